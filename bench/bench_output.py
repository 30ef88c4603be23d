#!/usr/bin/env python3
"""pdlx-opt's phases after a PDL rewrite, A/B against another checkout
(issue 12: the Output phase after a rewrite as cheap per op as after a
parse, and "Rest" back near its size without a pass; docs/performance.md,
"Output and Rest after a rewrite").

Two runs of `pdlx-opt --allow-unregistered-dialect --mlir-timing` per tree
and round: *pdl*, the PDL job of `bench_pdl_pass.py`
(`--test-pdl-bytecode-pass`, one fusion per chain: 25,000 at 100k ops), and
*reprint*, its output parsed and printed again without a pass (the same IR,
as a parse lays it out). Each run is a fresh child process that runs
`pdlx.cli.run` in process with the collector as `pdlx-opt`'s `main` sets it
up, ends as `main` does (`os._exit`), and reports every `--mlir-timing` row
in wall seconds (as the report prints them) and in CPU seconds (the same
phases timed with `time.process_time`; Rest is the run's CPU time minus the
phases'), and the whole process's CPU time (`getrusage`: start-up and
imports included). The trees take turns, the first alternating per round;
the figures are medians over the rounds; both trees' outputs must be
byte-identical. Each tree runs from a byte-compiled copy of its `pdlx/` (as
`bench_versus.py` runs it: this machine sets PYTHONDONTWRITEBYTECODE).

    python bench/bench_output.py --base /work/main                 # 100k, 5 rounds
    python bench/bench_output.py --base /work/main --sizes 1M --rounds 1
"""

from __future__ import annotations

import argparse
import compileall
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent

Figures = dict[str, Any]
"""One run: {"cpu": {row: s}, "wall": {row: s}, "process": s}."""

PHASES = ("Parser", "Verifier", "test-pdl-bytecode-pass", "Output", "Rest", "Total")


def child(argv: list[str]) -> None:
    """One pdlx-opt run in this process, as `pdlx.cli.main` runs it; prints
    the file `pdlx` came from and a JSON object of the figures."""
    import io
    import resource
    import time
    from collections.abc import Iterator
    from contextlib import contextmanager

    import pdlx
    from pdlx import cli
    from pdlx.support import timing
    from pdlx.support.gcpause import UNTRACKING

    cpu: dict[str, float] = {}
    starts: list[float] = []
    phase = timing.Timing.phase
    make = timing.Timing.__init__

    def init(self: timing.Timing) -> None:
        starts.append(time.process_time())
        make(self)

    @contextmanager
    def cpu_phase(self: timing.Timing, name: str) -> Iterator[None]:
        c0 = time.process_time()
        try:
            with phase(self, name):
                yield
        finally:
            cpu[name] = cpu.get(name, 0.0) + time.process_time() - c0

    setattr(timing.Timing, "__init__", init)  # noqa: B010  (patched for this run)
    setattr(timing.Timing, "phase", cpu_phase)  # noqa: B010
    cli._ONE_SHOT.enabled = True  # the collector and the exit as `pdlx-opt` has them
    UNTRACKING.on = False
    err = io.StringIO()
    code = cli.run(["--mlir-timing", *argv], stderr=err)
    total = time.process_time() - starts[0]
    cpu["Rest"] = total - sum(cpu.values())
    cpu["Total"] = total
    use = resource.getrusage(resource.RUSAGE_SELF)
    wall: dict[str, float] = {}
    for line in err.getvalue().splitlines():
        parts = line.split()
        if len(parts) >= 3 and parts[1].startswith("(") and parts[-1] in PHASES:
            wall[parts[-1]] = float(parts[0])
    print(pdlx.__file__)
    print(json.dumps({"cpu": cpu, "wall": wall, "process": use.ru_utime + use.ru_stime}))
    sys.stdout.flush()
    os._exit(code)


def run(tree: Path, args: list[str]) -> Figures:
    env = dict(os.environ, PYTHONPATH=str(tree))
    p = subprocess.run(
        [sys.executable, str(Path(__file__).resolve()), "--child", *args],
        env=env, cwd=tree, capture_output=True, text=True, check=False,
    )  # fmt: skip
    if p.returncode != 0:
        raise RuntimeError(f"{tree}: {p.stderr[-2000:]}")
    where, figures = p.stdout.splitlines()[-2:]
    if not Path(where).resolve().is_relative_to(tree):
        raise RuntimeError(f"measured {where}, not a module of {tree}")
    result: Figures = json.loads(figures)
    return result


def compiled_copy(tree: Path, into: Path) -> Path:
    """`tree`'s pdlx/, byte-compiled, under `into`."""
    shutil.copytree(tree / "pdlx", into / "pdlx", ignore=shutil.ignore_patterns("__pycache__"))
    compileall.compile_dir(str(into / "pdlx"), quiet=1, workers=1)
    return into


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--base", type=Path, required=True, help="the checkout to compare with")
    ap.add_argument("--this", type=Path, default=HERE.parent, help="the checkout measured")
    ap.add_argument("--sizes", default="100k")
    ap.add_argument("--rounds", type=int, default=5)
    args = ap.parse_args()
    sys.path.insert(0, str(HERE))
    import bench_pdl_pass  # the PDL job payloads

    with tempfile.TemporaryDirectory() as tmp_dir:
        tmp = Path(tmp_dir)
        trees = {
            k: compiled_copy(t.resolve(), tmp / k)
            for k, t in (("base", args.base), ("this", args.this))
        }
        print(f"base {args.base.resolve()}, this {args.this.resolve()}; {args.rounds} rounds")
        for label in args.sizes.split(","):
            inp = bench_pdl_pass.pdl_input(label)
            outs = {k: tmp / f"{label}-{k}.mlir" for k in trees}
            got: dict[tuple[str, str], list[Figures]] = {}
            for r in range(args.rounds):
                order = ("base", "this") if r % 2 == 0 else ("this", "base")
                for k in order:
                    pdl = ["--allow-unregistered-dialect", "--test-pdl-bytecode-pass", str(inp)]
                    got.setdefault((k, "pdl"), []).append(run(trees[k], [*pdl, "-o", str(outs[k])]))
                    again = ["--allow-unregistered-dialect", str(outs["base"]), "-o", os.devnull]
                    got.setdefault((k, "reprint"), []).append(run(trees[k], again))
                if outs["base"].read_bytes() != outs["this"].read_bytes():
                    raise SystemExit(f"{label}: the two trees' outputs differ")
            report(label, got)


def report(label: str, got: dict[tuple[str, str], list[Figures]]) -> None:
    def med(k: str, job: str, kind: str, row: str) -> float:
        return statistics.median(float(g[kind].get(row, 0.0)) for g in got[(k, job)])

    print(f"\n### {label}: medians, seconds (CPU / wall of the --mlir-timing rows)\n")
    print("| row | base pdl | this pdl | this / base | base reprint | this reprint |")
    print("|---|---:|---:|---:|---:|---:|")
    for row in PHASES:
        cells = []
        for job in ("pdl", "reprint"):
            for k in ("base", "this"):
                if job == "reprint" and row == "test-pdl-bytecode-pass":
                    cells.append("")
                    continue
                cells.append(f"{med(k, job, 'cpu', row):.3f} / {med(k, job, 'wall', row):.3f}")
            if job == "pdl":
                b, t = med("base", job, "cpu", row), med("this", job, "cpu", row)
                cells.append(f"{t / b:.2f}" if b > 0 else "")
        print(f"| {row} | " + " | ".join(cells) + " |")
    procs = {
        (k, job): statistics.median(float(g["process"]) for g in got[(k, job)]) for (k, job) in got
    }
    print(
        f"| whole process, CPU | {procs[('base', 'pdl')]:.3f} | {procs[('this', 'pdl')]:.3f} | "
        f"{procs[('this', 'pdl')] / procs[('base', 'pdl')]:.2f} | "
        f"{procs[('base', 'reprint')]:.3f} | {procs[('this', 'reprint')]:.3f} |"
    )


if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "--child":
        child(sys.argv[2:])
    else:
        main()
