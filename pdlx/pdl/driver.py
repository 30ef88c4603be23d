"""The greedy pattern rewrite driver, as MLIR 22's `applyPatternsGreedily`
runs it on a region, with compiled PDL patterns.

A port of `GreedyPatternRewriteDriver.cpp` / `PatternApplicator.cpp` for
what decides the output: the worklist is filled by a post-order walk of the
region (pre-order and reversed when top-down), with ConstantLike ops
deduplicated and hoisted to the entry block of their isolated region
instead (`OperationFolder::insertKnownConstant`); ops are popped from the
back; a trivially dead op is erased, an op with a folder is folded (results
materialized by the dialect's constant materializer), otherwise the PDL
matcher collects every match rooted at the op and the rewrites are tried in
benefit order until one succeeds. Inserted and modified ops are queued,
erased ops dequeued and the defining ops of their operands queued when
those have at most two users; iterations repeat until one changes nothing,
at most `max_iterations` times, each with at most `max_rewrites` rewrites.

What MLIR cannot do, pdlx does: a rewrite that fails halfway (a native
rewrite fails, a replace has the wrong number of values) is rolled back to
the checkpoint taken before it, and the next match is tried; listeners
outside the driver (transform handles) hear about a rewrite only once it
has succeeded. Non-convergence is reported with the patterns that kept
firing.

Not ported: region simplification (unreachable blocks, dead block
arguments, block merging) and strict modes.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from pdlx.ir.attributes import Attribute, DictionaryAttr
from pdlx.ir.diagnostics import Diagnostic, Severity
from pdlx.ir.interfaces import Folder
from pdlx.ir.location import UNKNOWN_LOC, Location, fused_loc
from pdlx.ir.rewriter import IRError, Listener, Rewriter
from pdlx.ir.uselist import any_order
from pdlx.pdl.compiler import CompiledPatterns, Match, NativeCallError
from pdlx.pdl.runtime import PatternRewriter, RewriteFailed

if TYPE_CHECKING:
    from pdlx.ir.context import Context

NO_LIMIT = -1


@dataclass
class GreedyConfig:
    """GreedyRewriteConfig's knobs (MLIR's defaults)."""

    max_iterations: int = 10
    max_rewrites: int = NO_LIMIT
    """Per iteration (MLIR's maxNumRewrites); -1: no limit."""
    top_down: bool = False
    fold: bool = True
    cse_constants: bool = True


@dataclass
class DriverResult:
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


class _ReplayView:
    """What buffered notifications are delivered with: the rewriter's
    current state, falling back to the state before the rewrite for ops and
    values the rewrite erased."""

    def __init__(self, rw: Rewriter, before: Any) -> None:
        self._rw = rw
        self._before = before

    def op_record(self, op: int) -> Any:
        r = self._rw._ops.get(op)
        return r if r is not None else self._before.ops[op]

    def value_record(self, v: int) -> Any:
        r = self._rw._values.get(v)
        return r if r is not None else self._before.values[v]

    def block_record(self, b: int) -> Any:
        r = self._rw._blocks.get(b)
        return r if r is not None else self._before.blocks[b]

    def region_record(self, r: int) -> Any:
        x = self._rw._regions.get(r)
        return x if x is not None else self._before.regions[r]

    def has_op(self, op: int) -> bool:
        return self._rw.has_op(op)

    def uses(self, v: int) -> Any:
        return self._rw.uses(v)

    def snapshot(self) -> Any:
        return self._rw.snapshot()

    def __getattr__(self, name: str) -> Any:
        return getattr(self._rw, name)


class GreedyDriver(Listener):
    """Applies compiled PDL patterns to the ops nested in one region."""

    def __init__(
        self,
        rw: PatternRewriter,
        patterns: CompiledPatterns,
        scope: int,
        config: GreedyConfig | None = None,
        listeners: Sequence[Listener] = (),
    ) -> None:
        self.rw = rw
        self.p = patterns
        self.scope = scope
        self.config = config or GreedyConfig()
        self.external = list(listeners)
        self.ctx: Context = rw.ctx
        self.worklist: list[int | None] = []
        self.wmap: dict[int, int] = {}
        self._buffer: list[tuple[str, tuple[Any, ...]]] | None = None
        self._name_info: dict[str, tuple[int, Any, bool, bool]] = {}
        self._chains: dict[int, tuple[int, ...]] = {}
        self.result = DriverResult(False, 0, 0)

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
        rec = self.rw._ops.get(op)
        if rec is None or not rec.parent:
            return
        chain = self._chains.get(rec.parent)
        if chain is None:
            chain = self._chain_of(rec.parent)
        if chain is _OUTSIDE:
            return
        wmap = self.wmap
        info = self._name_info.get(rec.name)
        if info is None:
            info = self._info(rec.name)
        if op not in wmap and not info[3]:
            wmap[op] = len(self.worklist)
            self.worklist.append(op)
        for a in chain:
            if a not in wmap:
                wmap[a] = len(self.worklist)
                self.worklist.append(a)

    def _chain_of(self, block: int) -> tuple[int, ...]:
        """The ops enclosing `block` up to the scope (innermost first) but the
        inert ones (see `_info`), or `_OUTSIDE`. Cached per block: PDL
        rewrites create and erase ops but never move blocks, and ids are
        never reused."""
        rw = self.rw
        ops, blocks, regions = rw._ops, rw._blocks, rw._regions
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

    def _forward(self, event: str, *args: Any) -> None:
        if not self.external:
            return
        if self._buffer is not None:
            self._buffer.append((event, args))
            return
        for lst in self.external:
            getattr(lst, event)(self.rw, *args)

    def notify_op_created(self, rewriter: Rewriter, op: int) -> None:
        self._forward("notify_op_created", op)

    # The hot hooks test `external` before calling `_forward`: a rewrite
    # modifies every user of the values it replaces.

    def notify_op_inserted(self, rewriter: Rewriter, op: int) -> None:
        if self.external:
            self._forward("notify_op_inserted", op)
        self.add_to_worklist(op)

    def notify_op_modified(self, rewriter: Rewriter, op: int) -> None:
        if self.external:
            self._forward("notify_op_modified", op)
        self.add_to_worklist(op)

    def notify_op_replaced(self, rewriter: Rewriter, op: int, new_values: tuple[int, ...]) -> None:
        self._forward("notify_op_replaced", op, new_values)

    def notify_op_erased(self, rewriter: Rewriter, op: int) -> None:
        if self.external:
            self._forward("notify_op_erased", op)
        self._add_operands_to_worklist(op)
        self.remove(op)

    def _add_operands_to_worklist(self, op: int) -> None:
        """Queue the defining op of each operand that has at most two users
        (one of them `op`, about to go)."""
        rw = self.rw
        rec = rw._ops.get(op)
        if rec is None:
            return
        vals = rw._values
        index = rw._uses
        for v in rec.operands:
            vrec = vals.get(v)
            if vrec is None or vrec.is_arg:
                continue
            other: int | None = None
            more = False
            for user, _ in any_order(index.get(v, ())):
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

    def _info(self, name: str) -> tuple[int, Any, bool, bool]:
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
        from pdlx.ir.context import IS_TERMINATOR, SYMBOL
        from pdlx.rewrite.effects import RECURSIVE, UNKNOWN, own_effects

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
                fold = d.interface(Folder)
                folder = fold.fold if fold is not None else None
            constant = d.has_trait("ConstantLike")
        roots = self.p.root_names
        inert = (
            dead == 0 and (folder is None or constant) and roots is not None and name not in roots
        )
        info = self._name_info[name] = (dead, folder, constant, inert)
        return info

    def _nested_effect_free(self, op: int) -> bool:
        from pdlx.rewrite.effects import RECURSIVE, UNKNOWN, own_effects

        rw = self.rw
        stack = [op]
        while stack:
            o = stack.pop()
            name = rw._ops[o].name
            d = self.ctx.op(name)
            e = own_effects(self.ctx, name)
            if e is not None and e == UNKNOWN:
                return False
            if d is not None and RECURSIVE in d.traits:
                for r in rw._ops[o].regions:
                    for b in rw._regions[r].blocks:
                        stack.extend(rw.block_ops(b))
        return True

    def _trivially_dead(self, op: int, rec: Any, kind: int) -> bool:
        index = self.rw._uses
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
        ops, blocks, regions, links = rw._ops, rw._blocks, rw._regions, rw._links
        known: dict[tuple[int, Any, Any], int] = {}
        self._owned_constants: set[int] = set()
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
                if rec.regions:
                    parent_of[o] = parent
                    inert_of[o] = inert
                    inner = children(rec.regions)
                    if top_down and not (cse and info[2] and self._known_constant(o, known)):
                        queue(o, inert, parent)
                    stack.append((iter(inner), o))
                    break
                if cse and info[2] and self._known_constant(o, known):
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

    def _known_constant(self, op: int, known: dict[tuple[int, Any, Any], int]) -> bool:
        """`OperationFolder::insertKnownConstant` for a ConstantLike op: the
        first constant of each (dialect, value, type) in an isolated region
        is moved to the front of the region's entry block (unless it is at
        the front or right after another such constant); a later equal one
        is replaced by it, which then loses its location. True when `op`
        was replaced (and must not be queued)."""
        rw = self.rw
        rec = rw._ops.get(op)
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
        rtype = rw._values[rec.results[0]].type
        key = (region, rec.name.partition(".")[0], (value, rtype))
        existing = known.get(key)
        if existing is not None:
            rw.replace_op(op, rw._ops[existing].results)
            _set_loc(rw, existing, UNKNOWN_LOC)
            return True
        entry = rw._regions[region].blocks[0]
        first = rw._blocks[entry].first
        if rec.parent != entry or (first != op and rw._links[op][0] not in self._owned_constants):
            rw.move(op, before=first)
        known[key] = op
        self._owned_constants.add(op)
        return False

    def _insertion_region(self, op: int) -> int | None:
        """The region of the closest isolated-from-above ancestor (or the
        scope) whose entry block receives hoisted constants."""
        from pdlx.ir.context import ISOLATED_FROM_ABOVE

        rw = self.rw
        rec = rw._ops[op]
        block = rec.parent
        while block:
            region = rw._blocks[block].parent
            parent = rw._regions[region].parent
            if region == self.scope:
                return region
            d = self.ctx.op(rw._ops[parent].name)
            if d is not None and d.has_trait(ISOLATED_FROM_ABOVE):
                return region
            block = rw._ops[parent].parent
        return None

    # -- processing -----------------------------------------------------------

    def run(self) -> DriverResult:
        """Iterate to a fixpoint (or the limits). The cyclic garbage
        collector is paused meanwhile: rewriting allocates many small
        records and each full collection would walk the whole payload.

        When the process has frozen its heap (pdlx-opt does after parsing,
        see `cli._OneShot`), what the driver built is frozen too: otherwise
        the first allocation after the pause collects every record and map
        node the rewrites made (~0.25 s for 10,000 rewrites), to find no
        cycles (the IR has none)."""
        import gc

        from pdlx.support.gcpause import paused_gc

        with paused_gc():
            result = self._run()
            if gc.get_freeze_count():
                gc.freeze()
            return result

    def _run(self) -> DriverResult:
        rw = self.rw
        rw.listeners.append(self)
        try:
            iteration = 0
            cont = False
            while True:
                iteration += 1
                if (
                    self.config.max_iterations != NO_LIMIT
                    and iteration > self.config.max_iterations
                ):
                    break
                self.result.last_counts = {}
                self._populate()
                cont = self._process()
                if not cont:
                    break
            self.result.iterations = min(iteration, max(self.config.max_iterations, iteration))
            self.result.converged = not cont
        finally:
            rw.listeners.remove(self)
            rw.clear_insertion_point()
        return self.result

    def _process(self) -> bool:
        """Pop and process ops until the worklist is empty (or the rewrite
        limit). The loop is the driver's hot path: an op whose name no
        pattern can be rooted at, that cannot be dead and has no folder (an
        unregistered op, say) costs two dictionary lookups."""
        rw = self.rw
        p = self.p
        match = p.match
        natives = p.natives
        roots = p.root_names
        wl = self.worklist
        wmap = self.wmap
        name_info = self._name_info
        info_of = self._info
        changed = False
        num = 0
        limit = self.config.max_rewrites
        out: list[Match] = []
        ops = rw._ops
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
                continue
            if folder is not None and not constant and self._try_fold(op, rec, folder):
                changed = True
                ops = rw._ops
                continue
            if roots is not None and name not in roots:
                continue
            out.clear()
            try:
                match(op, rw, out, natives)
            except NativeCallError as e:
                self._error(rec.loc, str(e))
                ops = rw._ops
                continue
            ops = rw._ops  # a native constraint may have taken a snapshot
            if not out:
                continue
            if len(out) > 1:
                out.sort(key=_neg_benefit)
            for m in tuple(out):
                if self._apply(op, m):
                    changed = True
                    num += 1
                    break
            # A rewrite takes a checkpoint, which starts new mutable maps.
            ops = rw._ops
            if limit != NO_LIMIT and num >= limit and wl:
                self.result.rewrite_limit_hit = True
                break
        return changed

    def _apply(self, op: int, m: Match) -> bool:
        rw = self.rw
        pidx = m[1]
        info = self.p.patterns[pidx]
        ops = rw._ops
        locs = m[3]
        loc: Location
        if len(locs) == 1:
            loc = ops[locs[0]].loc  # what FusedLoc::get makes of one location
        else:
            loc = _fused([ops[o].loc for o in locs]) if locs else UNKNOWN_LOC
        # Without listeners to replay the rewrite to (which read the state
        # before it), a journal of the writes is checkpoint enough.
        journaled = not self.external and rw.begin_journal()
        before = None if journaled else rw.checkpoint()
        self._buffer = [] if self.external else None
        rw.set_insertion_point_before(op)
        try:
            self.p.rewriters[pidx](rw, loc, self.p.natives, *m[2])
        except RewriteFailed as e:
            self._rollback(before)
            d = Diagnostic(
                Severity.ERROR,
                e.loc or info.loc,
                f"PDL pattern {info.label} failed to rewrite: {e.message}; the payload was "
                "restored",
            )
            if info.loc is not (e.loc or info.loc):
                d.attach_note("the pattern is defined here", info.loc)
            self.result.diagnostics.append(d)
            return False
        except NativeCallError as e:
            self._rollback(before)
            d = Diagnostic(Severity.ERROR, info.loc, f"PDL pattern {info.label}: {e}")
            self.result.diagnostics.append(d)
            return False
        except IRError as e:
            self._rollback(before)
            self.result.diagnostics.append(
                Diagnostic(Severity.ERROR, info.loc, f"PDL pattern {info.label}: {e}")
            )
            return False
        finally:
            if journaled:
                rw.end_journal()
        buffered = self._buffer
        self._buffer = None
        if buffered:
            view = _ReplayView(rw, before)
            for event, args in buffered:
                for lst in self.external:
                    getattr(lst, event)(view, *args)
        self.result.rewrites += 1
        self.result.counts[pidx] = self.result.counts.get(pidx, 0) + 1
        self.result.last_counts[pidx] = self.result.last_counts.get(pidx, 0) + 1
        return True

    def _rollback(self, before: Any) -> None:
        """Back to the state before the rewrite: its snapshot, or (None) by
        undoing the journal."""
        self._buffer = None
        if before is None:
            self.rw.undo_journal()
        else:
            self.rw.rollback(before)

    def _error(self, loc: Location, message: str) -> None:
        self.result.diagnostics.append(Diagnostic(Severity.ERROR, loc, message))

    def _try_fold(self, op: int, rec: Any, folder: Any) -> bool:
        """The op's folder: replace it by existing values or materialized
        constants (MLIR's `op->fold` + `materializeConstant`)."""
        from pdlx.ir.views import Operation
        rw = self.rw
        folded = folder(Operation(rw.snapshot(), op))
        if not folded or len(folded) != len(rec.results):
            return False
        dialect = self.ctx.dialects.get(rec.name.partition(".")[0])
        mat = dialect.materialize_constant if dialect is not None else None
        rw.set_insertion_point_before(op)
        replacements: list[int] = []
        created: list[int] = []
        for r, f in zip(rec.results, folded, strict=True):
            if isinstance(f, int):
                replacements.append(f)
                continue
            new = mat(rw, f, rw._values[r].type, rec.loc) if mat is not None else None
            if new is None:
                for c in created:
                    rw.erase_op(c)
                return False
            created.append(new)
            replacements.append(rw._ops[new].results[0])
        if replacements == list(rec.results):
            return False
        rw.replace_op(op, replacements)
        return True


def _fused(locs: list[Location]) -> Location:
    """FusedLoc::get of the matched ops' locations. Locations of tokens of one
    parsed source are equal exactly when their offsets are: a fast path that
    avoids computing their lines (what hashing them costs)."""
    from pdlx.ir.location import FusedLoc, SourceLoc

    first = locs[0]
    if type(first) is SourceLoc and all(
        type(x) is SourceLoc and x.source is first.source for x in locs
    ):
        seen: set[int] = set()
        out: list[Location] = []
        for x in locs:
            off = x.offset  # type: ignore[attr-defined]
            if off not in seen:
                seen.add(off)
                out.append(x)
        return out[0] if len(out) == 1 else FusedLoc(tuple(out))
    return fused_loc(locs)


_OUTSIDE: tuple[int, ...] = (-1,)
"""The chain of a block outside the scope region (compared by identity)."""


def _neg_benefit(m: Match) -> int:
    return -m[0]


def _set_loc(rw: Rewriter, op: int, loc: Location) -> None:
    from pdlx.ir.records import make_op_record

    r = rw._ops[op]
    rw._put(
        "_ops", op,
        make_op_record(
            r.name, r.operands, r.results, r.attributes, r.properties, r.regions, r.successors,
            r.parent, loc,
        ),
    )  # fmt: skip


def non_convergence_diagnostic(
    patterns: CompiledPatterns, result: DriverResult, config: GreedyConfig, severity: Severity
) -> Diagnostic:
    """ "did not converge", at the pattern that fired most in the last round,
    with a note per other pattern that fired."""
    counts = sorted(result.last_counts.items(), key=lambda kv: (-kv[1], kv[0]))
    if result.rewrite_limit_hit:
        why = f"the rewrite limit ({config.max_rewrites} per iteration) was reached"
    else:
        why = f"they did not converge after {config.max_iterations} iterations"
    if not counts:
        return Diagnostic(severity, UNKNOWN_LOC, f"PDL patterns stopped: {why}")
    first = patterns.patterns[counts[0][0]]
    d = Diagnostic(
        severity,
        first.loc,
        f"PDL patterns stopped: {why}; pattern {first.label} was applied {counts[0][1]} "
        "times in the last iteration",
    )
    for idx, n in counts[1:]:
        other = patterns.patterns[idx]
        d.attach_note(f"pattern {other.label} was applied {n} times", other.loc)
    return d


__all__ = [
    "NO_LIMIT",
    "DriverResult",
    "GreedyConfig",
    "GreedyDriver",
    "non_convergence_diagnostic",
]
