"""`pdlx batch`: the command line of a batch, its progress bar and its
closing table.

The progress bar is tqdm's: one small, dependency-free, long-maintained
package that draws a bar on a terminal and stays quiet otherwise; the table
is plain text (it also goes to logs and CI output).
"""

from __future__ import annotations

import contextlib
import io
import os
import sys
import time
from collections.abc import Sequence
from typing import Protocol, TextIO

from pdlx.batching.dask_engine import connect, disconnect
from pdlx.batching.files import BatchInputError, collect_inputs
from pdlx.batching.job import FileResult, Job, check_job, extend
from pdlx.batching.run import check_settings, run_batch
from pdlx.cli import parse_command_line

PROG = "pdlx batch"
ALL_ROWS = 20
"""Up to this many files, the table lists every file; beyond, only those
that did not succeed (at most FAILED_ROWS of them)."""
FAILED_ROWS = 50


BATCH_VALUE_FLAGS = (
    "--out",
    "--jobs",
    "-j",
    "--engine",
    "--scheduler",
    "--timeout-per-file",
    "--files-per-task",
)
BATCH_SWITCHES = ("--resume", "--no-progress")
BATCH_DESTS = frozenset(
    {
        "inputs",
        "out_dir",
        "jobs",
        "engine",
        "scheduler",
        "timeout",
        "resume",
        "no_progress",
        "files_per_task",
    }
)


def job_flags(argv: Sequence[str], inputs: Sequence[str]) -> list[str]:
    """The pdlx-opt flags of a `pdlx batch` command line: without the input
    paths (a 100k-file batch would otherwise send all names with each file)
    and without batch's own options (which do not change a file's output,
    so `--resume` compares only these). Kept whole when the shortened line
    does not parse to the same pdlx-opt settings."""
    names = set(inputs)
    flags: list[str] = []
    it = iter(argv)
    for a in it:
        if a in BATCH_VALUE_FLAGS:
            next(it, None)
        elif a.partition("=")[0] in BATCH_VALUE_FLAGS or a in BATCH_SWITCHES:
            continue
        elif a.startswith("-") or a not in names:
            flags.append(a)
    full = _settings(argv)
    return flags if full is not None and _settings(flags) == full else list(argv)


def _settings(argv: Sequence[str]) -> tuple[str, str] | None:
    """The pdlx-opt settings of a command line (for `job_flags`)."""
    err = io.StringIO()
    try:
        with contextlib.redirect_stderr(err):
            parsed = parse_command_line(argv, err, prog=PROG, extend=extend)
    except SystemExit:
        return None
    if parsed is None:
        return None
    opts, ns = parsed
    values = sorted((k, v) for k, v in vars(ns).items() if k not in BATCH_DESTS)
    return (repr(values), repr(opts.passes))


def main(argv: Sequence[str], stdout: TextIO | None = None, stderr: TextIO | None = None) -> int:
    """`pdlx batch ARGS`: 0 when every file succeeded, 1 when one did not, 2
    when the batch could not start (bad flags or inputs)."""
    out = stdout or sys.stdout
    err = stderr or sys.stderr
    parsed = parse_command_line(argv, err, prog=PROG, extend=extend)
    if parsed is None:
        return 2
    opts, ns = parsed
    try:
        if opts.trace is not None:
            raise BatchInputError(
                "--pdlx-trace records one run: run pdlx-opt on the file to trace it"
            )
        if ns.out_dir is None:
            raise BatchInputError("the output directory is required: --out DIR")
        jobs = check_settings(ns.jobs, ns.engine, ns.scheduler, ns.timeout, ns.files_per_task)
        job = Job(tuple(job_flags(argv, ns.inputs)), os.getcwd())
        problem = check_job(job)
        if problem:
            err.write(f"{PROG}: {problem.removeprefix(PROG + ': ')}\n")
            return 2
        items = collect_inputs(ns.inputs, ns.out_dir)
        if os.path.exists(ns.out_dir) and not os.path.isdir(ns.out_dir):
            raise BatchInputError(f"--out '{ns.out_dir}' exists and is not a directory")
        start = time.perf_counter()
        # A scheduler that does not answer is reported before anything is written.
        client = connect(ns.scheduler, jobs) if ns.engine == "dask" else None
    except BatchInputError as e:
        err.write(f"{PROG}: error: {e}\n")
        return 2
    try:
        os.makedirs(ns.out_dir, exist_ok=True)
    except OSError as e:
        if client is not None:
            disconnect(client)
        err.write(f"{PROG}: error: cannot create '{ns.out_dir}': {e.strerror}\n")
        return 2
    bar = _progress(len(items), err, ns.no_progress)
    results: list[FileResult] = []
    try:
        for r in run_batch(
            job,
            items,
            jobs=jobs,
            engine=ns.engine,
            scheduler=ns.scheduler,
            timeout=ns.timeout,
            out_dir=ns.out_dir,
            resume=ns.resume,
            client=client,
            files_per_task=ns.files_per_task,
        ):
            results.append(r)
            if bar is not None:
                bar.update(1)
    except KeyboardInterrupt:
        if bar is not None:
            bar.close()
        err.write(
            f"{PROG}: interrupted after {len(results)} of {len(items)} files; "
            "finished outputs and summary.json are written (rerun with --resume)\n"
        )
        return 130
    finally:
        if client is not None:
            disconnect(client)
    if bar is not None:
        bar.close()
    out.write(table(results, time.perf_counter() - start, ns.out_dir))
    return 0 if all(r.ok for r in results) else 1


def _progress(total: int, err: TextIO, disabled: bool) -> _Bar | None:
    if disabled or not err.isatty():
        return None
    from tqdm import tqdm

    return tqdm(total=total, file=err, unit="file", dynamic_ncols=True)


class _Bar(Protocol):
    """What `main` uses of a tqdm bar."""

    def update(self, n: float | None = 1) -> bool | None:
        """Count `n` more files done."""

    def close(self) -> None:
        """Leave the bar as it ends."""


def _first_error(r: FileResult) -> str:
    for d in r.diagnostics:
        if d.severity == "error":
            where = f"{d.line}:{d.col}: " if d.line is not None else ""
            return where + d.message.splitlines()[0] if d.message else where
    return ""


def table(results: Sequence[FileResult], wall: float, out_dir: str) -> str:
    """The closing table: files by status with their time and op counts,
    the files that failed (or every file, for a small batch), and where the
    summary is."""
    lines: list[str] = []
    rows = results if len(results) <= ALL_ROWS else [r for r in results if not r.ok]
    if rows:
        rows = sorted(rows, key=lambda r: r.relpath)
        width = max(len(r.path) for r in rows[:FAILED_ROWS])
        lines.append(
            f"{'file':<{width}}  {'status':<8} {'seconds':>8} {'ops in':>8} {'ops out':>8}  message"
        )
        for r in rows[:FAILED_ROWS]:
            lines.append(
                f"{r.path:<{width}}  {r.status:<8} {r.seconds:>8.3f} {_n(r.ops_in):>8} "
                f"{_n(r.ops_out):>8}  {_first_error(r)}".rstrip()
            )
        if len(rows) > FAILED_ROWS:
            lines.append(f"... and {len(rows) - FAILED_ROWS} more (see summary.json)")
        lines.append("")
    by_status: dict[str, list[FileResult]] = {}
    for r in results:
        by_status.setdefault(r.status, []).append(r)
    lines.append(f"{'status':<8} {'files':>7} {'seconds':>9} {'ops in':>10} {'ops out':>10}")
    for status, rs in sorted(by_status.items()):
        lines.append(
            f"{status:<8} {len(rs):>7} {sum(r.seconds for r in rs):>9.2f} "
            f"{sum(r.ops_in or 0 for r in rs):>10} {sum(r.ops_out or 0 for r in rs):>10}"
        )
    rate = len(results) / wall if wall > 0 else 0.0
    lines.append(
        f"{'total':<8} {len(results):>7} {sum(r.seconds for r in results):>9.2f} "
        f"{sum(r.ops_in or 0 for r in results):>10} {sum(r.ops_out or 0 for r in results):>10}"
    )
    lines.append(
        f"wall time {wall:.2f} s ({rate:.1f} files/s); "
        f"outputs and summary.json in {os.path.join(out_dir, '')}"
    )
    return "\n".join(lines) + "\n"


def _n(x: int | None) -> str:
    return "-" if x is None else str(x)


__all__ = ["job_flags", "main", "table"]
