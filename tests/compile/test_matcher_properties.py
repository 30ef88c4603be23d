"""Properties of compiled matchers (issue 5), on random payloads and random
matcher scripts from `pdlx.testing.strategies`:

* compiled and interpreted matching find the same matches, in the same
  order, with the same diagnostics, and explain the same first failing
  check with the same message for every payload op;
* compiled matching never raises;
* foreach_match with several matchers (name dispatch) transforms the
  payload exactly as the interpreted walk does;
* against mlir-opt-22 (when installed): the same output, diagnostics and
  exit status for collect_matching and foreach_match scripts.
"""

from __future__ import annotations

import io
import os
import shutil
import subprocess
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import pdlx
from pdlx.compile.collect import MatchRun, run_matcher
from pdlx.compile.explain import Explainer
from pdlx.compile.matcher import compile_matcher
from pdlx.ir.diagnostics import render
from pdlx.support.deep import run_deep
from pdlx.testing.strategies import Case, cases, collect_main, foreach_main

MLIR_OPT = shutil.which("mlir-opt-22")
CI = bool(os.environ.get("CI"))
EXAMPLES = int(os.environ.get("PDLX_PROPERTY_EXAMPLES", "0"))
"""Set to run many more examples (e.g. 5000) when hunting for bugs."""
SETTINGS = settings(
    max_examples=EXAMPLES or (150 if CI else 100),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


def _run(
    case: Case, pay: pdlx.Snapshot, scr: pdlx.Snapshot, interpreted: bool
) -> tuple[MatchRun, Explainer]:
    recorder = Explainer(remarks=False)
    run = run_deep(
        lambda: run_matcher(pay, scr, case.script.main, interpreted=interpreted, explain=recorder)
    )
    return run, recorder


def _summary(run: MatchRun, recorder: Explainer) -> tuple[Any, ...]:
    attempts = [
        (a.payload_op, a.matcher, a.check.index if a.check else None, a.message)
        for a in recorder.attempts
    ]
    return run.ok, run.matches, [render(d) for d in run.diagnostics], attempts


@SETTINGS
@given(cases())
def test_compiled_and_interpreted_agree(case: Case) -> None:
    pay = pdlx.parse(case.payload, "payload.mlir")
    scr = pdlx.parse(case.script.text, "script.mlir")
    compiled = _summary(*_run(case, pay, scr, interpreted=False))
    interpreted = _summary(*_run(case, pay, scr, interpreted=True))
    assert compiled == interpreted


@SETTINGS
@given(cases())
def test_every_drawn_matcher_compiles(case: Case) -> None:
    """The property above compares two real paths: every drawn matcher
    (all core match ops, pdlx's match ops, includes in both failure modes)
    compiles."""
    from pdlx.compile.collect import find_matcher

    scr = pdlx.parse(case.script.text, "script.mlir")
    fn = find_matcher(scr, case.script.main)
    assert fn is not None
    compile_matcher(scr, fn)


def _pdlx_opt(text: str, flags: list[str]) -> tuple[str, str, int]:
    from pdlx.cli import run

    with tempfile.TemporaryDirectory() as d:
        path = Path(d) / "case.mlir"
        path.write_text(text)
        out, err = io.StringIO(), io.StringIO()
        cwd = os.getcwd()
        os.chdir(d)
        try:
            rc = run([*flags, path.name], stdout=out, stderr=err)
        finally:
            os.chdir(cwd)
    return out.getvalue(), err.getvalue(), rc


def _mlir_opt(text: str, flags: list[str]) -> tuple[str, str, int]:
    assert MLIR_OPT is not None
    with tempfile.TemporaryDirectory() as d:
        path = Path(d) / "case.mlir"
        path.write_text(text)
        p = subprocess.run(
            [MLIR_OPT, *flags, path.name], cwd=d, capture_output=True, text=True, timeout=60
        )
    return p.stdout, p.stderr, p.returncode


FLAGS = ["--allow-unregistered-dialect", "--transform-interpreter=debug-payload-root-tag=payload"]


@SETTINGS
@given(cases(matchers=3), st.booleans())
def test_foreach_match_dispatch_agrees_with_interpreted(case: Case, restrict_root: bool) -> None:
    matchers = [m for m, _ in case.script.matchers if m.startswith("m")]
    text = case.combined(foreach_main(case.script, matchers, restrict_root=restrict_root))
    compiled = _pdlx_opt(text, FLAGS)
    interpreted = _pdlx_opt(text, [*FLAGS, "--pdlx-matchers=interpreted"])
    assert compiled == interpreted


needs_mlir_opt = pytest.mark.skipif(
    MLIR_OPT is None, reason="mlir-opt-22 not installed: differential matcher tests skipped"
)
DIFF_SETTINGS = settings(
    max_examples=EXAMPLES or (60 if CI else 40),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


@needs_mlir_opt
@DIFF_SETTINGS
@given(cases(pdlx_ops=False))
def test_collect_matching_like_mlir_opt(case: Case) -> None:
    text = case.combined(collect_main(case.script))
    assert _pdlx_opt(text, FLAGS) == _mlir_opt(text, FLAGS)


@needs_mlir_opt
@DIFF_SETTINGS
@given(cases(pdlx_ops=False, matchers=3), st.booleans())
def test_foreach_match_like_mlir_opt(case: Case, restrict_root: bool) -> None:
    matchers = [m for m, _ in case.script.matchers if m.startswith("m")]
    text = case.combined(foreach_main(case.script, matchers, restrict_root=restrict_root))
    assert _pdlx_opt(text, FLAGS) == _mlir_opt(text, FLAGS)
