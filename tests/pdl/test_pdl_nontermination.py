"""PDL patterns that never stop (`a -> b` with `b -> a`; `b -> new b`) are
reported within seconds, at the patterns, by every entry point: `--apply-pdl`,
`transform.apply_pdl_patterns`, `-test-pdl-bytecode-pass` (where mlir-opt
runs forever) and the API. They ran for minutes (a million rewrites per
iteration) or forever. Each run is a subprocess with a timeout, so that a
hang fails the test."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pdlx
from pdlx.pdl import GreedyConfig, PatternSet, apply_patterns

CYCLE = """module {
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

RENEW = """  pdl.pattern @renew : benefit(1) {
    %root = pdl.operation "test.b"
    pdl.rewrite %root {
      %n = pdl.operation "test.b"
      pdl.replace %root with %n
    }
  }
"""

TIMEOUT = 60


def _pdlx_opt(tmp_path: Path, text: str, *flags: str) -> tuple[int, str]:
    src = tmp_path / "in.mlir"
    src.write_text(text)
    proc = subprocess.run(
        [sys.executable, "-m", "pdlx.cli", "--allow-unregistered-dialect", *flags, str(src)],
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
    )
    return proc.returncode, proc.stderr


def test_apply_pdl_patterns_that_undo_each_other(tmp_path: Path) -> None:
    pat = tmp_path / "cycle.mlir"
    pat.write_text(CYCLE)
    rc, err = _pdlx_opt(tmp_path, '"test.a"() : () -> ()\n', f"--apply-pdl={pat}")
    assert rc == 1
    assert err == (
        f"{pat}:2:3: error: PDL patterns do not terminate: 1000 rewrites in a row each rewrote "
        "an op the one before made or changed; pattern @a_to_b was applied 32 times in the "
        "last 64\n"
        "  pdl.pattern @a_to_b : benefit(1) {\n"
        "  ^\n"
        f"{pat}:9:3: note: pattern @b_to_a was applied 32 times\n"
        "  pdl.pattern @b_to_a : benefit(1) {\n"
        "  ^\n"
        f"{tmp_path / 'in.mlir'}:1:1: note: the last rewrite was rooted at this op\n"
        '"test.a"() : () -> ()\n'
        "^\n"
    )


def test_transform_apply_pdl_patterns_that_undo_each_other(tmp_path: Path) -> None:
    patterns = CYCLE.replace("module {\n", "").rsplit("}", 1)[0].replace("%root", "%op")
    text = f"""module attributes {{transform.with_named_sequence}} {{
  transform.named_sequence @__transform_main(%root: !transform.any_op {{transform.readonly}}) {{
    transform.with_pdl_patterns %root : !transform.any_op {{
    ^bb0(%arg0: !transform.any_op):
{patterns}
      transform.sequence %arg0 : !transform.any_op failures(propagate) {{
      ^bb1(%arg1: !transform.any_op):
        transform.apply_pdl_patterns to %arg1 : !transform.any_op
      }}
    }}
    transform.yield
  }}
  "test.a"() : () -> ()
}}
"""
    rc, err = _pdlx_opt(tmp_path, text, "--transform-interpreter")
    assert rc == 1
    lines = err.splitlines()
    assert lines[0].endswith(
        ":22:9: error: PDL patterns do not terminate: 1000 rewrites in a row each rewrote an op "
        "the one before made or changed; pattern @a_to_b was applied 32 times in the last 64"
    )
    assert "note: see the pattern" in err and "note: pattern @b_to_a was applied 32 times" in err
    assert "note: the last rewrite was rooted at this op" in err


def test_bytecode_pass_pattern_renewing_its_root(tmp_path: Path) -> None:
    """mlir-opt-22 never stops here; pdlx reports the pattern and fails."""
    text = f'module @patterns {{\n{RENEW}}}\nmodule @ir {{\n  "test.b"() : () -> ()\n}}\n'
    rc, err = _pdlx_opt(tmp_path, text, "--test-pdl-bytecode-pass")
    assert rc == 1
    assert ":2:3: error: PDL patterns do not terminate: 1000 rewrites in a row" in err
    assert "pattern @renew was applied 64 times in the last 64" in err
    assert ":11:3: note: the last rewrite was rooted at this op" in err


def test_api_patterns_renewing_their_root_with_the_default_config() -> None:
    patterns = PatternSet.parse(f"module {{\n{RENEW}}}\n", "renew.mlir")
    payload = pdlx.parse('"test.b"() : () -> ()\n')
    result = apply_patterns(payload, patterns, config=GreedyConfig(max_iterations=3))
    assert not result.converged and result.rewrites == 1000
    assert result.payload is not payload
    assert result.diagnostics[-1].message.startswith("PDL patterns do not terminate")
