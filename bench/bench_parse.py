#!/usr/bin/env python3
"""The Parser phase of `pdlx-opt`, this checkout against another one, in the
same run (docs/performance.md, "Parser speed (issue 12, session 4)").

    python bench/bench_parse.py --tree /tmp/old            # job 100k and 1k, pretty 100k, generic 100k
    python bench/bench_parse.py --tree /tmp/old --rounds 7 --payloads job-100k

`--tree` is another checkout (`git worktree add /tmp/old <commit>`, or
`git archive <commit> | tar -x -C /tmp/old`). Each round runs one child
process per tree, the two taking turns; a child parses the payload `reps`
times as `pdlx-opt` does (the cyclic GC paused, records not untracked) and
reports the CPU time of each parse. Figures are medians over all rounds; the
machine is shared, so read the ratio (this tree / the other).

Payloads: the issue-12 job payloads (`bench_library.job_payload`: generic
form, 1,000 functions of 100 ops at 100k; 10 of them at 1k), and the two
forms of bench_ir's "Pretty syntax" payload (`payloads.pretty_texts`):
`pretty` in custom syntax, `generic` with `<{fastmath = ...}>` properties;
`squared` is `pretty` with its first line squaring a value
(`arith.mulf %arg0, %arg0`: a first line of a shape that names one value
twice, which stopped the parser from learning that shape before round two).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import bench_library  # noqa: E402  (the job payloads)
import common  # noqa: E402
import payloads  # noqa: E402

JOB_1K_FUNCS = 10
"""Functions of the 1k job payload (the 100k one has 1,000 of the same)."""

CHILD = """
import gc, json, sys, time
from pdlx.ir.context import Context
from pdlx.support.deep import run_deep
from pdlx.support.gcpause import UNTRACKING
from pdlx.syntax.parser import Parser
import pdlx.registration  # noqa: F401  (the core dialects, as pdlx-opt loads them)

path, reps = sys.argv[1], int(sys.argv[2])
text = open(path).read()
ctx = Context.default()
times = []
for _ in range(reps):
    gc.disable()
    UNTRACKING.on = False
    t0 = time.process_time()
    snap = run_deep(Parser(text, path, context=ctx, allow_unregistered=True).parse_module)
    times.append(time.process_time() - t0)
    del snap
    UNTRACKING.on = True
    gc.enable()
    gc.collect()
print(json.dumps(times))
"""


def payload(label: str, out: Path) -> tuple[Path, int]:
    """The file of payload `label` and how many parses a child makes of it."""
    kind, size = label.split("-")
    reps = 30 if size == "1k" else 3
    if kind == "job" and size in bench_library.JOB_SIZES:
        return bench_library.job_payload(size), reps
    path = out / f"{label}.mlir"
    if kind == "job":  # the job's shape, 10 functions: 1,021 ops
        with open(path, "wb") as f:
            subprocess.run(
                [sys.executable, str(payloads.GENERATOR), str(JOB_1K_FUNCS), "25", "1"],
                stdout=f,
                check=True,
            )
    else:
        pretty, generic = payloads.pretty_texts(size)
        if kind == "squared":
            pretty = pretty.replace("arith.mulf %arg0, %arg1", "arith.mulf %arg0, %arg0", 1)
        path.write_text(generic if kind == "generic" else pretty)
    return path, reps


def child(tree: Path, path: Path, reps: int) -> list[float]:
    env = dict(os.environ, PYTHONPATH=str(tree))
    # Run in `tree`: `python -c` puts the working directory first on sys.path.
    r = subprocess.run(
        [sys.executable, "-c", CHILD, str(path.resolve()), str(reps)],
        capture_output=True,
        text=True,
        env=env,
        cwd=tree,
        check=True,
    )
    times: list[float] = json.loads(r.stdout)
    return times


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--tree", type=Path, required=True, help="the other checkout")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--payloads", default="job-100k,job-1k,pretty-100k,generic-100k")
    args = ap.parse_args()
    here = common.REPO
    with tempfile.TemporaryDirectory() as tmp:
        print("| payload | other tree (s) | this tree (s) | this / other |")
        print("|---|---:|---:|---:|")
        for label in args.payloads.split(","):
            path, reps = payload(label, Path(tmp))
            runs: dict[str, list[float]] = {"other": [], "this": []}
            for i in range(args.rounds):
                order = [("other", args.tree), ("this", here)]
                for name, tree in order if i % 2 == 0 else order[::-1]:
                    runs[name] += child(tree, path, reps)
            other, this = statistics.median(runs["other"]), statistics.median(runs["this"])
            print(f"| {label} | {other:.4f} | {this:.4f} | {this / other:.3f} |", flush=True)


if __name__ == "__main__":
    main()
