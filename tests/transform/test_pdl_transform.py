"""PDL in the transform dialect (pdlx/pdl/transform_ops.py):
`transform.pdl_match` inside `transform.with_pdl_patterns` with MLIR's
semantics and messages, and pdlx's `transform.apply_pdl_patterns`.

tests/conformance/corpus/pdl_run/transform/pdl-extension.mlir is upstream's
Dialect/Transform/test-pdl-extension.mlir (an older revision that MLIR 22
cannot run) rewritten for MLIR 22's interpreter; it runs under
--verify-diagnostics with pdlx-opt and, live, with mlir-opt-22.
apply-pdl-patterns.mlir exercises the extension op (pdlx only).
"""

from __future__ import annotations

import io
import os
import shutil
import subprocess

import data_paths
import pytest

import pdlx
from pdlx.cli import run

CORPUS = data_paths.CORPUS / "pdl_run" / "transform"
MLIR_OPT = shutil.which(os.environ.get("MLIR_OPT", "mlir-opt-22"))
FLAGS = [
    "--transform-interpreter",
    "-allow-unregistered-dialect",
    "--split-input-file",
    "--verify-diagnostics",
]


@pytest.fixture(autouse=True)
def _no_testing_env(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("PDLX_TESTING", raising=False)


@pytest.mark.parametrize("name", ["pdl-extension.mlir", "apply-pdl-patterns.mlir"])
def test_verify_diagnostics(name: str) -> None:
    out, err = io.StringIO(), io.StringIO()
    rc = run(["--pdlx-testing", str(CORPUS / name), *FLAGS], stdout=out, stderr=err)
    assert rc == 0, err.getvalue()


@pytest.mark.skipif(MLIR_OPT is None, reason="needs mlir-opt-22")
def test_pdl_extension_passes_with_mlir_opt() -> None:
    assert MLIR_OPT is not None
    r = subprocess.run(
        [MLIR_OPT, str(CORPUS / "pdl-extension.mlir"), *FLAGS], capture_output=True, text=True
    )
    assert r.returncode == 0, r.stderr


def test_pdl_match_through_the_python_api() -> None:
    script = """
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.with_pdl_patterns %root : !transform.any_op {
    ^bb0(%arg0: !transform.any_op):
      pdl.pattern @adds : benefit(1) {
        %x = pdl.operand
        %y = pdl.operand
        %t = pdl.type
        %op = pdl.operation "test.add"(%x, %y : !pdl.value, !pdl.value) -> (%t : !pdl.type)
        pdl.rewrite %op with "transform.dialect"
      }
      transform.sequence %arg0 : !transform.any_op failures(propagate) {
      ^bb1(%arg1: !transform.any_op):
        %m = transform.pdl_match @adds in %arg1 : (!transform.any_op) -> !transform.any_op
        transform.debug.emit_remark_at %m, "two operands" : !transform.any_op
      }
    }
    transform.yield
  }
}
"""
    payload = """
func.func @f(%a: f32, %c: f32) -> f32 {
  %0 = "test.add"(%a, %c) : (f32, f32) -> f32
  %1 = "test.add"(%0, %c) : (f32, f32) -> f32
  %2 = "test.add"(%1) : (f32) -> f32
  return %2 : f32
}
"""
    if not hasattr(pdlx, "match_and_transform"):
        pytest.skip("pdlx.match_and_transform not available")
    result = pdlx.match_and_transform(payload, script)
    assert result.ok, [str(d.message) for d in result.diagnostics]
    remarks = [d for d in result.diagnostics if d.message == "two operands"]
    assert [d.loc.line for d in remarks] == [3, 4]  # type: ignore[attr-defined]
