"""The ready rewrite sets of rewrites/: each pattern on its own, then
hypothesis property tests — on random programs the rewrite terminates,
keeps the IR valid, is idempotent and keeps the program's meaning under
pdlx.testing's reference evaluator."""

from __future__ import annotations

import data_paths
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import pdlx
from pdlx.pdl import GreedyConfig, PatternSet, apply_patterns
from pdlx.syntax.printer import print_module
from pdlx.testing.arith_eval import evaluate, find_function, wrap
from pdlx.testing.programs import inputs_for, programs
from pdlx.testing.rewrite_props import (
    INT_TYPES,
    Program,
    chain_functions,
    check_rewrite,
)

REWRITES = data_paths.REPO / "rewrites"
ARITH = PatternSet.from_file(REWRITES / "arith_simplify.pdll")
CHAIN_PDLL = PatternSet.from_file(REWRITES / "chain_fusion.pdll")
CHAIN_MLIR = PatternSet.from_file(REWRITES / "chain_fusion.mlir")
NO_FOLD = GreedyConfig(fold=False)
"""The driver folds registered arith ops by itself (as MLIR's does); without
folding, the patterns alone must do the simplification."""


def _simplify(text: str, config: GreedyConfig = NO_FOLD) -> str:
    result = apply_patterns(pdlx.parse(text), ARITH, config=config)
    assert result.ok, [str(d.message) for d in result.diagnostics]
    return print_module(result.payload, generic=False)


def _fn(body: str, ty: str = "i32", nargs: int = 1) -> str:
    args = ", ".join(f"%x{i}: {ty}" for i in range(nargs))
    return f"func.func @f({args}) -> {ty} {{\n{body}\n}}\n"


@pytest.mark.parametrize(
    ("body", "returned"),
    [
        ("%c = arith.constant 0 : i32\n%r = arith.addi %x0, %c : i32", "%arg0"),
        ("%c = arith.constant 0 : i32\n%r = arith.addi %c, %x0 : i32", "%arg0"),
        ("%c = arith.constant 0 : i32\n%r = arith.subi %x0, %c : i32", "%arg0"),
        ("%c = arith.constant 1 : i32\n%r = arith.muli %x0, %c : i32", "%arg0"),
        ("%c = arith.constant 1 : i32\n%r = arith.muli %c, %x0 : i32", "%arg0"),
        ("%c = arith.constant 0 : i32\n%r = arith.muli %x0, %c : i32", "%c0_i32"),
        ("%c = arith.constant 0 : i32\n%r = arith.muli %c, %x0 : i32", "%c0_i32"),
        ("%r = arith.subi %x0, %x0 : i32", "%c0_i32"),
        (
            "%z = arith.constant 0 : i32\n%n = arith.subi %z, %x0 : i32\n"
            "%r = arith.subi %z, %n : i32",
            "%arg0",
        ),
    ],
    ids=["x+0", "0+x", "x-0", "x*1", "1*x", "x*0", "0*x", "x-x", "--x"],
)
def test_each_arith_pattern(body: str, returned: str) -> None:
    out = _simplify(_fn(body + "\nreturn %r : i32"))
    assert f"return {returned} : i32" in out
    assert "arith.addi" not in out and "arith.muli" not in out and "arith.subi" not in out


def test_double_negf() -> None:
    text = (
        "func.func @f(%x: f32) -> f32 {\n  %a = arith.negf %x : f32\n"
        "  %b = arith.negf %a : f32\n  return %b : f32\n}\n"
    )
    assert "return %arg0 : f32" in _simplify(text)


def test_non_integer_x_minus_x_is_left_alone() -> None:
    text = (
        "func.func @f(%x: tensor<4xi32>) -> tensor<4xi32> {\n"
        "  %r = arith.subi %x, %x : tensor<4xi32>\n  return %r : tensor<4xi32>\n}\n"
    )
    out = _simplify(text)
    assert "arith.subi %arg0, %arg0 : tensor<4xi32>" in out


def test_index_and_narrow_types() -> None:
    for ty in ("index", "i1", "i8"):
        body = f"%c = arith.constant 0 : {ty}\n%r = arith.addi %x0, %c : {ty}\nreturn %r : {ty}"
        assert f"return %arg0 : {ty}" in _simplify(_fn(body, ty))


_INPUTS = st.lists(
    st.lists(st.integers(-(2**64), 2**64), min_size=3, max_size=3), min_size=1, max_size=4
)


@settings(
    max_examples=60,
    deadline=None,
    derandomize=True,  # the same programs every run: which patterns fire is stable
    suppress_health_check=[HealthCheck.too_slow],
)
@given(program=programs(int_types=INT_TYPES, float_types=("f32", "f64")), data=st.data())
def test_arith_simplify_keeps_meaning(program: Program, data: st.DataObject) -> None:
    # check_rewrite runs with the folder on and off; the plugin fails the
    # test if a pattern of ARITH never fired across the examples.
    check = check_rewrite(program, ARITH, data.draw(inputs_for(program)))
    # Every shape the patterns know has been simplified away.
    out = print_module(check.after, generic=False)
    for pattern_shape in ("arith.subi %arg0, %arg0", "arith.muli %arg0, %c0"):
        assert pattern_shape not in out


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(program=chain_functions(), inputs=_INPUTS)
def test_chain_fusion_keeps_meaning(program: Program, inputs: list[list[int]]) -> None:
    check = check_rewrite(program, CHAIN_PDLL, inputs)
    same = check_rewrite(program, CHAIN_MLIR, inputs)
    assert print_module(check.after) == print_module(same.after)
    out = print_module(check.after, generic=False)
    # No fusable chain is left: every remaining max compares with another value.
    assert out.count("test.fused") == check.rewrites


def test_chain_fusion_on_the_benchmark_shape() -> None:
    text = (
        "func.func @f(%a: i32, %b: i32, %c: i32) -> i32 {\n"
        '  %0 = "test.matmul"(%a, %b) : (i32, i32) -> i32\n'
        '  %1 = "test.add"(%0, %c) : (i32, i32) -> i32\n'
        '  %2 = "test.max"(%1, %c) : (i32, i32) -> i32\n'
        '  %3 = "test.add"(%2, %b) : (i32, i32) -> i32\n'
        '  %4 = "test.matmul"(%2, %b) : (i32, i32) -> i32\n'
        '  %5 = "test.add"(%4, %c) : (i32, i32) -> i32\n'
        '  %6 = "test.max"(%5, %c) : (i32, i32) -> i32\n'
        "  return %6 : i32\n}\n"
    )
    snap = pdlx.parse(text)
    result = apply_patterns(snap, CHAIN_PDLL)
    assert result.rewrites == 2
    out = print_module(result.payload, generic=False)
    assert out.count('"test.fused"') == 2 and "test.max" not in out
    f0, f1 = find_function(snap), find_function(result.payload)
    for args in ([1, 2, 3], [-4, 5, -6], [0, 0, 0]):
        assert evaluate(snap, f0, args) == evaluate(result.payload, f1, args)


def test_evaluator_wraps_like_arith() -> None:
    text = (
        "func.func @f(%x: i8) -> (i8, i8, i1) {\n  %c = arith.constant 127 : i8\n"
        "  %a = arith.addi %x, %c : i8\n  %m = arith.muli %a, %a : i8\n"
        "  %p = arith.cmpi slt, %a, %x : i8\n  return %a, %m, %p : i8, i8, i1\n}\n"
    )
    snap = pdlx.parse(text)
    f = find_function(snap)
    assert evaluate(snap, f, [1]) == [-128, 0, 1]
    assert wrap(255, 8) == -1 and wrap(2**64, 64) == 0
