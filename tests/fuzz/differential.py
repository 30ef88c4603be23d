"""Run one fuzz case under mlir-opt-22 (a process) and pdlx-opt (in this
process, through `pdlx.cli.run`: a campaign of thousands of cases would
otherwise spend most of its time starting Python) and compare them.

Outcomes: "agree" (exit status, stdout and stderr byte for byte),
"mismatch", "mlir-ub" (a rewrite erased an op that still has uses: undefined
behaviour in mlir-opt, refused by pdlx), "mlir-crash" (mlir-opt died of a signal or an LLVM crash report:
pdlx must then still give a diagnostic, never a traceback), "mlir-timeout",
"pdlx-traceback" (a Python exception escaped pdlx-opt: always a bug), and
"mlir-nondeterministic" (on a mismatch, mlir-opt run again gave another
output: its note order follows pointers there).
"""

from __future__ import annotations

import io
import os
import re
import shutil
import subprocess
import traceback
from dataclasses import dataclass
from pathlib import Path

from generators import Case

MLIR_OPT = shutil.which(os.environ.get("MLIR_OPT", "mlir-opt-22"))
TIMEOUT = 10.0


@dataclass(frozen=True, slots=True)
class Run:
    """What one tool did with a case."""

    status: int
    stdout: str
    stderr: str


@dataclass(frozen=True, slots=True)
class Verdict:
    case: Case
    outcome: str
    mlir: Run | None
    pdlx: Run | None

    @property
    def bucket(self) -> str:
        """A short key grouping mismatches of the same cause: the first line
        where the two outputs differ, with positions and numbers masked."""
        if self.outcome != "mismatch" or self.mlir is None or self.pdlx is None:
            return self.outcome
        if self.mlir.status != self.pdlx.status:
            return f"status {self.mlir.status} vs {self.pdlx.status}"
        for stream in ("stderr", "stdout"):
            a = getattr(self.mlir, stream).splitlines()
            b = getattr(self.pdlx, stream).splitlines()
            for x, y in zip(a + [""] * len(b), b + [""] * len(a), strict=False):
                if x != y:
                    return f"{stream}: {_mask(x)} | {_mask(y)}"
        return "mismatch"


def _mask(line: str) -> str:
    line = re.sub(r"\S*case\.mlir:\d+:\d+", "LOC", line)
    line = re.sub(r"%[\w.]+", "%V", line)
    return re.sub(r"\b\d+\b", "N", line)[:160]


def run_mlir(case: Case, path: Path) -> Run | str:
    """mlir-opt-22's run, or "mlir-crash"/"mlir-timeout"."""
    assert MLIR_OPT is not None
    try:
        p = subprocess.run(
            [MLIR_OPT, *case.flags, path.name],
            capture_output=True,
            text=True,
            cwd=path.parent,
            timeout=TIMEOUT,
        )
    except subprocess.TimeoutExpired:
        return "mlir-timeout"
    if p.returncode < 0 or p.returncode >= 128 or "PLEASE submit a bug report" in p.stderr:
        return "mlir-crash"
    return Run(p.returncode, p.stdout, p.stderr)


def run_pdlx(case: Case, path: Path) -> Run | str:
    """pdlx-opt's run in this process, or "pdlx-traceback" (printed)."""
    from pdlx.cli import run

    out, err = io.StringIO(), io.StringIO()
    cwd = os.getcwd()
    os.chdir(path.parent)
    try:
        status = run([*case.flags, path.name], stdout=out, stderr=err)
    except BaseException:
        traceback.print_exc()
        return "pdlx-traceback"
    finally:
        os.chdir(cwd)
    return Run(status, out.getvalue(), err.getvalue())


def check(case: Case, workdir: Path) -> Verdict:
    """Run both tools on `case` (written to workdir/case.mlir)."""
    path = workdir / "case.mlir"
    path.write_text(case.text)
    mlir = run_mlir(case, path)
    pdlx = run_pdlx(case, path)
    if isinstance(pdlx, str):
        return Verdict(case, pdlx, mlir if isinstance(mlir, Run) else None, None)
    if isinstance(mlir, str):
        return Verdict(case, mlir, None, pdlx)
    outcome = "agree" if mlir == pdlx else "mismatch"
    if outcome == "mismatch" and _erased_with_uses(mlir, pdlx):
        outcome = "mlir-ub"
    if outcome == "mismatch":
        # mlir-opt orders some notes by pointer (the invalidated handles'
        # payload ops): a second and third run tell whether it is stable.
        for _ in range(2):
            again = run_mlir(case, path)
            if again != mlir:
                return Verdict(case, "mlir-nondeterministic", mlir, pdlx)
    return Verdict(case, outcome, mlir, pdlx)


def _erased_with_uses(mlir: Run, pdlx: Run) -> bool:
    """A PDL rewrite erased an op whose results are still used: undefined
    behaviour in mlir-opt's release build (seen as a verifier error on the
    null operand left behind, or not seen at all when the users are erased
    later); pdlx refuses the rewrite, as issue 13 asks, and says so."""
    return "its results still have uses" in pdlx.stderr
