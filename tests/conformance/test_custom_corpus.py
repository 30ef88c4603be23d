"""The recorded mlir-opt-22 corpus of custom syntax (tests/conformance/corpus/custom/)
replays exactly through pdlx-opt: stdout, stderr and exit status, including a
subset of the transform dialect defined with the public ODS API in
tests/ods/mini_transform.py. With mlir-opt-22 installed the recordings are
also checked against it, and pdlx's custom output is fed back to mlir-opt (it
must print the same text). The format engine's own tests are in
tests/ods/test_custom_syntax.py.
"""

from __future__ import annotations

import io
import os
import shlex
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import data_paths
import mini_transform
import pytest

from pdlx.ir.context import Context

CORPUS = data_paths.CORPUS / "custom"
MLIR_OPT = shutil.which(os.environ.get("MLIR_OPT", "mlir-opt-22"))
needs_mlir_opt = pytest.mark.skipif(
    MLIR_OPT is None, reason="mlir-opt-22 not installed: live comparison skipped"
)


# ---------------------------------------------------------------------------
# The recorded mlir-opt corpus


@dataclass(frozen=True)
class Case:
    path: Path
    flags: tuple[str, ...]
    kind: str
    """custom | generic | debuginfo"""
    mini: bool

    @property
    def id(self) -> str:
        return f"{self.path.parent.name}/{self.path.stem}.{self.kind}"

    def recorded(self, ext: str) -> str:
        return Path(f"{self.path.with_suffix('')}.{self.kind}.{ext}").read_text(
            encoding="utf-8", errors="surrogateescape"
        )

    @property
    def all_flags(self) -> tuple[str, ...]:
        extra = {"custom": (), "generic": ("--mlir-print-op-generic",),
                 "debuginfo": ("--mlir-print-debuginfo",)}[self.kind]  # fmt: skip
        return (*self.flags, *extra)


def _cases() -> list[Case]:
    out = []
    for d, mini in ((CORPUS, False), (CORPUS / "mini_transform", True)):
        for f in sorted(d.glob("*.mlir")):
            first = f.read_text().split("\n", 1)[0]
            flags = (
                tuple(shlex.split(first[len("// FLAGS:") :]))
                if first.startswith("// FLAGS:")
                else ("--allow-unregistered-dialect",)
            )
            for kind in ("custom", "generic", "debuginfo"):
                out.append(Case(f, flags, kind, mini))
    return out


CASES = _cases()

XFAIL = {
    "mini_transform/errors.debuginfo": (
        "split chunks: mlir-opt locates a chunk's implicit module where the chunk starts "
        "(just after `// -----`), pdlx at 0:0"
    ),
}


def _replay_params() -> list[Any]:
    out = []
    for c in CASES:
        marks = [pytest.mark.xfail(strict=True, reason=XFAIL[c.id])] if c.id in XFAIL else []
        out.append(pytest.param(c, id=c.id, marks=marks))
    return out


def run_pdlx(path: Path, flags: tuple[str, ...], ctx: Context) -> tuple[str, str, int]:
    """pdlx-opt with `ctx`, run from the file's directory as mlir-opt was."""
    from pdlx.cli import Options, process_chunk, run_split
    from pdlx.support.deep import run_deep

    opts = Options(
        input=path.name,
        generic="--mlir-print-op-generic" in flags,
        debuginfo="--mlir-print-debuginfo" in flags,
        allow_unregistered="--allow-unregistered-dialect" in flags,
        split_input_file="--split-input-file" in flags,
    )
    out, err = io.StringIO(), io.StringIO()
    cwd = os.getcwd()
    os.chdir(path.parent)
    try:
        text = path.read_bytes().decode("utf-8", "surrogateescape")
        if opts.split_input_file:
            ok = run_deep(lambda: run_split(text, path.name, opts, ctx, out, err))
        else:
            ok = run_deep(lambda: process_chunk(text, path.name, opts, ctx, out, err))
    finally:
        os.chdir(cwd)
    return out.getvalue(), err.getvalue(), 0 if ok else 1


def _context(case: Case) -> Context:
    return mini_transform.context() if case.mini else Context.default()


@pytest.mark.parametrize("case", _replay_params())
def test_corpus_replay(case: Case) -> None:
    out, err, rc = run_pdlx(case.path, case.all_flags, _context(case))
    assert out == case.recorded("out")
    if not (case.mini and "named_sequence" in case.path.read_text()):
        # The mini transform subset has no transform-interpreter checks
        # (mlir-opt warns about consumed handles): there compare stdout only.
        assert err == case.recorded("err")
    assert rc == int(case.recorded("rc"))


@needs_mlir_opt
@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_corpus_recordings_are_current(case: Case) -> None:
    assert MLIR_OPT is not None
    p = subprocess.run(
        [MLIR_OPT, *case.all_flags, case.path.name],
        cwd=case.path.parent,
        capture_output=True,
        check=False,
    )
    assert p.stdout.decode("utf-8", "surrogateescape") == case.recorded("out")
    assert p.returncode == int(case.recorded("rc"))


@needs_mlir_opt
@pytest.mark.parametrize("case", [c for c in CASES if c.kind == "custom"], ids=lambda c: c.id)
def test_mlir_opt_reads_pdlx_custom_output(case: Case, tmp_path: Path) -> None:
    """pdlx's custom form is mlir-opt's custom form: fed back to mlir-opt it
    prints the same text; fed back to pdlx it prints the same text too."""
    assert MLIR_OPT is not None
    out, _, rc = run_pdlx(case.path, case.all_flags, _context(case))
    if rc != 0 or "--split-input-file" in case.flags:
        pytest.skip("not a single printable module")
    f = tmp_path / case.path.name
    f.write_text(out)
    p = subprocess.run(
        [MLIR_OPT, "--allow-unregistered-dialect", f.name], cwd=tmp_path, capture_output=True,
        check=False,
    )  # fmt: skip
    assert p.stdout.decode() == out
    again, _, rc2 = run_pdlx(f, ("--allow-unregistered-dialect",), _context(case))
    assert rc2 == 0
    assert again == out
