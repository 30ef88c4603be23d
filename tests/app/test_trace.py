"""Time travel (issue 16): a run's history through the API
(`match_and_transform(..., trace=True)`), `pdlx-opt --pdlx-trace=FILE`
(JSON and HTML), PDL runs, failing runs and bad trace paths. The report in
a real browser: tests/app/test_trace_browser.py."""

from __future__ import annotations

import html
import io
import json
from pathlib import Path

import pytest

import pdlx
from pdlx.cli import run
from pdlx.ir.views import Operation
from pdlx.trace.document import Texts, iter_document, patch, trace_json
from pdlx.trace.html import page_data
from pdlx.trace.model import op_changes
from pdlx.trace.recorder import Trace

PAYLOAD = """
func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.muli %0, %b : i32
  return %1 : i32
}
func.func @g(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  return %0 : i32
}
"""

SCRIPT = """
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %adds = transform.structured.match ops{["arith.addi"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.foreach %adds : !transform.any_op {
    ^bb0(%x: !transform.any_op):
      transform.debug.emit_remark_at %x, "an add" : !transform.any_op
    }
    %g = transform.structured.match ops{["func.func"]} attributes {sym_name = "g"} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %g {
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    transform.yield
  }
}
"""


def _run(script: str = SCRIPT, payload: str = PAYLOAD) -> pdlx.Result:
    return pdlx.match_and_transform(payload, script, trace=True)


def test_one_step_per_transform_op_with_depth() -> None:
    r = _run()
    assert r.ok, [str(d) for d in r.diagnostics]
    t = r.trace
    assert isinstance(t, Trace)
    names = [(s.depth, s.name) for s in t.steps if s.kind == "transform"]
    assert names == [
        (0, "transform.named_sequence"),
        (1, "transform.structured.match"),
        (1, "transform.foreach"),
        (2, "transform.debug.emit_remark_at"),
        (2, "transform.debug.emit_remark_at"),
        (1, "transform.structured.match"),
        (1, "transform.apply_patterns"),
    ]
    foreach = t.steps[2]
    assert [t.steps[i].parent for i in (3, 4)] == [foreach.index, foreach.index]
    for s in t.steps:
        assert s.outcome == "success"
        assert s.seconds >= 0
        assert s.loc.file_line_col() is not None
    match = t.steps[1]
    assert match.text.startswith("%0 = transform.structured.match")
    assert [op.name for op in match.results[0].ops] == ["arith.addi", "arith.addi"]
    assert [op.name for op in match.operands[0].ops] == ["builtin.module"]
    assert all(op.loc.file_line_col() is not None for op in match.results[0].ops)
    # The remarks are the diagnostics of the steps that emitted them.
    assert [d.message for d in t.steps[3].diagnostics] == ["an add"]
    assert t.steps[3].operands[0].ops == (match.results[0].ops[0],)


def test_snapshots_are_the_runs_own_and_changes_are_op_level() -> None:
    r = _run()
    t = r.trace
    assert t is not None
    assert t.initial is t.steps[0].before
    assert t.steps[0].payload is r.payload  # the final payload itself, not a copy
    canon = t.steps[6]
    assert canon.name == "transform.apply_patterns"
    # `addi %a, 0` folds away in @g: the add is erased, the return modified.
    erased = [op.name for op in canon.erased]
    assert "arith.addi" in erased
    assert [op.name for op in canon.modified] == ["func.return"]
    assert all(isinstance(op, Operation) for op in canon.created)
    for s in t.steps[1:6]:
        assert s.payload is t.initial  # nothing changed before the patterns
        assert s.changes == op_changes(t.initial, t.initial)


def test_diff_between_steps() -> None:
    t = _run().trace
    assert t is not None
    d = t.diff(5, 6)
    assert "-    %0 = arith.addi %arg0, %c0_i32 : i32" in d.text
    assert "+    return %arg0 : i32" in d.text
    assert d.text.startswith("--- step 5\n+++ step 6\n")
    assert d.changes == t.steps[6].changes
    whole = t.diff(-1, 6).text
    assert whole.startswith("--- step input\n+++ step 6\n")
    assert whole.split("\n")[2:] == d.text.split("\n")[2:]
    assert t.diff(3, 3).text == ""
    with pytest.raises(IndexError, match="out of range"):
        t.diff(0, 99)


def test_no_trace_unless_asked() -> None:
    r = pdlx.match_and_transform(PAYLOAD, SCRIPT)
    assert r.ok and r.trace is None


FAILING = """
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %adds = transform.structured.match ops{["arith.addi"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %adds, "before" : !transform.any_op
    %one = transform.cast %adds : !transform.any_op to !transform.op<"arith.muli">
    transform.debug.emit_remark_at %adds, "never" : !transform.any_op
    transform.yield
  }
}
"""


def test_a_failing_run_keeps_its_steps_up_to_the_failure() -> None:
    r = _run(FAILING)
    assert not r.ok
    t = r.trace
    assert t is not None
    names = [s.name for s in t.steps]
    assert names == [
        "transform.named_sequence",
        "transform.structured.match",
        "transform.debug.emit_remark_at",
        "transform.cast",
    ]
    cast = t.steps[3]
    assert cast.outcome in ("silenceable", "definite")
    assert cast.diagnostics
    assert any("arith.muli" in str(d) or "incompatible" in str(d) for d in cast.diagnostics)
    assert t.steps[0].outcome != "success"
    d = json.loads(json.dumps(t.to_json()))
    assert [s["name"] for s in d["steps"]] == names


def test_json_holds_the_same_data() -> None:
    t = _run().trace
    assert t is not None
    d = json.loads(json.dumps(t.to_json()))
    assert d["format"] == "pdlx-trace" and d["kind"] == "transform"
    assert len(d["steps"]) == len(t.steps)
    for js, s in zip(d["steps"], t.steps, strict=True):
        assert js["name"] == s.name and js["depth"] == s.depth and js["parent"] == s.parent
        assert js["outcome"] == s.outcome
        # Payload ids are the trace's own numbers: one per id, the same in every step.
        assert len(js["created"]) == len(s.changes.created)
        assert len(js["erased"]) == len(s.changes.erased)
        assert len(js["modified"]) == len(s.changes.modified)
        assert len(js["highlight"]) == len(s.highlighted())
        assert [len(h["ids"]) for h in js["results"]] == [len(h.ids) for h in s.results]
        for h, jh in zip(s.results, js["results"], strict=True):
            if h.kind == "op":
                for i, n in zip(h.ids, jh["ids"], strict=True):
                    entry = d["document"]["o"].get(str(n)) or next(
                        p["o"][str(n)] for p in reversed(d["patches"]) if p["o"].get(str(n))
                    )
                    text = entry[0] if isinstance(entry[0], str) else entry[0][0]
                    assert h.snapshot.ops[i].name.split(".")[-1] in text
    canon = d["steps"][6]
    assert canon["diff"].startswith("--- before step 6\n+++ after step 6\n@@ func.func @g")
    assert any(line.startswith("-") and "arith.addi" in line for line in canon["diff"].split("\n"))
    # The transform source, for the report to show the op's line.
    src, line = canon["source"]
    assert "transform.apply_patterns to" in d["sources"][src]["text"].split("\n")[line - 1]
    # The document: the first snapshot in full, then one patch per later one.
    assert len(d["patches"]) == len(t.timeline) - 1
    assert str(d["document"]["root"]) in d["document"]["o"]


def _cli(*args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    rc = run(list(args), stdout=out, stderr=err)
    return rc, out.getvalue(), err.getvalue()


def _script_file(tmp_path: Path, script: str = SCRIPT) -> Path:
    body = script.strip().removeprefix("module attributes {transform.with_named_sequence} {")
    body = body.rstrip().removesuffix("}")
    path = tmp_path / "in.mlir"
    path.write_text(
        "module attributes {transform.with_named_sequence} {\n"
        + body
        + PAYLOAD.replace("\n", "\n  ")
        + "\n}\n"
    )
    return path


def test_cli_writes_json_and_html(tmp_path: Path) -> None:
    src = _script_file(tmp_path)
    rc, out, err = _cli(str(src), "--transform-interpreter", f"--pdlx-trace={tmp_path / 't.json'}")
    assert rc == 0, err
    assert "return %arg0 : i32" in out
    d = json.loads((tmp_path / "t.json").read_text())
    assert [s["name"] for s in d["steps"]][:3] == [
        "transform.named_sequence",
        "transform.structured.match",
        "transform.foreach",
    ]
    rc, _, err = _cli(str(src), "--transform-interpreter", "--pdlx-trace", str(tmp_path / "t.html"))
    assert rc == 0, err
    page = (tmp_path / "t.html").read_text()
    assert page.startswith("<!DOCTYPE html>")
    # Self-contained: no network, no file beside it.
    for ref in ("http://", "https://", "<link", "src="):
        assert ref not in page.split('id="pdlx-data"')[0]
    assert page_data(page)["format"] == "pdlx-trace"
    drop = ("seconds", "diff")  # runs differ in their times; the page makes the diffs
    assert [{k: v for k, v in s.items() if k not in drop} for s in page_data(page)["steps"]] == [
        {k: v for k, v in s.items() if k not in drop} for s in d["steps"]
    ]


def test_cli_failing_run_still_writes_the_trace(tmp_path: Path) -> None:
    src = _script_file(tmp_path, FAILING)
    rc, _, err = _cli(str(src), "--transform-interpreter", f"--pdlx-trace={tmp_path / 't.json'}")
    assert rc == 1 and "error" in err
    d = json.loads((tmp_path / "t.json").read_text())
    assert d["steps"][-1]["name"] == "transform.cast"
    assert d["steps"][-1]["diagnostics"]


@pytest.mark.parametrize(
    ("path", "why"),
    [
        ("missing-dir/t.json", "No such file or directory"),
        ("t.txt", "the file name must end in .json or .html"),
        (".", "Is a directory"),
    ],
)
def test_cli_bad_trace_path_reported_before_the_run(tmp_path: Path, path: str, why: str) -> None:
    src = _script_file(tmp_path)
    target = tmp_path / path if path != "." else tmp_path / "dir.json"
    if path == ".":
        target.mkdir()
    rc, out, err = _cli(str(src), "--transform-interpreter", f"--pdlx-trace={target}")
    assert rc == 1
    assert out == ""  # nothing ran, nothing printed
    assert err == f"pdlx-opt: cannot write the trace to '{target}': {why}\n"


PDL_PATTERNS = """
pdl.pattern @fuse : benefit(1) {
  %t = pdl.type
  %a = pdl.operand
  %b = pdl.operand
  %x = pdl.operand
  %mm = pdl.operation "test.matmul"(%a, %b : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  %r = pdl.result 0 of %mm
  %add = pdl.operation "test.add"(%x, %r : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  pdl.rewrite %add {
    %f = pdl.operation "test.fused"(%a, %b, %x : !pdl.value, !pdl.value, !pdl.value) -> (%t : !pdl.type)
    pdl.replace %add with %f
  }
}
"""

PDL_PAYLOAD = """
func.func @f(%a: i32, %b: i32, %x: i32) -> i32 {
  %0 = "test.matmul"(%a, %b) : (i32, i32) -> i32
  %1 = "test.add"(%x, %0) : (i32, i32) -> i32
  %2 = "test.matmul"(%1, %b) : (i32, i32) -> i32
  %3 = "test.add"(%x, %2) : (i32, i32) -> i32
  return %3 : i32
}
"""


def test_apply_pdl_one_step_per_rewrite(tmp_path: Path) -> None:
    pats = tmp_path / "p.mlir"
    pats.write_text(PDL_PATTERNS)
    src = tmp_path / "in.mlir"
    src.write_text(PDL_PAYLOAD)
    trace = tmp_path / "t.json"
    rc, out, err = _cli(
        str(src), "-allow-unregistered-dialect", f"--apply-pdl={pats}", f"--pdlx-trace={trace}"
    )
    assert rc == 0, err
    assert out.count("test.fused") == 2
    d = json.loads(trace.read_text())
    assert d["kind"] == "pdl"
    assert [s["name"] for s in d["steps"]] == ["@fuse", "@fuse"]
    for s in d["steps"]:
        assert s["kind"] == "pattern" and s["depth"] == 0
        assert [op[0] for op in s["operands"][0]["ops"]] == ["test.add"]
        assert len(s["created"]) == 1 and len(s["erased"]) >= 1
        assert "test.fused" in s["diff"]
        src_i, line = s["source"]
        assert "pdl.pattern @fuse" in d["sources"][src_i]["text"].split("\n")[line - 1]


def test_test_pdl_bytecode_pass_is_traced(tmp_path: Path) -> None:
    src = tmp_path / "in.mlir"
    src.write_text(
        "module @patterns {\n" + PDL_PATTERNS + "}\nmodule @ir {\n" + PDL_PAYLOAD + "}\n"
    )
    trace = tmp_path / "t.json"
    rc, _, err = _cli(
        str(src), "-allow-unregistered-dialect", "--test-pdl-bytecode-pass", f"--pdlx-trace={trace}"
    )
    assert rc == 0, err
    d = json.loads(trace.read_text())
    assert [s["name"] for s in d["steps"]] == ["@fuse", "@fuse"]


def test_apply_pdl_patterns_nests_pattern_steps_under_the_transform_op() -> None:
    script = (
        """
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.with_pdl_patterns %root : !transform.any_op {
    ^bb0(%arg0: !transform.any_op):
"""
        + PDL_PATTERNS
        + """
      transform.sequence %arg0 : !transform.any_op failures(propagate) {
      ^bb1(%arg1: !transform.any_op):
        transform.apply_pdl_patterns [@fuse] to %arg1 : !transform.any_op
      }
    }
    transform.yield
  }
}
"""
    )
    payload = pdlx.parse(PDL_PAYLOAD)
    r = pdlx.match_and_transform(payload, script, trace=True)
    assert r.ok, [str(d) for d in r.diagnostics]
    t = r.trace
    assert t is not None
    apply = next(s for s in t.steps if s.name == "transform.apply_pdl_patterns")
    pats = [s for s in t.steps if s.kind == "pattern"]
    assert [s.name for s in pats] == ["@fuse", "@fuse"]
    assert all(s.parent == apply.index and s.depth == apply.depth + 1 for s in pats)
    assert [op.name for op in pats[0].operands[0].ops] == ["test.add"]
    assert pats[-1].payload is apply.payload


def test_repr_html() -> None:
    r = _run()
    assert r.trace is not None
    for shown_trace in (r._repr_html_(), r.trace._repr_html_()):
        assert shown_trace.startswith("<iframe srcdoc=")
        inner = html.unescape(shown_trace.split('srcdoc="', 1)[1].split('" style=', 1)[0])
        assert page_data(inner)["format"] == "pdlx-trace"
    snap = r.payload
    assert snap is not None
    shown = snap._repr_html_()
    assert shown is not None and shown.startswith("<iframe srcdoc=")
    inner = html.unescape(shown.split('srcdoc="', 1)[1].split('" style=', 1)[0])
    assert page_data(inner)["mode"] == "snapshot"
    failed = pdlx.match_and_transform("not mlir", SCRIPT)
    assert "pre" in failed._repr_html_()


def test_trace_json_of_a_trace_without_steps() -> None:
    r = pdlx.match_and_transform(
        PAYLOAD,
        """
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.yield
  }
}""",
        trace=True,
    )
    assert r.trace is not None
    d = json.loads(json.dumps(trace_json(r.trace)))
    # The terminator is not applied (MLIR's named sequence runs the ops before it).
    assert [s["name"] for s in d["steps"]] == ["transform.named_sequence"]


ALTERNATIVES = """
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["func.func"]} attributes {sym_name = "g"} in %root : (!transform.any_op) -> !transform.any_op
    transform.alternatives %g : !transform.any_op {
    ^bb0(%x: !transform.any_op):
      transform.apply_patterns to %x {
        transform.apply_patterns.canonicalization
      } : !transform.any_op
      transform.match.operation_name %x ["arith.addi"] : !transform.any_op
    }, {
    ^bb0(%x: !transform.any_op):
      %c = transform.structured.match ops{["arith.constant"]} in %x : (!transform.any_op) -> !transform.any_op
      transform.debug.emit_remark_at %c, "second" : !transform.any_op
    }
    transform.yield
  }
}
"""


@pytest.mark.parametrize("script", [SCRIPT, ALTERNATIVES], ids=["patterns", "alternatives"])
def test_patches_rebuild_every_payload_of_the_timeline(script: str) -> None:
    """The document after patches 1..t is the document of snapshot t, also
    across a rolled-back alternative (the timeline goes back to an older
    snapshot: no change record links them)."""
    r = _run(script)
    assert r.ok, [str(d) for d in r.diagnostics]
    t = r.trace
    assert t is not None
    tl = t.timeline
    texts = Texts()
    doc = json.loads("".join(iter_document(tl[0], texts)))
    for i in range(1, len(tl)):
        p = json.loads(json.dumps(patch(tl[i - 1], tl[i], texts)))
        for kind in ("o", "b", "r"):
            for key, entry in p[kind].items():
                if entry is None:
                    doc[kind].pop(key, None)
                else:
                    doc[kind][key] = entry
        expect = json.loads("".join(iter_document(tl[i], texts)))
        for kind in ("o", "b", "r"):
            assert doc[kind] == expect[kind], (i, kind)
    if script is ALTERNATIVES:
        alt = next(s for s in t.steps if s.name == "transform.alternatives")
        assert alt.payload is alt.before  # the failed alternative was rolled back
        assert len(tl) >= 3  # ... after the timeline saw its changes
