#!/usr/bin/env python3
"""What scoping the recursion limit to deep input costs (issue 13,
deliverable 5; `pdlx.support.deep`).

Ordinary input pays a try block and a counter per call (parse, print,
`str(op)`); deep input pays a second attempt of pure work, the first one
stopped by the host's limit. One process, one tree: A/B two trees by
running it with each on PYTHONPATH, taking turns, e.g.

    for i in 1 2 3 4 5 6; do
      PYTHONPATH=/work/main python bench/bench_deep.py
      PYTHONPATH=. python bench/bench_deep.py
    done

Prints one JSON line of CPU times (seconds, median of `--rounds`):
parse and print of the 100k payloads (generic and pretty), `str(op)` of
2,000 ops of the 10k payload, and parse and print of 3,000 nested ops.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import payloads

import pdlx


def cpu(fn: Callable[[], object], rounds: int) -> float:
    times = []
    for _ in range(rounds):
        start = time.process_time()
        fn()
        times.append(time.process_time() - start)
    return statistics.median(times)


def main(argv: list[str]) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--rounds", type=int, default=3)
    args = ap.parse_args(argv)
    r = args.rounds
    out: dict[str, object] = {"pdlx": str(Path(pdlx.__file__).parent.parent)}
    texts = {
        "generic": payloads.ensure("100k").read_text(),
        "pretty": payloads.pretty_texts("100k")[0],
    }
    for label, text in texts.items():
        snap = pdlx.parse(text, allow_unregistered=True)
        out[f"parse_100k_{label}"] = cpu(lambda t=text: pdlx.parse(t, allow_unregistered=True), r)
        out[f"print_100k_{label}"] = cpu(lambda s=snap: pdlx.print_ir(s), r)
    small = pdlx.parse(payloads.ensure("10k").read_text(), allow_unregistered=True)
    ops = list(small.root_op.walk())[:2000]
    out["str_2000_ops"] = cpu(lambda: [str(op) for op in ops], r)
    n = 3000
    deep = '"t.op"() ({\n' * n + '"t.end"() : () -> ()\n' + "}) : () -> ()\n" * n
    deep_snap = pdlx.parse(deep, allow_unregistered=True)
    out["parse_3000_nested"] = cpu(lambda: pdlx.parse(deep, allow_unregistered=True), r)
    out["print_3000_nested"] = cpu(lambda: pdlx.print_ir(deep_snap), r)
    print(json.dumps(out))


if __name__ == "__main__":
    main(sys.argv[1:])
