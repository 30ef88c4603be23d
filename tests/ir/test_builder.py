"""The generic `OpBuilder`: ops by name, blocks, insertion points, and the
scope checks that refuse inconsistent IR before anything is written."""

from __future__ import annotations

import pytest

import pdlx
from pdlx.ir import types as T
from pdlx.ir.attributes import IntegerAttr, StringAttr, TypeAttr
from pdlx.ir.builder import BuildError, OpBuilder, current_builder
from pdlx.ir.location import FileLineColLoc
from pdlx.ir.rewriter import empty_module
from pdlx.ir.snapshot import Block


def _func(b: OpBuilder, name: str, args: list[T.Type]) -> tuple[pdlx.Operation, Block]:
    f = b.create(
        "test.func",
        regions=1,
        attributes={"sym_name": StringAttr(name)},
    )
    return f, b.add_block(f.regions[0], args)


def test_builds_ops_by_name_with_blocks_regions_and_attributes() -> None:
    b = OpBuilder()
    f = b.create("test.region_op", regions=1, attributes={"n": IntegerAttr(3, T.i32)})
    entry = b.add_block(f.regions[0], [T.i32, T.i32])
    with b.at_end(entry):
        add = b.create("test.add", entry.args, [T.i32])
        b.create("test.ret", [add])
    text = pdlx.print_ir(b.snapshot())
    assert '"test.add"(%arg0, %arg1) : (i32, i32) -> i32' in text
    assert '"test.ret"(%0) : (i32) -> ()' in text
    assert "n = 3 : i32" in text


def test_insertion_points_before_after_start_and_restore() -> None:
    b = OpBuilder()
    first = b.create("test.a")
    last = b.create("test.d")
    with b.after(first):
        b.create("test.b")
    with b.before(last):
        b.create("test.c")
    with b.at_start(b.body):
        b.create("test.start")
    b.create("test.end")  # the point is back at the end of the module
    names = [op.name for op in b.snapshot().root_op.regions[0].blocks[0].ops]
    assert names == ["test.start", "test.a", "test.b", "test.c", "test.d", "test.end"]


def test_a_value_from_another_function_is_out_of_scope() -> None:
    b = OpBuilder()
    _, e1 = _func(b, "f", [T.i32])
    _, e2 = _func(b, "g", [])
    snap_before = b.snapshot()
    with b.at_end(e2), pytest.raises(BuildError) as err:
        b.create("test.use", [e1.args[0]], operand_names=["input"])
    assert "cannot build 'test.use': operand #0 ('input') is used outside its scope" in str(
        err.value
    )
    # Nothing was written.
    assert b.snapshot() is snap_before


def test_an_op_result_is_not_visible_in_its_own_region_nor_before_it() -> None:
    b = OpBuilder()
    outer = b.create("test.outer", [], [T.i32], regions=1)
    inner = b.add_block(outer.regions[0])
    with b.at_end(inner), pytest.raises(BuildError, match="outside its scope"):
        b.create("test.use", [outer.results[0]])
    with b.before(outer), pytest.raises(BuildError, match="outside its scope"):
        b.create("test.use", [outer.results[0]])
    with b.after(outer):
        b.create("test.use", [outer.results[0]])  # after it: fine


def test_values_do_not_cross_an_isolated_from_above_op() -> None:
    b = OpBuilder()
    c = b.create("test.c", [], [T.i32])
    fty = TypeAttr(T.FunctionType((), ()))
    f = b.create(
        "func.func", regions=1, attributes={"sym_name": StringAttr("f"), "function_type": fty}
    )
    entry = b.add_block(f.regions[0])
    with b.at_end(entry), pytest.raises(BuildError, match="IsolatedFromAbove"):
        b.create("test.use", [c.results[0]])
    reg = b.create("test.region", regions=1)
    blk = b.add_block(reg.regions[0])
    with b.at_end(blk):
        b.create("test.use", [c.results[0]])  # a region that is not isolated


def test_wrong_arguments_raise_type_errors_naming_them() -> None:
    b = OpBuilder()
    with pytest.raises(TypeError, match="'name' must be an op name"):
        b.create("noname")
    with pytest.raises(TypeError, match=r"operand #0 must be a Value"):
        b.create("test.x", [3])  # type: ignore[list-item]
    with pytest.raises(TypeError, match="result type #0 must be a Type"):
        b.create("test.x", [], ["i32"])  # type: ignore[list-item]
    with pytest.raises(TypeError, match="attributes must map names to Attributes"):
        b.create("test.x", attributes={"a": 1})  # type: ignore[dict-item]
    with pytest.raises(TypeError, match="OpBuilder: 'base'"):
        OpBuilder("module {}")  # type: ignore[arg-type]


def test_values_of_other_ir_are_refused() -> None:
    other = OpBuilder()
    v = other.create("test.c", [], [T.i32]).results[0]
    b = OpBuilder()
    with pytest.raises(BuildError, match="not a value of this builder"):
        b.create("test.use", [v])
    multi = b.create("test.two", [], [T.i32, T.i32])
    with pytest.raises(BuildError, match="has 2 results: pass one of them"):
        b.create("test.use", [multi])


def test_no_insertion_point_and_no_current_builder() -> None:
    b = OpBuilder(empty_module())
    b.rewriter.clear_insertion_point()
    with pytest.raises(BuildError, match="no insertion point"):
        b.create("test.x")
    with pytest.raises(BuildError, match="no builder is active"):
        current_builder()
    with b:
        assert current_builder() is b
    with pytest.raises(BuildError):
        current_builder()


def test_ops_are_located_at_the_python_line_that_built_them() -> None:
    b = OpBuilder()
    op = b.create("test.x")
    loc = op.loc
    assert isinstance(loc, FileLineColLoc)
    assert loc.filename == __file__
    assert loc.line > 0
