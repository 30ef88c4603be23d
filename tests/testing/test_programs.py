"""pdlx.testing.programs and the reference evaluator: drawn programs of
func/arith/scf/cf parse, verify and print as mlir-opt-22 prints them; the
evaluator knows integer and float arith, scf and cf."""

from __future__ import annotations

import math
import shutil
import subprocess

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import pdlx
from pdlx.ir.context import Context
from pdlx.ir.diagnostics import DiagnosticError
from pdlx.syntax.printer import print_module
from pdlx.testing.arith_eval import (
    Undefined,
    Unsupported,
    evaluate,
    find_function,
    same_results,
)
from pdlx.testing.programs import FLOAT_TYPES, INT_TYPES, Program, inputs_for, programs
from pdlx.testing.strategies import matcher_scripts
from pdlx.verify.verifier import verify

MLIR_OPT = shutil.which("mlir-opt-22")
ALL = programs(int_types=INT_TYPES, float_types=FLOAT_TYPES)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(program=ALL, data=st.data())
def test_programs_verify_and_run(program: Program, data: st.DataObject) -> None:
    snap = pdlx.parse(program.text)
    assert not verify(snap, Context.default())
    f = find_function(snap)
    for row in data.draw(inputs_for(program)):
        try:
            out = evaluate(snap, f, row)
        except Undefined:
            continue
        assert len(out) == program.results


@pytest.mark.skipif(MLIR_OPT is None, reason="mlir-opt-22 not installed: differential test skipped")
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(program=ALL)
def test_programs_print_as_mlir_opt_prints_them(program: Program) -> None:
    assert MLIR_OPT is not None
    out = subprocess.run([MLIR_OPT], input=program.text, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    # mlir-opt ends its output with an empty line.
    assert print_module(pdlx.parse(program.text), generic=False) == out.stdout[:-1]


def _run(text: str, *args: float | int) -> list[float | int]:
    snap = pdlx.parse(text)
    return evaluate(snap, find_function(snap), list(args))


def test_scf_for_while_and_if() -> None:
    text = """func.func @f(%n: index, %x: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (i32) {
    %d = arith.addi %acc, %acc : i32
    scf.yield %d : i32
  }
  %w = scf.while (%v = %x) : (i32) -> i32 {
    %lim = arith.constant 100 : i32
    %c = arith.cmpi slt, %v, %lim : i32
    scf.condition(%c) %v : i32
  } do {
  ^bb0(%v: i32):
    %t = arith.constant 3 : i32
    %m = arith.muli %v, %t : i32
    scf.yield %m : i32
  }
  return %s, %w : i32, i32
}
"""
    assert _run(text, 3, 5) == [40, 135]
    assert _run(text, 0, 200) == [200, 200]


def test_scf_while_that_never_ends_is_reported() -> None:
    text = """func.func @f(%x: i1) -> i1 {
  %w = scf.while (%v = %x) : (i1) -> i1 {
    %t = arith.constant true
    scf.condition(%t) %v : i1
  } do {
  ^bb0(%v: i1):
    scf.yield %v : i1
  }
  return %w : i1
}
"""
    with pytest.raises(Unsupported, match="endless loop"):
        _run(text, 1)


def test_cf_blocks_and_calls() -> None:
    text = """func.func @g(%a: i8) -> i8 {
  %c = arith.constant 100 : i8
  %r = arith.addi %a, %c : i8
  return %r : i8
}
func.func @f(%a: i8, %b: i1) -> i8 {
  cf.cond_br %b, ^bb1(%a : i8), ^bb2
^bb1(%x: i8):
  %y = func.call @g(%x) : (i8) -> i8
  cf.br ^bb3(%y : i8)
^bb2:
  cf.br ^bb3(%a : i8)
^bb3(%z: i8):
  return %z : i8
}
"""
    snap = pdlx.parse(text)
    f = find_function(snap, "f")
    assert evaluate(snap, f, [100, 1]) == [-56]  # 200 wraps at 8 bits
    assert evaluate(snap, f, [100, 0]) == [100]


def test_floats_round_to_their_type() -> None:
    text = """func.func @f(%x: f16, %y: f32) -> (f16, f32, i1, f32) {
  %a = arith.addf %x, %x : f16
  %z = arith.constant 0.0 : f32
  %d = arith.divf %y, %z : f32
  %c = arith.cmpf uno, %y, %y : f32
  %m = arith.maximumf %y, %z : f32
  return %a, %d, %c, %m : f16, f32, i1, f32
}
"""
    a, d, c, m = _run(text, 40000.0, -0.0)
    assert a == math.inf  # 80000 overflows f16
    assert isinstance(d, float) and math.isnan(d)  # -0 / 0
    assert c == 0
    assert m == 0.0 and math.copysign(1.0, m) == 1.0  # maximumf(-0, +0) = +0
    assert _run(text, 1.0, 0.1)[3] == pytest.approx(0.1) and _run(text, 1.0, 0.1)[3] != 0.1
    assert not same_results([-0.0], [0.0]) and same_results([math.nan], [math.nan])


def test_undefined_is_reported() -> None:
    text = """func.func @f(%x: i32, %y: i32) -> i32 {
  %r = arith.divsi %x, %y : i32
  return %r : i32
}
"""
    with pytest.raises(Undefined, match="division by zero"):
        _run(text, 1, 0)
    with pytest.raises(Undefined, match="overflow"):
        _run(text, -(2**31), -1)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(program=programs(int_types=("i32", "index"), float_types=("f32",)), data=st.data())
def test_matcher_scripts_over_registered_dialects(program: Program, data: st.DataObject) -> None:
    # The matcher-script strategy over the op names of a drawn program:
    # compiled and interpreted matching agree on registered-dialect payloads.
    names = sorted(
        {
            line.split("= ")[1].split()[0]
            for line in program.text.splitlines()
            if " = arith." in line or " = scf." in line
        }
    )
    script = data.draw(matcher_scripts(names=names or ["arith.constant"], pdlx_ops=False))
    payload = pdlx.parse(program.text)
    outcomes = []
    for interpreted in (False, True):
        try:
            found = pdlx.collect_matching(
                payload, script.text, script.main, interpreted=interpreted
            )
            outcomes.append([tuple(getattr(x, "id", str(x)) for x in m) for m in found])
        except DiagnosticError as e:
            outcomes.append([str(d.message) for d in e.diagnostics])
    assert outcomes[0] == outcomes[1]


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(program=programs(constants=(5,), shapes=False, scf=False))
def test_constants_and_no_shapes(program: Program) -> None:
    # Without the simplification shapes, the only i32 constants are the given ones.
    consts = [
        line.split("constant ")[1] for line in program.text.splitlines() if "constant" in line
    ]
    assert all(c in ("5 : i32", "true", "false") for c in consts), consts
