"""The greedy driver's shortcut for inert ops (docs/performance.md, "PDL
rewrite speed, round three"): `add_to_worklist` of an op outside `_active`,
while no op of `_active` holds regions, returns without reading the op, and
`_add_operands_to_worklist` skips such defining ops. These tests run the PDL
test pass on seeded random payloads (unregistered ops, some holding regions,
patterns that replace, forward and erase) with both shortcuts checked
against the full path at every call: the worklist must come out the same."""

from __future__ import annotations

import io
import random
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from pdlx.cli import run
from pdlx.ir.records import OpRecord
from pdlx.ir.rewriter import Rewriter
from pdlx.rewrite.greedy import GreedyDriver

_Driver = GreedyDriver[object, Rewriter]

UNWRAP = """
  pdl.pattern @Unwrap : benefit(1) {
    %t = type
    %ws = operands
    %c = operation "t.c"(%ws : !pdl.range<value>) -> (%t : !pdl.type)
    %c0 = result 0 of %c
    %r = operation "t.r"(%c0 : !pdl.value)
    rewrite %r {
      erase %r
    }
  }
"""
"""Rooted at the ops that hold regions: they join `_active` (no shortcut
while one is left) and leave it as the pattern erases them."""

PATTERNS = """
  pdl.pattern @Fuse : benefit(2) {
    %t = type
    %p = operand
    %q = operand
    %a = operation "t.a"(%p, %q : !pdl.value, !pdl.value) -> (%t : !pdl.type)
    %a0 = result 0 of %a
    %b = operation "t.b"(%a0, %q : !pdl.value, !pdl.value) -> (%t : !pdl.type)
    rewrite %b {
      %f = operation "t.f"(%p, %q : !pdl.value, !pdl.value) -> (%t : !pdl.type)
      replace %b with %f
    }
  }
  pdl.pattern @Forward : benefit(1) {
    %t = type
    %v = operand
    %e = operation "t.e"(%v : !pdl.value) -> (%t : !pdl.type)
    rewrite %e {
      replace %e with (%v : !pdl.value)
    }
  }
  pdl.pattern @Drop : benefit(1) {
    %vs = operands
    %d = operation "t.d"(%vs : !pdl.range<value>)
    rewrite %d {
      erase %d
    }
  }
"""


def _payload(rnd: random.Random, n: int, unwrap: bool) -> str:
    """A function of `n` random unregistered ops (some holding a region of
    more), each using values defined before it."""
    lines: list[str] = []
    count = 0

    def block(values: list[str], size: int, depth: int, indent: str) -> None:
        nonlocal count
        vals = list(values)
        fusable: list[tuple[str, str]] = []  # (a t.a result, its second operand)
        for _ in range(size):
            kind = rnd.choice("aaabbbeedcr" if depth < 2 else "aaabbbeedc")
            if kind == "r":
                args = rnd.sample(vals, 1)
                lines.append(f'{indent}"t.r"({args[0]}) ({{')
                block(vals, rnd.randint(1, 6), depth + 1, indent + "  ")
                lines.append(f'{indent}  "t.end"() : () -> ()')
                lines.append(f"{indent}}}) : (f32) -> ()")
                continue
            arity = {"a": 2, "b": 2, "e": 1, "d": rnd.randint(0, 2), "c": rnd.randint(1, 3)}[kind]
            args = [rnd.choice(vals) for _ in range(arity)]
            if kind == "b" and fusable and rnd.random() < 0.6:
                args = list(rnd.choice(fusable))
            sig = ", ".join("f32" for _ in args)
            if kind == "d":
                lines.append(f'{indent}"t.d"({", ".join(args)}) : ({sig}) -> ()')
                continue
            name = f"%v{count}"
            count += 1
            lines.append(f'{indent}{name} = "t.{kind}"({", ".join(args)}) : ({sig}) -> f32')
            vals.append(name)
            if kind == "a":
                fusable.append((name, args[1]))

    block(["%x", "%y"], n, 0, "    ")
    body = "\n".join(lines)
    return (
        '"builtin.module"() ({\nmodule @patterns {'
        + PATTERNS
        + (UNWRAP if unwrap else "")
        + "}\n"
        + '"builtin.module"() ({\n'
        + '  "func.func"() <{function_type = (f32, f32) -> (), sym_name = "f"}> ({\n'
        + "  ^bb0(%x: f32, %y: f32):\n"
        + body
        + '\n    "func.return"() : () -> ()\n'
        + "  }) : () -> ()\n"
        + '}) {sym_name = "ir"} : () -> ()\n'
        + "}) : () -> ()\n"
    )


def _state(d: _Driver) -> tuple[list[int | None], dict[int, int]]:
    return list(d.worklist), dict(d.wmap)


def _restore(d: _Driver, state: tuple[list[int | None], dict[int, int]]) -> None:
    d.worklist[:] = state[0]
    d.wmap.clear()
    d.wmap.update(state[1])


@pytest.fixture
def checked(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[int]]:
    """Both shortcuts, each checked against the full path at every call;
    yields the count of calls the shortcuts answered."""
    hits = [0, 0]
    add: Callable[[_Driver, int], None] = GreedyDriver.add_to_worklist
    operands: Callable[[_Driver, int, OpRecord], None] = GreedyDriver._add_operands_to_worklist

    def full(d: _Driver, fn: Callable[[], None]) -> None:
        saved = d._skip_inert
        d._skip_inert = False
        try:
            fn()
        finally:
            d._skip_inert = saved

    def add_checked(d: _Driver, op: int) -> None:
        if d._skip_inert and op not in d._active and d.rw.unheard_edits == d._walk_unheard:
            hits[0] += 1
            before = _state(d)
            full(d, lambda: add(d, op))
            assert _state(d) == before, "the shortcut skipped an op the full path queues"
            return
        add(d, op)

    def operands_checked(d: _Driver, op: int, rec: OpRecord) -> None:
        if not d._skip_inert:
            operands(d, op, rec)
            return
        hits[1] += 1
        before = _state(d)
        full(d, lambda: operands(d, op, rec))
        slow = _state(d)
        _restore(d, before)
        operands(d, op, rec)
        assert _state(d) == slow, "the shortcut changed what the erased op's operands queue"

    monkeypatch.setattr(GreedyDriver, "add_to_worklist", add_checked)
    monkeypatch.setattr(GreedyDriver, "_add_operands_to_worklist", operands_checked)
    yield hits


@pytest.mark.parametrize("seed", range(12))
def test_inert_shortcuts_queue_what_the_full_path_queues(
    seed: int, checked: list[int], tmp_path: Path
) -> None:
    rnd = random.Random(seed)
    src = tmp_path / "in.mlir"
    unwrap = seed % 2 == 1
    text = _payload(rnd, rnd.randint(20, 80), unwrap)
    src.write_text(text)
    out, err = io.StringIO(), io.StringIO()
    rc = run(
        ["--allow-unregistered-dialect", "--test-pdl-bytecode-pass", str(src)],
        stdout=out,
        stderr=err,
    )
    assert rc == 0, err.getvalue()
    got = out.getvalue()
    assert '"t.e"' not in got and '"t.d"' not in got  # the patterns ran to the end
    if not unwrap:
        assert checked[0] > 0 and checked[1] > 0  # the shortcuts were taken (and checked)
    elif got.count('"t.r"') == text.count('"t.r"'):
        assert checked == [0, 0]  # ops holding regions were active all along
