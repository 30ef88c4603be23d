"""The cf canonicalization patterns of MLIR 22 (`ControlFlowOps.cpp`): a
branch to a block with one predecessor merges the blocks, branches through
a block holding only a branch are collapsed, and a `cf.cond_br` on a
constant, with identical successors, on the condition of its only
predecessor's `cf.cond_br`, or whose condition its successors use, is
simplified.

They matter to scf too: `scf.execute_region`'s MultiBlockExecuteInliner
leaves branches that only these patterns take away again, so without them
an inlined region would not print as mlir-opt's does.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from pdlx.ir import types as T
from pdlx.ir.attributes import DictionaryAttr, IntegerAttr
from pdlx.ir.dense import DenseArrayAttr
from pdlx.ir.location import Location
from pdlx.ir.records import OpRecord
from pdlx.ir.rewriter import Rewriter
from pdlx.rewrite.arith_patterns import constant, int_const, make
from pdlx.rewrite.patterns import RewritePattern

BR = "cf.br"
COND_BR = "cf.cond_br"


def predecessors(rw: Rewriter, block: int) -> list[int]:
    """`Block::getPredecessors`: the terminator of each branch to `block`,
    once per successor slot naming it."""
    out: list[int] = []
    for b in rw.regions[rw.blocks[block].parent].blocks:
        last = rw.blocks[b].last
        if last:
            out += [last for s in rw.ops[last].successors if s == block]
    return out


def _single_predecessor(rw: Rewriter, block: int) -> int | None:
    """`Block::getSinglePredecessor`: the one block branching here (even
    through several successor slots), or None."""
    blocks = {rw.ops[t].parent for t in predecessors(rw, block)}
    return blocks.pop() if len(blocks) == 1 else None


def create_br(rw: Rewriter, dest: int, operands: Sequence[int], loc: Location) -> int:
    """`cf.br ^dest(operands)` at the insertion point."""
    return rw.create_op(BR, tuple(operands), (), successors=(dest,), loc=loc)


def cond_br_parts(rec: OpRecord) -> tuple[int, tuple[int, ...], tuple[int, ...]]:
    """(condition, true operands, false operands) of a `cf.cond_br`."""
    props = rec.properties
    seg = props.get("operandSegmentSizes") if isinstance(props, DictionaryAttr) else None
    n = seg.values[1] if isinstance(seg, DenseArrayAttr) else len(rec.operands) - 1
    ops = rec.operands
    return ops[0], tuple(ops[1 : 1 + n]), tuple(ops[1 + n :])


def create_cond_br(
    rw: Rewriter,
    cond: int,
    true_dest: int,
    true_ops: Sequence[int],
    false_dest: int,
    false_ops: Sequence[int],
    loc: Location,
) -> int:
    sizes = DenseArrayAttr(T.i32, (1, len(true_ops), len(false_ops)))
    return rw.create_op(
        COND_BR, (cond, *true_ops, *false_ops), (),
        properties=DictionaryAttr.of({"operandSegmentSizes": sizes}),
        successors=(true_dest, false_dest), loc=loc,
    )  # fmt: skip


def merge_into(rw: Rewriter, source: int, dest: int, args: Sequence[int]) -> None:
    """`RewriterBase::mergeBlocks`: `source`'s arguments replaced by `args`,
    its ops moved one by one to the end of `dest` (each heard of), the
    empty block erased."""
    for a, v in zip(rw.blocks[source].args, args, strict=True):
        rw.replace_all_uses(a, v)
    o = rw.blocks[source].first
    while o:
        nxt = rw.links[o][1]
        rw.move(o, at_end=dest)
        o = nxt
    rw.erase_block(source)


def _collapse(rw: Rewriter, succ: int, operands: Sequence[int]) -> tuple[int, list[int]] | None:
    """`collapseBranch`: when `succ` holds only a `cf.br` that uses its
    arguments only as branch operands (and is no self-loop), its
    destination and the operands it would get."""
    brec = rw.blocks[succ]
    if not brec.first or brec.first != brec.last:
        return None
    term = rw.ops[brec.last]
    if term.name != BR:
        return None
    for a in brec.args:
        if any(u != brec.last for u, _ in rw.uses(a)):
            return None
    dest = term.successors[0]
    if dest == succ:
        return None
    out: list[int] = []
    for v in term.operands:
        vrec = rw.values[v]
        out.append(operands[vrec.index] if vrec.is_arg and vrec.owner == succ else v)
    return dest, out


def _simplify_br(rw: Rewriter, op: int) -> bool:
    """BranchOp::canonicalize: simplifyBrToBlockWithSinglePred, then
    simplifyPassThroughBr."""
    rec = rw.ops[op]
    succ = rec.successors[0]
    block = rec.parent
    if succ != block and len(predecessors(rw, succ)) == 1:
        merge_into(rw, succ, block, rec.operands)
        rw.erase_op(op)
        return True
    if succ == block:
        return False
    collapsed = _collapse(rw, succ, rec.operands)
    if collapsed is None:
        return False
    rw.set_insertion_point_before(op)
    create_br(rw, collapsed[0], collapsed[1], rec.loc)
    rw.replace_op(op, ())
    return True


def _nonzero(rw: Rewriter, v: int) -> bool | None:
    c = int_const(rw, v)
    return None if c is None else c.value != 0


def _const_cond(rw: Rewriter, op: int) -> bool:
    """SimplifyConstCondBranchPred."""
    rec = rw.ops[op]
    cond, t_ops, f_ops = cond_br_parts(rec)
    taken = _nonzero(rw, cond)
    if taken is None:
        return False
    rw.set_insertion_point_before(op)
    if taken:
        create_br(rw, rec.successors[0], t_ops, rec.loc)
    else:
        create_br(rw, rec.successors[1], f_ops, rec.loc)
    rw.replace_op(op, ())
    return True


def _pass_through_cond(rw: Rewriter, op: int) -> bool:
    """SimplifyPassThroughCondBranch."""
    rec = rw.ops[op]
    cond, t_ops, f_ops = cond_br_parts(rec)
    t_dest, f_dest = rec.successors
    ct = _collapse(rw, t_dest, t_ops)
    cf = _collapse(rw, f_dest, f_ops)
    if ct is None and cf is None:
        return False
    t_dest, tl = ct if ct is not None else (t_dest, list(t_ops))
    f_dest, fl = cf if cf is not None else (f_dest, list(f_ops))
    rw.set_insertion_point_before(op)
    create_cond_br(rw, cond, t_dest, tl, f_dest, fl, rec.loc)
    rw.replace_op(op, ())
    return True


def _identical_successors(rw: Rewriter, op: int) -> bool:
    """SimplifyCondBranchIdenticalSuccessors: both edges to one block, the
    differing operands merged by `arith.select` (when this block is the
    only predecessor)."""
    rec = rw.ops[op]
    cond, t_ops, f_ops = cond_br_parts(rec)
    dest = rec.successors[0]
    if dest != rec.successors[1]:
        return False
    rw.set_insertion_point_before(op)
    if t_ops == f_ops:
        create_br(rw, dest, t_ops, rec.loc)
        rw.replace_op(op, ())
        return True
    if {rw.ops[t].parent for t in predecessors(rw, dest)} != {rec.parent}:
        return False
    merged = [
        t if t == f else make(rw, "arith.select", (cond, t, f), rw.values[t].type, rec.loc)
        for t, f in zip(t_ops, f_ops, strict=True)
    ]
    create_br(rw, dest, merged, rec.loc)
    rw.replace_op(op, ())
    return True


def _from_cond_br_on_same_condition(rw: Rewriter, op: int) -> bool:
    """SimplifyCondBranchFromCondBranchOnSameCondition."""
    rec = rw.ops[op]
    block = rec.parent
    pred = _single_predecessor(rw, block)
    if pred is None:
        return False
    pterm = rw.ops[rw.blocks[pred].last]
    cond, t_ops, f_ops = cond_br_parts(rec)
    if pterm.name != COND_BR or cond_br_parts(pterm)[0] != cond:
        return False
    rw.set_insertion_point_before(op)
    if block == pterm.successors[0]:
        create_br(rw, rec.successors[0], t_ops, rec.loc)
    else:
        create_br(rw, rec.successors[1], f_ops, rec.loc)
    rw.replace_op(op, ())
    return True


def _truth_propagation(rw: Rewriter, op: int) -> bool:
    """CondBranchTruthPropagation: in a successor reached only from here,
    the condition is known."""
    rec = rw.ops[op]
    cond = cond_br_parts(rec)[0]
    replaced = False
    for dest, truth in zip(rec.successors, (1, 0), strict=True):
        if _single_predecessor(rw, dest) is None:
            continue
        known: int | None = None
        for user, idx in list(rw.uses(cond)):
            if rw.ops[user].parent != dest:
                continue
            replaced = True
            if known is None:
                rw.set_insertion_point_before(op)
                known = constant(rw, IntegerAttr(truth, T.i1), T.i1, rec.loc)
            rw.set_operand(user, idx, known)
    return replaced


def _p(root: str, fn: Callable[[Rewriter, int], bool], name: str) -> RewritePattern:
    return RewritePattern(fn, root, 1, name)


PATTERNS: tuple[RewritePattern, ...] = (
    _p(BR, _simplify_br, "BranchOp::canonicalize"),
    _p(COND_BR, _const_cond, "SimplifyConstCondBranchPred"),
    _p(COND_BR, _pass_through_cond, "SimplifyPassThroughCondBranch"),
    _p(COND_BR, _identical_successors, "SimplifyCondBranchIdenticalSuccessors"),
    _p(COND_BR, _from_cond_br_on_same_condition,
       "SimplifyCondBranchFromCondBranchOnSameCondition"),
    _p(COND_BR, _truth_propagation, "CondBranchTruthPropagation"),
)  # fmt: skip
"""The cf canonicalization patterns (`cf.br`'s and `cf.cond_br`'s)."""

__all__ = [
    "PATTERNS",
    "cond_br_parts",
    "create_br",
    "create_cond_br",
    "merge_into",
    "predecessors",
]
