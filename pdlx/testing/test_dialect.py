"""MLIR's `test` dialect, as much of it as upstream tests pdlx runs rely on.

mlir-opt as Debian ships it is a test build: it registers the `test`
dialect of `mlir/test/lib/Dialect/Test`, whose ops carry traits and
verifiers, and which accepts unknown `test.*` ops (TestDialect sets
`allowUnknownOperations()`). Upstream test files depend on both: PDL's
invalid.mlir ends a pattern with the registered terminator `test.finish`
and puts an unknown `test.foo.other_op` in a pattern body; the PDL bytecode
test uses `test.attr_sized_operands` / `test.attr_sized_results`, whose
segment sizes are properties and whose results get names (`%b:4, %c`).

This module is test scaffolding, not part of pdlx's dialects: `pdlx-opt`
loads it only when asked (`--pdlx-testing`, or `PDLX_TESTING=1` in the
environment, see `pdlx.testing.register_test_extensions`), so a production
run never accepts `test.*` ops silently.
"""

from __future__ import annotations

from pdlx import ods
from pdlx.ir.context import Context, OpDef
from pdlx.ir.views import Operation


def finish_op() -> OpDef:
    """`test.finish` (TestOps.td: `TEST_Op<"finish", [Terminator]>`): a
    terminator with no operands, results or regions, generic form only."""
    return ods.op("test.finish", traits=[ods.IsTerminator], summary="test terminator")


def _segments(kind: type[ods.Operand]) -> list[ods.Operand]:
    """`Variadic<I32>:$a, Variadic<I32>:$b, I32:$c, Variadic<I32>:$d`."""
    return [
        kind("a", ods.I32, variadic=True),
        kind("b", ods.I32, variadic=True),
        kind("c", ods.I32),
        kind("d", ods.I32, variadic=True),
    ]


def attr_sized_operands_op() -> OpDef:
    """`test.attr_sized_operands` (AttrSizedOperandSegments; used by the PDL
    bytecode tests to exercise operand groups)."""
    return ods.op(
        "test.attr_sized_operands",
        operands=_segments(ods.Operand),
        traits=[ods.AttrSizedOperandSegments],
    )


def attr_sized_results_op() -> OpDef:
    """`test.attr_sized_results` (AttrSizedResultSegments; getAsmResultNames
    names each non-empty group after its segment: `%a`, `%b:2`, `%c`, ...)."""
    specs: list[ods.OpSpec] = []

    def names(op: Operation) -> list[tuple[int, str]]:
        out: list[tuple[int, str]] = []
        index = 0
        for d, group in zip(specs[0].results, specs[0].result_groups(op), strict=False):
            if group:
                out.append((index, d.name))
            index += len(group)
        return out

    opdef = ods.op(
        "test.attr_sized_results",
        results=[ods.Result(o.name, o.constraint, variadic=o.variadic)
                 for o in _segments(ods.Operand)],
        traits=[ods.AttrSizedResultSegments],
        result_names=names,
    )  # fmt: skip
    specs.append(opdef.spec)
    return opdef


def op_a() -> OpDef:
    """`test.op_a` (TestOps.td: `I32` operand, `I32Attr:$attr`, `I32`
    result), generic form only; test-interpreter.mlir uses it as payload."""
    return ods.op(
        "test.op_a",
        operands=[ods.Operand("operand", ods.I32)],
        results=[ods.Result("result", ods.I32)],
        attributes=[ods.Attr("attr", ods.I32Attr)],
    )


def register(ctx: Context) -> None:
    """Register the `test` dialect's ops into `ctx` and let it accept
    unknown `test.*` ops, as mlir-opt's test build does."""
    ctx.dialect("test").allow_unknown_operations = True
    for make in (finish_op, attr_sized_operands_op, attr_sized_results_op, op_a):
        ctx.register_op(make())
