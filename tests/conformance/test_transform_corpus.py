"""Differential corpus of transform-interpreter runs (tests/conformance/corpus/transform).

Each `CASE.mlir` was run through mlir-opt-22 with the flags of its first
line (default `--allow-unregistered-dialect --transform-interpreter`) by
`regen.sh`, which recorded stdout (`.out`), stderr (`.err`) and the exit
status (`.rc`). pdlx-opt, run in-process from the same directory with the
same flags, must print the same bytes and exit the same way. With mlir-opt
installed, the recordings are also checked to be current.

The upstream test files BASELINE.md marks usable that need only core
transform ops are run here too (under --verify-diagnostics, as their RUN
lines say), straight from the shared conformance directory.
"""

from __future__ import annotations

import io
import os
import shlex
import shutil
import subprocess
from pathlib import Path

import pytest

CORPUS = Path(__file__).parent / "corpus" / "transform"
DEFAULT_FLAGS = ("--allow-unregistered-dialect", "--transform-interpreter")
MLIR_OPT = shutil.which("mlir-opt-22")
UPSTREAM = Path(__file__).resolve().parent / "upstream" / "mlir" / "test" / "Dialect" / "Transform"

# Cases pdlx does not reproduce yet, with the reason (kept honest: a case
# listed here that starts passing fails the run, see `strict=True`).
XFAIL: dict[str, str] = {}


def _flags(case: Path) -> tuple[str, ...]:
    first = case.read_bytes().split(b"\n", 1)[0].decode("utf-8", "replace")
    if first.startswith("// FLAGS:"):
        return tuple(shlex.split(first[len("// FLAGS:") :]))
    return DEFAULT_FLAGS


def run_pdlx_opt(path: Path, flags: tuple[str, ...]) -> tuple[str, str, int]:
    """pdlx-opt in-process, from the file's directory with its bare name."""
    from pdlx.cli import run

    out, err = io.StringIO(), io.StringIO()
    cwd = os.getcwd()
    os.chdir(path.parent)
    try:
        rc = run([*flags, path.name], stdout=out, stderr=err)
    finally:
        os.chdir(cwd)
    return out.getvalue(), err.getvalue(), rc


def _cases() -> list[object]:
    out: list[object] = []
    for case in sorted(CORPUS.glob("*.mlir")):
        marks = []
        if case.stem in XFAIL:
            marks.append(pytest.mark.xfail(reason=XFAIL[case.stem], strict=True))
        out.append(pytest.param(case, id=case.stem, marks=marks))
    return out


@pytest.mark.parametrize("case", _cases())
def test_corpus_replay(case: Path) -> None:
    out, err, rc = run_pdlx_opt(case, _flags(case))
    stem = case.with_suffix("")
    assert err == Path(f"{stem}.err").read_text(), "stderr differs"
    assert out == Path(f"{stem}.out").read_text(), "stdout differs"
    assert rc == int(Path(f"{stem}.rc").read_text())


@pytest.mark.skipif(MLIR_OPT is None, reason="mlir-opt-22 not installed")
@pytest.mark.parametrize(
    "case", [pytest.param(c, id=c.stem) for c in sorted(CORPUS.glob("*.mlir"))]
)
def test_corpus_recordings_are_current(case: Path) -> None:
    assert MLIR_OPT is not None
    proc = subprocess.run(
        [MLIR_OPT, *_flags(case), case.name], cwd=case.parent, capture_output=True, text=True
    )
    stem = case.with_suffix("")
    assert proc.stdout == Path(f"{stem}.out").read_text()
    assert proc.stderr == Path(f"{stem}.err").read_text()
    assert proc.returncode == int(Path(f"{stem}.rc").read_text())


# ---------------------------------------------------------------------------
# Upstream files (their RUN lines, with pdlx-opt for mlir-opt)

UPSTREAM_RUNS: dict[str, tuple[str, ...]] = {
    "interpreter-entry-point-2.mlir": ("--transform-interpreter",),
    "ops.mlir": (),
    "multi-arg-top-level-ops.mlir": (
        "--pass-pipeline=builtin.module(transform-interpreter{"
        "debug-bind-trailing-args=func.func,func.return})",
        "--split-input-file",
        "--verify-diagnostics",
    ),
    "multi-arg-top-level-values.mlir": (
        "--pass-pipeline=builtin.module(transform-interpreter{"
        "debug-bind-trailing-args=^test.some_returning_op,^test.some_other_returning_op})",
        "--split-input-file",
        "--verify-diagnostics",
    ),
}
PDLX_ONLY_FLAGS: dict[str, tuple[str, ...]] = {
    # mlir-opt's test dialect accepts unknown `test.*` ops; pdlx's lives in
    # pdlx.testing.
    "multi-arg-top-level-values.mlir": ("--pdlx-testing",),
}
UPSTREAM_XFAIL: dict[str, str] = {}


@pytest.mark.skipif(not UPSTREAM.is_dir(), reason="shared conformance files not available")
@pytest.mark.parametrize(
    "name",
    [
        pytest.param(
            n,
            id=n,
            marks=[pytest.mark.xfail(reason=UPSTREAM_XFAIL[n], strict=True)]
            if n in UPSTREAM_XFAIL
            else [],
        )
        for n in sorted(UPSTREAM_RUNS)
    ],
)
def test_upstream_file(name: str) -> None:
    """pdlx-opt prints exactly what mlir-opt-22 prints for the file."""
    if MLIR_OPT is None:
        pytest.skip("mlir-opt-22 not installed")
    path = UPSTREAM / name
    flags = UPSTREAM_RUNS[name]
    proc = subprocess.run(
        [MLIR_OPT, *flags, path.name], cwd=path.parent, capture_output=True, text=True
    )
    out, err, rc = run_pdlx_opt(path, (*PDLX_ONLY_FLAGS.get(name, ()), *flags))
    assert err == proc.stderr
    assert out == proc.stdout
    assert rc == proc.returncode
