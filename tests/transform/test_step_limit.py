"""The transform interpreter's step limit (`Interpreter.max_steps`, the
`max_steps` parameter of `pdlx.match_and_transform`, pdlx-opt's
`--pdlx-transform-max-steps=N`): off by default, as in MLIR; when set, a
run that would apply more transform ops stops with a located error and
leaves the payload as it was."""

from __future__ import annotations

import io
from pathlib import Path

import pdlx
from pdlx.cli import run

SCRIPT = """module attributes {transform.with_named_sequence} {
  func.func @f() {
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.foreach %f : !transform.any_op {
    ^bb0(%x: !transform.any_op):
      transform.annotate %x "a" : !transform.any_op
      transform.annotate %x "b" : !transform.any_op
    }
    transform.yield
  }
}
"""

MESSAGE = "the transform interpreter's step limit was reached: 4 transform op applications"


def test_the_api_stops_at_the_step_limit() -> None:
    payload = pdlx.parse(SCRIPT)
    result = pdlx.match_and_transform(payload, payload, max_steps=4)
    assert not result.ok
    (d,) = result.diagnostics
    assert str(d.message) == MESSAGE
    assert str(d.loc) == 'loc("-":10:7)'  # the second annotate, the fifth op applied
    assert result.payload is payload


def test_no_limit_by_default_and_a_generous_one_changes_nothing() -> None:
    payload = pdlx.parse(SCRIPT)
    for steps in (None, 5):
        result = pdlx.match_and_transform(payload, payload, max_steps=steps)
        assert result.ok, result.diagnostics


def test_pdlx_opt_flag(tmp_path: Path) -> None:
    path = tmp_path / "s.mlir"
    path.write_text(SCRIPT)
    out, err = io.StringIO(), io.StringIO()
    argv = ["--transform-interpreter", str(path)]
    assert run(["--pdlx-transform-max-steps=4", *argv], stdout=out, stderr=err) == 1
    assert err.getvalue().startswith(f"{path}:10:7: error: {MESSAGE}\n")
    assert out.getvalue() == ""
    out, err = io.StringIO(), io.StringIO()
    assert run(["--pdlx-transform-max-steps", "5", *argv], stdout=out, stderr=err) == 0
    assert "{a, b}" in out.getvalue()
