"""The arith canonicalization patterns of MLIR 22: `ArithCanonicalization.td`
(the declarative ones) and the C++ ones of `ArithOps.cpp` (`SelectToExtUI`,
`CmpFIntToFPConst`), registered per op in MLIR's order.

Each pattern is a port of what the generated C++ does, since the output
must be mlir-opt's byte for byte: the ops it matches (operand positions as
written, commutativity not considered), its benefit (a declarative
pattern's is the number of ops it matches), the ops it creates at the
root, innermost first, located at the fused location of the matched ops,
and the flags the new ops carry (`mergeOverflowFlags` keeps the flags both
matched ops have; some patterns reset them to none).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction

from pdlx.dialects.arith import FastMathFlagsAttr, IntegerOverflowFlagsAttr
from pdlx.dialects.arith_fold import apply_cmpi, int_width, make_int
from pdlx.ir import types as T
from pdlx.ir.attributes import Attribute, DictionaryAttr, FloatAttr, IntegerAttr
from pdlx.ir.context import Context
from pdlx.ir.floats import decode, round_to_bits, semantics
from pdlx.ir.location import Location, fused_loc
from pdlx.ir.records import OpRecord
from pdlx.ir.rewriter import Rewriter
from pdlx.ir.types import Type
from pdlx.rewrite.patterns import RewritePattern

# ---------------------------------------------------------------------------
# Matching helpers


def def_op(rw: Rewriter, v: int, name: str) -> tuple[int, OpRecord] | None:
    """The op named `name` defining value `v`."""
    rec = rw.values[v]
    if rec.is_arg:
        return None
    o = rec.owner
    orec = rw.ops[o]
    return (o, orec) if orec.name == name else None


def const_attr(rw: Rewriter, v: int) -> Attribute | None:
    """The value of the ConstantLike op defining `v` (`m_Constant`)."""
    rec = rw.values[v]
    if rec.is_arg:
        return None
    orec = rw.ops[rec.owner]
    d = Context.default().op(orec.name)
    if d is None or not d.has_trait("ConstantLike"):
        return None
    props = orec.properties
    value = props.get("value") if isinstance(props, DictionaryAttr) else None
    return value if isinstance(value, Attribute) else None


def int_const(rw: Rewriter, v: int) -> IntegerAttr | None:
    """`ConstantLikeMatcher APIntAttr`: a scalar integer constant."""
    a = const_attr(rw, v)
    return a if isinstance(a, IntegerAttr) else None


def _prop(rec: OpRecord, name: str) -> Attribute | None:
    props = rec.properties
    return props.get(name) if isinstance(props, DictionaryAttr) else None


def overflow(rec: OpRecord) -> int:
    """The op's overflow flags (none when absent)."""
    a = _prop(rec, "overflowFlags")
    return a.value if isinstance(a, IntegerOverflowFlagsAttr) else 0


def _vtype(rw: Rewriter, v: int) -> Type:
    return rw.values[v].type


def _loc(rw: Rewriter, *ops: int) -> Location:
    """DRR's location of the ops it creates: the matched ops' locations fused
    (a nested op matched with a constant operand stands there by that
    constant's op, as the generated matcher records it)."""
    return fused_loc([rw.ops[o].loc for o in ops])


def _owner(rw: Rewriter, v: int) -> int:
    """The op defining value `v`."""
    return rw.values[v].owner


def _ovf_props(flags: int) -> DictionaryAttr:
    return DictionaryAttr.of({"overflowFlags": IntegerOverflowFlagsAttr(flags)})


def make(
    rw: Rewriter,
    name: str,
    operands: Sequence[int],
    rtype: Type,
    loc: Location,
    props: DictionaryAttr | None = None,
) -> int:
    """Create a one-result op at the insertion point; its result."""
    op = rw.create_op(name, operands, (rtype,), properties=props, loc=loc)
    return rw.ops[op].results[0]


def constant(rw: Rewriter, value: Attribute, t: Type, loc: Location) -> int:
    """`arith.constant` of `value`."""
    return make(rw, "arith.constant", (), t, loc, DictionaryAttr.of({"value": value}))


_BINARY_WITH_FLAGS = frozenset({"arith.addi", "arith.subi", "arith.muli", "arith.shli"})


def binary(
    rw: Rewriter, name: str, lhs: int, rhs: int, t: Type, loc: Location, flags: int = 0
) -> int:
    """An integer binary op (with its overflow flags when it has them)."""
    props = _ovf_props(flags) if name in _BINARY_WITH_FLAGS else None
    return make(rw, name, (lhs, rhs), t, loc, props)


def cmpi(rw: Rewriter, pred: int, lhs: int, rhs: int, loc: Location) -> int:
    """`arith.cmpi` (an i1 result: scalar operands only here)."""
    props = DictionaryAttr.of({"predicate": IntegerAttr(pred, T.i64)})
    return make(rw, "arith.cmpi", (lhs, rhs), T.i1, loc, props)


def _replace(rw: Rewriter, op: int, *values: int) -> bool:
    rw.replace_op(op, values)
    return True


Pattern = Callable[[Rewriter, int], bool]

# ---------------------------------------------------------------------------
# AddIOp


def _const_fold_binary(
    sub_name: str,
    sub_const_rhs: bool,
    combine: Callable[[int, int], int],
    new_name: str,
    new_const_lhs: bool,
    merge: bool,
    root_const_lhs: bool = False,
) -> Pattern:
    """The `op(sub(x, c0) or sub(c0, x), c1)` family: `new(x, combine(c0, c1))`
    or `new(combine(c0, c1), x)`, with merged or default overflow flags;
    `root_const_lhs`: the root's constant is its left operand (`subi(c1, ...)`)."""

    def pat(rw: Rewriter, op: int) -> bool:
        rec = rw.ops[op]
        lhs, rhs = rec.operands
        c1 = int_const(rw, lhs if root_const_lhs else rhs)
        if c1 is None:
            return False
        inner = def_op(rw, rhs if root_const_lhs else lhs, sub_name)
        if inner is None:
            return False
        _io, irec = inner
        a, b = irec.operands
        c0 = int_const(rw, b if sub_const_rhs else a)
        if c0 is None:
            return False
        x = a if sub_const_rhs else b
        t = _vtype(rw, rec.results[0])
        loc = _loc(rw, op, _owner(rw, b if sub_const_rhs else a))
        flags = overflow(irec) & overflow(rec) if merge else 0
        c = constant(rw, make_int(combine(c0.value, c1.value), t), t, loc)
        new = (
            binary(rw, new_name, c, x, t, loc, flags)
            if new_const_lhs
            else binary(rw, new_name, x, c, t, loc, flags)
        )
        return _replace(rw, op, new)

    return pat


def _lhs_const_fold(
    sub_name: str,
    sub_const_rhs: bool,
    combine: Callable[[int, int], int],
    new_name: str,
    new_const_lhs: bool,
) -> Pattern:
    """`subi(c1, op(...))`: the constant is the root's left operand; flags
    merged."""
    return _const_fold_binary(
        sub_name, sub_const_rhs, combine, new_name, new_const_lhs, True, root_const_lhs=True
    )


def _all_ones(a: Attribute | None) -> bool:
    if not isinstance(a, IntegerAttr):
        return False
    w = int_width(a.type)
    return w is not None and a.value & ((1 << w) - 1) == (1 << w) - 1


def _addi_mul_neg_one(rhs_side: bool) -> Pattern:
    """addi(x, muli(y, -1)) -> subi(x, y); addi(muli(x, -1), y) -> subi(y, x)."""

    def pat(rw: Rewriter, op: int) -> bool:
        rec = rw.ops[op]
        lhs, rhs = rec.operands
        mul = def_op(rw, rhs if rhs_side else lhs, "arith.muli")
        if mul is None:
            return False
        _mo, mrec = mul
        y, c0 = mrec.operands
        if not _all_ones(const_attr(rw, c0)):
            return False
        t = _vtype(rw, rec.results[0])
        loc = _loc(rw, op, _owner(rw, c0))
        other = lhs if rhs_side else rhs
        return _replace(rw, op, binary(rw, "arith.subi", other, y, t, loc))

    return pat


def _sub_sub_lhs_rhs_lhs(rw: Rewriter, op: int) -> bool:
    """subi(subi(a, b), a) -> subi(0, b)."""
    rec = rw.ops[op]
    lhs, rhs = rec.operands
    inner = def_op(rw, lhs, "arith.subi")
    if inner is None or inner[1].operands[0] != rhs:
        return False
    io, irec = inner
    y = irec.operands[1]
    t = _vtype(rw, rec.results[0])
    yt = _vtype(rw, y)
    if int_width(yt) is None:
        return False
    loc = _loc(rw, op, io)
    zero = constant(rw, make_int(0, yt), yt, loc)
    return _replace(
        rw, op, binary(rw, "arith.subi", zero, y, t, loc, overflow(irec) & overflow(rec))
    )


def _muli_muli_const(rw: Rewriter, op: int) -> bool:
    rec = rw.ops[op]
    lhs, rhs = rec.operands
    c1 = int_const(rw, rhs)
    inner = def_op(rw, lhs, "arith.muli")
    if c1 is None or inner is None:
        return False
    _io, irec = inner
    x, b = irec.operands
    c0 = int_const(rw, b)
    t = _vtype(rw, rec.results[0])
    if c0 is None or c0.type != t or c1.type != t:
        return False
    loc = _loc(rw, op, _owner(rw, b))
    c = constant(rw, make_int(c0.value * c1.value, t), t, loc)
    return _replace(rw, op, binary(rw, "arith.muli", x, c, t, loc, overflow(irec) & overflow(rec)))


# ---------------------------------------------------------------------------
# Extended arithmetic


def _extended_to_plain(new_name: str) -> Pattern:
    """addui_extended / mul[su]i_extended whose second result is unused."""

    def pat(rw: Rewriter, op: int) -> bool:
        rec = rw.ops[op]
        if rw.uses(rec.results[1]):
            return False
        x, y = rec.operands
        t = _vtype(rw, rec.results[0])
        new = binary(rw, new_name, x, y, t, rw.ops[op].loc)
        return _replace(rw, op, new, x)

    return pat


def _mulsi_extended_rhs_one(rw: Rewriter, op: int) -> bool:
    rec = rw.ops[op]
    x, c1 = rec.operands
    a = const_attr(rw, c1)
    if not isinstance(a, IntegerAttr):
        return False
    w = int_width(a.type)
    if w is None or w < 2 or a.value != 1:
        return False
    t = _vtype(rw, x)
    loc = rec.loc
    zero = constant(rw, make_int(0, t), t, loc)
    cmp = cmpi(rw, 2, x, zero, loc)
    ext = make(rw, "arith.extsi", (cmp,), _vtype(rw, rec.results[1]), loc)
    return _replace(rw, op, x, ext)


# ---------------------------------------------------------------------------
# XOrI, AndI, OrI


_INVERT = {0: 1, 1: 0, 2: 5, 3: 4, 4: 3, 5: 2, 6: 9, 7: 8, 8: 7, 9: 6}


def _xori_not_cmpi(rw: Rewriter, op: int) -> bool:
    rec = rw.ops[op]
    lhs, rhs = rec.operands
    c = int_const(rw, rhs)
    if c is None or c.type != T.i1 or c.value != 1:
        return False
    cmp = def_op(rw, lhs, "arith.cmpi")
    if cmp is None:
        return False
    co, crec = cmp
    pred = _prop(crec, "predicate")
    if not isinstance(pred, IntegerAttr):
        return False
    a, b = crec.operands
    loc = _loc(rw, op, co)
    props = DictionaryAttr.of({"predicate": IntegerAttr(_INVERT[pred.value], pred.type)})
    new = make(rw, "arith.cmpi", (a, b), _vtype(rw, rec.results[0]), loc, props)
    return _replace(rw, op, new)


def _of_ext(ext: str) -> Pattern:
    """op(ext(x), ext(y)) -> ext(op(x, y)) for andi/ori/xori, same types."""

    def pat(rw: Rewriter, op: int) -> bool:
        rec = rw.ops[op]
        lhs, rhs = rec.operands
        a, b = def_op(rw, lhs, ext), def_op(rw, rhs, ext)
        if a is None or b is None:
            return False
        x, y = a[1].operands[0], b[1].operands[0]
        if _vtype(rw, x) != _vtype(rw, y):
            return False
        loc = _loc(rw, op, a[0], b[0])
        inner = make(rw, rec.name, (x, y), _vtype(rw, x), loc)
        return _replace(rw, op, make(rw, ext, (inner,), _vtype(rw, rec.results[0]), loc))

    return pat


# ---------------------------------------------------------------------------
# CmpIOp


def _cmpi_ext(ext: str) -> Pattern:
    def pat(rw: Rewriter, op: int) -> bool:
        rec = rw.ops[op]
        pred = _prop(rec, "predicate")
        if not isinstance(pred, IntegerAttr) or pred.value not in (0, 1):
            return False
        lhs, rhs = rec.operands
        a, b = def_op(rw, lhs, ext), def_op(rw, rhs, ext)
        if a is None or b is None:
            return False
        x, y = a[1].operands[0], b[1].operands[0]
        if _vtype(rw, x) != _vtype(rw, y):
            return False
        loc = _loc(rw, op, a[0], b[0])
        props = DictionaryAttr.of({"predicate": pred})
        return _replace(
            rw, op, make(rw, "arith.cmpi", (x, y), _vtype(rw, rec.results[0]), loc, props)
        )

    return pat


# ---------------------------------------------------------------------------
# SelectOp


def _select(rw: Rewriter, cond: int, a: int, b: int, t: Type, loc: Location) -> int:
    return make(rw, "arith.select", (cond, a, b), t, loc)


def _redundant_select(false_side: bool) -> Pattern:
    def pat(rw: Rewriter, op: int) -> bool:
        rec = rw.ops[op]
        pred, tv, fv = rec.operands
        inner = def_op(rw, fv if false_side else tv, "arith.select")
        if inner is None or inner[1].operands[0] != pred:
            return False
        io, irec = inner
        _, ia, ib = irec.operands
        t = _vtype(rw, rec.results[0])
        loc = _loc(rw, op, io)
        if false_side:
            return _replace(rw, op, _select(rw, pred, tv, ib, t, loc))
        return _replace(rw, op, _select(rw, pred, ia, fv, t, loc))

    return pat


def _select_not_cond(rw: Rewriter, op: int) -> bool:
    rec = rw.ops[op]
    cond, tv, fv = rec.operands
    xor = def_op(rw, cond, "arith.xori")
    if xor is None:
        return False
    _xo, xrec = xor
    pred, ones = xrec.operands
    if not _all_ones(int_const(rw, ones)):
        return False
    loc = _loc(rw, op, _owner(rw, ones))
    return _replace(rw, op, _select(rw, pred, fv, tv, _vtype(rw, rec.results[0]), loc))


def _is_i1(a: Attribute | None, v: int) -> bool:
    return isinstance(a, IntegerAttr) and a.type == T.i1 and a.value == v


def _select_i1_to_not(rw: Rewriter, op: int) -> bool:
    rec = rw.ops[op]
    pred, tv, fv = rec.operands
    if not (_is_i1(const_attr(rw, tv), 0) and _is_i1(const_attr(rw, fv), 1)):
        return False
    loc = rec.loc
    one = constant(rw, make_int(1, T.i1), T.i1, loc)
    return _replace(rw, op, make(rw, "arith.xori", (pred, one), _vtype(rw, rec.results[0]), loc))


def _int_is(a: Attribute | None, v: int) -> bool:
    if not isinstance(a, IntegerAttr):
        return False
    w = int_width(a.type)
    return w is not None and a.value & ((1 << w) - 1) == v & ((1 << w) - 1)


def _select_to_extui(rw: Rewriter, op: int) -> bool:
    rec = rw.ops[op]
    cond, tv, fv = rec.operands
    t = _vtype(rw, rec.results[0])
    if not isinstance(t, T.IntegerType) or t.width == 1 or t.signedness:
        return False
    a, b = const_attr(rw, tv), const_attr(rw, fv)
    loc = rec.loc
    if _int_is(a, 1) and _int_is(b, 0):
        return _replace(rw, op, make(rw, "arith.extui", (cond,), t, loc))
    if _int_is(a, 0) and _int_is(b, 1):
        ct = _vtype(rw, cond)
        one = constant(rw, make_int(1, ct), ct, loc)
        x = make(rw, "arith.xori", (cond, one), ct, loc)
        return _replace(rw, op, make(rw, "arith.extui", (x,), t, loc))
    return False


# ---------------------------------------------------------------------------
# Casts


def _cast_of(inner_name: str, new_name: str | None = None) -> Pattern:
    """outer(inner(x)) -> new(x) (new: the outer op unless given)."""

    def pat(rw: Rewriter, op: int) -> bool:
        rec = rw.ops[op]
        inner = def_op(rw, rec.operands[0], inner_name)
        if inner is None:
            return False
        io, irec = inner
        loc = _loc(rw, op, io)
        name = new_name or rec.name
        return _replace(
            rw, op, make(rw, name, (irec.operands[0],), _vtype(rw, rec.results[0]), loc)
        )

    return pat


def _width(t: Type) -> int:
    if isinstance(t, T.IntegerType):
        return t.width
    if isinstance(t, T.FloatType):
        return semantics(t.name).bits
    return -1


def _trunci_ext(ext: str) -> Pattern:
    """trunci(ext(x)) -> ext(x) when only extension bits are truncated."""

    def pat(rw: Rewriter, op: int) -> bool:
        rec = rw.ops[op]
        inner = def_op(rw, rec.operands[0], ext)
        if inner is None:
            return False
        io, irec = inner
        x = irec.operands[0]
        wt, wext, wx = (
            _width(_vtype(rw, rec.results[0])),
            _width(_vtype(rw, irec.results[0])),
            _width(_vtype(rw, x)),
        )
        if not (wext > wt > 0 and wt > wx > 0):
            return False
        loc = _loc(rw, op, io)
        return _replace(rw, op, make(rw, ext, (x,), _vtype(rw, rec.results[0]), loc))

    return pat


def _trunci_shrsi(rw: Rewriter, op: int) -> bool:
    rec = rw.ops[op]
    inner = def_op(rw, rec.operands[0], "arith.shrsi")
    if inner is None:
        return False
    _io, irec = inner
    x, c = irec.operands
    a = const_attr(rw, c)
    if not isinstance(a, IntegerAttr):
        return False
    t = _vtype(rw, rec.results[0])
    if _width(_vtype(rw, x)) - _width(t) != a.value:
        return False
    loc = _loc(rw, op, _owner(rw, c))
    cst = constant(rw, a, a.type, loc)
    shr = make(rw, "arith.shrui", (x, cst), _vtype(rw, x), loc)
    props = DictionaryAttr.of({"overflowFlags": IntegerOverflowFlagsAttr(overflow(rec))})
    return _replace(rw, op, make(rw, "arith.trunci", (shr,), t, loc, props))


def _truncf_of(fp: str) -> Pattern:
    """truncf(itofp(x)) -> itofp(x) with the default rounding mode."""

    def pat(rw: Rewriter, op: int) -> bool:
        rec = rw.ops[op]
        if _prop(rec, "roundingmode") is not None:
            return False
        inner = def_op(rw, rec.operands[0], fp)
        if inner is None:
            return False
        io, irec = inner
        loc = _loc(rw, op, io)
        return _replace(rw, op, make(rw, fp, (irec.operands[0],), _vtype(rw, rec.results[0]), loc))

    return pat


# ---------------------------------------------------------------------------
# MulFOp, DivFOp


def _of_negf(rw: Rewriter, op: int) -> bool:
    rec = rw.ops[op]
    lhs, rhs = rec.operands
    a, b = def_op(rw, lhs, "arith.negf"), def_op(rw, rhs, "arith.negf")
    if a is None or b is None:
        return False
    x, y = a[1].operands[0], b[1].operands[0]
    if _vtype(rw, x) != _vtype(rw, y):
        return False
    loc = _loc(rw, op, a[0], b[0])
    fm = _prop(rec, "fastmath")
    props = DictionaryAttr.of({"fastmath": fm if fm is not None else FastMathFlagsAttr(0)})
    return _replace(rw, op, make(rw, rec.name, (x, y), _vtype(rw, rec.results[0]), loc, props))


# ---------------------------------------------------------------------------
# CmpFOp: CmpFIntToFPConst

_CMPF_TO_CMPI: dict[int, tuple[int, int]] = {
    # cmpf predicate -> (signed cmpi predicate, unsigned)
    1: (0, 0), 8: (0, 0),
    2: (4, 8), 9: (4, 8),
    3: (5, 9), 10: (5, 9),
    4: (2, 6), 11: (2, 6),
    5: (3, 7), 12: (3, 7),
    6: (1, 1), 13: (1, 1),
}  # fmt: skip


def _cmpf_int_to_fp_const(rw: Rewriter, op: int) -> bool:
    rec = rw.ops[op]
    lhs, rhs = rec.operands
    flt = const_attr(rw, rhs)
    if not isinstance(flt, FloatAttr):
        return False
    name = flt.type.name
    if name not in ("f16", "bf16", "f32", "f64"):
        return False
    d = decode(flt.bits, name)
    if d.kind == "nan":
        return False
    sem = semantics(name)
    mantissa_width = sem.precision
    unsigned = False
    src = def_op(rw, lhs, "arith.sitofp")
    if src is None:
        src = def_op(rw, lhs, "arith.uitofp")
        unsigned = True
    if src is None:
        return False
    int_val = src[1].operands[0]
    it = _vtype(rw, int_val)
    if not isinstance(it, T.IntegerType):
        return False
    w = it.width
    value_bits = w if unsigned else w - 1
    loc = rec.loc

    def const_bool(v: bool) -> bool:
        return _replace(rw, op, constant(rw, make_int(int(v), T.i1), T.i1, loc))

    if w > mantissa_width:
        if d.kind == "inf":
            max_exp = sem.max_exponent
            if max_exp < value_bits:
                return False
        elif d.kind == "finite":
            exponent = _ilogb(d.value)
            if mantissa_width <= exponent <= value_bits:
                return False
    pa = _prop(rec, "predicate")
    if not isinstance(pa, IntegerAttr):
        return False
    fpred = pa.value
    if fpred == 7:  # ord
        return const_bool(True)
    if fpred == 14:  # uno
        return const_bool(False)
    if fpred not in _CMPF_TO_CMPI:
        return False
    pred = _CMPF_TO_CMPI[fpred][1 if unsigned else 0]
    value = _fvalue(d)  # exact, with infinities as +-inf floats
    lo, hi = (0, (1 << w) - 1) if unsigned else (-(1 << (w - 1)), (1 << (w - 1)) - 1)
    # The bounds as the float type rounds them (APFloat::convertFromAPInt).
    hi_f = _round_value(Fraction(hi), name)
    lo_f = _round_value(Fraction(lo), name)
    if hi_f < value:
        return const_bool(pred in ((1, 6, 7) if unsigned else (1, 2, 3)))
    if lo_f > value:
        return const_bool(pred in ((1, 8, 9) if unsigned else (1, 4, 5)))
    assert isinstance(value, Fraction)
    truncated = int(value)  # toward zero
    if not lo <= truncated <= hi:
        return False
    if value != 0 and Fraction(truncated) != value:
        negative = value < 0
        if pred == 1:
            return const_bool(True)
        if pred == 0:
            return const_bool(False)
        if pred == 7:  # ule
            if negative:
                return const_bool(False)
        elif pred == 3:  # sle
            if negative:
                pred = 2
        elif pred == 6:  # ult
            if negative:
                return const_bool(False)
            pred = 7
        elif pred == 2:  # slt
            if not negative:
                pred = 3
        elif pred == 8:  # ugt
            if negative:
                return const_bool(True)
        elif pred == 4:  # sgt
            if negative:
                pred = 5
        elif pred == 9:  # uge
            if negative:
                return const_bool(True)
            pred = 8
        elif pred == 5 and not negative:  # sge
            pred = 4
    c = constant(rw, make_int(truncated, it), it, loc)
    return _replace(rw, op, cmpi(rw, pred, int_val, c, loc))


def _ilogb(v: Fraction) -> int:
    m = abs(v)
    e = m.numerator.bit_length() - m.denominator.bit_length()
    if Fraction(2) ** e > m:
        e -= 1
    return e


def _fvalue(d: object) -> Fraction | float:
    from_kind = getattr(d, "kind", "")
    if from_kind == "inf":
        return float("-inf") if getattr(d, "negative", False) else float("inf")
    value = getattr(d, "value", Fraction(0))
    return value if isinstance(value, Fraction) else Fraction(0)


def _round_value(v: Fraction, name: str) -> Fraction | float:
    bits = round_to_bits(v < 0, abs(v), name)
    return _fvalue(decode(bits, name))


# ---------------------------------------------------------------------------
# The set, per root op in MLIR's order (benefit: ops matched)


def _p(root: str, fn: Pattern, benefit: int, name: str) -> RewritePattern:
    return RewritePattern(fn, root, benefit, name)


def _add(a: int, b: int) -> int:
    return a + b


def _sub_ab(a: int, b: int) -> int:
    """c0 - c1 (the inner constant first)."""
    return a - b


def _sub_ba(a: int, b: int) -> int:
    """c1 - c0."""
    return b - a


PATTERNS: tuple[RewritePattern, ...] = (
    _p("arith.addi", _const_fold_binary("arith.addi", True, _add, "arith.addi", False, True), 2,
       "AddIAddConstant"),
    _p("arith.addi", _const_fold_binary("arith.subi", True, _sub_ba, "arith.addi", False, True),
       2, "AddISubConstantRHS"),
    _p("arith.addi", _const_fold_binary("arith.subi", False, _add, "arith.subi", True, True), 2,
       "AddISubConstantLHS"),
    _p("arith.addi", _addi_mul_neg_one(True), 2, "AddIMulNegativeOneRhs"),
    _p("arith.addi", _addi_mul_neg_one(False), 2, "AddIMulNegativeOneLhs"),
    _p("arith.addui_extended", _extended_to_plain("arith.addi"), 1, "AddUIExtendedToAddI"),
    _p("arith.subi", _const_fold_binary("arith.addi", True, _sub_ab, "arith.addi", False, False),
       2, "SubIRHSAddConstant"),
    _p("arith.subi", _lhs_const_fold("arith.addi", True, _sub_ba, "arith.subi", True), 2,
       "SubILHSAddConstant"),
    _p("arith.subi", _const_fold_binary("arith.subi", True, _add, "arith.subi", False, True), 2,
       "SubIRHSSubConstantRHS"),
    _p("arith.subi", _const_fold_binary("arith.subi", False, _sub_ab, "arith.subi", True, True),
       2, "SubIRHSSubConstantLHS"),
    _p("arith.subi", _lhs_const_fold("arith.subi", True, _add, "arith.subi", True), 2,
       "SubILHSSubConstantRHS"),
    _p("arith.subi", _lhs_const_fold("arith.subi", False, _sub_ba, "arith.addi", False), 2,
       "SubILHSSubConstantLHS"),
    _p("arith.subi", _sub_sub_lhs_rhs_lhs, 2, "SubISubILHSRHSLHS"),
    _p("arith.muli", _muli_muli_const, 2, "MulIMulIConstant"),
    _p("arith.mulsi_extended", _extended_to_plain("arith.muli"), 1, "MulSIExtendedToMulI"),
    _p("arith.mulsi_extended", _mulsi_extended_rhs_one, 1, "MulSIExtendedRHSOne"),
    _p("arith.mului_extended", _extended_to_plain("arith.muli"), 1, "MulUIExtendedToMulI"),
    _p("arith.xori", _xori_not_cmpi, 2, "XOrINotCmpI"),
    _p("arith.xori", _of_ext("arith.extui"), 3, "XOrIOfExtUI"),
    _p("arith.xori", _of_ext("arith.extsi"), 3, "XOrIOfExtSI"),
    _p("arith.cmpi", _cmpi_ext("arith.extsi"), 3, "CmpIExtSI"),
    _p("arith.cmpi", _cmpi_ext("arith.extui"), 3, "CmpIExtUI"),
    _p("arith.cmpf", _cmpf_int_to_fp_const, 1, "CmpFIntToFPConst"),
    _p("arith.select", _redundant_select(True), 2, "RedundantSelectFalse"),
    _p("arith.select", _redundant_select(False), 2, "RedundantSelectTrue"),
    _p("arith.select", _select_not_cond, 2, "SelectNotCond"),
    _p("arith.select", _select_i1_to_not, 1, "SelectI1ToNot"),
    _p("arith.select", _select_to_extui, 1, "SelectToExtUI"),
    _p("arith.index_cast", _cast_of("arith.extsi"), 2, "IndexCastOfExtSI"),
    _p("arith.index_castui", _cast_of("arith.extui"), 2, "IndexCastUIOfExtUI"),
    _p("arith.bitcast", _cast_of("arith.bitcast"), 2, "BitcastOfBitcast"),
    _p("arith.extsi", _cast_of("arith.extui", "arith.extui"), 2, "ExtSIOfExtUI"),
    _p("arith.andi", _of_ext("arith.extui"), 3, "AndOfExtUI"),
    _p("arith.andi", _of_ext("arith.extsi"), 3, "AndOfExtSI"),
    _p("arith.ori", _of_ext("arith.extui"), 3, "OrOfExtUI"),
    _p("arith.ori", _of_ext("arith.extsi"), 3, "OrOfExtSI"),
    _p("arith.trunci", _trunci_ext("arith.extsi"), 2, "TruncIExtSIToExtSI"),
    _p("arith.trunci", _trunci_ext("arith.extui"), 2, "TruncIExtUIToExtUI"),
    _p("arith.trunci", _trunci_shrsi, 2, "TruncIShrSIToTrunciShrUI"),
    _p("arith.truncf", _truncf_of("arith.sitofp"), 2, "TruncFSIToFPToSIToFP"),
    _p("arith.truncf", _truncf_of("arith.uitofp"), 2, "TruncFUIToFPToUIToFP"),
    _p("arith.mulf", _of_negf, 3, "MulFOfNegF"),
    _p("arith.divf", _of_negf, 3, "DivFOfNegF"),
)  # fmt: skip
"""The arith canonicalization patterns (MLIR's `getCanonicalizationPatterns`
of each arith op)."""

__all__ = [
    "PATTERNS",
    "apply_cmpi",
    "binary",
    "cmpi",
    "const_attr",
    "constant",
    "def_op",
    "int_const",
    "make",
    "overflow",
]
