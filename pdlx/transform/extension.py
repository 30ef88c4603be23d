"""How a transform op gets its behaviour: semantics attached to its OpDef.

Every transform op — the core ones included — is registered through this
module: its syntax and verifier through the ODS API (pdlx.dialects), its
semantics here (an `apply` function), together with what MLIR expresses as
memory effects: which operands it consumes, whether it reads or modifies the
payload. `apply_each` is MLIR's TransformEachOpTrait.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from pdlx.diagnostics import Diagnostic, Severity
from pdlx.ir.attributes import Attribute
from pdlx.transform.outcome import Kind, Outcome, definite, silenceable_from, success
from pdlx.transform.types import HandleKind

if TYPE_CHECKING:
    from pdlx.dialects.registry import Context, OpDef
    from pdlx.ir.views import Operation
    from pdlx.transform.results import TransformResults
    from pdlx.transform.state import MappedValue, TransformState

TRANSFORM_KEY = "transform"


@dataclass(frozen=True, slots=True)
class Effects:
    """MLIR's memory effects of a transform op, as the interpreter needs them."""

    consumed: frozenset[int] = frozenset()
    """Operand numbers whose handles the op consumes (Read + Free)."""
    reads_payload: bool = False
    modifies_payload: bool = False


ApplyFn = Callable[["Operation", "TransformResults", "TransformState"], Outcome]
EffectsFn = Callable[["Operation"], Effects]


@dataclass(slots=True)
class TransformSemantics:
    apply: ApplyFn
    effects: EffectsFn
    allows_repeated_handle_operands: bool = False
    report_tracking_failures: bool = False
    """ReportTrackingListenerFailuresOpTrait."""
    match_op: bool = False
    """MatchOpInterface: allowed in matcher sequences."""
    navigation_op: bool = False
    possible_top_level: bool = False
    """PossibleTopLevelTransformOpTrait."""
    extra: dict[str, Any] = field(default_factory=dict)


def fixed_effects(
    consumed: Sequence[int] = (), *, reads_payload: bool = False, modifies_payload: bool = False
) -> EffectsFn:
    eff = Effects(frozenset(consumed), reads_payload or modifies_payload, modifies_payload)
    return lambda op: eff


def attach(opdef: OpDef, semantics: TransformSemantics) -> OpDef:
    """Give an op definition its transform semantics."""
    opdef.extra[TRANSFORM_KEY] = semantics
    return opdef


def semantics_of(ctx: Context, name: str) -> TransformSemantics | None:
    opdef = ctx.op(name)
    if opdef is None:
        return None
    s = opdef.extra.get(TRANSFORM_KEY)
    return s if isinstance(s, TransformSemantics) else None


def is_transform_op(ctx: Context, name: str) -> bool:
    return semantics_of(ctx, name) is not None


# ---------------------------------------------------------------------------
# TransformEachOpTrait
# ---------------------------------------------------------------------------

ApplyToOne = Callable[[int, "TransformState"], "Outcome | Sequence[MappedValue | None]"]
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
    from pdlx.transform.interpreter import check_nested_consumption, is_handle_consumed

    handle = op.snapshot.ops[op.id].operands[0]
    targets = state.payload_ops(handle)
    if is_handle_consumed(state, op.id, 0) and not check_nested_consumption(
        state, op.loc, targets
    ):
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
        res = apply_to_one(target, state)
        if isinstance(res, Outcome):
            if res.kind is Kind.DEFINITE:
                return definite()
            if res.kind is Kind.SILENCEABLE:
                silenced.extend(res.diagnostics)
                continue
            res = []
        partial = list(res)
        if not _check_apply_to_one(op, state, target, partial, nres):
            return definite()
        collected.append(partial)
    transposed: list[list[MappedValue]] = [[] for _ in range(nres)]
    for partial in collected:
        if any(v is None for v in partial):
            continue
        for i, v in enumerate(partial):
            assert v is not None
            transposed[i].append(v)
    for i in range(nres):
        results.set_mapped(i, transposed[i])
    if silenced:
        return silenceable_from(silenced)
    return success()


def _check_apply_to_one(
    op: Operation, state: TransformState, target: int, partial: list[MappedValue | None], nres: int
) -> bool:
    loc = op.loc
    tloc = state.payload.ops[target].loc
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
        elif kind is HandleKind.VALUE and (isinstance(v, Attribute) or v not in state.payload.values):
            what = "a Value"
        else:
            continue
        d = state.sink.error(loc, f"application of {name} expected to produce {what} for result #{i}")
        d.attach_note("when applied to this op", tloc)
        return False
    return True
