#!/usr/bin/env python3
"""pdlx-opt's fixed costs, whole process: start-up (interpreter, imports,
registries) and what a run pays outside its timed phases, this checkout
against another, A/B in the same run (docs/performance.md, "Start-up").

Plain Python, not pytest. From the repository root, with the project venv:

    python bench/bench_startup.py --base /tmp/old            # 11 rounds
    python bench/bench_startup.py --base /tmp/old --reps 21 --cases empty,pdl-100k

Each tree's `pdlx/` is copied and byte-compiled first (as an installed pdlx
is: this machine sets PYTHONDONTWRITEBYTECODE, so a checkout would compile
every module in every process), and each case runs `python -m pdlx.cli`
once per tree per round, the trees taking turns (who goes first
alternates). Wall clock and CPU time (user + system) of the whole process;
medians, and the median of the per-round ratios this / base. The outputs
(stdout and, without `--mlir-timing`, stderr) of both trees must be
identical: a case whose output differs is reported as such.
"""

from __future__ import annotations

import argparse
import compileall
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import bench_library  # noqa: E402  (the job payloads and script)
import bench_versus  # noqa: E402  (the PDL job input)
import common  # noqa: E402

CASES = ("empty", "help", "version", "list-passes", "pdl-100k", "job-100k", "pdl-1M", "job-1M")
"""What `--cases` may name: an empty input, three outputs that must not
change, and the PDL and transform-interpreter jobs of `bench_versus.py`."""


def case_args(case: str, tmp: Path, script: Path) -> list[str]:
    """pdlx-opt's arguments for `case`."""
    if case == "empty":
        return ["--allow-unregistered-dialect", os.devnull, "-o", os.devnull]
    if case in ("help", "version", "list-passes"):
        return [f"--{case}"]
    job, label = case.split("-")
    head = ["--allow-unregistered-dialect"]
    if job == "pdl":
        return [*head, "--test-pdl-bytecode-pass", str(bench_versus.pdl_input(label, tmp))]
    return [
        *head,
        f"--transform-preload-library=transform-library-paths={script}",
        "--transform-interpreter",
        str(bench_library.job_payload(label)),
    ]


def run(tree: Path, args: list[str]) -> tuple[float, float, bytes]:
    """Wall and CPU seconds of one pdlx-opt process run from `tree`, and
    what it printed (stdout, then stderr)."""
    env = bench_library.env_for(tree)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    p = subprocess.run(
        [sys.executable, "-m", "pdlx.cli", *args], capture_output=True, env=env, cwd=tree
    )
    wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
    return wall, cpu, p.stdout + b"\0" + p.stderr + f"\0{p.returncode}".encode()


def compiled_copy(tree: Path, into: Path) -> Path:
    """`tree`'s pdlx/, byte-compiled, under `into`."""
    shutil.copytree(tree / "pdlx", into / "pdlx", ignore=shutil.ignore_patterns("__pycache__"))
    compileall.compile_dir(str(into / "pdlx"), quiet=1, workers=1)
    return into


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--base", type=Path, required=True, help="the checkout to compare with")
    ap.add_argument("--tree", type=Path, default=common.REPO, help="the checkout measured")
    ap.add_argument("--reps", type=int, default=11)
    ap.add_argument("--cases", default="empty,help,pdl-100k,job-100k", help=",".join(CASES))
    args = ap.parse_args()
    cases = args.cases.split(",")
    for c in cases:
        if c not in CASES:
            ap.error(f"unknown case {c!r} (known: {', '.join(CASES)})")
    med = statistics.median
    with tempfile.TemporaryDirectory() as d:
        tmp = Path(d)
        trees = {
            "base": compiled_copy(args.base.resolve(), tmp / "base"),
            "this": compiled_copy(args.tree.resolve(), tmp / "this"),
        }
        script = tmp / "job.mlir"
        script.write_text(bench_library.job_script())
        print(
            "| case | base wall | this wall | ratio | base CPU | this CPU | ratio | same output |"
        )
        print("|---|---:|---:|---:|---:|---:|---:|---|")
        for case in cases:
            argv = case_args(case, tmp, script)
            to_file = case.startswith(("pdl", "job"))
            walls: dict[str, list[float]] = {"base": [], "this": []}
            cpus: dict[str, list[float]] = {"base": [], "this": []}
            outs: dict[str, bytes] = {}
            for r in range(args.reps):
                for t in ("base", "this") if r % 2 == 0 else ("this", "base"):
                    # the first round's output goes to a file, compared below
                    out_file = tmp / f"out-{t}.mlir" if r < 2 else Path(os.devnull)
                    wall, cpu, out = run(
                        trees[t], [*argv, "-o", str(out_file)] if to_file else argv
                    )
                    if to_file and r < 2:
                        out += out_file.read_bytes()
                    walls[t].append(wall)
                    cpus[t].append(cpu)
                    outs.setdefault(t, out)
            rw = med(a / b for a, b in zip(walls["this"], walls["base"], strict=True))
            rc = med(a / b for a, b in zip(cpus["this"], cpus["base"], strict=True))
            same = "yes" if outs["base"] == outs["this"] else "**NO**"
            print(
                f"| {case} | {med(walls['base']):.3f} | {med(walls['this']):.3f} | {rw:.2f} "
                f"| {med(cpus['base']):.3f} | {med(cpus['this']):.3f} | {rc:.2f} | {same} |",
                flush=True,
            )
    print(
        f"\n{args.reps} rounds; seconds, medians; ratios: medians of the per-round ratios this / base"
    )


if __name__ == "__main__":
    main()
