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
from pdlx.ir.views import set_op_printer
from pdlx.passes import set_pass_loader

_compat.install()

if TYPE_CHECKING:
    from pdlx.api import (
        Result,
        collect_matching,
        explain,
        explain_patterns,
        load_matchers,
        match_and_transform,
        matcher_file,
        parse,
        parse_file,
        print_ir,
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


set_pass_loader(_load_passes)
set_default_loader(_load_default_context)
set_op_printer(_print_op)

_API = frozenset(
    {
        "Result",
        "collect_matching",
        "explain",
        "explain_patterns",
        "load_matchers",
        "match_and_transform",
        "matcher_file",
        "parse",
        "parse_file",
        "print_ir",
    }
)


def __getattr__(name: str) -> object:
    """The API's functions, imported from `pdlx.api` on first use."""
    if name in _API:
        from pdlx import api

        value = getattr(api, name)
        globals()[name] = value  # later lookups skip this function
        return value
    raise AttributeError(f"module 'pdlx' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted({*globals(), *_API})


__all__ = [
    "Context",
    "Diagnostic",
    "DiagnosticError",
    "Operation",
    "Result",
    "Severity",
    "Snapshot",
    "collect_matching",
    "explain",
    "explain_patterns",
    "load_matchers",
    "match_and_transform",
    "matcher_file",
    "parse",
    "parse_file",
    "print_ir",
]
