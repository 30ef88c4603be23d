"""Canonicalization: the dialects' folders and patterns, run by the greedy
rewrite driver, give byte for byte what `mlir-opt --canonicalize` gives on
the recorded cases of tests/conformance/corpus/std/fold/ (`NAME.canon.out`);
with mlir-opt-22 installed the recordings are checked against it.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import data_paths
import pytest

from pdlx.ir.rewriter import Rewriter
from pdlx.rewrite.patterns import apply_patterns_greedily, canonicalization_patterns
from pdlx.syntax.parser import parse
from pdlx.syntax.printer import print_module

MLIR_OPT = shutil.which(os.environ.get("MLIR_OPT", "mlir-opt-22"))
needs_mlir_opt = pytest.mark.skipif(
    MLIR_OPT is None, reason="mlir-opt-22 not installed: live comparison skipped"
)

FOLD_CASES = sorted((data_paths.CORPUS / "std" / "fold").glob("*.mlir"))


def _canonicalize(path: Path) -> str:
    snap = parse(path.read_text(), path.name)
    rw = Rewriter(snap)
    assert apply_patterns_greedily(rw, snap.root_op.id, canonicalization_patterns())
    return print_module(rw.snapshot(), generic=False) + "\n"


@pytest.mark.parametrize("path", FOLD_CASES, ids=lambda p: p.stem)
def test_folding_matches_canonicalize(path: Path) -> None:
    assert _canonicalize(path) == path.with_suffix(".canon.out").read_text()


@needs_mlir_opt
@pytest.mark.parametrize("path", FOLD_CASES, ids=lambda p: p.stem)
def test_fold_recordings_are_current(path: Path) -> None:
    assert MLIR_OPT is not None
    p = subprocess.run(
        [MLIR_OPT, "--canonicalize", path.name], cwd=path.parent, capture_output=True, check=False
    )
    assert p.stdout.decode() == path.with_suffix(".canon.out").read_text()
