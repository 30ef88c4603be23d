"""Record constructors (`pdlx.ir.records.fast_constructor`): what they make
must be indistinguishable from what the dataclass constructor makes, since
the parser and the rewriter make every record through them."""

from __future__ import annotations

import gc
from dataclasses import FrozenInstanceError, dataclass, fields

import pytest

from pdlx.ir.attributes import EMPTY_DICT
from pdlx.ir.location import UNKNOWN_LOC
from pdlx.ir.records import (
    OpRecord,
    ValueRecord,
    fast_constructor,
    make_op_record,
    make_value_record,
)
from pdlx.ir.types import f32
from pdlx.support.gcpause import UNTRACKING


def test_records_made_fast_equal_the_dataclass_ones() -> None:
    args = ("t.op", (1, 2), (3,), EMPTY_DICT, None, (4,), (), 5, UNKNOWN_LOC)
    fast, slow = make_op_record(*args), OpRecord(*args)
    assert type(fast) is OpRecord
    assert fast == slow and hash(fast) == hash(slow) and repr(fast) == repr(slow)
    assert [getattr(fast, f.name) for f in fields(OpRecord)] == list(args)
    v = make_value_record(f32, 7, 0, True, None)
    assert type(v) is ValueRecord and v == ValueRecord(f32, 7, 0, True, None)


def test_records_made_fast_stay_frozen() -> None:
    rec = make_op_record("t.op", (), (), EMPTY_DICT, None, (), (), 0, UNKNOWN_LOC)
    with pytest.raises(FrozenInstanceError):
        setattr(rec, fields(OpRecord)[0].name, "t.other")
    assert not hasattr(rec, "__dict__")


def test_records_made_fast_are_untracked_while_untracking() -> None:
    was = UNTRACKING.on
    try:
        UNTRACKING.on = True
        rec = make_value_record(f32, 7, 0, False, None)
        assert not gc.is_tracked(rec)
    finally:
        UNTRACKING.on = was


@dataclass(frozen=True, slots=True, weakref_slot=True)
class _Weak:
    a: int
    b: str


def test_a_layout_without_a_twin_falls_back_to_the_slot_setters() -> None:
    make = fast_constructor(_Weak)
    obj = make(1, "x")
    assert type(obj) is _Weak and obj == _Weak(1, "x")
    with pytest.raises(FrozenInstanceError):
        setattr(obj, fields(_Weak)[0].name, 2)


@dataclass(frozen=True, slots=True, weakref_slot=True)
class _WeakBase:
    a: int


@dataclass(frozen=True, slots=True)
class _WeakChild(_WeakBase):
    b: str


def test_the_slot_setters_fallback_finds_inherited_slots() -> None:
    """`a` is a slot of the base class, not in the subclass's `__dict__`."""
    make = fast_constructor(_WeakChild)
    obj = make(1, "x")
    assert type(obj) is _WeakChild and obj == _WeakChild(1, "x")
    assert (obj.a, obj.b) == (1, "x")
