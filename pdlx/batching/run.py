"""Running a batch: inputs to an engine, results to the output directory,
and `pdlx.batch`, the same as an API.

The client (this process) writes every output and summary.json; workers
only read inputs and send results back. So outputs land in one place
whatever the engine (a remote cluster needs no shared writable directory),
each is written atomically, and summary.json is rewritten (atomically) every
few seconds, which is what lets `--resume` pick up an interrupted run.
"""

from __future__ import annotations

import os
import time
from collections.abc import Iterable, Iterator, Sequence
from typing import TYPE_CHECKING

from pdlx.batching.dask_engine import run_dask
from pdlx.batching.files import (
    BatchInputError,
    Input,
    collect_inputs,
    entry_of,
    flag_files,
    load_summary,
    output_path,
    remove_stale,
    up_to_date,
    write_atomic,
    write_summary,
)
from pdlx.batching.job import ENGINES, FAILED, FileResult, Job, check_job, failure
from pdlx.batching.local import run_local

if TYPE_CHECKING:
    from distributed import Client

SUMMARY_EVERY = 2.0
"""Seconds between rewrites of summary.json during a run."""


def default_jobs() -> int:
    """The CPU count this process may use."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on Linux
        return max(1, os.cpu_count() or 1)


def check_settings(
    jobs: int | None,
    engine: str,
    scheduler: str | None,
    timeout: float | None,
    files_per_task: int = 1,
) -> int:
    """The number of workers, after checking the settings (raises
    `BatchInputError` with what is wrong)."""
    if engine not in ENGINES:
        raise BatchInputError(f"unknown engine '{engine}' (expected one of: {', '.join(ENGINES)})")
    if scheduler is not None and engine != "dask":
        raise BatchInputError("--scheduler needs --engine dask")
    if jobs is not None and (isinstance(jobs, bool) or not isinstance(jobs, int) or jobs < 1):
        raise BatchInputError(f"--jobs must be a positive integer, not {jobs!r}")
    if (
        isinstance(files_per_task, bool)
        or not isinstance(files_per_task, int)
        or files_per_task < 1
    ):
        raise BatchInputError(
            f"--files-per-task must be a positive integer, not {files_per_task!r}"
        )
    if files_per_task != 1 and engine != "dask":
        raise BatchInputError("--files-per-task needs --engine dask")
    if timeout is not None and (
        isinstance(timeout, bool) or not isinstance(timeout, (int, float)) or not timeout > 0
    ):
        raise BatchInputError(f"--timeout-per-file must be a positive number, not {timeout!r}")
    return jobs if jobs is not None else default_jobs()


def run_batch(
    job: Job,
    items: Sequence[Input],
    *,
    jobs: int,
    engine: str = "local",
    scheduler: str | None = None,
    timeout: float | None = None,
    out_dir: str | None = None,
    resume: bool = False,
    client: Client | None = None,
    files_per_task: int = 1,
) -> Iterator[FileResult]:
    """Run `job` on `items` (checked by `collect_inputs`) and yield each
    file's result as it completes; with `out_dir`, write outputs and
    summary.json there (skipping up-to-date files when `resume`)."""
    files = flag_files(job)
    previous = load_summary(out_dir) if resume and out_dir is not None else {}
    entries: dict[str, dict[str, object]] = {}
    order = [i.relpath for i in items]
    todo: list[Input] = []
    skipped: list[FileResult] = []
    for item in items:
        done = up_to_date(previous, job, files, item, out_dir) if previous and out_dir else None
        if done is None:
            todo.append(item)
        else:
            skipped.append(done)
    results: Iterable[FileResult] = (
        run_local(job, todo, jobs, timeout)
        if engine == "local"
        else run_dask(job, todo, jobs, timeout, scheduler, client, files_per_task)
    )
    last = time.monotonic()
    try:
        for r in skipped:
            if out_dir is not None:
                entry = entry_of(r, out_dir)
                entry["status"] = r.status
                entries[r.relpath] = entry
            yield r
        if not todo:
            return
        for r in results:
            if out_dir is not None:
                target = output_path(out_dir, r.relpath)
                try:
                    if r.output is not None:
                        write_atomic(target, r.output)
                    else:
                        remove_stale(target)
                except OSError as e:  # a full disk, a path that is a directory, ...
                    r = failure(
                        r.path, r.relpath, FAILED,
                        f"cannot write output '{target}': {e.strerror or e}", r.seconds,
                    )  # fmt: skip
                entries[r.relpath] = entry_of(r, out_dir)
                if time.monotonic() - last > SUMMARY_EVERY:
                    write_summary(out_dir, job, files, engine, entries, order)
                    last = time.monotonic()
            yield r
    finally:
        close = getattr(results, "close", None)
        if close is not None:
            close()
        if out_dir is not None:
            write_summary(out_dir, job, files, engine, entries, order)


def script_flags(
    script: str | os.PathLike[str] | None,
    libraries: Sequence[str | os.PathLike[str]] | str | os.PathLike[str],
    flags: Sequence[str],
) -> list[str]:
    """pdlx-opt flags that run `script`'s `@__transform_main` (with
    `libraries` merged in) on each input: what `pdlx-opt
    --transform-preload-library=... --transform-interpreter` does."""
    libs = [libraries] if isinstance(libraries, (str, os.PathLike)) else list(libraries)
    paths = ([script] if script is not None else []) + libs
    for p in paths:
        if not isinstance(p, (str, os.PathLike)):
            raise TypeError(f"script and libraries: expected paths, got {type(p).__name__}")
    out = [str(f) for f in flags]
    if paths:
        names = [os.path.abspath(os.fspath(p)) for p in paths]
        for n in names:
            if not os.path.isfile(n):
                raise BatchInputError(f"cannot read '{n}': No such file")
            if "," in n:
                raise BatchInputError(f"a library path may not contain ',': '{n}'")
        out.append("--transform-preload-library=transform-library-paths=" + ",".join(names))
        if not any(f.lstrip("-").startswith("transform-interpreter") for f in out):
            out.append("--transform-interpreter")
    return out


def batch(
    files: Sequence[str | os.PathLike[str]] | str | os.PathLike[str],
    *,
    script: str | os.PathLike[str] | None = None,
    libraries: Sequence[str | os.PathLike[str]] | str | os.PathLike[str] = (),
    flags: Sequence[str] = (),
    jobs: int | None = None,
    engine: str = "local",
    scheduler: str | None = None,
    timeout_per_file: float | None = None,
    out: str | os.PathLike[str] | None = None,
    resume: bool = False,
    client: Client | None = None,
    files_per_task: int = 1,
) -> Iterator[FileResult]:
    """Run a transform script (`script`, with `libraries`) and/or any
    pdlx-opt `flags` on many `.mlir` files (paths or directories) at once,
    on `jobs` worker processes (`engine="local"`, the default) or on a Dask
    cluster (`engine="dask"`: a `scheduler` address, a `client`, or a
    LocalCluster of `jobs` workers). Yields a `FileResult` per file as each
    completes: its status, diagnostics (as data and as pdlx-opt's text),
    output text, time and op counts. With `out`, outputs and summary.json
    are written there as `pdlx batch` writes them. Bad arguments raise
    `BatchInputError` (a `ValueError`) or `TypeError` before any file runs;
    a file's own failure is its result's, never an exception.
    `files_per_task` (Dask only) groups files into tasks (docs/scaling.md)."""
    names = [files] if isinstance(files, (str, os.PathLike)) else list(files)
    for f in names:
        if not isinstance(f, (str, os.PathLike)):
            raise TypeError(f"files: expected paths, got {type(f).__name__}")
    if not all(isinstance(f, str) for f in flags) or isinstance(flags, str):
        raise TypeError("flags: expected a list of pdlx-opt flags (strings)")
    n = check_settings(jobs, engine, scheduler, timeout_per_file, files_per_task)
    job = Job(tuple(script_flags(script, libraries, flags)), os.getcwd())
    problem = check_job(job)
    if problem:
        raise BatchInputError(problem)
    out_dir = os.fspath(out) if out is not None else None
    items = collect_inputs([os.fspath(f) for f in names], out_dir)
    return run_batch(
        job,
        items,
        jobs=n,
        engine=engine,
        scheduler=scheduler,
        timeout=timeout_per_file,
        out_dir=out_dir,
        resume=resume,
        client=client,
        files_per_task=files_per_task,
    )


__all__ = ["BatchInputError", "batch", "check_settings", "default_jobs", "run_batch"]
