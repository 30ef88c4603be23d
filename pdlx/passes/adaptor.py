"""What MLIR's pass manager checks before it runs a pass on an op
(`OpToOpPassAdaptor::run`): the op must be registered and isolated from
above. `transform.apply_registered_pass` runs a pass on any payload op, so
it asks these first, with mlir-opt's messages."""

from __future__ import annotations

from pdlx.ir.context import ISOLATED_FROM_ABOVE, Context
from pdlx.ir.diagnostics import Diagnostic
from pdlx.ir.snapshot import Snapshot
from pdlx.ods.diagnostics import op_error_at


def schedule_check(snap: Snapshot, op: int, ctx: Context) -> Diagnostic | None:
    """The error (with the "see current operation" note) that keeps a pass
    from being scheduled on `op`, or None."""
    opdef = ctx.op(snap.ops[op].name)
    if opdef is None:
        return op_error_at(snap, op, "trying to schedule a pass on an unregistered operation")
    if ISOLATED_FROM_ABOVE not in opdef.traits:
        return op_error_at(
            snap,
            op,
            "trying to schedule a pass on an operation not marked as 'IsolatedFromAbove'",
        )
    return None


__all__ = ["schedule_check"]
