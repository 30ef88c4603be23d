"""The greedy pattern rewrite driver: one, for every pattern kind.

A port of MLIR 22's `GreedyPatternRewriteDriver.cpp` for what decides the
output, used by `transform.apply_patterns` and `canonicalize` (Python
`RewritePattern`s, `pdlx.rewrite.patterns`) as by the PDL passes and
`transform.apply_pdl_patterns` (compiled PDL patterns, `pdlx.pdl.driver`).
The driver does not know what a pattern is: it asks a `PatternApplicator`
(MLIR's PatternApplicator) for the candidate rewrites of an op, in benefit
order, and to apply one.

The worklist is filled by a post-order walk of the region (pre-order and
reversed when top-down), with ConstantLike ops deduplicated and hoisted to
the entry block of their isolated region instead
(`OperationFolder::insertKnownConstant`); ops are popped from the back; a
trivially dead op is erased, an op with a folder is folded (results
materialized by the dialect's constant materializer), otherwise the
candidates are tried until one applies. Inserted and modified ops are
queued with their ancestors in the region, erased ops dequeued and the
defining ops of their operands queued when those have at most two users;
iterations repeat until one changes nothing, at most `max_iterations`
times, each with at most `max_rewrites` rewrites. With `region_simplify`,
each iteration ends by erasing the dead ops of the region (the dead-op part
of `simplifyRegions`); with `single_pass`, the driver is
`applyOpPatternsGreedily`: one pass, converged when the worklist drained.

What MLIR endures, pdlx reports: patterns that never stop (`a -> b` and
`b -> a`, or `b -> new b`) keep one iteration going forever, since each
rewrite queues what it made. Every op carries the length of the chain of
rewrites that made it (a rewrite's new ops, and its root if it survives, are
one longer than the root was), and a chain longer than
`GreedyConfig.max_chain` (by default twice the ops first queued, at least
`MIN_CHAIN`) stops the driver: `DriverResult.runaway` then names the
patterns of the chain's last rewrites. Every rewrite of a run that never
ends lengthens some chain (it makes its root longer or erases it), and the
worklist is a stack, so a runaway chain is found after about `max_chain`
rewrites, whatever the rewrite limit.

What MLIR cannot do, pdlx does for a transactional applicator (PDL): a
rewrite that fails halfway is rolled back to the checkpoint taken before
it, and the next candidate is tried; listeners outside the driver
(transform handles) hear about a rewrite only once it has succeeded.

Not ported: unreachable blocks, dead block arguments, block merging, strict
modes.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Generic, Protocol, TypeVar

from pdlx.ir.attributes import Attribute, DictionaryAttr
from pdlx.ir.context import IS_TERMINATOR, ISOLATED_FROM_ABOVE, SYMBOL, Context
from pdlx.ir.dense import DenseArrayAttr
from pdlx.ir.diagnostics import Diagnostic
from pdlx.ir.interfaces import Folder, FoldResult, InPlaceFold
from pdlx.ir.location import UNKNOWN_LOC, Location
from pdlx.ir.records import BlockRecord, OpRecord, RegionRecord, ValueRecord
from pdlx.ir.rewriter import JournalView, Listener, Rewriter
from pdlx.ir.snapshot import Snapshot, Use
from pdlx.ir.types import i32
from pdlx.ir.uselist import any_order
from pdlx.ir.views import Operation
from pdlx.rewrite.applicator import (
    InfallibleRewriteFailed,
    InfallibleRewrites,
    PatternApplicator,
    PatternNames,
)
from pdlx.rewrite.effects import RECURSIVE, UNKNOWN, own_effects
from pdlx.support.gcpause import bulk_phase

NO_LIMIT = -1

MIN_CHAIN = 1000
"""The shortest chain of rewrites (see the module docstring) reported as
patterns that do not terminate."""

_RUNAWAY_TAIL = 64
"""How many of a runaway chain's last rewrites name its patterns."""

C = TypeVar("C")
R = TypeVar("R", bound=Rewriter, contravariant=True)


@dataclass
class GreedyConfig:
    """GreedyRewriteConfig's knobs (MLIR's defaults)."""

    max_iterations: int = 10
    max_rewrites: int = NO_LIMIT
    """Per iteration (MLIR's maxNumRewrites); -1: no limit."""
    top_down: bool = False
    fold: bool = True
    cse_constants: bool = True
    region_simplify: bool = False
    """Erase the dead ops of the region after each iteration (the dead-op
    part of MLIR's region simplification)."""
    single_pass: bool = False
    """`applyOpPatternsGreedily`: one pass over the worklist, converged when
    it drained (`max_iterations` is not read)."""
    max_chain: int | None = 0
    """The longest chain of rewrites each rooted at what the one before
    made or left (see the module docstring); beyond it the driver stops,
    reporting the patterns as not terminating. 0: twice the number of ops
    first queued, at least `MIN_CHAIN`; None: no limit (MLIR's driver).
    Not checked when `max_rewrites` is at most the chain limit and the
    iterations are limited: the limits bound the run then."""


@dataclass
class DriverResult:
    """What one run did."""

    converged: bool
    iterations: int
    rewrites: int
    counts: dict[int, int] = field(default_factory=dict)
    """Successful rewrites per pattern index, over the whole run."""
    last_counts: dict[int, int] = field(default_factory=dict)
    """... in the last iteration (who kept the driver from converging)."""
    diagnostics: list[Diagnostic] = field(default_factory=list)
    """Rewrites that failed and were rolled back; native function errors."""
    rewrite_limit_hit: bool = False
    runaway: dict[int, int] = field(default_factory=dict)
    """When the driver stopped on a runaway chain of rewrites (patterns that
    do not terminate): how often each pattern index was applied in the
    chain's last rewrites; empty otherwise."""
    runaway_op: int = 0
    """... the op whose rewrite made the chain too long,"""
    runaway_loc: Location = UNKNOWN_LOC
    """... and its location."""
    chain_limit: int = 0
    """The chain length the driver stopped at (`GreedyConfig.max_chain`)."""


class RewriteObserver(Protocol):
    """Hears of each rewrite a greedy driver applies (not folds nor dead-op
    erasures): how `pdlx.trace` records a PDL run pattern by pattern. Any
    driver run inside `observing_rewrites(observer)` calls it, whoever
    started the driver (a pass, a transform op), so no caller threads it
    through."""

    def rewrite_applied(
        self, rw: Rewriter, root: int, root_before: OpRecord, pattern: str, pattern_loc: Location
    ) -> None:
        """Pattern `pattern` rewrote at `root` (its record before was
        `root_before`; it may be gone now); `rw` holds the IR after."""
        ...


_REWRITE_OBSERVER: ContextVar[RewriteObserver | None] = ContextVar(
    "pdlx_rewrite_observer", default=None
)


@contextmanager
def observing_rewrites(observer: RewriteObserver | None) -> Iterator[None]:
    """Greedy drivers started within tell `observer` of their rewrites
    (read once per driver: a driver without one pays nothing per rewrite)."""
    token = _REWRITE_OBSERVER.set(observer)
    try:
        yield
    finally:
        _REWRITE_OBSERVER.reset(token)


class ReplayView:
    """What buffered notifications are delivered with: the rewriter's
    current state, falling back to the state before the rewrite for ops and
    values the rewrite erased (a snapshot taken before it, or the journal
    of its writes, which holds every record it erased)."""

    def __init__(self, rw: Rewriter, before: Snapshot | JournalView | None) -> None:
        self._rw = rw
        self._before = before

    def op_record(self, op: int) -> OpRecord:
        r = self._rw.ops.get(op)
        if r is None:
            before = self._before
            assert before is not None
            return before.ops[op] if isinstance(before, Snapshot) else before.op_record(op)
        return r

    def value_record(self, v: int) -> ValueRecord:
        r = self._rw.values.get(v)
        if r is None:
            before = self._before
            assert before is not None
            return before.values[v] if isinstance(before, Snapshot) else before.value_record(v)
        return r

    def block_record(self, b: int) -> BlockRecord:
        r = self._rw.blocks.get(b)
        if r is None:
            before = self._before
            assert before is not None
            return before.blocks[b] if isinstance(before, Snapshot) else before.block_record(b)
        return r

    def region_record(self, r: int) -> RegionRecord:
        x = self._rw.regions.get(r)
        if x is None:
            before = self._before
            assert before is not None
            return before.regions[r] if isinstance(before, Snapshot) else before.region_record(r)
        return x

    def has_op(self, op: int) -> bool:
        return self._rw.has_op(op)

    def uses(self, v: int) -> tuple[Use, ...]:
        return self._rw.uses(v)

    def snapshot(self) -> Snapshot:
        return self._rw.snapshot()

    def __getattr__(self, name: str) -> object:
        return getattr(self._rw, name)


_OUTSIDE: tuple[int, ...] = (-1,)
"""The chain of a block outside the scope region (compared by identity)."""

_FoldFn = Callable[[Operation], "FoldResult | InPlaceFold | None"]
_NameInfo = tuple[int, "_FoldFn | None", bool, bool]
"""(dead kind, folder, ConstantLike, inert): see `GreedyDriver._info`."""


class GreedyDriver(Listener, Generic[C, R]):
    """Applies an applicator's patterns to the ops nested in one region."""

    def __init__(
        self,
        rw: R,
        applicator: PatternApplicator[C, R],
        scope: int,
        config: GreedyConfig | None = None,
        listeners: Sequence[Listener] = (),
        ctx: Context | None = None,
    ) -> None:
        self.rw = rw
        self.applicator = applicator
        self.scope = scope
        self.config = config or GreedyConfig()
        self.external = list(listeners)
        """Listeners of the driver's edits that are not the rewriter's own
        (held back until a transactional rewrite succeeds)."""
        self.ctx = ctx or Context.default()
        self.worklist: list[int | None] = []
        self.wmap: dict[int, int] = {}
        self._buffer: list[tuple[str, tuple[object, ...]]] | None = None
        self._name_info: dict[str, _NameInfo] = {}
        self._chains: dict[int, tuple[int, ...]] = {}
        self._owned_constants: set[int] = set()
        self._active: set[int] = set()
        """The ops a walk of the scope would queue or hoist: those the last
        walk saw, and those inserted since, whose names are not inert or are
        ConstantLike (erased ones leave; see `_nothing_to_queue`)."""
        self._holders: set[int] = set()
        """The ops of `_active` that hold regions (ancestors to queue)."""
        self._exact = True
        """`_active` holds every live op it should: no rewrite was undone
        since the last walk (an undone erasure brings back an op that left
        `_active`: `_nothing_to_queue` and `add_to_worklist` stop trusting
        it until the next walk), and no walk is filling it."""
        self._skip_inert = False
        """`not _holders and _exact`: `add_to_worklist` of an op outside
        `_active` queues nothing (see there)."""
        self._walk_unheard = rw.unheard_edits
        """`Rewriter.unheard_edits` at the last walk."""
        self._chain: dict[int, int] = {}
        """The length of the chain of rewrites that made each op (absent: 0)."""
        self._made_by = 0
        """While a rewrite runs: the chain length of what it makes."""
        self._max_chain = 0
        self.result = DriverResult(False, 0, 0)
        self._observer = _REWRITE_OBSERVER.get()
        self._infallible = (
            applicator.infallible
            if applicator.transactional and isinstance(applicator, InfallibleRewrites)
            else None
        )

    # -- worklist -----------------------------------------------------------

    def push(self, op: int) -> None:
        if op in self.wmap:
            return
        self.wmap[op] = len(self.worklist)
        self.worklist.append(op)

    def remove(self, op: int) -> None:
        i = self.wmap.pop(op, None)
        if i is not None:
            self.worklist[i] = None

    def add_to_worklist(self, op: int) -> None:
        """The op and its ancestors up to the scope region (none if the op is
        outside it)."""
        if (
            self._skip_inert
            and op not in self._active
            and self.rw.unheard_edits == self._walk_unheard
        ):
            # Nothing to queue, known without reading the op: it is inert
            # (every live op in the scope that is not is in `_active`: the
            # walk and the hooks saw them all, no unheard edit or undone
            # rewrite brought others in) and so is each of its ancestors (no
            # op of `_active` holds regions). Most ops a rewrite touches are
            # (the users of what it replaces, what it creates).
            return
        rec = self.rw.ops.get(op)
        if rec is None:
            return
        parent = rec.parent
        if not parent:
            return
        chain = self._chains.get(parent)
        if chain is None:
            chain = self._chain_of(parent)
        if chain is _OUTSIDE:
            return
        wmap = self.wmap
        if op not in wmap:
            info = self._name_info.get(rec.name)
            if info is None:
                info = self._info(rec.name)
            if not info[3]:
                wmap[op] = len(self.worklist)
                self.worklist.append(op)
        if chain:
            wl = self.worklist
            for a in chain:
                if a not in wmap:
                    wmap[a] = len(wl)
                    wl.append(a)

    def _chain_of(self, block: int) -> tuple[int, ...]:
        """The ops enclosing `block` up to the scope (innermost first) but the
        inert ones (see `_info`), or `_OUTSIDE`. Cached per block (ids are
        never reused); a pattern that moves blocks to a new op (scf's) erases
        the old one, which clears the cache (`notify_op_erased`)."""
        rw = self.rw
        ops, blocks, regions = rw.ops, rw.blocks, rw.regions
        chain: list[int] = []
        b = block
        while True:
            region = blocks[b].parent
            if region == self.scope:
                result = tuple(chain)
                break
            o = regions[region].parent
            orec = ops.get(o) if o else None
            if orec is None or not orec.parent:
                result = _OUTSIDE
                break
            if not self._info(orec.name)[3]:
                chain.append(o)
            b = orec.parent
        self._chains[block] = result
        return result

    # -- listener (the driver hears every edit) ------------------------------

    def _forward(self, event: str, *args: object) -> None:
        if not self.external:
            return
        if self._buffer is not None:
            self._buffer.append((event, args))
            return
        for lst in self.external:
            getattr(lst, event)(self.rw, *args)

    def reads_op_order(self) -> bool:
        """The driver's own hooks read records, use lists and regions, not
        the order of ops in a block; the listeners it forwards to might."""
        return bool(self.external)

    def notify_op_created(self, rewriter: Rewriter, op: int) -> None:
        if self.external:
            self._forward("notify_op_created", op)

    # The hot hooks test `external` before calling `_forward`: a rewrite
    # modifies every user of the values it replaces.

    def notify_op_inserted(self, rewriter: Rewriter, op: int) -> None:
        if self.external:
            self._forward("notify_op_inserted", op)
        if self._made_by:
            self._chain[op] = self._made_by
        rec = self.rw.ops.get(op)
        if rec is not None:
            info = self._name_info.get(rec.name)
            if info is None:
                info = self._info(rec.name)
            if not info[3] or info[2]:
                self._active.add(op)
                if rec.regions:
                    self._holders.add(op)
                    self._skip_inert = False
        self.add_to_worklist(op)

    def notify_op_modified(self, rewriter: Rewriter, op: int) -> None:
        if self.external:
            self._forward("notify_op_modified", op)
        self.add_to_worklist(op)

    def notify_op_replaced(self, rewriter: Rewriter, op: int, new_values: tuple[int, ...]) -> None:
        if self.external:
            self._forward("notify_op_replaced", op, new_values)

    def notify_op_erased(self, rewriter: Rewriter, op: int) -> None:
        if self.external:
            self._forward("notify_op_erased", op)
        rec = self.rw.ops.get(op)
        if rec is not None:
            self._add_operands_to_worklist(op, rec)
        i = self.wmap.pop(op, None)  # `remove(op)`, inlined
        if i is not None:
            self.worklist[i] = None
        self._active.discard(op)
        if rec is not None and rec.regions:
            if self._chains:
                # A pattern may have moved its blocks to a new op (scf's).
                self._chains.clear()
            holders = self._holders
            if op in holders:
                holders.discard(op)
                self._skip_inert = not holders and self._exact

    def _add_operands_to_worklist(self, op: int, rec: OpRecord) -> None:
        """Queue the defining op of each operand that has at most two users
        (one of them `op`, about to go); `rec`: the op's record."""
        rw = self.rw
        vals = rw.values
        index = rw.use_index
        if index is None:
            rw.uses(0)
            index = rw.use_index
            assert index is not None
        skip = self._skip_inert and rw.unheard_edits == self._walk_unheard
        active = self._active
        for v in rec.operands:
            vrec = vals.get(v)
            if vrec is None or vrec.is_arg:
                continue
            if skip and vrec.owner not in active:
                continue  # `add_to_worklist` would queue nothing (see there)
            other: int | None = None
            more = False
            uses = index.get(v, ())
            for user, _ in uses if type(uses) is tuple else any_order(uses):
                if user in (op, other):
                    continue
                if other is None:
                    other = user
                    continue
                more = True
                break
            if not more:
                self.add_to_worklist(vrec.owner)

    # -- what is known about op names -----------------------------------------

    def _info(self, name: str) -> _NameInfo:
        """(dead kind: 0 never / 1 if unused / 2 check nested ops, folder,
        ConstantLike, inert) for an op name.

        An inert op can never be dead, has no folder to run and no pattern
        can be rooted at it (an unregistered op, say): popping it from the
        worklist does nothing, so it is never queued. Its ancestors are, as
        MLIR queues them; the order of everything else is unchanged. (The
        one difference: a rewrite limit reached when only inert ops were
        left counts as the worklist having run out.)"""
        info = self._name_info.get(name)
        if info is not None:
            return info
        d = self.ctx.op(name)
        dead = 0
        folder = None
        constant = False
        if d is not None:
            traits = d.traits
            if IS_TERMINATOR not in traits and SYMBOL not in traits:
                e = own_effects(self.ctx, name)
                if RECURSIVE in traits:
                    dead = 2 if e != UNKNOWN else 0
                elif e is not None and e != UNKNOWN:
                    dead = 1
            if self.config.fold:
                impl = d.interface(Folder)
                folder = impl.fold if impl is not None else None
            constant = d.has_trait("ConstantLike")
        roots = self.applicator.root_names
        inert = (
            dead == 0 and (folder is None or constant) and roots is not None and name not in roots
        )
        info = self._name_info[name] = (dead, folder, constant, inert)
        return info

    def _nested_effect_free(self, op: int) -> bool:
        rw = self.rw
        stack = [op]
        while stack:
            o = stack.pop()
            name = rw.ops[o].name
            d = self.ctx.op(name)
            e = own_effects(self.ctx, name)
            if e is not None and e == UNKNOWN:
                return False
            if d is not None and RECURSIVE in d.traits:
                for r in rw.ops[o].regions:
                    for b in rw.regions[r].blocks:
                        stack.extend(rw.block_ops(b))
        return True

    def _trivially_dead(self, op: int, rec: OpRecord, kind: int) -> bool:
        index = self.rw.use_index
        if index is None:
            for r in rec.results:
                if self.rw.uses(r):
                    return False
        else:
            for r in rec.results:
                if index.get(r):
                    return False
        if kind == 2:
            return self._nested_effect_free(op)
        return True

    # -- initial worklist -----------------------------------------------------

    def _populate(self) -> None:
        """Post-order walk of the scope region (pre-order, then reversed, when
        top-down), queueing each op and its ancestors; ConstantLike ops are
        deduplicated and hoisted instead (`insertKnownConstant`)."""
        wl: list[int | None] = []
        wmap: dict[int, int] = {}
        self.worklist = wl
        self.wmap = wmap
        rw = self.rw
        ops = rw.ops
        known: dict[tuple[int, str, tuple[Attribute, object]], int] = {}
        self._owned_constants = set()
        active: set[int] = set()
        self._active = active
        holders: set[int] = set()
        self._holders = holders
        # `_active` fills as the walk goes: nothing may trust it meanwhile
        # (hoisting a constant runs the hooks, and an erasure's hook would
        # otherwise turn `_skip_inert` on again); exact again at the end.
        self._skip_inert = False
        self._exact = False
        self._walk_unheard = rw.unheard_edits
        top_down = self.config.top_down
        cse = self.config.cse_constants
        name_info = self._name_info
        info_of = self._info
        parent_of: dict[int, int] = {}
        """Parents of the ops that hold regions (their children's ancestors)."""
        inert_of: dict[int, bool] = {}
        """Whether each op that holds regions is inert (never queued)."""
        handled: set[int] = set()
        """Ancestors already queued, or skipped as inert, with theirs."""

        def children(op_regions: tuple[int, ...]) -> list[int]:
            # The rewriter's maps are read afresh: hoisting a constant edits
            # them, and a listener may have taken a snapshot (new maps).
            regions, blocks, links = rw.regions, rw.blocks, rw.links
            out: list[int] = []
            for r in op_regions:
                for b in regions[r].blocks:
                    x = blocks[b].first
                    while x:
                        out.append(x)
                        x = links[x][1]
            return out

        def queue(o: int, inert: bool, parent: int) -> None:
            """Queue `o` (unless inert) and its ancestors."""
            if not inert and o not in wmap:
                wmap[o] = len(wl)
                wl.append(o)
            a = parent
            while a and a not in handled:
                handled.add(a)
                if not inert_of[a] and a not in wmap:
                    wmap[a] = len(wl)
                    wl.append(a)
                a = parent_of.get(a, 0)

        # A stack of (iterator over the ops of one op's regions, that op):
        # children before parents (post-order), or parents first (pre-order)
        # when top-down. Each op's region ops are listed when the walk
        # reaches it, before any is visited, so a constant hoisted during
        # the walk is not visited twice.
        stack: list[tuple[Iterator[int], int]] = [(iter(children((self.scope,))), 0)]
        while stack:
            it, parent = stack[-1]
            for o in it:
                rec = ops[o]
                info = name_info.get(rec.name)
                if info is None:
                    info = info_of(rec.name)
                inert = info[3]
                if not inert or info[2]:
                    active.add(o)
                    if rec.regions:
                        holders.add(o)
                if rec.regions:
                    parent_of[o] = parent
                    inert_of[o] = inert
                    inner = children(rec.regions)
                    if top_down and not (cse and info[2] and self._known_constant(o, known)):
                        queue(o, inert, parent)
                    ops = rw.ops
                    stack.append((iter(inner), o))
                    break
                if cse and info[2]:
                    replaced = self._known_constant(o, known)
                    ops = rw.ops
                    if replaced:
                        continue
                # queue(o, inert, parent), inlined: this is the common case.
                if not inert and o not in wmap:
                    wmap[o] = len(wl)
                    wl.append(o)
                if parent and parent not in handled:
                    queue(0, True, parent)
            else:
                stack.pop()
                if parent and not top_down:  # post-order: after its regions
                    queue(parent, inert_of[parent], parent_of[parent])
        if top_down:
            wl.reverse()
            self.wmap = {x: i for i, x in enumerate(wl) if x is not None}
        self._exact = True
        self._skip_inert = not holders

    def _known_constant(
        self, op: int, known: dict[tuple[int, str, tuple[Attribute, object]], int]
    ) -> bool:
        """`OperationFolder::insertKnownConstant` for a ConstantLike op: the
        first constant of each (dialect, value, type) in an isolated region
        is moved to the front of the region's entry block (unless it is at
        the front or right after another such constant; from another block,
        it loses its location); a later equal one
        is replaced by it, which then loses its location. True when `op`
        was replaced (and must not be queued)."""
        rw = self.rw
        rec = rw.ops.get(op)
        if rec is None or len(rec.results) != 1:
            return False
        if not self._info(rec.name)[2]:
            return False
        props = rec.properties
        value = props.get("value") if isinstance(props, DictionaryAttr) else None
        if not isinstance(value, Attribute):
            return False
        region = self._insertion_region(op)
        if region is None:
            return False
        rtype = rw.values[rec.results[0]].type
        key = (region, rec.name.partition(".")[0], (value, rtype))
        existing = known.get(key)
        if existing is not None:
            rw.replace_op(op, rw.ops[existing].results)
            rw.set_loc(existing, UNKNOWN_LOC)
            return True
        entry = rw.regions[region].blocks[0]
        first = rw.blocks[entry].first
        if rec.parent != entry:
            # Hoisted out of another block: MLIR 22 erases its location.
            rw.move(op, before=first)
            rw.set_loc(op, UNKNOWN_LOC)
        elif first != op and rw.links[op][0] not in self._owned_constants:
            rw.move(op, before=first)
        known[key] = op
        self._owned_constants.add(op)
        return False

    def _insertion_region(self, op: int) -> int | None:
        """The region of the closest ancestor that might be isolated from
        above (an unregistered op might: its constants stay inside), or of
        the scope, whose entry block receives hoisted constants
        (`OperationFolder::getInsertionRegion`)."""
        rw = self.rw
        rec = rw.ops[op]
        block = rec.parent
        while block:
            region = rw.blocks[block].parent
            parent = rw.regions[region].parent
            if region == self.scope:
                return region
            d = self.ctx.op(rw.ops[parent].name)
            if d is None or d.has_trait(ISOLATED_FROM_ABOVE):
                return region
            block = rw.ops[parent].parent
        return None

    # -- processing -----------------------------------------------------------

    def run(self) -> DriverResult:
        """Iterate to a fixpoint (or the limits). The cyclic garbage
        collector is paused meanwhile: rewriting allocates many small
        records and each full collection would walk the whole payload.

        When the process has frozen its heap (pdlx-opt does after parsing,
        see `cli._OneShot`, and sets `gcpause.HEAP_FROZEN`; a library caller's
        frozen objects are not a sign of that), what the driver built is frozen too: otherwise
        the first allocation after the pause collects every record and map
        node the rewrites made (~0.25 s for 10,000 rewrites), to find no
        cycles (the IR has none)."""
        with bulk_phase():
            return self._run()

    def _run(self) -> DriverResult:
        rw = self.rw
        config = self.config
        rw.listeners.append(self)
        unheard = rw.unheard_edits
        try:
            iteration = 0
            cont = False
            while True:
                iteration += 1
                if (
                    not config.single_pass
                    and config.max_iterations != NO_LIMIT
                    and iteration > config.max_iterations
                ):
                    break
                self.result.last_counts = {}
                if iteration > 1 and self._nothing_to_queue(unheard):
                    # The walk would queue nothing: every op it would visit
                    # is inert (see `_nothing_to_queue`).
                    self.worklist = []
                    self.wmap = {}
                else:
                    unheard = rw.unheard_edits
                    self._populate()
                if iteration == 1:
                    self._set_max_chain()
                cont = self._process()
                if self.result.runaway_op:
                    cont = True
                    break
                if config.single_pass:
                    cont = any(x is not None for x in self.worklist)
                    break
                if config.region_simplify:
                    cont = self._region_dce() or cont
                if not cont:
                    break
            self.result.iterations = min(iteration, max(config.max_iterations, iteration))
            self.result.converged = not cont
        finally:
            rw.listeners.remove(self)
            rw.clear_insertion_point()
        return self.result

    def _nothing_to_queue(self, unheard: int) -> bool:
        """Whether a new walk of the scope would queue nothing, known
        without walking it: no op the last walk visited or a hook heard
        inserted since is left whose name is not inert or is ConstantLike
        (`_active`), and no edit the listeners do not hear of
        (`Rewriter.unheard_edits`, which was `unheard` at the last walk)
        brought ops in since. A run whose rewrites leave only ops no pattern
        applies to (the Ch4 fusion's roots are all replaced by unregistered
        ops) so skips its last walk."""
        if self.rw.unheard_edits != unheard or self.config.region_simplify or not self._exact:
            return False
        return not self._active

    def _set_max_chain(self) -> None:
        config = self.config
        limit = config.max_chain
        if limit == 0:
            queued = len(self.wmap)  # the worklist's ops (the rest are None)
            limit = max(MIN_CHAIN, 2 * queued)
        # A rewrite limit within the chain limit bounds a run already,
        # unless the iterations are unbounded.
        if (
            limit
            and config.max_rewrites != NO_LIMIT
            and config.max_rewrites <= limit
            and (config.single_pass or config.max_iterations != NO_LIMIT)
        ):
            limit = None
        self._max_chain = limit or 0
        self.result.chain_limit = self._max_chain

    def _process(self) -> bool:
        """Pop and process ops until the worklist is empty (or the rewrite
        limit). The loop is the driver's hot path: an op whose name no
        pattern can be rooted at, that cannot be dead and has no folder (an
        unregistered op, say) costs two dictionary lookups."""
        rw = self.rw
        applicator = self.applicator
        match = applicator.match
        roots = applicator.root_names
        wl = self.worklist
        wmap = self.wmap
        name_info = self._name_info
        info_of = self._info
        changed = False
        num = 0
        limit = self.config.max_rewrites
        out: list[C] = []
        ops = rw.ops
        while wl:
            op = wl.pop()
            if op is None:
                continue
            del wmap[op]
            rec = ops.get(op)
            if rec is None:
                continue
            name = rec.name
            info = name_info.get(name)
            if info is None:
                info = info_of(name)
            dead, folder, constant, _inert = info
            if dead and self._trivially_dead(op, rec, dead):
                rw.erase_op(op)
                changed = True
                ops = rw.ops  # a listener may have taken a snapshot
                continue
            if folder is not None and not constant:
                folded = self._try_fold(op, rec, folder)
                ops = rw.ops  # the folder read a snapshot: the maps are new
                if folded:
                    changed = True
                    continue
            if roots is not None and name not in roots:
                continue
            out.clear()
            error = match(op, rw, out)
            ops = rw.ops  # a native constraint may have taken a snapshot
            if error is not None:
                self.result.diagnostics.append(error)
                continue
            if not out:
                continue
            for m in tuple(out):
                if self._apply(op, m):
                    changed = True
                    num += 1
                    if self._observer is not None:
                        self._observed(op, m, rec)
                    if self._made_by and self._lengthen(op, m, rec):
                        return True
                    break
            # A rewrite takes a checkpoint, which starts new mutable maps.
            ops = rw.ops
            if limit != NO_LIMIT and num >= limit and wl:
                self.result.rewrite_limit_hit = True
                break
        return changed

    def _observed(self, op: int, m: C, rec: OpRecord) -> None:
        """Tell the observer of the rewrite of `m` at `op` (`rec`: before)."""
        assert self._observer is not None
        applicator = self.applicator
        pidx = applicator.pattern_index(m)
        if isinstance(applicator, PatternNames):
            name, loc = applicator.pattern_name(pidx)
        else:
            name, loc = f"pattern #{pidx}", UNKNOWN_LOC
        self._observer.rewrite_applied(self.rw, op, rec, name, loc)

    def _lengthen(self, op: int, m: C, rec: OpRecord) -> bool:
        """After a rewrite rooted at `op` (`rec`: its record before): its
        root, if left, is one longer (what it made was marked by
        `notify_op_inserted`). True when the chain is too long: the driver
        stops (`DriverResult.runaway`)."""
        made = self._made_by
        self._made_by = 0
        if op in self.rw.ops:
            self._chain[op] = made
        if made > self._max_chain - _RUNAWAY_TAIL:
            runaway = self.result.runaway
            pidx = self.applicator.pattern_index(m)
            runaway[pidx] = runaway.get(pidx, 0) + 1
            if made >= self._max_chain:
                self.result.runaway_op = op
                self.result.runaway_loc = rec.loc
                return True
        return False

    def _apply(self, op: int, m: C) -> bool:
        rw = self.rw
        applicator = self.applicator
        # What the rewrite makes is one longer than its root's chain.
        self._made_by = self._chain.get(op, 0) + 1 if self._max_chain else 0
        if not applicator.transactional:
            rw.set_insertion_point_before(op)
            if applicator.apply(op, m, rw) is not True:
                self._made_by = 0
                return False
            self._count(applicator.pattern_index(m))
            return True
        external = self.external
        if not external and self._infallible is not None and self._infallible(op, m, rw):
            # Nothing to undo and no one to replay to: no checkpoint.
            rw.set_insertion_point_before(op)
            outcome = applicator.apply(op, m, rw)
            if outcome is not True:
                raise self._broken_promise(m, outcome)
        else:
            if not self._apply_checkpointed(op, m):
                return False
        # `_count`, inlined
        pidx = applicator.pattern_index(m)
        result = self.result
        result.rewrites += 1
        counts = result.counts
        counts[pidx] = counts.get(pidx, 0) + 1
        counts = result.last_counts
        counts[pidx] = counts.get(pidx, 0) + 1
        return True

    def _broken_promise(self, m: C, outcome: bool | Diagnostic) -> InfallibleRewriteFailed:
        """The error for a rewrite its applicator called infallible that
        failed anyway: nothing can restore the payload (no checkpoint)."""
        pidx = self.applicator.pattern_index(m)
        applicator = self.applicator
        name = (
            applicator.pattern_name(pidx)[0]
            if isinstance(applicator, PatternNames)
            else f"pattern #{pidx}"
        )
        why = outcome.message if isinstance(outcome, Diagnostic) else "it returned False"
        return InfallibleRewriteFailed(
            f"internal error: the rewrite of {name} was declared infallible (no "
            f"checkpoint kept) but failed, leaving the payload half rewritten: {why}"
        )

    def _apply_checkpointed(self, op: int, m: C) -> bool:
        """`_apply` of a transactional applicator's candidate, with a
        checkpoint: True when it rewrote."""
        rw = self.rw
        applicator = self.applicator
        # The checkpoint is a journal of the writes (when the rewriter keeps
        # a def-use index): undone on failure; on success, what the rewrite
        # erased stays readable through it for the listeners it is replayed
        # to. The edits of a whole iteration so go to one set of transients;
        # a snapshot per rewrite would freeze them and start new ones.
        journaled = rw.begin_journal()
        before = None if journaled else rw.snapshot()
        kept: JournalView | None = None
        external = self.external
        self._buffer = [] if external else None
        rw.set_insertion_point_before(op)
        try:
            outcome = applicator.apply(op, m, rw)
            if outcome is not True:
                self._made_by = 0
                self._buffer = None
                if journaled:
                    rw.undo_journal()
                elif before is not None:
                    rw.rollback(before)
                # What it erased is back, but not in `_active`.
                self._exact = self._skip_inert = False
                if isinstance(outcome, Diagnostic):
                    self.result.diagnostics.append(outcome)
                return False
        finally:
            if journaled:
                if external:
                    kept = rw.end_journal()
                else:
                    rw.drop_journal()  # nothing is replayed: no view of it
        buffered = self._buffer
        self._buffer = None
        if buffered:
            view = ReplayView(rw, before if before is not None else kept)
            for event, args in buffered:
                for lst in external:
                    getattr(lst, event)(view, *args)
        return True

    def _count(self, pidx: int) -> None:
        result = self.result
        result.rewrites += 1
        result.counts[pidx] = result.counts.get(pidx, 0) + 1
        result.last_counts[pidx] = result.last_counts.get(pidx, 0) + 1

    def _try_fold(self, op: int, rec: OpRecord, folder: _FoldFn) -> bool:
        """The op's folder: replace it by existing values or materialized
        constants (MLIR's `op->fold` + `materializeConstant`), or change it
        in place (the op is queued again)."""
        rw = self.rw
        folded = folder(Operation(rw.snapshot(), op))
        if isinstance(folded, InPlaceFold):
            if folded.operands != rec.operands:
                rw.set_operands(op, folded.operands)
            for name, value in folded.properties:
                rw.set_property(op, name, value)
            self.add_to_worklist(op)
            return True
        if not folded or len(folded) != len(rec.results):
            return False
        dialect = self.ctx.dialects.get(rec.name.partition(".")[0])
        mat = dialect.materialize_constant if dialect is not None else None
        rw.set_insertion_point_before(op)
        replacements: list[int] = []
        created: list[int] = []
        # The constants continue the folded op's chain of rewrites.
        self._made_by = self._chain.get(op, 0) if self._max_chain else 0
        try:
            for r, f in zip(rec.results, folded, strict=True):
                if isinstance(f, int):
                    replacements.append(f)
                    continue
                new = mat(rw, f, rw.values[r].type, rec.loc) if mat is not None else None
                if new is None:
                    for c in created:
                        rw.erase_op(c)
                    return False
                created.append(new)
                replacements.append(rw.ops[new].results[0])
        finally:
            self._made_by = 0
        if replacements == list(rec.results):
            return False
        rw.replace_op(op, replacements)
        return True

    def _region_dce(self) -> bool:
        """The dead-code part of simplifyRegions, as MLIR's
        `eraseUnreachableBlocks` and `runRegionDCE`: a liveness fixpoint,
        then every op not proven live erased (users before definitions),
        and the dead arguments of non-entry blocks with the branch operands
        feeding them. As there, a terminator is live even inside a dead op,
        and so are the ops whose values it uses: a constant an erased loop's
        `scf.condition` used stays until the next iteration."""
        rw = self.rw
        erased = self._erase_unreachable_blocks()
        live: set[int] = set()
        changed = True

        def would_be_dead(o: int) -> bool:
            rec = rw.ops[o]
            info = self._name_info.get(rec.name)
            if info is None:
                info = self._info(rec.name)
            if not info[0]:
                return False
            return info[0] != 2 or self._nested_effect_free(o)

        def used_live(v: int) -> bool:
            for u, idx in rw.uses(v):
                if u not in live:
                    continue
                arg = _successor_arg(rw, u, idx)
                if arg is None or arg in live:  # isUseSpeciallyKnownDead
                    return True
            return False

        # One reverse walk sees every user before its definition in
        # single-block regions; only a region with several blocks (a loop
        # through a back edge) needs the walk repeated to a fixpoint.
        multi_block = False

        def visit_region(region: int) -> None:
            nonlocal changed, multi_block
            blocks = rw.regions[region].blocks
            if len(blocks) > 1:
                multi_block = True
            for b in self._post_order(region):
                for o in reversed(rw.block_ops(b)):
                    for inner in rw.ops[o].regions:
                        visit_region(inner)
                    if o in live:
                        continue
                    rec = rw.ops[o]
                    d = self.ctx.op(rec.name)
                    if d is not None and IS_TERMINATOR in d.traits:
                        live.add(o)
                        changed = True
                        if rec.name not in _BRANCHES:
                            for s in rec.successors:
                                live.update(rw.blocks[s].args)
                        continue
                    if not would_be_dead(o) or any(used_live(r) for r in rec.results):
                        live.add(o)
                        changed = True
                if b == blocks[0]:
                    continue
                for a in rw.blocks[b].args:
                    if a not in live and used_live(a):
                        live.add(a)
                        changed = True

        visit_region(self.scope)
        while changed and multi_block:
            changed = False
            visit_region(self.scope)

        def delete(region: int) -> None:
            nonlocal erased
            blocks = rw.regions[region].blocks
            multi = len(blocks) > 1
            for b in self._post_order(region):
                if multi:
                    erased = _erase_dead_successor_operands(rw, rw.blocks[b].last, live) or erased
                for o in reversed(rw.block_ops(b)):
                    if o not in live:
                        # A use left (from a block the walk does not reach)
                        # keeps the op: MLIR would drop it, pdlx keeps the IR
                        # valid.
                        if not any(rw.uses(r) for r in rw.ops[o].results):
                            rw.erase_op(o)
                            erased = True
                    else:
                        for inner in rw.ops[o].regions:
                            delete(inner)
            for b in blocks[1:]:
                args = rw.blocks[b].args
                dead = [i for i, a in enumerate(args) if a not in live and not rw.uses(a)]
                if dead and all(rw.ops[t].name in _BRANCHES for t in _branches_to(rw, region, b)):
                    rw.erase_block_arguments(b, dead)
                    erased = True

        delete(self.scope)
        return erased

    def _erase_unreachable_blocks(self) -> bool:
        """MLIR's `eraseUnreachableBlocks`, the first step of simplifyRegions:
        in every multi-block region, the blocks the entry cannot reach go
        (their values' uses dropped first)."""
        rw = self.rw
        erased = False
        worklist = [self.scope]
        while worklist:
            region = worklist.pop()
            blocks = rw.regions[region].blocks
            if not blocks:
                continue
            reachable = set(self._post_order(region)) if len(blocks) > 1 else set(blocks)
            dead = [b for b in blocks if b not in reachable]
            stack = [o for b in dead for o in rw.block_ops(b)]
            while stack:
                o = stack.pop()
                if rw.ops[o].operands:
                    rw.set_operands(o, ())
                for inner in rw.ops[o].regions:
                    for ib in rw.regions[inner].blocks:
                        stack.extend(rw.block_ops(ib))
            for b in dead:
                for o in reversed(rw.block_ops(b)):
                    rw.erase_op(o)
                rw.erase_block(b)
                erased = True
            for b in rw.regions[region].blocks:
                for o in rw.block_ops(b):
                    worklist.extend(rw.ops[o].regions)
        return erased

    def _post_order(self, region: int) -> list[int]:
        """The blocks of `region` reachable from its entry, in post-order of
        the successor graph (`llvm::post_order`)."""
        rw = self.rw
        blocks = rw.regions[region].blocks
        if not blocks:
            return []
        out: list[int] = []
        seen = {blocks[0]}
        stack: list[tuple[int, list[int]]] = [(blocks[0], self._successors(blocks[0]))]
        while stack:
            b, succ = stack[-1]
            if succ:
                s = succ.pop(0)
                if s not in seen:
                    seen.add(s)
                    stack.append((s, self._successors(s)))
                continue
            stack.pop()
            out.append(b)
        return out

    def _successors(self, block: int) -> list[int]:
        last = self.rw.blocks[block].last
        return list(self.rw.ops[last].successors) if last else []

    def _dead_now(self, op: int) -> bool:
        rec = self.rw.ops.get(op)
        if rec is None:
            return False
        info = self._name_info.get(rec.name)
        if info is None:
            info = self._info(rec.name)
        return bool(info[0]) and self._trivially_dead(op, rec, info[0])


_BRANCHES = frozenset({"cf.br", "cf.cond_br"})
"""The terminators whose successor operands the region DCE maps to block
arguments (BranchOpInterface; `cf.switch`'s are kept, conservatively)."""


def _successor_operand_groups(rec: OpRecord) -> list[tuple[int, int]]:
    """(first operand index, count) of each successor's operands."""
    if rec.name == "cf.br":
        return [(0, len(rec.operands))]
    props = rec.properties
    seg = props.get("operandSegmentSizes") if isinstance(props, DictionaryAttr) else None
    n = seg.values[1] if isinstance(seg, DenseArrayAttr) else len(rec.operands) - 1
    return [(1, n), (1 + n, len(rec.operands) - 1 - n)]


def _successor_arg(rw: Rewriter, op: int, idx: int) -> int | None:
    """`BranchOpInterface::getSuccessorBlockArgument`: the block argument
    operand `idx` of a branch feeds, if any."""
    rec = rw.ops[op]
    if rec.name not in _BRANCHES:
        return None
    for (start, count), succ in zip(_successor_operand_groups(rec), rec.successors, strict=True):
        if start <= idx < start + count:
            return rw.blocks[succ].args[idx - start]
    return None


def _branches_to(rw: Rewriter, region: int, block: int) -> list[int]:
    out: list[int] = []
    for b in rw.regions[region].blocks:
        last = rw.blocks[b].last
        if last and block in rw.ops[last].successors:
            out.append(last)
    return out


def _erase_dead_successor_operands(rw: Rewriter, term: int, live: set[int]) -> bool:
    """`eraseTerminatorSuccessorOperands`: a branch stops passing values to
    dead block arguments."""
    if not term:
        return False
    rec = rw.ops[term]
    if rec.name not in _BRANCHES:
        return False
    groups = _successor_operand_groups(rec)
    keep: list[int] = list(range(groups[0][0]))
    sizes: list[int] = []
    for (start, count), succ in zip(groups, rec.successors, strict=True):
        args = rw.blocks[succ].args
        kept = [start + i for i in range(count) if args[i] in live]
        keep += kept
        sizes.append(len(kept))
    if len(keep) == len(rec.operands):
        return False
    rw.set_operands(term, [rec.operands[i] for i in keep])
    if rec.name == "cf.cond_br":
        rw.set_property(term, "operandSegmentSizes", DenseArrayAttr(i32, (1, *sizes)))
    return True


def _walk_region(snap: Snapshot, region: int) -> list[int]:
    """The ops nested in `region`, post-order."""
    out: list[int] = []
    for b in snap.regions[region].blocks:
        for o in snap.block_ops(b):
            out.extend(snap.walk(o, post_order=True))
    return out


__all__ = [
    "NO_LIMIT",
    "DriverResult",
    "GreedyConfig",
    "GreedyDriver",
    "InfallibleRewriteFailed",
    "PatternApplicator",
    "PatternNames",
    "ReplayView",
    "RewriteObserver",
    "observing_rewrites",
]
