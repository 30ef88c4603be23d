"""Issue 13: PDL patterns whose compiled matcher would nest more loops than
CPython compiles ("too many statically nested blocks") are outlined into
helper functions, with mlir-opt-22's results."""

from __future__ import annotations

import io
import os
import shutil
import subprocess
from pathlib import Path

import pytest

import pdlx
import pdlx.pdl.compiler as pdl_compiler
from pdlx.cli import run
from pdlx.ir.context import Context
from pdlx.pdl import NativeRegistry, PatternRewriter, PatternSet, apply_patterns, registry_for
from pdlx.syntax.printer import print_module

MLIR_OPT = shutil.which(os.environ.get("MLIR_OPT", "mlir-opt-22"))
FLAGS = ["--allow-unregistered-dialect", "-test-pdl-bytecode-pass"]


def _users_chain(n: int) -> str:
    """A pattern whose matcher walks a users chain `n` ops deep (one nested
    `foreach` per op), and a payload with such a chain."""
    lines = [
        "module {",
        "module @patterns {",
        "  pdl.pattern @p : benefit(1) {",
        '    %o0 = pdl.operation "test.op"',
        "    %r0 = pdl.results of %o0",
    ]
    for i in range(1, n + 1):
        lines.append(f"    %o{i} = pdl.operation (%r{i - 1} : !pdl.range<value>)")
        lines.append(f"    %r{i} = pdl.results of %o{i}")
    lines += ["    pdl.rewrite %o0 {", f"      pdl.erase %o{n}", "    }", "  }", "}"]
    lines += ["module @ir {", "func.func @f(%a: i32) {", '  %v0 = "test.op"() : () -> i32']
    for i in range(1, n + 1):
        lines.append(f'  %v{i} = "test.op"(%v{i - 1}) : (i32) -> i32')
    lines += ["  return", "}", "}", "}"]
    return "\n".join(lines) + "\n"


def _pdlx(src: Path) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    rc = run([str(src), *FLAGS], stdout=out, stderr=err)
    return rc, out.getvalue(), err.getvalue()


@pytest.mark.parametrize("max_indent", [None, 1000])
def test_users_chain_22_deep_compiles(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, max_indent: int | None
) -> None:
    """With outlining by indentation out of the way (max_indent=1000), only
    the loop limit keeps the 22 nested `for` loops compilable."""
    if max_indent is not None:
        monkeypatch.setattr(pdl_compiler, "MAX_INDENT", max_indent)
    src = tmp_path / "in.mlir"
    src.write_text(_users_chain(22))
    rc, out, err = _pdlx(src)
    assert (rc, err) == (0, "")
    assert out.count('"test.op"') == 23
    if MLIR_OPT is not None:
        r = subprocess.run([MLIR_OPT, str(src), *FLAGS], capture_output=True, text=True)
        assert (r.returncode, r.stdout, r.stderr) == (rc, out, err)


def test_uncompilable_generated_code_is_a_located_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Were outlining switched off, CPython's refusal is a located error."""
    monkeypatch.setattr(pdl_compiler, "MAX_INDENT", 1000)
    monkeypatch.setattr(pdl_compiler, "MAX_LOOPS", 1000)
    src = tmp_path / "in.mlir"
    src.write_text(_users_chain(22))
    rc, _out, err = _pdlx(src)
    assert rc == 1
    assert err.startswith(
        f"{src}:2:1: error: pdlx cannot compile this function to Python: "
        "SyntaxError: too many statically nested blocks"
    )
    assert "Traceback" not in err


# ---------------------------------------------------------------------------
# Messages name ops, never internal ids

SELF_REPLACE = """\
module {
  module @patterns {
    pdl.pattern @p : benefit(1) {
      %t = pdl.type
      %o = pdl.operation "test.a" -> (%t : !pdl.type)
      %r = pdl.result 0 of %o
      pdl.rewrite %o {
        pdl.replace %o with (%r : !pdl.value)
      }
    }
  }
  module @ir {
    func.func @f() -> i32 {
      %0 = "test.a"() : () -> i32
      return %0 : i32
    }
  }
}
"""


def test_replacing_an_op_with_its_own_used_results_names_the_op(tmp_path: Path) -> None:
    """mlir-opt-22 leaves a null operand there; pdlx refuses, restores the
    payload, and says which op (it used to print `op #120259379228`)."""
    src = tmp_path / "in.mlir"
    src.write_text(SELF_REPLACE)
    rc, _out, err = _pdlx(src)
    assert rc == 1
    assert err.splitlines()[0] == (
        f"{src}:14:12: error: PDL pattern @p failed to rewrite: cannot erase 'test.a': "
        "its results still have uses; the payload was restored"
    )
    assert "#" not in err.splitlines()[0]


NATIVE = """module {
  pdl.pattern @p : benefit(1) {
    %root = pdl.operation "test.a"
    pdl.rewrite %root with "Late"
  }
}
"""


def test_native_creating_after_replacing_the_root_names_the_op() -> None:
    reg = NativeRegistry(registry_for(Context.default()))

    @reg.rewrite("Late")
    def late(rw: PatternRewriter, op: int) -> None:
        loc = rw.loc(op)
        rw.set_insertion_point_before(op)
        rw.replace_op(op, ())
        rw.create_op("test.new", loc=loc)

    patterns = PatternSet.parse(NATIVE, "nat.mlir", registry=reg)
    payload = pdlx.parse('"test.a"() : () -> ()\n')
    result = apply_patterns(payload, patterns)
    assert result.payload is payload or print_module(result.payload) == print_module(payload)
    assert [d.message for d in result.diagnostics] == [
        "PDL pattern @p failed to rewrite: cannot create 'test.new': its insertion point "
        "(before 'test.a') was erased by this rewrite; the payload was restored"
    ]


def test_native_reading_an_erased_op_names_it() -> None:
    reg = NativeRegistry(registry_for(Context.default()))

    @reg.rewrite("Late")
    def late(rw: PatternRewriter, op: int) -> None:
        rw.replace_op(op, ())
        rw.name(op)  # KeyError on the erased op's id

    patterns = PatternSet.parse(NATIVE, "nat.mlir", registry=reg)
    result = apply_patterns(pdlx.parse('"test.a"() : () -> ()\n'), patterns)
    [d] = result.diagnostics
    assert d.message == (
        "PDL pattern @p: native rewrite 'Late' raised KeyError: "
        "\"'test.a' was erased earlier in this rewrite\""
    )


# ---------------------------------------------------------------------------
# -convert-pdl-to-pdl-interp with a value the matcher cannot reach

UNBOUND = """\
module {{
  pdl.pattern @p : benefit(1) {{
    %x = pdl.{kind}
    %a = pdl.operation "test.a"
    pdl.apply_native_constraint "c"(%x, %a : {type}, !pdl.operation)
    pdl.rewrite %a {{
      pdl.erase %a
    }}
  }}
}}
"""


def _convert(tmp_path: Path, text: str) -> tuple[int, str, str]:
    src = tmp_path / "in.mlir"
    src.write_text(text)
    out, err = io.StringIO(), io.StringIO()
    rc = run([str(src), "-convert-pdl-to-pdl-interp"], stdout=out, stderr=err)
    return rc, out.getvalue(), err.getvalue()


def test_unbound_attribute_reports_what_mlir_opt_does(tmp_path: Path) -> None:
    """An attribute only a constraint uses: mlir-opt-22's (unlocated) verifier
    error, byte for byte (pdlx raised AssertionError)."""
    text = UNBOUND.format(kind="attribute", type="!pdl.attribute")
    rc, out, err = _convert(tmp_path, text)
    assert (rc, out) == (1, "")
    assert err == (
        "<unknown>:0: error: 'pdl_interp.create_attribute' op requires attribute 'value'\n"
        "<unknown>:0: note: see current operation: "
        '%0 = "pdl_interp.create_attribute"() : () -> !pdl.attribute\n'
    )
    if MLIR_OPT is not None:
        src = tmp_path / "in.mlir"
        r = subprocess.run(
            [MLIR_OPT, str(src), "-convert-pdl-to-pdl-interp"], capture_output=True, text=True
        )
        assert (r.returncode, r.stdout, r.stderr) == (rc, out, err)


@pytest.mark.parametrize(("kind", "type"), [("type", "!pdl.type"), ("types", "!pdl.range<type>")])
def test_unbound_type_is_a_located_error(tmp_path: Path, kind: str, type: str) -> None:
    """mlir-opt-22 crashes here (segmentation fault); pdlx says where."""
    rc, out, err = _convert(tmp_path, UNBOUND.format(kind=kind, type=type))
    assert (rc, out) == (1, "")
    assert err == (
        f"{tmp_path / 'in.mlir'}:3:10: error: 'pdl.{kind}' op has no constant type and is "
        "not bound by the matcher (only constraints or the rewrite use it): the pattern "
        "cannot be lowered\n"
        f"    %x = pdl.{kind}\n"
        "         ^\n"
    )
