"""How a transform op gets its behaviour: semantics attached to its OpDef.

Every transform op — the core ones included — is registered through this
module: its syntax and verifier through the ODS API (pdlx.dialects), its
semantics here (an `apply` function), together with what MLIR expresses as
memory effects: which operands it consumes, whether it reads or modifies the
payload. `apply_each` is MLIR's TransformEachOpTrait.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from pdlx import ods
from pdlx.ir.attributes import Attribute
from pdlx.ir.context import Context, OpDef
from pdlx.ir.diagnostics import Diagnostic, Severity
from pdlx.ir.interfaces import OpInterface
from pdlx.ir.location import Location
from pdlx.ir.views import Operation
from pdlx.transform.outcome import Kind, Outcome, definite, silenceable_from, success
from pdlx.transform.results import TransformResults
from pdlx.transform.state import MappedValue, TransformState
from pdlx.transform.types import HandleKind, handle_kind
from pdlx.verify.verifier import op_diag, op_error


@dataclass(frozen=True, slots=True)
class Effects:
    """MLIR's memory effects of a transform op, as the interpreter needs them.

    Every operand not listed in `consumed` is only read, unless listed in
    `unspecified` (no effect declared at all, which TransformOpInterface's
    verifier rejects: "requires memory effects on operands to be
    specified"). Every result is produced (Allocate + Write) unless listed
    in `unallocated_results` (rejected likewise)."""

    consumed: frozenset[int] = frozenset()
    """Operand numbers whose handles the op consumes (Read + Free)."""
    reads_payload: bool = False
    modifies_payload: bool = False
    unspecified: frozenset[int] = frozenset()
    """Operand numbers with no declared effect (a misdefined op)."""
    unallocated_results: frozenset[int] = frozenset()
    """Result numbers without the 'allocate' effect (a misdefined op)."""


ApplyFn = Callable[[Operation, TransformResults, TransformState], Outcome]
"""An op's `apply`: (the transform op, its results to fill, the state)."""
EffectsFn = Callable[[Operation], Effects]
"""An op's memory effects (MLIR's getEffects), by op."""


@dataclass(slots=True)
class TransformSemantics(OpInterface):
    """TransformOpInterface: what makes an op a transform op the interpreter
    can apply. Registered on the op's definition (`attach`) and looked up
    with `semantics_of`."""

    apply: ApplyFn
    effects: EffectsFn
    allows_repeated_handle_operands: bool | Callable[[Operation], bool] = False
    """TransformOpInterface::allowsRepeatedHandleOperands; a callable when it
    depends on the op (merge_handles: only with `deduplicate`). Ask through
    `allows_repeated(op)`."""
    report_tracking_failures: bool = False
    """ReportTrackingListenerFailuresOpTrait."""
    match_op: bool = False
    """MatchOpInterface: allowed in matcher sequences."""
    navigation_op: bool = False
    possible_top_level: bool = False
    """PossibleTopLevelTransformOpTrait."""

    def allows_repeated(self, op: Operation) -> bool:
        """TransformOpInterface::allowsRepeatedHandleOperands for `op`."""
        a = self.allows_repeated_handle_operands
        return a(op) if callable(a) else bool(a)


def fixed_effects(
    consumed: Sequence[int] = (), *, reads_payload: bool = False, modifies_payload: bool = False
) -> EffectsFn:
    eff = Effects(frozenset(consumed), reads_payload or modifies_payload, modifies_payload)
    return lambda op: eff


def attach(opdef: OpDef, semantics: TransformSemantics) -> OpDef:
    """Give an op definition its transform semantics."""
    return opdef.implement(semantics)


def semantics_of(ctx: Context, name: str) -> TransformSemantics | None:
    """The transform semantics of op `name` in `ctx`, or None."""
    opdef = ctx.op(name)
    if opdef is None:
        return None
    return opdef.interface(TransformSemantics)


def is_transform_op(ctx: Context, name: str) -> bool:
    """isa<TransformOpInterface>: the op has transform semantics."""
    return semantics_of(ctx, name) is not None


def is_handle_consumed(state: TransformState, op: int, operand: int) -> bool:
    """Whether transform op `op` consumes its operand #`operand`."""
    sem = semantics_of(Context.default(), state.transform.ops[op].name)
    if sem is None:
        return False
    return operand in sem.effects(Operation(state.transform, op)).consumed


def check_nested_consumption(state: TransformState, loc: Location, targets: Sequence[int]) -> bool:
    """A consumed handle must not list an ancestor before its descendant."""
    payload = state.payload
    for i, parent in enumerate(targets):
        for child in targets[i + 1 :]:
            if payload.is_ancestor(parent, child):
                d = state.sink.error(
                    loc,
                    "transform operation consumes a handle pointing to an ancestor payload "
                    "operation before its descendant",
                )
                d.attach_note(
                    "the ancestor is likely erased or rewritten before the descendant is "
                    "accessed, leading to undefined behavior"
                )
                d.attach_note("ancestor payload op", payload.ops[parent].loc)
                d.attach_note("descendant payload op", payload.ops[child].loc)
                return False
    return True


# ---------------------------------------------------------------------------
# TransformEachOpTrait
# ---------------------------------------------------------------------------

ApplyToOne = Callable[[int, TransformState], Outcome | Sequence[MappedValue | None]]
"""(payload op id, state) -> the op's results for this target (one entry per
transform result, None meaning "no value"), or an Outcome for failures."""


def apply_each(
    op: Operation,
    results: TransformResults,
    state: TransformState,
    apply_to_one: ApplyToOne,
    *,
    accepts: Callable[[int], bool] | None = None,
) -> Outcome:
    """Apply `apply_to_one` to each payload op of operand #0, collecting and
    transposing results, as MLIR's TransformEachOpTrait::apply does."""
    handle = op.snapshot.ops[op.id].operands[0]
    targets = state.payload_ops(handle)
    if is_handle_consumed(state, op.id, 0) and not check_nested_consumption(state, op.loc, targets):
        return definite()
    nres = len(op.snapshot.ops[op.id].results)
    if not targets:
        for i in range(nres):
            results.set_mapped(i, [])
        return success()
    collected: list[Sequence[MappedValue | None]] = []
    silenced: list[Diagnostic] = []
    for target in targets:
        if accepts is not None and not accepts(target):
            d = Diagnostic(Severity.ERROR, op.loc, "transform applied to the wrong op kind")
            d.attach_note("when applied to this op", state.payload.ops[target].loc)
            silenced.append(d)
            continue
        # The target's location, read before applying: apply_to_one may erase it.
        tloc = state.payload.ops[target].loc
        res = apply_to_one(target, state)
        if isinstance(res, Outcome):
            if res.kind is Kind.DEFINITE:
                return definite()
            if res.kind is Kind.SILENCEABLE:
                silenced.extend(res.diagnostics)
                continue
            res = []
        partial = list(res)
        if not _check_apply_to_one(op, state, tloc, partial, nres):
            return definite()
        collected.append(partial)
    transposed: list[list[MappedValue]] = [[] for _ in range(nres)]
    for produced in collected:
        if any(v is None for v in produced):
            continue
        for i, v in enumerate(produced):
            assert v is not None
            transposed[i].append(v)
    for i in range(nres):
        results.set_mapped(i, transposed[i])
    if silenced:
        return silenceable_from(silenced)
    return success()


def _check_apply_to_one(
    op: Operation,
    state: TransformState,
    tloc: Location,
    partial: list[MappedValue | None],
    nres: int,
) -> bool:
    loc = op.loc
    name = op.name
    if len(partial) != nres:
        d = state.sink.error(
            loc,
            f"application of {name} expected to produce {nres} results (actually produced {len(partial)}).",
        )
        d.attach_note("when applied to this op", tloc)
        d.attach_note(
            "if you need variadic results, consider a generic `apply` instead of the specialized `applyToOne`.",
            loc,
        )
        return False
    for i, v in enumerate(partial):
        if v is None:
            continue
        kind = state.kind(op.snapshot.ops[op.id].results[i])
        if kind is HandleKind.OP and (isinstance(v, Attribute) or v not in state.payload.ops):
            what = "an Operation *"
        elif kind is HandleKind.PARAM and not isinstance(v, Attribute):
            what = "an Attribute"
        elif kind is HandleKind.VALUE and (
            isinstance(v, Attribute) or v not in state.payload.values
        ):
            what = "a Value"
        else:
            continue
        d = state.sink.error(
            loc, f"application of {name} expected to produce {what} for result #{i}"
        )
        d.attach_note("when applied to this op", tloc)
        return False
    return True


# ---------------------------------------------------------------------------
# Effects shared by families of ops (MLIR's op traits that provide getEffects)
# ---------------------------------------------------------------------------


def navigation_effects(op: Operation) -> Effects:
    """NavigationTransformOpTrait: operands only read, results produced, the
    payload only read."""
    return Effects(frozenset(), True, False)


def read_only_effects(op: Operation) -> Effects:
    """Operands read, results produced, no payload effect (handle
    manipulation: merge_handles, split_handle, replicate, ...)."""
    return Effects()


def param_producer_effects(op: Operation) -> Effects:
    """ParamProducerTransformOpTrait: operands read, results produced, and
    the payload read when some operand is an op or value handle."""
    snap = op.snapshot
    reads = any(
        handle_kind(snap.values[v].type) in (HandleKind.OP, HandleKind.VALUE)
        for v in snap.ops[op.id].operands
    )
    return Effects(frozenset(), reads, False)


# ---------------------------------------------------------------------------
# Matcher traits (MatchInterfaces.h): SingleOpMatcher, AtMostOneOpMatcher,
# SingleValueMatcher
# ---------------------------------------------------------------------------

MatchOperationFn = Callable[[Operation, int | None, TransformResults, TransformState], Outcome]
"""(transform op, payload op or None, results, state) -> outcome."""
MatchValueFn = Callable[[Operation, int, TransformResults, TransformState], Outcome]


def _operand_handle(op: Operation) -> int:
    return op.snapshot.ops[op.id].operands[0]


def at_most_one_op_matcher(match: MatchOperationFn) -> ApplyFn:
    """AtMostOneOpMatcherOpTrait::apply: the operand handle (operand #0)
    must point to at most one payload op; `match` gets it, or None."""

    def apply(op: Operation, results: TransformResults, state: TransformState) -> Outcome:
        payload = state.payload_ops(_operand_handle(op))
        if len(payload) > 1:
            state.sink.error(
                op.loc,
                "AtMostOneOpMatcherOpTrait requires the operand handle to point to at most one "
                "payload op",
            )
            return definite()
        return match(op, payload[0] if payload else None, results, state)

    return apply


def single_op_matcher(match: MatchOperationFn) -> ApplyFn:
    """SingleOpMatcherOpTrait::apply: the operand handle (operand #0) must
    point to exactly one payload op, which `match` gets."""

    def apply(op: Operation, results: TransformResults, state: TransformState) -> Outcome:
        payload = state.payload_ops(_operand_handle(op))
        if len(payload) != 1:
            state.sink.error(
                op.loc,
                "SingleOpMatchOpTrait requires the operand handle to point to a single payload op",
            )
            return definite()
        return match(op, payload[0], results, state)

    return apply


def single_value_matcher(match: MatchValueFn) -> ApplyFn:
    """SingleValueMatcherOpTrait::apply: the value handle (operand #0) must
    point to exactly one payload value, which `match` gets."""

    def apply(op: Operation, results: TransformResults, state: TransformState) -> Outcome:
        payload = state.payload_values(_operand_handle(op))
        if len(payload) != 1:
            state.sink.error(
                op.loc,
                "SingleValueMatchOpTrait requires the value handle to point to a single payload "
                "value",
            )
            return definite()
        return match(op, payload[0], results, state)

    return apply


# ---------------------------------------------------------------------------
# Verification traits: what MLIR verifies for every transform op
# ---------------------------------------------------------------------------


def _verify_transform_op_interface(op: Operation, ctx: Context) -> Diagnostic | None:
    """MLIR's verifyTransformOpInterface: every operand has a declared
    effect, consuming ops modify the payload, every result is produced."""
    sem = semantics_of(ctx, op.name)
    if sem is None:
        return None
    eff = sem.effects(op)
    rec = op.snapshot.ops[op.id]
    for i in range(len(rec.operands)):
        if i in eff.unspecified:
            d = op_diag(
                op.snapshot,
                op.id,
                "TransformOpInterface requires memory effects on operands to be specified",
            )
            d.attach_note(f"no effects specified for operand #{i}")
            return d
    consumed = sorted(i for i in eff.consumed if i < len(rec.operands))
    if consumed and not eff.modifies_payload:
        d = op_diag(
            op.snapshot,
            op.id,
            "TransformOpInterface expects ops consuming operands to have a 'write' effect on "
            "the payload resource",
        )
        d.attach_note(f"consumes operand #{consumed[0]}")
        return d
    for i in range(len(rec.results)):
        if i in eff.unallocated_results:
            d = op_diag(
                op.snapshot,
                op.id,
                "TransformOpInterface requires 'allocate' memory effect to be specified for "
                "results",
            )
            d.attach_note(f"no 'allocate' effect specified for result #{i}")
            return d
    return None


def _verify_possible_top_level(op: Operation, ctx: Context) -> Diagnostic | None:
    """MLIR's verifyPossibleTopLevelTransformOpTrait."""
    snap = op.snapshot
    rec = snap.ops[op.id]
    if not rec.regions:
        return op_error(snap, op.id, "expects at least one region")
    blocks = snap.regions[rec.regions[0]].blocks
    if len(blocks) != 1:
        return op_error(snap, op.id, "expects a single-block region")
    args = snap.blocks[blocks[0]].args
    if not args:
        return op_error(snap, op.id, "expects the entry block to have at least one argument")
    if handle_kind(snap.values[args[0]].type) is not HandleKind.OP:
        return op_error(
            snap,
            op.id,
            "expects the first entry block argument to be of type implementing "
            "TransformHandleTypeInterface",
        )
    if rec.operands and snap.values[args[0]].type != snap.values[rec.operands[0]].type:
        return op_error(
            snap, op.id, "expects the type of the block argument to match the type of the operand"
        )
    for i, a in enumerate(args[1:], start=1):
        if handle_kind(snap.values[a].type) is not HandleKind.NONE:
            continue
        d = op_error(
            snap,
            op.id,
            "expects trailing entry block arguments to be of type implementing "
            "TransformHandleTypeInterface, TransformValueHandleTypeInterface or "
            "TransformParamTypeInterface",
        )
        d.attach_note(f"argument #{i} does not")
        return d
    parent = snap.parent_op_of_op(op.id)
    while parent:
        psem = semantics_of(ctx, snap.ops[parent].name)
        if psem is not None and psem.possible_top_level:
            if len(rec.operands) != len(args):
                d = op_error(snap, op.id, "expects operands to be provided for a nested op")
                d.attach_note("nested in another possible top-level op", snap.ops[parent].loc)
                return d
            break
        parent = snap.parent_op_of_op(parent)
    return None


def transform_op_interface_trait() -> ods.Trait:
    """The TransformOpInterface entry of an op's trait list: its verifier
    checks the declared effects (put it where MLIR's .td lists the
    interface: verification follows trait order)."""
    return ods.Trait("TransformOpInterface", verify=_verify_transform_op_interface)


def possible_top_level_trait() -> ods.Trait:
    """PossibleTopLevelTransformOpTrait: its verifier (region, entry block
    arguments, operands when nested). Also set
    `TransformSemantics.possible_top_level`."""
    return ods.Trait("PossibleTopLevelTransformOpTrait", verify=_verify_possible_top_level)


def match_op_interface_trait() -> ods.Trait:
    """MatchOpInterface (no verifier); also set `TransformSemantics.match_op`."""
    return ods.Trait("MatchOpInterface")
