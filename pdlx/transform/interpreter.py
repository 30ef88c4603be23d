"""Applying transform ops: MLIR's TransformState::applyTransform and friends.

For each transform op: check that no operand handle was invalidated (always,
not only with "expensive checks"), record which handles the op invalidates by
consuming its operands, run its semantics with a tracking listener, then
forget consumed handles and bind the results.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from pdlx.ir.context import Context
from pdlx.ir.diagnostics import Diagnostic, DiagnosticError, Severity
from pdlx.ir.location import Location
from pdlx.ir.snapshot import Snapshot
from pdlx.ir.views import Operation
from pdlx.transform.extension import (
    TransformSemantics,
    check_nested_consumption,
    is_handle_consumed,
    semantics_of,
)
from pdlx.transform.outcome import Kind, Outcome, definite, silenceable_from, success
from pdlx.transform.results import TransformResults
from pdlx.transform.rewriter import TrackingListener
from pdlx.transform.state import InvalidationReporter, TransformState
from pdlx.transform.types import HandleKind

SILENCE_TRACKING_FAILURES_ATTR = "transform.silence_tracking_failures"


@dataclass(slots=True, frozen=True)
class _Plan:
    """What applying one transform op needs that never changes during a run
    (the transform IR is immutable): looked up once per op, not per payload
    op a matcher is tried on."""

    sem: TransformSemantics
    region: int
    consumed: tuple[int, ...]
    consumed_set: frozenset[int]
    allows_repeated: bool
    silence_tracking: bool


class Interpreter:
    """Dispatches transform ops to their registered semantics."""

    def __init__(self, context: Context | None = None, max_steps: int | None = None) -> None:
        self.ctx = context or Context.default()
        self._plans: dict[int, _Plan | None] = {}
        self._plans_of: Snapshot | None = None
        self.max_steps = max_steps
        """At most this many transform op applications in a run (None: no
        limit, as MLIR): a script that loops (a recursive `include`, a
        `foreach_match` action that keeps matching) then stops with an
        error at the op that would have been one too many."""
        self.steps = 0

    def semantics(self, state: TransformState, op: int) -> TransformSemantics | None:
        return semantics_of(self.ctx, state.transform.ops[op].name)

    def plan(self, state: TransformState, op: int) -> _Plan | None:
        """The cached plan of transform op `op` (None: not a transform op)."""
        t = state.transform
        if self._plans_of is not t:
            self._plans_of = t
            self._plans = {}
        plans = self._plans
        if op in plans:
            return plans[op]
        rec = t.ops[op]
        sem = semantics_of(self.ctx, rec.name)
        plan: _Plan | None = None
        if sem is not None:
            view = Operation(t, op)
            eff = sem.effects(view)
            plan = _Plan(
                sem,
                t.blocks[rec.parent].parent,
                tuple(sorted(eff.consumed)),
                eff.consumed,
                sem.allows_repeated(view),
                SILENCE_TRACKING_FAILURES_ATTR in rec.attributes,
            )
        plans[op] = plan
        return plan

    def is_match_op(self, state: TransformState, op: int) -> bool:
        """MatchOpInterface: whether `op` may appear in a matcher body."""
        plan = self.plan(state, op)
        return plan is not None and plan.sem.match_op

    def apply_transform(self, state: TransformState, op: int) -> Outcome:
        t = state.transform
        rec = t.ops[op]
        if self.max_steps is not None:
            self.steps += 1
            if self.steps > self.max_steps:
                state.sink.error(
                    rec.loc,
                    f"the transform interpreter's step limit was reached: {self.max_steps} "
                    "transform op applications",
                )
                return definite()
        plan = self.plan(state, op)
        if plan is None:
            d = state.sink.error(rec.loc, f"'{rec.name}' is not a transform op that pdlx can apply")
            del d
            return definite()
        sem = plan.sem
        state.current_transform[plan.region] = op
        consumed = plan.consumed

        # Invalidation checks (always on).
        if not _check_and_record_invalidation(state, op, plan):
            return definite()
        if consumed and not plan.allows_repeated:
            for i in consumed:
                h = rec.operands[i]
                k = state.kind(h)
                if k is HandleKind.OP:
                    out = _check_repeated(state, op, i, state.payload_ops_view(h), "op")
                elif k is HandleKind.VALUE:
                    out = _check_repeated(state, op, i, state.payload_values(h), "value")
                else:
                    continue
                if not out.succeeded:
                    return out

        # Remember what consumed handles point to, before the payload changes.
        orig_results: list[int] = []
        orig_ops: list[int] = []
        for i in consumed:
            h = rec.operands[i]
            k = state.kind(h)
            if k is HandleKind.OP:
                for p in state.payload_ops(h):
                    orig_results.extend(state.payload.ops[p].results)
            elif k is HandleKind.VALUE:
                for v in state.payload_values(h):
                    vrec = state.payload.values[v]
                    if vrec.is_arg:
                        orig_ops.extend(state.payload.block_ops(vrec.owner))
                    else:
                        orig_ops.append(vrec.owner)
            else:
                d = state.sink.error(
                    rec.loc, f"unexpectedly consumed a value that is not a handle as operand #{i}"
                )
                d.attach_note(
                    f"value defined here with type '{t.values[h].type}'", state.value_loc(h)
                )
                return definite()

        listener = TrackingListener(state, op, {rec.operands[i] for i in consumed})
        outer_listener = state.current_listener
        state.current_listener = listener
        results = TransformResults([state.kind(r) for r in rec.results])
        try:
            outcome = sem.apply(Operation(t, op), results, state)
        except (DiagnosticError, MemoryError):
            raise
        except Exception as e:  # a bug in the op's semantics: a located error
            state.sink.error(rec.loc, f"transform op '{rec.name}' raised {type(e).__name__}: {e}")
            return definite()
        finally:
            state.current_listener = outer_listener
        if not isinstance(outcome, Outcome):
            state.sink.error(
                rec.loc,
                f"transform op '{rec.name}' returned {type(outcome).__name__}, not an Outcome",
            )
            return definite()
        state.compact_op_handles()

        tracking = listener.check_and_reset()
        if not sem.report_tracking_failures or plan.silence_tracking:
            tracking = success()
        if not tracking.succeeded:
            if outcome.succeeded:
                outcome = tracking
            elif outcome.is_silenceable:
                outcome.attach_note(f"tracking listener also failed: {tracking.message()}")
        if outcome.is_definite:
            return outcome
        if outcome.is_silenceable:
            results.set_remaining_to_empty()
            if state.explain is not None:
                state.explain.failed(op)

        for i in consumed:
            h = rec.operands[i]
            k = state.kind(h)
            if k is HandleKind.OP:
                state.forget_mapping(h, orig_results)
            elif k is HandleKind.VALUE:
                state.forget_value_mapping(h, orig_ops)

        for idx, r in enumerate(rec.results):
            if not state.set_mapped(r, results.get(idx)):
                return definite()
        return outcome


# ---------------------------------------------------------------------------
# Handle invalidation (MLIR's checkAndRecordHandleInvalidation)
# ---------------------------------------------------------------------------


def _check_and_record_invalidation(state: TransformState, op: int, plan: _Plan) -> bool:
    if not plan.consumed and not state.invalidated:
        return True  # the common case of read-only ops: nothing to check or record
    newly: dict[int, InvalidationReporter] = {}
    ok = _check_and_record_impl(state, op, plan, newly)
    state.invalidated.update(newly)
    return ok


def _check_and_record_impl(
    state: TransformState,
    op: int,
    plan: _Plan,
    newly: dict[int, InvalidationReporter],
) -> bool:
    t = state.transform
    loc = t.ops[op].loc
    consumed = plan.consumed_set
    for i, h in enumerate(t.ops[op].operands):
        report = state.invalidated.get(h)
        if report is not None:
            report(loc)
            return False
        if h in newly and not plan.allows_repeated:
            newly[h](loc)
            return False
        if i not in consumed:
            continue
        k = state.kind(h)
        if k is HandleKind.OP:
            _record_op_handle_invalidation(state, op, i, state.payload_ops(h), None, newly)
        elif k is HandleKind.VALUE:
            _record_value_handle_invalidation(state, op, i, newly)
    return True


def _record_op_handle_invalidation(
    state: TransformState,
    owner: int,
    operand_no: int,
    ancestors: Sequence[int],
    through_value: int | None,
    newly: dict[int, InvalidationReporter],
) -> None:
    t = state.transform
    handle = t.ops[owner].operands[operand_no]
    owner_loc = t.ops[owner].loc
    sink = state.sink
    if not ancestors:

        def report_empty(current: Location) -> None:
            d = sink.error(
                current,
                "op uses a handle associated with empty payload and invalidated by a "
                "previously executed transform op",
            )
            d.attach_note(
                f"invalidated by this transform op that consumes its operand #{operand_no}",
                owner_loc,
            )

        newly[handle] = report_empty
        return
    payload = state.payload
    for region in reversed(list(state.mappings)):
        m = state.mappings[region]
        for payload_op, others in list(m.reverse.items()):
            for other in others:
                _record_op_one(
                    state, owner, operand_no, ancestors, payload_op, other, through_value, newly
                )
        for payload_value, vhandles in list(m.reverse_values.items()):
            for vh in vhandles:
                _record_value_by_op_one(
                    state, owner, operand_no, ancestors, payload_value, vh, newly
                )
        if state.region_isolated(region):
            break
    del payload


def _record_op_one(
    state: TransformState,
    owner: int,
    operand_no: int,
    ancestors: Sequence[int],
    payload_op: int,
    other: int,
    through_value: int | None,
    newly: dict[int, InvalidationReporter],
) -> None:
    if other in state.invalidated or other in newly:
        return
    payload = state.payload
    sink = state.sink
    for anc in ancestors:
        if not payload.is_ancestor(anc, payload_op):
            continue
        ancestor_loc = payload.ops[anc].loc
        op_loc = payload.ops[payload_op].loc
        other_loc = state.value_loc(other)
        owner_loc = state.op_loc(owner)
        through_loc = (
            _payload_value_loc(state, through_value) if through_value is not None else None
        )

        def report(
            current: Location,
            other_loc: Location = other_loc,
            owner_loc: Location = owner_loc,
            ancestor_loc: Location = ancestor_loc,
            op_loc: Location = op_loc,
            through_loc: Location | None = through_loc,
        ) -> None:
            d = sink.error(
                current, "op uses a handle invalidated by a previously executed transform op"
            )
            d.attach_note("handle to invalidated ops", other_loc)
            d.attach_note(
                f"invalidated by this transform op that consumes its operand #{operand_no} and "
                "invalidates all handles to payload IR entities associated with this operand "
                "and entities nested in them",
                owner_loc,
            )
            d.attach_note("ancestor payload op", ancestor_loc)
            d.attach_note("nested payload op", op_loc)
            if through_loc is not None:
                d.attach_note("consumed handle points to this payload value", through_loc)

        newly[other] = report


def _record_value_by_op_one(
    state: TransformState,
    owner: int,
    operand_no: int,
    ancestors: Sequence[int],
    payload_value: int,
    value_handle: int,
    newly: dict[int, InvalidationReporter],
) -> None:
    if value_handle in state.invalidated or value_handle in newly:
        return
    payload = state.payload
    sink = state.sink
    vrec = payload.values[payload_value]
    for anc in ancestors:
        if vrec.is_arg:
            block = vrec.owner
            region = payload.blocks[block].parent
            defining = payload.regions[region].parent
            arg_no = vrec.index
            block_no = payload.regions[region].blocks.index(block)
            region_no = payload.ops[defining].regions.index(region)
            what = f"op defining the value as block argument #{arg_no} of block #{block_no} in region #{region_no}"
        else:
            defining = vrec.owner
            what = f"op defining the value as result #{vrec.index}"
        if not payload.is_ancestor(anc, defining):
            continue
        handle_loc = state.value_loc(value_handle)
        owner_loc = state.op_loc(owner)
        ancestor_loc = payload.ops[anc].loc
        op_loc = payload.ops[defining].loc
        value_loc = _payload_value_loc(state, payload_value)

        def report(
            current: Location,
            handle_loc: Location = handle_loc,
            owner_loc: Location = owner_loc,
            ancestor_loc: Location = ancestor_loc,
            what: str = what,
            op_loc: Location = op_loc,
            value_loc: Location = value_loc,
        ) -> None:
            d = sink.error(
                current, "op uses a handle invalidated by a previously executed transform op"
            )
            d.attach_note("invalidated handle", handle_loc)
            d.attach_note(
                f"invalidated by this transform op that consumes its operand #{operand_no} and "
                "invalidates all handles to payload IR entities associated with this operand "
                "and entities nested in them",
                owner_loc,
            )
            d.attach_note("ancestor op associated with the consumed handle", ancestor_loc)
            d.attach_note(what, op_loc)
            d.attach_note("payload value", value_loc)

        newly[value_handle] = report


def _record_value_handle_invalidation(
    state: TransformState, owner: int, operand_no: int, newly: dict[int, InvalidationReporter]
) -> None:
    t = state.transform
    handle = t.ops[owner].operands[operand_no]
    sink = state.sink
    payload = state.payload
    owner_loc = t.ops[owner].loc
    for pv in state.payload_values(handle):
        for other in state.handles_for_payload_value(pv):
            other_loc = state.value_loc(other)
            value_loc = _payload_value_loc(state, pv)

            def report(
                current: Location, other_loc: Location = other_loc, value_loc: Location = value_loc
            ) -> None:
                d = sink.error(
                    current, "op uses a handle invalidated by a previously executed transform op"
                )
                d.attach_note("invalidated handle", other_loc)
                d.attach_note(
                    f"invalidated by this transform op that consumes its operand #{operand_no} and "
                    "invalidates handles to the same values as associated with it",
                    owner_loc,
                )
                d.attach_note("payload value", value_loc)

            newly[other] = report
        vrec = payload.values[pv]
        if vrec.is_arg:
            for o in payload.block_ops(vrec.owner):
                _record_op_handle_invalidation(state, owner, operand_no, [o], pv, newly)
        else:
            _record_op_handle_invalidation(state, owner, operand_no, [vrec.owner], pv, newly)


def _payload_value_loc(state: TransformState, v: int) -> Location:
    p = state.payload
    rec = p.values[v]
    if rec.is_arg:
        if rec.loc is not None:
            return rec.loc
        return p.ops[p.regions[p.blocks[rec.owner].parent].parent].loc
    return p.ops[rec.owner].loc


def _check_repeated(
    state: TransformState, op: int, operand_no: int, payload: Sequence[int | None], what: str
) -> Outcome:
    seen: set[int] = set()
    for p in payload:
        if p is None:
            continue
        if p in seen:
            d = Diagnostic(
                Severity.ERROR,
                state.op_loc(op),
                f"a handle passed as operand #{operand_no} and consumed by this operation points "
                "to a payload entity more than once",
            )
            if what == "op":
                d.attach_note("repeated target op", state.payload.ops[p].loc)
            else:
                d.attach_note("repeated target value", _payload_value_loc(state, p))
            return silenceable_from([d])
        seen.add(p)
    return success()


__all__ = ["Interpreter", "Kind", "check_nested_consumption", "is_handle_consumed"]
