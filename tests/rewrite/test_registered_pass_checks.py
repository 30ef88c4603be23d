"""`transform.apply_registered_pass` asks what MLIR's pass manager asks
before it runs a pass on an op (`pdlx.passes.adaptor.schedule_check`), and
symbol-dce what it asks of its op, with mlir-opt-22's messages (recorded
below, byte for byte; compared with a run of mlir-opt-22 when it is
installed). The passes used to run there and succeed."""

from __future__ import annotations

import io
import shutil
import subprocess
from pathlib import Path

import pytest

from pdlx.cli import run

MLIR_OPT = shutil.which("mlir-opt-22")

PAYLOAD = """func.func @f(%c: i1) -> i32 {
  %r = scf.if %c -> i32 {
    %a = arith.constant 1 : i32
    scf.yield %a : i32
  } else {
    %b = arith.constant 2 : i32
    scf.yield %b : i32
  }
  "test.unreg"() ({
    %z = arith.constant 3 : i32
    "test.term"() : () -> ()
  }) : () -> ()
  return %r : i32
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %0 = transform.structured.match ops{["OP"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %1 = transform.apply_registered_pass "PASS" to %0 : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
"""

NOT_ISOLATED = """F:2:8: error: 'scf.if' op trying to schedule a pass on an operation not marked as 'IsolatedFromAbove'
  %r = scf.if %c -> i32 {
       ^
F:2:8: note: see current operation: 
%0 = "scf.if"(%arg0) ({
  %3 = "arith.constant"() <{value = 1 : i32}> : () -> i32
  "scf.yield"(%3) : (i32) -> ()
}, {
  %2 = "arith.constant"() <{value = 2 : i32}> : () -> i32
  "scf.yield"(%2) : (i32) -> ()
}) : (i1) -> i32
F:19:10: error: pass pipeline failed
    %1 = transform.apply_registered_pass "canonicalize" to %0 : (!transform.any_op) -> !transform.any_op
         ^
F:2:8: note: target op
  %r = scf.if %c -> i32 {
       ^
"""  # noqa: W291

UNREGISTERED = """F:9:3: error: 'test.unreg' op trying to schedule a pass on an unregistered operation
  "test.unreg"() ({
  ^
F:9:3: note: see current operation: 
"test.unreg"() ({
  %1 = "arith.constant"() <{value = 3 : i32}> : () -> i32
  "test.term"() : () -> ()
}) : () -> ()
F:19:10: error: pass pipeline failed
    %1 = transform.apply_registered_pass "cse" to %0 : (!transform.any_op) -> !transform.any_op
         ^
F:9:3: note: target op
  "test.unreg"() ({
  ^
"""  # noqa: W291

NOT_A_SYMBOL_TABLE = """F:1:1: error: 'func.func' op  was scheduled to run under SymbolDCE, but does not define a symbol table
func.func @f(%c: i1) -> i32 {
^
F:1:1: note: see current operation: 
"func.func"() <{function_type = (i1) -> i32, sym_name = "f"}> ({
^bb0(%arg0: i1):
  %0 = "scf.if"(%arg0) ({
    %3 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "scf.yield"(%3) : (i32) -> ()
  }, {
    %2 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    "scf.yield"(%2) : (i32) -> ()
  }) : (i1) -> i32
  "test.unreg"() ({
    %1 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    "test.term"() : () -> ()
  }) : () -> ()
  "func.return"(%0) : (i32) -> ()
}) : () -> ()
F:19:10: error: pass pipeline failed
    %1 = transform.apply_registered_pass "symbol-dce" to %0 : (!transform.any_op) -> !transform.any_op
         ^
F:1:1: note: target op
func.func @f(%c: i1) -> i32 {
^
"""  # noqa: W291

CASES = [
    ("scf.if", "canonicalize", NOT_ISOLATED),
    ("test.unreg", "cse", UNREGISTERED),
    ("func.func", "symbol-dce", NOT_A_SYMBOL_TABLE),
]
FLAGS = ["--allow-unregistered-dialect", "--transform-interpreter"]


def _input(tmp_path: Path, op: str, pass_name: str) -> Path:
    path = tmp_path / "in.mlir"
    path.write_text(PAYLOAD.replace("OP", op).replace("PASS", pass_name))
    return path


@pytest.mark.parametrize(("op", "pass_name", "expected"), CASES)
def test_pass_manager_checks(tmp_path: Path, op: str, pass_name: str, expected: str) -> None:
    path = _input(tmp_path, op, pass_name)
    out, err = io.StringIO(), io.StringIO()
    rc = run([*FLAGS, str(path)], stdout=out, stderr=err)
    assert rc == 1 and out.getvalue() == ""
    assert err.getvalue() == expected.replace("F:", f"{path}:")


@pytest.mark.skipif(MLIR_OPT is None, reason="mlir-opt-22 is not installed")
@pytest.mark.parametrize(("op", "pass_name", "expected"), CASES)
def test_pass_manager_checks_match_mlir_opt(
    tmp_path: Path, op: str, pass_name: str, expected: str
) -> None:
    assert MLIR_OPT is not None
    path = _input(tmp_path, op, pass_name)
    ref = subprocess.run([MLIR_OPT, *FLAGS, str(path)], capture_output=True, text=True)
    assert ref.returncode == 1
    assert ref.stderr == expected.replace("F:", f"{path}:")


def test_a_pass_on_an_isolated_symbol_table_still_runs(tmp_path: Path) -> None:
    path = _input(tmp_path, "func.func", "cse")
    out, err = io.StringIO(), io.StringIO()
    assert run([*FLAGS, str(path)], stdout=out, stderr=err) == 0, err.getvalue()
