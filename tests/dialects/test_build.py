"""Op classes made from the ODS definitions, and the verifying `Builder`:
payload IR built in Python prints as text that pdlx and mlir-opt 22 both
accept (a differential test where mlir-opt-22 is installed)."""

from __future__ import annotations

import io
import os
import shutil
import subprocess
import tempfile

import pytest

import pdlx
from pdlx.build import Builder, BuildError, arith, cf, func, ops, parse_type, scf
from pdlx.cli import run
from pdlx.dialects.build import OpView, class_name
from pdlx.ir import types as T
from pdlx.ir.attributes import IntegerAttr, StringAttr
from pdlx.ir.types import FunctionType

MLIR_OPT = shutil.which(os.environ.get("MLIR_OPT", "mlir-opt-22"))
needs_mlir_opt = pytest.mark.skipif(
    MLIR_OPT is None, reason="mlir-opt-22 not installed: live comparison skipped"
)


def build_payload() -> pdlx.Snapshot:
    """A function with arith, scf.for, scf.if, cf branches and a call."""
    b = Builder()
    with b:
        callee = func.FuncOp(
            sym_name="callee",
            function_type=FunctionType((T.i32,), (T.i32,)),
            sym_visibility="private",
        )
        f = func.FuncOp(sym_name="f", function_type=FunctionType((T.index, T.i32, T.i1), (T.i32,)))
        e = b.add_block(f.body, [T.index, T.i32, T.i1])
        n, x, c = e.args
        with b.at_end(e):
            zero = arith.ConstantOp(value=IntegerAttr(0, T.index))
            one = arith.constant(value=IntegerAttr(1, T.index))
            loop = scf.ForOp(zero, n, one, [x])
            body = b.add_block(loop.region, [T.index, T.i32])
            with b.at_end(body):
                s = arith.AddIOp(lhs=body.args[1], rhs=x, overflowFlags=None)
                scf.YieldOp([s])
            cond = scf.IfOp(c, result_types=[T.i32])
            with b.at_end(b.add_block(cond.thenRegion)):
                scf.YieldOp([loop.results[0]])
            with b.at_end(b.add_block(cond.elseRegion)):
                called = func.CallOp([x], callee="callee", result_types=[T.i32])
                scf.YieldOp([called.operation.results[0]])
            exit_block = b.add_block(f.body, [T.i32])
            cf.CondBranchOp(c, [cond.results[0]], [x], trueDest=exit_block, falseDest=exit_block)
        with b.at_end(exit_block):
            cmp = arith.CmpIOp(predicate="slt", lhs=exit_block.args[0], rhs=exit_block.args[0])
            sel = arith.SelectOp(cmp, exit_block.args[0], exit_block.args[0])
            func.ReturnOp([sel])
        assert callee.sym_name == StringAttr("callee")
    return b.finish()


def test_built_payload_prints_as_expected() -> None:
    text = pdlx.print_ir(build_payload())
    assert "func.func private @callee(i32) -> i32" in text
    assert "scf.for %arg3 = %c0 to %arg0 step %c1 iter_args(%arg4 = %arg1) -> (i32) {" in text
    assert "%5 = arith.addi %arg4, %arg1 : i32" in text
    assert "func.call @callee(%arg1) : (i32) -> i32" in text
    assert "cf.cond_br %arg2, ^bb1(%1 : i32), ^bb1(%arg1 : i32)" in text
    assert "arith.cmpi slt, %2, %2 : i32" in text
    # It parses back to the same text.
    assert pdlx.print_ir(pdlx.parse(text)) == text


def pdlx_opt(text: str, *flags: str) -> tuple[int, str, str]:
    """pdlx-opt on `text` (in-process): exit code, stdout, stderr."""
    out, err = io.StringIO(), io.StringIO()
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "in.mlir")
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        code = run([path, *flags], stdout=out, stderr=err)
    return code, out.getvalue(), err.getvalue()


@needs_mlir_opt
def test_built_payload_round_trips_through_mlir_opt() -> None:
    """mlir-opt-22 verifies the printed payload, parses back what it
    prints (`--verify-roundtrip`) and prints what pdlx-opt prints."""
    text = pdlx.print_ir(build_payload())
    assert MLIR_OPT is not None
    mlir = subprocess.run(
        [MLIR_OPT, "--verify-roundtrip", "-"], input=text, capture_output=True, text=True
    )
    assert mlir.returncode == 0, mlir.stderr
    code, out, err = pdlx_opt(text)
    assert code == 0, err
    assert out == mlir.stdout


def test_accessors_are_typed_by_group() -> None:
    b = Builder()
    with b:
        c = arith.ConstantOp(value=IntegerAttr(7, T.i64))
        add = arith.AddIOp(c, c)
        loop_bound = arith.ConstantOp(value=IntegerAttr(4, T.index))
        loop = scf.ForOp(loop_bound, loop_bound, loop_bound, [c, add])
    assert add.lhs.id == c.result.id and add.rhs.id == c.result.id
    assert add.result.type == T.i64  # inferred: SameOperandsAndResultType
    assert c.result.type == T.i64  # inferred: AllTypesMatch(value, result)
    assert add.overflowFlags is not None  # default-valued attribute filled in
    assert [v.id for v in loop.initArgs] == [c.result.id, add.result.id]  # a tuple
    assert [r.type for r in loop.results] == [T.i64, T.i64]  # from initArgs
    assert loop.unsignedCmp is None
    assert isinstance(add, OpView) and str(add).startswith("%")


def test_class_names_and_lookups() -> None:
    assert class_name("arith.addi") == "AddiOp"
    assert class_name("transform.structured.match") == "StructuredMatchOp"
    assert arith.AddIOp is arith.AddiOp is arith.addi
    assert cf.BranchOp.OPERATION_NAME == "cf.br"
    assert cf.CondBranchOp.OPERATION_NAME == "cf.cond_br"
    assert "AddiOp" in dir(arith)
    with pytest.raises(AttributeError, match="has no op 'AddXOp'"):
        arith.AddXOp  # noqa: B018
    with pytest.raises(AttributeError, match="no dialect 'nodialect'"):
        ops("nodialect").FooOp  # noqa: B018


def test_wrap_checks_the_op_name() -> None:
    snap = pdlx.parse("%0 = arith.constant 1 : i32")
    op = next(iter(snap.root_op.regions[0].blocks[0].ops))
    assert arith.ConstantOp.wrap(op).result.type == T.i32
    with pytest.raises(TypeError, match=r"is not a 'arith\.addi'"):
        arith.AddIOp.wrap(op)


def test_inconsistent_ir_is_refused_naming_the_op_and_operand() -> None:
    b = Builder()
    with b:
        fn = func.FuncOp(sym_name="f", function_type=FunctionType((T.i32, T.f32), ()))
        e = b.add_block(fn.body, [T.i32, T.f32])
        other = func.FuncOp(sym_name="g", function_type=FunctionType((), ()))
        oe = b.add_block(other.body)
        before = b.snapshot()
        with b.at_end(e):
            with pytest.raises(
                BuildError, match=r"cannot build 'arith\.addi': missing operand 'rhs'"
            ):
                arith.AddIOp(e.args[0])
            with pytest.raises(
                BuildError,
                match=r"operand #1 \('rhs'\) must be signless-integer-like, but got 'f32'",
            ):
                arith.AddIOp(e.args[0], e.args[1])
            with pytest.raises(BuildError, match=r"expects 2 operands \('lhs', 'rhs'\), got 3"):
                b.create("arith.addi", [e.args[0]] * 3, [T.i32])
            with pytest.raises(BuildError, match="requires attribute 'value'"):
                b.create("arith.constant", [], [T.i32])
            with pytest.raises(BuildError, match=r"give the type of result 'out' \(out=<type>\)"):
                arith.BitcastOp(e.args[0])
            with pytest.raises(TypeError, match=r"unexpected keyword.*'bogus'"):
                arith.AddIOp(e.args[0], e.args[0], bogus=1)
            with pytest.raises(TypeError, match="operand 'rhs' must be a Value"):
                arith.AddIOp(e.args[0], 3)
            with pytest.raises(BuildError, match="'slx' is not one of eq, ne"):
                arith.CmpIOp(predicate="slx", lhs=e.args[0], rhs=e.args[0])
        with (
            b.at_end(oe),
            pytest.raises(BuildError, match=r"operand #0 \('lhs'\) is used outside its scope"),
        ):
            arith.AddIOp(e.args[0], e.args[0])
        assert b.snapshot() is before  # nothing half-built was written


def test_finish_refuses_ir_that_does_not_verify() -> None:
    b = Builder()
    with b:
        fn = func.FuncOp(sym_name="f", function_type=FunctionType((T.i32,), (T.i32,)))
        b.add_block(fn.body, [T.i32])  # no terminator
    with pytest.raises(pdlx.DiagnosticError) as err:
        b.finish()
    message = str(err.value)
    assert "error: empty block: expect at least a terminator" in message
    assert __file__ in message  # located at the Python line that built it
    assert b.finish(verify_ir=False) is b.snapshot()


def test_classes_of_a_dialect_without_generated_ones_are_made_on_first_use() -> None:
    tensor = ops("tensor")
    assert "EmptyOp" in dir(tensor)
    b = Builder()
    with b:
        empty = tensor.EmptyOp(result=parse_type("tensor<4xf32>"))
        assert tensor.empty is type(empty)  # made once, then shared
    assert empty.dynamicSizes == ()  # type: ignore[attr-defined]
    assert empty.result.type == parse_type("tensor<4xf32>")  # type: ignore[attr-defined]
    assert "%0 = tensor.empty() : tensor<4xf32>" in pdlx.print_ir(b.finish())
