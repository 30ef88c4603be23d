"""pdlx-opt helps: `--help` lists the passes as mlir-opt's does, `--version`,
LLVM's "Did you mean" for unknown flags and pass names, MLIR 22 ops pdlx
lacks named as such, warnings for match ops naming ops that exist nowhere,
and diagnostics as JSON lines."""

from __future__ import annotations

import io
import json
import os
import shutil
import subprocess
from pathlib import Path

import data_paths
import pytest

import pdlx
from pdlx import passes
from pdlx.cli import run
from pdlx.ir.mlir22 import mlir22_transform_ops

MLIR_OPT = shutil.which(os.environ.get("MLIR_OPT", "mlir-opt-22"))

LINT = """\
module {
  func.func @f(%a: i32) -> i32 {
    %0 = arith.muli %a, %a : i32
    return %0 : i32
  }
  module attributes {transform.with_named_sequence} {
    transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
      %m = transform.structured.match ops{["arith.mul", "arith.muli", "tst.none"]} in %root
        : (!transform.any_op) -> !transform.any_op
      transform.yield
    }
  }
}
"""


def _run(args: list[str], stdin_file: Path | None = None) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = run(args, stdout=out, stderr=err)
    return code, out.getvalue(), err.getvalue()


def test_help_lists_every_pass_with_its_summary(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as e:
        run(["--help"])
    assert e.value.code == 0
    text = capsys.readouterr().out
    assert "  Compiler passes to run\n    Passes:\n" in text
    for info in passes.registered().values():
        line = f"      --{info.name}".ljust(73) + f"-   {info.summary}"
        assert line.rstrip() in text.splitlines(), info.name
    assert "        --top-down=<value>" in text
    assert "--pdlx-diagnostics-format" in text and "--version" in text


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as e:
        run(["--version"])
    assert e.value.code == 0
    assert capsys.readouterr().out.startswith("pdlx-opt version ")


@pytest.mark.parametrize(
    ("flag", "suggestion"),
    [
        ("--mlir-print-op-genric", "--mlir-print-op-generic"),
        ("-canonicalise", "--canonicalize"),
        ("--transform-interpeter", "--transform-interpreter"),
        ("--split-input-fil", "--split-input-file"),
        ("--allow-unregistered-dialects", "--allow-unregistered-dialect"),
        ("--mlir-print-ir-after-al", "--mlir-print-ir-after-all"),
    ],
)
def test_did_you_mean(tmp_path: Path, flag: str, suggestion: str) -> None:
    path = tmp_path / "in.mlir"
    path.write_text("module {}\n")
    code, out, err = _run([flag, str(path)])
    assert code == 1 and out == ""
    assert err == (
        f"pdlx-opt: Unknown command line argument '{flag}'.  Try: 'pdlx-opt --help'\n"
        f"pdlx-opt: Did you mean '{suggestion}'?\n"
    )


@pytest.mark.skipif(MLIR_OPT is None, reason="needs mlir-opt-22")
@pytest.mark.parametrize(
    "flag",
    [
        "--mlir-print-op-genric",
        "-canonicalise",
        "-symbol-dc",
        "--verify-diagnostic",
        "-transform-interpeter",
        "--mlir-print-local-scop=1",
        "--mlir-print-ir-after-al",
    ],
)
def test_did_you_mean_as_mlir_opt(tmp_path: Path, flag: str) -> None:
    """The same two lines as mlir-opt-22, its name for pdlx-opt's."""
    assert MLIR_OPT is not None
    path = tmp_path / "in.mlir"
    path.write_text("module {}\n")
    proc = subprocess.run([MLIR_OPT, flag, str(path)], capture_output=True, text=True, timeout=60)
    code, _, err = _run([flag, str(path)])
    expected = proc.stderr.replace(MLIR_OPT, "pdlx-opt").replace("mlir-opt-22", "pdlx-opt")
    assert (code, err) == (proc.returncode, expected)


def test_flag_values_are_not_flags(tmp_path: Path) -> None:
    path = tmp_path / "in.mlir"
    path.write_text("module {}\n")
    code, out, err = _run(["-o", "-", "--output-split-marker", "-x-", str(path)])
    assert (code, err) == (0, "") and out == "module {\n}\n\n"


def test_mlir22_op_pdlx_lacks_is_named(tmp_path: Path) -> None:
    assert "transform.loop.unroll" in mlir22_transform_ops()
    path = tmp_path / "in.mlir"
    path.write_text("module {\n  transform.loop.unroll %x\n}\n")
    code, _, err = _run([str(path)])
    assert code == 1
    assert err.splitlines()[0].endswith("error: custom op 'transform.loop.unroll' is unknown")
    assert (
        f"{path}:2:3: note: `transform.loop.unroll` is an MLIR 22 op that pdlx does not implement"
        in err
    )
    path.write_text('module {\n  "transform.loop.unroll"() : () -> ()\n}\n')
    code, _, err = _run([str(path)])
    assert (
        code == 1 and "`transform.loop.unroll` is an MLIR 22 op that pdlx does not implement" in err
    )
    path.write_text("module {\n  transform.loop.unrol %x\n}\n")
    _, _, err = _run([str(path)])
    assert "MLIR 22 op" not in err


def test_mlir22_op_list_covers_the_td_files() -> None:
    """Every transform op the upstream .td files define is in the list (the
    rest comes from mlir-opt-22's library: tests/conformance/mlir22_transform_ops.py)."""
    import sys

    sys.path.insert(0, str(data_paths.CONFORMANCE))
    try:
        import mlir22_transform_ops as gen
    finally:
        sys.path.pop(0)
    ops = mlir22_transform_ops()
    assert gen.td_ops() <= ops and len(gen.td_ops()) >= 40
    assert {"transform.loop.unroll", "transform.structured.tile_using_for"} <= ops
    assert not any(n in ops for n in ("transform.any_op", "transform.with_named_sequence"))


def test_match_op_naming_an_op_that_exists_nowhere_warns(tmp_path: Path) -> None:
    path = tmp_path / "lint.mlir"
    path.write_text(LINT)
    code, _, err = _run(["--transform-interpreter", str(path)])
    assert code == 0
    assert err.splitlines()[0] == (
        f"{path}:8:12: warning: no loaded dialect defines op 'arith.mul' and the payload has "
        "none: it matches nothing; did you mean 'arith.muli', 'arith.mulf', 'arith.remui'?"
    )
    assert err.count("warning:") == 1  # arith.muli exists; tst is no dialect pdlx knows
    # Not under --verify-diagnostics (mlir-opt has no such warning to expect).
    code, _, err = _run(["--transform-interpreter", "--verify-diagnostics", str(path)])
    assert (code, err) == (0, "")
    r = pdlx.match_and_transform(LINT, LINT, payload_name="lint.mlir")
    assert r.ok and [d.severity for d in r.diagnostics] == [pdlx.Severity.WARNING]


def test_json_diagnostics(tmp_path: Path) -> None:
    path = tmp_path / "bad.mlir"
    path.write_text('module {\n  "test.x"() : () -> ()\n}\n')
    code, out, err = _run(["--pdlx-diagnostics-format=json", str(path)])
    assert code == 1 and out == ""
    (line,) = err.splitlines()
    record = json.loads(line)
    _, _, text = _run([str(path)])
    where = text.split(": error:")[0]  # FILE:LINE:COL as the text form gives it
    line_no, col = (int(x) for x in where.rsplit(":", 2)[1:])
    assert record == {
        "severity": "error",
        "location": {
            "file": str(path),
            "line": line_no,
            "column": col,
            "text": f'loc("{path}":{line_no}:{col})',
        },
        "message": "operation being parsed with an unregistered dialect. If this is intended, "
        "please use -allow-unregistered-dialect with the MLIR tool used",
        "notes": [],
    }
    lint = tmp_path / "lint.mlir"
    lint.write_text(LINT)
    code, _, err = _run(["--pdlx-diagnostics-format", "json", "--transform-interpreter", str(lint)])
    assert code == 0
    assert [json.loads(x)["severity"] for x in err.splitlines()] == ["warning"]
    code, _, err = _run(["--pdlx-diagnostics-format=xml", str(path)])
    assert (code, err) == (
        1,
        "pdlx-opt: for the --pdlx-diagnostics-format option: Cannot find option named 'xml'!\n",
    )
