"""Passes: the registry, pipeline text and the pass manager (`manager.py`)."""

from pdlx.passes.manager import (
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
    run_pipeline,
    set_pass_loader,
)

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
