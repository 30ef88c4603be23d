"""The arith ops' folders: MLIR 22's `fold` hooks of `ArithOps.cpp`, and the
fold hooks of the traits (Commutative, Idempotent) that MLIR's generated
`foldHook` tries when the op's own folder does not fold.

`mlir-opt --canonicalize` output depends on every one of them (which value
replaces an op, which constant is made, when an op changes in place), so
each is a port of the C++ case by case, in its order. Integers are scalar
signless integers or `index` (64 bits), computed as APInt does: unsigned
bit patterns of the type's width. Floats are the IEEE types (`f16`, `bf16`,
`f32`, `f64`), computed exactly and rounded to nearest-even as APFloat
does, with its rules for NaN (an operand NaN is kept, quieted; a new one is
the positive default NaN), infinities and signed zeros. Vector and tensor
constants are left alone.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from pdlx.ir import types as T
from pdlx.ir.attributes import Attribute, DictionaryAttr, FloatAttr, IntegerAttr
from pdlx.ir.context import Context
from pdlx.ir.dense import DenseElementsAttr
from pdlx.ir.floats import decode, inf_bits, nan_bits, round_to_bits, semantics
from pdlx.ir.interfaces import InPlaceFold
from pdlx.ir.records import OpRecord
from pdlx.ir.types import Type
from pdlx.ir.views import Operation

if TYPE_CHECKING:  # imported where folded (`fractions` imports `decimal`: ~2 ms of start-up)
    from fractions import Fraction

Fold = list[Attribute | int] | InPlaceFold | None
"""Per result a constant or an existing value id; an in-place change; None."""

# ---------------------------------------------------------------------------
# Reading the IR


def constant_value(op: Operation, v: int) -> Attribute | None:
    """The attribute of the ConstantLike op defining `v`, if any (MLIR's
    `matchPattern(v, m_Constant())`)."""
    rec = op.snapshot.values[v]
    if rec.is_arg:
        return None
    d = op.snapshot.ops[rec.owner]
    opdef = Context.default().op(d.name)
    if opdef is None or not opdef.has_trait("ConstantLike"):
        return None
    props = d.properties
    value = props.get("value") if isinstance(props, DictionaryAttr) else None
    return value if isinstance(value, Attribute) else None


def defining(op: Operation, v: int, name: str) -> OpRecord | None:
    """The op named `name` defining `v` (MLIR's `getDefiningOp<Op>`)."""
    rec = op.snapshot.values[v]
    if rec.is_arg:
        return None
    d = op.snapshot.ops[rec.owner]
    return d if d.name == name else None


def _operands(op: Operation) -> tuple[int, ...]:
    return op.snapshot.ops[op.id].operands


def _type(op: Operation, v: int) -> Type:
    return op.snapshot.values[v].type


def int_width(t: Type) -> int | None:
    """The width of a scalar signless integer or index type."""
    if isinstance(t, T.IntegerType) and not t.signedness:
        return t.width
    if isinstance(t, T.IndexType):
        return 64
    return None


def shaped_element(t: Type) -> Type | None:
    """The element type of a statically shaped vector or ranked tensor."""
    if isinstance(t, (T.VectorType, T.RankedTensorType)) and all(d >= 0 for d in t.shape):
        return t.element_type
    return None


def element(t: Type) -> Type:
    """`getElementTypeOrSelf` (for the shapes folded here)."""
    return shaped_element(t) or t


def make_int(v: int, t: Type) -> Attribute:
    """An IntegerAttr as the parser stores it (i1 as 0/1, others signed),
    or its splat for a vector or tensor type."""
    et = shaped_element(t)
    if et is not None and isinstance(t, T.ShapedType):
        scalar = make_int(v, et)
        assert isinstance(scalar, IntegerAttr)
        return DenseElementsAttr.get(t, (scalar.value,))
    w = int_width(t) or 64
    v &= (1 << w) - 1
    if w > 1 and v >> (w - 1):
        v -= 1 << w
    return IntegerAttr(v, t)


def make_float(bits: int, t: Type) -> Attribute:
    """A FloatAttr, or its splat for a vector or tensor type."""
    et = shaped_element(t)
    if et is not None and isinstance(t, T.ShapedType):
        return DenseElementsAttr.get(t, (bits,))
    assert isinstance(t, T.FloatType)
    return FloatAttr(bits, t)


def _u(a: Attribute | None, w: int) -> int | None:
    """The unsigned bit pattern of a scalar integer constant or of a splat's
    element (MLIR's matchers see through splats)."""
    if isinstance(a, IntegerAttr):
        return a.value & ((1 << w) - 1)
    if isinstance(a, DenseElementsAttr) and a.splat and int_width(a.type.element_type) == w:
        v = a.values[0]
        return v & ((1 << w) - 1) if isinstance(v, int) else None
    return None


def _s(u: int, w: int) -> int:
    return u - (1 << w) if w and u >> (w - 1) else u


def _is_int(a: Attribute | None, value: int, w: int) -> bool:
    """m_Zero / m_One / all ones on a scalar integer constant."""
    return isinstance(a, IntegerAttr) and a.value & ((1 << w) - 1) == value & ((1 << w) - 1)


# ---------------------------------------------------------------------------
# APFloat, for the IEEE types

_IEEE = frozenset({"f16", "bf16", "f32", "f64"})


def _fname(t: Type) -> str | None:
    t = element(t)
    return t.name if isinstance(t, T.FloatType) and t.name in _IEEE else None


def _quiet(bits: int, name: str) -> int:
    return bits | (1 << (semantics(name).precision - 2))


def _sign(name: str) -> int:
    return semantics(name).sign_bit


def _default_nan(name: str) -> int:
    return nan_bits(name)


def _from_value(v: Fraction, name: str, negative_zero: bool = False) -> int:
    if v == 0:
        return _sign(name) if negative_zero else 0
    return round_to_bits(v < 0, abs(v), name)


def f_add(a: int, b: int, name: str, subtract: bool = False) -> int:
    """IEEEFloat::add / subtract, rounding to nearest-even."""
    da, db = decode(a, name), decode(b, name)
    if da.kind == "nan":
        return _quiet(a, name)
    if db.kind == "nan":
        return _quiet(b, name)
    sb = db.negative != subtract
    if da.kind == "inf":
        if db.kind == "inf" and da.negative != sb:
            return _default_nan(name)
        return a
    if db.kind == "inf":
        return b ^ _sign(name) if subtract else b
    if da.kind == "zero" and db.kind == "zero":
        return _sign(name) if da.negative and sb else 0
    if da.kind == "zero":
        return b ^ _sign(name) if subtract else b
    if db.kind == "zero":
        return a
    return _from_value(da.value + (-db.value if subtract else db.value), name)


def f_mul(a: int, b: int, name: str) -> int:
    """IEEEFloat::multiply."""
    da, db = decode(a, name), decode(b, name)
    if da.kind == "nan":
        return _quiet(a, name)
    if db.kind == "nan":
        return _quiet(b, name)
    neg = da.negative != db.negative
    kinds = {da.kind, db.kind}
    if "inf" in kinds:
        if "zero" in kinds:
            return _default_nan(name)
        return _inf(name, neg)
    if "zero" in kinds:
        return _sign(name) if neg else 0
    return round_to_bits(neg, abs(da.value * db.value), name)


def _inf(name: str, negative: bool) -> int:
    return inf_bits(name, negative)


def f_div(a: int, b: int, name: str) -> int:
    """IEEEFloat::divide."""
    da, db = decode(a, name), decode(b, name)
    if da.kind == "nan":
        return _quiet(a, name)
    if db.kind == "nan":
        return _quiet(b, name)
    neg = da.negative != db.negative
    if da.kind == "inf":
        return _default_nan(name) if db.kind == "inf" else _inf(name, neg)
    if db.kind == "inf":
        return _sign(name) if neg else 0
    if db.kind == "zero":
        return _default_nan(name) if da.kind == "zero" else _inf(name, neg)
    if da.kind == "zero":
        return _sign(name) if neg else 0
    return round_to_bits(neg, abs(da.value / db.value), name)


def f_mod(a: int, b: int, name: str) -> int:
    """IEEEFloat::mod: the remainder of truncated division (the sign of `a`)."""
    da, db = decode(a, name), decode(b, name)
    if da.kind == "nan":
        return _quiet(a, name)
    if db.kind == "nan":
        return _quiet(b, name)
    if da.kind == "inf" or db.kind == "zero":
        return _default_nan(name)
    if db.kind == "inf" or da.kind == "zero":
        return a
    x, y = abs(da.value), abs(db.value)
    r = x - y * (x // y)
    if r == 0:
        return _sign(name) if da.negative else 0
    return round_to_bits(da.negative, r, name)


def f_compare(a: int, b: int, name: str) -> int | None:
    """-1, 0, 1, or None when unordered (APFloat::compare)."""
    da, db = decode(a, name), decode(b, name)
    if da.kind == "nan" or db.kind == "nan":
        return None
    if da.kind == "inf" or db.kind == "inf":
        x = (-1 if da.negative else 1) if da.kind == "inf" else 0
        y = (-1 if db.negative else 1) if db.kind == "inf" else 0
        return (x > y) - (x < y)
    va, vb = da.value, db.value
    return (va > vb) - (va < vb)


def _is_zero(bits: int, name: str) -> bool:
    return decode(bits, name).kind == "zero"


def _neg(bits: int, name: str) -> bool:
    return decode(bits, name).negative


def f_maximum(a: int, b: int, name: str) -> int:
    """llvm::maximum: NaN wins, +0 over -0."""
    if decode(a, name).kind == "nan":
        return _quiet(a, name)
    if decode(b, name).kind == "nan":
        return _quiet(b, name)
    if _is_zero(a, name) and _is_zero(b, name) and _neg(a, name) != _neg(b, name):
        return b if _neg(a, name) else a
    return b if f_compare(a, b, name) == -1 else a


def f_minimum(a: int, b: int, name: str) -> int:
    """llvm::minimum: NaN wins, -0 under +0."""
    if decode(a, name).kind == "nan":
        return _quiet(a, name)
    if decode(b, name).kind == "nan":
        return _quiet(b, name)
    if _is_zero(a, name) and _is_zero(b, name) and _neg(a, name) != _neg(b, name):
        return a if _neg(a, name) else b
    return b if f_compare(b, a, name) == -1 else a


def f_maxnum(a: int, b: int, name: str) -> int:
    """llvm::maxnum: a NaN loses to a number."""
    if decode(a, name).kind == "nan":
        return _quiet(b, name) if decode(b, name).kind == "nan" else b
    if decode(b, name).kind == "nan":
        return a
    if _is_zero(a, name) and _is_zero(b, name) and _neg(a, name) != _neg(b, name):
        return b if _neg(a, name) else a
    return b if f_compare(a, b, name) == -1 else a


def f_minnum(a: int, b: int, name: str) -> int:
    """llvm::minnum: a NaN loses to a number."""
    if decode(a, name).kind == "nan":
        return _quiet(b, name) if decode(b, name).kind == "nan" else b
    if decode(b, name).kind == "nan":
        return a
    if _is_zero(a, name) and _is_zero(b, name) and _neg(a, name) != _neg(b, name):
        return a if _neg(a, name) else b
    return b if f_compare(b, a, name) == -1 else a


def f_convert(bits: int, src: str, dst: str) -> int | None:
    """APFloat::convert without loss of information (None when lossy)."""
    d = decode(bits, src)
    ss, ds = semantics(src), semantics(dst)
    if d.kind == "nan":
        shift = ds.mantissa_bits - ss.mantissa_bits
        m = bits & ((1 << ss.mantissa_bits) - 1)
        if shift < 0:
            if m & ((1 << -shift) - 1):
                return None
            m >>= -shift
        else:
            m <<= shift
        out = nan_bits(dst, d.negative) | m
        return out
    if d.kind == "inf":
        return _inf(dst, d.negative)
    if d.kind == "zero":
        return ds.sign_bit if d.negative else 0
    out = round_to_bits(d.negative, abs(d.value), dst)
    od = decode(out, dst)
    if od.kind != "finite" or od.value != d.value:
        return None
    return out


def f_to_int(bits: int, name: str, width: int, signed: bool) -> int | None:
    """APFloat::convertToInteger toward zero; None on opInvalidOp."""
    d = decode(bits, name)
    if d.kind in ("nan", "inf"):
        return None
    if d.kind == "zero":
        return 0
    v = abs(d.value).__floor__()
    if d.negative:
        v = -v
    lo, hi = (-(1 << (width - 1)), (1 << (width - 1)) - 1) if signed else (0, (1 << width) - 1)
    if not lo <= v <= hi:
        return None
    return v & ((1 << width) - 1)


def _fconst(op: Operation, v: int, name: str) -> int | None:
    a = constant_value(op, v)
    if isinstance(a, FloatAttr):
        return a.bits if a.type.name == name else None
    if isinstance(a, DenseElementsAttr) and a.splat:
        et = a.type.element_type
        bits = a.values[0]
        if isinstance(et, T.FloatType) and et.name == name and isinstance(bits, int):
            return bits
    return None


def _fis(op: Operation, v: int, name: str, pred: Callable[[int], bool]) -> bool:
    b = _fconst(op, v, name)
    return b is not None and pred(b)


# ---------------------------------------------------------------------------
# Integer folders


def _int_setup(op: Operation) -> tuple[int, int, Type, int, int | None, int | None] | None:
    """(lhs, rhs, type, width, lhs constant, rhs constant) of a binary op on
    scalar integers (unsigned bit patterns)."""
    lhs, rhs = _operands(op)[:2]
    t = op.result_types[0]
    w = int_width(element(t))
    if w is None:
        return None
    return lhs, rhs, t, w, _u(constant_value(op, lhs), w), _u(constant_value(op, rhs), w)


def _dense_pair(op: Operation) -> tuple[list[int], list[int]] | None:
    """The elements of both operands when they are dense constants of one
    shaped type and not both splats: `constFoldBinaryOp`'s ElementsAttr
    branch (two splats took the splat branch, which the scalar code is)."""
    lhs, rhs = _operands(op)[:2]
    a, b = constant_value(op, lhs), constant_value(op, rhs)
    if not isinstance(a, DenseElementsAttr) or not isinstance(b, DenseElementsAttr):
        return None
    if (a.splat and b.splat) or a.type != b.type or shaped_element(a.type) is None:
        return None
    xs = [v for v in a.elements() if isinstance(v, int)]
    ys = [v for v in b.elements() if isinstance(v, int)]
    if len(xs) != a.num_elements or len(ys) != b.num_elements:
        return None
    return xs, ys


def _dense_fold(
    op: Operation, t: Type, fn: Callable[[int, int], int | None]
) -> list[Attribute | int] | None:
    """Fold each pair of elements (raw values as stored); nothing when any
    pair does not fold, as MLIR's `calculate` returning no value."""
    pair = _dense_pair(op)
    if pair is None or not isinstance(t, T.ShapedType) or shaped_element(t) is None:
        return None
    out: list[int] = []
    for x, y in zip(*pair, strict=True):
        r = fn(x, y)
        if r is None:
            return None
        out.append(r)
    return [DenseElementsAttr.get(t, out)]


def _dense_unary(op: Operation, src: int, t: Type, fn: Callable[[int], int | None]) -> Fold:
    """`constFoldCastOp` / `constFoldUnaryOp` on a dense constant that is
    not a splat (scalars and splats take the scalar code): each element,
    raw as stored; nothing when one does not fold."""
    a = constant_value(op, src)
    if not isinstance(a, DenseElementsAttr) or a.splat:
        return None
    if not isinstance(t, T.ShapedType) or shaped_element(t) is None:
        return None
    out: list[int] = []
    for v in a.elements():
        if not isinstance(v, int):
            return None
        r = fn(v)
        if r is None:
            return None
        out.append(r)
    return [DenseElementsAttr.get(t, out)]


def _int_element(v: int, et: Type) -> int:
    """An integer result as a dense attribute stores it (as `make_int`)."""
    a = make_int(v, et)
    assert isinstance(a, IntegerAttr)
    return a.value


def _bin(
    fn: Callable[[int, int, int], int | None],
) -> Callable[[int | None, int | None, int, Type, Operation], list[Attribute | int] | None]:
    def fold(
        a: int | None, b: int | None, w: int, t: Type, op: Operation
    ) -> list[Attribute | int] | None:
        if a is None or b is None:
            mask = (1 << w) - 1
            et = element(t)

            def each(x: int, y: int) -> int | None:
                r = fn(x & mask, y & mask, w)
                return None if r is None else _int_element(r, et)

            return _dense_fold(op, t, each)
        r = fn(a, b, w)
        return None if r is None else [make_int(r, t)]

    return fold


def _bin_last(
    fn: Callable[[int, int, int], tuple[int, bool]],
) -> Callable[[int | None, int | None, int, Type, Operation], list[Attribute | int] | None]:
    """`_bin` for MLIR folders whose "may fold" flag is assigned (not
    accumulated) per element (ShLIOp/ShRUIOp/ShRSIOp, FloorDivSIOp): every
    lane gets APInt's result and only the LAST lane decides whether a
    dense constant folds. `fn` gives the result and that flag."""

    def fold(
        a: int | None, b: int | None, w: int, t: Type, op: Operation
    ) -> list[Attribute | int] | None:
        if a is not None and b is not None:
            r, ok = fn(a, b, w)
            return [make_int(r, t)] if ok else None
        pair = _dense_pair(op)
        if pair is None or not isinstance(t, T.ShapedType) or shaped_element(t) is None:
            return None
        mask = (1 << w) - 1
        et = element(t)
        out: list[int] = []
        ok = False
        for x, y in zip(*pair, strict=True):
            r, ok = fn(x & mask, y & mask, w)
            out.append(_int_element(r, et))
        return [DenseElementsAttr.get(t, out)] if ok else None

    return fold


def _sdiv(a: int, b: int, w: int) -> int | None:
    x, y = _s(a, w), _s(b, w)
    if y == 0 or (y == -1 and x == -(1 << (w - 1))):
        return None
    q = abs(x) // abs(y)
    return q if (x < 0) == (y < 0) else -q


def _srem(a: int, b: int, w: int) -> int | None:
    x, y = _s(a, w), _s(b, w)
    if y == 0:
        return None
    r = abs(x) % abs(y)
    return -r if x < 0 else r


def _ceildivsi(a: int, b: int, w: int) -> int | None:
    x, y = _s(a, w), _s(b, w)
    lo = -(1 << (w - 1))
    if y == 0:
        return None
    if x == 0:
        return 0
    if x > 0 and y > 0:
        return (x - 1) // y + 1
    if x < 0 and y < 0:
        if x == lo or y == lo:
            return None  # negating MININT overflows
        return (-x - 1) // -y + 1
    if x < 0:
        if x == lo:
            return None
        return -((-x) // y)
    if y == lo:
        return None
    return -(x // -y)


def _floordivsi(a: int, b: int, w: int) -> tuple[int, bool]:
    """MLIR's lane: `a` on a division by zero, APInt's `sfloordiv_ov`
    (MIN / -1 wraps to MIN) otherwise; with whether it may fold."""
    x, y = _s(a, w), _s(b, w)
    if y == 0:
        return a, False
    if y == -1 and x == -(1 << (w - 1)):
        return x, False
    return x // y, True


def _ceildivui(a: int, b: int, w: int) -> int | None:
    if b == 0:
        return None
    q = a // b
    if a % b:
        q += 1
        if q >> w:
            return None
    return q


def _div_mul(op: Operation, lhs: int, rhs: int, flag: int) -> int | None:
    """`(a * b) / b -> a` when the multiplication has the overflow flag."""
    mul = defining(op, lhs, "arith.muli")
    if mul is None:
        return None
    props = mul.properties
    flags = props.get("overflowFlags") if isinstance(props, DictionaryAttr) else None
    value = getattr(flags, "value", 0)
    if not isinstance(value, int) or value & flag != flag:
        return None
    if mul.operands[0] == rhs:
        return mul.operands[1]
    if mul.operands[1] == rhs:
        return mul.operands[0]
    return None


def _zero_attr(t: Type) -> Attribute:
    return make_int(0, t)


def fold_addi(op: Operation) -> Fold:
    s = _int_setup(op)
    if s is None:
        return None
    lhs, rhs, t, w, a, b = s
    if b == 0:
        return [lhs]
    sub = defining(op, lhs, "arith.subi")
    if sub is not None and rhs == sub.operands[1]:
        return [sub.operands[0]]
    sub = defining(op, rhs, "arith.subi")
    if sub is not None and lhs == sub.operands[1]:
        return [sub.operands[0]]
    return _bin(lambda x, y, w: x + y)(a, b, w, t, op)


def fold_subi(op: Operation) -> Fold:
    s = _int_setup(op)
    if s is None:
        return None
    lhs, rhs, t, w, a, b = s
    if lhs == rhs:
        return [_zero_attr(t)]
    if b == 0:
        return [lhs]
    add = defining(op, lhs, "arith.addi")
    if add is not None:
        if rhs == add.operands[1]:
            return [add.operands[0]]
        if rhs == add.operands[0]:
            return [add.operands[1]]
    return _bin(lambda x, y, w: x - y)(a, b, w, t, op)


def fold_muli(op: Operation) -> Fold:
    s = _int_setup(op)
    if s is None:
        return None
    lhs, rhs, t, w, a, b = s
    if b == 0:
        return [rhs]
    if b == 1 and w > 0:
        return [lhs]
    return _bin(lambda x, y, w: x * y)(a, b, w, t, op)


def _one(b: int | None, w: int) -> bool:
    return b is not None and b == 1 & ((1 << w) - 1)


def fold_divui(op: Operation) -> Fold:
    s = _int_setup(op)
    if s is None:
        return None
    lhs, rhs, t, w, a, b = s
    if _one(b, w):
        return [lhs]
    v = _div_mul(op, lhs, rhs, 2)
    if v is not None:
        return [v]
    return _bin(lambda x, y, w: x // y if y else None)(a, b, w, t, op)


def fold_divsi(op: Operation) -> Fold:
    s = _int_setup(op)
    if s is None:
        return None
    lhs, rhs, t, w, a, b = s
    if _one(b, w):
        return [lhs]
    v = _div_mul(op, lhs, rhs, 1)
    if v is not None:
        return [v]
    return _bin(_sdiv)(a, b, w, t, op)


def _simple(
    fn: Callable[[int, int, int], int | None], one_is_identity: bool = True
) -> Callable[[Operation], Fold]:
    def fold(op: Operation) -> Fold:
        s = _int_setup(op)
        if s is None:
            return None
        lhs, _rhs, t, w, a, b = s
        if one_is_identity and _one(b, w):
            return [lhs]
        return _bin(fn)(a, b, w, t, op)

    return fold


def _fold_floordivsi(op: Operation) -> Fold:
    s = _int_setup(op)
    if s is None:
        return None
    lhs, _rhs, t, w, a, b = s
    if _one(b, w):
        return [lhs]
    return _bin_last(_floordivsi)(a, b, w, t, op)


def _rem(fn: Callable[[int, int, int], int | None]) -> Callable[[Operation], Fold]:
    def fold(op: Operation) -> Fold:
        s = _int_setup(op)
        if s is None:
            return None
        _lhs, _rhs, t, w, a, b = s
        if _one(b, w):
            return [_zero_attr(t)]
        return _bin(fn)(a, b, w, t, op)

    return fold


def _is_not_of(op: Operation, v: int, x: int, w: int) -> OpRecord | None:
    """`v` is `xori(x, all ones)`: that xori."""
    xor = defining(op, v, "arith.xori")
    if xor is None or xor.operands[0] != x:
        return None
    c = _u(constant_value(op, xor.operands[1]), w)
    return xor if c == (1 << w) - 1 else None


def fold_andi(op: Operation) -> Fold:
    s = _int_setup(op)
    if s is None:
        return None
    lhs, rhs, t, w, a, b = s
    ones = (1 << w) - 1
    if b == 0:
        return [rhs]
    if b == ones:
        return [lhs]
    if _is_not_of(op, rhs, lhs, w) is not None or _is_not_of(op, lhs, rhs, w) is not None:
        return [_zero_attr(t)]
    for reverse in (False, True):
        prev_v, other = (rhs, lhs) if reverse else (lhs, rhs)
        prev = defining(op, prev_v, "arith.andi")
        if prev is None:
            continue
        if other not in prev.operands[:2]:
            continue
        return [prev_v]
    return _bin(lambda x, y, w: x & y)(a, b, w, t, op)


def fold_ori(op: Operation) -> Fold:
    s = _int_setup(op)
    if s is None:
        return None
    lhs, rhs, t, w, a, b = s
    if b is not None:
        if b == 0:
            return [lhs]
        if b == (1 << w) - 1:
            return [make_int(b, t)]
    xor = _is_not_of(op, rhs, lhs, w)
    if xor is not None:
        return [xor.operands[1]]
    xor = _is_not_of(op, lhs, rhs, w)
    if xor is not None:
        return [xor.operands[1]]
    return _bin(lambda x, y, w: x | y)(a, b, w, t, op)


def fold_xori(op: Operation) -> Fold:
    s = _int_setup(op)
    if s is None:
        return None
    lhs, rhs, t, w, a, b = s
    if b == 0:
        return [lhs]
    if lhs == rhs:
        return [_zero_attr(t)]
    prev = defining(op, lhs, "arith.xori")
    if prev is not None:
        if prev.operands[1] == rhs:
            return [prev.operands[0]]
        if prev.operands[0] == rhs:
            return [prev.operands[1]]
    prev = defining(op, rhs, "arith.xori")
    if prev is not None:
        if prev.operands[1] == lhs:
            return [prev.operands[0]]
        if prev.operands[0] == lhs:
            return [prev.operands[1]]
    return _bin(lambda x, y, w: x ^ y)(a, b, w, t, op)


def _minmax(signed: bool, is_max: bool) -> Callable[[Operation], Fold]:
    def fold(op: Operation) -> Fold:
        s = _int_setup(op)
        if s is None:
            return None
        lhs, rhs, t, w, a, b = s
        if lhs == rhs:
            return [rhs]
        if b is not None:
            smax, smin = (1 << (w - 1)) - 1, 1 << (w - 1)
            top, bottom = (smax, smin) if signed else ((1 << w) - 1, 0)
            if not is_max:
                top, bottom = bottom, top
            if b == top:
                return [rhs]
            if b == bottom:
                return [lhs]

        def f(x: int, y: int, w: int) -> int:
            kx, ky = (_s(x, w), _s(y, w)) if signed else (x, y)
            return x if (kx >= ky) == is_max else y

        return _bin(f)(a, b, w, t, op)

    return fold


def _shift(kind: str) -> Callable[[Operation], Fold]:
    def fold(op: Operation) -> Fold:
        s = _int_setup(op)
        if s is None:
            return None
        lhs, _rhs, t, w, a, b = s
        if b == 0:
            return [lhs]

        def f(x: int, y: int, w: int) -> tuple[int, bool]:
            # APInt's results for an amount >= the width: 0, or the sign.
            if y >= w:
                return (-1 if kind == "shrsi" and _s(x, w) < 0 else 0), False
            if kind == "shl":
                return x << y, True
            if kind == "shrui":
                return x >> y, True
            return _s(x, w) >> y, True

        return _bin_last(f)(a, b, w, t, op)

    return fold


_CMPI_EQUAL_TRUE = frozenset({0, 3, 5, 7, 9})
_CMPI_SWAP = {2: 4, 4: 2, 3: 5, 5: 3, 6: 8, 8: 6, 7: 9, 9: 7, 0: 0, 1: 1}


def apply_cmpi(pred: int, a: int, b: int, w: int) -> bool:
    """arith::applyCmpPredicate on unsigned bit patterns."""
    if pred in (0, 1):
        return (a == b) == (pred == 0)
    if pred < 6:
        x, y = _s(a, w), _s(b, w)
    else:
        x, y = a, b
    return {2: x < y, 3: x <= y, 4: x > y, 5: x >= y, 6: x < y, 7: x <= y, 8: x > y, 9: x >= y}[
        pred
    ]


def fold_cmpi(op: Operation) -> Fold:
    pred_attr = op.attr("predicate")
    if not isinstance(pred_attr, IntegerAttr):
        return None
    pred = pred_attr.value
    lhs, rhs = _operands(op)
    t = _type(op, lhs)
    w = int_width(element(t))
    rt = op.result_types[0]
    if element(rt) != T.i1 or (rt != T.i1 and shaped_element(rt) is None):
        return None
    if lhs == rhs:
        return [make_int(int(pred in _CMPI_EQUAL_TRUE), rt)]
    if w is None:
        return None
    ca, cb = constant_value(op, lhs), constant_value(op, rhs)
    a, b = _u(ca, w), _u(cb, w)
    if b == 0:
        for ext in ("arith.extsi", "arith.extui"):
            e = defining(op, lhs, ext)
            if e is not None and element(_type(op, e.operands[0])) == T.i1 and pred == 1:
                return [e.operands[0]]
        if w == 1 and pred == 1:
            return [lhs]
    if _one(b, w) and w == 1 and pred == 0:
        return [lhs]
    if ca is not None and cb is None:
        props = (("predicate", IntegerAttr(_CMPI_SWAP[pred], pred_attr.type)),)
        return InPlaceFold((rhs, lhs), props)
    if a is not None and b is not None:
        return [make_int(int(apply_cmpi(pred, a, b, w)), rt)]
    mask = (1 << w) - 1
    return _dense_fold(op, rt, lambda x, y: int(apply_cmpi(pred, x & mask, y & mask, w)))


def fold_select(op: Operation) -> Fold:
    cond, tv, fv = _operands(op)
    if tv == fv:
        return [tv]
    cv = _u(constant_value(op, cond), 1) if element(_type(op, cond)) == T.i1 else None
    if cv is not None:
        return [tv if cv else fv]
    if (
        op.result_types[0] == T.i1
        and _is_int(constant_value(op, tv), 1, 1)
        and _is_int(constant_value(op, fv), 0, 1)
    ):
        return [cond]
    cmp = defining(op, cond, "arith.cmpi")
    if cmp is not None:
        pa = cmp.properties.get("predicate") if isinstance(cmp.properties, DictionaryAttr) else None
        pred = pa.value if isinstance(pa, IntegerAttr) else -1
        if pred in (0, 1):
            cl, cr = cmp.operands
            if (cl == tv and cr == fv) or (cr == tv and cl == fv):
                return [tv if pred == 1 else fv]
    # A constant condition that is not a splat, over constant values: each
    # element picked.
    c, a, b = (constant_value(op, v) for v in (cond, tv, fv))
    if (
        isinstance(c, DenseElementsAttr)
        and isinstance(a, DenseElementsAttr)
        and isinstance(b, DenseElementsAttr)
    ):
        picked = [
            x if isinstance(k, int) and k & 1 else y
            for k, x, y in zip(c.elements(), a.elements(), b.elements(), strict=True)
        ]
        return [DenseElementsAttr.get(a.type, picked)]
    return None


def _cast_in(op: Operation) -> int:
    return _operands(op)[0]


def _ext(name: str, signed: bool) -> Callable[[Operation], Fold]:
    def fold(op: Operation) -> Fold:
        src = _cast_in(op)
        inner = defining(op, src, name)
        if inner is not None:
            return InPlaceFold((inner.operands[0],))
        t = op.result_types[0]
        w_in, w_out = int_width(element(_type(op, src))), int_width(element(t))
        if w_in is None or w_out is None:
            return None
        a = _u(constant_value(op, src), w_in)
        if a is None:
            m, et = (1 << w_in) - 1, element(t)
            return _dense_unary(
                op, src, t, lambda v: _int_element(_s(v & m, w_in) if signed else v & m, et)
            )
        return [make_int(_s(a, w_in) if signed else a, t)]

    return fold


def fold_trunci(op: Operation) -> Fold:
    src = _cast_in(op)
    t = op.result_types[0]
    for ext in ("arith.extui", "arith.extsi"):
        e = defining(op, src, ext)
        if e is None:
            continue
        inner = e.operands[0]
        ws, wd = int_width(element(_type(op, inner))), int_width(element(t))
        if ws is not None and wd is not None and ws > wd:
            return InPlaceFold((inner,))
        if _type(op, inner) == t:
            return [inner]
        break
    tr = defining(op, src, "arith.trunci")
    if tr is not None:
        return InPlaceFold((tr.operands[0],))
    w_in, w_out = int_width(element(_type(op, src))), int_width(element(t))
    if w_in is None or w_out is None:
        return None
    a = _u(constant_value(op, src), w_in)
    if a is None:
        m, et = (1 << w_in) - 1, element(t)
        return _dense_unary(op, src, t, lambda v: _int_element(v & m, et))
    return [make_int(a, t)]


def _index_cast(signed: bool, name: str) -> Callable[[Operation], Fold]:
    def fold(op: Operation) -> Fold:
        src = _cast_in(op)
        t = op.result_types[0]
        w_in, w_out = int_width(element(_type(op, src))), int_width(element(t))
        if w_in is None or w_out is None:
            return None
        a = _u(constant_value(op, src), w_in)
        if a is not None:
            return [make_int(_s(a, w_in) if signed else a, t)]
        m, et = (1 << w_in) - 1, element(t)
        dense = _dense_unary(
            op, src, t, lambda v: _int_element(_s(v & m, w_in) if signed else v & m, et)
        )
        if dense is not None:
            return dense
        inner = defining(op, src, name)
        if inner is not None:
            x = inner.operands[0]
            wx = int_width(_type(op, x))
            if _type(op, x) == t and wx is not None and w_in >= wx:
                return [x]
        return None

    return fold


def fold_bitcast(op: Operation) -> Fold:
    src = _cast_in(op)
    a = constant_value(op, src)
    t = op.result_types[0]
    if isinstance(a, DenseElementsAttr):
        return _dense_bitcast(a, t)
    if isinstance(a, FloatAttr):
        bits = a.bits
    elif isinstance(a, IntegerAttr) and int_width(a.type) is not None:
        bits = a.value & ((1 << (int_width(a.type) or 0)) - 1)
    else:
        return None
    if isinstance(t, T.FloatType):
        return [FloatAttr(bits, t)]
    if int_width(t) is not None:
        return [make_int(bits, t)]
    return None


def _dense_bitcast(a: DenseElementsAttr, t: Type) -> Fold:
    """`DenseElementsAttr::bitcast`: the same bits, another element type."""
    et, src = shaped_element(t), a.element_type
    if et is None or not isinstance(t, T.ShapedType):
        return None
    w = int_width(src)
    out: list[int] = []
    for v in a.elements():
        if not isinstance(v, int):
            return None
        bits = v & ((1 << w) - 1) if w is not None else v
        out.append(bits if isinstance(et, T.FloatType) else _int_element(bits, et))
    return [DenseElementsAttr.get(t, out)]


def _int_to_fp(signed: bool) -> Callable[[Operation], Fold]:
    def fold(op: Operation) -> Fold:
        from fractions import Fraction  # imported where folded (see the module's imports)

        src = _cast_in(op)
        t = op.result_types[0]
        name = _fname(t)
        w = int_width(element(_type(op, src)))
        if name is None or w is None:
            return None
        a = _u(constant_value(op, src), w)
        if a is None:
            m = (1 << w) - 1
            return _dense_unary(
                op, src, t,
                lambda x: _from_value(Fraction(_s(x & m, w) if signed else x & m), name),
            )  # fmt: skip
        v = _s(a, w) if signed else a
        return [make_float(_from_value(Fraction(v), name), t)]

    return fold


def _fp_to_int(signed: bool) -> Callable[[Operation], Fold]:
    def fold(op: Operation) -> Fold:
        src = _cast_in(op)
        name = _fname(_type(op, src))
        t = op.result_types[0]
        et = element(t)
        w = int_width(et)
        if name is None or w is None or isinstance(et, T.IndexType):
            return None
        b = _fconst(op, src, name)
        if b is None:

            def each(x: int) -> int | None:
                r = f_to_int(x, name, w, signed)
                return None if r is None else _int_element(r, et)

            return _dense_unary(op, src, t, each)
        r = f_to_int(b, name, w, signed)
        return None if r is None else [make_int(r, t)]

    return fold


def _fastmath(rec: OpRecord) -> int:
    props = rec.properties
    fm = props.get("fastmath") if isinstance(props, DictionaryAttr) else None
    v = getattr(fm, "value", 0)
    return v if isinstance(v, int) else 0


_CONTRACT = 32
_NNAN, _NSZ = 2, 8


def fold_extf(op: Operation) -> Fold:
    src = _cast_in(op)
    t = op.result_types[0]
    tr = defining(op, src, "arith.truncf")
    if tr is not None and _type(op, tr.operands[0]) == t:
        me = op.snapshot.ops[op.id]
        if _fastmath(tr) & _CONTRACT and _fastmath(me) & _CONTRACT:
            return [tr.operands[0]]
    sname, dname = _fname(_type(op, src)), _fname(t)
    if sname is None or dname is None:
        return None
    b = _fconst(op, src, sname)
    if b is None:
        return _dense_unary(op, src, t, lambda x: f_convert(x, sname, dname))
    r = f_convert(b, sname, dname)
    return None if r is None else [make_float(r, t)]


def _representable(src: str, via: str) -> bool:
    s, v = semantics(src), semantics(via)
    return (
        v.precision >= s.precision
        and v.max_exponent >= s.max_exponent
        and v.min_exponent <= s.min_exponent
    )


def fold_truncf(op: Operation) -> Fold:
    src = _cast_in(op)
    t = op.result_types[0]
    ext = defining(op, src, "arith.extf")
    if ext is not None and isinstance(t, T.FloatType):
        x = ext.operands[0]
        xt, mid = _type(op, x), _type(op, src)
        if (
            isinstance(xt, T.FloatType)
            and isinstance(mid, T.FloatType)
            and _fname(xt)
            and _fname(mid)
            and _representable(xt.name, mid.name)
        ):
            if semantics(xt.name).bits > semantics(t.name).bits:
                return InPlaceFold((x,))
            if xt == t:
                return [x]
    sname, dname = _fname(_type(op, src)), _fname(t)
    if sname is None or dname is None:
        return None
    b = _fconst(op, src, sname)
    if b is None:
        return _dense_unary(op, src, t, lambda x: f_convert(x, sname, dname))
    r = f_convert(b, sname, dname)
    return None if r is None else [make_float(r, t)]


# ---------------------------------------------------------------------------
# Float folders


def _float_setup(op: Operation) -> tuple[int, int, Type, str, int | None, int | None] | None:
    lhs, rhs = _operands(op)[:2]
    t = op.result_types[0]
    name = _fname(t)
    if name is None:
        return None
    return lhs, rhs, t, name, _fconst(op, lhs, name), _fconst(op, rhs, name)


def _fbin(
    fn: Callable[[int, int, str], int],
    identity: Callable[[int, str], bool] | None = None,
    same_is_rhs: bool = False,
) -> Callable[[Operation], Fold]:
    def fold(op: Operation) -> Fold:
        s = _float_setup(op)
        if s is None:
            return None
        lhs, rhs, t, name, a, b = s
        if same_is_rhs and lhs == rhs:
            return [rhs]
        if identity is not None and b is not None and identity(b, name):
            return [lhs]
        if a is None or b is None:
            return _dense_fold(op, t, lambda x, y: fn(x, y, name))
        return [make_float(fn(a, b, name), t)]

    return fold


def _is_neg_zero(b: int, name: str) -> bool:
    return b == _sign(name)


def _is_pos_zero(b: int, name: str) -> bool:
    return b == 0


def _is_one(b: int, name: str) -> bool:
    d = decode(b, name)
    return d.kind == "finite" and not d.negative and d.value == 1


def _is_inf(negative: bool) -> Callable[[int, str], bool]:
    def f(b: int, name: str) -> bool:
        d = decode(b, name)
        return d.kind == "inf" and d.negative == negative

    return f


def _is_nan(b: int, name: str) -> bool:
    return decode(b, name).kind == "nan"


def fold_mulf(op: Operation) -> Fold:
    s = _float_setup(op)
    if s is None:
        return None
    lhs, rhs, t, name, a, b = s
    if b is not None and _is_one(b, name):
        return [lhs]
    fm = _fastmath(op.snapshot.ops[op.id])
    if fm & (_NNAN | _NSZ) == _NNAN | _NSZ and b is not None and _is_zero(b, name):
        return [rhs]
    if a is None or b is None:
        return _dense_fold(op, t, lambda x, y: f_mul(x, y, name))
    return [make_float(f_mul(a, b, name), t)]


def fold_negf(op: Operation) -> Fold:
    src = _cast_in(op)
    inner = defining(op, src, "arith.negf")
    if inner is not None:
        return [inner.operands[0]]
    t = op.result_types[0]
    name = _fname(t)
    if name is None:
        return None
    b = _fconst(op, src, name)
    if b is None:
        return _dense_unary(op, src, t, lambda x: x ^ _sign(name))
    return [make_float(b ^ _sign(name), t)]


_CMPF_TABLE: dict[int, Callable[[int | None], bool]] = {
    0: lambda c: False,
    1: lambda c: c == 0,
    2: lambda c: c == 1,
    3: lambda c: c in (0, 1),
    4: lambda c: c == -1,
    5: lambda c: c in (-1, 0),
    6: lambda c: c in (-1, 1),
    7: lambda c: c is not None,
    8: lambda c: c is None or c == 0,
    9: lambda c: c is None or c == 1,
    10: lambda c: c is None or c in (0, 1),
    11: lambda c: c is None or c == -1,
    12: lambda c: c is None or c in (-1, 0),
    13: lambda c: c != 0,
    14: lambda c: c is None,
    15: lambda c: True,
}


def fold_cmpf(op: Operation) -> Fold:
    lhs, rhs = _operands(op)
    name = _fname(_type(op, lhs))
    pred = op.attr("predicate")
    if name is None or not isinstance(pred, IntegerAttr) or op.result_types != (T.i1,):
        return None
    a, b = _fconst(op, lhs, name), _fconst(op, rhs, name)
    if a is not None and _is_nan(a, name):
        b = a
    if b is not None and _is_nan(b, name):
        a = b
    if a is None or b is None:
        return None
    return [make_int(int(_CMPF_TABLE[pred.value](f_compare(a, b, name))), T.i1)]


# ---------------------------------------------------------------------------
# Multi-result folders


def fold_addui_extended(op: Operation) -> Fold:
    lhs, rhs = _operands(op)
    t = op.result_types[0]
    ot = op.result_types[1]
    w = int_width(t)
    if w is None:
        return None
    a, b = _u(constant_value(op, lhs), w), _u(constant_value(op, rhs), w)
    if b == 0:
        return [lhs, make_int(0, ot)]
    if a is None or b is None:
        return None
    total = (a + b) & ((1 << w) - 1)
    return [make_int(total, t), make_int(int(total < a), ot)]


def _mul_extended(signed: bool) -> Callable[[Operation], Fold]:
    def fold(op: Operation) -> Fold:
        lhs, rhs = _operands(op)
        t = op.result_types[0]
        w = int_width(t)
        if w is None:
            return None
        a, b = _u(constant_value(op, lhs), w), _u(constant_value(op, rhs), w)
        if b == 0:
            return [make_int(0, t), make_int(0, t)]
        if not signed and _one(b, w):
            return [lhs, make_int(0, t)]
        if a is None or b is None:
            return None
        full = (_s(a, w) * _s(b, w)) if signed else a * b
        return [make_int(full, t), make_int(full >> w, t)]

    return fold


# ---------------------------------------------------------------------------
# Trait folders (OpTrait::impl::foldCommutative, foldIdempotent)


def with_traits(
    fold: Callable[[Operation], Fold] | None,
    commutative: bool,
    idempotent: bool,
    cast: bool = False,
) -> Callable[[Operation], Fold]:
    """The op's folder followed, when it did not fold, by its traits'
    folders, as MLIR's generated `foldHook` does: Idempotent `op(x, x) -> x`,
    Commutative moving the constant operands to the end (in place),
    CastOpInterface's identity cast (`foldCastInterfaceOp`)."""

    def folded(op: Operation) -> Fold:
        out = fold(op) if fold is not None else None
        if out is not None:
            return out
        operands = _operands(op)
        if cast and operands and [_type(op, v) for v in operands] == list(op.result_types):
            return list(operands)
        if idempotent and len(operands) == 2 and operands[0] == operands[1]:
            return [operands[0]]
        if commutative and len(operands) >= 2:
            is_const = [constant_value(op, v) is not None for v in operands]
            first = next((i for i, c in enumerate(is_const) if c), len(operands))
            tail = operands[first:]
            flags = is_const[first:]
            reordered = tuple(v for v, c in zip(tail, flags, strict=True) if not c) + tuple(
                v for v, c in zip(tail, flags, strict=True) if c
            )
            if reordered != tail:
                return InPlaceFold(operands[:first] + reordered)
        return None

    return folded


FOLDERS: dict[str, Callable[[Operation], Fold]] = {
    "arith.addi": fold_addi,
    "arith.subi": fold_subi,
    "arith.muli": fold_muli,
    "arith.divui": fold_divui,
    "arith.divsi": fold_divsi,
    "arith.ceildivui": _simple(_ceildivui),
    "arith.ceildivsi": _simple(_ceildivsi),
    "arith.floordivsi": _fold_floordivsi,
    "arith.remui": _rem(lambda x, y, w: x % y if y else None),
    "arith.remsi": _rem(_srem),
    "arith.andi": fold_andi,
    "arith.ori": fold_ori,
    "arith.xori": fold_xori,
    "arith.maxsi": _minmax(True, True),
    "arith.maxui": _minmax(False, True),
    "arith.minsi": _minmax(True, False),
    "arith.minui": _minmax(False, False),
    "arith.shli": _shift("shl"),
    "arith.shrui": _shift("shrui"),
    "arith.shrsi": _shift("shrsi"),
    "arith.cmpi": fold_cmpi,
    "arith.select": fold_select,
    "arith.extui": _ext("arith.extui", False),
    "arith.extsi": _ext("arith.extsi", True),
    "arith.trunci": fold_trunci,
    "arith.index_cast": _index_cast(True, "arith.index_cast"),
    "arith.index_castui": _index_cast(False, "arith.index_castui"),
    "arith.bitcast": fold_bitcast,
    "arith.sitofp": _int_to_fp(True),
    "arith.uitofp": _int_to_fp(False),
    "arith.fptosi": _fp_to_int(True),
    "arith.fptoui": _fp_to_int(False),
    "arith.extf": fold_extf,
    "arith.truncf": fold_truncf,
    "arith.addf": _fbin(lambda a, b, n: f_add(a, b, n), _is_neg_zero),
    "arith.subf": _fbin(lambda a, b, n: f_add(a, b, n, True), _is_pos_zero),
    "arith.mulf": fold_mulf,
    "arith.divf": _fbin(f_div, _is_one),
    "arith.remf": _fbin(f_mod),
    "arith.maximumf": _fbin(f_maximum, _is_inf(True), True),
    "arith.minimumf": _fbin(f_minimum, _is_inf(False), True),
    "arith.maxnumf": _fbin(f_maxnum, _is_nan, True),
    "arith.minnumf": _fbin(f_minnum, _is_nan, True),
    "arith.negf": fold_negf,
    "arith.cmpf": fold_cmpf,
    "arith.addui_extended": fold_addui_extended,
    "arith.mulsi_extended": _mul_extended(True),
    "arith.mului_extended": _mul_extended(False),
}
"""Op name -> its own folder (MLIR's `Op::fold`)."""

__all__ = [
    "FOLDERS",
    "Fold",
    "apply_cmpi",
    "constant_value",
    "defining",
    "f_add",
    "f_compare",
    "f_convert",
    "f_div",
    "f_maximum",
    "f_maxnum",
    "f_minimum",
    "f_minnum",
    "f_mod",
    "f_mul",
    "f_to_int",
    "int_width",
    "make_int",
    "with_traits",
]
