"""Issue 13: code generation never emits Python that cannot compile. A
matcher too deeply nested for CPython (100 nested `include ...
failures(suppress)`: "too many levels of indentation") runs interpreted,
with mlir-opt-22's result."""

from __future__ import annotations

import io
import os
import shutil
import subprocess
from pathlib import Path

import pytest

import pdlx
from pdlx.cli import run
from pdlx.compile.library import producer_consumer_matcher
from pdlx.support.codegen import CodeBuilder, GeneratedCodeError, compile_function

MLIR_OPT = shutil.which(os.environ.get("MLIR_OPT", "mlir-opt-22"))


def _nested_includes(n: int) -> str:
    lines = [
        "module attributes {transform.with_named_sequence} {",
        "  func.func @f() {",
        "    return",
        "  }",
    ]
    for i in range(n):
        lines.append(
            f"  transform.named_sequence @m{i}(%op: !transform.any_op {{transform.readonly}})"
            " -> !transform.any_op {"
        )
        if i < n - 1:
            lines.append(
                f"    %r = transform.include @m{i + 1} failures(suppress) (%op)"
                " : (!transform.any_op) -> !transform.any_op"
            )
        lines.append('    transform.match.operation_name %op ["func.return"] : !transform.any_op')
        lines.append("    transform.yield %op : !transform.any_op")
        lines.append("  }")
    lines += [
        "  transform.named_sequence @act(%op: !transform.any_op {transform.readonly}) {",
        '    transform.debug.emit_remark_at %op, "hit" : !transform.any_op',
        "    transform.yield",
        "  }",
        "  transform.named_sequence @__transform_main("
        "%root: !transform.any_op {transform.consumed}) {",
        "    %r = transform.foreach_match in %root @m0 -> @act"
        " : (!transform.any_op) -> !transform.any_op",
        "    transform.yield",
        "  }",
        "}",
    ]
    return "\n".join(lines) + "\n"


def test_generated_code_beyond_cpython_limits_is_a_typed_error() -> None:
    b = CodeBuilder()
    with b.block("def f():"):
        for _ in range(120):
            b.indent += 1
            b.line("if True:")
        b.line("pass")
    with pytest.raises(GeneratedCodeError, match="IndentationError"):
        compile_function(b, "f")


def test_100_nested_includes_run_interpreted(tmp_path: Path) -> None:
    src = tmp_path / "in.mlir"
    src.write_text(_nested_includes(100))
    out, err = io.StringIO(), io.StringIO()
    rc = run([str(src), "--transform-interpreter"], stdout=out, stderr=err)
    assert rc == 0, err.getvalue()
    # mlir-opt-22's diagnostics, byte for byte.
    assert err.getvalue() == (
        f"{src}:3:5: remark: hit\n"
        "    return\n"
        "    ^\n"
        f"{src}:3:5: note: see current operation: func.return\n"
    )
    if MLIR_OPT is not None:
        r = subprocess.run(
            [MLIR_OPT, str(src), "--transform-interpreter"], capture_output=True, text=True
        )
        assert (r.returncode, r.stdout, r.stderr) == (0, out.getvalue(), err.getvalue())


def test_producer_consumer_matcher_takes_placeholder_like_names() -> None:
    """A name spelled like a template placeholder is data, not a placeholder
    (it used to raise "'[\"PDLX_PRODUCER\"]' occurs 2 times")."""
    text = producer_consumer_matcher("PDLX_PRODUCER", "PDLX_CONSUMER")
    assert '%consumer ["PDLX_PRODUCER"]' in text
    assert '%producer ["PDLX_CONSUMER"]' in text
    pdlx.parse(text)  # parses and verifies
