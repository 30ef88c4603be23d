"""The ready matcher files of `matchers/` and `pdlx.compile.library`.

For every matcher: the exact matches on small hand-written payloads with
positive and negative cases, compiled and interpreted alike; the files run
through pdlx-opt with `--transform-preload-library` (foreach_match and
collect_matching drivers); the files of core MLIR 22 ops against
mlir-opt-22 (same stdout, stderr and exit status); the template helpers
with awkward names.
"""

from __future__ import annotations

import io
import os
import re
import shutil
import site
import subprocess
import sys
import tomllib
from collections.abc import Sequence
from pathlib import Path

import data_paths
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import pdlx
from pdlx.compile import library
from pdlx.compile.library import (
    available_matchers,
    constant_like_op_names,
    constant_operand_matcher,
    load_matchers,
    matcher_file,
    op_in_function_matcher,
    producer_consumer_matcher,
)
from pdlx.ir import Operation, Snapshot
from pdlx.ir.attributes import ArrayAttr, StringAttr
from pdlx.ir.diagnostics import DiagnosticError, find_file_loc
from pdlx.syntax.printer import quote

ROOT = data_paths.REPO
MATCHERS = ROOT / "matchers"
MLIR_OPT = shutil.which("mlir-opt-22")
needs_mlir_opt = pytest.mark.skipif(
    MLIR_OPT is None, reason="mlir-opt-22 is not on PATH (Debian: apt-get install mlir-22-tools)"
)

CORE_FILES = ("ch4_chain", "constant_operand", "producer_consumer")
PDLX_ONLY_FILES = ("op_in_function", "single_use")

# Strings that must stay data: quotes, backslashes, escapes, newlines,
# non-ASCII (BMP and astral), MLIR and Python syntax.
AWKWARD = [
    'we"ird',
    "back\\slash",
    "\\22",
    'both "\\" kinds',
    "new\nline\ttab",
    "é☃𝄞",
    '"); os.system("echo pwned"); ("',
    "} : !transform.any_op\n  transform.yield",
    "sym @s %v #attr !type ^bb",
]


# ---------------------------------------------------------------------------
# Payloads. Ops of interest carry a `tag` attribute naming them.

CHAIN_PAYLOAD = r"""
"builtin.module"() ({
  "func.func"() <{function_type = (f32, f32, f32) -> (), sym_name = "chains"}> ({
  ^bb0(%a: f32, %b: f32, %c: f32):
    %0 = "test.matmul"(%a, %b) {tag = "mm_a"} : (f32, f32) -> f32
    %1 = "test.add"(%0, %c) {tag = "add_a"} : (f32, f32) -> f32
    %2 = "test.max"(%1, %c) {tag = "max_a"} : (f32, f32) -> f32
    %3 = "test.matmul"(%a, %b) {tag = "mm_b"} : (f32, f32) -> f32
    %4 = "test.add"(%c, %3) {tag = "add_b"} : (f32, f32) -> f32
    %5 = "test.max"(%4, %c) {tag = "max_b"} : (f32, f32) -> f32
    %6 = "test.matmul"(%a, %b) {tag = "mm_c"} : (f32, f32) -> f32
    %7 = "test.add"(%6, %c) {tag = "add_c"} : (f32, f32) -> f32
    %8 = "test.max"(%c, %7) {tag = "max_c"} : (f32, f32) -> f32
    %9 = "test.matmul"(%a, %b) {tag = "mm_d"} : (f32, f32) -> f32
    %10 = "test.add"(%c, %9) {tag = "add_d"} : (f32, f32) -> f32
    %11 = "test.max"(%c, %10) {tag = "max_d"} : (f32, f32) -> f32
    %12 = "test.max"(%1, %10) {tag = "max_both"} : (f32, f32) -> f32
    %13 = "test.add"(%3, %6) {tag = "add_mm2"} : (f32, f32) -> f32
    %14 = "test.max"(%13, %c) {tag = "max_mm2"} : (f32, f32) -> f32
    %15 = "test.max"(%a, %c) {tag = "max_args"} : (f32, f32) -> f32
    %16 = "test.min"(%1, %c) {tag = "min"} : (f32, f32) -> f32
    %17 = "test.sub"(%0, %c) {tag = "sub"} : (f32, f32) -> f32
    %18 = "test.max"(%17, %c) {tag = "max_sub"} : (f32, f32) -> f32
    %19 = "test.add"(%a, %c) {tag = "add_args"} : (f32, f32) -> f32
    %20 = "test.max"(%19, %c) {tag = "max_noprod"} : (f32, f32) -> f32
    %21 = "test.add"(%16, %c) {tag = "add_min"} : (f32, f32) -> f32
    %22 = "test.max"(%c, %21) {tag = "max_min"} : (f32, f32) -> f32
    %23 = "test.max"(%1) {tag = "max_unary"} : (f32) -> f32
    %24 = "test.max"() {tag = "max_nullary"} : () -> f32
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
"""

USE_PAYLOAD = r"""
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "uses"}> ({
  ^bb0(%a: i32):
    %0 = "test.a"(%a) {tag = "one_user"} : (i32) -> i32
    %1 = "test.b"(%0) {tag = "user"} : (i32) -> i32
    %2 = "test.c"(%1) {tag = "u1"} : (i32) -> i32
    %3 = "test.d"(%1, %2) {tag = "u2"} : (i32, i32) -> i32
    %4 = "test.e"(%3, %3) {tag = "twice"} : (i32, i32) -> i32
    %5 = "test.f"(%a) {tag = "dead"} : (i32) -> i32
    %6:2 = "test.g"(%a) {tag = "two_results"} : (i32) -> (i32, i32)
    %7 = "test.h"(%6#1) {tag = "uses_g1"} : (i32) -> i32
    %8 = "test.i"(%a) {tag = "outer"} : (i32) -> i32
    "test.region"() ({
      "test.inner"(%8) {tag = "inner"} : (i32) -> ()
    }) {tag = "region"} : () -> ()
    "test.sink"(%4, %7) {tag = "sink"} : (i32, i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
"""

FUNC_PAYLOAD = r"""
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> f32, sym_name = "forward"}> ({
  ^bb0(%a: f32):
    %0 = "test.x"(%a) {tag = "fx"} : (f32) -> f32
    "test.loop"() ({
      "test.body"() {tag = "fbody"} : () -> ()
    }) {tag = "floop"} : () -> ()
    "func.return"(%0) {tag = "fret"} : (f32) -> ()
  }) {tag = "F"} : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "backward"}> ({
    "test.y"() {tag = "by"} : () -> ()
    "func.return"() {tag = "bret"} : () -> ()
  }) {tag = "B"} : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "forward_2"}> ({
    "test.z"() {tag = "f2z"} : () -> ()
    "func.return"() {tag = "f2ret"} : () -> ()
  }) {tag = "F2"} : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "decl", sym_visibility = "private"}> ({
  }) {tag = "D"} : () -> ()
  "test.toplevel"() {tag = "top"} : () -> ()
}) : () -> ()
"""

CONST_PAYLOAD = r"""
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "consts"}> ({
  ^bb0(%a: i32):
    %c1 = "arith.constant"() <{value = 1 : i32}> {tag = "c1"} : () -> i32
    %c2 = "arith.constant"() <{value = 2 : i32}> {tag = "c2"} : () -> i32
    %0 = "arith.addi"(%c1, %a) {tag = "lhs"} : (i32, i32) -> i32
    %1 = "arith.addi"(%a, %c2) {tag = "rhs"} : (i32, i32) -> i32
    %2 = "arith.muli"(%c1, %c2) {tag = "both"} : (i32, i32) -> i32
    %3 = "arith.muli"(%a, %a) {tag = "none"} : (i32, i32) -> i32
    %4 = "test.notconst"() {tag = "nc"} : () -> i32
    %5 = "arith.addi"(%4, %a) {tag = "nonconst_producer"} : (i32, i32) -> i32
    %6 = "test.three"(%a, %a, %c1) {tag = "third"} : (i32, i32, i32) -> i32
    %7 = "test.unary"(%c2) {tag = "unary"} : (i32) -> i32
    %f = "func.constant"() <{value = @consts}> {tag = "fc"} : () -> ((i32) -> ())
    %8 = "test.use_fn"(%f, %a) {tag = "uses_fc"} : ((i32) -> (), i32) -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
"""


def tag(op: Operation) -> str:
    a = op.attr("tag")
    return a.value if isinstance(a, StringAttr) else op.name


def ops(found: list[tuple[object, ...]]) -> list[tuple[Operation, ...]]:
    """`collect_matching`'s matches, checked to be op views."""
    out: list[tuple[Operation, ...]] = []
    for m in found:
        views = tuple(x for x in m if isinstance(x, Operation))
        assert len(views) == len(m), m
        out.append(views)
    return out


def ids(found: list[tuple[object, ...]]) -> list[tuple[int, ...]]:
    return [tuple(x.id for x in m) for m in ops(found)]


def matches(payload: str, script: str | Snapshot, name: str) -> list[tuple[str, ...]]:
    """The matches of `@name`, as tuples of tags; compiled and interpreted
    matching must agree exactly (same ops, same order)."""
    snap = pdlx.parse(payload)
    compiled = pdlx.collect_matching(snap, script, name)
    interpreted = pdlx.collect_matching(snap, script, name, interpreted=True)
    assert ids(compiled) == ids(interpreted)
    return [tuple(tag(x) for x in m) for m in ops(compiled)]


# ---------------------------------------------------------------------------
# The Ch4 chain


CHAIN_EXPECTED: dict[str, list[tuple[str, ...]]] = {
    "ch4_chain_max0_add0": [
        ("mm_a", "add_a", "max_a"),
        ("mm_a", "add_a", "max_both"),
        ("mm_b", "add_mm2", "max_mm2"),
        ("mm_a", "add_a", "max_unary"),
    ],
    "ch4_chain_max0_add1": [
        ("mm_b", "add_b", "max_b"),
        ("mm_c", "add_mm2", "max_mm2"),
    ],
    "ch4_chain_max1_add0": [
        ("mm_c", "add_c", "max_c"),
    ],
    "ch4_chain_max1_add1": [
        ("mm_d", "add_d", "max_d"),
        ("mm_d", "add_d", "max_both"),
    ],
    # The first position that matches wins: max0 before max1, add0 before add1.
    "ch4_chain": [
        ("mm_a", "add_a", "max_a"),
        ("mm_b", "add_b", "max_b"),
        ("mm_c", "add_c", "max_c"),
        ("mm_d", "add_d", "max_d"),
        ("mm_a", "add_a", "max_both"),
        ("mm_b", "add_mm2", "max_mm2"),
        ("mm_a", "add_a", "max_unary"),
    ],
}


@pytest.mark.parametrize("name", list(CHAIN_EXPECTED))
def test_ch4_chain(name: str) -> None:
    assert matches(CHAIN_PAYLOAD, load_matchers("ch4_chain"), name) == CHAIN_EXPECTED[name]


def test_ch4_chain_on_generated_benchmark_payload() -> None:
    """Every chain gen_payload.py writes, and nothing else, in walk order."""
    out = subprocess.run(
        [sys.executable, str(ROOT / "bench" / "gen_payload.py"), "2", "3", "4"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    snap = pdlx.parse(out)
    got = pdlx.collect_matching(snap, load_matchers("ch4_chain"), "ch4_chain")
    assert len(got) == 6
    for mm, add, mx in ops(got):
        assert (mm.name, add.name, mx.name) == ("test.matmul", "test.add", "test.max")
        assert add.operands[0].owner.id == mm.id
        assert mx.operands[0].owner.id == add.id
    assert ids(got) == ids(
        pdlx.collect_matching(snap, load_matchers("ch4_chain"), "ch4_chain_max0_add0")
    )


def test_ch4_chain_explain_names_the_failed_check() -> None:
    payload = pdlx.parse(CHAIN_PAYLOAD)
    for interpreted in (False, True):
        ex = pdlx.explain(
            payload, load_matchers("ch4_chain"), "ch4_chain_max0_add0", interpreted=interpreted
        )
        rows = {tag(payload.op(a.payload_op)): a for a in ex.attempts}
        assert rows["max_a"].matched
        # max(sub(..), ..): the third check, the add's name, fails.
        check = rows["max_sub"].check
        assert check is not None and (check.index, check.name) == (
            3,
            "transform.match.operation_name",
        )
        assert rows["max_sub"].message == "wrong operation name"
        assert [t for t, a in rows.items() if a.matched] == [
            "max_a",
            "max_both",
            "max_mm2",
            "max_unary",
        ]


# ---------------------------------------------------------------------------
# Single use


USE_EXPECTED: dict[str, list[tuple[str, ...]]] = {
    "op_with_single_use": [
        ("one_user", "user"),
        ("u1", "u2"),
        ("u2", "twice"),  # one user, using the value twice: one user
        ("twice", "sink"),
        ("uses_g1", "sink"),
        ("outer", "inner"),  # the user sits in a nested region
    ],
    "op_with_unused_result": [("dead",), ("two_results",)],  # result #0 only
    "op_with_multiple_uses": [("user",)],
}


@pytest.mark.parametrize("name", list(USE_EXPECTED))
def test_single_use(name: str) -> None:
    assert matches(USE_PAYLOAD, load_matchers("single_use"), name) == USE_EXPECTED[name]


# ---------------------------------------------------------------------------
# Op inside a function


FORWARD: list[tuple[str, ...]] = [("fx", "F"), ("fbody", "F"), ("floop", "F"), ("fret", "F")]


def test_op_in_function() -> None:
    script = op_in_function_matcher("forward")
    assert matches(FUNC_PAYLOAD, script, "op_in_function") == FORWARD
    assert matches(FUNC_PAYLOAD, op_in_function_matcher("backward"), "op_in_function") == [
        ("by", "B"),
        ("bret", "B"),
    ]
    # No prefix matching, no function of that name, an empty function.
    assert matches(FUNC_PAYLOAD, op_in_function_matcher("forw"), "op_in_function") == []
    assert matches(FUNC_PAYLOAD, op_in_function_matcher("decl"), "op_in_function") == []


def test_op_in_function_matcher_name_and_composition() -> None:
    script = op_in_function_matcher("forward", matcher_name="in_forward")
    user = script.replace(
        "\n}\n",
        """
  transform.named_sequence @x_in_forward(%op: !transform.any_op {transform.readonly})
      -> !transform.any_op {
    transform.match.operation_name %op ["test.x", "test.z"] : !transform.any_op
    %o, %f = transform.include @in_forward failures(propagate) (%op)
      : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield %op : !transform.any_op
  }
}
""",
    )
    assert matches(FUNC_PAYLOAD, user, "in_forward") == FORWARD
    assert matches(FUNC_PAYLOAD, user, "x_in_forward") == [("fx",)]
    with pytest.raises(
        DiagnosticError, match="could not find a nested named sequence with name: op_in_function"
    ):
        pdlx.collect_matching(FUNC_PAYLOAD, script, "op_in_function")


def test_op_in_function_template_as_shipped() -> None:
    """The file as shipped looks for the placeholder name, literally."""
    payload = FUNC_PAYLOAD.replace('sym_name = "backward"', 'sym_name = "PDLX_FUNCTION_NAME"')
    assert matches(payload, load_matchers("op_in_function"), "op_in_function") == [
        ("by", "B"),
        ("bret", "B"),
    ]
    assert matches(FUNC_PAYLOAD, load_matchers("op_in_function"), "op_in_function") == []


def _func_payload(names: Sequence[str]) -> str:
    funcs = "".join(
        f'  "func.func"() <{{function_type = () -> (), sym_name = {quote(n)}}}> ({{\n'
        f'    "test.op"() {{tag = "op{i}"}} : () -> ()\n'
        f'    "func.return"() {{tag = "ret{i}"}} : () -> ()\n'
        f'  }}) {{tag = "f{i}"}} : () -> ()\n'
        for i, n in enumerate(names)
    )
    return f'"builtin.module"() ({{\n{funcs}}}) : () -> ()\n'


@pytest.mark.parametrize("name", AWKWARD)
def test_op_in_function_awkward_names(name: str) -> None:
    names = [*AWKWARD, "forward"]
    payload = _func_payload(names)
    i = names.index(name)
    for sym in ("op_in_function", name):
        script = op_in_function_matcher(name, matcher_name=sym)
        assert matches(payload, script, sym) == [(f"op{i}", f"f{i}"), (f"ret{i}", f"f{i}")]


# ---------------------------------------------------------------------------
# Producer-consumer pairs


def test_producer_consumer() -> None:
    pc = producer_consumer_matcher
    assert matches(CHAIN_PAYLOAD, pc("test.add", "test.matmul"), "producer_consumer") == [
        ("mm_a", "add_a"),
        ("mm_c", "add_c"),
        ("mm_b", "add_mm2"),
    ]
    assert matches(CHAIN_PAYLOAD, pc("test.add", "test.matmul", 1), "producer_consumer") == [
        ("mm_b", "add_b"),
        ("mm_d", "add_d"),
        ("mm_c", "add_mm2"),
    ]
    assert matches(
        CHAIN_PAYLOAD, pc(["test.add", "test.sub"], "test.matmul"), "producer_consumer"
    ) == [
        ("mm_a", "add_a"),
        ("mm_c", "add_c"),
        ("mm_b", "add_mm2"),
        ("mm_a", "sub"),
    ]
    assert matches(
        CHAIN_PAYLOAD, pc("test.max", ["test.add", "test.sub"], 0), "producer_consumer"
    ) == [
        ("add_a", "max_a"),
        ("add_b", "max_b"),
        ("add_a", "max_both"),
        ("add_mm2", "max_mm2"),
        ("sub", "max_sub"),
        ("add_args", "max_noprod"),
        ("add_a", "max_unary"),
    ]
    # Any consumer.
    assert matches(CHAIN_PAYLOAD, pc(None, "test.min"), "producer_consumer") == [("min", "add_min")]
    # Operand 2 exists nowhere; a producer name matching no op.
    assert matches(CHAIN_PAYLOAD, pc("test.add", "test.matmul", 2), "producer_consumer") == []
    assert matches(CHAIN_PAYLOAD, pc("test.add", "test.matmu"), "producer_consumer") == []


def test_producer_consumer_awkward_op_names() -> None:
    """Op names with quotes, backslashes and non-ASCII, end to end."""
    producer, consumer = 'test.pro"d\\x', "test.cons\u00e9\u2603\U0001d11e"
    payload = (
        '"builtin.module"() ({\n'
        f'  %0 = {quote(producer)}() {{tag = "p"}} : () -> i32\n'
        f'  %1 = {quote(consumer)}(%0) {{tag = "c"}} : (i32) -> i32\n'
        f'  %2 = "test.other"(%0) {{tag = "o"}} : (i32) -> i32\n'
        "}) : () -> ()\n"
    )
    script = producer_consumer_matcher(consumer, producer, matcher_name='pc "1"')
    assert matches(payload, script, 'pc "1"') == [("p", "c")]
    script = producer_consumer_matcher(None, producer, matcher_name="é")
    assert matches(payload, script, "é") == [("p", "c"), ("p", "o")]


# ---------------------------------------------------------------------------
# Constant operand


CONST_EXPECTED: dict[str, list[tuple[str, ...]]] = {
    "constant_operand_0": [("c1", "lhs"), ("c1", "both"), ("c2", "unary")],
    "constant_operand_1": [("c2", "rhs"), ("c2", "both")],
    "constant_operand": [("c1", "lhs"), ("c2", "rhs"), ("c1", "both"), ("c2", "unary")],
}


@pytest.mark.parametrize("name", list(CONST_EXPECTED))
def test_constant_operand(name: str) -> None:
    assert matches(CONST_PAYLOAD, load_matchers("constant_operand"), name) == CONST_EXPECTED[name]


def test_constant_operand_matcher() -> None:
    assert "arith.constant" in constant_like_op_names()
    assert "func.constant" in constant_like_op_names()
    assert "test.notconst" not in constant_like_op_names()
    # Default: every ConstantLike op pdlx knows, so func.constant counts.
    assert matches(CONST_PAYLOAD, constant_operand_matcher(0), "constant_operand") == [
        ("c1", "lhs"),
        ("c1", "both"),
        ("c2", "unary"),
        ("fc", "uses_fc"),
    ]
    assert matches(CONST_PAYLOAD, constant_operand_matcher(2), "constant_operand") == [
        ("c1", "third")
    ]
    assert matches(
        CONST_PAYLOAD, constant_operand_matcher(0, "test.notconst", matcher_name="nc0"), "nc0"
    ) == [("nc", "nonconst_producer")]
    assert (
        matches(CONST_PAYLOAD, constant_operand_matcher(0, ["arith.constant"]), "constant_operand")
        == (CONST_EXPECTED["constant_operand_0"])
    )


# ---------------------------------------------------------------------------
# The template helpers: quoting


def _operation_names(script: str) -> list[ArrayAttr]:
    snap = pdlx.parse(script)
    return [
        snap.op(o).attr("op_names")  # type: ignore[misc]
        for o in snap.walk(snap.root)
        if snap.ops[o].name == "transform.match.operation_name"
    ]


def _sequences(script: str) -> list[str]:
    snap = pdlx.parse(script)
    return [
        snap.op(o).attr("sym_name").value  # type: ignore[union-attr]
        for o in snap.walk(snap.root)
        if snap.ops[o].name == "transform.named_sequence"
    ]


@pytest.mark.parametrize("name", AWKWARD)
def test_template_names_round_trip(name: str) -> None:
    script = producer_consumer_matcher([name, "x.y"], name, 3, matcher_name=name)
    assert _operation_names(script) == [
        ArrayAttr((StringAttr(name), StringAttr("x.y"))),
        ArrayAttr((StringAttr(name),)),
    ]
    assert _sequences(script) == [name]
    assert "get_producer_of_operand %consumer[3]" in script
    script = op_in_function_matcher(name, matcher_name=name)
    snap = pdlx.parse(script)
    (attr_op,) = [
        o for o in snap.walk(snap.root) if snap.ops[o].name == "transform.pdlx.match.attribute"
    ]
    assert snap.op(attr_op).attr("value") == StringAttr(name)
    assert _sequences(script) == [name]


_names = st.text(st.characters(exclude_categories=["Cs"]), min_size=1, max_size=12)


@settings(max_examples=150, deadline=None)
@given(
    consumer=st.lists(_names, min_size=1, max_size=3),
    producer=_names,
    sym=_names,
    k=st.integers(0, 2**63 - 1),
)
def test_template_names_round_trip_property(
    consumer: list[str], producer: str, sym: str, k: int
) -> None:
    script = producer_consumer_matcher(consumer, producer, k, matcher_name=sym)
    assert _operation_names(script) == [
        ArrayAttr(tuple(StringAttr(c) for c in consumer)),
        ArrayAttr((StringAttr(producer),)),
    ]
    assert _sequences(script) == [sym]
    assert f"get_producer_of_operand %consumer[{k}]" in script
    script = op_in_function_matcher(producer, matcher_name=sym)
    assert f"= {quote(producer)} in %f" in script
    assert _sequences(script) == [sym]


def test_generated_text_differs_from_the_template_only_in_the_placeholders() -> None:
    template = matcher_file("producer_consumer").read_text()
    code = template[template.index("\nmodule ") + 1 :]
    got = producer_consumer_matcher("a.b", "c.d", 7, matcher_name="pc")
    assert got.splitlines()[0].startswith(
        "// Generated by pdlx.compile.library.producer_consumer_matcher"
    )
    expected = (
        code.replace('["PDLX_CONSUMER"]', '["a.b"]')
        .replace('["PDLX_PRODUCER"]', '["c.d"]')
        .replace("%consumer[0]", "%consumer[7]")
        .replace("@producer_consumer(", "@pc(")
    )
    assert got.split("\n", 1)[1] == expected
    assert "PDLX_" not in got
    assert "PDLX_" not in op_in_function_matcher("f").split("\n", 1)[1]
    # Without a consumer name, the consumer check is gone and nothing else.
    no_consumer = producer_consumer_matcher(None, "c.d")
    assert "%consumer [" not in no_consumer and "PDLX_CONSUMER" not in no_consumer
    assert len(no_consumer.splitlines()) == len(got.splitlines()) - 1


@pytest.mark.parametrize(
    ("call", "error", "message"),
    [
        (lambda: producer_consumer_matcher("a.b", []), ValueError, "producer: no op name given"),
        (lambda: producer_consumer_matcher("", "a.b"), ValueError, "consumer: empty name"),
        (
            lambda: producer_consumer_matcher("a.b", "c.d", -1),
            ValueError,
            "not an operand position",
        ),
        (
            lambda: producer_consumer_matcher("a.b", "c.d", 2**63),
            ValueError,
            "not an operand position",
        ),
        (
            lambda: producer_consumer_matcher("a.b", "c.d", True),
            TypeError,
            "operand: expected an int",
        ),
        (
            lambda: producer_consumer_matcher("a.b", "c.d", "0"),  # type: ignore[arg-type]
            TypeError,
            "operand: expected an int",
        ),
        (lambda: producer_consumer_matcher("a.b", [3]), TypeError, "producer: expected a str"),  # type: ignore[list-item]
        (
            lambda: producer_consumer_matcher("a.b", "c.d", matcher_name=""),
            ValueError,
            "matcher_name: empty",
        ),
        (lambda: op_in_function_matcher(None), TypeError, "function_name: expected a str"),  # type: ignore[arg-type]
        (lambda: op_in_function_matcher("\ud800"), ValueError, "cannot be written as UTF-8"),
    ],
)
def test_template_helpers_reject_bad_arguments(
    call: object, error: type[Exception], message: str
) -> None:
    with pytest.raises(error, match=re.escape(message)):
        call()  # type: ignore[operator]


# ---------------------------------------------------------------------------
# Finding and loading the files


def test_matcher_file_and_load_matchers() -> None:
    names = available_matchers()
    assert names == sorted(p.stem for p in MATCHERS.glob("*.mlir"))
    assert set(CORE_FILES) | set(PDLX_ONLY_FILES) == set(names)
    assert pdlx.matcher_file("ch4_chain") == MATCHERS / "ch4_chain.mlir"
    assert pdlx.matcher_file("ch4_chain.mlir") == MATCHERS / "ch4_chain.mlir"
    assert pdlx.load_matchers is load_matchers and "load_matchers" in pdlx.__all__
    assert "matcher_file" in pdlx.__all__
    for bad in ("nope", "../pyproject", "README", ""):
        with pytest.raises(
            FileNotFoundError, match="available: ch4_chain, constant_operand, op_in_function"
        ):
            matcher_file(bad)
    # Every file at once: no symbol is defined twice.
    everything = load_matchers()
    assert set(_sequences(pdlx.print_ir(everything))) >= {
        "ch4_chain",
        "op_with_single_use",
        "constant_operand",
    }


def test_load_matchers_reports_bad_files(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "a.mlir").write_text(matcher_file("ch4_chain").read_text())
    (tmp_path / "b.mlir").write_text(matcher_file("ch4_chain").read_text())
    (tmp_path / "bad.mlir").write_text(
        "module attributes {transform.with_named_sequence} {\n  transform.oops\n}\n"
    )
    monkeypatch.setattr(library, "matchers_dir", lambda: tmp_path)
    with pytest.raises(DiagnosticError, match=re.escape("bad.mlir:2:3: error")):
        load_matchers("bad")
    with pytest.raises(DiagnosticError, match="ch4_chain_max0_add0"):
        load_matchers("a", "b")


def test_matchers_found_under_the_install_prefix(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Outside a source checkout, the files are looked for where
    pyproject.toml's data-files puts them: share/pdlx/matchers."""
    data = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["data-files"]
    assert data == {"/".join(library.INSTALL_SUBDIR): ["matchers/*.mlir"]}
    fake_module = tmp_path / "site-packages" / "pdlx" / "compile" / "library.py"
    monkeypatch.setattr(library, "__file__", str(fake_module))
    monkeypatch.setattr(sys, "prefix", str(tmp_path / "prefix"))
    monkeypatch.setattr(site, "getuserbase", lambda: str(tmp_path / "user"))
    with pytest.raises(
        FileNotFoundError, match=re.escape(str(tmp_path / "prefix" / "share" / "pdlx" / "matchers"))
    ):
        matcher_file("ch4_chain")
    installed = tmp_path / "prefix" / "share" / "pdlx" / "matchers"
    installed.mkdir(parents=True)
    shutil.copy(MATCHERS / "ch4_chain.mlir", installed)
    assert matcher_file("ch4_chain") == installed / "ch4_chain.mlir"
    assert available_matchers() == ["ch4_chain"]
    assert (
        matches(CHAIN_PAYLOAD, load_matchers("ch4_chain"), "ch4_chain")
        == CHAIN_EXPECTED["ch4_chain"]
    )


# ---------------------------------------------------------------------------
# The files themselves: headers, core-only claims, docs


def _public_sequences(path: Path) -> list[str]:
    return re.findall(r"^  transform\.named_sequence @(\w+)\(", path.read_text(), re.M)


@pytest.mark.parametrize("name", [*CORE_FILES, *PDLX_ONLY_FILES])
def test_file_headers_and_docs(name: str) -> None:
    path = matcher_file(name)
    text = path.read_text()
    header = text[: text.index("\nmodule ")]
    assert all(line.startswith("//") for line in header.splitlines())
    assert "foreach_match" in header and "collect_matching" in header and "yields" in header.lower()
    docs = (ROOT / "docs" / "matchers.md").read_text()
    for seq in _public_sequences(path):
        assert f"@{seq}" in header, f"@{seq} is not described in the header of {path.name}"
        assert f"@{seq}" in docs, f"@{seq} is not described in docs/matchers.md"
    body = text[len(header) :]
    if name in PDLX_ONLY_FILES:
        assert "transform.pdlx." in body and "pdlx only" in header
    else:
        assert "transform.pdlx." not in body and "Core MLIR 22 ops only" in header


# ---------------------------------------------------------------------------
# pdlx-opt (and mlir-opt-22) with --transform-preload-library


def _signature(n: int) -> str:
    return "!transform.any_op" if n == 1 else "(" + ", ".join(["!transform.any_op"] * n) + ")"


def driver(matcher: str, n: int, mode: str) -> str:
    """A library file running `@matcher` (yielding `n` handles) over the
    payload with foreach_match or collect_matching, with a remark
    `#i` at each yielded op; it declares the matcher, defined in another
    library file."""
    sym = f"@{matcher}" if re.fullmatch(r"\w+", matcher) else f"@{quote(matcher)}"
    decl = f"  transform.named_sequence {sym}(%op: !transform.any_op {{transform.readonly}}) -> {_signature(n)}\n"
    if mode == "foreach_match":
        args = ", ".join(f"%r{i}: !transform.any_op {{transform.readonly}}" for i in range(n))
        remarks = "".join(
            f'    transform.debug.emit_remark_at %r{i}, "#{i}" : !transform.any_op\n'
            for i in range(n)
        )
        return (
            "module attributes {transform.with_named_sequence} {\n"
            + decl
            + f"  transform.named_sequence @action({args}) {{\n{remarks}    transform.yield\n  }}\n"
            + "  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {\n"
            + f"    transform.foreach_match in %root {sym} -> @action : (!transform.any_op) -> !transform.any_op\n"
            + "    transform.yield\n  }\n}\n"
        )
    results = ", ".join(f"%r{i}" for i in range(n))
    remarks = "".join(
        f'    transform.debug.emit_remark_at %r{i}, "#{i}" : !transform.any_op\n' for i in range(n)
    )
    return (
        "module attributes {transform.with_named_sequence} {\n"
        + decl
        + "  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {\n"
        + f"    {results} = transform.collect_matching {sym} in %root : (!transform.any_op) -> {_signature(n)}\n"
        + remarks
        + "    transform.yield\n  }\n}\n"
    )


def expected_remarks(
    payload: str, found: list[tuple[str, ...]], mode: str
) -> list[tuple[int, str]]:
    """(payload line, message) of the remarks the driver emits for `found`."""
    snap = pdlx.parse(payload, "payload.mlir")
    line = {tag(snap.op(o)): find_file_loc(snap.ops[o].loc).line for o in snap.walk(snap.root)}  # type: ignore[union-attr]
    if mode == "foreach_match":
        return [(line[t], f"#{i}") for m in found for i, t in enumerate(m)]
    n = len(found[0]) if found else 0
    return [(line[m[i]], f"#{i}") for i in range(n) for m in found]


REMARK = re.compile(r"^payload\.mlir:(\d+):\d+: remark: (.*)$", re.M)


def run_tool(tool: str, tmp: Path, payload: str, libs: Sequence[Path]) -> tuple[str, str, int]:
    (tmp / "payload.mlir").write_text(payload)
    flags = [
        "--allow-unregistered-dialect",
        "--transform-preload-library=transform-library-paths=" + ",".join(str(p) for p in libs),
        "--transform-interpreter",
        "payload.mlir",
    ]
    if tool == "pdlx-opt":
        from pdlx.cli import run

        out, err = io.StringIO(), io.StringIO()
        cwd = os.getcwd()
        os.chdir(tmp)
        try:
            rc = run(flags, stdout=out, stderr=err)
        finally:
            os.chdir(cwd)
        return out.getvalue(), err.getvalue(), rc
    assert MLIR_OPT is not None
    proc = subprocess.run([MLIR_OPT, *flags], cwd=tmp, capture_output=True, text=True)
    return proc.stdout, proc.stderr, proc.returncode


# (payload, matcher file or generated text, matcher, number of yielded handles, expected matches)
CASES: list[tuple[str, str, str, str, int, list[tuple[str, ...]]]] = [
    *[("chain-" + m, CHAIN_PAYLOAD, "ch4_chain", m, 3, e) for m, e in CHAIN_EXPECTED.items()],
    *[
        ("const-" + m, CONST_PAYLOAD, "constant_operand", m, 2, e)
        for m, e in CONST_EXPECTED.items()
    ],
    *[("use-" + m, USE_PAYLOAD, "single_use", m, len(e[0]), e) for m, e in USE_EXPECTED.items()],
    ("in-forward", FUNC_PAYLOAD, "op_in_function:forward", "op_in_function", 2, FORWARD),
    (
        "add-matmul-1",
        CHAIN_PAYLOAD,
        "producer_consumer:test.add:test.matmul:1",
        "producer_consumer",
        2,
        [("mm_b", "add_b"), ("mm_d", "add_d"), ("mm_c", "add_mm2")],
    ),
    (
        "constant-operand-2",
        CONST_PAYLOAD,
        "constant_operand:2",
        "constant_operand",
        2,
        [("c1", "third")],
    ),
]


def _library_file(tmp: Path, spec: str) -> Path:
    """A matcher file of `matchers/` or one generated by a template helper."""
    kind, *args = spec.split(":")
    if not args:
        return matcher_file(kind)
    if kind == "op_in_function":
        text = op_in_function_matcher(args[0])
    elif kind == "producer_consumer":
        text = producer_consumer_matcher(args[0], args[1], int(args[2]))
    else:
        text = constant_operand_matcher(int(args[0]))
    path = tmp / "generated.mlir"
    path.write_text(text)
    return path


@pytest.mark.parametrize("mode", ["foreach_match", "collect_matching"])
@pytest.mark.parametrize(
    ("payload", "spec", "matcher", "n", "expected"), [pytest.param(*c[1:], id=c[0]) for c in CASES]
)
def test_pdlx_opt_preload_library(
    tmp_path: Path,
    payload: str,
    spec: str,
    matcher: str,
    n: int,
    expected: list[tuple[str, ...]],
    mode: str,
) -> None:
    lib = _library_file(tmp_path, spec)
    (tmp_path / "driver.mlir").write_text(driver(matcher, n, mode))
    out, err, rc = run_tool("pdlx-opt", tmp_path, payload, [lib, tmp_path / "driver.mlir"])
    assert rc == 0, err
    got = [(int(line), msg) for line, msg in REMARK.findall(err)]
    assert got == expected_remarks(payload, expected, mode)
    assert out.startswith("module {")


def test_pdlx_opt_console_script(tmp_path: Path) -> None:
    """The command of docs/matchers.md, through the installed pdlx-opt."""
    exe = shutil.which("pdlx-opt", path=os.path.dirname(sys.executable)) or shutil.which("pdlx-opt")
    if exe is None:
        pytest.skip("the pdlx-opt console script is not installed (pip install -e .)")
    (tmp_path / "payload.mlir").write_text(CHAIN_PAYLOAD)
    (tmp_path / "driver.mlir").write_text(driver("ch4_chain", 3, "foreach_match"))
    proc = subprocess.run(
        [
            exe,
            "payload.mlir",
            "--allow-unregistered-dialect",
            f"--transform-preload-library=transform-library-paths={matcher_file('ch4_chain')},driver.mlir",
            "--transform-interpreter",
        ],
        cwd=tmp_path,
        capture_output=True,
        text=True,
    )
    assert proc.returncode == 0, proc.stderr
    got = [(int(line), msg) for line, msg in REMARK.findall(proc.stderr)]
    assert got == expected_remarks(CHAIN_PAYLOAD, CHAIN_EXPECTED["ch4_chain"], "foreach_match")


def test_match_and_transform_with_library_path() -> None:
    """A script declaring the matcher, with the file as a library."""
    script = driver("ch4_chain", 3, "collect_matching")
    res = pdlx.match_and_transform(CHAIN_PAYLOAD, script, libraries=[matcher_file("ch4_chain")])
    assert res.ok, [str(d) for d in res.diagnostics]
    remarks = [d.message for d in res.diagnostics]
    assert remarks == ["#0"] * 7 + ["#1"] * 7 + ["#2"] * 7
    res = pdlx.match_and_transform(CHAIN_PAYLOAD, script, libraries=[load_matchers("ch4_chain")])
    assert res.ok and [d.message for d in res.diagnostics] == remarks


MLIR_OPT_CASES = [c for c in CASES if c[2].split(":")[0] in CORE_FILES]


@needs_mlir_opt
@pytest.mark.parametrize("mode", ["foreach_match", "collect_matching"])
@pytest.mark.parametrize(
    ("payload", "spec", "matcher", "n", "expected"),
    [pytest.param(*c[1:], id=c[0]) for c in MLIR_OPT_CASES],
)
def test_against_mlir_opt(
    tmp_path: Path,
    payload: str,
    spec: str,
    matcher: str,
    n: int,
    expected: list[tuple[str, ...]],
    mode: str,
) -> None:
    lib = _library_file(tmp_path, spec)
    (tmp_path / "driver.mlir").write_text(driver(matcher, n, mode))
    libs = [lib, tmp_path / "driver.mlir"]
    theirs = run_tool("mlir-opt-22", tmp_path, payload, libs)
    ours = run_tool("pdlx-opt", tmp_path, payload, libs)
    assert ours == theirs
    assert [(int(line), msg) for line, msg in REMARK.findall(theirs[1])] == expected_remarks(
        payload, expected, mode
    )


@needs_mlir_opt
@pytest.mark.parametrize("name", AWKWARD)
def test_awkward_names_against_mlir_opt(tmp_path: Path, name: str) -> None:
    """Generated text with awkward op names parses and matches the same in both tools."""
    producer, consumer = f"test.p{name}", f"test.c{name}"
    payload = (
        '"builtin.module"() ({\n'
        f'  %0 = {quote(producer)}() {{tag = "p"}} : () -> i32\n'
        f'  %1 = {quote(consumer)}(%0) {{tag = "c"}} : (i32) -> i32\n'
        f'  %2 = "test.other"(%0) {{tag = "o"}} : (i32) -> i32\n'
        "}) : () -> ()\n"
    )
    (tmp_path / "pc.mlir").write_text(
        producer_consumer_matcher(consumer, producer, matcher_name=name)
    )
    for mode in ("foreach_match", "collect_matching"):
        (tmp_path / "driver.mlir").write_text(driver(name, 2, mode))
        libs = [tmp_path / "pc.mlir", tmp_path / "driver.mlir"]
        theirs = run_tool("mlir-opt-22", tmp_path, payload, libs)
        assert run_tool("pdlx-opt", tmp_path, payload, libs) == theirs
        assert [(int(line), msg) for line, msg in REMARK.findall(theirs[1])] == expected_remarks(
            payload, [("p", "c")], mode
        )


POSITION_MATCHERS = ("max0_add0", "max0_add1", "max1_add0", "max1_add1")
POSITIONS_DRIVER = (
    "module attributes {transform.with_named_sequence} {\n"
    + "".join(
        f"  transform.named_sequence @ch4_chain_{p}(%max: !transform.any_op {{transform.readonly}})"
        f" -> {_signature(3)}\n"
        for p in POSITION_MATCHERS
    )
    + """  transform.named_sequence @act(%mm: !transform.any_op {transform.readonly},
      %add: !transform.any_op {transform.readonly}, %max: !transform.any_op {transform.readonly}) {
    transform.debug.emit_remark_at %mm, "#0" : !transform.any_op
    transform.debug.emit_remark_at %add, "#1" : !transform.any_op
    transform.debug.emit_remark_at %max, "#2" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    transform.foreach_match in %root
        @ch4_chain_max0_add0 -> @act, @ch4_chain_max0_add1 -> @act,
        @ch4_chain_max1_add0 -> @act, @ch4_chain_max1_add1 -> @act
      : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
"""
)


@pytest.mark.parametrize("tool", ["pdlx-opt", pytest.param("mlir-opt-22", marks=needs_mlir_opt)])
def test_four_position_matchers_in_one_foreach_match(tmp_path: Path, tool: str) -> None:
    """The fast alternative to @ch4_chain that docs/matchers.md suggests
    finds the same chains (the first matcher that matches an op wins)."""
    (tmp_path / "driver.mlir").write_text(POSITIONS_DRIVER)
    _, err, rc = run_tool(
        tool, tmp_path, CHAIN_PAYLOAD, [matcher_file("ch4_chain"), tmp_path / "driver.mlir"]
    )
    assert rc == 0, err
    got = [(int(line), msg) for line, msg in REMARK.findall(err)]
    assert got == expected_remarks(CHAIN_PAYLOAD, CHAIN_EXPECTED["ch4_chain"], "foreach_match")


@needs_mlir_opt
@pytest.mark.parametrize("name", PDLX_ONLY_FILES)
def test_pdlx_only_files_are_rejected_by_mlir_opt(name: str) -> None:
    """What the headers say: mlir-opt-22 does not know pdlx's match ops."""
    assert MLIR_OPT is not None
    proc = subprocess.run([MLIR_OPT, str(matcher_file(name))], capture_output=True, text=True)
    assert proc.returncode != 0
    assert "custom op 'transform.pdlx." in proc.stderr


# ---------------------------------------------------------------------------
# docs/matchers.md: its Python examples (doctest) and its commands with their
# output (```console blocks: `$ command` lines, `\` continuations, then the
# expected output of the block's commands, stdout and stderr together)

DOCS = ROOT / "docs" / "matchers.md"


def test_docs_python_examples(monkeypatch: pytest.MonkeyPatch) -> None:
    import doctest

    monkeypatch.chdir(ROOT)
    failed, attempted = doctest.testfile(
        str(DOCS), module_relative=False, optionflags=doctest.ELLIPSIS
    )
    assert attempted > 20
    assert failed == 0


def _console_blocks() -> list[tuple[list[str], str]]:
    blocks: list[tuple[list[str], str]] = []
    for body in re.findall(r"^```console\n(.*?)^```$", DOCS.read_text(), re.M | re.S):
        commands: list[str] = []
        output: list[str] = []
        continuing = False
        for line in body.splitlines(keepends=True):
            if continuing:
                commands[-1] += line
            elif line.startswith("$ "):
                commands.append(line[2:])
            else:
                output.append(line)
            continuing = line.rstrip("\n").endswith("\\")
        blocks.append((commands, "".join(output)))
    return blocks


def _docs_command_cases() -> list[object]:
    cases: list[object] = []
    for i, (commands, output) in enumerate(_console_blocks()):
        cases.append(pytest.param(commands, output, id=f"block{i}-pdlx-opt"))
        if not any(
            name in c for c in commands for name in ("single_use", "op_in_function", "in_forward")
        ):
            # A core-only matcher file: mlir-opt-22 prints the same.
            theirs = [c.replace("pdlx-opt ", "mlir-opt-22 ") for c in commands]
            cases.append(
                pytest.param(theirs, output, id=f"block{i}-mlir-opt-22", marks=needs_mlir_opt)
            )
    return cases


@pytest.mark.parametrize(("commands", "output"), _docs_command_cases())
def test_docs_commands(commands: list[str], output: str) -> None:
    """Every documented command prints what the docs say; the commands on
    core-only files print the same with mlir-opt-22 in place of pdlx-opt."""
    env = dict(
        os.environ, PATH=os.path.dirname(sys.executable) + os.pathsep + os.environ.get("PATH", "")
    )
    got = ""
    for c in commands:
        proc = subprocess.run(
            ["bash", "-c", c],
            cwd=ROOT,
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
        )
        assert proc.returncode == 0, proc.stdout
        got += proc.stdout
    assert got == output
