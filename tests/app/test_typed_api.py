"""The public API is typed: a user's script over all of it runs and passes
`mypy --strict` against the package as installed (PEP 561 `py.typed`), and
every public name of `pdlx` is documented."""

from __future__ import annotations

import importlib.util
import inspect
import os
import shutil
import subprocess
import sys
from pathlib import Path

import data_paths
import pytest

import pdlx

REPO = data_paths.REPO
SCRIPT = Path(__file__).with_name("typed_user_script.py")


def test_user_script_runs() -> None:
    namespace = {"__name__": "user"}
    exec(compile(SCRIPT.read_text(), str(SCRIPT), "exec"), namespace)
    main = namespace["main"]
    assert callable(main)
    main()


@pytest.mark.skipif(importlib.util.find_spec("mypy") is None, reason="mypy is not installed")
def test_user_script_passes_mypy_strict(tmp_path: Path) -> None:
    """Run from a directory of its own (no project config), with pdlx found
    on the path as an installed package is: without `py.typed` mypy would
    say "module is installed, but missing library stubs or py.typed marker"."""
    assert (REPO / "pdlx" / "py.typed").is_file()
    user = tmp_path / "user.py"
    shutil.copy(SCRIPT, user)
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    env.pop("MYPYPATH", None)
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "mypy",
            "--strict",
            "--cache-dir",
            str(tmp_path / "cache"),
            "user.py",
        ],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_py_typed_ships() -> None:
    """pyproject's package-data puts `py.typed` in the wheel."""
    text = (REPO / "pyproject.toml").read_text()
    assert '"pdlx" = ["py.typed"]' in text


def test_every_public_name_is_documented() -> None:
    for name in pdlx.__all__:
        obj = getattr(pdlx, name)
        if inspect.isclass(obj) or inspect.isfunction(obj):
            assert inspect.getdoc(obj), name
            if inspect.isclass(obj):
                for attr, member in vars(obj).items():
                    if attr.startswith("_") or (
                        not callable(member) and not isinstance(member, property)
                    ):
                        continue
                    assert inspect.getdoc(member), f"{name}.{attr}"


def test_help_gives_an_overview() -> None:
    doc = pdlx.__doc__ or ""
    for word in (
        "parse",
        "match_and_transform",
        "collect_matching",
        "Result",
        "TypeError",
        "pdlx-opt",
    ):
        assert word in doc, word
