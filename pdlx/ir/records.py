"""The immutable records a snapshot stores, one per IR object.

Records name other objects only by id, never by reference: that is what lets
a snapshot share everything an edit does not touch, and what lets a handle
outlive the snapshot it was made from.
"""

from __future__ import annotations

import inspect
from dataclasses import dataclass, fields, is_dataclass
from typing import TYPE_CHECKING, Final, TypeVar

from pdlx.ir.attributes import EMPTY_DICT, Attribute, DictionaryAttr
from pdlx.ir.ids import NO_ID as NO_ID  # re-exported: records name others by id
from pdlx.ir.ids import new_id as new_id
from pdlx.ir.location import UNKNOWN_LOC, Location
from pdlx.ir.types import Type
from pdlx.support.gcpause import UNTRACKING

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence


@dataclass(frozen=True, slots=True)
class OpRecord:
    """An op's state: name, operand and result value ids, attributes and properties, region ids, successor block ids, parent block, location."""

    name: str
    operands: tuple[int, ...]
    results: tuple[int, ...]
    attributes: DictionaryAttr = EMPTY_DICT
    properties: Attribute | None = None
    regions: tuple[int, ...] = ()
    successors: tuple[int, ...] = ()
    parent: int = NO_ID
    """The block holding the op (NO_ID when detached or top level)."""
    loc: Location = UNKNOWN_LOC


@dataclass(frozen=True, slots=True)
class ValueRecord:
    """A value's state: type, owner (op or block), position, and whether it is a block argument."""

    type: Type
    owner: int
    """The defining op (a result) or the block (an argument)."""
    index: int
    is_arg: bool = False
    loc: Location | None = None
    """Only block arguments carry their own location."""


@dataclass(frozen=True, slots=True)
class BlockRecord:
    """A block's state: argument value ids, parent region, first and last op (the ops between are linked in `Snapshot.links`)."""

    args: tuple[int, ...]
    parent: int
    """The region holding the block."""
    first: int = NO_ID
    last: int = NO_ID


@dataclass(frozen=True, slots=True)
class RegionRecord:
    """A region's state: block ids in order, parent op."""

    blocks: tuple[int, ...]
    parent: int
    """The op holding the region."""


_R = TypeVar("_R")


def fast_constructor(
    cls: type[_R],
    names: Sequence[str] | None = None,
    *,
    untracked: bool = False,
) -> Callable[..., _R]:
    """A positional constructor setting the slots `names` of `cls` (by
    default the fields of a frozen slotted dataclass), in that order;
    `untracked`: the instances it makes are untracked by the cyclic GC while
    `gcpause.UNTRACKING.on` (`pdlx.support.gcpause.untrack`: only for
    records that hold ids and immutable data).

    The generated `__init__` of a frozen dataclass goes through
    `object.__setattr__` per field (~1.05 us for OpRecord). The parser makes
    two records per op, so this is worth its few lines: the instance is
    made as its class's mutable twin (`_mutable_twin`: the same slots, no
    `__setattr__` of its own), whose slots plain attribute stores fill at
    bytecode speed, and then becomes a `cls` by `__class__` assignment
    (~0.2 us for OpRecord; setting each slot through its descriptor, the
    fallback where the layouts differ, ~0.4 us). The result is an ordinary
    instance of `cls`.
    """
    if names is None:
        if not is_dataclass(cls):
            raise TypeError(f"{cls.__name__} is not a dataclass: name its slots")
        names = [f.name for f in fields(cls)]
    args = ", ".join(names)
    twin = None if cls.__setattr__ is object.__setattr__ else _mutable_twin(cls)
    if twin is not None or cls.__setattr__ is object.__setattr__:
        body = "".join(f"    o.{n} = {n}\n" for n in names)
        if twin is not None:
            body += "    o.__class__ = cls\n"
        setters: list[object] = []
    else:
        body = "".join(f"    s_{n}(o, {n})\n" for n in names)
        # `getattr_static`: a slot of a base class is not in `cls.__dict__`.
        setters = [inspect.getattr_static(cls, n).__set__ for n in names]
    if untracked:
        body += "    if switch.on:\n      untrack = switch.untrack\n      untrack(o)\n"
    params = "".join(", s_" + n for n in names) if setters else ""
    src = (
        f"def outer(new, made_as, cls, switch{params}):\n"
        f"  def make({args}):\n    o = new(made_as)\n{body}    return o\n"
        "  return make\n"
    )
    ns: dict[str, Callable[..., Callable[..., _R]]] = {}
    exec(src, ns)
    return ns["outer"](object.__new__, twin or cls, cls, UNTRACKING, *setters)


def _mutable_twin(cls: type) -> type | None:
    """A class with the same slots as `cls` and the default `__setattr__`,
    whose instances may become `cls` instances by `__class__` assignment
    (CPython allows it between classes of the same layout); None when
    `cls` is not such a class (its base has slots or a `__dict__`)."""
    slots = cls.__dict__.get("__slots__")
    if cls.__bases__ != (object,) or not isinstance(slots, tuple) or "__dict__" in slots:
        return None
    twin = type(f"_Mutable{cls.__name__}", (), {"__slots__": slots})
    probe: object = object.__new__(twin)
    try:
        probe.__class__ = cls
    except TypeError:
        return None
    return twin


# The records a payload has one of per op and per value: untracked, so that
# the cyclic GC of a long-lived process never walks a payload (docs/performance.md,
# "The library with the GC on"). Their tuples are not: a tuple of ids is
# untracked by the collector itself the first time it walks it, for less than
# the ~0.12 us an untrack call costs (a sixth of a single-op replace).
make_op_record: Final = fast_constructor(OpRecord, untracked=True)
make_value_record: Final = fast_constructor(ValueRecord, untracked=True)
make_block_record: Final = fast_constructor(BlockRecord)
"""`BlockRecord(args, parent, first, last)` at the cost of `make_op_record`:
every op a rewrite inserts or erases rewrites its block's record."""
