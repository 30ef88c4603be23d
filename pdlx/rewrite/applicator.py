"""What the greedy driver asks of a set of patterns (MLIR's
PatternApplicator), apart from the driver itself: the interface pattern
kinds implement (Python patterns, compiled PDL) and the optional
capabilities the driver checks for with `isinstance`.

Kept out of `pdlx.rewrite.greedy` also because a mypyc-compiled driver
could hold neither a `@runtime_checkable` Protocol nor a native subclass of
`RuntimeError` (docs/performance.md, "mypyc, measured on the rewrite
path": measured, and not adopted).
"""

from __future__ import annotations

from typing import Any, Protocol, TypeVar, runtime_checkable

from pdlx.ir.diagnostics import Diagnostic
from pdlx.ir.location import Location
from pdlx.ir.rewriter import Rewriter

C = TypeVar("C")
R = TypeVar("R", bound=Rewriter, contravariant=True)


class PatternApplicator(Protocol[C, R]):
    """What the driver needs from a set of patterns (MLIR's
    PatternApplicator); `C` is the applicator's own candidate rewrite."""

    @property
    def root_names(self) -> frozenset[str] | None:
        """The op names a pattern can be rooted at (None: any op)."""
        ...

    @property
    def transactional(self) -> bool:
        """Whether a rewrite can fail halfway: the driver then takes a
        checkpoint before each one and holds back the notifications of
        outside listeners until it succeeds."""
        ...

    def match(self, op: int, rw: R, out: list[C]) -> Diagnostic | None:
        """Append the candidate rewrites rooted at `op` to `out`, in the
        order to try them (benefit, highest first); a diagnostic when the
        matcher itself failed (no candidate then)."""
        ...

    def apply(self, op: int, candidate: C, rw: R) -> bool | Diagnostic:
        """Apply one candidate (the insertion point is before `op`): True
        when it rewrote, False when it did not apply and changed nothing, a
        diagnostic when it failed halfway (a transactional applicator's
        driver rolls the payload back)."""
        ...

    def pattern_index(self, candidate: C) -> int:
        """The candidate's pattern, for `DriverResult.counts`."""
        ...


@runtime_checkable
class InfallibleRewrites(Protocol):
    """A transactional applicator that can tell, before applying a
    candidate, that its rewrite cannot fail: the driver then keeps no
    checkpoint for it (the journal of a small rewrite's writes is a tenth
    of its cost, and most rewrites never fail)."""

    def infallible(self, op: int, candidate: Any, rw: Any) -> bool:
        """Whether applying `candidate` at `op` (with the insertion point
        before `op`) certainly succeeds."""
        ...


class InfallibleRewriteFailed(RuntimeError):
    """A rewrite that `InfallibleRewrites.infallible` promised cannot fail
    did fail. The driver kept no checkpoint for it, so the payload cannot
    be restored: a bug in the applicator, never a user's bad input, so it
    is raised rather than reported as a diagnostic."""


@runtime_checkable
class PatternNames(Protocol):
    """An applicator that can name its patterns (for a `RewriteObserver`)."""

    def pattern_name(self, index: int) -> tuple[str, Location]:
        """Pattern `index`'s name and where it is defined (`UNKNOWN_LOC`:
        nowhere known)."""
        ...


__all__ = [
    "InfallibleRewriteFailed",
    "InfallibleRewrites",
    "PatternApplicator",
    "PatternNames",
]
