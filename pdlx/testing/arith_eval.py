"""A small reference evaluator: `func.func`s of `arith`, `scf` and `cf` ops, run.

Property tests of rewrites need to know what a program means before and
after: this evaluator runs a function on integer and float arguments and
returns what it returns. Integers have the semantics of MLIR's `arith`
dialect on signless integers (two's complement, wrapping at the type's
width; `index` is 64 bits); floats are IEEE values rounded to their type
after every op (`f16`, `bf16`, `f32`, `f64`). Control flow covers
`scf.if`, `scf.for`, `scf.while` (with `scf.yield`/`scf.condition`),
several blocks joined by `cf.br`/`cf.cond_br`, and `func.call` of
functions of the same module. It also knows the benchmark chain's test ops
(`test.matmul`, `test.add`, `test.max`, `test.fused`), read as integer
multiply, add, signed max and `max(a * b + c, c)` (each step wrapping), so
that the chain fusion can be checked the same way.

Division by zero, signed overflow of division, out-of-range shifts and
float-to-int conversions out of range make MLIR's result undefined (or
poison); the evaluator raises `Undefined`, and property tests skip such
inputs. Results are compared with `same_results` (NaNs equal, -0.0 and
+0.0 not: a rewrite `x + 0.0 -> x` is wrong at -0.0).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from pdlx.ir import types as T
from pdlx.ir.attributes import DictionaryAttr, FloatAttr, IntegerAttr, StringAttr, SymbolRefAttr
from pdlx.ir.dense import DenseArrayAttr
from pdlx.ir.floats import bits_from_float, float_from_bits
from pdlx.ir.snapshot import Snapshot

Scalar = int | float
"""A value the evaluator computes: an int (integer types, i1 as 0/1) or a float."""

MAX_STEPS = 100_000
"""Ops run before the evaluator gives up on a loop (reported as Unsupported)."""


class Undefined(Exception):
    """The program's result is undefined (MLIR's UB or poison) for these inputs."""


class Unsupported(Exception):
    """An op or type the evaluator does not know."""


def width_of(t: T.Type) -> int:
    """The bit width values of type `t` wrap at."""
    if isinstance(t, T.IntegerType):
        return t.width
    if isinstance(t, T.IndexType):
        return 64
    raise Unsupported(f"type {t} is not an integer type")


def wrap(v: int, w: int) -> int:
    """`v` as a signed `w`-bit integer (i1 is 0 or -1 read signed: kept 0/1)."""
    if w == 1:
        return v & 1
    m = 1 << w
    v %= m
    return v - m if v >= (m >> 1) else v


FLOAT_TYPES = ("f16", "bf16", "f32", "f64")
"""The float types the evaluator runs."""


def round_float(v: float, name: str) -> float:
    """`v` rounded to float type `name` (what every float op's result is)."""
    if name == "f64":
        return float(v)
    if name not in FLOAT_TYPES:
        raise Unsupported(f"float type {name}")
    return float_from_bits(bits_from_float(v, name), name)


def same_value(a: Scalar, b: Scalar) -> bool:
    """Equal as MLIR values: floats bit for bit, except that all NaNs are one."""
    if isinstance(a, float) and isinstance(b, float):
        if math.isnan(a) and math.isnan(b):
            return True
        return a == b and math.copysign(1.0, a) == math.copysign(1.0, b)
    return type(a) is type(b) and a == b


def same_results(a: Sequence[Scalar], b: Sequence[Scalar]) -> bool:
    """`same_value` element-wise."""
    return len(a) == len(b) and all(same_value(x, y) for x, y in zip(a, b, strict=True))


def _unsigned(v: int, w: int) -> int:
    return v & ((1 << w) - 1)


def _sdiv(a: int, b: int, w: int) -> int:
    if b == 0:
        raise Undefined("division by zero")
    if w > 1 and a == -(1 << (w - 1)) and b == -1:
        raise Undefined("signed division overflow")
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b >= 0) else -q


def _srem(a: int, b: int, w: int) -> int:
    if b == 0:
        raise Undefined("remainder by zero")
    return a - _sdiv(a, b, w) * b


def _raise(msg: str) -> int:
    raise Undefined(msg)


_BINARY: dict[str, Callable[[int, int, int], int]] = {
    "arith.addi": lambda a, b, w: a + b,
    "arith.subi": lambda a, b, w: a - b,
    "arith.muli": lambda a, b, w: a * b,
    "arith.andi": lambda a, b, w: a & b,
    "arith.ori": lambda a, b, w: a | b,
    "arith.xori": lambda a, b, w: a ^ b,
    "arith.maxsi": lambda a, b, w: max(a, b),
    "arith.minsi": lambda a, b, w: min(a, b),
    "arith.maxui": lambda a, b, w: a if _unsigned(a, w) >= _unsigned(b, w) else b,
    "arith.minui": lambda a, b, w: a if _unsigned(a, w) <= _unsigned(b, w) else b,
    "arith.divsi": _sdiv,
    "arith.remsi": _srem,
    "arith.divui": lambda a, b, w: (
        _unsigned(a, w) // _unsigned(b, w) if b else _raise("division by zero")
    ),
    "arith.remui": lambda a, b, w: (
        _unsigned(a, w) % _unsigned(b, w) if b else _raise("remainder by zero")
    ),
    "arith.shli": lambda a, b, w: a << b if 0 <= b < w else _raise("shift out of range"),
    "arith.shrsi": lambda a, b, w: a >> b if 0 <= b < w else _raise("shift out of range"),
    "arith.shrui": lambda a, b, w: (
        _unsigned(a, w) >> b if 0 <= b < w else _raise("shift out of range")
    ),
    "test.matmul": lambda a, b, w: a * b,
    "test.add": lambda a, b, w: a + b,
    "test.max": lambda a, b, w: max(a, b),
}

_CMPI: dict[int, Callable[[int, int, int], bool]] = {
    0: lambda a, b, w: a == b,
    1: lambda a, b, w: a != b,
    2: lambda a, b, w: a < b,
    3: lambda a, b, w: a <= b,
    4: lambda a, b, w: a > b,
    5: lambda a, b, w: a >= b,
    6: lambda a, b, w: _unsigned(a, w) < _unsigned(b, w),
    7: lambda a, b, w: _unsigned(a, w) <= _unsigned(b, w),
    8: lambda a, b, w: _unsigned(a, w) > _unsigned(b, w),
    9: lambda a, b, w: _unsigned(a, w) >= _unsigned(b, w),
}


def _fdiv(a: float, b: float) -> float:
    if b != 0.0:
        return a / b
    if math.isnan(a) or a == 0.0:
        return math.nan
    sign = math.copysign(1.0, a) * math.copysign(1.0, b)
    return math.copysign(math.inf, sign)


def _fmax(a: float, b: float) -> float:
    """`arith.maximumf`: NaN propagates, +0.0 > -0.0."""
    if math.isnan(a) or math.isnan(b):
        return math.nan
    if a == b == 0.0:
        return a if math.copysign(1.0, a) > 0 else b
    return max(a, b)


def _fmin(a: float, b: float) -> float:
    if math.isnan(a) or math.isnan(b):
        return math.nan
    if a == b == 0.0:
        return a if math.copysign(1.0, a) < 0 else b
    return min(a, b)


def _fnum(pick: Callable[[float, float], float]) -> Callable[[float, float], float]:
    """`maxnumf`/`minnumf`: a NaN operand yields the other one."""

    def f(a: float, b: float) -> float:
        if math.isnan(a):
            return b
        if math.isnan(b):
            return a
        return pick(a, b)

    return f


_FBINARY: dict[str, Callable[[float, float], float]] = {
    "arith.addf": lambda a, b: a + b,
    "arith.subf": lambda a, b: a - b,
    "arith.mulf": lambda a, b: a * b,
    "arith.divf": _fdiv,
    "arith.maximumf": _fmax,
    "arith.minimumf": _fmin,
    "arith.maxnumf": _fnum(_fmax),
    "arith.minnumf": _fnum(_fmin),
}


def _cmpf(pred: int, a: float, b: float) -> bool:
    """`arith.cmpf`'s predicates in MLIR's order: false, oeq, ogt, oge, olt,
    ole, one, ord, ueq, ugt, uge, ult, ule, une, uno, true."""
    unordered = math.isnan(a) or math.isnan(b)
    if pred == 0:
        return False
    if pred == 15:
        return True
    if pred == 7:
        return not unordered
    if pred == 14:
        return unordered
    base = {1: a == b, 2: a > b, 3: a >= b, 4: a < b, 5: a <= b, 6: a != b}
    if pred <= 6:
        return not unordered and base[pred]
    return unordered or base[pred - 7]


def _prop(snap: Snapshot, op: int, name: str) -> object:
    rec = snap.ops[op]
    props = rec.properties
    if isinstance(props, DictionaryAttr) and name in props:
        return props[name]
    return rec.attributes.get(name)


def find_function(snap: Snapshot, name: str | None = None) -> int:
    """The first `func.func` (named `name`, if given)."""
    for op in snap.walk():
        if snap.ops[op].name != "func.func":
            continue
        sym = _prop(snap, op, "sym_name")
        if name is None or (isinstance(sym, StringAttr) and sym.value == name):
            return op
    raise LookupError(f"no func.func {name or ''}".rstrip())


def _type_name(t: T.Type) -> str:
    return t.name if isinstance(t, T.FloatType) else ""


def _coerce(v: Scalar, t: T.Type) -> Scalar:
    """An argument as a value of type `t`."""
    if isinstance(t, T.FloatType):
        return round_float(float(v), t.name)
    if isinstance(v, float):
        raise ValueError(f"a float argument for an integer parameter of type {t}")
    return wrap(v, width_of(t))


def _segments(snap: Snapshot, op: int) -> tuple[int, ...]:
    sizes = _prop(snap, op, "operandSegmentSizes")
    if isinstance(sizes, DenseArrayAttr):
        return sizes.values
    raise Unsupported(f"'{snap.ops[op].name}' without operandSegmentSizes")


class _Machine:
    def __init__(self, snap: Snapshot) -> None:
        self.snap = snap
        self.steps = 0

    def call(self, func_op: int, args: Sequence[Scalar]) -> list[Scalar]:
        rec = self.snap.ops[func_op]
        if not rec.regions or not self.snap.regions[rec.regions[0]].blocks:
            raise Unsupported("a function without a body")
        kind, values = self.region(rec.regions[0], list(args), {})
        if kind != "func.return":
            raise Unsupported(f"function body ended with '{kind}'")
        return values

    def region(
        self, region: int, args: list[Scalar], env: dict[int, Scalar]
    ) -> tuple[str, list[Scalar]]:
        """Run a region from its entry block; returns the terminator that
        left it (a return or a yield) and its operands."""
        snap = self.snap
        block = snap.regions[region].blocks[0]
        while True:
            params = snap.blocks[block].args
            if len(params) != len(args):
                raise ValueError(f"expected {len(params)} arguments, got {len(args)}")
            for p, a in zip(params, args, strict=True):
                env[p] = _coerce(a, snap.values[p].type)
            nxt: tuple[int, list[Scalar]] | None = None
            for op in snap.block_ops(block):
                self.steps += 1
                if self.steps > MAX_STEPS:
                    raise Unsupported(f"more than {MAX_STEPS} ops run (an endless loop?)")
                rec = snap.ops[op]
                name = rec.name
                if name in ("func.return", "scf.yield", "scf.condition"):
                    return name, [env[v] for v in rec.operands]
                if name == "cf.br":
                    nxt = rec.successors[0], [env[v] for v in rec.operands]
                    break
                if name == "cf.cond_br":
                    _, nt, _nf = _segments(snap, op)
                    ins = [env[v] for v in rec.operands]
                    if ins[0]:
                        nxt = rec.successors[0], ins[1 : 1 + nt]
                    else:
                        nxt = rec.successors[1], ins[1 + nt :]
                    break
                outs = self.op(op, env)
                for r, v in zip(rec.results, outs, strict=True):
                    env[r] = v
            if nxt is None:
                raise Unsupported("a block without a terminator")
            block, args = nxt

    def op(self, op: int, env: dict[int, Scalar]) -> list[Scalar]:
        snap = self.snap
        rec = snap.ops[op]
        name = rec.name
        ins = [env[v] for v in rec.operands]
        rtypes = [snap.values[r].type for r in rec.results]
        if name == "arith.constant":
            value = _prop(snap, op, "value")
            if isinstance(value, IntegerAttr):
                return [wrap(value.value, width_of(value.type))]
            if isinstance(value, FloatAttr):
                return [round_float(value.value, value.type.name)]
            raise Unsupported(f"constant {value}")
        if name == "scf.if":
            region = rec.regions[0] if ins[0] else rec.regions[1]
            if not snap.regions[region].blocks:
                return []
            return self.region(region, [], env)[1]
        if name == "scf.for":
            lb, ub, step = (int(x) for x in ins[:3])
            carried = ins[3:]
            if step <= 0:
                raise Undefined("scf.for with a step that is not positive")
            iv = lb
            while iv < ub:
                carried = self.region(rec.regions[0], [iv, *carried], env)[1]
                iv += step
            return carried
        if name == "scf.while":
            carried = ins
            while True:
                _, cond = self.region(rec.regions[0], carried, env)
                if not cond[0]:
                    return cond[1:]
                carried = self.region(rec.regions[1], cond[1:], env)[1]
        if name == "func.call":
            callee = _prop(snap, op, "callee")
            if not isinstance(callee, SymbolRefAttr):
                raise Unsupported("func.call without a callee")
            target = find_function(snap, callee.root)
            return self.call(target, ins)
        if not rtypes:
            raise Unsupported(f"op '{name}'")
        rt = rtypes[0]
        if isinstance(rt, T.FloatType):
            return [self.float_op(op, name, ins, rt.name)]
        w = width_of(rt)
        if name in _BINARY:
            wo = width_of(snap.values[rec.operands[0]].type)
            return [wrap(_BINARY[name](int(ins[0]), int(ins[1]), wo), w)]
        if name == "test.fused":
            a, b, c = (int(x) for x in ins)  # exactly the chain it replaces, wrapping included
            return [max(wrap(wrap(a * b, w) + c, w), c)]
        if name == "arith.cmpi":
            pred = _prop(snap, op, "predicate")
            if not isinstance(pred, IntegerAttr):
                raise Unsupported("cmpi predicate")
            wo = width_of(snap.values[rec.operands[0]].type)
            return [int(_CMPI[pred.value](int(ins[0]), int(ins[1]), wo))]
        if name == "arith.cmpf":
            pred = _prop(snap, op, "predicate")
            if not isinstance(pred, IntegerAttr):
                raise Unsupported("cmpf predicate")
            return [int(_cmpf(pred.value, float(ins[0]), float(ins[1])))]
        if name == "arith.select":
            return [ins[1] if int(ins[0]) & 1 else ins[2]]
        if name in ("arith.extsi", "arith.trunci", "arith.index_cast"):
            return [wrap(int(ins[0]), w)]
        if name in ("arith.extui", "arith.index_castui"):
            wi = width_of(snap.values[rec.operands[0]].type)
            return [wrap(_unsigned(int(ins[0]), wi), w)]
        if name in ("arith.fptosi", "arith.fptoui"):
            x = float(ins[0])
            if not math.isfinite(x):
                raise Undefined("float to int of a value that is not finite")
            i = math.trunc(x)
            lo, hi = (-(1 << (w - 1)), (1 << (w - 1)) - 1) if name[-2] == "s" else (0, (1 << w) - 1)
            if not lo <= i <= hi:
                raise Undefined("float to int out of range")
            return [wrap(i, w)]
        raise Unsupported(f"op '{name}'")

    def float_op(self, op: int, name: str, ins: list[Scalar], ty: str) -> float:
        snap = self.snap
        if name in _FBINARY:
            return round_float(_FBINARY[name](float(ins[0]), float(ins[1])), ty)
        if name == "arith.negf":
            return -float(ins[0])
        if name == "arith.select":
            return float(ins[1] if int(ins[0]) & 1 else ins[2])
        if name in ("arith.extf", "arith.truncf"):
            return round_float(float(ins[0]), ty)
        if name == "arith.sitofp":
            return round_float(float(int(ins[0])), ty)
        if name == "arith.uitofp":
            wi = width_of(snap.values[snap.ops[op].operands[0]].type)
            return round_float(float(_unsigned(int(ins[0]), wi)), ty)
        raise Unsupported(f"op '{name}'")


def evaluate(snap: Snapshot, func_op: int, args: Sequence[Scalar]) -> list[Scalar]:
    """Run the function `func_op` on `args` (ints for integer parameters,
    ints or floats for float ones); returns what its `func.return`
    returns. Raises Undefined / Unsupported."""
    return _Machine(snap).call(func_op, args)


__all__ = [
    "FLOAT_TYPES",
    "MAX_STEPS",
    "Scalar",
    "Undefined",
    "Unsupported",
    "evaluate",
    "find_function",
    "round_float",
    "same_results",
    "same_value",
    "width_of",
    "wrap",
]
