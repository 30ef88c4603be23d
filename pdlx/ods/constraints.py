"""Type, attribute and region constraints: ODS's predicates, with the summary
texts MLIR's messages quote ("operand #0 must be <summary>, but got 'i32'")
and what assembly formats need to know to print and parse the values."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Final

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
from pdlx.ir.dense import DenseArrayAttr
from pdlx.ir.types import Type
from pdlx.ir.views import Operation

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
    """A `TypeConstraint` (ODS `Type<pred, summary>`)."""
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
    """One case of an integer enum attribute."""

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
        """The case keyword of enum value `a` (None if it is no case)."""
        if isinstance(a, IntegerAttr):
            for c in self.enum_cases:
                if c.value == a.value:
                    return c.keyword
        return None

    def enum_attr(self, keyword: str) -> Attribute | None:
        """The enum attribute of case `keyword` (None if it is no case)."""
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
    """An `AttrConstraint` (ODS `Attr<pred, summary>`)."""
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
    """A predicate on an op's region with MLIR's summary text."""

    summary: str
    check: Callable[[Operation, int], bool]
    """(op, region id) -> ok."""


AnyRegion: Final = RegionConstraint("any region", lambda op, r: True)


def SizedRegion(n: int) -> RegionConstraint:
    """ODS `SizedRegion<n>`: exactly `n` blocks."""
    return RegionConstraint(
        f"region with {n} blocks", lambda op, r: len(op.snapshot.regions[r].blocks) == n
    )


def MaxSizedRegion(n: int) -> RegionConstraint:
    """ODS `MaxSizedRegion<n>`: at most `n` blocks."""
    return RegionConstraint(
        f"region with at most {n} blocks",
        lambda op, r: len(op.snapshot.regions[r].blocks) <= n,
    )


def MinSizedRegion(n: int) -> RegionConstraint:
    """ODS `MinSizedRegion<n>`: at least `n` blocks."""
    return RegionConstraint(
        f"region with at least {n} blocks",
        lambda op, r: len(op.snapshot.regions[r].blocks) >= n,
    )
