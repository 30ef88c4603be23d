"""Python rewrite patterns from pdlx-opt (issue 14, deliverable 2): an
extension file passed to `--load-pdlx-extension` registers a pattern set,
which a transform script names as `transform.apply_patterns.<name>` and
`--pdlx-apply-patterns=<name>` applies without a script; and what a broken,
missing or clashing extension gets: one located line, exit status 1."""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

import pytest

from pdlx.cli import run
from pdlx.ir.context import Context
from pdlx.rewrite.pattern_sets import pattern_sets

EXTENSION = '''\
"""x * 2 -> x << 1, as a pdlx-opt extension."""
from pdlx.build import arith, pattern, register_patterns
from pdlx.ir.attributes import IntegerAttr


@pattern(arith.MulIOp)
def mul_by_two(op, rewriter):
    c = op.rhs.defining_op
    if c is None or c.attr("value") != IntegerAttr(2, op.rhs.type):
        return False
    one = arith.ConstantOp(value=IntegerAttr(1, op.rhs.type))
    rewriter.replace_op(op, arith.ShLIOp(op.lhs, one))
    return True


def register(ctx):
    register_patterns("{name}", [mul_by_two])
'''

PAYLOAD = """\
func.func @f(%a: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %0 = arith.muli %a, %c2 : i32
  return %0 : i32
}
"""

SCRIPT = """\
module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32) -> i32 {
    %c2 = arith.constant 2 : i32
    %0 = arith.muli %a, %c2 : i32
    return %0 : i32
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root
      : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.ext.strength
    } : !transform.any_op
    transform.yield
  }
}
"""

REWRITTEN = """\
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.shli %arg0, %c1_i32 : i32
"""


def _write(tmp_path: Path, name: str, text: str) -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def _pdlx(*args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = run(list(args), stdout=out, stderr=err)
    return code, out.getvalue(), err.getvalue()


@pytest.fixture
def ext(tmp_path: Path) -> str:
    return _write(tmp_path, "strength.py", EXTENSION.replace("{name}", "ext.strength"))


def test_a_script_uses_the_extensions_patterns_in_process(tmp_path: Path, ext: str) -> None:
    script = _write(tmp_path, "in.mlir", SCRIPT)
    code, out, err = _pdlx(script, f"--load-pdlx-extension={ext}", "--transform-interpreter")
    assert (code, err) == (0, "")
    assert REWRITTEN in out and "arith.muli" not in out
    # The registration stayed in pdlx-opt's own context of that run.
    assert "ext.strength" not in pattern_sets(Context.default())
    # Without the extension the op is unknown, as any op no dialect defines.
    code, out, err = _pdlx(script, "--transform-interpreter")
    assert code == 1 and "transform.apply_patterns.ext.strength" in err


def test_a_script_uses_the_extensions_patterns_in_a_subprocess(tmp_path: Path, ext: str) -> None:
    script = _write(tmp_path, "in.mlir", SCRIPT)
    p = subprocess.run(
        [
            sys.executable,
            "-m",
            "pdlx.cli",
            script,
            "--load-pdlx-extension",
            ext,
            "--transform-interpreter",
        ],
        capture_output=True,
        text=True,
    )
    assert (p.returncode, p.stderr) == (0, "")
    assert REWRITTEN in p.stdout and "arith.muli" not in p.stdout


def test_the_pass_applies_a_set_without_a_script(tmp_path: Path, ext: str) -> None:
    payload = _write(tmp_path, "p.mlir", PAYLOAD)
    code, out, err = _pdlx(
        payload, f"--load-pdlx-extension={ext}", "--pdlx-apply-patterns=ext.strength"
    )
    assert (code, err) == (0, "")
    assert REWRITTEN in out
    pipeline = "--pass-pipeline=builtin.module(pdlx-apply-patterns{sets=ext.strength})"
    assert _pdlx(payload, f"--load-pdlx-extension={ext}", pipeline)[1] == out


@pytest.mark.parametrize(
    ("flag", "message"),
    [
        (
            "--pdlx-apply-patterns=ext.strenght",
            "no pattern set 'ext.strenght' is registered; did you mean 'ext.strength'?",
        ),
        (
            "--pdlx-apply-patterns=",
            "name the pattern sets to apply (--pdlx-apply-patterns=NAME[,NAME...]); registered: ext.strength",
        ),
    ],
)
def test_the_pass_names_what_is_wrong(tmp_path: Path, ext: str, flag: str, message: str) -> None:
    payload = _write(tmp_path, "p.mlir", PAYLOAD)
    code, out, err = _pdlx(payload, f"--load-pdlx-extension={ext}", flag)
    assert (code, out) == (1, "")
    assert err == f"{payload}:0:0: error: pdlx-apply-patterns: {message}\n"


def test_the_pass_without_extensions(tmp_path: Path) -> None:
    payload = _write(tmp_path, "p.mlir", PAYLOAD)
    code, _, err = _pdlx(payload, "--pdlx-apply-patterns=ext.strength")
    assert code == 1
    assert (
        "no pattern set 'ext.strength' is registered (register it in a --load-pdlx-extension)"
        in err
    )


def test_a_missing_extension(tmp_path: Path) -> None:
    payload = _write(tmp_path, "p.mlir", PAYLOAD)
    missing = str(tmp_path / "nope.py")
    code, out, err = _pdlx(payload, f"--load-pdlx-extension={missing}", "--pdlx-apply-patterns=x")
    assert (code, out) == (1, "")
    assert err == f"pdlx-opt: cannot load extension '{missing}': no such file\n"


def test_an_extension_that_raises_on_import(tmp_path: Path) -> None:
    payload = _write(tmp_path, "p.mlir", PAYLOAD)
    bad = _write(
        tmp_path, "bad.py", "import pdlx.build\n\nraise RuntimeError('no patterns today')\n"
    )
    code, out, err = _pdlx(payload, f"--load-pdlx-extension={bad}")
    assert (code, out) == (1, "")
    assert (
        err
        == f"pdlx-opt: cannot load extension '{bad}': {bad}:3: RuntimeError: no patterns today\n"
    )
    assert "Traceback" not in err


def test_an_extension_whose_own_import_fails(tmp_path: Path) -> None:
    payload = _write(tmp_path, "p.mlir", PAYLOAD)
    bad = _write(tmp_path, "bad.py", "\nimport pdlx_no_such_module_xyz\n")
    code, _, err = _pdlx(payload, f"--load-pdlx-extension={bad}")
    assert code == 1
    assert err == (
        f"pdlx-opt: cannot load extension '{bad}': {bad}:2: "
        "No module named 'pdlx_no_such_module_xyz'\n"
    )


def test_a_pattern_set_named_like_a_pdlx_op_is_located_in_the_extension(tmp_path: Path) -> None:
    payload = _write(tmp_path, "p.mlir", PAYLOAD)
    bad = _write(tmp_path, "bad.py", EXTENSION.replace("{name}", "canonicalization"))
    line = EXTENSION.splitlines().index('    register_patterns("{name}", [mul_by_two])') + 1
    code, _, err = _pdlx(payload, f"--load-pdlx-extension={bad}")
    assert code == 1
    assert err == (
        f"pdlx-opt: extension '{bad}': register(ctx) failed: {bad}:{line}: ValueError: "
        "register_patterns: 'transform.apply_patterns.canonicalization' is already an op "
        "that pdlx defines\n"
    )


def test_two_extensions_registering_one_name_clash(tmp_path: Path, ext: str) -> None:
    payload = _write(tmp_path, "p.mlir", PAYLOAD)
    other = _write(tmp_path, "other.py", EXTENSION.replace("{name}", "ext.strength"))
    line = EXTENSION.splitlines().index('    register_patterns("{name}", [mul_by_two])') + 1
    code, out, err = _pdlx(
        payload,
        f"--load-pdlx-extension={ext}",
        f"--load-pdlx-extension={other}",
        "--pdlx-apply-patterns=ext.strength",
    )
    assert (code, out) == (1, "")
    assert err == (
        f"pdlx-opt: extension '{other}': {other}:{line}: pattern set 'ext.strength' "
        f"(transform.apply_patterns.ext.strength) is already registered at {ext}:{line}\n"
    )


RAISING = """\
from pdlx.build import arith, pattern, register_patterns


@pattern(arith.MulIOp)
def broken(op, rewriter):
    raise RuntimeError("oops")


def register(ctx):
    register_patterns("ext.strength", [broken])
"""


def test_a_pattern_that_raises_is_a_located_error(tmp_path: Path) -> None:
    payload = _write(tmp_path, "p.mlir", PAYLOAD)
    bad = _write(tmp_path, "raising.py", RAISING)
    code, out, err = _pdlx(
        payload, f"--load-pdlx-extension={bad}", "--pdlx-apply-patterns=ext.strength"
    )
    assert (code, out) == (1, "")
    assert err == (
        f"{payload}:0:0: error: pdlx-apply-patterns: a pattern raised RuntimeError: oops "
        f"(at {bad}:6)\n"
    )
    script = _write(tmp_path, "in.mlir", SCRIPT)
    code, out, err = _pdlx(script, f"--load-pdlx-extension={bad}", "--transform-interpreter")
    assert code == 1 and "Traceback" not in err
    assert (
        f"{script}:10:5: error: transform op 'transform.apply_patterns' raised RuntimeError: oops"
        in err
    )


def test_the_pass_nests_on_isolated_ops(tmp_path: Path, ext: str) -> None:
    two = PAYLOAD + PAYLOAD.replace("@f", "@g")
    payload = _write(tmp_path, "p.mlir", two)
    pipeline = "--pass-pipeline=builtin.module(func.func(pdlx-apply-patterns{sets=ext.strength}))"
    code, out, err = _pdlx(payload, f"--load-pdlx-extension={ext}", pipeline)
    assert (code, err) == (0, "")
    assert out.count("arith.shli") == 2 and "arith.muli" not in out
