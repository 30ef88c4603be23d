"""The roots of the IR's values and their text form.

`Type`, `Attribute` and `Location` are the bases of every type, attribute
and location; each subclass prints itself through a `TextSink` (`p.type(t)`,
`p.attr(a)`, ...) so that aliases and nested printing go through one place.
`AsmPrinter` is the sink that prints them standalone (`str(t)`, messages,
the op printer's base), with no op, SSA name or dialect syntax involved:
that lives in `pdlx.syntax.printer`, which builds on this one.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Final, Protocol

from pdlx.support.text import keyword_or_string


class TextSink(Protocol):
    """What a type, attribute or location needs from a printer to print its parts."""

    def type(self, t: Type, /) -> str:
        """The text of a type (its alias when it has one)."""
        ...

    def attr(self, a: Attribute, /) -> str:
        """The text of an attribute (its alias when it has one)."""
        ...

    def attr_entries(self, entries: Iterable[tuple[str, Attribute]]) -> str:
        """`name = value, ...` of an attribute dictionary."""
        ...

    def loc_inner(self, loc: Location) -> str:
        """A location without its `loc(...)` wrapper."""
        ...

    def distinct_id(self, a: Attribute) -> int:
        """The number of a `distinct[N]` attribute."""
        ...

    @property
    def elide_elements_limit(self) -> int | None:
        """--mlir-elide-elementsattrs-if-larger: elements attributes with
        more elements print as `dense_resource<__elided__>` (None: never)."""
        ...

    def loc_pretty(self, loc: Location) -> str:
        """A nested location in --mlir-pretty-debuginfo form (its alias when
        it has one)."""
        ...


class Type:
    """Base of all types. Subclasses are frozen slotted dataclasses."""

    __slots__ = ()

    def print(self, p: TextSink) -> str:
        """The text MLIR prints for this value, nested parts through `p`."""
        raise NotImplementedError

    def __str__(self) -> str:
        return self.print(_DEFAULT)


class Attribute:
    """Base of all attributes. Subclasses are frozen slotted dataclasses."""

    __slots__ = ()

    def print(self, p: TextSink) -> str:
        """The text MLIR prints for this value, nested parts through `p`."""
        raise NotImplementedError

    def print_memory_space(self, p: TextSink) -> str:
        """The attribute as a memref's memory space (an i64 integer drops its type)."""
        return p.attr(self)

    def __str__(self) -> str:
        return self.print(_DEFAULT)


@dataclass(frozen=True, slots=True)
class UnitAttr(Attribute):
    """`unit`: a present flag (named attributes print it as the bare name)."""

    def print(self, p: TextSink) -> str:
        return "unit"


UNIT: Final = UnitAttr()


class Location(Attribute):
    """Base of all locations (`pdlx.ir.location`); MLIR treats them as attributes."""

    __slots__ = ()

    def print(self, p: TextSink) -> str:
        return f"loc({self.print_inner(p)})"

    def print_inner(self, p: TextSink) -> str:
        """The location's text inside `loc(...)`."""
        raise NotImplementedError

    def print_pretty(self, p: TextSink) -> str:
        """The location as --mlir-pretty-debuginfo prints it (no `loc(...)`,
        nested locations through `p.loc_pretty`)."""
        return self.print_inner(p)

    def file_line_col(self) -> tuple[str, int, int] | None:
        """The first file position this location names, as MLIR's diagnostic
        engine finds it (for rendering a source line)."""
        return None


class AsmPrinter:
    """Prints types, attributes and locations; holds caches and aliases."""

    def __init__(self, *, debuginfo: bool = False) -> None:
        self.debuginfo = debuginfo
        self._type_cache: dict[Type, str] = {}
        self._distinct_ids: dict[Attribute, int] = {}
        self.attr_aliases: dict[Attribute, str] = {}
        self.type_aliases: dict[Type, str] = {}
        self.used_resources: dict[str, None] = {}
        """dense_resource handles in first-printed order."""
        self._elide_elements_limit: int | None = None
        self.pretty_debuginfo = False
        """--mlir-pretty-debuginfo: locations in their readable (not
        parsable) form, inline where an op's location is printed."""

    @property
    def elide_elements_limit(self) -> int | None:
        """Elements attributes with more elements than this print elided
        (MLIR's OpPrintingFlags::elideLargeElementsAttrs); None: never."""
        return self._elide_elements_limit

    @elide_elements_limit.setter
    def elide_elements_limit(self, limit: int | None) -> None:
        self._elide_elements_limit = limit

    def type(self, t: Type, /) -> str:
        """The type's text (its alias when it has one)."""
        s = self._type_cache.get(t)
        if s is None:
            alias = self.type_aliases.get(t)
            s = alias if alias is not None else t.print(self)
            self._type_cache[t] = s
        return s

    def attr(self, a: Attribute, /) -> str:
        """The attribute's text (its alias when it has one); records the
        resources it references for the trailer."""
        alias = self.attr_aliases.get(a)
        if alias is not None:
            return alias
        handle = getattr(a, "resource_handle", None)
        if handle is not None:
            self.used_resources.setdefault(handle, None)
        if self.pretty_debuginfo and isinstance(a, Location):
            return a.print_pretty(self)
        return a.print(self)

    def attr_entries(self, entries: Iterable[tuple[str, Attribute]]) -> str:
        """`name = value, ...` as in an attribute dictionary (unit values as the bare name)."""
        parts = []
        for name, value in entries:
            key = keyword_or_string(name)
            if isinstance(value, UnitAttr):
                parts.append(key)
            else:
                parts.append(f"{key} = {self.attr(value)}")
        return ", ".join(parts)

    def loc_inner(self, loc: Location) -> str:
        """A location without its `loc(...)` wrapper (its alias when it has one)."""
        alias = self.attr_aliases.get(loc)
        if alias is not None:
            return alias
        return loc.print_inner(self)

    def loc_pretty(self, loc: Location) -> str:
        """A nested location in pretty form: its alias, else its text."""
        alias = self.attr_aliases.get(loc)
        if alias is not None:
            return alias
        return loc.print_pretty(self)

    def trailing_loc(self, loc: Location, allow_alias: bool = True) -> str:
        """MLIR's printLocation: `loc(...)` (an alias if allowed and
        assigned), or the pretty form inline under --mlir-pretty-debuginfo."""
        if self.pretty_debuginfo:
            return loc.print_pretty(self)
        return self.loc(loc) if allow_alias else loc.print(self)

    def loc(self, loc: Location) -> str:
        """A location as `loc(...)` (pretty under --mlir-pretty-debuginfo)."""
        if self.pretty_debuginfo:
            return loc.print_pretty(self)
        alias = self.attr_aliases.get(loc)
        if alias is not None:
            return f"loc({alias})"
        return loc.print(self)

    def forget_type(self, t: Type) -> None:
        """Drop the cached text of `t` (the alias collector prints a type's
        definition, then gives it its alias)."""
        self._type_cache.pop(t, None)

    def distinct_id(self, a: Attribute) -> int:
        """The number of a distinct attribute, in order of first print."""
        ids = self._distinct_ids
        if a not in ids:
            ids[a] = len(ids)
        return ids[a]


_DEFAULT: Final = AsmPrinter()


def type_to_str(t: Type) -> str:
    """A type's text, without aliases."""
    return t.print(_DEFAULT)


def attr_to_str(a: Attribute) -> str:
    """An attribute's text, without aliases."""
    return a.print(_DEFAULT)


def loc_to_str(loc: Location) -> str:
    """A location's text (`loc(...)`), without aliases."""
    return loc.print(_DEFAULT)


__all__ = [
    "UNIT",
    "AsmPrinter",
    "Attribute",
    "Location",
    "TextSink",
    "Type",
    "UnitAttr",
    "attr_to_str",
    "loc_to_str",
    "type_to_str",
]
