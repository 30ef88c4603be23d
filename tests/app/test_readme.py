"""The README's commands and Python example work as written."""

from __future__ import annotations

import io
import os
import re
import shlex

import data_paths
import pytest

REPO = data_paths.REPO
README = (REPO / "README.md").read_text()


def _blocks(lang: str) -> list[str]:
    return re.findall(rf"```{lang}\n(.*?)```", README, re.S)


def test_try_it_command_runs_the_example(monkeypatch: pytest.MonkeyPatch) -> None:
    """The pdlx-opt part of the first shell block: chains found and fused."""
    from pdlx.cli import run

    first = _blocks("sh")[0]
    command = first.split("&& pdlx-opt ", 1)[1].strip()
    monkeypatch.chdir(REPO)
    out, err = io.StringIO(), io.StringIO()
    assert run(shlex.split(command), stdout=out, stderr=err) == 0, err.getvalue()
    assert "remark: chains found: 4 : i64" in err.getvalue()
    assert out.getvalue().count('"test.fused"') == 4


def test_python_example_runs(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    (code,) = _blocks("python")
    monkeypatch.chdir(REPO)
    exec(compile(code, "README.md", "exec"), {"__name__": "readme"})
    printed = capsys.readouterr().out
    assert printed.count("test.max loc(") == 4
    assert "matched 4" in printed
    assert "True [" in printed and '"test.fused"' in printed


def test_ci_runs_the_readme_test_command() -> None:
    test_command = _blocks("sh")[1].strip()
    ci_lines = (REPO / ".ci" / "run").read_text().splitlines()
    assert test_command in ci_lines
    assert os.access(REPO / ".ci" / "run", os.X_OK)
