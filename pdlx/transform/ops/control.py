"""Semantics of the control ops: named_sequence, sequence, include, yield,
alternatives, foreach — ports of their `apply` and `getEffects` in MLIR's
TransformOps.cpp.
"""

from __future__ import annotations

from collections.abc import Sequence

from pdlx.ir.attributes import ArrayAttr, DictionaryAttr, IntegerAttr, SymbolRefAttr, TypeAttr
from pdlx.ir.diagnostics import Diagnostic, Severity
from pdlx.ir.snapshot import Derived, Snapshot
from pdlx.ir.symbols import lookup_nearest_symbol_from
from pdlx.ir.types import FunctionType
from pdlx.ir.views import Operation
from pdlx.transform.extension import Effects, semantics_of
from pdlx.transform.outcome import Outcome, definite, silenceable, success
from pdlx.transform.results import TransformResults
from pdlx.transform.state import MappedValue, TransformState
from pdlx.transform.types import HandleKind

PROPAGATE = 1
SUPPRESS = 2
CONSUMED_ATTR = "transform.consumed"
READONLY_ATTR = "transform.readonly"
YIELD = "transform.yield"


# ---------------------------------------------------------------------------
# Shared helpers (MLIR's transform::detail)
# ---------------------------------------------------------------------------


def attr(op: Operation, name: str) -> object | None:
    """An inherent or discardable attribute of a transform op."""
    return op.attr(name)


def body_block(op: Operation, region_index: int = 0) -> int | None:
    s = op.snapshot
    regions = s.ops[op.id].regions
    if region_index >= len(regions):
        return None
    blocks = s.regions[regions[region_index]].blocks
    return blocks[0] if blocks else None


def ops_without_terminator(state: TransformState, block: int) -> list[int]:
    t = state.transform
    ops = t.block_op_list(block)
    if ops and t.ops[ops[-1]].name == YIELD:
        ops = ops[:-1]
    return ops


def mapped_values(state: TransformState, values: Sequence[int]) -> list[list[MappedValue]]:
    """prepareValueMappings: what each transform value currently holds."""
    return [state.mapped_values(v) for v in values]


def forward_terminator_operands(
    state: TransformState, block: int, results: TransformResults
) -> None:
    t = state.transform
    last = t.blocks[block].last
    if not last:
        return
    operands = t.ops[last].operands
    for i in range(len(results)):
        if i < len(operands):
            results.set_mapped(i, state.mapped_values(operands[i]))


def forward_empty(results: TransformResults) -> None:
    for i in range(len(results)):
        if not results.is_set(i):
            results.set_mapped(i, [])


def apply_sequence_block(
    state: TransformState, block: int, mode: int, results: TransformResults
) -> Outcome:
    """Apply the ops of a block in order, then forward the terminator's
    operands to the parent's results (MLIR's applySequenceBlock)."""
    for op in ops_without_terminator(state, block):
        outcome = state.apply_transform(op)
        if outcome.is_definite:
            return outcome
        if outcome.is_silenceable:
            if mode == PROPAGATE:
                forward_empty(results)
                return outcome
            outcome.silence()
    forward_terminator_operands(state, block, results)
    return success()


def map_possible_top_level_block_args(
    state: TransformState, op: Operation, region_index: int = 0
) -> bool:
    """Bind the first block argument to the operand's payload (or the payload
    root, at the top level) and the others to the extra operands or the
    interpreter's trailing bindings."""
    t = state.transform
    block = body_block(op, region_index)
    assert block is not None
    args = t.blocks[block].args
    operands = t.ops[op.id].operands
    if operands:
        targets: list[MappedValue] = list(state.payload_ops(operands[0]))
        extra = mapped_values(state, operands[1:])
    else:
        if state.num_top_level_mappings != len(args) - 1:
            state.sink.emit(
                Diagnostic(
                    Severity.ERROR,
                    op.loc,
                    f"operation expects {len(args) - 1} extra value bindings, but "
                    f"{state.num_top_level_mappings} were provided to the interpreter",
                )
            )
            return False
        # MLIR 22 binds the payload root whatever the argument's type (the
        # type's checkPayload then applies; later MLIR versions bind a
        # `!transform.op<"name">` argument to the ops of that name instead).
        targets = [state.top_level]
        extra = [state.top_level_mapping(i) for i in range(state.num_top_level_mappings)]
    if not state.map_block_argument(args[0], targets):
        return False
    return all(state.map_block_argument(a, extra[i]) for i, a in enumerate(args[1:]))


def _ops_named(state: TransformState, name: str) -> list[MappedValue]:
    """Pre-order walk of the payload root that does not enter a match."""
    p = state.payload
    out: list[MappedValue] = []
    stack = [state.top_level]
    while stack:
        o = stack.pop()
        if p.ops[o].name == name:
            out.append(o)
            continue
        children = p.child_ops(o)
        children.reverse()
        stack.extend(children)
    return out


_BLOCK_EFFECTS: Derived[dict[tuple[int, object], tuple[frozenset[int], bool, bool]]] = Derived(
    "transform.block_effects", lambda _: {}
)
"""(block, context) -> its effects (`block_effects`)."""


def _block_effects(snap: Snapshot, block: int) -> tuple[frozenset[int], bool, bool]:
    """(block arguments consumed by an op directly in the block, reads the
    payload, modifies the payload), over the ops directly in the block.

    Memoized per snapshot (transform IR is immutable) and context: the
    effects of a region-holding op (sequence, foreach, ...) are those of its
    body, so without the memo nested ops would be asked again at every
    level (exponentially often for nested sequences)."""
    from pdlx.ir.context import Context

    ctx = Context.default()
    memo = snap.derived(_BLOCK_EFFECTS)
    key = (block, ctx)
    hit = memo.get(key)
    if hit is not None:
        return hit
    args = snap.blocks[block].args
    consumed: set[int] = set()
    reads = modifies = False
    for o in snap.block_ops(block):
        rec = snap.ops[o]
        sem = semantics_of(ctx, rec.name)
        if sem is None:
            continue
        e = sem.effects(Operation(snap, o))
        reads |= e.reads_payload
        modifies |= e.modifies_payload
        for i, v in enumerate(rec.operands):
            if i in e.consumed and v in args:
                consumed.add(args.index(v))
    result = (frozenset(consumed), reads, modifies)
    memo[key] = result
    return result


def consumed_block_args(state_snapshot: object, block: int) -> set[int]:
    """Block arguments that some op directly in the block consumes
    (MLIR's getConsumedBlockArguments)."""
    return set(_block_effects(state_snapshot, block)[0])  # type: ignore[arg-type]


def block_payload_effects(snap: object, block: int) -> tuple[bool, bool]:
    """(reads, modifies) the payload, over the ops directly in a block."""
    _, reads, modifies = _block_effects(snap, block)  # type: ignore[arg-type]
    return reads, modifies


# ---------------------------------------------------------------------------
# transform.named_sequence
# ---------------------------------------------------------------------------


def named_sequence_is_external(op: Operation) -> bool:
    return body_block(op) is None


def arg_attr_dicts(op: Operation) -> list[DictionaryAttr]:
    a = attr(op, "arg_attrs")
    n = len(_function_type(op).inputs)
    if isinstance(a, ArrayAttr):
        return [d if isinstance(d, DictionaryAttr) else DictionaryAttr() for d in a.elements]
    return [DictionaryAttr() for _ in range(n)]


def _function_type(op: Operation) -> FunctionType:
    a = attr(op, "function_type")
    if isinstance(a, TypeAttr) and isinstance(a.value, FunctionType):
        return a.value
    return FunctionType((), ())


def apply_named_sequence(
    op: Operation, results: TransformResults, state: TransformState
) -> Outcome:
    if named_sequence_is_external(op):
        state.sink.error(op.loc, "unresolved external named sequence")
        return definite()
    t = state.transform
    region = t.ops[op.id].regions[0]
    block = body_block(op)
    assert block is not None
    with state.region_scope(region):
        if not map_possible_top_level_block_args(state, op):
            return definite()
        outcome = apply_sequence_block(state, block, PROPAGATE, results)
        if op.id == state.entry and outcome.succeeded:
            last = t.blocks[block].last
            state.entry_results = mapped_values(state, t.ops[last].operands) if last else []
    return outcome


def named_sequence_effects(op: Operation) -> Effects:
    return Effects()


# ---------------------------------------------------------------------------
# transform.sequence
# ---------------------------------------------------------------------------


def _failure_mode(op: Operation) -> int:
    a = attr(op, "failure_propagation_mode")
    return a.value if isinstance(a, IntegerAttr) else PROPAGATE


def apply_sequence(op: Operation, results: TransformResults, state: TransformState) -> Outcome:
    t = state.transform
    region = t.ops[op.id].regions[0]
    block = body_block(op)
    assert block is not None
    with state.region_scope(region):
        if not map_possible_top_level_block_args(state, op):
            return definite()
        return apply_sequence_block(state, block, _failure_mode(op), results)


def possible_top_level_effects(op: Operation) -> Effects:
    """getPotentialTopLevelEffects: operands are read; with a root operand,
    block arguments consumed in the body make the operands consumed."""
    snap = op.snapshot
    block = body_block(op)
    rec = snap.ops[op.id]
    if block is None:
        return Effects()
    reads, modifies = block_payload_effects(snap, block)
    if not rec.operands:
        # Without a root, the op has the effects of its body.
        return Effects(frozenset(), reads, modifies)
    consumed = consumed_block_args(snap, block)
    return Effects(frozenset(i for i in consumed if i < len(rec.operands)), reads, modifies)


# ---------------------------------------------------------------------------
# transform.include
# ---------------------------------------------------------------------------


def include_callee(op: Operation) -> int | None:
    target = attr(op, "target")
    if not isinstance(target, SymbolRefAttr):
        return None
    callee = lookup_nearest_symbol_from(op.snapshot, op.id, target)
    if callee is None or op.snapshot.ops[callee].name != "transform.named_sequence":
        return None
    return callee


def apply_include(op: Operation, results: TransformResults, state: TransformState) -> Outcome:
    t = state.transform
    callee = include_callee(op)
    assert callee is not None, "unverified reference to unknown symbol"
    cview = Operation(t, callee)
    if named_sequence_is_external(cview):
        state.sink.error(op.loc, "unresolved external named sequence")
        return definite()
    mappings = mapped_values(state, t.ops[op.id].operands)
    region = t.ops[callee].regions[0]
    block = body_block(cview)
    assert block is not None
    with state.region_scope(region):
        for arg, m in zip(t.blocks[block].args, mappings, strict=True):
            if not state.map_block_argument(arg, m):
                return definite()
        inner = TransformResults([state.kind(r) for r in t.ops[callee].results])
        outcome = apply_sequence_block(state, block, _failure_mode(op), inner)
        if not outcome.succeeded:
            return outcome
        last = t.blocks[block].last
        yielded = mapped_values(state, t.ops[last].operands) if last else []
    for i, m in enumerate(yielded):
        if i < len(results):
            results.set_mapped(i, m)
    return outcome


_EFFECTS_IN_PROGRESS: set[int] = set()


def include_effects(op: Operation) -> Effects:
    """IncludeOp::getEffects (MLIR 22): the payload is always considered
    modified; an operand is consumed if the callee's argument is marked
    `transform.consumed`, read if marked `transform.readonly`, and has no
    declared effect otherwise (which TransformOpInterface's verifier
    reports). Before the callee is known to be well formed, every operand
    is read."""
    from pdlx.transform.dialect.verify import verify_named_sequence_op

    callee = include_callee(op)
    n = len(op.snapshot.ops[op.id].operands)
    if callee is None:
        return Effects(frozenset(), True, True)
    cview = Operation(op.snapshot, callee)
    if callee in _EFFECTS_IN_PROGRESS:
        # Recursive named sequences are invalid (and reported elsewhere);
        # do not recurse forever computing their effects.
        return Effects(frozenset(), True, True)
    _EFFECTS_IN_PROGRESS.add(callee)
    try:
        early, _ = verify_named_sequence_op(cview, emit_warnings=False)
    finally:
        _EFFECTS_IN_PROGRESS.discard(callee)
    if not early.succeeded:
        return Effects(frozenset(), True, True)
    dicts = arg_attr_dicts(cview)
    consumed: set[int] = set()
    unspecified: set[int] = set()
    for i in range(n):
        d = dicts[i] if i < len(dicts) else DictionaryAttr()
        if CONSUMED_ATTR in d:
            consumed.add(i)
        elif READONLY_ATTR not in d:
            unspecified.add(i)
    return Effects(frozenset(consumed), True, True, frozenset(unspecified))


# ---------------------------------------------------------------------------
# transform.alternatives
# ---------------------------------------------------------------------------


def apply_alternatives(op: Operation, results: TransformResults, state: TransformState) -> Outcome:
    """Try each region on the current payload; a silenceable failure rolls
    the payload and the handles back to where they were (pdlx keeps the
    snapshot instead of cloning the scope as MLIR does)."""
    from pdlx.ir.context import ISOLATED_FROM_ABOVE, Context

    t = state.transform
    rec = t.ops[op.id]
    if rec.operands:
        originals = list(state.payload_ops(rec.operands[0]))
    else:
        originals = [state.top_level]
    ctx = Context.default()
    for original in originals:
        p = state.payload
        if op.id in p.ops and p.is_ancestor(original, op.id):
            d = state.sink.error(op.loc, "scope must not contain the transforms being applied")
            d.attach_note("scope", state.payload.ops[original].loc)
            return definite()
        odef = ctx.op(state.payload.ops[original].name)
        if odef is None or ISOLATED_FROM_ABOVE not in odef.traits:
            d = state.sink.error(op.loc, "only isolated-from-above ops can be alternative scopes")
            d.attach_note("scope", state.payload.ops[original].loc)
            return definite()
    for region in rec.regions:
        block = t.regions[region].blocks[0]
        checkpoint = state.checkpoint()
        failed = False
        with state.region_scope(region):
            if not state.map_block_argument(t.blocks[block].args[0], list(originals)):
                return definite()
            for child in ops_without_terminator(state, block):
                outcome = state.apply_transform(child)
                if outcome.is_silenceable:
                    failed = True
                    break
                if outcome.is_definite:
                    return outcome
            if not failed:
                forward_terminator_operands(state, block, results)
                return success()
        state.restore(checkpoint)
    return silenceable(op.loc, "all alternatives failed")


def alternatives_effects(op: Operation) -> Effects:
    n = len(op.snapshot.ops[op.id].operands)
    return Effects(frozenset(range(n)), True, True)


# ---------------------------------------------------------------------------
# transform.foreach
# ---------------------------------------------------------------------------


def apply_foreach(op: Operation, results: TransformResults, state: TransformState) -> Outcome:
    t = state.transform
    rec = t.ops[op.id]
    payloads = mapped_values(state, rec.operands)
    n = len(payloads[0]) if payloads else 0
    zip_shortest = attr(op, "with_zip_shortest") is not None
    if zip_shortest and payloads:
        n = min(len(p) for p in payloads)
        payloads = [p[:n] for p in payloads]
    if not zip_shortest:
        for i in range(1, len(payloads)):
            if len(payloads[i]) != n:
                return silenceable(
                    op.loc,
                    f"prior targets' payload size ({n}) differs from payload size "
                    f"({len(payloads[i])}) of target {_value_text(state, rec.operands[i])}",
                )
    region = rec.regions[0]
    block = t.regions[region].blocks[0]
    args = t.blocks[block].args
    accumulated: list[list[MappedValue]] = [[] for _ in rec.results]
    for it in range(n):
        with state.region_scope(region):
            for a_idx, a in enumerate(args):
                if not state.map_block_argument(a, [payloads[a_idx][it]]):
                    return definite()
            for child in ops_without_terminator(state, block):
                outcome = state.apply_transform(child)
                if not outcome.succeeded:
                    return outcome
            last = t.blocks[block].last
            for i, v in enumerate(t.ops[last].operands):
                accumulated[i].extend(state.mapped_values(v))
    for i, m in enumerate(accumulated):
        results.set_mapped(i, m)
    return success()


def foreach_effects(op: Operation) -> Effects:
    snap = op.snapshot
    block = body_block(op)
    if block is None:
        return Effects()
    consumed = consumed_block_args(snap, block)
    reads, modifies = block_payload_effects(snap, block)
    return Effects(frozenset(consumed), reads, modifies)


def _value_text(state: TransformState, v: int) -> str:
    """How MLIR streams a Value into a diagnostic: the defining op printed."""
    from pdlx.verify.verifier import current_op_text

    t = state.transform
    rec = t.values[v]
    if rec.is_arg:
        return f"<block argument> of type '{rec.type}' at index: {rec.index}"
    return current_op_text(t, rec.owner).lstrip("\n")


# ---------------------------------------------------------------------------
# transform.yield
# ---------------------------------------------------------------------------


def apply_yield(op: Operation, results: TransformResults, state: TransformState) -> Outcome:
    return success()


def yield_effects(op: Operation) -> Effects:
    return Effects()


def handle_kind(state: TransformState, v: int) -> HandleKind:
    return state.kind(v)
