"""Edits to a snapshot, committed as a new snapshot, with listeners.

A `Rewriter` batches edits into mutations of the base snapshot's maps (the
transients of `immutables.Map.mutate()`) and `commit()`s them as a new
`Snapshot`; the base is never touched, so dropping a rewriter (or failing
half-way) leaves nothing changed. Within a batch an edit writes in place:
the first write to a trie node copies its path out of the base, later
writes to that node cost a C-level store. A `snapshot()` freezes the
transients and starts new ones, whose first writes copy their paths again:
so it is taken only when something changed since the last one (asking
twice, or after edits that were undone, returns the same snapshot). Listeners hear about
created / replaced / erased / modified ops as MLIR's
`RewriterBase::Listener` does; the transform interpreter uses them to keep
handles pointing at replacement ops.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

import immutables

from pdlx.ir.attributes import EMPTY_DICT, Attribute, DictionaryAttr
from pdlx.ir.location import UNKNOWN_LOC, FileLineColLoc, Location
from pdlx.ir.records import (
    NO_ID,
    BlockRecord,
    OpRecord,
    RegionRecord,
    ValueRecord,
    make_block_record,
    make_op_record,
    make_value_record,
    new_id,
)
from pdlx.ir.snapshot import (
    OP_NAMES,
    USES,
    AttrChanges,
    Derived,
    Snapshot,
    Use,
    make_snapshot,
)
from pdlx.ir.types import Type
from pdlx.ir.uselist import SMALL, UseList, add_use, any_order, as_tuple, pack, remove_use
from pdlx.ir.views import Block, Operation, Value


class IRError(Exception):
    """A misuse of the rewriting API (erasing a used op, inserting an op
    twice, ...): a bug in the caller, reported before anything is committed."""


class Listener:
    """Override what you need; every hook receives ids valid in
    `rewriter.snapshot()` at the time of the call (the erased op still is)."""

    def notify_op_created(self, rewriter: Rewriter, op: int) -> None:
        pass

    def notify_op_inserted(self, rewriter: Rewriter, op: int) -> None:
        pass

    def notify_op_replaced(self, rewriter: Rewriter, op: int, new_values: tuple[int, ...]) -> None:
        pass

    def notify_op_erased(self, rewriter: Rewriter, op: int) -> None:
        pass

    def notify_op_modified(self, rewriter: Rewriter, op: int) -> None:
        pass

    def reads_op_order(self) -> bool:
        """Whether the hooks may read the order of ops in a block (`links`,
        a block's first and last op) in the middle of an edit. A listener
        that does not lets `Rewriter.create_and_replace` write the final
        order first (fewer writes); the records and the use lists the hooks
        see are the same either way."""
        return True


class Rewriter:
    """Collects edits against `base`; `commit()` returns the new snapshot.

    The current state is public for fast reads by the drivers and generated
    matchers: `ops`, `values`, `blocks`, `regions`, `links` (the persistent
    maps' mutations) and `use_index` (value -> `UseList`, None until a
    def-use index is kept). They are replaced by every `snapshot()`, so
    re-read them after one; and they are read-only to everyone but this
    class: every write goes through a method, which journals it (see
    `begin_journal`) and tells the listeners.
    """

    ops: immutables.MapMutation[int, OpRecord]
    values: immutables.MapMutation[int, ValueRecord]
    blocks: immutables.MapMutation[int, BlockRecord]
    regions: immutables.MapMutation[int, RegionRecord]
    links: immutables.MapMutation[int, tuple[int, int]]
    use_index: immutables.MapMutation[int, UseList] | None

    def __init__(self, base: Snapshot, listeners: Iterable[Listener] = ()) -> None:
        self.base = base
        self.listeners: list[Listener] = list(listeners)
        self._root = base.root
        self._touched: set[int] = set()
        """Ops whose operands changed while no def-use index was kept."""
        self._journal: list[tuple[str, int, Any]] | None = None
        """While recording (`begin_journal`): (map attribute, key, previous
        value or `_MISSING`) for each write, to undo them."""
        self._journal_dirty = True
        """`_dirty` when the journal began (restored by `undo_journal` if
        `_last` is still the snapshot it was then)."""
        self._journal_last: Snapshot | None = None
        self._last: Snapshot = base
        """The snapshot the current maps started from (`snapshot()`)."""
        self._dirty = False
        """Whether anything was written since `_last`: set by every write."""
        self.unheard_edits = 0
        """How many edits the listeners did not hear of that can bring ops
        into a region (`move_block`, `reset`): a listener that knows which
        ops a region holds from the notifications checks it."""
        self._start(base)
        # insertion point: (block, op before which to insert; NO_ID = at end)
        self._ip: tuple[int, int] | None = None

    def _start(self, s: Snapshot) -> None:
        self._since = s
        self._changed: set[int] = set()
        """Ids written since `_since` (for `Snapshot.changes_since`).
        Every write to `ops`, `blocks`, `regions` or `values` adds its key
        (or, for an op's links, the op and its block): incremental
        verification checks only what is here."""
        self._changed_attrs: set[int] = set()
        """Ops whose discardable attributes were set or removed since
        `_since` (the attribute-only kind of change: `AttrChanges`), their
        names, and the dictionaries they had and got (by id)."""
        self._attr_names: set[str] = set()
        self._attr_dicts: dict[int, DictionaryAttr] = {}
        self._new_names: set[str] = set()
        """Names of the ops created since `_since` (`Snapshot.op_names`)."""
        self.ops = s.ops.mutate()
        self.values = s.values.mutate()
        self.blocks = s.blocks.mutate()
        self.regions = s.regions.mutate()
        self.links = s.links.mutate()
        self.use_index = s.uses_index().mutate() if s.has_derived(USES) else None

    # -- committing ----------------------------------------------------------

    def snapshot(self) -> Snapshot:
        """The state so far, as a snapshot (cheap; editing may continue).

        Nothing written since the last one: that same snapshot (with its
        derived caches), and the transients go on. Otherwise they are frozen
        into a new snapshot, and new ones start from it."""
        if not self._dirty:
            last = self._last
            if self.use_index is not None and not last.has_derived(USES):
                # The index was built after `last` was taken: carry it over.
                last.seed_derived(USES, self.use_index.finish())
                self.use_index = last.uses_index().mutate()
            return last
        use_index = self.use_index
        derived: dict[Derived[object], object] = (
            {} if use_index is None else {USES: use_index.finish()}
        )
        since = self._since
        if since.has_derived(OP_NAMES):
            names = since.op_names()
            new_names = self._new_names
            derived[OP_NAMES] = names if new_names <= names else names | new_names
        s = make_snapshot(
            self._root,
            self.ops.finish(),
            self.values.finish(),
            self.blocks.finish(),
            self.regions.finish(),
            self.links.finish(),
            self.base.resources,
            derived,
        )
        attrs = self._changed_attrs
        s.record_changes(
            since,
            self._changed,
            AttrChanges(attrs, frozenset(self._attr_names), tuple(self._attr_dicts.values()))
            if attrs
            else None,
        )
        self._start(s)
        self._last = s
        self._dirty = False
        return s

    def commit(self) -> Snapshot:
        """The edits so far as one new snapshot (the base when there were
        none): the end of a batch. The rewriter may go on editing."""
        return self.snapshot()

    # -- journal (cheap checkpoints) ------------------------------------------

    def begin_journal(self) -> bool:
        """Start recording every write, so that `undo_journal` can take them
        back: a checkpoint that costs nothing up front. A `snapshot()`
        checkpoint costs little too, but the edits after it copy the paths
        of the persistent maps they touch again, which for a small rewrite
        is most of its cost. Needs the def-use index (False without it: use
        a snapshot)."""
        if self.use_index is None:
            return False
        self._journal = []
        self._journal_dirty = self._dirty
        self._journal_last = self._last
        return True

    def end_journal(self) -> JournalView:
        """Keep the writes recorded since `begin_journal`; what they
        overwrote stays readable through the returned view (the records of
        what the journaled edits erased, say), at no cost unless read."""
        journal = self._journal
        self._journal = None
        return JournalView(journal if journal is not None else [])

    def drop_journal(self) -> None:
        """`end_journal` for a caller that does not read what the writes
        overwrote: the writes stay, the journal goes (no view is made)."""
        self._journal = None

    def undo_journal(self) -> None:
        """Take back every write since `begin_journal` (newest first)."""
        journal = self._journal
        self._journal = None
        assert journal is not None
        for attr, key, old in reversed(journal):
            m = getattr(self, attr)
            if old is _MISSING:
                if key in m:
                    del m[key]
            else:
                m[key] = old
        # Every key holds what it held when the journal began: the state is
        # `_last` again if it was then (and no snapshot was taken since).
        self._dirty = self._journal_dirty or self._last is not self._journal_last
        self._journal_last = None

    def rollback(self, to: Snapshot) -> None:
        """Forget every edit made since `snapshot()` returned `to` (a
        checkpoint: snapshots are persistent, so taking one costs O(1))."""
        self._start(to)
        self._last = to
        self._dirty = False

    def reset(self, base: Snapshot) -> None:
        """Start over on `base` (a snapshot made elsewhere, by a pass say),
        keeping the listeners: as a new `Rewriter(base, listeners)` would."""
        self.base = base
        self._root = base.root
        self._touched = set()
        self.unheard_edits += 1
        self._journal = None
        self._last = base
        self._dirty = False
        self._start(base)
        self._ip = None

    def _put(self, attr: str, key: int, value: Any) -> None:
        """`self.<attr>[key] = value`, recorded in the journal if one is kept."""
        m = getattr(self, attr)
        journal = self._journal
        if journal is not None:
            journal.append((attr, key, m.get(key, _MISSING)))
        m[key] = value
        self._changed.add(key)
        self._dirty = True

    def _del(self, attr: str, key: int) -> None:
        """`del self.<attr>[key]`, recorded in the journal if one is kept."""
        m = getattr(self, attr)
        journal = self._journal
        if journal is not None:
            journal.append((attr, key, m[key]))
        del m[key]
        self._changed.add(key)
        self._dirty = True

    # -- reading the current state ------------------------------------------

    def op_record(self, op: int) -> OpRecord:
        return self.ops[op]

    def value_record(self, value: int) -> ValueRecord:
        return self.values[value]

    def block_record(self, block: int) -> BlockRecord:
        return self.blocks[block]

    def region_record(self, region: int) -> RegionRecord:
        return self.regions[region]

    def has_op(self, op: int) -> bool:
        return op in self.ops

    def uses(self, value: int) -> tuple[Use, ...]:
        if self.use_index is None:
            # Build the index once, on the base snapshot (it stays there for
            # every later rewriter of that snapshot), and bring it up to date
            # with the ops this rewriter touched: O(edits), not O(module).
            self.use_index = self.base.uses_index().mutate()
            base_ops = self.base.ops
            for op in self._touched:
                old = base_ops.get(op)
                if old is not None:
                    for i, v in enumerate(old.operands):
                        self._remove_use(v, op, i)
                new = self.ops.get(op)
                if new is not None:
                    for i, v in enumerate(new.operands):
                        self._add_use(v, op, i)
            self._touched.clear()
        return as_tuple(self.use_index.get(value, ()))

    def block_ops(self, block: int) -> list[int]:
        out = []
        o = self.blocks[block].first
        while o:
            out.append(o)
            o = self.links[o][1]
        return out

    # -- insertion point -------------------------------------------------

    def set_insertion_point_before(self, op: int) -> None:
        self._ip = (self.ops[op].parent, op)

    def set_insertion_point_after(self, op: int) -> None:
        nxt = self.links[op][1]
        self._ip = (self.ops[op].parent, nxt)

    def set_insertion_point_to_end(self, block: int) -> None:
        self._ip = (block, NO_ID)

    def set_insertion_point_to_start(self, block: int) -> None:
        self._ip = (block, self.blocks[block].first)

    def clear_insertion_point(self) -> None:
        self._ip = None

    @property
    def insertion_point(self) -> tuple[int, int] | None:
        """(block, op before which ops are inserted, NO_ID: at the end), or
        None: what a caller saves and restores around its own insertions."""
        return self._ip

    @insertion_point.setter
    def insertion_point(self, ip: tuple[int, int] | None) -> None:
        self._ip = ip

    # -- creation ----------------------------------------------------------

    def create_op(
        self,
        name: str,
        operands: Sequence[int] = (),
        result_types: Sequence[Type] = (),
        *,
        attributes: DictionaryAttr | dict[str, Attribute] | None = None,
        properties: Attribute | None = None,
        num_regions: int = 0,
        successors: Sequence[int] = (),
        loc: Location = UNKNOWN_LOC,
    ) -> int:
        """Create an op (inserted at the insertion point, if one is set)."""
        ip = self._ip
        op = self._new_op(
            name, operands, result_types, attributes, properties, num_regions, successors,
            NO_ID if ip is None else ip[0], loc,
        )  # fmt: skip
        if ip is not None:
            self._splice(op, ip[0], ip[1])
            for lst in self.listeners:
                lst.notify_op_inserted(self, op)
        return op

    def _new_op(
        self,
        name: str,
        operands: Sequence[int],
        result_types: Sequence[Type],
        attributes: DictionaryAttr | dict[str, Attribute] | None,
        properties: Attribute | None,
        num_regions: int,
        successors: Sequence[int],
        block: int,
        loc: Location,
    ) -> int:
        """`create_op` up to its linking: the records, the uses, and the
        listeners told of the creation (the record names `block` already)."""
        # The writes are `_put`s, inlined: a new key has no previous value.
        journal = self._journal
        op = new_id()
        results = []
        values = self.values
        for i, t in enumerate(result_types):
            v = new_id()
            if journal is not None:
                journal.append(("values", v, _MISSING))
            values[v] = make_value_record(t, op, i, False, None)
            results.append(v)
        regions = []
        for _ in range(num_regions):
            r = new_id()
            if journal is not None:
                journal.append(("regions", r, _MISSING))
            self.regions[r] = RegionRecord((), op)
            regions.append(r)
        if attributes is None:
            attrs = EMPTY_DICT
        elif isinstance(attributes, DictionaryAttr):
            attrs = attributes
        else:
            attrs = DictionaryAttr.of(attributes)
        ops = tuple(operands)
        if journal is not None:
            journal.append(("ops", op, _MISSING))
        # Made with its parent block when it is inserted (`_splice` links
        # it): one record, not a detached one and then its copy.
        self.ops[op] = make_op_record(
            name, ops, tuple(results), attrs, properties, tuple(regions) if regions else (),
            tuple(successors) if successors else (), block, loc,
        )  # fmt: skip
        changed = self._changed
        changed.add(op)
        if regions:
            changed.update(regions)
        self._new_names.add(name)
        self._dirty = True
        index = self.use_index
        if index is not None:
            # `_add_use`s, inlined. The new op is the newest user of each
            # operand: it goes first in a short list (`add_use`'s fast path).
            for i, v in enumerate(ops):
                cur = index.get(v)
                if journal is not None:
                    journal.append(("use_index", v, _MISSING if cur is None else cur))
                u = (op, i)
                if cur is None:
                    index[v] = (u,)
                elif type(cur) is tuple and len(cur) < SMALL and cur[0] < u:
                    index[v] = (u,) + cur  # noqa: RUF005 - faster than unpacking
                else:
                    index[v] = add_use(cur, u)
        else:
            self._touched.add(op)
        for lst in self.listeners:
            lst.notify_op_created(self, op)
        return op

    def create_block(
        self,
        region: int,
        arg_types: Sequence[Type] = (),
        arg_locs: Sequence[Location | None] | None = None,
        *,
        index: int | None = None,
    ) -> int:
        """Append (or insert at `index`) a new block to a region."""
        b = new_id()
        args = []
        for i, t in enumerate(arg_types):
            v = new_id()
            loc = arg_locs[i] if arg_locs is not None else None
            self._put("values", v, make_value_record(t, b, i, True, loc))
            args.append(v)
        self._put("blocks", b, BlockRecord(tuple(args), region))
        rrec = self.regions[region]
        blocks = list(rrec.blocks)
        blocks.insert(len(blocks) if index is None else index, b)
        self._put("regions", region, RegionRecord(tuple(blocks), rrec.parent))
        return b

    def move_block(self, block: int, region: int, *, index: int | None = None) -> None:
        """Move a block (with its ops) to another region, before its block at
        `index` (at the end by default): MLIR's block splicing
        (`inlineRegionBefore`, `takeBody`), which the listeners do not hear
        of, as in MLIR."""
        self.unheard_edits += 1
        brec = self.blocks[block]
        src = self.regions[brec.parent]
        self._put("regions", brec.parent, RegionRecord(
            tuple(b for b in src.blocks if b != block), src.parent))  # fmt: skip
        dst = self.regions[region]
        blocks = list(dst.blocks)
        blocks.insert(len(blocks) if index is None else index, block)
        self._put("regions", region, RegionRecord(tuple(blocks), dst.parent))
        self._put("blocks", block, BlockRecord(brec.args, region, brec.first, brec.last))

    def move_blocks(self, src: int, dst: int, *, index: int | None = None) -> None:
        """Move every block of region `src` to region `dst` (before its block
        at `index`, at the end by default), in order."""
        at = len(self.regions[dst].blocks) if index is None else index
        for i, b in enumerate(self.regions[src].blocks):
            self.move_block(b, dst, index=at + i)

    def add_block_argument(self, block: int, type: Type, loc: Location | None = None) -> int:
        brec = self.blocks[block]
        v = new_id()
        self._put("values", v, make_value_record(type, block, len(brec.args), True, loc))
        self._put("blocks", block, BlockRecord((*brec.args, v), brec.parent, brec.first, brec.last))
        return v

    def erase_block_arguments(self, block: int, indices: Iterable[int]) -> None:
        """`Block::eraseArguments`: the (unused) arguments at `indices` go and
        the later ones are renumbered. The block stays where it is and its
        ops are not moved, so the listeners hear of nothing, as in MLIR."""
        brec = self.blocks[block]
        drop = set(indices)
        for i in sorted(drop):
            v = brec.args[i]
            if self.uses(v):
                raise IRError(f"cannot erase block argument #{i}: it still has uses")
        kept = tuple(a for i, a in enumerate(brec.args) if i not in drop)
        for i in sorted(drop):
            v = brec.args[i]
            if self.use_index is not None and v in self.use_index:
                self._del("use_index", v)
            self._del("values", v)
        for j, a in enumerate(kept):
            rec = self.values[a]
            if rec.index != j:
                self._put("values", a, make_value_record(rec.type, rec.owner, j, True, rec.loc))
        self._put("blocks", block, BlockRecord(kept, brec.parent, brec.first, brec.last))

    def split_block(self, block: int, before: int) -> int:
        """`RewriterBase::splitBlock`: a new block, right after `block` in its
        region, takes `before` and every op after it. MLIR splices the ops
        over, so the listeners hear of none of them."""
        brec = self.blocks[block]
        rrec = self.regions[brec.parent]
        new = self.create_block(brec.parent, index=rrec.blocks.index(block) + 1)
        o = before
        while o:
            nxt = self.links[o][1]
            self._unlink(o)
            self._link(o, new, NO_ID)
            o = nxt
        return new

    def erase_block(self, block: int) -> None:
        """`RewriterBase::eraseBlock` of an empty block whose arguments are
        unused (what `mergeBlocks` leaves)."""
        brec = self.blocks[block]
        if brec.first:
            raise IRError("cannot erase a block that still holds ops")
        self.erase_block_arguments(block, range(len(brec.args)))
        rrec = self.regions[brec.parent]
        self._put(
            "regions",
            brec.parent,
            RegionRecord(tuple(b for b in rrec.blocks if b != block), rrec.parent),
        )
        self._del("blocks", block)

    # -- linking ---------------------------------------------------------

    # `_link` and `_unlink` journal their writes inline (see `_put`): every
    # created and erased op goes through them.

    def _link(self, op: int, block: int, before: int) -> None:
        rec = self.ops[op]
        if rec.parent:
            raise IRError(f"{_describe(rec)} is already in a block")
        journal = self._journal
        if journal is not None:
            journal.append(("ops", op, rec))
        self.ops[op] = _with_parent(rec, block)
        self._splice(op, block, before)

    def _splice(self, op: int, block: int, before: int) -> None:
        """Link `op`, whose record names `block` already, into the block's
        list before `before` (NO_ID: at the end)."""
        blocks, links = self.blocks, self.links
        brec = blocks[block]
        journal = self._journal
        if before:
            old = links[before]
            prev = old[0]
            if journal is not None:
                journal.append(("links", before, old))
            links[before] = (op, old[1])
            first = brec.first if prev else op
            last = brec.last
        else:
            prev = brec.last
            first = brec.first if prev else op
            last = op
        if prev:
            old = links[prev]
            if journal is not None:
                journal.append(("links", prev, old))
            links[prev] = (old[0], op)
        if journal is not None:
            journal.append(("links", op, links.get(op, _MISSING)))
        links[op] = (prev, before)
        if first != brec.first or last != brec.last:  # else the record stays
            if journal is not None:
                journal.append(("blocks", block, brec))
            blocks[block] = make_block_record(brec.args, brec.parent, first, last)
        changed = self._changed
        changed.add(op)
        changed.add(block)
        self._dirty = True

    def _bridge(self, block: int, op: int, prev: int, nxt: int, left: int, right: int) -> None:
        """`op`'s old neighbours point past it: `prev` on to `right`, `nxt`
        back to `left`; the block's first/last follow when `op` was one
        (unlinking passes `prev, nxt`; a replacement in place, itself twice)."""
        links, blocks, journal = self.links, self.blocks, self._journal
        if prev:
            old = links[prev]
            if journal is not None:
                journal.append(("links", prev, old))
            links[prev] = (old[0], right)
        if nxt:
            old = links[nxt]
            if journal is not None:
                journal.append(("links", nxt, old))
            links[nxt] = (left, old[1])
        brec = blocks[block]
        if brec.first == op or brec.last == op:  # else the record stays
            if journal is not None:
                journal.append(("blocks", block, brec))
            blocks[block] = make_block_record(
                brec.args, brec.parent, right if brec.first == op else brec.first,
                left if brec.last == op else brec.last,
            )  # fmt: skip

    def _unlink(self, op: int, erasing: bool = False) -> None:
        """Take `op` out of its block; `erasing`: the caller deletes its
        record next, so it is not rewritten without a parent first."""
        ops, links = self.ops, self.links
        rec = ops[op]
        block = rec.parent
        if not block:
            return
        journal = self._journal
        here = links[op]
        prev, nxt = here
        if journal is not None:
            journal.append(("links", op, here))
        del links[op]
        self._bridge(block, op, prev, nxt, prev, nxt)
        if not erasing:
            if journal is not None:
                journal.append(("ops", op, rec))
            ops[op] = _with_parent(rec, NO_ID)
        changed = self._changed
        changed.add(op)
        changed.add(block)
        self._dirty = True

    def insert(
        self,
        op: int,
        *,
        before: int | None = None,
        after: int | None = None,
        at_end: int | None = None,
        at_start: int | None = None,
    ) -> None:
        """Insert a detached op at one place (exactly one keyword)."""
        if sum(x is not None for x in (before, after, at_end, at_start)) != 1:
            raise IRError("insert takes exactly one of before/after/at_end/at_start")
        if before is not None:
            block, nxt = self.ops[before].parent, before
        elif after is not None:
            block, nxt = self.ops[after].parent, self.links[after][1]
        elif at_end is not None:
            block, nxt = at_end, NO_ID
        else:
            assert at_start is not None
            block, nxt = at_start, self.blocks[at_start].first
        if not block:
            raise IRError("cannot insert next to an op that is not in a block")
        self._link(op, block, nxt)
        for lst in self.listeners:
            lst.notify_op_inserted(self, op)

    def move(
        self,
        op: int,
        *,
        before: int | None = None,
        after: int | None = None,
        at_end: int | None = None,
        at_start: int | None = None,
    ) -> None:
        if op in (before, after):
            return
        self._unlink(op)
        self.insert(op, before=before, after=after, at_end=at_end, at_start=at_start)

    # -- uses --------------------------------------------------------------

    # A value's uses are kept newest user first, as a tuple or (for values
    # with many uses) a chunked list: see `uselist.py`. Both edits find their
    # place by bisection and copy O(log n)-ish pieces, so an edit costs the
    # same for a value with twenty uses as for one with thousands.

    def _add_use(self, value: int, op: int, idx: int) -> None:
        uses = self.use_index
        assert uses is not None
        old = uses.get(value)
        journal = self._journal
        if journal is not None:  # `_put`, inlined: this is hot
            journal.append(("use_index", value, _MISSING if old is None else old))
        uses[value] = add_use(() if old is None else old, (op, idx))
        self._dirty = True

    def _remove_use(self, value: int, op: int, idx: int) -> None:
        uses = self.use_index
        assert uses is not None
        old = uses.get(value)
        if old is None:
            return
        journal = self._journal
        if journal is not None:  # `_put` / `_del`, inlined: this is hot
            journal.append(("use_index", value, old))
        new = remove_use(old, (op, idx))
        if new:
            uses[value] = new
        else:
            del uses[value]
        self._dirty = True

    def _drop_operand_uses(self, op: int, operands: tuple[int, ...]) -> None:
        """An erased op's operands leave their use lists (`_remove_use` for
        each, inlined: one call per erased op on the rewrite path); without
        a built index the op is noted for the index's rebuild instead."""
        index = self.use_index
        if index is None:
            self._touched.add(op)
            return
        journal = self._journal
        for i, v in enumerate(operands):
            cur = index.get(v)
            if cur is not None:
                if journal is not None:
                    journal.append(("use_index", v, cur))
                left = remove_use(cur, (op, i))
                if left:
                    index[v] = left
                else:
                    del index[v]

    def set_operand(self, op: int, index: int, value: int) -> None:
        rec = self.ops[op]
        old = rec.operands[index]
        if old == value:
            return
        operands = list(rec.operands)
        operands[index] = value
        self._put("ops", op, _with_operands(rec, tuple(operands)))
        if self.use_index is not None:
            self._remove_use(old, op, index)
            self._add_use(value, op, index)
        else:
            self._touched.add(op)
        for lst in self.listeners:
            lst.notify_op_modified(self, op)

    def set_operands(self, op: int, values: Sequence[int]) -> None:
        rec = self.ops[op]
        if self.use_index is not None:
            for i, v in enumerate(rec.operands):
                self._remove_use(v, op, i)
            for i, v in enumerate(values):
                self._add_use(v, op, i)
        else:
            self._touched.add(op)
        self._put("ops", op, _with_operands(rec, tuple(values)))
        for lst in self.listeners:
            lst.notify_op_modified(self, op)

    def replace_all_uses(self, old: int, new: int, *, except_in: int = NO_ID) -> None:
        """Make every use of `old` (but those in op `except_in`) use `new`."""
        if old == new:
            return
        for user, idx in self.uses(old):
            if user != except_in:
                self.set_operand(user, idx, new)

    def redirect_uses(self, old: int, new: int, *, except_in: int = NO_ID) -> None:
        """`replace_all_uses`, in bulk (needs the def-use index): every
        user's record is rewritten, then each value's use list is rebuilt
        once (instead of one bisected insertion and removal per use), then
        the listeners hear of each user, in use order. A replaced op's
        results typically have a handful of users; the replacement often has
        none yet."""
        if old == new:
            return
        index = self.use_index
        if index is None:
            Rewriter.replace_all_uses(self, old, new, except_in=except_in)
            return
        cur = index.get(old)
        if cur is None:
            return
        current = cur if isinstance(cur, tuple) else cur.as_tuple()
        kept: tuple[Use, ...] = ()
        if except_in == NO_ID:  # the common case: no op id is NO_ID
            moved = current
        else:
            moved = tuple([u for u in current if u[0] != except_in])
            kept = tuple([u for u in current if u[0] == except_in])
            if not moved:
                return
        ops = self.ops
        journal = self._journal
        changed = self._changed
        self._dirty = True
        for user, idx in moved:
            rec = ops[user]
            operands = rec.operands
            if journal is not None:  # `_put`, inlined: this loop is hot
                journal.append(("ops", user, rec))
            changed.add(user)
            ops[user] = make_op_record(
                rec.name, operands[:idx] + (new,) + operands[idx + 1 :],  # noqa: RUF005
                rec.results, rec.attributes, rec.properties, rec.regions, rec.successors,
                rec.parent, rec.loc,
            )  # fmt: skip
        # The use lists: `_put` / `_del`, inlined. `moved` is in use-list
        # order already: merged into an empty list it needs no sort.
        if journal is not None:
            journal.append(("use_index", old, cur))
        if kept:
            index[old] = pack(kept)
        else:
            del index[old]
        changed.add(old)
        existing = index.get(new)
        if journal is not None:
            journal.append(("use_index", new, _MISSING if existing is None else existing))
        if existing is None:
            index[new] = moved if len(moved) <= SMALL else pack(moved)
        else:
            index[new] = pack(tuple(sorted(as_tuple(existing) + moved, reverse=True)))
        changed.add(new)
        listeners = self.listeners
        if listeners:
            for user, _ in moved:
                for lst in listeners:
                    lst.notify_op_modified(self, user)

    def set_loc(self, op: int, loc: Location) -> None:
        """`Operation::setLoc`: journaled like every edit, and (as in MLIR)
        not a modification the listeners hear of."""
        rec = self.ops[op]
        self._put(
            "ops", op,
            make_op_record(
                rec.name, rec.operands, rec.results, rec.attributes, rec.properties,
                rec.regions, rec.successors, rec.parent, loc,
            ),
        )  # fmt: skip

    # -- replacement and erasure -------------------------------------------

    def replace_op(self, op: int, new_values: Sequence[int]) -> None:
        """Replace all uses of the op's results, then erase it."""
        rec = self.ops[op]
        results = rec.results
        if len(results) != len(new_values):
            raise _count_mismatch(rec, len(new_values))
        listeners = self.listeners
        if listeners:
            replacement = tuple(new_values)
            for lst in listeners:
                lst.notify_op_replaced(self, op, replacement)
        replace = self.replace_all_uses
        for old, new in zip(results, new_values, strict=True):
            replace(old, new)
        if rec.regions:
            self.erase_op(op)
        else:
            self._erase_leaf(op)

    def create_and_replace(
        self,
        op: int,
        name: str,
        operands: Sequence[int],
        result_types: Sequence[Type],
        *,
        attributes: DictionaryAttr | dict[str, Attribute] | None = None,
        properties: Attribute | None = None,
        loc: Location = UNKNOWN_LOC,
    ) -> int:
        """`create_op` at the insertion point, then `replace_op(op, <the new
        op's results>)`: the most common rewrite (a pattern's new op for its
        root), with the same notifications in the same order and the same
        result. When the new op goes right before `op` and no listener reads
        the op order halfway (`Listener.reads_op_order`), it takes `op`'s
        place in the block directly: `op` is not relinked behind it first
        (two link writes fewer); raises before creating anything when the
        counts differ."""
        rec = self.ops[op]
        results = rec.results
        if len(results) != len(result_types):
            raise _count_mismatch(rec, len(result_types))
        ip = self._ip
        listeners = self.listeners
        direct = ip is not None and ip[1] == op and ip[0] == rec.parent and not rec.regions
        if direct:
            for lst in listeners:
                if lst.reads_op_order():
                    direct = False
                    break
        if not direct:
            new = self.create_op(
                name, operands, result_types, attributes=attributes, properties=properties,
                loc=loc,
            )  # fmt: skip
            self.replace_op(op, self.ops[new].results)
            return new
        assert ip is not None
        block = ip[0]
        new = self._new_op(name, operands, result_types, attributes, properties, 0, (), block, loc)
        # `_splice(new, block, op)` then `_unlink(op)`, in one: `new` takes
        # `op`'s links (and its place as the block's first or last op).
        links = self.links
        journal = self._journal
        here = links[op]
        prev, nxt = here
        if journal is not None:
            journal.append(("links", op, here))
            journal.append(("links", new, _MISSING))
        del links[op]
        links[new] = here
        self._bridge(block, op, prev, nxt, new, new)
        changed = self._changed
        changed.add(block)
        for lst in listeners:
            lst.notify_op_inserted(self, new)
        new_values = self.ops[new].results
        if listeners:
            for lst in listeners:
                lst.notify_op_replaced(self, op, new_values)
        replace = self.replace_all_uses
        for r, v in zip(results, new_values, strict=True):
            replace(r, v)
        # `_erase_leaf(op)`, but for its check (the results were all
        # replaced by fresh values) and its unlinking (done above).
        for lst in listeners:
            lst.notify_op_erased(self, op)
        self._delete_unlinked(op)
        return new

    def replace_op_with_op(self, op: int, new_op: int) -> None:
        self.replace_op(op, self.ops[new_op].results)

    def erase_op(self, op: int) -> None:
        """Erase an op and everything nested in it; its results must be unused
        (uses from inside the erased op itself do not count)."""
        if not self.ops[op].regions:
            self._erase_leaf(op)
            return
        doomed = self._collect_nested(op)
        doomed_set = set(doomed)
        for o in doomed:
            for r in self.ops[o].results:
                for user, _ in self.uses(r):
                    if user not in doomed_set:
                        raise IRError(
                            f"cannot erase {_describe(self.ops[o])}: result still has uses"
                        )
        for lst in self.listeners:
            # Nested ops first, as MLIR erases post-order.
            for o in reversed(doomed):
                lst.notify_op_erased(self, o)
        self._unlink(op, erasing=True)
        for o in doomed:
            rec = self.ops[o]
            if self.use_index is None:
                self._touched.add(o)
            if self.use_index is not None:
                for i, v in enumerate(rec.operands):
                    self._remove_use(v, o, i)
                for r in rec.results:
                    if r in self.use_index:
                        self._del("use_index", r)
            for r in rec.results:
                self._del("values", r)
            for reg in rec.regions:
                for b in self.regions[reg].blocks:
                    for a in self.blocks[b].args:
                        self._del("values", a)
                        if self.use_index is not None and a in self.use_index:
                            self._del("use_index", a)
                    for inner in self.block_ops(b):
                        if inner in self.links:
                            self._del("links", inner)
                    self._del("blocks", b)
                self._del("regions", reg)
            self._del("ops", o)

    def _erase_leaf(self, op: int) -> None:
        """`erase_op` of an op without regions (nearly every erased op): the
        same checks, notifications and writes, without collecting a tree."""
        rec = self.ops[op]
        if rec.results:
            if self.use_index is None:
                self.uses(0)  # as `erase_op` does: the check needs the index
            index = self.use_index
            assert index is not None
            for r in rec.results:
                cur = index.get(r)
                if cur is not None:
                    for user, _ in any_order(cur):
                        if user != op:
                            raise IRError(f"cannot erase {_describe(rec)}: result still has uses")
        for lst in self.listeners:
            lst.notify_op_erased(self, op)
        self._unlink(op, erasing=True)
        self._delete_unlinked(op)

    def _delete_unlinked(self, op: int) -> None:
        """The last writes of erasing an unlinked op without regions: its
        operands' uses, its results' entries and its record go (`_del`s,
        inlined: one call per erased op on the rewrite path)."""
        rec = self.ops[op]  # read now: its operands may have been its own results
        self._drop_operand_uses(op, rec.operands)
        index = self.use_index
        journal = self._journal
        values = self.values
        for r in rec.results:
            if index is not None:
                old = index.get(r)
                if old is not None:
                    if journal is not None:
                        journal.append(("use_index", r, old))
                    del index[r]
            if journal is not None:
                journal.append(("values", r, values[r]))
            del values[r]
        if journal is not None:
            journal.append(("ops", op, rec))
        del self.ops[op]
        self._changed.add(op)
        self._dirty = True

    def _collect_nested(self, op: int) -> list[int]:
        """The op and all ops nested in it, pre-order."""
        out = []
        stack = [op]
        while stack:
            o = stack.pop()
            out.append(o)
            for reg in self.ops[o].regions:
                for b in self.regions[reg].blocks:
                    stack.extend(self.block_ops(b))
        return out

    # -- attributes --------------------------------------------------------

    def set_attribute(self, op: int, name: str, value: Attribute) -> None:
        """Set a discardable attribute (`{...}` in generic form)."""
        ops = self.ops
        rec = ops[op]
        journal = self._journal
        if journal is not None:  # `_put`, inlined: annotating is hot
            journal.append(("ops", op, rec))
        old = rec.attributes
        new = old.set(name, value)
        ops[op] = make_op_record(
            rec.name, rec.operands, rec.results, new,
            rec.properties, rec.regions, rec.successors, rec.parent, rec.loc,
        )  # fmt: skip
        self._note_attrs(op, rec.name, old, new)
        self._dirty = True
        for lst in self.listeners:
            lst.notify_op_modified(self, op)

    def set_attributes(self, ops: Iterable[int], name: str, value: Attribute) -> None:
        """`set_attribute(op, name, value)` for each op, in order (what
        `transform.annotate` does to a whole handle): one loop, and ops that
        had the same attributes share the new dictionary, so that annotating
        n alike ops makes n records, not n records and n dictionaries."""
        records = self.ops
        journal = self._journal
        changed = self._changed_attrs
        names = self._attr_names
        listeners = self.listeners
        made: dict[int, tuple[DictionaryAttr, DictionaryAttr]] = {}
        for op in ops:
            rec = records[op]
            old = rec.attributes
            hit = made.get(id(old))
            if hit is None or hit[0] is not old:
                hit = made[id(old)] = (old, old.set(name, value))
            if journal is not None:
                journal.append(("ops", op, rec))
            records[op] = make_op_record(
                rec.name, rec.operands, rec.results, hit[1], rec.properties,
                rec.regions, rec.successors, rec.parent, rec.loc,
            )  # fmt: skip
            changed.add(op)
            names.add(rec.name)
            self._dirty = True
            for lst in listeners:
                lst.notify_op_modified(self, op)
        dicts = self._attr_dicts
        for old, new in made.values():
            dicts[id(old)] = old
            dicts[id(new)] = new

    def _note_attrs(self, op: int, name: str, old: DictionaryAttr, new: DictionaryAttr) -> None:
        """Record an attribute-only change of `op` (`AttrChanges`)."""
        self._changed_attrs.add(op)
        self._attr_names.add(name)
        dicts = self._attr_dicts
        dicts[id(old)] = old
        dicts[id(new)] = new

    def remove_attribute(self, op: int, name: str) -> bool:
        rec = self.ops[op]
        if name not in rec.attributes:
            return False
        journal = self._journal
        if journal is not None:  # `_put`, of the attribute-only kind
            journal.append(("ops", op, rec))
        new = rec.attributes.remove(name)
        self.ops[op] = _with_attrs(rec, new)
        self._note_attrs(op, rec.name, rec.attributes, new)
        self._dirty = True
        for lst in self.listeners:
            lst.notify_op_modified(self, op)
        return True

    def set_properties(self, op: int, properties: Attribute | None) -> None:
        rec = self.ops[op]
        self._put(
            "ops", op,
            make_op_record(
                rec.name, rec.operands, rec.results, rec.attributes, properties,
                rec.regions, rec.successors, rec.parent, rec.loc,
            ),
        )  # fmt: skip
        for lst in self.listeners:
            lst.notify_op_modified(self, op)

    def set_property(self, op: int, name: str, value: Attribute) -> None:
        """Set one inherent attribute inside a dictionary of properties."""
        props = self.ops[op].properties
        base = props if isinstance(props, DictionaryAttr) else EMPTY_DICT
        self.set_properties(op, base.set(name, value))

    # -- views of the current state -----------------------------------------

    def view(self) -> _CurrentViews:
        """Views of the state so far (commits a snapshot to read from)."""
        return _CurrentViews(self.snapshot())


class JournalView:
    """The state when a journal began (`Rewriter.begin_journal`), for the
    keys its writes touched: a checkpoint's records without a snapshot.
    A key the journal did not write, or that was absent then, raises
    KeyError (as reading an absent key of a snapshot does)."""

    __slots__ = ("_entries", "_old")

    def __init__(self, entries: list[tuple[str, int, Any]]) -> None:
        self._entries = entries
        self._old: dict[tuple[str, int], Any] | None = None

    def _previous(self, attr: str, key: int) -> Any:
        old = self._old
        if old is None:
            old = self._old = {}
            for a, k, v in reversed(self._entries):  # the first write wins
                old[(a, k)] = v
        v = old.get((attr, key), _MISSING)
        if v is _MISSING:
            raise KeyError(key)
        return v

    def op_record(self, op: int) -> OpRecord:
        rec: OpRecord = self._previous("ops", op)
        return rec

    def value_record(self, value: int) -> ValueRecord:
        rec: ValueRecord = self._previous("values", value)
        return rec

    def block_record(self, block: int) -> BlockRecord:
        rec: BlockRecord = self._previous("blocks", block)
        return rec

    def region_record(self, region: int) -> RegionRecord:
        rec: RegionRecord = self._previous("regions", region)
        return rec


class _CurrentViews:
    __slots__ = ("snapshot",)

    def __init__(self, snapshot: Snapshot) -> None:
        self.snapshot = snapshot

    def op(self, op: int) -> Operation:
        return Operation(self.snapshot, op)

    def value(self, v: int) -> Value:
        return Value(self.snapshot, v)

    def block(self, b: int) -> Block:
        return Block(self.snapshot, b)


_MISSING: Any = object()
"""A key absent before a journaled write."""


def _count_mismatch(rec: OpRecord, n: int) -> IRError:
    """Replacing the op of `rec` with `n` values, a count its results do not have."""
    return IRError(
        f"replacing {_describe(rec)} with {n} values, but it has {len(rec.results)} results"
    )


def _describe(rec: OpRecord) -> str:
    """An op as an error message names it: its name and, where it has one,
    its source position (never its internal id, which means nothing to a
    user)."""
    loc = rec.loc
    where = f" at {loc.filename}:{loc.line}:{loc.col}" if isinstance(loc, FileLineColLoc) else ""
    return f"'{rec.name}' op{where}"


def _with_parent(rec: OpRecord, parent: int) -> OpRecord:
    new: OpRecord = make_op_record(
        rec.name, rec.operands, rec.results, rec.attributes, rec.properties,
        rec.regions, rec.successors, parent, rec.loc,
    )  # fmt: skip
    return new


def _with_operands(rec: OpRecord, operands: tuple[int, ...]) -> OpRecord:
    new: OpRecord = make_op_record(
        rec.name, operands, rec.results, rec.attributes, rec.properties,
        rec.regions, rec.successors, rec.parent, rec.loc,
    )  # fmt: skip
    return new


def _with_attrs(rec: OpRecord, attrs: DictionaryAttr) -> OpRecord:
    new: OpRecord = make_op_record(
        rec.name, rec.operands, rec.results, attrs, rec.properties,
        rec.regions, rec.successors, rec.parent, rec.loc,
    )  # fmt: skip
    return new


def empty_module(loc: Location = UNKNOWN_LOC) -> Snapshot:
    """A snapshot holding an empty `builtin.module` (one region, one block)."""
    op, region, block = new_id(), new_id(), new_id()
    rec = make_op_record("builtin.module", (), (), EMPTY_DICT, None, (region,), (), NO_ID, loc)
    return Snapshot(
        op,
        immutables.Map({op: rec}),
        immutables.Map(),
        immutables.Map({block: BlockRecord((), region)}),
        immutables.Map({region: RegionRecord((block,), op)}),
        immutables.Map(),
    )
