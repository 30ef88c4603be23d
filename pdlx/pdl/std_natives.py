"""A few native functions every pattern set may use (registered in the
default registry when `pdlx.pdl` is imported).

PDL can compare an attribute with a constant, but not with "zero of
whatever integer type this is"; these natives fill that gap for the ready
rewrite sets in `rewrites/` and for users. Their names are PDLL-friendly
identifiers; a user may register a function under the same name to replace
one.

| name | kind | meaning |
|---|---|---|
| `IsZero(a: Attr)` | constraint | `a` is an integer (or index) 0, or a float +0.0 / -0.0 |
| `IsOne(a: Attr)` | constraint | `a` is an integer 1 or a float 1.0 |
| `IsAllOnes(a: Attr)` | constraint | `a` is the integer with every bit set (`-1`) |
| `IsIntOrIndex(t: Type)` | constraint | `t` is a signless integer type or `index` |
| `ZeroAttr(t: Type) -> Attr` | rewrite | the integer 0 of type `t` (or 0.0 of a float type) |
| `OneAttr(t: Type) -> Attr` | rewrite | the integer 1 of type `t` (or 1.0 of a float type) |
"""

from __future__ import annotations

from pdlx.ir import types as T
from pdlx.ir.attributes import Attribute, FloatAttr, IntegerAttr
from pdlx.ir.floats import bits_from_float, float_from_bits
from pdlx.pdl.natives import DEFAULT_REGISTRY, NativeRewriteFailure
from pdlx.pdl.runtime import PatternRewriter


def _width(t: T.Type) -> int | None:
    if isinstance(t, T.IntegerType):
        return t.width
    if isinstance(t, T.IndexType):
        return 64
    return None


def _float_is(a: FloatAttr, value: float) -> bool:
    try:
        return float_from_bits(a.bits, a.type.name) == value
    except (ValueError, KeyError):
        return False


@DEFAULT_REGISTRY.constraint("IsZero")
def is_zero(rw: PatternRewriter, a: Attribute | None) -> bool:
    if isinstance(a, IntegerAttr):
        return a.value == 0 and _width(a.type) is not None
    if isinstance(a, FloatAttr):
        return _float_is(a, 0.0)
    return False


@DEFAULT_REGISTRY.constraint("IsOne")
def is_one(rw: PatternRewriter, a: Attribute | None) -> bool:
    if isinstance(a, IntegerAttr):
        w = _width(a.type)
        return w is not None and w > 1 and a.value == 1
    if isinstance(a, FloatAttr):
        return _float_is(a, 1.0)
    return False


@DEFAULT_REGISTRY.constraint("IsAllOnes")
def is_all_ones(rw: PatternRewriter, a: Attribute | None) -> bool:
    if not isinstance(a, IntegerAttr):
        return False
    w = _width(a.type)
    return w is not None and (a.value & ((1 << w) - 1)) == (1 << w) - 1


@DEFAULT_REGISTRY.constraint("IsIntOrIndex")
def is_int_or_index(rw: PatternRewriter, t: T.Type | None) -> bool:
    if isinstance(t, T.IntegerType):
        return not t.signedness
    return isinstance(t, T.IndexType)


def _const(t: T.Type, value: int) -> Attribute:
    if _width(t) is not None:
        return IntegerAttr(value, t)
    if isinstance(t, T.FloatType):
        return FloatAttr(bits_from_float(float(value), t.name), t)
    raise NativeRewriteFailure(f"no constant {value} of type {t}")


@DEFAULT_REGISTRY.rewrite("ZeroAttr")
def zero_attr(rw: PatternRewriter, t: T.Type) -> Attribute:
    return _const(t, 0)


@DEFAULT_REGISTRY.rewrite("OneAttr")
def one_attr(rw: PatternRewriter, t: T.Type) -> Attribute:
    return _const(t, 1)


__all__ = ["is_all_ones", "is_int_or_index", "is_one", "is_zero", "one_attr", "zero_attr"]
