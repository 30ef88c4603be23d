"""Semantics of the debug extension: debug.emit_remark_at and
debug.emit_param_as_remark (ports of DebugExtensionOps.cpp)."""

from __future__ import annotations

from pdlx.ir.diagnostics import Diagnostic, Severity
from pdlx.ir.views import Operation
from pdlx.transform.ops.common import op_diagnostic, str_attr
from pdlx.transform.outcome import Outcome, success
from pdlx.transform.results import TransformResults
from pdlx.transform.state import TransformState
from pdlx.transform.types import HandleKind


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


__all__ = ["apply_emit_param_as_remark", "apply_emit_remark_at"]
