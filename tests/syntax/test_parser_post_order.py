"""The parser seeds each snapshot's post-order walk with the order in which
it completed ops (`Snapshot.seed_post_order`): that order must be the walk's,
for every construct the corpora and upstream files hold (custom syntax,
implicit terminators, nested regions, the implicit top-level module)."""

from __future__ import annotations

import data_paths
import pytest

import pdlx
from pdlx.ir.diagnostics import DiagnosticError

ROOT = data_paths.REPO
FILES = sorted(
    {*ROOT.glob("tests/**/*.mlir"), *ROOT.glob("matchers/*.mlir"), *ROOT.glob("examples/**/*.mlir")}
)


def _chunks() -> list[tuple[str, str]]:
    out = []
    for f in FILES:
        text = f.read_text(encoding="utf-8", errors="surrogateescape")
        for i, chunk in enumerate(text.split("// -----")):
            out.append((f"{f.relative_to(ROOT)}#{i}", chunk))
    return out


def test_parse_order_is_the_post_order_walk() -> None:
    checked = 0
    for name, chunk in _chunks():
        try:
            snap = pdlx.parse(chunk, name, allow_unregistered=True)
        except DiagnosticError:
            continue
        seeded = (list(snap.post_order()), list(snap.post_order_names()))
        snap._derived.clear()
        assert seeded == (snap.post_order(), snap.post_order_names()), name
        checked += 1
    assert checked > 500


@pytest.mark.parametrize(
    "text",
    [
        '"test.a"() : () -> ()\n"test.b"() : () -> ()',
        'func.func @f() {\n  "test.r"() ({\n    "test.x"() : () -> ()\n  }) : () -> ()\n  return\n}',
        "module {}",
        # scf.if's implicit scf.yield is made when its region ends
        'func.func @g(%c: i1) {\n  scf.if %c {\n    "test.x"() : () -> ()\n  }\n  return\n}',
    ],
)
def test_small_inputs(text: str) -> None:
    snap = pdlx.parse(text, allow_unregistered=True)
    seeded = list(snap.post_order())
    snap._derived.clear()
    assert seeded == snap.post_order()
