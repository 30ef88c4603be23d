"""Diagnostics as values, rendered the way mlir-opt renders them.

A `Diagnostic` is data (severity, location, message, notes); nothing prints
until someone renders it. The message may be given as a callable so that a
failing matcher that is never reported never formats its message.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from enum import Enum
from typing import TYPE_CHECKING, TextIO

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

if TYPE_CHECKING:
    pass


class Severity(Enum):
    ERROR = "error"
    WARNING = "warning"
    REMARK = "remark"
    NOTE = "note"


@dataclass(slots=True)
class Diagnostic:
    severity: Severity
    loc: Location
    _message: str | Callable[[], str]
    notes: list[Diagnostic] = field(default_factory=list)

    @property
    def message(self) -> str:
        m = self._message
        if not isinstance(m, str):
            m = m()
            self._message = m
        return m

    def attach_note(self, message: str | Callable[[], str], loc: Location | None = None) -> Diagnostic:
        note = Diagnostic(Severity.NOTE, loc if loc is not None else self.loc, message)
        self.notes.append(note)
        return note

    def __str__(self) -> str:
        return render(self)

    def __repr__(self) -> str:
        return f"<Diagnostic {self.severity.value}: {self.message!r}>"


def error(loc: Location, message: str | Callable[[], str]) -> Diagnostic:
    return Diagnostic(Severity.ERROR, loc, message)


def warning(loc: Location, message: str | Callable[[], str]) -> Diagnostic:
    return Diagnostic(Severity.WARNING, loc, message)


def remark(loc: Location, message: str | Callable[[], str]) -> Diagnostic:
    return Diagnostic(Severity.REMARK, loc, message)


class DiagnosticError(Exception):
    """Carries diagnostics out of code that cannot go on (a parse error)."""

    def __init__(self, diagnostics: Diagnostic | list[Diagnostic]) -> None:
        self.diagnostics = [diagnostics] if isinstance(diagnostics, Diagnostic) else diagnostics
        super().__init__("\n".join(d.message for d in self.diagnostics))


class SourceManager:
    """The files whose lines a rendered diagnostic may quote (MLIR quotes a
    source line only for buffers its SourceMgr holds)."""

    def __init__(self, sources: Iterable[Source] = ()) -> None:
        self._by_name: dict[str, Source] = {}
        for s in sources:
            self.add(s)

    def add(self, source: Source) -> None:
        self._by_name.setdefault(source.name, source)

    def get(self, name: str) -> Source | None:
        return self._by_name.get(name)


def _find_file_loc(loc: Location) -> FileLineColLoc | None:
    """The location MLIR's SourceMgrDiagnosticHandler anchors on: the first
    file location found walking name/callsite/fused locations."""
    stack: list[Location] = [loc]
    while stack:
        cur = stack.pop()
        if isinstance(cur, FileLineColLoc):
            return cur
        if isinstance(cur, NameLoc):
            if cur.child is not None:
                stack.append(cur.child)
        elif isinstance(cur, CallSiteLoc):
            stack.append(cur.callee)
        elif isinstance(cur, FusedLoc):
            stack.extend(reversed(cur.locations))
    return None


def _caret_line(line_text: str, col: int) -> str:
    """Spaces (tabs kept) up to the column, then a caret, as llvm::SMDiagnostic prints."""
    prefix = "".join("\t" if c == "\t" else " " for c in line_text[: max(col - 1, 0)])
    if col - 1 > len(line_text):
        prefix += " " * (col - 1 - len(line_text))
    return prefix + "^"


def render(diag: Diagnostic, sources: SourceManager | None = None) -> str:
    """The text mlir-opt prints for this diagnostic (and its notes)."""
    out: list[str] = []
    _render_one(diag, sources, out)
    for note in diag.notes:
        _render_one(note, sources, out)
    return "".join(out)


def _render_one(diag: Diagnostic, sources: SourceManager | None, out: list[str]) -> None:
    sev = diag.severity.value
    msg = diag.message
    loc = diag.loc
    file_loc = _find_file_loc(loc)
    if file_loc is None:
        if isinstance(loc, UnknownLoc):
            out.append(f"loc(unknown): {sev}: {msg}\n")
        else:
            from pdlx.syntax.printer import loc_to_str

            out.append(f"{loc_to_str(loc)}: {sev}: {msg}\n")
        return
    name, line, col = file_loc.filename, file_loc.line, file_loc.col
    src = None
    if isinstance(file_loc, SourceLoc):
        src = file_loc.source
    elif sources is not None:
        src = sources.get(name)
    if src is None or line == 0:
        out.append(f"{name}:{line}:{col}: {sev}: {msg}\n")
        return
    text = src.line_text(line)
    out.append(f"{name}:{line}:{col}: {sev}: {msg}\n{text}\n{_caret_line(text, col)}\n")


def emit(diags: Iterable[Diagnostic], stream: TextIO, sources: SourceManager | None = None) -> None:
    for d in diags:
        stream.write(render(d, sources))


def iter_all(diags: Iterable[Diagnostic]) -> Iterator[Diagnostic]:
    """Each diagnostic followed by its notes."""
    for d in diags:
        yield d
        yield from d.notes
