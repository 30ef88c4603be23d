"""Transient edit batches (issue 12): a `Rewriter` edits transients of its
base snapshot's maps and freezes them into one new snapshot per commit.

Checked here: an older snapshot is unchanged by any sequence of edits and
commits made from it (its printed text and every one of its maps); a
rollback or a journal undo in the middle of a batch restores exactly; a
snapshot is only made when something changed; a transform script that edits
and then fails leaves its input snapshot as it was.
"""

from __future__ import annotations

import contextlib
import random
import weakref
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

import pdlx
from pdlx.ir import IRError, Listener, Rewriter, Snapshot
from pdlx.ir.attributes import IntegerAttr, StringAttr
from pdlx.ir.rewriter import JournalView
from pdlx.ir.snapshot import USES
from pdlx.ir.types import f32
from pdlx.ir.uselist import as_tuple
from pdlx.syntax.parser import parse
from pdlx.syntax.printer import print_module

PAYLOAD = """\
"builtin.module"() ({
  "func.func"() <{function_type = (f32, f32, f32) -> f32, sym_name = "f"}> ({
  ^bb0(%a: f32, %b: f32, %c: f32):
    %0 = "test.matmul"(%a, %b) : (f32, f32) -> f32
    %1 = "test.add"(%0, %c) : (f32, f32) -> f32
    %2 = "test.max"(%1, %c) : (f32, f32) -> f32
    %3 = "test.noise"(%2, %b) : (f32, f32) -> f32
    %4 = "test.matmul"(%2, %b) : (f32, f32) -> f32
    %5 = "test.add"(%4, %c) : (f32, f32) -> f32
    %6 = "test.max"(%5, %c) : (f32, f32) -> f32
    %7 = "test.noise"(%6, %b) : (f32, f32) -> f32
    "test.region"(%6) ({
      "test.inner"(%a) : (f32) -> ()
    }) : (f32) -> ()
    "func.return"(%6) : (f32) -> ()
  }) : () -> ()
}) : () -> ()
"""


def _parsed(with_index: bool = True) -> Snapshot:
    snap = parse(PAYLOAD, "payload.mlir", allow_unregistered=True)
    if with_index:
        snap.uses_index()
    return snap


def _state(snap: Snapshot) -> tuple[Any, ...]:
    """Everything a snapshot holds, as plain values: its text, its maps, and
    its def-use index built afresh. An index the snapshot carries (the
    rewriter keeps one up to date) must equal the fresh one."""
    fresh = Snapshot(
        snap.root, snap.ops, snap.values, snap.blocks, snap.regions, snap.links, snap.resources
    )
    uses = {v: as_tuple(u) for v, u in fresh.uses_index().items()}
    if snap.has_derived(USES):
        assert {v: as_tuple(u) for v, u in snap.uses_index().items()} == uses
    return (
        print_module(snap, generic=True),
        dict(snap.ops),
        dict(snap.values),
        dict(snap.blocks),
        dict(snap.regions),
        dict(snap.links),
        uses,
    )


def _ops_named(rw: Rewriter, prefix: str) -> list[int]:
    """The live ops of the rewriter's base named `prefix...` (the current
    maps are transients, which cannot be iterated: `snapshot()` would end
    the batch, which these tests must not do behind the edits' backs)."""
    return [
        o
        for o in _KNOWN.get(rw, sorted(rw.base.ops))
        if o in rw.ops and rw.ops[o].name.startswith(prefix)
    ]


_KNOWN: weakref.WeakKeyDictionary[Rewriter, list[int]] = weakref.WeakKeyDictionary()
"""rewriter -> the op ids it may hold (its base's and those it created)."""


def _random_edit(rw: Rewriter, rng: random.Random, step: int) -> None:
    """One edit of a random kind on a random op (one that is legal)."""
    kind = rng.choice(
        ["attr", "create", "replace", "fused", "erase", "move", "operand", "remove attr"]
    )
    known = _KNOWN.setdefault(rw, sorted(rw.base.ops))
    tests = _ops_named(rw, "test.")
    if not tests:
        kind = "create"
    if kind == "attr":
        rw.set_attribute(rng.choice(tests), f"k{step % 3}", IntegerAttr(step))
    elif kind == "remove attr":
        rw.remove_attribute(rng.choice(tests), f"k{rng.randrange(3)}")
    elif kind == "create" or kind == "replace":
        candidates = [o for o in tests if len(rw.ops[o].results) == 1 and rw.ops[o].parent]
        if not candidates:
            return
        o = rng.choice(candidates)
        rec = rw.ops[o]
        rw.set_insertion_point_before(o)
        new = rw.create_op("test.new", rec.operands, [f32])
        known.append(new)
        if kind == "replace":
            rw.replace_op(o, rw.ops[new].results)
    elif kind == "fused":  # `create` then `replace`, in one
        candidates = [o for o in tests if len(rw.ops[o].results) == 1 and rw.ops[o].parent]
        if candidates:
            o = rng.choice(candidates)
            rw.set_insertion_point_before(o)
            known.append(rw.create_and_replace(o, "test.new", rw.ops[o].operands, [f32]))
    elif kind == "erase":
        o = rng.choice(tests)
        with contextlib.suppress(IRError):  # its results are used: nothing changes
            rw.erase_op(o)
    elif kind == "move":
        leaves = [o for o in tests if not rw.ops[o].regions and not rw.ops[o].results]
        anchors = [o for o in tests if rw.ops[o].parent]
        if leaves and anchors:
            a, b = rng.choice(leaves), rng.choice(anchors)
            if a != b:
                rw.move(a, before=b)
    else:
        users = [o for o in tests if rw.ops[o].operands]
        if users:
            o = rng.choice(users)
            args = rw.blocks[rw.ops[o].parent].args if rw.ops[o].parent else ()
            if args:
                rw.set_operand(o, 0, rng.choice(args))


# ---------------------------------------------------------------------------
# older snapshots stay untouched


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), n=st.integers(1, 30), with_index=st.booleans())
def test_old_snapshots_unchanged_by_any_edits_and_commits(
    seed: int, n: int, with_index: bool
) -> None:
    rng = random.Random(seed)
    base = _parsed(with_index)
    before = _state(base)
    rw = Rewriter(base)
    kept: list[tuple[Snapshot, tuple[Any, ...]]] = [(base, before)]
    for step in range(n):
        _random_edit(rw, rng, step)
        if rng.random() < 0.3:
            s = rw.snapshot() if rng.random() < 0.5 else rw.commit()
            kept.append((s, _state(s)))
    final = rw.commit()
    _state(final)
    for s, state in kept:
        assert _state(s) == state
    assert _state(base) == before


def test_commit_is_one_new_snapshot_and_the_base_is_untouched() -> None:
    base = _parsed()
    before = _state(base)
    rw = Rewriter(base)
    for i, o in enumerate(_ops_named(rw, "test.noise")):
        rw.set_attribute(o, "mark", IntegerAttr(i))
    add = _ops_named(rw, "test.add")[0]
    rw.set_insertion_point_before(add)
    new = rw.create_op("test.fused", rw.ops[add].operands, [f32])
    rw.replace_op(add, rw.ops[new].results)
    rw.erase_op(_ops_named(rw, "test.noise")[0])
    after = rw.commit()
    assert after is not base
    assert _state(base) == before
    text = print_module(after, generic=True)
    assert '"test.fused"' in text and '"test.add"(%0' not in text
    assert text.count("mark = ") == 1  # one noise op erased, one left annotated
    # The index the rewriter carried equals one built from scratch.
    _state(after)  # checks the carried index


# ---------------------------------------------------------------------------
# snapshots are only made when something changed


def test_snapshot_without_edits_is_the_last_snapshot() -> None:
    base = _parsed()
    rw = Rewriter(base)
    assert rw.snapshot() is base
    assert rw.commit() is base
    rw.set_attribute(_ops_named(rw, "test.add")[0], "x", StringAttr("y"))
    s1 = rw.snapshot()
    assert s1 is not base
    assert rw.snapshot() is s1  # nothing written since
    assert rw.commit() is s1
    rw.set_attribute(_ops_named(rw, "test.add")[0], "x", StringAttr("z"))
    s2 = rw.commit()
    assert s2 is not s1
    assert s1.ops[_ops_named(rw, "test.add")[0]].attributes["x"] == StringAttr("y")


def test_snapshot_carries_an_index_built_after_it() -> None:
    base = _parsed(with_index=False)
    rw = Rewriter(base)
    assert not base.has_derived(USES)
    rw.uses(0)  # builds the index on the base
    s = rw.snapshot()
    assert s is base and s.has_derived(USES)
    _state(s)  # checks the carried index


def test_failed_erase_writes_nothing() -> None:
    base = _parsed()
    rw = Rewriter(base)
    s = rw.snapshot()
    try:
        rw.erase_op(_ops_named(rw, "test.add")[0])  # its result is used
    except IRError:
        pass
    else:  # pragma: no cover
        raise AssertionError("erasing a used op must fail")
    assert rw.snapshot() is s


# ---------------------------------------------------------------------------
# rollback in the middle of a batch


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), n=st.integers(0, 15), m=st.integers(1, 15))
def test_rollback_mid_batch_restores_exactly(seed: int, n: int, m: int) -> None:
    rng = random.Random(seed)
    base = _parsed()
    rw = Rewriter(base)
    for step in range(n):
        _random_edit(rw, rng, step)
    checkpoint = rw.snapshot()
    at_checkpoint = _state(checkpoint)
    for step in range(m):
        _random_edit(rw, rng, n + step)
    rw.rollback(checkpoint)
    assert rw.snapshot() is checkpoint
    # Editing goes on from the checkpoint, and commits what follows it only.
    _random_edit(rw, rng, 99)
    rw.set_attribute(_ops_named(rw, "func.func")[0], "after", IntegerAttr(1))
    out = rw.commit()
    assert _state(checkpoint) == at_checkpoint
    _state(out)  # checks the carried index
    assert out.ops[_ops_named(rw, "func.func")[0]].attributes["after"] == IntegerAttr(1)


@settings(max_examples=40, deadline=None)
@given(
    seed=st.integers(0, 2**32 - 1),
    n=st.integers(0, 10),
    m=st.integers(1, 15),
    snap_inside=st.booleans(),
)
def test_journal_undo_mid_batch_restores_exactly(
    seed: int, n: int, m: int, snap_inside: bool
) -> None:
    rng = random.Random(seed)
    base = _parsed()
    rw = Rewriter(base)
    for step in range(n):
        _random_edit(rw, rng, step)
    before = _state(rw.snapshot())
    last = rw.snapshot()
    assert rw.begin_journal()
    for step in range(m):
        _random_edit(rw, rng, n + step)
        if snap_inside and step == 0:
            rw.snapshot()  # a native function's view, say: new transients
    rw.undo_journal()
    s = rw.snapshot()
    if not snap_inside:
        assert s is last  # nothing changed: no new snapshot
    assert _state(s) == before


def test_journal_view_reads_what_the_edits_overwrote() -> None:
    base = _parsed()
    rw = Rewriter(base)
    noise = _ops_named(rw, "test.noise")[0]
    add = _ops_named(rw, "test.add")[0]
    rw.begin_journal()
    rw.set_attribute(add, "x", IntegerAttr(1))
    rw.set_attribute(add, "x", IntegerAttr(2))
    result = rw.ops[noise].results[0]
    rw.erase_op(noise)
    view = rw.end_journal()
    assert isinstance(view, JournalView)
    assert view.op_record(noise) == base.ops[noise]
    assert view.value_record(result) == base.values[result]
    assert view.op_record(add) == base.ops[add]  # the first write's old value
    for missing in (lambda: view.op_record(rw.ops[add].parent), lambda: view.block_record(1)):
        try:
            missing()
        except KeyError:
            pass
        else:  # pragma: no cover
            raise AssertionError("a key the journal did not write is absent")


# ---------------------------------------------------------------------------
# a failed transform leaves its input as it was

FAILING_AFTER_EDITS = """\
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.with_pdl_patterns %root : !transform.any_op {
    ^bb0(%arg0: !transform.any_op):
      pdl.pattern @fuse : benefit(1) {
        %t = pdl.type
        %x = pdl.operand
        %y = pdl.operand
        %c = pdl.operand
        %mm = pdl.operation "test.matmul"(%x, %y : !pdl.value, !pdl.value) -> (%t : !pdl.type)
        %mmr = pdl.result 0 of %mm
        %add = pdl.operation "test.add"(%mmr, %c : !pdl.value, !pdl.value) -> (%t : !pdl.type)
        %addr = pdl.result 0 of %add
        %max = pdl.operation "test.max"(%addr, %c : !pdl.value, !pdl.value) -> (%t : !pdl.type)
        pdl.rewrite %max {
          %f = pdl.operation "test.max"(%x, %y, %c : !pdl.value, !pdl.value, !pdl.value) -> (%t : !pdl.type)
          pdl.replace %max with %f
        }
      }
      transform.sequence %arg0 : !transform.any_op failures(propagate) {
      ^bb1(%arg1: !transform.any_op):
        %maxes = transform.structured.match ops{["test.max"]} in %arg1 : (!transform.any_op) -> !transform.any_op
        %noise = transform.structured.match ops{["test.noise"]} in %arg1 : (!transform.any_op) -> !transform.any_op
        transform.annotate %noise "seen" : !transform.any_op
        transform.apply_pdl_patterns [@fuse] to %arg1 : !transform.any_op
        transform.annotate %maxes "tracked" : !transform.any_op
        %cast = transform.cast %maxes : !transform.any_op to !transform.op<"test.add">
      }
    }
    transform.yield
  }
}
"""


def test_failed_transform_leaves_its_input_snapshot_unchanged() -> None:
    payload = _parsed()
    before = _state(payload)
    r = pdlx.match_and_transform(payload, FAILING_AFTER_EDITS)
    assert not r.ok
    assert any("incompatible payload operation name" in str(d) for d in r.diagnostics)
    assert r.payload is payload
    assert _state(payload) == before


def test_the_same_transform_succeeds_and_tracks_through_the_journal() -> None:
    """Without the failing cast: the PDL rewrites ran journaled with the
    tracking listener outside the driver, which read the erased ops'
    records from the journal: the handle follows the replacements."""
    payload = _parsed()
    before = _state(payload)
    script = FAILING_AFTER_EDITS.replace(
        '        %cast = transform.cast %maxes : !transform.any_op to !transform.op<"test.add">\n',
        "",
    )
    r = pdlx.match_and_transform(payload, script)
    assert r.ok, r.diagnostics
    assert r.payload is not None
    text = pdlx.print_ir(r.payload, generic=True)
    assert text.count("tracked") == 2
    assert text.count('"test.max"(%arg0, %arg1, %arg2) {tracked}') == 1
    assert text.count('"test.max"(%2, %arg1, %arg2) {tracked}') == 1
    assert text.count("seen") == 2
    assert _state(payload) == before


class _Recorder(Listener):
    def __init__(self) -> None:
        self.events: list[tuple[str, int]] = []

    def notify_op_erased(self, rewriter: Rewriter, op: int) -> None:
        self.events.append(("erased", op))

    def notify_op_modified(self, rewriter: Rewriter, op: int) -> None:
        self.events.append(("modified", op))


def test_leaf_erase_notifies_and_unlinks_as_before() -> None:
    base = _parsed()
    rec = _Recorder()
    rw = Rewriter(base, [rec])
    noise = _ops_named(rw, "test.noise")
    for o in noise:
        rw.erase_op(o)
    assert rec.events == [("erased", o) for o in noise]
    out = rw.commit()
    assert "test.noise" not in print_module(out, generic=True)
    _state(out)  # checks the carried index


class _AllEvents(Listener):
    """Every notification, with ops named as the base names them (`new`:
    an op the edit created), so that two runs' ids need not agree."""

    def __init__(self, base: Snapshot, order: bool) -> None:
        self.base = base
        self.order = order
        self.events: list[tuple[str, str]] = []

    def _name(self, op: int) -> str:
        return f"{op}" if op in self.base.ops else "new"

    def reads_op_order(self) -> bool:
        return self.order

    def notify_op_created(self, rewriter: Rewriter, op: int) -> None:
        self.events.append(("created", self._name(op)))

    def notify_op_inserted(self, rewriter: Rewriter, op: int) -> None:
        self.events.append(("inserted", self._name(op)))

    def notify_op_replaced(self, rewriter: Rewriter, op: int, new_values: tuple[int, ...]) -> None:
        self.events.append(("replaced", self._name(op)))

    def notify_op_erased(self, rewriter: Rewriter, op: int) -> None:
        self.events.append(("erased", self._name(op)))

    def notify_op_modified(self, rewriter: Rewriter, op: int) -> None:
        self.events.append(("modified", self._name(op)))


def test_create_and_replace_is_create_then_replace() -> None:
    """`Rewriter.create_and_replace` against `create_op` + `replace_op`, at
    every one-result op (first, middle and last in their blocks), inserting
    before it (the direct path when no listener reads the op order) or
    before another op: the same text, links, use lists and notifications;
    with a journal, undone exactly."""
    base = _parsed()
    for o in sorted(base.ops):
        rec = base.ops[o]
        if len(rec.results) != 1 or not rec.parent or not rec.name.startswith("test."):
            continue
        for at, order, journal in ((o, False, False), (o, True, False), (o, False, True),
                                   (base.blocks[rec.parent].first, False, False)):  # fmt: skip
            got = []
            for fused in (False, True):
                lst = _AllEvents(base, order)
                rw = Rewriter(base, [lst])
                if journal:
                    rw.begin_journal()
                rw.set_insertion_point_before(at)
                if fused:
                    rw.create_and_replace(o, "test.new", rec.operands, [f32])
                else:
                    new = rw.create_op("test.new", rec.operands, [f32])
                    rw.replace_op(o, rw.ops[new].results)
                if journal:
                    rw.undo_journal()
                out = rw.commit()
                state = _state(out)  # checks the carried index too
                got.append((lst.events, state[0], len(state[5]), out is base))
            assert got[0] == got[1]
            if journal:
                assert got[1][3]  # undone: nothing changed


def test_create_and_replace_with_the_wrong_count_writes_nothing() -> None:
    base = _parsed()
    add = next(o for o in sorted(base.ops) if base.ops[o].name == "test.add")
    rw = Rewriter(base)
    rw.set_insertion_point_before(add)
    try:
        rw.create_and_replace(add, "test.new", (), [f32, f32])
    except IRError as e:
        assert "with 2 values, but it has 1 results" in str(e)
    else:
        raise AssertionError("no error")
    assert rw.commit() is base
