"""The shortcuts taken for speed (docs/performance.md) change no behaviour:
deferred compilation of the core formats, chunked use lists, the printer's
alias pre-check, the verifier's fast paths."""

from __future__ import annotations

import random
import shutil
import subprocess
from pathlib import Path
from typing import Any

import data_paths
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pdlx import ods
from pdlx.ir import Rewriter, uselist
from pdlx.ir.context import Context
from pdlx.ir.ids import id_of_serial
from pdlx.ir.uselist import SMALL, UseSet, add_use, any_order, as_tuple, pack, remove_use
from pdlx.ods.format import FormatError
from pdlx.syntax.parser import parse
from pdlx.syntax.printer import print_module
from pdlx.verify.verifier import verify

# ---------------------------------------------------------------------------
# deferred formats


def test_every_core_format_compiles() -> None:
    """The core dialects' formats compile on first use; compiled now, every
    one of them is well formed."""
    ctx = Context()
    from pdlx.registration import load_all as load_core

    load_core(ctx)
    assert ods.compile_deferred_formats(ctx) > 100
    assert ods.compile_deferred_formats(ctx) == sum(
        1
        for d in ctx.dialects.values()
        for cls in [*d.types.values(), *d.attrs.values()]
        if getattr(cls, "assembly_format", None) is not None
        and getattr(cls, "parse_parameters", None) is not None
        and cls.parse_parameters.__func__ is ods.DialectSymbol.parse_parameters.__func__
    )  # op formats are compiled once; type/attribute formats are cached


def test_user_formats_are_still_checked_at_definition() -> None:
    Context.default()  # the core dialects, loaded with deferred formats
    with pytest.raises(FormatError):
        ods.op("test.bad", operands=[ods.Operand("a")], assembly_format="$a `:` type(")


def test_deferred_format_parses_and_prints() -> None:
    text = "func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a : i32\n  return %0 : i32\n}\n"
    snap = parse(text, "f.mlir", context=Context.default())
    out = print_module(snap, generic=False)
    assert "%0 = arith.addi %arg0, %arg0 : i32" in out
    assert "return %0 : i32" in out


# ---------------------------------------------------------------------------
# use lists


@settings(max_examples=60, deadline=None)
@given(
    st.lists(st.tuples(st.booleans(), st.integers(1, 400), st.integers(0, 3)), max_size=700),
    st.sampled_from([64, 4]),
)
def test_use_list_matches_a_sorted_tuple(steps: list[tuple[bool, int, int]], small: int) -> None:
    """Against a sorted tuple, with the real threshold and with a tiny one (so
    that lists turn into sets and back into tuples often)."""
    saved = uselist.SMALL
    uselist.SMALL = small
    try:
        ref: set[tuple[int, int]] = set()
        cur = pack(())
        for remove, op, idx in steps:
            u = (id_of_serial(op), idx)
            if remove and ref:
                u = sorted(ref)[op % len(ref)]
                ref.discard(u)
                cur = remove_use(cur, u)
            elif u not in ref:
                ref.add(u)
                cur = add_use(cur, u)
            want = tuple(sorted(ref, reverse=True))
            assert as_tuple(cur) == want
            assert len(cur) == len(want)
            if len(want) > uselist.SMALL:
                assert isinstance(cur, UseSet)
            if len(want) < uselist.SMALL // 2:
                assert type(cur) is tuple
            assert sorted(any_order(cur), reverse=True) == list(want)
        assert as_tuple(remove_use(cur, (10**9, 0))) == as_tuple(cur)
        big = (id_of_serial(10**6) | 1 << 25, 0)  # spare bits set: not packable, a tuple
        assert as_tuple(add_use(cur, big))[0] == big
    finally:
        uselist.SMALL = saved


def test_many_uses_edits_and_old_snapshots() -> None:
    """A value with many uses (a chunked list): replace ops using it, and
    every snapshot keeps its own uses."""
    n = 3 * SMALL
    lines = [f'  %{i} = "test.use"(%a) : (f32) -> f32' for i in range(n)]
    text = '"test.f"() ({\n^bb0(%a: f32):\n' + "\n".join(lines) + "\n}) : () -> ()\n"
    snap = parse(text, "u.mlir", allow_unregistered=True)
    arg = next(v for v, rec in snap.values.items() if rec.is_arg)
    users = [u for u, _ in snap.uses(arg)]
    assert len(users) == n and users == sorted(users, reverse=True)
    history = [snap]
    rng = random.Random(7)
    for op in rng.sample(users, 40):
        cur = history[-1]
        r = Rewriter(cur)
        r.set_insertion_point_before(op)
        new = r.create_op("test.other", [arg], [cur.values[cur.ops[op].results[0]].type])
        r.replace_op(op, r.op_record(new).results)
        history.append(r.commit())
    for s in history:
        expected = sorted(
            ((o, i) for o, rec in s.ops.items() for i, v in enumerate(rec.operands) if v == arg),
            reverse=True,
        )
        assert s.uses(arg) == tuple(expected)


# ---------------------------------------------------------------------------
# printer and verifier


def test_generic_print_with_and_without_aliases() -> None:
    """The alias walk is skipped only when nothing can take an alias."""
    plain = '"test.a"() {v = 1 : i32} : () -> tuple<i32>\n'
    assert "#map" not in print_module(parse(plain, "p.mlir", allow_unregistered=True))
    aliased = '"test.a"() {m = affine_map<(d0) -> (d0)>} : () -> ()\n'
    out = print_module(parse(aliased, "a.mlir", allow_unregistered=True))
    assert out.startswith("#map = affine_map<(d0) -> (d0)>\n")
    assert "{m = #map}" in out
    nested = '"test.a"() {m = [[affine_map<(d0) -> (d0)>]]} : () -> ()\n'
    assert "[[#map]]" in print_module(parse(nested, "n.mlir", allow_unregistered=True))


def test_verifier_still_reports_isolation_and_unknown_ops() -> None:
    text = """
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> f32, sym_name = "f"}> ({
  ^bb0(%a: f32):
    %0 = "test.x"(%a) : (f32) -> f32
    "builtin.module"() ({
      %1 = "test.y"(%0) : (f32) -> f32
    }) : () -> ()
    "func.return"(%0) : (f32) -> ()
  }) : () -> ()
}) : () -> ()
"""
    snap = parse(text, "iso.mlir", allow_unregistered=True)
    diags = verify(snap)
    assert [d.message for d in diags] == ["'test.y' op using value defined outside the region"]
    bad = '"func.bogus"() : () -> ()\n'
    diags = verify(parse(bad, "b.mlir", allow_unregistered=True))
    assert diags and "unregistered operation 'func.bogus'" in diags[0].message


def _corpus_chunks() -> list[tuple[str, str]]:

    here = data_paths.CONFORMANCE
    files = sorted(here.glob("corpus/**/*.mlir")) + sorted(here.glob("upstream/**/*.mlir"))
    out = []
    for f in files:
        text = f.read_bytes().decode("utf-8", "surrogateescape")
        for i, chunk in enumerate(text.split("\n// -----")):
            out.append((f"{f.relative_to(here)}#{i}", chunk))
    return out


def _shortcuts(on: bool) -> None:
    from pdlx.syntax import aliases, names
    from pdlx.syntax import printer as P

    aliases.SKIP_WHEN_NONE_ALIASABLE = P.PRINT_TEMPLATES = P.PRINT_EAGER = on
    names.NUMBER_INLINE = on


def test_print_shortcuts_print_the_same_bytes() -> None:
    """Every corpus and upstream file that parses and verifies prints the
    same, custom and generic, with and without debug info, with the alias
    walk always run, custom forms never printed from templates, every op
    printed through the work stack and every op numbered by `number_op`,
    and with all the shortcuts on."""
    from pdlx.ir.diagnostics import DiagnosticError

    checked = 0
    for name, chunk in _corpus_chunks():
        try:
            snap = parse(chunk, name, allow_unregistered=True)
        except DiagnosticError:
            continue
        if verify(snap):
            continue
        for generic, debuginfo in ((False, False), (True, False), (False, True)):
            fast = print_module(snap, generic=generic, debuginfo=debuginfo)
            _shortcuts(False)
            try:
                slow = print_module(snap, generic=generic, debuginfo=debuginfo)
            finally:
                _shortcuts(True)
            assert fast == slow, name
        checked += 1
    assert checked > 200


_ALIASABLE_SPOTS = {
    "a later shape's attribute": """func.func @f(%a: i32) -> i32 {
  %0 = "test.x"(%a) : (i32) -> i32
  %1 = "test.x"(%0) {m = affine_map<(d0) -> (d0)>} : (i32) -> i32
  return %1 : i32
}
""",
    "a property": """"test.p"() <{s = affine_set<(d0) : (d0 >= 0)>}> : () -> ()
""",
    "a block argument only": """"test.r"() ({
^bb0(%x: tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32>):
  "test.t"() : () -> ()
}) : () -> ()
""",
    "the result of an op with a region": """%0 = "test.r"() ({
  "test.t"() : () -> ()
}) : () -> tuple<i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8>
""",
    "an elided terminator": """func.func @g(%lb: index) {
  scf.for %i = %lb to %lb step %lb {
    scf.yield {m = affine_map<(d0) -> (d0 + 1)>}
  }
  return
}
""",
    "a custom op with a region and a nested op": """func.func @h(%a: index) -> index {
  %0 = scf.execute_region -> index {
    %1 = "test.apply"(%a) {m = affine_map<(d0) -> (d0 * 2)>} : (index) -> index
    scf.yield %1 : index
  }
  return %0 : index
}
""",
}


_MLIR_OPT = shutil.which("mlir-opt-22")


@pytest.mark.parametrize("spot", sorted(_ALIASABLE_SPOTS))
def test_print_watch_finds_aliasable_objects(spot: str, tmp_path: Path) -> None:
    """`print_module` prints without the alias walk and checks what it
    prints instead (`AliasWatch`, a superset of what the walk visits); an
    aliasable type or attribute anywhere it looks makes it print again with
    the walk: the same bytes as the walk always run, and as mlir-opt-22's
    (where installed; MLIR gives no alias to an unregistered op's
    properties, nor to what an elided terminator holds)."""
    from pdlx.syntax import aliases

    text = _ALIASABLE_SPOTS[spot]
    snap = parse(text, "a.mlir", allow_unregistered=True)
    assert not verify(snap)
    for generic in (False, True):
        fast = print_module(snap, generic=generic)
        aliases.SKIP_WHEN_NONE_ALIASABLE = False
        try:
            slow = print_module(snap, generic=generic)
        finally:
            aliases.SKIP_WHEN_NONE_ALIASABLE = True
        assert fast == slow
        if _MLIR_OPT is not None:
            (tmp_path / "a.mlir").write_text(text)
            flags = ["--mlir-print-op-generic"] if generic else []
            ref = subprocess.run(
                [_MLIR_OPT, "--allow-unregistered-dialect", *flags, str(tmp_path / "a.mlir")],
                capture_output=True, text=True, check=True,
            ).stdout  # fmt: skip
            assert fast + "\n" == ref


def test_print_watch_runs_the_alias_walk_only_when_needed(monkeypatch: pytest.MonkeyPatch) -> None:
    """Nothing aliasable: the module prints once, with no alias walk; an
    affine map: the printer gives up at it and prints again with the walk,
    and the numbering of the first attempt."""
    from pdlx.syntax import aliases
    from pdlx.syntax import printer as P

    walks: list[bool] = []
    numberings: list[bool] = []
    collect = P.collect_aliases
    number = P.SSANames

    def counted(p: aliases.OpPrinterState, root: int) -> tuple[list[Any], list[Any]]:
        walks.append(True)
        return collect(p, root)

    def numbered(*args: Any, **kwargs: Any) -> Any:
        numberings.append(True)
        return number(*args, **kwargs)

    monkeypatch.setattr(P, "collect_aliases", counted)
    monkeypatch.setattr(P, "SSANames", numbered)
    plain = parse(_ALIASABLE_SPOTS["a later shape's attribute"].replace(
        " {m = affine_map<(d0) -> (d0)>}", ""
    ), "a.mlir", allow_unregistered=True)  # fmt: skip
    assert "affine_map" not in print_module(plain, generic=False)
    assert walks == []
    mapped = parse(_ALIASABLE_SPOTS["a later shape's attribute"], "a.mlir", allow_unregistered=True)
    numberings.clear()
    assert print_module(mapped, generic=False).startswith("#map = affine_map<(d0) -> (d0)>\n")
    assert walks == [True]
    assert numberings == [True]


def test_print_watch_checks_regions_a_custom_printer_holds() -> None:
    """A custom printer that prints what an op nested in its region holds,
    without printing the region: the watch checks the whole region, so the
    alias is found as the alias walk finds it."""
    from pdlx.ir.context import OpDef
    from pdlx.registration import load_all as load_core
    from pdlx.syntax import aliases

    ctx = Context()
    load_core(ctx)

    def hold(p: Any) -> None:
        inner = next(p.op.regions[0].blocks[0].ops)
        m = inner.attr("m")
        assert m is not None
        p.write(" ")
        p.print_attribute(m)

    ctx.register_op(OpDef("test.hold", print=hold))
    text = """"test.hold"() ({
  "test.inner"() {m = affine_map<(d0) -> (d0 floordiv 2)>} : () -> ()
}) : () -> ()
"""
    snap = parse(text, "h.mlir", context=ctx, allow_unregistered=True)
    fast = print_module(snap, generic=False, context=ctx)
    aliases.SKIP_WHEN_NONE_ALIASABLE = False
    try:
        slow = print_module(snap, generic=False, context=ctx)
    finally:
        aliases.SKIP_WHEN_NONE_ALIASABLE = True
    assert fast == slow
    assert fast == "#map = affine_map<(d0) -> (d0 floordiv 2)>\nmodule {\n  test.hold #map\n}\n"


def test_eager_lines_without_the_numberings_op_lists() -> None:
    """The eager lines walk the op lists the numbering kept
    (`SSANames.op_order`); blocks it numbered op by op (here: all of them)
    are walked through the snapshot instead, to the same text."""
    from pdlx.syntax import names

    for text in _ALIASABLE_SPOTS.values():
        snap = parse(text, "a.mlir", allow_unregistered=True)
        for generic in (False, True):
            fast = print_module(snap, generic=generic)
            names.NUMBER_INLINE = False
            try:
                slow = print_module(snap, generic=generic)
            finally:
                names.NUMBER_INLINE = True
            assert fast == slow


def test_eager_lines_leave_unknown_values_to_the_work_stack() -> None:
    """An op printed by itself with the names of its own scope: a use of a
    value from outside prints as MLIR's unknown value, with or without the
    eager lines; ops of every arity (0-4 operands, 0-2 results), attributes
    and properties print the same either way."""
    from pdlx.syntax import printer as P
    from pdlx.syntax.names import SSANames

    text = """func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = "test.r"() ({
    %1 = "test.use"(%a) : (i32) -> i32
    %2 = "test.c"() {k = 1 : i32} : () -> i32
    %3:2 = "test.two"(%1, %2, %1, %2) <{p = "x"}> : (i32, i32, i32, i32) -> (i32, i64)
    %4 = "test.three"(%1, %2, %3#0) : (i32, i32, i32) -> i32
    "test.sink"(%4, %3#1) : (i32, i64) -> ()
    "test.yield"(%4) : (i32) -> ()
  }) : () -> i32
  return %0 : i32
}
"""
    snap = parse(text, "t.mlir", allow_unregistered=True)
    region_op = next(o for o in snap.walk() if snap.ops[o].name == "test.r")
    texts = []
    for on in (True, False):
        P.PRINT_EAGER = on
        try:
            names = SSANames(snap, region_op, generic=False)
            texts.append(P.OpPrinter(snap, generic=False).print_op_in_scope(region_op, names))
            texts.append(print_module(snap, generic=False))
            texts.append(print_module(snap, generic=True))
        finally:
            P.PRINT_EAGER = True
    assert texts[:3] == texts[3:]
    assert '"test.use"(<<UNKNOWN SSA VALUE>>)' in texts[0]
    assert (
        '%3:2 = "test.two"(%1, %2, %1, %2) <{p = "x"}> : (i32, i32, i32, i32) -> (i32, i64)'
        in texts[1]
    )


def test_print_templates_fill_in_names() -> None:
    text = """func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0 = arith.addi %arg0, %arg1 : i32
  %1 = arith.addi %0, %0 : i32
  %2 = arith.addi %1, %arg0 : i32
  %3 = arith.addi %arg1, %2 : i32
  %c7_i32 = arith.constant 7 : i32
  %4 = arith.muli %3, %c7_i32 : i32
  return %4 : i32
}
"""
    snap = parse(text, "t.mlir")
    out = print_module(snap, generic=False)
    assert out == "module {\n" + "".join("  " + line + "\n" for line in text.splitlines()) + "}\n"


# ---------------------------------------------------------------------------
# parser line templates


def _parse_both(text: str, name: str, switch: str = "LINE_TEMPLATES") -> tuple[object, object]:
    """(outcome with the parser shortcut `switch` on, outcome with it off):
    a printed snapshot with locations, or the rendered diagnostics."""
    from pdlx.ir.diagnostics import DiagnosticError
    from pdlx.syntax.parser import ops as P

    outcomes = []
    for on in (True, False):
        setattr(P, switch, on)
        try:
            snap = parse(text, name, allow_unregistered=True)
            outcomes.append(print_module(snap, generic=True, debuginfo=True))
        except DiagnosticError as e:
            outcomes.append([str(d) for d in e.diagnostics])
        finally:
            setattr(P, switch, True)
    return outcomes[0], outcomes[1]


def test_line_templates_parse_the_same() -> None:
    """Every corpus and upstream chunk parses to the same IR, locations
    included (or fails with the same diagnostics), with and without line
    templates."""
    for name, chunk in _corpus_chunks():
        with_t, without = _parse_both(chunk, name)
        assert with_t == without, name


def test_line_templates_on_errors_and_locations() -> None:
    body = [
        "func.func @f(%arg0: f32, %long_name: f32) -> f32 {",
        "  %0 = arith.addf %arg0, %arg0 : f32",
        "  %a_longer_name = arith.addf %0, %long_name : f32",
        "  %2 = arith.addf %a_longer_name, %0 : f32",
        "  %3 = arith.addf %2, %0 : f32 // a comment",
        "  %4 = arith.addf %3, %0 : f32",
    ]
    tail = ["  return %4 : f32", "}"]
    ok = "\n".join(body + tail) + "\n"
    a, b = _parse_both(ok, "ok.mlir")
    assert isinstance(a, str) and a == b
    bad_lines = [
        "  %4 = arith.addf %3, %0 : f32",  # redefinition of %4
        "  %5 = arith.addf %3, %nope : f32",  # undefined value
        "  %5 = arith.addf %3, %0 : f64",  # type mismatch with the uses' types
        '  %5 = arith.addf %3, %0 : f32 loc("x":1:2)',  # locations are never templated
    ]
    for line in bad_lines:
        text = "\n".join([*body, line, *tail]) + "\n"
        a, b = _parse_both(text, "bad.mlir")
        assert a == b, line


# ---------------------------------------------------------------------------
# the parser's fast path for simple generic ops


def test_fast_ops_parse_the_same() -> None:
    """Every corpus and upstream chunk parses to the same IR, locations
    included (or fails with the same diagnostics), with and without the
    regular-expression fast path for simple generic ops."""
    for name, chunk in _corpus_chunks():
        fast, general = _parse_both(chunk, name, "FAST_OPS")
        assert fast == general, name


_FAST_LINES = [
    '%0 = "t.a"(%x, %y) : (f32, f32) -> f32',
    '%0 = "t.b"(%x) : (f32) -> i32  // a comment',
    '"t.c"(%i, %x) : (i32, f32) -> ()',
    '%1 = "t.d"() : () -> f32//comment right after the type',
    '%1 = "t.e"(%x) : (f32) -> f32 loc("here":1:2)',
    '%2 = "t.f"(%x) : (f32) -> tensor<4xf32>',
    '%2 = "t.g"(%x) : (f32) -> (f32)',
    '%3:2 = "t.h"(%x) : (f32) -> (f32, f32)',
    '%4 = "t.i"(%3#1, %3#0) : (f32, f32) -> f32',
    '%4 = "t.j"(%x,%y) : (f32, f32) -> f32',
    '%5 = "t.k"(%later) : (f32) -> f32',
    '%later = "t.l"() : () -> f32',
    '%5 = "t.m"(%x) : (i64) -> f32',
    '%6 = "t.n"(%i, %x) : (i32, i32) -> f32',
    '%6 = "t.o"(%x, %y) : (f32) -> f32',
    '%7 = "t.p"(%x) : (f32) -> (f32, f32)',
    '"t.q"(%x) : (f32) -> f32',
    '%7 = "t\\"q"(%x) : (f32) -> f32',
    '%8 = "func.return"(%x) : (f32) -> ()',
    '%8 = "t.r"(%x) {a = 1} : (f32) -> f32',
    '%9   =   "t.s"(%x)   :   (f32)   ->   f32',
    '%9 = "t.t"(%nowhere) : (f32) -> f32',
    '%10 = "t.u"(%x) : (f32) -> f32 %11 = "t.v"() : () -> f32',
    '%x = "t.w"() : () -> f32',
    '%0abc = "t.x"() : () -> f32',
    '"t.y"(%0abc) : (f32) -> ()',
]


@pytest.mark.parametrize("line", _FAST_LINES)
def test_fast_ops_on_an_odd_line(line: str) -> None:
    """Each line near the fast path's edges (comments, locations, several
    results, forward references, errors) parses the same through it and
    through the general path."""
    _check_fast_ops_on([line])


@settings(max_examples=40, deadline=None)
@given(st.lists(st.sampled_from(_FAST_LINES), min_size=2, max_size=6))
def test_fast_ops_on_odd_lines(lines: list[str]) -> None:
    """The same for several such lines (redefinitions, uses of earlier results)."""
    _check_fast_ops_on(lines)


def _check_fast_ops_on(lines: list[str]) -> None:
    body = "".join(f"    {line}\n" for line in lines)
    text = (
        '"func.func"() <{function_type = (f32, f32, i32) -> (), sym_name = "f"}> ({\n'
        f"  ^bb0(%x: f32, %y: f32, %i: i32):\n{body}"
        '    "func.return"() : () -> ()\n  }) : () -> ()\n'
    )
    fast, general = _parse_both(text, "odd.mlir", "FAST_OPS")
    assert fast == general


def test_function_type_texts_cached_only_when_read_whole() -> None:
    """A function type's text is cached with the type parsed from it only
    when the parse read exactly that text: here the first type's string runs
    past the simple text `(f32) -> !t<"a>`, which the second op spells as
    the start of another type."""
    text = (
        '"t.a"() {x = (f32) -> !t<"a>b">} : () -> ()\n'
        '"t.b"() {z = (f32) -> !t<"a>">, w = (f32) -> f32} : () -> ((i32) -> i1)\n'
        '"t.c"() {v = (f32) -> f32} : () -> ((i32) -> i1)\n'
    )
    out = print_module(parse(text, "t.mlir", allow_unregistered=True), generic=True)
    assert '%0 = "t.b"() {w = (f32) -> f32, z = (f32) -> !t<"a>">} : () -> ((i32) -> i1)' in out
    assert '%1 = "t.c"() {v = (f32) -> f32} : () -> ((i32) -> i1)' in out


def test_shortcuts_split_ssa_names_as_the_lexer_does() -> None:
    """`%1abc` is the token `%1` and then `abc` (MLIR's lexer): the line
    template and fast paths must not take it for one name (mlir-opt 22's
    diagnostics)."""
    from pdlx.ir.diagnostics import DiagnosticError

    head = "func.func @f(%a: f32, %b: f32) -> f32 {\n  %0 = arith.addf %a, %b : f32\n"
    cases = {
        "  %1abc = arith.addf %0, %b : f32\n": "t.mlir:3:5: error: expected '=' after SSA name",
        "  %1 = arith.addf %0abc, %b : f32\n": "t.mlir:3:21: error: expected ','",
    }
    for line, want in cases.items():
        with pytest.raises(DiagnosticError) as e:
            parse(head + line + "  return %0 : f32\n}\n", "t.mlir")
        assert str(e.value.diagnostics[0]).startswith(want), line
    generic = (
        '"func.func"() <{function_type = () -> (), sym_name = "f"}> ({\n'
        '  %0abc = "t.a"() : () -> f32\n  "func.return"() : () -> ()\n}) : () -> ()\n'
    )
    with pytest.raises(DiagnosticError) as e:
        parse(generic, "g.mlir", allow_unregistered=True)
    assert str(e.value.diagnostics[0]).startswith("g.mlir:2:5: error: expected '=' after SSA name")


def _ops_made_by(monkeypatch: pytest.MonkeyPatch, shortcut: str, text: str) -> int:
    """How many ops the parser shortcut `shortcut` ("_fast_ops" or
    "_template_ops") made while parsing `text`."""
    from pdlx.syntax.parser import ops as P

    real = getattr(P.OpParser, shortcut)
    made = [0]

    def counting(self: P.OpParser, pos: int, block: int, out: list[int]) -> int:
        before = len(out)
        end: int = real(self, pos, block, out)
        made[0] += len(out) - before
        return end

    monkeypatch.setattr(P.OpParser, shortcut, counting)
    parse(text, "t.mlir", allow_unregistered=True)
    return made[0]


def test_the_shortcuts_do_run(monkeypatch: pytest.MonkeyPatch) -> None:
    """The same-output tests above pass as well when a shortcut never runs
    (a pattern change that rejects every line): simple lines must take them."""
    generic = (
        "func.func @f(%x: f32, %y: f32) -> f32 {\n"
        '  %0 = "t.a"(%x, %y) : (f32, f32) -> f32\n'
        '  %1 = "t.a"(%0, %y) : (f32, f32) -> f32\n'
        "  return %1 : f32\n}\n"
    )
    assert _ops_made_by(monkeypatch, "_fast_ops", generic) == 2
    lines = "".join(f"  %{i + 1} = arith.addf %{i}, %x : f32\n" for i in range(5))
    custom = "func.func @f(%0: f32, %x: f32) -> f32 {\n" + lines + "  return %5 : f32\n}\n"
    # The first line teaches its shape; the four others reuse it.
    assert _ops_made_by(monkeypatch, "_template_ops", custom) == 4


def test_a_repeated_operand_does_not_stop_a_shape_being_learnt(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A first line of a shape that names one value twice cannot teach the
    shape (operand order unproven); the next line does, and the rest reuse
    it, repeated operands included."""
    lines = ["  %1 = arith.addf %0, %0 : f32\n"]
    lines += [f"  %{i + 1} = arith.addf %{i}, %x : f32\n" for i in range(1, 5)]
    lines.append("  %6 = arith.addf %5, %5 : f32\n")
    text = "func.func @f(%0: f32, %x: f32) -> f32 {\n" + "".join(lines) + "  return %6 : f32\n}\n"
    # Line 1 is skipped, line 2 teaches; lines 3 to 6 reuse the shape.
    assert _ops_made_by(monkeypatch, "_template_ops", text) == 4
    monkeypatch.undo()
    a, b = _parse_both(text, "r.mlir")
    assert isinstance(a, str) and a == b
    assert "%5 = arith.addf %4, %4 : f32" in print_module(parse(text, "r.mlir"), generic=False)


_BLOCK_HEADERS = [
    "^bb0(%a: f32, %b: i32):",
    "^bb0(%a: f32, %a: f32):",
    "^bb0(%x: f32):",
    "^bb0(%a: foo):",
    '^bb0(%a: f32 loc("here":1:2)):',
    "^bb0(%a#0: f32):",
    "^bb0(%a: f32) :",
    "^bb0(%a:f32):",
    "^bb0(%a: none, %b: index, %c: bf16, %d: i1):",
    "^bb0(%a: f32, %b: tensor<4xf32>):",
    "^bb0():",
    "^bb0(%0: f32, %1: f32)://right after",
    "^bb0(%a: f32, %b: f32)",
    "^bb0(%a: f32,%b: f32):",
    "^bb0(%z: f32):",
]


@pytest.mark.parametrize("header", _BLOCK_HEADERS)
def test_fast_block_args_on_an_odd_header(header: str) -> None:
    """A block's argument list near the edges of the fast path for it
    (`_fast_block_args`: redefinitions, locations, spacing, types it does
    not read, forward references) parses the same through it and through
    the general path, locations and diagnostics included."""
    text = (
        '"test.outer"() ({\n'
        '  %x = "test.def"() : () -> f32\n'
        '  "test.inner"() ({\n'
        + (
            '    "test.br"(%z)[^bb1] : (f32) -> ()\n'
            if "%z" in header
            else '    "test.br"()[^bb1] : () -> ()\n'
        )
        + f"  {header.replace('^bb0', '^bb1')}\n"
        '    "test.use"(%x) : (f32) -> ()\n'
        "  }) : () -> ()\n"
        "}) : () -> ()\n"
    )
    fast, general = _parse_both(text, "odd.mlir", "FAST_OPS")
    assert fast == general
