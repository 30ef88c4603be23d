"""Incremental verification (`verify_changes`) against full verification
(`verify`): on random edit sequences made through the rewriter, valid and
invalid alike (uses before their definition, missing terminators, broken
symbol references, wrong types, CFG changes), both report the same
diagnostics, rendered byte for byte. Also: the incremental path is taken
(not only its fallback), and `--pdlx-verify-full` gives the same output."""

from __future__ import annotations

import io
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pdlx.api import parse
from pdlx.cli import _build_arg_parser, run
from pdlx.ir.attributes import UNIT, IntegerAttr, StringAttr, SymbolRefAttr
from pdlx.ir.context import NO_TERMINATOR, Context, OpDef
from pdlx.ir.diagnostics import Diagnostic, DiagnosticSink, render
from pdlx.ir.rewriter import IRError, Rewriter
from pdlx.ir.snapshot import Operation, Snapshot
from pdlx.ir.types import IntegerType
from pdlx.testing.strategies import payload_texts
from pdlx.verify import verifier
from pdlx.verify.verifier import is_verified, verify, verify_changes

REGISTERED = """
module {
  func.func @f0(%a: i32, %b: i32) -> i32 {
    %0 = arith.addi %a, %b : i32
    %1 = arith.muli %0, %a : i32
    %c = arith.cmpi slt, %0, %1 : i32
    cf.cond_br %c, ^bb1(%0 : i32), ^bb2
  ^bb1(%x: i32):
    %2 = func.call @f1(%x) : (i32) -> i32
    return %2 : i32
  ^bb2:
    %3 = scf.if %c -> (i32) {
      %4 = arith.subi %0, %1 : i32
      scf.yield %4 : i32
    } else {
      scf.yield %1 : i32
    }
    return %3 : i32
  }
  func.func @f1(%p: i32) -> i32 {
    %k = arith.constant 7 : i32
    %s = arith.addi %p, %k : i32
    %t = arith.xori %s, %p : i32
    %u = "test.opaque"(%t) {tag = 1 : i32} : (i32) -> i32
    return %u : i32
  }
  func.func @f2(%q: i32) {
    %r = arith.muli %q, %q : i32
    "test.sink"(%r) : (i32) -> ()
    return
  }
}
"""

EDITS = (
    "attr",
    "attrs",
    "unattr",
    "fuse",
    "operand",
    "move",
    "erase",
    "create",
    "rauw",
    "callee",
    "block_arg",
    "block",
    "snapshot",
)


def _texts(diags: list[Diagnostic]) -> list[str]:
    """The diagnostics as printed. Some random edits leave IR the printer
    cannot show (a use of an erased block argument, a branch to another
    region's block): then the text is the printer's exception, which both
    verifications must hit alike."""
    out = []
    for d in diags:
        try:
            out.append(render(d))
        except (KeyError, ValueError, IndexError) as e:
            out.append(f"<{type(e).__name__}>")
    return out


def _outcome(run: Callable[[], list[Diagnostic]]) -> list[str]:
    """The diagnostics as printed, or the exception the verifier raised on IR
    the rewriter let through broken (a branch to an erased block): both
    verifications must end alike."""
    try:
        return _texts(run())
    except (KeyError, ValueError, IndexError) as e:
        return [f"<raised {type(e).__name__}>"]


@contextmanager
def _full_verifications() -> Iterator[list[Snapshot]]:
    """The snapshots `verify_changes` verifies in full while in the block."""
    calls: list[Snapshot] = []
    real_verify = verifier.verify

    def counting(
        snap: Snapshot, ctx: Context | None = None, root: int | None = None
    ) -> list[Diagnostic]:
        if root is None:
            calls.append(snap)
        return real_verify(snap, ctx, root)

    setattr(verifier, "verify", counting)  # noqa: B010 (patching the module's global)
    try:
        yield calls
    finally:
        setattr(verifier, "verify", real_verify)  # noqa: B010


def _apply(rw: Rewriter, snap: Snapshot, kind: str, picks: list[int]) -> None:
    """One edit of kind `kind` at positions drawn as `picks` (taken modulo
    what exists); edits the rewriter refuses (IRError) are skipped."""
    ops = sorted(o for o in snap.ops if o != snap.root)
    values = sorted(snap.values)
    blocks = sorted(snap.blocks)
    if not ops:
        return

    def pick(seq: list[int], i: int) -> int:
        if not seq:  # nothing of that kind left (every value erased): no edit
            raise _NothingToPick
        return seq[picks[i] % len(seq)]

    op = pick(ops, 0)
    rec = snap.ops[op]
    try:
        if kind == "attr":
            name = ("tag", "sym_name", "transform.target_tag", "u")[picks[1] % 4]
            value = (IntegerAttr(picks[2] % 5, IntegerType(32)), StringAttr("g"), UNIT)[
                picks[2] % 3
            ]
            rw.set_attribute(op, name, value)
        elif kind == "attrs":
            # What `transform.annotate` does to a handle: one attribute on
            # many ops at once (attribute-only changes, their own kind).
            targets = [pick(ops, i) for i in range(1, 1 + picks[6] % 6)]
            name = ("tag", "sym_name", "transform.target_tag", "u", "sym_visibility")[picks[5] % 5]
            value = (UNIT, StringAttr("private"), IntegerAttr(1, IntegerType(32)))[picks[2] % 3]
            rw.set_attributes(list(dict.fromkeys(targets)), name, value)
        elif kind == "unattr":
            names = list(rec.attributes)
            if names:
                rw.remove_attribute(op, names[picks[1] % len(names)])
        elif kind == "fuse":
            # A PDL rewrite: a new op where the root was, fed by the root's
            # operands (or any value), taking over its results' uses; the
            # root erased.
            if not rec.parent or snap.ops[op].regions:
                return
            rw.set_insertion_point_before(op)
            operands = list(rec.operands) if picks[1] % 3 else [pick(values, 2)]
            name = ("test.fused", "arith.addi")[picks[3] % 2]
            rtypes = [snap.values[r].type for r in rec.results]
            new = rw.create_op(name, operands, rtypes)
            rw.clear_insertion_point()
            rw.replace_op(op, rw.ops[new].results)
        elif kind == "operand" and rec.operands:
            rw.set_operand(op, picks[1] % len(rec.operands), pick(values, 2))
        elif kind == "move":
            target = pick(ops, 1)
            if snap.is_ancestor(op, target) or not snap.ops[target].parent:
                return
            if picks[2] % 2:
                rw.move(op, before=target)
            else:
                rw.move(op, after=target)
        elif kind == "erase":
            rw.erase_op(op)
        elif kind == "create":
            target = pick(ops, 1)
            if not snap.ops[target].parent:
                return
            if picks[7] % 4 == 1:  # at the end of the block: after its terminator
                rw.set_insertion_point_to_end(snap.ops[target].parent)
            else:
                rw.set_insertion_point_before(target)
            name = ("arith.addi", "test.made", "func.return", "cf.br")[picks[2] % 4]
            operands = [pick(values, 3), pick(values, 4)][: picks[5] % 3]
            succ = [pick(blocks, 6)] if name == "cf.br" else []
            rtypes = [IntegerType(32)] if name in ("arith.addi", "test.made") else []
            rw.create_op(name, operands, rtypes, successors=succ)
            rw.clear_insertion_point()
        elif kind == "rauw":
            rw.replace_all_uses(pick(values, 1), pick(values, 2))
        elif kind == "callee":
            calls = [o for o in ops if snap.ops[o].name == "func.call"]
            if calls:
                callee = ("f0", "f1", "f2", "nope")[picks[1] % 4]
                c = pick(calls, 2)
                rw.set_property(c, "callee", SymbolRefAttr(callee))
        elif kind == "block_arg":
            rw.add_block_argument(pick(blocks, 1), IntegerType(32))
        elif kind == "block":
            regions = sorted(snap.regions)
            b = rw.create_block(pick(regions, 1))
            rw.set_insertion_point_to_end(b)
            rw.create_op("test.made", [], [])
            rw.clear_insertion_point()
    except (IRError, _NothingToPick):
        return


class _NothingToPick(Exception):
    """An edit needs a value, block or region of which none is left."""


def _check_sequence(start: Snapshot, edits: list[tuple[str, list[int]]], ctx: Context) -> int:
    """Apply the edits, verifying after each batch both ways; returns how many
    batches the incremental path proved clean on its own."""
    full0 = verify(start, ctx)
    prev = start
    rw = Rewriter(start)
    incremental_clean = 0
    cur = start
    for kind, picks in edits:
        if kind == "snapshot":
            cur = rw.snapshot()
            continue
        _apply(rw, cur, kind, picks)
        cur = rw.snapshot()
        if picks[7] % 3:
            continue  # several edits (and snapshots) in one batch
        with _full_verifications() as calls:
            inc = _outcome(lambda: verify_changes(cur, ctx, prev))  # noqa: B023
        full = _outcome(lambda: verify(cur, ctx))  # noqa: B023
        assert inc == full
        if not full and not calls and is_verified(prev, ctx):
            incremental_clean += 1
        prev = cur
    del full0
    return incremental_clean


edit_lists = st.lists(
    st.tuples(st.sampled_from(EDITS), st.lists(st.integers(0, 10_000), min_size=8, max_size=8)),
    min_size=1,
    max_size=12,
)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(edits=edit_lists)
def test_registered_payload_edits_agree(edits: list[tuple[str, list[int]]]) -> None:
    ctx = Context.default()
    start = parse(REGISTERED, "payload.mlir", allow_unregistered=True)
    start.uses_index()
    _check_sequence(start, edits, ctx)


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=payload_texts(max_ops=14), edits=edit_lists)
def test_random_payload_edits_agree(text: str, edits: list[tuple[str, list[int]]]) -> None:
    ctx = Context.default()
    start = parse(text, "payload.mlir", allow_unregistered=True)
    _check_sequence(start, edits, ctx)


def test_incremental_path_is_taken() -> None:
    """Attribute edits on ops inside functions are proved clean without a
    full verification."""
    ctx = Context.default()
    start = parse(REGISTERED, "payload.mlir", allow_unregistered=True)
    start.uses_index()
    assert verify(start, ctx) == []
    rw = Rewriter(start)
    adds = [o for o in start.ops if start.ops[o].name == "arith.addi"]
    for o in adds:
        rw.set_attribute(o, "note", UNIT)
    after = rw.snapshot()
    assert after.changes_since(start) is not None
    with _full_verifications() as calls:
        assert verify_changes(after, ctx, start) == []
    assert calls == []
    assert is_verified(after, ctx)


def test_cli_verify_full_flag_same_output(tmp_path: Path) -> None:
    path = tmp_path / "in.mlir"
    path.write_text(REGISTERED)
    outs = []
    for extra in ([], ["--pdlx-verify-full"]):
        out, err = io.StringIO(), io.StringIO()
        rc = run(
            [str(path), "--allow-unregistered-dialect", "--canonicalize", *extra],
            stdout=out,
            stderr=err,
        )
        outs.append((rc, out.getvalue(), err.getvalue()))
    assert outs[0] == outs[1]
    assert "--pdlx-verify-full" in _build_arg_parser().format_help()


def test_context_growth_reverifies_only_a_payload_that_names_it() -> None:
    """A dialect registered after a clean verification (as a pass that loads
    one does) keeps the payload verified unless the payload names its
    namespace, by an op or by an attribute; then the full verification runs
    and reports what it reports."""
    from pdlx.registration import load_all

    ctx = Context()
    load_all(ctx)
    text = '"mine.op"() : () -> ()\n"other.op"() {xdial.flag = 1 : i32} : () -> ()\n'
    snap = parse(text, "p.mlir", allow_unregistered=True, context=ctx)
    assert verify(snap, ctx) == []
    ctx.dialect("unused_by_payload")
    with _full_verifications() as calls:
        assert verify_changes(snap, ctx, snap) == []
    assert calls == []
    assert is_verified(snap, ctx)
    for namespace in ("xdial", "mine"):
        ctx.dialect(namespace)  # loaded now: its ops and attributes verify differently
        assert not is_verified(snap, ctx)
        with _full_verifications() as calls:
            inc = _outcome(lambda: verify_changes(snap, ctx, snap))
        assert calls
        assert inc == _outcome(lambda: verify(snap, ctx))
    assert any(
        "does not allow unknown operations" in t for t in _outcome(lambda: verify(snap, ctx))
    )


def _annotated(start: Snapshot, names: tuple[str, ...], attr: str) -> Snapshot:
    rw = Rewriter(start)
    rw.set_attributes([o for o in start.ops if start.ops[o].name in names], attr, UNIT)
    return rw.snapshot()


def test_attribute_only_changes_cost_no_walk() -> None:
    """Annotating every unregistered op (more than a quarter of the ops, in
    three snapshots, as `transform.annotate` three times) is proved clean
    from the change record's names and dictionaries, with no full
    verification; a registered op's discardable attribute by its own checks."""
    ctx = Context.default()
    start = parse(REGISTERED, "payload.mlir", allow_unregistered=True)
    assert verify(start, ctx) == []
    rw = Rewriter(start)
    unregistered = [o for o in start.ops if start.ops[o].name.startswith("test.")]
    for _ in range(3):
        rw.set_attributes(unregistered, "fused", UNIT)
        rw.snapshot()
    adds = [o for o in start.ops if start.ops[o].name == "arith.addi"]
    rw.set_attributes(adds, "note", UNIT)
    after = rw.snapshot()
    kinds = after.change_kinds_since(start)
    assert kinds is not None and not kinds.ids
    assert kinds.attrs.ops == {*unregistered, *adds}
    with _full_verifications() as calls:
        assert verify_changes(after, ctx, start) == []
    assert calls == []


def test_attribute_only_changes_that_matter_are_reported() -> None:
    """An attribute-only change that breaks something (a dialect attribute
    its verifier rejects, a symbol's visibility) is reported as the full
    verification reports it."""
    from pdlx.registration import load_all

    ctx = Context()
    load_all(ctx)
    start = parse(REGISTERED, "payload.mlir", allow_unregistered=True, context=ctx)
    assert verify(start, ctx) == []
    for name, attr, value in (
        ("test.sink", "transform.target_tag", UNIT),
        ("func.func", "sym_visibility", StringAttr("bogus")),
    ):
        rw = Rewriter(start)
        rw.set_attributes([o for o in start.ops if start.ops[o].name == name], attr, value)
        after = rw.snapshot()
        inc = _outcome(lambda: verify_changes(after, ctx, start))  # noqa: B023
        assert inc and inc == _outcome(lambda: verify(after, ctx))  # noqa: B023


PDL_INPUT = """
module {
  module @patterns {
    pdl.pattern @FuseChain : benefit(0) {
      %a = operand
      %b = operand
      %t = type
      %mm = operation "test.matmul"(%a, %b : !pdl.value, !pdl.value) -> (%t : !pdl.type)
      %mm0 = result 0 of %mm
      %c = operand
      %root = operation "test.add"(%mm0, %c : !pdl.value, !pdl.value) -> (%t : !pdl.type)
      rewrite %root {
        %fused = operation "test.fused"(%a, %b, %c : !pdl.value, !pdl.value, !pdl.value) -> (%t : !pdl.type)
        replace %root with %fused
      }
    }
  }
  module @ir {
    func.func @f(%a: f32, %b: f32) -> f32 {
      %0 = "test.matmul"(%a, %b) : (f32, f32) -> f32
      %1 = "test.add"(%0, %b) : (f32, f32) -> f32
      %2 = "test.noise"(%1, %a) : (f32, f32) -> f32
      return %2 : f32
    }
  FUNCS
  }
}
"""


def test_pdl_pass_result_is_verified_incrementally() -> None:
    """`-test-pdl-bytecode-pass` splices its result from two rewriters (one
    erases the patterns, one rewrites): the result's change record links it
    to the pass's input, and a few rewrites in a big payload are verified
    without a full verification, with the same (empty) diagnostics."""
    from pdlx.passes.registry import PassContext
    from pdlx.pdl.engine import run_test_pdl_bytecode_pass

    ctx = Context.default()
    quiet = "\n".join(
        f"""  func.func @g{i}(%a: f32) -> f32 {{
      %0 = "test.noise"(%a, %a) : (f32, f32) -> f32
      return %0 : f32
    }}"""
        for i in range(40)
    )
    start = parse(PDL_INPUT.replace("FUNCS", quiet), "p.mlir", allow_unregistered=True)
    assert verify(start, ctx) == []
    pctx = PassContext(ctx, DiagnosticSink())
    after = run_test_pdl_bytecode_pass(start, pctx)
    assert pctx.sink.diagnostics == []
    assert after is not None and after is not start
    assert any(r.name == "test.fused" for r in after.ops.values())
    assert after.changes_since(start) is not None
    with _full_verifications() as calls:
        assert verify_changes(after, ctx, start) == []
    assert calls == []
    assert verify(after, ctx) == []


_COUNTED: list[int] = []
"""The ops `_counted` verified."""


def _counted(op: Operation) -> Iterator[Diagnostic]:
    _COUNTED.append(op.id)
    return iter(())


def test_an_op_that_only_became_first_checks_nothing_nested() -> None:
    """Erasing the op before another makes that one its block's first op:
    its own checks run again (they may read its place in the block), not
    those of the ops nested in it, whose records did not change. (The PDL
    pass erases `module @patterns` before `module @ir` so: its result's
    verification checked every function of the payload, however few the
    rewrites.) When the op itself changes, its nested ops are checked."""
    from pdlx.registration import load_all

    ctx = Context()
    load_all(ctx)
    ctx.register_op(OpDef("tstver.counted", verify=_counted))
    ctx.register_op(OpDef("tstver.box", traits=frozenset({NO_TERMINATOR})))
    body = '    "tstver.counted"() : () -> ()\n' * 20
    text = f'"test.first"() : () -> ()\n"tstver.box"() ({{\n{body}}}) : () -> ()\n'
    start = parse(text, "p.mlir", allow_unregistered=True, context=ctx)
    start.uses_index()
    _COUNTED.clear()
    assert verify(start, ctx) == []
    counted = sorted(o for o in start.ops if start.ops[o].name == "tstver.counted")
    assert sorted(_COUNTED) == counted
    first = next(o for o in start.ops if start.ops[o].name == "test.first")
    box = next(o for o in start.ops if start.ops[o].name == "tstver.box")
    rw = Rewriter(start)
    rw.erase_op(first)
    after = rw.snapshot()
    assert after.blocks[after.ops[box].parent].first == box
    _COUNTED.clear()
    with _full_verifications() as calls:
        assert verify_changes(after, ctx, start) == []
    assert calls == []
    assert _COUNTED == []
    rw = Rewriter(after)
    rw.set_attribute(box, "tstver.note", UNIT)
    noted = rw.snapshot()
    with _full_verifications() as calls:
        assert verify_changes(noted, ctx, after) == []
    assert calls == []
    assert sorted(_COUNTED) == counted
