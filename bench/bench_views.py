#!/usr/bin/env python3
"""What issue 14's API and CLI changes cost (docs/performance.md, "Views
and pdlx-opt's start-up").

Plain Python, not pytest. From the repository root, with the project venv:

    python bench/bench_views.py                    # this tree
    python bench/bench_views.py --tree /tmp/old    # and another checkout's pdlx, interleaved

* **start-up**: `python -m pdlx.cli FILE` on an empty module, a fresh
  process per run (what `pdlx-opt` costs before any work), rounds
  alternating the trees; medians and the ratio.
* **views**: in a function of N ops (`arith.addi` chains), the first
  `repr()` of a value (it names every value of the function, its closest
  isolated-from-above ancestor) and then each later one (the names are
  cached on the snapshot); `str(op)` of one op.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def startup(tree: Path, path: str) -> float:
    env = {**os.environ, "PYTHONPATH": str(tree)}
    start = time.perf_counter()
    subprocess.run(
        [sys.executable, "-m", "pdlx.cli", path],
        env=env,
        capture_output=True,
        check=True,
        cwd=tree,  # `-m` puts the working directory ahead of PYTHONPATH
    )
    return time.perf_counter() - start


def views(n: int) -> tuple[float, float, float]:
    import pdlx

    body = "\n".join(f"  %v{i + 1} = arith.addi %v{i}, %v{i} : i32" for i in range(n))
    snap = pdlx.parse(f"func.func @f(%v0: i32) -> i32 {{\n{body}\n  return %v{n} : i32\n}}\n")
    ops = [op for op in snap.root_op.walk() if op.name == "arith.addi"]
    start = time.perf_counter()
    repr(ops[n // 2].result(0))
    first = time.perf_counter() - start
    start = time.perf_counter()
    for op in ops[:1000]:
        repr(op.result(0))
    later = (time.perf_counter() - start) / 1000
    start = time.perf_counter()
    for op in ops[:1000]:
        str(op)
    text = (time.perf_counter() - start) / 1000
    return first, later, text


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--tree", type=Path, default=None, help="another checkout to compare with")
    ap.add_argument("--rounds", type=int, default=21)
    args = ap.parse_args()
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as f:
        f.write("module {}\n")
    trees = [ROOT] + ([args.tree] if args.tree else [])
    for tree in trees:
        startup(tree, f.name)  # warm the bytecode caches
    times: dict[Path, list[float]] = {t: [] for t in trees}
    for _ in range(args.rounds):
        for tree in trees:
            times[tree].append(startup(tree, f.name))
    os.unlink(f.name)
    base = statistics.median(times[trees[-1]])
    for tree in trees:
        med = statistics.median(times[tree])
        print(f"start-up {tree}: median {med * 1000:.0f} ms (ratio to last {med / base:.3f})")
    for n in (1_000, 10_000):
        first, later, text = views(n)
        print(
            f"views n={n}: first repr(value) {first * 1000:.1f} ms, later {later * 1e6:.1f} us, "
            f"str(op) {text * 1e6:.1f} us"
        )


if __name__ == "__main__":
    main()
