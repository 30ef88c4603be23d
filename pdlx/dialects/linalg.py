"""The linalg ops transform scripts are most often written against:
`linalg.generic`, `linalg.matmul`, `linalg.fill` and `linalg.yield`, as MLIR
22 defines them (LinalgStructuredOps.td, LinalgOps.cpp).

Why these: they are the payload of tiling/fusion recipes (`match` on
`linalg.matmul`, on a `linalg.generic` with given iterator types), so pdlx
must read and print them exactly as mlir-opt does, including what their
custom syntax leaves out:

* `linalg.matmul`/`linalg.fill` print no region. Parsing their custom form
  builds the body MLIR's region builder makes (`arith.mulf` + `arith.addf`,
  with `arith.extsi`/`sitofp`/... casts to the output element type, as
  `convertScalarToDtype` chooses them), so the generic form shows it.
* `linalg.generic` prints its inherent attributes as one dictionary whose
  `iterator_types` are strings (`["parallel"]`), stored as
  `#linalg.iterator_type<parallel>`; extra attributes follow `attrs = ` (with
  MLIR's double space).

Verification ports DestinationStyleOpInterface, LinalgStructuredInterface
(with IndexingMapOpInterface's shape inference), the contraction check of
`linalg.matmul`, the fill checks and `linalg.yield`'s, in MLIR's order (the
interface checks run after the nested ops, like `verifyWithRegions`).

`linalg.elemwise_binary`/`elemwise_unary` do not exist in MLIR 22 and are
not defined. The rest of the dialect is not defined yet; the dialect allows
unknown operations so that payloads using other linalg ops still load in
generic form (see docs/dialects.md).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from pdlx import ods
from pdlx.dialects.arith import parse_enum_parameter
from pdlx.ir import affine as A
from pdlx.ir import types as T
from pdlx.ir.attributes import ArrayAttr, Attribute, DictionaryAttr, StringAttr
from pdlx.ir.context import PURE, Context, OpDef
from pdlx.ir.dense import DenseArrayAttr
from pdlx.ir.types import Type
from pdlx.syntax.asm import op_attr_dict
from pdlx.verify.verifier import op_diag

if TYPE_CHECKING:
    from pdlx.ir.diagnostics import Diagnostic
    from pdlx.ir.views import Operation
    from pdlx.syntax.asm import AsmParser, AsmPrinter, OpAsmParser, OpAsmPrinter, UnresolvedOperand

YIELD = "linalg.yield"


# ---------------------------------------------------------------------------
# Attributes


@dataclass(frozen=True, slots=True)
class IteratorTypeAttr(ods.DialectAttr):
    """`#linalg.iterator_type<parallel>`."""

    dialect_name: ClassVar[str] = "linalg"
    mnemonic: ClassVar[str] = "iterator_type"
    ods_name: ClassVar[str | None] = "IteratorTypeEnum"
    CASES: ClassVar[tuple[str, ...]] = ("parallel", "reduction")
    value: str

    @classmethod
    def parse_parameters(cls, p: AsmParser) -> IteratorTypeAttr:
        return cls(
            parse_enum_parameter(p, cls.CASES, "IteratorTypeEnum", "::mlir::utils::IteratorType")
        )

    def print_parameters(self, p: AsmPrinter) -> None:
        p.write(f"<{self.value}>")


@dataclass(frozen=True, slots=True)
class TypeFnAttr(ods.DialectAttr):
    """`#linalg.type_fn<cast_signed>`: how named ops cast operands."""

    dialect_name: ClassVar[str] = "linalg"
    mnemonic: ClassVar[str] = "type_fn"
    ods_name: ClassVar[str | None] = "TypeFnAttr"
    CASES: ClassVar[tuple[str, ...]] = ("cast_signed", "cast_unsigned")
    value: str

    @classmethod
    def parse_parameters(cls, p: AsmParser) -> TypeFnAttr:
        return cls(parse_enum_parameter(p, cls.CASES, "TypeFnAttr", "::mlir::linalg::TypeFn"))

    def print_parameters(self, p: AsmPrinter) -> None:
        p.write(f"<{self.value}>")


def _affine_maps_of(a: Attribute | None) -> list[A.AffineMap] | None:
    if not isinstance(a, ArrayAttr):
        return None
    out = []
    for e in a.elements:
        if not isinstance(e, A.AffineMapAttr):
            return None
        out.append(e.map)
    return out


AffineMapArrayAttr = ods.AttrConstraint(
    "AffineMap array attribute",
    lambda a: _affine_maps_of(a) is not None,
    T.none,
    ArrayAttr,
)
IteratorTypeArrayAttr = ods.AttrConstraint(
    "Iterator type should be an enum.",
    lambda a: isinstance(a, ArrayAttr) and all(isinstance(e, IteratorTypeAttr) for e in a),
    T.none,
    ArrayAttr,
)
TypeFnAttrC = ods.attr_is(TypeFnAttr, "allowed 32-bit signless integer cases: 0, 1")


# ---------------------------------------------------------------------------
# The structured-op model: operands, maps, loops


@dataclass(frozen=True)
class Structured:
    """What LinalgStructuredInterface needs of an op: its inputs and inits
    (value ids), indexing maps and loop count (None: not computable)."""

    inputs: tuple[int, ...]
    inits: tuple[int, ...]
    maps: list[A.AffineMap] | None
    num_loops: int


def _groups(op: Operation) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """(inputs, outputs) by `operandSegmentSizes`."""
    operands = op.snapshot.ops[op.id].operands
    sizes = op.attr("operandSegmentSizes")
    if isinstance(sizes, DenseArrayAttr) and len(sizes.values) == 2:
        n = sizes.values[0]
        return tuple(operands[:n]), tuple(operands[n:])
    return (), tuple(operands)


def _rank(t: Type) -> int:
    if isinstance(t, (T.RankedTensorType, T.MemRefType, T.VectorType)):
        return t.rank
    return 0


def _static_shape(t: Type) -> list[int]:
    if isinstance(t, (T.RankedTensorType, T.MemRefType, T.VectorType)):
        return list(t.shape)
    return []


def _generic_structured(op: Operation) -> Structured:
    ins, outs = _groups(op)
    iters = op.attr("iterator_types")
    n = len(iters.elements) if isinstance(iters, ArrayAttr) else 0
    return Structured(ins, outs, _affine_maps_of(op.attr("indexing_maps")), n)


def matmul_default_maps() -> list[A.AffineMap]:
    """MatmulOp::getDefaultIndexingMaps: (m, k), (k, n), (m, n)."""
    d0, d1, d2 = A.dim(0), A.dim(1), A.dim(2)
    return [A.AffineMap(3, 0, (d0, d2)), A.AffineMap(3, 0, (d2, d1)), A.AffineMap(3, 0, (d0, d1))]


def _matmul_structured(op: Operation) -> Structured:
    ins, outs = _groups(op)
    maps = _affine_maps_of(op.attr("indexing_maps")) or matmul_default_maps()
    return Structured(ins, outs, maps, 3)


def _fill_structured(op: Operation) -> Structured:
    """Fill is rank-polymorphic: identity maps of the output's rank, a
    zero-result map for rank-0 operands (the scalar)."""
    ins, outs = _groups(op)
    values = op.snapshot.values
    rank = _rank(values[outs[0]].type) if outs else 0
    maps = []
    for v in (*ins, *outs):
        r = _rank(values[v].type)
        maps.append(A.AffineMap(rank, 0, tuple(A.dim(i) for i in range(rank)) if r else ()))
    return Structured(ins, outs, maps, rank)


# ---------------------------------------------------------------------------
# Affine evaluation (AffineMap::compose with constants)


def eval_affine(e: A.AffineExpr, dims: Sequence[int]) -> int:
    """The value of `e` with dimension i bound to dims[i] (no symbols)."""
    if isinstance(e, A.AffineDimExpr):
        return dims[e.position]
    if isinstance(e, A.AffineConstantExpr):
        return e.value
    if isinstance(e, A.AffineBinaryOpExpr):
        lhs, rhs = eval_affine(e.lhs, dims), eval_affine(e.rhs, dims)
        k = e.kind
        if k is A.ADD:
            return lhs + rhs
        if k is A.MUL:
            return lhs * rhs
        if rhs == 0:
            raise ZeroDivisionError
        if k is A.FLOOR_DIV:
            return lhs // rhs
        if k is A.CEIL_DIV:
            return -(-lhs // rhs)
        return lhs % rhs
    raise ValueError("symbols cannot be evaluated")


def _map_text(m: A.AffineMap) -> str:
    return str(m)


def verify_indexing_maps(op: Operation, s: Structured) -> Diagnostic | None:
    """IndexingMapOpInterface::verifyImpl."""
    err = ods.op_error
    values = op.snapshot.values
    operands = (*s.inputs, *s.inits)
    maps = s.maps or []
    if len(maps) != len(operands):
        return err(
            op,
            f"expected the number of indexing_map ({len(maps)}) to be equal to the number of "
            f"input/output operands ({len(operands)})",
        )
    shapes: list[list[int]] = []
    all_sizes: list[int] = []
    for i, (v, m) in enumerate(zip(operands, maps, strict=True)):
        shape = _static_shape(values[v].type)
        if m.num_symbols:
            return err(op, f"unexpected symbols in indexing_map #{i}")
        if len(m.results) != len(shape):
            return err(
                op,
                f"expected operand #{i} rank ({len(shape)}) to match the result rank of "
                f"indexing_map ({len(m.results)})",
            )
        shapes.append(shape)
        all_sizes += shape
    # getLoopsToShapesMap: all results over the first map's dims; its
    # inverse exists when each loop dimension appears alone somewhere.
    num_dims = maps[0].num_dims if maps else 0
    concat = [r for m in maps for r in m.results]
    where: dict[int, int] = {}
    for pos, r in enumerate(concat):
        if isinstance(r, A.AffineDimExpr) and r.position not in where:
            where[r.position] = pos
    if len(where) != num_dims or any(d >= num_dims for d in where):
        loops = A.AffineMap(num_dims, 0, tuple(concat))
        return err(op, f"invalid indexing maps are non-invertible: ({_map_text(loops)})")
    end = [all_sizes[where[d]] for d in range(num_dims)]
    if any(x == T.DYNAMIC for x in end):
        return None
    end = [x - 1 for x in end]
    start = [0] * num_dims
    for i, (m, shape) in enumerate(zip(maps, shapes, strict=True)):
        for d, expr in enumerate(m.results):
            if shape[d] == T.DYNAMIC or shape[d] == 0:
                continue
            try:
                lo, hi = eval_affine(expr, start), eval_affine(expr, end)
            except (ZeroDivisionError, ValueError, IndexError):
                continue
            inferred = max(lo, hi) + 1
            if min(lo, hi) < 0:
                return err(op, f"unexpected result less than 0 at expression #{d} in {m}")
            if isinstance(expr, A.AffineDimExpr):
                if inferred != shape[d]:
                    return err(
                        op,
                        f"inferred input/output operand #{i} has shape's dimension #{d} to be "
                        f"{inferred}, but found {shape[d]}",
                    )
            elif inferred > shape[d]:
                return err(
                    op,
                    f"inferred input/output operand #{i} has shape's dimension #{d} to be "
                    f"greater than or equal to {inferred}, but found {shape[d]}",
                )
    return None


def _is_tensor(t: Type) -> bool:
    return isinstance(t, (T.RankedTensorType, T.UnrankedTensorType))


def _is_memref(t: Type) -> bool:
    return isinstance(t, (T.MemRefType, T.UnrankedMemRefType))


def verify_destination_style(op: Operation, s: Structured) -> Diagnostic | None:
    """`detail::verifyDestinationStyleOpInterface`."""
    values = op.snapshot.values
    tensors: list[tuple[int, int]] = []  # (operand number, value)
    first_init = len(s.inputs)
    for k, v in enumerate(s.inits):
        t = values[v].type
        if _is_tensor(t):
            tensors.append((first_init + k, v))
        elif not _is_memref(t):
            return ods.op_error(
                op, f"expected that operand #{first_init + k} is a tensor or a memref"
            )
    results = op.snapshot.ops[op.id].results
    if len(results) != len(tensors):
        return ods.op_error(
            op,
            f"expected the number of tensor results ({len(results)}) to be equal to the number "
            f"of output tensors ({len(tensors)})",
        )
    for (n, v), r in zip(tensors, results, strict=True):
        tv, tr = values[v].type, values[r].type
        if tv != tr:
            return ods.op_error(
                op,
                f"expected type of operand #{n} ('{tv}') to match type of corresponding result "
                f"('{tr}')",
            )
    return None


def element_or_self(t: Type) -> Type:
    """What a structured op's block argument has for an operand of type `t`."""
    return t.element_type if isinstance(t, (T.MemRefType, T.RankedTensorType)) else t


def verify_structured(op: Operation, s: Structured) -> Diagnostic | None:
    """`detail::verifyStructuredOpInterface`."""
    err = ods.op_error
    snap = op.snapshot
    values = snap.values
    operands = (*s.inputs, *s.inits)
    types = [values[v].type for v in operands]
    shaped = [t for t in types if isinstance(t, T.ShapedType) and not isinstance(t, T.VectorType)]
    pure_tensor = all(isinstance(t, T.RankedTensorType) for t in shaped) and not any(
        _is_memref(t) for t in types
    )
    pure_buffer = all(isinstance(t, T.MemRefType) for t in shaped)
    if not pure_tensor and not pure_buffer and operands:
        return err(op, "expected to have pure tensor or buffer semantics")
    d = verify_indexing_maps(op, s)
    if d is not None:
        return d
    for i, m in enumerate(s.maps or []):
        if m.num_dims != s.num_loops:
            return err(
                op,
                f"expected indexing_map #{i} to have {s.num_loops} dim(s) to match the number "
                "of loops",
            )
    regions = snap.ops[op.id].regions
    if len(regions) != 1 or len(snap.regions[regions[0]].blocks) != 1:
        return err(op, "expects to have 1 region with 1 block")
    args = snap.blocks[snap.regions[regions[0]].blocks[0]].args
    if len(args) != len(operands):
        return err(
            op,
            "expected as many non-induction variable region arguments as the number of "
            "input/output operands",
        )
    for i, (t, a) in enumerate(zip(types, args, strict=True)):
        want, have = element_or_self(t), values[a].type
        if want != have:
            return err(
                op,
                f"expected type of bb argument #{i} ('{have}') to match element or self type of "
                f"the corresponding operand ('{want}')",
            )
    return None


def structured_traits(model: Callable[[Operation], Structured]) -> list[ods.Trait]:
    """DestinationStyleOpInterface and LinalgStructuredInterface, verified
    after the nested ops (in that order).

    No memory-effect trait is declared: MLIR's linalg ops read and write
    their memref operands (and have no effect on tensors), which pdlx's
    trait-based effects cannot say, so they count as having unknown effects
    (never erased as dead)."""

    def dps(op: Operation, ctx: Context) -> Diagnostic | None:
        return verify_destination_style(op, model(op))

    def structured(op: Operation, ctx: Context) -> Diagnostic | None:
        return verify_structured(op, model(op))

    return [
        ods.Trait("DestinationStyleOpInterface", verify_regions=dps),
        ods.Trait("LinalgStructuredInterface", verify_regions=structured),
    ]


# -- contraction ----------------------------------------------------------------

_MUL_ADD_PAIRS = (
    ("arith.mulf", "arith.addf"),
    ("arith.muli", "arith.addi"),
    ("complex.mul", "complex.add"),
    ("arith.andi", "arith.ori"),
)


def _skip_unary(op: Operation, v: int, ctx: Context) -> int:
    """`getSourceSkipUnary`: through one-operand ops without side effects."""
    snap = op.snapshot
    while True:
        rec = snap.values[v]
        if rec.is_arg:
            return v
        d = snap.ops[rec.owner]
        opdef = ctx.op(d.name)
        if len(d.operands) != 1 or opdef is None or PURE not in opdef.traits:
            return v
        v = d.operands[0]


def is_contraction_body(op: Operation, ctx: Context) -> bool:
    """`detail::isContractionBody` with MLIR's (mul, add) pairs."""
    snap = op.snapshot
    regions = snap.ops[op.id].regions
    if not regions or not snap.regions[regions[0]].blocks:
        return False
    block = snap.blocks[snap.regions[regions[0]].blocks[0]]
    if not block.last or len(block.args) != 3:
        return False
    term = snap.ops[block.last]
    if len(term.operands) != 1:
        return False
    yielded = _skip_unary(op, term.operands[0], ctx)
    if snap.values[yielded].is_arg:
        return False
    red = snap.ops[snap.values[yielded].owner]
    if len(red.results) != 1 or len(red.operands) != 2:
        return False
    lhs, rhs = (_skip_unary(op, x, ctx) for x in red.operands)
    acc = block.args[2]
    if acc not in (lhs, rhs):
        return False
    contributed = _skip_unary(op, rhs if snap.values[lhs].is_arg else lhs, ctx)
    if snap.values[contributed].is_arg:
        return False
    elt = snap.ops[snap.values[contributed].owner]
    if len(elt.results) != 1 or len(elt.operands) != 2:
        return False
    if (elt.name, red.name) not in _MUL_ADD_PAIRS:
        return False
    a, b = (_skip_unary(op, x, ctx) for x in elt.operands)
    return {a, b} == {block.args[0], block.args[1]} and a != b


def _contraction_trait() -> ods.Trait:
    """LinalgContractionOpInterface's verifier (emitError: no op prefix)."""

    def verify(op: Operation, ctx: Context) -> Diagnostic | None:
        s = _matmul_structured(op)
        msg = None
        iters = 1  # matmul: one reduction loop
        if len(s.inputs) != 2 or len(s.inits) != 1:
            msg = "expected op with 2 inputs and 1 output"
        elif not iters:
            msg = "expected at least 1 reduction"
        elif any(not _is_projected_permutation(m) for m in s.maps or []):
            msg = "expected indexing maps to be projected permutations"
        elif not is_contraction_body(op, ctx):
            msg = "expected add/mul op in the body"
        return None if msg is None else op_diag(op.snapshot, op.id, msg)

    return ods.Trait("LinalgContractionOpInterface", verify_regions=verify)


def _is_projected_permutation(m: A.AffineMap) -> bool:
    seen: set[int] = set()
    for r in m.results:
        if isinstance(r, A.AffineDimExpr):
            if r.position in seen:
                return False
            seen.add(r.position)
        elif not (isinstance(r, A.AffineConstantExpr) and r.value == 0):
            return False
    return True


# ---------------------------------------------------------------------------
# Syntax shared by structured ops


def parse_common_structured_parts(
    p: OpAsmParser,
) -> tuple[list[Type], list[Type]]:
    """`parseCommonStructuredOpParts`: `<{props}>`? `{attrs}`? `ins(...)`?
    `outs(...)`?, resolving the operands and recording operandSegmentSizes."""
    if p.parse_optional_less():
        props = p.parse_attribute()
        p.parse_greater()
        if isinstance(props, DictionaryAttr):
            for k, v in props.entries:
                p.add_attribute(k, v)
    p.state.attributes.update(p.parse_optional_attr_dict())
    in_ops: list[UnresolvedOperand] = []
    in_types: list[Type] = []
    out_ops: list[UnresolvedOperand] = []
    out_types: list[Type] = []
    in_loc = out_loc = p.current_location
    if p.parse_optional_keyword("ins"):
        p.parse_lparen()
        in_loc = p.current_location
        in_ops = p.parse_operand_list()
        in_types = p.parse_colon_type_list()
        p.parse_rparen()
    if p.parse_optional_keyword("outs"):
        out_loc = p.current_location
        p.parse_lparen()
        out_ops = p.parse_operand_list()
        out_types = p.parse_colon_type_list()
        p.parse_rparen()
    p.resolve_operands(in_ops, in_types, in_loc)
    p.resolve_operands(out_ops, out_types, out_loc)
    p.add_attribute("operandSegmentSizes", DenseArrayAttr(T.i32, (len(in_ops), len(out_ops))))
    return in_types, out_types


def print_common_structured_parts(p: OpAsmPrinter, ins: Sequence[int], outs: Sequence[int]) -> None:
    """` ins(%a : T) outs(%b : U)` (printCommonStructuredOpParts), each group only when it has operands."""
    values = p.printer.snap.values
    for kw, vs in (("ins", ins), ("outs", outs)):
        if vs:
            p.write(f" {kw}(")
            p.print_operands(vs)
            p.write(" : ")
            p.print_types(values[v].type for v in vs)
            p.write(")")


def _print_results(p: OpAsmPrinter) -> None:
    snap = p.printer.snap
    results = snap.ops[p.op.id].results
    if results:
        p.print_optional_arrow_type_list([snap.values[r].type for r in results])


# ---------------------------------------------------------------------------
# linalg.generic

_GENERIC_TRAIT_ATTRS = ("doc", "indexing_maps", "library_call", "iterator_types")


def parse_generic(p: OpAsmParser) -> None:
    """GenericOp::parse."""
    loc = p.current_location
    d = p.parse_attribute()
    if not isinstance(d, DictionaryAttr):
        p.emit_error(loc, "invalid kind of attribute specified")
    iters = d.get("iterator_types")
    if not isinstance(iters, ArrayAttr):
        p.emit_error(loc, 'expected "iterator_types" array attribute')
    parsed: list[Attribute] = []
    for e in iters.elements:
        word = e.value if isinstance(e, StringAttr) else ""
        if word not in IteratorTypeAttr.CASES:
            p.emit_error(p.current_location, f"unexpected iterator_type ({word})")
        parsed.append(IteratorTypeAttr(word))
    for k, v in d.entries:
        p.add_attribute(k, ArrayAttr(tuple(parsed)) if k == "iterator_types" else v)
    parse_common_structured_parts(p)
    if p.parse_optional_keyword("attrs"):
        p.parse_equal()
        p.state.attributes.update(p.parse_optional_attr_dict())
    p.state.regions.append(p.parse_region())
    p.add_types(p.parse_optional_arrow_type_list())


def print_generic(p: OpAsmPrinter) -> None:
    """GenericOp::print."""
    op = p.op
    attrs = op_attr_dict(op)
    p.write(" ")
    entries: list[tuple[str, Attribute]] = []
    for k, v in attrs:
        if k == "iterator_types" and isinstance(v, ArrayAttr):
            names = tuple(
                StringAttr(e.value) if isinstance(e, IteratorTypeAttr) else e for e in v.elements
            )
            entries.append((k, ArrayAttr(names)))
        elif k in _GENERIC_TRAIT_ATTRS:
            entries.append((k, v))
    if entries:
        p.print_attribute(DictionaryAttr.of(dict(entries)))
    ins, outs = _groups(op)
    print_common_structured_parts(p, ins, outs)
    elided = (*_GENERIC_TRAIT_ATTRS, "operandSegmentSizes")
    if any(k not in elided for k, _ in attrs):
        p.write(" attrs = ")
        p.print_optional_attr_dict(attrs, elided)
    region = p.printer.snap.ops[op.id].regions[0]
    if p.printer.snap.regions[region].blocks:
        p.write(" ")
        p.print_region(region)
    _print_results(p)


def _generic_block_arg_names(op: Operation, region: int) -> list[tuple[int, str]]:
    """GenericOp::getAsmBlockArgumentNames: `%in`, then `%out`."""
    ins, outs = _groups(op)
    return [(i, "in" if i < len(ins) else "out") for i in range(len(ins) + len(outs))]


def generic_op() -> OpDef:
    """A fresh definition of `linalg.generic` (an `OpDef` belongs to one context)."""
    return ods.op(
        "linalg.generic",
        operands=[
            ods.Operand("inputs", ods.AnyType, variadic=True),
            ods.Operand("outputs", ods.AnyShaped, variadic=True),
        ],
        results=[ods.Result("result_tensors", ods.AnyRankedTensor, variadic=True)],
        attributes=[
            ods.Attr("indexing_maps", AffineMapArrayAttr),
            ods.Attr("iterator_types", IteratorTypeArrayAttr),
            ods.Attr("doc", ods.StrAttr, optional=True),
            ods.Attr("library_call", ods.StrAttr, optional=True),
        ],
        regions=[ods.Region("region")],
        traits=[
            ods.SingleBlockImplicitTerminator(YIELD),
            *structured_traits(_generic_structured),
            ods.AttrSizedOperandSegments,
        ],
        parser=parse_generic,
        printer=print_generic,
        block_arg_names=_generic_block_arg_names,
        summary="Generic Linalg op form where the key properties of the computation are "
        "specified as attributes.",
    )


# ---------------------------------------------------------------------------
# Named ops: linalg.matmul and linalg.fill


def convert_scalar(p: OpAsmParser, block: int, v: int, to: Type, unsigned: bool) -> int:
    """`convertScalarToDtype`: the op MLIR picks to cast `v` to `to`."""
    t = p.parser.values[v].type
    if t == to:
        return v
    name: str | None = None
    if isinstance(to, T.IntegerType):
        if isinstance(t, T.FloatType):
            name = "arith.fptoui" if unsigned else "arith.fptosi"
        elif isinstance(t, T.IndexType):
            name = "arith.index_cast"
        elif isinstance(t, T.IntegerType):
            if to.width > t.width:
                name = "arith.extui" if unsigned else "arith.extsi"
            elif to.width < t.width:
                name = "arith.trunci"
    elif isinstance(to, T.FloatType):
        if isinstance(t, T.IntegerType):
            name = "arith.uitofp" if unsigned else "arith.sitofp"
        elif isinstance(t, T.FloatType):
            if to.width > t.width:
                name = "arith.extf"
            elif to.width < t.width:
                name = "arith.truncf"
    elif isinstance(to, T.IndexType) and isinstance(t, T.IntegerType):
        name = "arith.index_castui" if unsigned else "arith.index_cast"
    if name is None:
        return v
    return p.create_op(block, name, [v], [to])[0]


def _binary(p: OpAsmParser, block: int, kind: str, a: int, b: int) -> int:
    """`buildBinaryFn` for add/mul over floats, integers or booleans."""
    ta, tb = p.parser.values[a].type, p.parser.values[b].type
    if isinstance(ta, T.FloatType) and isinstance(tb, T.FloatType):
        name = "arith.addf" if kind == "add" else "arith.mulf"
    elif ta == T.i1 and tb == T.i1:
        name = "arith.ori" if kind == "add" else "arith.andi"
    elif isinstance(ta, (T.IntegerType, T.IndexType)) and isinstance(
        tb, (T.IntegerType, T.IndexType)
    ):
        name = "arith.addi" if kind == "add" else "arith.muli"
    else:
        p.emit_error(
            p.current_location,
            "Cannot build binary Linalg operation: expects allComplex, allFloatingPoint, or "
            f"allInteger, got {ta} and {tb}",
        )
    return p.create_op(block, name, [a, b], [ta])[0]


def _element_types(types: Sequence[Type]) -> list[Type]:
    return [element_or_self(t) for t in types]


def _check_region_arity(p: OpAsmParser, want: int, have: int) -> None:
    if want != have:
        p.emit_error(
            p.current_location,
            f"[parseNamedStructuredOpRegion] ods-gen generated region expects {want} args, "
            f"got {have}",
        )


def parse_matmul(p: OpAsmParser) -> None:
    """MatmulOp::parse (optional `indexing_maps = [...]`) and
    parseNamedStructuredOp, building MatmulOp::regionBuilder's body."""
    maps: list[Attribute] = []
    if p.parse_optional_keyword("indexing_maps"):
        p.parse_equal()
        p.parse_lsquare()
        while True:
            m = p.parse_attribute()
            if not isinstance(m, A.AffineMapAttr):
                p.emit_error(p.current_location, "expected affine map attribute")
            maps.append(m)
            if not p.parse_optional_comma():
                break
        p.parse_rsquare()
    if not maps:
        maps = [A.AffineMapAttr(m) for m in matmul_default_maps()]
    p.add_attribute("indexing_maps", ArrayAttr(tuple(maps)))
    in_types, out_types = parse_common_structured_parts(p)
    p.state.attributes.update(p.parse_optional_attr_dict())
    p.add_types(p.parse_optional_arrow_type_list())
    _check_region_arity(p, 3, len(in_types) + len(out_types))
    region, block, args = p.create_region(_element_types([*in_types, *out_types]))
    cast = p.state.attributes.get("cast")
    unsigned = isinstance(cast, TypeFnAttr) and cast.value == "cast_unsigned"
    out_t = p.parser.values[args[2]].type
    a = convert_scalar(p, block, args[0], out_t, unsigned)
    b = convert_scalar(p, block, args[1], out_t, unsigned)
    mul = _binary(p, block, "mul", a, b)
    add = _binary(p, block, "add", args[2], mul)
    p.create_op(block, YIELD, [add])
    p.state.regions.append(region)


def print_matmul(p: OpAsmPrinter) -> None:
    """MatmulOp::print: non-default maps, attributes, ins/outs, results."""
    op = p.op
    maps = op.attr("indexing_maps")
    default = ArrayAttr(tuple(A.AffineMapAttr(m) for m in matmul_default_maps()))
    if isinstance(maps, ArrayAttr) and maps != default:
        p.write(" indexing_maps = [")
        for i, m in enumerate(maps.elements):
            if i:
                p.write(", ")
            p.print_attribute(m)
        p.write("]")
    p.print_optional_attr_dict(
        op_attr_dict(op),
        ("operandSegmentSizes", "linalg.memoized_indexing_maps", "indexing_maps"),
    )
    ins, outs = _groups(op)
    print_common_structured_parts(p, ins, outs)
    _print_results(p)


def parse_fill(p: OpAsmParser) -> None:
    """parseNamedStructuredOp for FillOp: the body yields the value."""
    in_types, out_types = parse_common_structured_parts(p)
    p.state.attributes.update(p.parse_optional_attr_dict())
    p.add_types(p.parse_optional_arrow_type_list())
    _check_region_arity(p, 2, len(in_types) + len(out_types))
    region, block, args = p.create_region(_element_types([*in_types, *out_types]))
    # FillOp's region builder yields the value as it is (no cast: FillOp's
    # verifier requires the output's element type).
    p.create_op(block, YIELD, [args[0]])
    p.state.regions.append(region)


def print_named(p: OpAsmPrinter) -> None:
    """printNamedStructuredOp (the region is left out)."""
    op = p.op
    p.print_optional_attr_dict(
        op_attr_dict(op), ("operandSegmentSizes", "linalg.memoized_indexing_maps")
    )
    ins, outs = _groups(op)
    print_common_structured_parts(p, ins, outs)
    _print_results(p)


def _fill_interface_trait() -> ods.Trait:
    """FillOpInterface's verifier (emitError)."""

    def verify(op: Operation, ctx: Context) -> Diagnostic | None:
        ins, outs = _groups(op)
        if len(ins) != 1 or len(outs) != 1:
            return op_diag(op.snapshot, op.id, "expected op with 1 input and 1 output")
        if isinstance(op.snapshot.values[ins[0]].type, T.ShapedType):
            return op_diag(op.snapshot, op.id, "expected op with scalar input")
        return None

    return ods.Trait("FillOpInterface", verify=verify)


def _verify_fill(op: Operation) -> Iterator[Diagnostic]:
    """FillOp::verify."""
    ins, outs = _groups(op)
    if not ins or not outs:
        return
    values = op.snapshot.values
    value_t = values[ins[0]].type
    elem = ods.element_type_or_self(values[outs[0]].type)
    if value_t != elem:
        yield ods.op_error(
            op, f"expected fill value type ('{value_t}') to match output element type ('{elem}')"
        )


def _named_operands() -> list[ods.Operand]:
    return [
        ods.Operand("inputs", ods.AnyType, variadic=True),
        ods.Operand("outputs", ods.AnyShaped, variadic=True),
    ]


def matmul_op() -> OpDef:
    """A fresh definition of `linalg.matmul` (an `OpDef` belongs to one context)."""
    return ods.op(
        "linalg.matmul",
        operands=_named_operands(),
        results=[ods.Result("result_tensors", ods.AnyRankedTensor, variadic=True)],
        attributes=[
            ods.Attr("indexing_maps", AffineMapArrayAttr, optional=True),
            ods.Attr("cast", TypeFnAttrC, optional=True),
        ],
        regions=[ods.Region("region")],
        traits=[
            ods.SingleBlockImplicitTerminator(YIELD),
            *structured_traits(_matmul_structured),
            ods.AttrSizedOperandSegments,
            _contraction_trait(),
        ],
        parser=parse_matmul,
        printer=print_matmul,
        summary="Performs a matrix multiplication of two 2D inputs without broadcast or transpose.",
    )


def fill_op() -> OpDef:
    """A fresh definition of `linalg.fill` (an `OpDef` belongs to one context)."""
    return ods.op(
        "linalg.fill",
        operands=_named_operands(),
        results=[ods.Result("result_tensors", ods.AnyRankedTensor, variadic=True)],
        regions=[ods.Region("region")],
        traits=[
            ods.SingleBlockImplicitTerminator(YIELD),
            *structured_traits(_fill_structured),
            ods.AttrSizedOperandSegments,
            _fill_interface_trait(),
        ],
        parser=parse_fill,
        printer=print_named,
        verify=_verify_fill,
        summary="Fills the output tensor with the given value.",
    )


# ---------------------------------------------------------------------------
# linalg.yield

_STRUCTURED_MODELS: dict[str, Callable[[Operation], Structured]] = {
    "linalg.generic": _generic_structured,
    "linalg.matmul": _matmul_structured,
    "linalg.fill": _fill_structured,
}


def _verify_yield(op: Operation) -> Iterator[Diagnostic]:
    """YieldOp::verify."""
    parent = op.parent_op
    snap = op.snapshot
    if parent is None:
        return
    regions = snap.ops[parent.id].regions
    if len(regions) != 1 or not snap.regions[regions[0]].blocks:
        yield ods.op_error(op, "expected single non-empty parent region")
        return
    model = _STRUCTURED_MODELS.get(parent.name)
    if model is None:
        yield ods.op_error(op, "expected parent op with LinalgOp interface")
        return
    inits = model(parent).inits
    operands = snap.ops[op.id].operands
    if len(operands) != len(inits):
        yield ods.op_error(
            op,
            f"expected number of yield values ({len(operands)}) to match the number of inits / "
            f"outs operands of the enclosing LinalgOp ({len(inits)})",
        )
        return
    for i, (v, init) in enumerate(zip(operands, inits, strict=True)):
        want = element_or_self(snap.values[init].type)
        have = snap.values[v].type
        if have != want:
            yield ods.op_error(
                op,
                f"type of yield operand {i + 1} ('{have}') doesn't match the element type of the "
                f"enclosing linalg.generic op ('{want}')",
            )
            return


def yield_op() -> OpDef:
    """A fresh definition of `linalg.yield` (an `OpDef` belongs to one context)."""
    return ods.op(
        YIELD,
        operands=[ods.Operand("values", ods.AnyType, variadic=True)],
        traits=[ods.Pure, ods.ReturnLike, ods.IsTerminator],
        assembly_format="attr-dict ($values^ `:` type($values))?",
        verify=_verify_yield,
        summary="Linalg yield operation",
    )


def register(ctx: Context) -> None:
    """Register the linalg dialect into `ctx`."""
    ctx.register_attr(IteratorTypeAttr)
    ctx.register_attr(TypeFnAttr)
    for make in (generic_op, matmul_op, fill_op, yield_op):
        ctx.register_op(make())
    ctx.dialect("linalg").allow_unknown_operations = True
