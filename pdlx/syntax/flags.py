"""mlir-opt's printing flags from its command line (MLIR's cl options that
`OpPrintingFlags()` takes its defaults from).

A module of its own, below the printer and the SSA namer, which both read
them: whatever prints an op without explicit flags (pdlx-opt's output, the
IR dumps of --mlir-print-ir-*, transform.print, ops in diagnostics) honours
them, as in mlir-opt. They are set only for the duration of a pdlx-opt run;
a library caller sees the defaults."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class PrintFlags:
    """mlir-opt's printing flags from its command line: MLIR's
    `OpPrintingFlags()` takes its defaults from them, so every op printed
    without explicit flags (transform.print, the IR dumps of
    --mlir-print-ir-*, ops in diagnostics) honours them, not only the
    output."""

    generic: bool = False
    """--mlir-print-op-generic."""
    debuginfo: bool = False
    """--mlir-print-debuginfo."""
    local_scope: bool = False
    """--mlir-print-local-scope."""
    skip_regions: bool = False
    """--mlir-print-skip-regions: every region prints as `{...}`."""
    assume_verified: bool = False
    """--mlir-print-assume-verified: print custom forms without verifying
    first (no fall back to the generic form for invalid IR)."""
    elide_elements_limit: int | None = None
    """--mlir-elide-elementsattrs-if-larger=N: elements attributes of more
    than N elements (splats excepted) print as `dense_resource<__elided__>`."""
    unique_ids: bool = False
    """--mlir-print-unique-ssa-ids: values numbered on across sibling
    regions (always so in generic form)."""
    nameloc_prefix: bool = False
    """--mlir-use-nameloc-as-prefix: a value is named after the first
    `NameLoc` of its location."""
    pretty_debuginfo: bool = False
    """--mlir-pretty-debuginfo: with debug info, locations in their readable
    form (`file:1:2`, `"name"`, `callee at caller`)."""
    value_users: bool = False
    """--mlir-print-value-users: each op and block argument followed by a
    comment naming its users (ops without results get an id for it)."""


_NO_FLAGS = PrintFlags()
_COMMAND_LINE_FLAGS: ContextVar[PrintFlags] = ContextVar(
    "command_line_print_flags", default=_NO_FLAGS
)


def command_line_flags() -> PrintFlags:
    """The printing flags of the running pdlx-opt (defaults elsewhere)."""
    return _COMMAND_LINE_FLAGS.get()


@contextmanager
def command_line_print_flags(flags: PrintFlags) -> Iterator[None]:
    """Within the block, `command_line_flags()` is `flags` (pdlx-opt sets
    them for its run; a library caller is not affected)."""
    token = _COMMAND_LINE_FLAGS.set(flags)
    try:
        yield
    finally:
        _COMMAND_LINE_FLAGS.reset(token)


__all__ = ["PrintFlags", "command_line_flags", "command_line_print_flags"]
