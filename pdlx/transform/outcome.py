"""Tri-state results of transform ops (MLIR's DiagnosedSilenceableFailure).

* success;
* silenceable failure: carries diagnostics not yet reported, which an
  enclosing `failures(suppress)` may drop or a caller may report;
* definite failure: its diagnostics were already reported to the sink.

Diagnostics inside an outcome can be built lazily (a callable message), so a
matcher that fails silently on a million ops never formats a string.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum

from pdlx.ir.diagnostics import Diagnostic, DiagnosticSink, Severity
from pdlx.ir.location import Location


class Kind(Enum):
    SUCCESS = 0
    SILENCEABLE = 1
    DEFINITE = 2


@dataclass(slots=True)
class Outcome:
    kind: Kind
    diagnostics: list[Diagnostic] = field(default_factory=list)

    @property
    def succeeded(self) -> bool:
        return self.kind is Kind.SUCCESS

    @property
    def is_silenceable(self) -> bool:
        return self.kind is Kind.SILENCEABLE

    @property
    def is_definite(self) -> bool:
        return self.kind is Kind.DEFINITE

    def attach_note(self, message: str | Callable[[], str], loc: Location | None = None) -> Outcome:
        """Attach a note to the last diagnostic (MLIR's attachNote)."""
        if self.diagnostics:
            self.diagnostics[-1].attach_note(message, loc)
        return self

    def report(self, sink: DiagnosticSink) -> Outcome:
        """checkAndReport: emit a silenceable failure as errors, making it definite."""
        if self.kind is Kind.SILENCEABLE:
            for d in self.diagnostics:
                sink.emit(d)
            return Outcome(Kind.DEFINITE)
        return self

    def silence(self) -> Outcome:
        """Drop the diagnostics of a silenceable failure (failures(suppress))."""
        return SUCCESS if self.kind is Kind.SILENCEABLE else self

    def message(self) -> str:
        return self.diagnostics[0].message if self.diagnostics else ""


SUCCESS = Outcome(Kind.SUCCESS)


def success() -> Outcome:
    return SUCCESS


def definite() -> Outcome:
    """A definite failure whose diagnostics were already emitted."""
    return Outcome(Kind.DEFINITE)


def silenceable(loc: Location, message: str | Callable[[], str]) -> Outcome:
    """A silenceable failure with one error diagnostic (not yet reported)."""
    return Outcome(Kind.SILENCEABLE, [Diagnostic(Severity.ERROR, loc, message)])


def silenceable_from(diags: list[Diagnostic]) -> Outcome:
    return Outcome(Kind.SILENCEABLE, diags)


def emit_definite(
    sink: DiagnosticSink, loc: Location, message: str | Callable[[], str]
) -> tuple[Outcome, Diagnostic]:
    """Emit an error now and return a definite failure (and the diagnostic, to
    attach notes before the sink renders it)."""
    d = Diagnostic(Severity.ERROR, loc, message)
    sink.emit(d)
    return Outcome(Kind.DEFINITE), d
