"""The use list of one value in the def-use index, persistent and cheap to edit.

A value's uses are kept sorted newest user first: by (user op id, operand
index), descending, which is MLIR's use-list order for IR built in program
order. A small list is a plain tuple of `(user, index)` tuples; an edit
copies it (a C-level copy).

A value with many uses (the payload's function arguments: thousands at 100k
ops) would make that copy the whole cost of an edit: copying a tuple
increments the reference count of every use it holds, and in a large module
those uses are scattered through memory, so each is a cache miss. Past
`SMALL` uses the list becomes a `UseChunks`: each use packed into one
64-bit integer (the user's id, with the operand index in the id's spare
bits: see `ids.py`), kept oldest first in `array('Q')` chunks of about
`CHUNK` uses. An edit copies one chunk (a memcpy, no
reference counts), the short tuple of chunks and the array of chunk heads,
so it costs O(CHUNK + n / CHUNK) machine words, and the old list stays
valid for the snapshots that hold it.

Readers always get a tuple of `(user, index)` tuples (`as_tuple`):
`Snapshot.uses` and `Rewriter.uses` unpack a chunked list once and keep
the tuple on it.
"""

from __future__ import annotations

from array import array
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterator
from typing import Any, Final, TypeAlias

from pdlx.ir.ids import SPARE_BITS, SPARE_SHIFT

Use = tuple[int, int]
"""(user op id, operand index)."""

SMALL: Final = 64
"""A list of up to this many uses stays a tuple (and a chunked list that
shrinks below SMALL // 2 becomes one again)."""
CHUNK: Final = 256
"""The size of the chunks a long list is cut into; a chunk that grows past
2 * CHUNK is split in two."""

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


class UseChunks:
    """A long use list: `chunks`, arrays of packed uses in ascending order
    (oldest first), each non-empty; `heads`, the first word of each chunk
    (for bisection). Never changed after construction (the unpacked
    newest-first tuple is cached on first read)."""

    __slots__ = ("_flat", "chunks", "heads", "size")

    def __init__(self, chunks: tuple[array[int], ...], heads: array[int], size: int) -> None:
        self.chunks = chunks
        self.heads = heads
        self.size = size
        self._flat: tuple[Use, ...] | None = None

    def as_tuple(self) -> tuple[Use, ...]:
        """The uses, newest first."""
        flat = self._flat
        if flat is None:
            words: array[int] = array("Q")
            for c in self.chunks:
                words.extend(c)
            words.reverse()
            user, shift, mask = _USER, SPARE_SHIFT, _INDEX_LIMIT - 1
            flat = self._flat = tuple([(w & user, w >> shift & mask) for w in words])
        return flat

    def __len__(self) -> int:
        return self.size

    def __iter__(self) -> Iterator[Use]:
        return iter(self.as_tuple())

    def __eq__(self, other: object) -> bool:
        if isinstance(other, UseChunks):
            return self.as_tuple() == other.as_tuple()
        if isinstance(other, tuple):
            return self.as_tuple() == other
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"UseChunks({self.as_tuple()!r})"


UseList: TypeAlias = tuple[Use, ...] | UseChunks


def _chunks_constructor() -> Callable[[tuple[array[int], ...], array[int], int], UseChunks]:
    """`UseChunks(...)` without the Python-level `__init__` call (half the
    cost: an edit of a long list makes one)."""
    new = object.__new__
    cls: Any = UseChunks  # its slot descriptors
    set_chunks, set_heads = cls.chunks.__set__, cls.heads.__set__
    set_size, set_flat = cls.size.__set__, cls._flat.__set__

    def make(chunks: tuple[array[int], ...], heads: array[int], size: int) -> UseChunks:
        o = new(UseChunks)
        set_chunks(o, chunks)
        set_heads(o, heads)
        set_size(o, size)
        set_flat(o, None)
        return o

    return make


_chunks: Final = _chunks_constructor()


def pack(uses: tuple[Use, ...]) -> UseList:
    """A newest-first tuple of uses as the index stores it."""
    if len(uses) <= SMALL or not all(_packable(u) for u in uses):
        return uses
    words = array("Q", [u | i << SPARE_SHIFT for u, i in reversed(uses)])
    chunks = tuple([words[i : i + CHUNK] for i in range(0, len(words), CHUNK)])
    return UseChunks(chunks, array("Q", [c[0] for c in chunks]), len(uses))


def as_tuple(uses: UseList) -> tuple[Use, ...]:
    return uses if type(uses) is tuple else uses.as_tuple()  # type: ignore[union-attr]


def add_use(cur: UseList, u: Use) -> UseList:
    """`cur` with `u` inserted in order."""
    if type(cur) is tuple:
        if not cur or cur[0] < u:  # the newest user: the common case
            new = (u,) + cur  # noqa: RUF005 - concatenation is faster than unpacking
        else:
            i = bisect_left(cur, _key(u), key=_key)
            new = cur[:i] + (u,) + cur[i:]  # noqa: RUF005 - as above
        return new if len(new) <= SMALL else pack(new)
    assert isinstance(cur, UseChunks)
    user, index = u
    if user & _NOT_USER or user <= _NO_SERIAL or not 0 <= index < _INDEX_LIMIT:  # `_packable`
        return add_use(cur.as_tuple(), u)
    w = user | index << SPARE_SHIFT
    chunks, heads = cur.chunks, cur.heads
    ci = bisect_right(heads, w) - 1
    if ci < 0:
        ci = 0
    c = chunks[ci][:]
    if w > c[-1]:  # the newest user: the common case
        c.append(w)
    else:
        c.insert(bisect_left(c, w), w)
    if len(c) > 2 * CHUNK:
        half = len(c) // 2
        parts: tuple[array[int], ...] = (c[:half], c[half:])
        heads = heads[:]
        heads[ci : ci + 1] = array("Q", (c[0], c[half]))
    else:
        parts = (c,)
        if c[0] != heads[ci]:
            heads = heads[:]
            heads[ci] = c[0]
    return _chunks(chunks[:ci] + parts + chunks[ci + 1 :], heads, cur.size + 1)


def remove_use(cur: UseList, u: Use) -> UseList:
    """`cur` without `u` (unchanged if `u` is not in it)."""
    if type(cur) is tuple:
        try:
            i = cur.index(u)  # a C-level scan beats a bisection with a key here
        except ValueError:
            return cur
        return cur[:i] + cur[i + 1 :]
    assert isinstance(cur, UseChunks)
    user, index = u
    if user & _NOT_USER or user <= _NO_SERIAL or not 0 <= index < _INDEX_LIMIT:  # `_packable`
        return cur  # every use in a chunked list is packable
    w = user | index << SPARE_SHIFT
    chunks, heads = cur.chunks, cur.heads
    ci = bisect_right(heads, w) - 1
    if ci < 0:
        ci = 0
    c = chunks[ci]
    i = bisect_left(c, w)
    if not (i < len(c) and c[i] == w):
        return cur  # not a use
    size = cur.size - 1
    if size < SMALL // 2:
        return tuple([x for x in cur.as_tuple() if x != u])
    if len(c) == 1:
        heads = heads[:]
        del heads[ci]
        return _chunks(chunks[:ci] + chunks[ci + 1 :], heads, size)
    c = c[:]
    del c[i]
    if i == 0:
        heads = heads[:]
        heads[ci] = c[0]
    return _chunks(chunks[:ci] + (c,) + chunks[ci + 1 :], heads, size)  # noqa: RUF005
