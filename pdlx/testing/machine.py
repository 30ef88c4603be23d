"""A hypothesis state machine for snapshots and rewriter edits.

pdlx's IR is persistent: a `Rewriter` edits a snapshot and `commit()`
returns a new one, leaving the old one as it was. `snapshot_machine()`
builds a `RuleBasedStateMachine` that loads payloads, makes random valid
edits through the public rewriter API (erase a dead op, replace the uses
of a result, set an operand, set and remove a discardable attribute) on any
snapshot seen so far, and checks the invariants after every step:

- every snapshot seen so far still prints exactly as it did when it was
  made (old snapshots are never changed by later edits);
- every snapshot verifies;
- every snapshot survives a print/parse round trip, in the generic and the
  custom form.

Run it on your own dialect by passing a strategy of payload texts and the
context your dialect is registered in:

    Machine = snapshot_machine(my_payload_texts(), ctx=my_context)
    TestMyDialectEdits = Machine.TestCase
"""

from __future__ import annotations

from dataclasses import dataclass

from hypothesis import strategies as st
from hypothesis.stateful import Bundle, RuleBasedStateMachine, initialize, invariant, rule

from pdlx.ir import types as T
from pdlx.ir.attributes import IntegerAttr
from pdlx.ir.context import IS_TERMINATOR, Context
from pdlx.ir.diagnostics import Severity
from pdlx.ir.rewriter import Rewriter
from pdlx.ir.snapshot import Snapshot
from pdlx.syntax.parser import parse
from pdlx.syntax.printer import print_module
from pdlx.testing.programs import INT_TYPES, programs
from pdlx.verify.verifier import verify

MARK = "pdlx.mark"
"""The discardable attribute the machine sets and removes."""

FUNCTION_OPS = frozenset({"func.func", "test.func"})
"""Ops whose entry block arguments the machine may substitute for values."""


@dataclass(frozen=True, slots=True)
class Seen:
    """A snapshot and its generic text when it was made."""

    snapshot: Snapshot
    text: str


def _enclosing_function(snap: Snapshot, op: int) -> int | None:
    cur = op
    while cur != snap.root:
        cur = snap.parent_op_of_op(cur)
        if snap.ops[cur].name in FUNCTION_OPS:
            return cur
    return None


def _entry_args(snap: Snapshot, func: int) -> list[int]:
    regions = snap.ops[func].regions
    if not regions or not snap.regions[regions[0]].blocks:
        return []
    return list(snap.blocks[snap.regions[regions[0]].blocks[0]].args)


def snapshot_machine(
    payloads: st.SearchStrategy[str] | None = None,
    *,
    ctx: Context | None = None,
    allow_unregistered: bool = True,
) -> type[RuleBasedStateMachine]:
    """A state machine class over payload texts drawn from `payloads`
    (default: `programs()` of `func`/`arith`/`scf`/`cf`), parsed in `ctx`;
    run it with its `.TestCase` (unittest/pytest) or `run_state_machine_as_test`."""
    context = ctx or Context.default()
    texts = (
        payloads
        if payloads is not None
        else programs(int_types=INT_TYPES, float_types=("f32",)).map(lambda p: p.text)
    )

    def may_terminate(snap: Snapshot, op: int) -> bool:
        """A terminator, or the last op of its block when unregistered (an
        unregistered op may be its block's terminator)."""
        rec = snap.ops[op]
        d = context.op(rec.name)
        if d is not None:
            return IS_TERMINATOR in d.traits
        return snap.block_op_list(rec.parent)[-1] == op

    class SnapshotMachine(RuleBasedStateMachine):
        """Random rewriter edits on snapshots; invariants after every step."""

        snapshots = Bundle("snapshots")

        def __init__(self) -> None:
            super().__init__()
            self.seen: list[Seen] = []

        def _add(self, snap: Snapshot) -> Snapshot:
            problems = [d for d in verify(snap, context) if d.severity is Severity.ERROR]
            assert not problems, f"the edited IR does not verify: {problems[0].message}"
            self.seen.append(Seen(snap, print_module(snap, context=context)))
            return snap

        @initialize(target=snapshots, text=texts)
        def load(self, text: str) -> Snapshot:
            snap = parse(text, "<payload>", context=context, allow_unregistered=allow_unregistered)
            return self._add(snap)

        @rule(target=snapshots, snap=snapshots, data=st.data())
        def erase_dead_op(self, snap: Snapshot, data: st.DataObject) -> Snapshot:
            dead = [
                o
                for o in snap.walk()
                if o != snap.root
                and snap.ops[o].name not in FUNCTION_OPS
                and not may_terminate(snap, o)
                and not any(snap.uses(r) for r in snap.ops[o].results)
            ]
            if not dead:
                return snap
            rw = Rewriter(snap)
            rw.erase_op(data.draw(st.sampled_from(dead), label="erased op"))
            return self._add(rw.commit())

        @rule(target=snapshots, snap=snapshots, data=st.data())
        def replace_uses(self, snap: Snapshot, data: st.DataObject) -> Snapshot:
            """Replace a result's uses by a function argument of its type
            (which dominates every op of the function)."""
            choices: list[tuple[int, int]] = []
            for o in snap.walk():
                func = _enclosing_function(snap, o)
                if func is None:
                    continue
                args = _entry_args(snap, func)
                for r in snap.ops[o].results:
                    t = snap.values[r].type
                    choices.extend((r, a) for a in args if snap.values[a].type == t)
            if not choices:
                return snap
            old, new = data.draw(st.sampled_from(choices), label="replaced value")
            rw = Rewriter(snap)
            rw.replace_all_uses(old, new)
            return self._add(rw.commit())

        @rule(target=snapshots, snap=snapshots, data=st.data())
        def set_operand(self, snap: Snapshot, data: st.DataObject) -> Snapshot:
            choices: list[tuple[int, int, int]] = []
            for o in snap.walk():
                func = _enclosing_function(snap, o)
                if func is None:
                    continue
                args = _entry_args(snap, func)
                for i, v in enumerate(snap.ops[o].operands):
                    t = snap.values[v].type
                    choices.extend((o, i, a) for a in args if snap.values[a].type == t)
            if not choices:
                return snap
            op, index, value = data.draw(st.sampled_from(choices), label="operand")
            rw = Rewriter(snap)
            rw.set_operand(op, index, value)
            return self._add(rw.commit())

        @rule(target=snapshots, snap=snapshots, data=st.data())
        def mark(self, snap: Snapshot, data: st.DataObject) -> Snapshot:
            ops = [o for o in snap.walk() if o != snap.root]
            if not ops:
                return snap
            op = data.draw(st.sampled_from(ops), label="marked op")
            rw = Rewriter(snap)
            if MARK in snap.ops[op].attributes and data.draw(st.booleans(), label="unmark"):
                rw.remove_attribute(op, MARK)
            else:
                value = data.draw(st.integers(-3, 3), label="mark")
                rw.set_attribute(op, MARK, IntegerAttr(value, T.IntegerType(64)))
            return self._add(rw.commit())

        @invariant()
        def old_snapshots_unchanged(self) -> None:
            for s in self.seen:
                assert print_module(s.snapshot, context=context) == s.text, (
                    "an edit changed a snapshot made before it"
                )

        @invariant()
        def round_trips(self) -> None:
            if not self.seen:
                return
            snap = self.seen[-1].snapshot
            for generic in (True, False):
                text = print_module(snap, generic=generic, context=context)
                again = parse(text, "<printed>", context=context, allow_unregistered=True)
                assert print_module(again, generic=generic, context=context) == text, (
                    f"the {'generic' if generic else 'custom'} form does not round-trip:\n{text}"
                )

    return SnapshotMachine


__all__ = ["MARK", "Seen", "snapshot_machine"]
