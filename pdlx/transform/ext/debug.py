"""The debug extension (DebugExtensionOps.td/.cpp):
debug.emit_remark_at and debug.emit_param_as_remark, defined with the public
extension API."""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from pdlx import ods
from pdlx.ir.context import OpDef
from pdlx.ir.diagnostics import Diagnostic, Severity
from pdlx.ir.views import Operation
from pdlx.transform import extension as X
from pdlx.transform.extension import attach
from pdlx.transform.ops.base import MATCH_OP, TRANSFORM_OP, core_semantics
from pdlx.transform.ops.common import op_diagnostic, str_attr
from pdlx.transform.ops.types import ANY_HANDLE, HANDLE, PARAM
from pdlx.transform.outcome import Outcome, success
from pdlx.transform.results import TransformResults
from pdlx.transform.state import TransformState
from pdlx.transform.types import HandleKind

# ---------------------------------------------------------------------------
# transform.debug.emit_remark_at


# ---------------------------------------------------------------------------
# Shared by the ops below


def apply_emit_remark_at(
    op: Operation, results: TransformResults, state: TransformState
) -> Outcome:
    handle = op.snapshot.ops[op.id].operands[0]
    message = str_attr(op, "message") or ""
    snap = state.payload
    if state.kind(handle) is HandleKind.OP:
        for p in state.payload_ops(handle):
            state.sink.emit(op_diagnostic(snap, p, Severity.REMARK, message))
        return success()
    for v in state.payload_values(handle):
        rec = snap.values[v]
        if rec.is_arg:
            block = rec.owner
            region = snap.blocks[block].parent
            parent = snap.regions[region].parent
            block_no = snap.regions[region].blocks.index(block)
            region_no = snap.ops[parent].regions.index(region)
            loc = rec.loc if rec.loc is not None else snap.ops[parent].loc
            what = f"a block argument #{rec.index} in block #{block_no} in region #{region_no}"
        else:
            loc = snap.ops[rec.owner].loc
            what = f"an op result #{rec.index}"
        d = Diagnostic(Severity.REMARK, loc, message)
        d.attach_note("value handle points to " + what)
        state.sink.emit(d)
    return success()


def emit_remark_at_op() -> OpDef:
    return attach(
        ods.op(
            "transform.debug.emit_remark_at",
            operands=[ods.Operand("at", ANY_HANDLE)],
            attributes=[ods.Attr("message", ods.StrAttr)],
            traits=[MATCH_OP, TRANSFORM_OP],
            assembly_format="$at `,` $message attr-dict `:` type($at)",
            summary="Print a message as diagnostic remark attached to payload",
        ),
        core_semantics(apply_emit_remark_at, X.navigation_effects, match_op=True, navigation=True),
    )


# ---------------------------------------------------------------------------
# transform.debug.emit_param_as_remark


def apply_emit_param_as_remark(
    op: Operation, results: TransformResults, state: TransformState
) -> Outcome:
    operands = op.snapshot.ops[op.id].operands
    message = str_attr(op, "message")
    params = state.params(operands[0])
    text = (message + " " if message is not None else "") + ", ".join(str(p) for p in params)
    if len(operands) < 2:
        state.sink.emit(op_diagnostic(op.snapshot, op.id, Severity.REMARK, text))
        return success()
    snap = state.payload
    for p in state.payload_ops(operands[1]):
        state.sink.emit(Diagnostic(Severity.REMARK, snap.ops[p].loc, text))
    return success()


def emit_param_as_remark_op() -> OpDef:
    return attach(
        ods.op(
            "transform.debug.emit_param_as_remark",
            operands=[
                ods.Operand("param", PARAM),
                ods.Operand("anchor", HANDLE, optional=True),
            ],
            attributes=[ods.Attr("message", ods.StrAttr, optional=True)],
            traits=[MATCH_OP, TRANSFORM_OP],
            assembly_format=(
                "$param (`,` $message^)?  (`at` $anchor^)?"
                "attr-dict `:` type($param) (`,` type($anchor)^)?"
            ),
            summary="Prints the parameter as a diagnostic remark",
        ),
        core_semantics(
            apply_emit_param_as_remark, X.navigation_effects, match_op=True, navigation=True
        ),
    )


OP_FACTORIES: Final[tuple[Callable[[], OpDef], ...]] = (emit_remark_at_op, emit_param_as_remark_op)
"""The extension's ops, in registration order."""
