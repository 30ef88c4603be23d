"""Common subexpression elimination over pdlx's IR: a port of MLIR's
CSE.cpp (CSEDriver), used by `transform.apply_cse`, `apply_patterns
{apply_cse}` and the `cse` pass.

As in MLIR: regions are walked with a scoped table of known ops (one scope
per block, the dominator tree for multi-block regions, a fresh table
inside isolated-from-above ops); an op equivalent to a known one (same
name, attributes, properties, result types, operands, successors, and
structurally equal single-block regions) is replaced by it; read-only ops
only when they are in the same block with no side-effecting op between;
trivially dead ops are erased. The listener sees "replaced" before uses
move and "erased" at the end, so transform handles follow to the kept op.
"""

from __future__ import annotations

from collections.abc import Hashable

from pdlx.ir.context import IS_TERMINATOR, ISOLATED_FROM_ABOVE, Context
from pdlx.ir.location import UnknownLoc
from pdlx.ir.rewriter import Rewriter
from pdlx.ir.snapshot import Snapshot
from pdlx.rewrite.effects import READ, effects_of, is_trivially_dead
from pdlx.verify.verifier import has_ssa_dominance


class _ScopedTable:
    """llvm::ScopedHashTable: lookups see every open scope."""

    def __init__(self) -> None:
        self.table: dict[Hashable, list[int]] = {}
        self.scopes: list[list[Hashable]] = []

    def push(self) -> None:
        self.scopes.append([])

    def pop(self) -> None:
        for key in self.scopes.pop():
            stack = self.table[key]
            stack.pop()
            if not stack:
                del self.table[key]

    def lookup(self, key: Hashable) -> int | None:
        stack = self.table.get(key)
        return stack[-1] if stack else None

    def insert(self, key: Hashable, op: int) -> None:
        self.table.setdefault(key, []).append(op)
        self.scopes[-1].append(key)

    def contains_op(self, op: int) -> bool:
        return any(op in s for s in self.table.values())


def _op_key(snap: Snapshot, op: int) -> Hashable | None:
    """OperationEquivalence with IgnoreLocations: a hashable key equal for
    equivalent ops (None: never CSE'd)."""
    rec = snap.ops[op]
    values = snap.values
    head = (
        rec.name,
        rec.attributes,
        rec.properties,
        tuple(values[r].type for r in rec.results),
        rec.successors,
    )
    if not rec.regions:
        return (head, rec.operands)
    if len(rec.regions) != 1 or len(snap.regions[rec.regions[0]].blocks) != 1:
        return None
    local: dict[int, int] = {}
    return (head, rec.operands, _region_shape(snap, rec.regions[0], local))


def _region_shape(snap: Snapshot, region: int, local: dict[int, int]) -> Hashable:
    """A region's structure with its own values numbered locally (block
    arguments and results in order), values from outside by id."""
    shape: list[Hashable] = []
    for b in snap.regions[region].blocks:
        brec = snap.blocks[b]
        args = []
        for a in brec.args:
            local[a] = -len(local) - 1
            args.append(snap.values[a].type)
        ops: list[Hashable] = []
        for o in snap.block_ops(b):
            rec = snap.ops[o]
            operands = tuple(local.get(v, v) for v in rec.operands)
            for r in rec.results:
                local[r] = -len(local) - 1
            ops.append(
                (
                    rec.name,
                    rec.attributes,
                    rec.properties,
                    tuple(snap.values[r].type for r in rec.results),
                    operands,
                    tuple(_region_shape(snap, r, local) for r in rec.regions),
                )
            )
        shape.append((tuple(args), tuple(ops)))
    return tuple(shape)


class CSEDriver:
    def __init__(self, rewriter: Rewriter, ctx: Context | None = None) -> None:
        self.rw = rewriter
        self.ctx = ctx or Context.default()
        self.to_erase: list[int] = []
        rewriter.uses(0)  # keep a def-use index in every snapshot taken below
        self.snap = rewriter.snapshot()

    # -- helpers -----------------------------------------------------------

    def _has_trait(self, op: int, trait: str, might: bool = False) -> bool:
        d = self.ctx.op(self.snap.ops[op].name)
        if d is None:
            return might
        return trait in d.traits

    def _ssa_dominance(self, region: int) -> bool:
        return has_ssa_dominance(self.snap, self.ctx, region)

    def _other_side_effect_between(self, first: int, last: int) -> bool:
        """hasOtherSideEffectingOpInBetween (same block): any op strictly
        between with more than read effects."""
        snap = self.snap
        o = snap.links[first][1]
        while o and o != last:
            if effects_of(self.ctx, snap, o) > READ:
                return True
            o = snap.links[o][1]
        return False

    # -- the driver --------------------------------------------------------

    def simplify(self, op: int) -> bool:
        table = _ScopedTable()
        for r in self.snap.ops[op].regions:
            self.simplify_region(table, r)
        changed = bool(self.to_erase)
        # Erase in the order they were found (uses were already redirected).
        for o in self.to_erase:
            if self.rw.has_op(o):
                self.rw.erase_op(o)
        self.to_erase = []
        return changed

    def simplify_region(self, table: _ScopedTable, region: int) -> None:
        snap = self.snap
        blocks = snap.regions[region].blocks
        if not blocks:
            return
        ssa = self._ssa_dominance(region)
        if len(blocks) == 1:
            table.push()
            self.simplify_block(table, blocks[0], ssa)
            table.pop()
            return
        if not ssa:
            return
        children = _dominator_tree(snap, region)
        # DFS over the dominator tree, a scope per node.
        stack: list[tuple[int, int]] = [(blocks[0], 0)]
        table.push()
        self.simplify_block(table, blocks[0], ssa)
        while stack:
            node, i = stack[-1]
            kids = children.get(node, [])
            if i < len(kids):
                stack[-1] = (node, i + 1)
                child = kids[i]
                stack.append((child, 0))
                table.push()
                self.simplify_block(table, child, ssa)
            else:
                stack.pop()
                table.pop()

    def simplify_block(self, table: _ScopedTable, block: int, ssa: bool) -> None:
        snap = self.snap
        for op in snap.block_op_list(block):
            rec = snap.ops[op]
            if rec.regions:
                if self._has_trait(op, ISOLATED_FROM_ABOVE, might=True):
                    nested = _ScopedTable()
                    for r in rec.regions:
                        self.simplify_region(nested, r)
                else:
                    for r in rec.regions:
                        self.simplify_region(table, r)
            self.simplify_op(table, op, ssa)

    def simplify_op(self, table: _ScopedTable, op: int, ssa: bool) -> bool:
        snap = self.snap
        if self._has_trait(op, IS_TERMINATOR):
            return False
        if is_trivially_dead(self.ctx, snap, op):
            self.to_erase.append(op)
            return True
        rec = snap.ops[op]
        if any(len(snap.regions[r].blocks) > 1 for r in rec.regions):
            return False
        effects = effects_of(self.ctx, snap, op)
        key = _op_key(snap, op)
        if key is None:
            return False
        if effects != 0:
            if effects != READ:
                return False
            existing = table.lookup(key)
            if (
                existing is not None
                and snap.ops[existing].parent == rec.parent
                and not self._other_side_effect_between(existing, op)
            ):
                self.replace_uses_and_delete(table, op, existing, ssa)
                return True
            table.insert(key, op)
            return False
        existing = table.lookup(key)
        if existing is not None:
            self.replace_uses_and_delete(table, op, existing, ssa)
            return True
        table.insert(key, op)
        return False

    def replace_uses_and_delete(
        self, table: _ScopedTable, op: int, existing: int, ssa: bool
    ) -> None:
        rw = self.rw
        snap = self.snap
        old = snap.ops[op].results
        new = snap.ops[existing].results
        if ssa:
            for lst in rw.listeners:
                lst.notify_op_replaced(rw, op, new)
            for o, n in zip(old, new, strict=True):
                rw.replace_all_uses(o, n)
            self.to_erase.append(op)
        else:
            # Only uses in ops already visited (no longer in the table's
            # reach) may be redirected.
            def visited(user: int) -> bool:
                return not table.contains_op(user)

            if all(visited(u) for r in old for u, _ in rw.uses(r)):
                for lst in rw.listeners:
                    lst.notify_op_replaced(rw, op, new)
            for o, n in zip(old, new, strict=True):
                for user, idx in list(rw.uses(o)):
                    if visited(user):
                        rw.set_operand(user, idx, n)
            if all(not rw.uses(r) for r in old):
                self.to_erase.append(op)
        if isinstance(snap.ops[existing].loc, UnknownLoc) and not isinstance(
            snap.ops[op].loc, UnknownLoc
        ):
            rw.set_loc(existing, snap.ops[op].loc)
        # Later ops must see their operands redirected (MLIR edits in place).
        self.snap = rw.snapshot()


def _dominator_tree(snap: Snapshot, region: int) -> dict[int, list[int]]:
    """Children of each block in the region's dominator tree (Cooper,
    Harvey & Kennedy's iterative algorithm), children in block order."""
    blocks = snap.regions[region].blocks
    entry = blocks[0]
    succs: dict[int, list[int]] = {}
    for b in blocks:
        last = snap.blocks[b].last
        succs[b] = list(snap.ops[last].successors) if last else []
    # Reverse post-order from the entry.
    order: list[int] = []
    seen: set[int] = set()
    stack: list[tuple[int, int]] = [(entry, 0)]
    seen.add(entry)
    while stack:
        b, i = stack[-1]
        if i < len(succs[b]):
            stack[-1] = (b, i + 1)
            s = succs[b][i]
            if s not in seen and s in succs:
                seen.add(s)
                stack.append((s, 0))
        else:
            stack.pop()
            order.append(b)
    order.reverse()
    index = {b: i for i, b in enumerate(order)}
    preds: dict[int, list[int]] = {b: [] for b in order}
    for b in order:
        for s in succs[b]:
            if s in preds:
                preds[s].append(b)
    idom: dict[int, int] = {entry: entry}

    def intersect(a: int, b: int) -> int:
        while a != b:
            while index[a] > index[b]:
                a = idom[a]
            while index[b] > index[a]:
                b = idom[b]
        return a

    changed = True
    while changed:
        changed = False
        for b in order[1:]:
            ps = [p for p in preds[b] if p in idom]
            if not ps:
                continue
            new = ps[0]
            for p in ps[1:]:
                new = intersect(p, new)
            if idom.get(b) != new:
                idom[b] = new
                changed = True
    children: dict[int, list[int]] = {}
    for b in blocks:
        if b != entry and b in idom:
            children.setdefault(idom[b], []).append(b)
    return children


def eliminate_common_subexpressions(
    rewriter: Rewriter, op: int, ctx: Context | None = None
) -> bool:
    """mlir::eliminateCommonSubExpressions on the regions of `op`; returns
    whether anything changed."""
    return CSEDriver(rewriter, ctx).simplify(op)


__all__ = ["CSEDriver", "eliminate_common_subexpressions"]
