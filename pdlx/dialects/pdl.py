"""The PDL dialect of MLIR 22: patterns written as IR.

A `pdl.pattern` holds a matcher (a DAG of `pdl.operation`, `pdl.operand`,
`pdl.type`, ... values describing the IR to find) and ends in a
`pdl.rewrite` that either names an external rewriter or holds the rewrite
itself (`pdl.replace`, `pdl.erase`, new `pdl.operation`s, ...). Defined with
the public ODS API exactly as `PDLOps.td` / `PDLTypes.td` define it (MLIR
22.1.8), with the verifiers of `PDL.cpp` and their messages: matcher files
are written by people who know mlir-opt's diagnostics.

Two behaviours of MLIR that a Python port easily gets wrong are kept on
purpose (see `loaded_dialects` and `_infers_result_types`): whether the op a
`pdl.operation` in a rewrite creates is *known* depends on whether its
dialect was loaded while parsing (mlir-opt loads dialects lazily), and
whether its result types can be inferred depends on the InferTypeOpInterface,
which ODS adds by itself to ops whose result types are all derivable.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar, Final

from pdlx import ods
from pdlx.ir import types as T
from pdlx.ir.attributes import ArrayAttr, Attribute, IntegerAttr, StringAttr
from pdlx.ir.context import Context, OpDef
from pdlx.ir.snapshot import USES, Derived
from pdlx.ir.types import Type

if TYPE_CHECKING:
    from pdlx.ir.diagnostics import Diagnostic
    from pdlx.ir.snapshot import Snapshot
    from pdlx.ir.views import Operation
    from pdlx.syntax.asm import (
        AsmParser,
        AsmPrinter,
        Cell,
        OpAsmParser,
        OpAsmPrinter,
        UnresolvedOperand,
    )

DIALECT: Final = "pdl"

# ---------------------------------------------------------------------------
# Types (PDLTypes.td / PDLTypes.cpp)


class PDLType(ods.DialectType):
    """`::mlir::pdl::PDLType`: any type of the pdl dialect (the C++ classof
    is "belongs to the PDL dialect"). Abstract: never instantiated."""

    __slots__ = ()
    dialect_name: ClassVar[str] = DIALECT


@dataclass(frozen=True, slots=True)
class AttributeType(PDLType):
    """`!pdl.attribute`: a handle to an `mlir::Attribute`."""

    mnemonic: ClassVar[str] = "attribute"
    assembly_format: ClassVar[str | None] = ""


@dataclass(frozen=True, slots=True)
class OperationType(PDLType):
    """`!pdl.operation`: a handle to an `mlir::Operation *`."""

    mnemonic: ClassVar[str] = "operation"
    assembly_format: ClassVar[str | None] = ""


@dataclass(frozen=True, slots=True)
class TypeType(PDLType):
    """`!pdl.type`: a handle to an `mlir::Type`."""

    mnemonic: ClassVar[str] = "type"
    assembly_format: ClassVar[str | None] = ""


@dataclass(frozen=True, slots=True)
class ValueType(PDLType):
    """`!pdl.value`: a handle to an `mlir::Value`."""

    mnemonic: ClassVar[str] = "value"
    assembly_format: ClassVar[str | None] = ""


@dataclass(frozen=True, slots=True)
class RangeType(PDLType):
    """`!pdl.range<T>`: a range of attributes, operations, types or values.

    The element is written without its `!pdl.` prefix (`!pdl.range<value>`),
    as `RangeType::parse` / `print` do through the generated type parser."""

    mnemonic: ClassVar[str] = "range"
    element_type: Type

    @classmethod
    def parse_parameters(cls, p: AsmParser) -> RangeType:
        p.parse_less()
        loc = p.current_location
        element = _parse_pdl_type(p)
        p.parse_greater()
        if isinstance(element, RangeType):
            # PDLTypes.cpp streams the type right after "got" (no space).
            p.emit_error(loc, f"element of pdl.range cannot be another range, but got'{element}'")
        return cls(element)

    def print_parameters(self, p: AsmPrinter) -> None:
        p.write("<")
        _print_pdl_type(self.element_type, p)
        p.write(">")

    def verify(self) -> str | None:
        e = self.element_type
        if not isinstance(e, PDLType) or isinstance(e, RangeType):
            return (
                "expected element of pdl.range to be one of [!pdl.attribute, "
                f"!pdl.operation, !pdl.type, !pdl.value], but got {e}"
            )
        return None


TYPE_CLASSES: Final[tuple[type[PDLType], ...]] = (
    AttributeType,
    OperationType,
    RangeType,
    TypeType,
    ValueType,
)
_BY_MNEMONIC: Final[dict[str, type[PDLType]]] = {c.mnemonic: c for c in TYPE_CLASSES}


def _parse_pdl_type(p: AsmParser) -> Type:
    """PDLTypes.cpp's `parsePDLType`: a pdl type by mnemonic, no prefix."""
    kw = p.parse_any_keyword()
    cls = _BY_MNEMONIC.get(kw)
    if cls is None:
        p.emit_error(p.name_location, f"invalid 'pdl' type: `{kw}'")
    t: Type = cls.parse_parameters(p)
    return t


def _print_pdl_type(t: Type, p: AsmPrinter) -> None:
    """The generated type printer: mnemonic and parameters, no prefix."""
    if isinstance(t, PDLType):
        p.write(t.mnemonic)
        t.print_parameters(p)
    else:  # only reachable for an unverified RangeType
        p.print_type(t)


def range_element_or_self(t: Type) -> Type:
    """`getRangeElementTypeOrSelf`."""
    return t.element_type if isinstance(t, RangeType) else t


# ---------------------------------------------------------------------------
# Type constraints (the summaries are ODS's, quoted by operand messages)


def _single(cls: type[PDLType], summary: str) -> ods.TypeConstraint:
    """A parameterless PDL type: buildable (ODS gives TypeDefs without
    parameters a `builderCall`), so formats may leave it out."""
    inst = cls()
    return ods.type_constraint(summary, lambda t: t == inst, buildable=inst, type_class=cls)


PDL_Attribute: Final = _single(AttributeType, "PDL handle to an `mlir::Attribute`")
PDL_Operation: Final = _single(OperationType, "PDL handle to an `mlir::Operation *`")
PDL_Type: Final = _single(TypeType, "PDL handle to an `mlir::Type`")
PDL_Value: Final = _single(ValueType, "PDL handle for an `mlir::Value`")
PDL_AnyType: Final = ods.type_constraint("pdl type", lambda t: isinstance(t, PDLType))


def range_of(element: ods.TypeConstraint) -> ods.TypeConstraint:
    """`PDL_RangeOf<T>`: a ContainerType ("range of <T> values"), buildable
    when T is."""
    return ods.type_constraint(
        f"range of {element.summary} values",
        lambda t: isinstance(t, RangeType) and element.check(t.element_type),
        buildable=RangeType(element.buildable) if element.buildable is not None else None,
        type_class=RangeType,
    )


def inst_or_range_of(element: ods.TypeConstraint) -> ods.TypeConstraint:
    """`PDL_InstOrRangeOf<T>`: T or a range of T."""
    rng = range_of(element)
    return ods.type_constraint(
        f"single element or range of {element.summary}",
        lambda t: element.check(t) or rng.check(t),
    )


_TypeOrValue: Final = ods.any_type_of(PDL_Type, PDL_Value)

# ---------------------------------------------------------------------------
# Helpers shared by the verifiers (PDL.cpp)

_PATTERN: Final = "pdl.pattern"
_REWRITE: Final = "pdl.rewrite"


def _parent_name(op: Operation) -> str | None:
    parent = op.parent_op
    return parent.name if parent is not None else None


def _has_binding_use(snap: Snapshot, op: int) -> bool:
    """A user other than `pdl.result(s)`, or a result op that is itself bound."""
    for r in snap.ops[op].results:
        for user, _ in _uses(snap, r):
            if snap.ops[user].name not in ("pdl.result", "pdl.results"):
                return True
            if _has_binding_use(snap, user):
                return True
    return False


def _uses(snap: Snapshot, value: int) -> Sequence[tuple[int, int]]:
    """`snap.uses(value)` (same uses, same order) for a value defined inside
    a `pdl.pattern`: from the uses of that pattern's values alone (it is
    isolated from above), cached per snapshot and pattern. Otherwise a
    payload next to the patterns (`--test-pdl-bytecode-pass`) had its whole
    def-use index built to verify the patterns."""
    if snap.has_derived(USES):
        return snap.uses(value)
    vrec = snap.values[value]
    o = snap.parent_op_of_block(vrec.owner) if vrec.is_arg else vrec.owner
    while o and snap.ops[o].name != _PATTERN:
        o = snap.parent_op_of_op(o)
    if not o:
        return snap.uses(value)
    cache = snap.derived(_PATTERN_USES)
    uses = cache.get(o)
    if uses is None:
        found: dict[int, list[tuple[int, int]]] = {}
        ops = snap.ops
        for user in snap.walk(o):
            for i, v in enumerate(ops[user].operands):
                found.setdefault(v, []).append((user, i))
        uses = cache[o] = {v: sorted(lst, reverse=True) for v, lst in found.items()}
    return uses.get(value, ())


_PATTERN_USES: Final[Derived[dict[int, dict[int, list[tuple[int, int]]]]]] = Derived(
    "pdl.pattern_uses", lambda _: {}
)
"""pdl.pattern op -> value -> its uses (as the def-use index orders them)."""


def _verify_has_binding_use(op: Operation) -> Iterator[Diagnostic]:
    if _parent_name(op) != _PATTERN:
        return
    if _has_binding_use(op.snapshot, op.id):
        return
    yield ods.op_error(
        op, "expected a bindable user when defined in the matcher body of a `pdl.pattern`"
    )


def loaded_dialects(snap: Snapshot) -> frozenset[str]:
    """The dialects mlir-opt would have loaded while parsing `snap` (cached
    on the snapshot): PDL's lowering asks whether an op name is registered."""
    return snap.derived(_LOADED_DIALECTS)


def _find_loaded_dialects(snap: Snapshot) -> frozenset[str]:
    """The dialects mlir-opt would have loaded while parsing this IR.

    MLIR loads a dialect the first time the parser meets one of its ops or
    types; `RegisteredOperationName::lookup` then only finds ops of loaded
    dialects. So `pdl.operation "func.constant"` in a rewrite is checked
    only if some `func` op (or type) was parsed too: upstream's invalid.mlir
    adds an unused `func.func` for exactly that reason. Computed once per
    snapshot."""
    found: set[str] = {"builtin"}
    seen_types: set[Type] = set()

    def add_type(t: Type) -> None:
        if t in seen_types:
            return
        seen_types.add(t)
        name = getattr(t, "dialect_name", "")
        if name:
            found.add(name)
        if isinstance(t, ods.DialectType):
            for sub in t.sub_elements():
                if isinstance(sub, Type):
                    add_type(sub)

    for rec in snap.ops.values():
        found.add(rec.name.partition(".")[0])
    for vrec in snap.values.values():
        add_type(vrec.type)
    return frozenset(found)


_LOADED_DIALECTS: Derived[frozenset[str]] = Derived("pdl.loaded_dialects", _find_loaded_dialects)


def _infers_result_types(opdef: OpDef) -> bool:
    """Whether the op implements InferTypeOpInterface (declared with the
    `ods.InferTypeOpInterface` trait, as ODS adds it when it can derive
    every result type; see `pdlx.ods.InferTypeOpInterface`)."""
    return opdef.has_trait("InferTypeOpInterface")


def _is_before_in_block(snap: Snapshot, a: int, b: int) -> bool:
    """`a->isBeforeInBlock(b)` for two ops of one block."""
    o = snap.links[a][1]
    while o:
        if o == b:
            return True
        o = snap.links[o][1]
    return False


def _verify_result_types_inferrable(
    op: Operation, result_types: Sequence[int], ctx: Context
) -> Iterator[Diagnostic]:
    """`verifyResultTypesAreInferrable`: an op created in a rewrite needs
    result types it can get (from a replaced op, from the matcher, from a
    native rewrite, or constant ones)."""
    snap = op.snapshot
    rewriter_block = snap.ops[op.id].parent
    result = snap.ops[op.id].results[0]
    for user, index in _uses(snap, result):
        urec = snap.ops[user]
        if urec.name != "pdl.replace" or index == 0:
            continue
        replaced = snap.values[urec.operands[0]]
        if replaced.is_arg:
            continue
        replaced_op = replaced.owner
        if snap.ops[replaced_op].parent != rewriter_block or _is_before_in_block(
            snap, replaced_op, op.id
        ):
            return

    if not result_types:
        name = op.attr("opName")
        if not isinstance(name, StringAttr):
            return
        target = _registered_op(op, name.value, ctx)
        if target is None or not isinstance(target.spec, ods.OpSpec):
            return
        results = target.spec.results
        variadic = sum(1 for r in results if r.variable_length)
        zero = not results
        all_variadic = variadic > 0 and variadic == len(results)
        if not zero and not all_variadic:
            d = ods.op_error(
                op, "must have inferable or constrained result types when nested within "
                "`pdl.rewrite`",
            )  # fmt: skip
            d.attach_note(
                f"operation is created in a non-inferrable context, but '{name.value}' does "
                "not implement InferTypeOpInterface"
            )
            yield d
        return

    for i, v in enumerate(result_types):
        vrec = snap.values[v]
        if vrec.is_arg:
            continue
        def_op = vrec.owner
        def_name = snap.ops[def_op].name
        if def_name == "pdl.apply_native_rewrite":
            continue
        if def_name in ("pdl.type", "pdl.types"):
            attr = "constantType" if def_name == "pdl.type" else "constantTypes"
            if snap.op(def_op).attr(attr) is not None:
                continue
            if any(
                snap.ops[u].parent != rewriter_block
                and snap.ops[u].name in ("pdl.operand", "pdl.operands", "pdl.operation")
                for u in _users(snap, def_op)
            ):
                continue
        d = ods.op_error(
            op, "must have inferable or constrained result types when nested within `pdl.rewrite`"
        )
        d.attach_note(f"result type #{i} was not constrained")
        yield d
        return


def _users(snap: Snapshot, op: int) -> list[int]:
    seen: dict[int, None] = {}
    for r in snap.ops[op].results:
        for user, _ in _uses(snap, r):
            seen.setdefault(user, None)
    return list(seen)


def _registered_op(op: Operation, name: str, ctx: Context) -> OpDef | None:
    """`RegisteredOperationName::lookup` in `ctx` (the context the
    `pdl.operation` definition is registered in), honouring lazy dialect
    loading (see `loaded_dialects`)."""
    target = ctx.op(name)
    if target is None or target.dialect not in loaded_dialects(op.snapshot):
        return None
    return target


# ---------------------------------------------------------------------------
# Op verifiers


def _verify_apply_native_constraint(op: Operation) -> Iterator[Diagnostic]:
    rec = op.snapshot.ops[op.id]
    if not rec.operands:
        yield ods.op_error(op, "expected at least one argument")
        return
    if any(isinstance(t, OperationType) for t in op.result_types):
        yield ods.op_error(op, "returning an operation from a constraint is not supported")


def _verify_apply_native_rewrite(op: Operation) -> Iterator[Diagnostic]:
    rec = op.snapshot.ops[op.id]
    if not rec.operands and not rec.results:
        yield ods.op_error(op, "expected at least one argument or result")


def _verify_attribute(op: Operation) -> Iterator[Diagnostic]:
    value = op.attr("value")
    has_type = bool(op.snapshot.ops[op.id].operands)
    if value is None:
        if _parent_name(op) == _REWRITE:
            yield ods.op_error(op, "expected constant value when specified within a `pdl.rewrite`")
            return
        yield from _verify_has_binding_use(op)
        return
    if has_type:
        yield ods.op_error(op, "expected only one of [`type`, `value`] to be set")


def _verify_operation(op: Operation, ctx: Context) -> Iterator[Diagnostic]:
    """OperationOp::verify."""
    spec = _spec("pdl.operation")
    within_rewrite = _parent_name(op) == _REWRITE
    name = op.attr("opName")
    if within_rewrite and name is None:
        yield ods.op_error(op, "must have an operation name when nested within a `pdl.rewrite`")
        return
    names = op.attr("attributeValueNames")
    n_names = len(names.elements) if isinstance(names, ArrayAttr) else 0
    n_values = len(spec.operand(op, "attributeValues"))
    if n_names != n_values:
        yield ods.op_error(
            op,
            "expected the same number of attribute values and attribute names, got "
            f"{n_names} names and {n_values} values",
        )
        return
    if within_rewrite and not _might_have_type_inference(op, ctx):
        failed = False
        for d in _verify_result_types_inferrable(op, spec.operand(op, "typeValues"), ctx):
            failed = True
            yield d
        if failed:
            return
    yield from _verify_has_binding_use(op)


def _might_have_type_inference(op: Operation, ctx: Context) -> bool:
    """`OperationOp::mightHaveTypeInference`: unknown ops might."""
    name = op.attr("opName")
    if not isinstance(name, StringAttr):
        return False
    target = _registered_op(op, name.value, ctx)
    return target is None or _infers_result_types(target)


def _verify_range(op: Operation) -> Iterator[Diagnostic]:
    result = op.result_types[0]
    element = range_element_or_self(result)
    for t in op.operand_types:
        got = range_element_or_self(t)
        if got != element:
            yield ods.op_error(
                op, f"expected operand to have element type '{element}', but got '{got}'"
            )
            return


def _verify_replace(op: Operation) -> Iterator[Diagnostic]:
    spec = _spec("pdl.replace")
    if spec.operand(op, "replOperation") and spec.operand(op, "replValues"):
        yield ods.op_error(
            op,
            "expected no replacement values to be provided when the replacement operation "
            "is present",
        )


def _verify_results(op: Operation) -> Iterator[Diagnostic]:
    t = op.result_types[0]
    if op.attr("index") is None and isinstance(t, ValueType):
        yield ods.op_error(
            op,
            f"expected `pdl.range<value>` result type when no index is specified, but got: '{t}'",
        )


def _verify_type(op: Operation) -> Iterator[Diagnostic]:
    if op.attr("constantType") is None:
        yield from _verify_has_binding_use(op)


def _verify_types(op: Operation) -> Iterator[Diagnostic]:
    if op.attr("constantTypes") is None:
        yield from _verify_has_binding_use(op)


def _verify_rewrite_regions(op: Operation) -> Iterator[Diagnostic]:
    """RewriteOp::verifyRegions."""
    snap = op.snapshot
    region = snap.ops[op.id].regions[0]
    empty = not snap.regions[region].blocks
    if op.attr("name") is not None:
        if not empty:
            yield ods.op_error(op, "expected rewrite region to be empty when rewrite is external")
        return
    if empty:
        yield ods.op_error(
            op, "expected rewrite region to be non-empty if external name is not specified"
        )
        return
    if _spec(_REWRITE).operand(op, "externalArgs"):
        yield ods.op_error(
            op, "expected no external arguments when the rewrite is specified inline"
        )


_COMPONENT_OPS: Final = frozenset(
    {"pdl.operand", "pdl.operands", "pdl.result", "pdl.results", "pdl.operation"}
)


def _visit(snap: Snapshot, start: int, visited: set[int]) -> None:
    """PDL.cpp's `visit`: the operands/results/operations connected to
    `start` through operands, parents and users (iterative)."""
    work = [start]
    while work:
        o = work.pop()
        parent = snap.parent_op_of_op(o)
        if not parent or snap.ops[parent].name != _PATTERN:
            continue
        rec = snap.ops[o]
        if rec.name == _REWRITE or o in visited:
            continue
        visited.add(o)
        nxt: list[int] = []
        if rec.name == "pdl.operation":
            for v in _spec("pdl.operation").operand(snap.op(o), "operandValues"):
                vrec = snap.values[v]
                if not vrec.is_arg:
                    nxt.append(vrec.owner)
        elif rec.name in ("pdl.result", "pdl.results"):
            vrec = snap.values[rec.operands[0]]
            if not vrec.is_arg:
                nxt.append(vrec.owner)
        for r in rec.results:
            for user, _ in _uses(snap, r):
                nxt.append(user)
        work.extend(reversed(nxt))


def _verify_pattern_regions(op: Operation) -> Iterator[Diagnostic]:
    """PatternOp::verifyRegions."""
    snap = op.snapshot
    region = snap.ops[op.id].regions[0]
    block = snap.regions[region].blocks[0]
    term = snap.blocks[block].last
    if snap.ops[term].name != _REWRITE:
        d = ods.op_error(op, "expected body to terminate with `pdl.rewrite`")
        d.attach_note("see terminator defined here", snap.ops[term].loc)
        yield d
        return
    # Region::walk is post-order: of two nested foreign ops, the inner one
    # is reported. An unknown `pdl.*` op belongs to the dialect too (it has
    # already failed verification by now).
    for o in snap.walk(op.id, post_order=True):
        if o == op.id:
            continue
        if snap.ops[o].name.partition(".")[0] != DIALECT:
            d = ods.op_error(op, "expected only `pdl` operations within the pattern body")
            d.attach_note("see non-`pdl` operation defined here", snap.ops[o].loc)
            yield d
            return
    body = snap.block_op_list(block)
    if not any(snap.ops[o].name == "pdl.operation" for o in body):
        yield ods.op_error(op, "the pattern must contain at least one `pdl.operation`")
        return
    first = True
    visited: set[int] = set()
    for o in body:
        if snap.ops[o].name not in _COMPONENT_OPS:
            continue
        in_rewrite = False
        for user in _users(snap, o):
            if snap.ops[user].name == _REWRITE:
                in_rewrite = True
                break
            ublock = snap.ops[user].parent
            if ublock:
                rparent = snap.regions[snap.blocks[ublock].parent].parent
                if rparent and snap.ops[rparent].name == _REWRITE:
                    in_rewrite = True
                    break
        if not in_rewrite:
            continue
        if first:
            _visit(snap, o, visited)
            first = False
        elif o not in visited:
            d = ods.op_error(op, "the operations must form a connected component")
            d.attach_note("see a disconnected value / operation here", snap.ops[o].loc)
            yield d
            return


# ---------------------------------------------------------------------------
# Custom directives


def parse_operation_op_attributes(p: OpAsmParser, operands: Cell, names: Cell) -> None:
    """`{"name" = %value, ...}` (parseOperationOpAttributes)."""
    values: list[UnresolvedOperand] = []
    keys: list[Attribute] = []
    if p.parse_optional_lbrace():

        def one() -> None:
            keys.append(p.parse_attribute_of(StringAttr))
            p.parse_equal()
            values.append(p.parse_operand())

        p.parse_comma_separated_list(one)
        p.parse_rbrace()
    operands.value = values
    names.value = ArrayAttr(tuple(keys))


def print_operation_op_attributes(
    p: OpAsmPrinter, op: Operation, operands: Sequence[int], names: Attribute | None
) -> None:
    """The `{"name" = %value ...}` directive of `pdl.operation` (shared with
    `pdl_interp.create_operation`)."""
    elements = names.elements if isinstance(names, ArrayAttr) else ()
    if not elements:
        return
    p.write(" {")
    for i, name in enumerate(elements):
        if i:
            p.write(", ")
        p.print_attribute(name)
        p.write(" = ")
        p.print_operand(operands[i])
    p.write("}")


def parse_range_type(p: OpAsmParser, argument_types: Sequence[Type] | None, result: Cell) -> None:
    """Infer `!pdl.range<T>` from the arguments, else `: type` (parseRangeType)."""
    types = list(argument_types or ())
    if types:
        result.value = RangeType(range_element_or_self(types[0]))
        return
    result.value = p.parse_colon_type()


def print_range_type(
    p: OpAsmPrinter, op: Operation, argument_types: Sequence[Type], result: Type
) -> None:
    """The RangeType directive of `pdl.range` (shared with `pdl_interp`)."""
    if not argument_types:
        p.write(": ")
        p.print_type(result)


def _parse_results_value_type(p: OpAsmParser, index: Attribute | None, result: Cell) -> None:
    """`-> type` only when an index is given (parseResultsValueType)."""
    if index is None:
        result.value = RangeType(ValueType())
        return
    p.parse_arrow()
    result.value = p.parse_type()


def _print_results_value_type(
    p: OpAsmPrinter, op: Operation, index: Attribute | None, result: Type
) -> None:
    if index is not None:
        p.write(" -> ")
        p.print_type(result)


# ---------------------------------------------------------------------------
# The ops (PDLOps.td)


_NON_NEGATIVE_I16: Final = ods.confined(
    ods.I16Attr,
    lambda a: isinstance(a, IntegerAttr) and a.value >= 0,
    "whose value is non-negative",
)


def apply_native_constraint_op() -> OpDef:
    """A fresh definition of `pdl.apply_native_constraint` (an `OpDef` belongs to one context)."""
    return ods.op(
        "pdl.apply_native_constraint",
        operands=[ods.Operand("args", PDL_AnyType, variadic=True)],
        results=[ods.Result("results", PDL_AnyType, variadic=True)],
        attributes=[
            ods.Attr("name", ods.StrAttr),
            ods.Attr("isNegated", ods.BoolAttrC, default=IntegerAttr(0, T.i1)),
        ],
        traits=[ods.HasParent(_PATTERN)],
        assembly_format=("$name `(` $args `:` type($args) `)` (`:`  type($results)^ )? attr-dict"),
        verify=_verify_apply_native_constraint,
        summary="Apply a native constraint to a set of provided entities",
    )


def apply_native_rewrite_op() -> OpDef:
    """A fresh definition of `pdl.apply_native_rewrite` (an `OpDef` belongs to one context)."""
    return ods.op(
        "pdl.apply_native_rewrite",
        operands=[ods.Operand("args", PDL_AnyType, variadic=True)],
        results=[ods.Result("results", PDL_AnyType, variadic=True)],
        attributes=[ods.Attr("name", ods.StrAttr)],
        traits=[ods.HasParent(_REWRITE)],
        assembly_format=(
            "$name (`(` $args^ `:` type($args) `)`)? (`:` type($results)^)? attr-dict"
        ),
        verify=_verify_apply_native_rewrite,
        summary="Apply a native rewrite method inside of pdl.rewrite region",
    )


def attribute_op() -> OpDef:
    """A fresh definition of `pdl.attribute` (an `OpDef` belongs to one context)."""
    return ods.op(
        "pdl.attribute",
        operands=[ods.Operand("valueType", PDL_Type, optional=True)],
        results=[ods.Result("attr", PDL_Attribute)],
        attributes=[ods.Attr("value", ods.AnyAttr, optional=True)],
        assembly_format="(`:` $valueType^)? (`=` $value^)? attr-dict-with-keyword",
        verify=_verify_attribute,
        summary="Define an input attribute in a pattern",
    )


def erase_op() -> OpDef:
    """A fresh definition of `pdl.erase` (an `OpDef` belongs to one context)."""
    return ods.op(
        "pdl.erase",
        operands=[ods.Operand("opValue", PDL_Operation)],
        traits=[ods.HasParent(_REWRITE)],
        assembly_format="$opValue attr-dict",
        summary="Mark an input operation as `erased`",
    )


def operand_op() -> OpDef:
    """A fresh definition of `pdl.operand` (an `OpDef` belongs to one context)."""
    return ods.op(
        "pdl.operand",
        operands=[ods.Operand("valueType", PDL_Type, optional=True)],
        results=[ods.Result("value", PDL_Value)],
        traits=[ods.HasParent(_PATTERN)],
        assembly_format="(`:` $valueType^)? attr-dict",
        verify=_verify_has_binding_use,
        summary="Define an external input operand in a pattern",
    )


def operands_op() -> OpDef:
    """A fresh definition of `pdl.operands` (an `OpDef` belongs to one context)."""
    return ods.op(
        "pdl.operands",
        operands=[ods.Operand("valueType", range_of(PDL_Type), optional=True)],
        results=[ods.Result("value", range_of(PDL_Value))],
        traits=[ods.HasParent(_PATTERN)],
        assembly_format="(`:` $valueType^)? attr-dict",
        verify=_verify_has_binding_use,
        summary="Define a range of input operands in a pattern",
    )


def operation_op() -> OpDef:
    """A fresh definition of `pdl.operation` (an `OpDef` belongs to one context)."""
    registered: list[OpDef] = []

    def verify(op: Operation) -> Iterator[Diagnostic]:
        # Names are looked up in the context this definition is registered in.
        yield from _verify_operation(op, registered[0].context or Context.default())

    opdef = ods.op(
        "pdl.operation",
        operands=[
            ods.Operand("operandValues", inst_or_range_of(PDL_Value), variadic=True),
            ods.Operand("attributeValues", PDL_Attribute, variadic=True),
            ods.Operand("typeValues", inst_or_range_of(PDL_Type), variadic=True),
        ],
        results=[ods.Result("op", PDL_Operation)],
        attributes=[
            ods.Attr("opName", ods.StrAttr, optional=True),
            ods.Attr("attributeValueNames", ods.StrArrayAttr),
        ],
        traits=[ods.AttrSizedOperandSegments],
        assembly_format=(
            "($opName^)? (`(` $operandValues^ `:` type($operandValues) `)`)? "
            "custom<OperationOpAttributes>($attributeValues, $attributeValueNames) "
            "(`->` `(` $typeValues^ `:` type($typeValues) `)`)? attr-dict"
        ),
        custom_directives={
            "OperationOpAttributes": ods.CustomDirective(
                parse_operation_op_attributes, print_operation_op_attributes
            )
        },
        verify=verify,
        summary="Define an operation within a pattern",
    )
    registered.append(opdef)
    return opdef


def pattern_op() -> OpDef:
    """A fresh definition of `pdl.pattern` (an `OpDef` belongs to one context)."""
    return ods.op(
        "pdl.pattern",
        attributes=[
            ods.Attr("benefit", _NON_NEGATIVE_I16),
            ods.Attr("sym_name", ods.SymbolNameAttr, optional=True),
        ],
        regions=[ods.Region("bodyRegion", ods.SizedRegion(1))],
        traits=[ods.IsolatedFromAbove, ods.SingleBlock, ods.Symbol],
        assembly_format=(
            "($sym_name^)? `:` `benefit` `(` $benefit `)` attr-dict-with-keyword $bodyRegion"
        ),
        default_dialect=DIALECT,
        optional_symbol=True,
        verify_regions=_verify_pattern_regions,
        summary="Define a rewrite pattern",
    )


def range_op() -> OpDef:
    """A fresh definition of `pdl.range` (an `OpDef` belongs to one context)."""
    return ods.op(
        "pdl.range",
        operands=[ods.Operand("arguments", PDL_AnyType, variadic=True)],
        results=[ods.Result("result", range_of(_TypeOrValue))],
        traits=[ods.Pure, ods.HasParent(_REWRITE)],
        assembly_format=(
            "($arguments^ `:` type($arguments))? "
            "custom<RangeType>(ref(type($arguments)), type($result)) attr-dict"
        ),
        custom_directives={"RangeType": ods.CustomDirective(parse_range_type, print_range_type)},
        verify=_verify_range,
        summary="Construct a range of pdl entities",
    )


def replace_op() -> OpDef:
    """A fresh definition of `pdl.replace` (an `OpDef` belongs to one context)."""
    return ods.op(
        "pdl.replace",
        operands=[
            ods.Operand("opValue", PDL_Operation),
            ods.Operand("replOperation", PDL_Operation, optional=True),
            ods.Operand("replValues", inst_or_range_of(PDL_Value), variadic=True),
        ],
        traits=[ods.AttrSizedOperandSegments, ods.HasParent(_REWRITE)],
        assembly_format=(
            "$opValue `with` (`(` $replValues^ `:` type($replValues) `)`)? "
            "($replOperation^)? attr-dict"
        ),
        verify=_verify_replace,
        summary="Mark an input operation as `replaced`",
    )


def result_op() -> OpDef:
    """A fresh definition of `pdl.result` (an `OpDef` belongs to one context)."""
    return ods.op(
        "pdl.result",
        operands=[ods.Operand("parent", PDL_Operation)],
        results=[ods.Result("val", PDL_Value)],
        attributes=[ods.Attr("index", ods.I32Attr)],
        traits=[ods.Pure],
        assembly_format="$index `of` $parent attr-dict",
        summary="Extract a result from an operation",
    )


def results_op() -> OpDef:
    """A fresh definition of `pdl.results` (an `OpDef` belongs to one context)."""
    return ods.op(
        "pdl.results",
        operands=[ods.Operand("parent", PDL_Operation)],
        results=[ods.Result("val", inst_or_range_of(PDL_Value))],
        attributes=[ods.Attr("index", ods.I32Attr, optional=True)],
        traits=[ods.Pure],
        assembly_format=(
            "($index^)? `of` $parent custom<ResultsValueType>(ref($index), type($val)) attr-dict"
        ),
        custom_directives={
            "ResultsValueType": ods.CustomDirective(
                _parse_results_value_type, _print_results_value_type
            )
        },
        verify=_verify_results,
        summary="Extract a result group from an operation",
    )


def rewrite_op() -> OpDef:
    """A fresh definition of `pdl.rewrite` (an `OpDef` belongs to one context)."""
    return ods.op(
        _REWRITE,
        operands=[
            ods.Operand("root", PDL_Operation, optional=True),
            ods.Operand("externalArgs", PDL_AnyType, variadic=True),
        ],
        attributes=[ods.Attr("name", ods.StrAttr, optional=True)],
        regions=[ods.Region("bodyRegion")],
        traits=[
            ods.IsTerminator,
            ods.HasParent(_PATTERN),
            ods.NoTerminator,
            ods.NoRegionArguments,
            ods.SingleBlock,
            ods.AttrSizedOperandSegments,
        ],
        assembly_format=(
            "($root^)? (`with` $name^ (`(` $externalArgs^ `:` type($externalArgs) `)`)?)? "
            "($bodyRegion^)? attr-dict-with-keyword"
        ),
        default_dialect=DIALECT,
        verify_regions=_verify_rewrite_regions,
        summary="Specify the rewrite of a matched pattern",
    )


def type_op() -> OpDef:
    """A fresh definition of `pdl.type` (an `OpDef` belongs to one context)."""
    return ods.op(
        "pdl.type",
        results=[ods.Result("result", PDL_Type)],
        attributes=[ods.Attr("constantType", ods.TypeAttrC, optional=True)],
        assembly_format="attr-dict (`:` $constantType^)?",
        verify=_verify_type,
        summary="Define a type handle within a pattern",
    )


def types_op() -> OpDef:
    """A fresh definition of `pdl.types` (an `OpDef` belongs to one context)."""
    return ods.op(
        "pdl.types",
        results=[ods.Result("result", range_of(PDL_Type))],
        attributes=[ods.Attr("constantTypes", ods.TypeArrayAttr, optional=True)],
        assembly_format="attr-dict (`:` $constantTypes^)?",
        verify=_verify_types,
        summary="Define a range of type handles within a pattern",
    )


OP_FACTORIES: Final = (
    apply_native_constraint_op,
    apply_native_rewrite_op,
    attribute_op,
    erase_op,
    operand_op,
    operands_op,
    operation_op,
    pattern_op,
    range_op,
    replace_op,
    result_op,
    results_op,
    rewrite_op,
    type_op,
    types_op,
)

_SPECS: dict[str, ods.OpSpec] = {}


def _spec(name: str) -> ods.OpSpec:
    """The ODS spec of a pdl op (for named operand groups in verifiers)."""
    spec = _SPECS.get(name)
    if spec is None:
        factory = {f"pdl.{f.__name__[:-3]}": f for f in OP_FACTORIES}[name]
        spec = _SPECS[name] = factory().spec
    return spec


def register(ctx: Context) -> None:
    """Register the pdl dialect (types and the 15 ops) into `ctx`."""
    for cls in TYPE_CLASSES:
        ctx.register_type(cls)
    for make in OP_FACTORIES:
        opdef = ctx.register_op(make())
        _SPECS.setdefault(opdef.name, opdef.spec)


__all__ = [
    "AttributeType",
    "OperationType",
    "PDLType",
    "PDL_AnyType",
    "PDL_Attribute",
    "PDL_Operation",
    "PDL_Type",
    "PDL_Value",
    "RangeType",
    "TypeType",
    "ValueType",
    "inst_or_range_of",
    "range_element_or_self",
    "range_of",
    "register",
]
