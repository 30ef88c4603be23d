"""Custom syntax from declarative assembly formats (issue 3, milestone 1).

* the format compiler: good formats compile, malformed ones are reported at
  definition time with the op name and the position;
* builtin and func in both forms, in process;
* a dialect defined at run time (op + type + attribute) round-trips;
* name hints, block argument names and the example of docs/dialects.md.

The recorded mlir-opt-22 corpus of custom syntax is replayed by
tests/conformance/test_custom_corpus.py.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

import data_paths
import pytest

from pdlx import ods
from pdlx.ir import types as T
from pdlx.ir.attributes import IntegerAttr, StringAttr
from pdlx.ir.context import Context, OpDef
from pdlx.ods.format import FormatError
from pdlx.syntax.parser import ParseError, parse
from pdlx.syntax.printer import print_module

# ---------------------------------------------------------------------------
# The format compiler


def _define(fmt: str, **kw: Any) -> OpDef:
    args: dict[str, Any] = {
        "operands": [ods.Operand("a", ods.I32), ods.Operand("rest", ods.AnyType, variadic=True)],
        "results": [ods.Result("r", ods.AnyType)],
        "attributes": [
            ods.Attr("n", ods.I64Attr),
            ods.Attr("flag", ods.UnitAttrC, optional=True),
            ods.Attr("any", ods.AnyAttr, optional=True),
        ],
    }
    args.update(kw)
    return ods.op("test.op", assembly_format=fmt, **args)


GOOD = "$a (`,` $rest^ `:` type($rest))? $n (`flag` $flag^)? attr-dict `:` type($r)"


def test_good_format_compiles() -> None:
    d = _define(GOOD)
    assert d.parse is not None and d.print is not None


@pytest.mark.parametrize(
    ("fmt", "pos", "message"),
    [
        ("$a $rest $n attr-dict : type($r)", 22, "unexpected ':'"),
        ("$a $rest $n `:` type($r)", 0, "'attr-dict' directive not found"),
        ("$a $rest $n $n attr-dict `:` type($r)", 12, "attribute 'n' is already bound"),
        ("$a $rest $nope attr-dict `:` type($r)", 9, "expected variable to refer to"),
        ("$rest $n attr-dict `:` type($r)", 0, "operand #0, named 'a', not found"),
        ("$a $rest $n attr-dict", 0, "type of result #0, named 'r', is not buildable"),
        ("$a $rest $n attr-dict `:` type($r) type($r)", 35, "'type' of 'r' is already bound"),
        ("$a ($rest)? $n attr-dict `:` type($r)", 3, "optional group has no anchor element"),
        ("$a ($a^)? $rest $n attr-dict `:` type($r)", 4, "operand 'a' is already bound"),
        ("$a $rest (`x` $n^)? attr-dict `:` type($r)", 9, "only optional or default-valued"),
        ("$a $rest $n attr-dict `:` type($r) `", 35, "unexpected character"),
        ("$a $rest $n attr-dict `:` type($r) `12`", 35, "expected valid literal"),
        ("$a $rest $any `:` $n attr-dict `:` type($r)", 14, "format ambiguity caused by `:`"),
        ("$a $rest $n attr-dict `:` type($r) custom<Nope>($a)", 35, "unknown custom directive"),
        ("$a $rest $n attr-dict `:` type($r) (", 35, "unexpected end of format"),
        ("$a $rest $n attr-dict attr-dict `:` type($r)", 22, "'attr-dict' directive has already"),
        ("$a $rest $n attr-dict `:` type(`x`)", 31, "literals may only be used in the top-level"),
    ],
)
def test_malformed_formats(fmt: str, pos: int, message: str) -> None:
    with pytest.raises(FormatError) as info:
        _define(fmt)
    e = info.value
    assert message in e.message
    assert e.pos == pos
    assert "op 'test.op'" in str(e)


def test_region_after_attr_dict_is_ambiguous() -> None:
    with pytest.raises(FormatError, match="followed by region `body`"):
        ods.op("test.r", regions=[ods.Region("body")], assembly_format="attr-dict $body")
    ods.op("test.r", regions=[ods.Region("body")], assembly_format="attr-dict-with-keyword $body")


# ---------------------------------------------------------------------------
# builtin and func in process


FUNC_TEXT = """\
module @m attributes {tst.x = 1 : i32} {
  func.func private @decl(i32, f32 {tst.a}) -> (i64 {tst.r = 2 : i32}, f32)
  func.func @f(%arg0: i32 {tst.argattr}, %arg1: i64) -> i64 attributes {tst.fa = "x"} {
    %0 = "tst.op"(%arg0) : (i32) -> i64
    %f = constant @f : (i32, i64) -> i64
    %1 = call_indirect %f(%arg0, %arg1) : (i32, i64) -> i64
    %2 = call @f(%arg0, %1) {tst.z} : (i32, i64) -> i64
    %3 = builtin.unrealized_conversion_cast %2 : i64 to i32
    return %0 : i64
  }
}
"""


def test_builtin_func_custom_round_trip() -> None:
    snap = parse(FUNC_TEXT, "x.mlir", allow_unregistered=True)
    assert print_module(snap, generic=False) == FUNC_TEXT
    generic = print_module(snap, generic=True)
    assert generic.startswith('"builtin.module"() <{sym_name = "m"}> ({')
    again = parse(generic, "y.mlir", allow_unregistered=True)
    assert print_module(again, generic=False) == FUNC_TEXT


def test_func_properties_and_inherent_attrs() -> None:
    snap = parse(FUNC_TEXT, "x.mlir", allow_unregistered=True)
    funcs = [o for o in snap.root_op.walk() if o.name == "func.func"]
    assert funcs[0].attr("sym_visibility") == StringAttr("private")
    assert funcs[1].attributes.get("tst.fa") == StringAttr("x")
    assert "function_type" in funcs[1].properties  # type: ignore[operator]


def test_custom_op_lookup_message() -> None:
    with pytest.raises(ParseError) as info:
        parse("foo\n", "x.mlir")
    assert "custom op 'foo' is unknown (tried 'builtin.foo' as well)" in str(
        info.value.diagnostics[0].message
    )


def test_return_resolves_with_default_dialect() -> None:
    snap = parse("func.func @f() {\n  return\n}\n", "x.mlir")
    names = [o.name for o in snap.root_op.walk()]
    assert names == ["builtin.module", "func.func", "func.return"]


# ---------------------------------------------------------------------------
# A dialect defined at run time


@dataclass(frozen=True, slots=True)
class BoxType(ods.DialectType):
    dialect_name: ClassVar[str] = "acme"
    mnemonic: ClassVar[str] = "box"
    assembly_format: ClassVar[str | None] = "`<` $element `,` $count `>`"
    element: T.Type
    count: int

    def verify(self) -> str | None:
        return None if self.count > 0 else "box count must be positive"


@dataclass(frozen=True, slots=True)
class TagAttr(ods.DialectAttr):
    dialect_name: ClassVar[str] = "acme"
    mnemonic: ClassVar[str] = "tag"
    assembly_format: ClassVar[str | None] = "`<` $label `=` $weight `>`"
    label: str
    weight: int


def _acme_context() -> Context:
    ctx = Context()
    from pdlx.dialects import builtin, func

    builtin.register(ctx)
    func.register(ctx)
    ctx.register_type(BoxType)
    ctx.register_attr(TagAttr)
    box = ods.type_is(BoxType, "box of anything")
    ctx.register_op(
        ods.op(
            "acme.pack",
            operands=[ods.Operand("items", ods.AnyType, variadic=True)],
            results=[ods.Result("box", box)],
            attributes=[
                ods.Attr("tag", ods.attr_is(TagAttr, "acme tag"), optional=True),
                ods.Attr("count", ods.I64Attr, default=IntegerAttr(1, T.i64)),
            ],
            traits=[ods.Pure],
            assembly_format="$items (`tagged` $tag^)? attr-dict `:` type($items) `->` type($box)",
            result_names=lambda op: [(0, "box")],
        )
    )
    return ctx


ACME = """\
func.func @f(%arg0: i32, %arg1: i32) -> !acme.box<i32, 2> {
  %box = acme.pack %arg0, %arg1 tagged <"pair" = 2> {count = 2 : i64} : i32, i32 -> <i32, 2>
  %box_0 = acme.pack %arg0 : i32 -> <i32, 1>
  "tst.use"(%box_0) {t = #acme.tag<"x" = 1>} : (!acme.box<i32, 1>) -> ()
  return %box : !acme.box<i32, 2>
}
"""


def test_runtime_dialect_round_trip() -> None:
    ctx = _acme_context()
    snap = parse(ACME, "acme.mlir", context=ctx, allow_unregistered=True)
    out = print_module(snap, generic=False, context=ctx)
    assert out == "module {\n" + "".join("  " + ln + "\n" for ln in ACME.splitlines()) + "}\n"
    packs = [o for o in snap.root_op.walk() if o.name == "acme.pack"]
    assert packs[0].attr("tag") == TagAttr("pair", 2)
    assert packs[1].attr("count") == IntegerAttr(1, T.i64)  # default populated
    assert packs[0].result_types[0] == BoxType(T.i32, 2)
    generic = print_module(snap, generic=True, context=ctx)
    assert '<{count = 2 : i64, tag = #acme.tag<"pair" = 2>}>' in generic
    again = parse(generic, "g.mlir", context=ctx, allow_unregistered=True)
    assert print_module(again, generic=False, context=ctx) == out


def test_runtime_dialect_type_errors() -> None:
    ctx = _acme_context()
    with pytest.raises(ParseError) as info:
        parse('"tst.x"() {a = !acme.box<i32, 0>} : () -> ()', "e.mlir", context=ctx,
              allow_unregistered=True)  # fmt: skip
    d = info.value.diagnostics[0]
    assert d.message == "box count must be positive"
    with pytest.raises(ParseError) as info:
        parse(
            '"tst.x"() {a = !acme.bag} : () -> ()', "e.mlir", context=ctx, allow_unregistered=True
        )
    assert info.value.diagnostics[0].message == "unknown  type `bag` in dialect `acme`"


def test_runtime_dialect_verifier_messages() -> None:
    from pdlx.verify.verifier import verify

    ctx = _acme_context()
    snap = parse(
        '%0 = "tst.x"() : () -> i32\n%1 = "acme.pack"(%0) : (i32) -> i32\n',
        "v.mlir",
        context=ctx,
        allow_unregistered=True,
    )
    diags = verify(snap, ctx)
    assert diags[0].message == "'acme.pack' op result #0 must be box of anything, but got 'i32'"


# ---------------------------------------------------------------------------
# Name hints, block argument names, the documentation example


def _names_context() -> Context:
    from pdlx.dialects import builtin, func
    from pdlx.ir.attributes import ArrayAttr

    ctx = Context()
    builtin.register(ctx)
    func.register(ctx)

    def hints(op: Any) -> list[tuple[int, str]]:
        names = op.attr("names")
        assert isinstance(names, ArrayAttr)
        return [(i, a.value) for i, a in enumerate(names) if isinstance(a, StringAttr) and a.value]

    ctx.register_op(
        ods.op(
            "acme.named",
            results=[ods.Result("r", ods.AnyType, variadic=True)],
            attributes=[ods.Attr("names", ods.StrArrayAttr)],
            assembly_format="attr-dict `:` type($r)",
            result_names=hints,
        )
    )
    ctx.register_op(
        ods.op(
            "acme.scope",
            regions=[ods.Region("body")],
            attributes=[ods.Attr("names", ods.StrArrayAttr)],
            assembly_format="attr-dict-with-keyword $body",
            block_arg_names=lambda op, i: hints(op),
        )
    )
    return ctx


def test_result_name_groups_like_mlir() -> None:
    # mlir-opt-22's test.string_attr_pretty_name gives, for the same names:
    #   %0, %a:2, %b = ...   %a_0:2 = ...   %_9x_y = ...
    ctx = _names_context()
    text = (
        '%0:4 = "acme.named"() <{names = ["", "a", "", "b"]}> : () -> (i32, i32, i32, i32)\n'
        '%1:2 = "acme.named"() <{names = ["a", ""]}> : () -> (i32, i32)\n'
        '"tst.use"(%0#0, %0#1, %0#2, %0#3, %1#0, %1#1) : (i32, i32, i32, i32, i32, i32) -> ()\n'
        '%2 = "acme.named"() <{names = ["9x y"]}> : () -> (i32)\n'
    )
    snap = parse(text, "n.mlir", context=ctx, allow_unregistered=True)
    out = print_module(snap, generic=False, context=ctx)
    assert '  %0, %a:2, %b = acme.named {names = ["", "a", "", "b"]}' in out
    assert '  %a_0:2 = acme.named {names = ["a", ""]}' in out
    assert '"tst.use"(%0, %a#0, %a#1, %b, %a_0#0, %a_0#1)' in out
    assert '  %_9x_y = acme.named {names = ["9x y"]}' in out
    again = parse(out, "n2.mlir", context=ctx, allow_unregistered=True)
    assert print_module(again, generic=False, context=ctx) == out


def test_block_arg_names() -> None:
    ctx = _names_context()
    text = (
        'acme.scope attributes {names = ["x", "y"]} {\n'
        "^bb0(%a: i32, %b: i32):\n"
        '  "tst.use"(%a, %b) : (i32, i32) -> ()\n'
        "}\n"
    )
    snap = parse(text, "b.mlir", context=ctx, allow_unregistered=True)
    out = print_module(snap, generic=False, context=ctx)
    assert "^bb0(%x: i32, %y: i32):" in out
    assert '"tst.use"(%x, %y)' in out
    # Hints are a custom-form thing: the generic form numbers.
    assert "^bb0(%arg0: i32, %arg1: i32):" in print_module(snap, generic=True, context=ctx)


def test_documentation_example_runs(capsys: pytest.CaptureFixture[str]) -> None:
    import re

    doc = (data_paths.REPO / "docs" / "dialects.md").read_text()
    m = re.search(r"```python\n(from dataclasses import dataclass.*?)```", doc, re.S)
    assert m is not None
    exec(compile(m.group(1), "docs/dialects.md", "exec", dont_inherit=True), {"__name__": "doc"})
    printed = capsys.readouterr().out
    shown = re.search(r"prints\n\n```mlir\n(.*?)```", doc, re.S)
    assert shown is not None
    assert printed.startswith(shown.group(1))


def test_invalid_ir_prints_generically() -> None:
    """A custom printer that cannot print invalid IR falls back to the
    generic form (MLIR prints ops that fail verification generically)."""
    snap = parse('"func.call_indirect"() : () -> ()\n', "bad.mlir")
    out = print_module(snap, generic=False)
    assert out == print_module(snap, generic=True)
