"""What the benchmark scripts share, written once: where the repository and the
docs are, how the reference tools are found, the verdict words of requirement
lines, and how a generated section of a doc is rewritten.

The scripts (bench_ir.py, bench_match.py, bench_pdl.py, bench_maps.py, ...)
import it as `common`: `python bench/X.py` puts bench/ on sys.path.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

HERE = Path(__file__).resolve().parent
"""The bench/ directory."""
REPO = HERE.parent
"""The repository root: the checkout whose pdlx/ the scripts measure."""
PERFORMANCE_MD = REPO / "docs" / "performance.md"
"""The doc bench_ir, bench_match and bench_pdl regenerate sections of."""

XDSL_VENV_OPT = Path("/tmp/xdsl-venv/bin/xdsl-opt")
"""Where xdsl-opt is looked for when it is not on PATH: xDSL lives in its own
venv (its dependencies would otherwise pull pdlx's environment around)."""
XDSL_INSTALL = "python -m venv /tmp/xdsl-venv && /tmp/xdsl-venv/bin/pip install xdsl==0.74"
"""The command that installs the xDSL the figures were taken with."""


# ---------------------------------------------------------------------------
# Reference tools


def find_mlir_opt(explicit: str | None = None) -> str | None:
    """`explicit` (a --mlir-opt option) if given, else mlir-opt-22 or mlir-opt
    on PATH; None when there is none (the scripts then skip its columns)."""
    return explicit or shutil.which("mlir-opt-22") or shutil.which("mlir-opt")


def find_xdsl_opt(explicit: str | None = None) -> str | None:
    """`explicit` (a --xdsl-opt option) if given, else xdsl-opt on PATH, else
    the one in /tmp/xdsl-venv if it exists; None otherwise."""
    found = explicit or shutil.which("xdsl-opt")
    if found is None and XDSL_VENV_OPT.exists():
        found = str(XDSL_VENV_OPT)
    return found


def tool_version(path: str, pattern: str) -> str:
    """The first group of `pattern` in `path --version` (stdout and stderr:
    tools differ in where they print it), or "?" when it does not match."""
    r = subprocess.run([path, "--version"], capture_output=True, text=True)
    m = re.search(pattern, r.stdout + r.stderr)
    return m.group(1) if m else "?"


# ---------------------------------------------------------------------------
# Requirement lines


def verdict(ok: bool, *, bold: bool = False) -> str:
    """PASS or FAIL, the words `--check` and readers grep for; `bold` as
    Markdown for lines that go into docs as they are."""
    word = "PASS" if ok else "FAIL"
    return f"**{word}**" if bold else word


# ---------------------------------------------------------------------------
# Generated sections of docs


def splice(doc: str, begin: str, end: str, inner: str, *, heading: str = "") -> str:
    """`doc` with everything between the markers `begin` and `end` replaced by
    `inner` (the markers stay). Without the markers, the section is appended
    at the end, after `heading` if one is given, so a new doc or a doc that
    lost its section still gets one."""
    start = doc.find(begin)
    stop = doc.find(end, start + len(begin)) if start >= 0 else -1
    if start >= 0 and stop >= 0:
        return doc[:start] + begin + inner + end + doc[stop + len(end) :]
    return doc.rstrip() + "\n\n" + heading + begin + inner + end + "\n"


def write_section(
    path: Path, begin: str, end: str, inner: str, *, default: str = "", heading: str = ""
) -> None:
    """Rewrite the section of the doc at `path` between `begin` and `end` (see
    `splice`); a missing doc starts from `default`."""
    doc = path.read_text(encoding="utf-8") if path.exists() else default
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(splice(doc, begin, end, inner, heading=heading), encoding="utf-8")
