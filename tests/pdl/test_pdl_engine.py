"""The PDL engine's API: pattern sets, native functions, the greedy driver's
guarantees on bad input (rejected patterns, rolled-back rewrites,
non-convergence named), listeners, `--apply-pdl`, and that generated code
never carries user text."""

from __future__ import annotations

import io
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import data_paths
import pytest

import pdlx
from pdlx.cli import run
from pdlx.ir import types as T
from pdlx.ir.attributes import IntegerAttr, StringAttr
from pdlx.ir.context import Context
from pdlx.ir.diagnostics import Severity
from pdlx.ir.rewriter import Listener, Rewriter
from pdlx.pdl import (
    GreedyConfig,
    NativeRegistry,
    NativeRewriteFailure,
    PatternError,
    PatternRewriter,
    PatternSet,
    apply_patterns,
    native_constraint,
    registry_for,
)
from pdlx.syntax.printer import print_module

CTX = Context.default()

FUSE = """
module {
  pdl.pattern @fuse : benefit(1) {
    %t = pdl.type
    %x = pdl.operand
    %y = pdl.operand
    %c = pdl.operand
    %mm = pdl.operation "test.matmul"(%x, %y : !pdl.value, !pdl.value) -> (%t : !pdl.type)
    %mmr = pdl.result 0 of %mm
    %add = pdl.operation "test.add"(%mmr, %c : !pdl.value, !pdl.value) -> (%t : !pdl.type)
    %addr = pdl.result 0 of %add
    %max = pdl.operation "test.max"(%addr, %c : !pdl.value, !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %max {
      %f = pdl.operation "test.fused"(%x, %y, %c : !pdl.value, !pdl.value, !pdl.value) -> (%t : !pdl.type)
      pdl.replace %max with %f
    }
  }
}
"""

PAYLOAD = """
func.func @f(%a: f32, %b: f32, %c: f32) -> f32 {
  %0 = "test.matmul"(%a, %b) : (f32, f32) -> f32
  %1 = "test.add"(%0, %c) : (f32, f32) -> f32
  %2 = "test.max"(%1, %c) : (f32, f32) -> f32
  return %2 : f32
}
"""


def _text(snap: pdlx.Snapshot) -> str:
    return print_module(snap, generic=False, context=CTX)


@pytest.fixture
def registry() -> Iterator[NativeRegistry]:
    """A registry of the test's own (falling back to the default one)."""
    yield NativeRegistry(registry_for(CTX))


def test_apply_patterns_rewrites_and_keeps_the_input() -> None:
    patterns = PatternSet.parse(FUSE)
    payload = pdlx.parse(PAYLOAD)
    before = _text(payload)
    result = apply_patterns(payload, patterns)
    assert result.ok and result.rewrites == 1
    assert '"test.fused"(%arg0, %arg1, %arg2)' in _text(result.payload)
    assert _text(payload) == before  # snapshots are immutable
    assert patterns.patterns == ["@fuse"]
    assert patterns.compiled.root_names == frozenset({"test.max"})


def test_pattern_sets_come_from_pdll_too(tmp_path: Path) -> None:
    f = tmp_path / "fuse.pdll"
    f.write_text(
        "Pattern Fuse {\n"
        "  let mm = op<test.matmul>(a: Value, b: Value);\n"
        "  let root = op<test.max>(op<test.add>(mm.0, c: Value).0, c);\n"
        "  replace root with op<test.fused>(a, b, c);\n"
        "}\n"
    )
    patterns = PatternSet.from_file(f)
    result = apply_patterns(pdlx.parse(PAYLOAD), patterns)
    assert result.rewrites == 1
    assert '"test.fused"' in _text(result.payload)


def test_native_functions_come_from_the_registry(registry: NativeRegistry) -> None:
    calls: list[str] = []

    @registry.constraint("IsAddLike")
    def is_add_like(rw: PatternRewriter, op: int) -> bool:
        calls.append(rw.name(op))
        return rw.name(op).endswith("add")

    @registry.rewrite("Rename")
    def rename(rw: PatternRewriter, op: int) -> None:
        new = rw.create_op("test.renamed", rw.operands(op), [rw.type_of(v) for v in rw.results(op)],
                           loc=rw.loc(op))  # fmt: skip
        rw.replace_op(op, rw.results(new))

    text = """
    module {
      pdl.pattern : benefit(1) {
        %ins = pdl.operands
        %ts = pdl.types
        %root = pdl.operation(%ins : !pdl.range<value>) -> (%ts : !pdl.range<type>)
        pdl.apply_native_constraint "IsAddLike"(%root : !pdl.operation)
        pdl.rewrite %root with "Rename"
      }
    }
    """
    patterns = PatternSet.parse(text, registry=registry)
    result = apply_patterns(pdlx.parse(PAYLOAD), patterns)
    assert result.rewrites == 1
    assert '"test.renamed"(%0, %arg2)' in _text(result.payload)
    assert "test.add" in calls and "func.return" in calls


def test_unknown_native_is_a_located_error(registry: NativeRegistry) -> None:
    text = """module {
  pdl.pattern : benefit(1) {
    %root = pdl.operation "test.a"
    pdl.apply_native_constraint "no_such_constraint"(%root : !pdl.operation)
    pdl.rewrite %root with "no_such_rewrite"
  }
}
"""
    with pytest.raises(PatternError) as e:
        PatternSet.parse(text, "p.mlir", registry=registry)
    msgs = [(d.loc.line, d.message) for d in e.value.diagnostics]  # type: ignore[attr-defined]
    assert msgs == [
        (4, "native constraint 'no_such_constraint' is not registered (register it with "
            "pdlx.pdl.native_constraint)"),
        (5, "native rewrite 'no_such_rewrite' is not registered (register it with "
            "pdlx.pdl.native_rewrite)"),
    ]  # fmt: skip


def test_names_are_never_imported() -> None:
    """A dotted Python path as a native name is just an unknown name."""
    text = """module {
  pdl.pattern : benefit(1) {
    %root = pdl.operation "test.a"
    pdl.rewrite %root with "os.system"
  }
}
"""
    with pytest.raises(PatternError, match=r"native rewrite 'os\.system' is not registered"):
        PatternSet.parse(text)


def test_unverifiable_patterns_are_rejected_before_matching() -> None:
    text = """module {
  pdl.pattern : benefit(1) {
    %root = pdl.operation "test.a"
    pdl.rewrite %root {
      %new = pdl.operation
      pdl.replace %root with %new
    }
  }
}
"""
    with pytest.raises(PatternError) as e:
        PatternSet.parse(text, "bad.mlir")
    d = e.value.diagnostics[0]
    assert d.severity is Severity.ERROR
    assert "must have an operation name when nested within a `pdl.rewrite`" in str(d.message)


def test_generated_code_carries_no_user_text() -> None:
    evil = "x.y'); __import__('os').system('exit 3') #\"\\n"
    text = (
        "module {\n  pdl.pattern : benefit(1) {\n"
        f'    %root = pdl.operation "{evil.replace(chr(92), chr(92) * 2).replace(chr(34), chr(92) + chr(34))}"\n'
        "    pdl.rewrite %root {\n      pdl.erase %root\n    }\n  }\n}\n"
    )
    patterns = PatternSet.parse(text)
    assert "__import__" not in patterns.python_source
    assert "os" not in patterns.python_source.replace("ops", "").replace("pos", "")
    # The name is compared as data, and matches exactly that name.
    payload = pdlx.parse('"x.y"() : () -> ()\n')
    assert apply_patterns(payload, patterns).rewrites == 0


def test_failed_native_rewrite_is_rolled_back(registry: NativeRegistry) -> None:
    @registry.rewrite("HalfDone")
    def half_done(rw: PatternRewriter, op: int) -> None:
        rw.create_op("test.partial", loc=rw.loc(op))  # an edit, then failure
        raise NativeRewriteFailure("cannot finish")

    text = """module {
  pdl.pattern @first : benefit(2) {
    %root = pdl.operation "test.a"
    pdl.rewrite %root with "HalfDone"
  }
  pdl.pattern @second : benefit(1) {
    %root = pdl.operation "test.a"
    pdl.rewrite %root {
      %n = pdl.operation "test.b"
      pdl.replace %root with %n
    }
  }
}
"""
    patterns = PatternSet.parse(text, "rb.mlir", registry=registry)
    payload = pdlx.parse('"test.a"() : () -> ()\n')
    result = apply_patterns(payload, patterns)
    out = _text(result.payload)
    assert "test.partial" not in out  # the failed rewrite left nothing
    assert '"test.b"() : () -> ()' in out  # the next match was tried
    [d] = result.diagnostics
    assert "PDL pattern @first failed to rewrite: native rewrite 'HalfDone' failed" in str(
        d.message
    )


def test_wrong_replacement_count_is_rolled_back() -> None:
    text = """module {
  pdl.pattern @bad : benefit(1) {
    %t = pdl.type
    %root = pdl.operation "test.two" -> (%t, %t : !pdl.type, !pdl.type)
    pdl.rewrite %root {
      %n = pdl.operation "test.one" -> (%t : !pdl.type)
      pdl.replace %root with %n
    }
  }
}
"""
    patterns = PatternSet.parse(text)
    payload = pdlx.parse('%0:2 = "test.two"() : () -> (i32, i32)\n"test.use"(%0#0) : (i32) -> ()\n')
    result = apply_patterns(payload, patterns)
    assert _text(result.payload) == _text(payload)
    assert not result.ok
    assert "has 2 results but is replaced with 1 values" in str(result.diagnostics[0].message)


def test_create_then_replace_is_one_edit(monkeypatch: pytest.MonkeyPatch) -> None:
    """A rewriter that creates an op and replaces the root by its results
    (the Ch4 fusion) makes one `Rewriter.create_and_replace` per rewrite,
    with the output of the two edits it stands for (the chain fusion's
    output is checked against mlir-opt's by the corpora)."""
    calls: list[int] = []
    real = Rewriter.create_and_replace

    def counting(self: Rewriter, op: int, *args: Any, **kwargs: Any) -> int:
        calls.append(op)
        return real(self, op, *args, **kwargs)

    monkeypatch.setattr(Rewriter, "create_and_replace", counting)
    fusion = (data_paths.REPO / "rewrites" / "chain_fusion.mlir").read_text()
    text = (
        '%x = "test.arg"() : () -> i32\n'
        '%0 = "test.matmul"(%x, %x) : (i32, i32) -> i32\n'
        '%1 = "test.add"(%0, %x) : (i32, i32) -> i32\n'
        '%2 = "test.max"(%1, %x) : (i32, i32) -> i32\n'
        '"test.use"(%2) : (i32) -> ()\n'
    )
    result = apply_patterns(pdlx.parse(text), PatternSet.parse(fusion))
    assert result.ok and result.rewrites == 1 and len(calls) == 1
    assert '%3 = "test.fused"(%0, %0, %0) : (i32, i32, i32) -> i32' in _text(
        result.payload
    ) and '"test.use"(%3) : (i32) -> ()' in _text(result.payload)


TOGGLE = """module {
  pdl.pattern @a_to_b : benefit(1) {
    %root = pdl.operation "test.a"
    pdl.rewrite %root {
      %n = pdl.operation "test.b"
      pdl.replace %root with %n
    }
  }
  pdl.pattern @b_to_a : benefit(1) {
    %root = pdl.operation "test.b"
    pdl.rewrite %root {
      %n = pdl.operation "test.a"
      pdl.replace %root with %n
    }
  }
}
"""


def test_non_termination_stops_and_names_the_patterns() -> None:
    patterns = PatternSet.parse(TOGGLE, "toggle.mlir")
    config = GreedyConfig(max_rewrites=1000)
    result = apply_patterns(pdlx.parse('"test.a"() : () -> ()\n'), patterns, config=config)
    assert not result.converged
    d = result.diagnostics[-1]
    assert d.severity is Severity.ERROR
    assert "PDL patterns stopped" in str(d.message)
    assert "@a_to_b" in str(d.message) or "@b_to_a" in str(d.message)
    assert d.loc.line in (2, 9)  # type: ignore[attr-defined]
    assert len(d.notes) == 1 and "was applied" in str(d.notes[0].message)


def test_non_termination_within_one_iteration_hits_the_rewrite_limit() -> None:
    text = """module {
  pdl.pattern @again : benefit(1) {
    %root = pdl.operation "test.a"
    pdl.rewrite %root {
      %n = pdl.operation "test.a"
      pdl.replace %root with %n
    }
  }
}
"""
    patterns = PatternSet.parse(text, "again.mlir")
    config = GreedyConfig(max_rewrites=50)
    result = apply_patterns(pdlx.parse('"test.a"() : () -> ()\n'), patterns, config=config)
    assert not result.converged
    assert "the rewrite limit (50 per iteration) was reached; pattern @again" in str(
        result.diagnostics[-1].message
    )


class _Recorder(Listener):
    def __init__(self) -> None:
        self.events: list[tuple[str, str]] = []

    def notify_op_replaced(self, rewriter: Rewriter, op: int, new_values: tuple[int, ...]) -> None:
        self.events.append(("replaced", rewriter.op_record(op).name))

    def notify_op_erased(self, rewriter: Rewriter, op: int) -> None:
        self.events.append(("erased", rewriter.op_record(op).name))


def test_listeners_hear_only_successful_rewrites(registry: NativeRegistry) -> None:
    @registry.rewrite("Fails")
    def fails(rw: PatternRewriter, op: int) -> None:
        rw.erase_op(op)
        raise NativeRewriteFailure("no")

    text = """module {
  pdl.pattern @bad : benefit(2) {
    %root = pdl.operation "test.a"
    pdl.rewrite %root with "Fails"
  }
  pdl.pattern @good : benefit(1) {
    %root = pdl.operation "test.a"
    pdl.rewrite %root {
      %n = pdl.operation "test.b"
      pdl.replace %root with %n
    }
  }
}
"""
    patterns = PatternSet.parse(text, registry=registry)
    rec = _Recorder()
    result = apply_patterns(pdlx.parse('"test.a"() : () -> ()\n'), patterns, listeners=[rec])
    # The failed rewrite erased test.a before failing: nobody heard of it.
    # (A replace of a result-less op is an erase, as MLIR lowers it.)
    assert rec.events == [("erased", "test.a")]
    assert '"test.b"' in _text(result.payload)


def test_constraint_results_and_negation(registry: NativeRegistry) -> None:
    @registry.constraint("TagOf")
    def tag_of(rw: PatternRewriter, op: int) -> Any:
        a = rw.attr(op, "tag")
        return a if isinstance(a, StringAttr) else None

    @registry.constraint("IsSecret")
    def is_secret(rw: PatternRewriter, a: Any) -> bool:
        return isinstance(a, StringAttr) and a.value == "secret"

    text = """module {
  pdl.pattern : benefit(1) {
    %root = pdl.operation "test.a"
    %tag = pdl.apply_native_constraint "TagOf"(%root : !pdl.operation) : !pdl.attribute
    pdl.apply_native_constraint "IsSecret"(%tag : !pdl.attribute) {isNegated = true}
    pdl.rewrite %root {
      %n = pdl.operation "test.tagged" {"copied" = %tag}
      pdl.replace %root with %n
    }
  }
}
"""
    patterns = PatternSet.parse(text, registry=registry)
    payload = pdlx.parse(
        '"test.a"() {tag = "x"} : () -> ()\n"test.a"() {tag = "secret"} : () -> ()\n'
        '"test.a"() : () -> ()\n'
    )
    out = _text(apply_patterns(payload, patterns).payload)
    assert '"test.tagged"() {copied = "x"}' in out
    assert '"test.a"() {tag = "secret"}' in out
    assert out.count('"test.a"()') == 2


def test_result_types_are_inferred_for_infer_type_ops() -> None:
    text = """module {
  pdl.pattern : benefit(1) {
    %t = pdl.type
    %x = pdl.operand
    %y = pdl.operand
    %root = pdl.operation "arith.subi"(%x, %y : !pdl.value, !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %root {
      %c = pdl.attribute = 5 : i16
      %k = pdl.operation "arith.constant" {"value" = %c}
      %kr = pdl.result 0 of %k
      %n = pdl.operation "arith.addi"(%x, %kr : !pdl.value, !pdl.value)
      %nr = pdl.result 0 of %n
      %m = pdl.operation "test.keep"(%nr : !pdl.value) -> (%t : !pdl.type)
      pdl.replace %root with %m
    }
  }
}
"""
    payload = pdlx.parse(
        "func.func @f(%a: i16, %b: i16) -> i16 {\n"
        "  %0 = arith.subi %a, %b : i16\n  return %0 : i16\n}\n"
    )
    out = _text(apply_patterns(payload, PatternSet.parse(text)).payload)
    assert "%c5_i16 = arith.constant 5 : i16" in out
    assert "arith.addi %arg0, %c5_i16 : i16" in out


def test_std_natives() -> None:
    from pdlx.pdl import std_natives as S

    rw = PatternRewriter(pdlx.parse(PAYLOAD))
    assert S.is_zero(rw, IntegerAttr(0, T.i8))
    assert not S.is_zero(rw, IntegerAttr(1, T.i8))
    assert S.is_one(rw, IntegerAttr(1, T.index))
    assert S.is_all_ones(rw, IntegerAttr(-1, T.i32))
    assert S.zero_attr(rw, T.i64) == IntegerAttr(0, T.i64)
    assert S.is_int_or_index(rw, T.index) and not S.is_int_or_index(rw, T.f32)
    with pytest.raises(NativeRewriteFailure):
        S.zero_attr(rw, T.RankedTensorType((2,), T.i32))


def test_decorators_register_in_the_default_registry() -> None:
    @native_constraint("pdlx_test_default_registry")
    def always(rw: PatternRewriter, op: int) -> bool:
        return True

    f = registry_for(Context()).lookup("constraint", "pdlx_test_default_registry")
    assert f is not None and f.fn is always


# ---------------------------------------------------------------------------
# pdlx-opt --apply-pdl


def pdlx_opt(argv: Sequence[str], stdin: str) -> tuple[str, str, int]:
    out, err = io.StringIO(), io.StringIO()
    saved = sys.stdin
    sys.stdin = io.TextIOWrapper(io.BytesIO(stdin.encode()))
    try:
        rc = run(list(argv), stdout=out, stderr=err)
    finally:
        sys.stdin = saved
    return out.getvalue(), err.getvalue(), rc


REPO = data_paths.REPO


def test_apply_pdl_flag(tmp_path: Path) -> None:
    pat = tmp_path / "fuse.mlir"
    pat.write_text(FUSE)
    out, err, rc = pdlx_opt(["--allow-unregistered-dialect", f"--apply-pdl={pat}"], PAYLOAD)
    assert rc == 0, err
    assert '%0 = "test.fused"(%arg0, %arg1, %arg2)' not in out  # numbering: matmul is %0
    assert '"test.fused"(%arg0, %arg1, %arg2) : (f32, f32, f32) -> f32' in out


def test_apply_pdl_with_pipeline_options(tmp_path: Path) -> None:
    pat = tmp_path / "toggle.mlir"
    pat.write_text(TOGGLE)
    _out, err, rc = pdlx_opt(
        [
            "--allow-unregistered-dialect",
            f"--pass-pipeline=builtin.module(apply-pdl{{patterns={pat} max-rewrites=20}})",
        ],
        '"test.a"() : () -> ()\n',
    )
    assert rc == 1
    assert "the rewrite limit (20 per iteration) was reached" in err
    assert "toggle.mlir:" in err


def test_apply_pdl_rewrite_sets_from_the_repository() -> None:
    arith = REPO / "rewrites" / "arith_simplify.pdll"
    text = (
        "func.func @f(%x: i32) -> i32 {\n  %c0 = arith.constant 0 : i32\n"
        "  %0 = arith.subi %x, %x : i32\n  %1 = arith.addi %0, %c0 : i32\n"
        "  return %1 : i32\n}\n"
    )
    out, err, rc = pdlx_opt([f"--apply-pdl={arith}"], text)
    assert rc == 0, err
    assert "arith.subi" not in out and "arith.addi" not in out
    assert "return %c0_i32 : i32" in out


def test_apply_pdl_reports_pattern_errors(tmp_path: Path) -> None:
    pat = tmp_path / "bad.pdll"
    pat.write_text("Pattern { erase op<test.a> }\n")
    out, err, rc = pdlx_opt(["--allow-unregistered-dialect", f"--apply-pdl={pat}"], PAYLOAD)
    assert rc == 1
    assert "bad.pdll:1:28: error: PDLL syntax error" in err
    missing = tmp_path / "missing.mlir"
    out, err, rc = pdlx_opt(["--allow-unregistered-dialect", f"--apply-pdl={missing}"], PAYLOAD)
    assert rc == 1 and "cannot read" in err
    del out


def test_erasing_users_of_a_value_with_many_uses() -> None:
    """The driver looks at the other users of an erased op's operands; past
    64 uses the def-use index keeps them in a `UseSet`."""
    erase = """module {
  pdl.pattern : benefit(1) {
    %v = pdl.operand
    %root = pdl.operation "test.user"(%v : !pdl.value)
    pdl.rewrite %root {
      pdl.erase %root
    }
  }
}
"""
    users = "\n".join('  "test.user"(%0) : (i32) -> ()' for _ in range(100))
    payload = pdlx.parse(
        f'func.func @f() {{\n  %0 = "test.def"() : () -> i32\n{users}\n  return\n}}\n'
    )
    payload.uses_index()  # kept up to date by the driver's rewriter from here on
    result = apply_patterns(payload, PatternSet.parse(erase))
    assert result.ok and result.rewrites == 100
    assert "test.user" not in _text(result.payload)
