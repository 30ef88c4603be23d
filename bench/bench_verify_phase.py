#!/usr/bin/env python3
"""pdlx-opt's Verifier phase on the two jobs of `bench_versus.py`, by CPU
time: the verification after the parse and the one after each pass, each
timed alone inside one `pdlx-opt` run (`pdlx.cli.run` in a child process),
for a loaded machine where `--mlir-timing`'s wall-clock phases stretch.

    python bench/bench_verify_phase.py                          # 100k, both jobs, 5 rounds
    python bench/bench_verify_phase.py --vs /work/main          # A/B against another checkout
    python bench/bench_verify_phase.py --sizes 1M --rounds 2

With `--vs`, the two checkouts take turns (who goes first alternates);
figures are medians of the rounds, in ms, and the ratio is other / this.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent


def _bench_modules() -> tuple[Any, Any, Any]:
    """bench_library (the job payloads and script), bench_versus (the PDL
    job's input) and common: imported by the parent only, since importing
    them puts this checkout on sys.path, ahead of the child's PYTHONPATH."""
    sys.path.insert(0, str(HERE))
    import bench_library
    import bench_versus
    import common

    return bench_library, bench_versus, common


def child(job: str, inp: str, script: str) -> None:
    """One pdlx-opt run in this process; prints the verifications' CPU times."""
    import pdlx.cli as cli
    import pdlx.passes.manager as manager
    from pdlx.support.gcpause import HEAP_FROZEN

    times: dict[str, list[float]] = {"after parse": [], "after passes": []}

    def timed(fn: Callable[..., Any], key: str, first: bool) -> Callable[..., Any]:
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            if first and not HEAP_FROZEN.on:
                # What pdlx-opt does after its parse (cli._OneShot): freeze
                # the heap, so that no collection walks the payload.
                gc.freeze()
                HEAP_FROZEN.on = True
                gc.enable()
            t = time.process_time()
            result = fn(*args, **kwargs)
            times[key].append(time.process_time() - t)
            return result

        return wrapper

    setattr(cli, "verify", timed(cli.verify, "after parse", True))  # noqa: B010
    setattr(manager, "verify_changes", timed(manager.verify_changes, "after passes", False))  # noqa: B010
    if job == "job":
        args = [f"--transform-preload-library=transform-library-paths={script}",
                "--transform-interpreter"]  # fmt: skip
    else:
        args = ["--test-pdl-bytecode-pass"]
    gc.disable()  # as pdlx-opt parses
    code = cli.run(["--allow-unregistered-dialect", *args, inp, "-o", os.devnull])
    if code != 0:
        raise SystemExit(f"pdlx-opt failed ({code})")
    print(json.dumps({k: sum(v) for k, v in times.items()}))


def measure(tree: Path, job: str, inp: Path, script: Path) -> dict[str, float]:
    env = dict(os.environ, PYTHONPATH=str(tree.resolve()))
    p = subprocess.run(
        [sys.executable, __file__, "--child", job, str(inp), str(script)],
        capture_output=True, text=True, env=env, timeout=7200,
    )  # fmt: skip
    if p.returncode != 0:
        raise RuntimeError(p.stderr[-3000:])
    out: dict[str, float] = json.loads(p.stdout.splitlines()[-1])
    return out


def main() -> None:
    if len(sys.argv) > 1 and sys.argv[1] == "--child":
        child(*sys.argv[2:5])
        return
    bench_library, bench_versus, common = _bench_modules()
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--sizes", default="100k")
    ap.add_argument("--jobs", default="job,pdl", help="job (interpreter), pdl, or both")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--tree", type=Path, default=common.REPO, help="the checkout to measure")
    ap.add_argument("--vs", type=Path, default=None, help="another checkout, for an A/B")
    args = ap.parse_args()
    trees = [args.tree] + ([args.vs] if args.vs else [])
    med = statistics.median
    with tempfile.TemporaryDirectory() as d:
        tmp = Path(d)
        script = tmp / "job.mlir"
        script.write_text(bench_library.job_script())
        for label in args.sizes.split(","):
            for job in args.jobs.split(","):
                inp = (
                    bench_library.job_payload(label)
                    if job == "job"
                    else bench_versus.pdl_input(label, tmp)
                )
                runs: dict[Path, list[dict[str, float]]] = {t: [] for t in trees}
                for r in range(args.rounds):
                    for t in trees if r % 2 == 0 else trees[::-1]:
                        runs[t].append(measure(t, job, inp, script))
                totals = {}
                for t in trees:
                    parse = med(x["after parse"] for x in runs[t]) * 1000
                    passes = med(x["after passes"] for x in runs[t]) * 1000
                    total = totals[t] = med(sum(x.values()) for x in runs[t]) * 1000
                    print(
                        f"- {label} {job}, {t}: Verifier phase {total:.1f} ms CPU "
                        f"(after the parse {parse:.1f}, after the passes {passes:.1f}); "
                        f"{args.rounds} rounds, medians"
                    )
                if args.vs:
                    print(f"  - {args.vs} / {args.tree}: {totals[args.vs] / totals[args.tree]:.2f}")


if __name__ == "__main__":
    main()
