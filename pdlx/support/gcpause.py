"""Keeping Python's cyclic garbage collector off the IR.

Parsing 100k ops allocates about a million container objects; each
generation-2 collection walks every live one, which doubled parse time in
measurement (10.7 us/op with the collector running, 5.4 us/op paused; see
docs/performance.md). The IR makes no reference cycles, so pausing the
collector loses nothing; it resumes, as it was, when the block ends.

Pausing only moves the walk: what a paused phase built is still tracked, and
the collections after it (the host program's, in a library) walk it again
and again. So the objects a payload keeps one or more of per op (op and
value records, source locations, attribute dictionaries) are untracked when
they are made (`untrack`): they name other IR objects by id and hold only
immutable data, so they cannot be part of a cycle and the collector has
nothing to find in them. What else a bulk API call leaves young (the tuples
of ids, which the collector untracks on its first walk, and the persistent
maps' nodes) goes to the oldest generation when the call ends
(`promote_bulk`), so that no young collection walks a payload at all.
"""

from __future__ import annotations

import functools
import gc
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Final, ParamSpec, TypeVar

_P = ParamSpec("_P")
_T = TypeVar("_T")


def _no_untrack(obj: object, /) -> None:
    """Where the interpreter offers no way to untrack an object."""


def _load_untrack() -> Callable[[object], None]:
    """CPython's `PyObject_GC_UnTrack` (safe on an untracked object: CPython
    calls it again when the object is freed), or a no-op elsewhere."""
    if sys.implementation.name != "cpython":
        return _no_untrack
    try:
        import ctypes

        fn = ctypes.pythonapi.PyObject_GC_UnTrack
    except (ImportError, AttributeError):  # pragma: no cover - CPython has both
        return _no_untrack
    fn.argtypes = [ctypes.py_object]
    fn.restype = None
    untrack_fn: Callable[[object], None] = fn
    return untrack_fn


def untrack(obj: object, /) -> None:
    """Take `obj` out of the cyclic GC's lists (~0.13 us): collections no longer
    walk it. Only for objects that cannot be part of a reference cycle (immutable
    records holding ids, strings, numbers, tuples and other such objects): a
    cycle through an untracked object would never be collected. Reference
    counting frees it as before. The IR's constructors call it (through
    `UNTRACKING.untrack`, one attribute read cheaper) only while
    `UNTRACKING.on`."""
    UNTRACKING.untrack(obj)


class Switch:
    """A process-wide flag (`UNTRACKING`, `HEAP_FROZEN`). `untrack` is
    CPython's `PyObject_GC_UnTrack`, bound on first use: `ctypes` costs 1.5 ms
    to import, and pdlx-opt, which freezes its heap instead of untracking,
    often never needs it."""

    __slots__ = ("on", "untrack")

    def __init__(self, on: bool) -> None:
        self.on = on

    def __getattr__(self, name: str) -> Callable[[object], None]:
        """Called only while the `untrack` slot is still empty."""
        if name != "untrack":
            raise AttributeError(name)
        self.untrack = fn = _load_untrack()
        for obj in _UNTRACK_ON_LOAD:
            fn(obj)
        _UNTRACK_ON_LOAD.clear()
        return fn


_UNTRACK_ON_LOAD: list[object] = []


def untrack_when_used(*objs: object) -> None:
    """Untrack `objs` once something untracks for the first time (shared
    constants made at import: untracking them at import would import
    `ctypes` in every process)."""
    _UNTRACK_ON_LOAD.extend(objs)


UNTRACKING: Final = Switch(True)
"""Whether the IR's constructors untrack what they make. On by default.
`pdlx-opt` turns it off while it parses, because it moves what the parse
made to the GC's permanent generation (`gc.freeze()`) at once, which costs
nothing per object, where untracking costs ~0.13 us each."""

HEAP_FROZEN: Final = Switch(False)
"""Set by `pdlx-opt` (a one-shot process) once it has frozen its heap after
the parse: bulk phases may then freeze what they built too (the greedy
driver does). Never set in a library: `gc.get_freeze_count()` is the host's
business, and a library must not freeze the host's objects."""


@contextmanager
def paused_gc() -> Iterator[bool]:
    """Yields whether the collector was running (for `resumed_gc`)."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield was_enabled
    finally:
        if was_enabled:
            gc.enable()


@contextmanager
def bulk_phase() -> Iterator[None]:
    """`paused_gc` for a phase that builds many objects the payload keeps (a
    pass): in a process that froze its heap (`HEAP_FROZEN`, pdlx-opt), what
    the phase built is frozen too when it ends, so that no later collection
    walks it (and the IR's constructors do not untrack what they make
    meanwhile, as during pdlx-opt's parse: freezing costs nothing per
    object, untracking ~0.13 us each); elsewhere the collector resumes as it
    was and nothing is frozen."""
    with paused_gc():
        freezing = HEAP_FROZEN.on
        untracking = UNTRACKING.on
        if freezing:
            UNTRACKING.on = False
        try:
            yield
            if freezing:
                gc.freeze()
        finally:
            UNTRACKING.on = untracking


@contextmanager
def resumed_gc(was_enabled: bool) -> Iterator[None]:
    """Inside `paused_gc`: run the collector again for a stretch of code that
    may make cyclic garbage (user transforms), then pause it again."""
    if not was_enabled:
        yield
        return
    gc.enable()
    try:
        yield
    finally:
        gc.disable()


BULK_YOUNG: Final = 50_000
"""How many young objects (`gc.get_count()[0]`) a paused API call must
leave for `promote_bulk` to move them to the oldest generation: a parse or
transform of some 15k ops and more. Smaller calls leave the young
generation to the collector as it is, so that a host calling pdlx often on
small inputs keeps its young collections."""


class _Promotion:
    """Whether `gc.freeze()` then `gc.unfreeze()` costs O(1) here: two list
    splices in CPython 3.11-3.13 with the GIL; a walk of the heap in the
    free-threaded build and in 3.14's incremental collector (then
    `promote_bulk` does nothing). Decided on first use: `sysconfig` is not
    imported at start-up."""

    ok: bool | None = None

    @classmethod
    def available(cls) -> bool:
        if cls.ok is None:
            ok = sys.implementation.name == "cpython" and sys.version_info < (3, 14)
            if ok and sys.version_info >= (3, 13):
                import sysconfig

                ok = not sysconfig.get_config_var("Py_GIL_DISABLED")
            cls.ok = ok
        return cls.ok


def promote_bulk() -> bool:
    """After a paused API call that built a payload (`BULK_YOUNG` young
    objects or more), move the young objects to the oldest generation at
    once (`gc.freeze()` then `gc.unfreeze()`), instead of letting the first
    young collection after the call walk them all (~0.6 us per op parsed;
    mostly the payload's tuples of ids, which the collector untracks then,
    and its map nodes). Young collections then never walk the payload; a
    full collection does, as it would once they had aged there. The young
    objects of the host go with them: they are examined by its next full
    collection instead of its next young one. Nothing stays frozen; done
    only when nothing is (`gc.get_freeze_count()` is 0: the host's frozen
    objects must stay frozen). Returns whether it moved them."""
    if gc.get_count()[0] < BULK_YOUNG or gc.get_freeze_count() != 0 or not _Promotion.available():
        return False
    gc.freeze()
    gc.unfreeze()
    return True


def gc_paused(fn: Callable[_P, _T]) -> Callable[_P, _T]:
    """`fn` run inside `paused_gc`: for the public API's entry points. With
    the collector on, the allocations of a parse or a transform would
    trigger collections that walk every object the host program keeps
    alive, again and again; paused, none runs, and the collector is back as
    it was when `fn` returns or raises (never left disabled, nothing frozen).
    What a bulk call built goes to the oldest generation (`promote_bulk`)."""

    @functools.wraps(fn)
    def wrapper(*args: _P.args, **kwargs: _P.kwargs) -> _T:
        was_enabled = gc.isenabled()
        gc.disable()
        try:
            return fn(*args, **kwargs)
        finally:
            if was_enabled:
                promote_bulk()
                gc.enable()

    return wrapper
