"""`pdlx.parse` verifies what it parsed, as pdlx-opt does after its parse,
and the entry points that need verified IR trust that outcome instead of
walking the payload again (issue 12, deliverable 4: the API does the CLI's
work per phase). Invalid IR still parses, and still gets the verifier's
diagnostics before any transform runs."""

from __future__ import annotations

import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

import pdlx
import pdlx.api
import pdlx.registration
from pdlx.ir.context import Context
from pdlx.ir.diagnostics import Diagnostic, DiagnosticError
from pdlx.ir.snapshot import Snapshot
from pdlx.verify.verifier import is_verified

PAYLOAD = """\
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
"""

# Parses, but `func.return` returns an i64 from a function returning i32.
INVALID = """\
func.func @f(%a: i64) -> i32 {
  return %a : i64
}
"""

SCRIPT = """\
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{["arith.addi"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.annotate %m "seen" : !transform.any_op
    transform.yield
  }
}
"""


@pytest.fixture
def verifications(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[Snapshot]]:
    """The snapshots the API walks with the verifier, in order."""
    seen: list[Snapshot] = []
    real = pdlx.api._verify_in

    def counting(snap: Snapshot, context: Context | None) -> list[Diagnostic]:
        seen.append(snap)
        return real(snap, context)

    monkeypatch.setattr(pdlx.api, "_verify_in", counting)
    yield seen


def test_parse_verifies_and_transform_trusts_it(verifications: list[Snapshot]) -> None:
    snap = pdlx.parse(PAYLOAD)
    assert verifications == [snap]
    assert is_verified(snap, Context.default())
    script = pdlx.parse(SCRIPT)
    assert verifications == [snap, script]
    r = pdlx.match_and_transform(snap, script)
    assert r.ok, [str(d) for d in r.diagnostics]
    assert verifications == [snap, script]  # nothing walked again
    assert "arith.addi %arg0, %arg0 {seen} : i32" in pdlx.print_ir(r.payload)


def test_unverified_parse_is_verified_when_needed(verifications: list[Snapshot]) -> None:
    snap = pdlx.parse(PAYLOAD, verify=False)
    assert verifications == []
    assert not is_verified(snap, Context.default())
    r = pdlx.match_and_transform(snap, SCRIPT)
    assert r.ok
    assert [v for v in verifications if v is snap] == [snap]
    assert is_verified(snap, Context.default())


def test_print_ir_of_text_does_not_verify(verifications: list[Snapshot]) -> None:
    assert pdlx.print_ir(PAYLOAD).startswith("module {")
    assert verifications == []


@pytest.mark.parametrize("verify", [True, False])
def test_invalid_ir_still_parses_and_fails_before_transforming(verify: bool) -> None:
    snap = pdlx.parse(INVALID, "bad.mlir", verify=verify)
    text = pdlx.print_ir(snap)  # printable as before
    r = pdlx.match_and_transform(snap, SCRIPT)
    assert r.status is pdlx.Status.BAD_INPUT and r.payload is snap
    assert [str(d) for d in r.diagnostics] == [
        str(d)
        for d in pdlx.match_and_transform(INVALID, SCRIPT, payload_name="bad.mlir").diagnostics
    ]
    assert len(r.diagnostics) == 1
    assert str(r.diagnostics[0]).startswith(
        "bad.mlir:2:3: error: type of return operand 0 ('i64') doesn't match function result"
    )
    with pytest.raises(DiagnosticError):
        pdlx.collect_matching(snap, pdlx.matcher_file("single_use"), "single_use")
    assert pdlx.print_ir(snap) == text


def test_parse_file_verifies(tmp_path: Path, verifications: list[Snapshot]) -> None:
    path = tmp_path / "p.mlir"
    path.write_text(PAYLOAD)
    snap = pdlx.parse_file(path)
    assert verifications == [snap]
    assert pdlx.parse_file(path, verify=False) is not snap
    assert len(verifications) == 1


def test_verify_argument_is_checked() -> None:
    with pytest.raises(TypeError, match="verify: expected a bool"):
        pdlx.parse(PAYLOAD, verify=1)  # type: ignore[arg-type]


@pytest.mark.skipif(shutil.which("mlir-opt-22") is None, reason="mlir-opt-22 is not installed")
def test_verifier_diagnostics_of_a_parsed_snapshot_are_mlir_opts(tmp_path: Path) -> None:
    path = tmp_path / "bad.mlir"
    path.write_text(INVALID)
    expected = subprocess.run(
        ["mlir-opt-22", str(path)], capture_output=True, text=True, check=False
    ).stderr
    r = pdlx.match_and_transform(pdlx.parse(path), SCRIPT)
    assert r.status is pdlx.Status.BAD_INPUT
    assert "".join(str(d) for d in r.diagnostics) == expected


def test_mutating_result_diagnostics_does_not_change_the_next_call() -> None:
    """The verifier's errors stay with the snapshot; a caller's edits to a
    `Result.diagnostics` list must not reach the next call's."""
    snap = pdlx.parse(INVALID, "bad.mlir")
    first = pdlx.match_and_transform(snap, SCRIPT)
    expected = [str(d) for d in first.diagnostics]
    first.diagnostics.clear()
    again = pdlx.match_and_transform(snap, SCRIPT)
    assert again.status is pdlx.Status.BAD_INPUT
    assert [str(d) for d in again.diagnostics] == expected


def test_a_dialect_loaded_while_verifying_does_not_void_the_outcome(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Verifying can load a pending dialect (an op's verifier asking for
    it): the outcome is recorded with the context as it is afterwards, so
    the next call trusts it instead of walking the snapshot again."""
    ctx = Context()
    pdlx.registration.load_all(ctx)
    ctx.register_dialect_loader("lazyverify", lambda c: None)
    seen: list[Snapshot] = []
    real = pdlx.api._verify_in

    def loading(snap: Snapshot, context: Context | None) -> list[Diagnostic]:
        seen.append(snap)
        ctx.get_dialect("lazyverify")
        return real(snap, context)

    script = pdlx.parse(SCRIPT, context=ctx)  # loads the transform dialect
    monkeypatch.setattr(pdlx.api, "_verify_in", loading)
    snap = pdlx.parse(INVALID, "bad.mlir", context=ctx)
    assert seen == [snap]
    r = pdlx.match_and_transform(snap, script, context=ctx)
    assert r.status is pdlx.Status.BAD_INPUT and len(r.diagnostics) == 1
    assert seen.count(snap) == 1
