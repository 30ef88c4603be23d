"""Handle tracking scales linearly (issue 12, "Must reach"): a job on 100
functions costs at most 4.5x what it costs on 25. Plain Python, no pytest;
run from the repository root:

    python bench/bench_handles.py                     # ~2 min: 2 jobs x 2 sizes x 5 reps
    python bench/bench_handles.py --tree /tmp/old --tree .   # A/B, runs alternated
    python bench/bench_handles.py --micro             # µs per replace/erase, 10k-1M handle

Two jobs, each on 25 and on 100 functions of ~1,000 ops:

- *readme*: the README's "Try it" job (`matchers/ch4_chain.mlir` +
  `examples/fuse_chains.mlir`: collect_matching of the Ch4 chains, then a
  PDL fusion of each chain, which replaces an op held by a big handle per
  rewrite), payloads from `gen_payload.py F 250 1`;
- *canonicalize*: `transform.apply_patterns` with canonicalization
  (`bench/handles_canonicalize.mlir`) over a payload of `arith` chains
  while handles to a third of the payload each stay alive: every
  `addi %x, %c0` is folded away (its handle entry moves) and every unused
  `subi` is erased.

Each run is a whole `pdlx-opt` process (`python -m pdlx.cli` with the tree
on PYTHONPATH) with `--mlir-timing`: the wall clock of the process and the
transform-interpreter phase are recorded. Runs of the trees, jobs and sizes
alternate within each repetition (a shared machine drifts); the figures are
medians. The verdict is on the whole process and on the interpreter phase:
PASS when both ratios are at most 4.5. The outputs of the trees are compared
(stdout and stderr digests) so an A/B run also checks that nothing changed.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import re
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import common

PAYLOAD_DIR = common.HERE / "payloads"
SIZES = (25, 100)
LIMIT = 4.5
"""The "Must reach" line: 100 functions cost at most this times 25."""

JOBS: dict[str, list[str]] = {
    "readme": [
        "--allow-unregistered-dialect",
        "--transform-preload-library=transform-library-paths="
        f"{common.REPO / 'matchers/ch4_chain.mlir'},{common.REPO / 'examples/fuse_chains.mlir'}",
        "--transform-interpreter",
    ],
    "canonicalize": [
        "--transform-preload-library=transform-library-paths="
        f"{common.HERE / 'handles_canonicalize.mlir'}",
        "--transform-interpreter",
    ],
}


def arith_payload(funcs: int, chains: int) -> str:
    """`funcs` functions of `chains` x (addi kept, addi folded, subi dead):
    3 * chains + 3 ops each."""
    out = ["module {"]
    for f in range(funcs):
        out.append(f"  func.func @f{f}(%a: i32, %b: i32) -> i32 {{")
        out.append("    %c0 = arith.constant 0 : i32")
        prev = "%a"
        for k in range(chains):
            out.append(f"    %s{k} = arith.addi {prev}, %b : i32")
            out.append(f"    %t{k} = arith.addi %s{k}, %c0 : i32")
            out.append(f"    %d{k} = arith.subi %t{k}, %b : i32")
            prev = f"%t{k}"
        out.append(f"    return {prev} : i32")
        out.append("  }")
    out.append("}")
    return "\n".join(out) + "\n"


def payload(job: str, funcs: int) -> Path:
    """The payload of `job` on `funcs` functions (made once, kept in
    bench/payloads/)."""
    PAYLOAD_DIR.mkdir(exist_ok=True)
    if job == "readme":
        path = PAYLOAD_DIR / f"handles-chains-f{funcs}-c250-n1.mlir"
        if not path.exists():
            text = subprocess.run(
                [sys.executable, str(common.HERE / "gen_payload.py"), str(funcs), "250", "1"],
                check=True,
                capture_output=True,
                text=True,
            ).stdout
            path.write_text(text, encoding="utf-8")
    else:
        path = PAYLOAD_DIR / f"handles-arith-f{funcs}-c333.mlir"
        if not path.exists():
            path.write_text(arith_payload(funcs, 333), encoding="utf-8")
    return path


_PHASE = re.compile(r"^\s*([0-9.]+)\s+\(\s*[0-9.]+%\)\s+transform-interpreter\s*$", re.M)


def run_once(tree: Path, job: str, funcs: int) -> tuple[float, float, str]:
    """(wall seconds, interpreter-phase seconds, digest of the outputs)."""
    env = dict(os.environ, PYTHONPATH=str(tree))
    cmd = [sys.executable, "-m", "pdlx.cli", *JOBS[job], str(payload(job, funcs))]
    t0 = time.perf_counter()
    # Run from the tree: `python -m` puts the working directory first on
    # sys.path, ahead of PYTHONPATH.
    r = subprocess.run([*cmd, "--mlir-timing"], env=env, cwd=tree, capture_output=True, text=True)
    wall = time.perf_counter() - t0
    if r.returncode != 0:
        raise SystemExit(f"{' '.join(cmd)} failed ({r.returncode}):\n{r.stderr[-2000:]}")
    m = _PHASE.search(r.stderr)
    phase = float(m.group(1)) if m else float("nan")
    # The timing report differs run to run: digest what precedes it.
    err = r.stderr.split("===---")[0]
    digest = hashlib.sha256((r.stdout + "\0" + err).encode()).hexdigest()[:12]
    return wall, phase, digest


MICRO_SCRIPT = """module attributes {transform.with_named_sequence} {
  transform.named_sequence @h(%big: !transform.any_op, %small: !transform.any_op) {
    transform.yield
  }
}
"""


def micro(sizes: tuple[int, ...] = (10_000, 100_000, 1_000_000), edits: int = 2_000) -> None:
    """In process, no payload: a handle of N payload op ids, then one
    replacement (which builds the handle's positions index, O(N) once), then
    `edits` replacements and `edits - 1` erasures of random ops it holds; µs
    per call of `TransformState.replace_payload_op` (medians of 5 rounds).
    O(1): the per-call figures do not grow with N. Put a tree first on PYTHONPATH to measure
    it (`PYTHONPATH=/tmp/old python bench/bench_handles.py --micro`)."""
    import random

    import pdlx
    from pdlx.ir.diagnostics import DiagnosticSink
    from pdlx.transform.state import TransformState

    script = pdlx.parse(MICRO_SCRIPT, "micro.mlir")
    seq = next(o for o in script.walk(script.root) if script.ops[o].name.endswith("sequence"))
    region = script.ops[seq].regions[0]
    big, small = script.blocks[script.regions[region].blocks[0]].args
    print(f"pdlx from {pdlx.__file__}")
    print("| ops in the handle | first replace (builds the index), ms | replace, µs | erase, µs |")
    print("|---:|---:|---:|---:|")
    for n in sizes:
        rep_t: list[float] = []
        era_t: list[float] = []
        first_t: list[float] = []
        for rnd in range(5):
            rng = random.Random(rnd)
            state = TransformState(script, script, script.root, DiagnosticSink())
            state.enter_region(region)
            state.set_payload_ops(big, range(1, n + 1))
            state.set_payload_ops(small, range(1, 100))
            picks = rng.sample(range(1, n + 1), 2 * edits)
            fresh = n + 1
            t = time.perf_counter()
            state.replace_payload_op(picks.pop(), fresh)  # builds the index
            first_t.append((time.perf_counter() - t) * 1e3)
            fresh += 1
            t0 = time.perf_counter()
            for op in picks[:edits]:
                state.replace_payload_op(op, fresh)
                fresh += 1
            t1 = time.perf_counter()
            for op in picks[edits : 2 * edits - 1]:
                state.replace_payload_op(op, None)
            t2 = time.perf_counter()
            state.compact_op_handles()
            assert len(state.payload_ops(big)) == n - edits + 1
            rep_t.append((t1 - t0) / edits * 1e6)
            era_t.append((t2 - t1) / (edits - 1) * 1e6)
            state.exit_region(region)
        print(
            f"| {n:,} | {statistics.median(first_t):.1f} | {statistics.median(rep_t):.2f} "
            f"| {statistics.median(era_t):.2f} |"
        )


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--tree", action="append", type=Path, help="a checkout to measure (repeat)")
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--jobs", default=",".join(JOBS))
    ap.add_argument("--check", action="store_true", help="exit 1 when a verdict is FAIL")
    ap.add_argument("--micro", action="store_true", help="only the in-process O(1) check")
    ap.add_argument("--micro-sizes", default="10000,100000,1000000")
    ap.add_argument("--micro-edits", type=int, default=2_000)
    args = ap.parse_args()
    if args.micro:
        micro(tuple(int(x) for x in args.micro_sizes.split(",")), args.micro_edits)
        return 0
    trees = [t.resolve() for t in (args.tree or [common.REPO])]
    jobs = args.jobs.split(",")
    for job in jobs:
        for n in SIZES:
            payload(job, n)
    walls: dict[tuple[Path, str, int], list[float]] = {}
    phases: dict[tuple[Path, str, int], list[float]] = {}
    digests: dict[tuple[str, int], set[str]] = {}
    for rep in range(args.reps):
        for job in jobs:
            for n in SIZES:
                for tree in trees if rep % 2 == 0 else list(reversed(trees)):
                    wall, phase, digest = run_once(tree, job, n)
                    walls.setdefault((tree, job, n), []).append(wall)
                    phases.setdefault((tree, job, n), []).append(phase)
                    digests.setdefault((job, n), set()).add(digest)
        print(f"rep {rep + 1}/{args.reps} done", file=sys.stderr)
    ok = True
    print(f"medians of {args.reps} runs, seconds; ratio = 100 functions / 25 (limit {LIMIT}x)")
    header = (
        "| tree | job | whole 25 | whole 100 | ratio | interp 25 | interp 100 | ratio | verdict |"
    )
    print(header)
    print("|---|---|---:|---:|---:|---:|---:|---:|---|")
    for tree in trees:
        for job in jobs:
            w = [statistics.median(walls[tree, job, n]) for n in SIZES]
            p = [statistics.median(phases[tree, job, n]) for n in SIZES]
            rw, rp = w[1] / w[0], p[1] / p[0]
            good = rw <= LIMIT and rp <= LIMIT
            if tree == trees[-1]:  # the tree measured (in an A/B run, the new one)
                ok = ok and good
            print(
                f"| {tree} | {job} | {w[0]:.2f} | {w[1]:.2f} | {rw:.2f}x "
                f"| {p[0]:.2f} | {p[1]:.2f} | {rp:.2f}x | {common.verdict(good)} |"
            )
    for (job, n), ds in sorted(digests.items()):
        if len(ds) != 1:
            print(f"outputs differ between trees: {job} on {n} functions", file=sys.stderr)
            ok = False
    return 1 if args.check and not ok else 0


if __name__ == "__main__":
    raise SystemExit(main())
