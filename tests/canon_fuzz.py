"""A seeded generator of small `arith`/`scf` functions, and their
`--canonicalize` output compared between pdlx and mlir-opt-22.

Folding and canonicalization must give mlir-opt's output byte for byte
(constant placement and order included), so the test is differential: the
same functions go through both tools, in one `--split-input-file` run each.
`python tests/canon_fuzz.py [N] [SEED] [MAX_OPS]` runs a longer campaign and
prints the mismatches (smallest first), for triage; `WHILE=1` adds
`scf.while` loops, `VEC=1` vectors, `REGIONS=1` `scf.execute_region`s with
several blocks and `scf.index_switch`es.
"""

from __future__ import annotations

import io
import os
import random
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass, field

MLIR_OPT = shutil.which(os.environ.get("MLIR_OPT", "mlir-opt-22"))

SPLIT = "// -----"

INT_TYPES = ("i1", "i8", "i32", "i64", "index")
FLOAT_TYPES = ("f32", "f64")

INT_BINARY = (
    "addi", "subi", "muli", "andi", "ori", "xori", "divsi", "divui", "remsi", "remui",
    "shli", "shrsi", "shrui", "maxsi", "minsi", "maxui", "minui", "ceildivsi",
    "ceildivui", "floordivsi",
)  # fmt: skip
FLOAT_BINARY = (
    "addf", "subf", "mulf", "divf", "maximumf", "minimumf", "maxnumf", "minnumf", "remf",
)  # fmt: skip
CMPI = ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge")
CMPF = (
    "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult",
    "ule", "une", "uno", "true",
)  # fmt: skip

INT_VALUES = (0, 1, -1, 2, 3, 5, 7, -8, 42, 127, -128, 255, 2147483647, -2147483648)
FLOAT_VALUES = (
    "0.000000e+00", "-0.000000e+00", "1.000000e+00", "-1.000000e+00", "2.500000e+00",
    "5.000000e-01", "3.000000e+00", "1.000000e+10", "0x7F800000", "0xFF800000", "0x7FC00000",
)  # fmt: skip
_F64_SPECIAL = {
    "0x7F800000": "0x7FF0000000000000",
    "0xFF800000": "0xFFF0000000000000",
    "0x7FC00000": "0x7FF8000000000000",
}


def _width(t: str) -> int:
    return 64 if t == "index" else int(t[1:])


@dataclass
class _Scope:
    """The values visible at a point, by type (a nested region gets a copy)."""

    values: dict[str, list[str]] = field(default_factory=dict)

    def copy(self) -> _Scope:
        return _Scope({t: list(v) for t, v in self.values.items()})

    def add(self, t: str, name: str) -> None:
        self.values.setdefault(t, []).append(name)


class Generator:
    """Builds one function at a time from a `random.Random`."""

    def __init__(
        self,
        rng: random.Random,
        max_ops: int = 6,
        with_while: bool = False,
        with_regions: bool = False,
    ) -> None:
        self.rng = rng
        self.max_ops = max_ops
        self.with_while = with_while
        self.with_regions = with_regions
        self.vec_int: tuple[str, ...] = ()
        self.vec_float: tuple[str, ...] = ()
        self.counter = 0
        self.lines: list[str] = []

    def fresh(self) -> str:
        self.counter += 1
        return f"%v{self.counter}"

    def constant(self, t: str, scope: _Scope, indent: str) -> str:
        rng = self.rng
        name = self.fresh()
        if t == "i1":
            text = rng.choice(("true", "false"))
        elif t in INT_TYPES:
            w = _width(t)
            v = rng.choice(INT_VALUES)
            v &= (1 << w) - 1
            if v >> (w - 1):
                v -= 1 << w
            text = f"{v} : {t}"
        elif t.startswith("vector<"):
            n, et = t[len("vector<") :].rstrip(">").split("x")
            # A splat, or (half the time) one value per element.
            count = 1 if rng.random() < 0.5 else int(n)

            def lit() -> str:
                if et.startswith("f"):
                    return str(rng.choice(FLOAT_VALUES))
                if et == "i1":
                    return rng.choice(("true", "false"))
                w = _width(et)
                v = rng.choice(INT_VALUES) & ((1 << w) - 1)
                return str(v - (1 << w) if v >> (w - 1) else v)

            vals = [lit() for _ in range(count)]
            body = vals[0] if count == 1 else "[" + ", ".join(vals) + "]"
            text = f"dense<{body}> : {t}"
        else:
            f = rng.choice(FLOAT_VALUES)
            if t == "f64":
                f = _F64_SPECIAL.get(f, f)
            text = f"{f} : {t}"
        self.lines.append(f"{indent}{name} = arith.constant {text}")
        scope.add(t, name)
        return name

    def operand(self, t: str, scope: _Scope, indent: str) -> str:
        """A value of type `t`: an existing one, or a new constant."""
        pool = scope.values.get(t, [])
        if not pool or self.rng.random() < 0.3:
            return self.constant(t, scope, indent)
        # Prefer recent values: chains of ops give the patterns material.
        if self.rng.random() < 0.6:
            return pool[-1 - self.rng.randrange(min(3, len(pool)))]
        return self.rng.choice(pool)

    def op(self, scope: _Scope, indent: str, depth: int) -> None:
        rng = self.rng
        kind = rng.random()
        if self.with_regions and depth < 2 and rng.random() < 0.12:
            if rng.random() < 0.3:
                self.index_switch(scope, indent, depth)
            else:
                self.execute_region(scope, indent, depth)
            return
        if kind < 0.38:
            t = rng.choice(("i1", "i32", "i32", "index", "i8", *self.vec_int))
            name = rng.choice(INT_BINARY)
            a, b = self.operand(t, scope, indent), self.operand(t, scope, indent)
            r = self.fresh()
            self.lines.append(f"{indent}{r} = arith.{name} {a}, {b} : {t}")
            scope.add(t, r)
        elif kind < 0.48:
            t = rng.choice(("i1", "i32", "index"))
            a, b = self.operand(t, scope, indent), self.operand(t, scope, indent)
            r = self.fresh()
            self.lines.append(f"{indent}{r} = arith.cmpi {rng.choice(CMPI)}, {a}, {b} : {t}")
            scope.add("i1", r)
        elif kind < 0.6:
            t = rng.choice(FLOAT_TYPES[:1] * 3 + FLOAT_TYPES[1:] + self.vec_float)
            name = rng.choice(FLOAT_BINARY)
            a, b = self.operand(t, scope, indent), self.operand(t, scope, indent)
            r = self.fresh()
            self.lines.append(f"{indent}{r} = arith.{name} {a}, {b} : {t}")
            scope.add(t, r)
        elif kind < 0.64:
            t = "f32"
            a = self.operand(t, scope, indent)
            r = self.fresh()
            if rng.random() < 0.5:
                self.lines.append(f"{indent}{r} = arith.negf {a} : {t}")
                scope.add(t, r)
            else:
                b = self.operand(t, scope, indent)
                self.lines.append(f"{indent}{r} = arith.cmpf {rng.choice(CMPF)}, {a}, {b} : {t}")
                scope.add("i1", r)
        elif kind < 0.72:
            t = rng.choice(("i1", "i32", "index", "f32", *self.vec_int))
            c = self.operand("i1", scope, indent)
            a, b = self.operand(t, scope, indent), self.operand(t, scope, indent)
            r = self.fresh()
            self.lines.append(f"{indent}{r} = arith.select {c}, {a}, {b} : {t}")
            scope.add(t, r)
        elif kind < 0.80:
            self.cast(scope, indent)
        elif kind < 0.84:
            self.special(scope, indent, depth)
        elif kind < 0.90 and depth < 2:
            self.if_op(scope, indent, depth)
        elif kind < 0.96 and depth < 2:
            self.for_op(scope, indent, depth)
        elif depth < 2 and self.with_while:
            self.while_op(scope, indent, depth)

    def while_op(self, scope: _Scope, indent: str, depth: int) -> None:
        """`scf.while` with 1-2 iteration and 1-2 result values."""
        rng = self.rng
        ins = [rng.choice(("i32", "index", "f32")) for _ in range(rng.randrange(1, 3))]
        outs = [rng.choice([*ins, "i32"]) for _ in range(rng.randrange(1, 3))]
        inits = [self.operand(t, scope, indent) for t in ins]
        bargs = [self.fresh() for _ in ins]
        r = self.fresh()
        assigns = ", ".join(f"{b} = {v}" for b, v in zip(bargs, inits, strict=False))
        head = f"{r}:{len(outs)} = " if len(outs) > 1 else f"{r} = "
        self.lines.append(
            f"{indent}{head}scf.while ({assigns}) : ({', '.join(ins)}) -> ({', '.join(outs)}) {{"
        )
        inner = scope.copy()
        for b, t in zip(bargs, ins, strict=False):
            inner.add(t, b)
        self.body(inner, indent + "  ", depth, rng.randrange(0, 3))
        if "i32" in ins and rng.random() < 0.5:
            cv = self.fresh()
            a = bargs[ins.index("i32")]
            self.lines.append(
                f"{indent}  {cv} = arith.cmpi {rng.choice(CMPI)}, {a}, {self.operand('i32', inner, indent + '  ')} : i32"
            )
            inner.add("i1", cv)
        else:
            cv = self.operand("i1", inner, indent + "  ")
        cargs = [self.operand(t, inner, indent + "  ") for t in outs]
        self.lines.append(f"{indent}  scf.condition({cv}) {', '.join(cargs)} : {', '.join(outs)}")
        aargs = [self.fresh() for _ in outs]
        self.lines.append(f"{indent}}} do {{")
        self.lines.append(
            f"{indent}^bb0({', '.join(f'{a}: {t}' for a, t in zip(aargs, outs, strict=False))}):"
        )
        inner = scope.copy()
        for a, t in zip(aargs, outs, strict=False):
            inner.add(t, a)
        self.body(inner, indent + "  ", depth, rng.randrange(0, 3))
        yargs = [self.operand(t, inner, indent + "  ") for t in ins]
        self.lines.append(f"{indent}  scf.yield {', '.join(yargs)} : {', '.join(ins)}")
        self.lines.append(f"{indent}}}")
        for i, t in enumerate(outs):
            scope.add(t, f"{r}#{i}" if len(outs) > 1 else r)

    def execute_region(self, scope: _Scope, indent: str, depth: int) -> None:
        """`scf.execute_region` with one block or several (`cf.br`,
        `cf.cond_br`, a merge block with arguments), sometimes `no_inline`."""
        rng = self.rng
        outs = [rng.choice(("i32", "index", "f32")) for _ in range(rng.randrange(0, 3))]
        r = self.fresh()
        head = "" if not outs else (f"{r}:{len(outs)} = " if len(outs) > 1 else f"{r} = ")
        arrow = f" -> ({', '.join(outs)})" if outs else ""
        flag = " no_inline" if rng.random() < 0.2 else ""
        self.lines.append(f"{indent}{head}scf.execute_region{arrow}{flag} {{")
        inner = scope.copy()
        ind = indent + "  "

        def yield_(sc: _Scope) -> None:
            vals = [self.operand(t, sc, ind) for t in outs]
            tail = f" {', '.join(vals)} : {', '.join(outs)}" if outs else ""
            self.lines.append(f"{ind}scf.yield{tail}")

        self.body(inner, ind, depth, rng.randrange(0, 3))
        shape = rng.randrange(3)
        if shape == 0:
            yield_(inner)
        elif shape == 1:
            t = rng.choice(("i32", "f32"))
            v = self.operand(t, inner, ind)
            c = self.operand("i1", inner, ind)
            b1, b2, b3 = (self.fresh().replace("%v", "^bb") for _ in range(3))
            self.lines.append(f"{ind}cf.cond_br {c}, {b1}, {b2}({v} : {t})")
            self.lines.append(f"{indent}{b1}:")
            s1 = inner.copy()
            self.body(s1, ind, depth, rng.randrange(0, 2))
            w = self.operand(t, s1, ind)
            self.lines.append(f"{ind}cf.br {b3}({w} : {t})")
            arg = self.fresh()
            self.lines.append(f"{indent}{b2}({arg}: {t}):")
            s2 = inner.copy()
            s2.add(t, arg)
            self.body(s2, ind, depth, rng.randrange(0, 2))
            self.lines.append(f"{ind}cf.br {b3}({arg} : {t})")
            arg3 = self.fresh()
            self.lines.append(f"{indent}{b3}({arg3}: {t}):")
            s3 = inner.copy()
            s3.add(t, arg3)
            yield_(s3)
        else:
            b1 = self.fresh().replace("%v", "^bb")
            self.lines.append(f"{ind}cf.br {b1}")
            self.lines.append(f"{indent}{b1}:")
            self.body(inner, ind, depth, rng.randrange(0, 2))
            yield_(inner)
        self.lines.append(f"{indent}}}")
        for i, t in enumerate(outs):
            scope.add(t, f"{r}#{i}" if len(outs) > 1 else r)

    def index_switch(self, scope: _Scope, indent: str, depth: int) -> None:
        """`scf.index_switch` on an argument or a constant, 0-3 cases."""
        rng = self.rng
        outs = [rng.choice(("i32", "index", "f32")) for _ in range(rng.randrange(0, 3))]
        arg = self.operand("index", scope, indent)
        r = self.fresh()
        head = "" if not outs else (f"{r}:{len(outs)} = " if len(outs) > 1 else f"{r} = ")
        arrow = f" -> {', '.join(outs)}" if outs else ""
        self.lines.append(f"{indent}{head}scf.index_switch {arg}{arrow}")
        values = sorted(rng.sample((-1, 0, 1, 2, 7, 42), rng.randrange(0, 4)))
        for label in [*(f"case {v}" for v in values), "default"]:
            self.lines.append(f"{indent}{label} {{")
            inner = scope.copy()
            self.body(inner, indent + "  ", depth, rng.randrange(0, 3))
            vals = [self.operand(t, inner, indent + "  ") for t in outs]
            tail = f" {', '.join(vals)} : {', '.join(outs)}" if outs else ""
            if outs or label != "default":
                self.lines.append(f"{indent}  scf.yield{tail}")
            self.lines.append(f"{indent}}}")
        for i, t in enumerate(outs):
            scope.add(t, f"{r}#{i}" if len(outs) > 1 else r)

    def special(self, scope: _Scope, indent: str, depth: int) -> None:
        """Flags, extended arithmetic, negations, unregistered region ops."""
        rng = self.rng
        k = rng.randrange(6)
        r = self.fresh()
        if k == 0:
            t = rng.choice(("i32", "index"))
            name = rng.choice(("addi", "subi", "muli"))
            flags = rng.choice(("nsw", "nuw", "nsw, nuw"))
            a, b = self.operand(t, scope, indent), self.operand(t, scope, indent)
            self.lines.append(f"{indent}{r} = arith.{name} {a}, {b} overflow<{flags}> : {t}")
            scope.add(t, r)
        elif k == 1:
            t = "i32"
            name = rng.choice(("addui_extended", "mulsi_extended", "mului_extended"))
            a, b = self.operand(t, scope, indent), self.operand(t, scope, indent)
            second = "i1" if name == "addui_extended" else t
            types = f"{t}, {second}" if name == "addui_extended" else t
            self.lines.append(f"{indent}{r}:2 = arith.{name} {a}, {b} : {types}")
            scope.add(t, f"{r}#0")
            scope.add(second, f"{r}#1")
        elif k == 2:
            t = "f32"
            name = rng.choice(("mulf", "divf", "addf"))
            flags = rng.choice(("fast", "nnan,nsz", "contract"))
            a, b = self.operand(t, scope, indent), self.operand(t, scope, indent)
            self.lines.append(f"{indent}{r} = arith.{name} {a}, {b} fastmath<{flags}> : {t}")
            scope.add(t, r)
        elif k == 3:
            t = rng.choice(("i1", "i32"))
            a = self.operand(t, scope, indent)
            ones = "true" if t == "i1" else "-1 : i32"
            c = self.fresh()
            self.lines.append(f"{indent}{c} = arith.constant {ones}")
            self.lines.append(f"{indent}{r} = arith.xori {a}, {c} : {t}")
            scope.add(t, r)
        elif k == 4:
            self.lines.append(f'{indent}{r} = "test.region"() ({{')
            inner = scope.copy()
            for _ in range(rng.randrange(1, 3)):
                self.op(inner, indent + "  ", depth + 1)
            v = self.operand("i32", inner, indent + "  ")
            self.lines.append(f'{indent}  "test.use"({v}) : (i32) -> ()')
            self.lines.append(f"{indent}}}) : () -> i32")
            scope.add("i32", r)
        else:
            c = self.operand("i1", scope, indent)
            self.lines.append(f"{indent}scf.if {c} {{")
            inner = scope.copy()
            self.body(inner, indent + "  ", depth, rng.randrange(0, 3))
            v = self.operand("i32", inner, indent + "  ")
            self.lines.append(f'{indent}  "test.use"({v}) : (i32) -> ()')
            self.lines.append(f"{indent}}}")

    def cast(self, scope: _Scope, indent: str) -> None:
        rng = self.rng
        if self.vec_int and rng.random() < 0.4:
            self.vector_op(scope, indent)
            return
        name, src, dst = rng.choice(
            (
                ("extsi", "i1", "i32"), ("extui", "i1", "i32"), ("extsi", "i8", "i32"),
                ("extui", "i8", "i32"), ("extsi", "i32", "i64"), ("extui", "i32", "i64"),
                ("trunci", "i32", "i8"), ("trunci", "i32", "i1"), ("trunci", "i64", "i32"),
                ("index_cast", "i32", "index"), ("index_cast", "index", "i32"),
                ("index_castui", "i32", "index"), ("index_castui", "index", "i32"),
                ("sitofp", "i32", "f32"), ("uitofp", "i32", "f32"), ("fptosi", "f32", "i32"),
                ("fptoui", "f32", "i32"), ("bitcast", "i32", "f32"), ("bitcast", "f32", "i32"),
                ("extf", "f32", "f64"), ("truncf", "f64", "f32"),
            )
        )  # fmt: skip
        a = self.operand(src, scope, indent)
        r = self.fresh()
        self.lines.append(f"{indent}{r} = arith.{name} {a} : {src} to {dst}")
        scope.add(dst, r)

    def vector_op(self, scope: _Scope, indent: str) -> None:
        """Casts, `cmpi`, `negf` and `select` on vectors (with `VEC=1`)."""
        rng = self.rng
        r = self.fresh()
        k = rng.randrange(4)
        if k == 0:
            name, src, dst = rng.choice(
                (
                    ("extsi", "vector<4xi32>", "vector<4xi64>"),
                    ("extui", "vector<4xi32>", "vector<4xi64>"),
                    ("trunci", "vector<4xi32>", "vector<4xi8>"),
                    ("sitofp", "vector<4xi32>", "vector<4xf32>"),
                    ("uitofp", "vector<4xi32>", "vector<4xf32>"),
                    ("fptosi", "vector<2xf32>", "vector<2xi32>"),
                    ("extf", "vector<2xf32>", "vector<2xf64>"),
                    ("bitcast", "vector<4xi32>", "vector<4xf32>"),
                    ("index_cast", "vector<4xi32>", "vector<4xindex>"),
                )
            )  # fmt: skip
            a = self.operand(src, scope, indent)
            self.lines.append(f"{indent}{r} = arith.{name} {a} : {src} to {dst}")
            scope.add(dst, r)
        elif k == 1:
            t = "vector<4xi32>"
            a, b = self.operand(t, scope, indent), self.operand(t, scope, indent)
            self.lines.append(f"{indent}{r} = arith.cmpi {rng.choice(CMPI)}, {a}, {b} : {t}")
            scope.add("vector<4xi1>", r)
        elif k == 2:
            t = "vector<2xf32>"
            self.lines.append(f"{indent}{r} = arith.negf {self.operand(t, scope, indent)} : {t}")
            scope.add(t, r)
        else:
            t = "vector<4xi32>"
            c = self.operand("vector<4xi1>", scope, indent)
            a, b = self.operand(t, scope, indent), self.operand(t, scope, indent)
            self.lines.append(f"{indent}{r} = arith.select {c}, {a}, {b} : vector<4xi1>, {t}")
            scope.add(t, r)

    def body(self, scope: _Scope, indent: str, depth: int, n: int) -> None:
        for _ in range(n):
            self.op(scope, indent, depth + 1)

    def if_op(self, scope: _Scope, indent: str, depth: int) -> None:
        rng = self.rng
        c = self.operand("i1", scope, indent)
        t = rng.choice(("i32", "f32", "index", "i1", None))
        r = self.fresh()
        head = f"{r} = " if t else ""
        self.lines.append(f"{indent}{head}scf.if {c}{' -> (' + t + ')' if t else ''} {{")
        for branch in (0, 1):
            if branch:
                if t is None and rng.random() < 0.5:
                    break
                self.lines.append(f"{indent}}} else {{")
            inner = scope.copy()
            self.body(inner, indent + "  ", depth, rng.randrange(0, 3))
            if t:
                self.lines.append(
                    f"{indent}  scf.yield {self.operand(t, inner, indent + '  ')} : {t}"
                )
        self.lines.append(f"{indent}}}")
        if t:
            scope.add(t, r)

    def for_op(self, scope: _Scope, indent: str, depth: int) -> None:
        rng = self.rng
        bounds = []
        for _ in range(3):
            pool = scope.values.get("index", [])
            if pool and rng.random() < 0.2:
                bounds.append(rng.choice(pool))
            else:
                name = self.fresh()
                self.lines.append(
                    f"{indent}{name} = arith.constant {rng.choice((0, 1, 2, 4, 10))} : index"
                )
                bounds.append(name)
        lb, ub, step = bounds
        t = rng.choice(("i32", "f32", "index", None))
        r, iv, acc = self.fresh(), self.fresh(), self.fresh()
        if t:
            init = self.operand(t, scope, indent)
            self.lines.append(
                f"{indent}{r} = scf.for {iv} = {lb} to {ub} step {step} iter_args({acc} = {init}) -> ({t}) {{"
            )
        else:
            self.lines.append(f"{indent}scf.for {iv} = {lb} to {ub} step {step} {{")
        inner = scope.copy()
        inner.add("index", iv)
        if t:
            inner.add(t, acc)
        self.body(inner, indent + "  ", depth, rng.randrange(0, 3))
        if t:
            self.lines.append(f"{indent}  scf.yield {self.operand(t, inner, indent + '  ')} : {t}")
        self.lines.append(f"{indent}}}")
        if t:
            scope.add(t, r)

    def function(self, index: int) -> str:
        rng = self.rng
        self.counter = 0
        self.lines = []
        args = [("i32", "%a"), ("i32", "%b"), ("i1", "%p"), ("index", "%n"), ("f32", "%x"),
                ("f32", "%y"), ("i8", "%s"), ("i64", "%l"), ("f64", "%d")]  # fmt: skip
        if self.vec_int:
            args += [("vector<4xi32>", "%vi"), ("vector<2xf32>", "%vf")]
        scope = _Scope()
        for t, n in args:
            scope.add(t, n)
        for _ in range(rng.randrange(1, self.max_ops + 1)):
            self.op(scope, "  ", 0)
        made = [(t, v) for t, vs in scope.values.items() for v in vs if v.startswith("%v")]
        rng.shuffle(made)
        rets = made[: rng.randrange(1, 4)] or [("i32", "%a")]
        sig = ", ".join(f"{n}: {t}" for t, n in args)
        body = "\n".join(self.lines)
        vals = ", ".join(v for _, v in rets)
        types = ", ".join(t for t, _ in rets)
        return (
            f"func.func @f{index}({sig}) -> ({types}) {{\n{body}\n  return {vals} : {types}\n}}\n"
        )


def generate(
    n: int,
    seed: int,
    max_ops: int = 6,
    with_while: bool = False,
    vectors: bool = False,
    regions: bool = False,
) -> list[str]:
    """`n` functions, the same for the same seed (`scf.while` loops, and
    `scf.execute_region`s with several blocks, too when asked: additions
    that keep the older seeds' functions)."""
    gen = Generator(random.Random(seed), max_ops, with_while, regions)
    if vectors:
        gen.vec_int = ("vector<4xi32>",)
        gen.vec_float = ("vector<2xf32>",)
    return [gen.function(i) for i in range(n)]


def _split_output(text: str) -> list[str]:
    return text.split(f"\n{SPLIT}\n")


def run_mlir_opt(cases: Sequence[str]) -> list[str | None]:
    """mlir-opt-22's `--canonicalize` output per case (None where it failed)."""
    assert MLIR_OPT is not None
    src = f"\n{SPLIT}\n".join(cases)
    p = subprocess.run(
        [MLIR_OPT, "--canonicalize", "--split-input-file", "--allow-unregistered-dialect", "-"],
        input=src.encode(),
        capture_output=True,
        check=False,
        timeout=300,
    )
    if p.returncode == 0:
        outs = _split_output(p.stdout.decode())
        if len(outs) == len(cases):
            return list(outs)
    if len(cases) == 1:
        return [None]
    half = len(cases) // 2
    return run_mlir_opt(cases[:half]) + run_mlir_opt(cases[half:])


def run_pdlx(cases: Sequence[str]) -> list[str | None]:
    """pdlx-opt's `--canonicalize` output per case (in-process; None where
    it failed)."""
    from pdlx.cli import run

    outs: list[str | None] = []
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "case.mlir")
        for case in cases:
            with open(path, "w") as f:
                f.write(case)
            out, err = io.StringIO(), io.StringIO()
            try:
                rc = run(
                    ["--canonicalize", "--allow-unregistered-dialect", path],
                    stdout=out,
                    stderr=err,
                )
            except Exception as e:  # a crash is a mismatch, with its reason
                out = io.StringIO(f"pdlx raised {type(e).__name__}: {e}")
                rc = 0
            outs.append(out.getvalue().rstrip("\n") + "\n" if rc == 0 else None)
    return outs


@dataclass(frozen=True)
class Mismatch:
    """One case where the tools disagree."""

    case: str
    expected: str | None
    actual: str | None


def compare(cases: Sequence[str]) -> tuple[int, list[Mismatch]]:
    """(number of cases mlir-opt handled, mismatches among them)."""
    want = run_mlir_opt(cases)
    got = run_pdlx(cases)
    checked = 0
    bad: list[Mismatch] = []
    for case, w, g in zip(cases, want, got, strict=True):
        if w is None:
            continue
        checked += 1
        w = w.rstrip("\n") + "\n"
        if w != g:
            bad.append(Mismatch(case, w, g))
    return checked, bad


def main(argv: Sequence[str]) -> int:
    n = int(argv[0]) if argv else 300
    seed = int(argv[1]) if len(argv) > 1 else 13
    max_ops = int(argv[2]) if len(argv) > 2 else 6
    cases = generate(
        n, seed, max_ops, os.environ.get("WHILE", "") == "1", os.environ.get("VEC", "") == "1",
        os.environ.get("REGIONS", "") == "1",
    )  # fmt: skip
    checked, bad = compare(cases)
    for m in sorted(bad, key=lambda m: len(m.case))[: int(os.environ.get("SHOW", "5"))]:
        print(m.case)
        print("--- mlir-opt")
        print(m.expected)
        print("--- pdlx")
        print(m.actual)
        print("=" * 60)
    agree = checked - len(bad)
    print(f"agreement: {agree}/{checked} = {100.0 * agree / max(checked, 1):.1f}%")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
