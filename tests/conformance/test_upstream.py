"""Upstream MLIR tests and pdlx's own lit tests, run by their RUN lines.

Which upstream files are valid for MLIR 22 at all is in
tests/conformance/upstream/BASELINE.md (mlir-opt 22 itself passes 23 of 42 files); the
others come from other MLIR revisions and are expected to fail for the
reason given here. Targets that do not pass yet are listed with what they
need. Both lists are strict: a file that starts passing must be removed
from them.
"""

from __future__ import annotations

import lit
import pytest

# Files mlir-opt 22 itself fails: not targets (BASELINE.md, "usable: no").
NOT_MLIR_22 = {
    "mlir/test/Conversion/PDLToPDLInterp/invalid.mlir": "newer/unmerged revision: `pdl.pattern ... nonmaterializable` is not MLIR 22 syntax",
    "mlir/test/Dialect/Transform/multi-arg-top-level-params.mlir": "older revision: removed `transform.test_print_param` and `test-transform-dialect-interpreter`",
    "mlir/test/Dialect/Transform/normal-forms.mlir": "newer revision: `!transform.normalized_op` does not exist in MLIR 22",
    "mlir/test/Dialect/Transform/preload-library-invalid.mlir": "its library input is an older revision using the removed `transform.test_print_remark_at_operand`",
    "mlir/test/Dialect/Transform/selective-targeting.mlir": "older revision: `-test-transform-dialect-interpreter` no longer exists",
    "mlir/test/Dialect/Transform/test-pattern-application.mlir": "older revision: legacy pass flag and top-level `transform.sequence`",
    "mlir/test/Dialect/Transform/test-pdl-extension.mlir": "older revision: legacy pass flag and `!pdl.operation` handles",
    "mlir/test/Examples/transform/Ch1/invalidation-1.mlir": "older revision: `linalg.elemwise_binary` (removed before 22) and a removed pass",
    "mlir/test/Examples/transform/Ch1/invalidation-2.mlir": "older revision: `linalg.elemwise_binary` was removed before MLIR 22",
    "mlir/test/Examples/transform/Ch1/sequence.mlir": "older revision: `linalg.elemwise_binary` was removed before MLIR 22",
    "mlir/test/Examples/transform/Ch2/invalid.mlir": "needs the tutorial binary transform-opt-ch2 and a removed pass",
    "mlir/test/Examples/transform/Ch2/ops.mlir": "needs the tutorial binary transform-opt-ch2 and a removed pass",
    "mlir/test/Examples/transform/Ch2/sequence.mlir": "needs transform-opt-ch2; uses removed ops",
    "mlir/test/Examples/transform/Ch3/invalid.mlir": "needs the tutorial binary transform-opt-ch3 (pdlx's own Ch3 extension is tested in tests/conformance/lit)",
    "mlir/test/Examples/transform/Ch3/ops.mlir": "needs the tutorial binary transform-opt-ch3 (pdlx's own Ch3 extension is tested in tests/conformance/lit)",
    "mlir/test/Examples/transform/Ch3/sequence.mlir": "needs transform-opt-ch2; uses removed ops",
    "mlir/test/Examples/transform/Ch4/features.mlir": "needs transform-opt-ch4; uses the removed `transform.test_print_remark_at_operand`",
    "mlir/test/Examples/transform/Ch4/multiple.mlir": "needs transform-opt-ch4; `linalg.elemwise_binary` was removed (pdlx's rewrite onto test ops is in tests/conformance/lit)",
    "mlir/test/Examples/transform/Ch4/sequence.mlir": "needs transform-opt-ch4; `linalg.elemwise_binary` was removed (pdlx's rewrite onto test ops is in tests/conformance/lit)",
}

# Targets (mlir-opt 22 passes them) that pdlx does not pass yet, and why.
NOT_YET: dict[str, str] = {}

# RUN lines that fail only under the PyPI `filecheck` fallback (no LLVM
# FileCheck installed): its known false failures, BASELINE.md.
PYPI_FILECHECK_FALSE = {
    "mlir/test/Rewrite/pdl-bytecode.mlir::RUN1": (
        "PyPI filecheck 1.0.6 bug: `CHECK-NOT: X` directly followed by `CHECK: X` "
        "(lines 66, 137, 172); LLVM's FileCheck passes it (apt-get install llvm-22-tools)"
    ),
}


def _cases() -> list[object]:
    out: list[object] = []
    for f in lit.upstream_files() + lit.own_files():
        for rl in lit.run_lines(f):
            marks = []
            key = rl.id.rsplit("::", 1)[0]
            if key in NOT_MLIR_22:
                marks.append(
                    pytest.mark.xfail(
                        strict=True, reason="not an MLIR 22 target: " + NOT_MLIR_22[key]
                    )
                )
            elif rl.id in NOT_YET:
                marks.append(pytest.mark.xfail(strict=True, reason=NOT_YET[rl.id]))
            elif rl.id in PYPI_FILECHECK_FALSE and not lit.filecheck()[1]:
                marks.append(pytest.mark.xfail(strict=True, reason=PYPI_FILECHECK_FALSE[rl.id]))
            out.append(pytest.param(rl, id=rl.id, marks=marks))
    return out


@pytest.mark.parametrize("run_line", _cases())
def test_run_line(run_line: lit.RunLine) -> None:
    rc, report = lit.execute(run_line)
    assert rc == 0, report
