"""Issue 13: PDL patterns whose compiled matcher would nest more loops than
CPython compiles ("too many statically nested blocks") are outlined into
helper functions, with mlir-opt-22's results."""

from __future__ import annotations

import io
import os
import shutil
import subprocess
from pathlib import Path

import pytest

import pdlx.pdl.compiler as pdl_compiler
from pdlx.cli import run

MLIR_OPT = shutil.which(os.environ.get("MLIR_OPT", "mlir-opt-22"))
FLAGS = ["--allow-unregistered-dialect", "-test-pdl-bytecode-pass"]


def _users_chain(n: int) -> str:
    """A pattern whose matcher walks a users chain `n` ops deep (one nested
    `foreach` per op), and a payload with such a chain."""
    lines = [
        "module {",
        "module @patterns {",
        "  pdl.pattern @p : benefit(1) {",
        '    %o0 = pdl.operation "test.op"',
        "    %r0 = pdl.results of %o0",
    ]
    for i in range(1, n + 1):
        lines.append(f"    %o{i} = pdl.operation (%r{i - 1} : !pdl.range<value>)")
        lines.append(f"    %r{i} = pdl.results of %o{i}")
    lines += ["    pdl.rewrite %o0 {", f"      pdl.erase %o{n}", "    }", "  }", "}"]
    lines += ["module @ir {", "func.func @f(%a: i32) {", '  %v0 = "test.op"() : () -> i32']
    for i in range(1, n + 1):
        lines.append(f'  %v{i} = "test.op"(%v{i - 1}) : (i32) -> i32')
    lines += ["  return", "}", "}", "}"]
    return "\n".join(lines) + "\n"


def _pdlx(src: Path) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    rc = run([str(src), *FLAGS], stdout=out, stderr=err)
    return rc, out.getvalue(), err.getvalue()


@pytest.mark.parametrize("max_indent", [None, 1000])
def test_users_chain_22_deep_compiles(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, max_indent: int | None
) -> None:
    """With outlining by indentation out of the way (max_indent=1000), only
    the loop limit keeps the 22 nested `for` loops compilable."""
    if max_indent is not None:
        monkeypatch.setattr(pdl_compiler, "MAX_INDENT", max_indent)
    src = tmp_path / "in.mlir"
    src.write_text(_users_chain(22))
    rc, out, err = _pdlx(src)
    assert (rc, err) == (0, "")
    assert out.count('"test.op"') == 23
    if MLIR_OPT is not None:
        r = subprocess.run([MLIR_OPT, str(src), *FLAGS], capture_output=True, text=True)
        assert (r.returncode, r.stdout, r.stderr) == (rc, out, err)


def test_uncompilable_generated_code_is_a_located_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Were outlining switched off, CPython's refusal is a located error."""
    monkeypatch.setattr(pdl_compiler, "MAX_INDENT", 1000)
    monkeypatch.setattr(pdl_compiler, "MAX_LOOPS", 1000)
    src = tmp_path / "in.mlir"
    src.write_text(_users_chain(22))
    rc, _out, err = _pdlx(src)
    assert rc == 1
    assert err.startswith(
        f"{src}:2:1: error: pdlx cannot compile this function to Python: "
        "SyntaxError: too many statically nested blocks"
    )
    assert "Traceback" not in err
