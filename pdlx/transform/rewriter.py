"""Payload edits made by transform ops, with handles following replacements.

`TransformRewriter` is a pdlx `Rewriter` over the state's current payload
whose listener is a port of MLIR's (ErrorChecking)TrackingListener: when an
op is replaced, handles to it move to the op that defines the replacement
values (through casts, with the same name, or a constant); when no such op
exists and a live handle needs one, a silenceable failure is recorded.
`commit()` makes the edited payload the state's current snapshot.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

from pdlx.ir.context import Context
from pdlx.ir.diagnostics import Diagnostic, Severity
from pdlx.ir.interfaces import OpInterface
from pdlx.ir.location import Location
from pdlx.ir.rewriter import Listener, Rewriter
from pdlx.ir.snapshot import Snapshot
from pdlx.transform.outcome import Outcome, silenceable_from, success

CAST_OP_INTERFACE = "CastOpInterface"
CONSTANT_LIKE = "ConstantLike"


@dataclass(frozen=True, slots=True)
class FindPayloadReplacement(OpInterface):
    """MLIR's FindPayloadReplacementOpInterface::getNextOperands: when the
    tracking listener meets this op while looking for a replacement, it
    continues with the values `next_operands(rewriter, op)` returns."""

    next_operands: Callable[[Rewriter, int], Sequence[int]]


class TrackedState(Protocol):
    """What the tracking listener and rewriter need from the interpreter
    state (`pdlx.transform.state.TransformState` implements it): the handle
    maps to update and where to report. A protocol, so this module sits
    below the state that creates rewriters."""

    transform: Snapshot
    payload: Snapshot
    current_transform: dict[int, int]

    @property
    def current_listener(self) -> TrackingListener | None: ...

    def replace_payload_op(self, op: int, replacement: int | None) -> bool: ...

    def replace_payload_value(self, value: int, replacement: int | None) -> bool: ...

    def handles_for_payload_op(self, op: int, include_out_of_scope: bool = False) -> list[int]: ...

    def value_loc(self, value: int) -> Location: ...

    def value_region(self, value: int) -> int: ...

    def op_loc(self, op: int) -> Location: ...


class TrackingListener(Listener):
    """Keeps handles pointing at live payload ops while a transform op edits."""

    def __init__(self, state: TrackedState, transform_op: int, consumed: set[int]) -> None:
        self.state = state
        self.transform_op = transform_op
        self.consumed_handles = consumed
        self.status: Outcome = success()
        self.error_counter = 0
        self.require_matching_name = True
        self.skip_cast_ops = True

    # -- MLIR's notifyOperationErased / notifyOperationReplaced ---------------

    def notify_op_erased(self, rewriter: Rewriter, op: int) -> None:
        for r in rewriter.op_record(op).results:
            self.state.replace_payload_value(r, None)
        self.state.replace_payload_op(op, None)

    def notify_op_replaced(self, rewriter: Rewriter, op: int, new_values: tuple[int, ...]) -> None:
        state = self.state
        for old, new in zip(rewriter.op_record(op).results, new_values, strict=False):
            state.replace_payload_value(old, new)
        handles = state.handles_for_payload_op(op, include_out_of_scope=True)
        if not handles:
            return
        alive = next((h for h in handles if not self._is_dead(h)), None)
        if alive is None or any(h in self.consumed_handles for h in handles):
            state.replace_payload_op(op, None)
            return
        replacement, diag = self._find_replacement(rewriter, op, list(new_values))
        if replacement is None:
            assert diag is not None
            diag.attach_note(
                "replacement is required because this handle must be updated",
                state.value_loc(alive),
            )
            self._replacement_not_found(rewriter, op, new_values, diag)
            state.replace_payload_op(op, None)
            return
        state.replace_payload_op(op, replacement)

    # -- helpers -------------------------------------------------------------

    def _is_dead(self, handle: int) -> bool:
        """A handle is dead if all its users are the current transform op or
        happen before it (MLIR's skipHandleFn)."""
        t = self.state.transform
        region = self.state.value_region(handle)
        current = self.state.current_transform.get(region)
        if current is None:
            return False
        for user, _ in t.uses(handle):
            if user != current and not _happens_before(t, user, current):
                return False
        return True

    def _find_replacement(
        self, rewriter: Rewriter, op: int, values: list[int]
    ) -> tuple[int | None, Diagnostic | None]:
        ctx = Context.default()
        state = self.state
        diag = Diagnostic(
            Severity.ERROR,
            state.op_loc(self.transform_op),
            "tracking listener failed to find replacement op during application of this transform op",
        )
        name = rewriter.op_record(op).name
        while True:
            def_op = _common_defining_op(rewriter, values)
            if def_op is None:
                diag.attach_note("replacement values belong to different ops")
                return None, diag
            drec = rewriter.op_record(def_op)
            ddef = ctx.op(drec.name)
            traits = ddef.traits if ddef is not None else frozenset()
            if self.skip_cast_ops and CAST_OP_INTERFACE in traits:
                values = list(drec.operands)
                diag.attach_note("using output of 'CastOpInterface' op", drec.loc)
                continue
            if not self.require_matching_name or drec.name == name:
                return def_op, None
            if CONSTANT_LIKE in traits:
                return def_op, None
            finder = ddef.interface(FindPayloadReplacement) if ddef is not None else None
            if finder is not None:
                values = list(finder.next_operands(rewriter, def_op))
                diag.attach_note(
                    "using operands provided by 'FindPayloadReplacementOpInterface'", drec.loc
                )
                if values:
                    continue
            break
        diag.attach_note("ran out of suitable replacement values")
        return None, diag

    def _replacement_not_found(
        self, rewriter: Rewriter, op: int, values: tuple[int, ...], diag: Diagnostic
    ) -> None:
        # MLIR takes the new diagnostic first, then appends the earlier
        # ones: the notes below go to the oldest error, printed last.
        diags = [diag]
        if not self.status.succeeded:
            diags = diags + self.status.diagnostics
        self.status = silenceable_from(diags)
        n = self.error_counter
        self.status.attach_note(f"[{n}] replaced op", rewriter.op_record(op).loc)
        for i, v in enumerate(values):
            self.status.attach_note(f"[{n}] replacement value {i}", _value_loc(rewriter, v))
        self.error_counter += 1

    def check_and_reset(self) -> Outcome:
        s = self.status
        self.status = success()
        self.error_counter = 0
        return s


class TransformRewriter(Rewriter):
    """A payload rewriter bound to the state; `commit()` publishes the edits."""

    def __init__(self, state: TrackedState) -> None:
        listener = state.current_listener
        super().__init__(state.payload, [listener] if listener is not None else [])
        self.state = state

    def commit(self) -> Snapshot:
        snap = super().commit()
        self.state.payload = snap
        return snap


def _common_defining_op(rewriter: Rewriter, values: list[int]) -> int | None:
    def_op: int | None = None
    for v in values:
        rec = rewriter.value_record(v)
        owner = None if rec.is_arg else rec.owner
        if def_op is None:
            def_op = owner
            if def_op is None:
                return None
            continue
        if owner != def_op:
            return None
    return def_op


def _value_loc(rewriter: Rewriter, v: int) -> Location:
    rec = rewriter.value_record(v)
    if rec.is_arg:
        return (
            rec.loc
            if rec.loc is not None
            else rewriter.op_record(
                rewriter.region_record(rewriter.block_record(rec.owner).parent).parent
            ).loc
        )
    return rewriter.op_record(rec.owner).loc


def _happens_before(t: Snapshot, a: int, b: int) -> bool:
    """`a` or an ancestor comes before `b` in a block, and `b` is not inside `a`."""
    while a:
        if a != b and t.is_ancestor(a, b):
            return False
        block = t.ops[a].parent
        anc = b
        while anc and t.ops[anc].parent != block:
            anc = t.parent_op_of_op(anc)
        if anc:
            for o in t.block_ops(block):
                if o == a:
                    return True
                if o == anc:
                    return False
        a = t.parent_op_of_op(a)
    return False
