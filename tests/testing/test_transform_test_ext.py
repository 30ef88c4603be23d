"""MLIR's test extension of the transform dialect (`pdlx.testing.transform_ext`).

The upstream Dialect/Transform tests (tests/conformance/test_upstream.py) run these ops
at scale; the cases here pin what those files leave implicit, each checked
against mlir-opt-22 when it is installed:

* `tests/conformance/corpus/transform_test_ext/syntax.mlir` uses every op and type in
  custom form; pdlx must print it, custom and generic, exactly as mlir-opt-22
  did (`syntax.out`, `syntax.generic.out`).
* every other `.mlir` there is a `--verify-diagnostics` case (its flags on
  the first line, `// FLAGS: ...`) that pdlx must pass, printing what
  mlir-opt-22 printed (`NAME.out`).

`python tests/testing/test_transform_test_ext.py --regen` re-records the outputs
with mlir-opt-22.
"""

from __future__ import annotations

import io
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from pdlx.cli import run
from pdlx.ir.context import Context
from pdlx.registration import load_all as load_core
from pdlx.testing import register_test_extensions, transform_ext

# Computed here, not from data_paths: this file also runs as a script (--regen).
CORPUS = Path(__file__).resolve().parents[1] / "conformance" / "corpus" / "transform_test_ext"
MLIR_OPT = shutil.which("mlir-opt-22")
SYNTAX = CORPUS / "syntax.mlir"
CASES = sorted(p for p in CORPUS.glob("*.mlir") if p != SYNTAX)


def _flags(case: Path) -> list[str]:
    first = case.read_text().splitlines()[0]
    assert first.startswith("// FLAGS:"), f"{case.name}: first line must be `// FLAGS: ...`"
    return first.removeprefix("// FLAGS:").split()


def _pdlx(path: Path, flags: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    rc = run([str(path), "--pdlx-testing", *flags], stdout=out, stderr=err)
    return rc, out.getvalue(), err.getvalue()


def _mlir_opt(path: Path, flags: list[str]) -> tuple[int, str, str]:
    assert MLIR_OPT is not None
    p = subprocess.run([MLIR_OPT, str(path), *flags], capture_output=True, text=True)
    return p.returncode, p.stdout, p.stderr


def _recorded(case: Path, flags: list[str]) -> Path:
    suffix = ".generic.out" if "--mlir-print-op-generic" in flags and case == SYNTAX else ".out"
    return case.with_suffix(suffix)


# ---------------------------------------------------------------------------
# Registration


def _testing_context() -> Context:
    ctx = Context()
    load_core(ctx)
    register_test_extensions(ctx)
    return ctx


def test_registered_only_in_a_testing_context() -> None:
    """Production contexts never see test ops; a testing context has them all."""
    ctx = _testing_context()
    names = [make().name for make in transform_ext.OP_FACTORIES]
    assert len(names) == len(set(names)) == 40
    for name in names:
        assert ctx.op(name) is not None, name
        assert Context.default().op(name) is None, name
    for cls in transform_ext.TYPE_CLASSES:
        assert ctx.dialect("transform").types.get(cls.mnemonic) is cls  # type: ignore[attr-defined]


def test_removed_ops_stay_unknown() -> None:
    """Ops MLIR 22 dropped from its test extension are not registered."""
    ctx = _testing_context()
    for name in (
        "transform.test_print_remark_at_operand",
        "transform.test_print_param",
        "transform.test_print_number_of_associated_payload_ir_ops",
        "transform.test_produce_integer_param_with_type",
    ):
        assert ctx.op(name) is None


def test_activated_context_is_the_default() -> None:
    """Code without a context at hand (effects, interpreter lookups) sees the
    test ops while a testing context is active, and only then."""
    ctx = _testing_context()
    assert Context.default().op("transform.test_consume_operand") is None
    with ctx.activate():
        assert Context.default() is ctx
        assert Context.default().op("transform.test_consume_operand") is not None
    assert Context.default() is not ctx


# ---------------------------------------------------------------------------
# Syntax and diagnostics, against mlir-opt-22's recorded behaviour


@pytest.mark.parametrize("flags", [[], ["--mlir-print-op-generic"]], ids=["custom", "generic"])
def test_syntax_matches_mlir_opt(flags: list[str]) -> None:
    rc, out, err = _pdlx(SYNTAX, flags)
    assert rc == 0, err
    assert out == _recorded(SYNTAX, flags).read_text()


@pytest.mark.parametrize("case", CASES, ids=[c.stem for c in CASES])
def test_case(case: Path) -> None:
    transform_ext._multi_results_count[0] = 0  # upstream's function-local static
    flags = _flags(case)
    rc, out, err = _pdlx(case, flags)
    assert rc == 0, err
    assert out == _recorded(case, flags).read_text()


@pytest.mark.skipif(MLIR_OPT is None, reason="mlir-opt-22 is not installed")
@pytest.mark.parametrize("case", [SYNTAX, *CASES], ids=["syntax", *(c.stem for c in CASES)])
def test_recordings_are_current(case: Path) -> None:
    """mlir-opt-22 still passes each case and prints the recorded output."""
    runs = [[], ["--mlir-print-op-generic"]] if case == SYNTAX else [_flags(case)]
    for flags in runs:
        rc, out, err = _mlir_opt(case, flags)
        assert rc == 0, err
        assert out == _recorded(case, flags).read_text()


# ---------------------------------------------------------------------------
# Semantics details not visible in diagnostics


def test_default_result_names_follow_ods() -> None:
    """Ops with several result definitions name their results after them
    (ODS's generated getAsmResultNames); one definition gives none."""
    rc, out, err = _pdlx(SYNTAX, [])
    assert rc == 0, err
    assert "%a, %b, %c = transform.test_wrong_number_of_results" in out
    assert "%out, %param = transform.test_produce_transform_param_or_forward_operand" in out
    assert re.search(r"%\d+ = transform.test_copy_payload", out)


def test_wrong_number_of_multi_results_counts_per_process(tmp_path: Path) -> None:
    """Like upstream's `static int count`, only the first application in the
    process produces a result."""
    case = tmp_path / "multi.mlir"
    case.write_text(
        """
func.func @f() {
  "test.a"() : () -> ()
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %0 = transform.structured.match ops{["test.a"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %1 = transform.test_wrong_number_of_multi_results %0 : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
"""
    )
    transform_ext._multi_results_count[0] = 0
    rc, _, err = _pdlx(case, ["--transform-interpreter"])
    assert rc == 0, err
    rc, _, err = _pdlx(case, ["--transform-interpreter"])
    assert rc != 0
    assert "expected to produce 1 results (actually produced 0)" in err


# ---------------------------------------------------------------------------


def _regen() -> None:
    """Re-record every expected output with mlir-opt-22."""
    assert MLIR_OPT is not None, "mlir-opt-22 is needed to re-record"
    for flags in ([], ["--mlir-print-op-generic"]):
        rc, out, err = _mlir_opt(SYNTAX, flags)
        assert rc == 0, err
        _recorded(SYNTAX, flags).write_text(out)
    for case in CASES:
        flags = _flags(case)
        rc, out, err = _mlir_opt(case, flags)
        assert rc == 0, f"{case.name}: {err}"
        _recorded(case, flags).write_text(out)


if __name__ == "__main__" and "--regen" in sys.argv:
    _regen()
