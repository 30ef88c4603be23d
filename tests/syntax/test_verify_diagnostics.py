"""`--split-input-file` and `--verify-diagnostics`, beyond the corpus replay.

Expected texts below were checked against mlir-opt-22 (MLIR 22.1.8); see
tests/conformance/corpus/errors/NOTES.md section 4.
"""

from __future__ import annotations

import io
import os
import re
from pathlib import Path

import pytest

from pdlx.cli import run
from pdlx.ir.diagnostics import Diagnostic, Severity, SourceManager
from pdlx.ir.location import (
    CallSiteLoc,
    FileLineColLoc,
    NameLoc,
    Source,
    SourceLoc,
    UnknownLoc,
)
from pdlx.split import split_input
from pdlx.syntax.verify_diagnostics import (
    DiagnosticVerifier,
    ExpectedDiag,
    Level,
    PrintingHandler,
    RegexError,
    compile_ere,
    llvm_regex_escape,
    parse_expectations,
    print_message,
    xxh3_64bits,
)

# ----------------------------------------------------------------------
# Helpers
# ----------------------------------------------------------------------


def file_loc(name: str, line: int, col: int) -> FileLineColLoc:
    """A `loc("name":line:col)` as the parser builds it."""
    from pdlx.syntax.parser import Parser

    text = f'"foo.op"() : () -> () loc("{name}":{line}:{col})\n'
    snap = Parser(text, "t.mlir", allow_unregistered=True).parse_module()
    for op in snap.walk(snap.root):
        if snap.ops[op].name == "foo.op":
            loc = snap.ops[op].loc
            assert isinstance(loc, FileLineColLoc)
            return loc
    raise AssertionError("no op")


def loc_in(src: Source, line: int, col: int) -> SourceLoc:
    return SourceLoc(src, src.line_starts()[line - 1] + col - 1)


def verifier(
    text: str, level: str = Level.ALL, name: str = "t.mlir"
) -> tuple[DiagnosticVerifier, io.StringIO, Source]:
    src = Source(name, text)
    err = io.StringIO()
    return DiagnosticVerifier(src, err, level, SourceManager([src], read_disk=False)), err, src


def expectations(text: str) -> tuple[list[ExpectedDiag], list[ExpectedDiag], list[str]]:
    errors: list[str] = []
    found, unknown, _ = parse_expectations("t.mlir", text.encode(), errors.append)
    return found, unknown, errors


def cli(tmp_path: Path, text: str, *flags: str) -> tuple[int, str, str]:
    (tmp_path / "in.mlir").write_text(text)
    out, err = io.StringIO(), io.StringIO()
    cwd = os.getcwd()
    os.chdir(tmp_path)
    try:
        rc = run([*flags, "in.mlir"], stdout=out, stderr=err)
    finally:
        os.chdir(cwd)
    return rc, out.getvalue(), err.getvalue()


# ----------------------------------------------------------------------
# llvm::Regex (POSIX ERE) compatibility
# ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("pattern", "message"),
    [
        ("a{256}", "invalid repetition count(s)"),
        ("a{2,1}", "invalid repetition count(s)"),
        ("a{1,2x}", "invalid repetition count(s)"),
        ("a{1", "braces not balanced"),
        ("*", "repetition-operator operand invalid"),
        ("a**", "repetition-operator operand invalid"),
        ("a*?", "repetition-operator operand invalid"),
        ("^*", "repetition-operator operand invalid"),
        ("{1}", "repetition-operator operand invalid"),
        ("(?:a)", "repetition-operator operand invalid"),
        ("a{0}", "empty (sub)expression"),
        ("(|a)", "empty (sub)expression"),
        ("a||b", "empty (sub)expression"),
        ("", "empty (sub)expression"),
        ("[z-a]", "invalid character range"),
        ("[a-b-c]", "invalid character range"),
        ("[[:foo:]]", "invalid character class"),
        ("[[.foo.]]", "invalid collating element"),
        ("\\", "trailing backslash (\\)"),
        ("\\1", "invalid backreference number"),
        ("(a\\1)", "invalid backreference number"),
        ("[a", "brackets ([ ]) not balanced"),
        ("(", "parentheses not balanced"),
        ("a)", "parentheses not balanced"),
        ("(a", "parentheses not balanced"),
    ],
)
def test_ere_errors(pattern: str, message: str) -> None:
    with pytest.raises(RegexError) as e:
        compile_ere(pattern)
    assert str(e.value) == message


@pytest.mark.parametrize(
    ("pattern", "text", "matches"),
    [
        ("\\d", "d", True),  # an escaped letter is the letter
        ("\\d", "1", False),
        ("\\w", "w", True),
        ("\\.", ".", True),
        ("\\.", "x", False),
        ("a{,2}", "a{,2}", True),  # `{` without a digit is literal
        ("x{", "x{", True),
        ("a{2}", "aa", True),
        ("a{2}", "ab", False),
        ("ba{0}c", "bc", True),
        ("[\\n]", "\\", True),  # backslash is literal in brackets
        ("[\\n]", "n", True),
        ("[]a]", "]", True),
        ("[^]a]", "]", False),
        ("[^]a]", "b", True),
        ("[a-]", "-", True),
        ("[[:digit:]]+x", "12x", True),
        ("[[:alpha:]]", "1", False),
        ("[[=a=]]", "a", True),
        ("[[.hyphen.]]", "-", True),
        ("[[:<:]]foo", "a foo", True),
        ("[[:<:]]foo", "afoo", False),
        ("foo[[:>:]]", "foo bar", True),
        ("foo[[:>:]]", "foobar", False),
        ("a.b", "a\nb", True),  # `.` matches a newline
        ("a$", "a\n", False),  # `$` only at the very end
        ("a$", "xa", True),
        ("^b", "ab", False),
        ("(a|b)c\\1", "bcb", True),
        ("(a|b)c\\1", "bca", False),
        ("()", "anything", True),
        ("é", "café", True),
        ("caf.", "café", True),  # `.` is one byte: the first byte of é
        ("caf.$", "café", False),
    ],
)
def test_ere_semantics(pattern: str, text: str, matches: bool) -> None:
    assert (compile_ere(pattern).search(text.encode()) is not None) is matches


def test_regex_escape() -> None:
    assert (
        llvm_regex_escape(b"a.b(c)[d]{e}^$|*+?\\")
        == b"a\\.b\\(c\\)\\[d\\]\\{e\\}\\^\\$\\|\\*\\+\\?\\\\"
    )
    assert llvm_regex_escape(b"x\0y") == b"x\\\0y"


# ----------------------------------------------------------------------
# Designators
# ----------------------------------------------------------------------


def test_designator_forms() -> None:
    text = (
        "// FLAGS\n"  # 1
        "op // expected-error {{same line}}\n"  # 2
        "// expected-warning @above {{above}}\n"  # 3 -> 1: line 2 holds a designator
        "// expected-remark @below {{below}}\n"  # 4 -> 6
        "// expected-note@below{{below too}}\n"  # 5 -> 6
        "target\n"  # 6
        "// expected-error @+2 {{plus}}\n"  # 7 -> 9
        "// expected-error @-7 {{minus}}   \t\n"  # 8 -> 1, trailing blanks stripped
        "// expected-error-re @unknown {{u{{.*}}}}\n"  # 9
        "// expected-error @+010 {{octal}}\n"  # 10 -> 18
        "// expected-error @+09 {{bad number: last offset}}\n"  # 11 -> 19
        "// expected-bogus {{no}}\n"  # 12: not a designator
        "// expected-error @bogus {{no}}\n"  # 13: not a designator
        "// expected-error {{a}} expected-error {{b}}\n"  # 14
        "// expected-error @below {{dangling}}\n"  # 15 -> 16 (the empty last line)
    )
    found, unknown, errors = expectations(text)
    assert errors == []
    got = [(e.severity.value, e.line, e.text) for e in found]
    assert got == [
        ("error", 2, "same line"),
        ("warning", 1, "above"),
        ("remark", 6, "below"),
        ("note", 6, "below too"),
        ("error", 9, "plus"),
        ("error", 1, "minus"),
        ("error", 18, "octal"),
        ("error", 19, "bad number: last offset"),
        ("error", 14, "a}} expected-error {{b"),
        ("error", 16, "dangling"),
    ]
    assert [(e.text, e.offset) for e in unknown] == [("u{{.*}}", None)]
    # `expected-` column, in bytes.
    assert found[0].offset == text.index("expected-error {{same")


def test_designator_offset_wraps_unsigned() -> None:
    found, _, _ = expectations("// expected-error @-5 {{x}}\n")
    assert found[0].line == (1 - 5) % (1 << 32)


def test_designator_overflowing_offset_without_previous_is_zero() -> None:
    found, _, _ = expectations("\n// expected-error @+99999999999 {{x}}\n")
    assert found[0].line == 2


def test_regex_designator_errors() -> None:
    text = (
        "// expected-error-re {{a{{[}}b}}\n"
        "// expected-error-re {{a{{b}}\n"
        "// expected-error-re {{}}\n"  # empty: no error, never matches
    )
    found, _, errors = expectations(text)
    assert errors == [
        "t.mlir:1:4: error: invalid regex: brackets ([ ]) not balanced\n"
        "// expected-error-re {{a{{[}}b}}\n"
        "   ^~~~~~~\n",
        "t.mlir:2:4: error: found start of regex with no end '}}'\n"
        "// expected-error-re {{a{{b}}\n"
        "   ^~~~\n",
    ]
    assert len(found) == 1 and not found[0].match(b"anything")


def test_plain_text_is_literal_and_regex_blocks() -> None:
    found, _, _ = expectations(
        "// expected-error {{.*}}\n"
        "// expected-error-re {{'arith.{{[a-z]+}}' op failed {{.*}} type}}\n"
        "// expected-error {{}}\n"
    )
    msg = b"'arith.constant' op failed to verify that all of {value, result} have same type"
    assert not found[0].match(msg)
    assert found[0].match(b"x.*y")
    assert found[1].match(msg)
    assert not found[1].match(b"'arith.Constant' op failed x type")
    assert found[2].match(msg)


# ----------------------------------------------------------------------
# Matching and messages
# ----------------------------------------------------------------------

ARITH = "'arith.constant' op failed to verify that all of {value, result} have same type"


def test_match_and_missing_report() -> None:
    text = '// expected-error @below {{same type}}\n%0 = "arith.constant"() : () -> i32\n// expected-error {{never}}\n'
    v, err, src = verifier(text)
    v.emit(Diagnostic(Severity.ERROR, loc_in(src, 2, 6), ARITH))
    assert err.getvalue() == ""
    assert v.finish() is False
    assert err.getvalue() == (
        't.mlir:3:4: error: expected error "never" was not produced\n'
        "// expected-error {{never}}\n"
        "   ^~~~~\n"
    )


def test_unexpected_messages() -> None:
    v, err, src = verifier("%0 = op\n")
    v.emit(Diagnostic(Severity.ERROR, loc_in(src, 1, 6), "boom"))
    v.emit(Diagnostic(Severity.ERROR, UnknownLoc(), "u"))
    v.emit(Diagnostic(Severity.WARNING, NameLoc("somename", None), "n"))
    v.emit(Diagnostic(Severity.REMARK, file_loc("other.mlir", 3, 4), "o"))
    # A call site renders at the callee only: no `called from`.
    v.emit(
        Diagnostic(Severity.ERROR, CallSiteLoc(loc_in(src, 1, 1), file_loc("x.mlir", 1, 1)), "c")
    )
    assert err.getvalue() == (
        "t.mlir:1:6: error: unexpected error: boom\n"
        "%0 = op\n"
        "     ^\n"
        "<unknown>:0: error: unexpected error: u\n"
        '<unknown>:0: error: loc("somename"): unexpected warning: n\n'
        "other.mlir:3:4: error: unexpected remark: o\n"
        "t.mlir:1:1: error: unexpected error: c\n"
        "%0 = op\n"
        "^\n"
    )
    assert v.finish() is False


def test_notes_are_checked_one_by_one() -> None:
    text = "// expected-error @below {{bad}}\nuse\ndef\n"
    v, err, src = verifier(text)
    d = Diagnostic(Severity.ERROR, loc_in(src, 2, 1), "bad use")
    d.attach_note("defined here", loc_in(src, 3, 1))
    v.emit(d)
    assert err.getvalue() == "t.mlir:3:1: error: unexpected note: defined here\ndef\n^\n"


def test_near_miss() -> None:
    text = "// expected-warning @below {{same}}\nop\n"
    v, err, src = verifier(text)
    v.emit(Diagnostic(Severity.ERROR, loc_in(src, 2, 1), "same type"))
    v.finish()
    assert err.getvalue() == (
        "t.mlir:1:4: error: 'error' diagnostic emitted when expecting a 'warning'\n"
        "// expected-warning @below {{same}}\n"
        "   ^\n"
        't.mlir:1:4: error: expected warning "same" was not produced\n'
        "// expected-warning @below {{same}}\n"
        "   ^~~~\n"
    )


def test_exact_match_wins_over_near_miss() -> None:
    text = "op // expected-warning {{x}}\n// expected-error @above {{x}}\n"
    v, err, src = verifier(text)
    v.emit(Diagnostic(Severity.ERROR, loc_in(src, 1, 1), "x"))
    assert err.getvalue() == ""


def test_first_expectation_matches_even_if_already_matched() -> None:
    text = "// expected-error @+2 {{same type}}\n// expected-error @+1 {{failed}}\nop\n"
    v, err, src = verifier(text)
    v.emit(Diagnostic(Severity.ERROR, loc_in(src, 3, 1), ARITH))
    v.emit(Diagnostic(Severity.ERROR, loc_in(src, 3, 1), ARITH))
    v.finish()
    assert 'expected error "failed" was not produced' in err.getvalue()
    assert 'same type" was not' not in err.getvalue()


def test_unknown_expectations_are_reported_twice() -> None:
    v, err, _ = verifier("// expected-error @unknown {{u}}\n// expected-error {{f}}\n")
    assert v.finish() is False
    lines = err.getvalue().splitlines()
    assert lines[0] == 't.mlir:2:4: error: expected error "f" was not produced'
    assert lines[3:] == ['<unknown>:0: error: expected error "u" was not produced'] * 2


def test_unknown_expectation_matches_any_unlocated_diagnostic() -> None:
    v, err, _ = verifier("// expected-error @unknown {{u}}\n")
    v.emit(Diagnostic(Severity.ERROR, NameLoc("n", None), "a u b"))
    assert v.finish() is True and err.getvalue() == ""


def test_unknown_near_miss() -> None:
    v, err, _ = verifier("// expected-warning @unknown {{u}}\n")
    v.emit(Diagnostic(Severity.ERROR, UnknownLoc(), "u"))
    assert (
        err.getvalue()
        == "<unknown>:0: error: 'error' diagnostic emitted when expecting a 'warning'\n"
    )


def test_only_expected_level() -> None:
    v, err, src = verifier("// expected-warning {{x}}\n", Level.ONLY_EXPECTED)
    v.emit(Diagnostic(Severity.ERROR, loc_in(src, 1, 1), "x"))  # near miss: ignored
    v.emit(Diagnostic(Severity.ERROR, UnknownLoc(), "other"))  # unexpected: ignored
    assert err.getvalue() == ""
    assert v.finish() is False  # the warning never came
    v2, err2, src2 = verifier("// expected-error {{x}}\n", Level.ONLY_EXPECTED)
    v2.emit(Diagnostic(Severity.ERROR, loc_in(src2, 1, 1), "x"))
    v2.emit(Diagnostic(Severity.ERROR, UnknownLoc(), "other"))
    assert v2.finish() is True and err2.getvalue() == ""


def test_other_file_expectations_are_loaded(tmp_path: Path) -> None:
    (tmp_path / "other.mlir").write_text(
        "one\n// expected-error @+1 {{here}}\nthree\n// expected-error {{never}}\n"
    )
    src = Source("main.mlir", "x\n")
    err = io.StringIO()
    cwd = os.getcwd()
    os.chdir(tmp_path)
    try:
        v = DiagnosticVerifier(src, err)
        v.emit(Diagnostic(Severity.ERROR, file_loc("other.mlir", 3, 1), "is here"))
        v.finish()
    finally:
        os.chdir(cwd)
    assert err.getvalue() == (
        'other.mlir:4:4: error: expected error "never" was not produced\n'
        "// expected-error {{never}}\n"
        "   ^~~~~\n"
    )


def test_printing_handler() -> None:
    src = Source("t.mlir", "abc\n")
    err = io.StringIO()
    h = PrintingHandler(err, SourceManager([src], read_disk=False))
    h.emit(Diagnostic(Severity.WARNING, loc_in(src, 1, 2), "w"))
    assert not h.had_error
    h.emit(Diagnostic(Severity.ERROR, loc_in(src, 1, 3), "e"))
    assert h.had_error
    assert err.getvalue() == "t.mlir:1:2: warning: w\nabc\n ^\nt.mlir:1:3: error: e\nabc\n  ^\n"


# ----------------------------------------------------------------------
# SourceMgr::PrintMessage
# ----------------------------------------------------------------------


def test_print_message_range_and_tabs() -> None:
    buf = b"\tab // expected-error {{xyz}}\n"
    off = buf.index(b"expected")
    assert print_message("f", buf, off, "error", "m", 3) == (
        "f:1:8: error: m\n        ab // expected-error {{xyz}}\n              ^~~\n"
    )
    # A tab under a range expands with `~`.
    buf2 = b"a\tb\n"
    assert print_message("f", buf2, 0, "error", "m", 3) == "f:1:1: error: m\na       b\n^~~~~~~~~\n"
    # Ranges stop at the end of the line; non-ASCII lines get no caret line.
    assert print_message("f", b"ab\ncd", 0, "error", "m", 10) == "f:1:1: error: m\nab\n^~\n"
    assert print_message("f", "é x".encode(), 3, "note", "m", 1) == "f:1:4: note: m\né x\n"
    assert print_message("f", None, None, "error", "m") == "<unknown>:0: error: m\n"
    assert print_message("-", b"x", 0, "error", "m") == "<stdin>:1:1: error: m\nx\n^\n"


# ----------------------------------------------------------------------
# Splitting
# ----------------------------------------------------------------------


def chunks(text: str, marker: str = "// -----") -> list[str]:
    return [text[s:e] for s, e in split_input(text, marker).chunks]


def test_split_marker_anywhere() -> None:
    assert chunks("a\n  // -----\nb // ----- c\n// ------\nd") == ["a\n  ", "\nb ", " c\n", "-\nd"]
    assert chunks("a\n//-----\nb") == ["a\n//-----\nb"]


def test_split_near_misses() -> None:
    text = "a\n// ---x\nb\n// -----0\nc\n// -----\nd\n// ---"
    s = split_input(text)
    assert [text[a:b] for a, b in s.chunks] == ["a\n// ---x\nb\n// -----0\nc\n", "\nd\n// ---"]
    assert s.near_misses == [text.index("x"), text.index("--0"), len(text)]


def test_split_edge_cases() -> None:
    assert chunks("") == []
    assert chunks("// ---") == []
    # A leading marker: the first chunk keeps the marker's last two dashes.
    assert chunks("// -----\nA") == ["--\nA"]
    assert chunks("A\n// -----\n// -----\nB\n// -----\n") == ["A\n", "\n", "\nB\n", "\n"]
    assert chunks("A\n//===\nB", "//===") == ["A\n", "\nB"]
    with pytest.raises(ValueError):
        split_input("x", "//")


# ----------------------------------------------------------------------
# The driver
# ----------------------------------------------------------------------

GENERIC = ("--allow-unregistered-dialect", "--mlir-print-op-generic")


def test_cli_split_output_and_locations(tmp_path: Path) -> None:
    text = '"foo.a"() : () -> ()\n// -----\n\n"foo.b"(%9) : (i32) -> ()\n// -----\n"foo.c"() : () -> ()\n'
    rc, out, err = cli(
        tmp_path, text, *GENERIC, "--split-input-file", "--output-split-marker", "//OUT"
    )
    assert rc == 1
    assert out == (
        '"builtin.module"() ({\n  "foo.a"() : () -> ()\n}) : () -> ()\n\n'
        "//OUT\n//OUT\n"
        '"builtin.module"() ({\n  "foo.c"() : () -> ()\n}) : () -> ()\n\n'
    )
    assert (
        err
        == 'in.mlir:4:9: error: use of undeclared SSA value name\n"foo.b"(%9) : (i32) -> ()\n        ^\n'
    )


def test_cli_split_marker_option_forms(tmp_path: Path) -> None:
    text = '"foo.a"() : () -> ()\n//===\n"foo.b"() : () -> ()\n// -----\n"foo.c"() : () -> ()\n'
    rc, out, _ = cli(tmp_path, text, *GENERIC, "--split-input-file=//===")
    assert rc == 0 and out.count("// -----\n") == 1 and out.count("builtin.module") == 2
    rc, out, _ = cli(tmp_path, text, *GENERIC, "-split-input-file=")  # empty: the default marker
    assert rc == 0 and out.count("builtin.module") == 2
    # Without `=`, a following argument is not the marker.
    rc, out, _ = cli(tmp_path, text, "--split-input-file", *GENERIC)
    assert rc == 0 and out.count("builtin.module") == 2


def test_cli_near_miss_warning_printed_first(tmp_path: Path) -> None:
    text = '"foo.a"(%x) : (i32) -> ()\n// ---x\n'
    rc, _, err = cli(tmp_path, text, *GENERIC, "--split-input-file")
    assert rc == 1
    assert err.startswith(
        "in.mlir:2:7: warning: near miss with file split marker\n// ---x\n      ^\n"
    )


def test_cli_verify_diagnostics_split(tmp_path: Path) -> None:
    text = (
        "// expected-error @below {{undeclared SSA value}}\n"
        '"foo.use"(%x) : (i32) -> ()\n'
        "// -----\n"
        '"foo.ok"() : () -> ()\n'
        "// -----\n"
        "// expected-error @below {{never produced}}\n"
        '"foo.op"() : () -> ()\n'
        "// -----\n"
        '"foo.bad"(%y) : (i32) -> ()\n'
    )
    rc, out, err = cli(
        tmp_path, text, "--allow-unregistered-dialect", "--verify-diagnostics", "--split-input-file"
    )
    assert rc == 1
    assert (
        out.count("// -----\n") == 3
        and "foo.ok" in out
        and "foo.op" in out
        and "foo.bad" not in out
    )
    assert err == (
        "in.mlir:9:11: error: unexpected error: use of undeclared SSA value name\n"
        '"foo.bad"(%y) : (i32) -> ()\n'
        "          ^\n"
        'in.mlir:6:4: error: expected error "never produced" was not produced\n'
        "// expected-error @below {{never produced}}\n"
        "   ^~~~~~~~~~~~~~\n"
    )


def test_cli_verify_diagnostics_cross_chunk_and_exit_code(tmp_path: Path) -> None:
    # The handler spans the whole file: an expectation may target another chunk.
    text = '"foo.ok"() : () -> ()\n// expected-error @+2 {{undeclared}}\n// -----\n"foo.use"(%x) : (i32) -> ()\n'
    rc, _, err = cli(
        tmp_path, text, "--allow-unregistered-dialect", "--verify-diagnostics", "--split-input-file"
    )
    assert (rc, err) == (0, "")


def test_cli_verify_diagnostics_suppresses_current_operation_note(tmp_path: Path) -> None:
    text = (
        '"func.func"() <{function_type = () -> (), sym_name = "f"}> ({\n'
        "  // expected-error @below {{does not dominate}}\n"
        '  "foo.use"(%0) : (i32) -> ()\n'
        "  // expected-note @below {{operand defined here}}\n"
        '  %0 = "foo.def"() : () -> i32\n'
        '  "func.return"() : () -> ()\n'
        "}) : () -> ()\n"
    )
    rc, out, err = cli(tmp_path, text, "--allow-unregistered-dialect", "--verify-diagnostics")
    assert (rc, out, err) == (0, "", "")
    rc, _, err = cli(tmp_path, text, "--allow-unregistered-dialect")
    assert rc == 1 and "see current operation" in err


def test_cli_verify_level_option(tmp_path: Path) -> None:
    text = '"foo.use"(%x) : (i32) -> ()\n'
    rc, _, err = cli(
        tmp_path, text, "--allow-unregistered-dialect", "--verify-diagnostics=only-expected"
    )
    assert (rc, err) == (0, "")
    rc, _, err = cli(tmp_path, text, "--allow-unregistered-dialect", "--verify-diagnostics=all")
    assert rc == 1 and "unexpected error" in err
    rc, _, err = cli(tmp_path, text, "--verify-diagnostics=bogus")
    assert rc == 1
    assert (
        err == "pdlx-opt: for the --verify-diagnostics option: Cannot find option named 'bogus'!\n"
    )


def test_cli_empty_file_split(tmp_path: Path) -> None:
    assert cli(tmp_path, "", *GENERIC, "--split-input-file") == (0, "", "")


# ----------------------------------------------------------------------
# llvm::xxh3_64bits (orders the per-file expectations, as llvm::StringMap does)
# ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("data", "value"),
    [
        (b"", 0x2D06800538D394C2),
        (b"a", 0xE6C632B61E964E1F),
        (b"abc", 0x78AF5F94892F3950),
        (b"main.mlir", 0x2F370194C2F808B6),
        (b"other.mlir", 0x70B52EFD1003CFA5),
        (b"x" * 17, 0x89975E6B7D2F5A11),
        (b"y" * 129, 0xED2AC973732F0769),
        (b"z" * 241, 0xC9B6E99DE4449036),
        (bytes(range(256)) * 3, 0x4066A57F4496584A),
    ],
)
def test_xxh3(data: bytes, value: int) -> None:
    assert xxh3_64bits(data) == value


def test_designator_regex_is_the_documented_one() -> None:
    from pdlx.syntax import verify_diagnostics as vd

    assert (
        vd._DESIGNATOR.pattern
        == re.compile(
            rb"expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))? *\{\{(.*)\}\}$"
        ).pattern
    )


# ----------------------------------------------------------------------
# Without --verify-diagnostics, mlir-opt-22 still builds the verifier for the
# whole input and never feeds it: its destructor reports every expectation
# as not produced, with file line numbers, after the output; exit status 0.

IDLE_INPUT = """\
// expected-error @below {{one}}
"test.a"() : () -> ()
// -----
// expected-warning @below {{three}}
"test.c"() : () -> ()
"""

IDLE_STDERR = """\
idle.mlir:1:4: error: expected error "one" was not produced
// expected-error @below {{one}}
   ^~~
idle.mlir:4:4: error: expected warning "three" was not produced
// expected-warning @below {{three}}
   ^~~~~
"""


@pytest.mark.parametrize("split", [False, True])
def test_expectations_without_verify_diagnostics(tmp_path: Path, split: bool) -> None:
    f = tmp_path / "idle.mlir"
    f.write_text(IDLE_INPUT)
    out, err = io.StringIO(), io.StringIO()
    flags = ["--allow-unregistered-dialect"] + (["--split-input-file"] if split else [])
    cwd = os.getcwd()
    os.chdir(tmp_path)
    try:
        rc = run([*flags, "idle.mlir"], stdout=out, stderr=err)
    finally:
        os.chdir(cwd)
    assert rc == 0
    assert err.getvalue() == IDLE_STDERR
    assert '"test.c"' in out.getvalue()
