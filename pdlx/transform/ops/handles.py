"""Semantics of the ops that manipulate handles and parameters:
merge_handles, split_handle, cast, select, replicate, num_associations,
param.constant, get_type (ports of TransformOps.cpp)."""

from __future__ import annotations

from collections.abc import Sequence

from pdlx.ir import types as T
from pdlx.ir.attributes import Attribute, IntegerAttr, TypeAttr
from pdlx.ir.views import Operation
from pdlx.transform.extension import apply_each
from pdlx.transform.ops.common import dedup, int_attr, str_attr, unit_attr, value_text
from pdlx.transform.outcome import Outcome, silenceable, success
from pdlx.transform.results import TransformResults
from pdlx.transform.state import MappedValue, TransformState
from pdlx.transform.types import HandleKind


def _operands(op: Operation) -> tuple[int, ...]:
    return op.snapshot.ops[op.id].operands


def apply_merge_handles(op: Operation, results: TransformResults, state: TransformState) -> Outcome:
    merged: list[MappedValue] = []
    for h in _operands(op):
        merged.extend(state.mapped_values(h))
    if unit_attr(op, "deduplicate"):
        merged = dedup(merged)
    results.set_mapped(0, merged)
    return success()


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
        split[i if i < nres else overflow].append(v)  # type: ignore[index]
    for i, vs in enumerate(split):
        results.set_mapped(i, vs)
    return success()


def apply_cast(op: Operation, results: TransformResults, state: TransformState) -> Outcome:
    """TransformEachOpTrait: each target is its own result; the result
    type's checkPayload does the checking when the result is bound."""
    return apply_each(op, results, state, lambda target, st: [target])


def apply_select(op: Operation, results: TransformResults, state: TransformState) -> Outcome:
    name = str_attr(op, "op_name")
    ops = state.payload.ops
    results.set_ops(0, [o for o in state.payload_ops(_operands(op)[0]) if ops[o].name == name])
    return success()


def apply_replicate(op: Operation, results: TransformResults, state: TransformState) -> Outcome:
    operands = _operands(op)
    count = len(state.payload_ops(operands[0]))
    for i, h in enumerate(operands[1:]):
        current = state.mapped_values(h)
        results.set_mapped(i, current * count)
    return success()


def apply_num_associations(
    op: Operation, results: TransformResults, state: TransformState
) -> Outcome:
    n = len(state.mapped_values(_operands(op)[0]))
    results.set_params(0, [IntegerAttr(n, T.i64)])
    return success()


def apply_param_constant(
    op: Operation, results: TransformResults, state: TransformState
) -> Outcome:
    value = op.attr("value")
    assert value is not None
    results.set_params(0, [value])
    return success()


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


def kind_of(state: TransformState, value: int) -> HandleKind:
    return state.kind(value)


__all__ = [
    "apply_cast",
    "apply_get_type",
    "apply_merge_handles",
    "apply_num_associations",
    "apply_param_constant",
    "apply_replicate",
    "apply_select",
    "apply_split_handle",
]

_unused: tuple[object, ...] = (Sequence,)
