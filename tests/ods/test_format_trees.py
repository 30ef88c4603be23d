"""The stored trees of the core formats (`pdlx/ods/format/format_trees.json`)
are the trees lark makes of them, and every core format has one.

`python tests/ods/test_format_trees.py --write` rewrites the file (after a
core format or the format grammar changed: this test says so)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

import pdlx
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


def _stored() -> dict[str, object]:
    with open(lexer.STORED_TREES, encoding="utf-8") as f:
        data = json.load(f)
    assert isinstance(data, dict)
    return data


def test_every_core_format_is_stored() -> None:
    """In a fresh process (formats compile once per process, and other
    tests may have compiled some already), the core formats' trees are
    what the file holds."""
    root = Path(pdlx.__file__).resolve().parent.parent
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([str(root), os.environ.get("PYTHONPATH", "")]),
    }
    p = subprocess.run(
        [sys.executable, __file__, "--print"], capture_output=True, text=True, env=env, cwd=root
    )
    assert p.returncode == 0, p.stderr
    fresh = json.loads(p.stdout)
    assert len(fresh["trees"]) > 100
    assert _stored() == fresh, "stale: run python tests/ods/test_format_trees.py --write"


def test_stored_trees_are_lark_trees() -> None:
    trees = _stored()["trees"]
    assert isinstance(trees, dict)
    for fmt in trees:
        stored = lexer.parse_format("op 'x'", fmt)
        lexer.USE_STORED_TREES = False
        try:
            assert lexer.parse_format("op 'x'", fmt) == stored, fmt
        finally:
            lexer.USE_STORED_TREES = True


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
    if sys.argv[1:] == ["--print"]:
        json.dump(lexer.stored_trees_document(core_format_trees()), sys.stdout)
    elif sys.argv[1:] == ["--write"]:
        trees = core_format_trees()
        with open(lexer.STORED_TREES, "w", encoding="utf-8") as f:
            json.dump(lexer.stored_trees_document(trees), f, separators=(",", ":"))
            f.write("\n")
        print(f"{lexer.STORED_TREES}: {len(trees)} formats")
    else:
        sys.exit("usage: python tests/ods/test_format_trees.py --write")
