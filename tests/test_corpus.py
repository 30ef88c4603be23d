"""Every recorded mlir-opt 22 run of tests/corpus/errors and tests/corpus/generic,
replayed through pdlx-opt (see tests/corpus_cases.py): stdout, stderr and the
exit status must be byte-identical.

Runs that are known not to match yet are listed in `XFAIL` with the reason.
They are strict expected failures: when a change makes one pass, the test
fails until its entry is removed, so the list always says exactly what is
missing. Nothing is skipped silently.
"""

from __future__ import annotations

import pytest

import corpus_cases as C

_ARITH_CONSTANT = (
    "arith dialect not in pdlx yet: the diagnostic is arith.constant's ODS verifier "
    "('failed to verify that all of {value, result} have same type')"
)
_LOC_ARITH = (
    _ARITH_CONSTANT + "; the location rendering itself matches mlir-opt (checked with the same "
    "loc(...) on an op failing a structural check)"
)
_VD_MODULE = (
    "--verify-diagnostics runs print the module in custom form (`module {`), "
    "which pdlx's printer does not produce yet"
)
_VD_ARITH = "--verify-diagnostics case whose expected diagnostics come from " + _ARITH_CONSTANT

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
    # --- arith dialect (another engineer) ---------------------------------------
    **{
        f"errors/{name}.out": _LOC_ARITH
        for name in (
            "loc_alias_other_file",
            "loc_callsite_name_callee",
            "loc_callsite_names_only",
            "loc_callsite_nested",
            "loc_callsite_other_files",
            "loc_callsite_same_file",
            "loc_callsite_unknown_callee",
            "loc_fused_metadata",
            "loc_fused_names_only",
            "loc_fused_other_files",
            "loc_fused_same_file",
            "loc_fused_unknown_first",
            "loc_name_nested_name",
            "loc_name_only",
            "loc_name_other_file_child",
            "loc_name_same_file_child",
            "loc_other_file_existing",
            "loc_other_file_line0_col0",
            "loc_other_file_nonexistent",
            "loc_same_file_col0",
            "loc_same_file_col_after_eol",
            "loc_same_file_col_at_eol",
            "loc_same_file_col_past_end",
            "loc_same_file_line0_col0",
            "loc_same_file_line_after_last_newline",
            "loc_same_file_line_past_end",
            "loc_same_file_other_line",
            "loc_same_file_range",
            "loc_same_file_tab_line",
            "loc_unknown",
        )
    },
    **{
        f"errors/{name}.out": _ARITH_CONSTANT
        for name in (
            "op_arith_constant_type_mismatch",
            "op_two_verifier_errors_same_block",
            "op_two_verifier_errors_sibling_regions",
            "op_two_verifier_errors_two_funcs",
            "op_verifier_dominance_vs_op_error",
            "op_verifier_error_nested_multiline_note",
            "op_verifier_toplevel_error_hides_func_dominance",
        )
    },
    "errors/op_arith_addi_operand_count.out": (
        "arith dialect not in pdlx yet: 'arith.addi' op operand-count verifier and its "
        "overflowFlags default property in the printed op"
    ),
    "errors/op_arith_missing_property.out": (
        "arith dialect not in pdlx yet: arith.constant's \"requires attribute 'value'\""
    ),
    "errors/op_successors_on_registered_non_terminator.out": (
        "arith dialect not registered in pdlx yet: 'successors in non-terminator' is "
        "implemented for any registered op without IsTerminator, but arith.constant is unknown"
    ),
    "errors/ssa_func_no_terminator.out": (
        "arith dialect not registered in pdlx yet: 'block with no terminator' needs "
        "arith.constant to be a registered non-terminator (unregistered ops may terminate)"
    ),
    "errors/type_dialect_without_types.out": (
        "arith dialect not registered in pdlx yet: \"dialect 'arith' provides no type parsing "
        "hook\" is reported for any registered dialect without a type hook"
    ),
    "errors/split_error_line_numbers.out": "one chunk fails " + _ARITH_CONSTANT,
    "errors/split_loc_into_other_chunk.out": "one chunk fails " + _ARITH_CONSTANT,
    "errors/split_mixed.out": "one chunk fails " + _ARITH_CONSTANT,
    "generic/func_arith.generic.out": (
        "arith dialect not in pdlx yet: arith.addi prints its default property "
        "<{overflowFlags = #arith.overflow<none>}>"
    ),
    "generic/func_arith.debuginfo.out": (
        "arith dialect not in pdlx yet: arith.addi prints its default property "
        "<{overflowFlags = #arith.overflow<none>}>"
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
    "errors/op_warning_transform_foreach_match.out": (
        "needs the transform dialect's custom syntax and transform.foreach_match's verifier "
        "warning"
    ),
    # --- deliberate difference --------------------------------------------------
    "errors/op_nested_regions_10000.out": (
        "mlir-opt overflows its stack in the parser (exit 139, stack dump); pdlx parses "
        "10000 nested regions on purpose"
    ),
    # --- --verify-diagnostics (another engineer) ---------------------------------
    **{f"errors/{name}.vd.out": _VD_MODULE for name in (
        "vd_ok_remark",
        "vd_only_expected_mode_missing",
    )},  # fmt: skip
    **{f"errors/{name}.vd.out": _VD_ARITH for name in (
        "vd_literal_braces_not_regex",
        "vd_multiple_on_one_line",
        "vd_ok_above",
        "vd_ok_below",
        "vd_ok_no_space_before_at",
        "vd_ok_plus_minus",
        "vd_ok_regex",
        "vd_ok_same_line",
        "vd_ok_unknown",
        "vd_only_expected_mode",
        "vd_regex_invalid",
        "vd_regex_unterminated",
        "vd_two_designators_one_target",
        "vd_unexpected_error",
        "vd_unexpected_error_name_loc",
        "vd_unexpected_error_other_file",
        "vd_unexpected_error_unknown_loc",
        "vd_wrong_kind",
        "vd_wrong_line",
        "vd_wrong_text",
    )},  # fmt: skip
    **{f"errors/{name}.vd.out": _VD_MODULE + "; and " + _VD_ARITH for name in (
        "vd_split_all_ok",
        "vd_split_expectation_crosses_marker",
        "vd_split_mixed",
    )},  # fmt: skip
    "errors/vd_ok_warning.vd.out": (
        _VD_MODULE + "; the expected warning comes from transform.foreach_match's verifier"
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
