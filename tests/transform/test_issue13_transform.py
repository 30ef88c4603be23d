"""Issue 13 (deliverable 5): transform scripts that used to end in a Python
traceback or a wrong message. Where mlir-opt-22 has a behaviour, its output
is copied here byte for byte and, when it is installed, compared live."""

from __future__ import annotations

import io
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from pdlx.cli import run

MLIR_OPT = shutil.which(os.environ.get("MLIR_OPT", "mlir-opt-22"))


def _pdlx(tmp_path: Path, text: str, *flags: str) -> tuple[int, str, str]:
    src = tmp_path / "in.mlir"
    src.write_text(text)
    out, err = io.StringIO(), io.StringIO()
    rc = run([str(src), *flags], stdout=out, stderr=err)
    return rc, out.getvalue(), err.getvalue()


def _mlir_opt(tmp_path: Path, text: str, *flags: str) -> tuple[int, str, str]:
    assert MLIR_OPT is not None
    src = tmp_path / "in.mlir"
    src.write_text(text)
    r = subprocess.run([MLIR_OPT, str(src), *flags], capture_output=True, text=True)
    return r.returncode, r.stdout, r.stderr


# ---------------------------------------------------------------------------
# A foreach_match action that re-enters foreach_match with itself

REENTER = """\
module attributes {transform.with_named_sequence} {
  func.func @f() {
    return
  }
  transform.named_sequence @match(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["func.return"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @action(%op: !transform.any_op {transform.readonly}) {
    %root = transform.get_parent_op %op {isolated_from_above} : (!transform.any_op) -> !transform.any_op
    %m = transform.get_parent_op %root : (!transform.any_op) -> !transform.any_op
    %r = transform.foreach_match in %m @match -> @action : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %r = transform.foreach_match in %root @match -> @action : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
"""

# mlir-opt-22 (a release build reuses the open region scope).
REENTER_ERR = """\
{f}:10:13: error: op uses a handle invalidated by a previously executed transform op
    %root = transform.get_parent_op %op {{isolated_from_above}} : (!transform.any_op) -> !transform.any_op
            ^
{f}:9:36: note: handle to invalidated ops
  transform.named_sequence @action(%op: !transform.any_op {{transform.readonly}}) {{
                                   ^
{f}:12:10: note: invalidated by this transform op that consumes its operand #0 and invalidates all handles to payload IR entities associated with this operand and entities nested in them
    %r = transform.foreach_match in %m @match -> @action : (!transform.any_op) -> !transform.any_op
         ^
{f}:1:1: note: ancestor payload op
module attributes {{transform.with_named_sequence}} {{
^
{f}:3:5: note: nested payload op
    return
    ^
"""


def test_foreach_match_reentering_itself_reports_an_invalidated_handle(tmp_path: Path) -> None:
    rc, out, err = _pdlx(tmp_path, REENTER, "--transform-interpreter")
    assert (rc, out) == (1, "")
    assert err == REENTER_ERR.format(f=tmp_path / "in.mlir")


@pytest.mark.skipif(MLIR_OPT is None, reason="needs mlir-opt-22")
def test_foreach_match_reentering_itself_as_mlir_opt(tmp_path: Path) -> None:
    assert _pdlx(tmp_path, REENTER, "--transform-interpreter") == _mlir_opt(
        tmp_path, REENTER, "--transform-interpreter"
    )


# ---------------------------------------------------------------------------
# A negative operand or result position (mlir-opt-22 crashes there)

NEGATIVE = """\
module attributes {{transform.with_named_sequence}} {{
  func.func @f(%a: i32) -> i32 {{
    %0 = arith.addi %a, %a : i32
    %1 = arith.muli %0, %a : i32
    return %1 : i32
  }}
  transform.named_sequence @__transform_main(%root: !transform.any_op {{transform.readonly}}) {{
    %m = transform.structured.match ops{{["arith.muli"]}} in %root : (!transform.any_op) -> !transform.any_op
    %p = transform.{op} %m[-1] : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %p, "found" : !transform.any_op
    transform.yield
  }}
}}
"""


@pytest.mark.parametrize(
    ("op", "attr"),
    [("get_producer_of_operand", "operand_number"), ("get_consumers_of_result", "result_number")],
)
def test_negative_position_is_a_located_error(tmp_path: Path, op: str, attr: str) -> None:
    rc, out, err = _pdlx(tmp_path, NEGATIVE.format(op=op), "--transform-interpreter")
    assert (rc, out) == (1, "")
    first = err.splitlines()[0]
    assert first == (
        f"{tmp_path / 'in.mlir'}:9:10: error: 'transform.{op}' op attribute '{attr}' "
        "failed to satisfy constraint: 64-bit signless integer attribute whose value is "
        "non-negative"
    )
    assert "Traceback" not in err and "remark" not in err
