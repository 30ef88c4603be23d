"""Compiled PDL patterns as a `PatternApplicator` of the one greedy driver
(`pdlx.rewrite.greedy`), and the driver run on a region with them.

The applicator is MLIR's PatternApplicator for a PDL pattern module: the
compiled matcher collects every match rooted at an op, sorted by benefit;
applying one runs its compiled rewriter. It is transactional: a rewrite
that fails halfway (a native rewrite fails, a replace has the wrong number
of values) returns a diagnostic, and the driver rolls the payload back to
the checkpoint taken before it and tries the next match. Non-convergence is
reported with the patterns that kept firing.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from pdlx.ir.diagnostics import Diagnostic, Severity
from pdlx.ir.location import UNKNOWN_LOC, FusedLoc, Location, SourceLoc, fused_loc
from pdlx.ir.records import fast_constructor
from pdlx.ir.rewriter import IRError, Listener
from pdlx.pdl.compiler import CompiledPatterns, Match, NativeCallError
from pdlx.pdl.runtime import PatternRewriter, RewriteFailed
from pdlx.rewrite.greedy import NO_LIMIT, DriverResult, GreedyConfig, GreedyDriver


class PDLApplicator:
    """The `PatternApplicator` of compiled PDL patterns (candidates are
    `Match` tuples)."""

    transactional = True

    def __init__(self, patterns: CompiledPatterns) -> None:
        self.patterns = patterns
        self.root_names = patterns.root_names
        self._natives = patterns.natives
        self._rewriters = patterns.rewriters
        self._infallible = patterns.infallible
        compiled, natives = patterns.match, patterns.natives

        # A closure, not a method: the driver calls it for every op a
        # pattern may be rooted at, and it reads no attribute of `self`.
        def match(op: int, rw: PatternRewriter, out: list[Match]) -> Diagnostic | None:
            """Every match rooted at `op`, highest benefit first."""
            try:
                compiled(op, rw, out, natives)
            except NativeCallError as e:
                return Diagnostic(Severity.ERROR, rw.ops[op].loc, str(e))
            if len(out) > 1:
                out.sort(key=_neg_benefit)
            return None

        self.match = match

    def apply(self, op: int, m: Match, rw: PatternRewriter) -> bool | Diagnostic:
        """Run the match's rewriter at the fused location of the matched ops;
        a diagnostic (at the pattern) when it fails."""
        pidx = m[1]
        locs = m[3]
        loc = _fused(locs) if locs else UNKNOWN_LOC
        try:
            self._rewriters[pidx](rw, loc, self._natives, *m[2])
        except RewriteFailed as e:
            info = self.patterns.patterns[pidx]
            d = Diagnostic(
                Severity.ERROR,
                e.loc or info.loc,
                f"PDL pattern {info.label} failed to rewrite: {e.message}; the payload was "
                "restored",
            )
            if info.loc is not (e.loc or info.loc):
                d.attach_note("the pattern is defined here", info.loc)
            return d
        except (NativeCallError, IRError) as e:
            info = self.patterns.patterns[pidx]
            return Diagnostic(Severity.ERROR, info.loc, f"PDL pattern {info.label}: {e}")
        return True

    def infallible(self, op: int, m: Match, rw: PatternRewriter) -> bool:
        """Whether the match's rewriter cannot fail (`GreedyDriver` then
        keeps no checkpoint): it only creates ops with given result types,
        then replaces one matched op, which has as many results as it gets
        values and no regions (`CompiledPatterns.infallible`)."""
        known = self._infallible
        pidx = m[1]
        safe = known[pidx] if pidx < len(known) else None
        if safe is None:
            return False
        rec = rw.ops.get(m[2][safe[0]])
        return rec is not None and not rec.regions and len(rec.results) == safe[1]

    def pattern_index(self, m: Match) -> int:
        return m[1]

    def pattern_name(self, index: int) -> tuple[str, Location]:
        """The pattern's label and location, for a `RewriteObserver`."""
        info = self.patterns.patterns[index]
        return (info.label, info.loc)


def run_greedy(
    rw: PatternRewriter,
    patterns: CompiledPatterns,
    scope: int,
    config: GreedyConfig | None = None,
    listeners: Sequence[Listener] = (),
) -> DriverResult:
    """The greedy driver on the ops nested in region `scope`, with compiled
    PDL patterns; `listeners` hear of each rewrite once it succeeded."""
    driver = GreedyDriver(rw, PDLApplicator(patterns), scope, config, listeners, rw.ctx)
    return driver.run()


def _fused(locs: tuple[Location, ...]) -> Location:
    """FusedLoc::get of the matched ops' locations (one location stands for
    itself). Locations of tokens of one parsed source are equal exactly when
    their offsets are: a fast path that avoids computing their lines (what
    hashing them costs)."""
    first = locs[0]
    if len(locs) == 1:
        return first
    if type(first) is SourceLoc:
        source = first.source
        offsets: list[int] = []
        for x in locs:
            if not isinstance(x, SourceLoc) or x.source is not source:
                return fused_loc(locs)
            offsets.append(x.offset)
        if len(set(offsets)) == len(locs):  # the common case: all distinct
            return _make_fused_loc(locs, None)
        seen: set[int] = set()
        out: list[Location] = []
        for x, off in zip(locs, offsets, strict=True):
            if off not in seen:
                seen.add(off)
                out.append(x)
        return out[0] if len(out) == 1 else _make_fused_loc(tuple(out), None)
    return fused_loc(locs)


_make_fused_loc: Callable[[tuple[Location, ...], None], FusedLoc] = fast_constructor(FusedLoc)
"""`FusedLoc(locations)`, without the frozen dataclass's `__init__`: one
per rewrite."""


def _neg_benefit(m: Match) -> int:
    return -m[0]


def non_convergence_diagnostic(
    patterns: CompiledPatterns, result: DriverResult, config: GreedyConfig, severity: Severity
) -> Diagnostic:
    """ "did not converge", at the pattern that fired most in the last round,
    with a note per other pattern that fired; "do not terminate" when the
    driver found a runaway chain of rewrites (`DriverResult.runaway`), at
    the pattern that fired most at its end, with a note per other pattern
    of the chain and one at the payload op."""
    if result.runaway:
        return runaway_diagnostic(
            result, severity, lambda i: (patterns.patterns[i].label, patterns.patterns[i].loc)
        )
    counts = sorted(result.last_counts.items(), key=lambda kv: (-kv[1], kv[0]))
    if result.rewrite_limit_hit:
        why = f"the rewrite limit ({config.max_rewrites} per iteration) was reached"
    else:
        why = f"they did not converge after {config.max_iterations} iterations"
    if not counts:
        return Diagnostic(severity, UNKNOWN_LOC, f"PDL patterns stopped: {why}")
    first = patterns.patterns[counts[0][0]]
    d = Diagnostic(
        severity,
        first.loc,
        f"PDL patterns stopped: {why}; pattern {first.label} was applied {counts[0][1]} "
        "times in the last iteration",
    )
    for idx, n in counts[1:]:
        other = patterns.patterns[idx]
        d.attach_note(f"pattern {other.label} was applied {n} times", other.loc)
    return d


def runaway_diagnostic(
    result: DriverResult, severity: Severity, pattern: Callable[[int], tuple[str, Location]]
) -> Diagnostic:
    """The patterns of a runaway chain of rewrites (`pattern(index)`: a
    pattern's name and location) do not terminate."""
    counts = sorted(result.runaway.items(), key=lambda kv: (-kv[1], kv[0]))
    total = sum(n for _, n in counts)
    label, loc = pattern(counts[0][0])
    d = Diagnostic(
        severity,
        loc,
        f"PDL patterns do not terminate: {result.chain_limit} rewrites in a row each rewrote "
        f"an op the one before made or changed; pattern {label} was applied {counts[0][1]} "
        f"times in the last {total}",
    )
    for idx, n in counts[1:]:
        other, other_loc = pattern(idx)
        d.attach_note(f"pattern {other} was applied {n} times", other_loc)
    d.attach_note("the last rewrite was rooted at this op", result.runaway_loc)
    return d


__all__ = [
    "NO_LIMIT",
    "DriverResult",
    "GreedyConfig",
    "GreedyDriver",
    "PDLApplicator",
    "non_convergence_diagnostic",
    "run_greedy",
    "runaway_diagnostic",
]
