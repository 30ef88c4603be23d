"""An immutable state of a whole IR: id-keyed persistent maps.

Taking a snapshot is free (it is the object itself); an edit (see
`rewriter.py`) builds a new one that shares every untouched map node with
the old. Op order inside a block is a doubly linked list kept in the `links`
map, so inserting or erasing an op touches O(1) entries, whatever the block
length.

Derived indexes (the def-use index) are computed on first use and then kept
up to date by the rewriter for the snapshots it derives; a snapshot nobody
queries never pays for them.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Final

import immutables

from pdlx.ir.records import NO_ID, BlockRecord, OpRecord, RegionRecord, ValueRecord
from pdlx.ir.resources import NO_RESOURCES, Resources
from pdlx.ir.uselist import Use as Use  # re-exported (rewriter.py imports it from here)
from pdlx.ir.uselist import UseList, as_tuple, pack

if TYPE_CHECKING:
    from pdlx.ir.views import Block, Operation, Region, Value

EMPTY_MAP: Final[immutables.Map[Any, Any]] = immutables.Map()


@dataclass(frozen=True, slots=True, eq=False)
class Snapshot:
    """One immutable IR state. Compare snapshots by identity."""

    root: int
    ops: immutables.Map[int, OpRecord]
    values: immutables.Map[int, ValueRecord]
    blocks: immutables.Map[int, BlockRecord]
    regions: immutables.Map[int, RegionRecord]
    links: immutables.Map[int, tuple[int, int]]
    """op id -> (previous op id, next op id) within its block; NO_ID at the ends."""
    resources: Resources = NO_RESOURCES
    """File-level resources parsed with this IR (printed back by the printer)."""
    _derived: dict[str, Any] = field(default_factory=dict, repr=False)

    # -- views -------------------------------------------------------------

    @property
    def root_op(self) -> Operation:
        from pdlx.ir.views import Operation

        return Operation(self, self.root)

    def op(self, op_id: int) -> Operation:
        from pdlx.ir.views import Operation

        return Operation(self, op_id)

    def value(self, value_id: int) -> Value:
        from pdlx.ir.views import Value

        return Value(self, value_id)

    def block(self, block_id: int) -> Block:
        from pdlx.ir.views import Block

        return Block(self, block_id)

    def region(self, region_id: int) -> Region:
        from pdlx.ir.views import Region

        return Region(self, region_id)

    def __contains__(self, obj_id: int) -> bool:
        return (
            obj_id in self.ops
            or obj_id in self.values
            or obj_id in self.blocks
            or obj_id in self.regions
        )

    # -- structure queries on ids -----------------------------------------

    def block_ops(self, block_id: int) -> Iterator[int]:
        links = self.links
        o = self.blocks[block_id].first
        while o:
            yield o
            o = links[o][1]

    def block_op_list(self, block_id: int) -> list[int]:
        links = self.links
        out = []
        o = self.blocks[block_id].first
        while o:
            out.append(o)
            o = links[o][1]
        return out

    def child_ops(self, op_id: int) -> list[int]:
        """Ops directly nested in the op's regions, in order."""
        out: list[int] = []
        links, blocks, regions = self.links, self.blocks, self.regions
        for r in self.ops[op_id].regions:
            for b in regions[r].blocks:
                o = blocks[b].first
                while o:
                    out.append(o)
                    o = links[o][1]
        return out

    def walk(self, op_id: int | None = None, *, post_order: bool = False) -> Iterator[int]:
        """Ids of the op and everything nested in it. Iterative: nesting depth
        is bounded by memory, not by Python's recursion limit."""
        start = self.root if op_id is None else op_id
        if post_order:
            yield from self._walk_post(start)
            return
        ops = self.ops
        stack = [start]
        while stack:
            o = stack.pop()
            yield o
            if ops[o].regions:
                children = self.child_ops(o)
                children.reverse()
                stack.extend(children)

    def post_order(self, op_id: int | None = None) -> list[int]:
        """All ops under `op_id` (inclusive) in post-order, as a list cached
        on this snapshot (MLIR's default walk order; matchers walk it often)."""
        start = self.root if op_id is None else op_id
        cached: list[int] | None = self._derived.get(("post_order", start))  # type: ignore[call-overload]
        if cached is None:
            cached = self._build_post_order(start)[0]
        return cached

    def post_order_names(self, op_id: int | None = None) -> list[str]:
        """The op names of `post_order(op_id)`, position by position (so a
        walk that filters by name need not look each op up)."""
        start = self.root if op_id is None else op_id
        cached: list[str] | None = self._derived.get(("post_order_names", start))  # type: ignore[call-overload]
        if cached is None:
            cached = self._build_post_order(start)[1]
        return cached

    def seed_post_order(self, order: list[int], names: list[str]) -> None:
        """For a builder that made every op of this snapshot in post-order
        (the parser does: an op is complete after the ops of its regions):
        its order becomes the cached `post_order()` of the root, sparing the
        first walk (0.4 us/op) for about a tenth of that at build time."""
        self._derived[("post_order", self.root)] = order  # type: ignore[index]
        self._derived[("post_order_names", self.root)] = names  # type: ignore[index]

    def _build_post_order(self, start: int) -> tuple[list[int], list[str]]:
        ops, regions, blocks, links = self.ops, self.regions, self.blocks, self.links
        out: list[int] = []
        names: list[str] = []
        append, append_name = out.append, names.append

        def region_blocks(rec: Any) -> list[int]:
            return [b for r in rec.regions for b in regions[r].blocks]

        # Frames (op, its record, its blocks, next block index, next op in the
        # current block; 0 = take the next block's first op).
        srec = ops[start]
        stack: list[tuple[int, Any, list[int], int, int]] = [
            (start, srec, region_blocks(srec), 0, 0)
        ]
        while stack:
            o, orec, bl, bi, cur = stack.pop()
            while True:
                if not cur:
                    if bi == len(bl):
                        append(o)
                        append_name(orec.name)
                        break
                    cur = blocks[bl[bi]].first
                    bi += 1
                    continue
                rec = ops[cur]
                nxt = links[cur][1]
                if rec.regions:
                    stack.append((o, orec, bl, bi, nxt))
                    o, orec, bl, bi, cur = cur, rec, region_blocks(rec), 0, 0
                    continue
                append(cur)
                append_name(rec.name)
                cur = nxt
        self._derived[("post_order", start)] = out  # type: ignore[index]
        self._derived[("post_order_names", start)] = names  # type: ignore[index]
        return out, names

    def _walk_post(self, start: int) -> Iterator[int]:
        yield from self.post_order(start)

    def parent_op_of_op(self, op_id: int) -> int:
        block = self.ops[op_id].parent
        if not block:
            return NO_ID
        return self.regions[self.blocks[block].parent].parent

    def parent_op_of_block(self, block_id: int) -> int:
        return self.regions[self.blocks[block_id].parent].parent

    def is_ancestor(self, ancestor: int, op_id: int) -> bool:
        """Whether `ancestor` is `op_id` or contains it."""
        o = op_id
        while o:
            if o == ancestor:
                return True
            o = self.parent_op_of_op(o)
        return False

    # -- derived indexes ---------------------------------------------------

    def uses_index(self) -> immutables.Map[int, UseList]:
        """value id -> its uses, newest user first (MLIR's use-list order for
        IR built in program order), as a tuple or, for a value with many
        uses, a `UseSet` (read them with `uses()`). Built once per
        snapshot lineage."""
        idx = self._derived.get("uses")
        if idx is None:
            acc: dict[int, list[Use]] = {}
            for op_id, rec in self.ops.items():
                for i, v in enumerate(rec.operands):
                    lst = acc.get(v)
                    if lst is None:
                        acc[v] = [(op_id, i)]
                    else:
                        lst.append((op_id, i))
            idx = immutables.Map(
                {v: pack(tuple(sorted(lst, reverse=True))) for v, lst in acc.items()}
            )
            self._derived["uses"] = idx
        return idx

    def uses(self, value_id: int) -> tuple[Use, ...]:
        return as_tuple(self.uses_index().get(value_id, ()))

    def has_derived(self, name: str) -> bool:
        return name in self._derived
