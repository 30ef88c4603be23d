"""A user's script over the whole public API, written as a user would.

tests/app/test_typed_api.py runs it (it must work) and runs `mypy --strict`
on it against the installed package (the types must be precise: the
`assert_type` lines fail mypy if a result is `object`, `Any` or Optional).
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import assert_type

import pdlx

PAYLOAD = """\
func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.muli %0, %b : i32
  return %1 : i32
}
"""

SCRIPT = """\
module attributes {transform.with_named_sequence} {
  transform.named_sequence @is_addi(%op: !transform.any_op {transform.readonly})
      -> !transform.any_op {
    transform.match.operation_name %op ["arith.addi"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly})
      -> !transform.any_op {
    %adds = transform.structured.match ops{["arith.addi"]} in %root
      : (!transform.any_op) -> !transform.any_op
    transform.print %adds {name = "adds"} : !transform.any_op
    transform.yield %adds : !transform.any_op
  }
}
"""


def main() -> None:
    # Inputs: str is text, bytes UTF-8 text, a Path a file.
    snap = pdlx.parse(PAYLOAD, "f.mlir")
    assert_type(snap, pdlx.Snapshot)
    assert_type(pdlx.parse(PAYLOAD.encode()), pdlx.Snapshot)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "f.mlir"
        path.write_text(PAYLOAD)
        assert_type(pdlx.parse(path), pdlx.Snapshot)
        assert_type(pdlx.parse_file(os.fspath(path)), pdlx.Snapshot)
        text: str = pdlx.print_ir(path, generic=True)
        assert text.startswith('"builtin.module"')

    # Views.
    root: pdlx.Operation = snap.root_op
    func = next(op for op in root.walk() if op.name == "func.func")
    region: pdlx.Region = func.regions[0]
    block: pdlx.Block | None = region.entry
    assert block is not None
    arg: pdlx.Value = block.args[0]
    assert arg.name == "%arg0" and repr(arg) == "<Value %arg0 : i32>"
    first = block.first_op
    assert first is not None and str(first) == "%0 = arith.addi %arg0, %arg1 : i32"

    # A transform script.
    result = pdlx.match_and_transform(snap, SCRIPT, entry="@__transform_main", script_name="s.mlir")
    assert_type(result, pdlx.Result)
    assert_type(result.payload, pdlx.Snapshot)
    assert_type(result.results, list[list[pdlx.Handle]])
    assert_type(result.diagnostics, list[pdlx.Diagnostic])
    assert result.ok and result.status is pdlx.Status.OK
    assert "[[[ IR printer: adds ]]]" in result.printed
    (adds,) = result.results
    handle = adds[0]
    assert isinstance(handle, pdlx.Operation) and handle.name == "arith.addi"

    # A payload that does not parse: a result, not an exception.
    bad = pdlx.match_and_transform("func.func @f( {", SCRIPT)
    assert bad.status is pdlx.Status.BAD_INPUT and not bad.ok
    assert bad.payload.root_op.name == "builtin.module"
    d: pdlx.Diagnostic = bad.diagnostics[0]
    assert d.severity is pdlx.Severity.ERROR and "payload.mlir:1:" in str(d)

    # Matchers.
    matches = pdlx.collect_matching(snap, SCRIPT, "@is_addi")
    assert_type(matches, list[pdlx.Match])
    for m in matches:
        (op,) = m.ops
        assert_type(op, pdlx.Operation)
        assert op.name == "arith.addi"
    explanation = pdlx.explain(snap, SCRIPT, "is_addi")
    assert "matched" in str(explanation)
    library: pdlx.Snapshot = pdlx.load_matchers("single_use")
    assert library.root_op.name == "builtin.module"
    assert pdlx.matcher_file("single_use").name == "single_use.mlir"

    # Errors.
    try:
        pdlx.parse("%x = ", name="bad.mlir")
    except pdlx.DiagnosticError as e:
        assert str(e).startswith("bad.mlir:1:")
    ctx: pdlx.Context = pdlx.Context.default()
    assert pdlx.parse(PAYLOAD, context=ctx).root_op.name == "builtin.module"


if __name__ == "__main__":
    main()
