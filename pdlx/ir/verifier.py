"""Structural verification, with MLIR's messages.

What is checked here holds for every op: terminators where a registered op's
regions need them, SSA dominance in regions of registered ops (unregistered
ops get graph-like regions, as in MLIR), and each registered op's own
verifier. Diagnostics are returned, never raised: the caller decides.
"""

from __future__ import annotations

from collections.abc import Iterator

from pdlx.diagnostics import Diagnostic, Severity
from pdlx.dialects.registry import GRAPH_REGION, IS_TERMINATOR, NO_TERMINATOR, Context
from pdlx.ir.snapshot import Snapshot
from pdlx.ir.views import Operation


def op_error(snap: Snapshot, op: int, message: str) -> Diagnostic:
    """`op.emitOpError(message)`: `'name' op message` plus the current-operation note."""
    return op_diag(snap, op, f"'{snap.ops[op].name}' op {message}")


def op_diag(snap: Snapshot, op: int, message: str, severity: Severity = Severity.ERROR) -> Diagnostic:
    """`op.emitError(message)`, with MLIR's "see current operation" note."""
    loc = snap.ops[op].loc
    d = Diagnostic(severity, loc, message)
    if severity is Severity.ERROR:
        d.attach_note(lambda: "see current operation: " + current_op_text(snap, op), loc)
    return d


def current_op_text(snap: Snapshot, op: int) -> str:
    """The op in generic form, numbered from its closest isolated ancestor
    (as MLIR's `Diagnostic::appendOp`); multi-line ops start on a new line."""
    from pdlx.dialects.registry import ISOLATED_FROM_ABOVE
    from pdlx.syntax.names import SSANames
    from pdlx.syntax.printer import OpPrinter

    ctx = Context.default()
    scope = op
    while True:
        opdef = ctx.op(snap.ops[scope].name)
        if opdef is not None and ISOLATED_FROM_ABOVE in opdef.traits:
            break
        parent = snap.parent_op_of_op(scope)
        if not parent:
            break
        scope = parent
    p = OpPrinter(snap, generic=True)
    p.names = SSANames(snap, scope, generic=True)
    p._nondeferred_alias_defs, p._deferred_alias_defs = [], []
    out: list[str] = []
    p._print_op(op, 0, out)
    text = "".join(out)
    return "\n" + text if "\n" in text else text


def verify(snap: Snapshot, ctx: Context | None = None, root: int | None = None) -> list[Diagnostic]:
    """All structural problems under `root` (default: the whole snapshot).
    Stops at the first error, as MLIR's verifier does."""
    ctx = ctx or Context.default()
    for d in _verify(snap, ctx, snap.root if root is None else root):
        return [d]
    return []


def has_ssa_dominance(snap: Snapshot, ctx: Context, region: int) -> bool:
    """Regions of unregistered ops and graph regions impose no order."""
    opdef = ctx.op(snap.ops[snap.regions[region].parent].name)
    return opdef is not None and GRAPH_REGION not in opdef.traits


def _verify(snap: Snapshot, ctx: Context, root: int) -> Iterator[Diagnostic]:
    ops, regions, blocks, links = snap.ops, snap.regions, snap.blocks, snap.links
    dom = _Dominance(snap, ctx)
    for op in snap.walk(root):
        rec = ops[op]
        # Operands must dominate their use (MLIR checks this for every op in a
        # reachable block, whatever kind of region holds it).
        if rec.parent and dom.reachable(rec.parent):
            for n, v in enumerate(rec.operands):
                if not dom.properly_dominates(v, op):
                    yield _dominance_error(snap, op, n, v)
                    return
        opdef = ctx.op(rec.name)
        if opdef is None:
            continue
        if IS_TERMINATOR in opdef.traits and rec.parent and links[op][1]:
            yield op_error(snap, op, "must be the last operation in the parent block")
            return
        if NO_TERMINATOR not in opdef.traits:
            for r in rec.regions:
                for b in regions[r].blocks:
                    last = blocks[b].last
                    if not last:
                        yield Diagnostic(
                            Severity.ERROR, rec.loc, "empty block: expect at least a terminator"
                        )
                        return
                    ldef = ctx.op(ops[last].name)
                    if ldef is not None and IS_TERMINATOR not in ldef.traits:
                        yield op_diag(
                            snap, last, "block with no terminator, has " + current_op_text(snap, last)
                        )
                        return
        if opdef.verify is not None:
            for d in opdef.verify(Operation(snap, op)):
                yield d
                if d.severity is Severity.ERROR:
                    return


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
        if a == b or a == entry:
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
        if not vrec.is_arg and cur == vrec.owner:
            return False  # a use inside the defining op itself
        if not self.ssa(def_region):
            return True
        use_block = snap.ops[cur].parent
        if use_block == def_block:
            return vrec.is_arg or self.position(vrec.owner) < self.position(cur)
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
