#!/usr/bin/env python3
"""Issue 12's "Must reach" lines against mlir-opt 22, both tools in the same
run: the transform-interpreter pass (collect the job's chains, annotate
three ops of each), the PDL pass (`--test-pdl-bytecode-pass`, one fusion per
chain) and the whole process of both jobs, on the job payloads of
`bench_library.py` (`gen_payload.py F 25 1`: 100k ops with 1,000 functions,
25,000 chains; 1M with 10,000 functions).

    python bench/bench_versus.py                    # 100k, 5 rounds
    python bench/bench_versus.py --sizes 100k,1M --reps 3
    python bench/bench_versus.py --tree /tmp/old    # another checkout's pdlx

Each round runs pdlx-opt and mlir-opt once per job, taking turns (who goes
first alternates), with `--mlir-timing`: the pass phase is read from each
tool's timing report, the whole process is wall clock (start-up included).
pdlx's output must equal mlir-opt's byte for byte (checked once per job and
size). Figures are medians of the rounds, ratios are of those medians; the
machine is shared, so read the ratios.

pdlx runs from a byte-compiled copy of the tree's `pdlx/` (as `pip install`
leaves an installed package, and as any Python without
PYTHONDONTWRITEBYTECODE leaves a checkout after its first run): this
machine sets PYTHONDONTWRITEBYTECODE, and without the copy every pdlx-opt
process would compile ~200 modules from source (0.2-0.3 s), which no user
pays. `--from-source` measures that case too.
"""

from __future__ import annotations

import argparse
import compileall
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import bench_library  # noqa: E402  (the job payloads and script)
import bench_pdl  # noqa: E402  (the fusion pattern)
import common  # noqa: E402

LIMITS = {"interpreter pass": 1.5, "PDL pass": 2.0, "whole process": 3.0}
"""Issue 12: pdlx / mlir-opt for each figure."""

PDLX_PASS = {"job": "transform-interpreter", "pdl": "test-pdl-bytecode-pass"}
MLIR_PASS = {"job": "InterpreterPass", "pdl": "(anonymous namespace)::TestPDLByteCodePass"}


def pdl_input(label: str, out_dir: Path) -> Path:
    """The job payload of `label` in `module @ir`, next to `module @patterns`
    holding the fusion pattern (as `bench_pdl.wrapped_payload` does for its
    own payloads): one rewrite per chain."""
    path = out_dir / f"pdl-job-{label}.mlir"
    src = bench_library.job_payload(label).read_text().splitlines()
    path.write_text(bench_pdl.pdl_module(bench_pdl._pattern_body(bench_pdl.FUSION), src[1:-1]))
    return path


def run(
    cmd: list[str], env: dict[str, str] | None, cwd: Path | None = None
) -> tuple[float, float, dict[str, float]]:
    """Wall clock and CPU time (user + system: what a loaded machine moves
    least) of `cmd`, and the phases of its `--mlir-timing` report. pdlx runs
    with `cwd` its tree: `python -m` puts the working directory ahead of
    PYTHONPATH, so run from another checkout it would measure that one."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    p = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=7200, cwd=cwd)
    wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
    if p.returncode != 0:
        raise RuntimeError(f"{cmd[0]} failed:\n{p.stderr[-3000:]}")
    return wall, cpu, bench_library.phases(p.stderr)


def commands(job: str, tool: str, inp: Path, script: Path, out: str) -> list[str]:
    """`job`: "job" (the interpreter), "pdl", or "none" (parse, verify and
    print the same input: the baseline the pass's CPU time is taken from)."""
    head = ([sys.executable, "-m", "pdlx.cli"] if tool == "pdlx" else [tool]) + [
        "--allow-unregistered-dialect",
        "--mlir-timing",
    ]
    if job == "none":
        return [*head, str(inp), "-o", out]
    if job == "job":
        args = [f"--transform-preload-library=transform-library-paths={script}",
                "--transform-interpreter"]  # fmt: skip
    else:
        args = ["--test-pdl-bytecode-pass"]
    return [*head, *args, str(inp), "-o", out]


def bench(label: str, job: str, inp: Path, script: Path, args: argparse.Namespace,
          tmp: Path) -> list[str]:  # fmt: skip
    tree = args.run_tree
    env = bench_library.env_for(tree)
    mlir = args.mlir_opt
    outs = {t: tmp / f"{job}-{label}-{t}.mlir" for t in ("pdlx", "mlir")}
    walls: dict[str, list[float]] = {"pdlx": [], "mlir": []}
    cpus: dict[str, list[float]] = {"pdlx": [], "mlir": []}
    pass_cpus: dict[str, list[float]] = {"pdlx": [], "mlir": []}
    passes: dict[str, list[float]] = {"pdlx": [], "mlir": []}
    others: dict[str, list[float]] = {}
    for r in range(args.reps):
        order = ("pdlx", "mlir") if r % 2 == 0 else ("mlir", "pdlx")
        for t in order:
            out = str(outs[t]) if r == 0 else os.devnull
            cmd = commands(job, "pdlx" if t == "pdlx" else mlir, inp, script, out)
            wall, cpu, ph = run(cmd, *((env, tree) if t == "pdlx" else (None, None)))
            walls[t].append(wall)
            cpus[t].append(cpu)
            if args.cpu_pass:
                base = commands("none", "pdlx" if t == "pdlx" else mlir, inp, script, os.devnull)
                pass_cpus[t].append(
                    cpu - run(base, *((env, tree) if t == "pdlx" else (None, None)))[1]
                )
            passes[t].append(ph[PDLX_PASS[job] if t == "pdlx" else MLIR_PASS[job]])
            if t == "pdlx":
                for k in ("Parser", "Verifier", "Output"):
                    others.setdefault(k, []).append(ph.get(k, 0.0))
            else:
                for k in ("Parser", "Output"):
                    others.setdefault("mlir " + k, []).append(ph.get(k, 0.0))
        print(f"  {job} {label} round {r + 1}/{args.reps}", file=sys.stderr)
    same = outs["pdlx"].read_bytes() == outs["mlir"].read_bytes()
    med = statistics.median
    rp = med(passes["pdlx"]) / med(passes["mlir"])
    rw = med(walls["pdlx"]) / med(walls["mlir"])
    rc = med(cpus["pdlx"]) / med(cpus["mlir"])
    rmin = min(passes["pdlx"]) / min(passes["mlir"])
    fmt = bench_library.fmt
    cpu_line = []
    if args.cpu_pass:
        rcp = med(pass_cpus["pdlx"]) / med(pass_cpus["mlir"])
        cpu_line = [
            f"  - the pass by CPU time (the whole process with the pass, minus the same "
            f"without it: parse, verify, print): pdlx {fmt(pass_cpus['pdlx'])} s, mlir-opt "
            f"{fmt(pass_cpus['mlir'])} s, ratio {rcp:.2f}"
        ]
    name = "interpreter pass" if job == "job" else "PDL pass"
    what = "collect + annotate" if job == "job" else "PDL rewrite"
    return [
        f"- {common.verdict(rp <= LIMITS[name], bold=True)} {label} {name}: pdlx "
        f"{med(passes['pdlx']):.3f} s vs mlir-opt {med(passes['mlir']):.3f} s, "
        f"ratio {rp:.2f} (limit {LIMITS[name]}x; of the fastest runs {rmin:.2f})",
        f"- {common.verdict(rw <= LIMITS['whole process'], bold=True)} {label} whole process, "
        f"{what}: pdlx {med(walls['pdlx']):.3f} s vs mlir-opt {med(walls['mlir']):.3f} s, "
        f"ratio {rw:.2f} (limit {LIMITS['whole process']}x); CPU time pdlx "
        f"{med(cpus['pdlx']):.3f} s vs mlir-opt {med(cpus['mlir']):.3f} s, ratio {rc:.2f}",
        f"  - phases, pdlx: pass {fmt(passes['pdlx'])}, Parser {fmt(others['Parser'])}, "
        f"Verifier {fmt(others['Verifier'])}, Output {fmt(others['Output'])}; "
        f"mlir-opt: pass {fmt(passes['mlir'])}, Parser {fmt(others['mlir Parser'])}, "
        f"Output {fmt(others['mlir Output'])}; whole, pdlx {fmt(walls['pdlx'])}, "
        f"mlir-opt {fmt(walls['mlir'])}; same output as mlir-opt: {'yes' if same else 'NO'}",
        *cpu_line,
    ]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--sizes", default="100k", help="job sizes: 100k,1M")
    ap.add_argument("--jobs", default="job,pdl", help="job (interpreter), pdl, or both")
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--tree", type=Path, default=common.REPO, help="the pdlx checkout to measure")
    ap.add_argument("--mlir-opt", default=common.find_mlir_opt())
    ap.add_argument(
        "--cpu-pass",
        action="store_true",
        help="also the pass's CPU time, by subtraction (on a loaded machine, where wall-clock "
        "phases stretch)",
    )
    ap.add_argument(
        "--from-source",
        action="store_true",
        help="run the tree as it is (with PYTHONDONTWRITEBYTECODE set, every process compiles "
        "pdlx from source) instead of a byte-compiled copy",
    )
    ap.add_argument("--check", action="store_true", help="exit 1 on a FAIL")
    args = ap.parse_args()
    if args.mlir_opt is None:
        print("mlir-opt-22 not found: nothing to compare with", file=sys.stderr)
        sys.exit(2)
    rev = subprocess.run(
        ["git", "-C", str(args.tree), "rev-parse", "--short", "HEAD"],
        capture_output=True, text=True,
    ).stdout.strip()  # fmt: skip
    lines = [
        f"- Date: {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}; pdlx at {rev} "
        f"(+ working tree); {args.mlir_opt}; {os.cpu_count()} CPUs, shared; "
        f"{args.reps} rounds, medians (min-max), seconds",
    ]
    with tempfile.TemporaryDirectory() as d:
        tmp = Path(d)
        args.run_tree = args.tree.resolve()
        if not args.from_source:
            args.run_tree = tmp / "tree"
            shutil.copytree(
                args.tree.resolve() / "pdlx",
                args.run_tree / "pdlx",
                ignore=shutil.ignore_patterns("__pycache__"),
            )
            compileall.compile_dir(str(args.run_tree / "pdlx"), quiet=1, workers=1)
        lines[0] += "; pdlx " + ("from source" if args.from_source else "byte-compiled")
        script = tmp / "job.mlir"
        script.write_text(bench_library.job_script())
        for label in args.sizes.split(","):
            for job in args.jobs.split(","):
                inp = bench_library.job_payload(label) if job == "job" else pdl_input(label, tmp)
                lines += bench(label, job, inp, script, args, tmp)
    text = "\n".join(lines)
    print(text)
    if args.check and "FAIL" in text:
        sys.exit(1)


if __name__ == "__main__":
    main()
