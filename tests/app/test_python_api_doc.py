"""docs/python-api.md: its Python blocks run, in order, in one namespace,
as the tutorial shows them (their asserts check what the text says)."""

from __future__ import annotations

import re

import data_paths
import pytest

from pdlx.ir.context import Context
from pdlx.registration import load_all

DOC = data_paths.REPO / "docs" / "python-api.md"


def _blocks() -> list[str]:
    return re.findall(r"```python\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)


def test_the_tutorial_has_python_blocks() -> None:
    assert len(_blocks()) >= 10


def test_the_tutorial_runs(capsys: pytest.CaptureFixture[str]) -> None:
    ns: dict[str, object] = {"__name__": "python_api_doc"}
    # A context of its own: the tutorial registers patterns (an op of the
    # transform dialect), which must not leak into the shared default one.
    ctx = Context()
    load_all(ctx)
    with ctx.activate():
        for i, code in enumerate(_blocks()):
            exec(compile(code, f"{DOC}:block{i}", "exec"), ns)
    assert Context.default().op("transform.apply_patterns.tutorial.strength_reduce") is None
    printed = capsys.readouterr().out
    # What the text says the failures print.
    assert "cannot build 'arith.addi': operand #1 ('rhs') must be signless-integer-like" in printed
    assert "operand #0 ('lhs') is used outside its scope" in printed
    assert "ERROR " in printed  # the failed script's located diagnostics
