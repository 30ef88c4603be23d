"""`transform.apply_patterns` with patterns that never stop: a silenceable
"greedy pattern application failed" (MLIR's message for a driver that did
not converge) with a note naming the patterns, within seconds, even with
`max_iterations = 3`; one iteration used to run forever."""

from __future__ import annotations

import time

from pdlx import ods
from pdlx.ir.context import Context
from pdlx.ir.rewriter import Rewriter
from pdlx.rewrite.patterns import RewritePattern, pattern_descriptor
from pdlx.syntax.parser import parse
from pdlx.transform.entry import InterpreterOptions, run_interpreter
from pdlx.transform.state import DiagnosticSink

NAME = "pdlxtest.apply_patterns.renew"  # not a transform op: no semantics of its own


def _renew(rw: Rewriter, op: int) -> bool:
    rec = rw.op_record(op)
    rw.set_insertion_point_before(op)
    types = [rw.value_record(r).type for r in rec.results]
    new = rw.create_op(rec.name, rec.operands, types, loc=rec.loc)
    rw.replace_op(op, rw.op_record(new).results)
    return True


def _register() -> None:
    ctx = Context.default()
    if ctx.op(NAME) is None:
        ctx.register_op(
            pattern_descriptor(
                ods.op(NAME, assembly_format="attr-dict"),
                lambda op, state: [RewritePattern(_renew, root="tst.renew", name="Renew")],
            )
        )


TEXT = """module attributes {transform.with_named_sequence} {
  func.func @f() -> i32 {
    %0 = "tst.renew"() : () -> i32
    return %0 : i32
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      pdlxtest.apply_patterns.renew
    } {max_iterations = 3} : !transform.any_op
    transform.yield
  }
}
"""


def test_non_terminating_patterns_fail_with_a_note_naming_them() -> None:
    _register()
    snap = parse(TEXT, "t.mlir", allow_unregistered=True)
    sink = DiagnosticSink()
    start = time.perf_counter()
    result = run_interpreter(snap, sink, InterpreterOptions())
    assert time.perf_counter() - start < 20
    assert not result.ok
    (d,) = sink.diagnostics
    assert str(d.message) == "greedy pattern application failed"
    assert str(d.loc) == 'loc("t.mlir":2:3)'
    (note,) = d.notes
    assert str(note.message) == (
        "the patterns do not terminate: 1000 rewrites in a row each rewrote an op the one "
        "before made or changed; in the last 64, pattern 'Renew' 64 times"
    )
    assert str(note.loc) == 'loc("t.mlir":3:10)'
    assert result.payload is snap
