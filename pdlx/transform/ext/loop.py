"""The SCF extension's `transform.loop.peel` (SCFTransformOps.cpp's
LoopPeelOp::applyToOne), as far as pdlx ports it.

MLIR refuses to peel a loop that does not need it — a constant step of 1 or
less, constant bounds whose trip count is a multiple of the step (last
iteration), or at most one iteration (first iteration) — with a silenceable
"failed to peel the last/first iteration". Those refusals are ported
exactly. Peeling itself (splitting the bounds with `affine.apply`, cloning
the loop, simplifying `affine.min`/`max` in both copies) is not: a loop that
would be peeled is a definite failure naming the op, never a silent no-op."""

from __future__ import annotations

import math
from typing import Final

from pdlx import ods
from pdlx.ir import types as T
from pdlx.ir.attributes import IntegerAttr
from pdlx.ir.context import Context, OpDef
from pdlx.ir.snapshot import Snapshot
from pdlx.ir.views import Operation
from pdlx.transform.ext.structured import functional_effects
from pdlx.transform.extension import apply_each, attach
from pdlx.transform.ops.base import TRANSFORM_OP, core_semantics
from pdlx.transform.ops.common import silenceable_at
from pdlx.transform.ops.payload import unsupported
from pdlx.transform.ops.types import HANDLE, OperationType
from pdlx.transform.outcome import Outcome
from pdlx.transform.results import TransformResults
from pdlx.transform.state import MappedValue, TransformState

# ---------------------------------------------------------------------------
# Shared by the ops below


def _is_scf_for_handle(t: object) -> bool:
    return isinstance(t, OperationType) and t.operation_name == "scf.for"


SCF_FOR_HANDLE: Final = ods.type_constraint(
    "Transform IR handle to scf.for operations", _is_scf_for_handle
)


# ---------------------------------------------------------------------------
# transform.loop.peel


def constant_int_value(snap: Snapshot, value: int) -> int | None:
    """getConstantIntValue: the integer of a value defined by a constant-like
    op (`arith.constant`), else None."""
    rec = snap.values[value]
    if rec.is_arg:
        return None
    owner = snap.ops[rec.owner]
    d = Context.default().op(owner.name)
    if d is None or "ConstantLike" not in d.traits:
        return None
    a = Operation(snap, rec.owner).attr("value")
    return a.value if isinstance(a, IntegerAttr) else None


def _flag(op: Operation, name: str) -> bool:
    a = op.attr(name)
    return isinstance(a, IntegerAttr) and bool(a.value)


def apply_loop_peel(op: Operation, results: TransformResults, state: TransformState) -> Outcome:
    front = _flag(op, "peel_front")

    def one(target: int, st: TransformState) -> Outcome | list[MappedValue]:
        snap = st.payload
        lb, ub, step = (constant_int_value(snap, v) for v in snap.ops[target].operands[:3])
        trip = (ub - lb) if lb is not None and ub is not None else None
        if front:
            # peelForLoopFirstIteration: nothing to peel with <= 1 iteration.
            if trip is not None and step and math.ceil(trip / step) <= 1:
                return silenceable_at(op, "failed to peel the first iteration")
        elif step is not None and (step <= 1 or (trip is not None and trip % step == 0)):
            # peelForLoop: a step of 1 or less, or only full iterations.
            return silenceable_at(op, "failed to peel the last iteration")
        return unsupported(op, results, st)

    return apply_each(op, results, state, one)


def loop_peel_op() -> OpDef:
    false = IntegerAttr(0, T.i1)
    return attach(
        ods.op(
            "transform.loop.peel",
            operands=[ods.Operand("target", SCF_FOR_HANDLE)],
            results=[ods.Result("peeled_loop", HANDLE), ods.Result("remainder_loop", HANDLE)],
            attributes=[
                ods.Attr("peel_front", ods.BoolAttrC, default=false),
                ods.Attr("fail_if_already_divisible", ods.BoolAttrC, default=false),
            ],
            traits=[TRANSFORM_OP],
            assembly_format="$target attr-dict `:` functional-type(operands, results)",
            summary="Peels the first or last iteration of the loop",
        ),
        core_semantics(apply_loop_peel, functional_effects, tracking=True),
    )
