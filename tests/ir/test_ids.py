"""Ids (pdlx/ir/ids.py): unique, in creation order, with clear spare bits,
and placed so that neighbours share trie paths without hurting dicts."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from pdlx.ir.ids import NO_ID, SPARE_BITS, SPARE_SHIFT, id_of_serial, new_id, serial


def _trie_hash(obj_id: int) -> int:
    """The 32-bit hash `immutables.Map` branches on for an int key below
    2**61 (`hash(i) == i`): low half XOR high half."""
    h = hash(obj_id)
    return ((h & 0xFFFFFFFF) ^ (h >> 32)) & 0xFFFFFFFF


def test_new_ids_increase_and_never_repeat() -> None:
    ids = [new_id() for _ in range(5000)]
    assert ids == sorted(ids) and len(set(ids)) == len(ids)
    assert NO_ID not in ids and all(i for i in ids)
    assert [serial(i) for i in ids] == list(range(serial(ids[0]), serial(ids[0]) + 5000))


@given(st.integers(1, (1 << 40) - 1))
def test_an_id_is_its_serial_twice(x: int) -> None:
    i = id_of_serial(x)
    assert serial(i) == x
    assert (i >> SPARE_SHIFT) & ((1 << SPARE_BITS) - 1) == 0
    if x < 1 << 29:
        assert hash(i) == i
        # What the trie branches on agrees with x above bit 20.
        assert _trie_hash(i) >> 20 == (x >> 20) & 0xFFF


def test_trie_hashes_never_collide() -> None:
    base = 5 << 20
    assert len({_trie_hash(id_of_serial(x)) for x in range(base, base + (1 << 16))}) == 1 << 16


def test_neighbours_share_trie_paths() -> None:
    """Aligned runs of 32 (1024) ids agree on the 15 (10) trie bits of the
    first three (two) levels, where consecutive ints already differ at the
    root: an edit's writes to neighbouring objects share their paths."""
    for base in (1 << 17, 3 << 25, 999 << 10):
        assert len({_trie_hash(id_of_serial(x)) & 0x7FFF for x in range(base, base + 32)}) == 1
        assert len({_trie_hash(id_of_serial(x)) & 0x3FF for x in range(base, base + 1024)}) == 1
        # ... and differ at the deepest levels
        assert len({_trie_hash(id_of_serial(x)) >> 15 & 31 for x in range(base, base + 32)}) == 32


def test_ids_spread_over_dict_slots() -> None:
    """Dicts index by the low bits of the hash: over an aligned run of 2**k
    ids, those take all 2**k values, as for consecutive ints."""
    for k in range(1, 17):
        base = (12345 << 16) & ~((1 << k) - 1)
        low = {id_of_serial(x) & ((1 << k) - 1) for x in range(base, base + (1 << k))}
        assert len(low) == 1 << k, k
