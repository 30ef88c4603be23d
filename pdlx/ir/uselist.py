"""The use list of one value in the def-use index, persistent and cheap to edit.

A value's uses are kept sorted newest user first: by (user op id, operand
index), descending, which is MLIR's use-list order for IR built in program
order. A small list is a plain tuple of `(user, index)` tuples; an edit
copies it (a C-level copy).

A value with many uses (the payload's function arguments: thousands at 100k
ops) would make that copy the whole cost of an edit: copying a tuple
increments the reference count of every use it holds, and in a large module
those uses are scattered through memory, so each is a cache miss. Past
`SMALL` uses the list becomes a `UseSet`: each use packed into one int (the
user's id, with the operand index in the id's spare bits: see `ids.py`), the
keys of an `immutables.Map`. An edit is one C-level insert or delete in that
persistent map, O(log n) and ~0.3 us, and the old list stays valid for the
snapshots that hold it. (An earlier design kept sorted `array('Q')` chunks:
an edit copied a chunk and cost ~1.5 us in Python-level bookkeeping.)

Readers always get a tuple of `(user, index)` tuples (`as_tuple`), newest
first: a `UseSet` sorts its words on first read and keeps the tuple.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable, Iterator
from typing import Final, TypeAlias

import immutables

from pdlx.ir.ids import SPARE_BITS, SPARE_SHIFT
from pdlx.ir.records import fast_constructor

Use = tuple[int, int]
"""(user op id, operand index)."""

SMALL: Final = 64
"""A list of up to this many uses stays a tuple (and a long list that
shrinks below SMALL // 2 becomes one again)."""
_INDEX_LIMIT: Final = 1 << SPARE_BITS
_SPARE: Final = (_INDEX_LIMIT - 1) << SPARE_SHIFT
_USER: Final = ((1 << 64) - 1) & ~_SPARE
_NOT_USER: Final = ~_USER
_NO_SERIAL: Final = (1 << 32) - 1
"""A use packs into one word as `user | index << SPARE_SHIFT`. For ids made
by `new_id` the word order is the (user, index) order: distinct ids differ in
their high halves (the serial numbers), and an id's low half depends on its
high half only. A list holding a use that does not pack (an int below 2**32,
which `new_id` never makes; an operand index past 4095; an id past 2**64,
four billion objects into a process) stays a tuple."""


def _key(u: Use) -> tuple[int, int]:
    """Ascending sort key of the newest-first order (for a small tuple)."""
    return (-u[0], -u[1])


def _packable(u: Use) -> bool:
    return not u[0] & _NOT_USER and u[0] > _NO_SERIAL and 0 <= u[1] < _INDEX_LIMIT


class UseSet:
    """A long use list: the packed uses as the keys of a persistent map.
    Never changed after construction (the unpacked newest-first tuple is
    cached on first read). Unhashable (defining `__eq__` alone makes it
    so): it equals the tuple of its uses, whose hash it could not match cheaply."""

    __slots__ = ("_flat", "words")

    def __init__(self, words: immutables.Map[int, None]) -> None:
        self.words = words
        self._flat: tuple[Use, ...] | None = None

    def as_tuple(self) -> tuple[Use, ...]:
        """The uses, newest first."""
        flat = self._flat
        if flat is None:
            user, shift, mask = _USER, SPARE_SHIFT, _INDEX_LIMIT - 1
            words = sorted(self.words, reverse=True)
            flat = self._flat = tuple([(w & user, w >> shift & mask) for w in words])
        return flat

    def __len__(self) -> int:
        return len(self.words)

    def __iter__(self) -> Iterator[Use]:
        return iter(self.as_tuple())

    def __eq__(self, other: object) -> bool:
        if isinstance(other, UseSet):
            return self.words == other.words
        if isinstance(other, tuple):
            return self.as_tuple() == other
        return NotImplemented

    def __repr__(self) -> str:
        return f"UseSet({self.as_tuple()!r})"


UseList: TypeAlias = tuple[Use, ...] | UseSet


_use_set: Final[Callable[[immutables.Map[int, None], None], UseSet]] = fast_constructor(
    UseSet, ("words", "_flat")
)
"""`UseSet(words)` without the Python-level `__init__` call (called as
`_use_set(words, None)`): every edit of a long list makes one."""


def pack(uses: tuple[Use, ...]) -> UseList:
    """A newest-first tuple of uses as the index stores it."""
    if len(uses) <= SMALL:
        return uses
    # `_packable` of each use, inlined: a list grows past SMALL one use at a
    # time, in the rewrites' hot path.
    not_user, no_serial, limit = _NOT_USER, _NO_SERIAL, _INDEX_LIMIT
    for u, i in uses:
        if u & not_user or u <= no_serial or not 0 <= i < limit:
            return uses
    shift = SPARE_SHIFT
    return _use_set(immutables.Map(dict.fromkeys([u | i << shift for u, i in uses])), None)


def as_tuple(uses: UseList) -> tuple[Use, ...]:
    """The uses as a newest-first tuple, whatever their storage."""
    return uses if isinstance(uses, tuple) else uses.as_tuple()


def add_use(cur: UseList, u: Use) -> UseList:
    """`cur` with `u` inserted in order."""
    if type(cur) is tuple:
        if not cur or cur[0] < u:  # the newest user: the common case
            new = (u,) + cur  # noqa: RUF005 - concatenation is faster than unpacking
        else:
            i = bisect_left(cur, _key(u), key=_key)
            new = cur[:i] + (u,) + cur[i:]  # noqa: RUF005 - as above
        return new if len(new) <= SMALL else pack(new)
    assert isinstance(cur, UseSet)
    if not _packable(u):
        return add_use(cur.as_tuple(), u)
    return _use_set(cur.words.set(u[0] | u[1] << SPARE_SHIFT, None), None)


def remove_use(cur: UseList, u: Use) -> UseList:
    """`cur` without `u` (unchanged if `u` is not in it)."""
    if type(cur) is tuple:
        try:
            i = cur.index(u)  # a C-level scan beats a bisection with a key here
        except ValueError:
            return cur
        return cur[:i] + cur[i + 1 :]
    assert isinstance(cur, UseSet)
    if not _packable(u):
        return cur  # every use in a long list is packable
    w = u[0] | u[1] << SPARE_SHIFT
    words = cur.words
    if w not in words:
        return cur  # not a use
    if len(words) <= SMALL // 2:
        return tuple([x for x in cur.as_tuple() if x != u])
    return _use_set(words.delete(w), None)


def any_order(uses: UseList) -> Iterator[Use]:
    """A value's uses in no particular order, for callers that stop after a
    few: a long list is not sorted and unpacked for them."""
    if isinstance(uses, tuple):
        return iter(uses)
    user, shift, mask = _USER, SPARE_SHIFT, _INDEX_LIMIT - 1
    return ((w & user, w >> shift & mask) for w in uses.words)
