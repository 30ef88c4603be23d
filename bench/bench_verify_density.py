#!/usr/bin/env python3
"""The verification after a PDL rewrite pass, by how much the pass changed:
where checking the changes one by one (`verify_changes`'s incremental
checks) stops paying against one walk of the whole IR (`verify`). Plain
Python, run from the repository root:

    python bench/bench_verify_density.py                      # 100k, 7 densities
    python bench/bench_verify_density.py --sizes 1M --rounds 1
    PYTHONPATH=/work/main python bench/bench_verify_density.py   # another checkout

The payload is the PDL job of `bench_versus.py` (the 100k job payload in
`module @ir`, the Ch4 fusion pattern in `module @patterns`) with only a
fraction of its 25k chains fusable (the others' `test.max` renamed
`test.min`, which the pattern does not match): `--test-pdl-bytecode-pass`
(`run_test_pdl_bytecode_pass`, in process) rewrites that fraction, and on
its result, against its verified input, in one process:

- *incremental*: `verify_changes` with no density bound, so that it checks
  the changes one by one (`DENSE_CHANGES_MIN` set past any change set);
- *full*: `verify`, the whole walk `verify_changes` falls back on;
- *verify_changes*: what the pass manager runs, the bound as shipped.

Each is timed alone (CPU time, the cyclic GC paused as pdlx-opt runs it
after freezing its heap), medians of `--rounds`. The ratio incremental /
full says which one to take at that density; `ids / ops` is the change
set's size (`Snapshot.change_kinds_since`: ops, values, blocks written,
erased ops included) over the result's op count, the quantity
`verify_changes` bounds.
"""

from __future__ import annotations

import argparse
import gc
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

from pdlx.api import parse
from pdlx.ir.context import Context
from pdlx.ir.diagnostics import DiagnosticSink
from pdlx.ir.snapshot import Snapshot
from pdlx.passes.registry import PassContext
from pdlx.pdl.engine import run_test_pdl_bytecode_pass
from pdlx.verify import verifier

# After pdlx: bench_pdl puts this checkout on sys.path, which must not
# shadow the PYTHONPATH's pdlx (an A/B against another checkout).
HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import bench_library  # noqa: E402  (the job payloads)
import bench_pdl  # noqa: E402  (the fusion pattern)

FRACTIONS = (0.002, 0.01, 0.03, 0.06, 0.1, 0.2, 0.5, 1.0)

bench_library.JOB_SIZES.setdefault("10k", (100, 25, 1))  # the job payload's shape, smaller


def pdl_text(label: str, fraction: float) -> str:
    """The PDL job of `label` with `fraction` of its chains fusable (spread
    evenly: every chain whose index times `fraction` crosses an integer)."""
    src = bench_library.job_payload(label).read_text().splitlines()
    body = []
    chain = 0
    for line in src[1:-1]:
        if '"test.max"' in line:
            if int((chain + 1) * fraction) == int(chain * fraction):
                line = line.replace('"test.max"', '"test.min"')
            chain += 1
        body.append(line)
    return bench_pdl.pdl_module(bench_pdl._pattern_body(bench_pdl.FUSION), body)


def timed(fn: Callable[[], object], rounds: int) -> tuple[float, object]:
    """Median CPU ms of `fn` over `rounds`, and its last result."""
    out: object = None
    times = []
    for _ in range(rounds):
        t = time.process_time()
        out = fn()
        times.append(time.process_time() - t)
    return statistics.median(times) * 1000, out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--sizes", default="100k", help="of 10k, 100k, 1M")
    ap.add_argument("--fractions", default=",".join(map(str, FRACTIONS)))
    ap.add_argument("--rounds", type=int, default=5)
    args = ap.parse_args()
    print(f"pdlx from {Path(verifier.__file__).parents[2]}")
    ctx = Context.default()
    shipped = verifier.DENSE_CHANGES_MIN
    print("| size | fused | ids / ops | incremental | full | incremental / full | verify_changes |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for label in args.sizes.split(","):
        for fraction in map(float, args.fractions.split(",")):
            gc.disable()
            start = parse(pdl_text(label, fraction), "pdl.mlir", allow_unregistered=True)
            assert verifier.verify(start, ctx) == []
            pctx = PassContext(ctx, DiagnosticSink())
            after = run_test_pdl_bytecode_pass(start, pctx)
            assert isinstance(after, Snapshot) and not pctx.sink.diagnostics
            kinds = after.change_kinds_since(start)
            assert kinds is not None
            fused = sum(1 for r in after.ops.values() if r.name == "test.fused")

            def incremental(a: Snapshot = after, s: Snapshot = start) -> object:
                return verifier.verify_changes(a, ctx, s)

            def full(a: Snapshot = after) -> object:
                return verifier.verify(a, ctx)

            def shipped_path(a: Snapshot = after, s: Snapshot = start) -> object:
                return verifier.verify_changes(a, ctx, s)

            setattr(verifier, "DENSE_CHANGES_MIN", 1 << 62)  # noqa: B010
            try:
                inc, r1 = timed(incremental, args.rounds)
            finally:
                setattr(verifier, "DENSE_CHANGES_MIN", shipped)  # noqa: B010
            whole, r2 = timed(full, args.rounds)
            chosen, r3 = timed(shipped_path, args.rounds)
            assert r1 == r2 == r3 == [], (r1, r2, r3)
            ratio = len(kinds.ids) / len(after.ops)
            print(
                f"| {label} | {fused:,} | {ratio:.3f} | {inc:.1f} ms | {whole:.1f} ms "
                f"| {inc / whole:.2f} | {chosen:.1f} ms |",
                flush=True,
            )
            del start, after, pctx, kinds
            gc.enable()
            gc.collect()


if __name__ == "__main__":
    main()
