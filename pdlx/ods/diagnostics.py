"""Diagnostics about an op, as MLIR's `op.emitError` / `op.emitOpError`
build them: the message at the op's location and a "see current operation"
note with the op printed generically.

They live here, below `pdlx.verify`, because the verifiers ODS generates
(and the trait checks) report through them; `pdlx.verify.verifier`
re-exports them for everything above."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

from pdlx.ir.context import ISOLATED_FROM_ABOVE, Context
from pdlx.ir.diagnostics import Diagnostic, Severity
from pdlx.ir.snapshot import Snapshot
from pdlx.ir.views import Operation
from pdlx.syntax.names import SSANames
from pdlx.syntax.printer import OpPrinter, command_line_flags

PRINT_OP_ON_DIAGNOSTIC: ContextVar[bool] = ContextVar("print_op_on_diagnostic", default=True)
"""MLIR's `MLIRContext::printOpOnDiagnostic`: on by default, off under
`--verify-diagnostics` (mlir-opt's processBuffer turns it off)."""


@contextmanager
def print_op_on_diagnostic(enabled: bool) -> Iterator[None]:
    """Within the block, `op_diag` adds (or not) the "see current operation" note."""
    token = PRINT_OP_ON_DIAGNOSTIC.set(enabled)
    try:
        yield
    finally:
        PRINT_OP_ON_DIAGNOSTIC.reset(token)


PRINT_GENERIC_IN_DIAGNOSTICS: ContextVar[bool] = ContextVar(
    "print_generic_in_diagnostics", default=False
)
"""OpPrintingFlags' command-line defaults seen by ops streamed into
diagnostics (`diag << *op`): --mlir-print-op-generic makes them generic."""


@contextmanager
def print_generic_in_diagnostics(enabled: bool) -> Iterator[None]:
    """Within the block, ops printed into diagnostics in custom form (the
    notes of warnings and remarks, `diag << *op`) print generically, as
    mlir-opt does under --mlir-print-op-generic."""
    token = PRINT_GENERIC_IN_DIAGNOSTICS.set(enabled)
    try:
        yield
    finally:
        PRINT_GENERIC_IN_DIAGNOSTICS.reset(token)


def op_error_at(snap: Snapshot, op: int, message: str) -> Diagnostic:
    """`op.emitOpError(message)`: `'name' op message` plus the current-operation note."""
    return op_diag(snap, op, f"'{snap.ops[op].name}' op {message}")


def op_error(op: Operation, message: str) -> Diagnostic:
    """MLIR's `op.emitOpError(message)`: "'name' op message", with the
    "see current operation" note. For verifiers to yield."""
    return op_error_at(op.snapshot, op.id, message)


def op_diag(
    snap: Snapshot, op: int, message: str, severity: Severity = Severity.ERROR
) -> Diagnostic:
    """`op.emitError(message)`, with MLIR's "see current operation" note."""
    loc = snap.ops[op].loc
    d = Diagnostic(severity, loc, message)
    if severity is Severity.ERROR and PRINT_OP_ON_DIAGNOSTIC.get():
        d.attach_note(lambda: "see current operation: " + current_op_text(snap, op), loc)
    return d


def current_op_text(snap: Snapshot, op: int) -> str:
    """The op in generic form, numbered from its closest isolated ancestor
    (as MLIR's `Diagnostic::appendOp`); multi-line ops start on a new line."""
    ctx = Context.default()
    scope = op
    while True:
        opdef = ctx.op(snap.ops[scope].name)
        if opdef is not None and ISOLATED_FROM_ABOVE in opdef.traits:
            break
        parent = snap.parent_op_of_op(scope)
        if not parent:
            break
        scope = parent
    printer = OpPrinter(snap, generic=True)
    printer.skip_regions = command_line_flags().skip_regions
    text = printer.print_op_in_scope(op, SSANames(snap, scope, generic=True))
    return "\n" + text if "\n" in text else text
