"""Semantics of matching: match.operation_name, match.operation_empty,
match.param.cmpi, collect_matching and foreach_match, with MLIR's
matchBlock (ports of TransformOps.cpp).

Both walks are post-order, as MLIR's Operation::walk. foreach_match's walk
reads the payload live (an action replaces the current snapshot) with
MLIR's early-increment semantics: the next sibling is taken before the
current op's subtree is visited, so an action may replace or erase the op
it matched.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import cast

from pdlx.ir import types as T
from pdlx.ir.attributes import Attribute, IntegerAttr
from pdlx.ir.context import Context
from pdlx.ir.diagnostics import Diagnostic, Severity
from pdlx.ir.views import Operation
from pdlx.support.gcpause import paused_gc, resumed_gc
from pdlx.transform.extension import Effects, semantics_of
from pdlx.transform.ops.common import emit_definite, int_attr, str_array_attr, unit_attr
from pdlx.transform.outcome import Outcome, definite, silenceable, silenceable_from, success
from pdlx.transform.results import TransformResults
from pdlx.transform.state import CompiledMatch, MappedValue, MatchFailure, TransformState
from pdlx.transform.types import HandleKind

YIELD = "transform.yield"

_Yielded = Sequence[Sequence[MappedValue]]
"""What a successful matcher yields: one list per yielded handle."""


# ---------------------------------------------------------------------------
# Match ops


def match_operation_name(
    op: Operation, current: int | None, results: TransformResults, state: TransformState
) -> Outcome:
    names = op.attr("op_names")
    assert current is not None
    name = state.payload.ops[current].name
    for a in getattr(names, "elements", ()):
        if getattr(a, "value", None) == name:
            return success()
    return silenceable(op.loc, "wrong operation name")


def match_operation_empty(
    op: Operation, current: int | None, results: TransformResults, state: TransformState
) -> Outcome:
    if current is None:
        return success()
    return silenceable(op.loc, "operation is not empty")


def _signed(a: IntegerAttr) -> int:
    """APInt's signed value for the attribute's bit width."""
    t = a.type
    width = t.width if isinstance(t, T.IntegerType) else 64
    v = a.value & ((1 << width) - 1)
    return v - (1 << width) if width and v >> (width - 1) else v


_PREDICATES: dict[int, tuple[str, object]] = {
    0: ("equal to", lambda a, b: a == b),
    1: ("not equal to", lambda a, b: a != b),
    2: ("less than", lambda a, b: a < b),
    3: ("less than or equal to", lambda a, b: a <= b),
    4: ("greater than", lambda a, b: a > b),
    5: ("greater than or equal to", lambda a, b: a >= b),
}


def apply_match_param_cmpi(
    op: Operation, results: TransformResults, state: TransformState
) -> Outcome:
    operands = op.snapshot.ops[op.id].operands
    return cmpi_check(state, op, state.params(operands[0]), state.params(operands[1]))


def cmpi_check(
    state: TransformState, op: Operation, params: Sequence[Attribute], refs: Sequence[Attribute]
) -> Outcome:
    """MatchParamCmpIOp::apply on the parameters' values (shared with the
    compiled matchers)."""
    operands = op.snapshot.ops[op.id].operands
    if len(params) != len(refs):
        return silenceable(
            op.loc,
            f"parameters have different payload lengths ({len(params)} vs {len(refs)})",
        )
    predicate = int_attr(op, "predicate", 0) or 0
    direction, check = _PREDICATES[predicate]
    for i, (p, r) in enumerate(zip(params, refs, strict=True)):
        if not isinstance(p, IntegerAttr) or not isinstance(r, IntegerAttr):
            return emit_definite(state, op, "non-integer parameter value not expected")[0]
        if p.type != r.type:
            return emit_definite(
                state, op, f"mismatching integer attribute types in parameter #{i}"
            )[0]
        value, ref = _signed(p), _signed(r)
        if check(value, ref):  # type: ignore[operator]
            continue
        out = silenceable(op.loc, f"expected parameter to be {direction} {ref}, got {value}")
        out.attach_note(
            f"value # {i} associated with the parameter defined here",
            state.value_loc(operands[0]),
        )
        return out
    return success()


# ---------------------------------------------------------------------------
# matchBlock


def _is_match_op(state: TransformState, op: int) -> bool:
    interp = state.interpreter
    if interp is not None:
        return interp.is_match_op(state, op)
    sem = semantics_of(Context.default(), state.transform.ops[op].name)
    return sem is not None and sem.match_op


def match_block(
    state: TransformState, block: int, mappings: Sequence[Sequence[MappedValue]]
) -> Outcome | list[list[MappedValue]]:
    """Apply the match ops of `block` with its arguments bound to
    `mappings`; on success, what the terminator's operands hold."""
    t = state.transform
    brec = t.blocks[block]
    with state.region_scope(brec.parent):
        for arg, m in zip(brec.args, mappings, strict=False):
            if not state.map_block_argument(arg, m):
                return definite()
        last = brec.last
        o = brec.first
        while o and o != last:
            if not _is_match_op(state, o):
                state.sink.error(
                    t.ops[o].loc,
                    "expected operations in the match part to implement MatchOpInterface",
                )
                return definite()
            outcome = state.apply_transform(o)
            if not outcome.succeeded:
                return outcome
            o = t.links[o][1]
        if not last:
            return []
        return [state.mapped_values(v) for v in t.ops[last].operands]


def _function_body(state: TransformState, fn: int) -> int | None:
    t = state.transform
    regions = t.ops[fn].regions
    if not regions:
        return None
    blocks = t.regions[regions[0]].blocks
    return blocks[0] if blocks else None


def _lookup_function(state: TransformState, op: Operation, ref: Attribute | None) -> int | None:
    from pdlx.ir.attributes import SymbolRefAttr
    from pdlx.ir.symbols import lookup_nearest_symbol_from

    if not isinstance(ref, SymbolRefAttr):
        return None
    return lookup_nearest_symbol_from(state.transform, op.id, ref)


def get_message(outcome: Outcome) -> str:
    """DiagnosedSilenceableFailure::getMessage: every message, each
    followed by a newline."""
    return "".join(d.message + "\n" for d in outcome.diagnostics)


# ---------------------------------------------------------------------------
# collect_matching


def apply_collect_matching(
    op: Operation, results: TransformResults, state: TransformState
) -> Outcome:
    matcher_ref = op.attr("matcher")
    matcher = _lookup_function(state, op, matcher_ref)
    assert matcher is not None, "unverified reference to unknown symbol"
    body = _function_body(state, matcher)
    if body is None:
        return emit_definite(state, op, f"unresolved external symbol {matcher_ref}")[0]
    nres = len(results)
    raw: list[list[MappedValue]] = [[] for _ in range(nres)]
    compiled = _compiled(state, matcher)
    with paused_gc():  # as foreach_match's walk, below
        if compiled is not None:
            return _collect_compiled(op, compiled, matcher, results, state, raw)
        return _collect_interpreted(op, body, matcher, results, state, raw)


def _compiled(state: TransformState, matcher: int) -> CompiledMatch | None:
    """The matcher compiled by the state's compiler, or None (interpreted)."""
    compiler = state.matcher_compiler
    if compiler is None or state.force_interpreted:
        return None
    return compiler.compiled(state, matcher)


def _collect_interpreted(
    op: Operation,
    body: int,
    matcher: int,
    results: TransformResults,
    state: TransformState,
    raw: list[list[MappedValue]],
) -> Outcome:
    payload = state.payload
    nres = len(raw)
    explain = state.explain
    for root in state.payload_ops(op.snapshot.ops[op.id].operands[0]):
        for p in payload.post_order(root):
            if explain is not None:
                explain.begin()
            found = match_block(state, body, ((p,),))
            if isinstance(found, Outcome):
                if found.is_definite:
                    return found
                if explain is not None:
                    explain.missed(state, matcher, p, found)
                continue
            if explain is not None:
                explain.matched(state, matcher, p)
            bad = _append_single(op, raw, found)
            if bad is not None:
                return bad
    for i in range(nres):
        results.set_mapped(i, raw[i])
    return success()


def _append_single(
    op: Operation, raw: list[list[MappedValue]], found: Sequence[Sequence[MappedValue]]
) -> Outcome | None:
    """Append one match to the accumulated results: each yielded handle
    must hold exactly one payload entity."""
    for i, collected in enumerate(raw):
        mapping = found[i]
        if len(mapping) != 1:
            return silenceable(
                op.loc, f"result #{i}, associated with {len(mapping)} payload objects, expected 1"
            )
        collected.append(mapping[0])
    return None


def _collect_compiled(
    op: Operation,
    cm: CompiledMatch,
    matcher: int,
    results: TransformResults,
    state: TransformState,
    raw: list[list[MappedValue]],
) -> Outcome:
    """collect_matching with a compiled matcher: one post-order pass over
    each root, skipping ops whose name the matcher's first check rejects."""
    assert state.matcher_compiler is not None
    DEFINITE = state.matcher_compiler.definite
    payload = state.payload
    ops = payload.ops
    fn = cm.fn
    names = cm.first_names
    nres = len(raw)
    explain = state.explain
    for root in state.payload_ops(op.snapshot.ops[op.id].operands[0]):
        walk = payload.post_order(root)
        if names is not None and explain is None:
            # Only the ops the first check can accept (a C-speed filter).
            walk = [
                p for p, n in zip(walk, payload.post_order_names(root), strict=True) if n in names
            ]
        for p in walk:
            if names is not None and explain is not None and ops[p].name not in names:
                explain.first_check_rejected(state, matcher, cm, p)
                continue
            found = fn(state, payload, p, ())
            if found is DEFINITE:
                return definite()
            if found.__class__ is not tuple:
                if explain is not None:
                    explain.missed(state, matcher, p, cast(MatchFailure, found))
                continue
            if explain is not None:
                explain.matched(state, matcher, p)
            bad = _append_single(op, raw, cast(_Yielded, found))
            if bad is not None:
                return bad
    for i in range(nres):
        results.set_mapped(i, raw[i])
    return success()


# ---------------------------------------------------------------------------
# foreach_match


def live_post_order(state: TransformState, root: int) -> Iterator[int]:
    """MLIR's post-order Operation::walk over a payload that changes while
    walking: each step reads the state's current snapshot; the next
    sibling is fixed before descending into an op (llvm's early-inc range)."""
    stack: list[list[int]] = []

    def frame(o: int) -> list[int]:
        snap = state.payload
        blocks: list[int] = []
        for r in snap.ops[o].regions:
            blocks.extend(snap.regions[r].blocks)
        # [op, index into blocks, next op to visit (0: take the block's first)]
        return [o, 0, 0, *blocks]

    stack.append(frame(root))
    while stack:
        top = stack[-1]
        snap = state.payload
        o, bi, nxt = top[0], top[1], top[2]
        blocks = top[3:]
        if nxt == 0:
            # Start of a block (or exhausted).
            while bi < len(blocks) and (
                blocks[bi] not in snap.blocks or not snap.blocks[blocks[bi]].first
            ):
                bi += 1
            if bi >= len(blocks):
                stack.pop()
                if o in snap.ops:
                    yield o
                continue
            child = snap.blocks[blocks[bi]].first
            top[1] = bi
        else:
            child = nxt
        if child not in snap.ops:
            top[2] = 0
            top[1] = bi + 1
            continue
        after = snap.links[child][1] if child in snap.links else 0
        if after:
            top[2] = after
        else:
            top[2] = 0
            top[1] = bi + 1
        stack.append(frame(child))


def append_value_mappings(
    state: TransformState,
    mappings: list[list[MappedValue]],
    values: Sequence[int],
    flatten: bool,
) -> bool:
    """detail::appendValueMappings."""
    for v, mapped in zip(values, mappings, strict=False):
        new = state.mapped_values(v)
        mapped.extend(new)
        if len(new) != 1 and not flatten:
            return False
    return True


def apply_foreach_match(op: Operation, results: TransformResults, state: TransformState) -> Outcome:
    t = state.transform
    rec = t.ops[op.id]
    matchers = op.attr("matchers")
    actions = op.attr("actions")
    pairs: list[_Pair] = []
    for m_ref, a_ref in zip(
        getattr(matchers, "elements", ()), getattr(actions, "elements", ()), strict=False
    ):
        m = _lookup_function(state, op, m_ref)
        a = _lookup_function(state, op, a_ref)
        assert m is not None and a is not None, "unresolved symbols not caught by the verifier"
        mbody = _function_body(state, m)
        if mbody is None:
            return emit_definite(state, op, f"unresolved external symbol {m_ref}")[0]
        abody = _function_body(state, a)
        if abody is None:
            return emit_definite(state, op, f"unresolved external symbol {a_ref}")[0]
        cm = _compiled(state, m)
        pairs.append(_Pair(m, mbody, a, abody, cm))

    restrict_root = unit_attr(op, "restrict_root")
    flatten = unit_attr(op, "flatten_results")
    forwarded = [state.mapped_values(v) for v in rec.operands[1:]]
    fwd = tuple(forwarded)
    action_results: list[list[MappedValue]] = [[] for _ in rec.results[1:]]
    overall: list[Diagnostic] = []
    root_handle = rec.operands[0]
    explain = state.explain
    dispatch = _Dispatch(pairs)
    DEFINITE = state.matcher_compiler.definite if state.matcher_compiler is not None else None
    # The walk allocates per op and keeps little; with a large payload frozen
    # or alive, each full collection it triggers rescans the walk's big
    # lists (0.25 s per collect_matching at 1M ops). The IR makes no cycles:
    # matching runs with the collector paused; actions, which run arbitrary
    # transforms, with it running.
    with paused_gc() as collecting:
        for root in list(state.payload_ops(root_handle)):
            for p in live_post_order(state, root):
                if not restrict_root and p == root:
                    continue
                payload = state.payload
                name = payload.ops[p].name
                candidates = pairs if explain is not None else dispatch.candidates(name)
                for pair in candidates:
                    cm = pair.compiled
                    if cm is not None:
                        names = cm.first_names
                        if names is not None and name not in names:
                            if explain is not None:
                                explain.first_check_rejected(state, pair.matcher, cm, p)
                            continue
                        out = cm.fn(state, payload, p, fwd)
                        if out is DEFINITE:
                            return definite()
                        if out.__class__ is not tuple:
                            if explain is not None:
                                explain.missed(state, pair.matcher, p, cast(MatchFailure, out))
                            continue
                        found: _Yielded = cast(_Yielded, out)
                    else:
                        if explain is not None:
                            explain.begin()
                        interpreted = match_block(state, pair.body, [(p,), *forwarded])
                        if isinstance(interpreted, Outcome):
                            if interpreted.is_definite:
                                return interpreted
                            if explain is not None:
                                explain.missed(state, pair.matcher, p, interpreted)
                            continue
                        found = interpreted
                    if explain is not None:
                        explain.matched(state, pair.matcher, p)
                    with resumed_gc(collecting):
                        failed = _run_action(
                            state, op, pair, p, found, action_results, flatten, overall
                        )
                    if failed is not None:
                        return failed
                    break
    results.set_ops(0, state.payload_ops(root_handle))
    for i, accumulated in enumerate(action_results):
        results.set_mapped(i + 1, accumulated)
    if overall:
        return silenceable_from(overall)
    return success()


@dataclass(slots=True, frozen=True)
class _Pair:
    """A matcher and its action in a foreach_match."""

    matcher: int
    body: int
    action: int
    action_body: int
    compiled: CompiledMatch | None


class _Dispatch:
    """The matchers an op of a given name can pass, in order: those whose
    first check accepts the name, and those that check something else first
    (or run interpreted). Built lazily per name, like a one-level
    discrimination net."""

    __slots__ = ("_by_name", "_pairs")

    def __init__(self, pairs: list[_Pair]) -> None:
        self._pairs = pairs
        self._by_name: dict[str, list[_Pair]] = {}

    def candidates(self, name: str) -> list[_Pair]:
        found = self._by_name.get(name)
        if found is None:
            found = self._by_name[name] = [
                pr
                for pr in self._pairs
                if pr.compiled is None
                or pr.compiled.first_names is None
                or name in pr.compiled.first_names
            ]
        return found


def _run_action(
    state: TransformState,
    op: Operation,
    pair: _Pair,
    p: int,
    found: Sequence[Sequence[MappedValue]],
    action_results: list[list[MappedValue]],
    flatten: bool,
    overall: list[Diagnostic],
) -> Outcome | None:
    """Apply the action of `pair` to what its matcher yielded at payload op
    `p`; a definite failure is returned, silenceable ones join `overall`."""
    t = state.transform
    action = pair.action
    ab = t.blocks[pair.action_body]
    with state.region_scope(ab.parent):
        for arg, mapping in zip(ab.args, found, strict=False):
            if not state.map_block_argument(arg, mapping):
                return definite()
        last = ab.last
        o = ab.first
        while o and o != last:
            result = state.apply_transform(o)
            if result.is_definite:
                return result
            if result.is_silenceable:
                if not overall:
                    overall.append(Diagnostic(Severity.ERROR, op.loc, "actions failed"))
                message = get_message(result)
                overall[-1].attach_note("failed action: " + message, t.ops[action].loc)
                overall[-1].attach_note(
                    "when applied to this matching payload",
                    state.payload.ops[p].loc if p in state.payload.ops else op.loc,
                )
            o = t.links[o][1]
        yielded = t.ops[last].operands if last else ()
        if not append_value_mappings(state, action_results, yielded, flatten):
            from pdlx.ir.symbols import symbol_name

            emit_definite(
                state,
                op,
                f"action @{symbol_name(t, action)} has results associated with "
                "multiple payload entities, but flattening was not requested",
            )
            return definite()
    return None


def foreach_match_effects(op: Operation) -> Effects:
    rec = op.snapshot.ops[op.id]
    if not rec.operands or not rec.results:
        return Effects(frozenset(), True, True)
    return Effects(frozenset({0}), True, True)


def kind(state: TransformState, v: int) -> HandleKind:
    return state.kind(v)


__all__ = [
    "apply_collect_matching",
    "apply_foreach_match",
    "apply_match_param_cmpi",
    "foreach_match_effects",
    "live_post_order",
    "match_block",
    "match_operation_empty",
    "match_operation_name",
]

_unused: tuple[object, ...] = (str_array_attr,)
