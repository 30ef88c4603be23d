"""Run deeply recursive work (parsing, printing, verifying 10,000 nested
regions) without RecursionError or a C stack overflow.

The parser and custom printers recurse once per nesting level, as MLIR's do.
Rather than contort them into explicit stacks, entry points run the work on
a thread with a large stack and a raised recursion limit; the cost is one
thread start (~0.1 ms) per call, paid only by top-level entry points.

A library leaves its host as it found it:

* the stack size is set only to start pdlx's own thread, under a lock, and
  restored before anyone else can start a thread through this module (a
  host thread that starts a thread of its own during those microseconds
  gets the big stack too: `threading.stack_size` is process-wide);
* CPython's recursion limit is one per interpreter (no per-thread limit
  exists, in 3.11 or later), so it is raised only while a pdlx call runs
  and given back when the last one returns, unless the host changed it
  meanwhile: its own value then stays;
* the limit on int/str conversions (`sys.set_int_max_str_digits`,
  CVE-2020-10735's guard) is never touched: pdlx reads and prints MLIR's
  arbitrary-precision integers in pieces under it (`pdlx.support.bigint`).
"""

from __future__ import annotations

import contextvars
import sys
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TypeVar

T = TypeVar("T")

STACK_BYTES = 512 * 1024 * 1024
RECURSION_LIMIT = 1_000_000

_local = threading.local()
_active = 0
_lock = threading.Lock()
"""Guards `_active`, `_saved_limit` and the recursion limit."""
_start_lock = threading.Lock()
"""Held while the stack size is pdlx's (one thread start)."""
_saved_limit = 0
_raised_to = 0


def _enter() -> None:
    global _active, _saved_limit, _raised_to
    with _lock:
        if _active == 0:
            _saved_limit = sys.getrecursionlimit()
            _raised_to = max(_saved_limit, RECURSION_LIMIT)
            sys.setrecursionlimit(_raised_to)
        _active += 1


def _leave() -> None:
    global _active
    with _lock:
        _active -= 1
        # Give the host its own limit back after the last call (not if it
        # set another meanwhile).
        if _active == 0 and sys.getrecursionlimit() == _raised_to:
            sys.setrecursionlimit(_saved_limit)


@contextmanager
def pdlx_work() -> Iterator[None]:
    """The process-wide setting pdlx needs (the recursion limit) for the
    duration of the block, shared by concurrent calls and given back after
    the last."""
    _enter()
    try:
        yield
    finally:
        _leave()


def run_deep(fn: Callable[[], T]) -> T:
    """`fn()` on a big-stack thread (or directly, if already on one)."""
    if getattr(_local, "deep", False):
        return fn()
    result: list[T] = []
    error: list[BaseException] = []
    # The caller's context variables (the active pdlx Context among them)
    # hold on the worker thread too.
    context = contextvars.copy_context()

    def target() -> None:
        _local.deep = True
        try:
            result.append(context.run(fn))
        except BaseException as e:  # re-raised on the caller's thread
            error.append(e)

    _enter()
    try:
        t = threading.Thread(target=target, name="pdlx-deep")
        with _start_lock:
            old_size = threading.stack_size()
            threading.stack_size(STACK_BYTES)
            try:
                t.start()
            finally:
                threading.stack_size(old_size)
        t.join()
    finally:
        _leave()
    if error:
        raise error[0]
    return result[0]
