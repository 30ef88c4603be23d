"""A small reference evaluator: `func.func`s of integer `arith` ops, run.

Property tests of rewrites need to know what a program means before and
after: this evaluator runs a function on integer arguments with the
semantics of MLIR's `arith` dialect on signless integers (two's complement,
wrapping at the type's width; `index` is 64 bits) and returns the values it
returns. It also knows the benchmark chain's test ops (`test.matmul`,
`test.add`, `test.max`, `test.fused`), read as integer multiply, add,
signed max and `max(a * b + c, c)` (each step wrapping), so that the chain fusion can be checked
the same way.

Division by zero and signed overflow of division make MLIR's result
undefined; the evaluator raises `Undefined`, and property tests skip such
inputs.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from pdlx.ir import types as T
from pdlx.ir.attributes import DictionaryAttr, IntegerAttr, StringAttr
from pdlx.ir.snapshot import Snapshot


class Undefined(Exception):
    """The program's result is undefined (MLIR's UB) for these inputs."""


class Unsupported(Exception):
    """An op the evaluator does not know."""


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


def _raise(msg: str) -> int:
    raise Undefined(msg)


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


def evaluate(snap: Snapshot, func_op: int, args: Sequence[int]) -> list[int]:
    """Run the single-block function `func_op` on `args`; returns what its
    `func.return` returns. Raises Undefined / Unsupported."""
    rec = snap.ops[func_op]
    block = snap.regions[rec.regions[0]].blocks[0]
    env: dict[int, int] = {}
    params = snap.blocks[block].args
    if len(params) != len(args):
        raise ValueError(f"expected {len(params)} arguments, got {len(args)}")
    for p, a in zip(params, args, strict=True):
        env[p] = wrap(a, width_of(snap.values[p].type))
    for op in snap.block_ops(block):
        orec = snap.ops[op]
        name = orec.name
        if name == "func.return":
            return [env[v] for v in orec.operands]
        results = orec.results
        if name == "arith.constant":
            value = _prop(snap, op, "value")
            if not isinstance(value, IntegerAttr):
                raise Unsupported(f"constant {value}")
            env[results[0]] = wrap(value.value, width_of(value.type))
            continue
        w = width_of(snap.values[results[0]].type) if results else 64
        ins = [env[v] for v in orec.operands]
        if name in _BINARY:
            wo = width_of(snap.values[orec.operands[0]].type)
            env[results[0]] = wrap(_BINARY[name](ins[0], ins[1], wo), w)
        elif name == "test.fused":
            a, b, c = ins  # exactly the chain it replaces, wrapping included
            env[results[0]] = max(wrap(wrap(a * b, w) + c, w), c)
        elif name == "arith.cmpi":
            pred = _prop(snap, op, "predicate")
            if not isinstance(pred, IntegerAttr):
                raise Unsupported("cmpi predicate")
            wo = width_of(snap.values[orec.operands[0]].type)
            env[results[0]] = int(_CMPI[pred.value](ins[0], ins[1], wo))
        elif name == "arith.select":
            env[results[0]] = ins[1] if ins[0] & 1 else ins[2]
        elif name in ("arith.extsi", "arith.trunci", "arith.index_cast"):
            env[results[0]] = wrap(ins[0], w)
        elif name in ("arith.extui", "arith.index_castui"):
            wi = width_of(snap.values[orec.operands[0]].type)
            env[results[0]] = wrap(_unsigned(ins[0], wi), w)
        else:
            raise Unsupported(f"op '{name}'")
    raise Unsupported("function without func.return")


__all__ = ["Undefined", "Unsupported", "evaluate", "find_function", "width_of", "wrap"]
