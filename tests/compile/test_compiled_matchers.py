"""Compiled matchers (issue 5): generated code and its safety, the name
dispatch, `pdlx.collect_matching`, `pdlx.explain` and `--explain-matchers`.

The equivalence of compiled and interpreted matching on random inputs is in
test_matcher_properties.py.
"""

from __future__ import annotations

import io
import linecache
import os
import shutil
import subprocess
from pathlib import Path

import data_paths
import pytest

import pdlx
from pdlx.compile.collect import find_matcher
from pdlx.compile.matcher import DEFINITE, CompileError, Miss, compile_matcher
from pdlx.support import codegen

MLIR_OPT = shutil.which("mlir-opt-22")

PAYLOAD = """\
"builtin.module"() ({
  "func.func"() <{function_type = (f32, f32, f32) -> f32, sym_name = "f0"}> ({
  ^bb0(%a: f32, %b: f32, %c: f32):
    %0 = "test.matmul"(%a, %b) : (f32, f32) -> f32
    %1 = "test.add"(%0, %c) : (f32, f32) -> f32
    %2 = "test.max"(%1, %c) : (f32, f32) -> f32
    %3 = "test.add"(%c, %0) : (f32, f32) -> f32
    %4 = "test.max"(%3, %c) : (f32, f32) -> f32
    "func.return"(%4) : (f32) -> ()
  }) : () -> ()
}) : () -> ()
"""

CHAIN = """\
module attributes {transform.with_named_sequence} {
  transform.named_sequence @chain(%last: !transform.any_op {transform.readonly})
      -> (!transform.any_op, !transform.any_op, !transform.any_op) {
    transform.match.operation_name %last ["test.max"] : !transform.any_op
    %mid = transform.get_producer_of_operand %last[0] : (!transform.any_op) -> !transform.any_op
    transform.match.operation_name %mid ["test.add"] : !transform.any_op
    %mm = transform.get_producer_of_operand %mid[0] : (!transform.any_op) -> !transform.any_op
    transform.match.operation_name %mm ["test.matmul"] : !transform.any_op
    transform.yield %mm, %mid, %last : !transform.any_op, !transform.any_op, !transform.any_op
  }
}
"""


def names(matches: list[tuple[object, ...]]) -> list[tuple[str, ...]]:
    return [tuple(op.name for op in m) for m in matches]  # type: ignore[attr-defined]


# ---------------------------------------------------------------------------
# pdlx.collect_matching


@pytest.mark.parametrize("interpreted", [False, True])
def test_collect_matching_api(interpreted: bool) -> None:
    found = pdlx.collect_matching(PAYLOAD, CHAIN, "chain", interpreted=interpreted)
    assert names(found) == [("test.matmul", "test.add", "test.max")]
    (_mm, add, mx) = found[0]
    assert mx.operands[0].owner == add  # type: ignore[attr-defined]


def test_collect_matching_accepts_snapshots_and_at_names() -> None:
    payload = pdlx.parse(PAYLOAD, "payload.mlir")
    script = pdlx.parse(CHAIN, "chain.mlir")
    assert names(pdlx.collect_matching(payload, script, "@chain")) == [
        ("test.matmul", "test.add", "test.max")
    ]


def test_collect_matching_unknown_matcher_is_a_located_error() -> None:
    with pytest.raises(pdlx.DiagnosticError) as e:
        pdlx.collect_matching(PAYLOAD, CHAIN, "nope")
    assert str(e.value).startswith(
        "script.mlir:1:1: error: could not find a nested named sequence with name: nope"
    )


def test_collect_matching_bad_script_is_a_located_error() -> None:
    bad = CHAIN.replace('["test.matmul"] : !transform.any_op', '["test.matmul"] : !transform.bogus')
    with pytest.raises(pdlx.DiagnosticError) as e:
        pdlx.collect_matching(PAYLOAD, bad, "chain")
    assert str(e.value).startswith("script.mlir:8:69: error: unknown type mnemonic: bogus")


def test_collect_matching_unverified_script_is_rejected() -> None:
    cyclic = """\
module attributes {transform.with_named_sequence} {
  transform.named_sequence @a(%x: !transform.any_op {transform.readonly}) -> !transform.any_op {
    %y = transform.include @b failures(propagate) (%x) : (!transform.any_op) -> !transform.any_op
    transform.yield %y : !transform.any_op
  }
  transform.named_sequence @b(%x: !transform.any_op {transform.readonly}) -> !transform.any_op {
    %y = transform.include @a failures(propagate) (%x) : (!transform.any_op) -> !transform.any_op
    transform.yield %y : !transform.any_op
  }
}
"""
    with pytest.raises(pdlx.DiagnosticError) as e:
        pdlx.collect_matching(PAYLOAD, cyclic, "a")
    assert str(e.value).startswith(
        "script.mlir:6:3: error: recursion not allowed in named sequences"
    )
    result = pdlx.match_and_transform(PAYLOAD, cyclic)
    assert not result.ok and "recursion not allowed" in str(result.diagnostics[0])


def test_collect_matching_matcher_arity() -> None:
    two_args = CHAIN.replace(
        "@chain(%last: !transform.any_op {transform.readonly})",
        "@chain(%last: !transform.any_op {transform.readonly}, %x: !transform.any_op {transform.readonly})",
    )
    with pytest.raises(pdlx.DiagnosticError, match="must take exactly one operation handle"):
        pdlx.collect_matching(PAYLOAD, two_args, "chain")


def test_collect_matching_multiple_associations_is_an_error() -> None:
    script = """\
module attributes {transform.with_named_sequence} {
  transform.named_sequence @m(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["test.max"] : !transform.any_op
    %two = transform.merge_handles %op, %op : !transform.any_op
    transform.yield %two : !transform.any_op
  }
}
"""
    with pytest.raises(
        pdlx.DiagnosticError, match="result #0, associated with 2 payload objects, expected 1"
    ):
        pdlx.collect_matching(PAYLOAD, script, "m")


def test_collect_matching_wrong_argument_types() -> None:
    with pytest.raises(TypeError):
        pdlx.collect_matching(PAYLOAD, 42, "chain")  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        pdlx.collect_matching(PAYLOAD, CHAIN, 3)  # type: ignore[arg-type]


# ---------------------------------------------------------------------------
# The generated code


def compiled(script: str, name: str) -> object:
    snap = pdlx.parse(script, "script.mlir")
    fn = find_matcher(snap, name)
    assert fn is not None
    return compile_matcher(snap, fn)


def test_generated_source_is_in_linecache_and_tracebacks() -> None:
    cm = compiled(CHAIN, "chain")
    filename = cm.fn.__code__.co_filename  # type: ignore[attr-defined]
    assert filename.startswith("<pdlx-generated matcher ")
    assert linecache.getline(filename, 1).startswith("def matcher(S, P, a0, fwd):")
    assert cm.source.splitlines()[0] == "def matcher(S, P, a0, fwd):"  # type: ignore[attr-defined]


def test_equal_source_is_compiled_once() -> None:
    compiled(CHAIN, "chain")
    size = len(codegen._CACHE)
    # Same shape, other names and locations: same source, new constants.
    other = "\n\n" + CHAIN.replace("test.max", "test.other").replace("@chain", "@chain2")
    cm = compiled(other, "chain2")
    assert len(codegen._CACHE) == size
    found = pdlx.collect_matching(PAYLOAD, other, "chain2")
    assert found == []
    assert cm.first_names == frozenset({"test.other"})  # type: ignore[attr-defined]


INJECTIONS = [
    'a"); __import__("os").system("touch PWNED"); ("',
    "a'); __import__('os').system('touch PWNED') #",
    "line\nbreak",
    "back\\slash",
    "{K[0]}",
    "__import__",
    '"); os.system("touch PWNED")',
]


def _mlir_string(s: str) -> str:
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


@pytest.mark.parametrize("evil", INJECTIONS)
def test_user_strings_stay_inert(
    evil: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Op names and strings from the matcher file reach the generated code
    only through its constant table."""
    monkeypatch.chdir(tmp_path)
    quoted = _mlir_string(evil)
    payload = (
        '"builtin.module"() ({\n'
        f"  {quoted}() {{s = {quoted}}} : () -> ()\n"
        '  "test.other"() : () -> ()\n'
        "}) : () -> ()\n"
    )
    script = f"""\
module attributes {{transform.with_named_sequence}} {{
  transform.named_sequence @m(%op: !transform.any_op {{transform.readonly}}) -> !transform.any_op {{
    transform.match.operation_name %op [{quoted}] : !transform.any_op
    transform.pdlx.match.attribute "s" = {quoted} in %op : !transform.any_op
    transform.yield %op : !transform.any_op
  }}
}}
"""
    cm = compiled(script, "m")
    for fragment in (evil, "import", "system", "PWNED"):
        assert fragment not in cm.source  # type: ignore[attr-defined]
    found = pdlx.collect_matching(payload, script, "m")
    assert [op.name for (op,) in found] == [evil]  # type: ignore[attr-defined]
    assert not (tmp_path / "PWNED").exists()
    explanation = pdlx.explain(payload, script, "m")
    assert [a.matched for a in explanation.attempts] == [True, False, False]


def test_generated_code_has_no_dangerous_builtins() -> None:
    cm = compiled(CHAIN, "chain")
    builtins = cm.fn.__globals__["__builtins__"]  # type: ignore[attr-defined]
    for name in ("__import__", "eval", "exec", "open", "compile", "getattr"):
        assert name not in builtins


def test_compile_error_for_non_match_ops_falls_back() -> None:
    script = CHAIN.replace(
        '    transform.match.operation_name %last ["test.max"] : !transform.any_op\n',
        '    transform.match.operation_name %last ["test.max"] : !transform.any_op\n'
        "    transform.print %last : !transform.any_op\n",
    )
    with pytest.raises(CompileError):
        compiled(script, "chain")


def test_miss_and_definite_values() -> None:
    cm = compiled(CHAIN, "chain")
    payload = pdlx.parse(PAYLOAD, "payload.mlir")
    from pdlx.transform.state import DiagnosticSink, TransformState

    script = pdlx.parse(CHAIN, "script.mlir")
    state = TransformState(script, payload, payload.root, DiagnosticSink())
    func_op = next(o for o in payload.walk(payload.root) if payload.ops[o].name == "func.func")
    miss = cm.fn(state, payload, func_op, ())  # type: ignore[attr-defined]
    assert isinstance(miss, Miss) and miss.message == "wrong operation name"
    assert miss is not DEFINITE


# ---------------------------------------------------------------------------
# Name dispatch in foreach_match


def test_foreach_match_dispatch_keeps_matcher_order() -> None:
    script = """\
module attributes {transform.with_named_sequence} {
  transform.named_sequence @any(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    %n = transform.num_associations %op : (!transform.any_op) -> !transform.param<i64>
    %one = transform.param.constant 1 : i64 -> !transform.param<i64>
    transform.match.param.cmpi eq %n, %one : !transform.param<i64>
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @max(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["test.max", "test.matmul"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @add(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["test.add"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @tag_max(%op: !transform.any_op {transform.readonly}) {
    transform.annotate %op "tag_max" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @tag_add(%op: !transform.any_op {transform.readonly}) {
    transform.annotate %op "tag_add" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @tag_any(%op: !transform.any_op {transform.readonly}) {
    transform.annotate %op "tag_any" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %u = transform.foreach_match in %f @max -> @tag_max, @add -> @tag_add, @any -> @tag_any
      : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
"""
    results = []
    for interpreted in (False, True):
        result = pdlx.match_and_transform(PAYLOAD, script, interpreted=interpreted)
        assert result.ok, [str(d) for d in result.diagnostics]
        results.append(pdlx.print_ir(result.payload, generic=True))
    text = results[0]
    assert text == results[1]
    # The first matcher in order wins; @any (no name check first, so never
    # skipped by the dispatch) takes what the others leave.
    assert text.count("tag_max") == 3 and text.count("tag_add") == 2
    assert text.count("tag_any") == 1
    assert '"func.return"(%4) {tag_any}' in text


# ---------------------------------------------------------------------------
# Explain


def test_explain_api_reports_first_failing_check() -> None:
    for interpreted in (False, True):
        e = pdlx.explain(PAYLOAD, CHAIN, "chain", interpreted=interpreted)
        by_op = {(a.payload_name, a.payload_loc.line): a for a in e.attempts}  # type: ignore[attr-defined]
        assert by_op[("test.max", 6)].matched
        second_max = by_op[("test.max", 8)]
        # Its operand 0 is the add whose operand 0 is a block argument.
        assert second_max.check is not None and second_max.check.index == 4
        assert second_max.message == (
            'could not find a producer for operand number: 0 of %3 = "test.add"(%arg2, %0) : (f32, f32) -> f32'
        )
        assert second_max.check.text == (
            "%1 = transform.get_producer_of_operand %0[0] : (!transform.any_op) -> !transform.any_op"
        )
        assert by_op[("test.add", 5)].check.index == 1  # type: ignore[union-attr]
        summary = str(e)
        assert "matcher @chain: tried on 8 payload ops, matched 1" in summary
        assert len(e.table().splitlines()) == 9


EXPECTED_EXPLAIN = """\
payload.mlir:4:10: remark: matcher @chain failed at check 1 of 5: wrong operation name
    %0 = "test.matmul"(%a, %b) : (f32, f32) -> f32
         ^
chain.mlir:4:5: note: failing check: transform.match.operation_name %arg0 ["test.max"] : !transform.any_op
    transform.match.operation_name %last ["test.max"] : !transform.any_op
    ^
"""


@pytest.mark.parametrize("mode", ["compiled", "interpreted"])
def test_explain_matchers_flag(tmp_path: Path, mode: str) -> None:
    from pdlx.cli import run

    (tmp_path / "payload.mlir").write_text(PAYLOAD)
    (tmp_path / "chain.mlir").write_text(
        CHAIN.replace(
            "}\n}\n",
            "}\n  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {\n"
            "    %a, %b, %c = transform.collect_matching @chain in %root : (!transform.any_op) -> "
            "(!transform.any_op, !transform.any_op, !transform.any_op)\n"
            "    transform.yield\n  }\n}\n",
        )
    )
    out, err = io.StringIO(), io.StringIO()
    cwd = os.getcwd()
    os.chdir(tmp_path)
    try:
        rc = run(
            ["--allow-unregistered-dialect", "--transform-preload-library=transform-library-paths=chain.mlir",
             "--transform-interpreter", "--explain-matchers", f"--pdlx-matchers={mode}", "payload.mlir"],
            stdout=out, stderr=err,
        )  # fmt: skip
    finally:
        os.chdir(cwd)
    assert rc == 0, err.getvalue()
    text = err.getvalue()
    assert text.startswith(EXPECTED_EXPLAIN)
    assert text.count("remark: matcher @chain") == 8
    assert "payload.mlir:6:10: remark: matcher @chain matched\n" in text
    assert (
        "payload.mlir:8:10: remark: matcher @chain failed at check 4 of 5: could not find a producer "
        'for operand number: 0 of %3 = "test.add"(%arg2, %0) : (f32, f32) -> f32\n' in text
    )
    assert "matcher @chain: tried on 8 payload ops, matched 1\n" in text
    assert (
        "      4  transform.get_producer_of_operand  chain.mlir:7:11         1  could not find"
        in text
    )


def test_explain_matchers_restricted_to_names(tmp_path: Path) -> None:
    from pdlx.cli import run

    (tmp_path / "p.mlir").write_text(PAYLOAD)
    out, err = io.StringIO(), io.StringIO()
    rc = run(
        ["--allow-unregistered-dialect", "--transform-interpreter", "--explain-matchers=@other",
         str(tmp_path / "p.mlir")],
        stdout=out, stderr=err,
    )  # fmt: skip
    # No entry point in the payload: the interpreter's error, and nothing explained.
    assert rc == 1
    assert "remark: matcher" not in err.getvalue()


@pytest.mark.skipif(
    MLIR_OPT is None, reason="mlir-opt-22 not installed: differential check skipped"
)
def test_explain_does_not_change_the_run(tmp_path: Path) -> None:
    """Without the flag, pdlx-opt's output is mlir-opt's; with it, only the
    remarks and the table are added."""
    from pdlx.cli import run

    script = CHAIN.replace(
        "}\n}\n",
        "}\n  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {\n"
        "    %a, %b, %c = transform.collect_matching @chain in %root : (!transform.any_op) -> "
        "(!transform.any_op, !transform.any_op, !transform.any_op)\n"
        '    transform.debug.emit_remark_at %c, "max" : !transform.any_op\n'
        "    transform.yield\n  }\n}\n",
    )
    (tmp_path / "chain.mlir").write_text(script)
    (tmp_path / "payload.mlir").write_text(PAYLOAD)
    flags = ["--allow-unregistered-dialect", "--transform-preload-library=transform-library-paths=chain.mlir",
             "--transform-interpreter", "payload.mlir"]  # fmt: skip
    ref = subprocess.run([MLIR_OPT, *flags], cwd=tmp_path, capture_output=True, text=True)  # type: ignore[list-item]
    cwd = os.getcwd()
    os.chdir(tmp_path)
    try:
        out, err = io.StringIO(), io.StringIO()
        rc = run(flags, stdout=out, stderr=err)
        out2, err2 = io.StringIO(), io.StringIO()
        rc2 = run([*flags, "--explain-matchers"], stdout=out2, stderr=err2)
    finally:
        os.chdir(cwd)
    assert (out.getvalue(), err.getvalue(), rc) == (ref.stdout, ref.stderr, ref.returncode)
    assert out2.getvalue() == ref.stdout and rc2 == 0
    kept = [b for b in err2.getvalue().split("\n") if "matcher @chain" not in b]
    assert ref.stderr.strip().splitlines()[0] in kept


# ---------------------------------------------------------------------------
# Bad matchers are diagnosed before anything runs (recorded mlir-opt-22 runs)

BAD = data_paths.CORPUS / "matcher_bad"


@pytest.mark.parametrize("mode", ["compiled", "interpreted"])
@pytest.mark.parametrize("case", sorted(p.stem for p in BAD.glob("*.mlir")))
def test_bad_matchers_match_recorded_mlir_opt(case: str, mode: str) -> None:
    """An include cycle, a consumed matcher argument, a consuming action on a
    read-only root: mlir-opt-22's located diagnostics, exit 1, no output."""
    from pdlx.cli import run

    out, err = io.StringIO(), io.StringIO()
    rc = run(
        [
            "--allow-unregistered-dialect",
            "--transform-interpreter",
            f"--pdlx-matchers={mode}",
            str(BAD / f"{case}.mlir"),
        ],
        stdout=out,
        stderr=err,
    )
    here = str(BAD) + os.sep
    assert (rc, out.getvalue(), err.getvalue().replace(here, "")) == (
        int((BAD / f"{case}.rc").read_text()),
        (BAD / f"{case}.out").read_text(),
        (BAD / f"{case}.err").read_text(),
    )
