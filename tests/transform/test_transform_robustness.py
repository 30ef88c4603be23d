"""Transform scripts at scale: recursion 10,000 deep and handles to 1M
payload ops.

Each case must end in a correct result or a located diagnostic: never a
Python traceback (RecursionError, a C stack overflow), never a run that does
not finish, and never a half-transformed payload (`match_and_transform`
returns the input snapshot itself when the script fails).

Every script and payload is parsed (and verified) once per module; each run
binds different extra arguments to the entry point so that one script can
both succeed and fail.
"""

from __future__ import annotations

import contextlib
import gc
import io
import re
import runpy
import sys
from collections.abc import Iterator
from pathlib import Path

import data_paths
import pytest

import pdlx
from pdlx.ir.attributes import IntegerAttr, UnitAttr
from pdlx.ir.diagnostics import Severity, render
from pdlx.ir.snapshot import Snapshot
from pdlx.ir.types import i64

ROOT = data_paths.REPO
DEPTH = 10_000

# One small payload for the deep scripts: a module with one function.
SMALL = """\
func.func @f() {
  return
}
"""


@pytest.fixture(scope="module")
def small() -> Snapshot:
    return pdlx.parse(SMALL, "payload.mlir")


def _func(payload: Snapshot) -> object:
    [f] = [o for o in payload.root_op.walk() if o.name == "func.func"]
    return f


def _errors(result: pdlx.Result) -> list[str]:
    return [render(d) for d in result.diagnostics if d.severity is Severity.ERROR]


# ---------------------------------------------------------------------------
# 10,000 nested transform.sequence ops


def nested_sequences(depth: int, *, probe_arg: bool = True) -> str:
    """@__transform_main(%root, %probe) nests `depth` sequences, each passing
    both handles to its body; the innermost annotates %root, then asks for
    the parent of %probe (which fails when %probe is the module). Without
    `probe_arg`, %probe is the payload's functions, matched in the script."""
    if probe_arg:
        out = [
            "module attributes {transform.with_named_sequence} {",
            "  transform.named_sequence @__transform_main(%r0: !transform.any_op {transform.readonly},",
            "                                            %p0: !transform.any_op {transform.readonly}) {",
        ]
    else:
        out = [
            "module attributes {transform.with_named_sequence} {",
            "  transform.named_sequence @__transform_main(%r0: !transform.any_op {transform.readonly}) {",
            '    %p0 = transform.structured.match ops{["func.func"]} in %r0'
            " : (!transform.any_op) -> !transform.any_op",
        ]
    for i in range(depth):
        out.append(
            f"    transform.sequence %r{i}, %p{i} : !transform.any_op, !transform.any_op "
            "failures(propagate) {"
        )
        out.append(f"    ^bb0(%r{i + 1}: !transform.any_op, %p{i + 1}: !transform.any_op):")
    out.append(f'      transform.annotate %r{depth} "my.deep" : !transform.any_op')
    out.append(
        f"      %parent = transform.get_parent_op %p{depth} : (!transform.any_op) -> !transform.any_op"
    )
    for _ in range(depth):
        out.append("      transform.yield")
        out.append("    }")
    out.append("    transform.yield")
    out.append("  }")
    out.append("}")
    return "\n".join(out) + "\n"


@pytest.fixture(scope="module")
def nested_script() -> Snapshot:
    return pdlx.parse(nested_sequences(DEPTH), "nested.mlir")


def test_nested_sequences_succeed(small: Snapshot, nested_script: Snapshot) -> None:
    r = pdlx.match_and_transform(small, nested_script, args=(_func(small),))
    assert r.ok, _errors(r)
    assert isinstance(r.payload.root_op.attr("my.deep"), UnitAttr)
    assert small.root_op.attr("my.deep") is None  # the input is untouched


def test_nested_sequences_fail_without_half_transforming(
    small: Snapshot, nested_script: Snapshot
) -> None:
    # %probe = the module: get_parent_op fails silenceably at depth 10,000,
    # after the annotation; the failure propagates out of every sequence.
    r = pdlx.match_and_transform(small, nested_script, args=(small.root_op,))
    assert not r.ok
    line = 3 + 2 * DEPTH + 2
    assert _errors(r) == [
        f"nested.mlir:{line}:17: error: could not find a parent op that matches all requirements\n"
        f"      %parent = transform.get_parent_op %p{DEPTH} : (!transform.any_op) -> !transform.any_op\n"
        "                ^\n"
        "payload.mlir:0:0: note: target op\n"
    ]
    assert r.payload is small
    assert small.root_op.attr("my.deep") is None


def test_nested_sequences_through_pdlx_opt(tmp_path: Path) -> None:
    """The same depth through the command line: parse, verify, interpret,
    verify again and print the payload and the 10,000 nested regions."""
    from pdlx.cli import run

    path = tmp_path / "nested.mlir"
    path.write_text(SMALL + nested_sequences(DEPTH, probe_arg=False))
    out, err = io.StringIO(), io.StringIO()
    assert run([str(path), "--transform-interpreter"], stdout=out, stderr=err) == 0, err.getvalue()[
        :2000
    ]
    assert err.getvalue() == ""
    text = out.getvalue()
    assert text.startswith("module attributes {my.deep} {\n  func.func @f() {")
    assert text.count("sequence %arg") == DEPTH  # nested ones print as `sequence`


# ---------------------------------------------------------------------------
# A chain of 10,000 named sequences, each including the next


def include_chain(depth: int) -> str:
    out = [
        "module attributes {transform.with_named_sequence} {",
        "  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly},",
        "                                            %probe: !transform.any_op {transform.readonly}) {",
        "    transform.include @s0 failures(propagate) (%root, %probe)",
        "      : (!transform.any_op, !transform.any_op) -> ()",
        "    transform.yield",
        "  }",
    ]
    for i in range(depth):
        out.append(
            f"  transform.named_sequence @s{i}(%r: !transform.any_op {{transform.readonly}}, "
            "%p: !transform.any_op {transform.readonly}) {"
        )
        if i + 1 < depth:
            out.append(
                f"    transform.include @s{i + 1} failures(propagate) (%r, %p) "
                ": (!transform.any_op, !transform.any_op) -> ()"
            )
        else:
            out.append('    transform.annotate %r "my.deep" : !transform.any_op')
            out.append(
                "    %parent = transform.get_parent_op %p : (!transform.any_op) -> !transform.any_op"
            )
        out.append("    transform.yield")
        out.append("  }")
    out.append("}")
    return "\n".join(out) + "\n"


@pytest.fixture(scope="module")
def chain_script() -> Snapshot:
    return pdlx.parse(include_chain(DEPTH), "chain.mlir")


def test_include_chain_succeeds(small: Snapshot, chain_script: Snapshot) -> None:
    r = pdlx.match_and_transform(small, chain_script, args=(_func(small),))
    assert r.ok, _errors(r)
    assert isinstance(r.payload.root_op.attr("my.deep"), UnitAttr)
    assert small.root_op.attr("my.deep") is None


def test_include_chain_fails_without_half_transforming(
    small: Snapshot, chain_script: Snapshot
) -> None:
    r = pdlx.match_and_transform(small, chain_script, args=(small.root_op,))
    assert not r.ok
    line = 7 + 4 * (DEPTH - 1) + 3
    assert _errors(r) == [
        f"chain.mlir:{line}:15: error: could not find a parent op that matches all requirements\n"
        "    %parent = transform.get_parent_op %p : (!transform.any_op) -> !transform.any_op\n"
        "              ^\n"
        "payload.mlir:0:0: note: target op\n"
    ]
    assert r.payload is small


def test_include_cycle_10000_is_a_located_error(small: Snapshot) -> None:
    """The last sequence of the chain includes the first: MLIR's recursion
    check reports it (with a note per sequence on the cycle), nothing runs."""
    text = include_chain(DEPTH).replace(
        '    transform.annotate %r "my.deep" : !transform.any_op\n'
        "    %parent = transform.get_parent_op %p : (!transform.any_op) -> !transform.any_op\n",
        "    transform.include @s0 failures(propagate) (%r, %p) "
        ": (!transform.any_op, !transform.any_op) -> ()\n",
    )
    r = pdlx.match_and_transform(small, pdlx.parse(text, "cycle.mlir"), args=(_func(small),))
    assert not r.ok
    [d] = [d for d in r.diagnostics if d.severity is Severity.ERROR]
    assert render(d).startswith(
        f"cycle.mlir:{7 + 4 * (DEPTH - 1) + 1}:3: error: recursion not allowed in named sequences\n"
    )
    assert len(d.notes) == DEPTH - 1  # one per other sequence on the cycle, as MLIR
    assert r.payload is small


# ---------------------------------------------------------------------------
# Handles to 1M payload ops

FUNCS, CHAINS = 100, 3334
"""bench/gen_payload.py's shape: FUNCS functions of CHAINS matmul -> add ->
max chains, 1,000,200 `test.*` ops in all (1,000,401 ops with the functions,
their returns and the module)."""
TEST_OPS = FUNCS * CHAINS * 3

BIG_SCRIPT = """\
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly},
                                            %kind: !transform.any_param {transform.readonly})
      -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) {
    %ops = transform.structured.match ops{["test.matmul", "test.add", "test.max"]} in %root
      : (!transform.any_op) -> !transform.any_op
    %adds = transform.structured.match ops{["test.add"]} in %root
      : (!transform.any_op) -> !transform.any_op
    %n_ops = transform.num_associations %ops : (!transform.any_op) -> !transform.param<i64>
    %merged = transform.merge_handles deduplicate %ops, %adds, %ops : !transform.any_op
    %n_merged = transform.num_associations %merged : (!transform.any_op) -> !transform.param<i64>
    %all = transform.merge_handles %ops, %adds : !transform.any_op
    %n_all = transform.num_associations %all : (!transform.any_op) -> !transform.param<i64>
    transform.annotate %merged "kind" = %kind : !transform.any_op, !transform.any_param
    transform.yield %n_ops, %n_merged, %n_all
      : !transform.param<i64>, !transform.param<i64>, !transform.param<i64>
  }
}
"""

FAILING_SCRIPT = """\
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly},
                                            %kind: !transform.any_param {transform.readonly}) {
    %ops = transform.structured.match ops{["test.matmul", "test.add", "test.max"]} in %root
      : (!transform.any_op) -> !transform.any_op
    transform.annotate %ops "kind" = %kind : !transform.any_op, !transform.any_param
    %cast = transform.cast %ops : !transform.any_op to !transform.op<"test.matmul">
    transform.yield
  }
}
"""


@contextlib.contextmanager
def _no_gc() -> Iterator[None]:
    """The IR makes no reference cycles; without this, each collection
    would walk the million records the payload holds."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


@pytest.fixture(scope="module")
def big() -> Iterator[Snapshot]:
    out = io.StringIO()
    argv = sys.argv
    sys.argv = ["gen_payload.py", str(FUNCS), str(CHAINS), "0"]
    try:
        with contextlib.redirect_stdout(out):
            runpy.run_path(str(ROOT / "bench" / "gen_payload.py"), run_name="__main__")
    finally:
        sys.argv = argv
    with _no_gc():
        snap = pdlx.parse(out.getvalue(), "big.mlir")
        del out
        yield snap


def _tagged(snap: Snapshot) -> int:
    return sum("kind" in rec.attributes for rec in snap.ops.values())


@pytest.mark.slow
def test_million_op_handle(big: Snapshot) -> None:
    """num_associations, merge_handles (with and without deduplication) and
    annotate over handles to 1,000,200 ops."""
    with _no_gc():
        r = pdlx.match_and_transform(big, BIG_SCRIPT, args=(IntegerAttr(1, i64),))
    assert r.ok, _errors(r)[:3]
    n_ops, n_merged, n_all = (int(p[0].value) for p in r.results)  # type: ignore[attr-defined]
    assert (n_ops, n_merged, n_all) == (TEST_OPS, TEST_OPS, TEST_OPS + TEST_OPS // 3)
    assert _tagged(r.payload) == TEST_OPS
    assert _tagged(big) == 0  # the input is untouched


@pytest.mark.slow
def test_million_op_handle_failure_leaves_the_payload(big: Snapshot) -> None:
    """All 1,000,200 ops are annotated, then a cast of the handle fails its
    payload check (a silenceable failure, reported at the top level; the
    offending op is printed as it was then, annotated): the result is the
    input snapshot, without a single annotation."""
    with _no_gc():
        r = pdlx.match_and_transform(big, FAILING_SCRIPT, args=(IntegerAttr(1, i64),))
    assert not r.ok
    errors = _errors(r)
    assert len(errors) == 1, errors[:3]
    assert errors[0] == (
        "script.mlir:7:13: error: incompatible payload operation name expected test.matmul vs "
        'test.add -> %1 = "test.add"(%0, %arg2) {kind = 1 : i64} : (f32, f32) -> f32\n'
        '    %cast = transform.cast %ops : !transform.any_op to !transform.op<"test.matmul">\n'
        "            ^\n"
        "big.mlir:5:10: note: payload operation\n"
        '    %1 = "test.add"(%0, %c) : (f32, f32) -> f32\n'
        "         ^\n"
    ), errors[0][:600]
    assert r.payload is big
    assert _tagged(big) == 0


# ---------------------------------------------------------------------------
# match_and_transform: arguments of the wrong Python type are TypeErrors,
# raised before anything runs (bad IR and scripts are diagnostics instead).

_ARG_SCRIPT = """module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly},
                                             %x: !transform.any_op {transform.readonly}) {
    transform.debug.emit_remark_at %x, "here" : !transform.any_op
    transform.yield
  }
}"""


def test_match_and_transform_binds_extra_arguments() -> None:
    payload = pdlx.parse('"test.a"() : () -> ()', "p.mlir", allow_unregistered=True)
    op = payload.op(payload.post_order()[0])
    r = pdlx.match_and_transform(payload, _ARG_SCRIPT, args=([op],))
    assert r.ok
    assert [str(d).splitlines()[0] for d in r.diagnostics] == ["p.mlir:1:1: remark: here"]


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"args": (object(),)}, "args[0]: expected Operation or Value views"),
        ({"args": ([1],)}, "got int"),
        ({"entry": 5}, "entry: expected the name of a named sequence (str), got int"),
        (
            {"libraries": [3]},
            "libraries[0]: expected a Snapshot, MLIR text (str or bytes) or a file",
        ),
    ],
)
def test_match_and_transform_argument_types(kwargs: dict[str, object], message: str) -> None:
    payload = pdlx.parse('"test.a"() : () -> ()', "p.mlir", allow_unregistered=True)
    with pytest.raises(TypeError, match=re.escape(message)):
        pdlx.match_and_transform(payload, _ARG_SCRIPT, **kwargs)  # type: ignore[arg-type]


def test_match_and_transform_single_library_path() -> None:
    """A single path is one library, not a sequence of characters (a
    `pathlib.Path`: a `str` is MLIR text)."""
    payload = pdlx.parse('"test.a"() : () -> ()', "p.mlir", allow_unregistered=True)
    op = payload.op(payload.post_order()[0])
    lib = ROOT / "matchers" / "ch4_chain.mlir"
    r = pdlx.match_and_transform(payload, _ARG_SCRIPT, libraries=lib, args=([op],))
    assert r.ok
