"""Issue 3: every upstream file that mlir-opt-22 can print (plain
`--allow-unregistered-dialect --split-input-file`, no pass) prints the same
bytes through pdlx-opt. Differential: skipped, saying so, without mlir-opt-22.
Files mlir-opt-22 itself rejects (other MLIR revisions, or files made of
invalid chunks) are not round-trip targets and are left out.
"""

from __future__ import annotations

import io
import shutil
import subprocess
from pathlib import Path

import pytest

from pdlx.cli import run

UPSTREAM = Path(__file__).resolve().parent / "upstream"
MLIR_OPT = shutil.which("mlir-opt-22")
FILES = sorted(UPSTREAM.rglob("*.mlir"))
FLAGS = ["--allow-unregistered-dialect", "--split-input-file"]


@pytest.mark.skipif(
    MLIR_OPT is None, reason="mlir-opt-22 not installed (apt-get install mlir-22-tools)"
)
@pytest.mark.parametrize("path", FILES, ids=[str(p.relative_to(UPSTREAM)) for p in FILES])
def test_upstream_file_round_trips_like_mlir_opt(path: Path) -> None:
    assert MLIR_OPT is not None
    ref = subprocess.run([MLIR_OPT, *FLAGS, str(path)], capture_output=True, text=True)
    if ref.returncode != 0:
        pytest.skip("mlir-opt-22 rejects this file: not a round-trip target")
    out, err = io.StringIO(), io.StringIO()
    rc = run(["--pdlx-testing", *FLAGS, str(path)], stdout=out, stderr=err)
    assert (rc, err.getvalue()) == (0, ref.stderr)
    assert out.getvalue() == ref.stdout


def test_there_are_round_trip_targets() -> None:
    assert len(FILES) >= 40
