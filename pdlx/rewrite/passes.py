"""The rewriting passes pdlx provides — `canonicalize`, `cse`,
`symbol-dce` — registered in `pdlx.passes` (so `pdlx-opt --cse` and
`--pass-pipeline` know them) and runnable on any payload op, which
`transform.apply_registered_pass` needs (MLIR runs the pass manager on the
targeted op).

An op-level pass is `run(rewriter, op, options) -> bool`; `register_op_pass`
adds one (and its `pdlx.passes` entry, which runs it on the root).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from pdlx.ir.attributes import ArrayAttr, Attribute, DictionaryAttr, SymbolRefAttr
from pdlx.ir.context import Context
from pdlx.ir.diagnostics import Diagnostic, DiagnosticSink, Severity
from pdlx.ir.rewriter import Rewriter
from pdlx.ir.snapshot import Snapshot
from pdlx.ir.symbols import is_symbol_table, symbol_name, symbols_in, visibility
from pdlx.ods.diagnostics import op_error_at
from pdlx.passes import (
    PassContext,
    PassInfo,
    PipelineError,
    int_option,
    lookup,
    parse_options,
    register_pass,
)
from pdlx.passes.adaptor import schedule_check
from pdlx.rewrite.cse import eliminate_common_subexpressions
from pdlx.rewrite.greedy import DriverResult
from pdlx.rewrite.patterns import (
    PayloadState,
    apply_patterns_greedily,
    canonicalization_patterns,
    runaway_message,
)
from pdlx.verify.verifier import verify

OpPassFn = Callable[[Rewriter, int, dict[str, str]], "bool | Diagnostic"]
"""`run(rewriter, op, options) -> bool`: False when the pass failed, or the
error it failed with."""

OpCheckFn = Callable[[Snapshot, int], str | None]
"""`check(snapshot, op)`: why the pass cannot run on the op (the message of
its `emitOpError`), or None."""


@dataclass(frozen=True)
class OpPass:
    """A pass that runs on any payload op (not only the module)."""

    name: str
    run: OpPassFn
    options: tuple[str, ...] = ()
    summary: str = ""
    check: OpCheckFn | None = None
    """What the pass checks of its op before it runs (reported as an error
    at the op, the pass failing)."""
    display_name: str = ""
    """MLIR's class name of the pass (`PassInfo.display_name`)."""

    def parse_options(self, text: str) -> dict[str, str]:
        """`a=1 b=x,y` as MLIR's pass option parser reads it; an unknown
        key raises ValueError("no such option KEY")."""
        info = PassInfo(self.name, _unused_run, self.options)
        try:
            return parse_options(text, info)
        except PipelineError as e:
            raise ValueError(str(e)) from None


def _unused_run(snap: Snapshot, opts: dict[str, str], pctx: PassContext) -> Snapshot | None:
    return snap


_OP_PASSES: dict[str, OpPass] = {}


def register_op_pass(p: OpPass) -> OpPass:
    """Register an op-level pass, also as a module pass of `pdlx.passes`."""
    _OP_PASSES[p.name] = p

    def run_on_module(snap: Snapshot, opts: dict[str, str], pctx: PassContext) -> Snapshot | None:
        rw = Rewriter(snap)
        done = p.run(rw, snap.root, opts)
        if isinstance(done, Diagnostic):
            pctx.sink.emit(done)
            return None
        if not done:
            return None
        return rw.commit()

    def run_on_op(
        snap: Snapshot, op: int, opts: dict[str, str], pctx: PassContext
    ) -> Snapshot | None:
        """The pass on one op of a nested pipeline (`func.func(cse)`),
        after the pass manager's checks, as MLIR's OpToOpPassAdaptor."""
        error = schedule_check(snap, op, pctx.ctx)
        if error is None and p.check is not None:
            why = p.check(snap, op)
            if why is not None:
                error = op_error_at(snap, op, why)
        if error is not None:
            pctx.sink.emit(error)
            return None
        rw = Rewriter(snap)
        done = p.run(rw, op, opts)
        if isinstance(done, Diagnostic):
            pctx.sink.emit(done)
            return None
        return rw.commit() if done else None

    register_pass(
        PassInfo(
            p.name,
            run_on_module,
            p.options,
            p.summary,
            display_name=p.display_name,
            run_on_op=run_on_op,
        )
    )
    return p


def lookup_pass(name: str) -> OpPass | None:
    """The op-level pass called `name`; a module pass of `pdlx.passes` is
    wrapped to run only on the payload root."""
    _ensure_registered()
    found = _OP_PASSES.get(name)
    if found is not None:
        return found
    info = lookup(name)
    if info is None:
        return None

    def run(rw: Rewriter, op: int, opts: dict[str, str]) -> bool:
        snap = rw.snapshot()
        if op != snap.root:
            return False
        out = info.run(snap, opts, PassContext(Context.default(), DiagnosticSink()))
        if out is None:
            return False
        rw.reset(out)
        return True

    return OpPass(name, run, info.options, info.summary)


def run_pass_on(
    p: OpPass,
    state: PayloadState,
    target: int,
    options: dict[str, str],
    sink: DiagnosticSink | None = None,
) -> bool:
    """Run `p` on a payload op, then verify the op as the pass manager does.
    No tracking listener: the target handle was consumed. The pass
    manager's own checks come first (a registered op, isolated from above:
    `schedule_check`), then the pass's (`OpPass.check`); their errors go to
    `sink`."""
    snap0 = state.payload
    error = schedule_check(snap0, target, Context.default())
    if error is None and p.check is not None:
        why = p.check(snap0, target)
        if why is not None:
            error = op_error_at(snap0, target, why)
    if error is not None:
        if sink is not None:
            sink.emit(error)
        return False
    rw = Rewriter(state.payload)
    done = p.run(rw, target, options)
    if isinstance(done, Diagnostic):
        if sink is not None:
            sink.emit(done)
        return False
    if not done:
        return False
    snap = rw.commit()
    if any(d.severity.value == "error" for d in verify(snap, Context.default(), root=target)):
        return False
    state.payload = snap
    return True


# ---------------------------------------------------------------------------
# canonicalize, cse, symbol-dce


def _canonicalize(rw: Rewriter, op: int, opts: dict[str, str]) -> bool | Diagnostic:
    rw.uses(0)
    patterns = canonicalization_patterns()
    results: list[DriverResult] = []
    converged = apply_patterns_greedily(
        rw,
        op,
        patterns,
        max_iterations=int_option(opts, "max-iterations", 10),
        max_rewrites=int_option(opts, "max-num-rewrites", -1),
        # The canonicalizer seeds its worklist top-down unless told otherwise.
        top_down=opts.get("top-down", "true") in ("true", "1", ""),
        results=results,
    )
    for res in results:
        if res.runaway:  # MLIR never stops there
            return Diagnostic(
                Severity.ERROR, res.runaway_loc, "canonicalize: " + runaway_message(res, patterns)
            )
    # Without test-convergence, not converging is not an error.
    return converged or opts.get("test-convergence", "false") not in ("true", "1", "")


def _cse(rw: Rewriter, op: int, opts: dict[str, str]) -> bool:
    eliminate_common_subexpressions(rw, op)
    return True


def _symbol_dce(rw: Rewriter, op: int, opts: dict[str, str]) -> bool:
    """SymbolDCE: in every symbol table under (and including) `op`, erase
    the non-public symbols no live op refers to."""
    snap = rw.snapshot()

    def refs(o: int) -> list[SymbolRefAttr]:
        out: list[SymbolRefAttr] = []
        rec = snap.ops[o]
        stack: list[Attribute] = [rec.attributes]
        if rec.properties is not None:
            stack.append(rec.properties)
        while stack:
            a = stack.pop()
            if isinstance(a, SymbolRefAttr):
                out.append(a)
            elif isinstance(a, DictionaryAttr):
                stack.extend(v for _, v in a.items())
            elif isinstance(a, ArrayAttr):
                stack.extend(a.elements)
        return out

    tables = [o for o in snap.walk(op) if snap.ops[o].regions and is_symbol_table(snap, o)]
    dead: list[int] = []
    for table in tables:
        syms = dict(symbols_in(snap, table))
        live: set[int] = set()
        work: list[int] = []
        is_top = table == op and not snap.ops[table].parent
        for s in syms.values():
            vis = visibility(snap, s)
            if vis == "public" or (vis == "nested" and not is_top):
                live.add(s)
                work.append(s)
        blocks = snap.regions[snap.ops[table].regions[0]].blocks
        for o in snap.block_ops(blocks[0]) if blocks else ():
            if symbol_name(snap, o) is None:
                work.append(o)
        while work:
            w = work.pop()
            for n in snap.walk(w):
                for r in refs(n):
                    target = syms.get(r.path[0])
                    if target is not None and target not in live:
                        live.add(target)
                        work.append(target)
        dead.extend(s for s in syms.values() if s not in live)
    for d in dead:
        if rw.has_op(d):
            rw.erase_op(d)
    return True


_REGISTERED = False
_CANONICALIZE_OPTIONS = (
    "top-down",
    "region-simplify",
    "max-iterations",
    "max-num-rewrites",
    "test-convergence",
    "disable-patterns",
    "enable-patterns",
)


def _ensure_registered() -> None:
    global _REGISTERED
    if _REGISTERED:
        return
    _REGISTERED = True
    register_op_pass(
        OpPass(
            "canonicalize",
            _canonicalize,
            _CANONICALIZE_OPTIONS,
            "Canonicalize operations",
            display_name="Canonicalizer",
        )
    )
    register_op_pass(
        OpPass("cse", _cse, (), "Eliminate common sub-expressions", display_name="CSE")
    )
    register_op_pass(
        OpPass(
            "symbol-dce",
            _symbol_dce,
            (),
            "Eliminate dead symbols",
            _symbol_dce_check,
            display_name="SymbolDCE",
        )
    )


def _symbol_dce_check(snap: Snapshot, op: int) -> str | None:
    """SymbolDCE runs on symbol tables only (the double space is MLIR's)."""
    if is_symbol_table(snap, op):
        return None
    return " was scheduled to run under SymbolDCE, but does not define a symbol table"


def register() -> None:
    """Register canonicalize, cse and symbol-dce (once)."""
    _ensure_registered()


__all__ = ["OpPass", "lookup_pass", "register", "register_op_pass", "run_pass_on"]
