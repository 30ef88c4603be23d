"""Object ids: process-wide, never reused, increasing in creation order, and
laid out so that objects made together sit together in a snapshot's maps.

Why not 1, 2, 3. A snapshot's maps are `immutables.Map`s, hash array mapped
tries. The trie takes a 32-bit hash of an int key as `low32 ^ high32` of the
int and branches on it five bits at a time, lowest bits first. Consecutive
ids differ in their lowest bits, so an op, its results and its neighbours in
a block part ways at the root: an edit that touches a dozen of them copies a
dozen whole root-to-leaf paths, and copying a node increfs each of its ~32
children, which in a large module are cold in the cache. Reversing the bits
of the ids would keep neighbours on one path, but dicts and sets index by the
low bits of the hash, and they would collide on every id.

So an id carries its serial number `x` twice:

    id = x << 32 | (x ^ P(x))

`P` permutes the low 20 bits of `x` (a linear map over GF(2)): bits 10-19 of
`x`, reversed, become bits 0-9; bits 0-9, reversed and mixed within each
5-bit group, become bits 10-19. The trie sees `low32 ^ high32 = P(x)`, so ids
made one after the other share all but the deepest levels of their paths. A
dict or a set sees the id itself, whose low `k` bits take all `2**k` values
over any aligned run of `2**k` serial numbers (the mixing is what makes that
hold past `k = 10`; a plain reversal collides four to one there). The high
half is `x`, so ids still sort in creation order. `x ^ P(x)` only depends on
the low 20 bits of `x`, so bits 20 to 31 of an id are always clear:
`uselist.py` packs an operand index there.

Measured (docs/performance.md, "Edits"): replacing one op of a 1M-op module
went from ~50 to ~36 us; parse and print did not move, though a dict or set
lookup of an id costs ~10 ns more in isolation (a two-digit int's hash). A
serial number past 2**29 makes an id too big for `hash(id) == id`, which only
loses the locality, nothing else.
"""

from __future__ import annotations

import itertools
from typing import Final

NO_ID: Final = 0
"""Stands for "no object": a detached op's parent, an empty block's first op."""

SPARE_SHIFT: Final = 20
SPARE_BITS: Final = 12
"""Bits SPARE_SHIFT .. SPARE_SHIFT + SPARE_BITS - 1 of every id are clear."""


def _rev10_table() -> tuple[int, ...]:
    """Each 10-bit number with its bits reversed."""
    rev = [0] * 1024
    for i in range(1, 1024):
        rev[i] = rev[i >> 1] >> 1 | (i & 1) << 9
    return tuple(rev)


_REV10: Final = _rev10_table()

# (I ^ M) for a block-diagonal M over GF(2) whose leading minors are all 1 and
# with I ^ M invertible, in blocks that keep to the trie's 5-bit levels: the
# dict condition below holds for every aligned window of serial numbers.
_MIX_BLOCKS: Final = (
    (0, ((0, 1), (1, 1))),
    (2, ((0, 1, 0), (1, 1, 1), (0, 1, 1))),
    (5, ((0, 1), (1, 1))),
    (7, ((0, 1, 0), (1, 1, 1), (0, 1, 1))),
)


def _mix(v: int) -> int:
    out = 0
    for start, rows in _MIX_BLOCKS:
        for i, row in enumerate(rows):
            bit = 0
            for j, m in enumerate(row):
                bit ^= m & (v >> (start + j))
            out |= (bit & 1) << (start + i)
    return out


def _low10_table() -> tuple[int, ...]:
    """The part of an id that depends on bits 0..9 of its serial number, for
    each value of those bits. The map is linear, so the table is XORs of ten
    basis rows (0.2 ms at import, not the 5 ms of calling `_mix` 1024 times)."""
    basis = [1 << j + 32 | _mix(_REV10[1 << j]) << 10 | 1 << j for j in range(10)]
    table = [0] * 1024
    for b in range(1, 1024):
        low = b & -b
        table[b] = table[b ^ low] ^ basis[low.bit_length() - 1]
    return tuple(table)


_LOW10: Final = _low10_table()


def _high(x: int) -> int:
    """The part of an id that depends on bits 10 and up of its serial number:
    with `b = x & 1023`, `id(x) == _high(x) ^ _LOW10[b]`."""
    a = (x >> 10) & 1023
    return (x & ~1023) << 32 | a << 10 | _REV10[a]


def id_of_serial(x: int) -> int:
    """The id of the `x`-th object made in this process."""
    return _high(x) ^ _LOW10[x & 1023]


def serial(obj_id: int) -> int:
    """The inverse of `id_of_serial`."""
    return obj_id >> 32


def _block(k: int) -> list[int]:
    """The ids of serial numbers 1024 k .. 1024 k + 1023, at one XOR each."""
    out = list(map(_high(k << 10).__xor__, _LOW10))
    return out[1:] if k == 0 else out  # serial 0 would be id 0, NO_ID


new_id: Final = itertools.chain.from_iterable(map(_block, itertools.count())).__next__
"""A fresh id (C-level iteration: ~25 ns, as cheap as `itertools.count`)."""
