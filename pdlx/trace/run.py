"""Tracing a pass pipeline (`pdlx-opt --pdlx-trace=FILE`): the transform
interpreter and every greedy driver the passes start report to one
recorder, and the trace is written when the pipeline ends, failed or not.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Literal

from pdlx.ir.context import Context
from pdlx.ir.snapshot import Snapshot
from pdlx.passes import PassContext
from pdlx.rewrite.greedy import observing_rewrites
from pdlx.trace.output import write_trace
from pdlx.trace.recorder import TraceRecorder
from pdlx.transform.passes import OBSERVER_KEY


class PipelineTrace:
    """The recorder of one pipeline run and where its trace goes."""

    def __init__(self, path: str, initial: Snapshot, kind: Literal["transform", "pdl"]) -> None:
        self.path = path
        self.recorder = TraceRecorder(initial, kind)
        self.final: Snapshot | None = None
        """The pipeline's result (None: it failed)."""

    def write(self, context: Context | None = None) -> str | None:
        """Write the trace; what went wrong, or None."""
        try:
            write_trace(self.recorder.trace(self.final), self.path, context)
        except (OSError, ValueError) as e:
            why = e.strerror if isinstance(e, OSError) and e.strerror else str(e)
            return f"cannot write the trace to '{self.path}': {why}"
        return None


@contextmanager
def tracing_pipeline(
    path: str, initial: Snapshot, pctx: PassContext, pass_names: list[str]
) -> Iterator[PipelineTrace]:
    """Record the pipeline run inside (transform steps when it runs the
    transform interpreter, PDL pattern steps otherwise)."""
    kind: Literal["transform", "pdl"] = (
        "transform" if "transform-interpreter" in pass_names else "pdl"
    )
    run = PipelineTrace(path, initial, kind)
    pctx.shared[OBSERVER_KEY] = run.recorder
    try:
        with observing_rewrites(run.recorder):
            yield run
    finally:
        pctx.shared.pop(OBSERVER_KEY, None)


__all__ = ["PipelineTrace", "tracing_pipeline"]
