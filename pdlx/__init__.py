"""pdlx: MLIR's Transform dialect and PDL in Python.

Matchers and transformations are IR; payloads are immutable snapshots.

This module is a thin facade: the IR's data types are imported here, the
functions of the API (`pdlx.api`: parse, print, run transform scripts and
matchers) on first use, so that `import pdlx` stays cheap. It also installs
the app layer's registration (`pdlx.registration`) as the loader of
`Context.default()` and of the pass registry, run when first needed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pdlx import compat as _compat
from pdlx.ir import Operation, Snapshot
from pdlx.ir.context import Context, set_default_loader
from pdlx.ir.diagnostics import Diagnostic, DiagnosticError, Severity
from pdlx.ir.snapshot import set_snapshot_html
from pdlx.ir.views import set_op_printer
from pdlx.passes import set_pass_loader

_compat.install()

if TYPE_CHECKING:
    from pdlx.api import (
        Result,
        Trace,
        collect_matching,
        explain,
        load_matchers,
        match_and_transform,
        matcher_file,
        parse,
        parse_file,
        print_ir,
    )
    from pdlx.batching import batch
    from pdlx.build import (
        Builder,
        Pattern,
        PatternRewriter,
        apply_patterns,
        named_sequence,
        ops,
        pattern,
        register_patterns,
        script,
    )


def _load_default_context(ctx: Context) -> None:
    """Fill the shared default context with everything pdlx ships."""
    from pdlx.registration import load_all

    load_all(ctx)


def _load_passes() -> None:
    """Fill the pass registry with every pass pdlx ships."""
    from pdlx.registration import register_passes

    register_passes()


def _print_op(op: Operation) -> str:
    """`str(op)`: the op printer, loaded on first use."""
    from pdlx.syntax.printer import print_op

    return print_op(op)


def _snapshot_html(snap: Snapshot) -> str:
    """A snapshot in a notebook: the trace report's renderer, loaded on first use."""
    from pdlx.trace.html import notebook_html, snapshot_html

    return notebook_html(snapshot_html(snap))


set_pass_loader(_load_passes)
set_default_loader(_load_default_context)
set_op_printer(_print_op)
set_snapshot_html(_snapshot_html)

_API = frozenset(
    {
        "Result",
        "Trace",
        "collect_matching",
        "explain",
        "load_matchers",
        "match_and_transform",
        "matcher_file",
        "parse",
        "parse_file",
        "print_ir",
    }
)

_BUILD = frozenset(
    {
        "Builder",
        "Pattern",
        "PatternRewriter",
        "apply_patterns",
        "named_sequence",
        "ops",
        "pattern",
        "register_patterns",
        "script",
    }
)
"""Building IR, scripts and patterns in Python (`pdlx.build`, docs/python-api.md)."""


def __getattr__(name: str) -> object:
    """The API's functions, imported from `pdlx.api` (`pdlx.build` for the
    builders and patterns) on first use."""
    if name in _API:
        from pdlx import api

        value = getattr(api, name)
        globals()[name] = value  # later lookups skip this function
        return value
    if name in _BUILD:
        from pdlx import build

        value = getattr(build, name)
        globals()[name] = value
        return value
    if name == "batch":  # pdlx.batching, not pdlx.api: the API need not load the engines
        from pdlx.batching import batch

        globals()[name] = batch
        return batch
    raise AttributeError(f"module 'pdlx' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted({*globals(), *_API, *_BUILD, "batch"})


__all__ = [
    "Builder",
    "Context",
    "Diagnostic",
    "DiagnosticError",
    "Operation",
    "Pattern",
    "PatternRewriter",
    "Result",
    "Severity",
    "Snapshot",
    "Trace",
    "apply_patterns",
    "batch",
    "collect_matching",
    "explain",
    "load_matchers",
    "match_and_transform",
    "matcher_file",
    "named_sequence",
    "ops",
    "parse",
    "parse_file",
    "pattern",
    "print_ir",
    "register_patterns",
    "script",
]
