"""Pausing Python's cyclic garbage collector around bulk IR construction.

Parsing 100k ops allocates about a million container objects; each
generation-2 collection walks every live one, which doubled parse time in
measurement (10.7 us/op with the collector running, 5.4 us/op paused; see
docs/performance.md). The IR makes no reference cycles, so pausing the
collector loses nothing; it resumes, as it was, when the block ends.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


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
