"""A run's history as data: one `Step` per transform op applied (or
pattern rewrite), with the payload snapshot after it.

Recording is cheap by design: a payload snapshot is immutable, so the
snapshot after each step is kept as it is (never copied or printed), and a
step's created, erased and modified ops are worked out only when asked for,
from the change record the rewriter leaves on each snapshot
(`Snapshot.changes_since`). Printing happens when a trace is written or
shown (`pdlx.trace.document`, `pdlx.trace.html`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from pdlx.ir.attributes import Attribute
from pdlx.ir.diagnostics import Diagnostic
from pdlx.ir.location import Location
from pdlx.ir.snapshot import Snapshot
from pdlx.ir.views import Operation, Value

StepKind = Literal["transform", "pattern"]
"""A transform op applied, or a pattern rewrite of a greedy driver."""
OutcomeName = Literal["success", "silenceable", "definite"]
"""A step's outcome (`pdlx.transform.outcome.Kind`, by name)."""


@dataclass(frozen=True, slots=True)
class Handle:
    """What one operand or result handle of a step held: payload op or value
    ids of `snapshot` (the payload before the step for operands, after it
    for results), or parameters."""

    name: str
    """`operand #0`, `result #1`, or `root` for a pattern step."""
    kind: Literal["op", "value", "param"]
    snapshot: Snapshot
    ids: tuple[int, ...] = ()
    params: tuple[Attribute, ...] = ()
    loc: Location | None = None
    """The transform value's location (None for a pattern's root)."""

    @property
    def ops(self) -> tuple[Operation, ...]:
        """The payload ops, as views (with their locations) of `snapshot`."""
        if self.kind != "op":
            return ()
        s = self.snapshot
        return tuple(Operation(s, i) for i in self.ids if i in s.ops)

    @property
    def values(self) -> tuple[Value, ...]:
        """The payload values, as views of `snapshot`."""
        if self.kind != "value":
            return ()
        s = self.snapshot
        return tuple(Value(s, i) for i in self.ids if i in s.values)


@dataclass(frozen=True, slots=True)
class OpChanges:
    """The payload ops a step (or a span of steps) created, erased and
    modified, as sorted op ids: created and modified ones are ops of the
    later payload, erased ones of the earlier."""

    created: tuple[int, ...]
    erased: tuple[int, ...]
    modified: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Step:
    """One transform op applied, or one PDL pattern rewrite.

    Steps are numbered in the order they started (an op with a region comes
    before the ops it ran, which are one `depth` deeper and name it as
    `parent`); `payload` is the payload after the step: the interpreter's
    own snapshot, not a copy."""

    index: int
    depth: int
    parent: int | None
    kind: StepKind
    name: str
    """The transform op's name, or the pattern's label."""
    loc: Location
    """The transform op's (or the pattern's) location."""
    text: str
    """The transform op as printed, its regions elided (`{...}`); for a
    pattern step, the pattern's label and its root op's name."""
    operands: tuple[Handle, ...]
    results: tuple[Handle, ...]
    outcome: OutcomeName
    diagnostics: tuple[Diagnostic, ...]
    """Reported during the step (not by the steps it ran), and the
    silenceable failure's own."""
    before: Snapshot
    payload: Snapshot
    seconds: float
    """Wall time of the step (with the steps it ran)."""
    start: int = 0
    """Position of `before` in the trace's `timeline`."""
    end: int = 0
    """Position of `payload` in the trace's `timeline`."""
    op: Operation | None = None
    """The transform op, as a view of the transform IR (None: a pattern)."""

    @property
    def changes(self) -> OpChanges:
        """The ops this step created, erased and modified."""
        return op_changes(self.before, self.payload)

    @property
    def created(self) -> tuple[Operation, ...]:
        """Ops the step created, as views of `payload`."""
        return tuple(Operation(self.payload, i) for i in self.changes.created)

    @property
    def erased(self) -> tuple[Operation, ...]:
        """Ops the step erased, as views of `before` (where they still are)."""
        return tuple(Operation(self.before, i) for i in self.changes.erased)

    @property
    def modified(self) -> tuple[Operation, ...]:
        """Ops the step changed in place, as views of `payload`."""
        return tuple(Operation(self.payload, i) for i in self.changes.modified)

    def highlighted(self) -> tuple[int, ...]:
        """The ops of `payload` the step's handles hold: the results', and
        the operands' that are still there."""
        seen: dict[int, None] = {}
        live = self.payload.ops
        for h in (*self.operands, *self.results):
            if h.kind == "op":
                for i in h.ids:
                    if i in live:
                        seen[i] = None
        return tuple(seen)


def op_changes(before: Snapshot, after: Snapshot) -> OpChanges:
    """Created, erased and modified ops between two snapshots: O(changes)
    when `after` descends from `before` through the rewriter, a comparison
    of the op maps otherwise."""
    if before is after:
        return OpChanges((), (), ())
    ids = after.changes_since(before)
    old, new = before.ops, after.ops
    created: list[int] = []
    erased: list[int] = []
    modified: list[int] = []
    if ids is None:
        for k, rec in new.items():
            prev = old.get(k)
            if prev is None:
                created.append(k)
            elif prev is not rec and prev != rec:
                modified.append(k)
        erased = [k for k in old if k not in new]
    else:
        for k in ids:
            now = new.get(k)
            was = old.get(k)
            if now is None:
                if was is not None:
                    erased.append(k)
            elif was is None:
                created.append(k)
            elif was is not now and was != now:
                modified.append(k)
    return OpChanges(tuple(sorted(created)), tuple(sorted(erased)), tuple(sorted(modified)))


@dataclass(frozen=True, slots=True)
class TraceDiff:
    """`Trace.diff(i, j)`: the printed payloads' unified diff, and the ops
    created, erased and modified from step i's payload to step j's."""

    text: str
    changes: OpChanges

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True, slots=True)
class History:
    """The data of a trace (`pdlx.trace.Trace` adds what prints it): its
    steps, in the order they started, and every payload snapshot the run
    went through, in time order."""

    kind: Literal["transform", "pdl"]
    initial: Snapshot
    """The payload before the first step."""
    steps: tuple[Step, ...]
    timeline: tuple[Snapshot, ...]
    """Distinct payloads in the order the run made them (`timeline[0]` is
    `initial`); `Step.start`/`Step.end` index it."""

    def __len__(self) -> int:
        return len(self.steps)

    def __getitem__(self, i: int) -> Step:
        return self.steps[i]

    def payload_at(self, i: int) -> Snapshot:
        """The payload after step `i` (-1: before the first step)."""
        return self.initial if i == -1 else self.steps[i].payload


__all__ = ["Handle", "History", "OpChanges", "Step", "TraceDiff", "op_changes"]
