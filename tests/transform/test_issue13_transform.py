"""Issue 13 (deliverable 5): transform scripts that used to end in a Python
traceback or a wrong message. Where mlir-opt-22 has a behaviour, its output
is copied here byte for byte and, when it is installed, compared live."""

from __future__ import annotations

import io
import os
import shutil
import subprocess
from pathlib import Path

import pytest

import pdlx
from pdlx.cli import run
from pdlx.ir.context import Context
from pdlx.ir.diagnostics import render
from pdlx.registration import load_all

MLIR_OPT = shutil.which(os.environ.get("MLIR_OPT", "mlir-opt-22"))


def _pdlx(tmp_path: Path, text: str, *flags: str) -> tuple[int, str, str]:
    src = tmp_path / "in.mlir"
    src.write_text(text)
    out, err = io.StringIO(), io.StringIO()
    rc = run([str(src), *flags], stdout=out, stderr=err)
    return rc, out.getvalue(), err.getvalue()


def _mlir_opt(tmp_path: Path, text: str, *flags: str) -> tuple[int, str, str]:
    assert MLIR_OPT is not None
    src = tmp_path / "in.mlir"
    src.write_text(text)
    r = subprocess.run([MLIR_OPT, str(src), *flags], capture_output=True, text=True)
    return r.returncode, r.stdout, r.stderr


# ---------------------------------------------------------------------------
# A foreach_match action that re-enters foreach_match with itself

REENTER = """\
module attributes {transform.with_named_sequence} {
  func.func @f() {
    return
  }
  transform.named_sequence @match(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["func.return"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @action(%op: !transform.any_op {transform.readonly}) {
    %root = transform.get_parent_op %op {isolated_from_above} : (!transform.any_op) -> !transform.any_op
    %m = transform.get_parent_op %root : (!transform.any_op) -> !transform.any_op
    %r = transform.foreach_match in %m @match -> @action : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %r = transform.foreach_match in %root @match -> @action : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
"""

# mlir-opt-22 (a release build reuses the open region scope).
REENTER_ERR = """\
{f}:10:13: error: op uses a handle invalidated by a previously executed transform op
    %root = transform.get_parent_op %op {{isolated_from_above}} : (!transform.any_op) -> !transform.any_op
            ^
{f}:9:36: note: handle to invalidated ops
  transform.named_sequence @action(%op: !transform.any_op {{transform.readonly}}) {{
                                   ^
{f}:12:10: note: invalidated by this transform op that consumes its operand #0 and invalidates all handles to payload IR entities associated with this operand and entities nested in them
    %r = transform.foreach_match in %m @match -> @action : (!transform.any_op) -> !transform.any_op
         ^
{f}:1:1: note: ancestor payload op
module attributes {{transform.with_named_sequence}} {{
^
{f}:3:5: note: nested payload op
    return
    ^
"""


def test_foreach_match_reentering_itself_reports_an_invalidated_handle(tmp_path: Path) -> None:
    rc, out, err = _pdlx(tmp_path, REENTER, "--transform-interpreter")
    assert (rc, out) == (1, "")
    assert err == REENTER_ERR.format(f=tmp_path / "in.mlir")


@pytest.mark.skipif(MLIR_OPT is None, reason="needs mlir-opt-22")
def test_foreach_match_reentering_itself_as_mlir_opt(tmp_path: Path) -> None:
    assert _pdlx(tmp_path, REENTER, "--transform-interpreter") == _mlir_opt(
        tmp_path, REENTER, "--transform-interpreter"
    )


# ---------------------------------------------------------------------------
# A negative operand or result position (mlir-opt-22 crashes there)

NEGATIVE = """\
module attributes {{transform.with_named_sequence}} {{
  func.func @f(%a: i32) -> i32 {{
    %0 = arith.addi %a, %a : i32
    %1 = arith.muli %0, %a : i32
    return %1 : i32
  }}
  transform.named_sequence @__transform_main(%root: !transform.any_op {{transform.readonly}}) {{
    %m = transform.structured.match ops{{["arith.muli"]}} in %root : (!transform.any_op) -> !transform.any_op
    %p = transform.{op} %m[-1] : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %p, "found" : !transform.any_op
    transform.yield
  }}
}}
"""


@pytest.mark.parametrize(
    ("op", "attr"),
    [("get_producer_of_operand", "operand_number"), ("get_consumers_of_result", "result_number")],
)
def test_negative_position_is_a_located_error(tmp_path: Path, op: str, attr: str) -> None:
    rc, out, err = _pdlx(tmp_path, NEGATIVE.format(op=op), "--transform-interpreter")
    assert (rc, out) == (1, "")
    first = err.splitlines()[0]
    assert first == (
        f"{tmp_path / 'in.mlir'}:9:10: error: 'transform.{op}' op attribute '{attr}' "
        "failed to satisfy constraint: 64-bit signless integer attribute whose value is "
        "non-negative"
    )
    assert "Traceback" not in err and "remark" not in err


# ---------------------------------------------------------------------------
# A user transform op that raises, or returns something that is not an outcome

EXTENSION = """\
from pdlx import ods
from pdlx.transform import extension as X
from pdlx.transform.extension import TransformSemantics, attach


def _effects(op):
    return X.Effects(consumed=frozenset(), reads_payload=True, modifies_payload=False)


def _boom(op, results, state):
    raise ValueError("boom")


def _bad(op, results, state):
    return 42


def _op(name, fn):
    return attach(
        ods.op(
            name,
            operands=[ods.Operand("target", ods.AnyType)],
            traits=[X.transform_op_interface_trait()],
            assembly_format="$target attr-dict `:` type($target)",
        ),
        TransformSemantics(fn, _effects),
    )


def register(ctx):
    ctx.register_op(_op("transform.my.boom", _boom))
    ctx.register_op(_op("transform.my.bad", _bad))
"""

USER_OP = """\
module attributes {{transform.with_named_sequence}} {{
  func.func @f() {{
    return
  }}
  transform.named_sequence @__transform_main(%root: !transform.any_op {{transform.readonly}}) {{
    transform.sequence %root : !transform.any_op failures(propagate) {{
    ^bb0(%a: !transform.any_op):
      transform.my.{op} %a : !transform.any_op
    }}
    transform.yield
  }}
}}
"""

USER_OP_MESSAGE = {
    "boom": "transform op 'transform.my.boom' raised ValueError: boom",
    "bad": "transform op 'transform.my.bad' returned int, not an Outcome",
}


@pytest.mark.parametrize("op", ["boom", "bad"])
def test_user_op_bug_is_a_located_error_in_pdlx_opt(tmp_path: Path, op: str) -> None:
    ext = tmp_path / "boom_ext.py"
    ext.write_text(EXTENSION)
    rc, out, err = _pdlx(
        tmp_path, USER_OP.format(op=op), f"--load-pdlx-extension={ext}", "--transform-interpreter"
    )
    assert (rc, out) == (1, "")
    assert err == (
        f"{tmp_path / 'in.mlir'}:8:7: error: {USER_OP_MESSAGE[op]}\n"
        f"      transform.my.{op} %a : !transform.any_op\n"
        "      ^\n"
    )


def _user_context(tmp_path: Path) -> Context:
    ns: dict[str, object] = {}
    exec(compile(EXTENSION, str(tmp_path / "boom_ext.py"), "exec"), ns)
    ctx = Context()
    load_all(ctx)
    register = ns["register"]
    assert callable(register)
    register(ctx)
    return ctx


@pytest.mark.parametrize("op", ["boom", "bad"])
def test_user_op_bug_in_match_and_transform_with_its_context(tmp_path: Path, op: str) -> None:
    """`context=` reaches the verifier (a sequence asks whether its children
    are transform ops), and the op's bug is a diagnostic, not an exception;
    the payload comes back as it was."""
    ctx = _user_context(tmp_path)
    payload = pdlx.parse("func.func @f() {\n  return\n}\n")
    r = pdlx.match_and_transform(payload, USER_OP.format(op=op), context=ctx)
    assert not r.ok
    assert r.payload is payload
    assert [render(d) for d in r.diagnostics] == [
        f"script.mlir:8:7: error: {USER_OP_MESSAGE[op]}\n"
        f"      transform.my.{op} %a : !transform.any_op\n"
        "      ^\n"
    ]


def test_active_context_reaches_the_deep_stack_thread(tmp_path: Path) -> None:
    ctx = _user_context(tmp_path)
    with ctx.activate():
        r = pdlx.match_and_transform("func.func @f() {\n  return\n}\n", USER_OP.format(op="boom"))
    assert not r.ok
    assert USER_OP_MESSAGE["boom"] in render(r.diagnostics[0])
