"""Structural verification, with MLIR's messages and in MLIR's order.

A port of MLIR's `OperationVerifier`: a walk that checks each op on entry
(generic trait verifiers, the op's own verifier, region entry blocks) and on
exit (the isolated-from-above ops nested in it, each verified on its own,
then region invariants and unregistered-op rules), and each block on entry
(terminator, successors only at the end) and exit (terminator kind); then
SSA dominance, which holds in multi-block regions and in single-block
regions of registered ops that are not graph regions. Diagnostics are
returned, never raised: the caller decides.
"""

from __future__ import annotations

import math
from typing import Final

from pdlx.ir.attributes import EMPTY_DICT, Attribute, DictionaryAttr
from pdlx.ir.context import (
    GRAPH_REGION,
    IS_TERMINATOR,
    ISOLATED_FROM_ABOVE,
    NO_TERMINATOR,
    SINGLE_BLOCK,
    SYMBOL,
    SYMBOL_TABLE,
    AttributeVerifier,
    Context,
    OpDef,
)
from pdlx.ir.diagnostics import Diagnostic, Severity
from pdlx.ir.mlir22 import unimplemented_note
from pdlx.ir.records import OpRecord
from pdlx.ir.snapshot import USES, AttrChanges, Derived, Snapshot
from pdlx.ir.symbols import SYM_NAME, SYM_VISIBILITY, record_symbol_name
from pdlx.ir.views import Operation
from pdlx.ods import diagnostics as _diagnostics
from pdlx.ods.spec import OpSpec
from pdlx.ods.traits import may_hold_symbol_users

# ODS trait names whose verifiers are generic (checked in `_trait_checks`).
ZERO_RESULTS = "ZeroResults"
ZERO_OPERANDS = "ZeroOperands"
NO_REGION_ARGUMENTS = "NoRegionArguments"


# `op.emitError` / `op.emitOpError` and the flags of their "see current
# operation" note live in `pdlx.ods.diagnostics` (ODS's generated verifiers,
# below this layer, report through them); re-exported here.
_PRINT_OP_ON_DIAGNOSTIC = _diagnostics.PRINT_OP_ON_DIAGNOSTIC
_PRINT_GENERIC_IN_DIAGNOSTICS = _diagnostics.PRINT_GENERIC_IN_DIAGNOSTICS
print_op_on_diagnostic = _diagnostics.print_op_on_diagnostic
print_generic_in_diagnostics = _diagnostics.print_generic_in_diagnostics
op_error = _diagnostics.op_error_at
op_diag = _diagnostics.op_diag
current_op_text = _diagnostics.current_op_text


def verify(snap: Snapshot, ctx: Context | None = None, root: int | None = None) -> list[Diagnostic]:
    """The problems MLIR's verifier reports under `root` (default: the whole
    snapshot), in its order: within one isolated-from-above op the walk stops
    at the first error; each nested isolated op is verified on its own (MLIR
    does them in parallel and reports every one that fails), after the ops
    around it passed."""
    ctx = ctx or Context.default()
    v = _Verifier(snap, ctx)
    v.verify_op_and_dominance(snap.root if root is None else root)
    if not v.diags and (root is None or root == snap.root):
        _mark_clean(snap, ctx)
    return v.diags


_CLEAN: Final[Derived[list[tuple[Context, int, int]]]] = Derived("verify.clean", lambda _: [])
"""The contexts under which the whole snapshot verified without a single
diagnostic (the starting points of `verify_changes`), with how many op
definitions and dialects each held then: an op registered since may verify
differently, so a context that grew counts as another one."""


def _context_state(ctx: Context) -> tuple[Context, int, int]:
    return (ctx, len(ctx.op_defs), len(ctx.dialects))


def _mark_clean(snap: Snapshot, ctx: Context) -> None:
    clean = snap.derived(_CLEAN)
    state = _context_state(ctx)
    if not any(c[0] is ctx and c[1:] == state[1:] for c in clean):
        clean.append(state)


def is_verified(snap: Snapshot, ctx: Context) -> bool:
    """Whether the whole snapshot verified under `ctx` without a diagnostic
    (by `verify` or `verify_changes`), and would again: no op or dialect
    registered since, or none the snapshot names (an op of that name, or an
    op or attribute name in that dialect's namespace). A pass that loads a
    dialect (the transform interpreter, `--transform-preload-library`) thus
    keeps a payload that does not use it verified."""
    if not snap.has_derived(_CLEAN):
        return False
    state = _context_state(ctx)
    marks = [c for c in snap.derived(_CLEAN) if c[0] is ctx]
    if any(c[1:] == state[1:] for c in marks):
        return True
    for c in marks:
        if c[1] <= state[1] and c[2] <= state[2] and not _names_any(snap, _added_since(ctx, c)):
            _mark_clean(snap, ctx)
            return True
    return False


def _added_since(ctx: Context, mark: tuple[Context, int, int]) -> set[str]:
    """The namespaces of the ops and dialects registered in `ctx` after the
    clean mark `mark` was taken (both registries only grow, in order)."""
    names = {name.partition(".")[0] for name in list(ctx.op_defs)[mark[1] :]}
    names.update(list(ctx.dialects)[mark[2] :])
    return names


def _names_any(snap: Snapshot, namespaces: set[str]) -> bool:
    """Whether an op of `snap`, or one of its discardable attributes, is in
    one of `namespaces` (the op names from `Snapshot.op_names`, then one pass
    over the ops' attributes, each attribute dictionary once)."""
    if not namespaces:
        return False
    if any(name.partition(".")[0] in namespaces for name in snap.op_names()):
        return True
    seen: set[int] = set()
    for rec in snap.ops.values():
        attrs = rec.attributes
        if attrs is not EMPTY_DICT and id(attrs) not in seen:
            seen.add(id(attrs))
            for name in attrs.by_name:
                if name.partition(".")[0] in namespaces:
                    return True
    return False


def verify_changes(
    snap: Snapshot, ctx: Context | None = None, since: Snapshot | None = None
) -> list[Diagnostic]:
    """What `verify(snap, ctx)` reports, at the cost of the changes when it
    can: `snap` was made from `since` by rewriters (`Snapshot.changes_since`)
    and `since` verified clean under `ctx`. Then only the changed ops and what
    their change can break are checked: each changed op's own checks, its
    parents up to the nearest isolated-from-above op, the ops nested in it
    directly and the users of its results; the blocks whose ops changed; the
    dominance and isolation of each use whose operand or position changed.
    A change the checks cannot bound (a symbol or symbol table, a symbol
    user, a changed CFG: the whole enclosing isolated op is verified again;
    a value changed in place, a new root: everything) verifies more. An op
    whose discardable attributes alone changed (`Snapshot.change_kinds_since`)
    costs its own attribute checks when unregistered (O(1) for ops that share
    an attribute dictionary), its own checks, its parents' and its nested
    ops' when registered.

    The checks only prove the result clean: when any of them reports
    anything, or nothing links `snap` to a clean `since`, the whole snapshot
    is verified, so the diagnostics (messages, order, first error) are
    always those of `verify`."""
    ctx = ctx or Context.default()
    if since is not None and snap.root == since.root and is_verified(since, ctx):
        kinds = snap.change_kinds_since(since, limit=dense_bound(len(snap.ops)))
        try:
            clean = kinds is not None and _Incremental(snap, since, ctx).clean(
                kinds.ids, kinds.attrs
            )
        except Exception:
            # IR broken past what the checks read (a branch to an erased
            # block): `verify` says what it says about it.
            clean = False
        if clean:
            _mark_clean(snap, ctx)
            return []
    return verify(snap, ctx)


DENSE_CHANGES_MIN: Final = 1024
"""`verify_changes` checks structural changes one by one while they are at
most this many or `dense_bound` of the op count; past that (a pass that
rewrote much of the IR) one walk of the whole IR costs less.
Attribute-only changes cost O(1) each and have no such bound."""

DENSE_CHANGES_FRACTION: Final = 0.2
"""`dense_bound` for payloads that fit the caches: this many changed ids an op."""

DENSE_CHANGES_SQRT: Final = 60
"""`dense_bound` for large payloads: this many times the op count's square root."""


def dense_bound(ops: int) -> int:
    """How many changed ids (`Snapshot.change_kinds_since`: ops, values,
    blocks, erased ones included) `verify_changes` checks one by one in a
    snapshot of `ops` ops, before it walks the whole IR instead. Where the
    two cost the same, measured (`bench/bench_verify_density.py`, PDL
    fusions in the job payload): 0.2 ids an op at 10k and 100k ops, 0.06 at
    1M, where each id's lookups miss the caches (~9 us an id against ~5 us
    at 100k) while a walk costs about the same per op (~0.5-0.8 us). The
    smaller of `DENSE_CHANGES_FRACTION` of the ops and `DENSE_CHANGES_SQRT`
    times their square root follows the three."""
    return max(
        DENSE_CHANGES_MIN,
        min(int(ops * DENSE_CHANGES_FRACTION), int(DENSE_CHANGES_SQRT * math.sqrt(ops))),
    )


def verify_op_only(snap: Snapshot, ctx: Context, op: int) -> list[Diagnostic]:
    """MLIR's `verify(op, /*verifyRecursively=*/false)`: the op's own entrance
    and exit checks (traits, invariants, its verifiers, region invariants),
    without the ops nested in it. The transform dialect pre-verifies calls
    and callables this way before building its call graph."""
    v = _Verifier(snap, ctx)
    if v.op_entrance(op):
        v.op_exit(op, None)
    return v.diags


def has_ssa_dominance(snap: Snapshot, ctx: Context, region: int) -> bool:
    """MLIR's DominanceInfo `hasSSADominance`: a region with several blocks
    always has it; a single-block region has it unless its op is
    unregistered or declares a graph region."""
    rrec = snap.regions[region]
    if len(rrec.blocks) > 1:
        return True
    opdef = ctx.op(snap.ops[rrec.parent].name)
    return opdef is not None and GRAPH_REGION not in opdef.traits


class _Verifier:
    """MLIR's `OperationVerifier`: a walk with an entrance and an exit check
    for each op and block, then dominance; `diags` collects what failed."""

    def __init__(self, snap: Snapshot, ctx: Context) -> None:
        self.snap = snap
        self.ctx = ctx
        self.diags: list[Diagnostic] = []
        self.dom = _Dominance(snap, ctx)
        self._local_uses: set[int] = set()
        """Isolated ops whose isolation walk found every operand defined
        earlier in its own block (or an argument of it): their dominance
        walk, over the same ops, has nothing to find."""
        self._unknown_ok: dict[str, bool] = {}
        """Unregistered op name -> whether its dialect (if any) allows it."""
        self._attr_verifiers: dict[str, AttributeVerifier] = {
            name: hook
            for name, d in ctx.dialects.items()
            if (hook := d.verify_op_attribute) is not None
        }
        """Dialect prefix -> Dialect::verifyOperationAttribute (only dialects
        that define one, so ops without such attributes pay nothing)."""
        for name in ctx.pending_dialect_names():
            self._attr_verifiers[name] = self._load_attr_verifier(name)
        self._iso_names: dict[str, bool] = {}
        self._attr_check_cache: dict[int, tuple[DictionaryAttr, bool]] = {}
        """id of an op's attributes -> (them, `has_attr_checks`). Hooks only
        leave `_attr_verifiers` during a walk (a dialect loaded without
        one), so a cached True is at worst a check that finds nothing."""

    def _load_attr_verifier(self, name: str) -> AttributeVerifier:
        """A stand-in for the attribute verifier of dialect `name`, not
        loaded yet: an attribute `name.*` loads the dialect (as MLIR's
        verifier asks the attribute's dialect) and then runs its own."""

        def load_and_verify(
            op: Operation, attr: str, value: Attribute
        ) -> Diagnostic | list[Diagnostic] | None:
            d = self.ctx.get_dialect(name)
            hook = d.verify_op_attribute if d is not None else None
            if hook is None:
                del self._attr_verifiers[name]
                return None
            self._attr_verifiers[name] = hook
            return hook(op, attr, value)

        return load_and_verify

    def fail(self, d: Diagnostic) -> bool:
        self.diags.append(d)
        return False

    def verify_op_and_dominance(self, op: int) -> bool:
        if not self.verify_operation(op):
            return False
        if self.snap.ops[op].regions:
            return self.verify_dominance(op)
        return True

    def _isolated(self, op: int) -> bool:
        rec = self.snap.ops[op]
        return bool(rec.regions) and self.isolated_name(rec.name)

    def isolated_name(self, name: str) -> bool:
        """Whether ops named `name` are isolated from above (asked once per
        registered name: the incremental checks ask it for every op they
        climb; an unregistered name may get registered by a dialect loaded
        during the walk, so it is asked again)."""
        iso = self._iso_names.get(name)
        if iso is None:
            opdef = self.ctx.op(name)
            if opdef is None:
                return False
            iso = self._iso_names[name] = ISOLATED_FROM_ABOVE in opdef.traits
        return iso

    def verify_operation(self, root: int) -> bool:
        """The entrance/exit walk (MLIR's `verifyOperation`), not entering
        isolated ops below `root`: those are verified at their parent's exit.

        The work list holds `2 * id` for an op, `2 * id + 1` for a block, and
        the complement of either for its exit.

        The walk also checks that every operand is defined earlier in its own
        block (or is an argument of it): when that holds everywhere inside an
        isolated op, its isolation check and its dominance walk, both over
        the same ops again, have nothing to find."""
        snap = self.snap
        ops, regions, blocks, links = snap.ops, snap.regions, snap.blocks, snap.links
        ctx_op = self.ctx.op
        unknown_ok = self._unknown_ok.get
        no_attr_checks = not self._attr_verifiers
        nested: dict[int, list[int]] = {}  # op -> isolated ops in its regions
        owner_of: dict[int, int] = {}
        """Non-isolated ops holding regions -> the op whose isolation covers them."""
        nonlocal_uses: set[int] = set()
        """Ops (`root`, isolated ops) with a use inside that is not block-local."""
        work = [2 * root]
        pop, push = work.pop, work.append
        while work:
            item = pop()
            if item < 0:
                item = ~item
                if item & 1:
                    if not self.block_exit(item >> 1):
                        return False
                    continue
                op = item >> 1
                if not nested:
                    # Fast path: an unregistered op its dialect (or lack of
                    # one) allows, with no isolated ops inside.
                    name = ops[op].name
                    if self._unknown_ok.get(name):
                        continue
                if not self.op_exit(op, nested.pop(op, None), op not in nonlocal_uses):
                    return False
                continue
            push(~item)
            if item & 1:
                block = item >> 1
                brec = blocks[block]
                o = brec.first
                if not o:
                    if not self._may_lack_terminator(block):
                        parent = regions[brec.parent].parent
                        return self.fail(
                            Diagnostic(
                                Severity.ERROR,
                                ops[parent].loc,
                                "empty block: expect at least a terminator",
                            )
                        )
                    continue
                last = brec.last
                children: list[int] = []
                parent_op = regions[brec.parent].parent
                owner = owner_of.get(parent_op, parent_op)
                check = owner not in nonlocal_uses
                local = set(brec.args)  # values defined so far in the block
                while o:
                    rec = ops[o]
                    if rec.successors and o != last:
                        return self.fail(
                            op_diag(
                                snap,
                                o,
                                "operation with block successors must terminate its parent block",
                            )
                        )
                    if check:
                        if local.issuperset(rec.operands):
                            local.update(rec.results)
                        else:
                            nonlocal_uses.add(owner)
                            check = False
                    if rec.regions:
                        opdef = ctx_op(rec.name)
                        if opdef is not None and ISOLATED_FROM_ABOVE in opdef.traits:
                            nested.setdefault(parent_op, []).append(o)
                        else:
                            owner_of[o] = owner
                            children.append(o)
                    elif not (
                        unknown_ok(rec.name)
                        and (
                            no_attr_checks
                            or rec.attributes is EMPTY_DICT
                            or not self.has_attr_checks(rec.attributes)
                        )
                    ):
                        children.append(o)
                    # else (`checks_nothing`, inlined in this loop over
                    # every op): its entrance and exit checks would pass.
                    o = links[o][1]
                for o in reversed(children):
                    push(2 * o)
            else:
                op = item >> 1
                rec = ops[op]
                if self._attr_verifiers and rec.attributes and not self.verify_dialect_attrs(op):
                    return False
                if (rec.regions or ctx_op(rec.name) is not None) and not self.op_entrance(op):
                    return False
                for r in reversed(rec.regions):
                    for b in reversed(regions[r].blocks):
                        push(2 * b + 1)
        return True

    def checks_nothing(self, rec: OpRecord) -> bool:
        """Whether the op's entrance and exit checks pass whatever they are
        asked: an unregistered op its dialect allows, without regions, and
        without attributes a dialect verifies (the common payload op)."""
        return (
            not rec.regions
            and bool(self._unknown_ok.get(rec.name))
            and (
                not self._attr_verifiers
                or rec.attributes is EMPTY_DICT
                or not self.has_attr_checks(rec.attributes)
            )
        )

    def has_attr_checks(self, attrs: DictionaryAttr) -> bool:
        """Whether an attribute of `attrs` has a dialect prefix whose dialect
        verifies attributes (`verify_dialect_attrs` would call a hook).
        Cached per dictionary: the ops a transform annotated alike share one."""
        seen = self._attr_check_cache.get(id(attrs))
        if seen is not None and seen[0] is attrs:
            return seen[1]
        hooks = self._attr_verifiers
        found = any(
            dot and prefix in hooks
            for prefix, dot, _ in (name.partition(".") for name in attrs.by_name)
        )
        self._attr_check_cache[id(attrs)] = (attrs, found)
        return found

    # -- entrance and exit checks ------------------------------------------

    def verify_dialect_attrs(self, op: int) -> bool:
        """MLIR's verifyOnEntrance: each discardable attribute whose name has
        a dialect prefix is checked by that dialect's verifyOperationAttribute
        (before the op's own verifier)."""
        for name, value in self.snap.ops[op].attributes.items():
            prefix, dot, _ = name.partition(".")
            if not dot:
                continue
            hook = self._attr_verifiers.get(prefix)
            if hook is None:
                continue
            d = hook(Operation(self.snap, op), name, value)
            if d is None:
                continue
            if isinstance(d, list):  # warnings first (emitted as they come), then an error
                for x in d:
                    if x.severity is Severity.ERROR:
                        return self.fail(x)
                    self.diags.append(x)
                continue
            return self.fail(d)
        return True

    def op_entrance(self, op: int) -> bool:
        snap = self.snap
        rec = snap.ops[op]
        opdef = self.ctx.op(rec.name)
        if opdef is not None:
            d = _trait_checks(snap, op, opdef)
            if d is not None:
                return self.fail(d)
            if opdef.verify is not None:
                failed = False
                for d in opdef.verify(Operation(snap, op)):
                    self.diags.append(d)
                    failed = failed or d.severity is Severity.ERROR
                if failed:
                    return False
        for i, r in enumerate(rec.regions):
            blocks = snap.regions[r].blocks
            if opdef is not None and GRAPH_REGION in opdef.traits and len(blocks) > 1:
                return self.fail(
                    op_error(snap, op, f"expects graph region #{i} to have 0 or 1 blocks")
                )
            if blocks and self.dom.has_predecessors(blocks[0]):
                return self.fail(
                    Diagnostic(
                        Severity.ERROR, rec.loc, "entry block of region may not have predecessors"
                    )
                )
        return True

    def op_exit(self, op: int, nested: list[int] | None, local_uses: bool = False) -> bool:
        """The exit checks; `local_uses`: the walk found every use inside `op`
        (outside nested isolated ops) block-local."""
        snap = self.snap
        if nested:
            if len(nested) == 1:
                if not self.verify_op_and_dominance(nested[0]):
                    return False
            # MLIR verifies these with failableParallelForEach; mlir-opt-22
            # reports every one that fails, invariant and dominance errors
            # alike, in order (op_two_verifier_errors_two_funcs,
            # op_two_dominance_errors_two_funcs; also checked with 3 and 6
            # funcs failing their own verifier or a nested op's).
            elif not all([self.verify_op_and_dominance(o) for o in nested]):
                return False
        rec = snap.ops[op]
        opdef = self.ctx.op(rec.name)
        if opdef is not None:
            # verifyRegionInvariants: region traits, then the op's hook.
            if ISOLATED_FROM_ABOVE in opdef.traits:
                if local_uses:
                    self._local_uses.add(op)
                else:
                    d, local = _isolation(snap, self.ctx, op)
                    if d is not None:
                        return self.fail(d)
                    if local:
                        self._local_uses.add(op)
            hook = getattr(opdef, "verify_regions", None)
            if hook is not None:
                failed = False
                for d in hook(Operation(snap, op)):
                    self.diags.append(d)
                    failed = failed or d.severity is Severity.ERROR
                if failed:
                    return False
            return True
        name = rec.name
        ok = self._unknown_ok.get(name)
        if ok is None:
            dialect = self.ctx.dialects.get(name.partition(".")[0])
            ok = self._unknown_ok[name] = dialect is None or getattr(
                dialect, "allow_unknown_operations", False
            )
        if not ok:
            dialect = self.ctx.dialects[name.partition(".")[0]]
            d = op_diag(
                snap,
                op,
                f"unregistered operation '{rec.name}' found in dialect ('{dialect.name}') "
                "that does not allow unknown operations",
            )
            note = unimplemented_note(rec.name)
            if note is not None:
                d.notes.insert(0, Diagnostic(Severity.NOTE, d.loc, note))
            return self.fail(d)
        return True

    def _may_lack_terminator(self, block: int) -> bool:
        """MLIR's `mayBeValidWithoutTerminator`."""
        snap = self.snap
        region = snap.blocks[block].parent
        if len(snap.regions[region].blocks) != 1:
            return False
        opdef = self.ctx.op(snap.ops[snap.regions[region].parent].name)
        return opdef is None or NO_TERMINATOR in opdef.traits

    def block_exit(self, block: int) -> bool:
        snap = self.snap
        brec = snap.blocks[block]
        last = brec.last
        if last:
            for s in snap.ops[last].successors:
                if snap.blocks[s].parent != brec.parent:
                    return self.fail(
                        op_error(snap, last, "branching to block of a different region")
                    )
        if self._may_lack_terminator(block):
            return True
        ldef = self.ctx.op(snap.ops[last].name)
        if ldef is not None and IS_TERMINATOR not in ldef.traits:
            return self.fail(
                op_diag(snap, last, "block with no terminator, has " + current_op_text(snap, last))
            )
        return True

    # -- dominance --------------------------------------------------------

    def verify_dominance(self, root: int) -> bool:
        """MLIR's `verifyDominanceOfContainedRegions` (a LIFO worklist)."""
        if root in self._local_uses:
            return True
        snap = self.snap
        ops, regions = snap.ops, snap.regions
        dom = self.dom
        values, links = snap.values, snap.links
        work = [root]
        while work:
            op = work.pop()
            for r in ops[op].regions:
                ssa = dom.ssa(r)
                for b in regions[r].blocks:
                    reachable = dom.reachable(b)
                    before: set[int] = set()  # ops of `b` seen so far
                    o = snap.blocks[b].first
                    while o:
                        rec = ops[o]
                        if reachable:
                            for n, v in enumerate(rec.operands):
                                # Fast paths: an argument of this block, or a
                                # result of an op earlier in it.
                                vrec = values[v]
                                if vrec.is_arg:
                                    if vrec.owner == b:
                                        continue
                                elif vrec.owner in before or (
                                    not ssa and ops[vrec.owner].parent == b
                                ):
                                    continue
                                if not dom.properly_dominates(v, o):
                                    return self.fail(_dominance_error(snap, o, n, v))
                        if rec.regions and not self._isolated(o):
                            work.append(o)
                        before.add(o)
                        o = links[o][1]
        return True


class _Incremental:
    """The checks of `verify_changes`: `clean(ids)` is True when they prove
    that `snap` verifies as clean as `before` did."""

    def __init__(self, snap: Snapshot, before: Snapshot, ctx: Context) -> None:
        self.snap = snap
        self.before = before
        self.ctx = ctx
        self.v = _Verifier(snap, ctx)
        self._by_unit: dict[int, dict[int, list[tuple[int, int]]]] = {}
        """Isolated op -> value -> its uses inside (`_unit_uses`)."""
        self._symbol_users: bool | None = None
        self._units: dict[int, int] = {}
        """Block -> the nearest isolated op around its ops (`_unit_of`)."""
        self._symbolic_names: dict[str, bool] = {}
        """Registered op name -> whether its ops matter to a symbol table
        whatever their attributes (`_symbolic`)."""

    def _isolated(self, op: int) -> bool:
        return self.v._isolated(op)

    def _users_possible(self) -> bool:
        """Whether an op of the snapshot may be a symbol user (asked once)."""
        if self._symbol_users is None:
            self._symbol_users = may_hold_symbol_users(self.snap, self.ctx)
        return self._symbol_users

    def _unit_of(self, op: int) -> int:
        """The nearest isolated-from-above op around `op` (the root if none)."""
        block = self.snap.ops[op].parent
        return self._unit_of_block(block) if block else self.snap.root

    def _unit_of_block(self, block: int) -> int:
        """`_unit_of` an op of `block`, kept per block: the checks ask it for
        every use, and the ops of a block share the answer."""
        units = self._units
        unit = units.get(block)
        if unit is not None:
            return unit
        snap = self.snap
        path = []
        b = block
        while True:
            path.append(b)
            p = snap.parent_op_of_block(b)
            if self._isolated(p):
                unit = p
                break
            b = snap.ops[p].parent
            if not b:
                unit = snap.root
                break
            known = units.get(b)
            if known is not None:
                unit = known
                break
        for b in path:
            units[b] = unit
        return unit

    def _content_unit(self, op: int) -> int:
        """The isolated op whose verification covers the regions of `op`."""
        return op if self._isolated(op) else self._unit_of(op)

    def _symbolic(self, rec: OpRecord | None) -> bool:
        """Whether a change of the op can matter to a symbol table: a symbol,
        a symbol table, a symbol user (checked by the enclosing table)."""
        if rec is None:
            return False
        if record_symbol_name(rec) is not None:
            return True
        name = rec.name
        known = self._symbolic_names.get(name)
        if known is not None:
            return known
        opdef = self.ctx.op(name)
        if opdef is None:
            return False  # not kept: a dialect loaded later may register it
        spec = opdef.spec
        known = self._symbolic_names[name] = (
            SYMBOL in opdef.traits
            or SYMBOL_TABLE in opdef.traits
            or (isinstance(spec, OpSpec) and spec.verify_symbol_uses is not None)
        )
        return known

    def _attrs_ok(self, attrs: AttrChanges, touched: set[int], structural: set[int]) -> bool:
        """The checks of ops whose discardable attributes alone changed. An
        unregistered op: its dialect attributes' verifiers; its name and
        place did not change, so nothing else can fail. A registered op: its
        own checks, its parents' and its nested ops' (`touched`), or, when
        an inherent attribute changed, the structural ones (`structural`). A
        symbol (before or after): False, the symbol table checks them all.

        First from the record's names and dictionaries alone: when none of
        the ops is registered and no dictionary they had or got holds a
        symbol attribute or one a dialect verifies (a transform annotating
        75k payload ops with a unit attribute), there is nothing to check,
        whatever the number of ops."""
        snap, before, v, ctx = self.snap, self.before, self.v, self.ctx
        ctx_op = ctx.op
        hooks = v._attr_verifiers
        if not any(ctx_op(n) is not None for n in attrs.names) and not any(
            SYM_NAME in d.by_name
            or SYM_VISIBILITY in d.by_name
            or (hooks and d and v.has_attr_checks(d))
            for d in attrs.dicts
        ):
            return True
        new_ops, old_ops = snap.ops, before.ops
        registered: dict[str, OpDef | None] = {}
        for i in attrs.ops:
            rec = new_ops.get(i)
            orec = old_ops.get(i)
            if rec is orec:
                continue
            if rec is None or orec is None:
                structural.add(i)
                continue
            name = rec.name
            if name in registered:
                opdef = registered[name]
            else:
                opdef = registered[name] = ctx_op(name)
            if self._symbolic(orec) or self._symbolic(rec):
                return False
            if opdef is not None:
                spec = opdef.spec
                if isinstance(spec, OpSpec) and _only_discardable(
                    spec, orec.attributes, rec.attributes
                ):
                    touched.add(i)
                else:
                    structural.add(i)
                continue
            if hooks and rec.attributes and not v.verify_dialect_attrs(i):
                return False
        return not v.diags

    def clean(self, ids: set[int], attrs: AttrChanges | None = None) -> bool:
        snap, before, v = self.snap, self.before, self.v
        new_ops, old_ops = snap.ops, before.ops
        attr_touched: set[int] = set()  # registered ops whose discardable attributes changed
        if attrs is not None and attrs.ops:
            ids = set(ids)
            if not self._attrs_ok(attrs, attr_touched, ids):
                return False
        touched: set[int] = set()  # ops whose own checks run
        operand_checks: set[int] = set()  # ops whose uses are checked
        user_checks: set[int] = set()  # ops whose results' users are checked
        blocks: set[int] = set()  # blocks whose checks run
        units: set[int] = set()  # isolated ops verified again as a whole
        branched: set[int] = set()  # blocks whose branches to them are checked
        for i in ids:
            rec = new_ops.get(i)
            orec = old_ops.get(i)
            if rec is not None or orec is not None:
                if rec is orec:
                    continue  # a neighbour's link: not a change of this op
                if rec is None and orec is not None and orec.parent and not self._users_possible():
                    pass  # an erased symbol (table) that no op can refer to
                elif self._symbolic(orec) or self._symbolic(rec):
                    return False
                if orec is not None and orec.parent and orec.parent in snap.blocks:
                    blocks.add(orec.parent)  # the block it left (or stays in)
                    if orec.successors:
                        units.add(self._content_unit(snap.parent_op_of_block(orec.parent)))
                if rec is None:
                    continue
                touched.add(i)
                if rec.parent:
                    blocks.add(rec.parent)
                    if rec.successors:
                        units.add(self._unit_of(i))
                if orec is None:
                    operand_checks.add(i)
                    if self._isolated(i):
                        units.add(i)
                    continue
                if (
                    rec.name != orec.name
                    or rec.results != orec.results
                    or rec.regions != orec.regions
                    or rec.successors != orec.successors
                ):
                    return False
                if rec.operands != orec.operands:
                    operand_checks.add(i)
                if rec.parent != orec.parent or snap.links.get(i) != before.links.get(i):
                    operand_checks.add(i)
                    user_checks.add(i)
                continue
            # Ids are unique across kinds; values come before blocks and
            # regions, as the commoner kind among changes.
            val = snap.values.get(i)
            oval = before.values.get(i)
            if val is not None or oval is not None:
                if val is not None and oval is not None and val is not oval:
                    return False  # a value changed in place
                continue
            b = snap.blocks.get(i)
            ob = before.blocks.get(i)
            if b is not None or ob is not None:
                if b is ob or b is None:
                    continue  # an erased block: its region changed too
                owner = snap.regions[b.parent].parent
                if owner not in new_ops:
                    return False
                blocks.add(i)
                if ob is None or b.args != ob.args:
                    branched.add(i)
                if ob is None:
                    if owner in old_ops:  # a new block in an old region: the CFG changed
                        units.add(self._content_unit(owner))
                    touched.add(owner)
                continue
            r = snap.regions.get(i)
            orr = before.regions.get(i)
            if r is not None or orr is not None:
                if r is orr or r is None:
                    continue
                if r.parent not in new_ops:
                    return False
                touched.add(r.parent)
                if orr is not None and r.blocks != orr.blocks:
                    units.add(self._content_unit(r.parent))
                continue
        if snap.root in units:
            return not verify(snap, self.ctx)
        for u in units:
            if verify(snap, self.ctx, root=u):
                return False
        # Ops nested in a moved op: their uses of values from outside moved too.
        for o in list(user_checks):
            if new_ops[o].regions:
                operand_checks.update(snap.walk(o))
        checked: set[int] = set()
        placed: set[int] = set()
        """Unchanged ops that became or stopped being the first or the last
        op of their block: their own checks read that (a terminator must be
        last); their record, hence their nested ops' and users' checks, did
        not change."""
        chained: set[int] = set()  # blocks whose parents' checks ran (`_chain`)
        for blk in blocks:
            chained.add(blk)
            if not self._block_checks(blk) or not self._chain(
                snap.parent_op_of_block(blk), checked
            ):
                return False
            brec = snap.blocks[blk]
            old = before.blocks.get(blk)
            if old is None:
                ends: tuple[int, ...] = (brec.first, brec.last)
            else:
                ends = ()
                if brec.first != old.first:
                    ends += (brec.first, old.first)
                if brec.last != old.last:
                    ends += (brec.last, old.last)
            for o in ends:
                if o and o not in touched and o in new_ops:
                    placed.add(o)
        for blk in branched:
            # A branch passes operands to its successors' arguments.
            for pred in snap.regions[snap.blocks[blk].parent].blocks:
                last = snap.blocks[pred].last
                if last and blk in new_ops[last].successors:
                    touched.add(last)
        for o in (*touched, *(o for o in attr_touched if o not in touched)):
            # The op's own checks, its parents' (what it may break above it)
            # and its children's (what they ask of their parent).
            if o not in checked and not self._op_checks(o, checked):
                return False
            parent = new_ops[o].parent
            if parent and parent not in chained:
                chained.add(parent)
                if not self._chain(snap.parent_op_of_block(parent), checked):
                    return False
            if new_ops[o].regions:
                for c in snap.child_ops(o):
                    if c not in checked and not self._op_checks(c, checked):
                        return False
        for o in placed:
            if o not in checked and not self._op_checks(o, checked):
                return False
        indexed = snap.has_derived(USES)
        if user_checks and not indexed:
            return False  # a moved op's users, without the def-use index: check all
        for o in touched:
            for res in new_ops[o].results:
                for user, _ in snap.uses(res) if indexed else self._unit_uses(o, res):
                    if user not in checked and not self._op_checks(user, checked):
                        return False
        for o in operand_checks:
            for n, used in enumerate(new_ops[o].operands):
                if not self._use_ok(o, n, used):
                    return False
        for o in user_checks:
            for res in new_ops[o].results:
                for user, n in snap.uses(res):
                    if not self._use_ok(user, n, res):
                        return False
        return not v.diags

    def _unit_uses(self, op: int, value: int) -> list[tuple[int, int]]:
        """The uses of `value`, a result of `op`, found without the def-use
        index: by a walk of the isolated op around `op` (once per such op),
        where its users are when `op` did not move (in `before` they were
        inside it; a user rewired since is a changed op itself)."""
        unit = self._unit_of(op)
        found = self._by_unit.get(unit)
        if found is None:
            found = self._by_unit[unit] = {}
            ops = self.snap.ops
            for o in self.snap.walk(unit):
                for i, v in enumerate(ops[o].operands):
                    found.setdefault(v, []).append((o, i))
        return found.get(value, [])

    def _op_checks(self, op: int, checked: set[int]) -> bool:
        """The op's entrance and exit checks (not the ops nested in it, not
        its isolation: uses are checked one by one)."""
        checked.add(op)
        v = self.v
        rec = self.snap.ops[op]
        if rec.successors and rec.parent and self.snap.blocks[rec.parent].last != op:
            return False
        if v.checks_nothing(rec):  # the walk's fast path
            return not v.diags
        if v._attr_verifiers and rec.attributes and not v.verify_dialect_attrs(op):
            return False
        if (rec.regions or self.ctx.op(rec.name) is not None) and not v.op_entrance(op):
            return False
        return v.op_exit(op, None, True) and not v.diags

    def _chain(self, op: int, checked: set[int]) -> bool:
        """The checks of `op` and of its parents, up to the nearest isolated
        op (`op` itself if it is one)."""
        snap = self.snap
        o = op
        while o:
            if o not in checked and not self._op_checks(o, checked):
                return False
            if self._isolated(o):
                return True
            o = snap.parent_op_of_op(o)
        return True

    def _block_checks(self, block: int) -> bool:
        snap, before, v = self.snap, self.before, self.v
        brec = snap.blocks[block]
        if not brec.first and not v._may_lack_terminator(block):
            return False
        # Only a block's last op may have successors: the ops that can
        # break that are the changed ones (checked with them) and the op
        # that was last before.
        old = before.blocks.get(block)
        if old is not None and old.last and old.last != brec.last:
            orec = snap.ops.get(old.last)
            if orec is not None and orec.successors and orec.parent == block:
                return False
        return v.block_exit(block) and not v.diags

    def _use_ok(self, user: int, operand_no: int, value: int) -> bool:
        """Isolation and dominance of one use (the checks `verify` runs for
        it from the enclosing isolated op, in their fast-path-free form)."""
        snap = self.snap
        ops, values, blocks, regions = snap.ops, snap.values, snap.blocks, snap.regions
        vrec = values.get(value)
        if vrec is None:
            return False
        def_block = vrec.owner if vrec.is_arg else ops[vrec.owner].parent
        if not def_block:
            return False
        ub = ops[user].parent
        if not ub:
            return True  # the root's operands are not checked
        if def_block == ub:
            # The common case, in short: defined in the user's own block,
            # hence inside its isolated op; an argument of the block, or an
            # op before the user where the region orders its ops.
            if vrec.is_arg:
                return True
            dom = self.v.dom
            if not dom.reachable(ub) or not dom.ssa(blocks[ub].parent):
                return True
            return user != vrec.owner and _before(snap, vrec.owner, user)
        # Isolation: the definition is inside the nearest isolated ancestor.
        iso = self._unit_of(user)
        if self._isolated(iso):
            b = def_block
            while True:
                p = regions[blocks[b].parent].parent
                if p == iso:
                    break
                b = ops[p].parent
                if not b:
                    return False
        # Dominance (MLIR's properlyDominates), in reachable blocks only.
        dom = self.v.dom
        if not dom.reachable(ub):
            return True
        def_region = blocks[def_block].parent
        cur = user
        while True:
            b = ops[cur].parent
            if not b:
                return False
            if blocks[b].parent == def_region:
                break
            cur = snap.parent_op_of_op(cur)
        use_block = ops[cur].parent
        if use_block == def_block:
            if vrec.is_arg or not dom.ssa(def_region):
                return True
            return cur != vrec.owner and _before(snap, vrec.owner, cur)
        return dom.block_dominates(def_block, use_block)


def _only_discardable(spec: OpSpec, old: DictionaryAttr, new: DictionaryAttr) -> bool:
    """Whether the attributes that differ between `old` and `new` are all
    discardable for ops of `spec` (no inherent attribute name among them)."""
    inherent = spec.inherent_names
    a, b = old.by_name, new.by_name
    for name in a.keys() | b.keys():
        if name in inherent and a.get(name) is not b.get(name):
            return False
    return True


def _before(snap: Snapshot, a: int, b: int) -> bool:
    """Whether op `a` comes before op `b` in their block: a walk back from
    `b`, as long as the distance between them (or to the block's start)."""
    links = snap.links
    o = links[b][0]
    while o:
        if o == a:
            return True
        o = links[o][0]
    return False


def _trait_checks(snap: Snapshot, op: int, opdef: OpDef) -> Diagnostic | None:
    """The generic trait verifiers of a registered op, in the order ODS
    lists them (counts first)."""
    rec = snap.ops[op]
    traits = opdef.traits
    if ZERO_RESULTS in traits and rec.results:
        return op_error(snap, op, "requires zero results")
    if ZERO_OPERANDS in traits and rec.operands:
        return op_error(snap, op, "requires zero operands")
    if NO_REGION_ARGUMENTS in traits:
        for i, r in enumerate(rec.regions):
            blocks = snap.regions[r].blocks
            if blocks and snap.blocks[blocks[0]].args:
                where = "region" if len(rec.regions) == 1 else f"region #{i}"
                return op_error(snap, op, f"{where} should have no arguments")
    if SINGLE_BLOCK in traits:
        for i, r in enumerate(rec.regions):
            blocks = snap.regions[r].blocks
            if not blocks:
                continue
            if len(blocks) != 1:
                return op_error(snap, op, f"expects region #{i} to have 0 or 1 blocks")
            if NO_TERMINATOR not in traits and not snap.blocks[blocks[0]].first:
                return op_error(snap, op, "expects a non-empty block")
    if (
        IS_TERMINATOR in traits
        and opdef.spec is None  # ODS ops check it in trait order (ods.IsTerminator)
        and rec.parent
        and snap.blocks[rec.parent].last != op
    ):
        return op_error(snap, op, "must be the last operation in the parent block")
    return None


def _isolation(snap: Snapshot, ctx: Context, isolated: int) -> tuple[Diagnostic | None, bool]:
    """MLIR's verifyIsIsolatedFromAbove: no op inside may use a value defined
    outside (nested isolated ops check themselves). Also says whether every
    operand inside (outside nested isolated ops) is defined earlier in its
    own block or is an argument of it: then SSA dominance holds there too,
    and the dominance walk over the same ops can be skipped."""
    ops, regions, values, blocks, links = (
        snap.ops,
        snap.regions,
        snap.values,
        snap.blocks,
        snap.links,
    )
    all_local = True
    for region in ops[isolated].regions:
        pending = [region]
        inside: dict[int, bool] = {}  # block -> within `region`
        while pending:
            r = pending.pop()
            for b in regions[r].blocks:
                brec = blocks[b]
                # Values defined so far in `b` (its arguments, the results of
                # the ops before): a use of one is fine without looking up
                # its definition.
                local = set(brec.args)
                o = brec.first
                while o:
                    rec = ops[o]
                    for v in rec.operands:
                        if v in local:
                            continue
                        all_local = False
                        vrec = values[v]
                        block = vrec.owner if vrec.is_arg else ops[vrec.owner].parent
                        ok = inside.get(block)
                        if ok is None:
                            ok = inside[block] = _region_contains_block(snap, region, block)
                        if not ok:
                            d = op_error(snap, o, "using value defined outside the region")
                            d.attach_note(
                                "required by region isolation constraints", ops[isolated].loc
                            )
                            return d, False
                    local.update(rec.results)
                    if rec.regions:
                        odef = ctx.op(rec.name)
                        if odef is None or ISOLATED_FROM_ABOVE not in odef.traits:
                            pending.extend(rec.regions)
                    o = links[o][1]
    return None, all_local


def _region_contains_block(snap: Snapshot, region: int, block: int) -> bool:
    while block:
        r = snap.blocks[block].parent
        if r == region:
            return True
        op = snap.regions[r].parent
        block = snap.ops[op].parent if op else 0
    return False


class _Dominance:
    """Dominance queries with per-block positions and per-region CFG facts
    computed on first need."""

    def __init__(self, snap: Snapshot, ctx: Context) -> None:
        self.snap = snap
        self.ctx = ctx
        self._pos: dict[int, int] = {}
        self._ssa: dict[int, bool] = {}
        self._reach: dict[int, set[int]] = {}

    def ssa(self, region: int) -> bool:
        r = self._ssa.get(region)
        if r is None:
            r = self._ssa[region] = has_ssa_dominance(self.snap, self.ctx, region)
        return r

    def position(self, op: int) -> int:
        p = self._pos.get(op)
        if p is None:
            for i, o in enumerate(self.snap.block_ops(self.snap.ops[op].parent)):
                self._pos[o] = i
            p = self._pos[op]
        return p

    def _successors(self, block: int) -> tuple[int, ...]:
        last = self.snap.blocks[block].last
        return self.snap.ops[last].successors if last else ()

    def has_predecessors(self, block: int) -> bool:
        region = self.snap.blocks[block].parent
        return any(block in self._successors(b) for b in self.snap.regions[region].blocks)

    def reachable(self, block: int) -> bool:
        region = self.snap.blocks[block].parent
        seen = self._reach.get(region)
        if seen is None:
            blocks = self.snap.regions[region].blocks
            seen = self._reach[region] = self._reachable_avoiding(blocks[0], 0)
        return block in seen

    def _reachable_avoiding(self, entry: int, avoid: int) -> set[int]:
        seen = {entry}
        stack = [entry]
        while stack:
            for s in self._successors(stack.pop()):
                if s != avoid and s not in seen:
                    seen.add(s)
                    stack.append(s)
        return seen

    def block_dominates(self, a: int, b: int) -> bool:
        region = self.snap.blocks[a].parent
        entry = self.snap.regions[region].blocks[0]
        if a in (b, entry):
            return True
        return b not in self._reachable_avoiding(entry, a)

    def properly_dominates(self, v: int, user: int) -> bool:
        snap = self.snap
        vrec = snap.values[v]
        def_block = vrec.owner if vrec.is_arg else snap.ops[vrec.owner].parent
        if not def_block:
            return False
        def_region = snap.blocks[def_block].parent
        # The ancestor of `user` that sits in the defining region.
        cur = user
        while True:
            ub = snap.ops[cur].parent
            if not ub:
                return False
            if snap.blocks[ub].parent == def_region:
                break
            cur = snap.parent_op_of_op(cur)
        use_block = snap.ops[cur].parent
        if use_block == def_block:
            # In one block: only regions with SSA dominance order their ops
            # (MLIR's hasSSADominance; a use inside the defining op counts as
            # "not after" it). Block arguments dominate their whole block.
            if vrec.is_arg or not self.ssa(def_region):
                return True
            return cur != vrec.owner and self.position(vrec.owner) < self.position(cur)
        return self.block_dominates(def_block, use_block)


def _dominance_error(snap: Snapshot, op: int, operand_no: int, v: int) -> Diagnostic:
    d = op_diag(snap, op, f"operand #{operand_no} does not dominate this use")
    vrec = snap.values[v]
    use_block = snap.ops[op].parent
    r1 = snap.blocks[use_block].parent
    if not vrec.is_arg:
        def_op = vrec.owner
        def_block = snap.ops[def_op].parent
        r2 = snap.blocks[def_block].parent
        if use_block == def_block:
            where = " (op in the same block)"
        elif r1 == r2:
            where = " (op in the same region)"
        elif _region_is_proper_ancestor(snap, r2, r1):
            where = " (op in a parent region)"
        elif _region_is_proper_ancestor(snap, r1, r2):
            where = " (op in a child region)"
        else:
            where = " (op is neither in a parent nor in a child region)"
        d.attach_note("operand defined here" + where, snap.ops[def_op].loc)
        return d
    b2 = vrec.owner
    r2 = snap.blocks[b2].parent
    index = snap.regions[r2].blocks.index(b2)
    parent = snap.regions[r2].parent
    loc = snap.ops[parent].loc
    if r1 == r2:
        tail = " in the same region)"
    elif _region_is_proper_ancestor(snap, r2, r1):
        tail = " in a parent region)"
    elif _region_is_proper_ancestor(snap, r1, r2):
        tail = " in a child region)"
    else:
        tail = " neither in a parent nor in a child region)"
    d.attach_note(f"operand defined as a block argument (block #{index}{tail}", loc)
    return d


def _region_is_proper_ancestor(snap: Snapshot, anc: int, r: int) -> bool:
    op = snap.regions[r].parent
    while op:
        blk = snap.ops[op].parent
        if not blk:
            return False
        reg = snap.blocks[blk].parent
        if reg == anc:
            return True
        op = snap.regions[reg].parent
    return False
