"""Diagnostics as values, rendered the way mlir-opt renders them.

A `Diagnostic` is data (severity, location, message, notes); nothing prints
until someone renders it. The message may be given as a callable so that a
failing matcher that is never reported never formats its message.

Rendering follows MLIR's SourceMgrDiagnosticHandler over llvm::SourceMgr
(see tests/corpus/errors/NOTES.md for the observed rules): the first file
location found in the location decides `file:line:col`; the source line and
a caret follow when the file is known and the position is on a line; call
site locations add `called from` notes; a note repeats the source line only
when its location differs from the one before.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from enum import Enum
from typing import TextIO

from pdlx.ir.base import loc_to_str
from pdlx.ir.location import (
    CallSiteLoc,
    FileLineColLoc,
    FusedLoc,
    Location,
    NameLoc,
    Source,
    SourceLoc,
    UnknownLoc,
)


class Severity(Enum):
    """MLIR's DiagnosticSeverity, by the word printed for it."""

    ERROR = "error"
    WARNING = "warning"
    REMARK = "remark"
    NOTE = "note"


@dataclass(slots=True)
class Diagnostic:
    """One message at a location, with notes; the message may be computed on demand."""

    severity: Severity
    loc: Location
    _message: str | Callable[[], str]
    notes: list[Diagnostic] = field(default_factory=list)

    @property
    def message(self) -> str:
        """The text (a lazy message is computed once, here)."""
        m = self._message
        if not isinstance(m, str):
            m = m()
            self._message = m
        return m

    def attach_note(
        self, message: str | Callable[[], str], loc: Location | None = None
    ) -> Diagnostic:
        """Add a note (at `loc`, else at this diagnostic's location) and return it."""
        note = Diagnostic(Severity.NOTE, loc if loc is not None else self.loc, message)
        self.notes.append(note)
        return note

    def __str__(self) -> str:
        return render(self)

    def __repr__(self) -> str:
        return f"<Diagnostic {self.severity.value}: {self.message!r}>"


def error(loc: Location, message: str | Callable[[], str]) -> Diagnostic:
    """An error diagnostic."""
    return Diagnostic(Severity.ERROR, loc, message)


def warning(loc: Location, message: str | Callable[[], str]) -> Diagnostic:
    """A warning diagnostic."""
    return Diagnostic(Severity.WARNING, loc, message)


def remark(loc: Location, message: str | Callable[[], str]) -> Diagnostic:
    """A remark diagnostic."""
    return Diagnostic(Severity.REMARK, loc, message)


class DiagnosticError(Exception):
    """Carries diagnostics out of code that cannot go on (a parse error)."""

    def __init__(self, diagnostics: Diagnostic | list[Diagnostic]) -> None:
        self.diagnostics = [diagnostics] if isinstance(diagnostics, Diagnostic) else diagnostics
        super().__init__("\n".join(d.message for d in self.diagnostics))

    def __str__(self) -> str:
        """The diagnostics as mlir-opt prints them (`file:line:col: error: ...`)."""
        return "".join(render(d) for d in self.diagnostics).rstrip("\n")


class DiagnosticSink:
    """Collects diagnostics in order (the interpreter's, a pass pipeline's).

    Lives here, next to `Diagnostic`, so that every layer (passes, rewrite,
    transform) can report into one without importing the interpreter.
    """

    def __init__(self, on_emit: Callable[[Diagnostic], None] | None = None) -> None:
        self.diagnostics: list[Diagnostic] = []
        self.on_emit = on_emit

    def emit(self, d: Diagnostic) -> None:
        """Record `d` and pass it to `on_emit` (streaming output)."""
        self.diagnostics.append(d)
        if self.on_emit is not None:
            self.on_emit(d)

    def error(self, loc: Location, message: str | Callable[[], str]) -> Diagnostic:
        """Emit and return an error."""
        d = Diagnostic(Severity.ERROR, loc, message)
        self.emit(d)
        return d

    def remark(self, loc: Location, message: str | Callable[[], str]) -> Diagnostic:
        """Emit and return a remark."""
        d = Diagnostic(Severity.REMARK, loc, message)
        self.emit(d)
        return d

    def warning(self, loc: Location, message: str | Callable[[], str]) -> Diagnostic:
        """Emit and return a warning."""
        d = Diagnostic(Severity.WARNING, loc, message)
        self.emit(d)
        return d

    @property
    def has_errors(self) -> bool:
        """Whether an error was emitted."""
        return any(d.severity is Severity.ERROR for d in self.diagnostics)


class SourceManager:
    """The buffers a rendered diagnostic may quote. Like llvm::SourceMgr as
    mlir-opt uses it, a file name it does not hold is looked up on disk."""

    def __init__(self, sources: Iterable[Source] = (), *, read_disk: bool = True) -> None:
        self._by_name: dict[str, Source | None] = {}
        self.read_disk = read_disk
        for s in sources:
            self.add(s)

    def add(self, source: Source) -> None:
        """Make `source` known under its name (the first one of a name stays)."""
        self._by_name.setdefault(source.name, source)

    def get(self, name: str) -> Source | None:
        """The source named `name`: a known one, else read from disk when allowed (None if there is none)."""
        if name in self._by_name:
            return self._by_name[name]
        src: Source | None = None
        if self.read_disk and name and os.path.isfile(name):
            try:
                with open(name, "rb") as f:
                    src = Source(name, f.read().decode("utf-8", "surrogateescape"))
            except OSError:
                src = None
        self._by_name[name] = src
        return src


def find_file_loc(loc: Location) -> FileLineColLoc | None:
    """The first file location in a pre-order walk (MLIR's findInstanceOf)."""
    stack: list[Location] = [loc]
    while stack:
        cur = stack.pop()
        if isinstance(cur, FileLineColLoc):
            return cur
        if isinstance(cur, NameLoc):
            if cur.child is not None:
                stack.append(cur.child)
        elif isinstance(cur, CallSiteLoc):
            stack.append(cur.caller)
            stack.append(cur.callee)
        elif isinstance(cur, FusedLoc):
            stack.extend(reversed(cur.locations))
    return None


def file_position(loc: Location) -> str:
    """`file:line:col` of the first file location in `loc`, or `<unknown>`:
    how explanations name a place in their tables and JSON."""
    fl = find_file_loc(loc)
    return "<unknown>" if fl is None else f"{fl.filename}:{fl.line}:{fl.col}"


def _find_callsite(loc: Location) -> CallSiteLoc | None:
    stack: list[Location] = [loc]
    while stack:
        cur = stack.pop()
        if isinstance(cur, CallSiteLoc):
            return cur
        if isinstance(cur, NameLoc):
            if cur.child is not None:
                stack.append(cur.child)
        elif isinstance(cur, FusedLoc):
            stack.extend(reversed(cur.locations))
    return None


CALL_STACK_LIMIT = 10


def render(diag: Diagnostic, sources: SourceManager | None = None) -> str:
    """The text mlir-opt prints for this diagnostic and its notes."""
    out: list[str] = []
    sources = sources if sources is not None else _default_sources(diag)
    sev = diag.severity.value
    stack: list[tuple[Location, str, str]] = [(diag.loc, diag.message, sev)]
    loc = diag.loc
    call = _find_callsite(loc)
    if call is not None:
        loc = call.caller
        for _ in range(CALL_STACK_LIMIT):
            stack.append((loc, "called from", "note"))
            call = _find_callsite(loc)
            if call is None:
                break
            loc = call.caller
    for where, msg, s in stack:
        render_one(where, msg, s, sources, True, out)
    for note in diag.notes:
        render_one(note.loc, note.message, note.severity.value, sources, loc != note.loc, out)
        loc = note.loc
    return "".join(out)


def _default_sources(diag: Diagnostic) -> SourceManager:
    sm = SourceManager()
    for d in (diag, *diag.notes):
        fl = find_file_loc(d.loc)
        if isinstance(fl, SourceLoc):
            sm.add(fl.source)
    return sm


def render_one(
    loc: Location, msg: str, sev: str, sources: SourceManager, show_line: bool, out: list[str]
) -> None:
    """Append to `out` one diagnostic line as mlir-opt prints it (`sev` is
    "error", "note", ...), with its source line and caret when `show_line`
    and the source is known."""
    file_loc = find_file_loc(loc)
    if file_loc is None:
        if isinstance(loc, UnknownLoc):
            out.append(f"<unknown>:0: {sev}: {msg}\n")
        else:
            out.append(f"<unknown>:0: {sev}: {loc_to_str(loc)}: {msg}\n")
        return
    name, line, col = file_loc.filename, file_loc.line, file_loc.col
    header = f"{name}:{line}:{col}: {sev}: {msg}\n"
    if not show_line or line == 0 or col == 0:
        out.append(header)
        return
    src = file_loc.source if isinstance(file_loc, SourceLoc) else sources.get(name)
    if src is None:
        out.append(header)
        return
    text = src.line_bytes(line)
    if text is None or col - 1 > len(text):
        out.append(header)
        return
    out.append(header)
    out.append(_source_and_caret(text, col))


def _source_and_caret(line: bytes, col: int) -> str:
    """llvm::SMDiagnostic's source line (tabs to the next multiple of 8) and
    caret line; the caret line is left out when the line has a non-ASCII byte."""
    expanded = bytearray()
    caret_col = -1
    for i, b in enumerate(line):
        if i == col - 1:
            caret_col = len(expanded)
        if b == 9:
            expanded += b" " * (8 - len(expanded) % 8)
        else:
            expanded.append(b)
    if caret_col < 0:
        caret_col = len(expanded) + (col - 1 - len(line))
    text = expanded.decode("utf-8", "surrogateescape")
    if any(b >= 0x80 for b in line):
        return text + "\n"
    return text + "\n" + " " * caret_col + "^\n"


def emit(diags: Iterable[Diagnostic], stream: TextIO, sources: SourceManager | None = None) -> None:
    """Write each diagnostic as mlir-opt prints it."""
    for d in diags:
        stream.write(render(d, sources))


JsonValue = str | int | None | list["JsonValue"] | dict[str, "JsonValue"]
"""What `to_json` builds (and `json.dumps` writes)."""


def to_json(diag: Diagnostic) -> dict[str, JsonValue]:
    """The diagnostic as one JSON object, for tools reading pdlx-opt's
    `--pdlx-diagnostics-format=json`: severity, location (`file`, `line`,
    `column` of its first file position, or null; `text`: the location as
    MLIR prints it), message, and its notes in the same shape."""
    file_loc = find_file_loc(diag.loc)
    location: dict[str, JsonValue] = {
        "file": file_loc.filename if file_loc is not None else None,
        "line": file_loc.line if file_loc is not None else None,
        "column": file_loc.col if file_loc is not None else None,
        "text": loc_to_str(diag.loc),
    }
    out: dict[str, JsonValue] = {
        "severity": diag.severity.value,
        "location": location,
        "message": diag.message,
    }
    if diag.severity is not Severity.NOTE:
        out["notes"] = [to_json(n) for n in diag.notes]
    return out


def iter_all(diags: Iterable[Diagnostic]) -> Iterator[Diagnostic]:
    """Each diagnostic followed by its notes."""
    for d in diags:
        yield d
        yield from d.notes
