"""Views: the familiar IR API over a (snapshot, id) pair.

A view costs two slots; it reads records on demand, so a view of an old
snapshot keeps showing that snapshot. Views compare equal when they name the
same id in the same snapshot. They are defined in `snapshot.py` (a snapshot
hands them out and each view reads its snapshot: one module, no cycle); this
is their usual import path.
"""

from __future__ import annotations

from pdlx.ir.snapshot import Block, Operation, Region, Value, set_op_printer

__all__ = ["Block", "Operation", "Region", "Value", "set_op_printer"]
