"""Matching: match.operation_name, match.operation_empty,
match.param.cmpi, collect_matching and foreach_match, with MLIR's
matchBlock: definitions, verifiers and semantics (ports of TransformOps.cpp).

Both walks are post-order, as MLIR's Operation::walk. foreach_match's walk
reads the payload live (an action replaces the current snapshot) with
MLIR's early-increment semantics: the next sibling is taken before the
current op's subtree is visited, so an action may replace or erase the op
it matched. Matchers run compiled when the state has a `MatcherCompiler`
(pdlx.transform.state), interpreted otherwise."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import cast

from pdlx import ods
from pdlx.ir import types as T
from pdlx.ir.attributes import (
    ArrayAttr,
    Attribute,
    IntegerAttr,
    SymbolRefAttr,
)
from pdlx.ir.context import Context, OpDef
from pdlx.ir.diagnostics import Diagnostic, Severity
from pdlx.ir.symbols import lookup_nearest_symbol_from, symbol_name
from pdlx.ir.views import Operation
from pdlx.support.gcpause import paused_gc, resumed_gc
from pdlx.transform import extension as X
from pdlx.transform.extension import (
    Effects,
    attach,
    is_transform_op,
    semantics_of,
)
from pdlx.transform.ops import types as TT
from pdlx.transform.ops.base import (
    MATCH_OP,
    NO_EFFECTS,
    READS_PAYLOAD,
    TRANSFORM_OP,
    arg_attrs,
    core_semantics,
    ctx_of,
    first_diag,
    function_type,
    lookup_function,
    op_err,
    plain_err,
)
from pdlx.transform.ops.common import (
    emit_definite,
    int_attr,
    op_diagnostic,
    unit_attr,
)
from pdlx.transform.ops.control import verify_consume_annotations
from pdlx.transform.ops.directives import DIRECTIVES
from pdlx.transform.ops.types import (
    ANY_HANDLE_OR_PARAM,
    HANDLE,
    MATCH_CMPI_PREDICATE,
    PARAM,
)
from pdlx.transform.outcome import Outcome, definite, silenceable, silenceable_from, success
from pdlx.transform.results import TransformResults
from pdlx.transform.state import (
    CompiledMatch,
    MappedValue,
    Mappings,
    MatchFailure,
    TransformState,
)

# ---------------------------------------------------------------------------
# Shared by the ops below


YIELD = "transform.yield"


_Yielded = Sequence[Sequence[MappedValue]]
"""What a successful matcher yields: one list per yielded handle."""


_PREDICATES: dict[int, tuple[str, Callable[[int, int], bool]]] = {
    0: ("equal to", lambda a, b: a == b),
    1: ("not equal to", lambda a, b: a != b),
    2: ("less than", lambda a, b: a < b),
    3: ("less than or equal to", lambda a, b: a <= b),
    4: ("greater than", lambda a, b: a > b),
    5: ("greater than or equal to", lambda a, b: a >= b),
}


def _is_match_op(state: TransformState, op: int) -> bool:
    interp = state.interpreter
    if interp is not None:
        return interp.is_match_op(state, op)
    sem = semantics_of(Context.default(), state.transform.ops[op].name)
    return sem is not None and sem.match_op


@contextmanager
def _reentrant_scope(state: TransformState, region: int) -> Iterator[None]:
    """`state.region_scope(region)`, also when an action or matcher re-enters
    a region whose scope is open (a `foreach_match` action that runs
    `foreach_match` with itself). MLIR's release build then reuses the open
    scope: the handles the outer run invalidated stay invalidated, so their
    first use reports "op uses a handle invalidated by a previously executed
    transform op". The inner run gets fresh mappings here (its invalidation
    notes are kept), and the outer scope's mappings come back, in their
    place, when it exits."""
    outer = state.mappings.get(region)
    if outer is None:
        with state.region_scope(region):
            yield
        return
    order = list(state.mappings)
    current = state.current_transform.get(region)
    del state.mappings[region]
    try:
        with state.region_scope(region):
            yield
    finally:
        inner: dict[int, Mappings] = dict(state.mappings)
        inner[region] = outer
        state.mappings.clear()
        for r in order:
            if r in inner:
                state.mappings[r] = inner.pop(r)
        state.mappings.update(inner)
        if current is not None:
            state.current_transform[region] = current


def match_block(
    state: TransformState, block: int, mappings: Sequence[Sequence[MappedValue]]
) -> Outcome | list[list[MappedValue]]:
    """Apply the match ops of `block` with its arguments bound to
    `mappings`; on success, what the terminator's operands hold."""
    t = state.transform
    brec = t.blocks[block]
    with _reentrant_scope(state, brec.parent):
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
    if not isinstance(ref, SymbolRefAttr):
        return None
    return lookup_nearest_symbol_from(state.transform, op.id, ref)


def _compiled(state: TransformState, matcher: int) -> CompiledMatch | None:
    """The matcher compiled by the state's compiler, or None (interpreted)."""
    compiler = state.matcher_compiler
    if compiler is None or state.force_interpreted:
        return None
    return compiler.compiled(state, matcher)


# ---------------------------------------------------------------------------
# transform.foreach_match


def get_message(outcome: Outcome) -> str:
    """DiagnosedSilenceableFailure::getMessage: every message, each
    followed by a newline."""
    return "".join(d.message + "\n" for d in outcome.diagnostics)


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
    with _reentrant_scope(state, ab.parent):
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


def verify_foreach_match(op: Operation) -> Iterator[Diagnostic]:
    matchers = op.attr("matchers")
    actions = op.attr("actions")
    ms = matchers.elements if isinstance(matchers, ArrayAttr) else ()
    acts = actions.elements if isinstance(actions, ArrayAttr) else ()
    if len(ms) != len(acts):
        yield op_err(op, "expected the same number of matchers and actions")
        return
    if not ms:
        yield op_err(op, "expected at least one match/action pair")
        return
    seen: set[Attribute] = set()
    for m in ms:
        if m in seen:
            yield op_diagnostic(
                op.snapshot,
                op.id,
                Severity.WARNING,
                f"matcher {m} is used more than once, only the first match will apply",
            )
            continue
        seen.add(m)


def verify_foreach_match_symbol_uses(op: Operation) -> Diagnostic | None:
    ctx = ctx_of(op)
    matchers = op.attr("matchers")
    actions = op.attr("actions")
    ms = matchers.elements if isinstance(matchers, ArrayAttr) else ()
    acts = actions.elements if isinstance(actions, ArrayAttr) else ()
    for m_ref, a_ref in zip(ms, acts, strict=False):
        matcher = lookup_function(op, m_ref)
        action = lookup_function(op, a_ref)
        if matcher is None or not is_transform_op(ctx, matcher.name):
            return plain_err(op, f"unresolved matcher symbol {m_ref}")
        if action is None or not is_transform_op(ctx, action.name):
            return plain_err(op, f"unresolved action symbol {a_ref}")
        for fn in (matcher, action):
            outcome, _ = verify_consume_annotations(fn, False, True)
            d = first_diag(outcome)
            if d is not None:
                return d
        operand_types = op.operand_types
        mfty = function_type(matcher)
        if len(operand_types) != len(mfty.inputs):
            d = plain_err(
                op,
                f"the number of operands ({len(operand_types)}) doesn't match the number of "
                f"matcher arguments ({len(mfty.inputs)}) for {m_ref}",
            )
            d.attach_note("symbol declaration", matcher.loc)
            return d
        for i, (ot, at) in enumerate(zip(operand_types, mfty.inputs, strict=True)):
            attrs = arg_attrs(matcher, i)
            if attrs is not None and TT.ARG_CONSUMED in attrs:
                d = op_err(op, f"does not expect matcher symbol to consume its operand #{i}")
                d.attach_note("symbol declaration", matcher.loc)
                return d
            if TT.same_transform_interface(ot, at):
                continue
            d = plain_err(
                op,
                f"mismatching type interfaces for operand and matcher argument #{i} of matcher "
                f"{m_ref}",
            )
            d.attach_note("symbol declaration", matcher.loc)
            return d
        afty = function_type(action)
        if len(mfty.results) != len(afty.inputs):
            return plain_err(
                op,
                "mismatching number of matcher results and action arguments between "
                f"{m_ref} ({len(mfty.results)}) and {a_ref} ({len(afty.inputs)})",
            )
        for i, (mt, at) in enumerate(zip(mfty.results, afty.inputs, strict=True)):
            if TT.same_transform_interface(mt, at):
                continue
            return plain_err(
                op,
                "mismatching type interfaces for matcher result and action argument "
                f"#{i}of matcher {m_ref} and action {a_ref}",
            )
        result_types = op.result_types[1:]
        if len(afty.results) != len(result_types):
            d = plain_err(
                op,
                f"the number of action results ({len(afty.results)}) for {a_ref} doesn't match "
                f"the number of extra op results ({len(result_types)})",
            )
            d.attach_note("symbol declaration", action.loc)
            return d
        for i, (rt, at) in enumerate(zip(result_types, afty.results, strict=True)):
            if TT.same_transform_interface(rt, at):
                continue
            d = plain_err(
                op,
                f"mismatching type interfaces for action result #{i} of action {a_ref} and op result",
            )
            d.attach_note("symbol declaration", action.loc)
            return d
    return None


def _foreach_match_names(op: Operation) -> list[tuple[int, str]]:
    n = len(op.snapshot.ops[op.id].results)
    return [(0, "updated_root")] + [(i, "yielded") for i in range(1, n)]


def foreach_match_op() -> OpDef:
    return attach(
        ods.op(
            "transform.foreach_match",
            operands=[
                ods.Operand("root", HANDLE),
                ods.Operand("forwarded_inputs", ANY_HANDLE_OR_PARAM, variadic=True),
            ],
            results=[
                ods.Result("updated", HANDLE),
                ods.Result("forwarded_outputs", ANY_HANDLE_OR_PARAM, variadic=True),
            ],
            attributes=[
                ods.Attr("restrict_root", ods.UnitAttrC, optional=True),
                ods.Attr("flatten_results", ods.UnitAttrC, optional=True),
                ods.Attr("matchers", ods.SymbolRefArrayAttr),
                ods.Attr("actions", ods.SymbolRefArrayAttr),
            ],
            traits=[TRANSFORM_OP],
            assembly_format=(
                "oilist( `restrict_root` $restrict_root | `flatten_results` $flatten_results ) "
                "`in` $root (`,` $forwarded_inputs^)? "
                "custom<ForeachMatchSymbols>($matchers, $actions) attr-dict "
                "`:` functional-type(operands, results)"
            ),
            custom_directives=DIRECTIVES,
            result_names=_foreach_match_names,
            verify=verify_foreach_match,
            verify_symbol_uses=verify_foreach_match_symbol_uses,
            summary="Applies named sequences when a named matcher succeeds",
        ),
        core_semantics(apply_foreach_match, foreach_match_effects, repeated=True),
    )


# ---------------------------------------------------------------------------
# transform.collect_matching


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


def verify_collect_matching_symbol_uses(op: Operation) -> Diagnostic | None:
    matcher_ref = op.attr("matcher")
    matcher = lookup_function(op, matcher_ref)
    if matcher is None or not is_transform_op(ctx_of(op), matcher.name):
        return plain_err(op, f"unresolved matcher symbol {matcher_ref}")
    fty = function_type(matcher)
    if len(fty.inputs) != 1 or not TT.is_op_handle(fty.inputs[0]):
        return plain_err(op, "expected the matcher to take one operation handle argument")
    attrs = arg_attrs(matcher, 0)
    if attrs is None or TT.ARG_READONLY not in attrs:
        return plain_err(op, "expected the matcher argument to be marked readonly")
    results = op.result_types
    if len(fty.results) != len(results):
        return plain_err(
            op,
            f"expected the matcher to yield as many values as op has results ({len(results)}), "
            f"got {len(fty.results)}",
        )
    for i, (mt, rt) in enumerate(zip(fty.results, results, strict=True)):
        if not TT.same_transform_interface(mt, rt):
            return plain_err(
                op, f"mismatching type interfaces for matcher result and op result #{i}"
            )
    return None


def collect_matching_op() -> OpDef:
    return attach(
        ods.op(
            "transform.collect_matching",
            operands=[ods.Operand("root", HANDLE)],
            results=[ods.Result("results", ANY_HANDLE_OR_PARAM, variadic=True)],
            attributes=[ods.Attr("matcher", ods.SymbolRefAttrC)],
            traits=[TRANSFORM_OP],
            assembly_format=("$matcher `in` $root attr-dict `:` functional-type($root, $results)"),
            verify_symbol_uses=verify_collect_matching_symbol_uses,
            summary="Collects all payload ops that match the given named matcher",
        ),
        core_semantics(apply_collect_matching, READS_PAYLOAD),
    )


# ---------------------------------------------------------------------------
# transform.match.operation_empty


def match_operation_empty(
    op: Operation, current: int | None, results: TransformResults, state: TransformState
) -> Outcome:
    if current is None:
        return success()
    return silenceable(op.loc, "operation is not empty")


def match_operation_empty_op() -> OpDef:
    return attach(
        ods.op(
            "transform.match.operation_empty",
            operands=[ods.Operand("operand_handle", HANDLE)],
            traits=[MATCH_OP],
            assembly_format="$operand_handle attr-dict `:` type($operand_handle)",
            summary="Matches if the handle is not associated to any op",
        ),
        core_semantics(
            X.at_most_one_op_matcher(match_operation_empty),
            READS_PAYLOAD,
            match_op=True,
        ),
    )


# ---------------------------------------------------------------------------
# transform.match.operation_name


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


def match_operation_name_op() -> OpDef:
    return attach(
        ods.op(
            "transform.match.operation_name",
            operands=[ods.Operand("operand_handle", HANDLE)],
            attributes=[ods.Attr("op_names", ods.StrArrayAttr)],
            traits=[MATCH_OP],
            assembly_format="$operand_handle $op_names attr-dict `:` type($operand_handle)",
            summary="Matches a single operation of one of the given kinds",
        ),
        core_semantics(
            X.single_op_matcher(match_operation_name),
            READS_PAYLOAD,
            match_op=True,
        ),
    )


# ---------------------------------------------------------------------------
# transform.match.param.cmpi


def _signed(a: IntegerAttr) -> int:
    """APInt's signed value for the attribute's bit width."""
    t = a.type
    width = t.width if isinstance(t, T.IntegerType) else 64
    v = a.value & ((1 << width) - 1)
    return v - (1 << width) if width and v >> (width - 1) else v


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
        if check(value, ref):
            continue
        out = silenceable(op.loc, f"expected parameter to be {direction} {ref}, got {value}")
        out.attach_note(
            f"value # {i} associated with the parameter defined here",
            state.value_loc(operands[0]),
        )
        return out
    return success()


def match_param_cmpi_op() -> OpDef:
    return attach(
        ods.op(
            "transform.match.param.cmpi",
            operands=[ods.Operand("param", PARAM), ods.Operand("reference", PARAM)],
            attributes=[ods.Attr("predicate", MATCH_CMPI_PREDICATE)],
            traits=[TRANSFORM_OP, MATCH_OP, ods.SameTypeOperands],
            assembly_format="$predicate $param `,` $reference attr-dict `:` type($param)",
            summary="Matches if two parameter lists are associated with the same value",
        ),
        core_semantics(apply_match_param_cmpi, NO_EFFECTS, match_op=True),
    )
