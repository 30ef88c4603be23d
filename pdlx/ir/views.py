"""Views: the familiar IR API over a (snapshot, id) pair.

A view costs two slots; it reads records on demand, so a view of an old
snapshot keeps showing that snapshot. Views compare equal when they name the
same id in the same snapshot. They are defined in `snapshot.py` (a snapshot
hands them out and each view reads its snapshot: one module, no cycle); this
is their usual import path.

`str(op)` prints the op in custom form and a value's repr shows its SSA
name, as MLIR's `op->print(os)` and `value.printAsOperand` do with a local
scope: both number values from the closest isolated-from-above ancestor,
and print generically when that ancestor does not verify. The printer is
the syntax layer's; the app layer installs it (`set_view_printer`,
`pdlx.api.ViewText`).
"""

from __future__ import annotations

from pdlx.ir.snapshot import Block, Operation, Region, Value, ViewPrinter, set_view_printer

__all__ = ["Block", "Operation", "Region", "Value", "ViewPrinter", "set_view_printer"]
