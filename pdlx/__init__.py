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
from pdlx.ir.views import Value, set_view_printer
from pdlx.passes import set_pass_loader

_compat.install()

if TYPE_CHECKING:
    from pdlx.api import (
        Result,
        collect_matching,
        explain,
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


class _ViewText:
    """How views print (`pdlx.ir.views.ViewPrinter`): the syntax layer's
    printer, imported on first use."""

    def op_text(self, op: Operation) -> str:
        from pdlx.syntax import printer

        return printer.print_op(op)

    def value_name(self, value: Value) -> str:
        from pdlx.syntax import printer

        return printer.value_name(value)


set_pass_loader(_load_passes)
set_default_loader(_load_default_context)
set_view_printer(_ViewText())

_API = frozenset(
    {
        "Result",
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
    "load_matchers",
    "match_and_transform",
    "matcher_file",
    "parse",
    "parse_file",
    "print_ir",
]
