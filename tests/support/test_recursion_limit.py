"""Issue 13, deliverable 5, process-wide state: the recursion limit.

CPython has one recursion limit per interpreter. pdlx calls on input of
ordinary depth never change it, not even for a moment (a host thread
sampling it in a tight loop sees only its own value); only input nested
deeper than the host's limit allows raises it, for the rest of that call,
and it is given back afterwards (`pdlx.support.deep`). Before, every pdlx
call raised it to 1,000,000 while it ran."""

from __future__ import annotations

import io
import sys
import threading
from collections.abc import Callable, Iterator
from pathlib import Path

import data_paths
import pytest

import pdlx
from pdlx.cli import run
from pdlx.support import deep

ROOT = data_paths.REPO

PAYLOAD = """\
func.func @f(%a: i32, %b: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  %p = arith.cmpi slt, %0, %b : i32
  %1 = scf.if %p -> i32 {
    %2 = arith.muli %0, %b : i32
    scf.yield %2 : i32
  } else {
    scf.yield %a : i32
  }
  %t = "test.op"(%1) {nested = [[1, 2], {k = [3 : i64]}]} : (i32) -> tuple<i32, tuple<f32>>
  return %1 : i32
}
"""
"""Nesting of the kind real IR has: a few levels of regions, attributes
and types."""

SCRIPT = """\
module attributes {transform.with_named_sequence} {
  transform.named_sequence @annotate(%op: !transform.any_op {transform.readonly}) {
    transform.annotate %op "seen" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root
      : (!transform.any_op) -> !transform.any_op
    transform.sequence %f : !transform.any_op failures(propagate) {
    ^bb0(%g: !transform.any_op):
      transform.foreach %g : !transform.any_op {
      ^bb1(%h: !transform.any_op):
        transform.include @annotate failures(propagate) (%h) : (!transform.any_op) -> ()
      }
      transform.apply_patterns to %g {
        transform.apply_patterns.canonicalization
      } : !transform.any_op
    }
    transform.yield
  }
}
"""


@pytest.fixture
def limit_changes(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[int]]:
    """Every value pdlx sets the recursion limit to (the host's value stays
    in force: the setter is called through)."""
    calls: list[int] = []
    real = sys.setrecursionlimit

    def spy(n: int) -> None:
        calls.append(n)
        real(n)

    monkeypatch.setattr(sys, "setrecursionlimit", spy)
    yield calls


def sampled(work: Callable[[], object]) -> set[int]:
    """The recursion limits a host thread sees, sampling in a tight loop,
    while `work` runs (thread switches made frequent)."""
    seen: set[int] = set()
    stop = threading.Event()

    def sample() -> None:
        while not stop.is_set():
            seen.add(sys.getrecursionlimit())

    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-5)
    sampler = threading.Thread(target=sample)
    sampler.start()
    try:
        work()
    finally:
        stop.set()
        sampler.join()
        sys.setswitchinterval(interval)
    return seen


def cli(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    rc = run(list(argv), stdout=out, stderr=err)
    return rc, out.getvalue(), err.getvalue()


def api_work() -> None:
    for _ in range(5):
        snap = pdlx.parse(PAYLOAD, "p.mlir", allow_unregistered=True)
        text = pdlx.print_ir(snap)
        assert "scf.if" in text
        assert [str(op) for op in snap.root_op.walk()]
        pdlx.print_ir(pdlx.parse(text, allow_unregistered=True), generic=True)
        r = pdlx.match_and_transform(snap, SCRIPT)
        assert r.ok, r.diagnostics
        assert "seen" in pdlx.print_ir(r.payload)


def cli_work(tmp_path: Path) -> None:
    path = tmp_path / "p.mlir"
    path.write_text(PAYLOAD + SCRIPT)
    for _ in range(3):
        rc, out, err = cli(str(path), "--allow-unregistered-dialect", "--transform-interpreter")
        assert rc == 0, err
        rc, out, err = cli(
            str(path), "--allow-unregistered-dialect", "--canonicalize", "--cse", "--verify-each"
        )
        assert rc == 0, err
        rc, out, err = cli(
            "--allow-unregistered-dialect",
            "--transform-preload-library=transform-library-paths="
            f"{ROOT / 'matchers/ch4_chain.mlir'},{ROOT / 'examples/fuse_chains.mlir'}",
            "--transform-interpreter",
            str(ROOT / "examples/payload.mlir"),
        )
        assert rc == 0, err
        assert "test.fused" in out


def test_ordinary_api_calls_never_change_the_limit(limit_changes: list[int]) -> None:
    host = sys.getrecursionlimit()
    assert sampled(api_work) == {host}
    assert limit_changes == []


def test_ordinary_cli_runs_never_change_the_limit(tmp_path: Path, limit_changes: list[int]) -> None:
    host = sys.getrecursionlimit()
    assert sampled(lambda: cli_work(tmp_path)) == {host}
    assert limit_changes == []


def test_a_host_deep_in_its_own_recursion_at_a_low_limit() -> None:
    """Parsing starts on a fresh stack at the host's limit; printing starts
    on the host's thread (and would move to a fresh stack if out of room
    there). The host's limit is what it was."""
    saved = sys.getrecursionlimit()

    def nest(n: int) -> str:
        if n:
            return nest(n - 1)
        return pdlx.print_ir(pdlx.parse(PAYLOAD, allow_unregistered=True))

    here = 0
    frame = sys._getframe()
    while frame is not None:
        here, frame = here + 1, frame.f_back
    low = here + 260  # 60 frames left at the bottom of `nest(200)`
    sys.setrecursionlimit(low)
    try:
        assert "scf.if" in nest(200)
        assert sys.getrecursionlimit() == low
    finally:
        sys.setrecursionlimit(saved)


# ---------------------------------------------------------------------------
# Deep input: the limit is raised for that call only, then given back

DEEP = 3000


def deep_ops(n: int) -> str:
    return '"t.op"() ({\n' * n + '"t.end"() : () -> ()\n' + "}) : () -> ()\n" * n


def nested_sequences(depth: int) -> str:
    lines = [
        "module attributes {transform.with_named_sequence} {",
        "  transform.named_sequence @__transform_main(%r0: !transform.any_op {transform.readonly}) {",
    ]
    for i in range(depth):
        lines.append(f"    transform.sequence %r{i} : !transform.any_op failures(propagate) {{")
        lines.append(f"    ^bb0(%r{i + 1}: !transform.any_op):")
    lines.append(f'      transform.annotate %r{depth} "my.deep" : !transform.any_op')
    lines += ["      transform.yield", "    }"] * depth
    lines += ["    transform.yield", "  }", "}"]
    return "\n".join(lines) + "\n"


def test_deep_input_raises_the_limit_for_its_call_only(limit_changes: list[int]) -> None:
    host = sys.getrecursionlimit()
    raised_once = [deep.RECURSION_LIMIT, host]
    snap = pdlx.parse(deep_ops(DEEP), allow_unregistered=True)
    assert limit_changes == raised_once
    assert sys.getrecursionlimit() == host
    assert pdlx.print_ir(snap, generic=True).count('"t.op"()') == DEEP
    outermost = next(op for op in snap.root_op.walk() if op.name == "t.op")
    assert str(outermost).count('"t.op"()') == DEEP
    innermost = next(op for op in snap.root_op.walk() if op.name == "t.end")
    assert str(innermost) == '"t.end"() : () -> ()'
    assert sys.getrecursionlimit() == host
    # Attributes and types nested as deep: parsing and printing them each
    # raise the limit for their call.
    limit_changes.clear()
    text = (
        f'"t.a"() {{x = {"[" * DEEP}{"]" * DEEP}, y = {"tuple<" * DEEP}i1{">" * DEEP}}} : () -> ()'
    )
    snap = pdlx.parse(text, allow_unregistered=True)
    assert limit_changes == raised_once
    printed = pdlx.print_ir(snap)
    assert "[" * DEEP in printed and "tuple<" * DEEP in printed
    assert limit_changes == raised_once * 2
    [op] = [op for op in snap.root_op.walk() if op.name == "t.a"]
    assert str(op).count("tuple<") == DEEP
    assert limit_changes == raised_once * 3
    assert sys.getrecursionlimit() == host


def test_a_deep_script_raises_the_limit_once(limit_changes: list[int]) -> None:
    host = sys.getrecursionlimit()
    depth = 4 * deep.NESTING  # past the host's 1,000 frames
    payload = pdlx.parse("func.func @f() {\n  return\n}\n")
    script = pdlx.parse(nested_sequences(depth), "nested.mlir")
    limit_changes.clear()
    r = pdlx.match_and_transform(payload, script)
    assert r.ok, r.diagnostics
    assert "my.deep" in pdlx.print_ir(r.payload)
    assert limit_changes == [deep.RECURSION_LIMIT, host]
    assert sys.getrecursionlimit() == host


def test_a_deep_script_through_the_cli(tmp_path: Path, limit_changes: list[int]) -> None:
    host = sys.getrecursionlimit()
    path = tmp_path / "deep.mlir"
    path.write_text("func.func @f() {\n  return\n}\n" + nested_sequences(4 * deep.NESTING))
    rc, out, err = cli(str(path), "--transform-interpreter")
    assert (rc, err) == (0, "")
    assert out.startswith("module attributes {my.deep} {")
    assert sys.getrecursionlimit() == host
    assert limit_changes and limit_changes[-1] == host


CSE_SCRIPT = """\
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root
      : (!transform.any_op) -> !transform.any_op
    transform.apply_cse to %f : !transform.any_op
    transform.yield
  }
}
"""


def test_a_deep_payload_parsed_in_another_call(limit_changes: list[int]) -> None:
    """The transform interpreter and the rewrite drivers ask for the raised
    limit when the payload's regions nest deep (the parse that made it was
    another call: its raise is over)."""
    host = sys.getrecursionlimit()
    n = 300
    payload = pdlx.parse(
        "func.func @f(%a: i32, %c: i1) {\n"
        + "scf.if %c {\n" * n
        + "%x = arith.addi %a, %a : i32\n%y = arith.addi %a, %a : i32\n"
        + '"t.use"(%x, %y) : (i32, i32) -> ()\n'
        + "}\n" * n
        + "return\n}\n",
        allow_unregistered=True,
    )
    limit_changes.clear()
    r = pdlx.match_and_transform(payload, CSE_SCRIPT)
    assert r.ok, r.diagnostics
    assert '"t.use"(%0, %0)' in pdlx.print_ir(r.payload)
    assert limit_changes[:2] == [deep.RECURSION_LIMIT, host]
    assert sys.getrecursionlimit() == host


def test_a_host_limit_stays() -> None:
    """Set before a deep call (higher or lower than pdlx's), the host's limit
    is what it finds after."""
    saved = sys.getrecursionlimit()
    try:
        for own in (5000, 2 * deep.RECURSION_LIMIT):
            sys.setrecursionlimit(own)
            snap = pdlx.parse(deep_ops(DEEP), allow_unregistered=True)
            assert pdlx.print_ir(snap, generic=True).count('"t.op"()') == DEEP
            assert sys.getrecursionlimit() == own
    finally:
        sys.setrecursionlimit(saved)


def test_concurrent_deep_and_ordinary_calls_give_the_limit_back() -> None:
    host = sys.getrecursionlimit()
    barrier = threading.Barrier(6)
    errors: list[BaseException] = []
    text = deep_ops(1000)

    def work(deep_input: bool) -> None:
        try:
            barrier.wait()
            for _ in range(3):
                snap = pdlx.parse(text if deep_input else PAYLOAD, allow_unregistered=True)
                pdlx.print_ir(snap)
        except BaseException as e:
            errors.append(e)

    threads = [threading.Thread(target=work, args=(i % 2 == 0,)) for i in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors, errors
    assert sys.getrecursionlimit() == host


# ---------------------------------------------------------------------------
# The safety net: a recursion site that does not ask in time


def _recurse(n: int) -> int:
    return _recurse(n - 1) + 1 if n else 0


def test_unguarded_recursion_is_a_clear_error() -> None:
    host = sys.getrecursionlimit()
    with pytest.raises(deep.NestingTooDeep, match="input nested too deep"):
        deep.run_deep(lambda: _recurse(10 * host))
    # Work without side effects runs again with the limit raised.
    assert deep.run_deep(lambda: _recurse(10 * host), pure=True) == 10 * host
    assert deep.run_shallow(lambda: _recurse(10 * host)) == 10 * host
    assert sys.getrecursionlimit() == host


def test_unguarded_recursion_in_the_cli(monkeypatch: pytest.MonkeyPatch) -> None:
    import pdlx.cli

    host = sys.getrecursionlimit()
    monkeypatch.setattr(pdlx.cli, "_run", lambda *a, **k: _recurse(10 * host))
    rc, out, err = cli("x.mlir")
    assert (rc, out) == (1, "")
    assert err.startswith("pdlx-opt: input nested too deep: ")
    assert "Traceback" not in err
