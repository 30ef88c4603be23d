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
from pdlx.ir.attributes import Attribute, DictionaryAttr, IntegerAttr
from pdlx.ir.dense import DenseArrayAttr, DenseElementsAttr
from pdlx.ir.location import Location
from pdlx.ir.records import OpRecord
from pdlx.ir.rewriter import Rewriter
from pdlx.rewrite.arith_patterns import constant, int_const, make
from pdlx.rewrite.patterns import RewritePattern

BR = "cf.br"
COND_BR = "cf.cond_br"
SWITCH = "cf.switch"


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
    taken = _nonzero(rw, cond_br_parts(rec)[0])
    if taken is None:
        return False
    _branch_to_taken(rw, op, rec, taken)
    return True


def _branch_to_taken(rw: Rewriter, op: int, rec: OpRecord, taken: bool) -> None:
    """Replace the `cf.cond_br` `op` (record `rec`) by a `cf.br` to its
    true (`taken`) or false successor, with that edge's operands."""
    _, t_ops, f_ops = cond_br_parts(rec)
    rw.set_insertion_point_before(op)
    if taken:
        create_br(rw, rec.successors[0], t_ops, rec.loc)
    else:
        create_br(rw, rec.successors[1], f_ops, rec.loc)
    rw.replace_op(op, ())


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
    if pterm.name != COND_BR or cond_br_parts(pterm)[0] != cond_br_parts(rec)[0]:
        return False
    _branch_to_taken(rw, op, rec, block == pterm.successors[0])
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


# -- cf.switch ------------------------------------------------------------------


class _Switch:
    """A `cf.switch`'s parts: flag, default destination and operands, and
    its cases as (value, destination, operands), values as stored."""

    __slots__ = ("cases", "default", "default_ops", "flag", "width")

    def __init__(self, rw: Rewriter, rec: OpRecord) -> None:
        props = rec.properties
        get = props.get if isinstance(props, DictionaryAttr) else (lambda _: None)
        seg, case_seg, values = (
            get("operandSegmentSizes"), get("case_operand_segments"), get("case_values")
        )  # fmt: skip
        sizes = seg.values if isinstance(seg, DenseArrayAttr) else (1, 0, len(rec.operands) - 1)
        self.flag = rec.operands[0]
        t = rw.values[self.flag].type
        self.width = t.width if isinstance(t, T.IntegerType) else 64
        self.default = rec.successors[0]
        self.default_ops = tuple(rec.operands[1 : 1 + sizes[1]])
        flat = rec.operands[1 + sizes[1] :]
        vals = [v for v in values.elements() if isinstance(v, int)] if isinstance(
            values, DenseElementsAttr
        ) else []  # fmt: skip
        groups: list[tuple[int, ...]] = []
        i = 0
        for n in case_seg.values if isinstance(case_seg, DenseArrayAttr) else ():
            groups.append(tuple(flat[i : i + n]))
            i += n
        self.cases = list(zip(vals, rec.successors[1:], groups, strict=False))

    def same(self, a: int, b: int) -> bool:
        """Whether two case values are one APInt of the flag's width."""
        mask = (1 << self.width) - 1
        return a & mask == b & mask


def _create_switch(
    rw: Rewriter, sw: _Switch, cases: Sequence[tuple[int, int, tuple[int, ...]]], loc: Location
) -> int:
    """SwitchOp::build: no `case_values` when there are no cases."""
    props: dict[str, Attribute] = {}
    if cases:
        t = rw.values[sw.flag].type
        props["case_values"] = DenseElementsAttr.get(
            T.VectorType((len(cases),), t), [v for v, _, _ in cases]
        )
    props["case_operand_segments"] = DenseArrayAttr(T.i32, tuple(len(o) for _, _, o in cases))
    flat = tuple(v for _, _, o in cases for v in o)
    props["operandSegmentSizes"] = DenseArrayAttr(T.i32, (1, len(sw.default_ops), len(flat)))
    return rw.create_op(
        SWITCH, (sw.flag, *sw.default_ops, *flat), (),
        properties=DictionaryAttr.of(props),
        successors=(sw.default, *(d for _, d, _ in cases)), loc=loc,
    )  # fmt: skip


def _replace_by_br(rw: Rewriter, op: int, dest: int, operands: Sequence[int]) -> bool:
    rec = rw.ops[op]
    rw.set_insertion_point_before(op)
    create_br(rw, dest, operands, rec.loc)
    rw.replace_op(op, ())
    return True


def _replace_by_switch(
    rw: Rewriter, op: int, sw: _Switch, cases: Sequence[tuple[int, int, tuple[int, ...]]]
) -> bool:
    rec = rw.ops[op]
    rw.set_insertion_point_before(op)
    _create_switch(rw, sw, cases, rec.loc)
    rw.replace_op(op, ())
    return True


def _fold_switch(rw: Rewriter, op: int, sw: _Switch, value: int) -> bool:
    """foldSwitch: a branch to the case of `value`, else to the default."""
    for v, dest, operands in sw.cases:
        if sw.same(v, value):
            return _replace_by_br(rw, op, dest, operands)
    return _replace_by_br(rw, op, sw.default, sw.default_ops)


def _switch_only_default(rw: Rewriter, op: int) -> bool:
    """simplifySwitchWithOnlyDefault."""
    rec = rw.ops[op]
    if len(rec.successors) > 1:
        return False
    sw = _Switch(rw, rec)
    return _replace_by_br(rw, op, sw.default, sw.default_ops)


def _drop_cases_matching_default(rw: Rewriter, op: int) -> bool:
    """dropSwitchCasesThatMatchDefault."""
    sw = _Switch(rw, rw.ops[op])
    kept = [c for c in sw.cases if not (c[1] == sw.default and c[2] == sw.default_ops)]
    if len(kept) == len(sw.cases):
        return False
    return _replace_by_switch(rw, op, sw, kept)


def _const_switch(rw: Rewriter, op: int) -> bool:
    """simplifyConstSwitchValue."""
    sw = _Switch(rw, rw.ops[op])
    c = int_const(rw, sw.flag)
    if c is None:
        return False
    return _fold_switch(rw, op, sw, c.value)


def _pass_through_switch(rw: Rewriter, op: int) -> bool:
    """simplifyPassThroughSwitch: each destination holding only a `cf.br`
    collapsed (the default's too)."""
    sw = _Switch(rw, rw.ops[op])
    changed = False
    cases: list[tuple[int, int, tuple[int, ...]]] = []
    for v, dest, operands in sw.cases:
        collapsed = _collapse(rw, dest, operands)
        if collapsed is not None:
            changed = True
            dest, operands = collapsed[0], tuple(collapsed[1])
        cases.append((v, dest, operands))
    collapsed = _collapse(rw, sw.default, sw.default_ops)
    if collapsed is not None:
        changed = True
        sw.default, sw.default_ops = collapsed[0], tuple(collapsed[1])
    if not changed:
        return False
    return _replace_by_switch(rw, op, sw, cases)


def _pred_switch(rw: Rewriter, op: int, sw: _Switch) -> _Switch | None:
    """The `cf.switch` on the same flag ending this block's single
    predecessor, if any."""
    pred = _single_predecessor(rw, rw.ops[op].parent)
    if pred is None:
        return None
    prec = rw.ops[rw.blocks[pred].last]
    if prec.name != SWITCH or prec.operands[0] != sw.flag:
        return None
    return _Switch(rw, prec)


def _switch_from_switch_on_same_condition(rw: Rewriter, op: int) -> bool:
    """simplifySwitchFromSwitchOnSameCondition: reached through a case of a
    switch on the same flag, the value is known."""
    sw = _Switch(rw, rw.ops[op])
    pred = _pred_switch(rw, op, sw)
    block = rw.ops[op].parent
    if pred is None or pred.default == block:
        return False
    for v, dest, _ in pred.cases:
        if dest == block:
            return _fold_switch(rw, op, sw, v)
    return _replace_by_br(rw, op, sw.default, sw.default_ops)


def _switch_from_default_switch_on_same_condition(rw: Rewriter, op: int) -> bool:
    """simplifySwitchFromDefaultSwitchOnSameCondition: reached through the
    default of a switch on the same flag, the values of its other cases
    are impossible."""
    sw = _Switch(rw, rw.ops[op])
    pred = _pred_switch(rw, op, sw)
    block = rw.ops[op].parent
    if pred is None or pred.default != block:
        return False
    impossible = [v for v, dest, _ in pred.cases if dest != block]
    kept = [c for c in sw.cases if not any(sw.same(c[0], v) for v in impossible)]
    if len(kept) == len(sw.cases):
        return False
    return _replace_by_switch(rw, op, sw, kept)


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
    _p(SWITCH, _switch_only_default, "simplifySwitchWithOnlyDefault"),
    _p(SWITCH, _drop_cases_matching_default, "dropSwitchCasesThatMatchDefault"),
    _p(SWITCH, _const_switch, "simplifyConstSwitchValue"),
    _p(SWITCH, _pass_through_switch, "simplifyPassThroughSwitch"),
    _p(SWITCH, _switch_from_switch_on_same_condition,
       "simplifySwitchFromSwitchOnSameCondition"),
    _p(SWITCH, _switch_from_default_switch_on_same_condition,
       "simplifySwitchFromDefaultSwitchOnSameCondition"),
)  # fmt: skip
"""The cf canonicalization patterns (`cf.br`'s, `cf.cond_br`'s and
`cf.switch`'s), in MLIR's order."""

__all__ = [
    "PATTERNS",
    "cond_br_parts",
    "create_br",
    "create_cond_br",
    "merge_into",
    "predecessors",
]
