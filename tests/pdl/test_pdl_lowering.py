"""PDL patterns merged into one decision tree and lowered to pdl_interp
(pdlx/pdl/tree.py, predicates.py, lowering.py) against mlir-opt-22.

* The upstream targets Conversion/PDLToPDLInterp/{pdl-to-pdl-interp-matcher,
  pdl-to-pdl-interp-rewriter, use-constraint-result, pdl-to-pdl-interp-uint}.mlir
  (the last needs pdlx.dialects.spirv's three ops): pdlx-opt's output
  goes through LLVM's FileCheck (when installed) and is compared byte for
  byte with what mlir-opt-22 prints (live when installed).
* tests/conformance/corpus/pdl_run/lowering/: recorded mlir-opt-22 outputs replayed.
* The pieces: predicate ordering, root ordering of multi-root patterns.
"""

from __future__ import annotations

import io
import os
import shutil
import subprocess
from collections.abc import Sequence
from pathlib import Path

import data_paths
import pytest

from pdlx.cli import run
from pdlx.ir.context import Context
from pdlx.syntax.parser import parse

CORPUS = data_paths.CORPUS / "pdl_run" / "lowering"
UPSTREAM = data_paths.UPSTREAM / "mlir" / "test" / "Conversion" / "PDLToPDLInterp"
MLIR_OPT = shutil.which(os.environ.get("MLIR_OPT", "mlir-opt-22"))
FILECHECK = shutil.which("FileCheck-22")
TARGETS = [
    "pdl-to-pdl-interp-matcher.mlir",
    "pdl-to-pdl-interp-rewriter.mlir",
    "use-constraint-result.mlir",
    "pdl-to-pdl-interp-uint.mlir",
]


def pdlx_opt(argv: Sequence[str]) -> tuple[str, str, int]:
    out, err = io.StringIO(), io.StringIO()
    rc = run(list(argv), stdout=out, stderr=err)
    return out.getvalue(), err.getvalue(), rc


@pytest.fixture(autouse=True)
def _no_testing_env(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("PDLX_TESTING", raising=False)


@pytest.mark.skipif(not UPSTREAM.is_dir(), reason="upstream tests not found")
@pytest.mark.parametrize("name", TARGETS)
def test_upstream_filecheck(name: str) -> None:
    path = UPSTREAM / name
    out, err, rc = pdlx_opt(["-split-input-file", "-convert-pdl-to-pdl-interp", str(path)])
    assert rc == 0, err
    if FILECHECK is None:
        pytest.skip("FileCheck-22 not installed")
    r = subprocess.run([FILECHECK, str(path)], input=out, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr[:3000]


@pytest.mark.skipif(MLIR_OPT is None or not UPSTREAM.is_dir(), reason="needs mlir-opt-22")
@pytest.mark.parametrize("name", TARGETS)
def test_upstream_same_text_as_mlir_opt(name: str) -> None:
    assert MLIR_OPT is not None
    path = UPSTREAM / name
    flags = ["-split-input-file", "-convert-pdl-to-pdl-interp"]
    ref = subprocess.run([MLIR_OPT, *flags, str(path)], capture_output=True, text=True)
    out, err, rc = pdlx_opt([*flags, str(path)])
    assert rc == ref.returncode == 0, err
    assert out == ref.stdout


@pytest.mark.parametrize("path", sorted(CORPUS.glob("*.mlir")), ids=lambda p: p.name)
def test_corpus_replays(path: Path) -> None:
    expected = path.with_suffix(".mlir.out").read_text()
    cwd = os.getcwd()
    os.chdir(path.parent.parent)
    try:
        out, err, rc = pdlx_opt(
            ["-split-input-file", "-convert-pdl-to-pdl-interp", f"lowering/{path.name}"]
        )
    finally:
        os.chdir(cwd)
    assert rc == 0, err
    assert out == expected


def _lowered(text: str) -> str:
    from pdlx.pdl.lowering import convert_pdl_to_pdl_interp
    from pdlx.syntax.printer import print_module

    ctx = Context.default()
    snap = parse(text, "t.mlir", context=ctx)
    lowered = convert_pdl_to_pdl_interp(snap, snap.root, ctx)
    return print_module(lowered, generic=False, context=ctx)


def test_shared_predicates_are_asked_once() -> None:
    """Two patterns on the same root name: one name check, then both arms."""
    text = """
    module {
      pdl.pattern @p1 : benefit(1) {
        %x = pdl.operand
        %root = pdl.operation "test.a"(%x : !pdl.value)
        pdl.rewrite %root with "r"
      }
      pdl.pattern @p2 : benefit(2) {
        %x = pdl.operand
        %y = pdl.operand
        %root = pdl.operation "test.a"(%x, %y : !pdl.value, !pdl.value)
        pdl.rewrite %root with "r"
      }
    }
    """
    out = _lowered(text)
    assert out.count("check_operation_name") == 1
    assert "switch_operand_count" in out
    assert out.count("record_match") == 2
    # The rewriters are named as MLIR's SymbolTable renames clashes.
    assert "@pdl_generated_rewriter_0" in out


def test_root_ordering_prefers_the_cheapest_root() -> None:
    """A pattern whose two candidate roots share an operand: the matcher
    starts at one of them and reaches the other through the users of the
    shared value (a foreach)."""
    from pdlx.dialects.pdl import OperationType  # noqa: F401 - the dialect is loaded

    text = """
    module {
      pdl.pattern : benefit(1) {
        %v = pdl.operand
        %a = pdl.operation "test.lhs"(%v : !pdl.value)
        %b = pdl.operation "test.rhs"(%v : !pdl.value)
        pdl.rewrite with "r"(%a, %b : !pdl.operation, !pdl.operation)
      }
    }
    """
    out = _lowered(text)
    assert "pdl_interp.foreach" in out
    assert "pdl_interp.get_users" in out


def test_optimal_branching_solves_a_cycle() -> None:
    from pdlx.pdl.tree import Graph, OptimalBranching, _RootEdge

    # Three roots; every pair connected, costs chosen so that the best
    # local parents form a cycle b <-> c, which the solver contracts.
    graph: Graph = {
        1: {2: _RootEdge((5, 0), 100), 3: _RootEdge((6, 1), 101)},
        2: {1: _RootEdge((4, 2), 102), 3: _RootEdge((1, 3), 103)},
        3: {1: _RootEdge((4, 4), 104), 2: _RootEdge((1, 5), 105)},
    }
    solver = OptimalBranching(graph, 1)
    cost = solver.solve()
    edges = solver.pre_order_traversal([1, 2, 3])
    assert edges[0] == (1, None)
    assert {e[0] for e in edges} == {1, 2, 3}
    assert cost == 5  # 1 -> one of {2, 3} (4), then the other (1)


def test_convert_pass_rejects_nothing_it_cannot_lower() -> None:
    """The pass leaves non-pattern ops alone and erases the patterns."""
    text = """
    module {
      func.func private @keep()
      pdl.pattern : benefit(1) {
        %root = pdl.operation "test.a"
        pdl.rewrite %root with "r"
      }
    }
    """
    out = _lowered(text)
    assert "pdl.pattern" not in out
    assert "func.func private @keep()" in out
    assert out.index("@matcher") < out.index("@rewriters") < out.index("@keep")
