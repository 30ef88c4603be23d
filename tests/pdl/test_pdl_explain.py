"""Explain for PDL (pdlx.pdl.explain): for each candidate root op, which
check of which pattern failed first, at its PDL/PDLL source line, for
--apply-pdl, --test-pdl-bytecode-pass, transform.pdl_match and
transform.apply_pdl_patterns; the summary-only mode; the same data as JSON
from pdlx.explain_patterns (and from pdlx.explain for matchers)."""

from __future__ import annotations

import io
import json
import re
from pathlib import Path

import data_paths
import pytest

import pdlx
from pdlx.cli import run
from pdlx.ir.diagnostics import DiagnosticError

ARITH = data_paths.REPO / "rewrites" / "arith_simplify.pdll"
PAYLOAD = """func.func @f(%x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c2 = arith.constant 2 : i32
  %a = arith.addi %x, %c0 : i32
  %b = arith.addi %a, %c2 : i32
  %m = arith.muli %b, %y : i32
  return %m : i32
}
"""


@pytest.fixture(autouse=True)
def _no_testing_env(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("PDLX_TESTING", raising=False)


def _pdlx_opt(tmp_path: Path, text: str, *flags: str) -> tuple[int, str, str]:
    src = tmp_path / "in.mlir"
    src.write_text(text)
    out, err = io.StringIO(), io.StringIO()
    rc = run([str(src), *flags], stdout=out, stderr=err)
    return rc, out.getvalue(), err.getvalue()


def test_apply_pdl_explains_each_pattern_at_each_root(tmp_path: Path) -> None:
    rc, out, err = _pdlx_opt(
        tmp_path, PAYLOAD, f"--apply-pdl={ARITH}", "--explain-matchers=AddZero,ZeroAdd"
    )
    assert rc == 0, err
    assert "return %arg0" not in out and "arith.muli" in out  # still rewritten
    # x + 0 matched; (x + 0) + 2 fails AddZero at the IsZero constraint, PDLL line 26.
    assert "in.mlir:4:8: remark: PDL pattern @AddZero matched" in err
    assert (
        "in.mlir:5:8: remark: PDL pattern @AddZero failed: constraint IsZero(2 : i32): "
        "it returned false\n" in err
    )
    assert f"{ARITH}:26:3: note: failing check\n  IsZero(c);\n" in err
    assert (
        "PDL pattern @ZeroAdd failed: operation name is 'arith.constant': operand 0 of "
        "'arith.addi' is defined by 'arith.addi'" in err
    )
    assert "@SubZero" not in err  # only the patterns asked for
    # The summary table follows the remarks.
    assert "PDL pattern @AddZero: tried on 2 payload ops, matched 1" in err
    assert re.search(r"arith_simplify.pdll:26:3 +constraint IsZero\(2 : i32\) +1 ", err)


def test_summary_only(tmp_path: Path) -> None:
    rc, _out, err = _pdlx_opt(tmp_path, PAYLOAD, f"--apply-pdl={ARITH}", "--explain-summary")
    assert rc == 0, err
    assert "remark" not in err
    assert "PDL pattern @MulOne: tried on 1 payload ops, matched 0" in err
    assert "operation name is 'arith.muli'" not in err.split("@MulOne")[1].split("PDL")[0]
    assert "PDL pattern @DoubleNegF" not in err  # no negf: never a candidate


BYTECODE = """module @patterns {
  pdl.pattern @erase_b : benefit(1) {
    %attr = pdl.attribute = 7 : i32
    %root = pdl.operation "test.b" {"k" = %attr}
    pdl.rewrite %root {
      pdl.erase %root
    }
  }
}
module @ir {
  "test.b"() {k = 7 : i32} : () -> ()
  "test.b"() {k = 8 : i32} : () -> ()
  "test.b"() : () -> ()
}
"""


def test_test_pdl_bytecode_pass(tmp_path: Path) -> None:
    rc, out, err = _pdlx_opt(
        tmp_path,
        BYTECODE,
        "--test-pdl-bytecode-pass",
        "--explain-matchers",
        "--allow-unregistered-dialect",
    )
    assert rc == 0, err
    assert "in.mlir:11:3: remark: PDL pattern @erase_b matched" in err
    assert (
        "in.mlir:12:3: remark: PDL pattern @erase_b failed: attribute 'k' is 7 : i32: "
        "'k' of 'test.b' is 8 : i32" in err
    )
    assert "in.mlir:3:13: note: failing check" in err  # the pdl.attribute line
    assert "in.mlir:13:3: remark: PDL pattern @erase_b failed: has attribute 'k'" in err
    assert out.count('"test.b"') == 2


TRANSFORM = """module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.with_pdl_patterns %root : !transform.any_op {
    ^bb0(%arg0: !transform.any_op):
      pdl.pattern @two : benefit(1) {
        %x = pdl.operand
        %y = pdl.operand
        %t = pdl.type
        %op = pdl.operation "test.add"(%x, %y : !pdl.value, !pdl.value) -> (%t : !pdl.type)
        pdl.rewrite %op with "transform.dialect"
      }
      pdl.pattern @to_sub : benefit(1) {
        %x = pdl.operand
        %y = pdl.operand
        %t = pdl.type
        %op = pdl.operation "test.add"(%x, %y : !pdl.value, !pdl.value) -> (%t : !pdl.type)
        pdl.rewrite %op {
          %n = pdl.operation "test.sub"(%x, %y : !pdl.value, !pdl.value) -> (%t : !pdl.type)
          pdl.replace %op with %n
        }
      }
      transform.sequence %arg0 : !transform.any_op failures(propagate) {
      ^bb1(%arg1: !transform.any_op):
        %m = transform.pdl_match @two in %arg1 : (!transform.any_op) -> !transform.any_op
        transform.apply_pdl_patterns [@to_sub] to %arg1 : !transform.any_op
      }
    }
    transform.yield
  }
  "test.func"() ({
  ^bb0(%a: f32):
    %0 = "test.add"(%a, %a) : (f32, f32) -> f32
    %1 = "test.add"(%0) : (f32) -> f32
  }) : () -> ()
}
"""


def test_pdl_match_and_apply_pdl_patterns(tmp_path: Path) -> None:
    rc, _out, err = _pdlx_opt(
        tmp_path,
        TRANSFORM,
        "--transform-interpreter",
        "--allow-unregistered-dialect",
        "--explain-matchers",
    )
    assert rc == 0, err
    for name, line in (("two", 9), ("to_sub", 16)):  # pdl_match, apply_pdl_patterns
        assert f"in.mlir:32:10: remark: PDL pattern @{name} matched" in err
        assert (
            f"in.mlir:33:10: remark: PDL pattern @{name} failed: operand count is 2: "
            "'test.add' has 1 operands" in err
        )
        assert f"in.mlir:{line}:15: note: failing check" in err
    assert "PDL pattern @to_sub: tried on 2 payload ops, matched 1" in err


def test_explain_patterns_api_and_json() -> None:
    e = pdlx.explain_patterns(PAYLOAD, ARITH)
    assert [a.pattern for a in e.matched] == ["@AddZero"]
    assert "PDL pattern @AddZero: tried on 2 payload ops, matched 1" in str(e)
    data = json.loads(e.to_json())
    assert data["patterns"]["@AddZero"]["tried"] == 2
    assert data["patterns"]["@AddZero"]["rejected_by"] == {
        f"{ARITH}:26:3: constraint IsZero(2 : i32)": 1
    }
    first = data["attempts"][0]
    assert set(first) == {
        "pattern",
        "payload_op",
        "payload_loc",
        "matched",
        "check",
        "check_loc",
        "message",
    }
    assert len(e.remarks()) == len(e.attempts)


def test_explain_patterns_bad_input() -> None:
    with pytest.raises(DiagnosticError, match="could not open"):
        pdlx.explain_patterns(PAYLOAD, "/no/such/file.pdll")
    with pytest.raises(TypeError, match="patterns: expected a PatternSet"):
        pdlx.explain_patterns(PAYLOAD, 3)  # type: ignore[arg-type]


def test_matcher_explanation_as_json() -> None:
    script = """module attributes {transform.with_named_sequence} {
  transform.named_sequence @adds(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["arith.addi"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
}
"""
    e = pdlx.explain(PAYLOAD, script, "adds")
    data = json.loads(e.to_json())
    assert data["matchers"]["adds"]["matched"] == 2
    assert data["matchers"]["adds"]["checks"][0]["op"] == "transform.match.operation_name"
    assert (
        data["matchers"]["adds"]["checks"][0]["rejected"] == data["matchers"]["adds"]["tried"] - 2
    )
