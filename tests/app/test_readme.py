"""The README's commands and Python example work as written."""

from __future__ import annotations

import io
import os
import re
import shlex
import shutil
import subprocess

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


def _own_table() -> list[tuple[str, list[str]]]:
    """(kind, names) of each row of the README's "pdlx's own ops and flags"."""
    section = README.split("## pdlx's own ops and flags", 1)[1].split("\n## ", 1)[0]
    rows = []
    for line in section.splitlines():
        cells = [c.strip() for c in re.split(r"(?<!\\)\|", line)[1:-1]]
        if len(cells) == 3 and cells[0] in ("op", "pass", "flag"):
            spans = re.findall(r"`([^`]+)`", cells[1])
            rows.append((cells[0], [re.split(r"[=\[]", x)[0] for x in spans]))
    return rows


def test_readme_names_every_pdlx_transform_op_mlir_lacks() -> None:
    """The ops in the README's table are pdlx's and not MLIR 22's; every
    transform op pdlx has that MLIR 22 lacks is in the table."""
    from pdlx.ir.context import Context
    from pdlx.ir.mlir22 import mlir22_transform_ops

    ctx = Context.default()
    ctx.loaded_dialects()
    listed = {n for kind, names in _own_table() if kind == "op" for n in names}
    mlir = mlir22_transform_ops()
    ours = {n for n in ctx.op_defs if n.startswith("transform.")}
    assert listed == ours - mlir


MLIR_OPT = shutil.which("mlir-opt-22")


@pytest.mark.skipif(MLIR_OPT is None, reason="needs mlir-opt-22")
def test_readme_names_every_pdlx_flag_mlir_opt_lacks() -> None:
    """Every pdlx-opt flag or pass that mlir-opt-22 does not have is in the
    README's table, and every one there is pdlx-opt's."""
    import argparse

    from pdlx import passes
    from pdlx.cli import _build_arg_parser

    assert MLIR_OPT is not None
    text = subprocess.run(
        [MLIR_OPT, "--help-hidden"], capture_output=True, text=True, timeout=60
    ).stdout
    theirs = set(re.findall(r"^\s+--?([A-Za-z0-9_.-]+)", text, re.M))
    ours = {
        o.lstrip("-")
        for a in _build_arg_parser()._actions
        if a.help != argparse.SUPPRESS
        for o in a.option_strings
    } | set(passes.registered())
    listed = {n.lstrip("-") for kind, names in _own_table() if kind != "op" for n in names}
    assert listed == ours - theirs
