#!/usr/bin/env python3
"""Does compiling pdlx's hot modules with mypyc pay? (issue 12, deliverable 6;
docs/performance.md, "mypyc, measured on the rewrite path").

Copies this checkout's `pdlx/` twice into a scratch directory, applies to one
copy the few source edits mypyc needs (`PATCHES`: pdlx's pure source does not
carry them, see the docs), compiles the chosen modules of that copy with
mypyc (`--modules`; by default the PDL rewrite path) and byte-compiles both.
Then whole `pdlx-opt` processes of the issue-12 jobs run, the two copies
taking turns, with `--mlir-timing` reporting CPU seconds per phase
(`bench_library.CPU_CLI`); every output of the compiled copy must be
byte-identical to the pure copy's. The figures are medians over the rounds.

    python bench/bench_mypyc.py                          # 100k: pdl, job, none; 5 rounds
    python bench/bench_mypyc.py --sizes 1M --rounds 1    # ~1.5 min of pdlx-opt runs
    python bench/bench_mypyc.py --modules pdlx/rewrite/greedy.py,pdlx/pdl/driver.py

Jobs: `pdl` (`--test-pdl-bytecode-pass`, 25k fusions at 100k: the
`bench_pdl_pass.py` input), `job` (the transform interpreter: collect 25k
chains, annotate 75k ops) and `none` (parse, verify, print the job payload:
the phases a compiled rewrite path must not slow down). Needs mypy (with
mypyc: the `dev` and `test` extras) and a C compiler.
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

import bench_library  # noqa: E402  (the job payloads and script, CPU_CLI)
import bench_pdl_pass  # noqa: E402  (the PDL job's input)

REWRITE_PATH = "pdlx/ir/rewriter.py,pdlx/rewrite/greedy.py,pdlx/pdl/runtime.py,pdlx/pdl/driver.py"
"""The default module set: the rewriter, the greedy driver and the PDL
runtime and applicator (what the PDL pass runs per rewrite)."""

PATCHES: list[tuple[str, str, str]] = [
    # mypyc: an interpreted class cannot subclass a compiled one unless the
    # compiled one allows it (TrackingListener, TransformRewriter, tests).
    ("pdlx/ir/rewriter.py", "\nclass Listener:\n",
     "\n@mypyc_attr(allow_interpreted_subclasses=True)\nclass Listener:\n"),
    ("pdlx/ir/rewriter.py", "\nclass Rewriter:\n",
     "\n@mypyc_attr(allow_interpreted_subclasses=True)\nclass Rewriter:\n"),
    ("pdlx/ir/rewriter.py", "\nimport immutables\n",
     "\nimport immutables\nfrom mypy_extensions import mypyc_attr\n"),
    # mypyc: an internal error on a tuple unpacking of `reversed()` over
    # tuples holding `Any`; by index instead.
    ("pdlx/ir/rewriter.py", "        for attr, key, old in reversed(journal):\n",
     "        for i in range(len(journal) - 1, -1, -1):\n"
     "            attr, key, old = journal[i]\n"),
    ("pdlx/ir/rewriter.py", "            for a, k, v in reversed(self._entries):",
     "            for i in range(len(self._entries) - 1, -1, -1):\n"
     "                a, k, v = self._entries[i]\n"
     "                #"),
    # mypyc: no alias of another class's method as a method.
    ("pdlx/pdl/runtime.py", "    replace_all_uses = Rewriter.redirect_uses\n",
     "    def replace_all_uses(self, old: int, new: int, *, except_in: int = NO_ID) -> None:\n"
     "        self.redirect_uses(old, new, except_in=except_in)\n"),
]  # fmt: skip
"""(file, text, replacement): the edits mypyc needs, applied to the compiled
copy only when `file` is compiled. A text that is no longer in the source
stops the run (the source changed: update the patch)."""


def prepare(root: Path, modules: list[str]) -> tuple[Path, Path]:
    """The pure and the compiled copy of this checkout under `root`."""
    pure, native = root / "pure", root / "compiled"
    for tree in (pure, native):
        shutil.copytree(
            HERE.parent / "pdlx", tree / "pdlx",
            ignore=shutil.ignore_patterns("__pycache__", "*.so"),
        )  # fmt: skip
        shutil.copy(HERE.parent / "pyproject.toml", tree)
    for name, old, new in PATCHES:
        if name not in modules:
            continue
        path = native / name
        text = path.read_text()
        if old not in text:
            raise SystemExit(f"bench_mypyc: the patch of {name} no longer applies: {old!r}")
        path.write_text(text.replace(old, new, 1))
    t0 = time.perf_counter()
    p = subprocess.run(
        [sys.executable, "-c", "from mypyc.__main__ import main; main()", *modules],
        cwd=native, capture_output=True, text=True, check=False,
    )  # fmt: skip
    if p.returncode != 0:
        raise SystemExit(f"bench_mypyc: mypyc failed:\n{(p.stdout + p.stderr)[-3000:]}")
    print(f"mypyc of {len(modules)} modules: {time.perf_counter() - t0:.0f} s", file=sys.stderr)
    for tree in (pure, native):
        compileall.compile_dir(tree / "pdlx", quiet=1)
    return pure, native


def run(tree: Path, args: list[str]) -> dict[str, float]:
    """One pdlx-opt process of `tree`: its CPU time and its phases' (CPU)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    p = subprocess.run(
        bench_library.cli_command([*args, "--mlir-timing"], "cpu"),
        env=bench_library.env_for(tree), cwd=tree, capture_output=True, text=True, check=False,
    )  # fmt: skip
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if p.returncode != 0:
        raise SystemExit(f"bench_mypyc: pdlx-opt of {tree} failed:\n{p.stderr[-3000:]}")
    got = bench_library.phases(p.stderr)
    got["process"] = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
    return got


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--modules", default=REWRITE_PATH, help="comma-separated files to compile")
    ap.add_argument("--sizes", default="100k", help="100k, 1M")
    ap.add_argument("--jobs", default="pdl,job,none")
    ap.add_argument("--rounds", type=int, default=5)
    args = ap.parse_args()
    modules = args.modules.split(",")
    script_text = bench_library.job_script()
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        pure, native = prepare(root, modules)
        script = root / "job.mlir"
        script.write_text(script_text)
        print(f"pure copy vs compiled copy ({', '.join(modules)}); {args.rounds} rounds, "
              "CPU seconds, median (compiled / pure)")  # fmt: skip
        for label in args.sizes.split(","):
            for job in args.jobs.split(","):
                if job == "pdl":
                    inp = bench_pdl_pass.pdl_input(label)
                    extra = ["--test-pdl-bytecode-pass"]
                else:
                    inp = bench_library.job_payload(label)
                    extra = []
                    if job == "job":
                        extra = [f"--transform-preload-library=transform-library-paths={script}",
                                 "--transform-interpreter"]  # fmt: skip
                got: dict[Path, list[dict[str, float]]] = {pure: [], native: []}
                outs = {t: root / f"{t.name}-{job}-{label}.mlir" for t in got}
                for r in range(args.rounds):
                    for t in (pure, native) if r % 2 == 0 else (native, pure):
                        out = str(outs[t]) if r == 0 else os.devnull
                        base = ["--allow-unregistered-dialect", *extra, str(inp), "-o", out]
                        got[t].append(run(t, base))
                if outs[pure].read_bytes() != outs[native].read_bytes():
                    raise SystemExit(f"bench_mypyc: {job} {label}: the outputs differ")
                keys = [k for k in got[pure][0] if k != "Total"]
                med = {
                    t: {k: statistics.median(g.get(k, 0.0) for g in runs) for k in keys}
                    for t, runs in got.items()
                }
                print(f"\n{job} {label} (outputs identical)\n")
                print("| | " + " | ".join(keys) + " |")
                print("|---|" + "---:|" * len(keys))
                for name, t in (("pure", pure), ("compiled", native)):
                    print(f"| {name} | " + " | ".join(f"{med[t][k]:.3f}" for k in keys) + " |")
                print("| compiled / pure | " + " | ".join(
                    f"{med[native][k] / med[pure][k]:.2f}" if med[pure][k] else "-" for k in keys
                ) + " |")  # fmt: skip


if __name__ == "__main__":
    main()
