"""What one edit costs inside a batch, per payload size, A/B against another
tree (issue 12, deliverable 2: transient edit batches).

Every figure is one `Rewriter` over the parsed payload (its def-use index
built), `BATCH` edits of one kind on distinct random ops, and one `commit()`
at the end: the batch's wall clock divided by its edits (the commit
included). The kinds:

- *set attr*: `set_attribute(op, "bench.mark", IntegerAttr(i))` on a `test.*` op;
- *replace*: `set_insertion_point_before(add)`, `create_op("test.fused", the
  add's operands and result types)`, `replace_op(add, its results)` on a
  `test.add` (whose result has one user);
- *erase*: `erase_op` of a `test.noise*` op (unused results; one of its
  operands, `%b`, has thousands of uses);
- *create*: `create_op("test.new", the op's operands and result types)`
  inserted before a random `test.*` op;
- *fold scan*: what the greedy driver does for ops with a folder: for each
  op, `Operation(rw.snapshot(), op)` read by a "folder", and one op in ten
  edited (an attribute set): per op scanned;
- *commit*: the `commit()` at the end of a *set attr* batch alone (µs per
  batch, not per edit);
- *pdl fuse*: the greedy driver with the fc_relu fusion pattern
  (`rewrites/chain_fusion.mlir`, PDL, transactional) over the whole
  payload, per rewrite; *pdl fuse, listener*: the same with a listener
  outside the driver (as transform handles are), whose notifications the
  driver holds back until each rewrite succeeds.

Each size runs in a fresh child process per tree (`PYTHONPATH=<tree>`), the
trees taking turns over the rounds; the figure is the median over rounds of
each child's median of `REPS` batches (of 2 driver runs for *pdl fuse*), in
CPU time of the child (the machine is shared). The cyclic GC stays on, with
the parsed payload frozen (`gc.freeze()`, as `pdlx-opt` does after parsing).

    python bench/bench_edits.py --base /tmp/edits-base        # A/B, 1k..100k
    python bench/bench_edits.py --base /tmp/edits-base --sizes 1k,10k,100k,1M
    python bench/bench_edits.py --quick                        # this tree, 1k and 10k

`--base` is another checkout (`git worktree add /tmp/edits-base <commit>`);
without it only this tree is measured.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import common
import payloads

KINDS = (
    "set attr", "replace", "erase", "create", "fold scan", "commit", "pdl fuse",
    "pdl fuse, listener",
)  # fmt: skip
BATCH = 1000
REPS = 7


# ---------------------------------------------------------------------------
# the child: one tree, one size


def child(label: str, batch: int, reps: int) -> dict[str, float]:
    import gc
    import random
    import time

    from pdlx.ir.attributes import IntegerAttr
    from pdlx.ir.rewriter import Listener, Rewriter
    from pdlx.ir.views import Operation
    from pdlx.pdl.driver import GreedyConfig
    from pdlx.pdl.engine import PatternSet, apply_patterns_to_regions
    from pdlx.pdl.runtime import PatternRewriter
    from pdlx.syntax.parser import parse

    path = payloads.ensure(label)
    snap = parse(path.read_text(encoding="utf-8"), str(path), allow_unregistered=True)
    snap.uses_index()
    gc.collect()
    gc.freeze()
    names = {o: rec.name for o, rec in snap.ops.items()}
    tests = sorted(o for o, n in names.items() if n.startswith("test."))
    adds = sorted(o for o, n in names.items() if n == "test.add")
    noise = sorted(o for o, n in names.items() if n.startswith("test.noise"))
    rng = random.Random(12)
    pc = time.process_time
    out: dict[str, list[float]] = {k: [] for k in KINDS}

    def picks(pool: list[int]) -> list[int]:
        return rng.sample(pool, min(batch, len(pool)))

    def set_attr(rw: Rewriter, ops: list[int]) -> None:
        for i, o in enumerate(ops):
            rw.set_attribute(o, "bench.mark", IntegerAttr(i))

    def replace(rw: Rewriter, ops: list[int]) -> None:
        for o in ops:
            rec = rw.ops[o]
            values = rw.values
            rw.set_insertion_point_before(o)
            new = rw.create_op("test.fused", rec.operands, [values[v].type for v in rec.results])
            rw.replace_op(o, rw.ops[new].results)

    def erase(rw: Rewriter, ops: list[int]) -> None:
        for o in ops:
            rw.erase_op(o)

    def create(rw: Rewriter, ops: list[int]) -> None:
        for o in ops:
            rec = rw.ops[o]
            values = rw.values
            rw.set_insertion_point_before(o)
            rw.create_op("test.new", rec.operands, [values[v].type for v in rec.results])

    def fold_scan(rw: Rewriter, ops: list[int]) -> None:
        for i, o in enumerate(ops):
            _ = Operation(rw.snapshot(), o).name  # what a folder reads
            if i % 10 == 0:
                rw.set_attribute(o, "bench.mark", IntegerAttr(i))

    kinds: list[tuple[str, Callable[[Rewriter, list[int]], None], list[int]]] = [
        ("set attr", set_attr, tests),
        ("replace", replace, adds),
        ("erase", erase, noise),
        ("create", create, tests),
        ("fold scan", fold_scan, tests),
    ]
    for _ in range(2):  # warm-up
        for _name, fn, pool in kinds:
            rw = Rewriter(snap)
            fn(rw, picks(pool)[:50])
            rw.commit()
    for _ in range(reps):
        for name, fn, pool in kinds:
            ops = picks(pool)
            t0 = pc()
            rw = Rewriter(snap)
            fn(rw, ops)
            t1 = pc()
            rw.commit()
            t2 = pc()
            out[name].append((t2 - t0) / len(ops))
            if name == "set attr":
                out["commit"].append(t2 - t1)
    patterns = PatternSet.parse(FUSION_PATTERNS.read_text(encoding="utf-8"), str(FUSION_PATTERNS))
    regions = snap.ops[snap.root].regions
    for _ in range(2):
        for name, listeners in (("pdl fuse", []), ("pdl fuse, listener", [Listener()])):
            rw = PatternRewriter(snap)
            t0 = pc()
            _, results, _ = apply_patterns_to_regions(
                rw, regions, patterns, GreedyConfig(), listeners, non_convergence=None
            )
            rw.commit()
            t1 = pc()
            out[name].append((t1 - t0) / max(1, sum(r.rewrites for r in results)))
    return {k: statistics.median(v) * 1e6 for k, v in out.items()}


FUSION_PATTERNS = common.REPO / "rewrites" / "chain_fusion.mlir"
"""The fc_relu chain fusion in PDL (what bench_pdl.py measures in a process)."""


# ---------------------------------------------------------------------------
# the parent: trees take turns


def run_child(tree: Path, label: str, batch: int, reps: int) -> dict[str, float]:
    env = dict(os.environ)
    env["PYTHONPATH"] = str(tree)
    cmd = [sys.executable, __file__, "--child", label, "--batch", str(batch), "--reps", str(reps)]
    r = subprocess.run(cmd, env=env, capture_output=True, text=True, check=True)
    result: dict[str, float] = json.loads(r.stdout.strip().splitlines()[-1])
    return result


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--sizes", default="1k,10k,100k")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--batch", type=int, default=BATCH)
    ap.add_argument("--reps", type=int, default=REPS)
    ap.add_argument("--base", type=Path, help="another checkout to compare with")
    ap.add_argument(
        "--this", type=Path, default=common.REPO, help="the checkout measured (default: this one)"
    )
    ap.add_argument("--quick", action="store_true", help="1k and 10k, one round")
    ap.add_argument("--child", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.child:
        print(json.dumps(child(args.child, args.batch, args.reps)))
        return 0
    if args.quick:
        args.sizes, args.rounds, args.reps = "1k,10k", 1, 3
    sizes = args.sizes.split(",")
    trees: list[tuple[str, Path]] = [("this", args.this.resolve())]
    if args.base is not None:
        trees.insert(0, ("base", args.base.resolve()))
    samples: dict[tuple[str, str], list[dict[str, float]]] = {}
    for label in sizes:
        payloads.ensure(label)
        for rnd in range(args.rounds):
            order = trees if rnd % 2 == 0 else trees[::-1]
            for name, tree in order:
                res = run_child(tree, label, args.batch, args.reps)
                samples.setdefault((name, label), []).append(res)
                print(f"{label} round {rnd + 1} {name}: " + ", ".join(
                    f"{k} {v:.2f}" for k, v in res.items()
                ), file=sys.stderr)  # fmt: skip
    print(render(sizes, [n for n, _ in trees], samples, args))
    return 0


def render(
    sizes: list[str],
    trees: list[str],
    samples: dict[tuple[str, str], list[dict[str, float]]],
    args: argparse.Namespace,
) -> str:
    def med(tree: str, label: str, kind: str) -> float:
        return statistics.median(s[kind] for s in samples[(tree, label)])

    lines = [
        f"Per edit in a batch of {args.batch} edits and one commit (µs; *commit*: µs per "
        f"batch); median of {args.rounds} rounds x {args.reps} batches; "
        + ("base / this (ratio this/base)" if len(trees) > 1 else "this tree"),
        "",
        "| payload | ops | " + " | ".join(KINDS) + " |",
        "|---|---:|" + "---:|" * len(KINDS),
    ]
    for label in sizes:
        cells = []
        for kind in KINDS:
            if len(trees) > 1:
                a, b = med("base", label, kind), med("this", label, kind)
                cells.append(f"{a:.2f} / {b:.2f} ({b / a:.2f}x)")
            else:
                cells.append(f"{med('this', label, kind):.2f}")
        lines.append(f"| {label} | {payloads.op_count(label):,} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


if __name__ == "__main__":
    sys.exit(main())
