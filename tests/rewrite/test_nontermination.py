"""Non-termination is reported, not endured: patterns that undo each other,
or that replace an op by a new one like it, stop the one greedy driver with
`DriverResult.runaway` after about `MIN_CHAIN` rewrites, whatever the
iteration and rewrite limits (MLIR's driver never stops there)."""

from __future__ import annotations

import io
import sys
import time

import pytest

from pdlx.ir.context import Context
from pdlx.ir.rewriter import Rewriter
from pdlx.rewrite.greedy import MIN_CHAIN, DriverResult, GreedyConfig, GreedyDriver
from pdlx.rewrite.patterns import (
    RewritePattern,
    RewritePatternApplicator,
    apply_patterns_greedily,
    runaway_message,
)
from pdlx.syntax.parser import parse
from pdlx.syntax.printer import print_module

PAYLOAD = """func.func @f() -> (i32, i32) {
  %0 = "test.a"() : () -> i32
  %1 = "test.c"() : () -> i32
  return %0, %1 : i32, i32
}
"""


def _swap(src: str, dst: str) -> RewritePattern:
    def rewrite(rw: Rewriter, op: int) -> bool:
        rec = rw.op_record(op)
        rw.set_insertion_point_before(op)
        types = [rw.value_record(r).type for r in rec.results]
        new = rw.create_op(dst, rec.operands, types, loc=rec.loc)
        rw.replace_op(op, rw.op_record(new).results)
        return True

    return RewritePattern(rewrite, root=src, name=f"{src} -> {dst}")


def _run(
    patterns: list[RewritePattern], max_iterations: int = 10, max_rewrites: int = -1
) -> tuple[bool, list[DriverResult], Rewriter, float]:
    ctx = Context.default()
    snap = parse(PAYLOAD, "t.mlir", context=ctx, allow_unregistered=True)
    rw = Rewriter(snap)
    rw.uses(0)
    func = next(iter(snap.block_ops(snap.regions[snap.ops[snap.root].regions[0]].blocks[0])))
    results: list[DriverResult] = []
    start = time.perf_counter()
    ok = apply_patterns_greedily(
        rw,
        func,
        patterns,
        max_iterations=max_iterations,
        max_rewrites=max_rewrites,
        ctx=ctx,
        results=results,
    )
    return ok, results, rw, time.perf_counter() - start


def test_patterns_that_undo_each_other_stop_within_seconds() -> None:
    patterns = [_swap("test.a", "test.b"), _swap("test.b", "test.a")]
    ok, results, _rw, seconds = _run(patterns)
    assert not ok
    (res,) = results
    assert res.runaway_op and res.chain_limit == MIN_CHAIN
    assert set(res.runaway) == {0, 1}
    assert res.rewrites <= MIN_CHAIN + 1
    assert seconds < 10
    text = runaway_message(res, patterns)
    assert text.startswith(f"the patterns do not terminate: {MIN_CHAIN} rewrites in a row")
    assert "'test.a -> test.b' 32 times" in text and "'test.b -> test.a' 32 times" in text
    assert str(res.runaway_loc).startswith('loc("t.mlir":2:')


def test_a_pattern_renewing_its_root_stops_whatever_the_limits() -> None:
    """With `max_iterations = 3` one iteration never ended; an explicit
    rewrite limit above the chain limit no longer decides either."""
    ok, results, _rw, _ = _run([_swap("test.a", "test.a")], max_iterations=3, max_rewrites=10**6)
    assert not ok
    assert results[0].runaway == {0: 64}
    assert results[0].iterations == 1


def test_a_lower_rewrite_limit_still_wins() -> None:
    ok, results, _rw, _ = _run([_swap("test.a", "test.a")], max_rewrites=50, max_iterations=2)
    assert not ok
    assert results[0].rewrite_limit_hit and not results[0].runaway
    assert results[0].rewrites == 100


def test_patterns_that_terminate_are_not_stopped() -> None:
    chain = [_swap("test.a", "test.b"), _swap("test.b", "test.d"), _swap("test.c", "test.e")]
    ok, results, rw, _ = _run(chain)
    assert ok and not results[0].runaway
    out = print_module(rw.commit(), generic=False)
    assert '"test.d"' in out and '"test.e"' in out


def test_a_long_legitimate_chain_scales_the_limit() -> None:
    """Each rewrite rooted at what the one before made, 1,499 in a row (a
    pattern absorbing its producer), is not cut at `MIN_CHAIN`: the limit
    is twice the ops first queued."""
    n = 1500
    lines = ['  %v0 = "test.a"() : () -> i32']
    lines += [f'  %v{i} = "test.a"(%v{i - 1}) : (i32) -> i32' for i in range(1, n)]
    text = "func.func @f() -> i32 {\n" + "\n".join(lines) + f"\n  return %v{n - 1} : i32\n}}\n"
    ctx = Context.default()
    snap = parse(text, "t.mlir", context=ctx, allow_unregistered=True)
    rw = Rewriter(snap)
    rw.uses(0)
    func = next(iter(snap.block_ops(snap.regions[snap.ops[snap.root].regions[0]].blocks[0])))

    def absorb_producer(r: Rewriter, op: int) -> bool:
        # x = test.a/b(...); y = test.a(x) -> y = test.b(...): each new op
        # is the root of the next rewrite, up the chain.
        rec = r.op_record(op)
        if rec.name not in ("test.a", "test.b") or not rec.operands:
            return False
        producer = r.value_record(rec.operands[0]).owner
        prec = r.op_record(producer)
        if prec.name not in ("test.a", "test.b"):
            return False
        r.set_insertion_point_before(op)
        types = [r.value_record(x).type for x in rec.results]
        new = r.create_op("test.b", prec.operands, types, loc=rec.loc)
        r.replace_op(op, r.op_record(new).results)
        r.erase_op(producer)
        return True

    results: list[DriverResult] = []
    ok = apply_patterns_greedily(
        rw,
        func,
        [RewritePattern(absorb_producer, root=None, name="absorb")],
        ctx=ctx,
        results=results,
    )
    assert not results[0].runaway
    assert ok and results[0].rewrites == n - 1
    assert results[0].chain_limit >= 2 * n
    out = print_module(rw.commit(), generic=False)
    assert out.count('"test.b"') == 1 and '"test.a"' not in out


def test_the_guard_can_be_switched_off() -> None:
    ctx = Context.default()
    snap = parse(PAYLOAD, "t.mlir", context=ctx, allow_unregistered=True)
    rw = Rewriter(snap)
    rw.uses(0)
    func = next(iter(snap.block_ops(snap.regions[snap.ops[snap.root].regions[0]].blocks[0])))
    region = snap.ops[func].regions[0]
    config = GreedyConfig(max_iterations=1, max_rewrites=3000, max_chain=None)
    app = RewritePatternApplicator([_swap("test.a", "test.a")])
    res = GreedyDriver(rw, app, region, config, ctx=ctx).run()
    assert res.rewrite_limit_hit and not res.runaway and res.rewrites == 3000


def test_the_canonicalize_pass_reports_a_runaway_canonicalization(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A canonicalization pattern that renews its root (registered by a
    user): `--canonicalize` fails with an error at the op (mlir-opt would
    never stop), instead of stopping silently."""
    from pdlx.cli import run
    from pdlx.rewrite import patterns as P

    pattern = _swap("test.renew_me", "test.renew_me")
    monkeypatch.setattr(P, "_CANONICALIZATION", [*P.canonicalization_patterns(), pattern])
    monkeypatch.setattr(
        sys, "stdin", io.TextIOWrapper(io.BytesIO(b'"test.renew_me"() : () -> ()\n'))
    )
    out, err = io.StringIO(), io.StringIO()
    rc = run(["--allow-unregistered-dialect", "--canonicalize"], stdout=out, stderr=err)
    assert rc == 1 and out.getvalue() == ""
    assert err.getvalue().startswith(
        "<stdin>:1:1: error: canonicalize: the patterns do not terminate: 1000 rewrites in a row"
    )
    assert "pattern 'test.renew_me -> test.renew_me' 64 times" in err.getvalue()
