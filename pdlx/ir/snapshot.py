"""An immutable state of a whole IR: id-keyed persistent maps.

Taking a snapshot is free (it is the object itself); an edit (see
`rewriter.py`) builds a new one that shares every untouched map node with
the old. Op order inside a block is a doubly linked list kept in the `links`
map, so inserting or erasing an op touches O(1) entries, whatever the block
length.

Derived indexes (the def-use index) are computed on first use and then kept
up to date by the rewriter for the snapshots it derives; a snapshot nobody
queries never pays for them. Other layers cache what they derive from a
snapshot the same way, through typed keys (`Derived`, `Snapshot.derived`).

The views (`Operation`, `Value`, `Block`, `Region`: the familiar IR API over
a (snapshot, id) pair) live here too, since a snapshot hands them out and
each view reads its snapshot; `pdlx.ir.views` re-exports them.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any, Final, Generic, Protocol, TypeVar

import immutables

from pdlx.ir.attributes import Attribute, DictionaryAttr
from pdlx.ir.diagnostics import find_file_loc
from pdlx.ir.location import Location
from pdlx.ir.records import (
    NO_ID,
    BlockRecord,
    OpRecord,
    RegionRecord,
    ValueRecord,
    fast_constructor,
)
from pdlx.ir.resources import NO_RESOURCES, Resources
from pdlx.ir.types import Type
from pdlx.ir.uselist import SMALL, UseList, as_tuple, pack
from pdlx.ir.uselist import Use as Use  # re-exported (rewriter.py imports it from here)
from pdlx.support.deep import need
from pdlx.support.gcpause import bulk_phase

EMPTY_MAP: Final[immutables.Map[Any, Any]] = immutables.Map()

_T = TypeVar("_T")
_T_co = TypeVar("_T_co", covariant=True)


class Derived(Generic[_T_co]):
    """A typed key of a snapshot's derived cache: what it computes from the
    snapshot (on first use), and so the type of the cached value.

    Keys compare by identity: define each one once, at module level. A cache
    with a parameter (per op, per context) is a key whose value is a dict the
    caller fills in (`Derived("symbols.index", lambda _: {})`)."""

    __slots__ = ("compute", "name")

    def __init__(self, name: str, compute: Callable[[Snapshot], _T_co]) -> None:
        self.name = name
        """For messages and debugging: keys are told apart by identity."""
        self.compute = compute

    def __repr__(self) -> str:
        return f"Derived({self.name!r})"


def _build_uses(s: Snapshot) -> immutables.Map[int, UseList]:
    # The ops in descending id order, each op's operands last first: every
    # use comes after the ones that sort before it in the newest-first order,
    # so each list is built in its final order by appending (no sort per
    # value). Ids made together are neighbours in the map's trie, so the
    # lookups in id order stay in cache; sorting the ids costs ~5% of the
    # build. A value's first use is kept as is, a list made on its second;
    # the tuples the index stores are all made at the end, one after the
    # other: building them by concatenation instead was ~20% faster, but
    # the tuples it dropped left holes all over the heap, which the records
    # of later edits filled, and single edits then cost 3-8% more.
    acc: dict[int, Use | list[Use]] = {}
    get = acc.get
    ops = s.ops
    for op_id in sorted(ops, reverse=True):
        operands = ops[op_id].operands
        i = len(operands)
        while i:
            i -= 1
            v = operands[i]
            cur = get(v)
            if cur is None:
                acc[v] = (op_id, i)
            elif isinstance(cur, list):
                cur.append((op_id, i))
            else:
                acc[v] = [cur, (op_id, i)]
    out: dict[int, UseList] = {}
    for v, cur in acc.items():
        if isinstance(cur, list):
            out[v] = tuple(cur) if len(cur) <= SMALL else pack(tuple(cur))
        else:
            out[v] = (cur,)
    return immutables.Map(out)


USES: Final[Derived[immutables.Map[int, UseList]]] = Derived("uses", _build_uses)
"""The def-use index (`Snapshot.uses_index`); the rewriter carries it over to
the snapshots it derives."""


def _op_names(s: Snapshot) -> frozenset[str]:
    post = s._derived.get(_POST_ORDERS)
    cached = post.get(s.root) if post else None
    if cached is not None:
        return frozenset(cached[1])
    return frozenset([rec.name for rec in s.ops.values()])


OP_NAMES: Final[Derived[frozenset[str]]] = Derived("op_names", _op_names)
"""The op names of a snapshot, a superset (`Snapshot.op_names`); the
rewriter carries it over to the snapshots it derives."""

_POST_ORDERS: Final[Derived[dict[int, tuple[list[int], list[str]]]]] = Derived(
    "post_orders", lambda _: {}
)
"""start op -> (`post_order(start)`, `post_order_names(start)`)."""


@dataclass(frozen=True, slots=True)
class AttrChanges:
    """The attribute-only changes of a rewrite (`Snapshot.change_kinds_since`):
    the ops whose discardable attributes alone were set or removed, their
    names and the discardable dictionaries they had or got (both supersets:
    an op rewritten otherwise as well leaves `ops` but not the others). A
    verifier decides from `names` and `dicts` (a handful, however many ops)
    whether any of those ops needs a check at all."""

    ops: set[int] | frozenset[int]
    names: frozenset[str]
    dicts: tuple[DictionaryAttr, ...]


@dataclass(frozen=True, slots=True)
class ChangeKinds:
    """`Snapshot.change_kinds_since`: the ids written any way, and the
    attribute-only changes (their `ops` disjoint from `ids`)."""

    ids: set[int]
    attrs: AttrChanges


class Changes:
    """What a rewriter changed to make a snapshot: the ids it wrote (ops,
    blocks, regions, values; a superset: a write that put back what was
    there still counts) since the snapshot `since` it started from, and the
    `Changes` that made `since`, if any (so a chain of snapshots a driver
    dropped along the way still links a result to the snapshot it came
    from). `since` is held weakly: a change record keeps no snapshot alive.

    The ids come in two kinds: `ids`, written any way (structure, operands,
    properties, creation, erasure), and `attrs`, ops whose discardable
    attributes alone were set or removed: those can break only the op's own
    checks, which verifying them costs (`verify_changes`).

    A chain is cut (`older` dropped) once the older part already holds more
    structural ids than a quarter of the ops, or more attribute-only ids than
    twice the ops: by then checking the whole IR costs less than checking
    the changes, and the ids a chain holds stay bounded by the IR's size
    plus the newest record's own. A large newest record keeps its link (a
    pass that rewrote most of the IR still says how it got there)."""

    __slots__ = (
        "attr_count",
        "attr_dicts",
        "attr_names",
        "attrs",
        "count",
        "ids",
        "older",
        "since",
    )

    def __init__(
        self,
        since: Snapshot,
        ids: set[int],
        older: Changes | None,
        attrs: AttrChanges | None = None,
    ) -> None:
        self.since: weakref.ref[Snapshot] = weakref.ref(since)
        self.ids: set[int] = ids
        self.attrs: set[int] | frozenset[int] = attrs.ops if attrs else frozenset()
        self.attr_names: frozenset[str] = attrs.names if attrs else frozenset()
        self.attr_dicts: tuple[DictionaryAttr, ...] = attrs.dicts if attrs else ()
        count = len(ids)
        attr_count = len(self.attrs)
        if older is not None:
            n = len(since.ops)
            if older.count > max(_CHANGES_MIN_CAP, n // 4) or older.attr_count > max(
                _CHANGES_MIN_CAP, 2 * n
            ):
                older = None
            else:
                count += older.count
                attr_count += older.attr_count
        self.older: Changes | None = older
        self.count: int = count
        self.attr_count: int = attr_count


_CHANGES_MIN_CAP: Final = 4096

_CHANGES: Final[Derived[Changes | None]] = Derived("changes", lambda _: None)
"""The `Changes` that made a snapshot (seeded by `record_changes`; nothing
to compute for a snapshot built another way)."""


@dataclass(frozen=True, slots=True, eq=False, weakref_slot=True)
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
    _derived: dict[Derived[object], Any] = field(default_factory=dict, repr=False)
    """Derived key -> its value (`derived`); values typed by their keys."""

    # -- views -------------------------------------------------------------

    @property
    def root_op(self) -> Operation:
        """A view of the root op."""
        return Operation(self, self.root)

    def op(self, op_id: int) -> Operation:
        """A view of op `op_id`."""
        return Operation(self, op_id)

    def value(self, value_id: int) -> Value:
        """A view of value `value_id`."""
        return Value(self, value_id)

    def block(self, block_id: int) -> Block:
        """A view of block `block_id`."""
        return Block(self, block_id)

    def region(self, region_id: int) -> Region:
        """A view of region `region_id`."""
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
        """The ids of the block's ops, in order."""
        links = self.links
        o = self.blocks[block_id].first
        while o:
            yield o
            o = links[o][1]

    def block_op_list(self, block_id: int) -> list[int]:
        """`block_ops` as a list."""
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
        cached = self.derived(_POST_ORDERS).get(start)
        if cached is None:
            cached = self._build_post_order(start)
        return cached[0]

    def post_order_names(self, op_id: int | None = None) -> list[str]:
        """The op names of `post_order(op_id)`, position by position (so a
        walk that filters by name need not look each op up)."""
        start = self.root if op_id is None else op_id
        cached = self.derived(_POST_ORDERS).get(start)
        if cached is None:
            cached = self._build_post_order(start)
        return cached[1]

    def seed_post_order(self, order: list[int], names: list[str]) -> None:
        """For a builder that made every op of this snapshot in post-order
        (the parser does: an op is complete after the ops of its regions):
        its order becomes the cached `post_order()` of the root, sparing the
        first walk (0.4 us/op) for about a tenth of that at build time."""
        self.derived(_POST_ORDERS)[self.root] = (order, names)

    def _build_post_order(self, start: int) -> tuple[list[int], list[str]]:
        ops, regions, blocks, links = self.ops, self.regions, self.blocks, self.links
        out: list[int] = []
        names: list[str] = []
        append, append_name = out.append, names.append

        def region_blocks(rec: OpRecord) -> list[int]:
            return [b for r in rec.regions for b in regions[r].blocks]

        # Frames (op, its record, its blocks, next block index, next op in the
        # current block; 0 = take the next block's first op).
        srec = ops[start]
        stack: list[tuple[int, OpRecord, list[int], int, int]] = [
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
        self.derived(_POST_ORDERS)[start] = (out, names)
        return out, names

    def _walk_post(self, start: int) -> Iterator[int]:
        yield from self.post_order(start)

    def op_names(self) -> frozenset[str]:
        """The names of this snapshot's ops, or a superset (a name whose
        last op was erased may stay): what a check that only matters for
        some op names asks before it walks (from the parser's post-order
        names, or one pass over the ops; then carried over by the rewriter
        with the names of the ops it creates)."""
        return self.derived(OP_NAMES)

    def parent_op_of_op(self, op_id: int) -> int:
        """The op whose region holds the op (NO_ID at the top)."""
        block = self.ops[op_id].parent
        if not block:
            return NO_ID
        return self.regions[self.blocks[block].parent].parent

    def parent_op_of_block(self, block_id: int) -> int:
        """The op whose region holds the block."""
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
        idx: immutables.Map[int, UseList] | None = self._derived.get(USES)
        if idx is None:
            # A bulk phase: the build makes a list and a tuple per value
            # (300k containers at 100k ops, none in a cycle), and collections
            # walking them as they pile up doubled its cost.
            with bulk_phase():
                idx = self._derived[USES] = _build_uses(self)
        return idx

    def uses(self, value_id: int) -> tuple[Use, ...]:
        """The value's uses as (user op, operand index), newest user first."""
        return as_tuple(self.uses_index().get(value_id, ()))

    # -- derived caches ----------------------------------------------------

    def derived(self, key: Derived[_T]) -> _T:
        """What `key` derives from this snapshot, computed on first use and
        then kept (a snapshot never changes). A None result is not kept:
        wrap a value that may be None."""
        value: _T | None = self._derived.get(key)
        if value is None:
            value = self._derived[key] = key.compute(self)
        return value

    def has_derived(self, key: Derived[object]) -> bool:
        """Whether `key`'s value is cached (nothing is computed)."""
        return key in self._derived

    def seed_derived(self, key: Derived[_T], value: _T) -> None:
        """Cache `value` for `key`: for a builder that has it already (the
        rewriter carries the use index over to the snapshots it derives)."""
        self._derived[key] = value

    # -- change tracking (incremental verification) ------------------------

    def record_changes(
        self, since: Snapshot, ids: set[int], attrs: AttrChanges | None = None
    ) -> None:
        """Note that this snapshot is `since` with the ids in `ids` written,
        and the attribute-only changes `attrs` (the rewriter calls this for
        each snapshot it makes). The sets must not be modified afterwards."""
        older: Changes | None = since._derived.get(_CHANGES)
        self._derived[_CHANGES] = Changes(since, ids, older, attrs)

    def changes_since(self, older: Snapshot) -> set[int] | None:
        """The ids (ops, blocks, regions, values) written between `older` and
        this snapshot, a superset of those that differ; None when this
        snapshot does not descend from `older` through recorded rewrites
        (built another way, or the record was cut). Costs O(changes), not
        O(IR): the rewriter records what it writes."""
        kinds = self.change_kinds_since(older)
        if kinds is None:
            return None
        return kinds.ids | kinds.attrs.ops

    def change_kinds_since(self, older: Snapshot, limit: int | None = None) -> ChangeKinds | None:
        """`changes_since(older)` in two kinds: the ids written any way, and
        the ops whose discardable attributes alone changed (an op whose
        attributes changed in one step and anything else in another counts
        in the first). With a `limit`: None as well, without collecting
        them, when more than `limit` ids were written any way (a caller that
        would do the work for the whole IR then)."""
        if older is self:
            return ChangeKinds(set(), AttrChanges(frozenset(), frozenset(), ()))
        node: Changes | None = self._derived.get(_CHANGES)
        out: set[int] = set()
        attrs: set[int] = set()
        names: set[str] = set()
        dicts: dict[int, DictionaryAttr] = {}
        while node is not None:
            if limit is not None and len(node.ids) > limit:
                return None
            out |= node.ids
            if limit is not None and len(out) > limit:
                return None
            if node.attrs:
                attrs |= node.attrs
                names |= node.attr_names
                for d in node.attr_dicts:
                    dicts[id(d)] = d
            if node.since() is older:
                if attrs:
                    attrs -= out
                return ChangeKinds(out, AttrChanges(attrs, frozenset(names), tuple(dicts.values())))
            node = node.older
        return None

    def clear_derived(self) -> None:
        """Drop every cached value (tests check that recomputing agrees)."""
        self._derived.clear()

    def _repr_html_(self) -> str | None:
        """In a notebook: the printed IR, coloured (`set_snapshot_html`;
        None, plain text, until a renderer is registered)."""
        renderer = _html_renderer[0]
        return renderer(self) if renderer is not None else None


make_snapshot: Final[Callable[..., Snapshot]] = fast_constructor(
    Snapshot, ("root", "ops", "values", "blocks", "regions", "links", "resources", "_derived")
)
"""`Snapshot(root, ops, values, blocks, regions, links, resources, derived)`,
every field positional and `derived` a new dict: for the rewriter, which
makes one per batch (a third of the dataclass `__init__`'s cost)."""


# ---------------------------------------------------------------------------
# Views


class ViewPrinter(Protocol):
    """How views print: `str(op)` and the SSA name in a value's repr. The op
    printer and SSA numbering live in the syntax layer, above this one, so
    the layer that loads them (the public API) installs one here
    (`set_view_printer`)."""

    def op_text(self, op: Operation) -> str:
        """The op as MLIR's `op->print(os)` prints it."""
        ...

    def value_name(self, value: Value) -> str:
        """The value's SSA name (`%0`, `%arg1`, `%3#1`) in its scope."""
        ...


_view_printer: list[ViewPrinter | None] = [None]


def set_view_printer(printer: ViewPrinter | None) -> None:
    """Install how views print (None: reprs only, no SSA names)."""
    _view_printer[0] = printer


def _loc_text(loc: Location) -> str:
    """`file:line:col` of the location's first file position (the one a
    diagnostic names), "" when it has none."""
    fl = find_file_loc(loc)
    return f"{fl.filename}:{fl.line}:{fl.col}" if fl is not None else ""


_html_renderer: list[Callable[[Snapshot], str] | None] = [None]


def set_snapshot_html(renderer: Callable[[Snapshot], str]) -> None:
    """Register how a snapshot shows in a notebook (`_repr_html_`): the
    report's renderer (`pdlx.trace.html`) is in the app layer, which
    registers it here, as it does the op printer."""
    _html_renderer[0] = renderer


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
    """A view of an op."""

    __slots__ = ()

    @property
    def record(self) -> OpRecord:
        """The op's record in this snapshot."""
        return self.snapshot.ops[self.id]

    @property
    def name(self) -> str:
        """The op name (`dialect.op`)."""
        return self.snapshot.ops[self.id].name

    @property
    def dialect(self) -> str:
        """The dialect prefix of the name."""
        return self.name.partition(".")[0]

    @property
    def operands(self) -> tuple[Value, ...]:
        """Views of the operands."""
        s = self.snapshot
        return tuple(Value(s, v) for v in s.ops[self.id].operands)

    @property
    def results(self) -> tuple[Value, ...]:
        """Views of the results."""
        s = self.snapshot
        return tuple(Value(s, v) for v in s.ops[self.id].results)

    def operand(self, i: int) -> Value:
        """A view of operand `i`."""
        return Value(self.snapshot, self.snapshot.ops[self.id].operands[i])

    def result(self, i: int) -> Value:
        """A view of result `i`."""
        return Value(self.snapshot, self.snapshot.ops[self.id].results[i])

    @property
    def operand_types(self) -> tuple[Type, ...]:
        """The operands' types."""
        vals = self.snapshot.values
        return tuple(vals[v].type for v in self.snapshot.ops[self.id].operands)

    @property
    def result_types(self) -> tuple[Type, ...]:
        """The results' types."""
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
        """Views of the regions."""
        s = self.snapshot
        return tuple(Region(s, r) for r in s.ops[self.id].regions)

    @property
    def successors(self) -> tuple[Block, ...]:
        """Views of the successor blocks."""
        s = self.snapshot
        return tuple(Block(s, b) for b in s.ops[self.id].successors)

    @property
    def loc(self) -> Location:
        """The op's location."""
        return self.snapshot.ops[self.id].loc

    @property
    def parent(self) -> Block | None:
        """The block holding the op."""
        b = self.snapshot.ops[self.id].parent
        return Block(self.snapshot, b) if b else None

    @property
    def parent_op(self) -> Operation | None:
        """The op whose region holds this one, None at the top."""
        p = self.snapshot.parent_op_of_op(self.id)
        return Operation(self.snapshot, p) if p else None

    @property
    def next(self) -> Operation | None:
        """The next op in the block, or None."""
        n = self.snapshot.links[self.id][1] if self.id in self.snapshot.links else NO_ID
        return Operation(self.snapshot, n) if n else None

    @property
    def prev(self) -> Operation | None:
        """The previous op in the block, or None."""
        p = self.snapshot.links[self.id][0] if self.id in self.snapshot.links else NO_ID
        return Operation(self.snapshot, p) if p else None

    def walk(self, *, post_order: bool = False) -> Iterator[Operation]:
        """This op and all nested ops, pre-order unless `post_order`."""
        s = self.snapshot
        for o in s.walk(self.id, post_order=post_order):
            yield Operation(s, o)

    def is_ancestor_of(self, other: Operation) -> bool:
        """Whether this op is `other` or contains it."""
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
        """`<Operation arith.addi at payload.mlir:3:8>`: the name and where it
        came from (its location), which is what tells two ops apart."""
        rec = self.snapshot.ops.get(self.id)
        if rec is None:
            return f"<Operation #{self.id} (erased)>"
        where = _loc_text(rec.loc)
        return f"<Operation {rec.name} at {where}>" if where else f"<Operation {rec.name}>"

    def __str__(self) -> str:
        """The op in custom form, its values named as in its closest
        isolated-from-above ancestor (MLIR's `op->print(os)`), through the
        installed `ViewPrinter`; its repr until one is."""
        printer = _view_printer[0]
        if printer is None or self.id not in self.snapshot.ops:
            return repr(self)
        return printer.op_text(self)


class Value(_View):
    """A view of a value (an op result or a block argument)."""

    __slots__ = ()

    @property
    def record(self) -> ValueRecord:
        """The value's record in this snapshot."""
        return self.snapshot.values[self.id]

    @property
    def type(self) -> Type:
        """The value's type."""
        return self.snapshot.values[self.id].type

    @property
    def is_block_argument(self) -> bool:
        """Whether the value is a block argument."""
        return self.snapshot.values[self.id].is_arg

    @property
    def index(self) -> int:
        """Result number, or argument number for a block argument."""
        return self.snapshot.values[self.id].index

    @property
    def owner(self) -> Operation | Block:
        """The defining op (a result) or the block (an argument)."""
        rec = self.snapshot.values[self.id]
        if rec.is_arg:
            return Block(self.snapshot, rec.owner)
        return Operation(self.snapshot, rec.owner)

    @property
    def defining_op(self) -> Operation | None:
        """The defining op, None for a block argument."""
        rec = self.snapshot.values[self.id]
        return None if rec.is_arg else Operation(self.snapshot, rec.owner)

    @property
    def uses(self) -> list[tuple[Operation, int]]:
        """(user, operand index) pairs, newest use first as in MLIR."""
        s = self.snapshot
        return [(Operation(s, o), i) for o, i in s.uses(self.id)]

    @property
    def users(self) -> list[Operation]:
        """The ops using the value, in use order, without repeats."""
        s = self.snapshot
        seen: dict[int, None] = {}
        for o, _ in s.uses(self.id):
            seen.setdefault(o, None)
        return [Operation(s, o) for o in seen]

    @property
    def has_uses(self) -> bool:
        """Whether anything uses the value."""
        return bool(self.snapshot.uses(self.id))

    @property
    def parent_block(self) -> Block | None:
        """The block holding the value's definition."""
        rec = self.snapshot.values[self.id]
        if rec.is_arg:
            return Block(self.snapshot, rec.owner)
        b = self.snapshot.ops[rec.owner].parent
        return Block(self.snapshot, b) if b else None

    @property
    def name(self) -> str:
        """The SSA name the value prints with (`%0`, `%arg1`, `%3#1`), numbered
        as its closest isolated-from-above ancestor prints it; `%<id>` when
        no printer is installed."""
        printer = _view_printer[0]
        if printer is None or self.id not in self.snapshot.values:
            return f"%<{self.id}>"
        return printer.value_name(self)

    def __repr__(self) -> str:
        """`<Value %0 : i32>`: the value's SSA name and type."""
        rec = self.snapshot.values.get(self.id)
        if rec is None:
            return f"<Value #{self.id} (erased)>"
        return f"<Value {self.name} : {rec.type}>"

    def __str__(self) -> str:
        """`%0 : i32`, as MLIR's `value.print` shows an operand."""
        rec = self.snapshot.values.get(self.id)
        if rec is None:
            return repr(self)
        return f"{self.name} : {rec.type}"


class Block(_View):
    """A view of a block."""

    __slots__ = ()

    @property
    def record(self) -> BlockRecord:
        """The block's record in this snapshot."""
        return self.snapshot.blocks[self.id]

    @property
    def args(self) -> tuple[Value, ...]:
        """Views of the block arguments."""
        s = self.snapshot
        return tuple(Value(s, v) for v in s.blocks[self.id].args)

    @property
    def arg_types(self) -> tuple[Type, ...]:
        """The block arguments' types."""
        vals = self.snapshot.values
        return tuple(vals[v].type for v in self.snapshot.blocks[self.id].args)

    @property
    def ops(self) -> Iterator[Operation]:
        """Views of the block's ops, in order."""
        s = self.snapshot
        for o in s.block_ops(self.id):
            yield Operation(s, o)

    @property
    def first_op(self) -> Operation | None:
        """The first op, None when empty."""
        f = self.snapshot.blocks[self.id].first
        return Operation(self.snapshot, f) if f else None

    @property
    def last_op(self) -> Operation | None:
        """The last op, None when empty."""
        last = self.snapshot.blocks[self.id].last
        return Operation(self.snapshot, last) if last else None

    @property
    def terminator(self) -> Operation | None:
        """The last op (the terminator of a well-formed block), None when empty."""
        return self.last_op

    @property
    def is_empty(self) -> bool:
        """Whether the block has no ops."""
        return not self.snapshot.blocks[self.id].first

    @property
    def parent(self) -> Region:
        """The region holding the block."""
        return Region(self.snapshot, self.snapshot.blocks[self.id].parent)

    @property
    def parent_op(self) -> Operation:
        """The op whose region holds the block."""
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
    """A view of a region."""

    __slots__ = ()

    @property
    def record(self) -> RegionRecord:
        """The region's record in this snapshot."""
        return self.snapshot.regions[self.id]

    @property
    def blocks(self) -> tuple[Block, ...]:
        """Views of the blocks, in order."""
        s = self.snapshot
        return tuple(Block(s, b) for b in s.regions[self.id].blocks)

    @property
    def entry(self) -> Block | None:
        """The entry block, None when the region is empty."""
        bs = self.snapshot.regions[self.id].blocks
        return Block(self.snapshot, bs[0]) if bs else None

    @property
    def parent_op(self) -> Operation:
        """The op holding the region."""
        return Operation(self.snapshot, self.snapshot.regions[self.id].parent)

    @property
    def index(self) -> int:
        """The region's position among its op's regions."""
        s = self.snapshot
        return s.ops[s.regions[self.id].parent].regions.index(self.id)

    @property
    def is_empty(self) -> bool:
        """Whether the region has no blocks."""
        return not self.snapshot.regions[self.id].blocks

    def __repr__(self) -> str:
        return f"<Region #{self.id}>"


def _region_depth(s: Snapshot) -> int:
    depth: dict[int, int] = {}
    deepest = 0
    regions, blocks, ops = s.regions, s.blocks, s.ops
    for start in regions:
        chain: list[int] = []
        r = start
        while r and r not in depth:
            chain.append(r)
            rec = regions.get(r)
            owner = ops.get(rec.parent) if rec is not None else None
            block = blocks.get(owner.parent) if owner is not None and owner.parent else None
            r = block.parent if block is not None else NO_ID
        d = depth.get(r, 0) if r else 0
        for r in reversed(chain):
            d += 1
            depth[r] = d
        deepest = max(deepest, d)
    return deepest


REGION_DEPTH: Final[Derived[int]] = Derived("region_depth", _region_depth)
"""How deep regions nest in the snapshot (0: no regions)."""


def need_depth_of(snap: Snapshot) -> None:
    """Before work with side effects (the transform interpreter, rewrite
    drivers) walks `snap`'s regions recursively: raise the recursion limit
    for the rest of this pdlx call if they nest deeper than the host's limit
    allows (`pdlx.support.deep.need`). Costs a walk of the regions (not
    the ops) once per snapshot."""
    need(snap.derived(REGION_DEPTH))
