"""The stored trees of the core formats (`pdlx/ods/format/format_trees.json`)
are the trees lark makes of them, and every core format has one.

`python tests/ods/test_format_trees.py --write` rewrites the file (after a
core format or the format grammar changed: this test says so)."""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from contextlib import contextmanager

import pytest

from pdlx import ods
from pdlx.ir.context import Context
from pdlx.ods.format import lexer, params, program
from pdlx.ods.format.lexer import Node


@contextmanager
def _recording() -> Iterator[dict[str, Node]]:
    """The formats read while it is open, with lark's trees of them."""
    seen: dict[str, Node] = {}
    real = lexer.parse_format

    def parse(owner: str, fmt: str) -> Node:
        lexer.USE_STORED_TREES = False
        try:
            seen[fmt] = tree = real(owner, fmt)
        finally:
            lexer.USE_STORED_TREES = True
        return tree

    program.parse_format = params.parse_format = parse
    try:
        yield seen
    finally:
        program.parse_format = params.parse_format = real


def core_format_trees() -> dict[str, Node]:
    """Every format of the core dialects, read by lark."""
    from pdlx.registration import load_all

    with _recording() as seen:
        ctx = Context()
        load_all(ctx)
        ods.compile_deferred_formats(ctx)
    return seen


def test_stored_trees_are_lark_trees_of_every_core_format() -> None:
    with open(lexer.STORED_TREES, encoding="utf-8") as f:
        stored = json.load(f)
    trees = core_format_trees()
    assert len(trees) > 100
    assert stored == json.loads(json.dumps(lexer.stored_trees_document(trees))), (
        "stale: run python tests/ods/test_format_trees.py --write"
    )
    for fmt, tree in trees.items():
        assert lexer.parse_format("op 'x'", fmt) == tree


def test_other_formats_and_errors_still_go_through_lark() -> None:
    tree = lexer.parse_format("op 'test.x'", "$a `:` type($a) `,` attr-dict  ")
    assert [c.kind for c in tree.children] == [
        "variable",
        "literal",
        "type_dir",
        "literal",
        "attr_dict",
    ]
    with pytest.raises(lexer.FormatError, match="unexpected end of format"):
        lexer.parse_format("op 'test.x'", "$a `:` type(")


if __name__ == "__main__":
    if sys.argv[1:] != ["--write"]:
        sys.exit("usage: python tests/ods/test_format_trees.py --write")
    trees = core_format_trees()
    with open(lexer.STORED_TREES, "w", encoding="utf-8") as f:
        json.dump(lexer.stored_trees_document(trees), f, separators=(",", ":"))
        f.write("\n")
    print(f"{lexer.STORED_TREES}: {len(trees)} formats")
