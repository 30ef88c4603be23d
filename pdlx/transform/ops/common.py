"""Helpers shared by the semantics of transform ops: how MLIR streams ops
and values into diagnostics, op-located diagnostics with MLIR's "see current
operation" notes, and reading attributes of transform ops.

Everything that formats text is meant to be called lazily (from inside a
diagnostic's message callable): a matcher failing on a million payload ops
must not print a million ops.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from pdlx.ir.attributes import ArrayAttr, Attribute, IntegerAttr, StringAttr, UnitAttr
from pdlx.ir.context import Context
from pdlx.ir.dense import DenseArrayAttr
from pdlx.ir.diagnostics import Diagnostic, Severity
from pdlx.ir.location import Location
from pdlx.ir.snapshot import Derived, Snapshot
from pdlx.syntax.names import SSANames
from pdlx.syntax.printer import OpPrinter, command_line_flags, isolated_ancestor
from pdlx.transform.outcome import Outcome, definite, silenceable_from
from pdlx.verify import verifier
from pdlx.verify.verifier import current_op_text, verify

if TYPE_CHECKING:
    from pdlx.ir.views import Operation
    from pdlx.transform.state import TransformState


# ---------------------------------------------------------------------------
# Ops and values as text


def isolated_scope(snap: Snapshot, op: int, ctx: Context | None = None) -> int:
    """The op MLIR numbers values from when printing `op` with a local scope:
    the op itself or its closest isolated-from-above ancestor (else the root)."""
    return isolated_ancestor(snap, op, ctx)


_VERIFIES: Derived[dict[int, bool]] = Derived("verifies", lambda _: {})
"""op -> whether it verifies (`verifies`)."""


def verifies(snap: Snapshot, root: int, ctx: Context | None = None) -> bool:
    """Whether the op `root` (and everything in it) verifies, cached on the
    snapshot. MLIR prints an op whose numbering root fails to verify in
    generic form, with generic numbering (AsmState's verifyOpAndAdjustFlags)."""
    memo = snap.derived(_VERIFIES)
    ok = memo.get(root)
    if ok is None:
        ok = not any(d.severity.value == "error" for d in verify(snap, ctx, root))
        memo[root] = ok
    return ok


def print_op_text(
    snap: Snapshot,
    op: int,
    *,
    scope: int | None = None,
    generic: bool = False,
    skip_regions: bool | None = None,
    top_level: bool = False,
    ctx: Context | None = None,
    assume_verified: bool | None = None,
) -> str:
    """`op->print(os, flags)`: the op alone, its values numbered from `scope`
    (default: the local scope of `op`). A `top_level` op prints as the
    top-level operation does (alias definitions first, trailing newline);
    any other op prints with types and attributes inline, as MLIR does when
    no alias state was initialized. Unless `assume_verified` (default:
    --mlir-print-assume-verified), a numbering root that does not verify
    makes it generic, as MLIR's AsmState does. `skip_regions` defaults to
    --mlir-print-skip-regions."""
    ctx = ctx or Context.default()
    if assume_verified is None:
        assume_verified = command_line_flags().assume_verified
    if skip_regions is None:
        skip_regions = command_line_flags().skip_regions
    if top_level:
        if not generic and not assume_verified and not verifies(snap, op, ctx):
            generic = True
        p = OpPrinter(snap, generic=generic, context=ctx)
        p.skip_regions = skip_regions
        try:
            return p.print_top_level(op)
        except (IndexError, KeyError, AttributeError, AssertionError, TypeError, ValueError):
            p = OpPrinter(snap, generic=True, context=ctx)
            p.skip_regions = skip_regions
            return p.print_top_level(op)
    root = isolated_scope(snap, op, ctx) if scope is None else scope
    if not generic and not assume_verified and not verifies(snap, root, ctx):
        generic = True  # AsmState's verifyOpAndAdjustFlags: names and text
    for g in (generic,) if generic else (False, True):
        p = OpPrinter(snap, generic=g, context=ctx)
        p.skip_regions = skip_regions
        try:
            return p.print_op_in_scope(op, SSANames(snap, root, generic=g, context=ctx))
        except (IndexError, KeyError, AttributeError, AssertionError, TypeError, ValueError):
            if g:
                raise
            continue
    raise AssertionError("unreachable")


def op_text(snap: Snapshot, op: int) -> str:
    """`diag << *op`: the op in custom form (generic under
    --mlir-print-op-generic) with a local scope, on a new line when it spans
    several lines (Diagnostic::appendOp)."""
    text = print_op_text(snap, op, generic=verifier._PRINT_GENERIC_IN_DIAGNOSTICS.get())
    return "\n" + text if "\n" in text else text


def generic_op_text(snap: Snapshot, op: int) -> str:
    """The op in generic form with a local scope, on a new line when it
    spans several: how mlir-opt-22 prints an op streamed into an error (the
    "see current operation" note of emitError, and every op streamed into a
    silenceable failure's diagnostic, which is observed to print generic
    even when the op verifies)."""
    return current_op_text(snap, op)


def value_text(snap: Snapshot, v: int) -> str:
    """`diag << value`: the defining op in generic form (local scope), or a
    block argument's description."""
    rec = snap.values[v]
    if rec.is_arg:
        return f"<block argument> of type '{rec.type}' at index: {rec.index}"
    return print_op_text(snap, rec.owner, generic=True)


def value_loc(snap: Snapshot, v: int) -> Location:
    """MLIR's Value::getLoc: the defining op's location, or the block
    argument's own (falling back to the parent op's)."""
    rec = snap.values[v]
    if rec.is_arg:
        if rec.loc is not None:
            return rec.loc
        return snap.ops[snap.regions[snap.blocks[rec.owner].parent].parent].loc
    return snap.ops[rec.owner].loc


# ---------------------------------------------------------------------------
# Op-located diagnostics


def _print_op_on_diagnostic() -> bool:
    return bool(verifier._PRINT_OP_ON_DIAGNOSTIC.get())


def op_diagnostic(snap: Snapshot, op: int, severity: Severity, message: str) -> Diagnostic:
    """`op->emitError/emitWarning/emitRemark(message)`: at the op's location,
    with the "see current operation" note (generic form for errors, custom
    form for warnings and remarks, as MLIR's Operation methods print them)
    unless op printing on diagnostics is off (--verify-diagnostics)."""
    loc = snap.ops[op].loc
    d = Diagnostic(severity, loc, message)
    if _print_op_on_diagnostic():
        if severity is Severity.ERROR:
            d.attach_note(lambda: "see current operation: " + generic_op_text(snap, op), loc)
        else:
            d.attach_note(lambda: "see current operation: " + op_text(snap, op), loc)
    return d


def emit_definite(state: TransformState, op: Operation, message: str) -> tuple[Outcome, Diagnostic]:
    """`emitDefiniteFailure()` of a transform op: an error at the op's
    location (without MLIR's "see current operation" note: the interface
    emits at the location, not through Operation::emitError), reported now,
    with notes attachable until the sink renders it."""
    d = Diagnostic(Severity.ERROR, op.loc, message)
    state.sink.emit(d)
    return definite(), d


def silenceable_at(op: Operation, message: str | Callable[[], str]) -> Outcome:
    """`emitSilenceableError()` of a transform op (no op note, as MLIR)."""
    return silenceable_from([Diagnostic(Severity.ERROR, op.loc, message)])


# ---------------------------------------------------------------------------
# Attributes of transform ops


def unit_attr(op: Operation, name: str) -> bool:
    """A UnitAttr flag (`OptionalAttr<UnitAttr>` too)."""
    return isinstance(op.attr(name), UnitAttr)


def int_attr(op: Operation, name: str, default: int | None = None) -> int | None:
    a = op.attr(name)
    return a.value if isinstance(a, IntegerAttr) else default


def str_attr(op: Operation, name: str) -> str | None:
    a = op.attr(name)
    return a.value if isinstance(a, StringAttr) else None


def str_array_attr(op: Operation, name: str) -> list[str] | None:
    a = op.attr(name)
    if not isinstance(a, ArrayAttr):
        return None
    return [e.value for e in a.elements if isinstance(e, StringAttr)]


def dense_i64(op: Operation, name: str) -> list[int]:
    a = op.attr(name)
    if isinstance(a, DenseArrayAttr):
        return [int(v) for v in a.values]
    return []


def dedup(items: Sequence[int | Attribute]) -> list[int | Attribute]:
    """SetVector order: first occurrence kept."""
    return list(dict.fromkeys(items))


__all__ = [
    "dedup",
    "emit_definite",
    "generic_op_text",
    "int_attr",
    "isolated_scope",
    "op_diagnostic",
    "op_text",
    "print_op_text",
    "silenceable_at",
    "str_attr",
    "unit_attr",
    "value_text",
]
