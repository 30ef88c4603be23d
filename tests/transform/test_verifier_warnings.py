"""A run whose verifier only warns goes on: the module is printed and the
exit status is 0, as mlir-opt's (issue 13, deliverable 2)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

SCRIPT = """\
module attributes {transform.with_named_sequence} {
  func.func @f() {
    return
  }
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.consumed}) {
    transform.yield
  }
}
"""
WARNING = "warning: op argument #0 is not consumed in the body but is marked as consumed"
MLIR_OPT = shutil.which("mlir-opt-22")


def _pdlx(path: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "pdlx.cli", "--transform-interpreter", str(path)],
        capture_output=True,
        text=True,
    )


def test_warnings_only_exit_zero_and_print_the_module(tmp_path: Path) -> None:
    src = tmp_path / "warn.mlir"
    src.write_text(SCRIPT)
    got = _pdlx(src)
    assert got.returncode == 0, got.stderr
    assert got.stdout.startswith("module attributes {transform.with_named_sequence}")
    assert WARNING in got.stderr
    assert "error" not in got.stderr


@pytest.mark.skipif(MLIR_OPT is None, reason="mlir-opt-22 is not installed")
def test_same_output_and_status_as_mlir_opt(tmp_path: Path) -> None:
    src = tmp_path / "warn.mlir"
    src.write_text(SCRIPT)
    assert MLIR_OPT is not None
    want = subprocess.run(
        [MLIR_OPT, "--transform-interpreter", str(src)], capture_output=True, text=True
    )
    got = _pdlx(src)
    assert (got.returncode, got.stdout) == (want.returncode, want.stdout)
    # mlir-opt repeats the warning at each of its verifications (docs/transform.md):
    # the text of each is the same.
    assert set(got.stderr.split(WARNING)[1:]) <= set(want.stderr.split(WARNING)[1:])
