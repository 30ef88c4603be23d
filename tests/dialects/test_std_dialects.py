"""The payload dialects: arith, scf, cf, tensor, linalg.

* the differential corpus in tests/conformance/corpus/std/ (inputs and what mlir-opt-22
  printed for them in custom, generic and debuginfo form; `regen.sh`
  records it) replays byte for byte through pdlx-opt, in process;
* with mlir-opt-22 installed, the recordings are checked against it, and
  pdlx's custom output is fed back to mlir-opt (it must print it unchanged);
* round trips in process: custom -> custom, custom -> generic -> custom;
* the facts other stages rely on: traits (`CastOpInterface`,
  `ConstantLike`, `InferTypeOpInterface`), result-name hints, default
  properties, the region `linalg.matmul`'s custom parser builds;
* arith's folders leave non-constants alone (what they give through the
  greedy driver is in tests/rewrite/test_canonicalize.py).
"""

from __future__ import annotations

import io
import os
import shlex
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

import data_paths
import pytest

from pdlx.ir.attributes import ArrayAttr, IntegerAttr
from pdlx.ir.context import Context
from pdlx.ir.views import Operation
from pdlx.syntax.parser import parse
from pdlx.syntax.printer import print_module

CORPUS = data_paths.CORPUS / "std"
MLIR_OPT = shutil.which(os.environ.get("MLIR_OPT", "mlir-opt-22"))
needs_mlir_opt = pytest.mark.skipif(
    MLIR_OPT is None, reason="mlir-opt-22 not installed: live comparison skipped"
)

# ---------------------------------------------------------------------------
# The recorded corpus


@dataclass(frozen=True)
class Case:
    path: Path
    flags: tuple[str, ...]
    kind: str
    """custom | generic | debuginfo"""

    @property
    def id(self) -> str:
        return f"{self.path.stem}.{self.kind}"

    @property
    def all_flags(self) -> tuple[str, ...]:
        extra = {"custom": (), "generic": ("--mlir-print-op-generic",),
                 "debuginfo": ("--mlir-print-debuginfo",)}[self.kind]  # fmt: skip
        return (*self.flags, *extra)

    def recorded(self, ext: str) -> str:
        return Path(f"{self.path.with_suffix('')}.{self.kind}.{ext}").read_text(
            encoding="utf-8", errors="surrogateescape"
        )


def _cases() -> list[Case]:
    out = []
    for f in sorted(CORPUS.glob("*.mlir")):
        first = f.read_text().split("\n", 1)[0]
        flags = (
            tuple(shlex.split(first[len("// FLAGS:") :]))
            if first.startswith("// FLAGS:")
            else ("--allow-unregistered-dialect",)
        )
        for kind in ("custom", "generic", "debuginfo"):
            out.append(Case(f, flags, kind))
    return out


CASES = _cases()

_DEBUGINFO_SPLIT = (
    "not a dialect matter: with --split-input-file mlir-opt locates a chunk's implicit module "
    "where the chunk starts, pdlx at 0:0"
)
XFAIL: dict[str, str] = {
    "arith_invalid.debuginfo": _DEBUGINFO_SPLIT,
    "arith_parse_errors.debuginfo": _DEBUGINFO_SPLIT,
    "linalg_invalid.debuginfo": _DEBUGINFO_SPLIT,
}


def run_pdlx(path: Path, flags: tuple[str, ...]) -> tuple[str, str, int]:
    """pdlx-opt in process, run from the file's directory as mlir-opt was."""
    from pdlx.cli import run

    out, err = io.StringIO(), io.StringIO()
    cwd = os.getcwd()
    os.chdir(path.parent)
    try:
        rc = run([*flags, path.name], stdout=out, stderr=err)
    finally:
        os.chdir(cwd)
    return out.getvalue(), err.getvalue(), rc


def _replay_params() -> list[object]:
    out: list[object] = []
    for c in CASES:
        marks = [pytest.mark.xfail(strict=True, reason=XFAIL[c.id])] if c.id in XFAIL else []
        out.append(pytest.param(c, id=c.id, marks=marks))
    return out


@pytest.mark.parametrize("case", _replay_params())
def test_corpus_replay(case: Case) -> None:
    out, err, rc = run_pdlx(case.path, case.all_flags)
    assert out == case.recorded("out")
    assert err == case.recorded("err")
    assert rc == int(case.recorded("rc"))


def test_xfail_entries_name_cases() -> None:
    assert sorted(set(XFAIL) - {c.id for c in CASES}) == []


@needs_mlir_opt
@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_corpus_recordings_are_current(case: Case) -> None:
    assert MLIR_OPT is not None
    p = subprocess.run(
        [MLIR_OPT, *case.all_flags, case.path.name], cwd=case.path.parent, capture_output=True,
        check=False,
    )  # fmt: skip
    assert p.stdout.decode("utf-8", "surrogateescape") == case.recorded("out")
    assert p.stderr.decode("utf-8", "surrogateescape") == case.recorded("err")
    assert p.returncode == int(case.recorded("rc"))


_PRINTABLE = [c for c in CASES if c.kind != "generic" and "--split-input-file" not in c.flags]


@needs_mlir_opt
@pytest.mark.parametrize("case", _PRINTABLE, ids=[c.id for c in _PRINTABLE])
def test_mlir_opt_reads_pdlx_output(case: Case, tmp_path: Path) -> None:
    """pdlx's custom (and debuginfo) form is mlir-opt's: read back by
    mlir-opt with the same flags, it prints the same text."""
    assert MLIR_OPT is not None
    out, _, rc = run_pdlx(case.path, case.all_flags)
    assert rc == 0
    f = tmp_path / case.path.name
    f.write_text(out)
    p = subprocess.run(
        [MLIR_OPT, *case.all_flags, f.name], cwd=tmp_path, capture_output=True, check=False
    )
    assert p.stdout.decode() == out


# ---------------------------------------------------------------------------
# Round trips in process

_VALID = [
    *sorted(CORPUS.glob("*_ops.mlir")),
    CORPUS / "arith_names.mlir",
    CORPUS / "attrs_and_terminators.mlir",
]


@pytest.mark.parametrize("path", _VALID, ids=lambda p: p.stem)
def test_round_trips(path: Path) -> None:
    """custom -> custom is a fixpoint; generic -> custom gives it back."""
    text = path.read_text()
    snap = parse(text, path.name, allow_unregistered=True)
    custom = print_module(snap, generic=False)
    again = parse(custom, "again.mlir", allow_unregistered=True)
    assert print_module(again, generic=False) == custom
    generic = print_module(snap, generic=True)
    from_generic = parse(generic, "generic.mlir", allow_unregistered=True)
    assert print_module(from_generic, generic=False) == custom
    assert print_module(from_generic, generic=True) == generic


# ---------------------------------------------------------------------------
# What other stages rely on


def _ops(text: str) -> list[Operation]:
    snap = parse(text, "x.mlir", allow_unregistered=True)
    return [o for o in snap.root_op.walk() if o.name != "builtin.module"]


def test_trait_names() -> None:
    ctx = Context.default()
    casts = [
        "arith.extsi", "arith.extui", "arith.trunci", "arith.sitofp", "arith.uitofp",
        "arith.fptosi", "arith.fptoui", "arith.extf", "arith.truncf", "arith.index_cast",
        "arith.index_castui", "arith.bitcast", "arith.scaling_extf", "arith.scaling_truncf",
        "tensor.cast",
    ]  # fmt: skip
    for name in casts:
        opdef = ctx.op(name)
        assert opdef is not None and opdef.has_trait("CastOpInterface"), name
    constant = ctx.op("arith.constant")
    assert constant is not None
    for trait in ("ConstantLike", "Pure", "InferTypeOpInterface"):
        assert constant.has_trait(trait)
    addi = ctx.op("arith.addi")
    assert addi is not None
    for trait in ("SameOperandsAndResultType", "Pure", "Commutative", "InferTypeOpInterface"):
        assert addi.has_trait(trait)
    extsi = ctx.op("arith.extsi")
    assert extsi is not None and not extsi.has_trait("InferTypeOpInterface")
    assert not addi.has_trait("CastOpInterface")
    for name in ("scf.yield", "scf.condition", "cf.br", "cf.cond_br", "cf.switch", "linalg.yield"):
        terminator = ctx.op(name)
        assert terminator is not None and terminator.has_trait("IsTerminator"), name
    assert ctx.op("linalg.elemwise_binary") is None  # not in MLIR 22
    assert ctx.op("linalg.elemwise_unary") is None


def test_constant_result_names() -> None:
    text = (CORPUS / "arith_names.mlir").read_text()
    out = print_module(parse(text, "n.mlir", allow_unregistered=True), generic=False)
    for name in ("%c0_i32 =", "%c0_i32_0 =", "%c-1_i64 =", "%c-1_i8 =", "%c7 =", "%c7_1 =",
                 "%true =", "%false =", "%true_2 =", "%cst =", "%c3_i3 ="):  # fmt: skip
        assert name in out, name


def test_default_properties_are_stored() -> None:
    from pdlx.dialects.arith import FASTMATH_NONE, OVERFLOW_NONE

    ops = _ops(
        "func.func @f(%a: i32, %x: f32) {\n"
        "  %0 = arith.addi %a, %a : i32\n"
        "  %1 = arith.addf %x, %x : f32\n"
        "  %2 = arith.divsi %a, %a : i32\n"
        "  return\n}\n"
    )
    addi, addf, divsi = (o for o in ops if o.name.startswith("arith."))
    assert addi.attr("overflowFlags") == OVERFLOW_NONE
    assert addf.attr("fastmath") == FASTMATH_NONE
    assert divsi.attr("isExact") is None


def test_cmpi_predicate_is_an_i64_enum() -> None:
    (cmp,) = (o for o in _ops(
        "func.func @f(%a: i32) -> i1 {\n  %0 = arith.cmpi ult, %a, %a : i32\n  return %0 : i1\n}\n"
    ) if o.name == "arith.cmpi")  # fmt: skip
    from pdlx.ir import types as T

    assert cmp.attr("predicate") == IntegerAttr(6, T.i64)


def test_matmul_custom_form_builds_its_body() -> None:
    ops = _ops(
        "func.func @f(%a: tensor<2x3xi8>, %b: tensor<3x4xi8>, %c: tensor<2x4xi32>) {\n"
        "  %0 = linalg.matmul ins(%a, %b : tensor<2x3xi8>, tensor<3x4xi8>) "
        "outs(%c : tensor<2x4xi32>) -> tensor<2x4xi32>\n"
        "  return\n}\n"
    )
    names = [o.name for o in ops]
    assert names[1:7] == [
        "linalg.matmul", "arith.extsi", "arith.extsi", "arith.muli", "arith.addi", "linalg.yield",
    ]  # fmt: skip


def test_generic_block_argument_names_and_iterators() -> None:
    from pdlx.dialects.linalg import IteratorTypeAttr

    text = (
        "#map = affine_map<(d0) -> (d0)>\n"
        "func.func @f(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {\n"
        '  %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["reduction"]} '
        "ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) {\n"
        "  ^bb0(%x: f32, %y: f32):\n"
        "    linalg.yield %x : f32\n"
        "  } -> tensor<4xf32>\n"
        "  return %0 : tensor<4xf32>\n}\n"
    )
    snap = parse(text, "g.mlir")
    out = print_module(snap, generic=False)
    assert "^bb0(%in: f32, %out: f32):" in out
    assert 'iterator_types = ["reduction"]' in out
    generic = next(o for o in snap.root_op.walk() if o.name == "linalg.generic")
    iters = generic.attr("iterator_types")
    assert isinstance(iters, ArrayAttr) and iters.elements == (IteratorTypeAttr("reduction"),)


def test_partial_dialects_allow_unknown_ops() -> None:
    """scf/tensor/linalg are only partly defined: their other ops still load
    (in generic form), while arith and cf are complete and stay strict."""
    from pdlx.verify.verifier import verify

    ctx = Context.default()
    text = (
        '%0 = "test.t"() : () -> tensor<4xf32>\n'
        '%1 = "tensor.extract_slice"(%0) : (tensor<4xf32>) -> tensor<2xf32>\n'
        '"scf.forall"() ({\n}) : () -> ()\n'
    )
    assert verify(parse(text, "u.mlir", allow_unregistered=True), ctx) == []
    bad = parse('%0 = "arith.bogus"() : () -> i32\n', "b.mlir", allow_unregistered=True)
    diags = verify(bad, ctx)
    assert "unregistered operation 'arith.bogus' found in dialect ('arith')" in diags[0].message


def test_bit_enum_printing() -> None:
    from pdlx.dialects.arith import FASTMATH_FLAGS, OVERFLOW_FLAGS

    assert FASTMATH_FLAGS.stringify(0) == "none"
    assert FASTMATH_FLAGS.stringify(127) == "fast"
    assert FASTMATH_FLAGS.stringify(2 | 4) == "nnan,ninf"
    assert OVERFLOW_FLAGS.stringify(3) == "nsw, nuw"


# ---------------------------------------------------------------------------
# Folding (the greedy driver against mlir-opt --canonicalize on these
# folders: tests/rewrite/test_canonicalize.py)


def test_folders_leave_non_constants_alone() -> None:
    from pdlx.dialects.arith import FOLDERS

    ops = _ops(
        "func.func @f(%a: i32, %b: i32) -> i32 {\n"
        "  %0 = arith.addi %a, %b : i32\n"
        "  %c0 = arith.constant 0 : i32\n"
        "  %1 = arith.divsi %a, %c0 : i32\n"
        "  return %0 : i32\n}\n"
    )
    addi = next(o for o in ops if o.name == "arith.addi")
    divsi = next(o for o in ops if o.name == "arith.divsi")
    assert FOLDERS["arith.addi"](addi) is None
    assert FOLDERS["arith.divsi"](divsi) is None  # x / 0 is not folded
