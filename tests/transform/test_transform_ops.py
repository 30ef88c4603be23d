"""Focused tests of the transform dialect's ops: per op, its result and its
failure modes, handle invalidation, and the public APIs the ops are built
on (types, effects, matcher traits, pattern sets, passes, call graph).

Byte-for-byte agreement with mlir-opt-22 is checked by the differential
corpus (tests/conformance/test_transform_corpus.py); these tests pin behaviour that
the corpus cannot show (mlir-opt crashes, pdlx-only APIs) and make
failures easy to locate.
"""

from __future__ import annotations

import io
from dataclasses import dataclass
from pathlib import Path
from typing import ClassVar

import pytest

from pdlx import ods
from pdlx.ir.context import Context
from pdlx.ir.views import Operation
from pdlx.syntax.parser import parse
from pdlx.transform import extension as X
from pdlx.transform.entry import InterpreterOptions, run_interpreter
from pdlx.transform.outcome import Outcome, silenceable, success
from pdlx.transform.results import TransformResults
from pdlx.transform.state import DiagnosticSink, TransformState


def pdlx_opt(tmp_path: Path, text: str, *flags: str) -> tuple[str, str, int]:
    from pdlx.cli import run

    f = tmp_path / "t.mlir"
    f.write_text(text)
    out, err = io.StringIO(), io.StringIO()
    rc = run([*flags, str(f)], stdout=out, stderr=err)
    return out.getvalue(), err.getvalue(), rc


def interpret(text: str) -> tuple[bool, list[str], object]:
    """Run `@__transform_main` through the Python API; returns (ok,
    rendered diagnostics, result)."""
    snap = parse(text, "t.mlir", allow_unregistered=True)
    sink = DiagnosticSink()
    result = run_interpreter(snap, sink, InterpreterOptions())
    return result.ok, [f"{d.severity.value}: {d.message}" for d in sink.diagnostics], result


def wrap(payload: str, body: str, arg: str = "{transform.readonly}") -> str:
    return f"""module attributes {{transform.with_named_sequence}} {{
{payload}
  transform.named_sequence @__transform_main(%root: !transform.any_op {arg}) {{
{body}
    transform.yield
  }}
}}
"""


FUNC = """  func.func @f(%a: i32) -> i32 {
    %0 = "tst.a"(%a) : (i32) -> i32
    %1 = "tst.b"(%0, %0) : (i32, i32) -> i32
    return %1 : i32
  }"""


# ---------------------------------------------------------------------------
# Registration


def test_every_transform_op_has_semantics_and_syntax() -> None:
    ctx = Context.default()
    dialect = ctx.dialects["transform"]
    no_semantics = {
        "transform.yield",
        "transform.apply_patterns.canonicalization",
        "transform.apply_conversion_patterns.dialect_to_llvm",
    }
    for name, opdef in dialect.ops.items():
        if name.startswith("transform.test_"):
            continue  # pdlx.testing's ops
        if name not in no_semantics:
            assert X.semantics_of(ctx, name) is not None, name
        assert opdef.parse is not None and opdef.print is not None, name


def test_types_have_handle_kinds() -> None:
    from pdlx.dialects.pdl import OperationType as PDLOperation
    from pdlx.transform.ops import types as TT
    from pdlx.transform.types import HandleKind, handle_kind

    assert handle_kind(TT.ANY_OP) is HandleKind.OP
    assert handle_kind(TT.OperationType("x.y")) is HandleKind.OP
    assert handle_kind(TT.ANY_VALUE) is HandleKind.VALUE
    assert handle_kind(TT.ANY_PARAM) is HandleKind.PARAM
    assert handle_kind(TT.TypeParamType()) is HandleKind.PARAM
    assert handle_kind(TT.AffineMapParamType()) is HandleKind.PARAM
    Context.default()  # registers the pdl handle kind
    assert handle_kind(PDLOperation()) is HandleKind.OP


def test_param_type_rejects_wide_and_non_integer_types(tmp_path: Path) -> None:
    _, err, rc = pdlx_opt(
        tmp_path, '"tst.x"() {a = !transform.param<i65>} : () -> ()', "--allow-unregistered-dialect"
    )
    assert rc == 1 and "only supports integer types with width <=64" in err
    _, err, rc = pdlx_opt(
        tmp_path, '"tst.x"() {a = !transform.param<f32>} : () -> ()', "--allow-unregistered-dialect"
    )
    assert rc == 1 and "only supports integer types with width <=64" in err


# ---------------------------------------------------------------------------
# Handles and parameters


def test_merge_split_replicate() -> None:
    body = """
    %a = transform.structured.match ops{["tst.a"]} in %root : (!transform.any_op) -> !transform.any_op
    %b = transform.structured.match ops{["tst.b"]} in %root : (!transform.any_op) -> !transform.any_op
    %m = transform.merge_handles %a, %b, %a : !transform.any_op
    %d = transform.merge_handles deduplicate %a, %b, %a : !transform.any_op
    %n = transform.num_associations %m : (!transform.any_op) -> !transform.param<i64>
    %nd = transform.num_associations %d : (!transform.any_op) -> !transform.param<i64>
    transform.debug.emit_param_as_remark %n, "m" : !transform.param<i64>
    transform.debug.emit_param_as_remark %nd, "d" : !transform.param<i64>
    %x, %y = transform.split_handle %d : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %r = transform.replicate num(%m) %x : !transform.any_op, !transform.any_op
    %nr = transform.num_associations %r : (!transform.any_op) -> !transform.param<i64>
    transform.debug.emit_param_as_remark %nr, "r" : !transform.param<i64>"""
    ok, diags, _ = interpret(wrap(FUNC, body))
    assert ok
    assert diags == ["remark: m 3 : i64", "remark: d 2 : i64", "remark: r 3 : i64"]


def test_split_handle_failure_is_silenceable() -> None:
    body = """
    transform.sequence %root : !transform.any_op failures(suppress) {
    ^bb0(%r: !transform.any_op):
      %a, %b = transform.split_handle %r : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    }"""
    ok, diags, _ = interpret(wrap(FUNC, body))
    assert ok and diags == []


def test_param_type_check_payload() -> None:
    body = """    %p = transform.param.constant 3 : i32 -> !transform.param<i64>"""
    ok, diags, _ = interpret(wrap(FUNC, body))
    assert not ok
    assert diags == [
        "error: expected the type of the parameter attribute ('i32') to match the parameter "
        "type ('i64')"
    ]


# ---------------------------------------------------------------------------
# Navigation


def test_get_operand_positions() -> None:
    body = """
    %b = transform.structured.match ops{["tst.b"]} in %root : (!transform.any_op) -> !transform.any_op
    %all = transform.get_operand %b[all] : (!transform.any_op) -> !transform.any_value
    %inv = transform.get_operand %b[except(-1)] : (!transform.any_op) -> !transform.any_value
    %n1 = transform.num_associations %all : (!transform.any_value) -> !transform.param<i64>
    %n2 = transform.num_associations %inv : (!transform.any_value) -> !transform.param<i64>
    transform.debug.emit_param_as_remark %n1 : !transform.param<i64>
    transform.debug.emit_param_as_remark %n2 : !transform.param<i64>"""
    ok, diags, _ = interpret(wrap(FUNC, body))
    assert ok and diags == ["remark: 2 : i64", "remark: 1 : i64"]


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("[5]", "position overflow 5 (updated from 5) for maximum 2"),
        ("[-3]", "position underflow -1 (updated from -3)"),
        ("[1, -1]", "repeated position 1 (updated from -1)"),
    ],
)
def test_get_operand_position_errors(spec: str, message: str) -> None:
    body = f"""
    %b = transform.structured.match ops{{["tst.b"]}} in %root : (!transform.any_op) -> !transform.any_op
    %v = transform.get_operand %b{spec} : (!transform.any_op) -> !transform.any_value"""
    ok, diags, _ = interpret(wrap(FUNC, body))
    assert not ok and diags == [f"error: {message}"]


def test_get_parent_op_allow_empty_keeps_found_parents() -> None:
    """MLIR returns the parents found before the first miss, not an empty list."""
    payload = """  func.func @f() {
    "tst.r"() ({
      "tst.a"() : () -> ()
      "tst.end"() : () -> ()
    }) : () -> ()
    "tst.a"() : () -> ()
    return
  }"""
    body = """
    %a = transform.structured.match ops{["tst.a"]} in %root : (!transform.any_op) -> !transform.any_op
    %p = transform.get_parent_op %a {op_name = "tst.r", allow_empty_results} : (!transform.any_op) -> !transform.any_op
    %n = transform.num_associations %p : (!transform.any_op) -> !transform.param<i64>
    transform.debug.emit_param_as_remark %n : !transform.param<i64>"""
    ok, diags, _ = interpret(wrap(payload, body))
    assert ok and diags == ["remark: 1 : i64"]


# ---------------------------------------------------------------------------
# Matching


def test_collect_matching_definite_failure_in_matcher() -> None:
    """mlir-opt-22 crashes here (it dereferences an empty optional); pdlx
    reports the matcher's definite failure."""
    text = """module attributes {transform.with_named_sequence} {
  func.func @f() {
    "tst.a"() : () -> ()
    return
  }
  transform.named_sequence @m(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.annotate %op "x" : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %x = transform.collect_matching @m in %root : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}"""
    ok, diags, _ = interpret(text)
    assert not ok
    assert diags == ["error: expected operations in the match part to implement MatchOpInterface"]


def test_collect_matching_walks_post_order() -> None:
    text = """module attributes {transform.with_named_sequence} {
  func.func @f() {
    "tst.outer"() ({
      "tst.inner"() : () -> ()
      "tst.end"() : () -> ()
    }) : () -> ()
    return
  }
  transform.named_sequence @m(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["tst.outer", "tst.inner"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %x = transform.collect_matching @m in %root : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %x, "found" : !transform.any_op
    transform.yield
  }
}"""
    snap = parse(text, "t.mlir", allow_unregistered=True)
    sink = DiagnosticSink()
    assert run_interpreter(snap, sink, InterpreterOptions()).ok
    lines = [d.loc.line for d in sink.diagnostics]  # type: ignore[attr-defined]
    assert lines == [4, 3]


def test_foreach_match_restrict_root_and_forwarding() -> None:
    text = """module attributes {transform.with_named_sequence} {
  func.func @f() {
    "tst.a"() : () -> ()
    return
  }
  transform.named_sequence @m(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["func.func"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @a(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %u1, %y1 = transform.foreach_match in %f @m -> @a : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %f2 = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %u2, %y2 = transform.foreach_match restrict_root in %f2 @m -> @a : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %n1 = transform.num_associations %y1 : (!transform.any_op) -> !transform.param<i64>
    %n2 = transform.num_associations %y2 : (!transform.any_op) -> !transform.param<i64>
    transform.debug.emit_param_as_remark %n1 : !transform.param<i64>
    transform.debug.emit_param_as_remark %n2 : !transform.param<i64>
    transform.yield
  }
}"""
    ok, diags, _ = interpret(text)
    assert ok and diags == ["remark: 0 : i64", "remark: 1 : i64"]


# ---------------------------------------------------------------------------
# Control flow


def test_alternatives_roll_back_payload() -> None:
    body = """
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.alternatives %f : !transform.any_op {
    ^bb0(%x: !transform.any_op):
      transform.annotate %x "first" : !transform.any_op
      %p = transform.get_parent_op %x {op_name = "tst.none"} : (!transform.any_op) -> !transform.any_op
    }, {
    ^bb0(%x: !transform.any_op):
      transform.annotate %x "second" : !transform.any_op
    }"""
    ok, diags, result = interpret(wrap(FUNC, body))
    assert ok and diags == []
    from pdlx.syntax.printer import print_module

    text = print_module(result.payload, generic=False)  # type: ignore[attr-defined]
    assert "attributes {second}" in text and "attributes {first}" not in text


def test_include_recursion_rejected(tmp_path: Path) -> None:
    text = """module attributes { transform.with_named_sequence } {
  transform.named_sequence @a() { transform.include @b failures(propagate) () : () -> () transform.yield }
  transform.named_sequence @b() { transform.include @a failures(propagate) () : () -> () transform.yield }
}"""
    _, err, rc = pdlx_opt(tmp_path, text)
    assert rc == 1
    assert "recursion not allowed in named sequences" in err
    assert "operation on recursion stack" in err


def test_entry_binding_count_mismatch() -> None:
    text = """module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}, %x: !transform.any_op {transform.readonly}) {
    transform.yield
  }
}"""
    ok, diags, _ = interpret(text)
    assert not ok
    assert diags == [
        "error: operation expects 1 extra value bindings, but 0 were provided to the interpreter"
    ]


# ---------------------------------------------------------------------------
# Invalidation


def test_use_after_consume_reports_three_notes() -> None:
    body = """
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %a = transform.structured.match ops{["tst.a"]} in %f : (!transform.any_op) -> !transform.any_op
    %g = transform.apply_registered_pass "cse" to %f : (!transform.any_op) -> !transform.any_op
    transform.annotate %a "x" : !transform.any_op"""
    snap = parse(wrap(FUNC, body), "t.mlir", allow_unregistered=True)
    sink = DiagnosticSink()
    assert not run_interpreter(snap, sink, InterpreterOptions()).ok
    (d,) = sink.diagnostics
    assert d.message == "op uses a handle invalidated by a previously executed transform op"
    assert [n.message.split(" and ")[0] for n in d.notes] == [
        "handle to invalidated ops",
        "invalidated by this transform op that consumes its operand #0",
        "ancestor payload op",
        "nested payload op",
    ]


# ---------------------------------------------------------------------------
# Payload edits


def test_cse_keeps_handles_on_the_kept_op() -> None:
    payload = """  func.func @f(%a: i32) -> (i32, i32) {
    %0 = arith.addi %a, %a : i32
    %1 = arith.addi %a, %a : i32
    return %0, %1 : i32, i32
  }"""
    body = """
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %adds = transform.structured.match ops{["arith.addi"]} in %f : (!transform.any_op) -> !transform.any_op
    transform.apply_cse to %f : !transform.any_op
    %d = transform.merge_handles deduplicate %adds : !transform.any_op
    %n = transform.num_associations %adds : (!transform.any_op) -> !transform.param<i64>
    %nd = transform.num_associations %d : (!transform.any_op) -> !transform.param<i64>
    transform.debug.emit_param_as_remark %n : !transform.param<i64>
    transform.debug.emit_param_as_remark %nd : !transform.param<i64>"""
    ok, diags, _ = interpret(wrap(payload, body))
    assert ok and diags == ["remark: 2 : i64", "remark: 1 : i64"]


def test_print_writes_to_state_out() -> None:
    snap = parse(
        wrap(FUNC, '    transform.print {name = "n", skip_regions}'),
        "t.mlir",
        allow_unregistered=True,
    )
    out = io.StringIO()
    sink = DiagnosticSink()
    assert run_interpreter(snap, sink, InterpreterOptions(), out=out).ok
    assert out.getvalue().startswith("[[[ IR printer: n top-level ]]]\nmodule attributes")
    assert "{...}" in out.getvalue()


@pytest.mark.parametrize(
    "op", ["transform.apply_conversion_patterns", "transform.structured.tile_using_for"]
)
def test_unported_ops_fail_naming_the_op(op: str) -> None:
    if op == "transform.apply_conversion_patterns":
        line = "transform.apply_conversion_patterns to %a {} : !transform.any_op"
    else:
        line = "%t, %l = transform.structured.tile_using_for %a tile_sizes [2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)"
    body = f"""
    %a = transform.structured.match ops{{["tst.a"]}} in %root : (!transform.any_op) -> !transform.any_op
    {line}"""
    ok, diags, _ = interpret(wrap(FUNC, body, "{transform.consumed}"))
    assert not ok
    assert any(f"'{op}' is not supported by pdlx" in d for d in diags), diags


# ---------------------------------------------------------------------------
# Public APIs: a user-defined matcher op, pattern sets, passes


@dataclass(frozen=True, slots=True)
class _Unused(ods.DialectType):
    dialect_name: ClassVar[str] = "acme"
    mnemonic: ClassVar[str] = "unused"
    assembly_format: ClassVar[str | None] = ""


def test_user_defined_single_op_matcher() -> None:
    """A matcher op defined exactly like the core ones (ODS + extension API)."""
    from pdlx.transform import ops as core
    from pdlx.transform.ops.types import HANDLE

    def match_has_operands(
        op: Operation, current: int | None, results: TransformResults, state: TransformState
    ) -> Outcome:
        assert current is not None
        if state.payload.ops[current].operands:
            return success()
        return silenceable(op.loc, "no operands")

    ctx = Context.default()
    name = "transform.match.acme_has_operands"
    if ctx.op(name) is None:
        ctx.register_op(
            X.attach(
                ods.op(
                    name,
                    operands=[ods.Operand("operand_handle", HANDLE)],
                    traits=[core.MATCH_OP, core.TRANSFORM_OP],
                    assembly_format="$operand_handle attr-dict `:` type($operand_handle)",
                ),
                X.TransformSemantics(
                    X.single_op_matcher(match_has_operands),
                    X.fixed_effects(reads_payload=True),
                    match_op=True,
                ),
            )
        )
    text = """module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32) {
    "tst.a"(%a) : (i32) -> ()
    "tst.b"() : () -> ()
    return
  }
  transform.named_sequence @m(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.acme_has_operands %op : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %x = transform.collect_matching @m in %f : (!transform.any_op) -> !transform.any_op
    %n = transform.num_associations %x : (!transform.any_op) -> !transform.param<i64>
    transform.debug.emit_param_as_remark %n : !transform.param<i64>
    transform.yield
  }
}"""
    ok, diags, _ = interpret(text)
    assert ok and diags == ["remark: 1 : i64"]


def test_python_pattern_through_apply_patterns() -> None:
    """A pattern set registered from Python, used by a descriptor op."""
    from pdlx.rewrite.patterns import RewritePattern, pattern_descriptor

    def rename(rw: object, op: int) -> bool:
        from pdlx.ir.rewriter import Rewriter

        assert isinstance(rw, Rewriter)
        rec = rw.op_record(op)
        new = rw.create_op(
            "tst.renamed", rec.operands, [rw.value_record(r).type for r in rec.results], loc=rec.loc
        )
        rw.replace_op(op, rw.op_record(new).results)
        return True

    ctx = Context.default()
    name = "transform.apply_patterns.acme_rename"
    if ctx.op(name) is None:
        ctx.register_op(
            pattern_descriptor(
                ods.op(name, assembly_format="attr-dict"),
                lambda op, state: [RewritePattern(rename, root="tst.a")],
            )
        )
    body = """
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.acme_rename
    } : !transform.any_op"""
    ok, diags, result = interpret(wrap(FUNC, body))
    assert ok, diags
    from pdlx.syntax.printer import print_module

    text = print_module(result.payload, generic=False)  # type: ignore[attr-defined]
    assert '"tst.renamed"' in text and '"tst.a"' not in text


def test_rewrite_passes_are_registered() -> None:
    from pdlx import passes
    from pdlx.rewrite.passes import lookup_pass

    for name in ("canonicalize", "cse", "symbol-dce"):
        assert lookup_pass(name) is not None
        assert passes.lookup(name) is not None


def test_call_graph_scc_order() -> None:
    """The error points at the last-visited member of the cycle, as LLVM's
    scc_iterator lists it."""
    from pdlx.ir.callgraph import build_call_graph, has_cycle, sccs

    text = """module attributes { transform.with_named_sequence } {
  transform.named_sequence @foo() { transform.include @bar failures(suppress) () : () -> () transform.yield }
  transform.named_sequence @bar() { transform.include @foo failures(suppress) () : () -> () transform.yield }
}"""
    snap = parse(text, "t.mlir")
    cg = build_call_graph(snap, snap.root)
    cycles = [c for c in sccs(cg) if has_cycle(cg, c)]
    assert len(cycles) == 1
    from pdlx.ir.symbols import symbol_name

    assert [symbol_name(snap, cg.owner[n]) for n in cycles[0]] == ["bar", "foo"]


def test_state_and_sink_types() -> None:
    # `run_interpreter` returns the entry's yielded values.
    text = """module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) -> !transform.param<i64> {
    %p = transform.param.constant 5 -> !transform.param<i64>
    transform.yield %p : !transform.param<i64>
  }
}"""
    ok, diags, result = interpret(text)
    assert ok and diags == []
    assert [str(a) for a in result.results[0]] == ["5 : i64"]  # type: ignore[attr-defined]
