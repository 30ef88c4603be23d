"""Recorded mlir-opt runs (tests/conformance/corpus/*), replayed through pdlx-opt in-process.

Each case directory holds `CASE.mlir` inputs and what mlir-opt 22 printed for
them (see each directory's regen.sh and NOTES.md). A case passes when
pdlx-opt, run with the same flags from the same directory, prints the same
bytes to stdout and stderr and exits with the same status.
"""

from __future__ import annotations

import io
import os
import shlex
from dataclasses import dataclass
from pathlib import Path

CORPUS = Path(__file__).parent / "corpus"


@dataclass(frozen=True)
class Run:
    case: Path
    flags: tuple[str, ...]
    out: Path
    err: Path | None
    rc: Path | None

    @property
    def id(self) -> str:
        return f"{self.case.parent.name}/{self.out.name}"


def _read(p: Path) -> str:
    return p.read_bytes().decode("utf-8", "surrogateescape")


def error_runs() -> list[Run]:
    d = CORPUS / "errors"
    runs: list[Run] = []
    for case in sorted(d.glob("*.mlir")):
        first = case.read_bytes().split(b"\n", 1)[0].decode("utf-8", "replace")
        if first.startswith("// FLAGS:"):
            flags = tuple(shlex.split(first[len("// FLAGS:") :]))
        else:
            flags = ("--allow-unregistered-dialect", "--mlir-print-op-generic")
        stem = case.with_suffix("")
        suffix = ".vd" if any(f.startswith("--verify-diagnostics") for f in flags) else ""
        out = Path(f"{stem}{suffix}.out")
        if not out.exists():
            continue
        runs.append(Run(case, flags, out, Path(f"{stem}{suffix}.err"), Path(f"{stem}{suffix}.rc")))
        head = b"\n".join(case.read_bytes().split(b"\n")[:5])
        if b"// ALSO: noallow" in head:
            nf = tuple(f for f in flags if f != "--allow-unregistered-dialect")
            runs.append(
                Run(
                    case,
                    nf,
                    Path(f"{stem}.noallow.out"),
                    Path(f"{stem}.noallow.err"),
                    Path(f"{stem}.noallow.rc"),
                )
            )
    return runs


def generic_runs() -> list[Run]:
    d = CORPUS / "generic"
    runs: list[Run] = []
    for case in sorted(d.glob("*.mlir")):
        stem = case.with_suffix("")
        g = Path(f"{stem}.generic.out")
        if g.exists():
            runs.append(
                Run(
                    case, ("--allow-unregistered-dialect", "--mlir-print-op-generic"), g, None, None
                )
            )
        dbg = Path(f"{stem}.debuginfo.out")
        if dbg.exists():
            runs.append(
                Run(
                    case,
                    (
                        "--allow-unregistered-dialect",
                        "--mlir-print-op-generic",
                        "--mlir-print-debuginfo",
                    ),
                    dbg,
                    None,
                    None,
                )
            )
    return runs


def replay(run: Run) -> tuple[bool, str]:
    """Run pdlx-opt as mlir-opt was run; return (matches, a report of differences)."""
    from pdlx.cli import run as cli_run
    from pdlx.support.deep import run_deep

    out, err = io.StringIO(), io.StringIO()
    cwd = os.getcwd()
    os.chdir(run.case.parent)
    try:
        # As `pdlx-opt`'s main does: deep nesting needs the big-stack thread.
        rc = run_deep(lambda: cli_run([*run.flags, run.case.name], stdout=out, stderr=err))
    except SystemExit as e:
        rc = int(e.code or 0)
    finally:
        os.chdir(cwd)
    problems = []
    want_out = _read(run.out)
    if out.getvalue() != want_out:
        problems.append(_diff("stdout", want_out, out.getvalue()))
    if run.err is not None and run.err.exists():
        want_err = _read(run.err)
        if err.getvalue() != want_err:
            problems.append(_diff("stderr", want_err, err.getvalue()))
    elif run.err is None and err.getvalue():
        problems.append("unexpected stderr:\n" + err.getvalue())
    if run.rc is not None and run.rc.exists():
        want_rc = int(run.rc.read_text().strip())
        if rc != want_rc:
            problems.append(f"exit status {rc}, expected {want_rc}")
    return (not problems, "\n".join(problems))


def _diff(what: str, want: str, got: str) -> str:
    import difflib

    lines = difflib.unified_diff(
        want.splitlines(keepends=True), got.splitlines(keepends=True), "mlir-opt", "pdlx-opt", n=1
    )
    text = "".join(lines)
    if len(text) > 3000:
        text = text[:3000] + "\n...\n"
    return f"{what} differs:\n{text}"
