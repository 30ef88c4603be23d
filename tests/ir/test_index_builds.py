"""Tables built on first use: the def-use index of a snapshot and a source's
line table. Both are built in one pass in an order chosen for speed (issue
12, docs/performance.md "PDL rewrite speed, round three"); these check them
against the plain definitions."""

from __future__ import annotations

import random
from bisect import bisect_right

from hypothesis import given, settings
from hypothesis import strategies as st

from pdlx import api
from pdlx.ir.location import Source
from pdlx.ir.snapshot import Snapshot
from pdlx.ir.uselist import SMALL, UseSet


def _reference_uses(snap: Snapshot) -> dict[int, list[tuple[int, int]]]:
    """Every value's uses by the definition: (user, operand index), newest
    (highest) first."""
    out: dict[int, list[tuple[int, int]]] = {}
    for op_id, rec in snap.ops.items():
        for i, v in enumerate(rec.operands):
            out.setdefault(v, []).append((op_id, i))
    for lst in out.values():
        lst.sort(reverse=True)
    return out


def test_uses_index_matches_the_definition() -> None:
    # A value used twice by one op, a value past SMALL uses (a UseSet), a
    # value used once, block arguments and results, and an unused value.
    n = SMALL + 10
    body = "".join(
        f'  %r{i}:2 = "t.u"(%x, %y, %x) : (i32, i32, i32) -> (i32, i32)\n'
        f'  "t.v"(%r{i}#1, %r{i}#1) : (i32, i32) -> ()\n'
        for i in range(n)
    )
    snap = api.parse(f"func.func @f(%x: i32, %y: i32) {{\n{body}  return\n}}\n", verify=False)
    ref = _reference_uses(snap)
    index = snap.uses_index()
    assert set(index.keys()) == set(ref)
    for v, uses in ref.items():
        assert snap.uses(v) == tuple(uses)
    lens = sorted(len(index[v]) for v in ref)
    assert lens[-1] == 2 * n  # %x: twice per t.u
    assert isinstance(index[max(ref, key=lambda v: len(ref[v]))], UseSet)


def test_uses_index_of_a_parsed_payload_matches_the_definition() -> None:
    text = "".join(
        f"func.func @f{k}(%a: f32, %b: f32) {{\n"
        + "".join(
            f'  %m{i} = "test.matmul"(%a, %b) : (f32, f32) -> f32\n'
            f'  %n{i} = "test.add"(%m{i}, %a) : (f32, f32) -> f32\n'
            for i in range(30)
        )
        + "  return\n}\n"
        for k in range(3)
    )
    snap = api.parse(text, verify=False)
    for v, uses in _reference_uses(snap).items():
        assert snap.uses(v) == tuple(uses)


def _reference_line_col(text: str, starts: list[int], offset: int) -> tuple[int, int]:
    line = bisect_right(starts, offset) - 1
    return line + 1, len(text[starts[line] : offset].encode("utf-8", "surrogateescape")) + 1


@settings(max_examples=40, deadline=None)
@given(size=st.integers(0, 20000), newlines=st.floats(0.0, 1.0), seed=st.integers(0, 2**32 - 1))
def test_line_col_in_any_order_matches_the_full_table(
    size: int, newlines: float, seed: int
) -> None:
    # Texts past the first scan steps (4096 characters, then doubling).
    rnd = random.Random(seed)
    text = "".join("\n" if rnd.random() < newlines else rnd.choice("abé") for _ in range(size))
    src = Source("x", text)
    starts = [0] + [i + 1 for i, c in enumerate(text) if c == "\n"]
    for _ in range(20):
        off = rnd.randint(0, len(text) + 1)
        assert src.line_col(off) == _reference_line_col(text, starts, off)
    assert src.line_starts() == starts
    lines = text.split("\n")
    for line in rnd.sample(range(1, len(lines) + 1), min(20, len(lines))):
        assert src.line_bytes(line) == lines[line - 1].encode("utf-8")
