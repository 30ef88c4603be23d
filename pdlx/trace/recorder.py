"""Recording a run (`TraceRecorder`: the interpreter's `TransformObserver`
and the greedy driver's `RewriteObserver`) and the `Trace` it gives: a
`History` that prints itself as a diff, JSON, or the HTML report."""

from __future__ import annotations

import difflib
import time
from dataclasses import dataclass
from typing import Literal

from pdlx.ir.diagnostics import Diagnostic, DiagnosticSink
from pdlx.ir.location import Location
from pdlx.ir.records import OpRecord
from pdlx.ir.rewriter import Rewriter
from pdlx.ir.snapshot import Snapshot
from pdlx.ir.views import Operation
from pdlx.syntax.names import SSANames
from pdlx.syntax.printer import OpPrinter, print_module
from pdlx.trace.document import trace_json
from pdlx.trace.html import notebook_html, report_html
from pdlx.trace.model import Handle, History, OutcomeName, Step, TraceDiff, op_changes
from pdlx.trace.output import write_trace
from pdlx.transform.outcome import Kind, Outcome
from pdlx.transform.state import TransformState
from pdlx.transform.types import HandleKind

_OUTCOMES: dict[Kind, OutcomeName] = {
    Kind.SUCCESS: "success",
    Kind.SILENCEABLE: "silenceable",
    Kind.DEFINITE: "definite",
}


@dataclass(frozen=True, slots=True)
class Trace(History):
    """The history of one run (`match_and_transform(..., trace=True)`,
    `pdlx-opt --pdlx-trace=FILE`): `trace.steps[i]` is a `Step`,
    `trace.diff(i, j)` compares two of them; it shows as the HTML report in
    a notebook."""

    def diff(self, i: int, j: int) -> TraceDiff:
        """The unified diff of the printed payload after step `i` and after
        step `j` (-1: the payload before any step), and the op-level change
        set between them."""
        n = len(self.steps)
        for k in (i, j):
            if not isinstance(k, int) or not -1 <= k < n:
                raise IndexError(f"step {k} out of range: the trace has {n} steps")
        a, b = self.payload_at(i), self.payload_at(j)
        ta = print_module(a, generic=False).splitlines(keepends=True)
        tb = print_module(b, generic=False).splitlines(keepends=True)
        label = {-1: "input"}
        text = "".join(
            difflib.unified_diff(ta, tb, f"step {label.get(i, i)}", f"step {label.get(j, j)}")
        )
        return TraceDiff(text, op_changes(a, b))

    def to_json(self) -> dict[str, object]:
        """The trace as JSON data (what `--pdlx-trace=FILE.json` writes)."""
        return trace_json(self)

    def html(self) -> str:
        """The self-contained HTML report (`--pdlx-trace=FILE.html`)."""
        return report_html(self)

    def write(self, path: str) -> None:
        """Write the trace as JSON (a `.json` path) or the HTML report."""
        write_trace(self, path)

    def _repr_html_(self) -> str:
        return notebook_html(report_html(self))


class _Open:
    """A step that started and has not ended yet."""

    __slots__ = ("depth", "diagnostics", "op", "operands", "parent", "start", "t0")

    def __init__(
        self, op: int, depth: int, parent: int | None, start: int, operands: tuple[Handle, ...]
    ) -> None:
        self.op = op
        self.depth = depth
        self.parent = parent
        self.start = start
        self.operands = operands
        self.diagnostics: list[Diagnostic] = []
        self.t0 = time.perf_counter()


class TraceRecorder:
    """Records a trace: pass it as the interpreter's observer and install it
    with `observing_rewrites` for pattern steps. A step that fails still
    ends, so a failed run's trace holds the failing step."""

    def __init__(
        self, initial: Snapshot | None = None, kind: Literal["transform", "pdl"] = "transform"
    ) -> None:
        self.kind: Literal["transform", "pdl"] = kind
        self.timeline: list[Snapshot] = [] if initial is None else [initial]
        self.steps: list[Step | _Open] = []
        self.stack: list[int] = []
        self._sink: DiagnosticSink | None = None
        self._seen = 0
        self._last = time.perf_counter()
        self._texts: dict[tuple[int, int], str] = {}
        self._reported: dict[int, Diagnostic] = {}
        """id -> a diagnostic some step holds (kept alive: keys are ids)."""
        self._printers: dict[int, tuple[Snapshot, SSANames, OpPrinter]] = {}

    def __len__(self) -> int:
        return len(self.steps)

    # -- common ------------------------------------------------------------

    def _see(self, snap: Snapshot) -> int:
        tl = self.timeline
        if not tl or tl[-1] is not snap:
            tl.append(snap)
        return len(tl) - 1

    def _collect(self, sink: DiagnosticSink) -> None:
        """Give what `sink` received since last time to the innermost open step."""
        if sink is not self._sink:
            self._sink = sink
            self._seen = 0
        new = sink.diagnostics[self._seen :]
        self._seen = len(sink.diagnostics)
        if new and self.stack:
            top = self.steps[self.stack[-1]]
            if isinstance(top, _Open):
                top.diagnostics.extend(new)

    def _op_text(self, t: Snapshot, op: int) -> str:
        """The transform op as printed, regions elided (cached: a `foreach`
        body runs the same ops many times)."""
        key = (id(t), op)
        text = self._texts.get(key)
        if text is None:
            entry = self._printers.get(id(t))
            if entry is None or entry[0] is not t:
                printer = OpPrinter(t, generic=False)
                printer.skip_regions = True
                entry = (t, SSANames(t, t.root, generic=False), printer)
                self._printers[id(t)] = entry
            try:
                text = entry[2].print_op_in_scope(op, entry[1])
            except Exception:  # a custom printer that cannot do without its regions
                text = t.ops[op].name
            self._texts[key] = text
        return text

    # -- TransformObserver ---------------------------------------------------

    def before_transform(self, state: TransformState, op: int) -> None:
        """Open a step with what its operand handles hold now."""
        self._collect(state.sink)
        start = self._see(state.payload)
        rec = state.transform.ops[op]
        operands = tuple(_capture(state, h, f"operand #{i}") for i, h in enumerate(rec.operands))
        parent = self.stack[-1] if self.stack else None
        self.stack.append(len(self.steps))
        self.steps.append(_Open(op, len(self.stack) - 1, parent, start, operands))

    def after_transform(self, state: TransformState, op: int, outcome: Outcome | None) -> None:
        """Close the innermost step: its outcome, results and payload."""
        self._collect(state.sink)
        if not self.stack:
            return
        index = self.stack.pop()
        o = self.steps[index]
        assert isinstance(o, _Open)
        end = self._see(state.payload)
        t = state.transform
        rec = t.ops[op]
        kind: OutcomeName = "definite" if outcome is None else _OUTCOMES[outcome.kind]
        diags = list(o.diagnostics)
        if outcome is not None and outcome.is_silenceable:
            # A failure an enclosing op propagates is its nested step's.
            diags.extend(d for d in outcome.diagnostics if id(d) not in self._reported)
        for d in diags:
            self._reported[id(d)] = d
        results: tuple[Handle, ...] = ()
        if kind != "definite":
            results = tuple(_capture(state, r, f"result #{i}") for i, r in enumerate(rec.results))
        now = time.perf_counter()
        self._last = now
        self.steps[index] = Step(
            index, o.depth, o.parent, "transform", rec.name, rec.loc, self._op_text(t, op),
            o.operands, results, kind, tuple(diags), self.timeline[o.start], state.payload,
            now - o.t0, o.start, end, Operation(t, op),
        )  # fmt: skip

    # -- RewriteObserver -------------------------------------------------------

    def rewrite_applied(
        self, rw: Rewriter, root: int, root_before: OpRecord, pattern: str, pattern_loc: Location
    ) -> None:
        """A pattern step: its root op before and (if it is left) after."""
        after = rw.snapshot()
        start = len(self.timeline) - 1 if self.timeline else self._see(after)
        before = self.timeline[start]
        end = self._see(after)
        now = time.perf_counter()
        parent = self.stack[-1] if self.stack else None
        operands = (Handle("root", "op", before, (root,) if root in before.ops else ()),)
        results = (Handle("root", "op", after, (root,) if root in after.ops else ()),)
        step = Step(
            len(self.steps), len(self.stack), parent, "pattern", pattern, pattern_loc,
            f"{pattern} rooted at '{root_before.name}'", operands, results, "success", (),
            before, after, now - self._last, start, end,
        )  # fmt: skip
        self.steps.append(step)
        self._last = now

    # -- result --------------------------------------------------------------

    def trace(self, final: Snapshot | None = None) -> Trace:
        """The trace so far (`final`: the payload the run ended with, when
        the recorder did not see it). Steps still open (the run raised) end
        as definite failures at the last payload seen."""
        if final is not None and (not self.timeline or not self.steps):
            self._see(final)
        if not self.timeline:
            raise ValueError("nothing was recorded: no payload was seen")
        tl = self.timeline
        last = len(tl) - 1
        steps: list[Step] = []
        for i, s in enumerate(self.steps):
            if isinstance(s, _Open):
                before = tl[s.start]
                s = Step(
                    i, s.depth, s.parent, "transform", "", before.ops[before.root].loc, "",
                    s.operands, (), "definite", tuple(s.diagnostics), before, tl[last], 0.0,
                    s.start, last,
                )  # fmt: skip
            steps.append(s)
        return Trace(self.kind, tl[0], tuple(steps), tuple(tl))


def _capture(state: TransformState, handle: int, name: str) -> Handle:
    """What `handle` holds now (nothing when it is not mapped: an
    invalidated handle, or one not bound yet)."""
    payload = state.payload
    try:
        loc = state.value_loc(handle)
        kind = state.kind(handle)
        if not state.is_mapped(handle):
            return Handle(name, _KINDS[kind], payload, loc=loc)
        if kind is HandleKind.OP:
            return Handle(name, "op", payload, tuple(state.payload_ops(handle)), loc=loc)
        if kind is HandleKind.VALUE:
            return Handle(name, "value", payload, tuple(state.payload_values(handle)), loc=loc)
        return Handle(name, "param", payload, params=tuple(state.params(handle)), loc=loc)
    except (KeyError, IndexError):
        return Handle(name, "op", payload)


_KINDS: dict[HandleKind, Literal["op", "value", "param"]] = {
    HandleKind.OP: "op",
    HandleKind.VALUE: "value",
    HandleKind.PARAM: "param",
    HandleKind.NONE: "param",
}


__all__ = ["Trace", "TraceRecorder"]
