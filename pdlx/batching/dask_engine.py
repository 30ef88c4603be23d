"""The Dask engine: the files of a batch as tasks of a Dask cluster.

Without a scheduler address it starts a `distributed.LocalCluster` on
127.0.0.1 (`jobs` worker processes of one thread each); with one it
connects to a running cluster (`dask scheduler`, `dask worker`; the workers
need pdlx installed and the input files and the files the flags name at the
same paths). One task per file: a file costs tens of milliseconds to
seconds, against about a millisecond of scheduling, and per-file tasks give
per-file results, retries and failures.

A Dask worker process runs files on its own thread and keeps the job's
prepared state (parsed flags, context, preloaded library, compiled
matchers) for all its files. A file that crashes the process takes the
worker down; its nanny starts another and Dask retries the task elsewhere
(`distributed.scheduler.allowed-failures` times) before reporting it
(KilledWorker: the file's status is `crashed`); the other files go on. With
`--timeout-per-file` the files run in a helper process instead (a Pebble
pool per worker, kept for the worker's life): a thread cannot be stopped,
so only a process gives the time limit teeth. A worker that may not start
processes (a daemonic one: start workers with
`DASK_DISTRIBUTED__WORKER__DAEMON=False`, or `--no-nanny`) runs them on its
own thread, without the time limit.

`distributed` is imported only when this engine runs (the `dask` extra).
"""

from __future__ import annotations

import contextlib
import logging
import multiprocessing
import threading
from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING

import pebble

from pdlx.batching.files import BatchInputError, Input
from pdlx.batching.job import CRASHED, FAILED, FileResult, Job, failure, run_file
from pdlx.batching.local import outcome

if TYPE_CHECKING:
    from distributed import Client

CONNECT_TIMEOUT = 5.0
"""Seconds to reach a scheduler before reporting that nothing answers."""

_POOL: pebble.ProcessPool | None = None
_POOL_LOCK = threading.Lock()


def _helper_pool() -> pebble.ProcessPool | None:
    """This worker process's helper pool (None when it may not have child
    processes)."""
    global _POOL
    if multiprocessing.current_process().daemon:
        return None
    with _POOL_LOCK:
        if _POOL is None:
            ctx = multiprocessing.get_context("forkserver")
            ctx.set_forkserver_preload(["pdlx.batching.job"])
            nthreads = 1
            try:
                from distributed import get_worker

                nthreads = max(1, get_worker().state.nthreads)
            except (ImportError, ValueError, AttributeError):
                pass
            _POOL = pebble.ProcessPool(max_workers=nthreads, context=ctx)
        return _POOL


def stop_helper_pool() -> None:
    """Stop this worker process's helper pool (before its cluster closes:
    a worker with live helper processes takes seconds to be let go)."""
    global _POOL
    with _POOL_LOCK:
        if _POOL is not None:
            _POOL.stop()
            _POOL.join()
            _POOL = None


_INLINE_LOCK = threading.Lock()


def run_task(path: str, relpath: str, job: Job, timeout: float | None) -> FileResult:
    """A Dask task: one file, in this worker's helper process when there is
    a time limit to enforce, else on the worker's thread (one file at a time
    per worker process: a file's run is CPU-bound Python)."""
    pool = _helper_pool() if timeout is not None else None
    if pool is None:
        with _INLINE_LOCK:
            return run_file(job, path, relpath)
    fut = pool.schedule(run_file, args=(job, path, relpath), timeout=timeout)
    return outcome(fut, Input(path, relpath), timeout)


def connect(scheduler: str | None, jobs: int) -> Client:
    """A client of the cluster at `scheduler`, or of a new LocalCluster on
    127.0.0.1 with `jobs` single-threaded worker processes (closed with the
    client). Raises `BatchInputError` when nothing answers at `scheduler`
    within CONNECT_TIMEOUT seconds, or when Dask is not installed."""
    try:
        import dask
        from distributed import Client, LocalCluster
    except ImportError:
        raise BatchInputError(
            "--engine dask needs Dask's distributed package: pip install 'pdlx[dask]'"
        ) from None
    if scheduler is not None:
        try:
            return Client(scheduler, timeout=f"{CONNECT_TIMEOUT}s", set_as_default=False)
        except (OSError, TimeoutError, ValueError) as e:
            raise BatchInputError(f"no Dask scheduler answers at '{scheduler}': {e}") from None
    # Worker processes that may start helper processes (see above); a file
    # that crashes its worker is tried on one more before it is reported. The
    # workers' statistical profiler (a stack sample every 10 ms, taken under
    # the GIL of the thread running the file) is off: it cost 4% of a batch
    # (bench/bench_batch.py, 200 files: 14.3 s with it, 13.7 s without).
    with dask.config.set(
        {
            "distributed.worker.daemon": False,
            "distributed.scheduler.allowed-failures": 1,
            "distributed.worker.profile.enabled": False,
        }
    ):
        cluster = LocalCluster(
            n_workers=jobs,
            threads_per_worker=1,
            processes=True,
            host="127.0.0.1",
            dashboard_address=None,
            # No dashboard; the scheduler's HTTP server (health, metrics) on a
            # free port of 127.0.0.1, not on 8787 (taken when another cluster
            # runs: distributed then warns and moves).
            scheduler_kwargs={"dashboard_address": "127.0.0.1:0"},
            silence_logs=logging.ERROR,
        )
    client = Client(cluster, set_as_default=False)
    return client


def run_tasks(
    paths: list[str], relpaths: list[str], job: Job, timeout: float | None
) -> list[FileResult]:
    """A Dask task of several files (`--files-per-task`), one after the
    other, as `run_task` runs each."""
    return [run_task(p, r, job, timeout) for p, r in zip(paths, relpaths, strict=True)]


def run_dask(
    job: Job,
    items: Iterable[Input],
    jobs: int,
    timeout: float | None,
    scheduler: str | None = None,
    client: Client | None = None,
    files_per_task: int = 1,
) -> Iterator[FileResult]:
    """Run the items as tasks of a Dask cluster (`client`'s, or one
    `connect` makes and closes), `files_per_task` files a task; yield
    results as they complete. A task of several files that fails as a whole
    (its worker died) is run again one file a task, so that the failure is
    the one file's."""
    from distributed import as_completed

    own = client is None
    if client is None:
        client = connect(scheduler, jobs)
    pending: dict[object, list[Input]] = {}
    try:
        batch = list(items)
        chunks = [batch[i : i + files_per_task] for i in range(0, len(batch), files_per_task)]
        futures = client.map(
            run_tasks,
            [[i.path for i in c] for c in chunks],
            [[i.relpath for i in c] for c in chunks],
            job=job,
            timeout=timeout,
            pure=False,
        )
        pending = dict(zip(futures, chunks, strict=True))
        del futures
        done = as_completed(list(pending), loop=client.loop)
        for fut in done:
            chunk = pending.pop(fut)
            try:
                results: list[FileResult] = fut.result()
            except Exception as e:  # the task's worker died too often (KilledWorker), ...
                if len(chunk) > 1:
                    for item in chunk:
                        single = client.submit(
                            run_tasks, [item.path], [item.relpath], job=job, timeout=timeout,
                            pure=False,
                        )  # fmt: skip
                        pending[single] = [item]
                        done.add(single)
                    fut.release()
                    continue
                kind = type(e).__name__
                status = CRASHED if kind == "KilledWorker" else FAILED
                item = chunk[0]
                results = [
                    failure(item.path, item.relpath, status, f"Dask task failed: {kind}: {e}")
                ]
            fut.release()
            yield from results
    finally:
        if pending:  # stopped early: the rest need not run
            client.cancel(list(pending))
        if own:
            disconnect(client)


def disconnect(client: Client) -> None:
    """Close a client from `connect`, and the LocalCluster it started (its
    workers' helper pools first)."""
    cluster = client.cluster
    if cluster is not None:
        with contextlib.suppress(Exception):  # a worker already gone
            client.run(stop_helper_pool)
    client.close()
    if cluster is not None:
        cluster.close()


__all__ = [
    "CONNECT_TIMEOUT",
    "connect",
    "disconnect",
    "run_dask",
    "run_task",
    "run_tasks",
    "stop_helper_pool",
]
