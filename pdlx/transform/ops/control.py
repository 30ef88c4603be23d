"""The control ops of the transform dialect: sequence, named_sequence,
include, yield, alternatives, foreach, each with its definition, verifier,
effects and `apply` (ports of TransformOps.cpp), and the dialect's
`verifyOperationAttribute` (`transform.with_named_sequence`)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from pdlx import ods
from pdlx.dialects import func
from pdlx.dialects.func import verify_function_like
from pdlx.ir.attributes import (
    ArrayAttr,
    Attribute,
    DictionaryAttr,
    IntegerAttr,
    StringAttr,
    SymbolRefAttr,
    TypeAttr,
    UnitAttr,
)
from pdlx.ir.callgraph import build_call_graph, has_cycle, sccs
from pdlx.ir.context import ISOLATED_FROM_ABOVE, SYMBOL_TABLE, Context, OpDef
from pdlx.ir.diagnostics import Diagnostic, Severity
from pdlx.ir.interfaces import CallableOpInterface, CallOpInterface
from pdlx.ir.snapshot import Derived, Snapshot
from pdlx.ir.symbols import lookup_nearest_symbol_from
from pdlx.ir.types import FunctionType
from pdlx.ir.views import Operation
from pdlx.syntax.printer import quote
from pdlx.transform.extension import (
    Effects,
    attach,
    is_transform_op,
    semantics_of,
)
from pdlx.transform.ops import types as TT
from pdlx.transform.ops.base import (
    FUNCTION_TYPE_ATTR,
    IMPLICIT_YIELD,
    MATCH_OP,
    NAMED_SEQUENCE,
    POSSIBLE_TOP_LEVEL,
    TRANSFORM_OP,
    arg_attrs,
    check_double_consume,
    core_semantics,
    ctx_of,
    entry_block,
    first_diag,
    function_type,
    is_external,
    lookup_function,
    might_be_terminator,
    op_err,
    op_spec,
    plain_err,
)
from pdlx.transform.ops.directives import DIRECTIVES
from pdlx.transform.ops.types import (
    ANY_HANDLE_OR_PARAM,
    FAILURE_PROPAGATION_MODE,
    HANDLE,
)
from pdlx.transform.outcome import Outcome, definite, silenceable, success
from pdlx.transform.results import TransformResults
from pdlx.transform.state import MappedValue, TransformState
from pdlx.verify.verifier import current_op_text, op_diag, verify_op_only

# ---------------------------------------------------------------------------
# Shared by the ops below


PROPAGATE = 1


SUPPRESS = 2


CONSUMED_ATTR = "transform.consumed"


READONLY_ATTR = "transform.readonly"


YIELD = "transform.yield"


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


def consumed_block_args(snap: Snapshot, block: int) -> set[int]:
    """Block arguments that some op directly in the block consumes
    (MLIR's getConsumedBlockArguments)."""
    return set(_block_effects(snap, block)[0])


def block_payload_effects(snap: Snapshot, block: int) -> tuple[bool, bool]:
    """(reads, modifies) the payload, over the ops directly in a block."""
    _, reads, modifies = _block_effects(snap, block)
    return reads, modifies


def named_sequence_is_external(op: Operation) -> bool:
    return body_block(op) is None


def _failure_mode(op: Operation) -> int:
    a = attr(op, "failure_propagation_mode")
    return a.value if isinstance(a, IntegerAttr) else PROPAGATE


_EFFECTS_IN_PROGRESS: set[int] = set()


def apply_yield(op: Operation, results: TransformResults, state: TransformState) -> Outcome:
    return success()


def yield_effects(op: Operation) -> Effects:
    return Effects()


def _consumed_entry_args(op: Operation) -> set[int]:
    """getConsumedBlockArguments of the entry block."""
    block = entry_block(op)
    if block is None:
        return set()
    return consumed_block_args(op.snapshot, block)


def verify_consume_annotations(
    op: Operation, emit_warnings: bool, also_verify_internal: bool = False
) -> tuple[Outcome, list[Diagnostic]]:
    """verifyFunctionLikeConsumeAnnotations: (outcome, warnings to emit)."""
    external = is_external(op)
    consumed = set() if external else _consumed_entry_args(op)
    warnings: list[Diagnostic] = []
    for i in range(len(function_type(op).inputs)):
        attrs = arg_attrs(op, i)
        is_consumed = attrs is not None and TT.ARG_CONSUMED in attrs
        is_readonly = attrs is not None and TT.ARG_READONLY in attrs
        if is_consumed and is_readonly:
            return silenceable(op.loc, f"argument #{i} cannot be both readonly and consumed"), []
        if (external or also_verify_internal) and not is_consumed and not is_readonly:
            return (
                silenceable(
                    op.loc,
                    "must provide consumed/readonly status for arguments of external or called ops",
                ),
                [],
            )
        if external:
            continue
        if i in consumed and not is_consumed and is_readonly:
            return (
                silenceable(
                    op.loc, f"argument #{i} is consumed in the body but is not marked as such"
                ),
                [],
            )
        if emit_warnings and i not in consumed and is_consumed:
            warnings.append(
                Diagnostic(
                    Severity.WARNING,
                    op.loc,
                    f"op argument #{i} is not consumed in the body but is marked as consumed",
                )
            )
    return success(), warnings


def _parent_with_trait(op: Operation, trait: str, ctx: Context) -> int | None:
    snap = op.snapshot
    p = snap.parent_op_of_op(op.id)
    while p:
        opdef = ctx.op(snap.ops[p].name)
        if opdef is not None and trait in opdef.traits:
            return p
        p = snap.parent_op_of_op(p)
    return None


def _parent_transform_op(op: Operation, ctx: Context) -> int | None:
    snap = op.snapshot
    p = snap.parent_op_of_op(op.id)
    while p:
        if is_transform_op(ctx, snap.ops[p].name):
            return p
        p = snap.parent_op_of_op(p)
    return None


def verify_named_sequence_op(
    op: Operation, emit_warnings: bool
) -> tuple[Outcome, list[Diagnostic]]:
    """verifyNamedSequenceOp (not reported: callers decide)."""
    ctx = ctx_of(op)
    snap = op.snapshot
    table = _parent_with_trait(op, SYMBOL_TABLE, ctx)
    if table is not None and TT.WITH_NAMED_SEQUENCE not in _all_attrs(snap, table):
        out = silenceable(
            op.loc,
            "expects the parent symbol table to have the 'transform.with_named_sequence' attribute",
        )
        out.attach_note("symbol table operation", snap.ops[table].loc)
        return out, []
    parent = _parent_transform_op(op, ctx)
    if parent is not None:
        out = silenceable(op.loc, "cannot be defined inside another transform op")
        out.attach_note("ancestor transform op", snap.ops[parent].loc)
        return out, []
    block = entry_block(op)
    if block is None:
        return verify_consume_annotations(op, emit_warnings)
    term = snap.blocks[block].last
    if not term:
        return silenceable(op.loc, "expected a non-empty body block"), []
    if snap.ops[term].name != YIELD:
        out = silenceable(op.loc, f"expected '{YIELD}' as terminator")
        out.attach_note("terminator", snap.ops[term].loc)
        return out, []
    results = function_type(op).results
    operands = snap.ops[term].operands
    if len(operands) != len(results):
        return (
            silenceable(
                snap.ops[term].loc,
                "expected terminator to have as many operands as the parent op has results",
            ),
            [],
        )
    for i, (v, rt) in enumerate(zip(operands, results, strict=True)):
        ot = snap.values[v].type
        if ot != rt:
            return (
                silenceable(
                    snap.ops[term].loc,
                    f"the type of the terminator operand #{i} must match the type of the "
                    f"corresponding parent op result ('{ot}' vs '{rt}')",
                ),
                [],
            )
    return verify_consume_annotations(op, emit_warnings)


def _all_attrs(snap: Snapshot, op: int) -> set[str]:
    rec = snap.ops[op]
    names = set(rec.attributes.keys())
    if isinstance(rec.properties, DictionaryAttr):
        names |= set(rec.properties.keys())
    return names


def verify_dialect_attribute(
    op: Operation, name: str, value: Attribute
) -> Diagnostic | list[Diagnostic] | None:
    ctx = ctx_of(op)
    snap = op.snapshot
    if name == TT.WITH_NAMED_SEQUENCE:
        opdef = ctx.op(op.name)
        if opdef is None or SYMBOL_TABLE not in opdef.traits:
            return Diagnostic(
                Severity.ERROR,
                op.loc,
                f"{quote(name)} attribute can only be attached to operations with symbol tables",
            )
        # Pre-verify calls and callables (MLIR: the call graph built below
        # assumes they are valid, and this runs before the nested ops are
        # verified); the first one failing, in post-order, is the only error.
        # Its warnings are emitted as they come: MLIR verifies these ops twice
        # (here and in the regular walk), and prints their warnings twice.
        warnings: list[Diagnostic] = []
        for nested in snap.walk(op.id, post_order=True):
            nested_def = ctx.op(snap.ops[nested].name)
            if nested_def is None or (
                nested_def.interface(CallableOpInterface) is None
                and nested_def.interface(CallOpInterface) is None
            ):
                continue
            for d in verify_op_only(snap, ctx, nested):
                if d.severity is Severity.ERROR:
                    return [*warnings, d]
                warnings.append(d)
        cg = build_call_graph(snap, op.id, ctx)
        for comp in sccs(cg):
            if not has_cycle(cg, comp):
                continue
            if any(n < 0 for n in comp):
                return [
                    *warnings,
                    op_err(op, "contains a call to an external operation, which is not allowed"),
                ]
            first = cg.owner[comp[0]]
            d = Diagnostic(
                Severity.ERROR, snap.ops[first].loc, "recursion not allowed in named sequences"
            )
            for n in comp[1:]:
                d.attach_note("operation on recursion stack", snap.ops[cg.owner[n]].loc)
            return [*warnings, d]
        return warnings or None
    if name == TT.TARGET_TAG:
        if not isinstance(value, StringAttr):
            return op_diag(snap, op.id, f"{quote(name)} attribute must be a string")
        return None
    if name in (TT.ARG_CONSUMED, TT.ARG_READONLY, TT.SILENCE_TRACKING_FAILURES):
        if not isinstance(value, UnitAttr):
            return op_diag(snap, op.id, f"{quote(name)} must be a unit attribute")
        return None
    return Diagnostic(Severity.ERROR, op.loc, f"unknown attribute: {quote(name)}")


# ---------------------------------------------------------------------------
# transform.alternatives


def apply_alternatives(op: Operation, results: TransformResults, state: TransformState) -> Outcome:
    """Try each region on the current payload; a silenceable failure rolls
    the payload and the handles back to where they were (pdlx keeps the
    snapshot instead of cloning the scope as MLIR does, and shows the scope
    as MLIR's detached clone: no parent op, printed as a top-level op)."""
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
    outer_detached = state.detached
    try:
        state.detached = outer_detached | frozenset(originals)
        return _run_alternatives(op, rec.regions, originals, results, state)
    finally:
        state.detached = outer_detached


def _run_alternatives(
    op: Operation,
    regions: tuple[int, ...],
    originals: list[int],
    results: TransformResults,
    state: TransformState,
) -> Outcome:
    """Each region in turn on the scopes, seen as detached roots, until one
    succeeds; the payload and the handles roll back after each failure."""
    t = state.transform
    for region in regions:
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


def verify_alternatives(op: Operation) -> Iterator[Diagnostic]:
    snap = op.snapshot
    results = list(op.result_types)
    for r in snap.ops[op.id].regions:
        blocks = snap.regions[r].blocks
        if not blocks:
            continue
        term = snap.blocks[blocks[0]].last
        if not term:
            continue
        if [snap.values[v].type for v in snap.ops[term].operands] != results:
            d = op_err(
                op,
                "expects terminator operands to have the same type as results of the operation",
            )
            d.attach_note("terminator", snap.ops[term].loc)
            yield d
            return


def alternatives_op() -> OpDef:
    return attach(
        ods.op(
            "transform.alternatives",
            operands=[ods.Operand("scope", HANDLE, optional=True)],
            results=[ods.Result("results", HANDLE, variadic=True)],
            regions=[ods.Region("alternatives", ods.SizedRegion(1), variadic=True)],
            traits=[TRANSFORM_OP, ods.IsolatedFromAbove, POSSIBLE_TOP_LEVEL, IMPLICIT_YIELD],
            assembly_format=(
                "($scope^ `:` type($scope))? (`->` type($results)^)? attr-dict-with-keyword regions"
            ),
            verify=verify_alternatives,
            summary="Attempts sequences of transforms until one succeeds",
        ),
        core_semantics(apply_alternatives, alternatives_effects, top_level=True),
    )


# ---------------------------------------------------------------------------
# transform.sequence


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


def verify_sequence(op: Operation) -> Iterator[Diagnostic]:
    ctx = ctx_of(op)
    snap = op.snapshot
    spec = op_spec(op)
    root = spec.operand(op, "root")
    extra = spec.operand(op, "extra_bindings")
    if not root and extra:
        yield op_err(op, "does not expect extra operands when used as top-level")
        return
    block = entry_block(op)
    if block is None:
        return
    for n, arg in enumerate(snap.blocks[block].args):
        d = check_double_consume(
            ctx, snap, arg, op_err(op, f"block argument #{n} has more than one potential consumer")
        )
        if d is not None:
            yield d
            return
    last = snap.blocks[block].last
    for child in snap.block_ops(block):
        crec = snap.ops[child]
        if not is_transform_op(ctx, crec.name) and child != last:
            d = op_err(op, "expected children ops to implement TransformOpInterface")
            d.attach_note("op without interface", crec.loc)
            yield d
            return
        for i, r in enumerate(crec.results):
            rep = op_diag(snap, child, f"result #{i} has more than one potential consumer")
            d = check_double_consume(ctx, snap, r, rep)
            if d is not None:
                yield d
                return
    if not last or not might_be_terminator(ctx, snap.ops[last].name):
        yield op_err(op, "expects to have a terminator in the body")
        return
    term_types = [snap.values[v].type for v in snap.ops[last].operands]
    if term_types != list(op.result_types):
        d = op_err(
            op, "expects the types of the terminator operands to match the types of the result"
        )
        d.attach_note("terminator", snap.ops[last].loc)
        yield d


def sequence_op() -> OpDef:
    return attach(
        ods.op(
            "transform.sequence",
            operands=[
                ods.Operand("root", HANDLE, optional=True),
                ods.Operand("extra_bindings", ANY_HANDLE_OR_PARAM, variadic=True),
            ],
            results=[ods.Result("results", HANDLE, variadic=True)],
            attributes=[ods.Attr("failure_propagation_mode", FAILURE_PROPAGATION_MODE)],
            regions=[ods.Region("body", ods.SizedRegion(1))],
            traits=[
                MATCH_OP,
                TRANSFORM_OP,
                POSSIBLE_TOP_LEVEL,
                IMPLICIT_YIELD,
                ods.AttrSizedOperandSegments,
            ],
            assembly_format=(
                "custom<SequenceOpOperands>($root, type($root), $extra_bindings, "
                "type($extra_bindings)) (`->` type($results)^)? `failures` `(` "
                "$failure_propagation_mode `)` attr-dict-with-keyword regions"
            ),
            custom_directives=DIRECTIVES,
            default_dialect="transform",
            verify=verify_sequence,
            summary="Contains a sequence of other transform ops to apply",
        ),
        core_semantics(
            apply_sequence,
            possible_top_level_effects,
            match_op=True,
            top_level=True,
        ),
    )


# ---------------------------------------------------------------------------
# transform.named_sequence


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


def verify_named_sequence(op: Operation) -> Iterator[Diagnostic]:
    failed = False
    for d in verify_function_like(op):
        failed = failed or d.severity is Severity.ERROR
        yield d
    if failed:
        return
    outcome, warnings = verify_named_sequence_op(op, emit_warnings=True)
    yield from warnings
    yield from outcome.diagnostics


def _named_sequence_callable(op: Operation) -> int | None:
    """CallableOpInterface::getCallableRegion (the body, even if empty)."""
    regions = op.snapshot.ops[op.id].regions
    return regions[0] if regions else None


def named_sequence_op() -> OpDef:
    return attach(
        ods.op(
            "transform.named_sequence",
            attributes=[
                ods.Attr("sym_name", ods.SymbolNameAttr),
                ods.Attr("function_type", FUNCTION_TYPE_ATTR),
                ods.Attr("sym_visibility", ods.StrAttr, optional=True),
                ods.Attr("arg_attrs", ods.DictArrayAttr, optional=True),
                ods.Attr("res_attrs", ods.DictArrayAttr, optional=True),
            ],
            regions=[ods.Region("body", ods.MaxSizedRegion(1))],
            traits=[ods.Symbol, ods.IsolatedFromAbove, TRANSFORM_OP],
            parser=func.parse_function_op,
            printer=func.print_function_op,
            verify=verify_named_sequence,
            summary="Named transform sequence that can be included elsewhere",
        ).implement(CallableOpInterface(_named_sequence_callable)),
        core_semantics(apply_named_sequence, named_sequence_effects),
    )


# ---------------------------------------------------------------------------
# transform.include


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


def include_effects(op: Operation) -> Effects:
    """IncludeOp::getEffects (MLIR 22): the payload is always considered
    modified; an operand is consumed if the callee's argument is marked
    `transform.consumed`, read if marked `transform.readonly`, and has no
    declared effect otherwise (which TransformOpInterface's verifier
    reports). Before the callee is known to be well formed, every operand
    is read."""
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


def verify_include_symbol_uses(op: Operation) -> Diagnostic | None:
    target_attr = op.attr("target")
    if not isinstance(target_attr, SymbolRefAttr):
        return op_err(op, "expects a 'target' symbol reference attribute")
    target = lookup_function(op, target_attr)
    if target is None or target.name != NAMED_SEQUENCE:
        return op_err(op, "does not reference a named transform sequence")
    fty = function_type(target)
    operand_types = op.operand_types
    if len(fty.inputs) != len(operand_types):
        return plain_err(op, "incorrect number of operands for callee")
    for i, (want, have) in enumerate(zip(fty.inputs, operand_types, strict=True)):
        if want != have:
            return op_err(
                op,
                f"operand type mismatch: expected operand type '{want}', but provided '{have}' "
                f"for operand number {i}",
            )
    result_types = op.result_types
    if len(fty.results) != len(result_types):
        return plain_err(op, "incorrect number of results for callee")
    for i, (rt, ft) in enumerate(zip(result_types, fty.results, strict=True)):
        if not TT.same_transform_interface(rt, ft):
            return op_err(
                op,
                f"type of result #{i} must implement the same transform dialect interface as the "
                "corresponding callee result",
            )
    outcome, _ = verify_consume_annotations(target, False, True)
    return first_diag(outcome)


def include_op() -> OpDef:
    return attach(
        ods.op(
            "transform.include",
            operands=[ods.Operand("operands", ANY_HANDLE_OR_PARAM, variadic=True)],
            results=[ods.Result("results", ANY_HANDLE_OR_PARAM, variadic=True)],
            attributes=[
                ods.Attr("target", ods.SymbolRefAttrC),
                ods.Attr("failure_propagation_mode", FAILURE_PROPAGATION_MODE),
                ods.Attr("arg_attrs", ods.DictArrayAttr, optional=True),
                ods.Attr("res_attrs", ods.DictArrayAttr, optional=True),
            ],
            traits=[MATCH_OP, TRANSFORM_OP],
            assembly_format=(
                "$target `failures` `(` $failure_propagation_mode `)`"
                "`(` $operands `)` attr-dict `:` functional-type($operands, $results)"
            ),
            verify_symbol_uses=verify_include_symbol_uses,
            summary="Includes a named transform sequence",
        ).implement(CallOpInterface("target")),
        core_semantics(apply_include, include_effects, match_op=True),
    )


# ---------------------------------------------------------------------------
# transform.yield


def yield_op() -> OpDef:
    # YieldOp is a terminator with effects but no TransformOpInterface: it
    # is not applied, and counts as a potential consumer of what it yields.
    return ods.op(
        "transform.yield",
        operands=[ods.Operand("operands", ANY_HANDLE_OR_PARAM, variadic=True)],
        traits=[ods.IsTerminator],
        assembly_format="operands attr-dict (`:` type($operands)^)?",
        summary="Yields operation handles from a transform IR region",
    )


# ---------------------------------------------------------------------------
# transform.foreach


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
    t = state.transform
    rec = t.values[v]
    if rec.is_arg:
        return f"<block argument> of type '{rec.type}' at index: {rec.index}"
    return current_op_text(t, rec.owner).lstrip("\n")


def verify_foreach(op: Operation) -> Iterator[Diagnostic]:
    snap = op.snapshot
    block = entry_block(op)
    if block is None:
        return
    targets = snap.ops[op.id].operands
    args = snap.blocks[block].args
    for i in range(max(len(targets), len(args))):
        if i >= len(targets) or i >= len(args):
            yield op_err(op, "expects the same number of targets as the body has block arguments")
            return
        if snap.values[targets[i]].type != snap.values[args[i]].type:
            yield op_err(
                op,
                "expects co-indexed targets and the body's block arguments to have the same "
                "op/value/param type",
            )
            return
    term = snap.blocks[block].last
    if not term or snap.ops[term].name != YIELD:
        return
    results = snap.ops[op.id].results
    yields = snap.ops[term].operands
    for i in range(max(len(results), len(yields))):
        if i >= len(results) or i >= len(yields):
            yield op_err(
                op, "expects the same number of results as the yield terminator has operands"
            )
            return
        if snap.values[results[i]].type != snap.values[yields[i]].type:
            yield op_err(
                op,
                "expects co-indexed results and yield operands to have the same op/value/param "
                "type",
            )
            return


def foreach_op() -> OpDef:
    return attach(
        ods.op(
            "transform.foreach",
            operands=[ods.Operand("targets", ANY_HANDLE_OR_PARAM, variadic=True)],
            results=[ods.Result("results", ANY_HANDLE_OR_PARAM, variadic=True)],
            attributes=[ods.Attr("with_zip_shortest", ods.UnitAttrC, optional=True)],
            regions=[ods.Region("body", ods.SizedRegion(1))],
            traits=[TRANSFORM_OP, IMPLICIT_YIELD],
            assembly_format=(
                "$targets oilist(`with_zip_shortest` $with_zip_shortest) `:` "
                "type($targets) (`->` type($results)^)? $body attr-dict"
            ),
            verify=verify_foreach,
            summary="Executes the body for each element of the payload",
        ),
        core_semantics(apply_foreach, foreach_effects),
    )
