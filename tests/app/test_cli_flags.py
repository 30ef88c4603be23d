"""mlir-opt's general flags in pdlx-opt (issue 13, deliverable 4) and the
printing items of deliverable 3: each run of pdlx-opt is compared with
mlir-opt-22 run with the same flags on the same file (stdout, stderr, exit
status, and the `-o` file), skipped where mlir-opt-22 is absent."""

from __future__ import annotations

import io
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pdlx.cli import UNSUPPORTED_FLAGS, FlagError, extract_passes, run, take_general_flags
from pdlx.passes import PipelineError

DATA = Path(__file__).parent / "data_cli_flags"
MLIR_OPT = shutil.which("mlir-opt-22")
needs_mlir_opt = pytest.mark.skipif(MLIR_OPT is None, reason="mlir-opt-22 is not installed")


def _pdlx(args: list[str], cwd: Path, testing: bool = False) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    old = Path.cwd()
    try:
        import os

        os.chdir(cwd)
        code = run([*args, *(["--pdlx-testing"] if testing else [])], stdout=out, stderr=err)
    finally:
        os.chdir(old)
    return code, out.getvalue(), err.getvalue()


def _mlir_opt(args: list[str], cwd: Path) -> tuple[int, str, str]:
    assert MLIR_OPT is not None
    p = subprocess.run([MLIR_OPT, *args], capture_output=True, text=True, cwd=cwd)
    # LLVM's command-line errors name the program.
    return p.returncode, p.stdout, p.stderr.replace("mlir-opt-22:", "pdlx-opt:")


def _both(tmp_path: Path, name: str, args: list[str], testing: bool = False) -> None:
    shutil.copy(DATA / name, tmp_path / name)
    want = _mlir_opt([name, *args], tmp_path)
    extra = [f for f in tmp_path.iterdir() if f.name != name]
    want_files = {f.name: f.read_text() for f in extra}
    for f in extra:
        f.unlink()
    got = _pdlx([name, *args], tmp_path, testing)
    got_files = {f.name: f.read_text() for f in tmp_path.iterdir() if f.name != name}
    assert got[0] == want[0], got[2]
    assert got[1] == want[1]
    assert got[2] == want[2]
    assert got_files == want_files


CASES: list[tuple[str, str, list[str]]] = [
    # --mlir-print-ir-*
    ("after-all", "two_funcs.mlir", ["--cse", "--mlir-print-ir-after-all"]),
    (
        "before-all-after-change",
        "two_funcs.mlir",
        [
            "--cse",
            "--canonicalize",
            "--mlir-print-ir-before-all",
            "--mlir-print-ir-after-change",
            "--mlir-print-ir-after-all",
        ],
    ),
    ("after-change-alone", "two_funcs.mlir", ["--cse", "--mlir-print-ir-after-change"]),
    ("module-scope-alone", "two_funcs.mlir", ["--mlir-print-ir-module-scope"]),
    (
        "module-scope-needs-no-threading",
        "two_funcs.mlir",
        ["--cse", "--mlir-print-ir-before-all", "--mlir-print-ir-module-scope"],
    ),
    (
        "module-scope-by-name",
        "two_funcs.mlir",
        [
            "--cse",
            "--canonicalize",
            "--mlir-print-ir-after=canonicalize",
            "-mlir-print-ir-before=cse,canonicalize",
            "--mlir-print-ir-module-scope",
            "--mlir-disable-threading",
        ],
    ),
    (
        "generic-dump",
        "two_funcs.mlir",
        ["--cse", "--mlir-print-ir-after-all", "--mlir-print-op-generic"],
    ),
    (
        "local-scope-dump",
        "two_funcs.mlir",
        [
            "--cse",
            "--mlir-print-ir-before-all",
            "--mlir-print-local-scope",
            "--mlir-print-debuginfo",
        ],
    ),
    (
        "failure-keeps-edits",
        "fails.mlir",
        ["--transform-interpreter", "--mlir-print-ir-after-failure"],
    ),
    (
        "failure-after-all",
        "fails.mlir",
        ["--transform-interpreter", "--mlir-print-ir-after-all", "--mlir-print-ir-before-all"],
    ),
    (
        "failure-verifier",
        "invalid_after.mlir",
        ["--transform-interpreter", "--mlir-print-ir-after-failure"],
    ),
    ("bad-pass-name", "two_funcs.mlir", ["--cse", "--mlir-print-ir-after=foo"]),
    ("pass-list-needs-value", "two_funcs.mlir", ["--cse", "--mlir-print-ir-before"]),
    # --verify-each
    ("verify-each-false", "invalid_after.mlir", ["--transform-interpreter", "--verify-each=false"]),
    ("verify-each-0", "two_funcs.mlir", ["--cse", "--verify-each=0"]),
    ("verify-each-bad", "two_funcs.mlir", ["--cse", "--verify-each=x"]),
    # --pass-pipeline
    ("pipeline-and-flags", "two_funcs.mlir", ["--pass-pipeline=builtin.module(cse)", "--cse"]),
    (
        "pipeline",
        "two_funcs.mlir",
        ["--pass-pipeline=builtin.module(cse,canonicalize{max-iterations=2})"],
    ),
    ("pipeline-nested", "two_funcs.mlir", ["--pass-pipeline=builtin.module(func.func(cse))"]),
    ("pipeline-any", "two_funcs.mlir", ["--pass-pipeline=any(func.func(canonicalize,cse))"]),
    ("pipeline-bad-anchor", "two_funcs.mlir", ["--pass-pipeline=func.func(cse)"]),
    (
        "pipeline-anchor-func",
        "one_func.mlir",
        ["--no-implicit-module", "--pass-pipeline=func.func(cse)"],
    ),
    ("pipeline-unwrapped", "two_funcs.mlir", ["--pass-pipeline=cse"]),
    ("pipeline-unknown-pass", "two_funcs.mlir", ["--pass-pipeline=builtin.module(cse, foo)"]),
    (
        "pipeline-unknown-nested",
        "two_funcs.mlir",
        ["--pass-pipeline=builtin.module(func.func(foo))"],
    ),
    ("pipeline-extra-paren", "two_funcs.mlir", ["--pass-pipeline=builtin.module(func.func(cse)))"]),
    ("pipeline-open-paren", "two_funcs.mlir", ["--pass-pipeline=builtin.module(func.func(cse)"]),
    (
        "pipeline-open-brace",
        "two_funcs.mlir",
        ["--pass-pipeline=builtin.module(canonicalize{max-iterations=1)"],
    ),
    (
        "pipeline-bad-option",
        "two_funcs.mlir",
        ["--pass-pipeline=builtin.module(func.func(canonicalize{foo=1}))"],
    ),
    ("pipeline-empty", "two_funcs.mlir", ["--pass-pipeline=builtin.module()"]),
    (
        "pipeline-nested-dumps",
        "two_funcs.mlir",
        [
            "--pass-pipeline=builtin.module(func.func(cse,canonicalize),cse)",
            "--mlir-disable-threading",
            "--mlir-print-ir-before-all",
            "--mlir-print-ir-after-change",
            "--mlir-print-ir-after-all",
        ],
    ),
    (
        "pipeline-nested-module-scope",
        "nested_modules.mlir",
        [
            "--pass-pipeline=builtin.module(builtin.module(func.func(cse)))",
            "--mlir-disable-threading",
            "--mlir-print-ir-after-all",
            "--mlir-print-ir-module-scope",
        ],
    ),
    (
        "pipeline-nested-any",
        "nested_modules.mlir",
        [
            "--pass-pipeline=builtin.module(any(cse))",
            "--mlir-disable-threading",
            "--mlir-print-ir-after-all",
            "--mlir-print-op-generic",
        ],
    ),
    ("flag-bad-option", "two_funcs.mlir", ["--canonicalize=foo=1"]),
    # --no-implicit-module
    ("no-implicit-two-ops", "two_funcs.mlir", ["--no-implicit-module"]),
    ("no-implicit-one-op", "one_func.mlir", ["--no-implicit-module", "--cse"]),
    (
        "no-implicit-generic",
        "one_func.mlir",
        ["--no-implicit-module=true", "--mlir-print-op-generic"],
    ),
    ("no-implicit-false", "two_funcs.mlir", ["--no-implicit-module=false"]),
    # printing flags
    ("skip-regions", "two_funcs.mlir", ["--mlir-print-skip-regions"]),
    (
        "skip-regions-transform",
        "print_remarks.mlir",
        ["--transform-interpreter", "--mlir-print-skip-regions"],
    ),
    (
        "skip-regions-generic",
        "print_remarks.mlir",
        ["--transform-interpreter", "--mlir-print-skip-regions", "--mlir-print-op-generic"],
    ),
    (
        "assume-verified",
        "invalid_after.mlir",
        ["--transform-interpreter", "--mlir-print-assume-verified"],
    ),
    (
        "elide",
        "elements.mlir",
        ["--allow-unregistered-dialect", "--mlir-elide-elementsattrs-if-larger=2"],
    ),
    (
        "elide-0-generic",
        "elements.mlir",
        [
            "--allow-unregistered-dialect",
            "--mlir-elide-elementsattrs-if-larger=0",
            "--mlir-print-op-generic",
        ],
    ),
    (
        "elide-local-scope",
        "elements.mlir",
        [
            "--allow-unregistered-dialect",
            "--mlir-elide-elementsattrs-if-larger=3",
            "--mlir-print-local-scope",
        ],
    ),
    ("elide-bad", "elements.mlir", ["--mlir-elide-elementsattrs-if-larger=x"]),
    ("elide-no-value", "elements.mlir", ["--mlir-elide-elementsattrs-if-larger"]),
    ("nameloc", "namelocs.mlir", ["--allow-unregistered-dialect", "--mlir-use-nameloc-as-prefix"]),
    (
        "nameloc-generic",
        "namelocs.mlir",
        ["--allow-unregistered-dialect", "--mlir-use-nameloc-as-prefix", "--mlir-print-op-generic"],
    ),
    (
        "nameloc-unique",
        "namelocs.mlir",
        [
            "--allow-unregistered-dialect",
            "--mlir-use-nameloc-as-prefix",
            "--mlir-print-unique-ssa-ids",
        ],
    ),
    (
        "unique-ids",
        "regions_locs.mlir",
        ["--allow-unregistered-dialect", "--mlir-print-unique-ssa-ids"],
    ),
    (
        "unique-ids-blocks",
        "namelocs.mlir",
        ["--allow-unregistered-dialect", "--mlir-print-unique-ssa-ids"],
    ),
    (
        "unique-ids-transform",
        "print_remarks.mlir",
        ["--transform-interpreter", "--mlir-print-unique-ssa-ids"],
    ),
    (
        "value-users",
        "regions_locs.mlir",
        ["--allow-unregistered-dialect", "--mlir-print-value-users"],
    ),
    (
        "value-users-generic",
        "regions_locs.mlir",
        ["--allow-unregistered-dialect", "--mlir-print-value-users", "--mlir-print-op-generic"],
    ),
    (
        "value-users-blocks",
        "namelocs.mlir",
        [
            "--allow-unregistered-dialect",
            "--mlir-print-value-users",
            "--mlir-use-nameloc-as-prefix",
        ],
    ),
    (
        "value-users-dump",
        "two_funcs.mlir",
        ["--cse", "--mlir-print-ir-after-all", "--mlir-print-value-users"],
    ),
    (
        "pretty",
        "regions_locs.mlir",
        ["--allow-unregistered-dialect", "--mlir-print-debuginfo", "--mlir-pretty-debuginfo"],
    ),
    (
        "pretty-generic",
        "namelocs.mlir",
        [
            "--allow-unregistered-dialect",
            "--mlir-print-debuginfo",
            "--mlir-pretty-debuginfo",
            "--mlir-print-op-generic",
        ],
    ),
    (
        "pretty-alone",
        "regions_locs.mlir",
        ["--allow-unregistered-dialect", "--mlir-pretty-debuginfo"],
    ),
    ("pretty-note", "callsite_locs.mlir", ["--mlir-print-debuginfo", "--mlir-pretty-debuginfo"]),
    ("debuginfo-note", "callsite_locs.mlir", ["--mlir-print-debuginfo"]),
    (
        "debuginfo-transform",
        "print_remarks.mlir",
        ["--transform-interpreter", "--mlir-print-debuginfo"],
    ),
    (
        "pretty-transform",
        "print_remarks.mlir",
        ["--transform-interpreter", "--mlir-print-debuginfo", "--mlir-pretty-debuginfo"],
    ),
    (
        "value-users-transform",
        "print_remarks.mlir",
        ["--transform-interpreter", "--mlir-print-value-users"],
    ),
    # diagnostics
    (
        "op-on-diagnostic-false",
        "print_remarks.mlir",
        ["--transform-interpreter", "--mlir-print-op-on-diagnostic=false"],
    ),
    (
        "op-on-diagnostic-false-error",
        "invalid_after.mlir",
        ["--transform-interpreter", "--mlir-print-op-on-diagnostic=0"],
    ),
    (
        "verbosity-errors",
        "print_remarks.mlir",
        ["--transform-interpreter", "--mlir-diagnostic-verbosity-level=errors"],
    ),
    (
        "verbosity-warnings",
        "fails.mlir",
        ["--transform-interpreter", "--mlir-diagnostic-verbosity-level=warnings"],
    ),
    (
        "verbosity-verify",
        "remark_expected.mlir",
        [
            "--transform-interpreter",
            "--verify-diagnostics",
            "--mlir-diagnostic-verbosity-level=errors",
        ],
    ),
    ("verbosity-bad", "two_funcs.mlir", ["--mlir-diagnostic-verbosity-level=foo"]),
    ("verbosity-no-value", "two_funcs.mlir", ["--mlir-diagnostic-verbosity-level"]),
    (
        "no-notes-no-threading",
        "print_remarks.mlir",
        ["--transform-interpreter", "--mlir-disable-diagnostic-notes", "--mlir-disable-threading"],
    ),
    # --mlir-pass-statistics
    ("statistics", "two_funcs.mlir", ["--cse", "--mlir-pass-statistics"]),
    ("statistics-no-pass", "two_funcs.mlir", ["--mlir-pass-statistics"]),
    (
        "statistics-pipeline",
        "invalid_after.mlir",
        [
            "--transform-interpreter",
            "--mlir-pass-statistics",
            "--mlir-pass-statistics-display=pipeline",
        ],
    ),
    ("timing-display-alone", "two_funcs.mlir", ["--mlir-timing-display=list"]),
    ("timing-format-text", "two_funcs.mlir", ["--mlir-output-format=text"]),
    ("timing-format-bad", "two_funcs.mlir", ["--mlir-output-format=xml"]),
    # deliverable 3: transform.print and remarks follow --mlir-print-op-generic
    ("print-generic", "print_remarks.mlir", ["--transform-interpreter", "--mlir-print-op-generic"]),
    ("issue-example", "issue_example.mlir", ["--transform-interpreter", "--mlir-print-op-generic"]),
    ("print-custom", "print_remarks.mlir", ["--transform-interpreter"]),
    ("print-to-stdout-with-o", "print_remarks.mlir", ["--transform-interpreter", "-o", "out.mlir"]),
    # transform.print {assume_verified} on IR that does not verify
    ("print-assume-verified", "invalid_after.mlir", ["--transform-interpreter"]),
]


@needs_mlir_opt
@pytest.mark.parametrize(("name", "args"), [(c[1], c[2]) for c in CASES], ids=[c[0] for c in CASES])
def test_same_as_mlir_opt(tmp_path: Path, name: str, args: list[str]) -> None:
    _both(tmp_path, name, args)


CHECK_USES = [[], ["--mlir-print-op-generic"], ["--mlir-print-op-on-diagnostic=false"]]


@needs_mlir_opt
@pytest.mark.parametrize("args", CHECK_USES, ids=["custom", "generic", "no-op"])
def test_check_uses_warning_has_the_current_operation_note(tmp_path: Path, args: list[str]) -> None:
    """--transform-dialect-check-uses warnings: mlir-opt's `emitWarning`
    note (custom form, generic under --mlir-print-op-generic)."""
    _both(tmp_path, "check_uses.mlir", ["--transform-dialect-check-uses", *args], testing=True)


def test_check_uses_note_without_mlir_opt(tmp_path: Path) -> None:
    shutil.copy(DATA / "check_uses.mlir", tmp_path / "cu.mlir")
    _, _, err = _pdlx(["cu.mlir", "--transform-dialect-check-uses"], tmp_path, testing=True)
    assert "warning: operand #0 may be used after free\n" in err
    assert "note: see current operation: \ntransform.sequence %0" in err


def test_issue_example_without_mlir_opt(tmp_path: Path) -> None:
    """The issue's example: numbered from the top-level op in generic form."""
    shutil.copy(DATA / "issue_example.mlir", tmp_path / "p.mlir")
    code, out, _ = _pdlx(["p.mlir", "--transform-interpreter", "--mlir-print-op-generic"], tmp_path)
    assert code == 0
    assert out.startswith(
        "[[[ IR printer: ]]]\n"
        '%1 = "arith.addi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> '
        ": (i32, i32) -> i32\n"
    )


def test_json_timing_is_refused(tmp_path: Path) -> None:
    shutil.copy(DATA / "one_func.mlir", tmp_path / "f.mlir")
    got = _pdlx(["f.mlir", "--mlir-timing", "--mlir-output-format=json"], tmp_path)
    assert got == (1, "", "pdlx-opt: --mlir-output-format=json is not supported by pdlx\n")


@pytest.mark.parametrize("flag", sorted(UNSUPPORTED_FLAGS))
def test_unsupported_flags_are_refused_by_name(tmp_path: Path, flag: str) -> None:
    shutil.copy(DATA / "one_func.mlir", tmp_path / "f.mlir")
    code, out, err = _pdlx(["f.mlir", f"--{flag}=1"], tmp_path)
    assert (code, out) == (1, "")
    assert err == f"pdlx-opt: --{flag} is not supported by pdlx\n"


@needs_mlir_opt
def test_list_passes_lines_match_mlir_opt(tmp_path: Path) -> None:
    """Each pass pdlx shares with mlir-opt is listed on the same line; pdlx
    lists its option names without descriptions."""
    code, out, _ = _pdlx(["--list-passes"], tmp_path)
    want = _mlir_opt(["--list-passes"], tmp_path)[1].splitlines()
    assert code == 0 and out.startswith("Passes:\n")
    lines = [ln for ln in out.splitlines() if ln.startswith("  --")]
    own = ("  --apply-pdl ", "  --pdlx-apply-patterns ")  # pdlx's own passes
    shared = [ln for ln in lines if not ln.startswith(own)]
    assert len(shared) == len(lines) - len(own) >= 9
    for ln in shared:
        assert ln in want


@needs_mlir_opt
def test_show_dialects_format_matches_mlir_opt(tmp_path: Path) -> None:
    # A process of its own: other tests register dialects of their own in
    # this process's default context.
    p = subprocess.run(
        [sys.executable, "-m", "pdlx.cli", "--show-dialects"], capture_output=True, text=True
    )
    code, out = p.returncode, p.stdout
    want = _mlir_opt(["--show-dialects"], tmp_path)[1]
    prefix = "Available Dialects: "
    assert code == 0 and out.startswith(prefix) and out.endswith("\n")
    names = out[len(prefix) :].strip().split(",")
    assert names == sorted(names) and "transform" in names and "test" not in names
    assert set(names) <= set(want[len(prefix) :].strip().split(","))
    assert "test" in _pdlx(["--show-dialects"], tmp_path, testing=True)[1].split(",")


@needs_mlir_opt
@pytest.mark.parametrize("display", ["list", "tree"])
def test_timing_display_layout_matches_mlir_opt(tmp_path: Path, display: str) -> None:
    """Times differ: the layout (rule lines, headings, `root` row first in
    list mode, Rest and Total last, rows by decreasing time) is the same."""
    shutil.copy(DATA / "two_funcs.mlir", tmp_path / "f.mlir")
    args = ["f.mlir", "--cse", "--mlir-timing", f"--mlir-timing-display={display}", "-o", "o"]
    want = _mlir_opt(args, tmp_path)[2].splitlines()
    code, _, err = _pdlx(args, tmp_path)
    got = err.splitlines()
    assert code == 0
    row = re.compile(r"^ {2,4}\d+\.\d{4} \( *\d+\.\d%\)  (\S.*)$")
    assert [re.sub(r"\d", "0", x) for x in got[:6]] == [re.sub(r"\d", "0", x) for x in want[:6]]
    names = [m.group(1) for m in map(row.match, got[6:]) if m]
    want_names = [m.group(1) for m in map(row.match, want[6:]) if m]
    assert len(names) == len(got) - 6
    assert names[-2:] == want_names[-2:] == ["Rest", "Total"]
    assert (names[0] == "root") == (want_names[0] == "root") == (display == "list")
    if display == "list":
        secs = [float(x.split()[0]) for x in got[7:-2]]
        assert secs == sorted(secs, reverse=True)


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="(){},= \t.acesmfunodbl-x1", max_size=40))
def test_any_pipeline_text_is_a_pipeline_or_a_pipeline_error(text: str) -> None:
    """--pass-pipeline never fails with anything but a diagnostic."""
    try:
        extract_passes([f"--pass-pipeline={text}"])
    except PipelineError as e:
        assert str(e)


@settings(max_examples=200, deadline=None)
@given(
    st.lists(
        st.sampled_from(
            [
                "--verify-each",
                "--mlir-print-ir-after",
                "--mlir-elide-elementsattrs-if-larger",
                "--mlir-diagnostic-verbosity-level",
                "--mlir-print-ir-before",
                "-no-implicit-module",
                "--mlir-timing-display",
                "--mlir-output-format",
                "--mlir-print-op-on-diagnostic",
            ]
        ).flatmap(
            lambda f: st.sampled_from(
                [f, f + "=", f + "=x", f + "=1", f + "=false", f + "=cse,", f + "=list"]
            )
        ),
        max_size=4,
    )
)
def test_any_general_flag_value_is_taken_or_refused(args: list[str]) -> None:
    """A general flag with any value is taken or refused with a message."""
    try:
        take_general_flags(args)
    except FlagError as e:
        assert str(e)
