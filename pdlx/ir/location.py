"""Locations, which MLIR treats as attributes.

Parsed ops get a `SourceLoc`: the source file and a byte offset, turned into
line and column only when someone asks (a diagnostic, a printer with
debuginfo). This keeps parsing 1M ops from computing 1M line numbers.
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass

from pdlx.ir.base import Attribute, Location, TextSink
from pdlx.support.gcpause import UNTRACKING
from pdlx.support.text import quote


@dataclass(frozen=True, slots=True)
class UnknownLoc(Location):
    """`loc(unknown)`: no position."""

    def print_inner(self, p: TextSink) -> str:
        return "unknown"

    def print_pretty(self, p: TextSink) -> str:
        return "[unknown]"


UNKNOWN_LOC = UnknownLoc()


class Source:
    """A named text with a line table: what locations point into."""

    __slots__ = ("_table", "name", "text")

    def __init__(self, name: str, text: str) -> None:
        self.name = name
        self.text = text
        self._table: tuple[list[int], int] = ([0], 0)
        """(line starts, scanned): every newline before `scanned` has its
        line in the list. Replaced as one pair, never changed in place:
        threads sharing a `Source` may read it while another extends it."""

    def _starts_through(self, offset: int) -> list[int]:
        """The line table, filled at least as far as the line holding
        `offset`, in doubling steps: a location near the top of a big file
        (a PDL pattern's, hashed when the patterns are compiled) does not
        make the whole file's table (~15 ms at 5 MB). Each step extends a
        copy (doubling keeps the copies linear in all)."""
        starts, done = self._table
        text = self.text
        if done >= offset or done >= len(text):
            return starts
        stop = min(len(text), max(offset, 2 * done, 4096))
        starts = starts.copy()
        i = text.find("\n", done, stop)
        while i >= 0:
            starts.append(i + 1)
            i = text.find("\n", i + 1, stop)
        self._table = (starts, stop)
        return starts

    def line_starts(self) -> list[int]:
        """Offsets where each line starts (computed on first use)."""
        return self._starts_through(len(self.text))

    def line_col(self, offset: int) -> tuple[int, int]:
        """1-based line (counting newlines) and 1-based column in bytes, as
        MLIR reports them."""
        starts = self._starts_through(offset)
        line = bisect_right(starts, offset) - 1
        seg = self.text[starts[line] : offset]
        col = len(seg) if seg.isascii() else len(seg.encode("utf-8", "surrogateescape"))
        return line + 1, col + 1

    def line_bytes(self, line: int) -> bytes | None:
        """The bytes of a line, up to its `\\n` or `\\r`; None past the end."""
        starts = self.line_starts()
        if not 1 <= line <= len(starts):
            return None
        begin = starts[line - 1]
        end = starts[line] - 1 if line < len(starts) else len(self.text)
        text = self.text[begin:end]
        cr = text.find("\r")
        if cr >= 0:
            text = text[:cr]
        return text.encode("utf-8", "surrogateescape")

    def line_text(self, line: int) -> str:
        """The text of a 1-based line, "" past the end."""
        b = self.line_bytes(line)
        return "" if b is None else b.decode("utf-8", "surrogateescape")

    def __repr__(self) -> str:
        return f"Source({self.name!r})"


class FileLineColLoc(Location):
    """`"file":line:col`, optionally a range `to line:col` (MLIR's FileLineColRange).

    Equality is by value; a `SourceLoc` with the same position is equal.
    """

    __slots__ = ()

    # Read-only here: `FileLoc` stores them, `SourceLoc` computes them.
    @property
    def filename(self) -> str:
        """The file name as written."""
        raise NotImplementedError

    @property
    def line(self) -> int:
        """1-based line."""
        raise NotImplementedError

    @property
    def col(self) -> int:
        """1-based column, in bytes."""
        raise NotImplementedError

    @property
    def end_line(self) -> int | None:
        """The range's end line; None for a point."""
        raise NotImplementedError

    @property
    def end_col(self) -> int | None:
        """The range's end column; None for a point."""
        raise NotImplementedError

    def _key(self) -> tuple[str, int, int, int | None, int | None]:
        return (self.filename, self.line, self.col, self.end_line, self.end_col)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, FileLineColLoc) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return f"FileLineColLoc{self._key()!r}"

    def print_inner(self, p: TextSink) -> str:
        return self._text(quote(self.filename))

    def print_pretty(self, p: TextSink) -> str:
        return self._text(self.filename)

    @property
    def is_point(self) -> bool:
        """Whether it names one position (MLIR's FileLineColLoc), not a range."""
        end_line = self.line if self.end_line is None else self.end_line
        end_col = self.col if self.end_col is None else self.end_col
        return end_line == self.line and end_col == self.col

    def _text(self, filename: str) -> str:
        s = f"{filename}:{self.line}:{self.col}"
        end_line = self.line if self.end_line is None else self.end_line
        end_col = self.col if self.end_col is None else self.end_col
        if end_line == self.line and end_col == self.col:
            return s
        return s + f" to {end_line if end_line != self.line else ''}:{end_col}"

    def file_line_col(self) -> tuple[str, int, int] | None:
        """The position itself."""
        return (self.filename, self.line, self.col)


class FileLoc(FileLineColLoc):
    """A location given by value (parsed from `loc(...)` or built by code)."""

    __slots__ = ("col", "end_col", "end_line", "filename", "line")

    filename: str
    line: int
    col: int
    end_line: int | None
    end_col: int | None

    def __init__(
        self,
        filename: str,
        line: int,
        col: int,
        end_line: int | None = None,
        end_col: int | None = None,
    ) -> None:
        self.filename = filename
        self.line = line
        self.col = col
        self.end_line = end_line
        self.end_col = end_col


class SourceLoc(FileLineColLoc):
    """The position of a token in a parsed `Source`; line/col on demand."""

    __slots__ = ("offset", "source")

    def __init__(self, source: Source, offset: int) -> None:
        self.source = source
        self.offset = offset
        if UNTRACKING.on:  # one per parsed op: the cyclic GC need not walk it (gcpause)
            UNTRACKING.untrack(self)

    # The base class's properties, computed from the offset.
    @property
    def filename(self) -> str:
        """The source's name."""
        return self.source.name

    @property
    def line(self) -> int:
        """1-based line of the offset."""
        return self.source.line_col(self.offset)[0]

    @property
    def col(self) -> int:
        """1-based column of the offset, in bytes."""
        return self.source.line_col(self.offset)[1]

    @property
    def end_line(self) -> None:
        """None: a token position is a point."""
        return None

    @property
    def end_col(self) -> None:
        """None: a token position is a point."""
        return None

    def file_line_col(self) -> tuple[str, int, int] | None:
        """The position, computed from the offset."""
        line, col = self.source.line_col(self.offset)
        return (self.source.name, line, col)

    def _key(self) -> tuple[str, int, int, int | None, int | None]:
        line, col = self.source.line_col(self.offset)
        return (self.source.name, line, col, None, None)


@dataclass(frozen=True, slots=True)
class NameLoc(Location):
    """`"name"(child)`: a named location, optionally wrapping another."""

    name: str
    child: Location | None = None

    def print_inner(self, p: TextSink) -> str:
        s = quote(self.name)
        if self.child is not None and not isinstance(self.child, UnknownLoc):
            s += f"({p.loc_inner(self.child)})"
        return s

    def print_pretty(self, p: TextSink) -> str:
        s = quote(self.name)
        if self.child is not None and not isinstance(self.child, UnknownLoc):
            s += f"({p.loc_pretty(self.child)})"
        return s

    def file_line_col(self) -> tuple[str, int, int] | None:
        """The child's position, if any."""
        return self.child.file_line_col() if self.child is not None else None


@dataclass(frozen=True, slots=True)
class CallSiteLoc(Location):
    """`callsite(callee at caller)`."""

    callee: Location
    caller: Location

    def print_inner(self, p: TextSink) -> str:
        return f"callsite({p.loc_inner(self.callee)} at {p.loc_inner(self.caller)})"

    def print_pretty(self, p: TextSink) -> str:
        # MLIR breaks the line (without indenting) unless a name is called
        # from a file position.
        same_line = (
            isinstance(self.callee, NameLoc)
            and isinstance(self.caller, FileLineColLoc)
            and self.caller.is_point
        )
        sep = " at " if same_line else "\n at "
        return p.loc_pretty(self.callee) + sep + p.loc_pretty(self.caller)

    def file_line_col(self) -> tuple[str, int, int] | None:
        """The callee's position."""
        return self.callee.file_line_col()


@dataclass(frozen=True, slots=True)
class FusedLoc(Location):
    """`fused<metadata>[locs]`: several locations as one."""

    locations: tuple[Location, ...]
    metadata: Attribute | None = None

    def print_inner(self, p: TextSink) -> str:
        s = "fused"
        if self.metadata is not None:
            s += f"<{p.attr(self.metadata)}>"
        return s + "[" + ", ".join(p.loc_inner(x) for x in self.locations) + "]"

    def print_pretty(self, p: TextSink) -> str:
        s = f"<{p.attr(self.metadata)}>" if self.metadata is not None else ""
        return s + "[" + ", ".join(p.loc_pretty(x) for x in self.locations) + "]"

    def file_line_col(self) -> tuple[str, int, int] | None:
        """The first position among the fused locations."""
        for loc in self.locations:
            flc = loc.file_line_col()
            if flc is not None:
                return flc
        return None


def fused_loc(
    locations: list[Location] | tuple[Location, ...], metadata: Attribute | None = None
) -> Location:
    """A fused location normalised as MLIR's FusedLoc::get does: nested fused
    locations with the same metadata are flattened, unknown and repeated
    members dropped, and a lone member without metadata stands for itself."""
    out: list[Location] = []
    seen: set[Location] = set()
    for loc in locations:
        members = (
            loc.locations if isinstance(loc, FusedLoc) and loc.metadata == metadata else (loc,)
        )
        for m in members:
            if isinstance(m, UnknownLoc) or m in seen:
                continue
            seen.add(m)
            out.append(m)
    if not out:
        if metadata is None:
            return UNKNOWN_LOC
        return FusedLoc((UNKNOWN_LOC,), metadata)
    if len(out) == 1 and metadata is None:
        return out[0]
    return FusedLoc(tuple(out), metadata)


__all__ = [
    "UNKNOWN_LOC",
    "CallSiteLoc",
    "FileLineColLoc",
    "FileLoc",
    "FusedLoc",
    "Location",
    "NameLoc",
    "Source",
    "SourceLoc",
    "TextSink",
    "UnknownLoc",
    "fused_loc",
]
