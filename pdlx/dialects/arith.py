"""The arith dialect: constants, integer and float arithmetic, comparisons,
casts and select, as MLIR 22's ArithOps.td defines them.

Why this dialect is here: it is what payloads are made of. Matchers test op
names, predicates and flags (`arith.cmpi slt`, `overflow<nsw>`), rewrites
create constants, and pdlx-opt must print what mlir-opt prints — including
the generic form's default properties (`<{overflowFlags =
#arith.overflow<none>}>`) and `arith.constant`'s result names (`%c0_i32`,
`%true`, `%cst`).

Everything is defined with the public ODS API (`pdlx.ods`); the
messages are mlir-opt-22's, checked by tests/corpus/std/. Two pieces of
MLIR that ODS cannot say declaratively are written here by hand:
`arith.select`'s parser/printer (`hasCustomAssemblyFormat`) and the bit-enum
attributes `#arith.fastmath<...>` / `#arith.overflow<...>` (ODS's
`BitEnumAttr` parameter parser).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar, NamedTuple

from pdlx import ods
from pdlx.dialects.arith_fold import FOLDERS, with_traits
from pdlx.ir import types as T
from pdlx.ir.attributes import Attribute, DictionaryAttr, FloatAttr, IntegerAttr, StringAttr
from pdlx.ir.context import Context, OpDef
from pdlx.ir.dense import DenseElementsAttr, DenseResourceElementsAttr, DenseStringElementsAttr
from pdlx.ir.diagnostics import Diagnostic, Severity
from pdlx.ir.interfaces import Folder
from pdlx.ir.types import Type
from pdlx.support.bigint import to_decimal
from pdlx.syntax.asm import op_attr_dict
from pdlx.syntax.parser import ParseError

if TYPE_CHECKING:
    from pdlx.ir.location import Location
    from pdlx.ir.rewriter import Rewriter
    from pdlx.ir.views import Operation
    from pdlx.syntax.asm import AsmParser, AsmPrinter, OpAsmParser, OpAsmPrinter


# ---------------------------------------------------------------------------
# Bit-enum attributes: #arith.fastmath<...> and #arith.overflow<...>


@dataclass(frozen=True)
class BitEnum:
    """An ODS `I32BitEnumAttr`: named bits, a `none` case for 0, optional
    groups printed instead of their bits (`printBitEnumPrimaryGroups`), and
    the separator between printed cases."""

    cpp_name: str
    """What parse errors call it ("expected ::mlir::arith::FastMathFlags to be one of: ...")."""
    bits: tuple[tuple[str, int], ...]
    groups: tuple[tuple[str, int], ...] = ()
    separator: str = ","

    @property
    def keywords(self) -> list[str]:
        return ["none", *(k for k, _ in self.bits), *(k for k, _ in self.groups)]

    def symbolize(self, keyword: str) -> int | None:
        if keyword == "none":
            return 0
        for k, v in (*self.bits, *self.groups):
            if k == keyword:
                return v
        return None

    def stringify(self, value: int) -> str:
        """ODS's `stringifyEnum` for a bit enum: `none` for 0, groups that are
        fully set first, then the remaining bits in declaration order."""
        if value == 0:
            return "none"
        parts: list[str] = []
        rest = value
        for k, v in self.groups:
            if value & v == v:
                parts.append(k)
                rest &= ~v
        parts.extend(k for k, v in self.bits if rest & v)
        return self.separator.join(parts)

    def parse(self, p: AsmParser) -> int:
        """Keywords (or strings) separated by `,`, OR-ed together."""
        flags = 0
        loc = p.current_location  # MLIR reports an unknown case at the list's start
        while True:
            word = p.parse_keyword_or_string()
            v = self.symbolize(word)
            if v is None:
                p.emit_error(
                    loc, f"expected {self.cpp_name} to be one of: " + ", ".join(self.keywords)
                )
            flags |= v
            if not p.parse_optional_comma():
                return flags


FASTMATH_FLAGS = BitEnum(
    "::mlir::arith::FastMathFlags",
    (
        ("reassoc", 1), ("nnan", 2), ("ninf", 4), ("nsz", 8), ("arcp", 16),
        ("contract", 32), ("afn", 64),
    ),
    (("fast", 127),),
    ",",
)  # fmt: skip
OVERFLOW_FLAGS = BitEnum("::mlir::arith::IntegerOverflowFlags", (("nsw", 1), ("nuw", 2)), (), ", ")


def _with_parameter_error(
    p: AsmParser, parse: Callable[[], object], ods_name: str, cpp: str
) -> object:
    """Run `parse`; if it fails, add ODS's second error ("failed to parse
    Arith_FastMathAttr parameter 'value' which is to be a
    `::mlir::arith::FastMathFlags`") where the parser stopped."""
    try:
        return parse()
    except ParseError as first:
        try:
            p.emit_error(
                p.current_location,
                f"failed to parse {ods_name} parameter 'value' which is to be a `{cpp}`",
            )
        except ParseError as second:
            raise ParseError([*first.diagnostics, *second.diagnostics]) from None
        raise


def _parse_bit_enum_attr(p: AsmParser, enum: BitEnum, ods_name: str, cpp: str) -> int:
    """`<` flags `>` of a bit-enum attribute."""
    p.parse_less()
    value = _with_parameter_error(p, lambda: enum.parse(p), ods_name, cpp)
    p.parse_greater()
    assert isinstance(value, int)
    return value


def parse_enum_parameter(p: AsmParser, cases: Sequence[str], ods_name: str, cpp: str) -> str:
    """`<` case `>` of an `EnumAttr` with assembly format `` `<` $value `>` ``
    (a keyword or string; "expected ::mlir::utils::IteratorType to be one
    of: parallel, reduction" otherwise, then ODS's parameter error)."""

    def one() -> str:
        loc = p.current_location
        word = p.parse_keyword_or_string()
        if word not in cases:
            p.emit_error(loc, f"expected {cpp} to be one of: " + ", ".join(cases))
        return word

    p.parse_less()
    value = _with_parameter_error(p, one, ods_name, cpp)
    p.parse_greater()
    assert isinstance(value, str)
    return value


@dataclass(frozen=True, slots=True)
class FastMathFlagsAttr(ods.DialectAttr):
    """`#arith.fastmath<nnan,ninf>`: fast-math flags of float ops."""

    dialect_name: ClassVar[str] = "arith"
    mnemonic: ClassVar[str] = "fastmath"
    ods_name: ClassVar[str | None] = "Arith_FastMathAttr"
    value: int

    @classmethod
    def parse_parameters(cls, p: AsmParser) -> FastMathFlagsAttr:
        return cls(
            _parse_bit_enum_attr(p, FASTMATH_FLAGS, "Arith_FastMathAttr", FASTMATH_FLAGS.cpp_name)
        )

    def print_parameters(self, p: AsmPrinter) -> None:
        p.write("<" + FASTMATH_FLAGS.stringify(self.value) + ">")


@dataclass(frozen=True, slots=True)
class IntegerOverflowFlagsAttr(ods.DialectAttr):
    """`#arith.overflow<nsw, nuw>`: no-signed/unsigned-wrap flags."""

    dialect_name: ClassVar[str] = "arith"
    mnemonic: ClassVar[str] = "overflow"
    ods_name: ClassVar[str | None] = "Arith_IntegerOverflowAttr"
    value: int

    @classmethod
    def parse_parameters(cls, p: AsmParser) -> IntegerOverflowFlagsAttr:
        return cls(
            _parse_bit_enum_attr(
                p, OVERFLOW_FLAGS, "Arith_IntegerOverflowAttr", OVERFLOW_FLAGS.cpp_name
            )
        )

    def print_parameters(self, p: AsmPrinter) -> None:
        p.write("<" + OVERFLOW_FLAGS.stringify(self.value) + ">")


FASTMATH_NONE = FastMathFlagsAttr(0)
OVERFLOW_NONE = IntegerOverflowFlagsAttr(0)

FastMathAttrC = ods.attr_is(FastMathFlagsAttr, "Floating point fast math flags")
OverflowAttrC = ods.attr_is(IntegerOverflowFlagsAttr, "Integer overflow arith flags")

CMPI_PREDICATES: tuple[tuple[str, int], ...] = tuple(
    (k, i)
    for i, k in enumerate(("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"))
)
CMPF_PREDICATES: tuple[tuple[str, int], ...] = tuple(
    (k, i)
    for i, k in enumerate(
        ("false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
         "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true")
    )
)  # fmt: skip
ROUNDING_MODES: tuple[tuple[str, int], ...] = (
    ("to_nearest_even", 0), ("downward", 1), ("upward", 2), ("toward_zero", 3),
    ("to_nearest_away", 4),
)  # fmt: skip


def _enum_summary(width: int, cases: Sequence[tuple[str, int]]) -> str:
    """ODS's summary of an `I64EnumAttr` with an empty description."""
    return f"allowed {width}-bit signless integer cases: " + ", ".join(str(v) for _, v in cases)


CmpIPredicateAttr = ods.int_enum_attr(_enum_summary(64, CMPI_PREDICATES), CMPI_PREDICATES, 64)
CmpFPredicateAttr = ods.int_enum_attr(_enum_summary(64, CMPF_PREDICATES), CMPF_PREDICATES, 64)
RoundingModeAttr = ods.int_enum_attr("Floating point rounding mode", ROUNDING_MODES, 32)


# ---------------------------------------------------------------------------
# Type constraints (ODS's `TypeOrContainer` family)


def _container_of(check: Callable[[Type], bool]) -> Callable[[Type], bool]:
    """`T`, a vector of `T` (any rank) or a tensor of `T` (ranked or not)."""

    def f(t: Type) -> bool:
        if isinstance(t, (T.VectorType, T.RankedTensorType, T.UnrankedTensorType)):
            return check(t.element_type)
        return check(t)

    return f


def _memref_of(check: Callable[[Type], bool]) -> Callable[[Type], bool]:
    def f(t: Type) -> bool:
        return isinstance(t, (T.MemRefType, T.UnrankedMemRefType)) and check(t.element_type)

    return f


def is_signless_int(t: Type) -> bool:
    """ODS `SignlessIntegerLike` on a scalar: an integer type without signedness."""
    return isinstance(t, T.IntegerType) and not t.signedness


def is_signless_int_or_index(t: Type) -> bool:
    """A signless integer or `index` (ODS `SignlessIntegerOrIndexLike`, scalar)."""
    return isinstance(t, T.IndexType) or is_signless_int(t)


def is_float(t: Type) -> bool:
    """Any builtin float type (ODS `FloatLike`, scalar)."""
    return isinstance(t, T.FloatType)


def _is_i1(t: Type) -> bool:
    return t == T.i1


_int_like = _container_of(is_signless_int_or_index)
_fixed_int_like = _container_of(is_signless_int)
_float_like = _container_of(is_float)
_int_or_float_like = _container_of(lambda t: is_signless_int(t) or is_float(t))

SignlessIntegerOrIndexLike = ods.type_constraint("signless-integer-like", _int_like)
SignlessFixedWidthIntegerLike = ods.type_constraint(
    "signless-fixed-width-integer-like", _fixed_int_like
)
FloatLike = ods.type_constraint("floating-point-like", _float_like)
BoolLike = ods.type_constraint("bool-like", _container_of(_is_i1))
_memref_int_or_index = _memref_of(is_signless_int_or_index)
IndexCastTypeConstraint = ods.type_constraint(
    "signless-integer-like or memref of signless-integer",
    lambda t: _int_like(t) or _memref_int_or_index(t),
)
_memref_int_or_float = _memref_of(lambda t: is_signless_int(t) or is_float(t))
BitcastTypeConstraint = ods.type_constraint(
    "signless-integer-or-float-like or memref of signless-integer or float",
    lambda t: _int_or_float_like(t) or _memref_int_or_float(t),
)


def i1_same_shape(t: Type) -> Type:
    """`getI1SameShape`: `i1`, or a vector/tensor of `i1` of `t`'s shape."""
    if isinstance(t, T.VectorType):
        return T.VectorType(t.dims, T.i1, t.scalable)
    if isinstance(t, T.RankedTensorType):
        return T.RankedTensorType(t.dims, T.i1, t.encoding)
    if isinstance(t, T.UnrankedTensorType):
        return T.UnrankedTensorType(T.i1)
    return T.i1


# ---------------------------------------------------------------------------
# Shape helpers and traits


def _rank(t: Type) -> int | None:
    if isinstance(t, (T.UnrankedTensorType, T.UnrankedMemRefType)):
        return None
    assert isinstance(t, T.ShapedType)
    return t.rank


def _verify_same_operands_and_result_shape(op: Operation, ctx: Context) -> Diagnostic | None:
    """OpTrait::SameOperandsAndResultShape."""
    ins, outs = op.operand_types, op.result_types
    if not ins:
        return ods.op_error(op, "expected 1 or more operands, but found 0")
    if not outs:
        return ods.op_error(op, "expected 1 or more results")
    first = ins[0]
    if any(not ods.compatible_shapes(t, first) for t in (*outs, *ins[1:])):
        return ods.op_error(op, "requires the same shape for all operands and results")
    return None


SameOperandsAndResultShape = ods.Trait(
    "SameOperandsAndResultShape", verify=_verify_same_operands_and_result_shape
)


def _tensor_dims(t: Type) -> tuple[int, ...]:
    return t.shape if isinstance(t, T.RankedTensorType) else ()


SameInputOutputTensorDims = ods.PredOpTrait(
    "input and output have the same tensor dimensions",
    lambda op: _tensor_dims(op.operand_types[0]) == _tensor_dims(op.result_types[0]),
)


def _verify_elementwise(op: Operation, ctx: Context) -> Diagnostic | None:
    """OpTrait::Elementwise (`ElementwiseMappable`)."""
    mappable = (T.VectorType, T.RankedTensorType, T.UnrankedTensorType)
    outs = [t for t in op.result_types if isinstance(t, mappable)]
    ins = [t for t in op.operand_types if isinstance(t, mappable)]
    if not outs and not ins:
        return None
    err = ods.op_error
    if outs and not ins:
        return err(op, "if a result is non-scalar, then at least one operand must be non-scalar")
    if not outs:
        return err(
            op, "if an operand is non-scalar, then there must be at least one non-scalar result"
        )
    if len(outs) != len(op.result_types):
        return err(op, "if an operand is non-scalar, then all results must be non-scalar")
    types = [*ins, *outs]

    def base(t: Type) -> type:
        return T.RankedTensorType if isinstance(t, T.UnrankedTensorType) else type(t)

    if any(base(t) is not base(types[0]) for t in types) or not all(
        ods.compatible_shapes(t, u) for t in types for u in types
    ):
        return err(op, "all non-scalar operands/results must have the same shape and base type")
    return None


Elementwise = ods.Trait("Elementwise", verify=_verify_elementwise)
Commutative = ods.Trait("Commutative")
Idempotent = ods.Trait("Idempotent")
NoMemoryEffect = ods.Trait("NoMemoryEffect")
ConditionallySpeculatable = ods.Trait("ConditionallySpeculatable")


def cast_op_interface(
    compatible: Callable[[Type, Type], bool], *, first_input_only: bool = False
) -> ods.Trait:
    """CastOpInterface: `verifyCastInterfaceOp` with the op's
    `areCastCompatible` (one input and one output, unless
    `first_input_only`: the scaling casts judge their first input); the
    trait name is what the transform rewriter asks for (`OpDef.traits`)."""

    def verify(op: Operation, ctx: Context) -> Diagnostic | None:
        outs = op.result_types
        if not outs:
            return ods.op_error(op, "expected at least one result for cast operation")
        ins = op.operand_types
        arity_ok = len(outs) == 1 and (len(ins) >= 1 if first_input_only else len(ins) == 1)
        if arity_ok and compatible(ins[0], outs[0]):
            return None
        return ods.op_error(op, cast_incompatible_message(ins, outs))

    return ods.Trait("CastOpInterface", verify=verify, params=(compatible,))


def cast_incompatible_message(ins: Sequence[Type], outs: Sequence[Type]) -> str:
    """The text of verifyCastInterfaceOp's failure."""

    def types(ts: Sequence[Type]) -> str:
        return ", ".join(f"'{t}'" for t in ts)

    if not ins:
        head = "operand types []"
    elif len(ins) == 1:
        head = f"operand type '{ins[0]}'"
    else:
        head = f"operand types {types(ins)}"
    tail = f"result type '{outs[0]}'" if len(outs) == 1 else f"result types {types(outs)}"
    return f"{head} and {tail} are cast incompatible"


def _scalar_if_like(t: Type) -> Type:
    """`getTypeIfLike`: the element type of a vector/tensor, else `t`."""
    if isinstance(t, (T.VectorType, T.RankedTensorType, T.UnrankedTensorType)):
        return t.element_type
    return t


def _scalar_if_like_or_memref(t: Type) -> Type:
    if isinstance(t, (T.MemRefType, T.UnrankedMemRefType)):
        return t.element_type
    return _scalar_if_like(t)


def _width(t: Type) -> int:
    if isinstance(t, T.IntegerType):
        return t.width
    if isinstance(t, T.FloatType):
        return t.width
    return -1


def _width_change(kind: type, wider: bool) -> Callable[[Type, Type], bool]:
    """`checkWidthChangeCast<std::greater|less, IntegerType|FloatType>`."""

    def f(src: Type, dst: Type) -> bool:
        s, d = _scalar_if_like(src), _scalar_if_like(dst)
        if not isinstance(s, kind) or not isinstance(d, kind):
            return False
        return _width(d) > _width(s) if wider else _width(d) < _width(s)

    return f


def _int_float_cast(src_kind: type, dst_kind: type) -> Callable[[Type, Type], bool]:
    """`checkIntFloatCast<From, To>`."""

    def f(src: Type, dst: Type) -> bool:
        return isinstance(_scalar_if_like(src), src_kind) and isinstance(
            _scalar_if_like(dst), dst_kind
        )

    return f


def _index_cast_compatible(src: Type, dst: Type) -> bool:
    """`areIndexCastCompatible`: index <-> signless integer (element-wise)."""
    s, d = _scalar_if_like_or_memref(src), _scalar_if_like_or_memref(dst)
    return (isinstance(s, T.IndexType) and is_signless_int(d)) or (
        is_signless_int(s) and isinstance(d, T.IndexType)
    )


def _bitcast_compatible(src: Type, dst: Type) -> bool:
    s, d = _scalar_if_like_or_memref(src), _scalar_if_like_or_memref(dst)
    if not isinstance(s, (T.IntegerType, T.FloatType)) or not isinstance(
        d, (T.IntegerType, T.FloatType)
    ):
        return False
    return _width(s) == _width(d)


# ---------------------------------------------------------------------------
# Verifiers and name hints


def _verify_constant(op: Operation) -> Iterator[Diagnostic]:
    """ConstantOp::verify."""
    t = op.result_types[0]
    if isinstance(t, T.IntegerType) and t.signedness:
        yield ods.op_error(op, "integer return type must be signless")
        return
    value = op.attr("value")
    elements = (DenseElementsAttr, DenseStringElementsAttr, DenseResourceElementsAttr)
    if not isinstance(value, (IntegerAttr, FloatAttr, *elements)):
        yield ods.op_error(op, "value must be an integer, float, or elements attribute")
        return
    if (
        isinstance(t, T.VectorType)
        and any(t.scalable)
        and not (isinstance(value, DenseElementsAttr) and value.splat)
    ):
        yield ods.op_error(
            op,
            "initializing scalable vectors with elements attribute is not supported unless "
            "it's a vector splat",
        )


def signed_value(a: IntegerAttr) -> int:
    """The value as MLIR streams an APInt: signed, two's complement of the
    type's width (index counts as 64 bits)."""
    t = a.type
    width = t.width if isinstance(t, T.IntegerType) else 64
    v = a.value & ((1 << width) - 1)
    return v - (1 << width) if width and v >> (width - 1) else v


def constant_result_names(op: Operation) -> list[tuple[int, str]]:
    """ConstantOp::getAsmResultNames: `%true`/`%false` for i1, `%c42_i32`
    for integers, `%c3` for index, `%cst` for everything else."""
    value = op.attr("value")
    if isinstance(value, IntegerAttr):
        t = op.result_types[0] if op.result_types else value.type
        if isinstance(t, T.IntegerType) and t.width == 1:
            return [(0, "true" if value.value else "false")]
        name = f"c{to_decimal(signed_value(value))}"
        if isinstance(t, T.IntegerType):
            name += f"_{t}"
        return [(0, name)]
    return [(0, "cst")]


def _is_typed_attr(a: Attribute) -> bool:
    """MLIR's TypedAttr (what `arith.constant`'s `value` property accepts)."""
    if isinstance(a, StringAttr):
        return True
    return isinstance(getattr(a, "type", None), Type)


def verify_inferred_result_types(op: Operation) -> Iterator[Diagnostic]:
    """InferTypeOpInterface's check, which ODS adds to ops whose result type
    `SameOperandsAndResultType` determines: the result must be exactly the
    first operand's type (`tensor<?xi32>` and `tensor<4xi32>` are
    compatible for the trait but not here). Two errors, as in MLIR."""
    ins, outs = op.operand_types, op.result_types
    if not ins or list(outs) == [ins[0]] * len(outs):
        return
    inferred = ", ".join(f"'{ins[0]}'" for _ in outs)
    actual = ", ".join(f"'{t}'" for t in outs)
    yield Diagnostic(
        Severity.ERROR,
        op.loc,
        f"'{op.name}' op inferred type(s) {inferred} are incompatible with return type(s) "
        f"of operation {actual}",
    )
    yield ods.op_error(op, "failed to infer returned types")


def _verify_select(op: Operation) -> Iterator[Diagnostic]:
    """SelectOp::verify."""
    cond = op.operand_types[0]
    if cond == T.i1:
        return
    result = op.result_types[0]
    if not isinstance(result, (T.RankedTensorType, T.UnrankedTensorType, T.VectorType)):
        yield ods.op_error(op, f"expected condition to be a signless i1, but got '{cond}'")
        return
    want = i1_same_shape(result)
    if cond != want:
        yield ods.op_error(
            op,
            "expected condition type to have the same shape as the result type, expected "
            f"'{want}', but got '{cond}'",
        )


def _boolean_condition_or_matching_shape(op: Operation) -> bool:
    """ODS `BooleanConditionOrMatchingShape<"condition", "result">`."""
    cond = op.operand_types[0]
    if cond == T.i1:
        return True
    result = op.result_types[0]
    if not isinstance(cond, T.ShapedType) or not isinstance(result, T.ShapedType):
        return False
    return _shape_or_none(cond) == _shape_or_none(result)


def _shape_or_none(t: T.ShapedType) -> tuple[int, ...] | None:
    return None if _rank(t) is None else t.shape


def parse_select(p: OpAsmParser) -> None:
    """SelectOp::parse: `%c, %a, %b attr-dict : [cond-type ,] type`."""
    operands = p.parse_operand_list(required=3)
    p.state.attributes.update(p.parse_optional_attr_dict())
    result = p.parse_colon_type()
    cond: Type = T.i1
    if p.parse_optional_comma():
        cond = result
        result = p.parse_type()
    p.add_types([result])
    p.resolve_operands(operands, [cond, result, result], p.name_location)


def print_select(p: OpAsmPrinter) -> None:
    """SelectOp::print."""
    op = p.op
    rec = p.printer.snap.ops[op.id]
    p.write(" ")
    p.print_operands(rec.operands)
    p.print_optional_attr_dict(op_attr_dict(op))
    p.write(" : ")
    cond = op.operand_types[0]
    if isinstance(cond, T.ShapedType):
        p.print_type(cond)
        p.write(", ")
    p.print_type(op.result_types[0])


# ---------------------------------------------------------------------------
# The ops

_ARITH_TAIL: tuple[ods.Trait, ...] = (NoMemoryEffect, Elementwise)
_INFERRED_TAIL: tuple[ods.Trait, ...] = (*_ARITH_TAIL, ods.InferTypeOpInterface)
"""For ops whose result types ODS can derive (SameOperandsAndResultType,
AllTypesMatch, TypesMatchWith): ODS then adds InferTypeOpInterface, which
`pdl.operation` in a rewrite relies on."""
"""What every `Arith_Op` adds after its own traits (VectorUnrollOpInterface,
NoMemoryEffect, ElementwiseMappable)."""


def constant_op() -> OpDef:
    """A fresh definition of `arith.constant` (an `OpDef` belongs to one context)."""
    opdef = ods.op(
        "arith.constant",
        attributes=[ods.Attr("value", ods.AnyAttr)],
        results=[ods.Result("result", ods.AnyType)],
        traits=[
            ods.ConstantLike,
            ods.Pure,
            ods.AllTypesMatch(["value", "result"]),
            ods.InferTypeOpInterface,
        ],
        assembly_format="attr-dict $value",
        verify=_verify_constant,
        result_names=constant_result_names,
        summary="integer or floating point constant",
    )
    # Property conversion of `value` (TypedAttrInterface): unit, arrays, ...
    # are rejected when read from a generic form's `<{...}>`.
    opdef.inherent_kinds["value"] = _is_typed_attr
    return opdef


def _int_binary(
    name: str,
    summary: str,
    *,
    overflow: bool = False,
    exact: bool = False,
    pure: bool = True,
    extra: Sequence[ods.Trait] = (),
) -> OpDef:
    """Arith_IntBinaryOp and its overflow-flag / exact-flag variants."""
    attributes: list[ods.Attr] = []
    fmt = "$lhs `,` $rhs attr-dict `:` type($result)"
    if overflow:
        attributes.append(ods.Attr("overflowFlags", OverflowAttrC, default=OVERFLOW_NONE))
        fmt = "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)"
    elif exact:
        attributes.append(ods.Attr("isExact", ods.UnitAttrC, optional=True))
        fmt = "$lhs `,` $rhs (`exact` $isExact^)? attr-dict `:` type($result)"
    traits = [*extra]
    if pure:
        traits.append(ods.Pure)
    traits += [ods.SameOperandsAndResultType, *_ARITH_TAIL, ods.InferTypeOpInterface]
    return ods.op(
        name,
        operands=[
            ods.Operand("lhs", SignlessIntegerOrIndexLike),
            ods.Operand("rhs", SignlessIntegerOrIndexLike),
        ],
        results=[ods.Result("result", SignlessIntegerOrIndexLike)],
        attributes=attributes,
        traits=traits,
        assembly_format=fmt,
        verify=verify_inferred_result_types,
        summary=summary,
    )


def _float_binary(name: str, summary: str, extra: Sequence[ods.Trait] = ()) -> OpDef:
    return ods.op(
        name,
        operands=[ods.Operand("lhs", FloatLike), ods.Operand("rhs", FloatLike)],
        results=[ods.Result("result", FloatLike)],
        attributes=[ods.Attr("fastmath", FastMathAttrC, default=FASTMATH_NONE)],
        traits=[ods.Pure, *extra, ods.SameOperandsAndResultType, *_INFERRED_TAIL],
        assembly_format="$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
        verify=verify_inferred_result_types,
        summary=summary,
    )


def negf_op() -> OpDef:
    """A fresh definition of `arith.negf` (an `OpDef` belongs to one context)."""
    return ods.op(
        "arith.negf",
        operands=[ods.Operand("operand", FloatLike)],
        results=[ods.Result("result", FloatLike)],
        attributes=[ods.Attr("fastmath", FastMathAttrC, default=FASTMATH_NONE)],
        traits=[ods.Pure, ods.SameOperandsAndResultType, *_INFERRED_TAIL],
        assembly_format="$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
        verify=verify_inferred_result_types,
        summary="floating point negation",
    )


def _cast(
    name: str,
    summary: str,
    src: ods.TypeConstraint,
    dst: ods.TypeConstraint,
    compatible: Callable[[Type, Type], bool],
    attributes: Sequence[ods.Attr] = (),
    fmt: str = "$in attr-dict `:` type($in) `to` type($out)",
) -> OpDef:
    """Arith_CastOp: one operand, one result, same shape, CastOpInterface."""
    return ods.op(
        name,
        operands=[ods.Operand("in", src)],
        results=[ods.Result("out", dst)],
        attributes=attributes,
        traits=[
            ods.Pure,
            SameInputOutputTensorDims,
            SameOperandsAndResultShape,
            cast_op_interface(compatible),
            *_ARITH_TAIL,
        ],
        assembly_format=fmt,
        summary=summary,
    )


def _compare(
    name: str,
    summary: str,
    predicate: ods.AttrConstraint,
    operand: ods.TypeConstraint,
    fastmath: bool,
) -> OpDef:
    attributes = [ods.Attr("predicate", predicate)]
    fmt = "$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)"
    if fastmath:
        attributes.append(ods.Attr("fastmath", FastMathAttrC, default=FASTMATH_NONE))
        fmt = "$predicate `,` $lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs)"
    return ods.op(
        name,
        operands=[ods.Operand("lhs", operand), ods.Operand("rhs", operand)],
        results=[ods.Result("result", BoolLike)],
        attributes=attributes,
        traits=[
            ods.Pure,
            ods.SameTypeOperands,
            ods.TypesMatchWith(
                "result type has i1 element type and same shape as operands",
                "lhs",
                "result",
                i1_same_shape,
            ),
            *_INFERRED_TAIL,
        ],
        assembly_format=fmt,
        summary=summary,
    )


def _extended(name: str, summary: str, results: tuple[str, str], add: bool) -> OpDef:
    """addui_extended (sum, overflow bit) and mul[su]i_extended (low, high)."""
    r0, r1 = results
    if add:
        outs = [ods.Result(r0, SignlessIntegerOrIndexLike), ods.Result(r1, BoolLike)]
        match = ["lhs", "rhs", r0]
        fmt = f"$lhs `,` $rhs attr-dict `:` type(${r0}) `,` type(${r1})"
    else:
        outs = [ods.Result(r0, SignlessIntegerOrIndexLike),
                ods.Result(r1, SignlessIntegerOrIndexLike)]  # fmt: skip
        match = ["lhs", "rhs", r0, r1]
        fmt = "$lhs `,` $rhs attr-dict `:` type($lhs)"
    return ods.op(
        name,
        operands=[
            ods.Operand("lhs", SignlessIntegerOrIndexLike),
            ods.Operand("rhs", SignlessIntegerOrIndexLike),
        ],
        results=outs,
        traits=[
            ods.Pure,
            Commutative,
            ods.AllTypesMatch(match),
            *(_ARITH_TAIL if add else _INFERRED_TAIL),
        ],
        assembly_format=fmt,
        result_names=lambda op: [(0, r0), (1, r1)],
        summary=summary,
    )


def _scaling(name: str, summary: str, wider: bool) -> OpDef:
    """scaling_extf / scaling_truncf (OCP MXFP casts with a scale operand)."""
    attributes = [ods.Attr("fastmath", FastMathAttrC, optional=True)]
    fmt = (
        "$in `,` $scale (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `,` type($scale) "
        "`to` type($out)"
    )
    if not wider:
        attributes.insert(0, ods.Attr("roundingmode", RoundingModeAttr, optional=True))
        fmt = (
            "$in `,` $scale ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` "
            "type($in) `,` type($scale) `to` type($out)"
        )
    return ods.op(
        name,
        operands=[ods.Operand("in", FloatLike), ods.Operand("scale", FloatLike)],
        results=[ods.Result("out", FloatLike)],
        attributes=attributes,
        traits=[
            ods.Pure,
            SameInputOutputTensorDims,
            cast_op_interface(_width_change(T.FloatType, wider), first_input_only=True),
            *_ARITH_TAIL,
        ],
        assembly_format=fmt,
        summary=summary,
    )


def select_op() -> OpDef:
    """A fresh definition of `arith.select` (an `OpDef` belongs to one context)."""
    return ods.op(
        "arith.select",
        operands=[
            ods.Operand("condition", BoolLike),
            ods.Operand("true_value", ods.AnyType),
            ods.Operand("false_value", ods.AnyType),
        ],
        results=[ods.Result("result", ods.AnyType)],
        traits=[
            ods.Pure,
            ods.AllTypesMatch(["true_value", "false_value", "result"]),
            ods.PredOpTrait(
                "condition is signless i1 or has matching shape",
                _boolean_condition_or_matching_shape,
            ),
            *_INFERRED_TAIL,
        ],
        parser=parse_select,
        printer=print_select,
        verify=_verify_select,
        summary="select operation",
    )


class IntBinary(NamedTuple):
    """One integer binary op: its flags attribute (overflow or exact), purity
    (divisions are only ConditionallySpeculatable) and extra traits."""

    mnemonic: str
    summary: str
    overflow: bool = False
    exact: bool = False
    pure: bool = True
    extra: tuple[ods.Trait, ...] = ()


_SPECULATABLE = (ConditionallySpeculatable,)
INT_BINARY_OPS: tuple[IntBinary, ...] = (
    IntBinary("addi", "integer addition operation", overflow=True, extra=(Commutative,)),
    IntBinary("subi", "Integer subtraction operation.", overflow=True),
    IntBinary("muli", "Integer multiplication operation.", overflow=True, extra=(Commutative,)),
    IntBinary("shli", "integer left-shift", overflow=True),
    IntBinary("divui", "unsigned integer division operation", exact=True, pure=False,
              extra=_SPECULATABLE),
    IntBinary("divsi", "signed integer division operation", exact=True, pure=False,
              extra=_SPECULATABLE),
    IntBinary("shrui", "unsigned integer right-shift", exact=True),
    IntBinary("shrsi", "signed integer right-shift", exact=True),
    IntBinary("ceildivui", "unsigned ceil integer division operation", pure=False,
              extra=_SPECULATABLE),
    IntBinary("ceildivsi", "signed ceil integer division operation", pure=False,
              extra=_SPECULATABLE),
    IntBinary("floordivsi", "signed floor integer division operation"),
    IntBinary("remui", "unsigned integer division remainder operation"),
    IntBinary("remsi", "signed integer division remainder operation"),
    IntBinary("andi", "integer binary and", extra=(Commutative, Idempotent)),
    IntBinary("ori", "integer binary or", extra=(Commutative, Idempotent)),
    IntBinary("xori", "integer binary xor", extra=(Commutative,)),
    IntBinary("maxsi", "signed integer maximum operation", extra=(Commutative,)),
    IntBinary("maxui", "unsigned integer maximum operation", extra=(Commutative,)),
    IntBinary("minsi", "signed integer minimum operation", extra=(Commutative,)),
    IntBinary("minui", "unsigned integer minimum operation", extra=(Commutative,)),
)  # fmt: skip

FLOAT_BINARY_OPS: tuple[tuple[str, str, bool], ...] = (
    ("addf", "floating point addition operation", True),
    ("subf", "floating point subtraction operation", False),
    ("mulf", "floating point multiplication operation", True),
    ("divf", "floating point division operation", False),
    ("remf", "floating point division remainder operation", False),
    ("maximumf", "floating-point maximum operation", True),
    ("minimumf", "floating-point minimum operation", True),
    ("maxnumf", "floating-point maximum operation", True),
    ("minnumf", "floating-point minimum operation", True),
)
"""(mnemonic, summary, commutative)."""


def all_ops() -> list[OpDef]:
    """Fresh definitions of every arith op (one set per context)."""
    ops = [constant_op()]
    for d in INT_BINARY_OPS:
        ops.append(
            _int_binary(
                f"arith.{d.mnemonic}",
                d.summary,
                overflow=d.overflow,
                exact=d.exact,
                pure=d.pure,
                extra=d.extra,
            )
        )
    for mnemonic, summary, commutative in FLOAT_BINARY_OPS:
        ops.append(
            _float_binary(f"arith.{mnemonic}", summary, (Commutative,) if commutative else ())
        )
    ops.append(negf_op())
    ops.append(
        _compare(
            "arith.cmpi", "integer comparison operation", CmpIPredicateAttr,
            SignlessIntegerOrIndexLike, False,
        )
    )  # fmt: skip
    ops.append(
        _compare(
            "arith.cmpf", "floating-point comparison operation", CmpFPredicateAttr, FloatLike,
            True,
        )
    )  # fmt: skip
    fixed, flt = SignlessFixedWidthIntegerLike, FloatLike
    ops += [
        _cast("arith.extui", "integer zero extension operation", fixed, fixed,
              _width_change(T.IntegerType, True)),
        _cast("arith.extsi", "integer sign extension operation", fixed, fixed,
              _width_change(T.IntegerType, True)),
        _cast("arith.trunci", "integer truncation operation", fixed, fixed,
              _width_change(T.IntegerType, False),
              [ods.Attr("overflowFlags", OverflowAttrC, default=OVERFLOW_NONE)],
              "$in (`overflow` `` $overflowFlags^)? attr-dict `:` type($in) `to` type($out)"),
        _cast("arith.extf", "cast from floating-point to wider floating-point", flt, flt,
              _width_change(T.FloatType, True),
              [ods.Attr("fastmath", FastMathAttrC, optional=True)],
              "$in (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)"),
        _cast("arith.truncf", "cast from floating-point to narrower floating-point", flt, flt,
              _width_change(T.FloatType, False),
              [ods.Attr("roundingmode", RoundingModeAttr, optional=True),
               ods.Attr("fastmath", FastMathAttrC, optional=True)],
              "$in ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in) "
              "`to` type($out)"),
        _cast("arith.uitofp", "cast from unsigned integer type to floating-point", fixed, flt,
              _int_float_cast(T.IntegerType, T.FloatType)),
        _cast("arith.sitofp", "cast from integer type to floating-point", fixed, flt,
              _int_float_cast(T.IntegerType, T.FloatType)),
        _cast("arith.fptoui", "cast from floating-point type to integer type", flt, fixed,
              _int_float_cast(T.FloatType, T.IntegerType)),
        _cast("arith.fptosi", "cast from floating-point type to integer type", flt, fixed,
              _int_float_cast(T.FloatType, T.IntegerType)),
        _cast("arith.index_cast", "cast between index and integer types",
              IndexCastTypeConstraint, IndexCastTypeConstraint, _index_cast_compatible),
        _cast("arith.index_castui", "unsigned cast between index and integer types",
              IndexCastTypeConstraint, IndexCastTypeConstraint, _index_cast_compatible),
        _cast("arith.bitcast", "bitcast between values of equal bit width",
              BitcastTypeConstraint, BitcastTypeConstraint, _bitcast_compatible),
    ]  # fmt: skip
    ops += [
        _extended("arith.addui_extended",
                  "extended unsigned integer addition operation returning sum and overflow bit",
                  ("sum", "overflow"), True),
        _extended("arith.mulsi_extended", "extended signed integer multiplication operation",
                  ("low", "high"), False),
        _extended("arith.mului_extended", "extended unsigned integer multiplication operation",
                  ("low", "high"), False),
        _scaling("arith.scaling_extf",
                 "Upcasts input floats using provided scales values following OCP MXFP Spec",
                 True),
        _scaling("arith.scaling_truncf",
                 "Downcasts input floating point values using provided scales values following "
                 "OCP MXFP Spec", False),
    ]  # fmt: skip
    ops.append(select_op())
    for opdef in ops:
        folder = FOLDERS.get(opdef.name)
        commutative = opdef.has_trait("Commutative")
        idempotent = opdef.has_trait("Idempotent")
        cast = opdef.has_trait("CastOpInterface")
        if folder is not None or commutative or idempotent or cast:
            opdef.implement(Folder(with_traits(folder, commutative, idempotent, cast)))
    return ops


def materialize_constant(rw: Rewriter, value: Attribute, t: Type, loc: Location) -> int | None:
    """ArithDialect::materializeConstant: an `arith.constant` when the value
    is buildable with the type (ConstantOp::isBuildableWith)."""
    if not isinstance(value, (IntegerAttr, FloatAttr, DenseElementsAttr)) or value.type != t:
        return None
    if isinstance(t, T.IntegerType) and t.signedness:
        return None

    return rw.create_op(
        "arith.constant", (), (t,), properties=DictionaryAttr.of({"value": value}), loc=loc
    )


def register(ctx: Context) -> None:
    """Register the arith dialect: attributes, ops (with their folders) and
    its constant materializer."""
    ctx.register_attr(FastMathFlagsAttr)
    ctx.register_attr(IntegerOverflowFlagsAttr)
    for opdef in all_ops():
        ctx.register_op(opdef)
    ctx.dialect("arith").materialize_constant = materialize_constant


__all__ = [
    "FASTMATH_NONE",
    "OVERFLOW_NONE",
    "FastMathFlagsAttr",
    "IntegerOverflowFlagsAttr",
    "constant_result_names",
    "register",
]
