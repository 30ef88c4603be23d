"""Pattern sets registered by name (`register_patterns` in
`pdlx.rewrite.pypatterns`), and pdlx's own `pdlx-apply-patterns` pass that
applies them without a transform script.

Kept apart from `pypatterns` (which needs the op classes of
`pdlx.dialects.build`) so that registering the pass and listing the sets cost
pdlx-opt nothing it does not already load for any pass.
"""

from __future__ import annotations

import difflib
import os
import traceback
from dataclasses import dataclass

from pdlx.ir.context import Context
from pdlx.ir.diagnostics import Diagnostic, Severity
from pdlx.ir.interfaces import OpInterface
from pdlx.ir.rewriter import Rewriter
from pdlx.ir.snapshot import Snapshot
from pdlx.passes import PassContext, PassInfo, register_pass
from pdlx.passes.adaptor import schedule_check
from pdlx.passes.registry import int_option
from pdlx.rewrite.greedy import DriverResult
from pdlx.rewrite.patterns import RewritePattern, apply_patterns_greedily, runaway_message

PATTERN_SET_PREFIX = "transform.apply_patterns."
"""The op name prefix of every pattern set: `register_patterns("a.b", ...)`
makes `transform.apply_patterns.a.b`."""


@dataclass(frozen=True, slots=True)
class PatternSet(OpInterface):
    """What `register_patterns` attaches to the descriptor op it makes: the
    set's name, its patterns, and where it was registered, so that a tool
    loading several extensions (pdlx-opt's `--load-pdlx-extension`) can say
    which two clash instead of letting the last one win silently."""

    name: str
    """The name given to `register_patterns` (`a.b`)."""
    patterns: tuple[RewritePattern, ...]
    """The patterns the descriptor populates."""
    origin: str
    """`file:line` of the `register_patterns` call."""


def pattern_sets(context: Context | None = None) -> dict[str, PatternSet]:
    """The pattern sets registered in `context` (default: the active one),
    by name: what `transform.apply_patterns.<name>` can name."""
    ctx = context or Context.default()
    out: dict[str, PatternSet] = {}
    for op_name, opdef in ctx.op_defs.items():
        if op_name.startswith(PATTERN_SET_PREFIX):
            ps = opdef.interface(PatternSet)
            if ps is not None:
                out[ps.name] = ps
    return out


APPLY_PATTERNS_PASS = "pdlx-apply-patterns"
"""pdlx's own pass: `--pdlx-apply-patterns=a.b,c` applies registered pattern
sets (several together, as one set) to the input, without a script."""


def _apply_patterns_pass(
    snap: Snapshot, opts: dict[str, str], pctx: PassContext
) -> Snapshot | None:
    return _apply_patterns_on(snap, snap.root, opts, pctx)


def _apply_patterns_nested(
    snap: Snapshot, op: int, opts: dict[str, str], pctx: PassContext
) -> Snapshot | None:
    """In a nested pipeline (`func.func(pdlx-apply-patterns{sets=...})`),
    after the pass manager's checks, as MLIR's OpToOpPassAdaptor."""
    error = schedule_check(snap, op, pctx.ctx)
    if error is not None:
        pctx.sink.emit(error)
        return None
    return _apply_patterns_on(snap, op, opts, pctx)


def _apply_patterns_on(
    snap: Snapshot, op: int, opts: dict[str, str], pctx: PassContext
) -> Snapshot | None:
    names = [n.strip() for n in opts.get("sets", "").split(",") if n.strip()]
    loc = snap.ops[op].loc
    known = pattern_sets(pctx.ctx)
    if not names:
        pctx.sink.emit(
            Diagnostic(
                Severity.ERROR,
                loc,
                f"{APPLY_PATTERNS_PASS}: name the pattern sets to apply "
                f"(--{APPLY_PATTERNS_PASS}=NAME[,NAME...]); registered: "
                + (", ".join(sorted(known)) or "none (register them in a --load-pdlx-extension)"),
            )
        )
        return None
    rps: list[RewritePattern] = []
    for n in names:
        ps = known.get(n)
        if ps is None:
            close = difflib.get_close_matches(n, list(known), n=1)
            hint = (
                f"; did you mean '{close[0]}'?"
                if close
                else (
                    f"; registered: {', '.join(sorted(known))}"
                    if known
                    else " (register it in a --load-pdlx-extension)"
                )
            )
            pctx.sink.emit(
                Diagnostic(
                    Severity.ERROR,
                    loc,
                    f"{APPLY_PATTERNS_PASS}: no pattern set '{n}' is registered{hint}",
                )
            )
            return None
        rps.extend(ps.patterns)
    max_iterations = int_option(opts, "max-iterations", 10)
    rw = Rewriter(snap)
    results: list[DriverResult] = []
    try:
        converged = apply_patterns_greedily(
            rw, op, rps, max_iterations=max_iterations, ctx=pctx.ctx, results=results
        )
    except Exception as e:  # a user's pattern failed: the input stays as it was
        pctx.sink.emit(
            Diagnostic(
                Severity.ERROR,
                loc,
                f"{APPLY_PATTERNS_PASS}: a pattern raised {type(e).__name__}: {e}{_user_frame(e)}",
            )
        )
        return None
    for r in results:
        if r.runaway:
            pctx.sink.emit(
                Diagnostic(
                    Severity.ERROR,
                    r.runaway_loc,
                    f"{APPLY_PATTERNS_PASS}: " + runaway_message(r, rps),
                )
            )
            return None
    if not converged:
        pctx.sink.emit(
            Diagnostic(
                Severity.ERROR,
                loc,
                f"{APPLY_PATTERNS_PASS}: greedy pattern application did not converge in "
                f"{max_iterations} iterations",
            )
        )
        return None
    return rw.commit()


def _user_frame(e: BaseException) -> str:
    """` (at file:line)` of the innermost frame outside pdlx: the user's
    pattern code that raised (or misused the rewriter)."""
    package = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    frames = [
        f
        for f in traceback.extract_tb(e.__traceback__)
        if not os.path.abspath(f.filename).startswith(package + os.sep)
    ]
    return f" (at {frames[-1].filename}:{frames[-1].lineno})" if frames else ""


def register_apply_patterns_pass() -> None:
    """Register the `pdlx-apply-patterns` pass (the app layer's pass loader
    calls it: passes are registered once, on first use of the registry)."""
    register_pass(
        PassInfo(
            APPLY_PATTERNS_PASS,
            _apply_patterns_pass,
            ("sets", "max-iterations"),
            "Apply pattern sets registered from Python (register_patterns) greedily",
            list_options=("sets",),
            positional="sets",
            display_name="PdlxApplyPatterns",
            run_on_op=_apply_patterns_nested,
        )
    )


__all__ = [
    "APPLY_PATTERNS_PASS",
    "PATTERN_SET_PREFIX",
    "PatternSet",
    "pattern_sets",
    "register_apply_patterns_pass",
]
