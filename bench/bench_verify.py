"""Incremental verification: what verifying after a transform that touched
10 ops costs, at 10k, 100k and 1M ops (issue 12's "Must reach": at 1M at most
2x what it costs at 10k). Plain Python, no pytest; run from the repository
root:

    python bench/payloads.py 1M            # once, if bench/payloads/ lacks it
    python bench/bench_verify.py           # ~2 min with the 1M payload
    python bench/bench_verify.py 10k 100k  # sizes to run

For each size, in one process (sizes interleaved, medians over the rounds):

- *annotate 10 + verify*: a `Rewriter` on the verified payload sets an
  attribute on 10 random `test.add` ops (what `transform.annotate` does),
  takes the snapshot, and `verify_changes` checks it against the payload
  (what the pass manager runs after a pass);
- *verify_changes*: that verification alone;
- *verify (full)*: `verify` of the same snapshot, what ran after every pass
  before (and what `pdlx-opt --pdlx-verify-full` runs).

The payload's def-use index is built before the rounds, as a transform or
rewrite pass leaves it (the rewriter carries it from snapshot to snapshot);
the first `verify_changes` on a lineage without one builds it (printed as
*first use-index build*, O(ops), once).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import payloads

from pdlx.api import parse
from pdlx.ir.attributes import UNIT
from pdlx.ir.context import Context
from pdlx.ir.rewriter import Rewriter
from pdlx.verify.verifier import verify, verify_changes

SIZES = ("10k", "100k", "1M")
ROUNDS = 15
FULL_ROUNDS = 3
TOUCHED = 10


def main(argv: list[str]) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("sizes", nargs="*", metavar="SIZE", help="of 10k, 100k, 1M (default: all)")
    sizes = tuple(ap.parse_args(argv).sizes) or SIZES
    if unknown := [s for s in sizes if s not in SIZES]:
        ap.error(f"unknown size {unknown[0]!r}: choose from {', '.join(SIZES)}")
    ctx = Context.default()
    state = {}
    for label in sizes:
        path = payloads.ensure(label)
        snap = parse(path.read_text(encoding="utf-8"), str(path), allow_unregistered=True)
        t0 = time.perf_counter()
        snap.uses_index()
        index_s = time.perf_counter() - t0
        assert verify(snap, ctx) == []
        adds = [o for o in snap.ops if snap.ops[o].name == "test.add"]
        state[label] = (snap, adds, index_s)
        print(f"{label}: {len(snap.ops):,} ops, {len(adds):,} test.add", flush=True)
    rng = random.Random(12)
    samples: dict[str, dict[str, list[float]]] = {
        label: {"annotate 10 + verify": [], "verify_changes": [], "verify (full)": []}
        for label in sizes
    }
    for r in range(ROUNDS):
        for label in sizes:
            snap, adds, _ = state[label]
            picked = rng.sample(adds, TOUCHED)
            t0 = time.perf_counter()
            rw = Rewriter(snap)
            for o in picked:
                rw.set_attribute(o, "pdlx.bench", UNIT)
            after = rw.snapshot()
            t1 = time.perf_counter()
            diags = verify_changes(after, ctx, snap)
            t2 = time.perf_counter()
            assert diags == []
            samples[label]["annotate 10 + verify"].append(t2 - t0)
            samples[label]["verify_changes"].append(t2 - t1)
            if r < FULL_ROUNDS:
                t3 = time.perf_counter()
                assert verify(after, ctx) == []
                samples[label]["verify (full)"].append(time.perf_counter() - t3)
    print()
    print("| payload | ops | annotate 10 + verify | verify_changes | verify (full) | "
          "first use-index build |")  # fmt: skip
    print("|---|---:|---:|---:|---:|---:|")
    med = {label: {k: statistics.median(v) for k, v in s.items()} for label, s in samples.items()}
    for label in sizes:
        snap, _, index_s = state[label]
        m = med[label]
        print(
            f"| {label} | {len(snap.ops):,} | {m['annotate 10 + verify'] * 1e6:,.0f} µs | "
            f"{m['verify_changes'] * 1e6:,.0f} µs | {m['verify (full)'] * 1e3:,.1f} ms | "
            f"{index_s * 1e3:,.0f} ms |"
        )
    if "10k" in med and "1M" in med:
        ratio = med["1M"]["annotate 10 + verify"] / med["10k"]["annotate 10 + verify"]
        vratio = med["1M"]["verify_changes"] / med["10k"]["verify_changes"]
        verdict = "PASS" if ratio <= 2.0 else "FAIL"
        print(
            f"\n1M / 10k, annotate 10 + verify: {ratio:.2f}x (verify_changes alone "
            f"{vratio:.2f}x); must reach <= 2x: {verdict}"
        )


if __name__ == "__main__":
    main(sys.argv[1:])
