"""`--transform-dialect-check-uses`: warn where a handle may be used after a
transform op consumed it, without running anything.

A port of MLIR's TransformOpMemFreeAnalysis (CheckUses.cpp): a value is
"freed" by every op that consumes it and by all transform ops enclosing
that op; a use is suspicious if a freeing op lies on some control-flow path
between the value's definition and the use. Conservatively pessimistic, as
in MLIR.
"""

from __future__ import annotations

from pdlx.ir.context import Context
from pdlx.ir.diagnostics import Diagnostic, Severity
from pdlx.ir.location import Location
from pdlx.ir.snapshot import Snapshot
from pdlx.ir.views import Operation
from pdlx.transform.extension import semantics_of
from pdlx.transform.ops.common import op_diagnostic


class MemFreeAnalysis:
    def __init__(self, snap: Snapshot, root: int, ctx: Context) -> None:
        self.snap = snap
        self.ctx = ctx
        self.freed_by: dict[int, list[int]] = {}
        self._reach: dict[int, list[int]] = {}
        self._reach_from: dict[int, list[int]] = {}
        stack = [root]
        while stack:
            op = stack.pop()
            if semantics_of(ctx, snap.ops[op].name) is not None:
                self._collect(op)
                continue
            children = snap.child_ops(op)
            children.reverse()
            stack.extend(children)

    def _consumed(self, op: int) -> frozenset[int]:
        sem = semantics_of(self.ctx, self.snap.ops[op].name)
        if sem is None:
            return frozenset()
        return sem.effects(Operation(self.snap, op)).consumed

    def _collect(self, root: int) -> None:
        snap = self.snap
        for child in snap.walk(root, post_order=True):
            consumed = self._consumed(child)
            for i, v in enumerate(snap.ops[child].operands):
                if i not in consumed:
                    continue
                parent = child
                while True:
                    lst = self.freed_by.setdefault(v, [])
                    if parent not in lst:
                        lst.append(parent)
                    if parent == root:
                        break
                    parent = snap.parent_op_of_op(parent)

    # -- queries -------------------------------------------------------------

    def use_deleters(self, user: int, operand_no: int) -> list[int]:
        """Ops that may free the operand's value between its definition and
        this use (empty: the use is live)."""
        snap = self.snap
        value = snap.ops[user].operands[operand_no]
        deleters = self.freed_by.get(value)
        if not deleters:
            return []
        vrec = snap.values[value]
        def_block = vrec.owner if vrec.is_arg else snap.ops[vrec.owner].parent
        def_region = snap.blocks[def_block].parent
        ancestors = []
        anc = user
        while True:
            ancestors.append(anc)
            if snap.blocks[snap.ops[anc].parent].parent == def_region:
                break
            anc = snap.parent_op_of_op(anc)
        ancestors.reverse()
        for anc in ancestors:
            outermost = anc == ancestors[0]
            partial = outermost and not vrec.is_arg
            anc_block = snap.ops[anc].parent
            if partial:
                same = anc_block == def_block
                d = self._freed_between(value, vrec.owner, anc if same else 0, forward=True)
                if d:
                    return d
            if not partial or anc_block != def_block:
                d = self._freed_between(value, anc, 0, forward=False)
                if d:
                    return d
            start = (
                def_block if outermost else snap.regions[snap.blocks[anc_block].parent].blocks[0]
            )
            d = self._maybe_freed_on_paths(start, anc_block, value, always_include_from=not partial)
            if d:
                return d
        return []

    def _freed_between(self, value: int, first: int, last: int, *, forward: bool) -> list[int]:
        deleters = self.freed_by.get(value, [])
        links = self.snap.links
        op = links[first][1 if forward else 0]
        while op and op != last:
            if op in deleters:
                return [op]
            op = links[op][1 if forward else 0]
        return []

    def _successors(self, block: int) -> tuple[int, ...]:
        last = self.snap.blocks[block].last
        return self.snap.ops[last].successors if last else ()

    def _predecessors(self, block: int) -> list[int]:
        region = self.snap.blocks[block].parent
        return [b for b in self.snap.regions[region].blocks if block in self._successors(b)]

    def _reachable(self, block: int, forward: bool) -> list[int]:
        cache = self._reach if forward else self._reach_from
        r = cache.get(block)
        if r is None:
            seen: list[int] = []
            work = [block]
            while work:
                cur = work.pop()
                nxt = self._successors(cur) if forward else self._predecessors(cur)
                for b in nxt:
                    if b not in seen:
                        seen.append(b)
                        work.append(b)
            r = cache[block] = seen
        return r

    def _maybe_freed_on_paths(
        self, start: int, to: int, value: int, always_include_from: bool
    ) -> list[int]:
        sources = self._reachable(to, forward=False)
        if start not in sources:
            return []
        reach = set(self._reachable(start, forward=True)) & set(sources)
        if always_include_from:
            reach.add(start)
        deleters = self.freed_by.get(value, [])
        out: list[int] = []
        region = self.snap.blocks[start].parent
        for b in self.snap.regions[region].blocks:
            if b not in reach:
                continue
            for o in self.snap.block_ops(b):
                if o in deleters:
                    out.append(o)
        return out


def check_uses(
    snap: Snapshot, root: int | None = None, ctx: Context | None = None
) -> list[Diagnostic]:
    """The "may be used after free" warnings for transform IR under `root`."""
    ctx = ctx or Context.default()
    top = snap.root if root is None else root
    analysis = MemFreeAnalysis(snap, top, ctx)
    out: list[Diagnostic] = []
    for child in snap.walk(top, post_order=True):
        for i, v in enumerate(snap.ops[child].operands):
            deleters = analysis.use_deleters(child, i)
            if not deleters:
                continue
            # `op->emitWarning()`: with the "see current operation" note, in
            # custom form (generic under --mlir-print-op-generic).
            d = op_diagnostic(snap, child, Severity.WARNING, f"operand #{i} may be used after free")
            d.attach_note("allocated here", _value_loc(snap, v))
            for dl in deleters:
                d.attach_note("freed here", snap.ops[dl].loc)
            out.append(d)
    return out


def _value_loc(snap: Snapshot, v: int) -> Location:
    rec = snap.values[v]
    if rec.is_arg:
        if rec.loc is not None:
            return rec.loc
        return snap.ops[snap.regions[snap.blocks[rec.owner].parent].parent].loc
    return snap.ops[rec.owner].loc
