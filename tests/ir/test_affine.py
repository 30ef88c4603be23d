"""Affine expressions, maps and sets: simplification, printing, parse errors.

The differential tests feed many maps and sets to mlir-opt-22 in one batched
file and compare with pdlx's printing; they are skipped (with the reason
shown by `-ra`) when the reference binary is not installed. The expected
parse errors below were recorded from mlir-opt-22 and are re-checked against
it when it is available.
"""

from __future__ import annotations

import io
import random
import re
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

import pytest
from hypothesis import Phase, given, settings
from hypothesis import strategies as st

from pdlx.ir.affine import (
    ADD,
    INT64_MAX,
    INT64_MIN,
    MUL,
    AffineBinaryOpExpr,
    AffineExpr,
    AffineExprKind,
    AffineMap,
    AffineMapAttr,
    IntegerSet,
    IntegerSetAttr,
    constant,
    dim,
    symbol,
)
from pdlx.syntax.parser import ParseError, parse, parse_affine_map_or_set

MLIR_OPT = shutil.which("mlir-opt-22")
needs_mlir = pytest.mark.skipif(
    MLIR_OPT is None, reason="mlir-opt-22 not on PATH: differential affine tests need it"
)

d0, d1, d2 = dim(0), dim(1), dim(2)
s0, s1 = symbol(0), symbol(1)


def show(text: str) -> str:
    """Parse the inside of `affine_map<...>`/`affine_set<...>` and print it back."""
    return parse_affine_map_or_set(text).print(None)  # type: ignore[arg-type]


# ----------------------------------------------------------------------
# Construction-time simplification (AffineExpr.cpp)
# ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("expr", "printed"),
    [
        (d0 + d0, "d0 * 2"),
        (2 * d0, "d0 * 2"),
        (d0 * 2 * 3, "d0 * 6"),
        ((d0 * 4).floordiv(2), "d0 * 2"),
        ((d0 * 4).ceildiv(-2), "d0 * -2"),
        ((d0 * 6).ceildiv(-4), "(d0 * 6) ceildiv -4"),
        (d0 - 1 - 2, "d0 - 3"),
        (4 + d0, "d0 + 4"),
        (4 - d0, "-d0 + 4"),
        (s0 + d0, "d0 + s0"),
        (s0.floordiv(2) - d1, "-d1 + s0 floordiv 2"),
        ((d0 + 2) + d1, "d0 + d1 + 2"),
        (d0 * 3 + d0 * -3, "0"),
        (d0 - d0.floordiv(4) * 4, "d0 mod 4"),
        (d0 - d0.floordiv(s0) * s0, "d0 mod s0"),
        ((d0 * 128) % 64, "0"),
        ((d0 * 4 + d1 * 6) % 2, "0"),
        ((d0 * 4 + d1) % 4, "d1 mod 4"),
        ((d0 % 4) % 2, "d0 mod 2"),
        ((d0 % 6) % 4, "(d0 mod 6) mod 4"),
        ((d0 % 4) % -2, "(d0 mod 4) mod -2"),
        (((d0 * 4) % 8).floordiv(2) % 2, "0"),
        ((d0 * 4 + 8).floordiv(-2), "d0 * -2 - 4"),
        ((d0 * 4 + 3).ceildiv(2), "(d0 * 4 + 3) ceildiv 2"),
        (d0.floordiv(1), "d0"),
        (d0.floordiv(-1), "d0 floordiv -1"),
        (d0 % 1, "0"),
        (constant(7).floordiv(-2), "-4"),
        (constant(7).ceildiv(-2), "-3"),
        (constant(-7) % 2, "1"),
        (constant(7) % -2, "7 mod -2"),
        (constant(0).floordiv(0), "0 floordiv 0"),
        ((s0 * 2) * s1, "(s0 * s1) * 2"),
        # MLIR 22 puts two dims (or two symbols) in position order.
        (d1 + d0, "d0 + d1"),
        (s1 * s0, "s0 * s1"),
        (d2 + d1 + d0, "d1 + d2 + d0"),
        (d1 * 2 + d0, "d1 * 2 + d0"),
        # ... folds `e - (e floordiv c) * c` only for a positive constant c,
        (d0 + d0.floordiv(-4) * 4, "d0 + (d0 floordiv -4) * 4"),
        (d0 + d0.floordiv(s0) * -s0, "d0 + (d0 floordiv s0) * (-s0)"),
        # ... but folds `e + ((e floordiv q) * q - 1)`, not checking for a product,
        (d0 + (d0.floordiv(s0) * s0 - 1), "d0 mod s0"),
        # ... and tries the last term of a sum against such a product.
        ((d0 + d1) - d1.floordiv(4) * 4, "d0 + d1 mod 4"),
        ((d0 + s0) - d1.floordiv(2), "d0 + -(d1 floordiv 2) + s0"),
        ((d0 + s0) - d1 % 2, "d0 + s0 - d1 mod 2"),
        ((d0 + 1) - d1.floordiv(2), "d0 - d1 floordiv 2 + 1"),
        (d0 * s0 + d0 * s0, "(d0 * s0) * 2"),
        # Folding two constants is checked; successive folds wrap around.
        (constant(INT64_MAX) + 1, "9223372036854775807 + 1"),
        (constant(INT64_MAX) * 2, "9223372036854775807 * 2"),
        (d0 + INT64_MAX + 1, "d0 - -9223372036854775808"),
        (d0 * INT64_MAX * 2, "d0 * -2"),
        (-constant(INT64_MIN), "--9223372036854775808"),
        (constant(INT64_MIN).floordiv(-1), "-9223372036854775808 floordiv -1"),
    ],
)
def test_simplifying_constructors(expr: AffineExpr, printed: str) -> None:
    assert str(expr) == printed


def test_structural_equality_and_hash() -> None:
    a = (d0 + s0) * 3
    b = (s0 + d0) * 3
    assert a == b and hash(a) == hash(b)
    assert {a: 1}[b] == 1
    assert (d0 + 1) != (d1 + 1)


def test_non_affine_multiply_is_refused() -> None:
    with pytest.raises(ValueError, match="non-affine"):
        _ = d0 * d1


def test_largest_known_divisor() -> None:
    assert (d0 * 4 + d1 * 6).largest_known_divisor() == 2
    assert ((d0 * 4) % 8).largest_known_divisor() == 4
    assert AffineBinaryOpExpr(MUL, d0, constant(-3)).largest_known_divisor() == 3
    assert d0.largest_known_divisor() == 1
    assert constant(0).largest_known_divisor() == 0


# ----------------------------------------------------------------------
# Printing (printAffineExprInternal) of trees built without simplification
# ----------------------------------------------------------------------


def raw(kind: AffineExprKind, lhs: AffineExpr, rhs: AffineExpr | int) -> AffineBinaryOpExpr:
    """A node as written, without the simplifying constructors."""
    return AffineBinaryOpExpr(kind, lhs, constant(rhs) if isinstance(rhs, int) else rhs)


@pytest.mark.parametrize(
    ("expr", "printed"),
    [
        (raw(ADD, d0, raw(MUL, raw(ADD, d1, d2), -1)), "d0 - (d1 + d2)"),
        (raw(ADD, d0, raw(MUL, d1.floordiv(2), -1)), "d0 - d1 floordiv 2"),
        (raw(ADD, d0, raw(MUL, raw(ADD, d1, d2), -3)), "d0 - (d1 + d2) * 3"),
        (raw(ADD, d0, raw(MUL, d1, -3)), "d0 - d1 * 3"),
        (raw(ADD, d0, -5), "d0 - 5"),
        (raw(ADD, d0, INT64_MIN), "d0 - -9223372036854775808"),
        (raw(MUL, raw(ADD, d0, 1), -1), "-(d0 + 1)"),
        (raw(MUL, raw(MUL, d0, s0), 2), "(d0 * s0) * 2"),
        (raw(ADD, raw(ADD, d0, d1), raw(ADD, d1, d2)), "d0 + d1 + d1 + d2"),
        (raw(MUL, raw(ADD, d0, d1), s0), "(d0 + d1) * s0"),
        (raw(ADD, d0, raw(MUL, d1, 3)), "d0 + d1 * 3"),
    ],
)
def test_printing(expr: AffineExpr, printed: str) -> None:
    assert str(expr) == printed


def test_maps_sets_and_attributes() -> None:
    m = AffineMap(2, 1, (d1, d0 + s0))
    assert str(m) == "(d0, d1)[s0] -> (d1, d0 + s0)"
    assert AffineMapAttr(m).print(None) == "affine_map<(d0, d1)[s0] -> (d1, d0 + s0)>"  # type: ignore[arg-type]
    assert AffineMap(2, 3, (d0, d1)).is_identity
    assert AffineMap(0, 0, ()).is_identity
    assert not AffineMap(2, 0, (d1, d0)).is_identity
    assert not AffineMap(2, 0, (d0,)).is_identity
    s = IntegerSet.get(1, 0, (), ())
    assert IntegerSetAttr(s).print(None) == "affine_set<(d0) : (0 == 0)>"  # type: ignore[arg-type]
    s = IntegerSet(1, 1, (d0 - s0, d0), (True, False))
    assert str(s) == "(d0)[s0] : (d0 - s0 == 0, d0 >= 0)"
    assert AffineMapAttr(m) == AffineMapAttr(AffineMap(2, 1, (d1, s0 + d0)))


def test_parse_and_print() -> None:
    assert show("(i, j)[N] -> (j, i + N)") == "affine_map<(d0, d1)[s0] -> (d1, d0 + s0)>"
    assert show("(d0)[] -> (d0)") == "affine_map<(d0) -> (d0)>"
    assert show("(x) : (x <= 10, x > = 2)") == "affine_set<(d0) : (-d0 + 10 >= 0, d0 - 2 >= 0)>"
    assert show("(d0) -> (0x10 + d0)") == "affine_map<(d0) -> (d0 + 16)>"
    assert show("(d0) -> (d0 - (d0 - d0) * d0)") == "affine_map<(d0) -> (d0)>"
    assert show("(mod) -> (mod mod 2)") == "affine_map<(d0) -> (d0 mod 2)>"


@pytest.mark.parametrize(
    ("text", "message", "offset"),
    [
        ("(d0) -> (d1)", "use of undeclared identifier", 9),
        ("(d0) -> (d0 * d0)", "non-affine expression: at least one of the multiply operands "
         "has to be either a constant or symbolic", 12),
        ("(d0) -> (d0) x", "encountered unexpected token", 13),
        ("(d0) -> (9223372036854775808)", "constant too large for index", 9),
        ("(d0, d0) -> ()", "redefinition of identifier 'd0'", 5),
        ("(d0) : (d0)", "expected '== affine-expr' or '>= affine-expr' at end of affine constraint", 10),
    ],
)  # fmt: skip
def test_parse_errors_standalone(text: str, message: str, offset: int) -> None:
    with pytest.raises(ValueError) as info:
        parse_affine_map_or_set(text)
    assert info.value.args == (message, offset)


# ----------------------------------------------------------------------
# Parse errors through the whole parser, as recorded from mlir-opt-22
# ----------------------------------------------------------------------

_MUL_ERR = (
    "non-affine expression: at least one of the multiply operands has to be either a constant "
    "or symbolic"
)
_CONSTRAINT_ERR = "expected '== affine-expr' or '>= affine-expr' at end of affine constraint"

# (source line, [(column, message), ...])
ERROR_CASES: list[tuple[str, list[tuple[int, str]]]] = [
    ('"t.op"() {a = affine_map<(d0) -> (d1)>} : () -> ()', [(35, "use of undeclared identifier")]),
    ('"t.op"() {a = affine_map<(d0) : (d0 >= 0)>} : () -> ()', [(26, "expected AffineMap, but got IntegerSet")]),
    ('"t.op"() {a = affine_set<(d0) -> (d0)>} : () -> ()', [(26, "expected IntegerSet, but got AffineMap")]),
    ('"t.op"() {a = affine_map (d0) -> (d0)>} : () -> ()', [(25, "expected '<' in affine map")]),
    ('"t.op"() {a = affine_set (d0) -> (d0)>} : () -> ()', [(25, "expected '<' in integer set")]),
    ('"t.op"() {a = affine_map<(d0) -> (d0)} : () -> ()', [(38, "expected '>' in affine map")]),
    ('"t.op"() {a = affine_set<(d0) : (d0 >= 0)} : () -> ()', [(42, "expected '>' in integer set")]),
    ('"t.op"() {a = affine_map<(d0, d0) -> (d0)>} : () -> ()', [(31, "redefinition of identifier 'd0'")]),
    ('"t.op"() {a = affine_map<(d0)[d0] -> (d0)>} : () -> ()', [(31, "redefinition of identifier 'd0'")]),
    ('"t.op"() {a = affine_map<(d0) -> (d0 * d0)>} : () -> ()', [(38, _MUL_ERR)]),
    ('"t.op"() {a = affine_map<(d0, d1) -> (d0 floordiv d1)>} : () -> ()', [(42, "non-affine expression: right operand of floordiv has to be either a constant or symbolic")]),
    ('"t.op"() {a = affine_map<(d0, d1) -> (d0 ceildiv d1)>} : () -> ()', [(42, "non-affine expression: right operand of ceildiv has to be either a constant or symbolic")]),
    ('"t.op"() {a = affine_map<(d0, d1) -> (d0 mod d1)>} : () -> ()', [(42, "non-affine expression: right operand of mod has to be either a constant or symbolic")]),
    # In a chain, MLIR reports at the operator *after* the offending one.
    ('"t.op"() {a = affine_map<(d0, d1) -> (d0 + d1 * d0 * 2)>} : () -> ()', [(52, _MUL_ERR)]),
    ('"t.op"() {a = affine_map<(d0, d1) -> (d0 * 2 * d1 * d0)>} : () -> ()', [(51, _MUL_ERR)]),
    ('"t.op"() {a = affine_map<(d0) -> (d0 +)>} : () -> ()', [(39, "missing right operand of binary operator")]),
    ('"t.op"() {a = affine_map<(d0) -> (* d0)>} : () -> ()', [(35, "missing left operand of binary operator")]),
    ('"t.op"() {a = affine_map<(d0) -> (+ d0)>} : () -> ()', [(35, "missing left operand of binary operator")]),
    ('"t.op"() {a = affine_map<(d0) -> (d0 * )>} : () -> ()', [(40, "missing right operand of binary operator")]),
    ('"t.op"() {a = affine_map<(d0) -> (d0 * + 1)>} : () -> ()', [(40, "missing right operand of binary operator")]),
    # A failed negation operand adds a second error.
    ('"t.op"() {a = affine_map<(d0) -> (-)>} : () -> ()', [(36, "expected affine expression"), (36, "missing operand of negation")]),
    ('"t.op"() {a = affine_map<(d0) -> (d0 + -)>} : () -> ()', [(41, "missing right operand of binary operator"), (41, "missing operand of negation")]),
    ('"t.op"() {a = affine_map<(d0) -> (--)>} : () -> ()', [(37, "expected affine expression"), (37, "missing operand of negation"), (37, "missing operand of negation")]),
    ('"t.op"() {a = affine_map<(d0) -> (-(d1))>} : () -> ()', [(37, "use of undeclared identifier"), (37, "missing operand of negation")]),
    ('"t.op"() {a = affine_map<(d0) -> (-(d0 * d0))>} : () -> ()', [(40, _MUL_ERR), (44, "missing operand of negation")]),
    ('"t.op"() {a = affine_map<(d0) -> (())>} : () -> ()', [(36, "no expression inside parentheses")]),
    ('"t.op"() {a = affine_map<(d0) -> ((d0)>} : () -> ()', [(39, "expected ')' in affine map range")]),
    ('"t.op"() {a = affine_map<(d0) -> (1.5)>} : () -> ()', [(35, "expected affine expression")]),
    ('"t.op"() {a = affine_map<(d0) -> (d0 + 1.5)>} : () -> ()', [(40, "missing right operand of binary operator")]),
    ('"t.op"() {a = affine_map<(d0) -> (d0, )>} : () -> ()', [(39, "expected affine expression")]),
    ('"t.op"() {a = affine_map<(d0) -> (d0 d0)>} : () -> ()', [(37, "expected ')' in affine map range")]),
    ('"t.op"() {a = affine_map<(d0) (d0)>} : () -> ()', [(30, "expected '->' or ':'")]),
    ('"t.op"() {a = affine_map<d0 -> (d0)>} : () -> ()', [(26, "expected '(' in dimensional identifier list")]),
    ('"t.op"() {a = affine_map<(d0 -> (d0)>} : () -> ()', [(29, "expected ')' in dimensional identifier list")]),
    ('"t.op"() {a = affine_map<(d0)[s0 -> (d0)>} : () -> ()', [(33, "expected ']' in symbol list")]),
    ('"t.op"() {a = affine_map<(d0)[] -> (d0)>} : () -> ()', []),
    ('"t.op"() {a = affine_map<(1) -> (d0)>} : () -> ()', [(27, "expected bare identifier")]),
    ('"t.op"() {a = affine_map<(d0)[1] -> (d0)>} : () -> ()', [(31, "expected bare identifier")]),
    ('"t.op"() {a = affine_map<(d0) -> d0>} : () -> ()', [(33, "expected '(' in affine map range")]),
    ('"t.op"() {a = affine_map<(d0) -> (18446744073709551616)>} : () -> ()', [(35, "constant too large for index")]),
    ('"t.op"() {a = affine_map<(d0) -> (9223372036854775808)>} : () -> ()', [(35, "constant too large for index")]),
    ('"t.op"() {a = affine_map<(d0) -> (0x8000000000000000)>} : () -> ()', [(35, "constant too large for index")]),
    ('"t.op"() {a = affine_set<(d0) : (d0)>} : () -> ()', [(36, _CONSTRAINT_ERR)]),
    ('"t.op"() {a = affine_set<(d0) : (d0 > 0)>} : () -> ()', [(39, _CONSTRAINT_ERR)]),
    ('"t.op"() {a = affine_set<(d0) : (d0 < 0)>} : () -> ()', [(39, _CONSTRAINT_ERR)]),
    ('"t.op"() {a = affine_set<(d0) : (d0 = 0)>} : () -> ()', [(39, _CONSTRAINT_ERR)]),
    ('"t.op"() {a = affine_set<(d0) : (d0 >= )>} : () -> ()', [(40, "expected affine expression")]),
    ('"t.op"() {a = affine_set<(d0) : (d0 >= 0, )>} : () -> ()', [(43, "expected affine expression")]),
    ('"t.op"() {a = affine_set<(d0) : d0 >= 0>} : () -> ()', [(32, "expected '(' in integer set constraint list")]),
    ('"t.op"() {a = affine_map<(symbol) -> (symbol)>} : () -> ()', [(45, "expected '(' at start of SSA symbol")]),
    ('"t.op"() {a = affine_map<(d0) -> (symbol(%x))>} : () -> ()', [(42, "unexpected ssa identifier")]),
    ('"t.op"() {a = affine_map<(d0) -> (%x)>} : () -> ()', [(35, "unexpected ssa identifier")]),
    ('"t.op"() {a = affine_map<(mod, floordiv, i32, true, affine_map) -> (mod mod floordiv + i32 * true + affine_map)>} : () -> ()', [(73, "non-affine expression: right operand of mod has to be either a constant or symbolic")]),
    ('"t.op"() {a = affine_map<(d0) -> (d0 @x)>} : () -> ()', [(37, "expected ')' in affine map range")]),
    ('"t.op"() {a = affine_map<(d0) -> (d0)> : i32} : () -> ()', [(39, "expected '}' in attribute dictionary")]),
    ('"t.op"() : () -> memref<4xf32, affine_map<(d0, d1) -> (d0)>>', [(18, "memref layout mismatch between rank and affine map: 1 != 2")]),
    ('"t.op"() : () -> memref<4x4xf32, affine_map<(d0) -> (d0)>>', [(18, "memref layout mismatch between rank and affine map: 2 != 1")]),
    ('"t.op"() : () -> memref<f32, affine_map<(d0) -> (d0)>>', [(18, "memref layout mismatch between rank and affine map: 0 != 1")]),
    ('"t.op"() : () -> memref<4xf32, affine_map<(d0, d1) -> (d0)>, 1, 2>', [(66, "multiple memory spaces specified in memref type")]),
    ('"t.op"() : () -> memref<4xf32, 1, affine_map<(d0) -> (d0)>>', [(59, "expected memory space to be last in memref type")]),
    ('"t.op"() : () -> memref<*xf32, affine_map<(d0) -> (d0)>>', [(56, "cannot have affine map for unranked memref type")]),
    ('"t.op"() : () -> memref<*xf32, 1, 2>', [(36, "multiple memory spaces specified in memref type")]),
    ('"t.op"() : () -> memref<4xf32, 1 2>', [(33, "expected ',' or '>'")]),
    ('"t.op"() : () -> memref<4xf32 1>', [(30, "expected ',' or '>' in memref type")]),
    ('"t.op"() : () -> memref<4xf32,>', [(31, "expected list element")]),
    ('"t.op"() : () -> memref<4xf32, strided<[1]>, 1, strided<[1]>>', [(61, "expected memory space to be last in memref type")]),
    ('"t.op"() : () -> memref<4xf32, affine_map<(d0) -> (d1)>>', [(52, "use of undeclared identifier")]),
    ('"t.op"() {a = affine_map<(d0) -> (d0', [(37, "expected ')' in affine map range")]),
]  # fmt: skip


def pdlx_errors(line: str) -> list[tuple[int, str]]:
    try:
        parse(line + "\n", allow_unregistered=True)
    except ParseError as e:
        return [(d.loc.col, d.message) for d in e.diagnostics]  # type: ignore[attr-defined]
    return []


@pytest.mark.parametrize(("line", "expected"), ERROR_CASES, ids=range(len(ERROR_CASES)))
def test_parse_errors(line: str, expected: list[tuple[int, str]]) -> None:
    assert pdlx_errors(line) == expected


@needs_mlir
def test_recorded_errors_still_match_mlir(tmp_path: Path) -> None:
    """One `--split-input-file` run re-checks every recorded error."""
    src = tmp_path / "cases.mlir"
    src.write_text("\n// -----\n".join(line for line, _ in ERROR_CASES) + "\n")
    r = subprocess.run(
        [str(MLIR_OPT), "--allow-unregistered-dialect", "--mlir-print-op-generic",
         "--split-input-file", str(src)],
        capture_output=True, text=True, check=False,
    )  # fmt: skip
    got: dict[int, list[tuple[int, str]]] = {}
    for m in re.finditer(r"^.*cases\.mlir:(\d+):(\d+): error: (.*)$", r.stderr, re.M):
        got.setdefault((int(m.group(1)) - 1) // 2, []).append((int(m.group(2)), m.group(3)))
    for i, (line, expected) in enumerate(ERROR_CASES):
        assert got.get(i, []) == expected, line


# ----------------------------------------------------------------------
# Differential tests against mlir-opt-22
# ----------------------------------------------------------------------

HANDWRITTEN = [
    "affine_map<(d0, d1)[s0] -> (d0 + s0, d1 * 2, d0 - d1, d0 * s0, (d0 + d1) * 3, d0 mod 4 + 1, -(d0 + 1), 5, s0 floordiv 2 - d1)>",
    "affine_map<() -> ()>",
    "affine_map<() -> (0)>",
    "affine_map<()[s0] -> ()>",
    "affine_map<(d0)[] -> (d0)>",
    "affine_map<(i, j) -> (j, i)>",
    "affine_map<(d0) -> (d0 - 1 - 2, 2 * d0, d0 + d0, d0 * 2 * 3, d0 floordiv -2, (d0 * 4) floordiv 2)>",
    "affine_map<(d0, d1) -> (d1 - d0 * 3, -d0 - d1, d0 + (-1))>",
    "affine_map<(d0, d1, d2) -> (d2, d0 + d1 * 4, (d1 mod 3) floordiv 2)>",
    "affine_map<(d0) -> (7 floordiv -2, -7 floordiv 2, 7 ceildiv -2, -7 ceildiv 2, 7 mod -2, -7 mod 2, 7 mod -3)>",
    "affine_map<(d0) -> ((d0 * 4) floordiv -2, (d0 * 4) ceildiv -2, (d0 * 4) mod -2, (d0*4) floordiv 0)>",
    "affine_map<(d0) -> ((d0 * 4 + 8) floordiv -2, (d0 * 4 + 3) floordiv 2, (d0 * 4 + 3) mod 2, (d0*4+3) ceildiv 2)>",
    "affine_map<(d0) -> (9223372036854775807 + 1, d0 + 9223372036854775807 + 1, (-9223372036854775807 - 1) floordiv -1, (-9223372036854775807 - 1) mod -1, (-9223372036854775807 - 1) ceildiv -1)>",
    "affine_map<(d0) -> (9223372036854775807 * 2, (d0 * 9223372036854775807) * 2, -(-9223372036854775807 - 1), 2 * 9223372036854775807)>",
    "affine_map<(d0) -> ((-9223372036854775807 - 1) + (-1), d0 + 5 + 9223372036854775807, d0 * 3 + d0 * 9223372036854775807)>",
    "affine_map<(d0) -> (9223372036854775806 mod 9223372036854775807, -9223372036854775807 mod 9223372036854775807, (-9223372036854775807 - 1) mod 9223372036854775807)>",
    "affine_map<(d0) -> (0 floordiv 0, 0 mod 0, 5 ceildiv 0, d0 mod 0, d0 floordiv -1, d0 ceildiv -1, d0 floordiv 1, d0 ceildiv 1, d0 mod 1, d0 mod -1)>",
    "affine_map<(d0) -> ((d0 * 6) ceildiv -4, (d0 * 8) ceildiv -4, (d0 * 8) floordiv -4, (d0 * -8) mod 4)>",
    "affine_map<(d0)[s0] -> ((d0 mod 4) mod 2, (d0 mod 4) mod -2, (d0 mod -4) mod 2, (d0 mod 6) mod 4)>",
    "affine_map<(d0, d1) -> ((((d0*4) mod 8) floordiv 2) mod 2, (((d0*4) mod 8) floordiv -2) mod 2, ((d0 * 4) floordiv 2) mod 2)>",
    "affine_map<(d0, d1) -> ((((d0*4) mod -8) floordiv 2) mod 2, (((d0*4) floordiv 3)) mod 2, ((d0 * 6 + d1 * 9) floordiv 3))>",
    "affine_map<(d0, d1) -> (((d0 * 4) floordiv -2) mod 4, (d0 * 4 + d1) floordiv -2)>",
    "affine_map<(d0, d1)[s0] -> (d0 - d0 floordiv 4 * 4, d0 - (d0 floordiv s0) * s0, d0 + (d0 floordiv 4) * -4, d0 * 2 + d0 * -2)>",
    "affine_map<(d0, d1, d2)[s0, s1] -> (d0 - (d1 + d2), -(d0 * 2), -(d0 floordiv 2), d0 + (-(d1 + 1)), d0 - d1 * 3, d0 + d1 * -3 + 4, -d0, -(d0 - d1) * 3, d0 - (d1 mod 2))>",
    "affine_map<(d0, d1)[s0, s1] -> (s0 * s1 * d0, d0 * s0 * 2, d0 * 2 * s0, (d0 * s0) * (s1 * 3), s0 + d0, 3 + s0 + d0 + 2, s0 * 2 + s0 * 3, s0 + s0 * -1)>",
    "affine_map<(d0, d1)[s0, s1] -> (d0 + d1 + d0, d0 + 1 + d1, (d0 + 1) * 2, 2 * (d0 + 1), (d0 + d1) * s0, d0 * s0 + d0 * s0, (d0 + s0) mod 4, (d0 * 4 + d1) mod 4, (d0 + d1 * 8) mod 4)>",
    "affine_map<(d0, d1)[s0] -> ((d0 * 4 + d1 * 6) mod 2, d0 floordiv s0 floordiv 2, (d0 mod s0) mod s0, (d0 * s0) mod s0, (d0 * s0) floordiv s0, d0 ceildiv s0 ceildiv 3, s0 floordiv 2 - d1)>",
    "affine_map<(d0, d1) -> (d0 - d1 - d0, d0 - d0, (d0 - d0) floordiv 2, d1 + d0, d1 * 2 + d0 * 3, d0 * 2 + d1 * 3)>",
    "affine_map<(d0, d1) -> ((d0 - d0) * d1, d1 * (d0 - d0 + 2), d0 floordiv (d1 - d1 + 3))>",
    "affine_map<(d0)[s0] -> (s0 - (s0 floordiv 4) * 4, s0 + (s0 floordiv s0) * -s0, d0 * 2 - (d0 * 2) floordiv 3 * 3)>",
    "affine_map<(d0)[s0] -> (0x10 + d0, 0xff * s0, - - d0, -(-(d0)), d0 * -1 * -1)>",
    "affine_map<(mod, floordiv, ceildiv, i32, index, f32) -> (mod mod 2 + floordiv * 3, ceildiv floordiv 4, i32 + index + f32)>",
    "affine_map<(d0, d1, d2)[s0, s1] -> (d1 + d0, s1 + s0, d2 + d1 + d0, d1 + (d0 + 1), (d1 + 1) + d0, d1 * 2 + d0, d1 + d0 * 2, d1 mod 2 + d0, d1 + d0 mod 2)>",
    "affine_map<(d0, d1, d2)[s0, s1] -> (s1 * s0, s0 * s1, s1 * 2 * s0, d1 + s1 + d0 + s0, d2 + d0 + d1, s1 + d1 + s0 + d0, s1 * s0 * d0)>",
    "affine_map<(d0, d1)[s0] -> (d0 + (d0 floordiv s0) * (s0 * -1), d0 + (d0 floordiv s0) * -s0, d0 - (d0 floordiv s0) * s0, d0 + (d0 floordiv 4) * -4, d0 + -(d0 floordiv 4 * 4))>",
    "affine_map<(d0, d1)[s0, s1] -> (d0 + (d0 floordiv -4) * 4, d0 + (d0 floordiv 4 + -4), d0 + ((d0 floordiv s0) * s0 - 1), d0 + (d0 floordiv s0 + s0 * -1))>",
    "affine_map<(d0, d1)[s0, s1] -> ((d0 + s0) - d1 floordiv 2, (d0 + s0) - d1 mod 2, (d0 + s0) + d1 floordiv 2, (d0 + d1) - (d1 floordiv 4) * 4, (d1 + d0 * 2) - (d1 floordiv 4) * 4, (d0 * 2 + d1) - (d1 floordiv 4) * 4, (d0 + d1 + s0) - (d1 floordiv 4) * 4, (d0 + 1) - d1 floordiv 2, (d0 + s0) - (d1 floordiv s1) * s1, (d0 + s0) + (d1 floordiv 2) * (s1 + 2))>",
    "affine_map<(d0, d1)[s0] -> (((d0 + d1 * 2) + (d0 floordiv 3) * 5) - (d0 + (d1 * 2 + (d0 floordiv 3) * 5)), ((d0 + s0) + (d0 floordiv 3) * 5) - (d0 + ((d0 floordiv 3) * 5 + s0)), (d0 + d1 floordiv 2) - d1 floordiv 2)>",
    "affine_set<(d0, d1)[s0] : (d0 - 1 >= 0, d1 == s0, -d0 + 10 >= 0)>",
    "affine_set<() : (0 == 0)>",
    "affine_set<(d0) : ()>",
    "affine_set<()[s0] : (s0 >= 0)>",
    "affine_set<(d0) : (d0 >= 0, d0 <= 10)>",
    "affine_set<(d0)[s0] : (d0 * 2 - s0 == 0)>",
    "affine_set<(d0, d1)[s0] : (d0 <= d1, d0 == 0, 5 >= d0, d0 > = 3, s0 * 2 - 4 == d1)>",
    "affine_set<(d0, d1) : (d0 - (d1 + 1) >= 0, (d0 + d1) mod 2 == 0, 3 <= 2)>",
]  # fmt: skip

MEMREFS = [
    "memref<4x4xf32, affine_map<(d0, d1) -> (d0, d1)>>",
    "memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>",
    "memref<4xf32, affine_map<(d0)[s0] -> (d0)>>",
    "memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>, 1>",
    "memref<f32, affine_map<() -> ()>>",
    "memref<f32, affine_map<() -> (0)>>",
    "memref<4xf32, affine_map<(d0) -> (d0 + 1)>, affine_map<(d0) -> (d0)>>",
    "memref<4xf32, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0 + 1)>>",
    "memref<4x?xf32, affine_map<(d0, d1) -> (d0, d1, 0)>>",
]


@dataclass
class MlirRun:
    stdout: str
    attrs: dict[str, str]  # key -> the attribute as printed, aliases resolved


def run_mlir(attrs: list[str], tmp_path: Path) -> MlirRun:
    """Print `{m0 = attrs[0], ...}` with mlir-opt-22, in one run."""
    body = ", ".join(f"m{i} = {a}" for i, a in enumerate(attrs))
    src = tmp_path / "batch.mlir"
    src.write_text(f'"tst.op"() {{{body}}} : () -> ()\n')
    r = subprocess.run(
        [str(MLIR_OPT), "--allow-unregistered-dialect", "--mlir-print-op-generic", str(src)],
        capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert r.returncode == 0, r.stderr
    aliases = dict(re.findall(r"^(#\w+) = (.*)$", r.stdout, re.M))
    op = re.search(r'"tst\.op"\(\) \{(.*)\} : \(\) -> \(\)', r.stdout)
    assert op is not None, r.stdout
    printed = {}
    for entry in re.split(r", (?=m\d+ = )", op.group(1)):
        key, value = entry.split(" = ", 1)
        printed[key] = aliases.get(value, value)
    return MlirRun(r.stdout, printed)


def pdlx_print(attr: str) -> str:
    keyword, body = attr.split("<", 1)
    assert keyword in ("affine_map", "affine_set") and body.endswith(">")
    return parse_affine_map_or_set(body[:-1]).print(None)  # type: ignore[arg-type]


def compare(attrs: list[str], tmp_path: Path) -> MlirRun:
    run = run_mlir(attrs, tmp_path)
    mismatches = [
        f"{a}\n  mlir-opt: {run.attrs[f'm{i}']}\n  pdlx:     {pdlx_print(a)}"
        for i, a in enumerate(attrs)
        if pdlx_print(a) != run.attrs[f"m{i}"]
    ]
    assert not mismatches, "\n".join(mismatches)
    return run


def pdlx_opt(path: Path) -> str:
    from pdlx.cli import run

    out, err = io.StringIO(), io.StringIO()
    rc = run(
        ["--allow-unregistered-dialect", "--mlir-print-op-generic", str(path)],
        stdout=out,
        stderr=err,
    )
    assert rc == 0, err.getvalue()
    return out.getvalue()


@needs_mlir
def test_handwritten_match_mlir(tmp_path: Path) -> None:
    compare(HANDWRITTEN, tmp_path)


@needs_mlir
def test_whole_output_matches_mlir(tmp_path: Path) -> None:
    """Through pdlx-opt: aliases (`#map`, `#set`), and memref layouts."""
    run = run_mlir(HANDWRITTEN + MEMREFS, tmp_path)
    assert pdlx_opt(tmp_path / "batch.mlir") == run.stdout


# Random expressions: trees rendered with the parentheses precedence needs
# (and some more), kept affine by construction so that one bad map cannot
# fail the whole batch. Hypothesis supplies the seed: drawing each node
# through Hypothesis would make a batch of maps take seconds to generate.

_LOW = ("+", "-")
_OPS = ("+", "-", "*", "floordiv", "ceildiv", "mod", "neg")
_CONSTS = (*range(13), 16, 64, 100, 128, 1000003)
_DIM_NAMES = (("d0", "d1", "d2"), ("i", "j", "k"), ("x.y", "z$1", "_w"))
_SYM_NAMES = (("s0", "s1"), ("N", "M"))


@dataclass
class Node:
    text: str
    prec: int  # 1: + -, 2: * floordiv ceildiv mod, 3: an operand


def _paren(n: Node, need: bool) -> str:
    return f"({n.text})" if need else n.text


def random_expr(
    rng: random.Random, dims: tuple[str, ...], syms: tuple[str, ...], depth: int
) -> Node:
    if depth == 0 or rng.random() < 0.25:
        return Node(rng.choice([*dims, *syms, str(rng.choice(_CONSTS))]), 3)
    op = rng.choice(_OPS)
    extra = rng.random() < 0.3
    if op == "neg":
        a = random_expr(rng, dims, syms, depth - 1)
        return Node("-" + _paren(a, a.prec < 3 or extra), 3)
    a = random_expr(rng, dims, syms, depth - 1)
    # The right operand of floordiv/ceildiv/mod and one factor of a product
    # must not use dims.
    b = random_expr(rng, dims if op in _LOW else (), syms, depth - 1)
    if op == "*" and rng.random() < 0.5:
        a, b = b, a
    prec = 1 if op in _LOW else 2
    return Node(f"{_paren(a, a.prec < prec)} {op} {_paren(b, b.prec <= prec or extra)}", prec)


def random_attr(rng: random.Random) -> str:
    dims = rng.choice(_DIM_NAMES)[: rng.randint(0, 3)]
    syms = rng.choice(_SYM_NAMES)[: rng.randint(0, 2)]
    ids = f"({', '.join(dims)})"
    if syms or rng.random() < 0.2:
        ids += f"[{', '.join(syms)}]"
    if rng.random() < 0.6:
        results = [random_expr(rng, dims, syms, 4).text for _ in range(rng.randint(0, 4))]
        return f"affine_map<{ids} -> ({', '.join(results)})>"
    cs = [
        f"{random_expr(rng, dims, syms, 3).text} {rng.choice(['>=', '<=', '=='])} "
        f"{random_expr(rng, dims, syms, 3).text}"
        for _ in range(rng.randint(0, 3))
    ]
    return f"affine_set<{ids} : ({', '.join(cs)})>"


@needs_mlir
@settings(max_examples=5, deadline=None, phases=[Phase.explicit, Phase.reuse, Phase.generate])
@given(st.integers(0, 2**64 - 1))
def test_random_match_mlir(seed: int) -> None:
    rng = random.Random(seed)
    with tempfile.TemporaryDirectory() as d:
        compare([random_attr(rng) for _ in range(150)], Path(d))
