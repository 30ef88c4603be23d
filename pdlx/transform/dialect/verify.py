"""Verifiers of the transform dialect's core ops, with MLIR's messages
(TransformOps.cpp, TransformDialect.cpp, MatchInterfaces.cpp of MLIR 22).

Op verifiers yield diagnostics (the verifier stops at the first error);
symbol-use verifiers return one or None (they run when the enclosing
symbol table is verified, after the nested ops).
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from typing import TYPE_CHECKING

from pdlx import ods
from pdlx.ir.attributes import (
    ArrayAttr,
    Attribute,
    DictionaryAttr,
    StringAttr,
    SymbolRefAttr,
    TypeAttr,
    UnitAttr,
)
from pdlx.ir.context import IS_TERMINATOR, SYMBOL_TABLE, Context
from pdlx.ir.diagnostics import Diagnostic, Severity
from pdlx.ir.types import FunctionType
from pdlx.ir.views import Operation
from pdlx.transform.dialect import types as TT
from pdlx.transform.extension import semantics_of
from pdlx.transform.outcome import Outcome, silenceable, silenceable_from, success

if TYPE_CHECKING:
    from pdlx.ir.snapshot import Snapshot

YIELD = "transform.yield"
NAMED_SEQUENCE = "transform.named_sequence"


def _ctx(op: Operation) -> Context:
    return Context.default()


def _err(op: Operation, message: str) -> Diagnostic:
    """emitOpError: "'name' op message" with the current-operation note."""
    return ods.op_error(op, message)


def _plain(op: Operation, message: str) -> Diagnostic:
    """emitError: the message at the op, with the current-operation note."""
    from pdlx.verify.verifier import op_diag

    return op_diag(op.snapshot, op.id, message)


def _body_block(op: Operation, region_index: int = 0) -> int | None:
    snap = op.snapshot
    regions = snap.ops[op.id].regions
    if region_index >= len(regions):
        return None
    blocks = snap.regions[regions[region_index]].blocks
    return blocks[0] if blocks else None


def is_transform_op(ctx: Context, name: str) -> bool:
    """isa<TransformOpInterface>."""
    return semantics_of(ctx, name) is not None


def might_be_terminator(ctx: Context, name: str) -> bool:
    """Operation::mightHaveTrait<IsTerminator>: unregistered ops might."""
    opdef = ctx.op(name)
    return opdef is None or IS_TERMINATOR in opdef.traits


def consumes_value(ctx: Context, snap: Snapshot, user: int, value: int) -> bool:
    """isValueUsePotentialConsumer: any non-transform user may consume; a
    transform op consumes the value if an operand holding it is consumed."""
    sem = semantics_of(ctx, snap.ops[user].name)
    if sem is None:
        return True
    consumed = sem.effects(Operation(snap, user)).consumed
    return any(v == value and i in consumed for i, v in enumerate(snap.ops[user].operands))


def check_double_consume(
    ctx: Context, snap: Snapshot, value: int, report: Diagnostic
) -> Diagnostic | None:
    """MLIR's checkDoubleConsume over the value's uses (newest first)."""
    first: tuple[int, int] | None = None
    for user, index in snap.uses(value):
        if not consumes_value(ctx, snap, user, value):
            continue
        if first is None:
            first = (user, index)
            continue
        report.attach_note(f"used here as operand #{first[1]}", snap.ops[first[0]].loc)
        report.attach_note(f"used here as operand #{index}", snap.ops[user].loc)
        return report
    return None


def arg_attrs(op: Operation, i: int) -> DictionaryAttr | None:
    a = op.attr("arg_attrs")
    if isinstance(a, ArrayAttr) and i < len(a.elements):
        d = a.elements[i]
        return d if isinstance(d, DictionaryAttr) else None
    return None


def function_type(op: Operation) -> FunctionType:
    a = op.attr("function_type")
    if isinstance(a, TypeAttr) and isinstance(a.value, FunctionType):
        return a.value
    return FunctionType((), ())


def is_external(op: Operation) -> bool:
    """FunctionOpInterface::isExternal: no body block."""
    return _body_block(op) is None


# ---------------------------------------------------------------------------
# sequence, alternatives, foreach


def verify_sequence(op: Operation) -> Iterator[Diagnostic]:
    ctx = _ctx(op)
    snap = op.snapshot
    spec = ctx.op(op.name).spec  # type: ignore[union-attr]
    root = spec.operand(op, "root")
    extra = spec.operand(op, "extra_bindings")
    if not root and extra:
        yield _err(op, "does not expect extra operands when used as top-level")
        return
    block = _body_block(op)
    if block is None:
        return
    for n, arg in enumerate(snap.blocks[block].args):
        d = check_double_consume(
            ctx, snap, arg, _err(op, f"block argument #{n} has more than one potential consumer")
        )
        if d is not None:
            yield d
            return
    last = snap.blocks[block].last
    for child in snap.block_ops(block):
        crec = snap.ops[child]
        if not is_transform_op(ctx, crec.name) and child != last:
            d = _err(op, "expected children ops to implement TransformOpInterface")
            d.attach_note("op without interface", crec.loc)
            yield d
            return
        for i, r in enumerate(crec.results):
            from pdlx.verify.verifier import op_diag

            rep = op_diag(snap, child, f"result #{i} has more than one potential consumer")
            d = check_double_consume(ctx, snap, r, rep)
            if d is not None:
                yield d
                return
    if not last or not might_be_terminator(ctx, snap.ops[last].name):
        yield _err(op, "expects to have a terminator in the body")
        return
    term_types = [snap.values[v].type for v in snap.ops[last].operands]
    if term_types != list(op.result_types):
        d = _err(
            op, "expects the types of the terminator operands to match the types of the result"
        )
        d.attach_note("terminator", snap.ops[last].loc)
        yield d


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
            d = _err(
                op,
                "expects terminator operands to have the same type as results of the operation",
            )
            d.attach_note("terminator", snap.ops[term].loc)
            yield d
            return


def verify_foreach(op: Operation) -> Iterator[Diagnostic]:
    snap = op.snapshot
    block = _body_block(op)
    if block is None:
        return
    targets = snap.ops[op.id].operands
    args = snap.blocks[block].args
    for i in range(max(len(targets), len(args))):
        if i >= len(targets) or i >= len(args):
            yield _err(op, "expects the same number of targets as the body has block arguments")
            return
        if snap.values[targets[i]].type != snap.values[args[i]].type:
            yield _err(
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
            yield _err(
                op, "expects the same number of results as the yield terminator has operands"
            )
            return
        if snap.values[results[i]].type != snap.values[yields[i]].type:
            yield _err(
                op,
                "expects co-indexed results and yield operands to have the same op/value/param "
                "type",
            )
            return


# ---------------------------------------------------------------------------
# named_sequence


def consumed_block_args(op: Operation) -> set[int]:
    """getConsumedBlockArguments of the entry block."""
    from pdlx.transform.ops.control import consumed_block_args as impl

    block = _body_block(op)
    if block is None:
        return set()
    return impl(op.snapshot, block)


def verify_consume_annotations(
    op: Operation, emit_warnings: bool, also_verify_internal: bool = False
) -> tuple[Outcome, list[Diagnostic]]:
    """verifyFunctionLikeConsumeAnnotations: (outcome, warnings to emit)."""
    external = is_external(op)
    consumed = set() if external else consumed_block_args(op)
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
    ctx = _ctx(op)
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
    block = _body_block(op)
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


def verify_named_sequence(op: Operation) -> Iterator[Diagnostic]:
    from pdlx.dialects.func import verify_function_like

    failed = False
    for d in verify_function_like(op):
        failed = failed or d.severity is Severity.ERROR
        yield d
    if failed:
        return
    outcome, warnings = verify_named_sequence_op(op, emit_warnings=True)
    yield from warnings
    yield from outcome.diagnostics


# ---------------------------------------------------------------------------
# include, foreach_match, collect_matching: symbol uses


def lookup_function(op: Operation, ref: Attribute | None) -> Operation | None:
    """lookupNearestSymbolFrom, returning only FunctionOpInterface ops."""
    from pdlx.ir.symbols import lookup_nearest_symbol_from

    if not isinstance(ref, SymbolRefAttr):
        return None
    found = lookup_nearest_symbol_from(op.snapshot, op.id, ref)
    if found is None:
        return None
    callee = Operation(op.snapshot, found)
    if not isinstance(callee.attr("function_type"), TypeAttr):
        return None
    return callee


def _report(outcome: Outcome) -> Diagnostic | None:
    """checkAndReport inside a symbol-use verifier: the first diagnostic
    (the others attached as they are reported together)."""
    if outcome.succeeded:
        return None
    return outcome.diagnostics[0] if outcome.diagnostics else None


def verify_include_symbol_uses(op: Operation) -> Diagnostic | None:
    target_attr = op.attr("target")
    if not isinstance(target_attr, SymbolRefAttr):
        return _err(op, "expects a 'target' symbol reference attribute")
    target = lookup_function(op, target_attr)
    if target is None or target.name != NAMED_SEQUENCE:
        return _err(op, "does not reference a named transform sequence")
    fty = function_type(target)
    operand_types = op.operand_types
    if len(fty.inputs) != len(operand_types):
        return _plain(op, "incorrect number of operands for callee")
    for i, (want, have) in enumerate(zip(fty.inputs, operand_types, strict=True)):
        if want != have:
            return _err(
                op,
                f"operand type mismatch: expected operand type '{want}', but provided '{have}' "
                f"for operand number {i}",
            )
    result_types = op.result_types
    if len(fty.results) != len(result_types):
        return _plain(op, "incorrect number of results for callee")
    for i, (rt, ft) in enumerate(zip(result_types, fty.results, strict=True)):
        if not TT.same_transform_interface(rt, ft):
            return _err(
                op,
                f"type of result #{i} must implement the same transform dialect interface as the "
                "corresponding callee result",
            )
    outcome, _ = verify_consume_annotations(target, False, True)
    return _report(outcome)


def verify_collect_matching_symbol_uses(op: Operation) -> Diagnostic | None:
    matcher_ref = op.attr("matcher")
    matcher = lookup_function(op, matcher_ref)
    if matcher is None or not is_transform_op(_ctx(op), matcher.name):
        return _plain(op, f"unresolved matcher symbol {matcher_ref}")
    fty = function_type(matcher)
    if len(fty.inputs) != 1 or not TT.is_op_handle(fty.inputs[0]):
        return _plain(op, "expected the matcher to take one operation handle argument")
    attrs = arg_attrs(matcher, 0)
    if attrs is None or TT.ARG_READONLY not in attrs:
        return _plain(op, "expected the matcher argument to be marked readonly")
    results = op.result_types
    if len(fty.results) != len(results):
        return _plain(
            op,
            f"expected the matcher to yield as many values as op has results ({len(results)}), "
            f"got {len(fty.results)}",
        )
    for i, (mt, rt) in enumerate(zip(fty.results, results, strict=True)):
        if not TT.same_transform_interface(mt, rt):
            return _plain(op, f"mismatching type interfaces for matcher result and op result #{i}")
    return None


def verify_foreach_match(op: Operation) -> Iterator[Diagnostic]:
    matchers = op.attr("matchers")
    actions = op.attr("actions")
    ms = matchers.elements if isinstance(matchers, ArrayAttr) else ()
    acts = actions.elements if isinstance(actions, ArrayAttr) else ()
    if len(ms) != len(acts):
        yield _err(op, "expected the same number of matchers and actions")
        return
    if not ms:
        yield _err(op, "expected at least one match/action pair")
        return
    seen: set[Attribute] = set()
    from pdlx.transform.ops.common import op_diagnostic

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
    ctx = _ctx(op)
    matchers = op.attr("matchers")
    actions = op.attr("actions")
    ms = matchers.elements if isinstance(matchers, ArrayAttr) else ()
    acts = actions.elements if isinstance(actions, ArrayAttr) else ()
    for m_ref, a_ref in zip(ms, acts, strict=False):
        matcher = lookup_function(op, m_ref)
        action = lookup_function(op, a_ref)
        if matcher is None or not is_transform_op(ctx, matcher.name):
            return _plain(op, f"unresolved matcher symbol {m_ref}")
        if action is None or not is_transform_op(ctx, action.name):
            return _plain(op, f"unresolved action symbol {a_ref}")
        for fn in (matcher, action):
            outcome, _ = verify_consume_annotations(fn, False, True)
            d = _report(outcome)
            if d is not None:
                return d
        operand_types = op.operand_types
        mfty = function_type(matcher)
        if len(operand_types) != len(mfty.inputs):
            d = _plain(
                op,
                f"the number of operands ({len(operand_types)}) doesn't match the number of "
                f"matcher arguments ({len(mfty.inputs)}) for {m_ref}",
            )
            d.attach_note("symbol declaration", matcher.loc)
            return d
        for i, (ot, at) in enumerate(zip(operand_types, mfty.inputs, strict=True)):
            attrs = arg_attrs(matcher, i)
            if attrs is not None and TT.ARG_CONSUMED in attrs:
                d = _err(op, f"does not expect matcher symbol to consume its operand #{i}")
                d.attach_note("symbol declaration", matcher.loc)
                return d
            if TT.same_transform_interface(ot, at):
                continue
            d = _plain(
                op,
                f"mismatching type interfaces for operand and matcher argument #{i} of matcher "
                f"{m_ref}",
            )
            d.attach_note("symbol declaration", matcher.loc)
            return d
        afty = function_type(action)
        if len(mfty.results) != len(afty.inputs):
            return _plain(
                op,
                "mismatching number of matcher results and action arguments between "
                f"{m_ref} ({len(mfty.results)}) and {a_ref} ({len(afty.inputs)})",
            )
        for i, (mt, at) in enumerate(zip(mfty.results, afty.inputs, strict=True)):
            if TT.same_transform_interface(mt, at):
                continue
            return _plain(
                op,
                "mismatching type interfaces for matcher result and action argument "
                f"#{i}of matcher {m_ref} and action {a_ref}",
            )
        result_types = op.result_types[1:]
        if len(afty.results) != len(result_types):
            d = _plain(
                op,
                f"the number of action results ({len(afty.results)}) for {a_ref} doesn't match "
                f"the number of extra op results ({len(result_types)})",
            )
            d.attach_note("symbol declaration", action.loc)
            return d
        for i, (rt, at) in enumerate(zip(result_types, afty.results, strict=True)):
            if TT.same_transform_interface(rt, at):
                continue
            d = _plain(
                op,
                f"mismatching type interfaces for action result #{i} of action {a_ref} and op result",
            )
            d.attach_note("symbol declaration", action.loc)
            return d
    return None


# ---------------------------------------------------------------------------
# Small verifiers


def verify_split_handle(op: Operation) -> Iterator[Diagnostic]:
    from pdlx.ir.attributes import IntegerAttr

    overflow = op.attr("overflow_result")
    results = op.result_types
    if isinstance(overflow, IntegerAttr) and not (0 <= overflow.value < len(results)):
        yield _err(op, "overflow_result is not a valid result index")
        return
    handle_type = op.operand_types[0]
    for rt in results:
        if not TT.same_transform_interface(handle_type, rt):
            yield _err(
                op,
                "expects result types to implement the same transform interface as the "
                "operand type",
            )
            return


def verify_num_associations(op: Operation) -> Iterator[Diagnostic]:
    from pdlx.ir import types as T
    from pdlx.ir.attributes import IntegerAttr

    t = op.result_types[0]
    check = getattr(t, "check_payload", None)
    if check is None:
        return
    outcome: Outcome = check(None, op.loc, [IntegerAttr(0, T.i64)])
    yield from outcome.diagnostics


def verify_match_dims(op: Operation) -> Iterator[Diagnostic]:
    """verifyTransformMatchDimsOp."""
    from pdlx.transform.ops.common import dense_i64

    raw = dense_i64(op, "raw_position_list")
    inverted = isinstance(op.attr("is_inverted"), UnitAttr)
    is_all = isinstance(op.attr("is_all"), UnitAttr)
    if is_all:
        if inverted:
            yield _err(op, "cannot request both 'all' and 'inverted' values in the list")
            return
        if raw:
            yield _err(op, "cannot both request 'all' and specific values in the list")
            return
    if not is_all and not raw:
        yield _err(op, "must request specific values in the list if 'all' is not specified")
        return
    # llvm::unique only drops *adjacent* duplicates.
    if any(a == b for a, b in itertools.pairwise(raw)):
        yield _err(op, "expected the listed values to be unique")


def verify_apply_patterns(op: Operation) -> Iterator[Diagnostic]:
    from pdlx.rewrite.patterns import is_pattern_descriptor

    ctx = _ctx(op)
    block = _body_block(op)
    if block is None:
        return
    for child in op.snapshot.block_ops(block):
        if not is_pattern_descriptor(ctx, op.snapshot.ops[child].name):
            d = _err(op, "expected children ops to implement PatternDescriptorOpInterface")
            d.attach_note("op without interface", op.snapshot.ops[child].loc)
            yield d
            return


def verify_apply_registered_pass(op: Operation) -> Iterator[Diagnostic]:
    from pdlx.transform.dialect.types import ParamOperandAttr

    spec = _ctx(op).op(op.name).spec  # type: ignore[union-attr]
    dynamic: list[int | None] = list(spec.operand(op, "dynamic_options"))

    def check(a: Attribute) -> Diagnostic | None:
        if isinstance(a, ParamOperandAttr):
            idx = a.index.value
            if idx < 0 or idx >= len(dynamic):
                return _err(
                    op,
                    f"dynamic option index {idx} is out of bounds for the number of dynamic "
                    f"options: {len(dynamic)}",
                )
            if dynamic[idx] is None:
                return _err(op, f"dynamic option index {idx} is already used in options")
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
        yield _err(
            op,
            "a param operand does not have a corresponding param_operand attr in the options dict",
        )


def verify_apply_conversion_patterns(op: Operation) -> Iterator[Diagnostic]:
    from pdlx.rewrite.patterns import is_conversion_pattern_descriptor

    snap = op.snapshot
    regions = snap.ops[op.id].regions
    if len(regions) not in (1, 2):
        yield _err(op, "expected 1 or 2 regions")
        return
    block = _body_block(op)
    if block is not None:
        for child in snap.block_ops(block):
            if not is_conversion_pattern_descriptor(_ctx(op), snap.ops[child].name):
                d = _err(
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
            yield _err(op, "expected exactly one op in default type converter region")
            return
        from pdlx.rewrite.patterns import is_type_converter_builder

        if is_type_converter_builder(_ctx(op), snap.ops[ops[0]].name):
            return
        d = _err(
            op,
            "expected default converter child op to implement TypeConverterBuilderOpInterface",
        )
        d.attach_note("op without interface", snap.ops[ops[0]].loc)
        yield d


def verify_with_pdl_patterns(op: Operation) -> Iterator[Diagnostic]:
    ctx = _ctx(op)
    snap = op.snapshot
    block = _body_block(op)
    top: int | None = None
    if block is not None:
        for child in snap.block_ops(block):
            name = snap.ops[child].name
            if name == "pdl.pattern":
                continue
            sem = semantics_of(ctx, name)
            if sem is not None and sem.possible_top_level:
                if top is not None:
                    d = _err(op, "expects only one non-pattern op in its body")
                    d.attach_note("first non-pattern op", snap.ops[top].loc)
                    d.attach_note("second non-pattern op", snap.ops[child].loc)
                    yield d
                    return
                top = child
                continue
            d = _err(op, "expects only pattern and top-level transform ops in its body")
            d.attach_note("offending op", snap.ops[child].loc)
            yield d
            return
    p = snap.parent_op_of_op(op.id)
    while p:
        if snap.ops[p].name == op.name:
            d = _err(op, "cannot be nested")
            d.attach_note("parent operation", snap.ops[p].loc)
            yield d
            return
        p = snap.parent_op_of_op(p)
    if top is None:
        yield _err(op, "expects at least one non-pattern op")


# ---------------------------------------------------------------------------
# The dialect's attribute verifier (TransformDialect::verifyOperationAttribute)


def verify_dialect_attribute(
    op: Operation, name: str, value: Attribute
) -> Diagnostic | list[Diagnostic] | None:
    from pdlx.ir.callgraph import build_call_graph, has_cycle, sccs
    from pdlx.syntax.printer import quote
    from pdlx.verify.verifier import op_diag

    ctx = _ctx(op)
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
        from pdlx.ir.callgraph import CALL_CALLEE_KEY, CALLABLE_KEY
        from pdlx.verify.verifier import verify_op_only

        # Its warnings are emitted as they come: MLIR verifies these ops twice
        # (here and in the regular walk), and prints their warnings twice.
        warnings: list[Diagnostic] = []
        for nested in snap.walk(op.id, post_order=True):
            nested_def = ctx.op(snap.ops[nested].name)
            if nested_def is None or (
                CALLABLE_KEY not in nested_def.extra and CALL_CALLEE_KEY not in nested_def.extra
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
                    _err(op, "contains a call to an external operation, which is not allowed"),
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


__all__ = [
    "verify_alternatives",
    "verify_dialect_attribute",
    "verify_foreach",
    "verify_named_sequence",
    "verify_sequence",
]

_unused = (silenceable_from,)
