"""Hypothesis strategies for programs of registered dialects: `func`,
`arith`, `scf` and `cf`, over integer and float types, with nested regions
and several blocks, in the custom syntax a user writes.

Every drawn `Program` parses, verifies, and runs in the reference evaluator
(`pdlx.testing.arith_eval`), so a property test can compare what a
function computes before and after a rewrite. The draws are biased towards
the shapes simplification patterns look for (adding zero, multiplying by
one, `x - x`, `0 - (0 - x)`, `-(-x)`), so that patterns under test fire.
`inputs_for(program)` draws arguments of the program's parameter types.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Literal

from hypothesis import strategies as st

from pdlx.testing.arith_eval import Scalar, round_float

INT_TYPES = ("i8", "i16", "i32", "i64", "index")
"""Integer types the strategies draw from (i1 is made by comparisons)."""
FLOAT_TYPES = ("f16", "f32", "f64")
"""Float types the strategies draw from."""


@dataclass(frozen=True, slots=True)
class Program:
    """A generated function: its text, its parameter types and how many
    values it returns."""

    text: str
    arg_types: tuple[str, ...]
    results: int = 0


_INT_BINARY = ("addi", "subi", "muli", "andi", "ori", "xori", "maxsi", "minsi")
_FLOAT_BINARY = ("addf", "subf", "mulf", "divf", "maximumf", "minimumf")
_INT_SHAPES = ("add0", "0add", "sub0", "mul1", "1mul", "mul0", "0mul", "subself", "negneg")
_FLOAT_SHAPES = ("add0", "mul1", "negneg", "sub0")
_CMPI = ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge")
_CMPF = ("oeq", "one", "olt", "ole", "ogt", "oge", "ueq", "une", "ult", "uge", "ord", "uno")


def _is_float(t: str) -> bool:
    return t.startswith(("f", "bf"))


@dataclass
class _Gen:
    draw: st.DrawFn
    types: tuple[str, ...]
    max_depth: int
    scf: bool
    constants: tuple[int, ...]
    shapes: bool
    n: int = 0
    last: str = ""
    rnd: random.Random | None = None
    used: set[str] = field(default_factory=set)
    """Values some op reads."""
    top: list[tuple[str, str]] = field(default_factory=list)
    """Results of the entry block's ops, in order, with their types."""

    def random(self) -> random.Random:
        """Uniform choices where hypothesis's bias towards the first of a
        `sampled_from` would starve some shapes (every pattern should fire)."""
        if self.rnd is None:
            self.rnd = self.draw(st.randoms(use_true_random=False))
        return self.rnd

    def chance(self, n: int) -> bool:
        """True one time in `n`."""
        return self.random().randrange(n) == 0

    def shape(self, t: str, x: str, r: str, out: list[str], indent: str) -> str:
        """A shape simplification patterns look for, on `x`, defining `r`."""
        if _is_float(t):
            shape = self.random().choice(_FLOAT_SHAPES)
            if shape == "negneg":
                inner = self.fresh()
                out.append(f"{indent}{inner} = arith.negf {x} : {t}")
                out.append(f"{indent}{r} = arith.negf {inner} : {t}")
            else:
                op, c = {"add0": ("addf", "-0.0"), "mul1": ("mulf", "1.0")}.get(
                    shape, ("subf", "0.0")
                )
                k = self.const(t, out, indent, c)
                out.append(f"{indent}{r} = arith.{op} {x}, {k} : {t}")
            return r
        shape = self.random().choice(_INT_SHAPES)
        if shape == "subself":
            out.append(f"{indent}{r} = arith.subi {x}, {x} : {t}")
        elif shape == "negneg":
            z = self.const(t, out, indent, "0")
            inner = self.fresh()
            out.append(f"{indent}{inner} = arith.subi {z}, {x} : {t}")
            out.append(f"{indent}{r} = arith.subi {z}, {inner} : {t}")
        else:
            op = {"add": "addi", "sub": "subi", "mul": "muli"}[shape.strip("01")]
            k = self.const(t, out, indent, "1" if "1" in shape else "0")
            a, b = (k, x) if shape[0] in "01" else (x, k)
            out.append(f"{indent}{r} = arith.{op} {a}, {b} : {t}")
        return r

    def fresh(self, prefix: str = "v") -> str:
        self.n += 1
        return f"%{prefix}{self.n}"

    def const(self, t: str, out: list[str], indent: str, value: str | None = None) -> str:
        d = self.draw
        if value is None:
            if t == "i1":
                value = d(st.sampled_from(["true", "false"]))
            elif _is_float(t):
                value = d(st.sampled_from(["0.0", "-0.0", "1.0", "2.0", "-1.5", "0.5"]))
            else:
                value = str(d(st.sampled_from(self.constants)))
        name = self.fresh("c")
        suffix = "" if t == "i1" else f" : {t}"
        out.append(f"{indent}{name} = arith.constant {value}{suffix}")
        return name

    def pick(self, scope: dict[str, list[str]], t: str, out: list[str], indent: str) -> str:
        pool = scope.setdefault(t, [])
        if not pool:
            pool.append(self.const(t, out, indent))
        # Mostly the newest value: chains of ops whose results are used
        # (dead ops are erased before any pattern sees them).
        v = self.draw(st.sampled_from([pool[-1], pool[-1], *pool]))
        self.used.add(v)
        return v

    def op(self, scope: dict[str, list[str]], depth: int, indent: str, out: list[str]) -> int:
        """One op (or a small group of ops) appended to `out`; returns ops used."""
        d = self.draw
        # Shapes first: hypothesis draws the first choice most often.
        kinds = ["shape", "shape", "shape", "binary", "binary", "const", "compare", "select"]
        if not self.shapes:
            kinds = kinds[3:]
        if any(_is_float(t) for t in self.types) and any(not _is_float(t) for t in self.types):
            kinds.append("cast")
        if self.scf and depth < self.max_depth:
            kinds += ["if", "for"]
        kind = d(st.sampled_from(kinds))
        # Mostly the type of the op before: long chains of one type, whose
        # values reach the return (dead ops never meet a pattern).
        t = self.last if self.last and d(st.integers(0, 3)) else d(st.sampled_from(self.types))
        self.last = t
        r = self.fresh()
        fl = _is_float(t)
        if kind == "binary":
            x, y = self.pick(scope, t, out, indent), self.pick(scope, t, out, indent)
            name = d(st.sampled_from(_FLOAT_BINARY if fl else _INT_BINARY))
            out.append(f"{indent}{r} = arith.{name} {x}, {y} : {t}")
        elif kind == "shape":
            x = self.pick(scope, t, out, indent)
            if self.chance(2):
                # Shapes nest: `(x + 0) - y` is what patterns over two ops
                # (and folds of the inner op) need to meet.
                x = self.shape(t, x, self.fresh(), out, indent)
            self.shape(t, x, r, out, indent)
        elif kind == "const":
            scope.setdefault(t, []).append(self.const(t, out, indent))
            return 1
        elif kind == "compare":
            x, y = self.pick(scope, t, out, indent), self.pick(scope, t, out, indent)
            if fl:
                p = d(st.sampled_from(_CMPF))
                out.append(f"{indent}{r} = arith.cmpf {p}, {x}, {y} : {t}")
            else:
                p = d(st.sampled_from(_CMPI))
                out.append(f"{indent}{r} = arith.cmpi {p}, {x}, {y} : {t}")
            t = "i1"
        elif kind == "select":
            c = self.pick(scope, "i1", out, indent)
            x, y = self.pick(scope, t, out, indent), self.pick(scope, t, out, indent)
            out.append(f"{indent}{r} = arith.select {c}, {x}, {y} : {t}")
        elif kind == "cast":
            ints = [u for u in self.types if not _is_float(u) and u != "index"]
            floats = [u for u in self.types if _is_float(u)]
            if not ints:
                scope.setdefault(t, []).append(self.const(t, out, indent))
                return 1
            src, dst = d(st.sampled_from(ints)), d(st.sampled_from(floats))
            x = self.pick(scope, src, out, indent)
            out.append(f"{indent}{r} = arith.sitofp {x} : {src} to {dst}")
            t = dst
        elif kind == "if":
            c = self.pick(scope, "i1", out, indent)
            arms: list[list[str]] = []
            used = 1
            for _ in range(2):
                sub = {k: list(v) for k, v in scope.items()}
                arm: list[str] = []
                for _ in range(d(st.integers(0, 3))):
                    used += self.op(sub, depth + 1, indent + "  ", arm)
                y = self.pick(sub, t, arm, indent + "  ")
                arm.append(f"{indent}  scf.yield {y} : {t}")
                arms.append(arm)
            out.append(f"{indent}{r} = scf.if {c} -> ({t}) {{")
            out.extend(arms[0])
            out.append(f"{indent}}} else {{")
            out.extend(arms[1])
            out.append(f"{indent}}}")
            scope.setdefault(t, []).append(r)
            if depth == 0:
                self.top.append((r, t))
            return used
        else:  # for
            init = self.pick(scope, t, out, indent)
            lb = self.const("index", out, indent, str(d(st.integers(0, 2))))
            ub = self.const("index", out, indent, str(d(st.integers(0, 4))))
            step = self.const("index", out, indent, str(d(st.integers(1, 2))))
            iv, acc = self.fresh("i"), self.fresh("acc")
            sub = {k: list(v) for k, v in scope.items()}
            sub.setdefault("index", []).append(iv)
            sub.setdefault(t, []).append(acc)
            loop: list[str] = []
            used = 1
            for _ in range(d(st.integers(1, 3))):
                used += self.op(sub, depth + 1, indent + "  ", loop)
            y = self.pick(sub, t, loop, indent + "  ")
            loop.append(f"{indent}  scf.yield {y} : {t}")
            out.append(
                f"{indent}{r} = scf.for {iv} = {lb} to {ub} step {step} "
                f"iter_args({acc} = {init}) -> ({t}) {{"
            )
            out.extend(loop)
            out.append(f"{indent}}}")
            scope.setdefault(t, []).append(r)
            if depth == 0:
                self.top.append((r, t))
            return used
        scope.setdefault(t, []).append(r)
        if depth == 0:
            self.top.append((r, t))
        return 1

    def ops(self, scope: dict[str, list[str]], budget: int, indent: str, out: list[str]) -> None:
        used = 0
        # At least half the budget: hypothesis favours the smallest count,
        # and one-op programs rarely hold a shape a pattern matches.
        for _ in range(self.draw(st.integers(max(1, budget // 2), max(1, budget)))):
            if used >= budget:
                break
            used += self.op(scope, 0, indent, out)


@st.composite
def programs(
    draw: st.DrawFn,
    *,
    int_types: Sequence[str] = ("i32",),
    float_types: Sequence[str] = (),
    max_ops: int = 12,
    max_args: int = 3,
    max_depth: int = 2,
    scf: bool = True,
    cf: bool = True,
    constants: Sequence[int] = (0, 1, 2, -1, 3, -4, 4, -2, -3),
    shapes: bool = True,
) -> Program:
    """A `func.func @f` over arguments of the given types: `arith` ops
    (integer and float arithmetic, comparisons, `select`, `sitofp`), `scf.if`
    and `scf.for` nested up to `max_depth` (with `scf`), and with `cf` a
    `cf.cond_br` into two blocks that join in a third through block
    arguments. Integer constants are drawn from `constants` (the ones a
    pattern under test looks for make it fire more often). `shapes=False`
    leaves out the shapes of algebraic simplifications (`x + 0`, `x * 1`,
    ...), which otherwise make up most ops."""
    types = tuple(int_types) + tuple(float_types)
    if not types:
        raise ValueError("programs(): give at least one integer or float type")
    if not constants:
        raise ValueError("programs(): give at least one integer constant")
    g = _Gen(draw, types, max_depth, scf, tuple(constants), shapes)
    nargs = draw(st.integers(1, max_args))
    arg_types = tuple(draw(st.sampled_from(types)) for _ in range(nargs))
    scope: dict[str, list[str]] = {}
    for i, t in enumerate(arg_types):
        scope.setdefault(t, []).append(f"%arg{i}")
    entry: list[str] = []
    g.ops(scope, max_ops, "    ", entry)
    # Return what nothing reads (up to 4 values): every op stays live, so
    # the patterns see it.
    unread = [(v, t) for v, t in g.top if v not in g.used][-4:] or g.top[-1:]
    ret_vals = [v for v, _ in unread]
    ret_types = [t for _, t in unread] or [types[0]]
    blocks: list[str] = []
    if cf and draw(st.booleans()):
        c = g.pick(scope, "i1", entry, "    ")
        arms: list[str] = []
        for label in ("^bb1", "^bb2"):
            inner = {k: list(v) for k, v in scope.items()}
            body: list[str] = []
            g.ops(inner, max(1, max_ops // 3), "    ", body)
            if label == "^bb1" and ret_vals:
                vals = ret_vals
            else:
                vals = [g.pick(inner, t, body, "    ") for t in ret_types]
            arms.append(label)
            blocks.append(f"  {label}:")
            blocks.extend(body)
            blocks.append(f"    cf.br ^bb3({', '.join(vals)} : {', '.join(ret_types)})")
        entry.append(f"    cf.cond_br {c}, ^bb1, ^bb2")
        joined = [f"%j{i}" for i in range(len(ret_types))]
        blocks.append(
            f"  ^bb3({', '.join(f'{j}: {t}' for j, t in zip(joined, ret_types, strict=True))}):"
        )
        blocks.append(f"    return {', '.join(joined)} : {', '.join(ret_types)}")
    else:
        rets = ret_vals or [g.pick(scope, t, entry, "    ") for t in ret_types]
        entry.append(f"    return {', '.join(rets)} : {', '.join(ret_types)}")
    args = ", ".join(f"%arg{i}: {t}" for i, t in enumerate(arg_types))
    text = (
        f"func.func @f({args}) -> ({', '.join(ret_types)}) {{\n"
        + "\n".join(entry + blocks)
        + "\n}\n"
    )
    return Program(text, arg_types, len(ret_types))


def _value(t: str) -> st.SearchStrategy[Scalar]:
    if t == "i1":
        return st.integers(0, 1)
    if _is_float(t):
        width: Literal[16, 32, 64] = 16 if t in ("f16", "bf16") else 32 if t == "f32" else 64
        return st.floats(width=width).map(lambda v: round_float(v, t))
    return st.integers(-(2**64), 2**64)


_PROBE_INTS = (3, -7, 11, -13, 5, 123456789)
_PROBE_FLOATS = (-0.0, 1.5, -2.25, 3.0, 0.1, -7.5)


def probe_row(program: Program) -> list[Scalar]:
    """A fixed row of small, distinct, non-zero arguments (-0.0 first for
    floats): hypothesis favours 0, on which many wrong rewrites (`x - x ->
    x`) happen to be right."""
    row: list[Scalar] = []
    for i, t in enumerate(program.arg_types):
        if t == "i1":
            row.append(1)
        elif _is_float(t):
            row.append(round_float(_PROBE_FLOATS[i % len(_PROBE_FLOATS)], t))
        else:
            row.append(_PROBE_INTS[i % len(_PROBE_INTS)])
    return row


def inputs_for(program: Program, *, max_rows: int = 4) -> st.SearchStrategy[list[list[Scalar]]]:
    """Rows of arguments for `program`: `probe_row(program)`, then drawn
    rows of integers of any size (wrapped to the type) and floats of the
    type's width including infinities, NaN and -0.0."""
    row = st.tuples(*(_value(t) for t in program.arg_types)).map(list)
    probe = probe_row(program)
    return st.lists(row, min_size=0, max_size=max(0, max_rows - 1)).map(lambda rows: [probe, *rows])


__all__ = ["FLOAT_TYPES", "INT_TYPES", "Program", "inputs_for", "probe_row", "programs"]
