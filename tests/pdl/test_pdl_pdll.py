"""The PDLL subset (pdlx/pdl/pdll.py) against `mlir-pdll-22 -x=mlir`.

Differential: every `.pdll` of tests/conformance/corpus/pdl_run/pdll and of rewrites/
compiles to the PDL IR mlir-pdll-22 generates, printed byte for byte the
same (locations included); recorded for the corpus, live when mlir-pdll-22
is installed. Then: errors are located, and the compiled patterns run.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import data_paths
import pytest

import pdlx
from pdlx.pdl import PatternSet, apply_patterns
from pdlx.pdl.pdll import PDLLError, compile_pdll, compile_pdll_file
from pdlx.syntax.printer import print_module

CORPUS = data_paths.CORPUS / "pdl_run"
REPO = data_paths.REPO
MLIR_PDLL = shutil.which(os.environ.get("MLIR_PDLL", "mlir-pdll-22"))


def _emit(path: str) -> str:
    out = print_module(compile_pdll_file(path), generic=False, debuginfo=True)
    return out if out.endswith("\n") else out + "\n"


@pytest.mark.parametrize("path", sorted((CORPUS / "pdll").glob("*.pdll")), ids=lambda p: p.name)
def test_corpus_same_as_mlir_pdll(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(CORPUS)
    rel = f"pdll/{path.name}"
    assert _emit(rel) == path.with_suffix(".pdll.out").read_text()


@pytest.mark.skipif(MLIR_PDLL is None, reason="needs mlir-pdll-22")
@pytest.mark.parametrize(
    "path",
    [*sorted((CORPUS / "pdll").glob("*.pdll")), *sorted((REPO / "rewrites").glob("*.pdll"))],
    ids=lambda p: p.name,
)
def test_live_same_as_mlir_pdll(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert MLIR_PDLL is not None
    monkeypatch.chdir(path.parent)
    ref = subprocess.run([MLIR_PDLL, "-x=mlir", path.name], capture_output=True, text=True)
    assert ref.returncode == 0, ref.stderr
    assert _emit(path.name) == ref.stdout


def _error(text: str) -> tuple[int, int, str]:
    with pytest.raises(PDLLError) as e:
        compile_pdll(text, "t.pdll")
    d = e.value.diagnostics[0]
    return d.loc.line, d.loc.col, str(d.message)  # type: ignore[attr-defined]


def test_errors_are_located() -> None:
    assert _error("Pattern {\n  erase op<test.a>\n}\n")[:2] == (3, 1)
    line, col, msg = _error("Pattern {\n  replace root with root;\n}\n")
    assert (line, col) == (2, 11) and "undefined reference to `root`" in msg
    line, col, msg = _error("Pattern {\n  let r = op<test.a>;\n  Nope(r);\n  erase r;\n}\n")
    assert (line, col) == (3, 3) and "undefined reference to `Nope`" in msg
    line, col, msg = _error(
        "Rewrite R(v: Value) -> Op;\nPattern {\n  let r = op<test.a>(v: Value);\n"
        "  let x = R(v);\n  erase r;\n}\n"
    )
    assert (line, col) == (4, 11) and "within a match section" in msg
    line, col, msg = _error("Pattern {\n  let r = op<test.a>;\n  let x = r;\n}\n")
    assert "terminate with an operation rewrite statement" in msg
    line, col, msg = _error('Pattern {\n  let a = attr<"[1,">;\n  erase op<test.a>;\n}\n')
    assert (line, col) == (2, 11) and msg.startswith("invalid MLIR attribute")


def test_compiled_pdll_rewrites() -> None:
    text = """
Constraint IsZero(a: Attr);
Pattern AddZero with benefit(2) {
  let zero = op<arith.constant> {value = c: Attr};
  IsZero(c);
  let root = op<arith.addi>(x: Value, zero.0);
  replace root with x;
}
Pattern => erase op<test.dead>;
"""
    patterns = PatternSet.parse(text, "simplify.pdll")
    assert patterns.patterns == ["@AddZero", "for root 'test.dead'"]
    payload = pdlx.parse(
        "func.func @f(%x: i32) -> i32 {\n  %c0 = arith.constant 0 : i32\n"
        '  %a = arith.addi %x, %c0 : i32\n  "test.dead"() : () -> ()\n'
        "  return %a : i32\n}\n"
    )
    from pdlx.pdl import GreedyConfig

    result = apply_patterns(payload, patterns, config=GreedyConfig(fold=False))
    out = print_module(result.payload, generic=False)
    assert result.rewrites == 2
    assert "return %arg0 : i32" in out
    assert "test.dead" not in out and "arith.constant" not in out


def test_pdll_module_entry_point(capsys: pytest.CaptureFixture[str]) -> None:
    from pdlx.pdl.pdll import main

    assert main([str(CORPUS / "pdll" / "fused.pdll")]) == 0
    assert "pdl.pattern : benefit(0)" in capsys.readouterr().out
    assert main(["/nonexistent.pdll"]) == 1
