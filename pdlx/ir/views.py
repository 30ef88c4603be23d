"""Views: the familiar IR API over a (snapshot, id) pair.

A view costs two slots; it reads records on demand, so a view of an old
snapshot keeps showing that snapshot. Views compare equal when they name the
same id in the same snapshot.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from pdlx.ir.attributes import Attribute, DictionaryAttr
from pdlx.ir.location import Location
from pdlx.ir.records import NO_ID, BlockRecord, OpRecord, RegionRecord, ValueRecord
from pdlx.ir.types import Type

if TYPE_CHECKING:
    from pdlx.ir.snapshot import Snapshot


class _View:
    __slots__ = ("id", "snapshot")

    def __init__(self, snapshot: Snapshot, id: int) -> None:
        self.snapshot = snapshot
        self.id = id

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other.id == self.id and other.snapshot is self.snapshot

    def __hash__(self) -> int:
        return hash(self.id)

    @property
    def exists(self) -> bool:
        """Whether the object is part of this snapshot (ids outlive erasure)."""
        return self.id in self.snapshot


class Operation(_View):
    __slots__ = ()

    @property
    def record(self) -> OpRecord:
        return self.snapshot.ops[self.id]

    @property
    def name(self) -> str:
        return self.snapshot.ops[self.id].name

    @property
    def dialect(self) -> str:
        return self.name.partition(".")[0]

    @property
    def operands(self) -> tuple[Value, ...]:
        s = self.snapshot
        return tuple(Value(s, v) for v in s.ops[self.id].operands)

    @property
    def results(self) -> tuple[Value, ...]:
        s = self.snapshot
        return tuple(Value(s, v) for v in s.ops[self.id].results)

    def operand(self, i: int) -> Value:
        return Value(self.snapshot, self.snapshot.ops[self.id].operands[i])

    def result(self, i: int) -> Value:
        return Value(self.snapshot, self.snapshot.ops[self.id].results[i])

    @property
    def operand_types(self) -> tuple[Type, ...]:
        vals = self.snapshot.values
        return tuple(vals[v].type for v in self.snapshot.ops[self.id].operands)

    @property
    def result_types(self) -> tuple[Type, ...]:
        vals = self.snapshot.values
        return tuple(vals[v].type for v in self.snapshot.ops[self.id].results)

    @property
    def attributes(self) -> DictionaryAttr:
        """Discardable attributes (`{...}` in generic form)."""
        return self.snapshot.ops[self.id].attributes

    @property
    def properties(self) -> Attribute | None:
        """Inherent attributes (`<{...}>` in generic form)."""
        return self.snapshot.ops[self.id].properties

    def attr(self, name: str) -> Attribute | None:
        """An attribute by name, looking in properties first as MLIR's
        `getAttr` does for inherent attributes."""
        rec = self.snapshot.ops[self.id]
        props = rec.properties
        if isinstance(props, DictionaryAttr) and name in props:
            return props[name]
        return rec.attributes.get(name)

    @property
    def regions(self) -> tuple[Region, ...]:
        s = self.snapshot
        return tuple(Region(s, r) for r in s.ops[self.id].regions)

    @property
    def successors(self) -> tuple[Block, ...]:
        s = self.snapshot
        return tuple(Block(s, b) for b in s.ops[self.id].successors)

    @property
    def loc(self) -> Location:
        return self.snapshot.ops[self.id].loc

    @property
    def parent(self) -> Block | None:
        """The block holding the op."""
        b = self.snapshot.ops[self.id].parent
        return Block(self.snapshot, b) if b else None

    @property
    def parent_op(self) -> Operation | None:
        p = self.snapshot.parent_op_of_op(self.id)
        return Operation(self.snapshot, p) if p else None

    @property
    def next(self) -> Operation | None:
        n = self.snapshot.links[self.id][1] if self.id in self.snapshot.links else NO_ID
        return Operation(self.snapshot, n) if n else None

    @property
    def prev(self) -> Operation | None:
        p = self.snapshot.links[self.id][0] if self.id in self.snapshot.links else NO_ID
        return Operation(self.snapshot, p) if p else None

    def walk(self, *, post_order: bool = False) -> Iterator[Operation]:
        """This op and all nested ops, pre-order unless `post_order`."""
        s = self.snapshot
        for o in s.walk(self.id, post_order=post_order):
            yield Operation(s, o)

    def is_ancestor_of(self, other: Operation) -> bool:
        return self.snapshot.is_ancestor(self.id, other.id)

    @property
    def users(self) -> list[Operation]:
        """Ops using any result, in use order, without repeats."""
        seen: dict[int, None] = {}
        s = self.snapshot
        for r in s.ops[self.id].results:
            for user, _ in s.uses(r):
                seen.setdefault(user, None)
        return [Operation(s, u) for u in seen]

    def __repr__(self) -> str:
        return f"<Operation {self.name} #{self.id}>"

    def __str__(self) -> str:
        from pdlx.syntax.printer import print_op

        return print_op(self)


class Value(_View):
    __slots__ = ()

    @property
    def record(self) -> ValueRecord:
        return self.snapshot.values[self.id]

    @property
    def type(self) -> Type:
        return self.snapshot.values[self.id].type

    @property
    def is_block_argument(self) -> bool:
        return self.snapshot.values[self.id].is_arg

    @property
    def index(self) -> int:
        """Result number, or argument number for a block argument."""
        return self.snapshot.values[self.id].index

    @property
    def owner(self) -> Operation | Block:
        rec = self.snapshot.values[self.id]
        if rec.is_arg:
            return Block(self.snapshot, rec.owner)
        return Operation(self.snapshot, rec.owner)

    @property
    def defining_op(self) -> Operation | None:
        rec = self.snapshot.values[self.id]
        return None if rec.is_arg else Operation(self.snapshot, rec.owner)

    @property
    def uses(self) -> list[tuple[Operation, int]]:
        """(user, operand index) pairs, newest use first as in MLIR."""
        s = self.snapshot
        return [(Operation(s, o), i) for o, i in s.uses(self.id)]

    @property
    def users(self) -> list[Operation]:
        s = self.snapshot
        seen: dict[int, None] = {}
        for o, _ in s.uses(self.id):
            seen.setdefault(o, None)
        return [Operation(s, o) for o in seen]

    @property
    def has_uses(self) -> bool:
        return bool(self.snapshot.uses(self.id))

    @property
    def parent_block(self) -> Block | None:
        rec = self.snapshot.values[self.id]
        if rec.is_arg:
            return Block(self.snapshot, rec.owner)
        b = self.snapshot.ops[rec.owner].parent
        return Block(self.snapshot, b) if b else None

    def __repr__(self) -> str:
        rec = self.snapshot.values.get(self.id)
        if rec is None:
            return f"<Value #{self.id} (erased)>"
        kind = "arg" if rec.is_arg else "result"
        return f"<Value #{self.id} {kind} {rec.index} of #{rec.owner}>"


class Block(_View):
    __slots__ = ()

    @property
    def record(self) -> BlockRecord:
        return self.snapshot.blocks[self.id]

    @property
    def args(self) -> tuple[Value, ...]:
        s = self.snapshot
        return tuple(Value(s, v) for v in s.blocks[self.id].args)

    @property
    def arg_types(self) -> tuple[Type, ...]:
        vals = self.snapshot.values
        return tuple(vals[v].type for v in self.snapshot.blocks[self.id].args)

    @property
    def ops(self) -> Iterator[Operation]:
        s = self.snapshot
        for o in s.block_ops(self.id):
            yield Operation(s, o)

    @property
    def first_op(self) -> Operation | None:
        f = self.snapshot.blocks[self.id].first
        return Operation(self.snapshot, f) if f else None

    @property
    def last_op(self) -> Operation | None:
        last = self.snapshot.blocks[self.id].last
        return Operation(self.snapshot, last) if last else None

    @property
    def terminator(self) -> Operation | None:
        return self.last_op

    @property
    def is_empty(self) -> bool:
        return not self.snapshot.blocks[self.id].first

    @property
    def parent(self) -> Region:
        return Region(self.snapshot, self.snapshot.blocks[self.id].parent)

    @property
    def parent_op(self) -> Operation:
        return Operation(self.snapshot, self.snapshot.parent_op_of_block(self.id))

    @property
    def index(self) -> int:
        """Position of the block in its region."""
        return self.snapshot.regions[self.snapshot.blocks[self.id].parent].blocks.index(self.id)

    def __len__(self) -> int:
        return sum(1 for _ in self.snapshot.block_ops(self.id))

    def __repr__(self) -> str:
        return f"<Block #{self.id}>"


class Region(_View):
    __slots__ = ()

    @property
    def record(self) -> RegionRecord:
        return self.snapshot.regions[self.id]

    @property
    def blocks(self) -> tuple[Block, ...]:
        s = self.snapshot
        return tuple(Block(s, b) for b in s.regions[self.id].blocks)

    @property
    def entry(self) -> Block | None:
        bs = self.snapshot.regions[self.id].blocks
        return Block(self.snapshot, bs[0]) if bs else None

    @property
    def parent_op(self) -> Operation:
        return Operation(self.snapshot, self.snapshot.regions[self.id].parent)

    @property
    def index(self) -> int:
        s = self.snapshot
        return s.ops[s.regions[self.id].parent].regions.index(self.id)

    @property
    def is_empty(self) -> bool:
        return not self.snapshot.regions[self.id].blocks

    def __repr__(self) -> str:
        return f"<Region #{self.id}>"
