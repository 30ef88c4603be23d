"""The parser seeds each snapshot's post-order walk with the order in which
it completed ops (`Snapshot.seed_post_order`): that order must be the walk's,
for every construct the corpora and upstream files hold (custom syntax,
implicit terminators, nested regions, the implicit top-level module)."""

from __future__ import annotations

import data_paths
import pytest

import pdlx
from pdlx.ir.diagnostics import DiagnosticError
from pdlx.ir.snapshot import Snapshot

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


def _nested_index_switch(depth: int) -> str:
    return (
        "func.func @f(%i: index) {\n"
        + "scf.index_switch %i\ncase 0 {\n" * depth
        + "scf.yield\n}\ndefault {\nscf.yield\n}\n" * depth
        + "return\n}\n"
    )


def test_regions_parsed_out_of_order_skip_the_seeding(monkeypatch: pytest.MonkeyPatch) -> None:
    """`scf.index_switch` parses its cases before its default region: the
    parser then leaves the snapshot to walk itself (once, linear) rather
    than reordering what it completed per switch (quadratic in the
    nesting: 2,000 nested switches took minutes' worth of walks)."""
    seeded: list[Snapshot] = []
    real = Snapshot.seed_post_order

    def seed(self: Snapshot, order: list[int], names: list[str]) -> None:
        seeded.append(self)
        real(self, order, names)

    monkeypatch.setattr(Snapshot, "seed_post_order", seed)
    snap = pdlx.parse(_nested_index_switch(2000))
    assert seeded == []
    order = snap.post_order_names()
    assert order.count("scf.index_switch") == 2000 and order[-3:] == [
        "func.return",
        "func.func",
        "builtin.module",
    ]
    small = pdlx.parse(_nested_index_switch(3))
    assert seeded == []
    # The default region comes first in the walk, though parsed last.
    assert small.post_order_names() == [
        "scf.yield", "scf.yield", "scf.yield", "scf.yield", "scf.index_switch",
        "scf.yield", "scf.index_switch", "scf.yield", "scf.index_switch",
        "func.return", "func.func", "builtin.module",
    ]  # fmt: skip
    pdlx.parse(
        'func.func @g(%c: i1) {\n  scf.if %c {\n    "test.x"() : () -> ()\n  }\n  return\n}',
        allow_unregistered=True,
    )
    assert len(seeded) == 1  # in-order parses still seed
