"""The one greedy driver (`pdlx.rewrite.greedy`) with Python patterns: what
the folding, dead-op and constant-hoisting paths do, and the applicator
protocol it asks patterns through."""

from __future__ import annotations

import pytest

from pdlx.ir.context import Context
from pdlx.ir.diagnostics import Diagnostic
from pdlx.ir.location import UNKNOWN_LOC, Location
from pdlx.ir.rewriter import Rewriter
from pdlx.rewrite.greedy import GreedyConfig, GreedyDriver, InfallibleRewriteFailed
from pdlx.rewrite.patterns import (
    RewritePattern,
    RewritePatternApplicator,
    apply_patterns_greedily,
    canonicalization_patterns,
)
from pdlx.syntax.parser import parse
from pdlx.syntax.printer import print_module

# A folder that does not fold (`muli` of a non-constant) reads a snapshot,
# which gives the rewriter new maps; the dead `scf.if` erased afterwards must
# be looked up in those (it once raised KeyError on an erased nested op).
NESTED = """
func.func @f(%arg0: i32, %c: i1) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %c1, %c2 : i32
  %1 = scf.if %c -> (i32) {
    %c3 = arith.constant 3 : i32
    %c1b = arith.constant 1 : i32
    %2 = arith.addi %c3, %c1b : i32
    %3 = arith.muli %2, %arg0 : i32
    scf.yield %3 : i32
  } else {
    %c7 = arith.constant 7 : i32
    %u = arith.addi %c7, %c7 : i32
    scf.yield %arg0 : i32
  }
  %4 = arith.addi %0, %1 : i32
  %5 = arith.subi %4, %4 : i32
  %6 = arith.muli %arg0, %c1 : i32
  return %5, %6 : i32, i32
}
"""


def _canonicalize(text: str) -> str:
    ctx = Context.default()
    snap = parse(text, "t.mlir", context=ctx)
    rw = Rewriter(snap)
    rw.uses(0)
    assert apply_patterns_greedily(rw, snap.root, canonicalization_patterns(), ctx=ctx)
    return print_module(rw.commit(), generic=False, context=ctx)


def test_folding_erases_a_dead_region_op_after_a_failed_fold() -> None:
    out = _canonicalize(NESTED)
    assert "scf.if" not in out
    assert "%c0_i32 = arith.constant 0 : i32" in out
    assert "return %c0_i32, %arg0 : i32, i32" in out


def test_constants_are_hoisted_and_deduplicated() -> None:
    text = """
func.func @g(%a: index) -> index {
  %r = scf.execute_region -> index {
    %c2 = arith.constant 2 : index
    %s = arith.muli %a, %c2 : index
    scf.yield %s : index
  }
  %c2b = arith.constant 2 : index
  %t = arith.addi %r, %c2b : index
  return %t : index
}
"""
    out = _canonicalize(text)
    assert out.count("arith.constant 2 : index") == 1
    # mlir-opt-22 --canonicalize (the execute_region is inlined, as MLIR's is).
    assert "%0 = arith.muli %arg0, %c2 : index\n    %1 = arith.addi %0, %c2 : index" in out


class _Counting:
    """An applicator that records what the driver asks of it."""

    transactional = False
    root_names = frozenset({"test.a"})

    def __init__(self) -> None:
        self.matched: list[str] = []

    def match(self, op: int, rw: Rewriter, out: list[int]) -> Diagnostic | None:
        self.matched.append(rw.ops[op].name)
        out.append(0)
        return None

    def apply(self, op: int, candidate: int, rw: Rewriter) -> bool:
        rec = rw.ops[op]
        new = rw.create_op("test.b", rec.operands, [rw.values[r].type for r in rec.results])
        rw.replace_op(op, rw.ops[new].results)
        return True

    def pattern_index(self, candidate: int) -> int:
        return candidate


def test_the_driver_asks_only_at_root_names() -> None:
    text = """
"test.c"() ({
  %0 = "test.a"() : () -> i32
  "test.use"(%0) : (i32) -> ()
}) : () -> ()
"""
    ctx = Context.default()
    snap = parse(text, "t.mlir", context=ctx, allow_unregistered=True)
    rw = Rewriter(snap)
    rw.uses(0)
    applicator = _Counting()
    region = snap.ops[snap.root].regions[0]
    result = GreedyDriver(rw, applicator, region, GreedyConfig(), ctx=ctx).run()
    assert result.converged and result.rewrites == 1 and result.counts == {0: 1}
    assert applicator.matched == ["test.a"]
    out = print_module(rw.commit(), generic=True, context=ctx)
    assert '"test.b"()' in out and '"test.a"' not in out


class _OnlyA(_Counting):
    """Asked at `test.use` too, but rewrites only `test.a`."""

    root_names = frozenset({"test.a", "test.use"})

    def match(self, op: int, rw: Rewriter, out: list[int]) -> Diagnostic | None:
        self.matched.append(rw.ops[op].name)
        if rw.ops[op].name == "test.a":
            out.append(0)
        return None


def test_the_last_walk_is_skipped_only_when_no_root_is_left(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The second iteration walks the scope only if an op a pattern may be
    rooted at is still there: when the rewrites replaced every such op by
    inert ones, the walk would queue nothing."""
    text = """
"test.c"() ({
  %0 = "test.a"() : () -> i32
  "test.use"(%0) : (i32) -> ()
}) : () -> ()
"""
    walks: list[int] = []
    populate = GreedyDriver._populate

    def counting(self: GreedyDriver[int, Rewriter]) -> None:
        walks.append(len(self.rw.ops))
        populate(self)

    monkeypatch.setattr(GreedyDriver, "_populate", counting)
    ctx = Context.default()
    outs = []
    for applicator in (_Counting(), _OnlyA()):
        walks.clear()
        snap = parse(text, "t.mlir", context=ctx, allow_unregistered=True)
        rw = Rewriter(snap)
        rw.uses(0)
        region = snap.ops[snap.root].regions[0]
        result = GreedyDriver(rw, applicator, region, GreedyConfig(), ctx=ctx).run()
        assert result.converged and result.iterations == 2 and result.rewrites == 1
        outs.append((len(walks), applicator.matched))
        out = print_module(rw.commit(), generic=True, context=ctx)
        assert '"test.b"()' in out and '"test.a"' not in out
    # Only `test.a` can be a root: it is gone after the first iteration.
    assert outs[0] == (1, ["test.a"])
    # `test.use` is left, and asked again by the second walk.
    # `test.use` is left (queued again when its operand changed), and asked
    # again by the second walk.
    assert outs[1] == (2, ["test.use", "test.a", "test.use", "test.use"])


def test_python_patterns_in_benefit_order() -> None:
    seen: list[str] = []

    def low(rw: Rewriter, op: int) -> bool:
        seen.append("low")
        return False

    def high(rw: Rewriter, op: int) -> bool:
        seen.append("high")
        return False

    applicator = RewritePatternApplicator(
        [RewritePattern(low, "x.y", 1), RewritePattern(high, None, 2)]
    )
    assert applicator.root_names is None
    text = '"x.y"() : () -> ()'
    ctx = Context.default()
    snap = parse(text, "t.mlir", context=ctx, allow_unregistered=True)
    rw = Rewriter(snap)
    out: list[tuple[int, RewritePattern]] = []
    op = next(iter(snap.block_ops(snap.regions[snap.ops[snap.root].regions[0]].blocks[0])))
    applicator.match(op, rw, out)
    for cand in out:
        applicator.apply(op, cand, rw)
    assert seen == ["high", "low"]


class _BrokenPromise(_Counting):
    """A transactional applicator that calls its rewrite infallible, then
    half rewrites and fails."""

    transactional = True

    def infallible(self, op: int, candidate: int, rw: Rewriter) -> bool:
        return True

    def apply(self, op: int, candidate: int, rw: Rewriter) -> bool:
        rec = rw.ops[op]
        rw.create_op("test.b", rec.operands, [rw.values[r].type for r in rec.results])
        return False

    def pattern_name(self, index: int) -> tuple[str, Location]:
        return f"@promise{index}", UNKNOWN_LOC


def test_an_infallible_rewrite_that_fails_is_an_internal_error() -> None:
    """No checkpoint was kept, so the payload cannot be restored: the driver
    must not carry on as if the rewrite had simply not applied."""
    ctx = Context.default()
    snap = parse('"test.a"() : () -> i32', "t.mlir", context=ctx, allow_unregistered=True)
    rw = Rewriter(snap)
    driver = GreedyDriver(rw, _BrokenPromise(), snap.ops[snap.root].regions[0], ctx=ctx)
    with pytest.raises(InfallibleRewriteFailed, match="@promise0 was declared infallible"):
        driver.run()
