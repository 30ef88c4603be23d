"""Seeded generators of differential cases: payloads, transform scripts and
PDL modules, each a `Case` that runs the same way under pdlx-opt and
mlir-opt-22 (issue 13, deliverable 6).

A case is a pure function of its kind and seed (`make_case`), so a mismatch
found by a campaign is reproduced by its seed alone. The generators write
what users write: registered `func`/`arith`/`scf`/`cf` ops in custom form,
unregistered `test.*` ops in generic form, and transform scripts and PDL
patterns that sometimes fail on purpose (silenceable and definite failures,
invalid handles, verifier errors), since diagnostics are compared too.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

KINDS = ("roundtrip", "transform", "pdl")


@dataclass(frozen=True, slots=True)
class Case:
    """One run: the file's text and the tool flags (the same for both tools)."""

    kind: str
    seed: int
    text: str
    flags: tuple[str, ...]


INT_TYPES = ("i1", "i8", "i32", "i64", "index")
FLOAT_TYPES = ("f32", "f64")
INT_BINARY = ("addi", "subi", "muli", "andi", "ori", "xori", "maxsi", "minui", "divsi", "remui")
FLOAT_BINARY = ("addf", "subf", "mulf", "divf", "maximumf", "minimumf")
PREDICATES = ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge")
TEST_OPS = ("test.a", "test.b", "test.c", "test.d")


class _Func:
    """A function body under construction: values by type, SSA names."""

    def __init__(self, rng: random.Random, name: str) -> None:
        self.rng = rng
        self.name = name
        self.lines: list[str] = []
        self.args: list[tuple[str, str]] = []
        self.values: dict[str, list[str]] = {}
        self.count = 0

    def fresh(self) -> str:
        self.count += 1
        return f"%v{self.count}"

    def add(self, name: str, ty: str) -> None:
        self.values.setdefault(ty, []).append(name)

    def pick(self, ty: str) -> str:
        """A value of type `ty`, made by a constant when there is none."""
        vals = self.values.get(ty)
        if vals and self.rng.random() < 0.85:
            return self.rng.choice(vals)
        return self.constant(ty)

    def constant(self, ty: str, indent: str = "    ") -> str:
        rng = self.rng
        v = self.fresh()
        if ty in FLOAT_TYPES:
            lit = rng.choice(["0.0", "-0.0", "1.0", "2.5", "-3.0", "1.0e+10"])
        elif ty == "i1":
            lit = rng.choice(["true", "false"])
        else:
            lit = str(rng.choice([0, 1, -1, 2, 7, 42, 255, -128]))
        typed = "" if ty == "i1" else f" : {ty}"  # a bool literal has its type
        self.lines.append(f"{indent}{v} = arith.constant {lit}{typed}")
        self.add(v, ty)
        return v

    def op(self, indent: str = "    ") -> None:
        """One random op at the end of the body."""
        rng = self.rng
        r = rng.random()
        v = self.fresh()
        if r < 0.35:
            ty = rng.choice(("i32", "i64", "index"))
            a, b = self.pick(ty), self.pick(ty)
            self.lines.append(f"{indent}{v} = arith.{rng.choice(INT_BINARY)} {a}, {b} : {ty}")
            self.add(v, ty)
        elif r < 0.5:
            ty = rng.choice(FLOAT_TYPES)
            a, b = self.pick(ty), self.pick(ty)
            self.lines.append(f"{indent}{v} = arith.{rng.choice(FLOAT_BINARY)} {a}, {b} : {ty}")
            self.add(v, ty)
        elif r < 0.6:
            ty = rng.choice(("i32", "index"))
            a, b = self.pick(ty), self.pick(ty)
            self.lines.append(f"{indent}{v} = arith.cmpi {rng.choice(PREDICATES)}, {a}, {b} : {ty}")
            self.add(v, "i1")
        elif r < 0.68:
            ty = rng.choice(("i32", "f32"))
            c, a, b = self.pick("i1"), self.pick(ty), self.pick(ty)
            self.lines.append(f"{indent}{v} = arith.select {c}, {a}, {b} : {ty}")
            self.add(v, ty)
        else:
            name = rng.choice(TEST_OPS)
            ty = rng.choice(("i32", "f32", "i64"))
            ins = [self.pick(rng.choice(("i32", "f32", "i64"))) for _ in range(rng.randint(0, 2))]
            in_types = ", ".join(self._type_of(x) for x in ins)
            attr = rng.choice(["", ' {tag = "x"}', " {n = 3 : i64}", " {flag}"])
            if rng.random() < 0.2:
                self.lines.append(f'{indent}"{name}"({", ".join(ins)}){attr} : ({in_types}) -> ()')
                return
            self.lines.append(
                f'{indent}{v} = "{name}"({", ".join(ins)}){attr} : ({in_types}) -> {ty}'
            )
            self.add(v, ty)

    def _type_of(self, value: str) -> str:
        for ty, vals in self.values.items():
            if value in vals:
                return ty
        raise KeyError(value)

    def scf_if(self) -> None:
        ty = self.rng.choice(("i32", "f32"))
        c = self.pick("i1")
        a, b = self.pick(ty), self.pick(ty)
        v = self.fresh()
        self.lines.append(f"    {v} = scf.if {c} -> ({ty}) {{")
        self.lines.append(f"      scf.yield {a} : {ty}")
        self.lines.append("    } else {")
        self.lines.append(f"      scf.yield {b} : {ty}")
        self.lines.append("    }")
        self.add(v, ty)

    def scf_for(self) -> None:
        rng = self.rng
        lb, ub, step = (self.constant("index") for _ in range(3))
        init = self.pick("i32")
        outer = self.pick("i32")  # made before the loop: it dominates the body
        v, iv, acc = self.fresh(), self.fresh(), self.fresh()
        self.lines.append(
            f"    {v} = scf.for {iv} = {lb} to {ub} step {step} iter_args({acc} = {init}) -> (i32) {{"
        )
        inner = self.fresh()
        other = outer if rng.random() < 0.5 else acc
        self.lines.append(f"      {inner} = arith.addi {acc}, {other} : i32")
        self.lines.append(f"      scf.yield {inner} : i32")
        self.lines.append("    }")
        self.add(v, "i32")

    def text(self, ret: str | None) -> str:
        args = ", ".join(f"{n}: {t}" for n, t in self.args)
        rty = f" -> {self._type_of(ret)}" if ret else ""
        body = "\n".join(self.lines)
        tail = f"    return {ret} : {self._type_of(ret)}" if ret else "    return"
        return f"  func.func @{self.name}({args}){rty} {{\n{body}\n{tail}\n  }}"


def payload_functions(rng: random.Random, count: int, max_ops: int) -> list[str]:
    """`count` random functions of up to `max_ops` ops each."""
    out = []
    for i in range(count):
        f = _Func(rng, f"f{i}")
        for j, ty in enumerate(rng.sample(("i32", "i64", "f32", "index", "i1"), rng.randint(0, 3))):
            f.args.append((f"%a{j}", ty))
            f.add(f"%a{j}", ty)
        for _ in range(rng.randint(1, max_ops)):
            r = rng.random()
            if r < 0.08:
                f.scf_if()
            elif r < 0.14:
                f.scf_for()
            else:
                f.op()
        candidates = [v for ty, vs in f.values.items() if ty != "i1" for v in vs]
        ret = rng.choice(candidates) if candidates and rng.random() < 0.7 else None
        out.append(f.text(ret))
    return out


def roundtrip_case(rng: random.Random, seed: int) -> Case:
    if rng.random() < 0.7:
        text = rich_module(rng)
    else:
        funcs = payload_functions(rng, rng.randint(1, 3), 12)
        text = "module {\n" + "\n".join(funcs) + "\n}\n"
    flags: tuple[str, ...] = ("--allow-unregistered-dialect",)
    if rng.random() < 0.4:
        flags += ("--mlir-print-op-generic",)
    if rng.random() < 0.3:
        flags += ("--mlir-print-debuginfo",)
    if rng.random() < 0.1:
        flags += ("--mlir-print-local-scope",)
    return Case("roundtrip", seed, text, flags)


# ---------------------------------------------------------------------------
# Rich payloads: every kind of type, attribute and location, custom and
# generic syntax mixed, several blocks, successors, nested regions, calls.

_SCALARS = (
    "i1", "i8", "i16", "i32", "i64", "index", "ui8", "si16", "ui32", "si64",
    "f16", "bf16", "f32", "f64", "none",
)  # fmt: skip


def rand_type(rng: random.Random, depth: int = 0) -> str:
    """A random builtin (or opaque dialect) type, as users spell them."""
    r = rng.random()
    if depth > 1 or r < 0.4:
        return rng.choice(_SCALARS[:-1])
    elem = rng.choice(("i8", "i32", "f16", "bf16", "f32", "f64", "index", "ui8", "si16"))
    dims = "x".join(rng.choice(("1", "2", "4", "?", "8")) for _ in range(rng.randint(1, 3)))
    if r < 0.5:
        vdims = "x".join(rng.choice(("1", "2", "4", "[4]", "8")) for _ in range(rng.randint(1, 2)))
        return f"vector<{vdims}x{rng.choice(('i8', 'i32', 'f16', 'f32', 'index'))}>"
    if r < 0.6:
        enc = rng.choice(("", "", ', "enc"', ", #foo.layout<1>"))
        return f"tensor<{dims}x{elem}{enc}>"
    if r < 0.65:
        return f"tensor<*x{elem}>"
    if r < 0.75:
        layout = rng.choice(
            ("", ", 1", ", strided<[?, 1], offset: ?>", ", affine_map<(d0) -> (d0 + 1)>",
             ", strided<[4]>", ', "space"')
        )  # fmt: skip
        if "strided<[?, 1]" in layout:
            dims = "4x?"
        elif "strided<[4]>" in layout or "affine_map" in layout:
            dims = "8"
        return f"memref<{dims}x{elem}{layout}>"
    if r < 0.8:
        return f"complex<{rng.choice(('f32', 'f64', 'i32', 'f16'))}>"
    if r < 0.85:
        parts = ", ".join(rand_type(rng, depth + 1) for _ in range(rng.randint(0, 3)))
        return f"tuple<{parts}>"
    if r < 0.9:
        ins = ", ".join(rand_type(rng, depth + 1) for _ in range(rng.randint(0, 2)))
        outs = [rand_type(rng, depth + 1) for _ in range(rng.randint(0, 2))]
        res = outs[0] if len(outs) == 1 and not outs[0].startswith("(") else f"({', '.join(outs)})"
        return f"({ins}) -> {res}"
    return rng.choice(("!foo.t", "!foo.t<1>", '!foo.t<"x", i32>', '!foo<"q">', "!bar.t<[1, 2]>"))


_STRINGS = (
    '""', '"plain"', '"a\\"b"', '"tab\\09end"', '"back\\\\slash"', '"nl\\n"', '"\\00\\FF"',
    '"unicode \\E2\\82\\AC"', '"quote \' here"', '"sym@bol"',
)  # fmt: skip


def _int_lit(rng: random.Random, ty: str) -> str:
    """An integer literal that fits `ty` (mostly: a few are out of range on
    purpose, for the diagnostic)."""
    if ty == "i1":
        return rng.choice(("true", "false", "0", "1", "-1"))
    width = 64 if ty == "index" else int(ty.lstrip("suix") or 64)
    if ty.startswith("ui"):
        pool = [0, 1, 7, 2**width - 1]
    else:
        pool = [0, 1, -1, 7, 42, -(2 ** (width - 1)), 2 ** (width - 1) - 1]
    if rng.random() < 0.02:
        pool = [2**width]
    return str(rng.choice(pool))


def _float_lit(rng: random.Random, ty: str) -> str:
    lits = ["0.0", "-0.0", "1.0", "2.5", "-3.25", "1.0e+10", "1.5e-7", "0.1", "3.0"]
    if ty == "f32":
        lits += ["0x7F800000", "0xFF800000", "0x7FC00000"]
    elif ty == "f64":
        lits += ["0x7FF0000000000000", "0x7FF8000000000000"]
    elif ty == "f16":
        lits += ["0x7C00", "0xFE00"]
    elif ty == "bf16":
        lits += ["0x7F80"]
    return rng.choice(lits)


def _dense(rng: random.Random) -> str:
    kind = rng.randrange(7)
    shape = rng.choice(("", "2x", "3x", "2x2x", "1x3x"))
    n = 1
    for d in shape.split("x")[:-1]:
        n *= int(d)
    container = rng.choice(("tensor", "tensor", "vector")) if shape else "tensor"
    if kind == 0:  # integer splat or list
        ty = rng.choice(("i8", "i32", "i64", "ui8", "si16", "i1", "index"))
        if rng.random() < 0.5 or not shape:
            return f"dense<{_int_lit(rng, ty)}> : {container}<{shape}{ty}>"
        items = _nest(rng, shape, lambda: _int_lit(rng, ty))
        return f"dense<{items}> : {container}<{shape}{ty}>"
    if kind == 1:  # float
        ty = rng.choice(("f16", "bf16", "f32", "f64"))
        if rng.random() < 0.4 or not shape:
            return f"dense<{_float_lit(rng, ty)}> : {container}<{shape}{ty}>"
        items = _nest(rng, shape, lambda: rng.choice(("1.0", "-2.5", "0.0", "3.0e+2")))
        return f"dense<{items}> : {container}<{shape}{ty}>"
    if kind == 2:  # hex
        width = rng.choice((1, 4))
        ty = {1: "i8", 4: rng.choice(("i32", "f32"))}[width]
        count = max(n, 1)
        if rng.random() < 0.3:
            count = 1  # a hex splat
        data = "".join(
            rng.choice(("00", "01", "FF", "7F", "80", "3F")) for _ in range(count * width)
        )
        return f'dense<"0x{data}"> : tensor<{shape}{ty}>'
    if kind == 3:  # complex
        ty = rng.choice(("f32", "f64", "i32"))
        one = "(1, 2)" if ty == "i32" else "(1.0, -2.5)"
        if shape and rng.random() < 0.5:
            return f"dense<{_nest(rng, shape, lambda: one)}> : tensor<{shape}complex<{ty}>>"
        return f"dense<{one}> : tensor<{shape}complex<{ty}>>"
    if kind == 4:  # strings
        items = _nest(rng, shape, lambda: rng.choice(_STRINGS)) if shape else rng.choice(_STRINGS)
        return f"dense<{items}> : tensor<{shape}!foo.str>"
    if kind == 5:
        return f"dense<> : tensor<0x{rng.choice(('i32', 'f32'))}>"
    ty = rng.choice(("i8", "i16", "i32", "i64", "f32", "f64", "i1"))
    n = rng.randint(0, 4)
    if ty == "i1":
        vals = [rng.choice(("true", "false")) for _ in range(n)]
    elif ty.startswith("f"):
        vals = [_float_lit(rng, "x") for _ in range(n)]
    else:
        vals = [_int_lit(rng, ty) for _ in range(n)]
    return f"array<{ty}{': ' + ', '.join(vals) if vals else ''}>"


def _nest(rng: random.Random, shape: str, leaf: Callable[[], str]) -> str:
    dims = [int(d) for d in shape.split("x")[:-1]]

    def go(ds: list[int]) -> str:
        if not ds:
            return leaf()
        return "[" + ", ".join(go(ds[1:]) for _ in range(ds[0])) + "]"

    return go(dims)


_AFFINE = (
    "affine_map<(d0) -> (d0)>", "affine_map<(d0, d1) -> (d1, d0)>",
    "affine_map<(d0, d1)[s0] -> (d0 * 2 + s0, d1 floordiv 4, d0 mod 3)>",
    "affine_map<()[s0] -> (s0 ceildiv 8)>", "affine_map<(d0) -> (0)>", "affine_map<() -> ()>",
    "affine_map<(d0, d1) -> (d0 + d1 * -1, -d0, d0 - 3)>",
    "affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>", "affine_set<() : (0 == 0)>",
    "affine_map<(d0)[s0, s1] -> ((d0 + s0) * 4, (s1 mod 2) floordiv 3)>",
)  # fmt: skip


def rand_attr(rng: random.Random, depth: int = 0) -> str:
    """A random attribute of any builtin kind (or an opaque dialect one)."""
    r = rng.randrange(16 if depth < 2 else 11)
    if r == 0:
        ty = rng.choice(("i8", "i16", "i32", "i64", "ui8", "si16", "index", "i1"))
        lit = _int_lit(rng, ty)
        if lit in ("true", "false"):
            return lit
        return lit if ty == "i64" and rng.random() < 0.3 else f"{lit} : {ty}"
    if r == 1:
        ty = rng.choice(("f16", "bf16", "f32", "f64"))
        lit = _float_lit(rng, ty)
        return (
            lit
            if ty == "f64" and not lit.startswith("0x") and rng.random() < 0.3
            else f"{lit} : {ty}"
        )
    if r == 2:
        s = rng.choice(_STRINGS)
        return s if rng.random() < 0.7 else f"{s} : {rand_type(rng, 2)}"
    if r == 3:
        return rng.choice(("@f", "@a::@b", '@"sym with space"', "@a::@b::@c", '@"x\\22"'))
    if r == 4:
        return rng.choice(_AFFINE)
    if r == 5:
        return "unit"
    if r == 6:
        return rand_type(rng, 1)
    if r == 7:
        return _dense(rng)
    if r == 8:
        return rng.choice(("true", "false"))
    if r == 9:
        return rng.choice(
            ('#foo.attr', '#foo.attr<"x">', "#foo<\"bar\">", "#foo.a<[1, 2], {k = v}>",
             'loc("l":1:2)', "loc(unknown)", "distinct[0]<42 : i32>", "strided<[4, 1], offset: 2>")
        )  # fmt: skip
    if r == 10:
        return _dense(rng)
    if r in (11, 12):
        return "[" + ", ".join(rand_attr(rng, depth + 1) for _ in range(rng.randint(0, 3))) + "]"
    return rand_dict(rng, depth + 1)


_KEYS = ("a", "b", "c", "n", "tag", "x_y", "z.w", '"quoted key"', "value", "zz", "A", "_k")


def rand_dict(rng: random.Random, depth: int = 0, empty_ok: bool = True, prefix: str = "") -> str:
    """A dictionary attribute; `prefix` names a dialect, for where MLIR wants
    dialect attributes only (function arguments, modules)."""
    keys = rng.sample(_KEYS[:-3] if prefix else _KEYS, rng.randint(0 if empty_ok else 1, 3))
    keys = [f'"{prefix}{k.strip(chr(34))}"' if prefix and " " in k else prefix + k for k in keys]
    parts = [k if rng.random() < 0.15 else f"{k} = {rand_attr(rng, depth)}" for k in keys]
    return "{" + ", ".join(parts) + "}"


def rand_loc(rng: random.Random, depth: int = 0) -> str:
    """The inside of a `loc(...)`: every location kind."""
    r = rng.randrange(9 if depth == 0 else 5)
    if r == 0:
        return "unknown"
    if r == 1:
        return f'"{rng.choice(("a.mlir", "b.c", "dir/x.py"))}":{rng.randint(1, 99)}:{rng.randint(1, 80)}'
    if r == 2:
        return f'"{rng.choice(("name", "x", "with space"))}"'
    if r == 3:
        return f'"f.mlir":{rng.randint(1, 9)}:{rng.randint(1, 9)} to {rng.choice(("", "4"))}:{rng.randint(10, 20)}'
    if r == 4:
        return f'"f.mlir":{rng.randint(1, 9)}'
    if r == 5:
        return f'"{rng.choice(("n", "call"))}"({rand_loc(rng, depth + 1)})'
    if r == 6:
        return f"callsite({rand_loc(rng, depth + 1)} at {rand_loc(rng, depth + 1)})"
    if r == 7:
        meta = rng.choice(("", '<"meta">', "<{a = 1 : i32}>"))
        parts = ", ".join(rand_loc(rng, depth + 1) for _ in range(rng.randint(1, 3)))
        return f"fused{meta}[{parts}]"
    return "#loc_a"


class _Rich:
    """A payload module of rich ops, custom and generic mixed."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.count = 0
        self.aliases: list[str] = []

    def fresh(self) -> str:
        self.count += 1
        return f"%r{self.count}"

    def loc(self) -> str:
        return f" loc({rand_loc(self.rng)})" if self.rng.random() < 0.3 else ""

    def generic_op(
        self, scope: list[tuple[str, str]], indent: str, depth: int, blocks: list[str]
    ) -> list[str]:
        """An unregistered op in generic form: operands, successors, properties,
        regions, attributes, several results."""
        rng = self.rng
        name = rng.choice(
            ("foo.op", "foo.region", "foo.bar", "foo.br", "foo.x_y", "foo.n.m", "bar.baz")
        )
        ins = [rng.choice(scope) for _ in range(rng.randint(0, 3))] if scope else []
        outs = [rand_type(rng) for _ in range(rng.randint(0, 3))]
        lines: list[str] = []
        succ = ""
        if blocks and rng.random() < 0.2:
            succ = "[" + ", ".join(rng.sample(blocks, rng.randint(1, len(blocks)))) + "]"
        props = f" <{rand_dict(rng, 1, empty_ok=False)}>" if rng.random() < 0.2 else ""
        regions: list[str] = []
        if depth < 2 and not succ and rng.random() < 0.3:
            for _ in range(rng.randint(1, 2)):
                regions.append(self.region(scope, indent + "  ", depth + 1))
        attrs = " " + rand_dict(rng, 0) if rng.random() < 0.6 else ""
        if attrs == " {}" and rng.random() < 0.5:
            attrs = ""
        res = ""
        v = ""
        if outs:
            v = self.fresh()
            res = f"{v}:{len(outs)} = " if len(outs) > 1 else f"{v} = "
        ops = ", ".join(n for n, _ in ins)
        itys = ", ".join(t for _, t in ins)
        rty = outs[0] if len(outs) == 1 and not outs[0].startswith("(") else f"({', '.join(outs)})"
        reg = f" ({', '.join(regions)})" if regions else ""
        lines.append(
            f'{indent}{res}"{name}"({ops}){succ}{props}{reg}{attrs} : ({itys}) -> {rty}{self.loc()}'
        )
        if outs:
            if len(outs) == 1:
                scope.append((v, outs[0]))
            else:
                scope.extend((f"{v}#{i}", t) for i, t in enumerate(outs))
        return lines

    def region(self, scope: list[tuple[str, str]], indent: str, depth: int) -> str:
        rng = self.rng
        if rng.random() < 0.15:
            return "{\n" + indent[:-2] + "}"
        nblocks = rng.randint(1, 3)
        labels = [f"^bb{i}" for i in range(nblocks)]
        out = ["{"]
        for i in range(nblocks):
            inner = list(scope)
            args = [(self.fresh(), rand_type(rng)) for _ in range(rng.randint(0, 2))]
            if args or i > 0 or rng.random() < 0.5:
                arglist = ", ".join(f"{n}: {t}{self.loc()}" for n, t in args)
                out.append(f"{indent[:-2]}{labels[i]}" + (f"({arglist})" if args else "") + ":")
            inner += args
            n = rng.randint(1, 3)  # a labelled block holds an op at least
            for j in range(n):  # only a block's last op may have successors
                out += self.generic_op(inner, indent, depth, labels[1:] if j == n - 1 else [])
        out.append(indent[:-2] + "}")
        return "\n".join(out)

    def cfg_func(self, name: str) -> str:
        """A `func.func` with several blocks, block arguments, `cf.br` and
        `cf.cond_br`, calls, custom and generic ops mixed."""
        rng = self.rng
        args = [
            (f"%arg{i}", rng.choice(("i32", "i1", "f32", "index", "i64")))
            for i in range(rng.randint(0, 3))
        ]
        if not any(t == "i1" for _, t in args):
            args.append((f"%arg{len(args)}", "i1"))
        cond = next(n for n, t in args if t == "i1")
        ity = rng.choice(("i32", "i64"))
        entry: list[tuple[str, str]] = list(args)
        lines = []
        c0 = self.fresh()
        lines.append(f"    {c0} = arith.constant {rng.choice((0, 1, 5, -3))} : {ity}{self.loc()}")
        entry.append((c0, ity))
        nblocks = rng.randint(1, 3)
        labels = [f"^bb{i + 1}" for i in range(nblocks)]
        exit_label = f"^bb{nblocks + 1}"
        # entry terminator
        if rng.random() < 0.5:
            lines.append(
                f"    cf.cond_br {cond}, {labels[0]}({c0} : {ity}), {labels[-1]}({c0} : {ity}){self.loc()}"
            )
        elif rng.random() < 0.5:
            lines.append(f'    "cf.br"({c0})[{labels[0]}] : ({ity}) -> (){self.loc()}')
        else:
            lines.append(f"    cf.br {labels[0]}({c0} : {ity})")
        for i, lab in enumerate(labels):
            x = self.fresh()
            lines.append(f"  {lab}({x}: {ity}{self.loc()}):")
            scope = [*entry, (x, ity)]
            for _ in range(rng.randint(0, 3)):
                r = rng.random()
                if r < 0.3:
                    v = self.fresh()
                    a, b = rng.choice([n for n, t in scope if t == ity]), x
                    op = rng.choice(("addi", "muli", "subi", "xori"))
                    if rng.random() < 0.5:
                        lines.append(f"    {v} = arith.{op} {a}, {b} : {ity}{self.loc()}")
                    else:
                        flags = " <{overflowFlags = #arith.overflow<none>}>" if op != "xori" else ""
                        lines.append(
                            f'    {v} = "arith.{op}"({a}, {b}){flags} : ({ity}, {ity}) -> {ity}{self.loc()}'
                        )
                    scope.append((v, ity))
                elif r < 0.45:
                    v = self.fresh()
                    lines.append(
                        f"    {v} = func.call @callee_{ity}({x}) : ({ity}) -> {ity}{self.loc()}"
                    )
                    scope.append((v, ity))
                elif r < 0.7:
                    lines += self.registered_op(scope, x, ity)
                else:
                    lines += self.generic_op(scope, "    ", 0, [])
            target = labels[i + 1] if i + 1 < nblocks else exit_label
            val = rng.choice([n for n, t in scope if t == ity])
            if rng.random() < 0.4:
                lines.append(f"    cf.cond_br {cond}, {target}({val} : {ity}), {lab}({x} : {ity})")
            elif rng.random() < 0.3:
                lines.append(
                    f"    cf.switch {x} : {ity}, [\n      default: {target}({val} : {ity}),\n      4: {lab}({x} : {ity})\n    ]"
                )
            else:
                lines.append(f"    cf.br {target}({val} : {ity}){self.loc()}")
        y = self.fresh()
        lines.append(f"  {exit_label}({y}: {ity}):")
        lines.append(f"    return {y} : {ity}{self.loc()}")
        sig = ", ".join(
            f"{n}: {t}{' ' + rand_dict(rng, 1, False, 'foo.') if rng.random() < 0.15 else ''}"
            for n, t in args
        )
        vis = rng.choice(("", "", "", "private ", "public "))
        attrs = f" attributes {rand_dict(rng, 1, False)}" if rng.random() < 0.2 else ""
        return (
            f"  func.func {vis}@{name}({sig}) -> {ity}{attrs} {{\n"
            + "\n".join(lines)
            + f"\n  }}{self.loc()}"
        )

    def registered_op(self, scope: list[tuple[str, str]], x: str, ity: str) -> list[str]:
        """A registered op in custom form (sometimes generic): constants of
        every kind, casts, flags, vector and tensor operands, scf regions."""
        rng = self.rng
        v = self.fresh()
        loc = self.loc()
        r = rng.randrange(12)
        if r == 0:
            ty = rng.choice(("f16", "bf16", "f32", "f64"))
            return [f"    {v} = arith.constant {_float_lit(rng, ty)} : {ty}{loc}"]
        if r == 1:
            ty = rng.choice(("tensor<2xi32>", "vector<2xi32>", "tensor<2x2xf32>", "vector<4xf16>"))
            elem = "1.5" if "f" in ty.split("x")[-1] else "7"
            body = rng.choice((elem, f"[{elem}, {elem}]" if ty.count("x") == 1 else elem))
            w = self.fresh()
            line = f"    {v} = arith.constant dense<{body}> : {ty}{loc}"
            if ty.startswith("vector") and "f" not in ty.split("x")[-1]:
                return [line, f"    {w} = arith.addi {v}, {v} : {ty}"]
            if ty.startswith("vector"):
                fm = rng.choice(("", " fastmath<fast>", " fastmath<nnan,ninf>"))
                return [line, f"    {w} = arith.mulf {v}, {v}{fm} : {ty}"]
            return [line]
        if r == 2:
            flags = rng.choice((" overflow<nsw>", " overflow<nsw, nuw>", " overflow<nuw>", ""))
            return [f"    {v} = arith.addi {x}, {x}{flags} : {ity}{loc}"]
        if r == 3:
            narrow = rng.choice(("i8", "i16", "i1"))
            w = self.fresh()
            ext = rng.choice(("extsi", "extui"))
            return [
                f"    {v} = arith.trunci {x} : {ity} to {narrow}{loc}",
                f"    {w} = arith.{ext} {v} : {narrow} to {ity}",
            ]
        if r == 4:
            w, u = self.fresh(), self.fresh()
            return [
                f"    {v} = arith.index_cast {x} : {ity} to index{loc}",
                f"    {w} = arith.sitofp {x} : {ity} to f32",
                f"    {u} = arith.cmpf {rng.choice(('olt', 'uge', 'oeq', 'une'))}, {w}, {w} : f32",
            ]
        if r == 5:
            w = self.fresh()
            ft = "f64" if ity == "i64" else "f32"
            return [
                f"    {v} = arith.bitcast {x} : {ity} to {ft}{loc}",
                f"    {w} = arith.truncf {v} : {ft} to {'f32' if ft == 'f64' else 'f16'}",
            ]
        if r == 6:
            lo = self.fresh()
            return [f"    {v}, {lo} = arith.mulsi_extended {x}, {x} : {ity}{loc}"]
        if r == 7:
            scope.append((v, ity))
            return [
                f"    {v} = scf.execute_region -> {ity} {{",
                f"      scf.yield {x} : {ity}",
                f"    }}{loc}",
            ]
        if r == 8 and rng.random() < 0.4:
            i, w = self.fresh(), self.fresh()
            scope.append((v, ity))
            cases = sorted(rng.sample((-1, 0, 2, 5), rng.randrange(0, 3)))
            out = [
                f"    {i} = arith.index_cast {x} : {ity} to index",
                f"    {v} = scf.index_switch {i} -> {ity}",
            ]
            for k in cases:
                out += [f"    case {k} {{", f"      scf.yield {x} : {ity}", "    }"]
            return [
                *out,
                "    default {",
                f"      {w} = arith.muli {x}, {x} : {ity}",
                f"      scf.yield {w} : {ity}",
                f"    }}{loc}",
            ]
        if r == 8:
            c, w = self.fresh(), self.fresh()
            return [
                f"    {c} = arith.cmpi eq, {x}, {x} : {ity}",
                f"    scf.if {c} {{",
                f"      {w} = arith.muli {x}, {x} : {ity}",
                f'      "foo.sink"({w}) : ({ity}) -> ()',
                f"    }}{loc}",
            ]
        if r == 9:
            a, b, cnd = self.fresh(), self.fresh(), self.fresh()
            return [
                f"    {v} = scf.while ({a} = {x}) : ({ity}) -> {ity} {{",
                f"      {cnd} = arith.cmpi slt, {a}, {a} : {ity}",
                f"      scf.condition({cnd}) {a} : {ity}",
                "    } do {",
                f"    ^bb0({b}: {ity}):",
                f"      scf.yield {b} : {ity}",
                f"    }}{loc}",
            ]
        if r == 10:
            w = self.fresh()
            dims = rng.choice(("4xf32", "2x?xi8", "?xbf16"))
            dyn = [f"{self.fresh()}" for _ in range(dims.count("?"))]
            pre = [f"    {d} = arith.constant 3 : index" for d in dyn]
            return [
                *pre,
                f"    {v} = tensor.empty({', '.join(dyn)}) : tensor<{dims}>{loc}",
                f"    {w} = tensor.cast {v} : tensor<{dims}> to tensor<*x{dims.split('x')[-1]}>",
            ]
        if r == 11:
            return [f"    vector.print {x} : {ity}{loc}"]
        return []

    def generic_func(self, name: str) -> str:
        """A whole `func.func` in generic form, with a nested generic region."""
        rng = self.rng
        ty = rand_type(rng)
        scope: list[tuple[str, str]] = [("%a", ty)]
        body: list[str] = []
        for _ in range(rng.randint(0, 3)):
            body += self.generic_op(scope, "    ", 1, [])
        vis = rng.choice(("", ', sym_visibility = "private"', ', sym_visibility = "nested"'))
        props = f'function_type = ({ty}) -> (), sym_name = "{name}"{vis}'
        if vis and rng.random() < 0.5:  # a declaration
            return f'  "func.func"() <{{{props}}}> ({{\n  }}) : () -> (){self.loc()}'
        return (
            f'  "func.func"() <{{{props}}}> ({{\n  ^bb0(%a: {ty}):\n'
            + "\n".join(body)
            + '\n    "func.return"() : () -> ()\n  }) : () -> ()'
            + self.loc()
        )


def rich_module(rng: random.Random, script: str = "") -> str:
    """A module of rich functions and ops, with alias definitions; with a
    transform `script` (named sequences) at its end when one is given."""
    rich = _Rich(rng)
    head: list[str] = []
    if rng.random() < 0.4:
        head.append(f"#map_a = {rng.choice(_AFFINE[:7])}")
    if rng.random() < 0.3:
        head.append(f"!ty_a = {rand_type(rng, 1)}")
    if rng.random() < 0.3:
        head.append(f"#attr_a = {rand_attr(rng, 1)}")
    head.append(f"#loc_a = loc({rand_loc(rng, 1)})")
    parts: list[str] = []
    for ity in ("i32", "i64"):
        parts.append(f"  func.func private @callee_{ity}({ity}) -> {ity}")
    for i in range(rng.randint(1, 3)):
        r = rng.random()
        if r < 0.45:
            parts.append(rich.cfg_func(f"g{i}"))
        elif r < 0.75:
            parts.append(rich.generic_func(f"h{i}"))
        else:
            scope: list[tuple[str, str]] = []
            lines = rich.generic_op(scope, "  ", 0, [])
            lines += rich.generic_op(scope, "  ", 0, [])
            parts += lines
    for alias, use in (("#map_a", "#map_a"), ("!ty_a", "!ty_a"), ("#attr_a", "#attr_a")):
        if any(h.startswith(alias) for h in head):
            parts.append(f'  "foo.use"() {{u = {use}}} : () -> ()')
    mattr = f" attributes {rand_dict(rng, 1, False, 'foo.')}" if rng.random() < 0.2 else ""
    name = rng.choice(("", "", " @m"))
    if script:
        mattr, name = " attributes {transform.with_named_sequence}", ""
        parts.append(script.rstrip("\n"))
    return "\n".join(head) + f"\nmodule{name}{mattr} {{\n" + "\n".join(parts) + "\n}\n"


# ---------------------------------------------------------------------------
# Transform scripts


_MATCH_NAMES = (
    "arith.addi", "arith.muli", "arith.constant", "arith.cmpi", "arith.addf", "func.func",
    "func.return", "scf.for", "scf.if", "scf.yield", "test.a", "test.b", "arith.select",
    "cf.br", "cf.cond_br", "foo.region", "foo.op", "func.call",
)  # fmt: skip


class _Script:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.lines: list[str] = []
        self.ops: list[str] = ["%arg0"]
        self.values: list[str] = []
        self.params: list[str] = []
        self.count = 0

    def fresh(self) -> str:
        self.count += 1
        return f"%t{self.count}"

    def emit(self, line: str) -> None:
        self.lines.append("    " + line)

    def step(self) -> None:
        rng = self.rng
        h = rng.choice(self.ops)
        v = self.fresh()
        a = "!transform.any_op"
        k = rng.randint(0, 2)
        choice = rng.randrange(16 if self.rng.random() < 0.35 else 39)
        if choice == 0:
            names = ", ".join(f'"{n}"' for n in rng.sample(_MATCH_NAMES, rng.randint(1, 2)))
            self.emit(f"{v} = transform.structured.match ops{{[{names}]}} in {h} : ({a}) -> {a}")
            self.ops.append(v)
        elif choice == 1:
            attrs = rng.choice(
                ["", ' {op_name = "func.func"}', " {nth_parent = 2 : i64}",
                 " {allow_empty_results}", " {deduplicate}", " {isolated_from_above}"]
            )  # fmt: skip
            self.emit(f"{v} = transform.get_parent_op {h}{attrs} : ({a}) -> {a}")
            self.ops.append(v)
        elif choice == 2:
            self.emit(f"{v} = transform.get_producer_of_operand {h}[{k}] : ({a}) -> {a}")
            self.ops.append(v)
        elif choice == 3:
            self.emit(f"{v} = transform.get_consumers_of_result {h}[{k}] : ({a}) -> {a}")
            self.ops.append(v)
        elif choice == 4:
            self.emit(f"{v} = transform.get_result {h}[{k}] : ({a}) -> !transform.any_value")
            self.values.append(v)
        elif choice == 5 and self.values:
            val = rng.choice(self.values)
            self.emit(f"{v} = transform.get_defining_op {val} : (!transform.any_value) -> {a}")
            self.ops.append(v)
        elif choice == 6:
            self.emit(f"{v} = transform.get_operand {h}[{k}] : ({a}) -> !transform.any_value")
            self.values.append(v)
        elif choice == 7:
            self.emit(f'transform.annotate {h} "note{self.count}" : {a}')
        elif choice == 8:
            self.emit(f'transform.debug.emit_remark_at {h}, "at {v[1:]}" : {a}')
        elif choice == 9:
            n = self.fresh()
            self.emit(f"{n} = transform.num_associations {h} : ({a}) -> !transform.param<i64>")
            self.emit(f"transform.debug.emit_param_as_remark {n} : !transform.param<i64>")
        elif choice == 10:
            names = ", ".join(f'"{n}"' for n in rng.sample(_MATCH_NAMES, 2))
            self.emit(f"transform.match.operation_name {h} [{names}] : {a}")
        elif choice == 11:
            other = rng.choice(self.ops)
            dedup = " deduplicate" if rng.random() < 0.5 else ""
            self.emit(f"{v} = transform.merge_handles{dedup} {h}, {other} : {a}")
            self.ops.append(v)
        elif choice == 12:
            n = rng.randint(1, 3)
            outs = [self.fresh() for _ in range(n)]
            mode = rng.choice(
                ["", " {fail_on_payload_too_small = false}", " {pass_through_empty_handle = false}"]
            )
            types = ", ".join([a] * n)
            self.emit(f"{', '.join(outs)} = transform.split_handle {h}{mode} : ({a}) -> ({types})")
            self.ops.extend(outs)
        elif choice == 13:
            flag = rng.choice(["", ", skip_regions", ", use_local_scope"])
            self.emit(f'transform.print {h} {{name = "p{self.count}"{flag}}} : {a}')
        elif choice == 14:
            self.emit(f"transform.apply_cse to {h} : {a}")
        elif choice == 15:
            self.emit(f"transform.match.operation_empty {h} : {a}")
        else:
            self.more(choice, h, v, k)

    def more(self, choice: int, h: str, v: str, k: int) -> None:
        """The ops added by the widened generator: params, named sequences,
        loops over handles, casts, payload passes, print variants, and uses
        that fail (consumed handles, bad positions, wrong types)."""
        rng = self.rng
        a = "!transform.any_op"
        p64 = "!transform.param<i64>"
        if choice == 16:
            name = rng.choice(_MATCH_NAMES)
            self.emit(f'{v} = transform.select "{name}" in {h} : ({a}) -> {a}')
            self.ops.append(v)
        elif choice == 17:
            lit = rng.choice((0, 1, 2, 3, -1, 42))
            self.emit(f"{v} = transform.param.constant {lit} : i64 -> {p64}")
            self.params.append(v)
        elif choice == 18:
            if len(self.params) < 1:
                n = self.fresh()
                self.emit(f"{n} = transform.num_associations {h} : ({a}) -> {p64}")
                self.params.append(n)
            x, y = rng.choice(self.params), rng.choice(self.params)
            pred = rng.choice(("eq", "ne", "lt", "le", "gt", "ge"))
            self.emit(f"transform.match.param.cmpi {pred} {x}, {y} : {p64}")
        elif choice == 19:
            x = self.fresh()
            if rng.random() < 0.5:
                q = self.fresh()
                what = rng.choice(
                    (f'transform.get_parent_op {x} {{op_name = "func.func"}}',
                     f"transform.get_parent_op {x} {{allow_empty_results}}",
                     f'transform.structured.match ops{{["arith.constant"]}} in {x}')
                )  # fmt: skip
                self.emit(f"{v} = transform.foreach {h} : {a} -> {a} {{")
                self.emit(f"^bb0({x}: {a}):")
                self.emit(f"  {q} = {what} : ({a}) -> {a}")
                self.emit(f"  transform.yield {q} : {a}")
                self.emit("}")
                self.ops.append(v)
            else:
                other = rng.choice(self.ops)
                y = self.fresh()
                zip_ = " with_zip_shortest" if rng.random() < 0.5 else ""
                self.emit(f"transform.foreach {h}, {other}{zip_} : {a}, {a} {{")
                self.emit(f"^bb0({x}: {a}, {y}: {a}):")
                self.emit(f'  transform.debug.emit_remark_at {x}, "each {x[1:]}" : {a}')
                self.emit(f'  transform.annotate {y} "seen" : {a}')
                self.emit("}")
        elif choice == 20:
            attrs = rng.choice(
                (' {op_name = "scf.for", nth_parent = 1 : i64}',
                 " {nth_parent = 3 : i64, allow_empty_results}", ' {op_name = "builtin.module"}',
                 ' {op_name = "foo.region"}', " {isolated_from_above, deduplicate}",
                 ' {op_name = "func.func", deduplicate}', " {nth_parent = 0 : i64}")
            )  # fmt: skip
            self.emit(f"{v} = transform.get_parent_op {h}{attrs} : ({a}) -> {a}")
            self.ops.append(v)
        elif choice == 21:
            mode = rng.choice(("propagate", "suppress"))
            helper = rng.choice(("@helper_parent", "@helper_match", "@helper_name"))
            self.emit(f"{v} = transform.include {helper} failures({mode}) ({h}) : ({a}) -> {a}")
            self.ops.append(v)
        elif choice == 22:
            root = h if h != "%arg0" or rng.random() < 0.1 else self.ops[-1]
            flags = rng.choice(("", " restrict_root", " flatten_results"))
            pairs = rng.choice(
                ("@match_name -> @act_remark", "@match_empty -> @act_remark",
                 "@match_name -> @act_annotate, @match_empty -> @act_remark")
            )  # fmt: skip
            self.emit(f"{v} = transform.foreach_match{flags} in {root} {pairs} : ({a}) -> {a}")
            self.consume(root)
            self.ops.append(v)
        elif choice == 23:
            matcher = rng.choice(("@match_name", "@match_empty"))
            self.emit(f"{v} = transform.collect_matching {matcher} in {h} : ({a}) -> {a}")
            self.ops.append(v)
        elif choice == 24:
            name = rng.choice(("arith.addi", "func.func", "arith.constant"))
            w = self.fresh()
            opty = f'!transform.op<"{name}">'
            self.emit(f"{v} = transform.cast {h} : {a} to {opty}")
            self.emit(f"{w} = transform.cast {v} : {opty} to {a}")
            self.consume(h)
            self.ops.append(w)
        elif choice == 25 and self.values:
            val = rng.choice(self.values)
            elemental = " elemental" if rng.random() < 0.5 else ""
            self.emit(
                f"{v} = transform.get_type{elemental} {val} : (!transform.any_value) -> !transform.type"
            )
            self.emit(
                f'transform.debug.emit_param_as_remark {v}, "type" at {h} : !transform.type, {a}'
            )
        elif choice == 26:
            self.emit(f"transform.apply_dce to {h} : {a}")
        elif choice == 27:
            self.emit(f"transform.apply_licm to {h} : {a}")
        elif choice == 28:
            self.emit(f"transform.verify {h} : {a}")
        elif choice == 29:
            r = rng.randrange(4)
            if r == 0:
                self.emit(f'transform.print {{name = "top{self.count}"}}')
            elif r == 1:
                self.emit(f"transform.print {h} : {a}")
            elif r == 2:
                self.emit(f'transform.print {h} {{assume_verified, name = "v"}} : {a}')
            else:
                self.emit(f"transform.print {h} {{skip_regions, use_local_scope}} : {a}")
        elif choice == 30:
            if not self.params:
                self.emit(f"{v} = transform.param.constant {k} : i64 -> {p64}")
                self.params.append(v)
            x = rng.choice(self.params)
            self.emit(f'transform.debug.emit_param_as_remark {x}, "p" at {h} : {p64}, {a}')
        elif choice == 31:
            n = rng.randint(1, 3)
            outs = [self.fresh() for _ in range(n)]
            mode = rng.choice(
                (f" {{overflow_result = {rng.randrange(n)}}}",
                 " {fail_on_payload_too_small = false, pass_through_empty_handle = false}",
                 f" {{overflow_result = {n}}}")
            )  # fmt: skip
            types = ", ".join([a] * n)
            self.emit(f"{', '.join(outs)} = transform.split_handle {h}{mode} : ({a}) -> ({types})")
            self.ops.extend(outs)
        elif choice == 32:
            pos = rng.choice(("all", "except(0)", "0, 1", "except(1, 2)", "1"))
            op = rng.choice(("get_operand", "get_result"))
            self.emit(f"{v} = transform.{op} {h}[{pos}] : ({a}) -> !transform.any_value")
            self.values.append(v)
        elif choice == 33:
            pass_ = rng.choice(("cse", "symbol-dce"))
            target = h if h != "%arg0" else self.ops[-1]
            self.emit(f'{v} = transform.apply_registered_pass "{pass_}" to {target} : ({a}) -> {a}')
            self.consume(target)
            self.ops.append(v)
        elif choice == 34:
            if not self.params:
                self.emit(f"{v} = transform.param.constant {k} : i64 -> {p64}")
                self.params.append(v)
            x = rng.choice(self.params)
            self.emit(f'transform.annotate {h} "with_param" = {x} : {a}, {p64}')
        elif choice == 35 and len(self.params) > 1:
            x, y = rng.sample(self.params, 2)
            self.emit(f"{v} = transform.merge_handles {x}, {y} : {p64}")
            self.params.append(v)
        elif choice == 36 and all("structured.match" in line for line in self.lines):
            # A negative position: mlir-opt-22 crashes when it runs the op;
            # pdlx's verifier refuses it (issue 13, 5), so it comes first,
            # where mlir-opt surely runs it, and the case is an mlir-opt crash.
            pos = rng.choice((-1, 5))
            op = rng.choice(("get_producer_of_operand", "get_consumers_of_result"))
            target = "%arg0" if pos < 0 else h  # an empty handle would not crash
            self.emit(f"{v} = transform.{op} {target}[{pos}] : ({a}) -> {a}")
            self.ops.append(v)
        elif choice == 37:
            # Each region runs on a clone of the scope; the first that does
            # not fail silently wins.
            x, q = self.fresh(), self.fresh()
            first = rng.choice(
                (f"transform.match.operation_name {x} [\"func.func\"] : {a}",
                 f"{q} = transform.get_parent_op {x} : ({a}) -> {a}",
                 f'transform.debug.emit_remark_at {x}, "alt" : {a}')
            )  # fmt: skip
            self.emit(f"{v} = transform.alternatives {h} : {a} -> {a} {{")
            self.emit(f"^bb0({x}: {a}):")
            self.emit(f"  {first}")
            self.emit(f"  transform.yield {x} : {a}")
            self.emit("}, {")
            self.emit(f"^bb0({x}: {a}):")
            self.emit(f"  transform.yield {x} : {a}")
            self.emit("}")
            self.ops.append(v)
        else:
            self.emit(f"{v} = transform.num_associations {h} : ({a}) -> {p64}")
            self.params.append(v)

    def consume(self, handle: str) -> None:
        """`handle` was consumed: later scripts mostly stop using it (a use
        left behind is a failing use, diagnosed by both tools)."""
        if handle in self.ops and handle != "%arg0" and self.rng.random() < 0.7:
            self.ops.remove(handle)


_A = "!transform.any_op"
_HELPERS = {
    "helper_parent": f"""  transform.named_sequence @helper_parent(%h: {_A} {{transform.readonly}}) -> {_A} {{
    %p = transform.get_parent_op %h : ({_A}) -> {_A}
    transform.yield %p : {_A}
  }}
""",
    "helper_match": f"""  transform.named_sequence @helper_match(%h: {_A} {{transform.readonly}}) -> {_A} {{
    %m = transform.structured.match ops{{["arith.constant"]}} in %h : ({_A}) -> {_A}
    transform.yield %m : {_A}
  }}
""",
    "helper_name": f"""  transform.named_sequence @helper_name(%h: {_A} {{transform.readonly}}) -> {_A} {{
    transform.match.operation_name %h ["arith.addi", "func.func"] : {_A}
    transform.yield %h : {_A}
  }}
""",
    "match_name": f"""  transform.named_sequence @match_name(%h: {_A} {{transform.readonly}}) -> {_A} {{
    transform.match.operation_name %h ["arith.addi", "arith.muli", "scf.for"] : {_A}
    transform.yield %h : {_A}
  }}
""",
    "match_empty": f"""  transform.named_sequence @match_empty(%h: {_A} {{transform.readonly}}) -> {_A} {{
    transform.match.operation_empty %h : {_A}
    transform.yield %h : {_A}
  }}
""",
    "act_remark": f"""  transform.named_sequence @act_remark(%h: {_A} {{transform.readonly}}) {{
    transform.debug.emit_remark_at %h, "matched" : {_A}
    transform.yield
  }}
""",
    "act_annotate": f"""  transform.named_sequence @act_annotate(%h: {_A} {{transform.readonly}}) {{
    transform.annotate %h "hit" : {_A}
    transform.yield
  }}
""",
}
"""Named sequences a script may include, match with or act with."""


def transform_case(rng: random.Random, seed: int) -> Case:
    rich = rng.random() < 0.25  # a payload of generic ops, blocks and regions
    funcs = [] if rich else payload_functions(rng, rng.randint(1, 2), 8)
    s = _Script(rng)
    # Most scripts start from payload ops, as users' do, not from the module.
    for _ in range(rng.choice((0, 1, 1, 2))):
        names = ", ".join(f'"{n}"' for n in rng.sample(_MATCH_NAMES, rng.randint(1, 3)))
        v = s.fresh()
        s.emit(
            f"{v} = transform.structured.match ops{{[{names}]}} in %arg0"
            " : (!transform.any_op) -> !transform.any_op"
        )
        s.ops.append(v)
    for _ in range(rng.randint(1, 8)):
        s.step()
    # Some scripts wrap their ops in a suppressing sequence: failures become
    # silent there, as in mlir-opt.
    body = "\n".join(s.lines)
    if rng.random() < 0.3:
        body = body.replace("\n    ", "\n      ")
        body = (
            "    transform.sequence %arg0 : !transform.any_op failures(suppress) {\n"
            "    ^bb0(%seq: !transform.any_op):\n  " + body + "\n    }"
        )
    used = [n for n in _HELPERS if f"@{n}" in body]
    helpers = "".join(_HELPERS[n] for n in sorted(used))
    script = (
        helpers + "  transform.named_sequence @__transform_main(%arg0: !transform.any_op"
        " {transform.readonly}) {\n" + body + "\n    transform.yield\n  }\n"
    )
    if rich:
        text = rich_module(rng, script)
    else:
        text = (
            "module attributes {transform.with_named_sequence} {\n"
            + "\n".join(funcs)
            + "\n"
            + script
            + "}\n"
        )
    flags: tuple[str, ...] = ("--allow-unregistered-dialect", "--transform-interpreter")
    r = rng.random()
    if r < 0.12:
        flags += ("--mlir-print-op-generic",)
    elif r < 0.2:
        flags += ("--mlir-print-debuginfo",)
    elif r < 0.25:
        flags = ("--allow-unregistered-dialect", "--transform-dialect-check-uses", *flags[1:])
    return Case("transform", seed, text, flags)


# ---------------------------------------------------------------------------
# PDL modules


def _pdl_pattern(rng: random.Random, i: int) -> str:
    root = rng.choice((*TEST_OPS, "arith.addi", "arith.muli"))
    lines = [f"  pdl.pattern @p{i} : benefit({rng.randint(1, 3)}) {{"]
    nops = rng.randint(0, 2)
    operands = [f"%o{j}" for j in range(nops)]
    for o in operands:
        lines.append(f"    {o} = pdl.operand")
    lines.append("    %t = pdl.type")
    attr = ""
    if rng.random() < 0.3:
        lines.append('    %at = pdl.attribute = "x"')
        attr = ' {"tag" = %at}'
    ops = f"({', '.join(operands)} : {', '.join(['!pdl.value'] * nops)})" if operands else ""
    lines.append(f'    %root = pdl.operation "{root}"{ops}{attr} -> (%t : !pdl.type)')
    action = rng.randrange(4)
    lines.append("    pdl.rewrite %root {")
    if action == 0:
        new = rng.choice((*TEST_OPS, "test.fused"))
        lines.append(f'      %new = pdl.operation "{new}"{ops} -> (%t : !pdl.type)')
        lines.append("      pdl.replace %root with %new")
    elif action == 1 and operands:
        lines.append(f"      pdl.replace %root with ({operands[0]} : !pdl.value)")
    elif action == 2:
        lines.append("      pdl.erase %root")
    else:
        lines.append(f'      %na = pdl.attribute = "r{i}"')
        lines.append('      %new = pdl.operation "test.marked" {"mark" = %na} -> (%t : !pdl.type)')
        lines.append("      pdl.replace %root with %new")
    lines.append("    }")
    lines.append("  }")
    return "\n".join(lines)


def pdl_case(rng: random.Random, seed: int) -> Case:
    funcs = payload_functions(rng, rng.randint(1, 2), 10)
    patterns = [_pdl_pattern(rng, i) for i in range(rng.randint(1, 3))]
    text = (
        "module @patterns {\n" + "\n".join(patterns) + "\n}\n"
        "module @ir {\n" + "\n".join(funcs) + "\n}\n"
    )
    return Case("pdl", seed, text, ("--allow-unregistered-dialect", "--test-pdl-bytecode-pass"))


_MAKERS: dict[str, Callable[[random.Random, int], Case]] = {
    "roundtrip": roundtrip_case,
    "transform": transform_case,
    "pdl": pdl_case,
}


def make_case(kind: str, seed: int) -> Case:
    """The case of `kind` for `seed`: the same text on every machine."""
    return _MAKERS[kind](random.Random(f"{kind}:{seed}"), seed)
