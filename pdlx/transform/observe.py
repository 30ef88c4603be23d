"""Watching a transform run op by op: the hook `pdlx.trace` records a run's
history through (`pdlx-opt --pdlx-trace`, `match_and_transform(trace=True)`).

The interpreter knows nothing of traces: it calls a `TransformObserver`
before and after each transform op it applies, nested ones included. Only a
run that asks for an observer pays for it: `apply_named_sequence` then
builds an `ObservedInterpreter`, and a plain `Interpreter` keeps its hot
path free of any check or allocation.
"""

from __future__ import annotations

from typing import Protocol

from pdlx.ir.context import Context
from pdlx.transform.interpreter import Interpreter
from pdlx.transform.outcome import Outcome
from pdlx.transform.state import TransformState


class TransformObserver(Protocol):
    """Hears of each transform op application, in execution order (an op
    with a region brackets the ops it runs)."""

    def before_transform(self, state: TransformState, op: int) -> None:
        """Transform op `op` is about to be applied: its operand handles
        still hold what it will read or consume."""
        ...

    def after_transform(self, state: TransformState, op: int, outcome: Outcome | None) -> None:
        """`op` was applied: `state.payload` is the payload after it, its
        result handles are bound (unless it failed); `outcome` is None when
        it raised (a `DiagnosticError`, memory exhaustion), which the run
        then reports."""
        ...


class ObservedInterpreter(Interpreter):
    """The interpreter with an observer around every transform op."""

    def __init__(
        self, context: Context | None, max_steps: int | None, observer: TransformObserver
    ) -> None:
        super().__init__(context, max_steps)
        self.observer = observer

    def apply_transform(self, state: TransformState, op: int) -> Outcome:
        observer = self.observer
        observer.before_transform(state, op)
        outcome: Outcome | None = None
        try:
            outcome = super().apply_transform(state, op)
        finally:
            observer.after_transform(state, op, outcome)
        return outcome


__all__ = ["ObservedInterpreter", "TransformObserver"]
