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
    funcs = payload_functions(rng, rng.randint(1, 3), 12)
    text = "module {\n" + "\n".join(funcs) + "\n}\n"
    flags: tuple[str, ...] = ("--allow-unregistered-dialect",)
    if rng.random() < 0.4:
        flags += ("--mlir-print-op-generic",)
    if rng.random() < 0.2:
        flags += ("--mlir-print-debuginfo",)
    return Case("roundtrip", seed, text, flags)


# ---------------------------------------------------------------------------
# Transform scripts


_MATCH_NAMES = (
    "arith.addi", "arith.muli", "arith.constant", "arith.cmpi", "arith.addf", "func.func",
    "func.return", "scf.for", "scf.if", "scf.yield", "test.a", "test.b", "arith.select",
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
        choice = rng.randrange(16)
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
        else:
            self.emit(f"transform.match.operation_empty {h} : {a}")


def transform_case(rng: random.Random, seed: int) -> Case:
    funcs = payload_functions(rng, rng.randint(1, 2), 8)
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
    text = (
        "module attributes {transform.with_named_sequence} {\n"
        + "\n".join(funcs)
        + "\n  transform.named_sequence @__transform_main(%arg0: !transform.any_op"
        " {transform.readonly}) {\n" + body + "\n    transform.yield\n  }\n}\n"
    )
    return Case(
        "transform", seed, text, ("--allow-unregistered-dialect", "--transform-interpreter")
    )


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
