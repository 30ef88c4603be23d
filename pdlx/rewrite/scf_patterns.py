"""The scf canonicalization patterns of MLIR 22 (`SCF.cpp`): `scf.if` with a
constant condition, unused results, yields turned into `arith.select`, the
condition propagated into the branches, ifs combined; `scf.for` with no or
one iteration, iter_args that are only forwarded; `scf.execute_region`
inlined (one block, or several into a function); `scf.index_switch` on a
constant; `scf.parallel`'s dimensions of no or one iteration and nested
loops merged; `scf.while`'s own patterns; and, for `scf.while`,
`scf.execute_region` and `scf.index_switch`, the RegionBranchOpInterface
patterns MLIR 22 adds after each op's own (inputs always forwarded one
value, inputs always equal, dead inputs); and `IfOp::fold`.

Each is a port of the C++ in the order of its edits: which ops are created
where, which are moved one by one (MLIR's `inlineBlockBefore` with a
listener moves them so, and the greedy driver queues each), which blocks
change region silently, so that the driver's worklist, and with it the
order of the constants it leaves, is mlir-opt's. Where MLIR 22's source was
not readable here, the order and the edits were taken from mlir-opt-22's
IR after each rewrite (`tests/rewrite/test_scf_canonicalize_steps.py`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from pdlx.dialects.arith_fold import int_width
from pdlx.dialects.scf import parallel_groups
from pdlx.ir import types as T
from pdlx.ir.attributes import DictionaryAttr, IntegerAttr
from pdlx.ir.clone import clone_op
from pdlx.ir.dense import DenseArrayAttr
from pdlx.ir.location import Location
from pdlx.ir.records import OpRecord
from pdlx.ir.rewriter import Rewriter
from pdlx.ir.snapshot import Snapshot
from pdlx.ir.types import Type
from pdlx.rewrite.arith_patterns import const_attr, constant, def_op, int_const, make
from pdlx.rewrite.cf_patterns import create_br
from pdlx.rewrite.patterns import RewritePattern

YIELD = "scf.yield"

# ---------------------------------------------------------------------------
# Region helpers (RewriterBase's block edits)


def terminator(rw: Rewriter, block: int) -> int:
    """The last op of `block`."""
    return rw.blocks[block].last


def entry_block(rw: Rewriter, region: int) -> int | None:
    blocks = rw.regions[region].blocks
    return blocks[0] if blocks else None


def block_ops(rw: Rewriter, block: int) -> list[int]:
    out: list[int] = []
    o = rw.blocks[block].first
    while o:
        out.append(o)
        o = rw.links[o][1]
    return out


def inline_block_before(rw: Rewriter, block: int, before: int, args: Sequence[int] = ()) -> None:
    """`RewriterBase::inlineBlockBefore`: the block's arguments replaced by
    `args`, then its ops moved one by one before `before` (each heard of)."""
    for a, v in zip(rw.blocks[block].args, args, strict=False):
        rw.replace_all_uses(a, v)
    for o in block_ops(rw, block):
        rw.move(o, before=before)


def merge_blocks(rw: Rewriter, source: int, dest: int, args: Sequence[int] = ()) -> None:
    """`RewriterBase::mergeBlocks`: `source`'s ops appended to `dest`."""
    for a, v in zip(rw.blocks[source].args, args, strict=False):
        rw.replace_all_uses(a, v)
    for o in block_ops(rw, source):
        rw.move(o, at_end=dest)


def replace_op_with_region(rw: Rewriter, op: int, region: int, args: Sequence[int] = ()) -> None:
    """SCF.cpp's `replaceOpWithRegion`: the single block's ops before `op`,
    its terminator's operands for `op`'s results."""
    block = rw.regions[region].blocks[0]
    term = terminator(rw, block)
    inline_block_before(rw, block, op, args)
    # Read after the inlining: MLIR's ValueRange sees the replaced arguments.
    rw.replace_op(op, rw.ops[term].operands)
    rw.erase_op(term)


def parent_region(rw: Rewriter, v: int) -> int:
    """The region whose block defines value `v` (`Value::getParentRegion`)."""
    rec = rw.values[v]
    block = rec.owner if rec.is_arg else rw.ops[rec.owner].parent
    return rw.blocks[block].parent if block else 0


def region_is_ancestor(rw: Rewriter, region: int, other: int) -> bool:
    """`Region::isAncestor`: `other` is `region` or nested in it."""
    r = other
    while r:
        if r == region:
            return True
        parent = rw.regions[r].parent
        block = rw.ops[parent].parent if parent in rw.ops else 0
        r = rw.blocks[block].parent if block else 0
    return False


def op_is_ancestor(rw: Rewriter, op: int, region: int) -> bool:
    """`op` holds `region` (at any depth)."""
    return any(region_is_ancestor(rw, r, region) for r in rw.ops[op].regions)


def _value_loc(rw: Rewriter, v: int) -> Location:
    """`Value::getLoc`: a block argument's own, or the defining op's."""
    rec = rw.values[v]
    if rec.is_arg:
        return rec.loc if rec.loc is not None else rw.ops[rw.blocks[rec.owner].parent].loc
    return rw.ops[rec.owner].loc


def _bool_const(rw: Rewriter, v: int) -> bool | None:
    a = const_attr(rw, v)
    if isinstance(a, IntegerAttr) and a.type == T.i1:
        return bool(a.value & 1)
    return None


def _new_if(
    rw: Rewriter, types: Sequence[Type], cond: int, loc: Location, attrs: DictionaryAttr
) -> int:
    return rw.create_op("scf.if", (cond,), tuple(types), attributes=attrs, num_regions=2, loc=loc)


def _yield(rw: Rewriter, operands: Sequence[int], loc: Location) -> int:
    return rw.create_op(YIELD, tuple(operands), (), loc=loc)


# ---------------------------------------------------------------------------
# scf.if


def _if_fold(rw: Rewriter, op: int) -> bool:
    """IfOp::fold: `if (xor c, 1) then A else B` -> `if c then B else A`."""
    rec = rw.ops[op]
    then_r, else_r = rec.regions
    if not rw.regions[else_r].blocks:
        return False
    xor = def_op(rw, rec.operands[0], "arith.xori")
    if xor is None:
        return False
    one = int_const(rw, xor[1].operands[1])
    if one is None:
        return False
    w = int_width(one.type)
    if w is None or one.value & ((1 << w) - 1) != 1:
        return False
    then_block = rw.regions[then_r].blocks[0]
    rw.move_blocks(else_r, then_r, index=0)
    rw.move_block(then_block, else_r, index=0)
    rw.set_operand(op, 0, xor[1].operands[0])
    return True


def _if_parts(rw: Rewriter, op: int) -> tuple[OpRecord, int, int | None]:
    rec = rw.ops[op]
    then_r, else_r = rec.regions
    then_b = rw.regions[then_r].blocks[-1]
    eb = rw.regions[else_r].blocks
    return rec, then_b, (eb[-1] if eb else None)


def _append_block_and_yields(rw: Rewriter, source: int, dest: int) -> None:
    """`source`'s ops go to the end of `dest`, and the two `scf.yield`s
    become one yielding `dest`'s values then `source`'s (at the second's
    location), as CombineIfs merges the branches of two `scf.if`s."""
    y1 = terminator(rw, dest)
    y2 = terminator(rw, source)
    y2loc = rw.ops[y2].loc
    merged = list(rw.ops[y1].operands)
    merge_blocks(rw, source, dest)
    rw.set_insertion_point_to_end(dest)
    merged += rw.ops[y2].operands
    _yield(rw, merged, y2loc)
    rw.erase_op(y1)
    rw.erase_op(y2)


def _combine_ifs(rw: Rewriter, op: int) -> bool:
    """CombineIfs: two consecutive ifs on the same (or negated) condition."""
    next_rec = rw.ops[op]
    prev = rw.links[op][0]
    if not prev or rw.ops[prev].name != "scf.if":
        return False
    prev_rec = rw.ops[prev]
    ncond, pcond = next_rec.operands[0], prev_rec.operands[0]
    _, n_then, n_else = _if_parts(rw, op)
    next_then: int | None = None
    next_else: int | None = None
    if ncond == pcond:
        next_then = n_then
        next_else = n_else
    for cond_of, other in ((ncond, pcond), (pcond, ncond)):
        notv = def_op(rw, cond_of, "arith.xori")
        if notv is not None and notv[1].operands[0] == other:
            c = int_const(rw, notv[1].operands[1])
            w = int_width(c.type) if c is not None else None
            if c is not None and w is not None and c.value & ((1 << w) - 1) == 1:
                next_else = n_then
                if n_else is not None:
                    next_then = n_else
    if next_then is None and next_else is None:
        return False
    _, p_then, p_else = _if_parts(rw, prev)
    p_then_yield = rw.ops[terminator(rw, p_then)].operands
    p_else_yield = rw.ops[terminator(rw, p_else)].operands if p_else is not None else ()
    for res, tv, fv in zip(prev_rec.results, p_then_yield, p_else_yield, strict=False):
        for user, idx in list(rw.uses(res)):
            ublock = rw.ops[user].parent
            ureg = rw.blocks[ublock].parent
            if next_then is not None and region_is_ancestor(rw, rw.blocks[next_then].parent, ureg):
                rw.set_operand(user, idx, tv)
            elif next_else is not None and region_is_ancestor(
                rw, rw.blocks[next_else].parent, ureg
            ):
                rw.set_operand(user, idx, fv)
    prev_types = [rw.values[r].type for r in prev_rec.results]
    next_types = [rw.values[r].type for r in next_rec.results]
    combined = _new_if(rw, prev_types + next_types, pcond, next_rec.loc, next_rec.attributes)
    c_then, c_else = rw.ops[combined].regions
    rw.move_blocks(prev_rec.regions[0], c_then, index=0)
    if next_then is not None:
        _append_block_and_yields(rw, next_then, rw.regions[c_then].blocks[-1])
    rw.move_blocks(prev_rec.regions[1], c_else, index=0)
    if next_else is not None:
        if not rw.regions[c_else].blocks:
            rw.move_blocks(rw.blocks[next_else].parent, c_else, index=0)
        else:
            _append_block_and_yields(rw, next_else, rw.regions[c_else].blocks[-1])
    results = rw.ops[combined].results
    n = len(prev_rec.results)
    rw.replace_op(prev, results[:n])
    rw.replace_op(op, results[n:])
    return True


def _combine_nested_ifs(rw: Rewriter, op: int) -> bool:
    """CombineNestedIfs: `if a { if b { ... } }` -> `if (a and b) { ... }`."""
    rec, then_b, else_b = _if_parts(rw, op)
    ops = block_ops(rw, then_b)
    if len(ops) != 2:
        return False
    if else_b is not None and len(block_ops(rw, else_b)) != 1:
        return False
    nested = ops[0]
    nrec = rw.ops[nested]
    if nrec.name != "scf.if":
        return False
    _, n_then, n_else = _if_parts(rw, nested)
    if n_else is not None and len(block_ops(rw, n_else)) != 1:
        return False
    then_yield = list(rw.ops[ops[1]].operands)
    else_yield = list(rw.ops[terminator(rw, else_b)].operands) if else_b is not None else []
    n_then_yield = rw.ops[terminator(rw, n_then)].operands
    n_else_yield = rw.ops[terminator(rw, n_else)].operands if n_else is not None else ()
    upgrade: list[int] = []
    for i, v in enumerate(then_yield):
        vrec = rw.values[v]
        if not vrec.is_arg and vrec.owner == nested:
            idx = vrec.index
            if n_else_yield[idx] != else_yield[i]:
                return False
            then_yield[i] = n_then_yield[idx]
            continue
        if parent_region(rw, v) == rec.regions[0]:
            return False
        upgrade.append(i)
    loc = rec.loc
    cond = make(rw, "arith.andi", (rec.operands[0], nrec.operands[0]), T.i1, loc)
    types = [rw.values[r].type for r in rec.results]
    new_if = rw.create_op("scf.if", (cond,), tuple(types), num_regions=2, loc=loc)
    nt, ne = rw.ops[new_if].regions
    new_block = rw.create_block(nt)
    results = list(rw.ops[new_if].results)
    rw.set_insertion_point_before(new_if)
    for i in upgrade:
        results[i] = make(
            rw, "arith.select", (rec.operands[0], then_yield[i], else_yield[i]),
            rw.values[then_yield[i]].type, loc,
        )  # fmt: skip
    merge_blocks(rw, n_then, new_block)
    old_yield = terminator(rw, new_block)
    rw.set_insertion_point_to_end(new_block)
    _yield(rw, then_yield, rw.ops[old_yield].loc)
    rw.replace_op(old_yield, ())
    if else_yield:
        eb = rw.create_block(ne)
        rw.set_insertion_point_to_end(eb)
        _yield(rw, else_yield, loc)
    rw.replace_op(op, results)
    return True


def _condition_propagation(rw: Rewriter, op: int) -> bool:
    rec = rw.ops[op]
    cond = rec.operands[0]
    if const_attr(rw, cond) is not None:
        return False
    then_r, else_r = rec.regions
    true_v: int | None = None
    false_v: int | None = None
    changed = False
    for user, idx in list(rw.uses(cond)):
        ureg = rw.blocks[rw.ops[user].parent].parent
        if region_is_ancestor(rw, then_r, ureg):
            changed = True
            if true_v is None:
                true_v = constant(rw, IntegerAttr(1, T.i1), T.i1, rec.loc)
            rw.set_operand(user, idx, true_v)
        elif region_is_ancestor(rw, else_r, ureg):
            changed = True
            if false_v is None:
                false_v = constant(rw, IntegerAttr(0, T.i1), T.i1, rec.loc)
            rw.set_operand(user, idx, false_v)
    return changed


def _convert_trivial_if_to_select(rw: Rewriter, op: int) -> bool:
    rec, then_b, else_b = _if_parts(rw, op)
    if not rec.results or else_b is None:
        return False
    cond = rec.operands[0]
    then_r, else_r = rec.regions
    ty, fy = terminator(rw, then_b), terminator(rw, else_b)
    t_args, f_args = rw.ops[ty].operands, rw.ops[fy].operands
    keep = [
        parent_region(rw, t) == then_r or parent_region(rw, f) == else_r
        for t, f in zip(t_args, f_args, strict=True)
    ]
    if all(keep):
        return False
    types = [rw.values[r].type for r, k in zip(rec.results, keep, strict=True) if k]
    new = _new_if(rw, types, cond, rec.loc, rec.attributes)
    nt, ne = rw.ops[new].regions
    rw.move_blocks(then_r, nt)
    rw.move_blocks(else_r, ne)
    results: list[int] = []
    true_yields: list[int] = []
    false_yields: list[int] = []
    rw.set_insertion_point_before(new)
    new_results = rw.ops[new].results
    for (t, f), k in zip(zip(t_args, f_args, strict=True), keep, strict=True):
        if k:
            results.append(new_results[len(true_yields)])
            true_yields.append(t)
            false_yields.append(f)
        elif t == f:
            results.append(t)
        else:
            results.append(make(rw, "arith.select", (cond, t, f), rw.values[t].type, rec.loc))
    for block, old, vals in ((then_b, ty, true_yields), (else_b, fy, false_yields)):
        rw.set_insertion_point_to_end(block)
        _yield(rw, vals, rw.ops[old].loc)
        rw.replace_op(old, ())
    rw.replace_op(op, results)
    return True


def _remove_empty_else_branch(rw: Rewriter, op: int) -> bool:
    rec, _then_b, else_b = _if_parts(rw, op)
    if rec.results or else_b is None or len(block_ops(rw, else_b)) != 1:
        return False
    new = rw.create_op(
        "scf.if", rec.operands, (), attributes=rec.attributes, properties=rec.properties,
        num_regions=2, loc=rec.loc,
    )  # fmt: skip
    rw.move_blocks(rec.regions[0], rw.ops[new].regions[0], index=0)
    rw.erase_op(op)
    return True


def _remove_static_condition(rw: Rewriter, op: int) -> bool:
    rec = rw.ops[op]
    c = _bool_const(rw, rec.operands[0])
    if c is None:
        return False
    then_r, else_r = rec.regions
    if c:
        replace_op_with_region(rw, op, then_r)
    elif rw.regions[else_r].blocks:
        replace_op_with_region(rw, op, else_r)
    else:
        rw.erase_op(op)
    return True


def _remove_unused_results(rw: Rewriter, op: int) -> bool:
    rec, then_b, else_b = _if_parts(rw, op)
    used = [i for i, r in enumerate(rec.results) if rw.uses(r)]
    if len(used) == len(rec.results) or else_b is None:
        return False
    types = [rw.values[rec.results[i]].type for i in used]
    new = rw.create_op("scf.if", rec.operands, tuple(types), num_regions=2, loc=rec.loc)
    nt, ne = rw.ops[new].regions
    blocks = (rw.create_block(nt), rw.create_block(ne))
    for src, dst in zip((then_b, else_b), blocks, strict=True):
        merge_blocks(rw, src, dst)
        y = terminator(rw, dst)
        ops = rw.ops[y].operands
        rw.set_operands(y, [ops[i] for i in used])
    new_results = rw.ops[new].results
    # Unused results need no replacement (MLIR passes null ones): their own.
    reps = list(rec.results)
    for j, i in enumerate(used):
        reps[i] = new_results[j]
    rw.replace_op(op, reps)
    return True


def _replace_if_yield_with_condition_or_value(rw: Rewriter, op: int) -> bool:
    rec, then_b, else_b = _if_parts(rw, op)
    if not rec.results or else_b is None:
        return False
    ty = rw.ops[terminator(rw, then_b)].operands
    fy = rw.ops[terminator(rw, else_b)].operands
    rw.set_insertion_point_before(op)
    changed = False
    cond = rec.operands[0]
    for t, f, r in zip(ty, fy, rec.results, strict=True):
        if t == f:
            if rw.uses(r):
                rw.replace_all_uses(r, t)
                changed = True
            continue
        tv, fv = _bool_const(rw, t), _bool_const(rw, f)
        if tv is None or fv is None:
            continue
        if not tv and fv and rw.uses(r):
            one = constant(rw, IntegerAttr(1, T.i1), T.i1, rec.loc)
            notc = make(rw, "arith.xori", (cond, one), T.i1, rec.loc)
            rw.replace_all_uses(r, notc)
            changed = True
        if tv and not fv and rw.uses(r):
            rw.replace_all_uses(r, cond)
            changed = True
    return changed


# ---------------------------------------------------------------------------
# scf.for


def _apint(a: IntegerAttr, w: int, signed: bool) -> int:
    u = a.value & ((1 << w) - 1)
    return u - (1 << w) if signed and u >> (w - 1) else u


def static_trip_count(rw: Rewriter, rec: OpRecord) -> int | None:
    """`ForOp::getStaticTripCount` (MLIR 22's `constantTripCount`): 0 for
    equal bounds and for a zero or negative constant step; from constant
    bounds, or from `ub = addi(lb, c)` with the no-wrap flag of the
    comparison's signedness; None when unknown."""
    lb, ub, step = rec.operands[:3]
    props = rec.properties
    signed = not (isinstance(props, DictionaryAttr) and props.get("unsignedCmp") is not None)
    return trip_count(rw, lb, ub, step, signed)


def trip_count(rw: Rewriter, lb: int, ub: int, step: int, signed: bool = True) -> int | None:
    """MLIR 22's `constantTripCount(lb, ub, step, isSigned)` on values."""
    w = int_width(rw.values[lb].type) or 64
    if lb == ub:
        return 0
    s = int_const(rw, step)
    if s is not None:
        sv = _apint(s, w, True)
        if sv <= 0:
            return 0
    lc, uc = int_const(rw, lb), int_const(rw, ub)
    if lc is not None:
        if uc is None:
            return None
        lv, uv = _apint(lc, w, signed), _apint(uc, w, signed)
        if uv <= lv:
            return 0
        diff = uv - lv
    else:
        if uc is not None:
            return None
        add = def_op(rw, ub, "arith.addi")
        if add is None or add[1].operands[0] != lb:
            return None
        flags = add[1].properties
        ovf = flags.get("overflowFlags") if isinstance(flags, DictionaryAttr) else None
        bits = getattr(ovf, "value", 0)
        if not isinstance(bits, int) or not bits & (1 if signed else 2):
            return None
        c = int_const(rw, add[1].operands[1])
        if c is None:
            return None
        diff = _apint(c, w, signed)
    if diff <= 0:
        return 0
    if s is None:
        return None
    sv = _apint(s, w, signed)
    return -(-diff // sv)


def _for_parts(rw: Rewriter, op: int) -> tuple[OpRecord, int, int]:
    rec = rw.ops[op]
    body = rw.regions[rec.regions[0]].blocks[0]
    return rec, body, terminator(rw, body)


def _simplify_trivial_loops(rw: Rewriter, op: int) -> bool:
    rec, body, yld = _for_parts(rw, op)
    inits = rec.operands[3:]
    trips = static_trip_count(rw, rec)
    if trips is None:
        return False
    if trips == 0:
        rw.replace_op(op, inits)
        return True
    if trips == 1:
        replace_op_with_region(rw, op, rec.regions[0], (rec.operands[0], *inits))
        return True
    if rw.blocks[body].first != yld:
        return False
    yielded = rw.ops[yld].operands
    if any(op_is_ancestor(rw, op, parent_region(rw, v)) for v in yielded):
        return False
    rw.replace_op(op, yielded)
    return True


def _for_iter_args_folder(rw: Rewriter, op: int) -> bool:
    rec, body, yld = _for_parts(rw, op)
    inits = rec.operands[3:]
    args = rw.blocks[body].args
    iters = args[1:]
    yielded = rw.ops[yld].operands
    keep: list[bool] = []
    new_inits: list[int] = []
    transfer: list[int | None] = [None]
    result_values: list[int | None] = []
    canonicalize = False
    for init, it, res, y in zip(inits, iters, rec.results, yielded, strict=True):
        forwarded = it == y or (not rw.uses(it) and (init == y or not rw.uses(res)))
        keep.append(not forwarded)
        canonicalize |= forwarded
        if forwarded:
            transfer.append(init)
            result_values.append(init)
            continue
        new_inits.append(init)
        transfer.append(None)
        result_values.append(None)
    if not canonicalize:
        return False
    lb, ub, step = rec.operands[:3]
    types = [rw.values[v].type for v in new_inits]
    new = rw.create_op(
        "scf.for", (lb, ub, step, *new_inits), tuple(types), attributes=rec.attributes,
        properties=rec.properties, num_regions=1, loc=rec.loc,
    )  # fmt: skip
    region = rw.ops[new].regions[0]
    iv_type = rw.values[args[0]].type
    nb = rw.create_block(
        region, [iv_type, *types], [rec.loc, *(_value_loc(rw, v) for v in new_inits)]
    )
    saved = rw.insertion_point
    nargs = rw.blocks[nb].args
    transfer[0] = nargs[0]
    new_results = rw.ops[new].results
    k = 0
    for i in range(len(result_values)):
        if transfer[1 + i] is None:
            transfer[1 + i] = nargs[1 + k]
            result_values[i] = new_results[k]
            k += 1
    xfer = [v for v in transfer if v is not None]
    if not new_inits:
        rw.clear_insertion_point()
        implicit = rw.create_op(YIELD, (), (), loc=rec.loc)
        rw.insert(implicit, at_end=nb)
        inline_block_before(rw, body, implicit, xfer)
        rw.erase_op(rw.links[implicit][0])
    else:
        merge_blocks(rw, body, nb, xfer)
        merged = terminator(rw, nb)
        mops = rw.ops[merged].operands
        rw.set_insertion_point_before(merged)
        _yield(rw, [v for v, kk in zip(mops, keep, strict=True) if kk], rw.ops[merged].loc)
        rw.erase_op(merged)
    rw.insertion_point = saved
    rw.replace_op(op, [v for v in result_values if v is not None])
    return True


# ---------------------------------------------------------------------------
# scf.execute_region


def _no_inline(rec: OpRecord) -> bool:
    """`ExecuteRegionOp::getNoInline`: the region must stay a region."""
    props = rec.properties
    in_props = isinstance(props, DictionaryAttr) and props.get("no_inline") is not None
    return in_props or rec.attributes.get("no_inline") is not None


def _single_block_execute_inliner(rw: Rewriter, op: int) -> bool:
    rec = rw.ops[op]
    if _no_inline(rec) or len(rw.regions[rec.regions[0]].blocks) != 1:
        return False
    replace_op_with_region(rw, op, rec.regions[0])
    return True


def _is_function_like(rec: OpRecord) -> bool:
    """FunctionOpInterface, as far as the ops pdlx defines go: a function
    type among the inherent attributes."""
    props = rec.properties
    if isinstance(props, DictionaryAttr) and props.get("function_type") is not None:
        return True
    return rec.attributes.get("function_type") is not None


def _multi_block_execute_inliner(rw: Rewriter, op: int) -> bool:
    """MultiBlockExecuteInliner: in a function (or another execute_region)
    the region's blocks move into the parent region, between the two halves
    of the op's block, with branches for the entry and for each
    `scf.yield`; the op's results become the second half's arguments."""
    rec = rw.ops[op]
    if _no_inline(rec):
        return False
    parent = rw.regions[rw.blocks[rec.parent].parent].parent
    prec = rw.ops.get(parent)
    if prec is None or not (_is_function_like(prec) or prec.name == "scf.execute_region"):
        return False
    region = rec.regions[0]
    prev = rec.parent
    post = rw.split_block(prev, op)
    rw.set_insertion_point_to_end(prev)
    create_br(rw, rw.regions[region].blocks[0], (), rec.loc)
    for b in rw.regions[region].blocks:
        term = rw.blocks[b].last
        if term and rw.ops[term].name == YIELD:
            trec = rw.ops[term]
            rw.set_insertion_point_before(term)
            create_br(rw, post, trec.operands, trec.loc)
            rw.erase_op(term)
    pregion = rw.blocks[post].parent
    rw.move_blocks(region, pregion, index=rw.regions[pregion].blocks.index(post))
    args = [rw.add_block_argument(post, rw.values[r].type, rec.loc) for r in rec.results]
    rw.replace_op(op, args)
    return True


def _region_yields(rw: Rewriter, op: int) -> list[int]:
    """The `scf.yield` terminators of the blocks of an execute_region (or
    of every region of an index_switch): the predecessors of its results."""
    out: list[int] = []
    for r in rw.ops[op].regions:
        for b in rw.regions[r].blocks:
            last = rw.blocks[b].last
            if last and rw.ops[last].name == YIELD:
                out.append(last)
    return out


def _execute_forwarded_results(rw: Rewriter, op: int) -> bool:
    """MLIR 22's RegionBranchOpInterface forwarding, for execute_region and
    index_switch: a result every `scf.yield` gives the same value from
    outside the op."""
    rec = rw.ops[op]
    yields = [rw.ops[y].operands for y in _region_yields(rw, op)]
    if not yields:
        return False
    changed = False
    for j, r in enumerate(rec.results):
        vals = {y[j] for y in yields}
        if len(vals) != 1 or not rw.uses(r):
            continue
        (v,) = vals
        if not op_is_ancestor(rw, op, parent_region(rw, v)):
            rw.replace_all_uses(r, v)
            changed = True
    return changed


def _execute_duplicate_results(rw: Rewriter, op: int) -> bool:
    rec = rw.ops[op]
    yields = [rw.ops[y].operands for y in _region_yields(rw, op)]
    pairs: list[tuple[int, int]] = []
    for j, r in enumerate(rec.results):
        if not rw.uses(r):
            continue
        for i in range(j):
            if all(y[i] == y[j] for y in yields):
                pairs.append((r, rec.results[i]))
                break
    for old, new in pairs:
        rw.replace_all_uses(old, new)
    return bool(pairs)


def _execute_dead_results(rw: Rewriter, op: int) -> bool:
    """Unused results go, with the values each `scf.yield` gives them; the
    region moves to the new op whole."""
    rec = rw.ops[op]
    keep = [j for j, r in enumerate(rec.results) if rw.uses(r)]
    if len(keep) == len(rec.results):
        return False
    for y in _region_yields(rw, op):
        ops = rw.ops[y].operands
        rw.set_operands(y, [ops[j] for j in keep])
    types = [rw.values[rec.results[j]].type for j in keep]
    new = rw.create_op(
        rec.name, rec.operands, tuple(types), attributes=rec.attributes,
        properties=rec.properties, num_regions=len(rec.regions), loc=rec.loc,
    )  # fmt: skip
    for src, dst in zip(rec.regions, rw.ops[new].regions, strict=True):
        rw.move_blocks(src, dst)
    results = list(rec.results)
    for k, j in enumerate(keep):
        results[j] = rw.ops[new].results[k]
    rw.replace_op(op, results)
    return True


def _fold_constant_case(rw: Rewriter, op: int) -> bool:
    """FoldConstantCase: an index_switch on a constant becomes the region of
    its case (or the default one), inlined before it."""
    rec = rw.ops[op]
    c = int_const(rw, rec.operands[0])
    if c is None:
        return False
    value = _apint(c, 64, True)
    cases = rec.properties.get("cases") if isinstance(rec.properties, DictionaryAttr) else None
    values = cases.values if isinstance(cases, DenseArrayAttr) else ()
    region = rec.regions[0]
    for v, r in zip(values, rec.regions[1:], strict=False):
        if v == value:
            region = r
            break
    block = rw.regions[region].blocks[0]
    term = terminator(rw, block)
    results = rw.ops[term].operands
    inline_block_before(rw, block, op)
    rw.erase_op(term)
    rw.replace_op(op, results)
    return True


# ---------------------------------------------------------------------------
# scf.while

CONDITION = "scf.condition"


def _while_parts(rw: Rewriter, op: int) -> tuple[OpRecord, int, int, int, int]:
    """(record, before block, after block, its scf.condition, its scf.yield)."""
    rec = rw.ops[op]
    before = rw.regions[rec.regions[0]].blocks[0]
    after = rw.regions[rec.regions[1]].blocks[0]
    return rec, before, after, terminator(rw, before), terminator(rw, after)


def _replace_terminator(rw: Rewriter, old: int, name: str, operands: Sequence[int]) -> None:
    """`replaceOpWithNewOp` of a terminator, under an insertion guard."""
    saved = rw.insertion_point
    rw.set_insertion_point_before(old)
    rw.create_op(name, tuple(operands), (), loc=rw.ops[old].loc)
    rw.replace_op(old, ())
    rw.insertion_point = saved


def _new_while(
    rw: Rewriter, op: int, types: Sequence[Type], inits: Sequence[int], *, with_blocks: bool
) -> int:
    """`WhileOp::create`: without blocks (the ODS builder), or with both
    (the builder taking body builders: before arguments typed and located as
    the inits, after ones as the results, at the op)."""
    loc = rw.ops[op].loc
    new = rw.create_op("scf.while", tuple(inits), tuple(types), num_regions=2, loc=loc)
    if with_blocks:
        before, after = rw.ops[new].regions
        rw.create_block(
            before, [rw.values[v].type for v in inits], [_value_loc(rw, v) for v in inits]
        )
        rw.create_block(after, list(types), [loc] * len(types))
    return new


def _merge(rw: Rewriter, source: int, dest: int, args: Sequence[int | None]) -> None:
    """`mergeBlocks` where a null replacement stands for an unused argument."""
    for a, v in zip(rw.blocks[source].args, args, strict=True):
        if v is not None:
            rw.replace_all_uses(a, v)
    for o in block_ops(rw, source):
        rw.move(o, at_end=dest)


def _while_condition_truth(rw: Rewriter, op: int) -> bool:
    rec, _before, after, cond, _yld = _while_parts(rw, op)
    crec = rw.ops[cond]
    c = crec.operands[0]
    true_v: int | None = None
    replaced = False
    for arg, after_arg in zip(crec.operands[1:], rw.blocks[after].args, strict=False):
        if arg == c and rw.uses(after_arg):
            if true_v is None:
                true_v = constant(rw, IntegerAttr(1, T.i1), rw.values[c].type, rec.loc)
            rw.replace_all_uses(after_arg, true_v)
            replaced = True
    return replaced


_INVERT_CMPI = {0: 1, 1: 0, 2: 5, 3: 4, 4: 3, 5: 2, 6: 9, 7: 8, 8: 7, 9: 6}


def _cmpi_pred(rec: OpRecord) -> int | None:
    props = rec.properties
    p = props.get("predicate") if isinstance(props, DictionaryAttr) else None
    return p.value if isinstance(p, IntegerAttr) else None


def _while_cmp_cond(rw: Rewriter, op: int) -> bool:
    _rec, _before, after, cond, _yld = _while_parts(rw, op)
    crec = rw.ops[cond]
    cmp = def_op(rw, crec.operands[0], "arith.cmpi")
    if cmp is None:
        return False
    cmp_ops = cmp[1].operands
    pred = _cmpi_pred(cmp[1])
    changed = False
    for arg, after_arg in zip(crec.operands[1:], rw.blocks[after].args, strict=False):
        for idx in (0, 1):
            if arg != cmp_ops[idx]:
                continue
            for user, _ in list(rw.uses(after_arg)):
                urec = rw.ops.get(user)
                if urec is None or urec.name != "arith.cmpi":
                    continue
                if urec.operands[1 - idx] != cmp_ops[1 - idx]:
                    continue
                upred = _cmpi_pred(urec)
                if upred == pred:
                    same = True
                elif pred is not None and upred == _INVERT_CMPI[pred]:
                    same = False
                else:
                    continue
                saved = rw.insertion_point
                rw.set_insertion_point_before(user)
                v = constant(rw, IntegerAttr(int(same), T.i1), T.i1, urec.loc)
                rw.replace_op(user, (v,))
                rw.insertion_point = saved
                changed = True
    return changed


def _while_align_before_args(rw: Rewriter, op: int) -> bool:
    rec, before, after, cond, _yld = _while_parts(rw, op)
    crec = rw.ops[cond]
    before_args = rw.blocks[before].args
    term_args = crec.operands[1:]
    if tuple(before_args) == tuple(term_args) or len(set(term_args)) != len(term_args):
        return False
    if len(before_args) != len(term_args):
        return False
    mapping = [0] * len(before_args)
    for i, a in enumerate(before_args):
        if a not in term_args:
            return False
        mapping[term_args.index(a)] = i
    _replace_terminator(rw, cond, CONDITION, (crec.operands[0], *before_args))
    types: list[Type] = [T.i1] * len(before_args)
    for i, j in enumerate(mapping):
        types[j] = rw.values[rec.results[i]].type
    new = _new_while(rw, op, types, rec.operands, with_blocks=True)
    nb, na = rw.ops[new].regions
    new_before = rw.regions[nb].blocks[0]
    new_after = rw.regions[na].blocks[0]
    results = [rw.ops[new].results[mapping[i]] for i in range(len(before_args))]
    after_map: list[int | None] = [
        rw.blocks[new_after].args[mapping[i]] for i in range(len(before_args))
    ]
    _merge(rw, before, new_before, list(rw.blocks[new_before].args))
    _merge(rw, after, new_after, after_map)
    rw.replace_op(op, results)
    return True


# MLIR 22 simplifies `scf.while` through RegionBranchOpInterface (the
# patterns `populateRegionBranchOpInterfaceCanonicalizationPatterns` adds):
# its successor inputs are the before block's arguments (fed by the inits
# and the `scf.yield`), the after block's and the results (both fed by the
# `scf.condition`). These replace the older RemoveLoopInvariant*,
# WhileUnusedResult, WhileRemoveDuplicatedResults and WhileRemoveUnusedArgs,
# edit the op in place where they can, and keep the blocks (with their
# arguments' locations) where they cannot.


def _while_inputs(rw: Rewriter, op: int) -> list[tuple[int, list[int]]]:
    """Each successor input of the loop with the values forwarded to it:
    before arguments, after arguments, then results."""
    rec, before, after, cond, yld = _while_parts(rw, op)
    inits, yields = rec.operands, rw.ops[yld].operands
    cargs = rw.ops[cond].operands[1:]
    out: list[tuple[int, list[int]]] = []
    for i, a in enumerate(rw.blocks[before].args):
        out.append((a, [inits[i], yields[i]]))
    for j, a in enumerate(rw.blocks[after].args):
        out.append((a, [cargs[j]]))
    for j, r in enumerate(rec.results):
        out.append((r, [cargs[j]]))
    return out


def _while_forwarded_inputs(rw: Rewriter, op: int) -> bool:
    """A successor input that always receives the same value from outside
    the loop (through other inputs too) is replaced by it, in place."""
    inputs = _while_inputs(rw, op)
    incoming = dict(inputs)
    regions = rw.ops[op].regions

    def outside(v: int) -> bool:
        r = parent_region(rw, v)
        return not any(region_is_ancestor(rw, own, r) for own in regions)

    def resolve(x: int) -> set[int]:
        seen = {x}
        found: set[int] = set()
        stack = [x]
        while stack:
            for v in incoming[stack.pop()]:
                if v in incoming:
                    if v not in seen:
                        seen.add(v)
                        stack.append(v)
                else:
                    found.add(v)
        return found

    changed = False
    for x, _ in inputs:
        if not rw.uses(x):
            continue
        vals = resolve(x)
        if len(vals) == 1:
            (v,) = vals
            if outside(v):
                rw.replace_all_uses(x, v)
                changed = True
    return changed


def _while_duplicate_inputs(rw: Rewriter, op: int) -> bool:
    """Two inputs of one successor that are always forwarded the same
    values: the later one's uses go to the earlier one, in place."""
    rec, before, after, cond, yld = _while_parts(rw, op)
    inits, yields = rec.operands, rw.ops[yld].operands
    cargs = rw.ops[cond].operands[1:]
    groups: list[tuple[Sequence[int], list[Sequence[int]]]] = [
        (rw.blocks[before].args, [inits, yields]),
        (rw.blocks[after].args, [cargs]),
        (rec.results, [cargs]),
    ]
    # The pairs are found first: a replacement may make more pairs, which
    # the next application finds.
    pairs: list[tuple[int, int]] = []
    for inputs, preds in groups:
        for j in range(len(inputs)):
            if not rw.uses(inputs[j]):
                continue
            for i in range(j):
                if all(p[i] == p[j] for p in preds):
                    pairs.append((inputs[j], inputs[i]))
                    break
    for old, new in pairs:
        rw.replace_all_uses(old, new)
    return bool(pairs)


def _while_dead_inputs(rw: Rewriter, op: int) -> bool:
    """Unused before arguments go with their init and yielded values;
    results unused with their after argument go with the condition's
    argument. The blocks stay; a new loop is made only when results go."""
    rec, before, after, cond, yld = _while_parts(rw, op)
    bargs = rw.blocks[before].args
    aargs = rw.blocks[after].args
    dead_b = [i for i, a in enumerate(bargs) if not rw.uses(a)]
    dead_r = [
        j for j, (a, r) in enumerate(zip(aargs, rec.results, strict=True))
        if not rw.uses(a) and not rw.uses(r)
    ]  # fmt: skip
    if not dead_b and not dead_r:
        return False
    crec, yrec = rw.ops[cond], rw.ops[yld]
    kb = [i for i in range(len(bargs)) if i not in dead_b]
    kr = [j for j in range(len(aargs)) if j not in dead_r]
    new_inits = [rec.operands[i] for i in kb]
    if dead_b:
        rw.erase_block_arguments(before, dead_b)
        rw.set_operands(yld, [yrec.operands[i] for i in kb])
    if not dead_r:
        rw.set_operands(op, new_inits)
        return True
    rw.erase_block_arguments(after, dead_r)
    rw.set_operands(cond, [crec.operands[0], *(crec.operands[1 + j] for j in kr)])
    types = [rw.values[rec.results[j]].type for j in kr]
    new = rw.create_op(
        "scf.while", tuple(new_inits), tuple(types), attributes=rec.attributes,
        properties=rec.properties, num_regions=2, loc=rec.loc,
    )  # fmt: skip
    nb, na = rw.ops[new].regions
    rw.move_blocks(rec.regions[0], nb)
    rw.move_blocks(rec.regions[1], na)
    results = list(rec.results)
    for k, j in enumerate(kr):
        results[j] = rw.ops[new].results[k]
    rw.replace_op(op, results)
    return True


def _nested_ops(rw: Rewriter, region: int) -> list[int]:
    """The ops nested in `region`, pre-order."""
    out: list[int] = []

    def walk(r: int) -> None:
        for b in rw.regions[r].blocks:
            for o in block_ops(rw, b):
                out.append(o)
                for inner in rw.ops[o].regions:
                    walk(inner)

    walk(region)
    return out


def _while_move_if_down(rw: Rewriter, op: int) -> bool:
    """WhileMoveIfDown: an `scf.if` on the loop's condition right before the
    `scf.condition` (its else block empty, its results used by the condition
    only) moves into the after block: the condition passes the else values
    instead of its results, the after block reads the then values, and the
    before-region values the then block used become extra condition
    arguments (as MLIR's, a then value defined in the before region is not
    carried over)."""
    rec, _before, after, cond, _yld = _while_parts(rw, op)
    if_op = rw.links[cond][0]
    if not if_op or rw.ops[if_op].name != "scf.if":
        return False
    irec, then_b, else_b = _if_parts(rw, if_op)
    crec = rw.ops[cond]
    if irec.operands[0] != crec.operands[0]:
        return False
    if else_b is not None and len(block_ops(rw, else_b)) != 1:
        return False
    if irec.results and else_b is None:
        return False
    if any(u != cond for r in irec.results for u, _ in rw.uses(r)):
        return False
    before_region = rec.regions[0]
    then_region = irec.regions[0]
    then_yield = terminator(rw, then_b)
    extra: list[int] = []
    for o in _nested_ops(rw, then_region):
        if o == then_yield:
            continue
        for v in rw.ops[o].operands:
            if v not in extra and parent_region(rw, v) == before_region:
                extra.append(v)
    types = [rw.values[r].type for r in rec.results] + [rw.values[v].type for v in extra]
    new = _new_while(rw, op, types, rec.operands, with_blocks=False)
    nb, na = rw.ops[new].regions
    rw.move_blocks(rec.regions[0], nb)
    rw.move_blocks(rec.regions[1], na)
    old_after_args = rw.blocks[after].args
    new_args = [rw.add_block_argument(after, rw.values[v].type, rec.loc) for v in extra]
    rw.set_operands(cond, (*crec.operands, *extra))
    for v, a in zip(extra, new_args, strict=True):
        for user, idx in list(rw.uses(v)):
            ureg = rw.blocks[rw.ops[user].parent].parent
            if region_is_ancestor(rw, then_region, ureg):
                rw.set_operand(user, idx, a)
    if irec.results:
        assert else_b is not None
        then_vals = rw.ops[then_yield].operands
        else_vals = rw.ops[terminator(rw, else_b)].operands
        for i, v in enumerate(crec.operands[1:]):
            vrec = rw.values[v]
            if not vrec.is_arg and vrec.owner == if_op:
                rw.replace_all_uses(old_after_args[i], then_vals[vrec.index])
                rw.set_operand(cond, i + 1, else_vals[vrec.index])
    rw.erase_op(then_yield)
    first = rw.blocks[after].first
    for o in block_ops(rw, then_b):
        rw.move(o, before=first)
    rw.erase_op(if_op)
    rw.replace_op(op, rw.ops[new].results[: len(rec.results)])
    return True


# ---------------------------------------------------------------------------
# scf.parallel


def _new_parallel(
    rw: Rewriter,
    lbs: Sequence[int],
    ubs: Sequence[int],
    steps: Sequence[int],
    inits: Sequence[int],
    loc: Location,
) -> int:
    """A detached `scf.parallel` with an empty region (ParallelOp::build's
    attributes: only the segment sizes; discardable ones are not kept)."""
    sizes = DenseArrayAttr(T.i32, (len(lbs), len(ubs), len(steps), len(inits)))
    saved = rw.insertion_point
    rw.clear_insertion_point()
    new = rw.create_op(
        "scf.parallel", (*lbs, *ubs, *steps, *inits),
        tuple(rw.values[v].type for v in inits),
        properties=DictionaryAttr.of({"operandSegmentSizes": sizes}), num_regions=1, loc=loc,
    )  # fmt: skip
    rw.insertion_point = saved
    return new


def _clone_block_into(
    rw: Rewriter, src: Snapshot, block: int, region: int, vmap: dict[int, int]
) -> None:
    """`Region::cloneInto` for one block: arguments `vmap` maps are dropped,
    the others get new ones; then its ops, in order, each heard of as
    inserted (`RewriterBase::cloneRegionBefore`)."""
    brec = src.blocks[block]
    kept = [a for a in brec.args if a not in vmap]
    nb = rw.create_block(
        region, [src.values[a].type for a in kept], [src.values[a].loc for a in kept]
    )
    for a, na in zip(kept, rw.blocks[nb].args, strict=True):
        vmap[a] = na
    saved = rw.insertion_point
    rw.set_insertion_point_to_end(nb)
    for o in list(src.block_ops(block)):
        clone_op(src, o, rw, vmap)
    rw.insertion_point = saved


def _parallel_single_or_zero_iteration_dims(rw: Rewriter, op: int) -> bool:
    """ParallelOpSingleOrZeroIterationDimsFolder: a dimension of no
    iteration replaces the loop by its inits; one of one iteration is
    dropped, its induction variable replaced by the lower bound; with none
    left, the body and the reductions are cloned before the loop."""
    rec = rw.ops[op]
    lbs, ubs, steps, inits = parallel_groups(rec)
    body = rw.regions[rec.regions[0]].blocks[0]
    ivs = rw.blocks[body].args
    vmap: dict[int, int] = {}
    new_lbs: list[int] = []
    new_ubs: list[int] = []
    new_steps: list[int] = []
    for lb, ub, step, iv in zip(lbs, ubs, steps, ivs, strict=False):
        n = trip_count(rw, lb, ub, step)
        if n == 0:
            rw.replace_op(op, inits)
            return True
        if n == 1:
            vmap[iv] = lb
            continue
        new_lbs.append(lb)
        new_ubs.append(ub)
        new_steps.append(step)
    if len(new_lbs) == len(lbs):
        return False
    src = rw.snapshot()
    rw.set_insertion_point_before(op)
    if not new_lbs:
        ops = list(src.block_ops(body))
        for o in ops[:-1]:
            clone_op(src, o, rw, vmap)
        reduce = src.ops[ops[-1]]
        results: list[int] = []
        for i, region in enumerate(reduce.regions):
            block = src.regions[region].blocks[0]
            a, b = src.blocks[block].args[:2]
            vmap[a] = inits[len(results)]
            vmap[b] = vmap.get(reduce.operands[i], reduce.operands[i])
            rops = list(src.block_ops(block))
            for o in rops[:-1]:
                clone_op(src, o, rw, vmap)
            ret = src.ops[rops[-1]].operands[0]
            results.append(vmap.get(ret, ret))
        rw.replace_op(op, results)
        return True
    new = _new_parallel(rw, new_lbs, new_ubs, new_steps, inits, rec.loc)
    # MLIR erases the builder's block and clones the whole region, so the
    # new loop is heard of before its body.
    rw.insert(new, before=op)
    _clone_block_into(rw, src, body, rw.ops[new].regions[0], vmap)
    rw.replace_op(op, rw.ops[new].results)
    return True


def _merge_nested_parallel_loops(rw: Rewriter, op: int) -> bool:
    """MergeNestedParallelLoops: an outer loop whose body is only an inner
    loop, with bounds that do not use the outer induction variables and no
    reductions in either, becomes one loop over both sets of dimensions."""
    rec = rw.ops[op]
    outer = rw.regions[rec.regions[0]].blocks[0]
    ops = block_ops(rw, outer)
    if len(ops) != 2 or rw.ops[ops[0]].name != "scf.parallel":
        return False
    inner = rw.ops[ops[0]]
    lbs, ubs, steps, inits = parallel_groups(rec)
    ilbs, iubs, isteps, iinits = parallel_groups(inner)
    bounds = {*ilbs, *iubs, *isteps}
    if any(a in bounds for a in rw.blocks[outer].args):
        return False
    if inits or iinits:
        return False
    src = rw.snapshot()
    new = _new_parallel(rw, (*lbs, *ilbs), (*ubs, *iubs), (*steps, *isteps), (), rec.loc)
    inner_body = src.regions[inner.regions[0]].blocks[0]
    outer_args = src.blocks[outer].args
    inner_args = src.blocks[inner_body].args
    nb = rw.create_block(
        rw.ops[new].regions[0], [T.index] * (len(outer_args) + len(inner_args)),
        [rec.loc] * (len(outer_args) + len(inner_args)),
    )  # fmt: skip
    vmap = dict(zip((*outer_args, *inner_args), rw.blocks[nb].args, strict=True))
    # ParallelOp::build fills the body (the builder's ops heard of as
    # created) before the loop itself is created.
    saved = rw.insertion_point
    rw.set_insertion_point_to_end(nb)
    for o in list(src.block_ops(inner_body))[:-1]:
        clone_op(src, o, rw, vmap)
    rw.create_op("scf.reduce", (), (), loc=rec.loc)
    rw.insertion_point = saved
    rw.insert(new, before=op)
    rw.replace_op(op, rw.ops[new].results)
    return True


def _p(root: str, fn: Callable[[Rewriter, int], bool], benefit: int, name: str) -> RewritePattern:
    return RewritePattern(fn, root, benefit, name)


PATTERNS: tuple[RewritePattern, ...] = (
    # IfOp::fold runs before the patterns: the highest benefit stands for it.
    _p("scf.if", _if_fold, 1000, "IfOp::fold"),
    _p("scf.if", _combine_ifs, 1, "CombineIfs"),
    _p("scf.if", _combine_nested_ifs, 1, "CombineNestedIfs"),
    _p("scf.if", _condition_propagation, 1, "ConditionPropagation"),
    _p("scf.if", _convert_trivial_if_to_select, 1, "ConvertTrivialIfToSelect"),
    _p("scf.if", _remove_empty_else_branch, 1, "RemoveEmptyElseBranch"),
    _p("scf.if", _remove_static_condition, 1, "RemoveStaticCondition"),
    _p("scf.if", _remove_unused_results, 1, "RemoveUnusedResults"),
    _p("scf.if", _replace_if_yield_with_condition_or_value, 1,
       "ReplaceIfYieldWithConditionOrValue"),
    _p("scf.for", _for_iter_args_folder, 1, "ForOpIterArgsFolder"),
    _p("scf.for", _simplify_trivial_loops, 1, "SimplifyTrivialLoops"),
    _p("scf.execute_region", _single_block_execute_inliner, 1, "SingleBlockExecuteInliner"),
    _p("scf.execute_region", _multi_block_execute_inliner, 1, "MultiBlockExecuteInliner"),
    _p("scf.execute_region", _execute_forwarded_results, 1,
       "MakeRegionBranchOpSuccessorInputsDead"),
    _p("scf.execute_region", _execute_duplicate_results, 1, "RemoveDuplicateSuccessorInputs"),
    _p("scf.execute_region", _execute_dead_results, 1, "RemoveDeadRegionBranchOpSuccessorInputs"),
    _p("scf.parallel", _parallel_single_or_zero_iteration_dims, 1,
       "ParallelOpSingleOrZeroIterationDimsFolder"),
    _p("scf.parallel", _merge_nested_parallel_loops, 1, "MergeNestedParallelLoops"),
    _p("scf.index_switch", _fold_constant_case, 1, "FoldConstantCase"),
    _p("scf.index_switch", _execute_forwarded_results, 1, "MakeRegionBranchOpSuccessorInputsDead"),
    _p("scf.index_switch", _execute_duplicate_results, 1, "RemoveDuplicateSuccessorInputs"),
    _p("scf.index_switch", _execute_dead_results, 1, "RemoveDeadRegionBranchOpSuccessorInputs"),
    _p("scf.while", _while_condition_truth, 1, "WhileConditionTruth"),
    _p("scf.while", _while_cmp_cond, 1, "WhileCmpCond"),
    _p("scf.while", _while_align_before_args, 1, "WhileOpAlignBeforeArgs"),
    _p("scf.while", _while_move_if_down, 1, "WhileMoveIfDown"),
    # MLIR 22's RegionBranchOpInterface patterns come after the op's own.
    _p("scf.while", _while_forwarded_inputs, 1, "MakeRegionBranchOpSuccessorInputsDead"),
    _p("scf.while", _while_duplicate_inputs, 1, "RemoveDuplicateSuccessorInputs"),
    _p("scf.while", _while_dead_inputs, 1, "RemoveDeadRegionBranchOpSuccessorInputs"),
)  # fmt: skip
"""The scf canonicalization patterns (MLIR's `getCanonicalizationPatterns`
of each scf op)."""

__all__ = [
    "PATTERNS",
    "inline_block_before",
    "merge_blocks",
    "replace_op_with_region",
]
