"""The API and the host's cyclic GC (issue 12, deliverable 4): every entry
point leaves `gc.isenabled()` and `gc.get_freeze_count()` as it found them,
when it succeeds, when it fails with diagnostics and when it raises; the
objects a payload keeps per op are not tracked by the collector; and what a
bulk call built goes to the oldest generation (small calls leave the young
generations alone)."""

from __future__ import annotations

import contextlib
import gc
import sys
from collections.abc import Callable, Iterator

import pytest

import pdlx
from pdlx.ir.diagnostics import DiagnosticError
from pdlx.ir.location import SourceLoc

PAYLOAD = """module {
  func.func @f(%a: i32) -> i32 {
    %c1 = arith.constant 1 : i32
    %0 = arith.addi %a, %c1 : i32
    %dead = arith.muli %0, %0 : i32
    %1 = "tst.use"(%0, %c1) : (i32, i32) -> i32
    return %1 : i32
  }
}
"""

SCRIPT = """module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    %u = transform.structured.match ops{["tst.use"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.annotate %u "seen" : !transform.any_op
    transform.yield
  }
}
"""

FAILING_SCRIPT = """module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %u = transform.structured.match ops{["tst.use"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.annotate %u "seen" : !transform.any_op
    transform.debug.emit_remark_at %u, "here" : !transform.any_op
    %p = transform.get_producer_of_operand %u[5] : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
"""


@pytest.fixture(params=["enabled", "disabled", "frozen"])
def host_gc(request: pytest.FixtureRequest) -> Iterator[tuple[bool, int]]:
    """The host's GC as a program may have it: on, off, or on with part of
    its heap frozen. Yields the state the API must leave behind."""
    was_enabled = gc.isenabled()
    base_frozen = gc.get_freeze_count()
    try:
        if request.param == "disabled":
            gc.disable()
        else:
            gc.enable()
        if request.param == "frozen":
            _live = [[i] for i in range(100)]  # something for freeze to hold
            gc.freeze()
        yield gc.isenabled(), gc.get_freeze_count()
    finally:
        if gc.get_freeze_count() > base_frozen:
            gc.unfreeze()
        if was_enabled:
            gc.enable()
        else:
            gc.disable()


def _state() -> tuple[bool, int]:
    return gc.isenabled(), gc.get_freeze_count()


def _same_state(before: tuple[bool, int]) -> bool:
    """The collector as `before`, and nothing frozen since. (A frozen object
    that dies leaves the permanent generation: with part of the heap frozen,
    a call that frees one of the host's frozen objects lowers the count,
    which is not the API freezing anything.)"""
    enabled, frozen = _state()
    return enabled == before[0] and (frozen == before[1] if before[1] == 0 else frozen <= before[1])


CALLS: dict[str, Callable[[], object]] = {
    "parse": lambda: pdlx.parse(PAYLOAD),
    "print_ir": lambda: pdlx.print_ir(pdlx.parse(PAYLOAD)),
    "match_and_transform": lambda: pdlx.match_and_transform(PAYLOAD, SCRIPT),
    "match_and_transform_fails": lambda: pdlx.match_and_transform(PAYLOAD, FAILING_SCRIPT),
    "match_and_transform_bad_payload": lambda: pdlx.match_and_transform("module {", SCRIPT),
    "collect_matching": lambda: pdlx.collect_matching(
        PAYLOAD, pdlx.matcher_file("single_use"), "single_use"
    ),
}


def _run(fn: Callable[[], object]) -> None:
    with contextlib.suppress(DiagnosticError):
        fn()


@pytest.mark.parametrize("call", sorted(CALLS))
def test_api_leaves_gc_state(call: str, host_gc: tuple[bool, int]) -> None:
    # A first call loads what loads on first use (and may free frozen
    # objects it replaces); the second must leave the state exactly.
    _run(CALLS[call])
    before = _state()
    assert before[0] == host_gc[0]
    _run(CALLS[call])
    assert _same_state(before)


RAISING: dict[str, Callable[[], object]] = {
    "parse": lambda: pdlx.parse("module {"),
    "match_and_transform_type_error": lambda: pdlx.match_and_transform(
        PAYLOAD, SCRIPT, args=[object()]
    ),
    "collect_matching": lambda: pdlx.collect_matching(PAYLOAD, SCRIPT, "no_such_matcher"),
    "print_ir": lambda: pdlx.print_ir("not a snapshot"),  # type: ignore[arg-type]
}


@pytest.mark.parametrize("call", sorted(RAISING))
def test_api_leaves_gc_state_when_it_raises(call: str, host_gc: tuple[bool, int]) -> None:
    errors = (DiagnosticError, TypeError, AttributeError, AssertionError)
    with pytest.raises(errors):
        RAISING[call]()
    before = _state()
    assert before[0] == host_gc[0]
    with pytest.raises(errors):
        RAISING[call]()
    assert _same_state(before)


def test_failed_transform_result_and_gc_state(host_gc: tuple[bool, int]) -> None:
    payload = pdlx.parse(PAYLOAD)
    before = pdlx.print_ir(payload)
    pdlx.match_and_transform(payload, FAILING_SCRIPT)
    state = _state()
    assert state[0] == host_gc[0]
    r = pdlx.match_and_transform(payload, FAILING_SCRIPT)
    assert not r.ok and r.payload is payload
    assert pdlx.print_ir(payload) == before
    assert _same_state(state)


def test_payload_records_are_not_tracked() -> None:
    snap = pdlx.parse(PAYLOAD)
    r = pdlx.match_and_transform(snap, SCRIPT)
    assert r.ok and r.payload is not None
    for s in (snap, r.payload):
        for rec in s.ops.values():
            assert not gc.is_tracked(rec), rec.name
            if isinstance(rec.loc, SourceLoc):
                assert not gc.is_tracked(rec.loc)
        for v in s.values.values():
            assert not gc.is_tracked(v)
    annotated = [rec for rec in r.payload.ops.values() if "seen" in rec.attributes]
    assert annotated
    for rec in annotated:
        assert not gc.is_tracked(rec.attributes)
        assert not gc.is_tracked(rec.attributes.by_name)


def test_payload_tuples_are_left_to_the_collector() -> None:
    """The parser and the rewriter untrack records, not their tuples of ids
    (~0.12 us a call): the collector untracks such a tuple itself the first
    time it walks it, so none stays for later collections to walk."""
    snap = pdlx.parse(PAYLOAD)
    r = pdlx.match_and_transform(snap, SCRIPT)
    assert r.ok and r.payload is not None
    gc.collect()
    for s in (snap, r.payload):
        for rec in s.ops.values():
            assert not gc.is_tracked(rec.operands) and not gc.is_tracked(rec.results)
        for pair in s.links.values():
            assert not gc.is_tracked(pair)


def test_bulk_call_moves_what_it_built_to_the_oldest_generation(
    host_gc: tuple[bool, int],
) -> None:
    """A call that built a payload (`gcpause.BULK_YOUNG` young objects or
    more) leaves none of them for the host's next young collection to walk:
    they go to the oldest generation, unless the host froze part of its heap
    (its frozen objects must stay frozen) or runs with the GC off."""
    text = "module {\n" + '  "t.op"() : () -> ()\n' * 12_000 + "}\n"
    pdlx.parse(text)
    before = _state()
    snap = pdlx.parse(text)
    assert _same_state(before)
    links = list(snap.links.values())
    assert len(links) == 12_000
    tracked = sum(gc.is_tracked(p) for p in links)
    pairs = {id(p) for p in links}
    young = sum(id(o) in pairs for o in gc.get_objects(generation=0))
    if host_gc == (True, 0) and _can_promote():
        # No collection walked them: all tracked, all in the oldest generation.
        assert tracked == len(links) and young == 0
        assert sum(id(o) in pairs for o in gc.get_objects(generation=2)) == len(links)
    elif host_gc[0]:
        # The first young collection after the call walked them (and untracked them).
        assert tracked == 0
    else:
        assert young == len(links)


def _can_promote() -> bool:
    """Where `gcpause.promote_bulk` is known to move objects (3.13 with the
    GIL does too; the test keeps to what it can tell without sysconfig)."""
    return sys.implementation.name == "cpython" and sys.version_info < (3, 13)


def _generation_of(obj: object) -> int | None:
    return next((g for g in range(3) if any(o is obj for o in gc.get_objects(g))), None)


def test_small_calls_leave_the_young_generations_alone(host_gc: tuple[bool, int]) -> None:
    pdlx.match_and_transform(PAYLOAD, SCRIPT)
    gc.collect()  # counts at zero: no older collection runs before the check
    host = [[1]]
    assert _generation_of(host) == 0
    r = pdlx.match_and_transform(PAYLOAD, SCRIPT)
    assert r.ok
    assert _generation_of(host) in (0, 1)
