"""Builtin attributes: immutable, hashable values with structural equality.

Printing follows MLIR's AsmPrinter; the numeric formats (floats, dense
elements) live in `floats.py` and `dense.py` because they are exact ports of
APFloat / DenseElementsAttr behaviour and deserve their own tests; affine
maps and integer sets (`AffineMapAttr`, `IntegerSetAttr`) live in `affine.py`.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Final, TypeVar, overload

from pdlx.ir.base import UNIT, Attribute, TextSink, UnitAttr
from pdlx.ir.floats import bits_from_float, float_from_bits, format_float
from pdlx.ir.types import FloatType, IntegerType, NoneType, Type, i1, i64
from pdlx.support.bigint import to_decimal
from pdlx.support.gcpause import UNTRACKING, untrack, untrack_when_used
from pdlx.support.text import dialect_symbol, quote, symbol_name

_T = TypeVar("_T")


@dataclass(frozen=True, slots=True)
class IntegerAttr(Attribute):
    """An integer of an integer or index type; `i1` integers print as bools."""

    value: int
    type: Type = i64

    def print(self, p: TextSink) -> str:
        if self.type == i1:
            return "true" if self.value else "false"
        return f"{to_decimal(self.value)} : {p.type(self.type)}"

    def print_elided(self, p: TextSink) -> str:
        """The value alone, for contexts that imply the type."""
        if self.type == i1:
            return "true" if self.value else "false"
        return to_decimal(self.value)

    def print_memory_space(self, p: TextSink) -> str:
        """An i64 memory space prints as the bare number."""
        if self.type == i64:
            return to_decimal(self.value)
        return p.attr(self)


TRUE: Final = IntegerAttr(1, i1)
FALSE: Final = IntegerAttr(0, i1)
# The shared values of flags and bools: untracked, so that the collector
# also untracks the attribute-dictionary entries holding them (gcpause).
untrack_when_used(UNIT, TRUE, FALSE)


def BoolAttr(value: bool) -> IntegerAttr:  # named as MLIR's BoolAttr
    """`true`/`false`: the shared i1 `IntegerAttr`s."""
    return TRUE if value else FALSE


@dataclass(frozen=True, slots=True)
class FloatAttr(Attribute):
    """A float of a float type, held as its exact bit pattern.

    Bits (not a Python float) keep f80/f128 exact, distinguish -0.0 and NaN
    payloads, and make equality MLIR's bitwise equality.
    """

    bits: int
    type: FloatType

    @staticmethod
    def from_float(value: float, type: FloatType) -> FloatAttr:
        """The attribute of a Python float, rounded to `type`."""
        return FloatAttr(bits_from_float(value, type.name), type)

    @property
    def value(self) -> float:
        """The value as a Python float (rounded for wider formats)."""
        return float_from_bits(self.bits, self.type.name)

    def print(self, p: TextSink) -> str:
        return f"{self.print_elided(p)} : {p.type(self.type)}"

    def print_elided(self, p: TextSink) -> str:
        """The value alone, for contexts that imply the type."""
        return format_float(self.bits, self.type.name)


@dataclass(frozen=True, slots=True)
class StringAttr(Attribute):
    """A string. Bytes that are not UTF-8 are kept with `surrogateescape`."""

    value: str
    type: Type | None = None

    def print(self, p: TextSink) -> str:
        s = quote(self.value)
        if self.type is not None and not isinstance(self.type, NoneType):
            s += f" : {p.type(self.type)}"
        return s


@dataclass(frozen=True, slots=True)
class ArrayAttr(Attribute):
    """`[a, b, ...]`: a sequence of attributes."""

    elements: tuple[Attribute, ...] = ()
    _hash: int | None = field(default=None, init=False, compare=False, repr=False)
    """The hash, computed once (nested arrays would rehash their whole
    subtree at every printer cache lookup: quadratic in the depth)."""

    def __hash__(self) -> int:
        h = self._hash
        if h is None:
            h = hash((self.elements,))  # what the dataclass's own hash computes
            object.__setattr__(self, "_hash", h)
        return h

    def print(self, p: TextSink) -> str:
        return "[" + ", ".join(_array_element(p, a) for a in self.elements) + "]"

    def __len__(self) -> int:
        return len(self.elements)

    def __iter__(self) -> Iterator[Attribute]:
        return iter(self.elements)

    @overload
    def __getitem__(self, i: int) -> Attribute: ...
    @overload
    def __getitem__(self, i: slice) -> tuple[Attribute, ...]: ...
    def __getitem__(self, i: int | slice) -> Attribute | tuple[Attribute, ...]:
        return self.elements[i]


def _array_element(p: TextSink, a: Attribute) -> str:
    """Array elements print with type elision allowed: MLIR drops `: i64`
    after integers and `: f64` after decimal (not hex) floats."""
    if type(a) is IntegerAttr and a.type == i64:
        return str(a.value)
    if type(a) is FloatAttr and a.type.name == "f64":
        alias = p.attr(a)
        text = a.print_elided(p)
        if not text.startswith("0x") and alias.startswith(text):
            return text
        return alias
    return p.attr(a)


@dataclass(frozen=True, slots=True)
class DictionaryAttr(Attribute, Mapping[str, Attribute]):
    """Named attributes, sorted by name as MLIR keeps them."""

    entries: tuple[tuple[str, Attribute], ...] = ()
    by_name: dict[str, Attribute] = field(
        default_factory=dict, init=False, compare=False, hash=False, repr=False
    )
    """The entries as a dict, for the fastest lookup (`d.by_name.get(k)`:
    generated matchers and the PDL runtime). Read only."""
    _hash: int | None = field(default=None, init=False, compare=False, repr=False)
    """The hash, computed once (as ArrayAttr's)."""

    def __hash__(self) -> int:
        h = self._hash
        if h is None:
            h = hash((self.entries,))
            object.__setattr__(self, "_hash", h)
        return h

    def __post_init__(self) -> None:
        by_name = dict(self.entries)
        object.__setattr__(self, "by_name", by_name)
        # An op's attributes: one per op that has any, made per edit by the
        # transforms that set them. Immutable, so the cyclic GC need not walk
        # it or its lookup dict (gcpause.untrack; the entry tuples the
        # collector untracks itself once it finds them holding untracked
        # objects only).
        if UNTRACKING.on:
            untrack(self)
            untrack(by_name)

    @staticmethod
    def of(items: Mapping[str, Attribute] | Iterable[tuple[str, Attribute]]) -> DictionaryAttr:
        """The dictionary of these entries, sorted (the shared empty one when none)."""
        d = dict(items)
        if not d:
            return EMPTY_DICT
        return DictionaryAttr(tuple(sorted(d.items())))

    def print(self, p: TextSink) -> str:
        return "{" + p.attr_entries(self.entries) + "}"

    def __getitem__(self, key: str) -> Attribute:
        return self.by_name[key]

    @overload
    def get(self, key: str, /) -> Attribute | None: ...
    @overload
    def get(self, key: str, default: Attribute | _T, /) -> Attribute | _T: ...
    def get(self, key: str, default: Attribute | _T | None = None) -> Attribute | _T | None:
        return self.by_name.get(key, default)

    def __contains__(self, key: object) -> bool:
        return key in self.by_name

    def __iter__(self) -> Iterator[str]:
        return iter(self.by_name)

    def __len__(self) -> int:
        return len(self.entries)

    def set(self, key: str, value: Attribute) -> DictionaryAttr:
        """A copy with `key` set to `value` (one per annotated op: built
        without the dataclass `__init__`, sorting only when `key` is new and
        does not sort last)."""
        entries = self.entries
        d = dict(self.by_name)
        if key not in d and entries and key < entries[-1][0]:
            d[key] = value
            items = tuple(sorted(d.items()))
            return _new_dict_attr(items, dict(items))
        d[key] = value
        return _new_dict_attr(tuple(d.items()), d)

    def remove(self, key: str) -> DictionaryAttr:
        """A copy without `key` (the same entries if it is absent)."""
        d = dict(self.by_name)
        d.pop(key, None)
        return DictionaryAttr.of(d)


_set_entries = DictionaryAttr.__dict__["entries"].__set__
_set_by_name = DictionaryAttr.__dict__["by_name"].__set__
_set_hash = DictionaryAttr.__dict__["_hash"].__set__


def _new_dict_attr(
    entries: tuple[tuple[str, Attribute], ...], by_name: dict[str, Attribute]
) -> DictionaryAttr:
    """`DictionaryAttr(entries)` with its lookup dict given (`by_name`, the
    entries in the same order), set slot by slot: a third of the dataclass
    `__init__`'s cost, which builds the dict again."""
    d: DictionaryAttr = object.__new__(DictionaryAttr)
    _set_entries(d, entries)
    _set_by_name(d, by_name)
    _set_hash(d, None)
    if UNTRACKING.on:  # as `__post_init__`
        untrack(d)
        untrack(by_name)
    return d


def _empty_dict() -> DictionaryAttr:
    """Made at import without untracking it there (which would import ctypes
    in every process): it is untracked with the first payload's objects."""
    was, UNTRACKING.on = UNTRACKING.on, False
    try:
        d = DictionaryAttr()
    finally:
        UNTRACKING.on = was
    untrack_when_used(d, d.by_name)
    return d


EMPTY_DICT: Final = _empty_dict()


@dataclass(frozen=True, slots=True)
class SymbolRefAttr(Attribute):
    """`@root::@nested::@leaf`."""

    root: str
    nested: tuple[str, ...] = ()

    def print(self, p: TextSink) -> str:
        return "::".join(symbol_name(s) for s in (self.root, *self.nested))

    @property
    def leaf(self) -> str:
        """The last name of the path (the symbol itself)."""
        return self.nested[-1] if self.nested else self.root

    @property
    def path(self) -> tuple[str, ...]:
        """Every name, root first."""
        return (self.root, *self.nested)


@dataclass(frozen=True, slots=True)
class TypeAttr(Attribute):
    """A type used as an attribute value (`function_type = (i32) -> i32`)."""

    value: Type

    def print(self, p: TextSink) -> str:
        return p.type(self.value)


@dataclass(frozen=True, slots=True)
class OpaqueAttr(Attribute):
    """An attribute of a dialect that is not registered, kept as text."""

    dialect: str
    data: str
    type: Type | None = None
    """The type written after `:`; MLIR's default, `none`, is not printed."""

    def print(self, p: TextSink) -> str:
        text = dialect_symbol("#", self.dialect, self.data)
        if self.type is not None and not isinstance(self.type, NoneType):
            text += " : " + p.type(self.type)
        return text


@dataclass(frozen=True, slots=True)
class StridedLayoutAttr(Attribute):
    """`strided<[s0, s1], offset: o>`: a memref layout (`DYNAMIC_STRIDE` for `?`)."""

    offset: int  # DYNAMIC for `?`
    strides: tuple[int, ...]

    def print(self, p: TextSink) -> str:
        def d(v: int) -> str:
            return "?" if v == DYNAMIC_STRIDE else str(v)

        s = "strided<[" + ", ".join(d(x) for x in self.strides) + "]"
        if self.offset != 0:
            s += f", offset: {d(self.offset)}"
        return s + ">"


DYNAMIC_STRIDE: Final = -(1 << 63)


@dataclass(frozen=True, slots=True)
class DistinctAttr(Attribute):
    """`distinct[N]<attr>`: identity is the id, not the referenced attribute."""

    id: int
    referenced: Attribute

    def print(self, p: TextSink) -> str:
        inner = "" if isinstance(self.referenced, UnitAttr) else p.attr(self.referenced)
        return f"distinct[{p.distinct_id(self)}]<{inner}>"


def integer(value: int, width: int = 64) -> IntegerAttr:
    """An `IntegerAttr` of a signless integer type of `width` bits."""
    return IntegerAttr(value, IntegerType(width))


def string(value: str) -> StringAttr:
    """A `StringAttr` without a type."""
    return StringAttr(value)


def array(*elements: Attribute) -> ArrayAttr:
    """An `ArrayAttr` of the arguments."""
    return ArrayAttr(tuple(elements))


__all__ = [
    "DYNAMIC_STRIDE",
    "EMPTY_DICT",
    "FALSE",
    "TRUE",
    "UNIT",
    "ArrayAttr",
    "Attribute",
    "BoolAttr",
    "DictionaryAttr",
    "DistinctAttr",
    "FloatAttr",
    "IntegerAttr",
    "OpaqueAttr",
    "StridedLayoutAttr",
    "StringAttr",
    "SymbolRefAttr",
    "TextSink",
    "TypeAttr",
    "UnitAttr",
    "array",
    "integer",
    "string",
]
