"""Time travel: the history of a transform (or PDL) run, step by step.

`match_and_transform(..., trace=True)` and `pdlx-opt --pdlx-trace=FILE`
record a `Trace`: one `Step` per transform op applied (nested ones with
their depth) or per pattern rewrite, each with its handles' payload, its
outcome and diagnostics, and the payload snapshot after it (the run's own,
never a copy). `Trace.diff(i, j)` compares two steps; `Trace.write(path)`
writes the JSON data or the self-contained HTML report, which is also what
a trace shows as in a notebook. See docs/trace.md.
"""

from __future__ import annotations

from pdlx.trace.html import notebook_html, report_html, snapshot_html
from pdlx.trace.model import Handle, History, OpChanges, Step, TraceDiff, op_changes
from pdlx.trace.output import check_trace_path, write_trace
from pdlx.trace.recorder import Trace, TraceRecorder

__all__ = [
    "Handle",
    "History",
    "OpChanges",
    "Step",
    "Trace",
    "TraceDiff",
    "TraceRecorder",
    "check_trace_path",
    "notebook_html",
    "op_changes",
    "report_html",
    "snapshot_html",
    "write_trace",
]
