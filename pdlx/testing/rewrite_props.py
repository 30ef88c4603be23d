"""Property testing of rewrites: random programs, and the checks a rewrite
set must pass on each of them.

`arith_functions()` and `chain_functions()` are hypothesis strategies that
generate MLIR text of one `func.func` (integer `arith` programs biased
towards the shapes simplification patterns look for — adding zero,
multiplying by one, `x - x`, `0 - (0 - x)` — and programs holding fc_relu
chains of the benchmark's test ops). `check_rewrite` applies a PDL pattern
set to such a program and checks what the DESIGN asks of a rewrite: it
terminates (the greedy driver converges), the IR still verifies, applying it
again changes nothing (when declared idempotent), and the reference
evaluator (`pdlx.testing.arith_eval`) computes the same results before and
after on the given inputs.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from hypothesis import strategies as st

from pdlx.ir.context import Context
from pdlx.ir.snapshot import Snapshot
from pdlx.pdl.driver import GreedyConfig
from pdlx.pdl.engine import PatternSet, apply_patterns
from pdlx.syntax.parser import parse
from pdlx.syntax.printer import print_module
from pdlx.testing.arith_eval import Undefined, evaluate, find_function
from pdlx.verify.verifier import verify

INT_TYPES = ("i8", "i16", "i32", "i64", "index")


@dataclass
class Program:
    """A generated function: its text, and how many arguments of which type."""

    text: str
    arg_types: list[str]
    results: int = 0


@st.composite
def arith_functions(
    draw: st.DrawFn, *, types: Sequence[str] = ("i32",), max_ops: int = 12, max_args: int = 3
) -> Program:
    """A `func.func @f` of integer arith ops over its arguments and
    constants, with the patterns' favourite shapes made likely."""
    ty = draw(st.sampled_from(list(types)))
    nargs = draw(st.integers(1, max_args))
    lines: list[str] = []
    values = [f"%arg{i}" for i in range(nargs)]
    counter = [0]

    def fresh() -> str:
        counter[0] += 1
        return f"%v{counter[0]}"

    def const(v: int) -> str:
        name = fresh()
        lines.append(f"    {name} = arith.constant {v} : {ty}")
        return name

    n = draw(st.integers(1, max_ops))
    for _ in range(n):
        kind = draw(
            st.sampled_from(
                [
                    "add0",
                    "0add",
                    "sub0",
                    "mul1",
                    "1mul",
                    "mul0",
                    "0mul",
                    "subself",
                    "negneg",
                    "add",
                    "sub",
                    "mul",
                    "const",
                ]
            )
        )
        x = draw(st.sampled_from(values))
        y = draw(st.sampled_from(values))
        r = fresh()
        if kind == "add0":
            z = const(0)
            lines.append(f"    {r} = arith.addi {x}, {z} : {ty}")
        elif kind == "0add":
            z = const(0)
            lines.append(f"    {r} = arith.addi {z}, {x} : {ty}")
        elif kind == "sub0":
            z = const(0)
            lines.append(f"    {r} = arith.subi {x}, {z} : {ty}")
        elif kind == "mul1":
            o = const(1)
            lines.append(f"    {r} = arith.muli {x}, {o} : {ty}")
        elif kind == "1mul":
            o = const(1)
            lines.append(f"    {r} = arith.muli {o}, {x} : {ty}")
        elif kind == "mul0":
            z = const(0)
            lines.append(f"    {r} = arith.muli {x}, {z} : {ty}")
        elif kind == "0mul":
            z = const(0)
            lines.append(f"    {r} = arith.muli {z}, {x} : {ty}")
        elif kind == "subself":
            lines.append(f"    {r} = arith.subi {x}, {x} : {ty}")
        elif kind == "negneg":
            z = const(0)
            inner = fresh()
            lines.append(f"    {inner} = arith.subi {z}, {x} : {ty}")
            z2 = const(0)
            lines.append(f"    {r} = arith.subi {z2}, {inner} : {ty}")
        elif kind == "const":
            v = draw(st.integers(-5, 5))
            lines.append(f"    {r} = arith.constant {v} : {ty}")
        else:
            op = {"add": "addi", "sub": "subi", "mul": "muli"}[kind]
            lines.append(f"    {r} = arith.{op} {x}, {y} : {ty}")
        values.append(r)
    nres = draw(st.integers(1, min(3, len(values))))
    rets = draw(st.lists(st.sampled_from(values), min_size=nres, max_size=nres))
    args = ", ".join(f"%arg{i}: {ty}" for i in range(nargs))
    rtypes = ", ".join(ty for _ in rets)
    text = (
        f"func.func @f({args}) -> ({rtypes}) {{\n" + "\n".join(lines) + "\n"
        f"    return {', '.join(rets)} : {rtypes}\n}}\n"
    )
    return Program(text, [ty] * nargs, len(rets))


@st.composite
def chain_functions(draw: st.DrawFn, *, max_chains: int = 4, ty: str = "i32") -> Program:
    """A function of fc_relu chains (`test.matmul` -> `test.add` ->
    `test.max`, the benchmark payload's shape), some broken on purpose (a
    different bias for the max, an extra use) and some noise ops."""
    lines: list[str] = []
    values = ["%arg0", "%arg1", "%arg2"]
    k = [0]

    def fresh() -> str:
        k[0] += 1
        return f"%v{k[0]}"

    for _ in range(draw(st.integers(1, max_chains))):
        a = draw(st.sampled_from(values))
        b = draw(st.sampled_from(values))
        c = draw(st.sampled_from(values))
        mm, add, mx = fresh(), fresh(), fresh()
        lines.append(f'    {mm} = "test.matmul"({a}, {b}) : ({ty}, {ty}) -> {ty}')
        lines.append(f'    {add} = "test.add"({mm}, {c}) : ({ty}, {ty}) -> {ty}')
        c2 = c if draw(st.booleans()) or draw(st.booleans()) else draw(st.sampled_from(values))
        lines.append(f'    {mx} = "test.max"({add}, {c2}) : ({ty}, {ty}) -> {ty}')
        if draw(st.booleans()):
            extra = fresh()
            lines.append(f"    {extra} = arith.addi {mx}, {add} : {ty}")
            values.append(extra)
        values.append(mx)
    ret = draw(st.sampled_from(values[3:] or values))
    text = (
        f"func.func @f(%arg0: {ty}, %arg1: {ty}, %arg2: {ty}) -> {ty} {{\n"
        + "\n".join(lines)
        + f"\n    return {ret} : {ty}\n}}\n"
    )
    return Program(text, [ty] * 3, 1)


@dataclass
class RewriteCheck:
    """What `check_rewrite` found (each field is also asserted)."""

    before: Snapshot
    after: Snapshot
    rewrites: int
    evaluations: list[tuple[list[int], list[int]]] = field(default_factory=list)
    """(inputs, results) pairs, identical before and after."""


def check_rewrite(
    program: Program | str,
    patterns: PatternSet,
    inputs: Sequence[Sequence[int]],
    *,
    config: GreedyConfig | None = None,
    idempotent: bool = True,
    ctx: Context | None = None,
) -> RewriteCheck:
    """Apply `patterns` to the program and assert that the rewrite
    terminates, keeps the IR valid, is idempotent (if asked) and keeps the
    meaning of the function on every input of `inputs` (inputs for which
    the program is undefined are skipped)."""
    ctx = ctx or Context.default()
    text = program.text if isinstance(program, Program) else program
    before = parse(text, "<generated>", context=ctx, allow_unregistered=True)
    result = apply_patterns(before, patterns, config=config, ctx=ctx)
    assert result.converged, f"the rewrite did not converge:\n{text}"
    errors = [d for d in result.diagnostics if d.severity.name == "ERROR"]
    assert not errors, f"rewrite errors: {[str(d.message) for d in errors]}\n{text}"
    after = result.payload
    problems = verify(after, ctx)
    assert not problems, f"the rewritten IR does not verify: {problems[0].message}\n{text}"
    if idempotent:
        again = apply_patterns(after, patterns, config=config, ctx=ctx)
        assert again.rewrites == 0, "applying the rewrite twice changed the IR again"
        assert print_module(again.payload) == print_module(after)
    check = RewriteCheck(before, after, result.rewrites)
    f0 = find_function(before)
    f1 = find_function(after)
    for args in inputs:
        try:
            expected = evaluate(before, f0, args)
        except Undefined:
            continue
        got = evaluate(after, f1, args)
        assert got == expected, (
            f"meaning changed on {list(args)}: {expected} -> {got}\n{text}\n"
            f"after:\n{print_module(after)}"
        )
        check.evaluations.append((list(args), got))
    return check


__all__ = [
    "INT_TYPES",
    "Program",
    "RewriteCheck",
    "arith_functions",
    "chain_functions",
    "check_rewrite",
]
