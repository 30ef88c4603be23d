"""Views print as MLIR does: `str(op)` is `op->print(os)` (custom form,
values named from the closest isolated-from-above ancestor), reprs name the
op and its location, values show their SSA names."""

from __future__ import annotations

import os
import shutil
import subprocess

import pytest

import pdlx

MLIR_OPT = shutil.which(os.environ.get("MLIR_OPT", "mlir-opt-22"))

PAYLOAD = """\
module {
  func.func @f(%a: i32, %b: i32) -> i32 {
    %c = arith.constant 1 : i32
    %0 = arith.addi %a, %b : i32
    %1 = scf.execute_region -> i32 {
      %2 = arith.muli %0, %c : i32
      scf.yield %2 : i32
    }
    return %1 : i32
  }
  func.func @g(%x: i32) -> i32 {
    %0:2 = "test.two"(%x) : (i32) -> (i32, i32)
    %1 = arith.addi %0#1, %x : i32
    return %1 : i32
  }
}
"""

NAMES = ("arith.addi", "arith.muli", "scf.execute_region")

SCRIPT = """\
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{["arith.addi", "arith.muli", "scf.execute_region"]}
      in %root : (!transform.any_op) -> !transform.any_op
    transform.foreach %m : !transform.any_op {
    ^bb0(%o: !transform.any_op):
      transform.print %o : !transform.any_op
    }
    transform.yield
  }
}
"""


def _ops(snap: pdlx.Snapshot) -> list[pdlx.Operation]:
    return [op for op in snap.root_op.walk(post_order=True) if op.name in NAMES]


def test_str_op_is_custom_form_with_local_names() -> None:
    snap = pdlx.parse(PAYLOAD, "payload.mlir")
    texts = [str(op) for op in _ops(snap)]
    assert texts == [
        "%0 = arith.addi %arg0, %arg1 : i32",
        "%2 = arith.muli %0, %c1_i32 : i32",
        "%1 = scf.execute_region -> i32 {\n  %2 = arith.muli %0, %c1_i32 : i32\n"
        "  scf.yield %2 : i32\n}",
        "%1 = arith.addi %0#1, %arg0 : i32",
    ]
    assert "<<UNKNOWN SSA VALUE>>" not in "".join(texts)


def test_reprs_show_name_location_and_ssa_names() -> None:
    snap = pdlx.parse(PAYLOAD, "payload.mlir")
    add = _ops(snap)[0]
    assert repr(add) == "<Operation arith.addi at payload.mlir:4:10>"
    assert [repr(v) for v in add.operands] == ["<Value %arg0 : i32>", "<Value %arg1 : i32>"]
    assert repr(add.result(0)) == "<Value %0 : i32>" and str(add.result(0)) == "%0 : i32"
    two = _ops(snap)[3].operand(0)
    assert two.name == "%0#1"
    const = _ops(snap)[1].operand(1)
    assert const.name == "%c1_i32"


def test_repr_of_erased_and_unlocated() -> None:
    snap = pdlx.parse("module {}")
    assert repr(snap.root_op) == "<Operation builtin.module at -:1:1>"
    assert repr(snap.op(10**9)) == f"<Operation #{10**9} (erased)>"
    assert repr(snap.value(10**9)) == f"<Value #{10**9} (erased)>"


def test_transform_print_is_captured_and_matches_str() -> None:
    """`Result.printed` holds `transform.print`'s output, which is `str(op)`
    for each op (MLIR prints with `op->print` too)."""
    snap = pdlx.parse(PAYLOAD, "payload.mlir")
    result = pdlx.match_and_transform(snap, SCRIPT)
    assert result.ok, [str(d) for d in result.diagnostics]
    expected = "".join(f"[[[ IR printer: ]]]\n{op}\n" for op in _ops(snap))
    assert result.printed == expected


@pytest.mark.skipif(MLIR_OPT is None, reason="needs mlir-opt-22")
def test_str_op_matches_mlir_opt(tmp_path: os.PathLike[str]) -> None:
    """What mlir-opt-22's `transform.print` prints for each op (its
    `op->print`), against `str(op)`."""
    payload = PAYLOAD.replace(
        '%0:2 = "test.two"(%x) : (i32) -> (i32, i32)', "%z = arith.subi %x, %x : i32"
    )
    payload = payload.replace("%0#1", "%z")
    path = os.path.join(os.fspath(tmp_path), "in.mlir")
    with open(path, "w") as f:
        f.write(payload.replace("module {", "module {\n module {", 1) + SCRIPT + "}\n")
    proc = subprocess.run(
        [MLIR_OPT, "--transform-interpreter", path], capture_output=True, text=True, timeout=60
    )
    assert proc.returncode == 0, proc.stderr
    printed = proc.stdout.split("\nmodule {", 1)[0]
    snap = pdlx.parse(payload)
    assert printed.strip() == "".join(f"[[[ IR printer: ]]]\n{op}\n" for op in _ops(snap)).strip()


INVALID = """\
module {
  func.func @f(%a: i32) -> i32 {
    %c = arith.constant 1 : i32
    %0 = arith.addi %a, %c : i32
    return
  }
}
"""


def test_op_in_a_scope_that_fails_to_verify_prints_generically() -> None:
    """As MLIR's AsmState does (verifyOpAndAdjustFlags): generic form, and
    generic numbering for values too."""
    snap = pdlx.parse(INVALID)
    add = next(op for op in snap.root_op.walk() if op.name == "arith.addi")
    assert str(add).startswith('%1 = "arith.addi"(%arg0, %0)')
    assert add.operand(1).name == "%0"


@pytest.mark.skipif(MLIR_OPT is None, reason="needs mlir-opt-22")
def test_invalid_scope_matches_mlir_opt(tmp_path: os.PathLike[str]) -> None:
    """mlir-opt-22 prints an op of an unverified payload with
    `transform.print` when told not to verify it; with
    --mlir-print-local-scope, its `op->print` numbers as `str(op)` does."""
    script = SCRIPT.replace('"arith.addi", "arith.muli", "scf.execute_region"', '"arith.addi"')
    path = os.path.join(os.fspath(tmp_path), "in.mlir")
    with open(path, "w") as f:
        f.write(INVALID.replace("module {", "module {\n module {", 1) + script + "}\n")
    proc = subprocess.run(
        [
            MLIR_OPT,
            "--mlir-print-local-scope",
            "--mlir-very-unsafe-disable-verifier-on-parsing",
            "--transform-interpreter",
            path,
        ],
        capture_output=True,
        text=True,
        timeout=60,
    )
    snap = pdlx.parse(INVALID)
    add = next(op for op in snap.root_op.walk() if op.name == "arith.addi")
    assert proc.stdout.startswith(f"[[[ IR printer: ]]]\n{add}\n"), proc.stdout + proc.stderr
