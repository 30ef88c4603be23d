"""The pass manager: runs a pipeline of registered passes
(`pdlx.passes.registry`), verifying after each pass as mlir-opt does."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TextIO

from pdlx.ir.attributes import StringAttr
from pdlx.ir.context import Context
from pdlx.ir.diagnostics import Diagnostic, Severity
from pdlx.ir.snapshot import Snapshot
from pdlx.passes.registry import (
    PassContext,
    PassFn,
    PassInfo,
    PassInstance,
    PassInstrumentation,
    PipelineError,
    list_option,
    lookup,
    parse_options,
    parse_pipeline,
    register_pass,
    registered,
    set_pass_loader,
)
from pdlx.support.timing import maybe
from pdlx.syntax.names import SSANames
from pdlx.syntax.printer import OpPrinter, PrintFlags, command_line_flags, print_module
from pdlx.verify.verifier import verify, verify_changes


def run_pipeline(
    snap: Snapshot,
    pipeline: Sequence[PassInstance],
    pctx: PassContext,
    *,
    verify_full: bool = False,
    verify_each: bool = True,
    instrumentation: PassInstrumentation | None = None,
) -> Snapshot | None:
    """Run the passes in order; verify after each (mlir-opt's default;
    `verify_each=False` is its --verify-each=false).

    The verification after a pass checks what the pass changed
    (`verify_changes`: the same diagnostics as verifying everything);
    `verify_full` verifies the whole module after each pass instead."""
    root = snap.ops[snap.root]
    pctx.instrumentation = instrumentation
    for p in pipeline:
        if p.anchor is not None and p.anchor != root.name:
            # PassManager::run: the pipeline's anchor is not the op it is given.
            pctx.sink.emit(
                Diagnostic(
                    Severity.ERROR,
                    root.loc,
                    f"can't run '{p.anchor}' pass manager on '{root.name}' op",
                )
            )
            return None
    for p in pipeline:
        before = snap
        # As MLIR's, the instrumentation does not see a nested pipeline's
        # adaptor: its passes report for each op they run on.
        watch = None if p.info.inner else instrumentation
        if watch is not None:
            watch.before_pass(p, snap)
        pctx.failed_ir = None
        with maybe(pctx.timing, p.info.name):
            result = p.info.run(snap, p.options, pctx)
        if result is None:
            if watch is not None:
                failed = pctx.failed_ir
                watch.after_pass_failed(p, failed if failed is not None else before)
            return None
        snap = result
        if verify_each:
            with maybe(pctx.timing, "Verifier"):
                if verify_full:
                    errs = verify(snap, pctx.ctx)
                else:
                    errs = verify_changes(snap, pctx.ctx, before)
            for d in errs:
                pctx.sink.emit(d)
            # Only an error fails verification: a verifier's warnings (the
            # transform dialect's "marked as consumed" one) are reported and
            # the run goes on, as mlir-opt's does.
            if any(d.severity is Severity.ERROR for d in errs):
                if watch is not None:
                    watch.after_pass_failed(p, snap)
                return None
        if watch is not None:
            watch.after_pass(p, before, snap)
    return snap


@dataclass(frozen=True, slots=True)
class IRPrinting:
    """mlir-opt's --mlir-print-ir-* flags: which passes' IR to dump, when."""

    before_all: bool = False
    before: frozenset[str] = frozenset()
    """--mlir-print-ir-before=a,b: the passes (by flag name) to dump before."""
    after_all: bool = False
    after: frozenset[str] = frozenset()
    after_change: bool = False
    """Dump after a pass only if it changed the IR."""
    after_failure: bool = False
    """Dump after a pass only if it failed."""
    module_scope: bool = False
    """Name the op in the dump's header (the top-level op is printed either
    way: pdlx's passes all run on it)."""

    @property
    def enabled(self) -> bool:
        """Whether anything is dumped at all (MLIR installs no printer then)."""
        return bool(
            self.before_all or self.before or self.after_all or self.after or self.after_failure
        )

    def dumps_before(self, name: str) -> bool:
        """Whether the IR is dumped before the pass `name` runs."""
        return self.before_all or name in self.before

    def dumps_after(self, name: str) -> bool:
        """Whether the IR may be dumped after the pass `name` (MLIR's
        shouldPrintAfterPass: -after-failure turns it on for every pass)."""
        return self.after_all or self.after_failure or name in self.after


def ir_text(snap: Snapshot, flags: PrintFlags, ctx: Context | None = None) -> str:
    """`op->print(os, OpPrintingFlags())` of the top-level op: the
    command-line flags, and the generic form if it does not verify (MLIR's
    AsmState checks, unless --mlir-print-assume-verified)."""
    generic = flags.generic or (
        not flags.assume_verified and any(d.severity is Severity.ERROR for d in verify(snap, ctx))
    )
    return print_module(
        snap,
        generic=generic,
        debuginfo=flags.debuginfo,
        context=ctx,
        local_scope=flags.local_scope,
        skip_regions=flags.skip_regions,
    )


class IRPrinter:
    """The instrumentation of --mlir-print-ir-*: MLIR's
    IRPrinterInstrumentation, the dumps on `stream` (stderr).

    `flush` is called before each dump, so that the diagnostics reported
    until then come first, as mlir-opt reports them when they happen."""

    def __init__(
        self,
        config: IRPrinting,
        pctx: PassContext,
        stream: TextIO,
        flush: Callable[[], None] = lambda: None,
    ) -> None:
        self.config = config
        self.pctx = pctx
        self.stream = stream
        self.flush = flush

    def _dump(self, header: str, snap: Snapshot, op: int | None) -> None:
        """MLIR's printIR: the op the pass ran on, with a local scope
        (the top-level op as it prints at the top), or the top-level op with
        the pass's op named in the header (--mlir-print-ir-module-scope)."""
        self.flush()
        flags = command_line_flags()
        out = [header]
        nested = op is not None and op != snap.root
        if self.config.module_scope:
            target = snap.op(op if op is not None else snap.root)
            out.append(f" ('{target.name}' operation")
            sym = target.attr("sym_name")
            if isinstance(sym, StringAttr):
                out.append(f": @{sym.value}")
            out.append(")")
        out.append(" //----- //\n")
        if nested and not self.config.module_scope:
            assert op is not None
            out.append(op_text(snap, op, flags, self.pctx.ctx))
        else:
            out.append(ir_text(snap, flags, self.pctx.ctx))
        out.append("\n\n")
        self.stream.write("".join(out))

    def before_pass(self, p: PassInstance, snap: Snapshot, op: int | None = None) -> None:
        """Dump before `p` if asked."""
        if self.config.dumps_before(p.info.name):
            header = f"// -----// IR Dump Before {p.info.display_name} ({p.info.name})"
            self._dump(header, snap, op)

    def after_pass(
        self, p: PassInstance, before: Snapshot, after: Snapshot, op: int | None = None
    ) -> None:
        """Dump after `p` if asked (and, with -after-change, if it changed
        the IR: MLIR compares fingerprints, pdlx the full generic text)."""
        cfg = self.config
        if cfg.after_failure or not cfg.dumps_after(p.info.name):
            return
        if cfg.after_change and (
            after is before or _fingerprint(before, op) == _fingerprint(after, op)
        ):
            return
        header = f"// -----// IR Dump After {p.info.display_name} ({p.info.name})"
        self._dump(header, after, op)

    def after_pass_failed(self, p: PassInstance, snap: Snapshot, op: int | None = None) -> None:
        """Dump the IR the failed pass left, if asked."""
        if self.config.dumps_after(p.info.name):
            header = f"// -----// IR Dump After {p.info.display_name} Failed ({p.info.name})"
            self._dump(header, snap, op)


def op_text(snap: Snapshot, op: int, flags: PrintFlags, ctx: Context | None = None) -> str:
    """`op->print(os, OpPrintingFlags().useLocalScope())` of a nested op:
    numbered from the op, generic if it does not verify (unless
    --mlir-print-assume-verified)."""
    generic = flags.generic or (
        not flags.assume_verified
        and any(d.severity is Severity.ERROR for d in verify(snap, ctx, root=op))
    )
    printer = OpPrinter(snap, generic=generic, context=ctx)
    printer.skip_regions = flags.skip_regions
    return printer.print_op_in_scope(op, SSANames(snap, op, generic=generic, context=ctx))


def _fingerprint(snap: Snapshot, op: int | None) -> str:
    if op is None or op == snap.root or op not in snap.ops:
        return print_module(snap, generic=True, debuginfo=True)
    printer = OpPrinter(snap, generic=True, debuginfo=True)
    return printer.print_op_in_scope(op, SSANames(snap, op, generic=True))


__all__ = [
    "IRPrinter",
    "IRPrinting",
    "PassContext",
    "PassFn",
    "PassInfo",
    "PassInstance",
    "PassInstrumentation",
    "PipelineError",
    "ir_text",
    "list_option",
    "lookup",
    "op_text",
    "parse_options",
    "parse_pipeline",
    "register_pass",
    "registered",
    "run_pipeline",
    "set_pass_loader",
]
