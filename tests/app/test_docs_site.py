"""The docs site: `mkdocs build --strict` passes, the transform op reference
is generated from the op definitions (and up to date), and every code block
of the tutorials runs, its shown output checked.

Tutorial blocks follow one convention: a block with `title="NAME"` is a file
the reader creates (written to a scratch directory); a `python` block runs
(all blocks of a page in one namespace); a `sh` block's `pdlx-opt` commands
run in-process and must succeed; a block titled `stdout`, `stderr` or
`output` (what a python block printed) must equal what the block before it
produced.
"""

from __future__ import annotations

import contextlib
import importlib.util
import io
import os
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import data_paths
import pytest

from pdlx.cli import run

DOCS = data_paths.REPO / "docs"
TUTORIALS = ["tutorial-first-matcher.md", "tutorial-first-rewrite.md"]
MLIR_OPT = shutil.which("mlir-opt-22")
_FENCE = re.compile(r'^```(\w+)(?:\s+title="([^"]+)")?\s*$')


def blocks(text: str) -> list[tuple[str, str | None, str]]:
    """(language, title, code) of each fenced block, in order."""
    out: list[tuple[str, str | None, str]] = []
    lines = text.splitlines(keepends=True)
    i = 0
    while i < len(lines):
        m = _FENCE.match(lines[i].rstrip("\n"))
        if m is None:
            i += 1
            continue
        j = i + 1
        while not lines[j].startswith("```"):
            j += 1
        out.append((m.group(1), m.group(2), "".join(lines[i + 1 : j])))
        i = j + 1
    return out


@pytest.fixture(autouse=True)
def _no_testing_env(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("PDLX_TESTING", raising=False)


@pytest.mark.parametrize("page", TUTORIALS)
def test_tutorial_code_blocks_run(
    page: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    ns: dict[str, object] = {"__name__": "tutorial"}
    last: dict[str, str] = {}
    ran = 0
    for lang, title, code in blocks((DOCS / page).read_text(encoding="utf-8")):
        if title in ("stdout", "stderr", "output"):
            assert title in last, f"{page}: a '{title}' block with nothing before it"
            assert last[title] == code, f"{page}: the shown {title} differs"
        elif title is not None:
            Path(title).parent.mkdir(parents=True, exist_ok=True)
            Path(title).write_text(code, encoding="utf-8")
        elif lang == "python":
            buf = io.StringIO()
            with contextlib.redirect_stdout(buf):
                exec(compile(code, f"{page}:python", "exec"), ns)
            last = {"output": buf.getvalue()}
            ran += 1
        elif lang == "sh":
            for command in code.replace("\\\n", " ").splitlines():
                argv = shlex.split(command)
                assert argv and argv[0] == "pdlx-opt", f"{page}: cannot run {command!r}"
                out, err = io.StringIO(), io.StringIO()
                rc = run(argv[1:], stdout=out, stderr=err)
                assert rc == 0, f"{page}: {command}\n{err.getvalue()}"
                last = {"stdout": out.getvalue(), "stderr": err.getvalue()}
                ran += 1
        else:
            pytest.fail(f"{page}: a {lang} block without a title (a file name) or a role")
    assert ran >= 3


def test_transform_op_reference_is_generated_and_current() -> None:
    spec = importlib.util.spec_from_file_location("gen_ops", DOCS / "gen" / "transform_ops.py")
    assert spec is not None and spec.loader is not None
    gen = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(gen)
    text = gen.render()
    assert (DOCS / "transform-ops.md").read_text(encoding="utf-8") == text, (
        "docs/transform-ops.md is stale: run python docs/gen/transform_ops.py"
    )
    assert "| `transform.pdlx.match.attribute` | **pdlx's own** |" in text
    assert "| `transform.foreach_match` | MLIR 22 (TransformOps.td) |" in text


@pytest.mark.skipif(MLIR_OPT is None, reason="mlir-opt-22 not installed: differential test skipped")
def test_ops_marked_mlir_are_known_to_mlir_opt() -> None:
    # mlir-opt reports an unknown op as unregistered; a known one fails its
    # verifier (or parses) instead.
    assert MLIR_OPT is not None
    rows = re.findall(
        r"^\| `([a-z_.0-9]+)` \| ([^|]+) \|", (DOCS / "transform-ops.md").read_text(), re.M
    )
    assert len(rows) > 40
    text = "\n// -----\n".join(f'"{name}"() : () -> ()' for name, _ in rows)
    r = subprocess.run(
        [MLIR_OPT, "--split-input-file", "-"], input=text, capture_output=True, text=True
    )
    unknown = set(re.findall(r"unregistered operation '([a-z_.0-9]+)'", r.stderr))
    own = {name for name, where in rows if "pdlx's own" in where}
    assert unknown == own


@pytest.mark.skipif(
    importlib.util.find_spec("mkdocs") is None,
    reason="mkdocs not installed (pip install -e '.[test]'): docs site build skipped",
)
def test_mkdocs_build_strict(tmp_path: Path) -> None:
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1", "PYTHONPATH": str(data_paths.REPO)}
    r = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "-q", "-d", str(tmp_path / "site")],
        cwd=data_paths.REPO,
        capture_output=True,
        text=True,
        env=env,
    )
    assert r.returncode == 0, r.stderr
    assert (tmp_path / "site" / "tutorial-first-matcher" / "index.html").is_file()
    api = (tmp_path / "site" / "api-reference" / "index.html").read_text(encoding="utf-8")
    assert "check_rewrite_set" in api and "explain_patterns" in api
