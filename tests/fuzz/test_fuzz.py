"""A bounded, deterministic differential run (issue 13, deliverable 6): the
first seeds of each generator (tests/fuzz/generators.py) under pdlx-opt and
mlir-opt-22, byte for byte. The long campaign is `campaign.py`.

Known differences are listed in `KNOWN` with their reason and fail strictly:
when pdlx comes to agree with mlir-opt there, the entry must go."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from differential import MLIR_OPT, check
from generators import KINDS, make_case

SEEDS = 12
"""Per kind: mlir-opt-22 costs a process per case (the suite's time)."""

EXTRA: tuple[tuple[str, int], ...] = (
    ("transform", 144),
    ("transform", 221),
)
"""Seeds beyond the first ones, for paths those do not take: an mlir-opt
crash (a negative result position, which pdlx's verifier refuses with a
diagnostic) and a suppressed pass manager error (docs/fuzzing.md)."""

KNOWN: dict[tuple[str, int], str] = {}
"""(kind, seed) -> why pdlx differs from mlir-opt there."""


@pytest.mark.parametrize("kind", KINDS)
def test_cases_are_deterministic(kind: str) -> None:
    assert make_case(kind, 3) == make_case(kind, 3)
    assert make_case(kind, 3) != make_case(kind, 4)


@pytest.mark.skipif(
    MLIR_OPT is None, reason="mlir-opt-22 is not installed: no reference to compare"
)
@pytest.mark.parametrize(
    ("kind", "seed"),
    [
        pytest.param(k, s, marks=pytest.mark.xfail(strict=True, reason=KNOWN[(k, s)]))
        if (k, s) in KNOWN
        else (k, s)
        for k, s in [*((k, s) for k in KINDS for s in range(SEEDS)), *EXTRA]
    ],
)
def test_same_as_mlir_opt(kind: str, seed: int, tmp_path: Path) -> None:
    v = check(make_case(kind, seed), tmp_path)
    assert v.outcome != "pdlx-traceback"
    if v.outcome in ("mlir-crash", "mlir-timeout", "mlir-ub", "mlir-nondeterministic"):
        # pdlx must still end with diagnostics or a result, never a traceback.
        assert v.pdlx is not None
        return
    assert v.outcome == "agree", v.bucket
