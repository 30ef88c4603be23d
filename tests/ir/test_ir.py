"""The persistent IR: snapshots stay unchanged, edits share structure, views
read the right snapshot, the rewriter keeps links and uses consistent."""

from __future__ import annotations

import pytest

from pdlx.ir import IRError, Listener, Rewriter, Snapshot, empty_module
from pdlx.ir.attributes import IntegerAttr, StringAttr
from pdlx.ir.types import f32, i32
from pdlx.syntax.parser import parse
from pdlx.syntax.printer import print_module

CHAIN = """
"test.func"() ({
^bb0(%a: f32, %b: f32):
  %0 = "test.matmul"(%a, %b) : (f32, f32) -> f32
  %1 = "test.add"(%0, %b) : (f32, f32) -> f32
  %2 = "test.max"(%1, %0) : (f32, f32) -> f32
  "test.return"(%2) : (f32) -> ()
}) : () -> ()
"""


def load(text: str = CHAIN) -> Snapshot:
    return parse(text, "chain.mlir", allow_unregistered=True)


def ops_named(s: Snapshot, name: str) -> list[int]:
    return [o for o in s.walk() if s.ops[o].name == name]


def check_consistent(s: Snapshot) -> None:
    """Every index agrees with every other: links, parents, uses, owners."""
    for b, brec in s.blocks.items():
        ops = s.block_op_list(b)
        if ops:
            assert brec.first == ops[0] and brec.last == ops[-1]
            assert s.links[ops[0]][0] == 0 and s.links[ops[-1]][1] == 0
        else:
            assert brec.first == 0 and brec.last == 0
        for o in ops:
            assert s.ops[o].parent == b
        for i, a in enumerate(brec.args):
            assert s.values[a].owner == b and s.values[a].index == i and s.values[a].is_arg
    for o, rec in s.ops.items():
        for i, r in enumerate(rec.results):
            assert s.values[r].owner == o and s.values[r].index == i
        for v in rec.operands:
            assert v in s.values
    expected: dict[int, set[tuple[int, int]]] = {}
    for o, rec in s.ops.items():
        for i, v in enumerate(rec.operands):
            expected.setdefault(v, set()).add((o, i))
    for v in s.values:
        assert set(s.uses(v)) == expected.get(v, set())


def test_views_read_records() -> None:
    s = load()
    (mm,) = ops_named(s, "test.matmul")
    op = s.op(mm)
    assert op.name == "test.matmul"
    assert [v.type for v in op.operands] == [f32, f32]
    assert op.result(0).type == f32
    assert [u.name for u in op.result(0).users] == ["test.max", "test.add"]
    assert op.parent_op is not None and op.parent_op.name == "test.func"
    assert op.next is not None and op.next.name == "test.add"
    assert op.prev is None
    assert op.operand(0).is_block_argument
    assert op.operand(0).owner == op.parent


def test_walk_orders() -> None:
    s = load()
    pre = [s.ops[o].name for o in s.walk()]
    post = [s.ops[o].name for o in s.walk(post_order=True)]
    assert pre[0] == "builtin.module" and pre[1] == "test.func"
    assert post[-1] == "builtin.module" and post[-2] == "test.func"
    assert sorted(pre) == sorted(post)


def test_edit_leaves_old_snapshot_untouched() -> None:
    s = load()
    before = print_module(s)
    (add,) = ops_named(s, "test.add")
    rw = Rewriter(s)
    rw.set_attribute(add, "tag", StringAttr("x"))
    s2 = rw.commit()
    assert print_module(s) == before
    assert "tag" in print_module(s2)
    assert s2.ops[add].attributes["tag"] == StringAttr("x")
    # Untouched records are shared, not copied.
    (mm,) = ops_named(s, "test.matmul")
    assert s2.ops[mm] is s.ops[mm]
    check_consistent(s2)


def test_replace_op_and_listener() -> None:
    s = load()
    s.uses_index()  # the rewriter keeps a built index up to date
    (add,) = ops_named(s, "test.add")
    (mm,) = ops_named(s, "test.matmul")
    events: list[tuple[str, int]] = []

    class Spy(Listener):
        def notify_op_created(self, rewriter: Rewriter, op: int) -> None:
            events.append(("created", op))

        def notify_op_replaced(
            self, rewriter: Rewriter, op: int, new_values: tuple[int, ...]
        ) -> None:
            events.append(("replaced", op))

        def notify_op_erased(self, rewriter: Rewriter, op: int) -> None:
            events.append(("erased", op))

    rw = Rewriter(s, [Spy()])
    rw.set_insertion_point_before(add)
    a, b = s.ops[mm].operands
    fused = rw.create_op("test.fused", [a, b], [f32])
    rw.replace_op(add, rw.op_record(fused).results)
    s2 = rw.commit()
    assert events == [("created", fused), ("replaced", add), ("erased", add)]
    assert add not in s2.ops and add in s.ops
    names = [s2.ops[o].name for o in s2.walk()]
    assert names == [
        "builtin.module",
        "test.func",
        "test.matmul",
        "test.fused",
        "test.max",
        "test.return",
    ]
    check_consistent(s2)


def test_erase_with_uses_is_refused() -> None:
    s = load()
    (mm,) = ops_named(s, "test.matmul")
    rw = Rewriter(s)
    with pytest.raises(IRError):
        rw.erase_op(mm)


def test_move_and_insert() -> None:
    s = load()
    (ret,) = ops_named(s, "test.return")
    (mm,) = ops_named(s, "test.matmul")
    rw = Rewriter(s)
    c = rw.create_op("test.const", [], [i32], attributes={"value": IntegerAttr(1, i32)})
    rw.insert(c, before=mm)
    rw.move(c, after=ret)
    rw.move(c, at_start=s.ops[mm].parent)
    s2 = rw.commit()
    block = s2.ops[mm].parent
    assert [s2.ops[o].name for o in s2.block_ops(block)][:2] == ["test.const", "test.matmul"]
    check_consistent(s2)


def test_erase_nested() -> None:
    s = load()
    (func,) = ops_named(s, "test.func")
    rw = Rewriter(s)
    rw.erase_op(func)
    s2 = rw.commit()
    assert list(s2.ops) == [s2.root]
    assert not s2.values and len(s2.blocks) == 1
    check_consistent(s2)


def test_builder_from_scratch() -> None:
    s = empty_module()
    body = s.regions[s.ops[s.root].regions[0]].blocks[0]
    rw = Rewriter(s)
    rw.set_insertion_point_to_end(body)
    f = rw.create_op("test.region_op", num_regions=1)
    region = rw.op_record(f).regions[0]
    blk = rw.create_block(region, [i32])
    rw.set_insertion_point_to_end(blk)
    arg = rw.block_record(blk).args[0]
    rw.create_op("test.use", [arg])
    s2 = rw.commit()
    assert print_module(s2) == (
        '"builtin.module"() ({\n'
        '  "test.region_op"() ({\n'
        "  ^bb0(%arg0: i32):\n"
        '    "test.use"(%arg0) : (i32) -> ()\n'
        "  }) : () -> ()\n"
        "}) : () -> ()\n"
    )
    check_consistent(s2)


def test_many_snapshots_share_structure() -> None:
    s = load()
    (add,) = ops_named(s, "test.add")
    snaps = [s]
    for i in range(50):
        rw = Rewriter(snaps[-1])
        rw.set_attribute(add, "n", IntegerAttr(i, i32))
        snaps.append(rw.commit())
    assert snaps[0].ops[add].attributes.get("n") is None
    assert snaps[10].ops[add].attributes["n"] == IntegerAttr(9, i32)
    assert snaps[-1].ops[add].attributes["n"] == IntegerAttr(49, i32)
