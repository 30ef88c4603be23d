"""The navigation ops: get_parent_op, get_consumers_of_result,
get_defining_op, get_producer_of_operand, get_operand, get_result, with their
definitions, verifiers and semantics (ports of TransformOps.cpp and
MatchInterfaces.cpp's expandTargetSpecification)."""

from __future__ import annotations

import itertools
from collections.abc import Iterator

from pdlx import ods
from pdlx.ir import types as T
from pdlx.ir.attributes import (
    IntegerAttr,
    UnitAttr,
)
from pdlx.ir.context import ISOLATED_FROM_ABOVE, Context, OpDef
from pdlx.ir.diagnostics import Diagnostic
from pdlx.ir.location import Location
from pdlx.ir.views import Operation
from pdlx.transform import extension as X
from pdlx.transform.extension import (
    attach,
)
from pdlx.transform.ops.base import (
    I64_NON_NEGATIVE,
    I64_POSITIVE,
    MATCH_OP,
    TRANSFORM_OP,
    core_semantics,
    op_err,
)
from pdlx.transform.ops.common import (
    dense_i64,
    emit_definite,
    generic_op_text,
    int_attr,
    str_attr,
    unit_attr,
    value_loc,
)
from pdlx.transform.ops.directives import DIRECTIVES
from pdlx.transform.ops.types import (
    HANDLE,
    VALUE_HANDLE,
)
from pdlx.transform.outcome import Outcome, silenceable, success
from pdlx.transform.results import TransformResults
from pdlx.transform.state import TransformState

# ---------------------------------------------------------------------------
# Shared by the ops below


def _target(op: Operation) -> int:
    return op.snapshot.ops[op.id].operands[0]


def expand_target_specification(
    loc: Location, is_all: bool, inverted: bool, raw: list[int], max_number: int
) -> Outcome | list[int]:
    """MatchInterfaces.cpp's expandTargetSpecification: the positions, or
    a silenceable failure."""
    if is_all:
        return list(range(max_number))
    picked: list[int] = []
    visited: set[int] = set()
    for r in raw:
        updated = max_number + r if r < 0 else r
        if updated >= max_number:
            return silenceable(
                loc, f"position overflow {updated} (updated from {r}) for maximum {max_number}"
            )
        if updated < 0:
            return silenceable(loc, f"position underflow {updated} (updated from {r})")
        if updated in visited:
            return silenceable(loc, f"repeated position {updated} (updated from {r})")
        visited.add(updated)
        picked.append(updated)
    if not inverted:
        return picked
    return [c for c in range(max_number) if c not in visited]


def _positional(
    op: Operation, results: TransformResults, state: TransformState, operands: bool
) -> Outcome:
    is_all = unit_attr(op, "is_all")
    inverted = unit_attr(op, "is_inverted")
    raw = dense_i64(op, "raw_position_list")
    snap = state.payload
    values: list[int] = []
    for target in state.payload_ops(_target(op)):
        rec = snap.ops[target]
        pool = rec.operands if operands else rec.results
        picked = expand_target_specification(op.loc, is_all, inverted, raw, len(pool))
        if isinstance(picked, Outcome):
            picked.attach_note("while considering positions of this payload operation", rec.loc)
            return picked
        values.extend(pool[i] for i in picked)
    results.set_values(0, values)
    return success()


def verify_match_dims(op: Operation) -> Iterator[Diagnostic]:
    """verifyTransformMatchDimsOp."""
    raw = dense_i64(op, "raw_position_list")
    inverted = isinstance(op.attr("is_inverted"), UnitAttr)
    is_all = isinstance(op.attr("is_all"), UnitAttr)
    if is_all:
        if inverted:
            yield op_err(op, "cannot request both 'all' and 'inverted' values in the list")
            return
        if raw:
            yield op_err(op, "cannot both request 'all' and specific values in the list")
            return
    if not is_all and not raw:
        yield op_err(op, "must request specific values in the list if 'all' is not specified")
        return
    # llvm::unique only drops *adjacent* duplicates.
    if any(a == b for a, b in itertools.pairwise(raw)):
        yield op_err(op, "expected the listed values to be unique")


def _positional_op(name: str, summary: str, match_op: bool, apply: X.ApplyFn) -> OpDef:
    return attach(
        ods.op(
            name,
            operands=[ods.Operand("target", HANDLE)],
            results=[ods.Result("result", VALUE_HANDLE)],
            attributes=[
                ods.Attr("raw_position_list", ods.DenseI64ArrayAttr),
                ods.Attr("is_inverted", ods.UnitAttrC, optional=True),
                ods.Attr("is_all", ods.UnitAttrC, optional=True),
            ],
            traits=[TRANSFORM_OP, MATCH_OP] if match_op else [TRANSFORM_OP],
            assembly_format=(
                "$target `[`custom<TransformMatchDims>($raw_position_list, $is_inverted, "
                "$is_all)`]` attr-dict `:` functional-type(operands, results)"
            ),
            custom_directives=DIRECTIVES,
            verify=verify_match_dims,
            summary=summary,
        ),
        core_semantics(apply, X.navigation_effects, match_op=match_op, navigation=True),
    )


# ---------------------------------------------------------------------------
# transform.get_parent_op


def apply_get_parent_op(op: Operation, results: TransformResults, state: TransformState) -> Outcome:
    found = parents_of(state, op, state.payload_ops(_target(op)))
    if isinstance(found, Outcome):
        return found
    results.set_ops(0, found)
    return success()


def parents_of(state: TransformState, op: Operation, targets: list[int]) -> list[int] | Outcome:
    """GetParentOp::apply on a list of payload ops: the parents, or a
    silenceable failure (shared with the compiled matchers)."""
    isolated = unit_attr(op, "isolated_from_above")
    allow_empty = unit_attr(op, "allow_empty_results")
    name = str_attr(op, "op_name")
    dedup = unit_attr(op, "deduplicate")
    nth = int_attr(op, "nth_parent", 1) or 1
    snap = state.payload
    ctx = Context.default()
    isolated_cache: dict[str, bool] = {}

    def is_isolated(o: int) -> bool:
        n = snap.ops[o].name
        r = isolated_cache.get(n)
        if r is None:
            d = ctx.op(n)
            r = isolated_cache[n] = d is not None and ISOLATED_FROM_ABOVE in d.traits
        return r

    parent_of = state.parent_op_of if state.detached else snap.parent_op_of_op
    parents: list[int] = []
    seen: set[int] = set()
    for target in targets:
        parent = target
        for _ in range(nth):
            parent = parent_of(parent)
            while parent:
                if (not isolated or is_isolated(parent)) and (
                    name is None or snap.ops[parent].name == name
                ):
                    break
                parent = parent_of(parent)
            if not parent:
                if allow_empty:
                    # MLIR sets the parents found so far, not an empty list.
                    return parents
                out = silenceable(
                    op.loc, "could not find a parent op that matches all requirements"
                )
                out.attach_note("target op", snap.ops[target].loc)
                return out
        if dedup:
            if parent in seen:
                continue
            seen.add(parent)
        parents.append(parent)
    return parents


def get_parent_op_op() -> OpDef:
    return attach(
        ods.op(
            "transform.get_parent_op",
            operands=[ods.Operand("target", HANDLE)],
            results=[ods.Result("parent", HANDLE)],
            attributes=[
                ods.Attr("isolated_from_above", ods.UnitAttrC, optional=True),
                ods.Attr("allow_empty_results", ods.UnitAttrC, optional=True),
                ods.Attr("op_name", ods.StrAttr, optional=True),
                ods.Attr("deduplicate", ods.UnitAttrC, optional=True),
                ods.Attr("nth_parent", I64_POSITIVE, default=IntegerAttr(1, T.i64)),
            ],
            traits=[TRANSFORM_OP, MATCH_OP],
            assembly_format="$target attr-dict `:` functional-type(operands, results)",
            summary="Gets handles to the closest parent ops",
        ),
        core_semantics(apply_get_parent_op, X.navigation_effects, match_op=True, navigation=True),
    )


# ---------------------------------------------------------------------------
# transform.get_consumers_of_result


def apply_get_consumers_of_result(
    op: Operation, results: TransformResults, state: TransformState
) -> Outcome:
    n = int_attr(op, "result_number", 0) or 0
    payload = state.payload_ops(_target(op))
    if not payload:
        results.set_ops(0, [])
        return success()
    if len(payload) != 1:
        return emit_definite(state, op, "handle must be mapped to exactly one payload op")[0]
    snap = state.payload
    target_results = snap.ops[payload[0]].results
    if len(target_results) <= n:
        return emit_definite(state, op, "result number overflow")[0]
    results.set_ops(0, [user for user, _ in snap.uses(target_results[n])])
    return success()


def get_consumers_of_result_op() -> OpDef:
    return attach(
        ods.op(
            "transform.get_consumers_of_result",
            operands=[ods.Operand("target", HANDLE)],
            results=[ods.Result("consumers", HANDLE)],
            attributes=[ods.Attr("result_number", I64_NON_NEGATIVE)],
            traits=[TRANSFORM_OP],
            assembly_format=(
                "$target `[` $result_number `]` attr-dict `:` functional-type(operands, results)"
            ),
            summary="Get handle to the consumers of this operation's result number",
        ),
        core_semantics(apply_get_consumers_of_result, X.navigation_effects, navigation=True),
    )


# ---------------------------------------------------------------------------
# transform.get_defining_op


def apply_get_defining_op(
    op: Operation, results: TransformResults, state: TransformState
) -> Outcome:
    snap = state.payload
    defining: list[int] = []
    for v in state.payload_values(_target(op)):
        rec = snap.values[v]
        if rec.is_arg:
            out = silenceable(op.loc, "cannot get defining op of block argument")
            out.attach_note("target value", value_loc(snap, v))
            return out
        defining.append(rec.owner)
    results.set_ops(0, defining)
    return success()


def get_defining_op_op() -> OpDef:
    return attach(
        ods.op(
            "transform.get_defining_op",
            operands=[ods.Operand("target", VALUE_HANDLE)],
            results=[ods.Result("result", HANDLE)],
            traits=[TRANSFORM_OP, MATCH_OP],
            assembly_format="$target attr-dict `:` functional-type(operands, results)",
            summary="Get handle to the defining op of a value",
        ),
        core_semantics(apply_get_defining_op, X.navigation_effects, match_op=True, navigation=True),
    )


# ---------------------------------------------------------------------------
# transform.get_producer_of_operand


def apply_get_producer_of_operand(
    op: Operation, results: TransformResults, state: TransformState
) -> Outcome:
    n = int_attr(op, "operand_number", 0) or 0
    snap = state.payload
    producers: list[int] = []
    for target in state.payload_ops(_target(op)):
        operands = snap.ops[target].operands
        producer = None
        if n < len(operands):
            vrec = snap.values[operands[n]]
            if not vrec.is_arg:
                producer = vrec.owner
        if producer is None:
            out = silenceable(
                op.loc,
                (
                    f"could not find a producer for operand number: {n} of "
                    f"{generic_op_text(snap, target)}"
                ),
            )
            out.attach_note("target op", snap.ops[target].loc)
            return out
        producers.append(producer)
    results.set_ops(0, producers)
    return success()


def get_producer_of_operand_op() -> OpDef:
    return attach(
        ods.op(
            "transform.get_producer_of_operand",
            operands=[ods.Operand("target", HANDLE)],
            results=[ods.Result("producer", HANDLE)],
            attributes=[ods.Attr("operand_number", I64_NON_NEGATIVE)],
            traits=[TRANSFORM_OP, MATCH_OP],
            assembly_format=(
                "$target `[` $operand_number `]` attr-dict `:` functional-type(operands, results)"
            ),
            summary="Get handle to the producer of this operation's operand number",
        ),
        core_semantics(
            apply_get_producer_of_operand,
            X.navigation_effects,
            match_op=True,
            navigation=True,
        ),
    )


# ---------------------------------------------------------------------------
# transform.get_operand


def apply_get_operand(op: Operation, results: TransformResults, state: TransformState) -> Outcome:
    return _positional(op, results, state, operands=True)


def get_operand_op() -> OpDef:
    return _positional_op(
        "transform.get_operand",
        "Get a handle to the operand(s) of the targeted op",
        True,
        apply_get_operand,
    )


# ---------------------------------------------------------------------------
# transform.get_result


def apply_get_result(op: Operation, results: TransformResults, state: TransformState) -> Outcome:
    return _positional(op, results, state, operands=False)


def get_result_op() -> OpDef:
    return _positional_op(
        "transform.get_result",
        "Get a handle to the result(s) of the targeted op",
        False,
        apply_get_result,
    )
