"""The ops that read or edit the payload: annotate, print, verify,
apply_dce, apply_cse, apply_licm, apply_patterns (and its pattern
descriptors), apply_conversion_patterns, apply_registered_pass: definitions,
verifiers and semantics (ports of TransformOps.cpp), and the rejection of
the ops pdlx cannot apply faithfully."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from typing import TextIO

from pdlx import ods
from pdlx.ir.attributes import (
    ArrayAttr,
    Attribute,
    DictionaryAttr,
    StringAttr,
    UnitAttr,
)
from pdlx.ir.context import IS_TERMINATOR, ISOLATED_FROM_ABOVE, Context, OpDef
from pdlx.ir.diagnostics import Diagnostic, Severity
from pdlx.ir.rewriter import Rewriter
from pdlx.ir.snapshot import Snapshot
from pdlx.ir.views import Operation
from pdlx.rewrite.cse import eliminate_common_subexpressions
from pdlx.rewrite.effects import is_memory_effect_free, is_trivially_dead
from pdlx.rewrite.greedy import DriverResult
from pdlx.rewrite.passes import lookup_pass, run_pass_on
from pdlx.rewrite.patterns import (
    apply_patterns_greedily,
    canonicalization_patterns,
    conversion_pattern_descriptor,
    is_conversion_pattern_descriptor,
    is_pattern_descriptor,
    is_type_converter_builder,
    pattern_descriptor,
    populate_from_descriptor,
    runaway_message,
)
from pdlx.syntax.asm import attr_without_type
from pdlx.syntax.printer import AsmPrinter, command_line_flags
from pdlx.transform import extension as X
from pdlx.transform.extension import (
    Effects,
    apply_each,
    attach,
)
from pdlx.transform.ops.base import (
    GRAPH_REGION_NO_TERMINATOR,
    MATCH_OP,
    MINUS_ONE,
    NO_EFFECTS,
    READS_MODIFIES,
    READS_PAYLOAD,
    TRANSFORM_OP,
    core_semantics,
    ctx_of,
    entry_block,
    op_err,
    op_spec,
)
from pdlx.transform.ops.common import (
    emit_definite,
    int_attr,
    op_diagnostic,
    print_op_text,
    str_attr,
    unit_attr,
)
from pdlx.transform.ops.directives import DIRECTIVES
from pdlx.transform.ops.types import (
    HANDLE,
    PARAM,
    ParamOperandAttr,
)
from pdlx.transform.outcome import Outcome, definite, silenceable, success
from pdlx.transform.results import TransformResults
from pdlx.transform.state import MappedValue, TransformState
from pdlx.verify.verifier import verify

# ---------------------------------------------------------------------------
# Shared by the ops below


def _operands(op: Operation) -> tuple[int, ...]:
    return op.snapshot.ops[op.id].operands


def ensure_payload_is_separate(state: TransformState, op: Operation, target: int) -> Outcome:
    """ensurePayloadIsSeparateFromTransform: a transform must not edit the
    transform IR being interpreted (when both live in one module)."""
    if state.payload is not state.transform and target not in state.transform.ops:
        return success()
    t = state.transform
    anc = op.id
    while anc:
        if anc == target:
            out, d = emit_definite(
                state, op, "cannot apply transform to itself (or one of its ancestors)"
            )
            d.attach_note("target payload op", state.payload.ops[target].loc)
            return out
        anc = t.parent_op_of_op(anc)
    return success()


def _each_op(name: str, summary: str, apply: X.ApplyFn, effects: X.EffectsFn, fmt: str) -> OpDef:
    return attach(
        ods.op(
            name,
            operands=[ods.Operand("target", HANDLE)],
            traits=[TRANSFORM_OP],
            assembly_format=fmt,
            summary=summary,
        ),
        core_semantics(apply, effects, tracking=True),
    )


# ---------------------------------------------------------------------------
# transform.annotate


def _set_attr(rw: Rewriter, op: int, name: str, value: Attribute) -> None:
    """Operation::setAttr: inherent attributes go to the properties."""
    ctx = Context.default()
    rec = rw.op_record(op)
    d = ctx.op(rec.name)
    if d is not None and d.inherent is not None and name in d.inherent:
        spec = d.spec
        adef = spec.attr(name) if spec is not None else None
        if adef is not None and not adef.constraint.is_kind(value):
            # The generated setInherentAttr casts to the storage class and
            # stores null when the cast fails: the property disappears.
            props = rec.properties
            if isinstance(props, DictionaryAttr) and name in props:
                rw.set_properties(op, props.remove(name))
            return
        rw.set_property(op, name, value)
    else:
        rw.set_attribute(op, name, value)


def apply_annotate(op: Operation, results: TransformResults, state: TransformState) -> Outcome:
    operands = _operands(op)
    targets = state.payload_ops(operands[0])
    name = str_attr(op, "name") or ""
    value: Attribute = UnitAttr()
    rw = state.rewriter()
    if len(operands) > 1:
        params = state.params(operands[1])
        if len(params) != 1:
            if len(targets) != len(params):
                return silenceable(
                    op.loc,
                    f"parameter and target have different payload lengths ({len(params)} vs "
                    f"{len(targets)})",
                )
            for t, p in zip(targets, params, strict=True):
                _set_attr(rw, t, name, p)
            rw.commit()
            return success()
        value = params[0]
    if _all_discardable(rw, targets, name):
        rw.set_attributes(targets, name, value)
    else:
        for t in targets:
            _set_attr(rw, t, name, value)
    rw.commit()
    return success()


def _all_discardable(rw: Rewriter, targets: list[int], name: str) -> bool:
    """Whether `name` is an inherent attribute of none of the targets' ops
    (then `_set_attr` is `set_attribute` for each: one bulk call). One
    registry lookup per op name, not per op."""
    ctx = Context.default()
    records = rw.ops
    seen: set[str] = set()
    for t in targets:
        op_name = records[t].name
        if op_name not in seen:
            d = ctx.op(op_name)
            if d is not None and d.inherent is not None and name in d.inherent:
                return False
            seen.add(op_name)
    return True


def annotate_op() -> OpDef:
    return attach(
        ods.op(
            "transform.annotate",
            operands=[
                ods.Operand("target", HANDLE),
                ods.Operand("param", PARAM, optional=True),
            ],
            attributes=[ods.Attr("name", ods.StrAttr)],
            traits=[TRANSFORM_OP],
            assembly_format=(
                "$target $name attr-dict (`=` $param^)?`:` type($target) (`,` type($param)^)?"
            ),
            summary="Annotates the target operation with an attribute by name",
        ),
        core_semantics(apply_annotate, READS_MODIFIES),
    )


# ---------------------------------------------------------------------------
# transform.print


def print_payload_op(
    state: TransformState,
    op: int,
    *,
    assume_verified: bool = False,
    use_local_scope: bool = False,
    skip_regions: bool = False,
) -> str:
    """`op->print(os, flags)` on the payload, with the command line's
    printing flags (--mlir-print-op-generic and the others, as MLIR's
    `OpPrintingFlags()` takes them): numbered from the top-level op (or the
    op's isolated ancestor with `use_local_scope`), generic form if that
    root does not verify (unless `assume_verified`, from the op or the
    command line)."""
    snap = state.payload
    cl = command_line_flags()
    generic = cl.generic
    assume_verified = assume_verified or cl.assume_verified
    skip_regions = skip_regions or cl.skip_regions
    top = (not snap.ops[op].parent or op in state.detached) and not use_local_scope
    if top:
        return print_op_text(
            snap,
            op,
            generic=generic,
            skip_regions=skip_regions,
            top_level=True,
            assume_verified=assume_verified,
        )
    scope: int | None = None
    if not use_local_scope:
        scope = op
        while state.parent_op_of(scope):
            scope = state.parent_op_of(scope)
    return print_op_text(
        snap,
        op,
        scope=scope,
        generic=generic,
        skip_regions=skip_regions,
        assume_verified=assume_verified,
    )


def apply_print(op: Operation, results: TransformResults, state: TransformState) -> Outcome:
    out: TextIO = state.out or sys.stdout
    name = str_attr(op, "name")
    flags = {
        "assume_verified": unit_attr(op, "assume_verified"),
        "use_local_scope": unit_attr(op, "use_local_scope"),
        "skip_regions": unit_attr(op, "skip_regions"),
    }
    header = "[[[ IR printer: " + (name + " " if name is not None else "")
    operands = _operands(op)
    if not operands:
        out.write(header + "top-level ]]]\n")
        out.write(print_payload_op(state, state.top_level, **flags))
        out.write("\n")
        return success()
    out.write(header + "]]]\n")
    for target in state.payload_ops(operands[0]):
        out.write(print_payload_op(state, target, **flags))
        out.write("\n")
    return success()


def print_op() -> OpDef:
    return attach(
        ods.op(
            "transform.print",
            operands=[ods.Operand("target", HANDLE, optional=True)],
            attributes=[
                ods.Attr("name", ods.StrAttr, optional=True),
                ods.Attr("assume_verified", ods.UnitAttrC, optional=True),
                ods.Attr("use_local_scope", ods.UnitAttrC, optional=True),
                ods.Attr("skip_regions", ods.UnitAttrC, optional=True),
            ],
            traits=[TRANSFORM_OP, MATCH_OP],
            assembly_format="$target attr-dict (`:` type($target)^)?",
            summary="Dump each payload op",
        ),
        core_semantics(apply_print, READS_PAYLOAD, match_op=True),
    )


# ---------------------------------------------------------------------------
# transform.verify


def apply_verify(op: Operation, results: TransformResults, state: TransformState) -> Outcome:
    def one(target: int, st: TransformState) -> Outcome | list[MappedValue]:
        diags = verify(st.payload, Context.default(), root=target)
        if not any(d.severity.value == "error" for d in diags):
            return []
        for d in diags:
            st.sink.emit(d)
        out, diag = emit_definite(st, op, "failed to verify payload op")
        diag.attach_note("payload op", st.payload.ops[target].loc)
        return out

    return apply_each(op, results, state, one)


def verify_op() -> OpDef:
    return _each_op(
        "transform.verify",
        "Verifies the targeted ops",
        apply_verify,
        NO_EFFECTS,
        "$target attr-dict `:` type($target)",
    )


# ---------------------------------------------------------------------------
# transform.apply_dce


def dead_code_elimination(state: TransformState, rw: Rewriter, target: int) -> None:
    """ApplyDeadCodeEliminationOp::applyToOne: erase trivially dead ops
    nested in `target` (post-order), then those that became dead."""
    ctx = Context.default()
    worklist: list[int] = []  # a SetVector

    def add_defining_ops(o: int) -> None:
        snap = rw.snapshot()
        for n in snap.walk(o):
            for v in snap.ops[n].operands:
                vrec = snap.values[v]
                if vrec.is_arg:
                    continue
                d = vrec.owner
                if d != target and snap.is_ancestor(target, d) and d not in worklist:
                    worklist.append(d)

    def erase(o: int) -> None:
        snap = rw.snapshot()
        for n in snap.walk(o):
            if n in worklist:
                worklist.remove(n)
        rw.erase_op(o)

    snap = rw.snapshot()
    for o in list(snap.walk(target, post_order=True)):
        if o == target or not rw.has_op(o):
            continue
        if is_trivially_dead(ctx, rw.snapshot(), o):
            add_defining_ops(o)
            erase(o)
    while worklist:
        o = worklist.pop()
        if not rw.has_op(o) or not is_trivially_dead(ctx, rw.snapshot(), o):
            continue
        add_defining_ops(o)
        erase(o)


def apply_dce(op: Operation, results: TransformResults, state: TransformState) -> Outcome:
    def one(target: int, st: TransformState) -> Outcome | list[MappedValue]:
        check = ensure_payload_is_separate(st, op, target)
        if not check.succeeded:
            return check
        rw = st.rewriter()
        rw.uses(0)
        dead_code_elimination(st, rw, target)
        rw.commit()
        return []

    return apply_each(op, results, state, one)


def apply_dce_op() -> OpDef:
    return _each_op(
        "transform.apply_dce",
        "Eliminate dead operations in the body of the target op",
        apply_dce,
        READS_MODIFIES,
        "`to` $target attr-dict `:` type($target)",
    )


# ---------------------------------------------------------------------------
# transform.apply_cse


def apply_cse(op: Operation, results: TransformResults, state: TransformState) -> Outcome:
    def one(target: int, st: TransformState) -> Outcome | list[MappedValue]:
        check = ensure_payload_is_separate(st, op, target)
        if not check.succeeded:
            return check
        rw = st.rewriter()
        eliminate_common_subexpressions(rw, target)
        rw.commit()
        return []

    return apply_each(op, results, state, one)


def apply_cse_op() -> OpDef:
    return _each_op(
        "transform.apply_cse",
        "Eliminate common subexpressions in the body of the target op",
        apply_cse,
        READS_MODIFIES,
        "`to` $target attr-dict `:` type($target)",
    )


# ---------------------------------------------------------------------------
# transform.apply_licm


def _is_speculatable(ctx: Context, snap: Snapshot, op: int) -> bool:
    """isSpeculatable: `Pure` ops (AlwaysSpeculatable); ops declaring
    `RecursivelySpeculatable` when every nested op is. Ops without the
    interface, or conditionally speculatable ones (divisions), are not."""
    d = ctx.op(snap.ops[op].name)
    if d is None:
        return False
    if "Pure" in d.traits:
        return True
    if "RecursivelySpeculatable" in d.traits:
        return all(_is_speculatable(ctx, snap, c) for c in snap.walk(op) if c != op)
    return False


def move_loop_invariant_code(ctx: Context, rw: Rewriter, loop: int) -> int:
    """MLIR's moveLoopInvariantCode(LoopLikeOpInterface): hoist, before the
    loop, the top-level ops of its regions that are memory-effect free,
    speculatable, not terminators, and use only values defined outside the
    loop (or inside themselves); users of a hoisted op are reconsidered.
    Returns the number of ops moved."""
    from collections import deque

    moved = 0
    for region in rw.snapshot().ops[loop].regions:
        snap = rw.snapshot()
        worklist = deque(o for b in snap.regions[region].blocks for o in snap.block_ops(b))
        while worklist:
            o = worklist.popleft()
            snap = rw.snapshot()
            if snap.blocks[snap.ops[o].parent].parent != region:
                continue  # already moved
            d = ctx.op(snap.ops[o].name)
            if d is not None and IS_TERMINATOR in d.traits:
                continue
            if not (is_memory_effect_free(ctx, snap, o) and _is_speculatable(ctx, snap, o)):
                continue
            if not _uses_only_outside(snap, o, loop):
                continue
            rw.move(o, before=loop)
            moved += 1
            snap = rw.snapshot()
            for r in snap.ops[o].results:
                for use in snap.uses(r):
                    user = use[0]
                    if snap.blocks[snap.ops[user].parent].parent == region:
                        worklist.append(user)
    return moved


def _uses_only_outside(snap: Snapshot, op: int, loop: int) -> bool:
    """canBeHoisted's walk: every operand of `op` and of the ops nested in
    it is defined in `op` itself or outside the loop."""
    for child in snap.walk(op):
        for v in snap.ops[child].operands:
            vrec = snap.values[v]
            block = vrec.owner if vrec.is_arg else snap.ops[vrec.owner].parent
            owner = snap.regions[snap.blocks[block].parent].parent
            if owner == op or snap.is_ancestor(op, owner):
                continue
            if owner == loop or snap.is_ancestor(loop, owner):
                return False
    return True


def apply_licm(op: Operation, results: TransformResults, state: TransformState) -> Outcome:
    """ApplyLoopInvariantCodeMotionOp: TransformEachOpTrait on
    LoopLikeOpInterface ops (other ops are "the wrong op kind",
    silenceable, as MLIR); each loop gets moveLoopInvariantCode."""
    ctx = Context.default()
    snap = state.payload

    def accepts(target: int) -> bool:
        d = ctx.op(snap.ops[target].name)
        return d is not None and "LoopLikeOpInterface" in d.traits

    def one(target: int, st: TransformState) -> Outcome | list[MappedValue]:
        rw = st.rewriter()
        move_loop_invariant_code(ctx, rw, target)
        rw.commit()
        return []

    return apply_each(op, results, state, one, accepts=accepts)


def apply_licm_op() -> OpDef:
    return _each_op(
        "transform.apply_licm",
        "Move loop-invariant code out of a loop-like op",
        apply_licm,
        READS_MODIFIES,
        "`to` $target attr-dict `:` type($target)",
    )


# ---------------------------------------------------------------------------
# transform.apply_patterns


def apply_patterns(op: Operation, results: TransformResults, state: TransformState) -> Outcome:
    ctx = Context.default()
    t = op.snapshot
    patterns = []
    for r in t.ops[op.id].regions:
        for b in t.regions[r].blocks:
            for child in t.block_ops(b):
                patterns.extend(populate_from_descriptor(ctx, Operation(t, child), state))
    max_iterations = int_attr(op, "max_iterations", -1)
    max_rewrites = int_attr(op, "max_num_rewrites", -1)
    apply_cse_flag = unit_attr(op, "apply_cse")
    # GreedyRewriteConfig's default limit (10 iterations) unless told.
    iterations = 10 if max_iterations in (None, -1) else max_iterations

    def one(target: int, st: TransformState) -> Outcome | list[MappedValue]:
        check = ensure_payload_is_separate(st, op, target)
        if not check.succeeded:
            return check
        rw = st.rewriter()
        rw.uses(0)
        d = ctx.op(st.payload.ops[target].name)
        # An isolated-from-above target gets applyPatternsGreedily (with
        # region simplification); another gets applyOpPatternsGreedily on
        # the ops nested in it: one round, regions left alone.
        isolated = d is not None and ISOLATED_FROM_ABOVE in d.traits
        for _ in range(50):
            runs: list[DriverResult] = []
            ok = apply_patterns_greedily(
                rw, target, patterns, max_iterations=iterations,
                max_rewrites=-1 if max_rewrites is None else max_rewrites,
                simplify_regions=isolated, ctx=ctx, results=runs,
            )  # fmt: skip
            if not ok:
                rw.commit()
                out = silenceable(st.payload.ops[target].loc, "greedy pattern application failed")
                for run in runs:
                    if run.runaway:  # where MLIR never stops
                        out.attach_note(runaway_message(run, patterns), run.runaway_loc)
                return out
            changed = apply_cse_flag and eliminate_common_subexpressions(rw, target, ctx)
            if not changed:
                rw.commit()
                return []
        rw.commit()
        return emit_definite(st, op, "fixpoint iteration did not converge")[0]

    return apply_each(op, results, state, one)


def verify_apply_patterns(op: Operation) -> Iterator[Diagnostic]:
    ctx = ctx_of(op)
    block = entry_block(op)
    if block is None:
        return
    for child in op.snapshot.block_ops(block):
        if not is_pattern_descriptor(ctx, op.snapshot.ops[child].name):
            d = op_err(op, "expected children ops to implement PatternDescriptorOpInterface")
            d.attach_note("op without interface", op.snapshot.ops[child].loc)
            yield d
            return


def apply_patterns_op() -> OpDef:
    return attach(
        ods.op(
            "transform.apply_patterns",
            operands=[ods.Operand("target", HANDLE)],
            attributes=[
                ods.Attr("apply_cse", ods.UnitAttrC, optional=True),
                ods.Attr("max_iterations", ods.I64Attr, default=MINUS_ONE),
                ods.Attr("max_num_rewrites", ods.I64Attr, default=MINUS_ONE),
            ],
            regions=[ods.Region("patterns", ods.MaxSizedRegion(1))],
            traits=[TRANSFORM_OP, *GRAPH_REGION_NO_TERMINATOR],
            assembly_format="`to` $target $patterns attr-dict `:` type($target)",
            verify=verify_apply_patterns,
            summary="Greedily applies patterns to the body of the targeted op",
        ),
        core_semantics(apply_patterns, READS_MODIFIES, tracking=True),
    )


# ---------------------------------------------------------------------------
# transform.apply_patterns.canonicalization


def apply_canonicalization_op() -> OpDef:
    return pattern_descriptor(
        ods.op(
            "transform.apply_patterns.canonicalization",
            assembly_format="attr-dict",
            summary="Populates canonicalization patterns",
        ),
        canonicalization_patterns,
    )


# ---------------------------------------------------------------------------
# transform.apply_conversion_patterns


def unsupported(op: Operation, results: TransformResults, state: TransformState) -> Outcome:
    """Ops whose MLIR semantics pdlx does not reproduce faithfully (loop
    and structured transforms, dialect conversion, LICM): a definite
    failure naming the op, never a silent no-op."""
    state.sink.error(
        op.loc,
        f"'{op.name}' is not supported by pdlx: its semantics (MLIR C++) have no faithful "
        "Python port",
    )
    return definite()


def verify_apply_conversion_patterns(op: Operation) -> Iterator[Diagnostic]:
    snap = op.snapshot
    regions = snap.ops[op.id].regions
    if len(regions) not in (1, 2):
        yield op_err(op, "expected 1 or 2 regions")
        return
    block = entry_block(op)
    if block is not None:
        for child in snap.block_ops(block):
            if not is_conversion_pattern_descriptor(ctx_of(op), snap.ops[child].name):
                d = op_err(
                    op,
                    "expected pattern children ops to implement "
                    "ConversionPatternDescriptorOpInterface",
                )
                d.attach_note("op without interface", snap.ops[child].loc)
                yield d
                return
    if len(regions) == 2:
        blocks = snap.regions[regions[1]].blocks
        ops = snap.block_op_list(blocks[0]) if blocks else []
        if len(ops) != 1:
            yield op_err(op, "expected exactly one op in default type converter region")
            return
        if is_type_converter_builder(ctx_of(op), snap.ops[ops[0]].name):
            return
        d = op_err(
            op,
            "expected default converter child op to implement TypeConverterBuilderOpInterface",
        )
        d.attach_note("op without interface", snap.ops[ops[0]].loc)
        yield d


def _conversion_effects(op: Operation) -> Effects:
    if op.attr("preserve_handles") is not None:
        return Effects(frozenset(), True, True)
    return Effects(frozenset({0}), True, True)


def apply_conversion_patterns_op() -> OpDef:
    return attach(
        ods.op(
            "transform.apply_conversion_patterns",
            operands=[ods.Operand("target", HANDLE)],
            attributes=[
                ods.Attr("legal_ops", ods.StrArrayAttr, optional=True),
                ods.Attr("illegal_ops", ods.StrArrayAttr, optional=True),
                ods.Attr("legal_dialects", ods.StrArrayAttr, optional=True),
                ods.Attr("illegal_dialects", ods.StrArrayAttr, optional=True),
                ods.Attr("partial_conversion", ods.UnitAttrC, optional=True),
                ods.Attr("preserve_handles", ods.UnitAttrC, optional=True),
            ],
            regions=[
                ods.Region("patterns", ods.MaxSizedRegion(1)),
                ods.Region("default_type_converter_region", ods.MaxSizedRegion(1), variadic=True),
            ],
            traits=[TRANSFORM_OP, *GRAPH_REGION_NO_TERMINATOR],
            assembly_format=(
                "`to` $target $patterns (`with` `type_converter` "
                "$default_type_converter_region^)? attr-dict `:` type($target)"
            ),
            verify=verify_apply_conversion_patterns,
            summary="Applies conversion patterns to the body of the targeted op",
        ),
        core_semantics(unsupported, _conversion_effects, tracking=True),
    )


# ---------------------------------------------------------------------------
# transform.apply_conversion_patterns.dialect_to_llvm


def apply_to_llvm_conversion_patterns_op() -> OpDef:
    return conversion_pattern_descriptor(
        ods.op(
            "transform.apply_conversion_patterns.dialect_to_llvm",
            attributes=[ods.Attr("dialect_name", ods.StrAttr)],
            assembly_format="$dialect_name attr-dict",
        )
    )


# ---------------------------------------------------------------------------
# transform.apply_registered_pass


def pass_options_string(op: Operation, state: TransformState) -> str:
    """The `key=value ...` string built from the options dictionary, params
    expanded and arrays comma-joined (as MLIR builds it)."""
    dynamic = _operands(op)[1:]
    sink = AsmPrinter()

    def value(a: Attribute) -> str:
        if isinstance(a, ParamOperandAttr):
            return ",".join(value(p) for p in state.params(dynamic[a.index.value]))
        if isinstance(a, ArrayAttr):
            return ",".join(value(e) for e in a.elements)
        if isinstance(a, StringAttr):
            return a.value
        return str(attr_without_type(sink, a))

    options = op.attr("options")
    if not isinstance(options, DictionaryAttr):
        return ""
    return " ".join(f"{k}={value(v)}" for k, v in options.items())


def apply_registered_pass(
    op: Operation, results: TransformResults, state: TransformState
) -> Outcome:
    pass_name = str_attr(op, "pass_name") or ""
    info = lookup_pass(pass_name)
    if info is None:
        return emit_definite(state, op, f"unknown pass or pass pipeline: {pass_name}")[0]
    options_text = pass_options_string(op, state)
    try:
        options = info.parse_options(options_text)
    except ValueError as e:
        state.sink.emit(
            op_diagnostic(op.snapshot, op.id, Severity.ERROR, f"<Pass-Options-Parser>: {e}\n")
        )
        return emit_definite(
            state, op, f"failed to add pass or pass pipeline to pipeline: {pass_name}"
        )[0]
    targets = list(state.payload_ops(_operands(op)[0]))
    for target in targets:
        check = ensure_payload_is_separate(state, op, target)
        if not check.succeeded:
            return check
        if not run_pass_on(info, state, target, options, state.sink):
            out = silenceable(op.loc, "pass pipeline failed")
            out.attach_note("target op", state.payload.ops[target].loc)
            return out
    results.set_ops(0, targets)
    return success()


def verify_apply_registered_pass(op: Operation) -> Iterator[Diagnostic]:
    spec = op_spec(op)
    dynamic: list[int | None] = list(spec.operand(op, "dynamic_options"))

    def check(a: Attribute) -> Diagnostic | None:
        if isinstance(a, ParamOperandAttr):
            idx = a.index.value
            if idx < 0 or idx >= len(dynamic):
                return op_err(
                    op,
                    f"dynamic option index {idx} is out of bounds for the number of dynamic "
                    f"options: {len(dynamic)}",
                )
            if dynamic[idx] is None:
                return op_err(op, f"dynamic option index {idx} is already used in options")
            dynamic[idx] = None
        elif isinstance(a, ArrayAttr):
            for e in a.elements:
                d = check(e)
                if d is not None:
                    return d
        return None

    options = op.attr("options")
    if isinstance(options, DictionaryAttr):
        for _, v in options.items():
            d = check(v)
            if d is not None:
                yield d
                return
    if any(v is not None for v in dynamic):
        yield op_err(
            op,
            "a param operand does not have a corresponding param_operand attr in the options dict",
        )


def _pass_effects(op: Operation) -> Effects:
    return Effects(frozenset({0}), True, True)


def apply_registered_pass_op() -> OpDef:
    return attach(
        ods.op(
            "transform.apply_registered_pass",
            operands=[
                ods.Operand("target", HANDLE),
                ods.Operand("dynamic_options", PARAM, variadic=True),
            ],
            results=[ods.Result("result", HANDLE)],
            attributes=[
                ods.Attr("pass_name", ods.StrAttr),
                ods.Attr("options", ods.DictionaryAttrC, default=DictionaryAttr.of({})),
            ],
            traits=[TRANSFORM_OP],
            assembly_format=(
                "$pass_name (`with` `options` `=` "
                "custom<ApplyRegisteredPassOptions>($options, $dynamic_options)^)? "
                "`to` $target attr-dict `:` functional-type(operands, results)"
            ),
            custom_directives=DIRECTIVES,
            verify=verify_apply_registered_pass,
            summary="Applies the specified registered pass or pass pipeline",
        ),
        core_semantics(apply_registered_pass, _pass_effects),
    )
