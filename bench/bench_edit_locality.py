"""Where a single-op replace's growth from 1k to 1M ops comes from: memory
locality, not work. Plain Python, no pytest; run from the repository root:

    python bench/bench_edit_locality.py          # ~2 min, 1k and 1M payloads

For each size it times, in one process (sizes interleaved, medians):

- a *cold read*: `snap.ops[op]` for a random `test.add`;
- *replace, random op*: bench_ir's replace edit on a random `test.add` each
  time (what bench_ir reports);
- *replace, same op*: the same edit on one `test.add` over and over, so that
  everything it touches stays in the caches.

If the same-op figure barely grows with the module and the random-op figure
does, the growth is cache and TLB misses on the records the edit reads and on
the trie paths it copies (docs/performance.md, "Edits").
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import bench_ir
import payloads

SIZES = ("1k", "1M")
ROUNDS = 5
PER_ROUND = 400


def main() -> None:
    import pdlx

    bench_ir.warm_up()
    state = {}
    for label in SIZES:
        path = payloads.ensure(label)
        snap = pdlx.parse(path.read_text(encoding="utf-8"), str(path), allow_unregistered=True)
        snap.uses_index()
        state[label] = (snap, bench_ir.ops_named(snap, lambda s: s == "test.add"))
    rng = random.Random(7)
    samples: dict[str, dict[str, list[float]]] = {
        label: {"cold read": [], "replace, random op": [], "replace, same op": []}
        for label in SIZES
    }
    pc = time.perf_counter
    for _ in range(ROUNDS):
        for label in SIZES:
            snap, adds = state[label]
            smp = samples[label]
            ops = snap.ops
            for op in [rng.choice(adds) for _ in range(PER_ROUND)]:
                t0 = pc()
                ops[op]  # the read is what is timed
                smp["cold read"].append(pc() - t0)
            picks = [rng.choice(adds) for _ in range(PER_ROUND + 50)]
            smp["replace, random op"] += bench_ir.time_each(
                lambda i, s=snap, p=picks: bench_ir.edit_replace(s, p[i]), PER_ROUND
            ).samples
            one = rng.choice(adds)
            smp["replace, same op"] += bench_ir.time_each(
                lambda i, s=snap, o=one: bench_ir.edit_replace(s, o), PER_ROUND
            ).samples
    print("| figure (µs, median) | " + " | ".join(SIZES) + " | ratio |")
    print("|---|" + "---:|" * (len(SIZES) + 1))
    for figure in samples[SIZES[0]]:
        meds = [statistics.median(samples[label][figure]) * 1e6 for label in SIZES]
        cells = " | ".join(f"{m:.2f}" for m in meds)
        print(f"| {figure} | {cells} | {meds[-1] / meds[0]:.2f}x |")


if __name__ == "__main__":
    main()
