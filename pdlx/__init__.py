"""pdlx: MLIR's Transform dialect and PDL in Python.

Matchers and transformations are IR; payloads are immutable snapshots.
"""

from __future__ import annotations

from pdlx.diagnostics import Diagnostic, DiagnosticError, Severity
from pdlx.dialects.registry import Context
from pdlx.ir import Operation, Snapshot


def parse(
    text: str,
    name: str = "-",
    *,
    allow_unregistered: bool = True,
    context: Context | None = None,
) -> Snapshot:
    """Parse MLIR text into a snapshot. Raises `DiagnosticError` on bad input."""
    from pdlx.syntax.parser import parse as _parse

    return _parse(text, name, allow_unregistered=allow_unregistered, context=context)


def parse_file(path: str, *, allow_unregistered: bool = True, context: Context | None = None) -> Snapshot:
    with open(path, encoding="utf-8", errors="surrogateescape") as f:
        text = f.read()
    return parse(text, path, allow_unregistered=allow_unregistered, context=context)


def print_ir(snapshot: Snapshot, *, generic: bool = False, debuginfo: bool = False) -> str:
    """The text mlir-opt would print for the snapshot's root op."""
    from pdlx.syntax.printer import print_module

    return print_module(snapshot, generic=generic, debuginfo=debuginfo)


__all__ = [
    "Context",
    "Diagnostic",
    "DiagnosticError",
    "Operation",
    "Severity",
    "Snapshot",
    "parse",
    "parse_file",
    "print_ir",
]
