"""Rewrite patterns written in Python (`pdlx.rewrite.pypatterns`): run by
the one greedy driver from `apply_patterns` and, registered by name, from
`transform.apply_patterns` in a transform script."""

from __future__ import annotations

import pytest

import pdlx
from pdlx.build import (
    BuildError,
    Pattern,
    PatternRewriter,
    apply_patterns,
    arith,
    parse_attr,
    pattern,
    register_patterns,
)
from pdlx.dialects.build import OpView
from pdlx.ir.attributes import IntegerAttr
from pdlx.ir.context import Context
from pdlx.ir.snapshot import Operation
from pdlx.registration import load_all

PAYLOAD = """
func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %0, %b : i32
  return %1 : i32
}
"""
# (No folder applies to these ops: what changes is the patterns' doing.)


def _constant(v: pdlx.ir.Value) -> int | None:
    c = v.defining_op
    a = c.attr("value") if c is not None and c.name == "arith.constant" else None
    return a.value if isinstance(a, IntegerAttr) else None


@pattern(arith.AddIOp)
def double(op: OpView, rewriter: PatternRewriter) -> bool:
    """x + x -> x * 2."""
    x, y = op.lhs, op.rhs  # type: ignore[attr-defined]
    if x.id != y.id:
        return False
    two = arith.ConstantOp(value=IntegerAttr(2, x.type))
    rewriter.replace_op(op, arith.MulIOp(x, two))
    return True


class MulToShl(Pattern):
    """x * 2 -> x << 1, built with op classes at the rewriter's insertion point."""

    root = arith.MulIOp

    def match_and_rewrite(self, op: OpView | Operation, rewriter: PatternRewriter) -> bool | None:
        assert isinstance(op, OpView)
        x, y = op.lhs, op.rhs  # type: ignore[attr-defined]
        if _constant(y) != 2:
            return False
        one = arith.ConstantOp(value=IntegerAttr(1, x.type))
        rewriter.replace_op(op, [arith.ShLIOp(x, one).result])
        return None  # "whether anything changed": it did


def test_apply_patterns_rewrites_to_a_fixpoint_and_keeps_the_input() -> None:
    before = pdlx.parse(PAYLOAD)
    text_before = pdlx.print_ir(before)
    after = apply_patterns(before, [double, MulToShl()])
    text = pdlx.print_ir(after)
    assert "arith.addi" not in text
    assert "%0 = arith.shli %arg0, %c1_i32 : i32" in text
    assert "%1 = arith.muli %0, %arg1 : i32" in text
    assert "c2" not in text  # the constant 2 became dead and was erased
    assert pdlx.print_ir(before) == text_before  # snapshots never change


def test_set_attribute_insert_and_erase() -> None:
    @pattern("arith.muli", benefit=2)
    def tag_mul(op: Operation, rewriter: PatternRewriter) -> bool:
        if op.attr("seen") is not None:
            return False
        rewriter.set_attribute(op, "seen", True)
        rewriter.set_attribute(op, "overflowFlags", parse_attr("#arith.overflow<nsw>"))
        with rewriter.before(op):
            arith.ConstantOp(value=IntegerAttr(42, op.results[0].type), attributes={})
        return True

    out = pdlx.print_ir(apply_patterns(pdlx.parse(PAYLOAD), [tag_mul]))
    assert "arith.muli %0, %arg1 overflow<nsw> {seen = true} : i32" in out
    # The new constant is unused: region simplification erased it.
    assert "42" not in out


def test_a_pattern_that_edits_and_then_says_it_did_not_apply_is_an_error() -> None:
    @pattern(arith.AddIOp)
    def half(op: OpView, rewriter: PatternRewriter) -> bool:
        rewriter.set_attribute(op, "touched", True)
        return False

    with pytest.raises(BuildError, match="pattern half changed the IR but returned False"):
        apply_patterns(pdlx.parse(PAYLOAD), [half])


def test_rewriter_refuses_inconsistent_edits() -> None:
    @pattern(arith.MulIOp)
    def bad_replace(op: OpView, rewriter: PatternRewriter) -> bool:
        rewriter.replace_op(op, [])
        return True

    with pytest.raises(BuildError, match=r"cannot replace 'arith\.muli': it has 1 results, 0"):
        apply_patterns(pdlx.parse(PAYLOAD), [bad_replace])

    @pattern(arith.AddIOp)
    def bad_erase(op: OpView, rewriter: PatternRewriter) -> bool:
        rewriter.erase_op(op)
        return True

    with pytest.raises(BuildError, match=r"cannot erase 'arith\.addi'"):
        apply_patterns(pdlx.parse(PAYLOAD), [bad_erase])


def test_bad_arguments() -> None:
    with pytest.raises(TypeError, match="item #0 is a str"):
        apply_patterns(pdlx.parse(PAYLOAD), ["double"])  # type: ignore[list-item]
    with pytest.raises(TypeError, match="'snapshot' must be a Snapshot"):
        apply_patterns(PAYLOAD, [double])  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="a pattern's root"):
        pattern(42)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="is not a valid name"):
        register_patterns("bad name", [double])

    @pattern()
    def returns_junk(op: Operation, rewriter: PatternRewriter) -> bool:
        return "yes"  # type: ignore[return-value]

    with pytest.raises(TypeError, match="returned 'yes'"):
        apply_patterns(pdlx.parse(PAYLOAD), [returns_junk])


def test_non_termination_is_reported() -> None:
    @pattern(arith.MulIOp)
    def forever(op: OpView, rewriter: PatternRewriter) -> bool:
        rewriter.replace_op(op, arith.MulIOp(op.lhs, op.rhs))  # type: ignore[attr-defined]
        return True

    with pytest.raises(pdlx.DiagnosticError, match="forever"):
        apply_patterns(pdlx.parse(PAYLOAD), [forever], max_iterations=-1)


SCRIPT = """
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root
      : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.test_py.strength
    } : !transform.any_op
    transform.yield
  }
}
"""


def test_registered_patterns_run_from_a_transform_script() -> None:
    ctx = Context()  # not the shared default one: the registration stays here
    load_all(ctx)
    register_patterns("test_py.strength", [double, MulToShl()], context=ctx)
    r = pdlx.match_and_transform(PAYLOAD, SCRIPT, context=ctx)
    assert r.ok, r.diagnostics
    text = pdlx.print_ir(r.payload)
    assert "arith.addi" not in text and "arith.shli" in text
    # Registering the name again replaces the patterns; another op's name is refused.
    register_patterns("test_py.strength", [MulToShl()], context=ctx)
    r = pdlx.match_and_transform(PAYLOAD, SCRIPT, context=ctx)
    assert "arith.addi" in pdlx.print_ir(r.payload)
    with pytest.raises(ValueError, match="already an op that pdlx defines"):
        register_patterns("canonicalization", [double], context=ctx)


def test_move_before_and_after() -> None:
    text = """
func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = arith.muli %a, %b : i32
  %1 = arith.subi %a, %b : i32
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}
"""

    @pattern(arith.MulIOp)
    def sink(op: OpView, rewriter: PatternRewriter) -> bool:
        """Move the op down to just before its first user."""
        user = op.operation.users[0]
        nxt = op.operation.next
        if nxt is not None and nxt.id == user.id:
            return False
        rewriter.move_before(op, user)
        return True

    out = pdlx.print_ir(apply_patterns(pdlx.parse(text), [sink]))
    assert "arith.subi %arg0, %arg1 : i32\n    %1 = arith.muli %arg0, %arg1" in out

    @pattern(arith.AddIOp)
    def into_itself(op: OpView, rewriter: PatternRewriter) -> bool:
        rewriter.move_after(op, op)
        return True

    with pytest.raises(BuildError, match="into itself"):
        apply_patterns(pdlx.parse(text), [into_itself])
