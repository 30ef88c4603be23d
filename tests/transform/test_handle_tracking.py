"""Handle tracking through the reverse index (issue 12, deliverable 1).

`TransformState.replace_payload_op` updates only the places a replaced op
holds in each handle (the positions index of `Mappings`), not each handle's
whole list. Random sequences of replacements, erasures, compactions and
forgets must leave the state exactly as the old algorithm did, which is
written here as a reference model: it scans every association list, as
MLIR's TransformState::replacePayloadOp does.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import pdlx
from pdlx.ir.diagnostics import DiagnosticSink
from pdlx.ir.snapshot import Snapshot
from pdlx.transform.state import Mappings, TransformState

N_OP_HANDLES = 5
N_VALUE_HANDLES = 2

SCRIPT = (
    "module attributes {transform.with_named_sequence} {\n"
    "  transform.named_sequence @handles("
    + ", ".join(
        [f"%o{i}: !transform.any_op" for i in range(N_OP_HANDLES)]
        + [f"%v{i}: !transform.any_value" for i in range(N_VALUE_HANDLES)]
    )
    + ") {\n    transform.yield\n  }\n}\n"
)

PAYLOAD = (
    '"builtin.module"() ({\n'
    + "".join(f'  %{i} = "test.op{i}"() : () -> i32\n' for i in range(12))
    + "}) : () -> ()\n"
)


# ---------------------------------------------------------------------------
# The reference: the old algorithm, one region, whole-list scans


def _drop(mapping: dict[int, list[int | None]], key: int, mapped: int) -> None:
    lst = mapping.get(key)
    if lst is None:
        return
    lst[:] = [x for x in lst if x != mapped]
    if not lst:
        del mapping[key]


@dataclass
class Reference:
    direct: dict[int, list[int | None]] = field(default_factory=dict)
    reverse: dict[int, list[int | None]] = field(default_factory=dict)
    values: dict[int, list[int | None]] = field(default_factory=dict)
    reverse_values: dict[int, list[int | None]] = field(default_factory=dict)
    to_compact: set[int] = field(default_factory=set)

    def set_ops(self, h: int, ops: list[int]) -> None:
        self.direct[h] = list(ops)
        for o in ops:
            self.reverse.setdefault(o, []).append(h)

    def set_values(self, h: int, vals: list[int]) -> None:
        self.values[h] = list(vals)
        for v in vals:
            self.reverse_values.setdefault(v, []).append(h)

    def replace(self, op: int, replacement: int | None) -> bool:
        handles = list(self.reverse.get(op, ()))
        if not handles:
            return False
        for h in handles:
            assert h is not None
            _drop(self.reverse, op, h)
        for h in handles:
            assert h is not None
            if h not in self.direct:
                continue
            assoc = self.direct[h]
            for i, mapped in enumerate(assoc):
                if mapped == op:
                    assoc[i] = replacement
            if replacement is not None:
                self.reverse.setdefault(replacement, []).append(h)
            else:
                self.to_compact.add(h)
        return True

    def compact(self) -> None:
        for h in self.to_compact:
            if h in self.direct:
                self.direct[h] = [o for o in self.direct[h] if o is not None]
        self.to_compact.clear()

    def forget_mapping(self, h: int, results: list[int]) -> None:
        for op in self.direct.get(h, ()):
            if op is not None:
                _drop(self.reverse, op, h)
        self.direct.pop(h, None)
        for r in results:
            for vh in list(self.reverse_values.get(r, ())):
                assert vh is not None
                _drop(self.values, vh, r)
                _drop(self.reverse_values, r, vh)

    def forget_value_mapping(self, vh: int, ops: list[int]) -> None:
        for v in self.values.get(vh, ()):
            if v is not None:
                _drop(self.reverse_values, v, vh)
        self.values.pop(vh, None)
        for op in ops:
            for oh in list(self.reverse.get(op, ())):
                assert oh is not None
                _drop(self.direct, oh, op)
                _drop(self.reverse, op, oh)


# ---------------------------------------------------------------------------
# Driving both with one random sequence


@dataclass
class Setup:
    state: TransformState
    mappings: Mappings
    op_handles: list[int]
    value_handles: list[int]
    ops: list[int]
    values: list[int]


def _setup() -> Setup:
    script = pdlx.parse(SCRIPT, "script.mlir")
    payload: Snapshot = pdlx.parse(PAYLOAD, "payload.mlir", allow_unregistered=True)
    seq = next(o for o in script.walk(script.root) if script.ops[o].name.endswith("sequence"))
    region = script.ops[seq].regions[0]
    args = list(script.blocks[script.regions[region].blocks[0]].args)
    state = TransformState(script, payload, payload.root, DiagnosticSink())
    state.enter_region(region)
    ops = [o for o in payload.walk(payload.root) if o != payload.root]
    values = [payload.ops[o].results[0] for o in ops]
    return Setup(
        state,
        state.mappings[region],
        args[:N_OP_HANDLES],
        args[N_OP_HANDLES:],
        ops,
        values,
    )


def _check(s: Setup, ref: Reference) -> None:
    m = s.mappings
    # Same contents and order as the old scan, including the order of keys.
    assert list(m.direct.items()) == list(ref.direct.items())
    assert list(m.reverse.items()) == list(ref.reverse.items())
    assert list(m.values.items()) == list(ref.values.items())
    assert list(m.reverse_values.items()) == list(ref.reverse_values.items())
    assert s.state.op_handles_to_compact == ref.to_compact
    # Forward and reverse agree: a handle is listed for an op exactly when it
    # holds the op.
    for op in s.ops:
        holders = {h for h, lst in m.direct.items() if op in lst}
        assert set(m.reverse.get(op, ())) == holders
        assert s.state.handles_for_payload_op(op) == m.reverse.get(op, [])
    # The positions index, where built, says where each op sits.
    for h, index in m.positions.items():
        assert h in m.direct
        where: dict[int, set[int]] = {}
        for i, o in enumerate(m.direct[h]):
            if o is not None:
                where.setdefault(o, set()).add(i)
        places = {o: [at] if isinstance(at, int) else at for o, at in index.items()}
        assert {o: set(at) for o, at in places.items()} == where
        assert all(len(at) == len(set(at)) for at in places.values())


def _run(seed: int, steps: int) -> None:
    rng = random.Random(seed)
    s = _setup()
    ref = Reference()
    for h in s.op_handles:
        ops = [rng.choice(s.ops) for _ in range(rng.randint(0, 10))]
        assert s.state.set_payload_ops(h, ops)
        ref.set_ops(h, ops)
    for vh in s.value_handles:
        vals = [rng.choice(s.values) for _ in range(rng.randint(0, 6))]
        assert s.state.set_payload_values(vh, vals)
        ref.set_values(vh, vals)
    _check(s, ref)
    for _ in range(steps):
        kind = rng.random()
        if kind < 0.45:
            op, new = rng.choice(s.ops), rng.choice(s.ops)
            assert s.state.replace_payload_op(op, new) == ref.replace(op, new)
        elif kind < 0.7:
            op = rng.choice(s.ops)
            assert s.state.replace_payload_op(op, None) == ref.replace(op, None)
        elif kind < 0.8:
            s.state.compact_op_handles()
            ref.compact()
        elif kind < 0.86:
            h = rng.choice(s.op_handles)
            results = rng.sample(s.values, rng.randint(0, 4))
            s.state.forget_mapping(h, results)
            ref.forget_mapping(h, results)
        elif kind < 0.92:
            vh = rng.choice(s.value_handles)
            ops = rng.sample(s.ops, rng.randint(0, 4))
            s.state.forget_value_mapping(vh, ops)
            ref.forget_value_mapping(vh, ops)
        else:
            # Re-map a forgotten handle (a new region scope would; here the
            # handle was dropped by forget_mapping or emptied by a forget).
            free = [h for h in s.op_handles if h not in s.mappings.direct]
            if free:
                h = rng.choice(free)
                ops = [rng.choice(s.ops) for _ in range(rng.randint(1, 8))]
                s.mappings.positions.pop(h, None)
                assert s.state.set_payload_ops(h, ops)
                ref.set_ops(h, ops)
        _check(s, ref)


@pytest.mark.parametrize("seed", range(40))
def test_random_sequences_match_the_reference(seed: int) -> None:
    _run(seed, 60)


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(1, 120))
def test_random_sequences_property(seed: int, steps: int) -> None:
    _run(seed, steps)


def test_replacement_takes_the_place_of_the_op() -> None:
    s = _setup()
    a, b, c, d = s.ops[:4]
    h0, h1 = s.op_handles[:2]
    assert s.state.set_payload_ops(h0, [a, b, a, c])
    assert s.state.set_payload_ops(h1, [b, a])
    assert s.state.replace_payload_op(a, d)
    assert s.mappings.direct[h0] == [d, b, d, c]
    assert s.mappings.direct[h1] == [b, d]
    assert s.state.replace_payload_op(b, None)
    assert s.mappings.direct[h0] == [d, None, d, c]
    assert s.state.payload_ops(h0) == [d, d, c]
    s.state.compact_op_handles()
    assert s.mappings.direct[h0] == [d, d, c]
    assert s.mappings.direct[h1] == [d]
    # After compaction the index is rebuilt from the compacted list.
    assert s.state.replace_payload_op(c, a)
    assert s.mappings.direct[h0] == [d, d, a]
    assert not s.state.replace_payload_op(b, a)
