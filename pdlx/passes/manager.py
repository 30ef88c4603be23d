"""The pass manager: runs a pipeline of registered passes
(`pdlx.passes.registry`), verifying after each pass as mlir-opt does."""

from __future__ import annotations

from collections.abc import Sequence

from pdlx.ir.diagnostics import Severity
from pdlx.ir.snapshot import Snapshot
from pdlx.passes.registry import (
    PassContext,
    PassFn,
    PassInfo,
    PassInstance,
    PipelineError,
    list_option,
    lookup,
    parse_options,
    parse_pipeline,
    register_pass,
    registered,
    set_pass_loader,
)
from pdlx.support.timing import maybe
from pdlx.verify.verifier import verify, verify_changes


def run_pipeline(
    snap: Snapshot,
    pipeline: Sequence[PassInstance],
    pctx: PassContext,
    *,
    verify_full: bool = False,
) -> Snapshot | None:
    """Run the passes in order; verify after each (mlir-opt's default).

    The verification after a pass checks what the pass changed
    (`verify_changes`: the same diagnostics as verifying everything);
    `verify_full` verifies the whole module after each pass instead."""
    for p in pipeline:
        before = snap
        with maybe(pctx.timing, p.info.name):
            result = p.info.run(snap, p.options, pctx)
        if result is None:
            return None
        snap = result
        with maybe(pctx.timing, "Verifier"):
            if verify_full:
                errs = verify(snap, pctx.ctx)
            else:
                errs = verify_changes(snap, pctx.ctx, before)
        for d in errs:
            pctx.sink.emit(d)
        # Only an error fails verification: a verifier's warnings (the
        # transform dialect's "marked as consumed" one) are reported and the
        # run goes on, as mlir-opt's does.
        if any(d.severity is Severity.ERROR for d in errs):
            return None
    return snap


__all__ = [
    "PassContext",
    "PassFn",
    "PassInfo",
    "PassInstance",
    "PipelineError",
    "list_option",
    "lookup",
    "parse_options",
    "parse_pipeline",
    "register_pass",
    "registered",
    "run_pipeline",
    "set_pass_loader",
]
