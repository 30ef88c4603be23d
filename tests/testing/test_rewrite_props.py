"""pdlx.testing.rewrite_props: check_rewrite catches wrong rewrites (also
those a fold hides), reports patterns that never fired, prints both sides
in the same form with a diff, and check_rewrite_set checks a whole set."""

from __future__ import annotations

import data_paths
import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

import pdlx
from pdlx.pdl import GreedyConfig, PatternSet
from pdlx.testing.programs import Program, inputs_for, programs
from pdlx.testing.rewrite_props import (
    FireLog,
    check_properties,
    check_rewrite,
    check_rewrite_set,
    fire_log,
)

# These tests check the reporting of patterns that never fired themselves.
pytestmark = pytest.mark.pdlx_may_not_fire

ARITH = PatternSet.from_file(data_paths.REPO / "rewrites" / "arith_simplify.pdll")
DECL = "Constraint IsZero(a: Attr);\n"
WRONG = PatternSet.parse(
    DECL
    + """
Pattern AddZeroWrong {
  let zero = op<arith.constant> {value = c: Attr};
  IsZero(c);
  let root = op<arith.addi>(x: Value, zero.0);
  replace root with zero.0;
}
""",
    "wrong.pdll",
)
"""`x + 0 -> 0`: the folder turns `addi x, 0` into `x` before the pattern can fire."""
HIDDEN = PatternSet.parse(
    DECL
    + """
Pattern SubOfAddZero {
  let zero = op<arith.constant> {value = c: Attr};
  IsZero(c);
  let add = op<arith.addi>(x: Value, zero.0);
  let root = op<arith.subi>(add.0, y: Value);
  replace root with y;
}
""",
    "hidden.pdll",
)
"""`(x + 0) - y -> y`: wrong, and its match needs an `addi` the folder erases first."""

HIDDEN_CASE = """func.func @f(%x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %a = arith.addi %x, %c0 : i32
  %r = arith.subi %a, %y : i32
  return %r : i32
}
"""

# Find the bug, without spending time shrinking it (a test of the finding).
FIND = settings(
    max_examples=100,
    deadline=None,
    database=None,
    derandomize=True,
    phases=[Phase.generate],
    suppress_health_check=[HealthCheck.too_slow],
)


TOP_DOWN = GreedyConfig(top_down=True)
"""The driver order that visits an op's operands' producers first (the
`top-down` option of --apply-pdl): the folder turns `addi x, 0` into `x`
before the `subi` that HIDDEN is rooted at is tried."""


def _run_property(patterns: PatternSet, config: GreedyConfig | None = None) -> None:
    @FIND
    @given(program=programs(), data=st.data())
    def prop(program: Program, data: st.DataObject) -> None:
        check_rewrite(program, patterns, data.draw(inputs_for(program)), config=config)

    prop()


def test_wrong_rewrite_fails_within_100_examples() -> None:
    with pytest.raises(AssertionError, match=r"meaning changed \(folding off\)"):
        _run_property(WRONG)


def test_rewrite_hidden_behind_a_fold_fails_within_100_examples() -> None:
    with pytest.raises(
        AssertionError, match=r"meaning changed \(folding off, top-down\).*SubOfAddZero"
    ):
        _run_property(HIDDEN, TOP_DOWN)


def test_the_fold_hides_it_when_folding_only() -> None:
    # What check_rewrite did before: with the folder on alone, the fold of
    # the `addi` comes first, the pattern never fires and the meaning is
    # kept, so nothing is found.
    check = check_rewrite(HIDDEN_CASE, HIDDEN, [[1, 2], [5, -3]], config=TOP_DOWN, folds=(True,))
    assert check.fired == {"@SubOfAddZero": 0}
    with pytest.raises(AssertionError, match=r"meaning changed \(folding off, top-down\)"):
        check_rewrite(HIDDEN_CASE, HIDDEN, [[1, 2]], config=TOP_DOWN)


def test_failure_prints_both_sides_in_custom_form_with_a_diff() -> None:
    with pytest.raises(AssertionError) as e:
        check_rewrite(HIDDEN_CASE, HIDDEN, [[1, 2]], config=TOP_DOWN)
    text = str(e.value)
    assert "on inputs [1, 2]: [-1] before, [2] after" in text
    assert "patterns applied: @SubOfAddZero x1" in text
    assert "    %1 = arith.subi %0, %arg1 : i32" in text  # the before side, custom form
    assert "after (folding off, top-down):\nmodule {\n  func.func @f(" in text
    assert '"arith.' not in text  # no generic form on either side
    assert "--- before\n+++ after (folding off, top-down)\n" in text
    assert "-    %1 = arith.subi %0, %arg1 : i32\n" in text


def test_returns_fire_counts_per_pattern() -> None:
    text = """func.func @f(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %a = arith.addi %x, %c0 : i32
  %m = arith.muli %a, %c1 : i32
  return %m : i32
}
"""
    check = check_rewrite(text, ARITH, [[7], [-(2**40)]], may_not_fire=ARITH.patterns)
    # Folding on: the folder does it all; folding off: the two patterns.
    assert check.fired["@AddZero"] == 1 and check.fired["@MulOne"] == 1
    assert sum(check.fired.values()) == 2
    assert set(check.fired) == set(ARITH.patterns)
    assert check.evaluations == (((7,), (7,)), ((-(2**40),), (0,)))


def test_fire_log_names_patterns_that_never_fired() -> None:
    text = "func.func @f(%x: i32) -> i32 {\n  return %x : i32\n}\n"
    never = r"never fired across 1 checked programs.*@AddZero"
    with pytest.raises(AssertionError, match=never), fire_log():
        check_rewrite(text, ARITH, [[1]])
    with fire_log() as log:
        check_rewrite(text, ARITH, [[1]], may_not_fire=ARITH.patterns)
    assert isinstance(log, FireLog) and log.never_fired() == []


def test_check_rewrite_set_passes_arith_simplify() -> None:
    report = check_rewrite_set(ARITH, max_examples=100)
    assert report.examples == 100
    assert all(report.fired[p] > 0 for p in ARITH.patterns), report.fired


def test_check_rewrite_set_reports_a_pattern_that_cannot_fire() -> None:
    never = PatternSet.parse(
        "Pattern DivByOne {\n  let root = op<arith.divui>(x: Value, y: Value);\n"
        "  replace root with x;\n}\n",
        "never.pdll",
    )
    with pytest.raises(AssertionError, match=r"1 pattern\(s\) never fired .*: @DivByOne"):
        check_rewrite_set(never, max_examples=10)


def test_check_rewrite_set_finds_the_wrong_rewrite_and_is_seeded() -> None:
    messages = []
    for _ in range(2):
        with pytest.raises(AssertionError, match="meaning changed") as e:
            check_rewrite_set(WRONG, max_examples=100, seed=7, shrink=False)
        messages.append(str(e.value))
    assert messages[0] == messages[1]  # the same seed finds the same program


def test_non_termination_is_reported() -> None:
    swap = PatternSet.parse(
        "Pattern Swap {\n  let root = op<arith.addi>(x: Value, y: Value);\n"
        "  rewrite root with {\n    let n = op<arith.addi>(y, x);\n"
        "    replace root with n;\n  };\n}\n",
        "swap.pdll",
    )
    text = "func.func @f(%x: i32, %y: i32) -> i32 {\n  %r = arith.addi %x, %y : i32\n  return %r : i32\n}\n"
    with pytest.raises(AssertionError, match="did not terminate within 3 iterations"):
        check_properties(text, swap, [[1, 2]], max_iterations=3)


def test_not_confluent_is_reported() -> None:
    # Two right patterns whose overlap the traversal order decides:
    # bottom-up rewrites `(b + b) - b` to `b`, top-down first turns `b + b`
    # into `b * 2`, and `b * 2 - b` is left.
    critical = PatternSet.parse(
        """
Pattern AddSelf {
  let root = op<arith.addi>(x: Value, x) -> (t: Type);
  rewrite root with {
    let two = op<arith.constant> {value = attr<"2 : i32">} -> (t);
    let m = op<arith.muli>(x, two) -> (t);
    replace root with m;
  };
}
Pattern SubAdd {
  let add = op<arith.addi>(a: Value, b: Value);
  let root = op<arith.subi>(add.0, b);
  replace root with a;
}
""",
        "critical.pdll",
    )
    text = (
        "func.func @f(%b: i32) -> i32 {\n  %s = arith.addi %b, %b : i32\n"
        "  %r = arith.subi %s, %b : i32\n  return %r : i32\n}\n"
    )
    with pytest.raises(AssertionError, match=r"not confluent \(folding on\)") as e:
        check_properties(text, critical, [[3], [-(2**31)]])
    assert "--- bottom-up\n+++ after (top-down)\n" in str(e.value)
    assert "%0 = arith.muli %arg0, %c2_i32 : i32" in str(e.value)
    check_properties(text, critical, [[3]], confluent=False)


def test_floats_and_control_flow_keep_their_meaning() -> None:
    text = """func.func @f(%x: f32, %n: index, %c: i1) -> (f32, f32) {
  %z = arith.constant -0.0 : f32
  %one = arith.constant 1.0 : f32
  %a = arith.addf %x, %z : f32
  %b = arith.negf %a : f32
  %d = arith.negf %b : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %d) -> (f32) {
    %m = arith.mulf %acc, %one : f32
    scf.yield %m : f32
  }
  cf.cond_br %c, ^bb1, ^bb2(%s : f32)
^bb1:
  cf.br ^bb2(%d : f32)
^bb2(%r: f32):
  return %r, %s : f32, f32
}
"""
    rows = [[-0.0, 2, 1], [float("nan"), 0, 0], [1.5, 3, 0], [float("-inf"), 1, 1]]
    check = check_rewrite(text, ARITH, rows, may_not_fire=ARITH.patterns)
    assert check.fired["@DoubleNegF"] == 1  # folding off; on, negf(negf x) folds (MLIR 22)
    assert check.evaluations[0] == ((-0.0, 2, 1), (-0.0, -0.0))
    assert pdlx.parse(text) is not None


def test_a_rewrite_into_undefined_behaviour_is_reported() -> None:
    to_div = PatternSet.parse(
        DECL
        + """
Pattern AddZeroToDiv {
  let zero = op<arith.constant> {value = c: Attr};
  IsZero(c);
  let root = op<arith.addi>(x: Value, zero.0) -> (t: Type);
  rewrite root with {
    let d = op<arith.divsi>(x, zero.0) -> (t);
    replace root with d;
  };
}
""",
        "div.pdll",
    )
    text = (
        "func.func @f(%x: i32) -> i32 {\n  %c0 = arith.constant 0 : i32\n"
        "  %r = arith.addi %x, %c0 : i32\n  return %r : i32\n}\n"
    )
    with pytest.raises(
        AssertionError,
        match=r"the rewritten program is undefined \(folding off\) on inputs \[5\] "
        r"\(division by zero\), the original gives \[5\]",
    ):
        check_rewrite(text, to_div, [[5]])


def test_a_failing_check_still_counts_its_fires() -> None:
    with fire_log(check=False) as log, pytest.raises(AssertionError, match="meaning changed"):
        check_rewrite(HIDDEN_CASE, HIDDEN, [[1, 2]])
    assert log.counts(HIDDEN) == {"@SubOfAddZero": 1} and log.never_fired() == []
