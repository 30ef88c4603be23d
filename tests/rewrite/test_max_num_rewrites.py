"""`transform.apply_patterns {max_num_rewrites = N}` limits the rewrites of
each iteration of the greedy driver (MLIR's `processWorklist`), not of the
whole run, and a limit that keeps the driver from converging is the
silenceable "greedy pattern application failed" of MLIR 22's
TransformOps.cpp: for an isolated target when the iterations run out, for
another (`applyOpPatternsGreedily`, one pass) when its worklist is left
non-empty. Compared with mlir-opt-22 when it is installed (its output is
the expected text otherwise)."""

from __future__ import annotations

import io
import shutil
import subprocess
from pathlib import Path

import pytest

from pdlx.cli import run

MLIR_OPT = shutil.which("mlir-opt-22")

FOO = '  %{i} = "test.foo"() {{replace_with_new_op = "test.bar"}} : () -> i32\n'


def _script(target: str, n: int, attrs: str) -> str:
    ops = "".join(FOO.format(i=i) for i in range(n))
    vals = ", ".join(f"%{i}" for i in range(n))
    types = ", ".join(["i32"] * n)
    if target == "func.func":
        body = f"{ops}  return {vals} : {types}\n"
    else:
        body = (
            f"  %r:{n} = scf.execute_region -> ({types}) {{\n{ops}  scf.yield {vals} : {types}\n"
            f"  }}\n  return {', '.join(f'%r#{i}' for i in range(n))} : {types}\n"
        )
    return f"""func.func @f() -> ({types}) {{
{body}}}

module attributes {{transform.with_named_sequence}} {{
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {{
    %0 = transform.structured.match ops{{["{target}"]}} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %0 {{
      transform.apply_patterns.transform.test_patterns
    }} {{{attrs}}} : !transform.any_op
    transform.yield
  }}
}}
"""


FAILED = "{path}:1:1: error: greedy pattern application failed\nfunc.func @f() -> ({types}) {{\n^\n"
FAILED_REGION = (
    "{path}:2:10: error: greedy pattern application failed\n"
    "  %r:3 = scf.execute_region -> (i32, i32, i32) {{\n"
    "         ^\n"
)

CASES = [
    # 5 rewrites, 2 per iteration: converges in the 4th iteration.
    ("func.func", 5, "max_num_rewrites = 2", None),
    # 3 rewrites, 1 per iteration, 2 iterations: did not converge.
    ("func.func", 3, "max_num_rewrites = 1, max_iterations = 2", FAILED),
    # One pass stopped by the limit, work left on the worklist (the new
    # ops): a failure, not convergence, even with every op rewritten.
    ("scf.execute_region", 3, "max_num_rewrites = 3", FAILED_REGION),
    ("scf.execute_region", 3, "max_num_rewrites = 4", None),
]
FLAGS = ["--allow-unregistered-dialect", "--transform-interpreter"]


def _write(tmp_path: Path, target: str, n: int, attrs: str) -> Path:
    path = tmp_path / "in.mlir"
    path.write_text(_script(target, n, attrs))
    return path


@pytest.mark.parametrize(("target", "n", "attrs", "error"), CASES)
def test_per_iteration_limit(
    tmp_path: Path, target: str, n: int, attrs: str, error: str | None
) -> None:
    path = _write(tmp_path, target, n, attrs)
    out, err = io.StringIO(), io.StringIO()
    rc = run(["--pdlx-testing", *FLAGS, str(path)], stdout=out, stderr=err)
    if error is None:
        assert rc == 0, err.getvalue()
        assert out.getvalue().count('"test.bar"()') == n
    else:
        assert rc == 1
        assert err.getvalue() == error.format(path=path, types=", ".join(["i32"] * n))
    if MLIR_OPT is not None:
        ref = subprocess.run([MLIR_OPT, *FLAGS, str(path)], capture_output=True, text=True)
        assert (ref.returncode, ref.stdout, ref.stderr) == (rc, out.getvalue(), err.getvalue())
