"""`-test-pdl-bytecode-pass`: PDL patterns (or hand-written pdl_interp)
compiled to Python and applied by the greedy driver, against mlir-opt-22.

* The upstream target Rewrite/pdl-bytecode.mlir, run with the test
  registry of native functions (`--pdlx-testing`): byte for byte what
  mlir-opt-22 prints (recorded in tests/conformance/corpus/pdl_run, and live when
  installed), and through LLVM's FileCheck.
* tests/conformance/corpus/pdl_run/bytecode/: the driver's behaviour with compiled
  PDL patterns — fusion, benefit order, multi-root matching, folding and
  constant hoisting of registered ops, erasure, variadic groups, result
  types from the replaced op — recorded from mlir-opt-22 and replayed.
"""

from __future__ import annotations

import io
import os
import shutil
import subprocess
from collections.abc import Sequence
from pathlib import Path

import data_paths
import pytest

from pdlx.cli import run

CORPUS = data_paths.CORPUS / "pdl_run" / "bytecode"
UPSTREAM = data_paths.UPSTREAM / "mlir" / "test" / "Rewrite" / "pdl-bytecode.mlir"
MLIR_OPT = shutil.which(os.environ.get("MLIR_OPT", "mlir-opt-22"))
FILECHECK = shutil.which("FileCheck-22")
needs_upstream = pytest.mark.skipif(not UPSTREAM.exists(), reason="upstream test not found")


def pdlx_opt(argv: Sequence[str]) -> tuple[str, str, int]:
    out, err = io.StringIO(), io.StringIO()
    rc = run(list(argv), stdout=out, stderr=err)
    return out.getvalue(), err.getvalue(), rc


@pytest.fixture(autouse=True)
def _no_testing_env(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("PDLX_TESTING", raising=False)


@needs_upstream
def test_upstream_pdl_bytecode_filecheck() -> None:
    out, err, rc = pdlx_opt(
        ["--pdlx-testing", str(UPSTREAM), "-test-pdl-bytecode-pass", "-split-input-file"]
    )
    assert rc == 0, err
    assert err == ""
    if FILECHECK is None:
        pytest.skip("FileCheck-22 not installed")
    r = subprocess.run([FILECHECK, str(UPSTREAM)], input=out, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr[:3000]


@needs_upstream
@pytest.mark.skipif(MLIR_OPT is None, reason="needs mlir-opt-22")
@pytest.mark.parametrize("extra", [(), ("-mlir-print-op-generic",)], ids=["custom", "generic"])
def test_upstream_pdl_bytecode_same_text(extra: tuple[str, ...]) -> None:
    assert MLIR_OPT is not None
    flags = ["-test-pdl-bytecode-pass", "-split-input-file", *extra]
    ref = subprocess.run([MLIR_OPT, str(UPSTREAM), *flags], capture_output=True, text=True)
    out, err, rc = pdlx_opt(["--pdlx-testing", str(UPSTREAM), *flags])
    assert rc == ref.returncode == 0, err
    assert out == ref.stdout


@needs_upstream
def test_upstream_needs_the_test_natives() -> None:
    """Without the test extensions, the test pass's native functions are
    unknown: a located error for each, before anything is rewritten."""
    import sys

    text = UPSTREAM.read_text().split("// -----")[0]
    saved = sys.stdin
    sys.stdin = io.TextIOWrapper(io.BytesIO(text.encode()))
    try:
        _out, err, rc = pdlx_opt(["--allow-unregistered-dialect", "-test-pdl-bytecode-pass"])
    finally:
        sys.stdin = saved
    assert rc == 1
    assert "native constraint 'multi_entity_constraint' is not registered" in err
    assert "<stdin>:14:5: error" in err
    assert "<stdin>:17:5: error: native constraint 'single_entity_constraint'" in err


def _replay(path: Path, extra: Sequence[str] = ()) -> tuple[str, str, int]:
    cwd = os.getcwd()
    os.chdir(path.parent.parent)
    try:
        return pdlx_opt(
            [
                "--allow-unregistered-dialect",
                "-test-pdl-bytecode-pass",
                "-split-input-file",
                *extra,
                f"{path.parent.name}/{path.name}",
            ]
        )
    finally:
        os.chdir(cwd)


@pytest.mark.parametrize("path", sorted(CORPUS.glob("*.mlir")), ids=lambda p: p.name)
def test_corpus_replays(path: Path) -> None:
    out, err, rc = _replay(path)
    assert rc == 0, err
    assert out == path.with_suffix(".mlir.out").read_text()


@pytest.mark.skipif(MLIR_OPT is None, reason="needs mlir-opt-22")
@pytest.mark.parametrize("path", sorted(CORPUS.glob("*.mlir")), ids=lambda p: p.name)
def test_corpus_recordings_are_mlir_opts(path: Path) -> None:
    assert MLIR_OPT is not None
    ref = subprocess.run(
        [MLIR_OPT, "--allow-unregistered-dialect", "-test-pdl-bytecode-pass", "-split-input-file",
         f"bytecode/{path.name}"],
        cwd=path.parent.parent, capture_output=True, text=True,
    )  # fmt: skip
    assert ref.stdout == path.with_suffix(".mlir.out").read_text()


def test_missing_modules_leave_the_input_alone() -> None:
    """No `module @patterns` / `module @ir`: the test pass does nothing."""
    import sys

    text = 'module @ir {\n  "test.op"() : () -> ()\n}\n'
    saved = sys.stdin
    sys.stdin = io.TextIOWrapper(io.BytesIO(text.encode()))
    try:
        out, err, rc = pdlx_opt(["--allow-unregistered-dialect", "-test-pdl-bytecode-pass"])
    finally:
        sys.stdin = saved
    assert rc == 0, err
    assert '"test.op"() : () -> ()' in out
