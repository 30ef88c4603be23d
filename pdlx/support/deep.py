"""Run deeply recursive work (parsing, printing, verifying 10,000 nested
regions) without RecursionError or a C stack overflow.

The parser and custom printers recurse once per nesting level, as MLIR's do.
Rather than contort them into explicit stacks, entry points run the work on
a thread with a large stack and a raised recursion limit; the cost is one
thread start (~0.1 ms) per call, paid only by top-level entry points.
"""

from __future__ import annotations

import contextvars
import sys
import threading
from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")

STACK_BYTES = 512 * 1024 * 1024
RECURSION_LIMIT = 1_000_000

_local = threading.local()
_active = 0
_lock = threading.Lock()
_saved_limit = 0


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

    global _active, _saved_limit
    with _lock:
        if _active == 0:
            _saved_limit = sys.getrecursionlimit()
            sys.setrecursionlimit(max(_saved_limit, RECURSION_LIMIT))
        _active += 1
    try:
        old_size = threading.stack_size()
        try:
            threading.stack_size(STACK_BYTES)
            t = threading.Thread(target=target, name="pdlx-deep")
            t.start()
        finally:
            threading.stack_size(old_size)
        t.join()
    finally:
        with _lock:
            _active -= 1
            if _active == 0:
                # The limit is interpreter-wide: give the caller its own back.
                sys.setrecursionlimit(_saved_limit)
    if error:
        raise error[0]
    return result[0]
