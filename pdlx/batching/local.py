"""The local engine: a pool of worker processes on this machine.

The pool is Pebble's `ProcessPool` rather than the standard library's
`concurrent.futures.ProcessPoolExecutor`, for the two things a batch needs
and the executor cannot do: a time limit per task that kills the worker
running it (and starts another), and a worker's death reported on the one
task it was running (`ProcessExpired`), where the executor breaks the whole
pool and fails every pending task. Workers are forked from a fork server
that has imported pdlx once, so starting (or restarting) one is cheap and
never forks a parent that runs threads (the progress bar's).
"""

from __future__ import annotations

import concurrent.futures
import multiprocessing
from collections.abc import Iterable, Iterator
from concurrent.futures import FIRST_COMPLETED, Future, wait

import pebble

from pdlx.batching.files import Input
from pdlx.batching.job import CRASHED, FAILED, TIMEOUT, FileResult, Job, failure, run_file

IN_FLIGHT_PER_WORKER = 4
"""Tasks handed to the pool ahead of the results read back, per worker:
enough to keep every worker busy, few enough that a 100k-file batch does
not hold 100k futures."""


def _context() -> multiprocessing.context.BaseContext:
    ctx = multiprocessing.get_context("forkserver")
    ctx.set_forkserver_preload(["pdlx.batching.job"])
    return ctx


def outcome(fut: Future[FileResult], item: Input, timeout: float | None) -> FileResult:
    """A finished task's result, or the file's failure when its worker ran
    past the time limit or died."""
    try:
        return fut.result()
    except concurrent.futures.TimeoutError:
        return failure(
            item.path,
            item.relpath,
            TIMEOUT,
            f"processing took longer than {timeout:g} s (--timeout-per-file); "
            "its worker was stopped",
            timeout or 0.0,
        )
    except pebble.ProcessExpired as e:
        return failure(
            item.path,
            item.relpath,
            CRASHED,
            f"the worker process died while processing this file (exit code {e.exitcode})",
        )
    except Exception as e:  # a result that could not come back (not picklable, ...)
        return failure(item.path, item.relpath, FAILED, f"internal error: {type(e).__name__}: {e}")


def run_local(
    job: Job, items: Iterable[Input], jobs: int, timeout: float | None
) -> Iterator[FileResult]:
    """Run every item on a pool of `jobs` worker processes; yield results as
    they complete. Stopping the iteration early stops the workers."""
    pool = pebble.ProcessPool(max_workers=jobs, context=_context())
    pending: dict[Future[FileResult], Input] = {}
    todo = iter(items)
    clean = False
    try:

        def refill() -> None:
            while len(pending) < jobs * IN_FLIGHT_PER_WORKER:
                item = next(todo, None)
                if item is None:
                    return
                fut = pool.schedule(run_file, args=(job, item.path, item.relpath), timeout=timeout)
                pending[fut] = item

        refill()
        while pending:
            done, _ = wait(list(pending), return_when=FIRST_COMPLETED)
            for fut in done:
                item = pending.pop(fut)
                yield outcome(fut, item, timeout)
            refill()
        clean = True
    finally:
        if clean:
            pool.close()
        else:
            pool.stop()
        pool.join()


__all__ = ["run_local"]
