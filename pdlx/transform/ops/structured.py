"""Semantics of `transform.structured.match` (LinalgTransformOps.cpp's
MatchOp::apply): ops nested in the single target op (inclusive, post-order)
that satisfy every given filter."""

from __future__ import annotations

from pdlx.ir.attributes import ArrayAttr, DictionaryAttr, TypeAttr
from pdlx.ir.context import Context
from pdlx.ir.views import Operation
from pdlx.transform.ops.common import emit_definite, int_attr, str_array_attr
from pdlx.transform.outcome import Outcome, success
from pdlx.transform.results import TransformResults
from pdlx.transform.state import TransformState

INTERFACE_TRAITS = {0: "LinalgOp", 1: "TilingInterface", 2: "LoopLikeOpInterface"}
"""MatchInterfaceEnum -> the trait name an OpDef lists to implement it."""


def apply_structured_match(
    op: Operation, results: TransformResults, state: TransformState
) -> Outcome:
    found = structured_matches(state, op, state.payload_ops(op.snapshot.ops[op.id].operands[0]))
    if isinstance(found, Outcome):
        return found
    results.set_ops(0, found)
    return success()


def structured_matches(
    state: TransformState, op: Operation, payload: list[int]
) -> list[int] | Outcome:
    """MatchOp::apply on the target list: the matching ops, or a definite
    failure (shared with the compiled matchers)."""
    names = str_array_attr(op, "ops")
    wanted = set(names) if names is not None else None
    iface = int_attr(op, "interface")
    op_attrs = op.attr("op_attrs")
    result_type = op.attr("filter_result_type")
    operand_types = op.attr("filter_operand_types")
    if len(payload) != 1:
        return emit_definite(state, op, "requires exactly one target handle")[0]
    snap = state.payload
    ctx = Context.default()
    values = snap.values
    trait = INTERFACE_TRAITS.get(iface) if iface is not None else None
    attr_filters = (
        [(k, v) for k, v in op_attrs.items() if k not in ("interface", "ops")]
        if isinstance(op_attrs, DictionaryAttr)
        else []
    )
    want_result = result_type.value if isinstance(result_type, TypeAttr) else None
    want_operands = (
        [t.value for t in operand_types.elements if isinstance(t, TypeAttr)]
        if isinstance(operand_types, ArrayAttr)
        else None
    )
    found: list[int] = []
    wrong_count = False
    for o in snap.walk(payload[0], post_order=True):
        rec = snap.ops[o]
        if wanted is not None and rec.name not in wanted:
            continue
        if trait is not None:
            d = ctx.op(rec.name)
            if d is None or trait not in d.traits:
                continue
        if attr_filters:
            view = Operation(snap, o)
            if any(view.attr(k) != v for k, v in attr_filters):
                continue
        if want_result is not None and (
            len(rec.results) != 1 or values[rec.results[0]].type != want_result
        ):
            continue
        if want_operands is not None:
            have = [values[v].type for v in rec.operands]
            if len(want_operands) == 1:
                if any(t != want_operands[0] for t in have):
                    continue
            else:
                if len(want_operands) != len(have):
                    wrong_count = True
                    continue
                if have != want_operands:
                    continue
        found.append(o)
    if wrong_count:
        return emit_definite(
            state,
            op,
            "If filter_operand_types contains more than a type, then it must contain as much "
            "types as the number of operands in the target ops",
        )[0]
    return found


__all__ = ["INTERFACE_TRAITS", "apply_structured_match"]
