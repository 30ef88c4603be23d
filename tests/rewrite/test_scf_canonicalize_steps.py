"""MLIR 22's `scf.while` and `scf.execute_region` canonicalization (with
the cf patterns an inlined region needs), step by step, against
mlir-opt-22: the IR after each of the first rewrites of one iteration
(`max-iterations=1 max-num-rewrites=k`) must be mlir-opt's byte for byte,
which pins down which pattern applies first, what it edits in place, which
blocks (and block argument locations) it keeps, and what the end of
iteration region DCE leaves. Skipped with a reason where mlir-opt-22 is
absent.
"""

from __future__ import annotations

import io
import os
import subprocess
from pathlib import Path

import canon_fuzz
import pytest

from pdlx.cli import run

pytestmark = pytest.mark.skipif(
    canon_fuzz.MLIR_OPT is None, reason="mlir-opt-22 not installed: differential tests skipped"
)

CASES: dict[str, str] = {
    # A before argument fed its init through the after block: it, the after
    # argument and the result all become the init, in one in-place rewrite.
    "forwarded_through_chain": """
func.func @f(%q: i32, %r: i32) -> (i32, i32) {
  %v:2 = scf.while (%a = %q, %w = %r) : (i32, i32) -> (i32, i32) {
    %c = "test.c"(%a, %w) : (i32, i32) -> i1
    scf.condition(%c) %a, %w : i32, i32
  } do {
  ^bb0(%x: i32, %y: i32):
    %n = "test.n"(%x, %y) : (i32, i32) -> i32
    scf.yield %x, %n : i32, i32
  }
  return %v#0, %v#1 : i32, i32
}
""",
    # Two before arguments always fed the same values, and so are two after
    # arguments and two results: one rewrite merges each pair. (When
    # merging one pair makes another, mlir-opt-22 finds the second in the
    # same rewrite or in the next, from run to run: it walks the successors
    # in pointer order. pdlx finds it in the next.)
    "duplicate_inputs": """
func.func @f(%q: i32, %r: i32) -> (i32, i32) {
  %v:2 = scf.while (%a = %q, %w = %q) : (i32, i32) -> (i32, i32) {
    %c = "test.c"(%a, %w) : (i32, i32) -> i1
    scf.condition(%c) %a, %a : i32, i32
  } do {
  ^bb0(%x: i32, %y: i32):
    %n = "test.n"(%x, %y) : (i32, i32) -> i32
    scf.yield %n, %n : i32, i32
  }
  return %v#0, %v#1 : i32, i32
}
""",
    # Forwarding comes before removing the dead arguments, which go
    # together (before and after ones, with the results).
    "forwarded_then_dead": """
func.func @f(%q: i32, %r: i32) -> i32 {
  %v = scf.while (%a = %q, %w = %r, %u = %r) : (i32, i32, i32) -> i32 {
    %c = "test.c"(%a, %w) : (i32, i32) -> i1
    scf.condition(%c) %w : i32
  } do {
  ^bb0(%y: i32):
    %n = "test.n"(%y) : (i32) -> i32
    scf.yield %q, %n, %n : i32, i32, i32
  }
  return %v : i32
}
""",
    "duplicates_then_dead": """
func.func @f(%q: i32, %r: i32) -> i32 {
  %v:2 = scf.while (%w = %r, %u = %r) : (i32, i32) -> (i32, i32) {
    %c = "test.c"(%w, %u) : (i32, i32) -> i1
    %d = "test.d"() : () -> i32
    scf.condition(%c) %w, %d : i32, i32
  } do {
  ^bb0(%x: i32, %y: i32):
    %n = "test.y"(%x) : (i32) -> i32
    scf.yield %n, %n : i32, i32
  }
  return %v#0 : i32
}
""",
    # The condition's truth comes first; a constant condition does not
    # stop forwarding.
    "truth_before_duplicates": """
func.func @f(%q: i32, %r: i32) -> i1 {
  %v:2 = scf.while (%w = %r, %u = %r) : (i32, i32) -> (i32, i1) {
    %c = "test.c"(%w, %u) : (i32, i32) -> i1
    scf.condition(%c) %w, %c : i32, i1
  } do {
  ^bb0(%x: i32, %y: i1):
    %n = "test.y"(%x, %y) : (i32, i1) -> i32
    scf.yield %n, %n : i32, i32
  }
  return %v#1 : i1
}
""",
    "constant_conditions": """
func.func @f(%q: i32, %r: i32) -> (i32, i32) {
  %false = arith.constant false
  %t = arith.constant true
  %v = scf.while (%a = %q) : (i32) -> i32 {
    "test.c"(%a) : (i32) -> ()
    scf.condition(%false) %a : i32
  } do {
  ^bb0(%y: i32):
    %n = "test.n"(%y) : (i32) -> i32
    scf.yield %n : i32
  }
  %u = scf.while (%a = %q) : (i32) -> i32 {
    "test.c"(%a) : (i32) -> ()
    scf.condition(%t) %r : i32
  } do {
  ^bb0(%y: i32):
    %n = "test.n"(%y) : (i32) -> i32
    scf.yield %n : i32
  }
  return %v, %u : i32, i32
}
""",
    # The loop's own patterns (aligning the arguments, moving an `scf.if`
    # down) come before the RegionBranchOpInterface ones.
    "align_before_forwarding": """
func.func @f(%p: i1, %q: i32, %r: i32) -> (i32, i32, i32) {
  %v:3 = scf.while (%a = %r, %b = %q, %c = %q) : (i32, i32, i32) -> (i32, i32, i32) {
    %k = "test.c"(%a, %b, %c) : (i32, i32, i32) -> i1
    scf.condition(%k) %b, %a, %c : i32, i32, i32
  } do {
  ^bb0(%x: i32, %y: i32, %z: i32):
    %y2:2 = "test.y"(%x, %y, %z) : (i32, i32, i32) -> (i32, i32)
    scf.yield %y2#0, %y2#1, %q : i32, i32, i32
  }
  return %v#0, %v#1, %v#2 : i32, i32, i32
}
""",
    "move_if_down_before_forwarding": """
func.func @f(%p: i1, %q: f32, %y: f32) -> f32 {
  %v = scf.while (%a = %q) : (f32) -> f32 {
    scf.if %p {
    }
    scf.condition(%p) %q : f32
  } do {
  ^bb0(%b: f32):
    scf.yield %y : f32
  }
  return %v : f32
}
""",
    # Region DCE at the end of the iteration: the terminator of an erased
    # loop keeps the constant it used (hoisted out of the loop) alive.
    "region_dce_keeps_terminator_operands": """
func.func @f(%a: i32, %p: i1, %x: f32, %y: f32) -> i32 {
  %v:2 = scf.while (%b = %x, %c = %y) : (f32, f32) -> (i32, f32) {
    %k = arith.constant 0xFF800000 : f32
    scf.condition(%p) %a, %k : i32, f32
  } do {
  ^bb0(%d: i32, %e: f32):
    scf.yield %x, %e : f32, f32
  }
  return %v#0 : i32
}
""",
    # execute_region: several blocks inline into a function (and into an
    # execute_region), leaving branches the cf patterns merge; `no_inline`
    # keeps the region, whose results are still simplified.
    "execute_region_multi_block": """
func.func @multi(%c: i1) -> i64 {
  "test.foo"() : () -> ()
  %v = scf.execute_region -> i64 {
    cf.cond_br %c, ^bb2, ^bb3
  ^bb2:
    %x = "test.val1"() : () -> i64
    cf.br ^bb4(%x : i64)
  ^bb3:
    %y = "test.val2"() : () -> i64
    cf.br ^bb4(%y : i64)
  ^bb4(%z : i64):
    scf.yield %z : i64
  }
  "test.bar"(%v) : (i64) -> ()
  return %v : i64
}
func.func @nested(%c: i1, %q: i64) -> i64 {
  scf.if %c {
    %v:2 = scf.execute_region -> (i64, i64) {
      %x = "test.val1"() : () -> i64
      cf.cond_br %c, ^bb1, ^bb2
    ^bb1:
      scf.yield %q, %x : i64, i64
    ^bb2:
      scf.yield %q, %q : i64, i64
    }
    "test.use"(%v#1) : (i64) -> ()
  }
  %w = scf.execute_region -> i64 {
    %e = scf.execute_region -> i64 {
      cf.br ^bb1
    ^bb1:
      scf.yield %q : i64
    }
    cf.br ^bb1(%e : i64)
  ^bb1(%a: i64):
    scf.yield %a : i64
  }
  return %w : i64
}
""",
    "execute_region_no_inline": """
func.func @a(%c: i1, %q: i64) -> (i64, i64, i64, i64) {
  %v:2 = scf.execute_region -> (i64, i64) no_inline {
    %x = "test.val1"() : () -> i64
    scf.yield %q, %x : i64, i64
  }
  %w:2 = scf.execute_region -> (i64, i64) {
    %x = "test.val1"() : () -> i64
    scf.yield %x, %x : i64, i64
  } {no_inline}
  %u:2 = scf.execute_region -> (i64, i64) no_inline {
    %x = "test.val1"() : () -> i64
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %q, %x : i64, i64
  ^bb2:
    scf.yield %q, %q : i64, i64
  }
  return %v#0, %v#1, %w#1, %u#1 : i64, i64, i64, i64
}
""",
    # The branch patterns on their own, with the dead block arguments the
    # region DCE removes with the operands feeding them.
    "cf_branches": """
func.func @f(%c: i1, %a: i32, %b: i32) -> i32 {
  %t = arith.constant true
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  cf.br ^bb3(%x, %a : i32, i32)
^bb2(%y: i32):
  cf.cond_br %c, ^bb4, ^bb3(%y, %b : i32, i32)
^bb3(%z: i32, %dead: i32):
  cf.cond_br %t, ^bb5(%z : i32), ^bb4
^bb4:
  "test.use"(%c) : (i1) -> ()
  cf.br ^bb5(%a : i32)
^bb5(%r: i32):
  return %r : i32
}
""",
}

STEPS = ("max-iterations=1 max-num-rewrites=1", "max-iterations=1 max-num-rewrites=2", "")


def _pdlx(text: str, flags: list[str]) -> str:
    out, err = io.StringIO(), io.StringIO()
    tmp = Path(os.environ.get("TMPDIR", "/tmp")) / f"pdlx-while-{os.getpid()}.mlir"
    tmp.write_text(text)
    try:
        rc = run(["--allow-unregistered-dialect", *flags, str(tmp)], stdout=out, stderr=err)
    finally:
        tmp.unlink()
    assert rc == 0, err.getvalue()
    return out.getvalue().rstrip("\n") + "\n"


@pytest.fixture(scope="module")
def expected() -> dict[tuple[str, str], str]:
    """mlir-opt-22's output per case and step (one process per step)."""
    assert canon_fuzz.MLIR_OPT is not None
    out: dict[tuple[str, str], str] = {}
    for step in STEPS:
        p = subprocess.run(
            [canon_fuzz.MLIR_OPT, f"--canonicalize={step}", "--split-input-file",
             "--allow-unregistered-dialect", "-"],
            input="\n// -----\n".join(CASES.values()).encode(), capture_output=True, check=True,
        )  # fmt: skip
        outs = p.stdout.decode().split("\n// -----\n")
        assert len(outs) == len(CASES)
        for name, o in zip(CASES, outs, strict=True):
            out[name, step] = o.rstrip("\n") + "\n"
    return out


@pytest.mark.parametrize("step", STEPS)
@pytest.mark.parametrize("name", sorted(CASES))
def test_while_step_matches_mlir_opt(
    name: str, step: str, expected: dict[tuple[str, str], str]
) -> None:
    assert _pdlx(CASES[name], [f"--canonicalize={step}"]) == expected[name, step]


def test_kept_blocks_keep_argument_locations() -> None:
    """Removing dead inputs keeps the after block: its arguments keep their
    own locations (the older patterns made a block located at the loop)."""
    assert canon_fuzz.MLIR_OPT is not None
    text = CASES["duplicates_then_dead"]
    flags = ["--mlir-print-debuginfo", "--canonicalize=max-iterations=1 max-num-rewrites=2"]
    want = subprocess.run(
        [canon_fuzz.MLIR_OPT, "--allow-unregistered-dialect", *flags, "-"],
        input=text.encode(), capture_output=True, check=True,
    ).stdout.decode()  # fmt: skip
    got = _pdlx(text, flags).replace(
        f'"{os.environ.get("TMPDIR", "/tmp")}/pdlx-while-{os.getpid()}.mlir"', '"<stdin>"'
    )
    assert got == want.rstrip("\n") + "\n"
