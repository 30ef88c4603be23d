"""MLIR 22's `scf.while` canonicalization, step by step, against
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
