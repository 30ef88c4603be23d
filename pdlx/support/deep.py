"""Run deeply recursive work (parsing, printing, verifying 10,000 nested
regions) without RecursionError or a C stack overflow, and without changing
the host's process-wide settings for ordinary input.

The parser, the printers and the transform interpreter recurse once per
nesting level, as MLIR's do. Rather than contort them into explicit stacks,
entry points run the work on a thread with a large stack (`run_deep`); the
cost is one thread start (~0.1 ms) per call, paid only by top-level entry
points. Printing (`run_shallow`) starts no thread unless the IR is deep.

A library leaves its host as it found it:

* the stack size is set only to start pdlx's own thread, under a lock, and
  restored before anyone else can start a thread through this module (a
  host thread that starts a thread of its own during those microseconds
  gets the big stack too: `threading.stack_size` is process-wide);
* CPython's recursion limit is one per interpreter (no per-thread limit
  exists, in 3.11 or later). Input of ordinary depth never changes it, not
  even for a moment: the work runs at the host's limit, on a fresh stack.
  Only input nested deeper than that limit allows raises it (to
  `RECURSION_LIMIT`), from that point of its call on: work without side
  effects (parsing, printing, verifying, compiling PDL) runs again with the
  limit raised when it hits the limit (`run_deep(pure=True)`,
  `run_shallow`); work with side effects (the transform interpreter, which
  runs user code, and the rewrite drivers) asks for it before it goes too
  deep (`need`: past 64 nested transform ops, or on a payload whose
  regions nest deeper, `pdlx.ir.snapshot.need_depth_of`). While it
  is raised, the host's other threads see it raised too. It is given back
  when no pdlx call runs any more (not when the deep call returns if other
  pdlx calls still run: one of them may have gone deep on it, and CPython
  aborts when the limit drops far below a thread's depth), unless the host
  set its own meanwhile: that value then stays. A recursion site that
  asks too late ends the call with `NestingTooDeep`, never a bare
  RecursionError (pdlx-opt reports it as an error; within a transform op,
  the interpreter's located "raised RecursionError" error);
* the limit on int/str conversions (`sys.set_int_max_str_digits`,
  CVE-2020-10735's guard) is never touched: pdlx reads and prints MLIR's
  arbitrary-precision integers in pieces under it (`pdlx.support.bigint`).
"""

from __future__ import annotations

import contextvars
import sys
import threading
from collections.abc import Callable
from types import FrameType
from typing import TypeVar

T = TypeVar("T")

STACK_BYTES = 512 * 1024 * 1024
RECURSION_LIMIT = 1_000_000
NESTING = 64
"""The nesting depth past which a recursion site with side effects asks
for the raised limit (`need`): well within the default limit of 1,000
frames at the few frames each level takes."""

_local = threading.local()
"""`deep`: this thread is one of pdlx's big-stack threads."""
_lock = threading.Lock()
"""Guards `_calls`, `_raised`, `_saved_limit` and the recursion limit."""
_start_lock = threading.Lock()
"""Held while the stack size is pdlx's (one thread start)."""
_calls = 0
"""pdlx calls running, in all threads."""
_raised = False
"""Whether pdlx raised the recursion limit (until `_calls` drops to 0)."""
_saved_limit = 0
_raised_to = 0


class NestingTooDeep(RecursionError):
    """Input nested deeper than a pdlx call could follow: what a
    RecursionError out of pdlx's own work becomes, with a message a user
    can act on instead of a traceback."""


def _begin() -> None:
    global _calls
    with _lock:
        _calls += 1


def _end() -> None:
    global _calls, _raised
    with _lock:
        _calls -= 1
        # The limit goes down only when no pdlx call runs: one that went
        # deep on another's raised limit would be past the lowered one, and
        # CPython aborts when a thread is far past it.
        if _calls == 0 and _raised:
            _raised = False
            # The host's own limit back (not if it set another meanwhile).
            if sys.getrecursionlimit() == _raised_to:
                sys.setrecursionlimit(_saved_limit)


def _hold() -> None:
    """Raise the recursion limit until the last running pdlx call returns."""
    global _raised, _saved_limit, _raised_to
    with _lock:
        if _raised or _calls == 0:
            return
        _saved_limit = sys.getrecursionlimit()
        _raised_to = max(_saved_limit, RECURSION_LIMIT)
        sys.setrecursionlimit(_raised_to)
        _raised = True


def need(depth: int) -> None:
    """A recursion site with side effects, at nesting level `depth`: past
    `NESTING`, the rest of this pdlx call runs with the raised limit."""
    if depth > NESTING and not _raised:
        _hold()


def _attempt(fn: Callable[[], T], pure: bool) -> T:
    """`fn()` on a big-stack thread; `pure` work that hits the recursion
    limit runs again with the limit raised."""
    if not pure or _raised:
        return fn()
    try:
        return fn()
    except Exception as e:
        if not _hit_limit(e):
            raise
    # Out of the except block: the failed attempt's frames are gone.
    _hold()
    return fn()


def _hit_limit(e: BaseException) -> bool:
    """Whether `e` comes from the recursion limit: a RecursionError, or what
    C code made of one (ctypes reports it as an ArgumentError), raised that
    deep. Another error raised that deep only costs a second attempt."""
    seen: list[BaseException] = []
    cause: BaseException | None = e
    while cause is not None and len(seen) < 8:
        if isinstance(cause, RecursionError):
            return True
        seen.append(cause)
        cause = cause.__cause__ or cause.__context__
    tb = e.__traceback__
    if tb is None:
        return False
    while tb.tb_next is not None:
        tb = tb.tb_next
    depth = 0
    frame: FrameType | None = tb.tb_frame
    while frame is not None:
        depth += 1
        frame = frame.f_back
    return depth >= sys.getrecursionlimit() * 3 // 4


def _too_deep(e: BaseException) -> BaseException:
    if isinstance(e, RecursionError) and not isinstance(e, NestingTooDeep):
        too_deep = NestingTooDeep(
            "input nested too deep: pdlx went past Python's recursion limit "
            f"({sys.getrecursionlimit()}) at a recursion site that does not raise it"
        )
        too_deep.__cause__ = e
        return too_deep
    return e


def _on_big_stack(fn: Callable[[], T], pure: bool, hold: bool) -> T:
    result: list[T] = []
    error: list[BaseException] = []
    # The caller's context variables (the active pdlx Context among them)
    # hold on the worker thread too.
    context = contextvars.copy_context()

    def target() -> None:
        _local.deep = True
        try:
            if hold:
                _hold()
            result.append(context.run(_attempt, fn, pure))
        except BaseException as e:  # re-raised on the caller's thread
            error.append(_too_deep(e))

    _begin()
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
        _end()
    if error:
        raise error[0]
    return result[0]


def run_deep(fn: Callable[[], T], *, pure: bool = False) -> T:
    """`fn()` on a big-stack thread (or directly, if already on one), at the
    host's recursion limit; `pure`: `fn` has no side effects, so if it hits
    the limit it runs again with the limit raised."""
    if getattr(_local, "deep", False):
        return _attempt(fn, pure)
    return _on_big_stack(fn, pure, hold=False)


def run_shallow(fn: Callable[[], T]) -> T:
    """`fn()`, which has no side effects, on the caller's thread at its
    recursion limit (no thread start: `str(op)` is called often); if it
    hits that limit, again on a big-stack thread with the limit raised."""
    if getattr(_local, "deep", False):
        return _attempt(fn, True)
    _begin()
    try:
        return fn()
    except Exception as e:
        if not _hit_limit(e):
            raise
    finally:
        _end()
    return _on_big_stack(fn, True, hold=True)
