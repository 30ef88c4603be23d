"""The cheap edit paths of issue 12 agree with the plain ones:
`DictionaryAttr.set` (built without the dataclass `__init__`) equals the
dictionary made from scratch, and `Rewriter.set_attributes` (one loop,
shared dictionaries) makes the same snapshot, notifications and journal as
`set_attribute` op by op."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from pdlx.api import parse, print_ir
from pdlx.ir.attributes import UNIT, DictionaryAttr, IntegerAttr
from pdlx.ir.rewriter import Listener, Rewriter
from pdlx.testing.strategies import payload_texts

names = st.text(alphabet="abcxyz.", min_size=1, max_size=4)


@given(
    entries=st.dictionaries(names, st.integers(0, 9), max_size=6),
    key=names,
    value=st.integers(0, 9),
)
def test_dictionary_set_equals_fresh(entries: dict[str, int], key: str, value: int) -> None:
    d = DictionaryAttr.of({k: IntegerAttr(v) for k, v in entries.items()})
    got = d.set(key, IntegerAttr(value))
    want = DictionaryAttr.of(
        {**{k: IntegerAttr(v) for k, v in entries.items()}, key: IntegerAttr(value)}
    )
    assert got == want
    assert hash(got) == hash(want)
    assert list(got) == list(want) == sorted(want.by_name)
    assert got.by_name == want.by_name
    assert d == DictionaryAttr.of({k: IntegerAttr(v) for k, v in entries.items()})  # unchanged


class _Log(Listener):
    def __init__(self) -> None:
        self.seen: list[int] = []

    def notify_op_modified(self, rewriter: Rewriter, op: int) -> None:
        self.seen.append(op)


@settings(max_examples=60, deadline=None)
@given(text=payload_texts(max_ops=12), picks=st.lists(st.integers(0, 1000), max_size=10))
def test_set_attributes_equals_one_by_one(text: str, picks: list[int]) -> None:
    snap = parse(text, "p.mlir", allow_unregistered=True)
    ops = sorted(snap.ops)
    targets = [ops[p % len(ops)] for p in picks]
    logs = []
    outs = []
    for bulk in (True, False):
        log = _Log()
        rw = Rewriter(snap, [log])
        if bulk:
            rw.set_attributes(targets, "mark", UNIT)
        else:
            for t in targets:
                rw.set_attribute(t, "mark", UNIT)
        after = rw.commit()
        outs.append(print_ir(after, generic=True))
        logs.append(log.seen)
        assert {o: after.ops[o].attributes for o in after.ops} == {
            o: (
                snap.ops[o].attributes.set("mark", UNIT) if o in targets else snap.ops[o].attributes
            )
            for o in snap.ops
        }
    assert outs[0] == outs[1]
    assert logs[0] == logs[1] == targets


def test_set_attributes_undone_by_the_journal() -> None:
    snap = parse('"t.a"() : () -> ()\n"t.b"() {z = 1 : i32} : () -> ()\n', "p.mlir")
    snap.uses_index()
    before = print_ir(snap, generic=True)
    rw = Rewriter(snap)
    assert rw.begin_journal()
    rw.set_attributes(list(snap.ops), "mark", UNIT)
    rw.undo_journal()
    assert rw.snapshot() is snap
    assert print_ir(snap, generic=True) == before
