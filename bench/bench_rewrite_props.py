"""The 200-example property test of rewrites/arith_simplify.pdll, timed.

`check_rewrite_set` draws 200 programs of `func`/`arith`/`scf`/`cf` over
integer and float types and checks each one (folding on and off,
termination, verification, idempotence, confluence, meaning). Prints the
median wall and CPU time of `--repeat` runs (docs/performance.md, "Property
tests of rewrites"). Run: `python bench/bench_rewrite_props.py [--repeat 5]`.
"""

from __future__ import annotations

import argparse
import statistics
import time
from pathlib import Path

from pdlx.pdl import PatternSet
from pdlx.testing.rewrite_props import check_rewrite_set

ROOT = Path(__file__).resolve().parent.parent


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--examples", type=int, default=200)
    args = ap.parse_args()
    patterns = PatternSet.from_file(ROOT / "rewrites" / "arith_simplify.pdll")
    check_rewrite_set(patterns, max_examples=5, may_not_fire=patterns.patterns)  # warm-up
    wall: list[float] = []
    cpu: list[float] = []
    for _ in range(args.repeat):
        w, c = time.perf_counter(), time.process_time()
        report = check_rewrite_set(patterns, max_examples=args.examples)
        wall.append(time.perf_counter() - w)
        cpu.append(time.process_time() - c)
    print(
        f"{report.examples} examples: median wall {statistics.median(wall):.2f} s, "
        f"median CPU {statistics.median(cpu):.2f} s ({args.repeat} runs)"
    )


if __name__ == "__main__":
    main()
