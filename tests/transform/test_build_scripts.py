"""Matchers and transform scripts built in Python (`pdlx.transform.build`):
they run in pdlx like their text, and mlir-opt 22 runs their printed text
to the same output (a differential test where mlir-opt-22 is installed)."""

from __future__ import annotations

import io
import os
import shutil
import subprocess
import tempfile

import data_paths
import pytest

import pdlx
from pdlx.build import (
    ANY_OP_TYPE,
    Builder,
    BuildError,
    arith,
    foreach_match,
    func,
    named_sequence,
    parse_type,
    script,
    transform,
    yield_,
)
from pdlx.cli import run
from pdlx.ir import types as T
from pdlx.ir.attributes import IntegerAttr
from pdlx.ir.types import FunctionType

MLIR_OPT = shutil.which(os.environ.get("MLIR_OPT", "mlir-opt-22"))
needs_mlir_opt = pytest.mark.skipif(
    MLIR_OPT is None, reason="mlir-opt-22 not installed: live comparison skipped"
)

ANY = ANY_OP_TYPE


def add_payload(b: Builder) -> None:
    """`@f`: (a + b) * (a + 0), at the builder's insertion point."""
    f = func.FuncOp(sym_name="f", function_type=FunctionType((T.i32, T.i32), (T.i32,)))
    e = b.add_block(f.body, [T.i32, T.i32])
    with b.at_end(e):
        zero = arith.ConstantOp(value=IntegerAttr(0, T.i32))
        x = arith.AddIOp(e.args[0], zero)
        y = arith.AddIOp(e.args[0], e.args[1])
        func.ReturnOp([arith.MulIOp(y, x)])


def add_matchers(b: Builder) -> None:
    """@match_mul_of_add: a muli whose operand #0 is made by an addi;
    yields both. @report: remarks at each, and annotates the mul."""
    with named_sequence("match_mul_of_add", [ANY], [ANY, ANY]) as m:
        (root,) = m.args
        transform.MatchOperationNameOp(root, op_names=["arith.muli"])
        lhs = transform.GetProducerOfOperandOp(root, operand_number=0)
        transform.MatchOperationNameOp(lhs, op_names=["arith.addi"])
        yield_(root, lhs)
    with named_sequence("report", [ANY, ANY]) as a:
        mul, _ = a.args
        transform.DebugEmitRemarkAtOp(mul, message="mul of add")
        transform.AnnotateOp(mul, name="mul_of_add")


def build_script_module() -> pdlx.Snapshot:
    """One module: the payload, the matchers and the entry point (which
    first canonicalizes the function, folding `a + 0`)."""
    b = script()
    with b:
        add_payload(b)
        add_matchers(b)
        with named_sequence("__transform_main", arg_effects="consumed") as main:
            (root,) = main.args
            f = transform.StructuredMatchOp(root, ops=["func.func"])
            apply = transform.ApplyPatternsOp(f)
            with b.at_end(b.add_block(apply.patterns)):
                transform.ApplyPatternsCanonicalizationOp()
            foreach_match(root, ("match_mul_of_add", "report"))
    return b.finish()


def pdlx_opt(text: str, *flags: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "script.mlir")
        with open(path, "w", encoding="utf-8") as fh:
            fh.write(text)
        code = run([path, *flags], stdout=out, stderr=err)
        return code, out.getvalue(), err.getvalue().replace(path, "script.mlir")


def test_built_script_prints_the_expected_text() -> None:
    text = pdlx.print_ir(build_script_module())
    assert "module attributes {transform.with_named_sequence} {" in text
    assert (
        "transform.named_sequence @match_mul_of_add(%arg0: !transform.any_op {transform.readonly}) "
        "-> (!transform.any_op, !transform.any_op) {"
    ) in text
    assert 'transform.match.operation_name %arg0 ["arith.muli"] : !transform.any_op' in text
    assert "transform.get_producer_of_operand %arg0[0]" in text
    assert "@__transform_main(%arg0: !transform.any_op {transform.consumed})" in text
    assert "transform.apply_patterns.canonicalization" in text
    assert "@match_mul_of_add -> @report" in text


def test_built_script_runs_in_pdlx() -> None:
    code, out, err = pdlx_opt(pdlx.print_ir(build_script_module()), "--transform-interpreter")
    assert code == 0, err
    assert err.count("remark: mul of add") == 1
    assert "arith.muli %0, %arg0 {mul_of_add} : i32" in out


def test_built_matcher_runs_from_the_api() -> None:
    snap = build_script_module()
    matches = pdlx.collect_matching(snap, snap, "match_mul_of_add")
    assert [tuple(op.name for op in m) for m in matches] == [("arith.muli", "arith.addi")]


@needs_mlir_opt
def test_built_script_runs_the_same_in_mlir_opt() -> None:
    """The differential: mlir-opt-22 verifies, round-trips and runs the
    built script with the same output and remarks as pdlx-opt."""
    text = pdlx.print_ir(build_script_module())
    assert MLIR_OPT is not None
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "script.mlir")
        with open(path, "w", encoding="utf-8") as fh:
            fh.write(text)
        rt = subprocess.run([MLIR_OPT, "--verify-roundtrip", path], capture_output=True, text=True)
        assert rt.returncode == 0, rt.stderr
        mlir = subprocess.run(
            [MLIR_OPT, path, "--transform-interpreter"], capture_output=True, text=True
        )
    code, out, err = pdlx_opt(text, "--transform-interpreter")
    assert (code, out) == (mlir.returncode, mlir.stdout)
    assert err == mlir.stderr.replace(path, "script.mlir")


def test_named_sequence_bad_input() -> None:
    b = script()
    with b:
        with (
            pytest.raises(BuildError, match="2 argument effects for 1 arguments"),
            named_sequence("m", [ANY], arg_effects=["readonly", "consumed"]),
        ):
            pass
        with (
            pytest.raises(BuildError, match="'kept' is not 'readonly', 'consumed' or ''"),
            named_sequence("m", [ANY], arg_effects="kept"),
        ):
            pass
        with pytest.raises(TypeError, match="'name' must be a symbol name"), named_sequence(""):
            pass
        with pytest.raises(BuildError, match="at least one"):
            foreach_match(b.root)
    # Nothing was built by the refused calls: the script verifies (empty).
    assert pdlx.print_ir(b.finish()) == "module attributes {transform.with_named_sequence} {\n}\n"


def build_ch4_chain() -> pdlx.Snapshot:
    """matchers/ch4_chain.mlir, built in Python: includes with failure
    propagation modes, parameters, comparisons, merged handles."""
    param = parse_type("!transform.param<i64>")
    three = [ANY, ANY, ANY]
    s = script()
    with s:
        for i, j in ((0, 0), (0, 1), (1, 0), (1, 1)):
            with named_sequence(f"ch4_chain_max{i}_add{j}", [ANY], three) as m:
                (mx,) = m.args
                transform.MatchOperationNameOp(mx, op_names=["test.max"])
                add = transform.GetProducerOfOperandOp(mx, operand_number=i)
                transform.MatchOperationNameOp(add, op_names=["test.add"])
                mm = transform.GetProducerOfOperandOp(add, operand_number=j)
                transform.MatchOperationNameOp(mm, op_names=["test.matmul"])
                yield_(mm, add, mx)
        for i, j in ((0, 1), (1, 0), (1, 1)):
            with named_sequence(f"ch4_chain_else_max{i}_add{j}", [ANY, ANY], three) as m:
                mx, found = m.args
                n = transform.NumAssociationsOp(found, num=param)
                zero = transform.ParamConstantOp(value=IntegerAttr(0, T.i64), param=param)
                transform.MatchParamCmpiOp(n, zero, predicate="eq")
                inc = transform.IncludeOp(
                    [mx],
                    target=f"@ch4_chain_max{i}_add{j}",
                    failure_propagation_mode="propagate",
                    results=three,
                )
                yield_(*inc.results)
        with named_sequence("ch4_chain_positions", [ANY], three) as m:
            (mx,) = m.args
            found: list[pdlx.ir.Value] = []
            parts = []
            for k, name in enumerate(
                ("max0_add0", "else_max0_add1", "else_max1_add0", "else_max1_add1")
            ):
                args = [mx] if k == 0 else [mx, found[-1]]
                inc = transform.IncludeOp(
                    args, target=f"@ch4_chain_{name}", failure_propagation_mode="propagate",
                    results=three,
                )  # fmt: skip
                parts.append(inc.results)
                if k == 0:
                    found.append(inc.results[2])
                elif k < 3:
                    found.append(transform.MergeHandlesOp([found[-1], inc.results[2]]).result)
            mm = transform.MergeHandlesOp([p[0] for p in parts])
            add = transform.MergeHandlesOp([p[1] for p in parts])
            root = transform.MergeHandlesOp([p[2] for p in parts])
            yield_(mm, add, root)
        with named_sequence("ch4_chain", [ANY], three) as m:
            (mx,) = m.args
            transform.MatchOperationNameOp(mx, op_names=["test.max"])
            inc = transform.IncludeOp(
                [mx], target="@ch4_chain_positions", failure_propagation_mode="suppress",
                results=three,
            )  # fmt: skip
            n = transform.NumAssociationsOp(inc.results[2], num=param)
            one = transform.ParamConstantOp(value=IntegerAttr(1, T.i64), param=param)
            transform.MatchParamCmpiOp(n, one, predicate="eq")
            yield_(inc.results[0], inc.results[1], mx)
    return s.finish()


def test_a_whole_matcher_file_built_in_python_is_that_file() -> None:
    """What a matcher file says, Python builds: matchers/ch4_chain.mlir,
    built op by op, prints as the file does (parsed and printed)."""
    path = data_paths.REPO / "matchers" / "ch4_chain.mlir"
    expected = pdlx.print_ir(pdlx.parse(path.read_text(encoding="utf-8")))
    assert pdlx.print_ir(build_ch4_chain()) == expected
