"""pdlx: MLIR's Transform dialect and PDL in Python.

Matchers and transformations are IR; payloads are immutable snapshots: a
transform never changes its input, it makes a new snapshot.

Overview of the API (every name has its own `help()`):

- Inputs: everywhere, a `str` is MLIR text, `bytes` UTF-8 MLIR text, an
  `os.PathLike` (`pathlib.Path`) a file, and a `Snapshot` is used as it is
  (`TextInput`, `IRInput`). `name=` (`payload_name=`, `script_name=`) names
  text in diagnostics.
- `parse(text_or_path)`, `parse_file(path)` -> `Snapshot` (verified, as
  pdlx-opt verifies after its parse; the calls below trust it); `print_ir(ir)`
  -> the text mlir-opt prints.
- `match_and_transform(payload, script, entry=..., libraries=...)` ->
  `Result`: `status`/`ok`, the new `payload` (never None), `diagnostics`,
  the entry's `results`, what `transform.print` `printed`.
- `collect_matching(payload, script, "@matcher")` -> one `Match` (a tuple
  of `Operation`/`Value` views and attributes; `.ops`) per match;
  `explain(...)` says why each op did or did not match.
- `load_matchers(name)` / `matcher_file(name)`: the ready matcher files.
- Views: `Snapshot.root_op` and `Operation`, `Value`, `Block`, `Region`
  walk the IR; `str(op)` prints it as MLIR does.
- Errors: bad IR raises `DiagnosticError` (its `diagnostics` are located
  `Diagnostic` values; `match_and_transform` returns them instead); a wrong
  argument type raises `TypeError` naming the parameter.
- `pdlx-opt` is the command line (`pdlx-opt --help`).

This module is a thin facade: the IR's data types are imported here, the
functions of the API (`pdlx.api`) on first use, so that `import pdlx` stays
cheap. It also installs the app layer's registration (`pdlx.registration`)
as the loader of `Context.default()` and of the pass registry, run when
first needed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pdlx import compat as _compat
from pdlx.ir import Operation, Snapshot
from pdlx.ir.context import Context, set_default_loader
from pdlx.ir.diagnostics import Diagnostic, DiagnosticError, Severity
from pdlx.ir.snapshot import set_snapshot_html
from pdlx.ir.views import Block, Region, Value, ViewPrinter, set_view_printer
from pdlx.passes import set_pass_loader

_compat.install()

if TYPE_CHECKING:
    from pdlx.api import (
        Handle,
        IRInput,
        Match,
        Result,
        Status,
        TextInput,
        Trace,
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


class _ViewText:
    """How views print (`pdlx.ir.views.ViewPrinter`): `pdlx.api.ViewText`,
    imported on first use."""

    def __init__(self) -> None:
        self._impl: ViewPrinter | None = None

    def _printer(self) -> ViewPrinter:
        if self._impl is None:
            from pdlx.api import ViewText

            self._impl = ViewText()
        return self._impl

    def op_text(self, op: Operation) -> str:
        return self._printer().op_text(op)

    def value_name(self, value: Value) -> str:
        return self._printer().value_name(value)


def _snapshot_html(snap: Snapshot) -> str:
    """A snapshot in a notebook: the trace report's renderer, loaded on first use."""
    from pdlx.trace.html import notebook_html, snapshot_html

    return notebook_html(snapshot_html(snap))


set_pass_loader(_load_passes)
set_default_loader(_load_default_context)
set_view_printer(_ViewText())
set_snapshot_html(_snapshot_html)

_API = frozenset(
    {
        "Handle",
        "IRInput",
        "Match",
        "Result",
        "Status",
        "TextInput",
        "Trace",
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
    "Block",
    "Builder",
    "Context",
    "Diagnostic",
    "DiagnosticError",
    "Handle",
    "IRInput",
    "Match",
    "Operation",
    "Pattern",
    "PatternRewriter",
    "Region",
    "Result",
    "Severity",
    "Snapshot",
    "Status",
    "TextInput",
    "Trace",
    "Value",
    "apply_patterns",
    "batch",
    "collect_matching",
    "explain",
    "explain_patterns",
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
