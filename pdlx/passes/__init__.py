"""Passes: the registry and pipeline text (`registry.py`), cheap to import;
the pass manager that runs a pipeline is `pdlx.passes.manager` (it needs the
verifier)."""

from pdlx.passes.registry import (
    PassContext,
    PassFn,
    PassInfo,
    PassInstance,
    PassInstrumentation,
    PipelineError,
    int_option,
    list_option,
    lookup,
    parse_options,
    parse_pipeline,
    register_pass,
    register_pass_loader,
    registered,
    set_pass_loader,
)

__all__ = [
    "PassContext",
    "PassFn",
    "PassInfo",
    "PassInstance",
    "PassInstrumentation",
    "PipelineError",
    "int_option",
    "list_option",
    "lookup",
    "parse_options",
    "parse_pipeline",
    "register_pass",
    "register_pass_loader",
    "registered",
    "set_pass_loader",
]
