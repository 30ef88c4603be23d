#!/usr/bin/env python3
"""The PDL pass alone, A/B against another checkout (issue 12: the PDL pass
at most 2x mlir-opt's; docs/performance.md, "PDL rewrite speed").

The pass is `--test-pdl-bytecode-pass` with the Ch4 fusion of
`bench_pdl.FUSION` on the job payloads of `bench_library.py` (`gen_payload.py
F 25 1`: one rewrite per chain, 2,500 at 10k ops, 25,000 at 100k), wrapped as
`bench_versus.pdl_input` wraps them. Each run is a fresh child process that
runs `pdlx-opt` in process (`pdlx.cli.run`, with the collector as `main` sets
it up) and reports the CPU time (`time.process_time`) of the pass function
alone: the patterns' compilation, the def-use index built on the first edit,
the greedy driver and the result snapshot, not the parse, the verifications
or the printing. The trees take turns, the first alternating per round; the
figures are medians over the rounds, and the outputs of both trees must be
byte-identical.

    python bench/bench_pdl_pass.py --base /work/main               # 10k, 100k; 5 rounds
    python bench/bench_pdl_pass.py --base OLD --sizes 100k --rounds 9
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

HERE = Path(__file__).resolve().parent

SIZES: dict[str, tuple[int, int, int]] = {
    "10k": (100, 25, 1),
    "100k": (1000, 25, 1),
    "1M": (10000, 25, 1),
}
"""(functions, chains per function, noise ops per chain), as `bench_library.JOB_SIZES`."""


def pdl_input(label: str) -> Path:
    """The job payload of `label` in `module @ir` next to `module @patterns`
    (made once, in `bench/payloads/`). The bench modules are imported here,
    in the parent only: `bench_pdl` puts its own checkout first on
    `sys.path`, which a child measuring another tree must not import."""
    sys.path.insert(0, str(HERE))
    import bench_library  # the job payloads
    import bench_pdl  # the fusion pattern
    import payloads

    funcs, chains, noise = SIZES[label]
    path = payloads.PAYLOAD_DIR / f"pdl-job-{label}-f{funcs}-c{chains}-n{noise}.mlir"
    if path.exists() and path.stat().st_size > 0:
        return path
    payloads.PAYLOAD_DIR.mkdir(parents=True, exist_ok=True)
    if label in bench_library.JOB_SIZES:
        src = bench_library.job_payload(label).read_text()
    else:
        src = subprocess.run(
            [sys.executable, str(payloads.GENERATOR), str(funcs), str(chains), str(noise)],
            capture_output=True, text=True, check=True,
        ).stdout  # fmt: skip
    lines = src.splitlines()
    tmp = path.with_suffix(".tmp")
    tmp.write_text(bench_pdl.pdl_module(bench_pdl._pattern_body(bench_pdl.FUSION), lines[1:-1]))
    tmp.replace(path)
    return path


def child(inp: str, out: str) -> None:
    """One pdlx-opt run in this process; prints the pass's CPU seconds and
    the file `pdlx` was imported from (the tree measured)."""
    import pdlx
    import pdlx.api  # registers everything
    from pdlx import cli
    from pdlx.passes import registry
    from pdlx.support.gcpause import UNTRACKING

    info = registry.lookup("test-pdl-bytecode-pass")
    assert info is not None
    run = info.run
    spent: list[float] = []

    def timed(*args: object) -> object:
        t = time.process_time()
        try:
            return run(*args)
        finally:
            spent.append(time.process_time() - t)

    info.run = timed
    cli._ONE_SHOT.enabled = True  # the collector as `pdlx-opt` has it (see `cli.main`)
    UNTRACKING.on = False
    code = cli.run(["--allow-unregistered-dialect", "--test-pdl-bytecode-pass", inp, "-o", out])
    if code != 0 or len(spent) != 1:
        raise SystemExit(f"pdlx-opt failed ({code})")
    print(pdlx.__file__)
    print(f"{spent[0]:.6f}")


def measure(tree: Path, inp: Path, out: Path) -> float:
    env = dict(os.environ, PYTHONPATH=str(tree))
    p = subprocess.run(
        [sys.executable, __file__, "--child", str(inp), str(out)],
        env=env, capture_output=True, text=True, check=False,
    )  # fmt: skip
    if p.returncode != 0:
        raise RuntimeError(f"{tree}: {p.stderr[-2000:]}")
    where, spent = p.stdout.split()[-2:]
    if not Path(where).resolve().is_relative_to(tree):
        raise RuntimeError(f"measured {where}, not a module of {tree}")
    return float(spent)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--base", type=Path, required=True, help="the checkout to compare with")
    ap.add_argument("--this", type=Path, default=HERE.parent, help="the checkout measured")
    ap.add_argument("--sizes", default="10k,100k")
    ap.add_argument("--rounds", type=int, default=5)
    args = ap.parse_args()
    trees = {"base": args.base.resolve(), "this": args.this.resolve()}
    print(f"base {trees['base']}, this {trees['this']}; {args.rounds} rounds, CPU seconds")
    print("| payload | rewrites | base | this | this / base |")
    print("|---|---:|---:|---:|---:|")
    with tempfile.TemporaryDirectory() as tmp:
        for label in args.sizes.split(","):
            inp = pdl_input(label)
            outs = {k: Path(tmp) / f"{label}-{k}.mlir" for k in trees}
            got: dict[str, list[float]] = {k: [] for k in trees}
            for r in range(args.rounds):
                order = ("base", "this") if r % 2 == 0 else ("this", "base")
                for k in order:
                    got[k].append(measure(trees[k], inp, outs[k]))
            if outs["base"].read_bytes() != outs["this"].read_bytes():
                raise SystemExit(f"{label}: the two trees' outputs differ")
            med = {k: statistics.median(v) for k, v in got.items()}
            funcs, chains, _ = SIZES[label]
            print(
                f"| {label} | {funcs * chains:,} | {med['base']:.3f} "
                f"({min(got['base']):.3f}-{max(got['base']):.3f}) | {med['this']:.3f} "
                f"({min(got['this']):.3f}-{max(got['this']):.3f}) | "
                f"{med['this'] / med['base']:.2f} |"
            )


if __name__ == "__main__":
    if len(sys.argv) == 4 and sys.argv[1] == "--child":
        child(sys.argv[2], sys.argv[3])
    else:
        main()
