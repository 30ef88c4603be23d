"""The rewriter's errors name an op by its name and source position, never
by its internal id (issue 13: `cannot erase op #154619109412`)."""

from __future__ import annotations

import re

import pytest

import pdlx
from pdlx.ir.rewriter import IRError, Rewriter

SRC = """\
func.func @f() -> i32 {
  %0 = "test.a"() : () -> i32
  %1 = "test.b"(%0) : (i32) -> i32
  return %1 : i32
}
"""


def _op(snap: pdlx.Snapshot, name: str) -> int:
    return next(o for o, rec in snap.ops.items() if rec.name == name)


@pytest.fixture
def snap() -> pdlx.Snapshot:
    return pdlx.parse(SRC, "in.mlir", allow_unregistered=True)


def test_erase_with_uses(snap: pdlx.Snapshot) -> None:
    rw = Rewriter(snap)
    with pytest.raises(IRError) as e:
        rw.erase_op(_op(snap, "test.a"))
    assert str(e.value) == "cannot erase 'test.a' op at in.mlir:2:8: result still has uses"


def test_replace_with_wrong_count(snap: pdlx.Snapshot) -> None:
    rw = Rewriter(snap)
    with pytest.raises(IRError) as e:
        rw.replace_op(_op(snap, "test.a"), [])
    assert str(e.value) == (
        "replacing 'test.a' op at in.mlir:2:8 with 0 values, but it has 1 results"
    )
    assert not re.search(r"#\d", str(e.value))
