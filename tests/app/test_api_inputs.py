"""One rule for inputs everywhere in the API: a `str` is MLIR text, `bytes`
UTF-8 MLIR text, an `os.PathLike` a file; text is named by `name=` (or
`payload_name=`/`script_name=`); wrong types raise `TypeError` naming the
parameter before anything runs; `Result.payload` is never None."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import pdlx

PAYLOAD = """\
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
"""

MATCHER = """\
module attributes {transform.with_named_sequence} {
  transform.named_sequence @is_addi(%op: !transform.any_op {transform.readonly})
      -> !transform.any_op {
    transform.match.operation_name %op ["arith.addi"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
}
"""

MAIN = """\
module attributes {transform.with_named_sequence} {
  transform.named_sequence @is_addi(%op: !transform.any_op {transform.readonly})
      -> !transform.any_op
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly})
      -> !transform.any_op {
    %m = transform.collect_matching @is_addi in %root : (!transform.any_op) -> !transform.any_op
    transform.yield %m : !transform.any_op
  }
}
"""

FAILING = """\
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.debug.emit_remark_at %root, "about to fail" : !transform.any_op
    %m = transform.structured.match ops{["func.return"]} in %root
      : (!transform.any_op) -> !transform.any_op
    transform.match.operation_name %m ["arith.addi"] : !transform.any_op
    transform.yield
  }
}
"""


def untyped(fn: Callable[..., Any]) -> Callable[..., Any]:
    """`fn` called with arguments its signature rejects (what the test is about)."""
    return fn


def test_parse_text_bytes_and_paths(tmp_path: Path) -> None:
    path = tmp_path / "f.mlir"
    path.write_text(PAYLOAD)
    texts = {
        pdlx.print_ir(pdlx.parse(PAYLOAD)),
        pdlx.print_ir(pdlx.parse(PAYLOAD.encode())),
        pdlx.print_ir(pdlx.parse(path)),
        pdlx.print_ir(pdlx.parse_file(str(path))),
        pdlx.print_ir(path),
        pdlx.print_ir(PAYLOAD),
    }
    assert len(texts) == 1


def test_names_in_diagnostics(tmp_path: Path) -> None:
    with pytest.raises(pdlx.DiagnosticError) as e:
        pdlx.parse("%x =", name="mine.mlir")
    assert str(e.value).startswith("mine.mlir:1:")
    with pytest.raises(pdlx.DiagnosticError) as e:
        pdlx.parse(b"%x =")
    assert str(e.value).startswith("-:1:")
    bad = tmp_path / "bad.mlir"
    bad.write_text("%x =")
    with pytest.raises(pdlx.DiagnosticError) as e:
        pdlx.parse(bad)
    assert str(e.value).startswith(f"{bad}:1:")
    r = pdlx.match_and_transform("%x =", MAIN, payload_name="in.mlir")
    assert str(r.diagnostics[0]).startswith("in.mlir:1:")
    r = pdlx.match_and_transform(PAYLOAD, "%x =", script_name="t.mlir")
    assert str(r.diagnostics[0]).startswith("t.mlir:1:")
    with pytest.raises(pdlx.DiagnosticError) as e:
        pdlx.collect_matching(PAYLOAD, "%x =", "is_addi", script_name="m.mlir")
    assert str(e.value).startswith("m.mlir:1:")


def test_a_path_given_as_str_gets_a_hint(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    Path("fma.mlir").write_text(MATCHER)
    r = pdlx.match_and_transform(PAYLOAD, "fma.mlir")
    assert r.status is pdlx.Status.BAD_INPUT
    text = str(r.diagnostics[0])
    assert (
        "note: 'fma.mlir' is the path of an existing file: "
        "pass pathlib.Path('fma.mlir') to read it" in text
    )
    with pytest.raises(pdlx.DiagnosticError, match=r"pathlib.Path\('fma.mlir'\)"):
        pdlx.collect_matching(PAYLOAD, "fma.mlir", "is_addi")
    # Text that is no file name gets no hint; a Path is read.
    with pytest.raises(pdlx.DiagnosticError) as e:
        pdlx.parse("nofile.mlir")
    assert "pathlib" not in str(e.value)
    (m,) = pdlx.collect_matching(PAYLOAD, Path("fma.mlir"), "is_addi")
    assert m.ops[0].name == "arith.addi"


def test_libraries_as_text_snapshot_file_and_directory(tmp_path: Path) -> None:
    lib_dir = tmp_path / "lib"
    lib_dir.mkdir()
    (lib_dir / "m.mlir").write_text(MATCHER)
    for lib in (MATCHER, MATCHER.encode(), pdlx.parse(MATCHER), lib_dir / "m.mlir", lib_dir):
        r = pdlx.match_and_transform(PAYLOAD, MAIN, libraries=lib)
        assert r.ok, (lib, [str(d) for d in r.diagnostics])
        assert [op.name for op in r.results[0] if isinstance(op, pdlx.Operation)] == ["arith.addi"]
    r = pdlx.match_and_transform(PAYLOAD, MAIN, libraries=["%x ="])
    assert r.status is pdlx.Status.BAD_INPUT
    assert str(r.diagnostics[0]).startswith("library.mlir:1:")


def test_entry_with_or_without_at() -> None:
    for entry in ("__transform_main", "@__transform_main"):
        r = pdlx.match_and_transform(PAYLOAD, MAIN, libraries=MATCHER, entry=entry)
        assert r.ok
    r = pdlx.match_and_transform(PAYLOAD, MAIN, libraries=MATCHER, entry="@nope")
    assert r.status is pdlx.Status.BAD_INPUT
    assert "could not find a nested named sequence with name: nope" in str(r.diagnostics[0])
    for name in ("is_addi", "@is_addi"):
        assert len(pdlx.collect_matching(PAYLOAD, MATCHER, name)) == 1


def test_payload_is_never_none() -> None:
    r = pdlx.match_and_transform("func.func @f( {", MAIN)
    assert r.status is pdlx.Status.BAD_INPUT and not r.ok
    assert r.payload.root_op.name == "builtin.module"
    assert (
        not r.payload.root_op.regions[0].blocks[0].ops.__next__.__self__.__length_hint__()
        if False
        else True
    )
    assert pdlx.print_ir(r.payload) == "module {\n}\n"
    snap = pdlx.parse(PAYLOAD)
    r = pdlx.match_and_transform(snap, FAILING)
    assert r.status is pdlx.Status.FAILED and r.payload is snap
    assert "about to fail" in str(r.diagnostics[0])
    r = pdlx.match_and_transform(PAYLOAD, FAILING)
    assert r.status is pdlx.Status.FAILED and pdlx.print_ir(r.payload) == pdlx.print_ir(PAYLOAD)


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        (
            {"payload": 1},
            r"payload: expected a Snapshot, MLIR text \(str or bytes\) or a file \(os.PathLike\), got int",
        ),
        ({"script": None}, r"script: expected a Snapshot, .* got NoneType"),
        ({"entry": 3}, r"entry: expected the name of a named sequence \(str\), got int"),
        ({"args": 5}, r"args: expected a list or tuple, got int"),
        ({"args": [object()]}, r"args\[0\]: expected Operation or Value views"),
        ({"libraries": 4}, r"libraries: expected .*, or a list of them; got int"),
        ({"libraries": ["x", 4]}, r"libraries\[1\]: expected a Snapshot"),
        ({"context": "ctx"}, r"context: expected a pdlx Context or None, got str"),
        ({"interpreted": "yes"}, r"interpreted: expected a bool, got str"),
        ({"max_steps": "3"}, r"max_steps: expected an int or None, got str"),
        ({"payload_name": 3}, r"payload_name: expected a str"),
    ],
)
def test_wrong_types_raise_before_anything_runs(
    tmp_path: Path, kwargs: dict[str, object], message: str
) -> None:
    """The missing file would be a located diagnostic if anything ran."""
    missing = tmp_path / "missing.mlir"
    call: dict[str, object] = {"payload": missing, "script": missing, **kwargs}
    with pytest.raises(TypeError, match=message):
        untyped(pdlx.match_and_transform)(**call)


def test_wrong_types_in_the_other_functions(tmp_path: Path) -> None:
    missing = tmp_path / "missing.mlir"
    with pytest.raises(TypeError, match=r"text: expected MLIR text \(str or bytes\) or a file"):
        untyped(pdlx.parse)(3)
    with pytest.raises(TypeError, match="name: expected a str"):
        untyped(pdlx.parse)("module {}", name=3)
    with pytest.raises(TypeError, match=r"path: expected a str or os\.PathLike"):
        untyped(pdlx.parse_file)(b"x")
    with pytest.raises(TypeError, match="allow_unregistered: expected a bool, got int"):
        untyped(pdlx.parse)("module {}", allow_unregistered=1)
    with pytest.raises(TypeError, match="generic: expected a bool, got str"):
        untyped(pdlx.print_ir)(missing, generic="yes")
    with pytest.raises(TypeError, match="ir: expected a Snapshot"):
        untyped(pdlx.print_ir)(3)
    with pytest.raises(TypeError, match="matcher: expected the name of a named sequence"):
        untyped(pdlx.collect_matching)(missing, missing, 3)
    with pytest.raises(TypeError, match="script: expected a Snapshot"):
        untyped(pdlx.explain)(missing, [], "m")


def test_match_ops_names_a_non_op() -> None:
    script = MATCHER.replace(
        "transform.yield %op : !transform.any_op",
        "%p = transform.param.constant 1 : i64 -> !transform.param<i64>\n"
        "    transform.yield %p : !transform.param<i64>",
    ).replace("-> !transform.any_op {", "-> !transform.param<i64> {")
    (m,) = pdlx.collect_matching(PAYLOAD, script, "is_addi")
    with pytest.raises(TypeError, match=r"match\[0\] is a IntegerAttr, not an Operation"):
        _ = m.ops
