"""The ops that manipulate handles and parameters: merge_handles,
split_handle, cast, select, replicate, num_associations, param.constant,
get_type, with their definitions, verifiers and semantics (ports of
TransformOps.cpp)."""

from __future__ import annotations

from collections.abc import Iterator

from pdlx import ods
from pdlx.ir import types as T
from pdlx.ir.attributes import (
    Attribute,
    IntegerAttr,
    TypeAttr,
)
from pdlx.ir.context import OpDef
from pdlx.ir.diagnostics import Diagnostic
from pdlx.ir.views import Operation
from pdlx.transform import extension as X
from pdlx.transform.extension import (
    apply_each,
    attach,
)
from pdlx.transform.ops import types as TT
from pdlx.transform.ops.base import MATCH_OP, READS_PAYLOAD, TRANSFORM_OP, core_semantics, op_err
from pdlx.transform.ops.common import dedup, int_attr, str_attr, unit_attr, value_text
from pdlx.transform.ops.types import (
    ANY_HANDLE_OR_PARAM,
    HANDLE,
    PARAM,
    VALUE_HANDLE,
)
from pdlx.transform.outcome import Outcome, silenceable, success
from pdlx.transform.results import TransformResults
from pdlx.transform.state import MappedValue, TransformState

# ---------------------------------------------------------------------------
# Shared by the ops below


def _operands(op: Operation) -> tuple[int, ...]:
    return op.snapshot.ops[op.id].operands


# ---------------------------------------------------------------------------
# transform.get_type


def apply_get_type(op: Operation, results: TransformResults, state: TransformState) -> Outcome:
    elemental = unit_attr(op, "elemental")
    values = state.payload.values
    params: list[Attribute] = []
    for v in state.payload_values(_operands(op)[0]):
        t = values[v].type
        if elemental and isinstance(t, T.ShapedType):
            t = t.element_type
        params.append(TypeAttr(t))
    results.set_params(0, params)
    return success()


def get_type_op() -> OpDef:
    return attach(
        ods.op(
            "transform.get_type",
            operands=[ods.Operand("value", VALUE_HANDLE)],
            results=[ods.Result("type_param", PARAM)],
            attributes=[ods.Attr("elemental", ods.UnitAttrC, optional=True)],
            traits=[TRANSFORM_OP, MATCH_OP],
            assembly_format=(
                "(`elemental` $elemental^)? $value attr-dict `:`functional-type(operands, results)"
            ),
            summary="Get a parameter containing the type of the given value",
        ),
        core_semantics(apply_get_type, READS_PAYLOAD, match_op=True),
    )


# ---------------------------------------------------------------------------
# transform.select


def apply_select(op: Operation, results: TransformResults, state: TransformState) -> Outcome:
    name = str_attr(op, "op_name")
    ops = state.payload.ops
    results.set_ops(0, [o for o in state.payload_ops(_operands(op)[0]) if ops[o].name == name])
    return success()


def select_op() -> OpDef:
    return attach(
        ods.op(
            "transform.select",
            operands=[ods.Operand("target", HANDLE)],
            results=[ods.Result("result", HANDLE)],
            attributes=[ods.Attr("op_name", ods.StrAttr)],
            traits=[TRANSFORM_OP],
            assembly_format=(
                "$op_name `in` $target attr-dict `:` functional-type(operands, results)"
            ),
            summary="Select payload ops by name",
        ),
        core_semantics(apply_select, X.navigation_effects, navigation=True),
    )


# ---------------------------------------------------------------------------
# transform.merge_handles


def apply_merge_handles(op: Operation, results: TransformResults, state: TransformState) -> Outcome:
    merged: list[MappedValue] = []
    for h in _operands(op):
        merged.extend(state.mapped_values(h))
    if unit_attr(op, "deduplicate"):
        merged = dedup(merged)
    results.set_mapped(0, merged)
    return success()


def merge_handles_op() -> OpDef:
    return attach(
        ods.op(
            "transform.merge_handles",
            operands=[ods.Operand("handles", ANY_HANDLE_OR_PARAM, variadic=True)],
            results=[ods.Result("result", ANY_HANDLE_OR_PARAM)],
            attributes=[ods.Attr("deduplicate", ods.UnitAttrC, optional=True)],
            traits=[TRANSFORM_OP, MATCH_OP, ods.SameOperandsAndResultType],
            assembly_format=("(`deduplicate` $deduplicate^)? $handles attr-dict `:` type($result)"),
            summary="Merges handles into one pointing to the union of payload ops",
        ),
        core_semantics(
            apply_merge_handles,
            X.read_only_effects,
            match_op=True,
            repeated=lambda op: op.attr("deduplicate") is not None,
        ),
    )


# ---------------------------------------------------------------------------
# transform.split_handle


def apply_split_handle(op: Operation, results: TransformResults, state: TransformState) -> Outcome:
    handle = _operands(op)[0]
    payload = state.mapped_values(handle)
    n = len(payload)
    nres = len(results)
    overflow = int_attr(op, "overflow_result")
    pass_through = int_attr(op, "pass_through_empty_handle", 1)
    fail_small = int_attr(op, "fail_on_payload_too_small", 1)

    def too_many_or_few() -> Outcome:
        snap = op.snapshot
        return silenceable(
            op.loc,
            lambda: (
                f"{value_text(snap, handle)} expected to contain {nres} payloads but it "
                f"contains {n} payloads"
            ),
        )

    if n > nres and overflow is None:
        return too_many_or_few()
    if n < nres and fail_small and (n != 0 or not pass_through):
        return too_many_or_few()
    split: list[list[MappedValue]] = [[] for _ in range(nres)]
    for i, v in enumerate(payload):
        split[i if i < nres or overflow is None else overflow].append(v)
    for i, vs in enumerate(split):
        results.set_mapped(i, vs)
    return success()


def verify_split_handle(op: Operation) -> Iterator[Diagnostic]:
    overflow = op.attr("overflow_result")
    results = op.result_types
    if isinstance(overflow, IntegerAttr) and not (0 <= overflow.value < len(results)):
        yield op_err(op, "overflow_result is not a valid result index")
        return
    handle_type = op.operand_types[0]
    for rt in results:
        if not TT.same_transform_interface(handle_type, rt):
            yield op_err(
                op,
                "expects result types to implement the same transform interface as the "
                "operand type",
            )
            return


def split_handle_op() -> OpDef:
    return attach(
        ods.op(
            "transform.split_handle",
            operands=[ods.Operand("handle", ANY_HANDLE_OR_PARAM)],
            results=[ods.Result("results", ANY_HANDLE_OR_PARAM, variadic=True)],
            attributes=[
                ods.Attr("pass_through_empty_handle", ods.BoolAttrC, default=IntegerAttr(1, T.i1)),
                ods.Attr("fail_on_payload_too_small", ods.BoolAttrC, default=IntegerAttr(1, T.i1)),
                ods.Attr("overflow_result", ods.I64Attr, optional=True),
            ],
            traits=[TRANSFORM_OP],
            assembly_format="$handle attr-dict `:` functional-type(operands, results)",
            verify=verify_split_handle,
            summary="Splits a handle or parameter into multiple values",
        ),
        core_semantics(apply_split_handle, X.read_only_effects),
    )


# ---------------------------------------------------------------------------
# transform.cast


def apply_cast(op: Operation, results: TransformResults, state: TransformState) -> Outcome:
    """TransformEachOpTrait: each target is its own result; the result
    type's checkPayload does the checking when the result is bound."""
    return apply_each(op, results, state, lambda target, st: [target])


def cast_op() -> OpDef:
    return attach(
        ods.op(
            "transform.cast",
            operands=[ods.Operand("input", HANDLE)],
            results=[ods.Result("output", HANDLE)],
            traits=[TRANSFORM_OP],
            assembly_format="$input attr-dict `:` type($input) `to` type($output)",
        ),
        core_semantics(apply_cast, READS_PAYLOAD),
    )


# ---------------------------------------------------------------------------
# transform.replicate


def apply_replicate(op: Operation, results: TransformResults, state: TransformState) -> Outcome:
    operands = _operands(op)
    count = len(state.payload_ops(operands[0]))
    for i, h in enumerate(operands[1:]):
        current = state.mapped_values(h)
        results.set_mapped(i, current * count)
    return success()


def replicate_op() -> OpDef:
    return attach(
        ods.op(
            "transform.replicate",
            operands=[
                ods.Operand("pattern", HANDLE),
                ods.Operand("handles", ANY_HANDLE_OR_PARAM, variadic=True),
            ],
            results=[ods.Result("replicated", ANY_HANDLE_OR_PARAM, variadic=True)],
            traits=[TRANSFORM_OP, ods.AllTypesMatch(["handles", "replicated"])],
            assembly_format=(
                "`num` `(` $pattern `)` $handles attr-dict `:` type($pattern) `,` type($handles)"
            ),
            summary="Lists payload ops multiple times in the new handle",
        ),
        core_semantics(apply_replicate, X.read_only_effects),
    )


# ---------------------------------------------------------------------------
# transform.num_associations


def apply_num_associations(
    op: Operation, results: TransformResults, state: TransformState
) -> Outcome:
    n = len(state.mapped_values(_operands(op)[0]))
    results.set_params(0, [IntegerAttr(n, T.i64)])
    return success()


def verify_num_associations(op: Operation) -> Iterator[Diagnostic]:
    t = op.result_types[0]
    check = getattr(t, "check_payload", None)
    if check is None:
        return
    outcome: Outcome = check(None, op.loc, [IntegerAttr(0, T.i64)])
    yield from outcome.diagnostics


def num_associations_op() -> OpDef:
    return attach(
        ods.op(
            "transform.num_associations",
            operands=[ods.Operand("handle", ANY_HANDLE_OR_PARAM)],
            results=[ods.Result("num", PARAM)],
            traits=[TRANSFORM_OP, MATCH_OP],
            assembly_format="$handle attr-dict `:` functional-type(operands, results)",
            verify=verify_num_associations,
            summary="Returns the number of payload objects associated with the argument",
        ),
        core_semantics(apply_num_associations, X.param_producer_effects, match_op=True),
    )


# ---------------------------------------------------------------------------
# transform.param.constant


def apply_param_constant(
    op: Operation, results: TransformResults, state: TransformState
) -> Outcome:
    value = op.attr("value")
    assert value is not None
    results.set_params(0, [value])
    return success()


def param_constant_op() -> OpDef:
    return attach(
        ods.op(
            "transform.param.constant",
            attributes=[ods.Attr("value", ods.AnyAttr)],
            results=[ods.Result("param", PARAM)],
            traits=[MATCH_OP, TRANSFORM_OP],
            assembly_format="$value attr-dict `->` type($param)",
            summary="Produces a new transform dialect parameter value associated with the "
            "given attribute",
        ),
        core_semantics(apply_param_constant, X.param_producer_effects, match_op=True),
    )
