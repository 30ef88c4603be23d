"""The PDL dialect (pdlx/dialects/pdl.py) against mlir-opt-22.

* the upstream targets: mlir/test/Dialect/PDL/ops.mlir (both RUN lines,
  the second through FileCheck) and invalid.mlir (-verify-diagnostics),
  run with pdlx-opt in place of mlir-opt;
* the recorded differential corpus in tests/conformance/corpus/pdl/ (every op's custom
  form with and without its optional parts, generic forms, locations, and
  one chunk per verifier / parse error message) replays byte for byte;
  with mlir-opt-22 installed the recordings are checked against it and
  pdlx's custom output is fed back to mlir-opt;
* the Python API: types, constraints, and the verifier rules that depend on
  what the context knows (lazy dialect loading, InferTypeOpInterface).
"""

from __future__ import annotations

import io
import os
import shlex
import shutil
import subprocess
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

import data_paths
import pytest

from pdlx import ods
from pdlx.cli import run
from pdlx.dialects import builtin, func, pdl
from pdlx.ir import types as T
from pdlx.ir.context import Context
from pdlx.support.deep import run_deep
from pdlx.syntax.parser import ParseError, parse
from pdlx.syntax.printer import print_module
from pdlx.verify.verifier import verify

CORPUS = data_paths.CORPUS / "pdl"
UPSTREAM = data_paths.UPSTREAM
PDL_TESTS = UPSTREAM / "mlir" / "test" / "Dialect" / "PDL"
MLIR_OPT = shutil.which(os.environ.get("MLIR_OPT", "mlir-opt-22"))
FILECHECK = shutil.which("FileCheck-22") or shutil.which("filecheck")
needs_mlir_opt = pytest.mark.skipif(
    MLIR_OPT is None, reason="mlir-opt-22 not installed: live comparison skipped"
)
needs_upstream = pytest.mark.skipif(
    not PDL_TESTS.is_dir(), reason=f"upstream tests not found at {PDL_TESTS}"
)


def pdlx_opt(argv: Sequence[str], cwd: Path, stdin: str | None = None) -> tuple[str, str, int]:
    """pdlx-opt in process (as `main` runs it), from `cwd`; returns
    (stdout, stderr, exit status)."""
    out, err = io.StringIO(), io.StringIO()
    old = os.getcwd()
    os.chdir(cwd)
    try:
        if stdin is not None:
            import sys

            saved, sys.stdin = sys.stdin, io.TextIOWrapper(io.BytesIO(stdin.encode()))
            try:
                rc = run_deep(lambda: run(list(argv), stdout=out, stderr=err))
            finally:
                sys.stdin = saved
        else:
            rc = run_deep(lambda: run(list(argv), stdout=out, stderr=err))
    finally:
        os.chdir(old)
    return out.getvalue(), err.getvalue(), rc


@pytest.fixture(autouse=True)
def _no_testing_env(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Whether the test dialect loads is decided by each test, not the caller's environment."""
    monkeypatch.delenv("PDLX_TESTING", raising=False)
    yield


# ---------------------------------------------------------------------------
# The upstream targets


@needs_upstream
def test_upstream_ops_round_trip() -> None:
    """RUN: mlir-opt -split-input-file %s | mlir-opt"""
    out, err, rc = pdlx_opt(["-split-input-file", "ops.mlir"], PDL_TESTS)
    assert (err, rc) == ("", 0)
    again, err2, rc2 = pdlx_opt([], PDL_TESTS, stdin=out)
    assert (err2, rc2) == ("", 0)
    assert again.startswith("module {\n")


@needs_upstream
@pytest.mark.skipif(FILECHECK is None, reason="neither FileCheck-22 nor filecheck installed")
def test_upstream_ops_generic_local_scope_filecheck() -> None:
    """RUN: mlir-opt -split-input-file -mlir-print-op-generic -mlir-print-local-scope %s
    | FileCheck %s --check-prefix=CHECK-GENERIC"""
    out, err, rc = pdlx_opt(
        ["-split-input-file", "-mlir-print-op-generic", "-mlir-print-local-scope", "ops.mlir"],
        PDL_TESTS,
    )
    assert (err, rc) == ("", 0)
    assert FILECHECK is not None
    p = subprocess.run(
        [FILECHECK, str(PDL_TESTS / "ops.mlir"), "--check-prefix=CHECK-GENERIC"],
        input=out.encode(),
        capture_output=True,
        check=False,
    )
    assert p.returncode == 0, p.stderr.decode()


@needs_upstream
@pytest.mark.parametrize("how", ["flag", "env"])
def test_upstream_invalid_verify_diagnostics(how: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """RUN: mlir-opt %s -split-input-file -verify-diagnostics (it uses the
    test dialect's `test.finish`: pdlx-opt loads it when asked)."""
    argv = ["invalid.mlir", "-split-input-file", "-verify-diagnostics"]
    if how == "flag":
        argv.insert(0, "--pdlx-testing")
    else:
        monkeypatch.setenv("PDLX_TESTING", "1")
    _out, err, rc = pdlx_opt(argv, PDL_TESTS)
    assert (err, rc) == ("", 0)


@needs_upstream
def test_upstream_invalid_needs_the_test_dialect() -> None:
    _, err, rc = pdlx_opt(["invalid.mlir", "-split-input-file", "-verify-diagnostics"], PDL_TESTS)
    assert rc == 1
    assert "operation being parsed with an unregistered dialect" in err


@needs_upstream
@needs_mlir_opt
@pytest.mark.parametrize(
    "flags",
    [(), ("-mlir-print-op-generic",), ("-mlir-print-op-generic", "-mlir-print-local-scope")],
    ids=["custom", "generic", "local"],
)
def test_upstream_ops_same_text_as_mlir_opt(flags: tuple[str, ...]) -> None:
    assert MLIR_OPT is not None
    argv = ["-split-input-file", *flags, "ops.mlir"]
    p = subprocess.run([MLIR_OPT, *argv], cwd=PDL_TESTS, capture_output=True, check=False)
    out, err, rc = pdlx_opt(argv, PDL_TESTS)
    assert (out, err, rc) == (p.stdout.decode(), p.stderr.decode(), p.returncode)


# pdl_interp as upstream writes it: the PDL bytecode test's input, and what
# mlir-opt's -convert-pdl-to-pdl-interp prints for the PDLToPDLInterp tests.

_INTERP_INPUTS = [
    pytest.param("Rewrite/pdl-bytecode.mlir", False, id="pdl-bytecode"),
    pytest.param("Conversion/PDLToPDLInterp/pdl-to-pdl-interp-matcher.mlir", True, id="matcher"),
    pytest.param("Conversion/PDLToPDLInterp/pdl-to-pdl-interp-rewriter.mlir", True, id="rewriter"),
    pytest.param("Conversion/PDLToPDLInterp/use-constraint-result.mlir", True, id="constraint"),
]  # fmt: skip


@needs_upstream
@needs_mlir_opt
@pytest.mark.parametrize(("path", "convert"), _INTERP_INPUTS)
@pytest.mark.parametrize("generic", [False, True], ids=["custom", "generic"])
def test_pdl_interp_upstream_same_text(
    path: str, convert: bool, generic: bool, tmp_path: Path
) -> None:
    assert MLIR_OPT is not None
    src = UPSTREAM / "mlir" / "test" / path
    if convert:
        p = subprocess.run(
            [MLIR_OPT, "-split-input-file", "-convert-pdl-to-pdl-interp", str(src)],
            capture_output=True,
            check=True,
        )
        src = tmp_path / "converted.mlir"
        src.write_bytes(p.stdout)
    argv = ["-split-input-file", *(["-mlir-print-op-generic"] if generic else []), src.name]
    p = subprocess.run([MLIR_OPT, *argv], cwd=src.parent, capture_output=True, check=False)
    out, err, rc = pdlx_opt(["--pdlx-testing", *argv], src.parent)
    assert (out, err, rc) == (p.stdout.decode(), p.stderr.decode(), p.returncode)


# ---------------------------------------------------------------------------
# The recorded corpus


@dataclass(frozen=True)
class Case:
    path: Path
    flags: tuple[str, ...]
    kind: str
    """custom | generic | local | debuginfo (see regen.sh)"""

    @property
    def id(self) -> str:
        return f"{self.path.stem}.{self.kind}"

    def recorded(self, ext: str) -> str:
        return Path(f"{self.path.with_suffix('')}.{self.kind}.{ext}").read_text(
            encoding="utf-8", errors="surrogateescape"
        )

    @property
    def argv(self) -> list[str]:
        extra = {
            "custom": (),
            "generic": ("--mlir-print-op-generic",),
            "local": ("--mlir-print-op-generic", "--mlir-print-local-scope"),
            "debuginfo": ("--mlir-print-debuginfo",),
        }[self.kind]
        return [*self.flags, *extra, self.path.name]


def _cases() -> list[Case]:
    out: list[Case] = []
    for f in sorted(CORPUS.glob("*.mlir")):
        first = f.read_text().split("\n", 1)[0]
        flags = (
            tuple(shlex.split(first[len("// FLAGS:") :])) if first.startswith("// FLAGS:") else ()
        )
        kinds = ["custom", "generic", "local"]
        if "--split-input-file" not in flags:
            kinds.append("debuginfo")
        out.extend(Case(f, flags, k) for k in kinds)
    return out


CASES = _cases()


def test_corpus_is_not_empty() -> None:
    assert len(CASES) >= 15


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_corpus_replay(case: Case) -> None:
    # mlir-opt-22 is a test build: the `test` dialect is always there.
    out, err, rc = pdlx_opt(["--pdlx-testing", *case.argv], CORPUS)
    assert out == case.recorded("out")
    assert err == case.recorded("err")
    assert rc == int(case.recorded("rc"))


@needs_mlir_opt
@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_corpus_recordings_are_current(case: Case) -> None:
    assert MLIR_OPT is not None
    p = subprocess.run([MLIR_OPT, *case.argv], cwd=CORPUS, capture_output=True, check=False)
    assert p.stdout.decode("utf-8", "surrogateescape") == case.recorded("out")
    assert p.stderr.decode("utf-8", "surrogateescape") == case.recorded("err")
    assert p.returncode == int(case.recorded("rc"))


@needs_mlir_opt
@pytest.mark.parametrize(
    "case",
    [c for c in CASES if c.kind in ("custom", "generic") and "--verify-diagnostics" not in c.flags],
    ids=lambda c: c.id,
)
def test_mlir_opt_reads_pdlx_output(case: Case, tmp_path: Path) -> None:
    """pdlx's output, fed back to mlir-opt and to pdlx, gives the same
    result; when it parses, it prints the custom form again.

    Not every custom form reads back (in mlir-opt either): `pdl.replace %a
    with (%v : ...)` followed by `%x = ...` on the next line takes `%x` as
    the optional replacement operation."""
    assert MLIR_OPT is not None
    out, _, rc = pdlx_opt(["--pdlx-testing", *case.argv], CORPUS)
    if rc != 0 or not out.strip():
        pytest.skip("no printable module")
    flags = [f for f in case.flags if f in ("--split-input-file", "--allow-unregistered-dialect")]
    f = tmp_path / "again.mlir"
    f.write_text(out)
    p = subprocess.run([MLIR_OPT, *flags, f.name], cwd=tmp_path, capture_output=True, check=False)
    again = pdlx_opt(["--pdlx-testing", *flags, f.name], tmp_path)
    assert again == (p.stdout.decode(), p.stderr.decode(), p.returncode)
    if p.returncode == 0:
        custom, _, _ = pdlx_opt(["--pdlx-testing", *case.flags, case.path.name], CORPUS)
        assert again[0] == custom


# ---------------------------------------------------------------------------
# --mlir-print-local-scope (mlir-opt-22's output for the same input)

LOCAL_SCOPE_INPUT = """\
#map = affine_map<(d0) -> (d0 + 1)>
"t.x"() {a = #map, c = dense_resource<blob1> : tensor<1xi8>} : () -> () loc(fused["a", "b"])
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x08000000AB"
    }
  }
#-}
"""


def test_local_scope_elides_aliases_and_resources(tmp_path: Path) -> None:
    (tmp_path / "ls.mlir").write_text(LOCAL_SCOPE_INPUT)
    argv = ["--allow-unregistered-dialect", "--mlir-print-local-scope", "ls.mlir"]
    out, err, rc = pdlx_opt([*argv, "--mlir-print-debuginfo"], tmp_path)
    assert (err, rc) == ("", 0)
    assert out == (
        "module {\n"
        '  "t.x"() {a = affine_map<(d0) -> (d0 + 1)>, c = dense_resource<blob1> : '
        'tensor<1xi8>} : () -> () loc(fused["a", "b"])\n'
        '} loc("ls.mlir":0:0)\n'
    )
    out, _, _ = pdlx_opt(argv, tmp_path)
    assert out.endswith("tensor<1xi8>} : () -> ()\n}\n")


# ---------------------------------------------------------------------------
# Python API: types and constraints


def test_types_print_and_compare() -> None:
    r = pdl.RangeType(pdl.ValueType())
    assert str(r) == "!pdl.range<value>"
    assert r == pdl.RangeType(pdl.ValueType())
    assert str(pdl.OperationType()) == "!pdl.operation"
    assert pdl.range_element_or_self(r) == pdl.ValueType()
    assert pdl.range_element_or_self(pdl.TypeType()) == pdl.TypeType()
    assert pdl.RangeType(r).verify() is not None
    assert pdl.RangeType(T.i32).verify() == (
        "expected element of pdl.range to be one of [!pdl.attribute, !pdl.operation, "
        "!pdl.type, !pdl.value], but got i32"
    )


def test_constraints_match_ods() -> None:
    values = pdl.inst_or_range_of(pdl.PDL_Value)
    assert values.summary == "single element or range of PDL handle for an `mlir::Value`"
    assert values(pdl.ValueType()) and values(pdl.RangeType(pdl.ValueType()))
    assert not values(pdl.TypeType())
    rng = pdl.range_of(pdl.PDL_Type)
    assert rng.buildable == pdl.RangeType(pdl.TypeType())
    assert pdl.PDL_AnyType(pdl.RangeType(pdl.AttributeType()))
    assert not pdl.PDL_AnyType(T.i32)


def test_parse_gives_typed_ops() -> None:
    snap = parse(
        "pdl.pattern @p : benefit(2) {\n"
        "  %t = type : i32\n"
        "  %v = operand : %t\n"
        '  %op = operation "a.b"(%v : !pdl.value) -> (%t : !pdl.type)\n'
        '  rewrite %op with "r"\n'
        "}\n",
        "p.mlir",
    )
    assert verify(snap) == []
    ops = {o.name: o for o in snap.root_op.walk()}
    op = ops["pdl.operation"]
    assert op.result_types == (pdl.OperationType(),)
    spec = Context.default().op("pdl.operation").spec  # type: ignore[union-attr]
    assert len(spec.operand(op, "operandValues")) == 1
    assert len(spec.operand(op, "typeValues")) == 1
    generic = print_module(snap, generic=True)
    assert "operandSegmentSizes = array<i32: 1, 0, 1>" in generic
    assert print_module(parse(generic, "g.mlir"), generic=False) == print_module(
        snap, generic=False
    )


def test_range_type_parse_error_location() -> None:
    with pytest.raises(ParseError) as info:
        parse('"t.x"() {a = !pdl.range<i32>} : () -> ()', "t.mlir", allow_unregistered=True)
    d = info.value.diagnostics[0]
    assert d.message == "invalid 'pdl' type: `i32'"


# ---------------------------------------------------------------------------
# Verifier rules that depend on the context


def _context_with(op_def: ods.OpSpec | None = None, *, infers: bool) -> Context:
    ctx = Context()
    builtin.register(ctx)
    func.register(ctx)
    pdl.register(ctx)
    traits = [ods.InferTypeOpInterface] if infers else []
    ctx.register_op(
        ods.op(
            "acme.make",
            operands=[ods.Operand("x", ods.AnyType)],
            results=[ods.Result("r", ods.AnyType)],
            traits=[ods.SameOperandsAndResultType, *traits],
        )
    )
    return ctx


PATTERN_CREATING_ACME = """\
"acme.make"(%x) : (i32) -> i32
pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  rewrite %op {
    %new = operation "acme.make"
  }
}
"""


def _verify_text(text: str, ctx: Context) -> list[str]:
    snap = parse(
        "func.func @f(%x: i32) {\n"
        + text.split("\n", 1)[0]
        + "\n  return\n}\n"
        + text.split("\n", 1)[1],
        "acme.mlir",
        context=ctx,
    )
    return [d.message for d in verify(snap, ctx)]


def test_infer_type_interface_allows_result_inference() -> None:
    assert _verify_text(PATTERN_CREATING_ACME, _context_with(infers=True)) == []
    msgs = _verify_text(PATTERN_CREATING_ACME, _context_with(infers=False))
    assert msgs == [
        "'pdl.operation' op must have inferable or constrained result types when nested "
        "within `pdl.rewrite`"
    ]


def test_unloaded_dialect_ops_are_not_checked() -> None:
    """mlir-opt loads a dialect when it parses one of its ops: an `acme` op
    named only in a string is unknown, so nothing can be said about it."""
    text = PATTERN_CREATING_ACME.split("\n", 1)[1]
    ctx = _context_with(infers=False)
    snap = parse(text, "acme.mlir", context=ctx)
    assert [d.message for d in verify(snap, ctx)] == []


def test_test_dialect_not_in_default_context() -> None:
    assert Context.default().op("test.finish") is None
    assert not Context.default().dialect("pdl").allow_unknown_operations
