"""ODS in Python: define ops, types and attributes the way MLIR's TableGen does.

An op definition states its operands, results, attributes (stored as
properties, as MLIR 22 does), regions, successors, traits and an assembly
format; `op()` turns it into an `OpDef` whose verifier reproduces the
checks (and messages) that `mlir-tblgen` generates, and whose custom parser
and printer are compiled once from the format (see `pdlx.ods.format`).
Nothing here is special to the core dialects: `builtin` and `func` are
defined with exactly these calls (see `pdlx/dialects/builtin.py`), and a
user defines a dialect at run time the same way (see `docs/dialects.md`).

Why messages matter: matcher files are written by people, and mlir-opt's
messages are what they know; each check below cites the ODS code it ports.
"""

from __future__ import annotations

import dataclasses
import typing
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar, Final

from pdlx.ir import types as T
from pdlx.ir.attributes import (
    ArrayAttr,
    Attribute,
    DictionaryAttr,
    FloatAttr,
    IntegerAttr,
    StringAttr,
    SymbolRefAttr,
    TypeAttr,
    UnitAttr,
)
from pdlx.ir.context import (
    GRAPH_REGION,
    IS_TERMINATOR,
    ISOLATED_FROM_ABOVE,
    NO_TERMINATOR,
    PURE,
    SINGLE_BLOCK,
    SYMBOL,
    SYMBOL_TABLE,
    BlockArgNameHook,
    Context,
    NameHook,
    OpDef,
    Verifier,
)
from pdlx.ir.types import Type

if TYPE_CHECKING:
    from pdlx.ir.diagnostics import Diagnostic
    from pdlx.ir.views import Operation
    from pdlx.syntax.asm import AsmParser, AsmPrinter, OpAsmParser, OpAsmPrinter


# ---------------------------------------------------------------------------
# Type constraints


@dataclass(frozen=True, eq=False)
class TypeConstraint:
    """A predicate on types with MLIR's summary text (used in messages:
    "operand #0 must be <summary>, but got 'i32'")."""

    summary: str
    check: Callable[[Type], bool]
    buildable: Type | None = None
    """A fixed type that formats may leave out (ODS `builderCall`): an
    operand or result with a buildable type needs no `type(...)`."""
    type_class: type | None = None
    """The concrete class values of this constraint have (ODS `cppClassName`).
    A `type($x)` of a single value of a `DialectType` class prints stripped
    (only the parameters, MLIR's printStrippedAttrOrType) and parses without
    the `!dialect.mnemonic` prefix; a parsed type of another class reports
    "invalid kind of type specified: expected <name>, but found '<type>'"."""
    kind_check: Callable[[Type], bool] | None = None
    """For constraints whose C++ class is an interface (TransformHandleTypeInterface):
    a single `type($x)` of another kind reports "invalid kind of type
    specified" when parsed."""

    def __call__(self, t: Type) -> bool:
        return self.check(t)


def type_constraint(
    summary: str,
    check: Callable[[Type], bool],
    *,
    buildable: Type | None = None,
    type_class: type | None = None,
    kind_check: Callable[[Type], bool] | None = None,
) -> TypeConstraint:
    return TypeConstraint(summary, check, buildable, type_class, kind_check)


def type_is(cls: type, summary: str) -> TypeConstraint:
    """Values whose type is an instance of `cls` (a `DialectType` or builtin)."""
    return TypeConstraint(summary, lambda t: isinstance(t, cls), None, cls)


def any_type_of(*constraints: TypeConstraint, summary: str | None = None) -> TypeConstraint:
    """ODS `AnyTypeOf`: the summary joins the parts with " or "."""
    text = summary or " or ".join(c.summary for c in constraints)
    return TypeConstraint(text, lambda t: any(c.check(t) for c in constraints))


def _int(width: int, signedness: str = "") -> TypeConstraint:
    t = T.IntegerType(width, signedness)
    kind = {"": "signless", "s": "signed", "u": "unsigned"}[signedness]
    return TypeConstraint(f"{width}-bit {kind} integer", lambda x: x == t, t, T.IntegerType)


AnyType: Final = TypeConstraint("any type", lambda t: True)
NoneTypeC: Final = TypeConstraint("none type", lambda t: isinstance(t, T.NoneType), T.none)
I1: Final = _int(1)
I8: Final = _int(8)
I16: Final = _int(16)
I32: Final = _int(32)
I64: Final = _int(64)
Index: Final = TypeConstraint("index", lambda t: isinstance(t, T.IndexType), T.index, T.IndexType)
AnyInteger: Final = type_is(T.IntegerType, "integer")
AnySignlessInteger: Final = TypeConstraint(
    "signless integer", lambda t: isinstance(t, T.IntegerType) and not t.signedness
)
AnySignlessIntegerOrIndex: Final = TypeConstraint(
    "signless integer or index",
    lambda t: isinstance(t, T.IndexType) or (isinstance(t, T.IntegerType) and not t.signedness),
)
F16: Final = TypeConstraint("16-bit float", lambda t: t == T.f16, T.f16, T.FloatType)
F32: Final = TypeConstraint("32-bit float", lambda t: t == T.f32, T.f32, T.FloatType)
F64: Final = TypeConstraint("64-bit float", lambda t: t == T.f64, T.f64, T.FloatType)
AnyFloat: Final = type_is(T.FloatType, "floating-point")
FunctionTypeC: Final = type_is(T.FunctionType, "function type")
AnyTensor: Final = TypeConstraint(
    "tensor of any type values",
    lambda t: isinstance(t, (T.RankedTensorType, T.UnrankedTensorType)),
)
AnyRankedTensor: Final = type_is(T.RankedTensorType, "ranked tensor of any type values")
AnyMemRef: Final = TypeConstraint(
    "memref of any type values", lambda t: isinstance(t, (T.MemRefType, T.UnrankedMemRefType))
)
AnyVector: Final = type_is(T.VectorType, "vector of any type values")
AnyShaped: Final = type_is(T.ShapedType, "shaped of any type values")


# ---------------------------------------------------------------------------
# Attribute constraints


@dataclass(frozen=True, slots=True)
class EnumCase:
    keyword: str
    """How the case prints (MLIR's symbolToString)."""
    value: int


@dataclass(frozen=True, eq=False)
class AttrConstraint:
    """A predicate on attributes with MLIR's summary text ("attribute 'x'
    failed to satisfy constraint: <summary>") and what formats need to know
    to print and parse the attribute."""

    summary: str
    check: Callable[[Attribute], bool]
    value_type: Type | None = None
    """ODS `valueType` with a builder: formats print the attribute without
    ` : type` and parse it with this type (I64Attr prints `3`, not `3 : i64`)."""
    storage: type | tuple[type, ...] | None = None
    """The attribute class(es) a parsed value must be ("invalid kind of
    attribute specified" otherwise). None means any attribute (ODS storage
    `::mlir::Attribute`), which formats print and parse in full."""
    unit: bool = False
    """UnitAttr: in a format it is a keyword-less flag anchoring a group."""
    symbol_name: bool = False
    """SymbolNameAttr: formats print and parse it as `@name`."""
    enum_cases: tuple[EnumCase, ...] = ()
    """Integer enum (I32EnumAttr / I64EnumAttr): formats use the keywords."""
    kind_check: Callable[[Attribute], bool] | None = None
    """What "is of the storage class" means when it is narrower than an
    isinstance check (FlatSymbolRefAttr: a SymbolRefAttr without nesting)."""
    array_element_type: Type | None = None
    """For DenseI32ArrayAttr & co.: the element type, so that a format can
    parse the stripped form `[1, 2]` (printed that way too)."""

    def is_kind(self, a: Attribute) -> bool:
        """Whether a parsed value has the storage kind (else "invalid kind of
        attribute specified")."""
        if self.kind_check is not None:
            return self.kind_check(a)
        return self.storage is None or isinstance(a, self.storage)

    def __call__(self, a: Attribute) -> bool:
        return self.check(a)

    def enum_keyword(self, a: Attribute) -> str | None:
        if isinstance(a, IntegerAttr):
            for c in self.enum_cases:
                if c.value == a.value:
                    return c.keyword
        return None

    def enum_attr(self, keyword: str) -> Attribute | None:
        for c in self.enum_cases:
            if c.keyword == keyword:
                return IntegerAttr(c.value, self.value_type or T.i32)
        return None


def attr_constraint(
    summary: str,
    check: Callable[[Attribute], bool],
    *,
    value_type: Type | None = None,
    storage: type | tuple[type, ...] | None = None,
) -> AttrConstraint:
    return AttrConstraint(summary, check, value_type, storage)


def attr_is(cls: type, summary: str) -> AttrConstraint:
    """Attributes of class `cls` (a `DialectAttr` or builtin); formats print
    a `DialectAttr` stripped of its `#dialect.mnemonic` prefix."""
    return AttrConstraint(summary, lambda a: isinstance(a, cls), None, cls)


def _int_attr(width: int, signedness: str = "") -> AttrConstraint:
    t = T.IntegerType(width, signedness)
    kind = {"": "signless", "s": "signed", "u": "unsigned"}[signedness]
    return AttrConstraint(
        f"{width}-bit {kind} integer attribute",
        lambda a: isinstance(a, IntegerAttr) and a.type == t,
        t,
        IntegerAttr,
    )


def _float_attr(t: T.FloatType, bits: int) -> AttrConstraint:
    return AttrConstraint(
        f"{bits}-bit float attribute",
        lambda a: isinstance(a, FloatAttr) and a.type == t,
        t,
        FloatAttr,
    )


def _array_of(elem: Callable[[Attribute], bool], summary: str) -> AttrConstraint:
    # ODS's ArrayAttrBase has valueType NoneType: formats parse arrays with
    # type `none` (so `3` reports "integer literal not valid for specified type").
    return AttrConstraint(
        summary,
        lambda a: isinstance(a, ArrayAttr) and all(elem(e) for e in a.elements),
        T.none,
        ArrayAttr,
    )


def _dense_array(t: Type, summary: str) -> AttrConstraint:
    from pdlx.ir.dense import DenseArrayAttr

    return AttrConstraint(
        summary,
        lambda a: isinstance(a, DenseArrayAttr) and a.element_type == t,
        None,
        DenseArrayAttr,
        array_element_type=t,
    )


AnyAttr: Final = AttrConstraint("any attribute", lambda a: True)
UnitAttrC: Final = AttrConstraint(
    "unit attribute", lambda a: isinstance(a, UnitAttr), None, UnitAttr, unit=True
)
BoolAttrC: Final = AttrConstraint(
    "bool attribute", lambda a: isinstance(a, IntegerAttr) and a.type == T.i1, T.i1, IntegerAttr
)
I16Attr: Final = _int_attr(16)
I32Attr: Final = _int_attr(32)
I64Attr: Final = _int_attr(64)
SI32Attr: Final = _int_attr(32, "s")
SI64Attr: Final = _int_attr(64, "s")
UI32Attr: Final = _int_attr(32, "u")
UI64Attr: Final = _int_attr(64, "u")
IndexAttr: Final = AttrConstraint(
    "index attribute",
    lambda a: isinstance(a, IntegerAttr) and isinstance(a.type, T.IndexType),
    T.index,
    IntegerAttr,
)
F32Attr: Final = _float_attr(T.f32, 32)
F64Attr: Final = _float_attr(T.f64, 64)
StrAttr: Final = AttrConstraint(
    "string attribute", lambda a: isinstance(a, StringAttr), T.none, StringAttr
)
SymbolNameAttr: Final = AttrConstraint(
    "string attribute", lambda a: isinstance(a, StringAttr), T.none, StringAttr, symbol_name=True
)
FlatSymbolRefAttr: Final = AttrConstraint(
    "flat symbol reference attribute",
    lambda a: isinstance(a, SymbolRefAttr) and not a.nested,
    T.none,
    SymbolRefAttr,
    kind_check=lambda a: isinstance(a, SymbolRefAttr) and not a.nested,
)
SymbolRefAttrC: Final = AttrConstraint(
    "symbol reference attribute", lambda a: isinstance(a, SymbolRefAttr), T.none, SymbolRefAttr
)
# ODS's TypeAttrBase has valueType NoneType: formats parse it with type
# `none` (so `3` reports "integer literal not valid for specified type").
TypeAttrC: Final = AttrConstraint(
    "any type attribute", lambda a: isinstance(a, TypeAttr), T.none, TypeAttr
)


def type_attr_of(c: TypeConstraint) -> AttrConstraint:
    """ODS `TypeAttrOf<T>`: "type attribute of <T's summary>"."""
    return AttrConstraint(
        f"type attribute of {c.summary}",
        lambda a: isinstance(a, TypeAttr) and c.check(a.value),
        T.none,
        TypeAttr,
    )


ArrayAttrC: Final = AttrConstraint(
    "array attribute", lambda a: isinstance(a, ArrayAttr), T.none, ArrayAttr
)
DictionaryAttrC: Final = AttrConstraint(
    "dictionary of named attribute values",
    lambda a: isinstance(a, DictionaryAttr),
    T.none,
    DictionaryAttr,
)
DictArrayAttr: Final = _array_of(
    lambda e: isinstance(e, DictionaryAttr), "Array of dictionary attributes"
)
StrArrayAttr: Final = _array_of(lambda e: isinstance(e, StringAttr), "string array attribute")
I64ArrayAttr: Final = _array_of(
    lambda e: isinstance(e, IntegerAttr) and e.type == T.i64, "64-bit integer array attribute"
)
I32ArrayAttr: Final = _array_of(
    lambda e: isinstance(e, IntegerAttr) and e.type == T.i32, "32-bit integer array attribute"
)
TypeArrayAttr: Final = _array_of(lambda e: isinstance(e, TypeAttr), "type array attribute")
SymbolRefArrayAttr: Final = _array_of(
    lambda e: isinstance(e, SymbolRefAttr), "symbol ref array attribute"
)
FlatSymbolRefArrayAttr: Final = _array_of(
    lambda e: isinstance(e, SymbolRefAttr) and not e.nested, "flat symbol ref array attribute"
)
DenseI32ArrayAttr: Final = _dense_array(T.i32, "i32 dense array attribute")
DenseI64ArrayAttr: Final = _dense_array(T.i64, "i64 dense array attribute")
DenseBoolArrayAttr: Final = _dense_array(T.i1, "i1 dense array attribute")


def confined(
    base: AttrConstraint, check: Callable[[Attribute], bool], summary: str
) -> AttrConstraint:
    """ODS `ConfinedAttr<base, [...]>`: `base` and more ("64-bit signless
    integer attribute whose value is positive")."""
    return dataclasses.replace(
        base, summary=f"{base.summary} {summary}", check=lambda a: base.check(a) and check(a)
    )


def int_enum_attr(
    summary: str, cases: Sequence[tuple[str, int]], width: int = 32
) -> AttrConstraint:
    """ODS `I32EnumAttr` / `I64EnumAttr`: stored as an integer, written in
    formats as the case keyword (`failures(propagate)`)."""
    t = T.IntegerType(width)
    values = {v for _, v in cases}
    return AttrConstraint(
        summary,
        lambda a: isinstance(a, IntegerAttr) and a.type == t and a.value in values,
        t,
        IntegerAttr,
        enum_cases=tuple(EnumCase(k, v) for k, v in cases),
    )


# ---------------------------------------------------------------------------
# Region and successor constraints


@dataclass(frozen=True, eq=False)
class RegionConstraint:
    summary: str
    check: Callable[[Operation, int], bool]
    """(op, region id) -> ok."""


AnyRegion: Final = RegionConstraint("any region", lambda op, r: True)


def SizedRegion(n: int) -> RegionConstraint:
    return RegionConstraint(
        f"region with {n} blocks", lambda op, r: len(op.snapshot.regions[r].blocks) == n
    )


def MaxSizedRegion(n: int) -> RegionConstraint:
    return RegionConstraint(
        f"region with at most {n} blocks",
        lambda op, r: len(op.snapshot.regions[r].blocks) <= n,
    )


def MinSizedRegion(n: int) -> RegionConstraint:
    return RegionConstraint(
        f"region with at least {n} blocks",
        lambda op, r: len(op.snapshot.regions[r].blocks) >= n,
    )


# ---------------------------------------------------------------------------
# Op arguments, results, regions, successors

SINGLE: Final = "single"
OPTIONAL: Final = "optional"
VARIADIC: Final = "variadic"


@dataclass(frozen=True, eq=False)
class Operand:
    """`$name` of an op: one value, an optional value, or a variadic list."""

    name: str
    constraint: TypeConstraint = AnyType
    optional: bool = False
    variadic: bool = False

    @property
    def kind(self) -> str:
        return OPTIONAL if self.optional else VARIADIC if self.variadic else SINGLE

    @property
    def variable_length(self) -> bool:
        return self.optional or self.variadic

    @property
    def summary(self) -> str:
        """The constraint's summary as messages quote it: ODS's `Variadic<T>`
        says "variadic of <T>" (`Optional<T>` adds nothing)."""
        s = self.constraint.summary
        return f"variadic of {s}" if self.variadic else s


@dataclass(frozen=True, eq=False)
class Result(Operand):
    """A named result, with the same kinds as `Operand`."""


_NO_DEFAULT: Final[Any] = object()


@dataclass(frozen=True, eq=False)
class Attr:
    """An inherent attribute (kept in the op's properties).

    Required unless `optional=True` or a `default` is given (ODS
    `OptionalAttr` / `DefaultValuedAttr`). A default-valued attribute that
    equals its default is left out of `attr-dict` when printing; it is not
    added when parsing (pdlx keeps only what was written)."""

    name: str
    constraint: AttrConstraint = AnyAttr
    optional: bool = False
    default: Attribute | None = None

    def __post_init__(self) -> None:
        # ODS's UnitAttr is optional by nature (present or absent).
        if self.constraint.unit and not self.optional:
            object.__setattr__(self, "optional", True)

    @property
    def required(self) -> bool:
        return not self.optional and self.default is None

    @property
    def optional_like(self) -> bool:
        """May be absent: optional, default-valued, or a unit flag."""
        return self.optional or self.default is not None or self.constraint.unit


@dataclass(frozen=True, eq=False)
class Region:
    name: str
    constraint: RegionConstraint = AnyRegion
    variadic: bool = False


@dataclass(frozen=True, eq=False)
class Successor:
    name: str
    variadic: bool = False


# ---------------------------------------------------------------------------
# Traits

TraitCheck = Callable[["Operation", Context], "Diagnostic | None"]
"""(op, the context the op is registered in) -> the first problem, or None."""


@dataclass(frozen=True, eq=False)
class Trait:
    """An op trait: a name other stages ask for (`OpDef.has_trait`) and the
    checks MLIR attaches to it. `structural` traits are verified before the
    ODS invariants (operand/attribute constraints), the others after, as
    `mlir-tblgen` orders them."""

    name: str
    structural: bool = False
    verify: TraitCheck | None = None
    """MLIR's verifyTrait (run on entering the op)."""
    verify_regions: TraitCheck | None = None
    """MLIR's verifyRegionTrait (run after the nested ops)."""
    params: tuple[Any, ...] = ()


def op_error(op: Operation, message: str) -> Diagnostic:
    """MLIR's `op.emitOpError(message)`: "'name' op message", with the
    "see current operation" note. For verifiers to yield."""
    from pdlx.verify.verifier import op_error as _error

    return _error(op.snapshot, op.id, message)


_op_error = op_error


def _verify_single_block(op: Operation, ctx: Context) -> Diagnostic | None:
    snap = op.snapshot
    opdef = ctx.op(op.name)
    no_term = opdef is not None and NO_TERMINATOR in opdef.traits
    for i, r in enumerate(snap.ops[op.id].regions):
        blocks = snap.regions[r].blocks
        if not blocks:
            continue
        if len(blocks) != 1:
            return _op_error(op, f"expects region #{i} to have 0 or 1 blocks")
        if not no_term and not snap.blocks[blocks[0]].first:
            return _op_error(op, "expects a non-empty block")
    return None


Pure: Final = Trait(PURE)
RecursiveMemoryEffects: Final = Trait("RecursiveMemoryEffects")
MemRefsNormalizable: Final = Trait("MemRefsNormalizable")
ReturnLike: Final = Trait("ReturnLike")
ConstantLike: Final = Trait("ConstantLike")
InferTypeOpInterface: Final = Trait("InferTypeOpInterface")
"""The op can infer its result types (MLIR's InferTypeOpInterface). ODS adds
it by itself when every result type is derivable (buildable, or from an
operand through AllTypesMatch / TypesMatchWith / SameOperandsAndResultType)
and the dialect's .td includes InferTypeOpInterface.td; pdlx cannot know the
latter, so a definition states it. `pdl.operation` in a rewrite asks for it."""
AffineScope: Final = Trait("AffineScope", structural=True)
AutomaticAllocationScope: Final = Trait("AutomaticAllocationScope")


def _verify_is_terminator(op: Operation, ctx: Context) -> Diagnostic | None:
    """OpTrait::IsTerminator: checked in trait order, so that a `HasParent`
    listed before it reports first (`scf.condition` outside `scf.while`)."""
    parent = op.snapshot.ops[op.id].parent
    if parent and op.snapshot.blocks[parent].last != op.id:
        return _op_error(op, "must be the last operation in the parent block")
    return None


IsTerminator: Final = Trait(IS_TERMINATOR, structural=True, verify=_verify_is_terminator)
"""The verifier makes the same check for ops not defined with ODS."""
NoTerminator: Final = Trait(NO_TERMINATOR, structural=True)
SingleBlock: Final = Trait(SINGLE_BLOCK, structural=True, verify=_verify_single_block)
IsolatedFromAbove: Final = Trait(ISOLATED_FROM_ABOVE, structural=True)
"""Its check (values from outside) lives in the verifier."""
GraphRegion: Final = Trait(GRAPH_REGION)
"""RegionKindInterface returning Graph: no SSA dominance inside."""
AttrSizedOperandSegments: Final = Trait("AttrSizedOperandSegments")
AttrSizedResultSegments: Final = Trait("AttrSizedResultSegments")
SameVariadicOperandSize: Final = Trait("SameVariadicOperandSize")
SameVariadicResultSize: Final = Trait("SameVariadicResultSize")


def _verify_no_region_arguments(op: Operation, ctx: Context) -> Diagnostic | None:
    snap = op.snapshot
    regions = snap.ops[op.id].regions
    for i, r in enumerate(regions):
        blocks = snap.regions[r].blocks
        if blocks and snap.blocks[blocks[0]].args:
            if len(regions) > 1:
                return _op_error(op, f"region #{i} should have no arguments")
            return _op_error(op, "region should have no arguments")
    return None


NoRegionArguments: Final = Trait(
    "NoRegionArguments", structural=True, verify=_verify_no_region_arguments
)


def HasParent(*names: str) -> Trait:
    """`HasParent<"x">` / `ParentOneOf<[...]>`."""

    def verify(op: Operation, ctx: Context) -> Diagnostic | None:
        parent = op.parent_op
        if parent is not None and parent.name in names:
            return None
        if len(names) == 1:
            return _op_error(op, f"expects parent op '{names[0]}'")
        return _op_error(op, "expects parent op to be one of '" + ", ".join(names) + "'")

    return Trait("HasParent", structural=True, verify=verify, params=names)


def SingleBlockImplicitTerminator(terminator: str) -> Trait:
    """Regions hold one block ending in `terminator`; the custom parser adds
    the terminator when omitted and the printer leaves it out when it has no
    operands, results or attributes."""

    def verify_regions(op: Operation, ctx: Context) -> Diagnostic | None:
        d = _verify_single_block(op, ctx)
        if d is not None:
            return d
        snap = op.snapshot
        for r in snap.ops[op.id].regions:
            blocks = snap.regions[r].blocks
            if not blocks:
                continue
            last = snap.blocks[blocks[0]].last
            found = snap.ops[last].name if last else ""
            if found == terminator:
                continue
            d = _op_error(op, f"expects regions to end with '{terminator}', found '{found}'")
            d.attach_note(
                f"in custom textual format, the absence of terminator implies '{terminator}'"
            )
            return d
        return None

    return Trait(
        "SingleBlockImplicitTerminator",
        structural=True,
        verify_regions=verify_regions,
        params=(terminator,),
    )


def compatible_shapes(a: Type, b: Type) -> bool:
    """MLIR's `verifyCompatibleShape(Type, Type)`: both shaped or neither;
    an unranked type is compatible with any; ranked shapes of the same rank
    agree wherever both dimensions are static."""
    sa, sb = isinstance(a, T.ShapedType), isinstance(b, T.ShapedType)
    if not sa or not sb:
        return sa == sb
    unranked = (T.UnrankedTensorType, T.UnrankedMemRefType)
    if isinstance(a, unranked) or isinstance(b, unranked):
        return True
    assert isinstance(a, T.ShapedType) and isinstance(b, T.ShapedType)
    if a.rank != b.rank:
        return False
    return all(x == y or T.DYNAMIC in (x, y) for x, y in zip(a.shape, b.shape, strict=True))


def element_type_or_self(t: Type) -> Type:
    """MLIR's `getElementTypeOrSelf`."""
    return t.element_type if isinstance(t, T.ShapedType) else t


def _verify_same_operands_and_result_type(op: Operation, ctx: Context) -> Diagnostic | None:
    """OpTrait::impl::verifySameOperandsAndResultType: same element type and
    compatible shapes (`tensor<?xi32>` goes with `tensor<4xi32>`), and the
    result's tensor encoding everywhere."""
    ins, outs = op.operand_types, op.result_types
    if not ins:
        return _op_error(op, "expected 1 or more operands, but found 0")
    if not outs:
        return _op_error(op, "expected 1 or more results")
    t = outs[0]
    elem = element_type_or_self(t)
    encoding = t.encoding if isinstance(t, T.RankedTensorType) else None
    for x in (*outs[1:], *ins):
        if element_type_or_self(x) != elem or not compatible_shapes(x, t):
            return _op_error(op, "requires the same type for all operands and results")
        if encoding is not None and (
            not isinstance(x, T.RankedTensorType) or x.encoding != encoding
        ):
            return _op_error(op, "requires the same encoding for all operands and results")
    return None


SameOperandsAndResultType: Final = Trait(
    "SameOperandsAndResultType", verify=_verify_same_operands_and_result_type
)


def _verify_same_type_operands(op: Operation, ctx: Context) -> Diagnostic | None:
    ins = op.operand_types
    if any(x != ins[0] for x in ins[1:]):
        return _op_error(op, "requires all operands to have the same type")
    return None


SameTypeOperands: Final = Trait("SameTypeOperands", verify=_verify_same_type_operands)


def AllTypesMatch(names: Sequence[str]) -> Trait:
    """All named operands/results/attributes have the same type. The check
    runs with the ODS invariants (it is a PredOpTrait)."""
    return Trait("AllTypesMatch", params=tuple(names))


def TypesMatchWith(
    summary: str, lhs: str, rhs: str, transform: Callable[[Any], Any] = lambda t: t
) -> Trait:
    """The type(s) of `rhs` are `transform(type of lhs)`; formats then infer
    `rhs`'s type(s). `transform` gets a Type and returns a Type or a list."""
    return Trait("TypesMatchWith", params=(summary, lhs, rhs, transform))


def PredOpTrait(summary: str, pred: Callable[[Operation], bool]) -> Trait:
    """ODS `PredOpTrait<summary, pred>`: checked with the ODS invariants (after
    the operand and result constraints, before the region constraints);
    reports "failed to verify that <summary>"."""
    return Trait("PredOpTrait", params=(summary, pred))


def _verify_symbol(op: Operation, ctx: Context) -> Diagnostic | None:
    """SymbolOpInterface's verifier (MLIR's detail::verifySymbol and the
    interface's own checks)."""
    spec = _spec_of(op, ctx)
    name = op.attr("sym_name")
    if name is None and spec is not None and spec.optional_symbol:
        return None
    if not isinstance(name, StringAttr):
        return _op_error(op, "requires string attribute 'sym_name'")
    vis = op.attr("sym_visibility")
    if vis is not None:
        if not isinstance(vis, StringAttr):
            return _op_error(
                op,
                f"requires visibility attribute 'sym_visibility' to be a string attribute, "
                f"but got {vis}",
            )
        if vis.value not in ("public", "private", "nested"):
            return _op_error(
                op,
                f'visibility expected to be one of ["public", "private", "nested"], but got {vis}',
            )
    public = vis is None or (isinstance(vis, StringAttr) and vis.value == "public")
    if spec is not None and spec.is_declaration is not None and public and spec.is_declaration(op):
        return _op_error(op, "symbol declaration cannot have public visibility")
    parent = op.parent_op
    if parent is not None:
        pdef = ctx.op(parent.name)
        if pdef is not None and SYMBOL_TABLE not in pdef.traits:
            return _op_error(op, "symbol's parent must have the SymbolTable trait")
    return None


Symbol: Final = Trait(SYMBOL, verify=_verify_symbol)
"""SymbolOpInterface (`sym_name`, visibility, declarations not public)."""


def _verify_symbol_table(op: Operation, ctx: Context) -> Diagnostic | None:
    """MLIR's detail::verifySymbolTable: one block, unique names, then the
    symbol uses of nested ops (SymbolUserOpInterface, see `OpSpec.verify_symbol_uses`)."""
    from pdlx.ir.symbols import symbol_name

    snap = op.snapshot
    rec = snap.ops[op.id]
    if len(rec.regions) != 1:
        return _op_error(op, "Operations with a 'SymbolTable' must have exactly one region")
    blocks = snap.regions[rec.regions[0]].blocks
    if len(blocks) != 1:
        return _op_error(op, "Operations with a 'SymbolTable' must have exactly one block")
    seen: dict[str, int] = {}
    for o in snap.block_ops(blocks[0]):
        name = symbol_name(snap, o)
        if name is None:
            continue
        if name in seen:
            from pdlx.verify.verifier import op_diag

            d = op_diag(snap, o, f"redefinition of symbol named '{name}'")
            d.attach_note("see existing symbol definition here", snap.ops[seen[name]].loc)
            return d
        seen[name] = o
    # Symbol users nested in this table (not in nested tables).
    from pdlx.ir.views import Operation as OpView

    ops, links, blocks_, ctx_op = snap.ops, snap.links, snap.blocks, ctx.op
    pending = list(rec.regions)
    while pending:
        r = pending.pop(0)
        for b in snap.regions[r].blocks:
            o = blocks_[b].first
            while o:  # the block's ops (a loop over the links: this walks every op)
                orec = ops[o]
                odef = ctx_op(orec.name)
                if odef is not None:
                    spec = odef.spec
                    if isinstance(spec, OpSpec) and spec.verify_symbol_uses is not None:
                        use_error = spec.verify_symbol_uses(OpView(snap, o))
                        if use_error is not None:
                            return use_error
                    if SYMBOL_TABLE not in odef.traits:
                        pending.extend(orec.regions)
                o = links[o][1]
    return None


SymbolTable: Final = Trait(SYMBOL_TABLE, structural=True, verify_regions=_verify_symbol_table)


# ---------------------------------------------------------------------------
# The op specification


@dataclass(eq=False)
class OpSpec:
    """Everything ODS knows about an op, kept on `OpDef.spec`."""

    name: str
    operands: tuple[Operand, ...] = ()
    results: tuple[Result, ...] = ()
    attributes: tuple[Attr, ...] = ()
    regions: tuple[Region, ...] = ()
    successors: tuple[Successor, ...] = ()
    traits: tuple[Trait, ...] = ()
    assembly_format: str | None = None
    optional_symbol: bool = False
    """SymbolOpInterface::isOptionalSymbol (builtin.module)."""
    is_declaration: Callable[[Operation], bool] | None = None
    """SymbolOpInterface::isDeclaration (a body-less func.func)."""
    verify_symbol_uses: Callable[[Operation], Diagnostic | None] | None = None
    """SymbolUserOpInterface::verifySymbolUses, run by the enclosing symbol table."""

    def trait(self, name: str) -> Trait | None:
        for t in self.traits:
            if t.name == name:
                return t
        return None

    def has_trait(self, name: str) -> bool:
        return self.trait(name) is not None

    def attr(self, name: str) -> Attr | None:
        for a in self.attributes:
            if a.name == name:
                return a
        return None

    @property
    def inherent_names(self) -> tuple[str, ...]:
        names = [a.name for a in self.attributes]
        if self.has_trait("AttrSizedOperandSegments"):
            names.append("operandSegmentSizes")
        if self.has_trait("AttrSizedResultSegments"):
            names.append("resultSegmentSizes")
        return tuple(sorted(names))

    # -- value groups (ODS getODSOperands / getODSResults) -----------------

    def operand_groups(self, op: Operation) -> list[tuple[int, ...]]:
        rec = op.snapshot.ops[op.id]
        return _groups(self.operands, rec.operands, op, "operandSegmentSizes", self)

    def result_groups(self, op: Operation) -> list[tuple[int, ...]]:
        rec = op.snapshot.ops[op.id]
        return _groups(self.results, rec.results, op, "resultSegmentSizes", self)

    def operand(self, op: Operation, name: str) -> tuple[int, ...]:
        """The value ids of operand `name` (0 or 1 for optional)."""
        for d, g in zip(self.operands, self.operand_groups(op), strict=False):
            if d.name == name:
                return g
        raise KeyError(name)

    def result(self, op: Operation, name: str) -> tuple[int, ...]:
        for d, g in zip(self.results, self.result_groups(op), strict=False):
            if d.name == name:
                return g
        raise KeyError(name)


def _groups(
    defs: tuple[Operand, ...],
    values: tuple[int, ...],
    op: Operation,
    segment_attr: str,
    spec: OpSpec,
) -> list[tuple[int, ...]]:
    n = len(defs)
    if not n:
        return []
    if len(values) == n and _all_fixed(defs):
        # No optional or variadic definition: one value each (the common
        # case, asked for every op printed or verified).
        return [(v,) for v in values]
    sizes = _segment_sizes(op, segment_attr) if any(d.variable_length for d in defs) else None
    if sizes is not None and len(sizes) == n:
        out = []
        i = 0
        for s in sizes:
            out.append(values[i : i + s])
            i += s
        return out
    nvar = sum(1 for d in defs if d.variable_length)
    fixed = n - nvar
    each = (len(values) - fixed) // nvar if nvar else 0
    each = max(each, 0)
    out = []
    i = 0
    for d in defs:
        k = each if d.variable_length else 1
        out.append(values[i : i + k])
        i += k
    return out


_FIXED: dict[int, tuple[tuple[Operand, ...], bool]] = {}
"""id(defs) -> (defs, no definition is optional or variadic); defs kept alive."""


def _all_fixed(defs: tuple[Operand, ...]) -> bool:
    hit = _FIXED.get(id(defs))
    if hit is None or hit[0] is not defs:
        hit = _FIXED[id(defs)] = (defs, not any(d.variable_length for d in defs))
    return hit[1]


def _segment_sizes(op: Operation, name: str) -> list[int] | None:
    from pdlx.ir.dense import DenseArrayAttr

    a = op.attr(name)
    if isinstance(a, DenseArrayAttr):
        return [int(v) for v in a.values]
    return None


def _spec_of(op: Operation, ctx: Context) -> OpSpec | None:
    d = ctx.op(op.name)
    return d.spec if d is not None and isinstance(d.spec, OpSpec) else None


# ---------------------------------------------------------------------------
# Verification (a port of what OpDefinitionsGen generates)


def _count_check(op: Operation, what: str, n_total: int, n_var: int, have: int) -> str | None:
    """`addSizeCountTrait`: Zero/One/N/AtLeastN/Variadic traits' messages."""
    if n_var:
        need = n_total - n_var
        if have < need:
            return (
                f"expected {need} or more {what}s, but found {have}"
                if what == "operand"
                else (f"expected {need} or more {what}s")
            )
        return None
    if have == n_total:
        return None
    if what == "successor":
        return f"requires {n_total} successor{'s' if n_total != 1 else ''} but found {have}"
    if n_total == 0:
        return f"requires zero {what}s"
    if n_total == 1:
        return {"operand": "requires a single operand", "result": "requires one result",
                "region": "requires one region"}[what]  # fmt: skip
    if what == "operand":
        return f"expected {n_total} operands, but found {have}"
    return f"expected {n_total} {what}s"


def make_verifier(spec: OpSpec, user: Verifier | None, opdef: OpDef) -> Verifier:
    """The op's verifyInvariants: size traits, structural traits, the ODS
    invariants, the other traits, then the op's own verifier."""
    structural = [t for t in spec.traits if t.structural and t.verify is not None]
    others = [t for t in spec.traits if not t.structural and t.verify is not None]

    def verify(op: Operation) -> Iterator[Diagnostic]:
        ctx = opdef.context or Context.default()
        rec = op.snapshot.ops[op.id]
        for what, defs, have in (
            ("region", spec.regions, len(rec.regions)),
            ("result", spec.results, len(rec.results)),
            ("successor", spec.successors, len(rec.successors)),
            ("operand", spec.operands, len(rec.operands)),
        ):
            nvar = sum(
                1 for d in defs if getattr(d, "variadic", False) or getattr(d, "optional", False)
            )
            msg = _count_check(op, what, len(defs), nvar, have)
            if msg is not None:
                yield _op_error(op, msg)
                return
        for t in structural:
            assert t.verify is not None
            d = t.verify(op, ctx)
            if d is not None:
                yield d
                return
        d = verify_invariants(spec, op)
        if d is not None:
            yield d
            return
        for t in others:
            assert t.verify is not None
            d = t.verify(op, ctx)
            if d is not None:
                yield d
                return
        if user is not None:
            yield from user(op)

    return verify


def make_region_verifier(spec: OpSpec, user: Verifier | None, opdef: OpDef) -> Verifier | None:
    checks = [t.verify_regions for t in spec.traits if t.verify_regions is not None]
    if not checks and user is None:
        return None

    def verify_regions(op: Operation) -> Iterator[Diagnostic]:
        ctx = opdef.context or Context.default()
        for check in checks:
            assert check is not None
            d = check(op, ctx)
            if d is not None:
                yield d
                return
        if user is not None:
            yield from user(op)

    return verify_regions


def verify_invariants(spec: OpSpec, op: Operation) -> Diagnostic | None:
    """ODS `verifyInvariantsImpl`: required attributes (in name order), then
    attribute, operand, result, region and successor constraints (in
    declaration order), then predicate traits."""
    for a in sorted(spec.attributes, key=lambda a: a.name):
        if a.required and op.attr(a.name) is None:
            return _op_error(op, f"requires attribute '{a.name}'")
    for a in spec.attributes:
        v = op.attr(a.name)
        if v is not None and not a.constraint.check(v):
            return _op_error(
                op, f"attribute '{a.name}' failed to satisfy constraint: {a.constraint.summary}"
            )
    d = _verify_segments(spec, op)
    if d is not None:
        return d
    snap = op.snapshot
    values = snap.values
    for kind, defs, groups in (
        ("operand", spec.operands, spec.operand_groups(op)),
        ("result", spec.results, spec.result_groups(op)),
    ):
        index = 0
        for dfn, group in zip(defs, groups, strict=False):
            if dfn.optional and len(group) > 1:
                return _op_error(
                    op,
                    f"{kind} group starting at #{index} requires 0 or 1 element, "
                    f"but found {len(group)}",
                )
            check = dfn.constraint.check
            for value_id in group:
                vt = values[value_id].type
                if not check(vt):
                    return _op_error(op, f"{kind} #{index} must be {dfn.summary}, but got '{vt}'")
                index += 1
    for trait in spec.traits:
        if trait.name == "AllTypesMatch":
            names = trait.params
            types = [_type_of(spec, op, n) for n in names]
            known = [x for x in types if x is not None]
            if any(x != known[0] for x in known):
                return _op_error(
                    op, "failed to verify that all of {" + ", ".join(names) + "} have same type"
                )
        elif trait.name == "TypesMatchWith":
            summary, lhs, rhs, fn = trait.params
            lt = _type_of(spec, op, lhs)
            if lt is None:
                continue
            want = fn(lt)
            have = _types_of(spec, op, rhs)
            want_list = list(want) if isinstance(want, (list, tuple)) else [want]
            if have != want_list:
                return _op_error(op, f"failed to verify that {summary}")
        elif trait.name == "PredOpTrait":
            summary, pred = trait.params
            if not pred(op):
                return _op_error(op, f"failed to verify that {summary}")
    # Region constraints come after the predicate traits (mlir-tblgen's order).
    rec = snap.ops[op.id]
    if spec.regions:
        nfixed = sum(1 for r in spec.regions if not r.variadic)
        for i, r in enumerate(rec.regions):
            rdef = (
                spec.regions[min(i, len(spec.regions) - 1)]
                if i < nfixed
                else next((x for x in spec.regions if x.variadic), spec.regions[-1])
            )
            if not rdef.constraint.check(op, r):
                label = f" ('{rdef.name}') " if rdef.name else " "
                return _op_error(
                    op, f"region #{i}{label}failed to verify constraint: {rdef.constraint.summary}"
                )
    return None


def _verify_segments(spec: OpSpec, op: Operation) -> Diagnostic | None:
    for trait, attr, defs, n in (
        ("AttrSizedOperandSegments", "operandSegmentSizes", spec.operands, "operand"),
        ("AttrSizedResultSegments", "resultSegmentSizes", spec.results, "result"),
    ):
        if not spec.has_trait(trait):
            continue
        sizes = _segment_sizes(op, attr)
        if sizes is None:
            return _op_error(op, f"requires attribute '{attr}'")
        if len(sizes) != len(defs):
            return _op_error(
                op,
                f"'{attr}' attribute for specifying {n} segments must have {len(defs)} "
                f"elements, but got {len(sizes)}",
            )
        have = len(
            op.snapshot.ops[op.id].operands if n == "operand" else op.snapshot.ops[op.id].results
        )
        if sum(sizes) != have:
            return _op_error(
                op,
                f"{n} count ({have}) does not match with the total size ({sum(sizes)}) "
                f"specified in attribute '{attr}'",
            )
    return None


def _type_of(spec: OpSpec, op: Operation, name: str) -> Type | None:
    ts = _types_of(spec, op, name)
    return ts[0] if ts else None


def _types_of(spec: OpSpec, op: Operation, name: str) -> list[Type]:
    values = op.snapshot.values
    for defs, groups in (
        (spec.operands, spec.operand_groups(op)),
        (spec.results, spec.result_groups(op)),
    ):
        for d, g in zip(defs, groups, strict=False):
            if d.name == name:
                return [values[v].type for v in g]
    a = op.attr(name)
    if a is not None:
        t = getattr(a, "type", None)
        if t is None and isinstance(a, StringAttr):
            t = T.none  # MLIR's StringAttr is a TypedAttr of type `none` by default
        return [t] if isinstance(t, Type) else []
    return []


# ---------------------------------------------------------------------------
# Defining an op


@dataclass(frozen=True)
class CustomDirective:
    """`custom<Name>(...)` in a format: Python functions in the roles of
    MLIR's `parseName` / `printName`.

    `parse(p, *args)` gets the OpAsmParser and one argument per directive
    parameter: a `Cell` for each value it must produce (operands as
    `UnresolvedOperand` / list / None, `type(...)` as Type / list / None,
    attributes as Attribute or None, regions as region ids, successors as
    block ids), the current value for `ref(...)` parameters, the text for
    string parameters and the attribute dict (mutable) for `attr-dict`.
    It returns False when the directive is absent (only meaningful as the
    first element of an optional group), anything else when parsed.

    `print(p, op, *args)` gets the OpAsmPrinter, the op view and the current
    values (operand value ids / lists / None, types, attributes, region ids,
    block ids, strings, the op's attribute dict).
    """

    parse: Callable[..., Any]
    print: Callable[..., None]


_DIRECTIVES: dict[str, CustomDirective] = {}


def register_custom_directive(name: str, directive: CustomDirective) -> None:
    """Make `custom<name>` available to every format compiled afterwards
    (a per-op `custom_directives=` entry takes precedence)."""
    _DIRECTIVES[name] = directive


def custom_directive(name: str) -> CustomDirective | None:
    return _DIRECTIVES.get(name)


_DEFER_FORMATS: ContextVar[bool] = ContextVar("pdlx_defer_formats", default=False)


@contextmanager
def deferred_formats() -> Iterator[None]:
    """Within the block, `op(..., assembly_format=...)` compiles the format
    when the op is first parsed or printed, not when it is defined.

    For the core dialects only (`load_core`): compiling their ~160 formats
    with lark took ~0.2 s of every `pdlx-opt` start (lark's grammar ~0.08 s,
    the formats ~0.1 s), most of it for ops a run never meets. Their formats
    are known good (`tests/test_format.py` compiles every one of them); a
    user's op, defined outside this block, is compiled at once, so that a
    malformed format is reported when the op is defined."""
    token = _DEFER_FORMATS.set(True)
    try:
        yield
    finally:
        _DEFER_FORMATS.reset(token)


def _deferred_format(
    opdef: OpDef, spec: OpSpec, fmt: str, directives: dict[str, CustomDirective] | None
) -> tuple[Callable[[OpAsmParser], None], Callable[[OpAsmPrinter], None]]:
    """Parse and print hooks that compile `fmt` on first use; compiling then
    installs the real printer on `opdef`. Custom directives resolve as they
    would have at definition time (the registered ones are captured now)."""
    table = {**_DIRECTIVES, **(directives or {})}
    program: list[Any] = []

    def compiled() -> Any:
        if not program:
            from pdlx.ods.format import compile_format

            program.append(compile_format(spec, fmt, table))
            opdef.print = program[0].print
        return program[0]

    def parse(p: OpAsmParser) -> None:
        compiled().parse(p)

    def print_(p: OpAsmPrinter) -> None:
        compiled().print(p)

    print_.pdlx_compile = compiled  # type: ignore[attr-defined]
    return parse, print_


def compile_deferred_formats(ctx: Context) -> int:
    """Compile now every format of `ctx`'s ops, types and attributes that
    is still deferred (for tests and tools that want every format checked);
    returns how many were compiled."""
    from pdlx.ods.format import param_format

    n = 0
    for d in ctx._ops.values():
        compile_now = getattr(d.print, "pdlx_compile", None)
        if compile_now is not None:
            compile_now()
            n += 1
    for dialect in ctx.dialects.values():
        for cls in [*dialect.types.values(), *dialect.attrs.values()]:
            if (
                isinstance(cls, type)
                and issubclass(cls, _DialectSymbol)
                and cls.assembly_format is not None
                and cls.parse_parameters.__func__ is _DialectSymbol.parse_parameters.__func__  # type: ignore[attr-defined]
            ):
                param_format(cls)
                n += 1
    return n


def op(
    name: str,
    *,
    operands: Sequence[Operand] = (),
    results: Sequence[Result] = (),
    attributes: Sequence[Attr] = (),
    regions: Sequence[Region] = (),
    successors: Sequence[Successor] = (),
    traits: Sequence[Trait] = (),
    assembly_format: str | None = None,
    parser: Callable[[OpAsmParser], None] | None = None,
    printer: Callable[[OpAsmPrinter], None] | None = None,
    verify: Verifier | None = None,
    verify_regions: Verifier | None = None,
    default_dialect: str = "",
    result_names: NameHook | None = None,
    block_arg_names: BlockArgNameHook | None = None,
    custom_directives: dict[str, CustomDirective] | None = None,
    optional_symbol: bool = False,
    is_declaration: Callable[[Operation], bool] | None = None,
    verify_symbol_uses: Callable[[Operation], Diagnostic | None] | None = None,
    summary: str = "",
    extra: dict[str, Any] | None = None,
) -> OpDef:
    """Define an op. Register the result with `Context.register_op`.

    Either `assembly_format` (compiled now; a malformed format raises
    `pdlx.ods.format.FormatError` naming the op and the position) or a
    `parser`/`printer` pair gives the op its custom syntax; with neither the
    op only has the generic form. `verify` runs after the ODS checks,
    `verify_regions` after the ops nested in it have been verified.
    """
    spec = OpSpec(
        name,
        tuple(operands),
        tuple(results),
        tuple(attributes),
        tuple(regions),
        tuple(successors),
        tuple(traits),
        assembly_format,
        optional_symbol,
        is_declaration,
        verify_symbol_uses,
    )
    if result_names is None:
        result_names = _default_result_names(spec)
    trait_names = {t.name for t in spec.traits}
    implicit = spec.trait("SingleBlockImplicitTerminator")
    if implicit is not None:
        trait_names.add(SINGLE_BLOCK)
    opdef = OpDef(
        name,
        frozenset(trait_names),
        implicit_terminator=implicit.params[0] if implicit is not None else None,
        inherent=spec.inherent_names,
        default_dialect=default_dialect,
        result_names=result_names,
        block_arg_names=block_arg_names,
        spec=spec,
        summary=summary,
        extra=dict(extra or {}),
    )
    opdef.default_props = {a.name: a.default for a in spec.attributes if a.default is not None}
    for trait, attr, defs in (
        ("AttrSizedOperandSegments", "operandSegmentSizes", spec.operands),
        ("AttrSizedResultSegments", "resultSegmentSizes", spec.results),
    ):
        if spec.has_trait(trait):
            # A property in MLIR 22: zeros until set (so a generic op without
            # it reports the count mismatch, not a missing attribute).
            from pdlx.ir.dense import DenseArrayAttr

            opdef.default_props[attr] = DenseArrayAttr(T.i32, (0,) * len(defs))
    opdef.verify = make_verifier(spec, verify, opdef)
    opdef.verify_regions = make_region_verifier(spec, verify_regions, opdef)
    kinds: dict[str, Any] = {
        a.name: a.constraint.storage for a in spec.attributes if a.constraint.storage
    }
    for a in spec.attributes:
        if a.constraint.enum_cases:
            # An enum property converts only from one of its cases (MLIR's
            # `convertFromAttribute` for an I32EnumAttr/I64EnumAttr).
            kinds[a.name] = a.constraint.check
    if kinds:
        opdef.extra.setdefault("inherent_kinds", kinds)
    opdef.extra.setdefault("default_dialect", default_dialect)
    if assembly_format is not None:
        if parser is not None or printer is not None:
            raise ValueError(f"op '{name}': give an assembly format or parser/printer, not both")
        if _DEFER_FORMATS.get():
            parser, printer = _deferred_format(opdef, spec, assembly_format, custom_directives)
        else:
            from pdlx.ods.format import compile_format

            program = compile_format(spec, assembly_format, custom_directives or {})
            parser, printer = program.parse, program.print
    if parser is not None:
        from pdlx.syntax.asm import custom_parser

        opdef.parse = custom_parser(opdef, parser)
    if printer is not None:
        opdef.print = printer
    return opdef


def _default_result_names(spec: OpSpec) -> NameHook | None:
    """OpDefinitionsGen's genOpAsmInterface: an op with two or more result
    definitions, some named, names the first value of each non-empty group
    after its definition (`%sin, %cos = math.sincos`, `%a, %b, %c = ...`).
    A single result definition (variadic or not) gets no name."""
    if len(spec.results) < 2 or not any(r.name for r in spec.results):
        return None

    def names(op: Operation) -> list[tuple[int, str]]:
        out: list[tuple[int, str]] = []
        index = 0
        for d, group in zip(spec.results, spec.result_groups(op), strict=False):
            if group and d.name:
                out.append((index, d.name))
            index += len(group)
        return out

    return names


# ---------------------------------------------------------------------------
# Dialect types and attributes


def _param_fields(cls: type) -> list[tuple[str, Any]]:
    hints = typing.get_type_hints(cls)
    return [(f.name, hints.get(f.name)) for f in dataclasses.fields(cls)]


class _DialectSymbol:
    """Shared machinery of `DialectType` and `DialectAttr`."""

    __slots__ = ()

    dialect_name: ClassVar[str] = ""
    mnemonic: ClassVar[str] = ""
    assembly_format: ClassVar[str | None] = None
    """Declarative parameter syntax (`` `<` $type `>` ``); "" for none.
    Without it, override `parse_parameters` / `print_parameters`."""
    ods_name: ClassVar[str | None] = None
    """The TableGen def name messages use ("failed to parse
    Transform_OperationType parameter ..."); default: the class name."""
    parameter_cpp_types: ClassVar[dict[str, str] | None] = None
    """C++ parameter types for those messages (default by Python type:
    str -> `::llvm::StringRef`, Type -> `::mlir::Type`, ...)."""

    @classmethod
    def parse_parameters(cls, p: AsmParser) -> Any:
        """Parse what follows the mnemonic; return the new instance.
        Errors are reported through `p` (they raise)."""
        from pdlx.ods.format import param_format

        return param_format(cls).parse(cls, p)

    def print_parameters(self, p: AsmPrinter) -> None:
        """Print what follows the mnemonic."""
        from pdlx.ods.format import param_format

        param_format(type(self)).print(self, p)

    def verify(self) -> str | None:
        """An error message if the parameters are invalid (ODS genVerifyDecl)."""
        return None

    def sub_elements(self) -> list[Any]:
        """Nested types and attributes, for alias collection."""
        out: list[Any] = []
        for f in dataclasses.fields(self):  # type: ignore[arg-type]
            v = getattr(self, f.name)
            if isinstance(v, (Type, Attribute)):
                out.append(v)
            elif isinstance(v, tuple):
                out.extend(x for x in v if isinstance(x, (Type, Attribute)))
        return out

    def _text(self, p: T.TextSink, prefix: str) -> str:
        from pdlx.syntax.asm import StringAsmPrinter
        from pdlx.syntax.printer import dialect_symbol

        sp = StringAsmPrinter(p)
        self.print_parameters(sp)
        return dialect_symbol(prefix, self.dialect_name, self.mnemonic + sp.text())

    def stripped(self, p: T.TextSink) -> str:
        """The parameters alone, as an op format prints a value of a
        concrete class (falls back to the full form when empty)."""
        from pdlx.syntax.asm import StringAsmPrinter

        sp = StringAsmPrinter(p)
        self.print_parameters(sp)
        return sp.text()


class DialectType(_DialectSymbol, Type):
    """Base of types a dialect defines: a frozen dataclass whose fields are
    the parameters. Set `dialect_name`, `mnemonic` and `assembly_format`
    (or override `parse_parameters` / `print_parameters`), then register
    the class with `Context.register_type`."""

    __slots__ = ()

    def print(self, p: T.TextSink) -> str:
        return self._text(p, "!")


class DialectAttr(_DialectSymbol, Attribute):
    """Base of attributes a dialect defines (see `DialectType`)."""

    __slots__ = ()

    def print(self, p: T.TextSink) -> str:
        return self._text(p, "#")


def install_type(ctx: Context, cls: type) -> None:
    if not (isinstance(cls, type) and issubclass(cls, DialectType)):
        raise TypeError(f"{cls!r} is not a DialectType subclass")
    d = ctx.dialect(cls.dialect_name)
    d.types[cls.mnemonic] = cls
    if d.type_parser is None:
        d.type_parser = _symbol_parser(d.types, "type")
    if (
        cls.assembly_format is not None
        and cls.parse_parameters.__func__ is _DialectSymbol.parse_parameters.__func__  # type: ignore[attr-defined]
        and not _DEFER_FORMATS.get()  # see deferred_formats
    ):
        from pdlx.ods.format import param_format

        param_format(cls)  # compile now: a bad format is reported at definition time


def install_attr(ctx: Context, cls: type) -> None:
    if not (isinstance(cls, type) and issubclass(cls, DialectAttr)):
        raise TypeError(f"{cls!r} is not a DialectAttr subclass")
    d = ctx.dialect(cls.dialect_name)
    d.attrs[cls.mnemonic] = cls
    if d.attr_parser is None:
        d.attr_parser = _symbol_parser(d.attrs, "attr")
    if (
        cls.assembly_format is not None
        and cls.parse_parameters.__func__ is _DialectSymbol.parse_parameters.__func__  # type: ignore[attr-defined]
        and not _DEFER_FORMATS.get()  # see deferred_formats
    ):
        from pdlx.ods.format import param_format

        param_format(cls)


def _symbol_parser(table: dict[str, type], kind: str) -> Callable[..., Any]:
    def parse(parser: Any, dialect: str, data: str, offset: int) -> Any:
        from pdlx.syntax.asm import parse_dialect_symbol

        return parse_dialect_symbol(parser, table, kind, dialect, data, offset)

    return parse


def params_of(cls: type) -> list[tuple[str, Any]]:
    """(name, annotation) of a dialect type/attribute class's parameters."""
    return _param_fields(cls)


__all__ = [
    "I32",
    "I64",
    "AllTypesMatch",
    "AnyAttr",
    "AnyFloat",
    "AnyInteger",
    "AnyRegion",
    "AnyType",
    "Attr",
    "AttrConstraint",
    "AttrSizedOperandSegments",
    "CustomDirective",
    "DialectAttr",
    "DialectType",
    "HasParent",
    "IsTerminator",
    "IsolatedFromAbove",
    "NoTerminator",
    "OpSpec",
    "Operand",
    "Pure",
    "Region",
    "Result",
    "SingleBlock",
    "SingleBlockImplicitTerminator",
    "SizedRegion",
    "Successor",
    "Symbol",
    "SymbolTable",
    "Trait",
    "TypeConstraint",
    "op",
    "op_error",
    "register_custom_directive",
]

_unused: tuple[Any, ...] = (Iterable, field)
