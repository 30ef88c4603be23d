"""Parser and printer differences from mlir-opt-22 found by the differential
fuzzer (tests/fuzz, issue 13). Each expected output is mlir-opt-22's, copied
byte for byte; where mlir-opt-22 is installed it is also compared live."""

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
    (tmp_path / "in.mlir").write_text(text)
    out, err = io.StringIO(), io.StringIO()
    cwd = os.getcwd()
    os.chdir(tmp_path)
    try:
        rc = run([*flags, "in.mlir"], stdout=out, stderr=err)
    finally:
        os.chdir(cwd)
    return rc, out.getvalue(), err.getvalue()


def _mlir_opt(tmp_path: Path, text: str, *flags: str) -> tuple[int, str, str]:
    assert MLIR_OPT is not None
    (tmp_path / "in.mlir").write_text(text)
    r = subprocess.run([MLIR_OPT, *flags, "in.mlir"], capture_output=True, text=True, cwd=tmp_path)
    return r.returncode, r.stdout, r.stderr


CASES: dict[str, tuple[str, tuple[str, ...], tuple[int, str, str]]] = {}
"""name -> (input, flags, mlir-opt-22's (status, stdout, stderr))."""

# transform.print {skip_regions}: regions printed as `{...}` give no alias
# (pdlx printed `#map = ...` for an attribute only used inside them).
CASES["skip_regions_no_alias"] = (
    """\
#map = affine_map<() -> ()>
module attributes {transform.with_named_sequence} {
  "foo.use"() {u = #map} : () -> ()
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    transform.print %arg0 {name = "p", skip_regions} : !transform.any_op
    transform.yield
  }
}
""",
    ("--allow-unregistered-dialect", "--transform-interpreter"),
    (
        0,
        """\
[[[ IR printer: p ]]]
module attributes {transform.with_named_sequence} {...}

#map = affine_map<() -> ()>
module attributes {transform.with_named_sequence} {
  "foo.use"() {u = #map} : () -> ()
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    transform.print %arg0 {name = "p", skip_regions} : !transform.any_op
    transform.yield\x20
  }
}

""",
        "",
    ),
)

# cf.switch: `%x#N` is refused in the default destination's operands (even
# `#0`, at the `#`) and allowed in the cases' (pdlx had it the other way round).
CASES["switch_default_result_number"] = (
    'func.func @f(%c: i1) -> i64 {\n  %r:2 = "foo.op"() : () -> (i64, i64)\n  cf.br ^bb1(%r#1 : i64)\n^bb1(%x: i64):\n  cf.switch %x : i64, [\n    default: ^bb2(%r#0 : i64),\n    4: ^bb2(%r#1 : i64)\n  ]\n^bb2(%y: i64):\n  return %y : i64\n}\n',
    ("--allow-unregistered-dialect",),
    (
        1,
        "",
        "in.mlir:6:21: error: result number not allowed in argument list\n    default: ^bb2(%r#0 : i64),\n                    ^\n",
    ),
)

# cf.switch: a case's operands may name a result `%x#N`.
CASES["switch_case_result_number"] = (
    'func.func @f(%c: i1) -> i64 {\n  %r:2 = "foo.op"() : () -> (i64, i64)\n  cf.br ^bb1(%r#1 : i64)\n^bb1(%x: i64):\n  cf.switch %x : i64, [\n    default: ^bb2(%x : i64),\n    4: ^bb2(%r#1 : i64)\n  ]\n^bb2(%y: i64):\n  return %y : i64\n}\n',
    ("--allow-unregistered-dialect",),
    (
        0,
        'module {\n  func.func @f(%arg0: i1) -> i64 {\n    %0:2 = "foo.op"() : () -> (i64, i64)\n    cf.br ^bb1(%0#1 : i64)\n  ^bb1(%1: i64):  // pred: ^bb0\n    cf.switch %1 : i64, [\n      default: ^bb2(%1 : i64),\n      4: ^bb2(%0#1 : i64)\n    ]\n  ^bb2(%2: i64):  // 2 preds: ^bb1, ^bb1\n    return %2 : i64\n  }\n}\n\n',
        "",
    ),
)

# A function argument written `%a#0`: refused at the `#` (pdlx took `#0` as no number).
CASES["argument_result_number_zero"] = (
    "func.func @f(%a#0: index) {\n  return\n}\n",
    (),
    (
        1,
        "",
        "in.mlir:1:16: error: result number not allowed in argument list\nfunc.func @f(%a#0: index) {\n               ^\n",
    ),
)


@pytest.mark.parametrize("name", sorted(CASES))
def test_as_mlir_opt_printed_it(name: str, tmp_path: Path) -> None:
    text, flags, expected = CASES[name]
    assert _pdlx(tmp_path, text, *flags) == expected


@pytest.mark.skipif(MLIR_OPT is None, reason="mlir-opt-22 is not installed: no live reference")
@pytest.mark.parametrize("name", sorted(CASES))
def test_expected_is_still_mlir_opts(name: str, tmp_path: Path) -> None:
    text, flags, expected = CASES[name]
    assert _mlir_opt(tmp_path, text, *flags) == expected
