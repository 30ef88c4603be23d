"""Every recorded mlir-opt 22 run of tests/conformance/corpus/errors and tests/conformance/corpus/generic,
replayed through pdlx-opt (see tests/conformance/corpus_cases.py): stdout, stderr and the
exit status must be byte-identical.

Runs that are known not to match yet are listed in `XFAIL` with the reason.
They are strict expected failures: when a change makes one pass, the test
fails until its entry is removed, so the list always says exactly what is
missing. Nothing is skipped silently.
"""

from __future__ import annotations

import corpus_cases as C
import pytest

XFAIL: dict[str, str] = {
    # --- registered dialects pdlx does not implement (llvm) -------------------
    "errors/attr_registered_dialect_unknown_attr.out": (
        "llvm dialect not implemented in pdlx: 'unknown attribute `bogus` in dialect `llvm`' "
        "comes from LLVMDialect::parseAttribute"
    ),
    "errors/type_registered_dialect_unknown_type.out": (
        "llvm dialect not implemented in pdlx: 'unknown LLVM type: bogus' comes from "
        "LLVMDialect::parseType"
    ),
    # --- what mlir-opt registers that pdlx cannot honestly list -----------------
    "errors/op_custom_form_unknown.out": (
        "the error line matches; its 'Available dialects: ...' note lists mlir-opt's 51 "
        "registered dialects, pdlx lists the dialects of its own registry"
    ),
    "errors/op_custom_form_unknown.noallow.out": (
        "the error line matches; its 'Available dialects: ...' note lists mlir-opt's 51 "
        "registered dialects, pdlx lists the dialects of its own registry"
    ),
    # --- test passes / options pdlx-opt does not have ---------------------------
    "errors/op_remark_custom_print.out": "--test-symbol-uses (a test pass) is not a pdlx-opt option",
    "errors/op_remark_symbol_uses.out": "--test-symbol-uses (a test pass) is not a pdlx-opt option",
    "errors/op_implicit_module_loc_pass_error.out": (
        "--test-diagnostic-filter (a test pass) is not a pdlx-opt option"
    ),
    # --- deliberate difference --------------------------------------------------
    "errors/op_nested_regions_10000.out": (
        "mlir-opt overflows its stack in the parser (exit 139, stack dump); pdlx parses "
        "10000 nested regions on purpose"
    ),
    "errors/vd_ok_remark.vd.out": (
        "--test-symbol-uses (a test pass, here under --verify-diagnostics) is not a pdlx-opt option"
    ),
}


def _params() -> list[object]:
    params = []
    for run in [*C.error_runs(), *C.generic_runs()]:
        marks = []
        reason = XFAIL.get(run.id)
        if reason is not None:
            marks.append(pytest.mark.xfail(strict=True, reason=reason))
        params.append(pytest.param(run, id=run.id, marks=marks))
    return params


_PARAMS = _params()


@pytest.mark.parametrize("run", _PARAMS)
def test_corpus_run(run: C.Run) -> None:
    ok, report = C.replay(run)
    assert ok, report


def test_xfail_entries_name_recorded_runs() -> None:
    """Every XFAIL key is a recorded run (a renamed case cannot leave a stale entry)."""
    ids = {run.id for run in [*C.error_runs(), *C.generic_runs()]}
    assert sorted(set(XFAIL) - ids) == []
