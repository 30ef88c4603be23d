"""Declarative assembly formats, compiled once into a parser and a printer.

A port of MLIR's `mlir-tblgen` OpFormatGen: the format string of an op
(`$target attr-dict : functional-type(operands, results)`) is parsed with
lark (a small grammar of the ODS format vocabulary), checked the way
OpFormatGen checks it (every operand, type, region and successor must be
bound, types must be resolvable, optional groups well formed...) and
compiled into two Python closures:

* the *printer* replays OpFormatGen's static spacing decisions: whether a
  space goes before an element is decided while compiling, from the previous
  element (`shouldEmitSpace` / `lastWasPunctuation`), including MLIR's quirks
  (the else-branch of an optional group continues from the then-branch's
  state; `operands` always prints a space, so `transform.yield` prints
  `transform.yield ` when it has none);
* the *parser* runs on `OpAsmParser` (the hand-written token parser), so a
  custom op costs what hand-written parsing costs; it resolves operand
  types, segment sizes and implicit terminators as the generated C++ does.

Formats of dialect type/attribute parameters (`` `<` $type `>` ``) compile
with `param_format` (AttrOrTypeFormatGen's simpler rules).

Why lark here and not in the IR parser: this runs once per op definition,
where clear grammar and error positions matter more than speed.
"""

from __future__ import annotations

import dataclasses
import typing
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import TYPE_CHECKING, Any

import lark

from pdlx.ir import types as T
from pdlx.ir.attributes import Attribute, DictionaryAttr, StringAttr, UnitAttr
from pdlx.ir.types import Type

if TYPE_CHECKING:
    from pdlx.ir.views import Operation
    from pdlx.ods import Attr, CustomDirective, Operand, OpSpec
    from pdlx.syntax.asm import AsmParser, AsmPrinter, OpAsmParser, OpAsmPrinter


class FormatError(ValueError):
    """A malformed assembly format, reported when the op is defined."""

    def __init__(self, owner: str, fmt: str, pos: int, message: str, note: str = "") -> None:
        line = fmt.replace("\n", " ")
        text = (
            f"{owner}: invalid assembly format at position {pos}: {message}\n"
            f"  {line}\n  {' ' * pos}^"
        )
        if note:
            text += f"\n  note: {note}"
        super().__init__(text)
        self.owner = owner
        self.format = fmt
        self.pos = pos
        self.message = message


_GRAMMAR = r"""
start: _element*
_element: literal | variable | string | directive | group
literal: LITERAL
variable: VARIABLE
string: STRING
group: "(" group_item+ ")" else_group? "?"
else_group: ":" "(" group_item+ ")"
group_item: _element ANCHOR?
directive: ATTR_DICT_KW -> attr_dict_kw
         | ATTR_DICT -> attr_dict
         | PROP_DICT -> prop_dict
         | "operands" -> operands
         | "results" -> results
         | "regions" -> regions
         | "successors" -> successors
         | "type" "(" _element ")" -> type_dir
         | "qualified" "(" _element ")" -> qualified
         | "functional-type" "(" _element "," _element ")" -> functional_type
         | "ref" "(" _element ")" -> ref
         | "custom" "<" IDENT ">" "(" _element ("," _element)* ")" -> custom
         | "oilist" "(" clause ("|" clause)* ")" -> oilist
         | "params" -> params
         | "struct" "(" _element ("," _element)* ")" -> struct
clause: literal _element*
ATTR_DICT_KW.3: "attr-dict-with-keyword"
ATTR_DICT.2: "attr-dict"
PROP_DICT.2: "prop-dict"
ANCHOR: "^"
LITERAL: /`[^`]*`/
VARIABLE: /\$[a-zA-Z_][a-zA-Z0-9_]*/
STRING: /"(\\.|[^"\\])*"/
IDENT: /[a-zA-Z_][a-zA-Z0-9_]*/
%ignore /[ \t\r\n]+/
"""


@cache
def _lark() -> lark.Lark:
    return lark.Lark(_GRAMMAR, parser="lalr", propagate_positions=True, maybe_placeholders=False)


def _parse_tree(owner: str, fmt: str) -> lark.Tree[Any]:
    try:
        return _lark().parse(fmt)
    except lark.UnexpectedCharacters as e:
        raise FormatError(owner, fmt, e.pos_in_stream or 0, "unexpected character") from None
    except lark.UnexpectedToken as e:
        pos = e.token.start_pos if e.token.start_pos is not None else len(fmt)
        if e.token.type == "$END":
            msg = "unexpected end of format"
        else:
            msg = f"unexpected '{e.token}'"
        raise FormatError(owner, fmt, pos, msg) from None
    except lark.UnexpectedEOF:
        raise FormatError(owner, fmt, len(fmt), "unexpected end of format") from None


# ---------------------------------------------------------------------------
# Format elements


@dataclass(eq=False)
class _El:
    pos: int


@dataclass(eq=False)
class Literal(_El):
    value: str


@dataclass(eq=False)
class Whitespace(_El):
    value: str
    """"" (no space), " " or "\\n"."""


@dataclass(eq=False)
class StringArg(_El):
    value: str


@dataclass(eq=False)
class OperandVar(_El):
    index: int
    defn: Operand


@dataclass(eq=False)
class ResultVar(_El):
    index: int
    defn: Operand


@dataclass(eq=False)
class AttrVar(_El):
    defn: Attr
    qualified: bool = False


@dataclass(eq=False)
class RegionVar(_El):
    index: int
    name: str
    variadic: bool


@dataclass(eq=False)
class SuccessorVar(_El):
    index: int
    name: str
    variadic: bool


@dataclass(eq=False)
class AttrDictDir(_El):
    with_keyword: bool


@dataclass(eq=False)
class PropDictDir(_El):
    pass


@dataclass(eq=False)
class OperandsDir(_El):
    pass


@dataclass(eq=False)
class ResultsDir(_El):
    pass


@dataclass(eq=False)
class RegionsDir(_El):
    pass


@dataclass(eq=False)
class SuccessorsDir(_El):
    pass


@dataclass(eq=False)
class TypeDir(_El):
    arg: _El
    qualified: bool = False


@dataclass(eq=False)
class FunctionalTypeDir(_El):
    inputs: _El
    results: _El


@dataclass(eq=False)
class RefDir(_El):
    arg: _El


@dataclass(eq=False)
class CustomDir(_El):
    name: str
    args: list[_El]
    directive: CustomDirective


@dataclass(eq=False)
class OIListDir(_El):
    clauses: list[tuple[Literal, list[_El]]]


@dataclass(eq=False)
class OptionalGroup(_El):
    then: list[_El]
    else_: list[_El]
    anchor: _El
    inverted: bool

    def then_parseable(self) -> list[_El]:
        return [e for e in _drop_ws(self.then)]

    def else_parseable(self) -> list[_El]:
        return [e for e in _drop_ws(self.else_)]


def _drop_ws(els: list[_El]) -> list[_El]:
    i = 0
    while i < len(els) and isinstance(els[i], Whitespace):
        i += 1
    return els[i:]


TOP, CUSTOM, TYPE, REF = "top", "custom", "type", "ref"


def _is_keyword_like(s: str) -> bool:
    """MLIR's canFormatStringAsKeyword."""
    if not s or not (s[0].isalpha() or s[0] == "_"):
        return False
    return all(c.isalnum() or c in "_$." for c in s[1:])


def _valid_literal(value: str) -> str | None:
    """MLIR's isValidLiteral: an error text or None."""
    if not value:
        return "literal can't be empty"
    if len(value) == 1:
        bare = "_:,=<>()[]{}?+*"
        if value.isalpha() or value in bare:
            return None
        return f"single character literal must be a letter or one of '{bare}'"
    if value in ("->", "..."):
        return None
    if not (value[0].isalpha() or value[0] == "_"):
        return "valid keyword starts with a letter or '_'"
    if not all(c.isalnum() or c in "_$." for c in value[1:]):
        return "keywords should contain only alphanum, '_', '$', or '.' characters"
    return None


# ---------------------------------------------------------------------------
# Building elements from the tree, with OpFormatGen's checks


class _Builder:
    def __init__(self, spec: OpSpec, fmt: str, directives: dict[str, CustomDirective]) -> None:
        self.spec = spec
        self.fmt = fmt
        self.owner = f"op '{spec.name}'"
        self.directives = directives
        self.has_attr_dict = False
        self.has_prop_dict = False
        self.all_operands = False
        self.all_operand_types = False
        self.all_result_types = False
        self.has_all_regions = False
        self.has_all_successors = False
        self.seen_operand_types: set[int] = set()
        self.seen_result_types: set[int] = set()
        self.seen_attrs: list[Attr] = []
        self.seen_operands: set[int] = set()
        self.seen_regions: set[int] = set()
        self.seen_successors: set[int] = set()

    def error(self, pos: int, message: str, note: str = "") -> FormatError:
        return FormatError(self.owner, self.fmt, pos, message, note)

    # -- tree -> elements ----------------------------------------------------

    def elements(self, tree: lark.Tree[Any]) -> list[_El]:
        return [self.element(c, TOP) for c in tree.children]

    def element(self, node: Any, ctx: str) -> _El:
        if isinstance(node, lark.Token):
            raise self.error(node.start_pos or 0, f"unexpected '{node}'")
        kind = node.data
        pos = node.meta.start_pos if not node.meta.empty else 0
        ch = node.children
        if kind == "literal":
            return self.literal(ch[0], ctx)
        if kind == "string":
            if ctx != CUSTOM:
                raise self.error(pos, "strings may only be used as 'custom' directive arguments")
            body = str(ch[0])[1:-1]
            out, esc = [], False
            for c in body:
                esc = c == "\\"
                if not esc:
                    out.append(c)
            return StringArg(pos, "".join(out))
        if kind == "variable":
            return self.variable(str(ch[0])[1:], pos, ctx)
        if kind == "group":
            return self.group(node, pos, ctx)
        return self.directive(kind, node, pos, ctx)

    def literal(self, tok: lark.Token, ctx: str) -> _El:
        pos = tok.start_pos or 0
        if ctx != TOP:
            raise self.error(
                pos, "literals may only be used in the top-level section of the format"
            )
        value = str(tok)[1:-1]
        if value in ("", " ", "\\n"):
            return Whitespace(pos, value)
        err = _valid_literal(value)
        if err is not None:
            raise self.error(pos, f"expected valid literal but got '{value}': {err}")
        return Literal(pos, value)

    def variable(self, name: str, pos: int, ctx: str) -> _El:
        spec = self.spec
        for a in spec.attributes:
            if a.name == name:
                if ctx == TYPE:
                    raise self.error(
                        pos, "attributes cannot be used as children to a `type` directive"
                    )
                if ctx == REF:
                    if a not in self.seen_attrs:
                        raise self.error(
                            pos, f"attribute '{name}' must be bound before it is referenced"
                        )
                elif a in self.seen_attrs:
                    raise self.error(pos, f"attribute '{name}' is already bound")
                else:
                    self.seen_attrs.append(a)
                return AttrVar(pos, a)
        for i, o in enumerate(spec.operands):
            if o.name == name:
                if ctx in (TOP, CUSTOM):
                    if self.all_operands or i in self.seen_operands:
                        raise self.error(pos, f"operand '{name}' is already bound")
                    self.seen_operands.add(i)
                elif ctx == REF and i not in self.seen_operands:
                    raise self.error(pos, f"operand '{name}' must be bound before it is referenced")
                return OperandVar(pos, i, o)
        for i, r in enumerate(spec.regions):
            if r.name == name:
                if ctx in (TOP, CUSTOM):
                    if self.has_all_regions or i in self.seen_regions:
                        raise self.error(pos, f"region '{name}' is already bound")
                    self.seen_regions.add(i)
                elif ctx == REF:
                    if i not in self.seen_regions:
                        raise self.error(
                            pos, f"region '{name}' must be bound before it is referenced"
                        )
                else:
                    raise self.error(pos, "regions can only be used at the top level")
                return RegionVar(pos, i, name, r.variadic)
        for i, res in enumerate(spec.results):
            if res.name == name:
                if ctx != TYPE:
                    raise self.error(
                        pos,
                        "result variables can can only be used as a child to a 'type' directive",
                    )
                return ResultVar(pos, i, res)
        for i, s in enumerate(spec.successors):
            if s.name == name:
                if ctx in (TOP, CUSTOM):
                    if self.has_all_successors or i in self.seen_successors:
                        raise self.error(pos, f"successor '{name}' is already bound")
                    self.seen_successors.add(i)
                elif ctx == REF:
                    if i not in self.seen_successors:
                        raise self.error(
                            pos, f"successor '{name}' must be bound before it is referenced"
                        )
                else:
                    raise self.error(pos, "successors can only be used at the top level")
                return SuccessorVar(pos, i, name, s.variadic)
        raise self.error(
            pos, "expected variable to refer to an argument, region, result, or successor"
        )

    def directive(self, kind: str, node: lark.Tree[Any], pos: int, ctx: str) -> _El:
        ch = [c for c in node.children if not (isinstance(c, lark.Token) and c.type == "IDENT")]
        if kind in ("attr_dict", "attr_dict_kw"):
            if ctx == TYPE:
                raise self.error(
                    pos, "'attr-dict' directive can only be used as a top-level directive"
                )
            if ctx == REF:
                if not self.has_attr_dict:
                    raise self.error(
                        pos, "'ref' of 'attr-dict' is not bound by a prior 'attr-dict' directive"
                    )
            else:
                if self.has_attr_dict:
                    raise self.error(pos, "'attr-dict' directive has already been seen")
                self.has_attr_dict = True
            return AttrDictDir(pos, kind == "attr_dict_kw")
        if kind == "prop_dict":
            if ctx == TYPE:
                raise self.error(
                    pos, "'prop-dict' directive can only be used as a top-level directive"
                )
            if self.has_prop_dict:
                raise self.error(pos, "'prop-dict' directive has already been seen")
            self.has_prop_dict = True
            return PropDictDir(pos)
        if kind == "operands":
            if ctx == REF:
                if not self.all_operands:
                    raise self.error(
                        pos, "'ref' of 'operands' is not bound by a prior 'operands' directive"
                    )
            elif ctx in (TOP, CUSTOM):
                if self.all_operands or self.seen_operands:
                    raise self.error(pos, "'operands' directive creates overlap in format")
                self.all_operands = True
            return OperandsDir(pos)
        if kind == "results":
            if ctx != TYPE:
                raise self.error(
                    pos, "'results' directive can can only be used as a child to a 'type' directive"
                )
            return ResultsDir(pos)
        if kind == "regions":
            if ctx == TYPE:
                raise self.error(pos, "'regions' is only valid as a top-level directive")
            if ctx == REF:
                if not self.has_all_regions:
                    raise self.error(
                        pos, "'ref' of 'regions' is not bound by a prior 'regions' directive"
                    )
            else:
                if self.has_all_regions or self.seen_regions:
                    raise self.error(pos, "'regions' directive creates overlap in format")
                self.has_all_regions = True
            return RegionsDir(pos)
        if kind == "successors":
            if ctx == TYPE:
                raise self.error(pos, "'successors' is only valid as a top-level directive")
            if ctx == REF:
                if not self.has_all_successors:
                    raise self.error(
                        pos, "'ref' of 'successors' is not bound by a prior 'successors' directive"
                    )
            else:
                if self.has_all_successors or self.seen_successors:
                    raise self.error(pos, "'successors' directive creates overlap in format")
                self.has_all_successors = True
            return SuccessorsDir(pos)
        if kind == "type_dir":
            if ctx == TYPE:
                raise self.error(pos, "'type' cannot be used as a child of another `type`")
            return TypeDir(pos, self.type_operand(ch[0], pos, ctx == REF))
        if kind == "qualified":
            inner = self.element(ch[0], ctx)
            if isinstance(inner, (AttrVar, TypeDir)):
                inner.qualified = True
            else:
                raise self.error(
                    pos, "'qualified' directive expects an attribute or a `type` directive"
                )
            return inner
        if kind == "functional_type":
            if ctx != TOP:
                raise self.error(pos, "'functional-type' is only valid as a top-level directive")
            return FunctionalTypeDir(
                pos, self.type_operand(ch[0], pos, False), self.type_operand(ch[1], pos, False)
            )
        if kind == "ref":
            if ctx != CUSTOM:
                raise self.error(pos, "'ref' is only valid within a `custom` directive")
            return RefDir(pos, self.element(ch[0], REF))
        if kind == "custom":
            if ctx != TOP:
                raise self.error(pos, "'custom' is only valid as a top-level directive")
            name = str(next(c for c in node.children if isinstance(c, lark.Token)))
            directive = self.directives.get(name)
            if directive is None:
                from pdlx.ods import custom_directive

                directive = custom_directive(name)
            if directive is None:
                raise self.error(
                    pos,
                    f"unknown custom directive '{name}'",
                    "pass it in custom_directives= or register it with "
                    "pdlx.ods.register_custom_directive",
                )
            args = [self.element(c, CUSTOM) for c in ch]
            for a in args:
                if not isinstance(
                    a,
                    (
                        AttrDictDir,
                        AttrVar,
                        OperandVar,
                        RefDir,
                        RegionVar,
                        SuccessorVar,
                        StringArg,
                        TypeDir,
                    ),
                ):
                    raise self.error(
                        pos,
                        "only variables and types may be used as parameters to a custom directive",
                    )
                if isinstance(a, TypeDir) and not isinstance(a.arg, (OperandVar, ResultVar)):
                    raise self.error(
                        pos, "type directives within a custom directive may only refer to variables"
                    )
            return CustomDir(pos, name, args, directive)
        if kind == "oilist":
            clauses = []
            for c in ch:
                lit_node = c.children[0]
                assert isinstance(lit_node, lark.Tree)
                tok = lit_node.children[0]
                assert isinstance(tok, lark.Token)
                lit = self.literal(tok, ctx)
                if not isinstance(lit, Literal):
                    raise self.error(pos, "expected literal in oilist clause")
                els = [self.element(e, ctx) for e in c.children[1:]]
                for e in els:
                    self.check_oilist_element(e, pos)
                clauses.append((lit, els))
            return OIListDir(pos, clauses)
        if kind in ("params", "struct"):
            raise self.error(pos, f"'{kind}' is only valid in type and attribute formats")
        raise self.error(pos, "unsupported directive kind")

    def type_operand(self, node: Any, pos: int, is_ref: bool) -> _El:
        el = self.element(node, TYPE)
        if isinstance(el, Literal):
            raise self.error(pos, "'type' directive operand expects variable or directive operand")
        if isinstance(el, OperandVar):
            i = el.index
            seen = self.all_operand_types or i in self.seen_operand_types
            if not is_ref and seen:
                raise self.error(pos, f"'type' of '{el.defn.name}' is already bound")
            if is_ref and not seen:
                raise self.error(
                    pos,
                    f"'ref' of 'type(${el.defn.name})' is not bound by a prior 'type' directive",
                )
            self.seen_operand_types.add(i)
        elif isinstance(el, ResultVar):
            i = el.index
            seen = self.all_result_types or i in self.seen_result_types
            if not is_ref and seen:
                raise self.error(pos, f"'type' of '{el.defn.name}' is already bound")
            if is_ref and not seen:
                raise self.error(
                    pos,
                    f"'ref' of 'type(${el.defn.name})' is not bound by a prior 'type' directive",
                )
            self.seen_result_types.add(i)
        elif isinstance(el, OperandsDir):
            if not is_ref and (self.all_operand_types or self.seen_operand_types):
                raise self.error(pos, "'operands' 'type' is already bound")
            self.all_operand_types = True
        elif isinstance(el, ResultsDir):
            if not is_ref and (self.all_result_types or self.seen_result_types):
                raise self.error(pos, "'results' 'type' is already bound")
            self.all_result_types = True
        else:
            raise self.error(pos, "invalid argument to 'type' directive")
        return el

    def check_oilist_element(self, el: _El, pos: int) -> None:
        for v in _collect_vars(el):
            if isinstance(v, AttrVar) and not v.defn.optional_like:
                raise self.error(
                    pos, "only optional attributes can be used in an oilist parsing group"
                )
            if isinstance(v, (OperandVar, ResultVar)) and not v.defn.variable_length:
                what = "operands" if isinstance(v, OperandVar) else "results"
                raise self.error(
                    pos, f"only variable length {what} can be used within an oilist parsing group"
                )
            if not isinstance(v, (AttrVar, OperandVar, ResultVar, RegionVar)):
                raise self.error(
                    pos, "only literals, types, and variables can be used within an oilist group"
                )

    def group(self, node: lark.Tree[Any], pos: int, ctx: str) -> _El:
        if ctx != TOP:
            raise self.error(pos, "optional groups can only be used as top-level elements")
        anchor: _El | None = None
        then: list[_El] = []
        else_: list[_El] = []

        def items(children: Sequence[Any], out: list[_El]) -> None:
            nonlocal anchor
            for item in children:
                el = self.element(item.children[0], TOP)
                if len(item.children) > 1:
                    if anchor is not None:
                        p = item.children[1].start_pos or pos
                        raise self.error(
                            p, "only one element can be marked as the anchor of an optional group"
                        )
                    anchor = el
                out.append(el)

        then_items = [
            c for c in node.children if isinstance(c, lark.Tree) and c.data == "group_item"
        ]
        items(then_items, then)
        inverted = anchor is None
        else_node = next(
            (c for c in node.children if isinstance(c, lark.Tree) and c.data == "else_group"), None
        )
        if else_node is not None:
            items(else_node.children, else_)
        if anchor is None:
            raise self.error(pos, "optional group has no anchor element")
        for el in then:
            self.check_group_element(el, el is anchor, pos)
        for el in else_:
            self.check_group_element(el, el is anchor, pos)
        first = _drop_ws(then)
        if not first or not isinstance(
            first[0], (Literal, OperandVar, ResultVar, AttrVar, RegionVar, SuccessorVar)
        ):
            raise self.error(
                pos, "first parsable element of an optional group must be a literal or variable"
            )
        return OptionalGroup(pos, then, else_, anchor, inverted)

    def check_group_element(self, el: _El, is_anchor: bool, pos: int) -> None:
        if isinstance(el, AttrVar):
            if is_anchor and not el.defn.optional_like:
                raise self.error(
                    pos,
                    "only optional or default-valued attributes can be used to anchor an optional group",
                )
        elif isinstance(el, (OperandVar, ResultVar)):
            if not el.defn.variable_length:
                what = "operands" if isinstance(el, OperandVar) else "results"
                raise self.error(
                    pos, f"only variable length {what} can be used within an optional group"
                )
        elif isinstance(el, RegionVar):
            pass
        elif isinstance(el, TypeDir):
            self.check_group_element(el.arg, False, pos)
        elif isinstance(el, FunctionalTypeDir):
            self.check_group_element(el.inputs, False, pos)
            self.check_group_element(el.results, False, pos)
        elif isinstance(el, CustomDir):
            if is_anchor:
                for a in el.args:
                    if not isinstance(a, RefDir):
                        self.check_group_element(a, True, pos)
        elif isinstance(el, (Literal, Whitespace, OptionalGroup)):
            if is_anchor:
                raise self.error(
                    pos, "only variables and types can be used to anchor an optional group"
                )
        elif isinstance(el, (OperandsDir, ResultsDir)):
            pass
        else:
            raise self.error(
                pos, "only literals, types, and variables can be used within an optional group"
            )


def _collect_vars(el: _El) -> list[_El]:
    if isinstance(el, (OperandVar, ResultVar, AttrVar, RegionVar, SuccessorVar)):
        return [el]
    if isinstance(el, CustomDir):
        return [v for a in el.args for v in _collect_vars(a)]
    if isinstance(el, OptionalGroup):
        return [v for a in (*el.then, *el.else_) for v in _collect_vars(a)]
    if isinstance(el, FunctionalTypeDir):
        return _collect_vars(el.inputs) + _collect_vars(el.results)
    if isinstance(el, TypeDir):
        return _collect_vars(el.arg)
    if isinstance(el, OIListDir):
        return [v for _, els in el.clauses for e in els for v in _collect_vars(e)]
    return []


def _walk(els: list[_El]) -> list[_El]:
    out: list[_El] = []
    for el in els:
        out.append(el)
        if isinstance(el, OptionalGroup):
            out.extend(_walk(el.then))
            out.extend(_walk(el.else_))
        elif isinstance(el, OIListDir):
            for _, cl in el.clauses:
                out.extend(_walk(cl))
    return out


# ---------------------------------------------------------------------------
# Type resolution (OpFormatParser::verifyOperands / verifyResults)


@dataclass
class _Resolver:
    """How the parser gets the types of an operand or result group that
    the format does not spell out."""

    buildable: Type | None = None
    var: tuple[str, int] | None = None
    """("operand" | "result", index) whose parsed types to reuse."""
    attr: str | None = None
    transform: Callable[[Any], Any] | None = None


class _Verifier:
    def __init__(self, b: _Builder, els: list[_El]) -> None:
        self.b = b
        self.els = els
        spec = b.spec
        self.operand_res: list[_Resolver | None] = [None] * len(spec.operands)
        self.result_res: list[_Resolver | None] = [None] * len(spec.results)

    def run(self) -> None:
        b, spec = self.b, self.b.spec
        if not b.has_attr_dict:
            raise b.error(0, "'attr-dict' directive not found in custom assembly format")
        var_res = self.trait_resolvers()
        self.check_colon_after_attr(self.els)
        self.check_attr_dict_region(self.els)
        # Results.
        if not b.all_result_types:
            for i, r in enumerate(spec.results):
                if i in b.seen_result_types:
                    continue
                res = var_res.get(r.name)
                if res is not None:
                    self.result_res[i] = res
                    continue
                if r.constraint.buildable is None or r.variable_length:
                    raise b.error(
                        0,
                        f"type of result #{i}, named '{r.name}', is not buildable and a buildable "
                        "type cannot be inferred",
                        "suggest adding a type constraint to the operation or adding a "
                        f"'type(${r.name})' directive to the custom assembly format",
                    )
                self.result_res[i] = _Resolver(buildable=r.constraint.buildable)
        # Operands.
        for i, o in enumerate(spec.operands):
            if not b.all_operands and i not in b.seen_operands:
                raise b.error(
                    0,
                    f"operand #{i}, named '{o.name}', not found",
                    f"suggest adding a '${o.name}' directive to the custom assembly format",
                )
            if b.all_operand_types or i in b.seen_operand_types:
                continue
            res = var_res.get(o.name)
            if res is not None:
                self.operand_res[i] = res
                continue
            if o.constraint.buildable is None or (b.all_operands and o.variable_length):
                raise b.error(
                    0,
                    f"type of operand #{i}, named '{o.name}', is not buildable and a buildable "
                    "type cannot be inferred",
                    "suggest adding a type constraint to the operation or adding a "
                    f"'type(${o.name})' directive to the custom assembly format",
                )
            self.operand_res[i] = _Resolver(buildable=o.constraint.buildable)
        if not b.has_all_regions:
            for i, reg in enumerate(spec.regions):
                if i not in b.seen_regions:
                    raise b.error(
                        0,
                        f"region #{i}, named '{reg.name}', not found",
                        f"suggest adding a '${reg.name}' directive to the custom assembly format",
                    )
        if not b.has_all_successors:
            for i, s in enumerate(spec.successors):
                if i not in b.seen_successors:
                    raise b.error(
                        0,
                        f"successor #{i}, named '{s.name}', not found",
                        f"suggest adding a '${s.name}' directive to the custom assembly format",
                    )
        self.check_oilists(self.els)

    def find_seen(self, name: str) -> _Resolver | None:
        b, spec = self.b, self.b.spec
        for i, o in enumerate(spec.operands):
            if o.name == name:
                seen = b.all_operand_types or i in b.seen_operand_types
                return _Resolver(var=("operand", i)) if seen else None
        for i, r in enumerate(spec.results):
            if r.name == name:
                seen = b.all_result_types or i in b.seen_result_types
                return _Resolver(var=("result", i)) if seen else None
        for a in b.seen_attrs:
            if a.name == name:
                return _Resolver(attr=name)
        return None

    def trait_resolvers(self) -> dict[str, _Resolver]:
        b, spec = self.b, self.b.spec
        out: dict[str, _Resolver] = {}
        for t in spec.traits:
            if t.name == "AllTypesMatch":
                values = list(t.params)
                for i, v in enumerate(values):
                    arg = self.find_seen(v)
                    if arg is None:
                        continue
                    for j, other in enumerate(values):
                        if j != i:
                            out[other] = arg
            elif t.name in ("SameTypeOperands", "SameOperandsAndResultType"):
                include_results = t.name == "SameOperandsAndResultType"
                resolver: _Resolver | None = None
                seen_ops = sorted(b.seen_operand_types)
                seen_res = sorted(b.seen_result_types)
                if seen_ops:
                    resolver = _Resolver(var=("operand", seen_ops[0]))
                elif include_results and seen_res:
                    resolver = _Resolver(var=("result", seen_res[0]))
                if resolver is None:
                    continue
                for i, o in enumerate(spec.operands):
                    if i not in b.seen_operand_types:
                        out[o.name] = resolver
                if include_results:
                    for i, r in enumerate(spec.results):
                        if i not in b.seen_result_types:
                            out[r.name] = resolver
            elif t.name == "TypesMatchWith":
                _summary, lhs, rhs, fn = t.params
                arg = self.find_seen(lhs)
                if arg is not None:
                    out[rhs] = _Resolver(var=arg.var, attr=arg.attr, transform=fn)
        return out

    def check_colon_after_attr(self, els: list[_El]) -> None:
        """ "format ambiguity caused by `:` literal found after attribute `x`
        which does not have a buildable type"."""

        def is_base(el: _El) -> bool:
            return (
                isinstance(el, AttrVar)
                and el.defn.constraint.value_type is None
                and (el.qualified or el.defn.constraint.storage is None)
            )

        def is_invalid(base: _El, el: _El) -> bool:
            if isinstance(el, Literal) and el.value == ":":
                assert isinstance(base, AttrVar)
                raise self.b.error(
                    el.pos,
                    f"format ambiguity caused by `:` literal found after attribute "
                    f"`{base.defn.name}` which does not have a buildable type",
                )
            return False

        _verify_adjacent(is_base, is_invalid, els)

    def check_attr_dict_region(self, els: list[_El]) -> None:
        def is_base(el: _El) -> bool:
            return isinstance(el, AttrDictDir) and not el.with_keyword

        def is_invalid(base: _El, el: _El) -> bool:
            if isinstance(el, RegionVar):
                raise self.b.error(
                    el.pos,
                    f"format ambiguity caused by `attr-dict` directive followed by region `{el.name}`",
                    "try using `attr-dict-with-keyword` instead",
                )
            return False

        _verify_adjacent(is_base, is_invalid, els)

    def check_oilists(self, els: list[_El]) -> None:
        prohibited: list[str] = []
        for el in els:
            if isinstance(el, OIListDir):
                for lit, _ in el.clauses:
                    if lit.value in prohibited:
                        raise self.b.error(
                            el.pos,
                            f"format ambiguity because {lit.value} is used in two adjacent oilist elements.",
                        )
                prohibited.extend(lit.value for lit, _ in el.clauses)
            elif isinstance(el, Literal):
                if el.value in prohibited:
                    raise self.b.error(
                        el.pos,
                        f"format ambiguity because {el.value} is used both in oilist element "
                        "and the adjacent literal.",
                    )
                prohibited.clear()
            else:
                prohibited.clear()


def _optionally_parsed(el: _El) -> bool:
    if isinstance(el, AttrVar):
        return el.defn.optional or el.defn.default is not None
    if isinstance(el, OperandVar):
        return el.defn.variable_length
    if isinstance(el, SuccessorVar):
        return el.variadic
    if isinstance(el, RegionVar):
        return el.variadic
    return isinstance(el, (Whitespace, AttrDictDir))


def _check_range(
    base: _El,
    is_invalid: Callable[[_El, _El], bool],
    els: list[_El],
    guard: _El | None = None,
) -> bool | None:
    for el in els:
        if is_invalid(base, el):
            return False
        if isinstance(el, OptionalGroup):
            r = _check_range(base, is_invalid, el.then, el.then[0])
            if r is False:
                return False
            r = _check_range(base, is_invalid, el.else_)
            if r is False:
                return False
            continue
        if el is not guard and _optionally_parsed(el):
            continue
        return True
    return None


def _verify_adjacent(
    is_base: Callable[[_El], bool], is_invalid: Callable[[_El, _El], bool], els: list[_El]
) -> _El | None:
    for i, el in enumerate(els):
        base: _El | None
        if is_base(el):
            base = el
        elif isinstance(el, OptionalGroup):
            base = _verify_adjacent(is_base, is_invalid, el.then) or _verify_adjacent(
                is_base, is_invalid, el.else_
            )
            if base is None:
                continue
        else:
            continue
        if _check_range(base, is_invalid, els[i + 1 :]) is None:
            return base
    return None


# ---------------------------------------------------------------------------
# The compiled program


@dataclass
class FormatProgram:
    """A compiled op format: `parse(p)` and `print(p)` hooks."""

    spec: OpSpec
    elements: list[_El]
    parse: Callable[[OpAsmParser], None]
    print: Callable[[OpAsmPrinter], None]


def compile_format(
    spec: OpSpec, fmt: str, directives: dict[str, CustomDirective] | None = None
) -> FormatProgram:
    """Parse and check `fmt` for the op `spec`; build its parser and printer.
    Raises FormatError (naming the op and the position) on a bad format."""
    b = _Builder(spec, fmt, directives or {})
    els = b.elements(_parse_tree(b.owner, fmt))
    v = _Verifier(b, els)
    v.run()
    info = _FormatInfo(spec, b, v)
    printer = _PrintCompiler(info).compile(els)
    parser = _ParseCompiler(info).compile(els)
    return FormatProgram(spec, els, parser, printer)


@dataclass
class _FormatInfo:
    spec: OpSpec
    b: _Builder
    v: _Verifier
    implicit_terminator: str | None = None
    single_block: bool = False
    used_attrs: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        t = self.spec.trait("SingleBlockImplicitTerminator")
        self.implicit_terminator = t.params[0] if t is not None else None
        self.single_block = self.spec.has_trait("SingleBlock")
        self.used_attrs = [a.name for a in self.b.seen_attrs]


# ---------------------------------------------------------------------------
# Printing


class _PrintState:
    """Per-print values: the op's operand/result groups, fetched once."""

    __slots__ = ("op", "operand_groups", "p", "result_groups", "spec")

    def __init__(self, p: OpAsmPrinter, spec: OpSpec) -> None:
        self.p = p
        self.op = p.op
        self.spec = spec
        self.operand_groups = spec.operand_groups(p.op) if spec.operands else []
        self.result_groups = spec.result_groups(p.op) if spec.results else []


PrintFn = Callable[[_PrintState], None]


def _should_emit_space_before(value: str, last_was_punct: bool) -> bool:
    """MLIR's shouldEmitSpaceBefore."""
    if len(value) != 1 and value != "->":
        return True
    if last_was_punct:
        return value[0] not in ">)}],"
    return value[0] not in "<>(){}[],"


class _PrintCompiler:
    def __init__(self, info: _FormatInfo) -> None:
        self.info = info
        self.spec = info.spec
        self.should_emit_space = True
        self.last_was_punct = False

    def compile(self, els: list[_El]) -> Callable[[OpAsmPrinter], None]:
        fns = [self.element(e) for e in els]
        fns_t = tuple(f for f in fns if f is not None)
        spec = self.spec

        def print_op(p: OpAsmPrinter) -> None:
            st = _PrintState(p, spec)
            for f in fns_t:
                f(st)

        return print_op

    # -- spacing -------------------------------------------------------------

    def literal(self, value: str) -> PrintFn:
        space = self.should_emit_space and _should_emit_space_before(value, self.last_was_punct)
        text = (" " if space else "") + value
        self.should_emit_space = len(value) != 1 or value not in "<({["
        self.last_was_punct = not (value[0] == "_" or value[0].isalpha())

        def f(st: _PrintState) -> None:
            st.p.write(text)

        return f

    def space_before(self) -> bool:
        space = self.should_emit_space or not self.last_was_punct
        self.last_was_punct = False
        self.should_emit_space = True
        return space

    # -- elements ------------------------------------------------------------

    def element(self, el: _El) -> PrintFn | None:
        if isinstance(el, Literal):
            return self.literal(el.value)
        if isinstance(el, Whitespace):
            if el.value == "\\n":
                return lambda st: st.p.print_newline()
            self.should_emit_space = False
            if el.value == " ":
                self.last_was_punct = False
                return lambda st: st.p.write(" ")
            self.last_was_punct = True
            return None
        if isinstance(el, OptionalGroup):
            return self.group(el)
        if isinstance(el, OIListDir):
            return self.oilist(el)
        if isinstance(el, AttrDictDir):
            f = self.attr_dict(el.with_keyword)
            self.last_was_punct = False
            return f
        if isinstance(el, PropDictDir):
            self.last_was_punct = False
            return self.prop_dict()
        space = self.space_before()
        body = self.body(el)

        if not space:
            return body

        def with_space(st: _PrintState) -> None:
            st.p.write(" ")
            body(st)

        return with_space

    def body(self, el: _El) -> PrintFn:
        spec = self.spec
        if isinstance(el, AttrVar):
            return self.attr_var(el)
        if isinstance(el, OperandVar):
            i = el.index
            if el.defn.optional:

                def opt(st: _PrintState) -> None:
                    g = st.operand_groups[i]
                    if g:
                        st.p.print_operand(g[0])

                return opt
            if el.defn.variadic:
                return lambda st: st.p.print_operands(st.operand_groups[i])
            return lambda st: st.p.print_operand(st.operand_groups[i][0])
        if isinstance(el, RegionVar):
            i = el.index
            if el.variadic:
                nfixed = sum(1 for r in spec.regions if not r.variadic)

                def var_regions(st: _PrintState) -> None:
                    regs = st.p.printer.snap.ops[st.op.id].regions
                    self.print_regions(st, regs[i : i + len(regs) - nfixed])

                return var_regions
            return lambda st: self.print_regions(st, (st.p.printer.snap.ops[st.op.id].regions[i],))
        if isinstance(el, SuccessorVar):
            i = el.index
            if el.variadic:
                nfixed = sum(1 for s in spec.successors if not s.variadic)

                def var_succ(st: _PrintState) -> None:
                    succ = st.p.printer.snap.ops[st.op.id].successors
                    for k, b in enumerate(succ[i : i + len(succ) - nfixed]):
                        if k:
                            st.p.write(", ")
                        st.p.print_successor(b)

                return var_succ
            return lambda st: st.p.print_successor(st.p.printer.snap.ops[st.op.id].successors[i])
        if isinstance(el, CustomDir):
            getters = [self.getter(a) for a in el.args]
            fn = el.directive.print

            def custom(st: _PrintState) -> None:
                fn(st.p, st.op, *[g(st) for g in getters])

            return custom
        if isinstance(el, OperandsDir):
            return lambda st: st.p.print_operands(st.p.printer.snap.ops[st.op.id].operands)
        if isinstance(el, RegionsDir):
            return lambda st: self.print_regions(st, st.p.printer.snap.ops[st.op.id].regions)
        if isinstance(el, SuccessorsDir):

            def succs(st: _PrintState) -> None:
                for k, b in enumerate(st.p.printer.snap.ops[st.op.id].successors):
                    if k:
                        st.p.write(", ")
                    st.p.print_successor(b)

            return succs
        if isinstance(el, TypeDir):
            return self.type_dir(el)
        if isinstance(el, FunctionalTypeDir):
            ins = self.types_getter(el.inputs)
            outs = self.types_getter(el.results)
            return lambda st: st.p.print_functional_type(ins(st), outs(st))
        raise AssertionError(f"unexpected element {el!r}")

    def print_regions(self, st: _PrintState, regions: Sequence[int]) -> None:
        term = self.info.implicit_terminator
        p = st.p
        snap = p.printer.snap
        for k, r in enumerate(regions):
            if k:
                p.write(", ")
            if term is None:
                p.print_region(r)
                continue
            print_term = True
            blocks = snap.regions[r].blocks
            if blocks:
                last = snap.blocks[blocks[0]].last
                if last:
                    tdef = p.printer.ctx.op(snap.ops[last].name)
                    from pdlx.ir.context import IS_TERMINATOR

                    if tdef is not None and IS_TERMINATOR in tdef.traits:
                        rec = snap.ops[last]
                        has_attrs = bool(rec.attributes) or bool(
                            isinstance(rec.properties, DictionaryAttr) and rec.properties
                        )
                        print_term = has_attrs or bool(rec.operands) or bool(rec.results)
            p.print_region(r, True, print_term)

    def attr_var(self, el: AttrVar) -> PrintFn:
        a = el.defn
        c = a.constraint
        name = a.name
        if c.enum_cases:

            def enum(st: _PrintState) -> None:
                v = st.op.attr(name)
                kw = c.enum_keyword(v) if v is not None else None
                if kw is None:
                    st.p.write("<<NULL ATTRIBUTE>>" if v is None else st.p.printer.attr(v))
                elif _is_keyword_like(kw):
                    st.p.write(kw)
                else:
                    st.p.print_string(kw)

            return enum
        if c.symbol_name:

            def sym(st: _PrintState) -> None:
                v = st.op.attr(name)
                if isinstance(v, StringAttr):
                    st.p.print_symbol_name(v.value)
                else:
                    st.p.write("<<NULL ATTRIBUTE>>")

            return sym
        if c.value_type is not None:
            method = "print_attribute_without_type"
        elif el.qualified or c.storage is None:
            method = "print_attribute"
        else:
            method = "print_stripped"

        def attr(st: _PrintState) -> None:
            v = st.op.attr(name)
            if v is None:
                st.p.write("<<NULL ATTRIBUTE>>")
            else:
                getattr(st.p, method)(v)

        return attr

    def type_dir(self, el: TypeDir) -> PrintFn:
        arg = el.arg
        if isinstance(arg, (OperandVar, ResultVar)) and arg.defn.kind == "single":
            i = arg.index
            is_op = isinstance(arg, OperandVar)
            cls = arg.defn.constraint.type_class
            qualified = el.qualified

            def single(st: _PrintState) -> None:
                groups = st.operand_groups if is_op else st.result_groups
                t = st.p.printer.snap.values[groups[i][0]].type
                if qualified or cls is None or not isinstance(t, cls):
                    st.p.print_type(t)
                else:
                    st.p.print_stripped(t)

            return single
        get = self.types_getter(arg)
        return lambda st: st.p.print_types(get(st))

    def types_getter(self, arg: _El) -> Callable[[_PrintState], list[Type]]:
        if isinstance(arg, OperandsDir):
            return lambda st: list(st.op.operand_types)
        if isinstance(arg, ResultsDir):
            return lambda st: list(st.op.result_types)
        assert isinstance(arg, (OperandVar, ResultVar))
        i = arg.index
        if isinstance(arg, OperandVar):

            def ops(st: _PrintState) -> list[Type]:
                values = st.p.printer.snap.values
                return [values[v].type for v in st.operand_groups[i]]

            return ops

        def res(st: _PrintState) -> list[Type]:
            values = st.p.printer.snap.values
            return [values[v].type for v in st.result_groups[i]]

        return res

    def getter(self, arg: _El) -> Callable[[_PrintState], Any]:
        """A custom directive argument's current value."""
        if isinstance(arg, RefDir):
            return self.getter(arg.arg)
        if isinstance(arg, AttrVar):
            name = arg.defn.name
            return lambda st: st.op.attr(name)
        if isinstance(arg, AttrDictDir):
            from pdlx.syntax.asm import op_attr_dict

            return lambda st: DictionaryAttr.of(op_attr_dict(st.op))
        if isinstance(arg, OperandVar):
            i = arg.index
            kind = arg.defn.kind
            if kind == "single":
                return lambda st: st.operand_groups[i][0]
            if kind == "optional":
                return lambda st: st.operand_groups[i][0] if st.operand_groups[i] else None
            return lambda st: list(st.operand_groups[i])
        if isinstance(arg, RegionVar):
            i = arg.index
            if arg.variadic:
                return lambda st: list(st.p.printer.snap.ops[st.op.id].regions[i:])
            return lambda st: st.p.printer.snap.ops[st.op.id].regions[i]
        if isinstance(arg, SuccessorVar):
            i = arg.index
            if arg.variadic:
                return lambda st: list(st.p.printer.snap.ops[st.op.id].successors[i:])
            return lambda st: st.p.printer.snap.ops[st.op.id].successors[i]
        if isinstance(arg, TypeDir):
            inner = arg.arg
            get = self.types_getter(inner)
            assert isinstance(inner, (OperandVar, ResultVar))
            kind = inner.defn.kind
            if kind == "single":
                return lambda st: get(st)[0]
            if kind == "optional":
                return lambda st: next(iter(get(st)), None)
            return get
        if isinstance(arg, StringArg):
            value = arg.value
            return lambda st: value
        raise AssertionError(f"bad custom directive argument {arg!r}")

    def present(self, el: _El) -> Callable[[_PrintState], bool]:
        """genOptionalGroupPrinterAnchor."""
        if isinstance(el, (OperandVar, ResultVar)):
            i = el.index
            if isinstance(el, OperandVar):
                return lambda st: bool(st.operand_groups[i])
            return lambda st: bool(st.result_groups[i])
        if isinstance(el, RegionVar):
            i = el.index
            if el.variadic:  # ODS: the region group is not empty
                return lambda st: len(st.p.printer.snap.ops[st.op.id].regions) > i
            return lambda st: bool(
                st.p.printer.snap.regions[st.p.printer.snap.ops[st.op.id].regions[i]].blocks
            )
        if isinstance(el, TypeDir):
            return self.present(el.arg)
        if isinstance(el, FunctionalTypeDir):
            return self.present(el.inputs)
        if isinstance(el, AttrVar):
            a = el.defn
            name = a.name
            default = a.default
            if a.optional or a.constraint.unit or default is None:
                return lambda st: st.op.attr(name) is not None

            def non_default(st: _PrintState) -> bool:
                v = st.op.attr(name)
                return v is not None and v != default

            return non_default
        if isinstance(el, CustomDir):
            checks = [
                self.present(a) for a in el.args if not isinstance(a, (StringArg, AttrDictDir))
            ]
            return lambda st: any(c(st) for c in checks)
        if isinstance(el, RefDir):
            return self.present(el.arg)
        if isinstance(el, SuccessorVar):
            i = el.index
            return lambda st: bool(st.p.printer.snap.ops[st.op.id].successors[i:])
        return lambda st: True

    def group(self, el: OptionalGroup) -> PrintFn:
        present = self.present(el.anchor)
        anchor = el.anchor
        elided = None
        if (
            isinstance(anchor, AttrVar)
            and anchor is not el.then[0]
            and (not el.else_ or anchor is not el.else_[0])
            and anchor.defn.constraint.unit
        ):
            elided = anchor
        then = [self.element(e) for e in el.then if e is not elided]
        else_ = [self.element(e) for e in el.else_ if e is not elided]
        then_t = tuple(f for f in then if f is not None)
        else_t = tuple(f for f in else_ if f is not None)
        inverted = el.inverted

        def group(st: _PrintState) -> None:
            if present(st) != inverted:
                for f in then_t:
                    f(st)
            else:
                for f in else_t:
                    f(st)

        return group

    def oilist(self, el: OIListDir) -> PrintFn:
        # OpFormatGen emits a `" "` literal first; mlir-opt 22 prints no
        # extra space there (`transform.foreach %0 : ...`), so neither do we.
        clauses = []
        for lit, els in el.clauses:
            checks = [self.present(v) for e in els for v in _collect_vars(e)]
            kw = self.literal(lit.value)
            unit = len(els) == 1 and isinstance(els[0], AttrVar) and els[0].defn.constraint.unit
            body = [] if unit else [self.element(e) for e in els]
            clauses.append((checks, kw, tuple(f for f in body if f is not None)))

        def oil(st: _PrintState) -> None:
            for checks, kw, body in clauses:
                if any(c(st) for c in checks):
                    kw(st)
                    for f in body:
                        f(st)

        return oil

    def attr_dict(self, with_keyword: bool) -> PrintFn:
        from pdlx.syntax.asm import op_attr_dict

        spec = self.spec
        b = self.info.b
        elided: list[str] = []
        if not b.all_operands and spec.has_trait("AttrSizedOperandSegments"):
            elided.append("operandSegmentSizes")
        if not b.all_result_types and spec.has_trait("AttrSizedResultSegments"):
            elided.append("resultSegmentSizes")
        elided.extend(self.info.used_attrs)
        defaults = [(a.name, a.default) for a in spec.attributes if a.default is not None]
        static = frozenset(elided)

        def attr_dict(st: _PrintState) -> None:
            skip: set[str] | frozenset[str] = static
            if defaults:
                skip = set(static)
                for name, default in defaults:
                    v = st.op.attr(name)
                    if v is not None and v == default:
                        skip.add(name)
            st.p.print_optional_attr_dict(op_attr_dict(st.op), skip, with_keyword)

        return attr_dict

    def prop_dict(self) -> PrintFn:
        used = frozenset(self.info.used_attrs)

        def prop_dict(st: _PrintState) -> None:
            rec = st.p.printer.snap.ops[st.op.id]
            props = rec.properties
            st.p.write(" ")
            if isinstance(props, DictionaryAttr):
                kept = [(k, v) for k, v in props.entries if k not in used]
                if kept:
                    st.p.write("<{" + st.p.printer.attr_entries(kept) + "}>")

        return prop_dict


# ---------------------------------------------------------------------------
# Parsing


class _ParseState:
    """What the generated parser accumulates before resolving types."""

    __slots__ = (
        "all_operand_loc",
        "all_operand_types",
        "all_operands",
        "all_result_types",
        "full_regions",
        "full_successors",
        "operand_locs",
        "operands",
        "p",
        "regions",
        "result_types",
        "successors",
        "types",
    )

    def __init__(self, p: OpAsmParser) -> None:
        self.p = p
        self.operands: dict[int, list[Any]] = {}
        self.operand_locs: dict[int, int] = {}
        self.types: dict[int, list[Type]] = {}
        """operand index -> parsed types."""
        self.result_types: dict[int, list[Type]] = {}
        self.regions: dict[int, list[int]] = {}
        self.successors: dict[int, list[int]] = {}
        self.all_operands: list[Any] = []
        self.all_operand_loc = 0
        self.all_operand_types: list[Type] = []
        self.all_result_types: list[Type] = []
        self.full_regions: list[int] = []
        self.full_successors: list[int] = []


ParseFn = Callable[[_ParseState], None]
OptParseFn = Callable[[_ParseState], bool]


class _ParseCompiler:
    def __init__(self, info: _FormatInfo) -> None:
        self.info = info
        self.spec = info.spec

    def compile(self, els: list[_El]) -> Callable[[OpAsmParser], None]:
        fns = tuple(f for f in (self.element(e, False) for e in els) if f is not None)
        resolve = self.resolver()

        def parse_op(p: OpAsmParser) -> None:
            st = _ParseState(p)
            for f in fns:
                f(st)
            resolve(st)

        return parse_op

    # -- elements ------------------------------------------------------------

    def element(self, el: _El, in_group: bool) -> ParseFn | None:
        spec = self.spec
        if isinstance(el, Literal):
            return _literal_parser(el.value)
        if isinstance(el, Whitespace):
            return None
        if isinstance(el, OptionalGroup):
            return self.group(el)
        if isinstance(el, OIListDir):
            return self.oilist(el)
        if isinstance(el, AttrVar):
            optional = not in_group and el.defn.optional
            parse = self.attr_parser(el, optional)

            def attr(st: _ParseState) -> None:
                parse(st)

            return attr
        if isinstance(el, OperandVar):
            return self.operand_parser(el)
        if isinstance(el, RegionVar):
            return self.region_parser(el)
        if isinstance(el, SuccessorVar):
            i = el.index
            if el.variadic:

                def succs(st: _ParseState) -> None:
                    out: list[int] = []
                    first = st.p.parse_optional_successor()
                    if first is not None:
                        out.append(first)
                        while st.p.parse_optional_comma():
                            out.append(st.p.parse_successor())
                    st.successors[i] = out

                return succs
            return lambda st: st.successors.__setitem__(i, [st.p.parse_successor()])
        if isinstance(el, AttrDictDir):
            return self.attr_dict(el.with_keyword)
        if isinstance(el, PropDictDir):

            def prop_dict(st: _ParseState) -> None:
                if st.p.parse_optional_less():
                    a = st.p.parse_attribute()
                    if isinstance(a, DictionaryAttr):
                        st.p.props.update(a.entries)
                    st.p.parse_greater()

            return prop_dict
        if isinstance(el, CustomDir):
            f = self.custom(el)

            def custom(st: _ParseState) -> None:
                f(st)

            return custom
        if isinstance(el, OperandsDir):

            def operands(st: _ParseState) -> None:
                st.all_operand_loc = st.p.current_location
                st.all_operands = st.p.parse_operand_list()

            return operands
        if isinstance(el, RegionsDir):
            region = self.region_list_parser()

            def regions(st: _ParseState) -> None:
                st.full_regions = region(st)

            return regions
        if isinstance(el, SuccessorsDir):

            def successors(st: _ParseState) -> None:
                first = st.p.parse_optional_successor()
                if first is not None:
                    st.full_successors.append(first)
                    while st.p.parse_optional_comma():
                        st.full_successors.append(st.p.parse_successor())

            return successors
        if isinstance(el, TypeDir):
            return self.type_dir(el)
        if isinstance(el, FunctionalTypeDir):
            set_in = self.types_setter(el.inputs)
            set_out = self.types_setter(el.results)

            def ftype(st: _ParseState) -> None:
                t = st.p.parse_type_of(T.FunctionType)
                assert isinstance(t, T.FunctionType)
                set_in(st, list(t.inputs))
                set_out(st, list(t.results))

            return ftype
        raise AssertionError(f"unexpected element {el!r} in {spec.name}")

    def attr_parser(self, el: AttrVar, optional: bool) -> Callable[[_ParseState], bool]:
        """Parse the attribute into the properties; returns presence."""
        a = el.defn
        c = a.constraint
        name = a.name
        if c.enum_cases:
            keywords = [k.keyword for k in c.enum_cases]

            def enum(st: _ParseState) -> bool:
                p = st.p
                loc = p.current_location
                kw = p.parse_optional_keyword_of(keywords)
                if kw is None:
                    if p.parser.tok.kind == "string":
                        kw = p.parse_string()
                    elif optional:
                        return False
                    else:
                        p.emit_error(
                            loc,
                            "expected string or keyword containing one of the following enum "
                            f"values for attribute '{name}' [" + ", ".join(keywords) + "]",
                        )
                v = c.enum_attr(kw)
                if v is None:
                    p.emit_error(loc, f'invalid {name} attribute specification: "{kw}"')
                p.props[name] = v
                return True

            return enum
        if c.symbol_name:

            def sym(st: _ParseState) -> bool:
                if optional:
                    s = st.p.parse_optional_symbol_name()
                    if s is None:
                        return False
                else:
                    s = st.p.parse_symbol_name()
                st.p.props[name] = StringAttr(s)
                return True

            return sym
        vt = c.value_type
        storage = c.storage
        generic = el.qualified or storage is None

        def attr(st: _ParseState) -> bool:
            p = st.p
            if optional:
                if not _starts_optional_attr_of(p, storage):
                    return False
                loc = p.current_location
                v = p.parse_attribute(vt)
                if not c.is_kind(v):
                    p.emit_error(loc, "invalid kind of attribute specified")
            elif generic:
                v = p.parse_attribute(vt)
            else:
                loc = p.current_location
                v = p.parse_custom_attribute_with_fallback(storage, vt, c.array_element_type)
                if not c.is_kind(v):
                    p.emit_error(loc, "invalid kind of attribute specified")
            if vt is T.none and isinstance(v, StringAttr) and v.type is not None:
                v = StringAttr(v.value)
            p.props[name] = v
            return True

        return attr

    def operand_parser(self, el: OperandVar) -> ParseFn:
        i = el.index
        kind = el.defn.kind
        if kind == "variadic":

            def variadic(st: _ParseState) -> None:
                st.operand_locs[i] = st.p.current_location
                st.operands[i] = st.p.parse_operand_list()

            return variadic
        if kind == "optional":

            def optional(st: _ParseState) -> None:
                st.operand_locs[i] = st.p.current_location
                o = st.p.parse_optional_operand()
                st.operands[i] = [o] if o is not None else []

            return optional

        def single(st: _ParseState) -> None:
            st.operand_locs[i] = st.p.current_location
            st.operands[i] = [st.p.parse_operand()]

        return single

    def fix_region(self, p: OpAsmParser, r: int) -> None:
        if self.info.implicit_terminator is not None:
            p.ensure_terminator(r, self.info.implicit_terminator)
        elif self.info.single_block:
            p.ensure_single_block(r)

    def region_parser(self, el: RegionVar) -> ParseFn:
        i = el.index
        if el.variadic:
            region_list = self.region_list_parser()

            def regions(st: _ParseState) -> None:
                st.regions[i] = region_list(st)

            return regions

        def region(st: _ParseState) -> None:
            r = st.p.parse_region()
            self.fix_region(st.p, r)
            st.regions[i] = [r]

        return region

    def region_list_parser(self) -> Callable[[_ParseState], list[int]]:
        def regions(st: _ParseState) -> list[int]:
            out: list[int] = []
            first = st.p.parse_optional_region()
            if first is not None:
                out.append(first)
                while st.p.parse_optional_comma():
                    out.append(st.p.parse_region())
            for r in out:
                self.fix_region(st.p, r)
            return out

        return regions

    def attr_dict(self, with_keyword: bool) -> ParseFn:
        spec = self.spec

        def attr_dict(st: _ParseState) -> None:
            p = st.p
            loc = p.current_location
            attrs = (
                p.parse_optional_attr_dict_with_keyword()
                if with_keyword
                else p.parse_optional_attr_dict()
            )
            p.state.attributes.update(attrs)
            # verifyInherentAttrs: inherent attributes given here must satisfy
            # their constraints.
            for a in spec.attributes:
                v = attrs.get(a.name)
                if v is not None and not a.constraint.check(v):
                    p.emit_error(
                        loc,
                        f"'{spec.name}' op attribute '{a.name}' failed to satisfy constraint: "
                        f"{a.constraint.summary}",
                    )

        return attr_dict

    def type_dir(self, el: TypeDir) -> ParseFn:
        arg = el.arg
        setter = self.types_setter(arg)
        if isinstance(arg, (OperandVar, ResultVar)):
            kind = arg.defn.kind
            if kind == "variadic":
                return lambda st: setter(st, st.p.parse_type_list())
            if kind == "optional":

                def opt(st: _ParseState) -> None:
                    t = st.p.parse_optional_type()
                    setter(st, [t] if t is not None else [])

                return opt
            cls = arg.defn.constraint.type_class
            kind_check = arg.defn.constraint.kind_check
            if cls is not None and not el.qualified:
                return lambda st: setter(st, [st.p.parse_custom_type_with_fallback(cls)])
            if kind_check is not None:

                def checked(st: _ParseState) -> None:
                    loc = st.p.current_location
                    t = st.p.parse_type()
                    if not kind_check(t):
                        st.p.emit_error(loc, "invalid kind of type specified")
                    setter(st, [t])

                return checked
            return lambda st: setter(st, [st.p.parse_type()])
        return lambda st: setter(st, st.p.parse_type_list())

    def types_setter(self, arg: _El) -> Callable[[_ParseState, list[Type]], None]:
        if isinstance(arg, OperandsDir):

            def all_ops(st: _ParseState, ts: list[Type]) -> None:
                st.all_operand_types = ts

            return all_ops
        if isinstance(arg, ResultsDir):

            def all_res(st: _ParseState, ts: list[Type]) -> None:
                st.all_result_types = ts

            return all_res
        assert isinstance(arg, (OperandVar, ResultVar))
        i = arg.index
        if isinstance(arg, OperandVar):
            return lambda st, ts: st.types.__setitem__(i, ts)
        return lambda st, ts: st.result_types.__setitem__(i, ts)

    def custom(self, el: CustomDir) -> OptParseFn:
        """Call the directive's parser; returns False if it reports absence."""
        fn = el.directive.parse
        plan = [self.custom_arg(a) for a in el.args]

        def custom(st: _ParseState) -> bool:
            from pdlx.syntax.asm import Cell

            args: list[Any] = []
            cells: list[tuple[Cell, Callable[[_ParseState, Any], None]]] = []
            for make, store in plan:
                v = make(st)
                args.append(v)
                if store is not None:
                    assert isinstance(v, Cell)
                    cells.append((v, store))
            r = fn(st.p, *args)
            if r is False:
                return False
            for cell, store in cells:
                store(st, cell.value)
            return True

        return custom

    def custom_arg(
        self, a: _El
    ) -> tuple[Callable[[_ParseState], Any], Callable[[_ParseState, Any], None] | None]:
        from pdlx.syntax.asm import Cell

        if isinstance(a, StringArg):
            value = a.value
            return (lambda st: value), None
        if isinstance(a, AttrDictDir):
            return (lambda st: st.p.state.attributes), None
        if isinstance(a, RefDir):
            return self.ref_value(a.arg), None
        if isinstance(a, AttrVar):
            name = a.defn.name

            def store_attr(st: _ParseState, v: Any) -> None:
                if v is not None:
                    st.p.props[name] = v

            return (lambda st: Cell()), store_attr
        if isinstance(a, OperandVar):
            i = a.index
            kind = a.defn.kind

            def make_operand(st: _ParseState) -> Cell:
                st.operand_locs[i] = st.p.current_location
                return Cell()

            def store_operand(st: _ParseState, v: Any) -> None:
                if kind == "single":
                    st.operands[i] = [v]
                elif kind == "optional":
                    st.operands[i] = [v] if v is not None else []
                else:
                    st.operands[i] = list(v or [])

            return make_operand, store_operand
        if isinstance(a, RegionVar):
            i = a.index
            variadic = a.variadic

            def store_region(st: _ParseState, v: Any) -> None:
                st.regions[i] = list(v or []) if variadic else [v]

            return (lambda st: Cell()), store_region
        if isinstance(a, SuccessorVar):
            i = a.index
            variadic = a.variadic

            def store_succ(st: _ParseState, v: Any) -> None:
                st.successors[i] = list(v or []) if variadic else [v]

            return (lambda st: Cell()), store_succ
        if isinstance(a, TypeDir):
            inner = a.arg
            setter = self.types_setter(inner)
            assert isinstance(inner, (OperandVar, ResultVar))
            kind = inner.defn.kind

            def store_type(st: _ParseState, v: Any) -> None:
                if kind == "single":
                    setter(st, [v])
                elif kind == "optional":
                    setter(st, [v] if v is not None else [])
                else:
                    setter(st, list(v or []))

            return (lambda st: Cell()), store_type
        raise AssertionError(f"bad custom directive argument {a!r}")

    def ref_value(self, el: _El) -> Callable[[_ParseState], Any]:
        if isinstance(el, AttrVar):
            name = el.defn.name
            return lambda st: st.p.props.get(name)
        if isinstance(el, AttrDictDir):
            return lambda st: st.p.state.attributes
        if isinstance(el, OperandVar):
            i = el.index
            kind = el.defn.kind
            if kind == "single":
                return lambda st: st.operands.get(i, [None])[0]
            if kind == "optional":
                return lambda st: (st.operands.get(i) or [None])[0]
            return lambda st: list(st.operands.get(i, []))
        if isinstance(el, TypeDir):
            inner = el.arg
            assert isinstance(inner, (OperandVar, ResultVar))
            i = inner.index
            kind = inner.defn.kind
            is_op = isinstance(inner, OperandVar)

            def types(st: _ParseState) -> Any:
                ts = (st.types if is_op else st.result_types).get(i, [])
                if kind == "single":
                    return ts[0] if ts else None
                if kind == "optional":
                    return ts[0] if ts else None
                return list(ts)

            return types
        if isinstance(el, RegionVar):
            i = el.index
            return lambda st: st.regions.get(i)
        if isinstance(el, SuccessorVar):
            i = el.index
            return lambda st: st.successors.get(i)
        return lambda st: None

    def first_optional(self, el: _El) -> OptParseFn:
        """The guard of an optional group: parse if present, say whether."""
        if isinstance(el, AttrVar):
            return self.attr_parser(el, True)
        if isinstance(el, Literal):
            opt = _optional_literal_parser(el.value)
            return lambda st: opt(st.p)
        if isinstance(el, OperandVar):
            parse = self.operand_parser(el)
            i = el.index

            def operand(st: _ParseState) -> bool:
                parse(st)
                return bool(st.operands[i])

            return operand
        if isinstance(el, RegionVar):
            i = el.index
            if el.variadic:
                region_list = self.region_list_parser()

                def regions(st: _ParseState) -> bool:
                    st.regions[i] = region_list(st)
                    return bool(st.regions[i])

                return regions

            def region(st: _ParseState) -> bool:
                r = st.p.parse_optional_region()
                if r is None:
                    # An absent optional region is an empty one.
                    from pdlx.ir.records import RegionRecord, new_id

                    r = new_id()
                    st.p.parser.regions[r] = RegionRecord((), st.p.state.id)
                    st.regions[i] = [r]
                    return False
                st.regions[i] = [r]
                present = bool(st.p.parser.regions[r].blocks)
                if present:
                    self.fix_region(st.p, r)
                return present

            return region
        if isinstance(el, CustomDir):
            return self.custom(el)
        if isinstance(el, SuccessorVar):
            parse_succ = self.element(el, True)
            assert parse_succ is not None
            i = el.index

            def succ(st: _ParseState) -> bool:
                if st.p.parser.tok.kind != "caret_identifier":
                    st.successors[i] = []
                    return False
                parse_succ(st)
                return True

            return succ
        raise AssertionError(f"bad optional group guard {el!r}")

    def group(self, el: OptionalGroup) -> ParseFn:
        anchor = el.anchor
        then = el.then_parseable()
        first = then[0]
        unit_anchor: str | None = None
        if isinstance(anchor, AttrVar) and anchor is not first and anchor.defn.constraint.unit:
            unit_anchor = anchor.defn.name
        guard = self.first_optional(first)
        then_rest = tuple(
            f for f in (self.element(e, True) for e in then[1:] if not (
                unit_anchor is not None and e is anchor
            )) if f is not None
        )  # fmt: skip
        else_els = el.else_parseable()
        else_fns = tuple(
            f for f in (self.element(e, True) for e in else_els if not (
                unit_anchor is not None and e is anchor
            )) if f is not None
        )  # fmt: skip
        inverted = el.inverted

        def group(st: _ParseState) -> None:
            if guard(st):
                if unit_anchor is not None and not inverted:
                    st.p.props[unit_anchor] = UnitAttr()
                for f in then_rest:
                    f(st)
            elif else_els:
                if unit_anchor is not None and inverted:
                    st.p.props[unit_anchor] = UnitAttr()
                for f in else_fns:
                    f(st)

        return group

    def oilist(self, el: OIListDir) -> ParseFn:
        clauses = []
        for lit, els in el.clauses:
            opt = _optional_literal_parser(lit.value)
            unit = (
                els[0].defn.name
                if len(els) == 1 and isinstance(els[0], AttrVar) and els[0].defn.constraint.unit
                else None
            )
            fns = tuple(f for f in (self.element(e, False) for e in els) if f is not None)
            clauses.append((lit.value, opt, unit, fns))

        def oilist(st: _ParseState) -> None:
            seen: set[str] = set()
            while True:
                for kw, opt, unit, fns in clauses:
                    if opt(st.p):
                        if kw in seen:
                            st.p.emit_error(
                                st.p.name_location,
                                f"`{kw}` clause can appear at most once in the expansion of the "
                                "oilist directive",
                            )
                        seen.add(kw)
                        if unit is not None:
                            st.p.props[unit] = UnitAttr()
                        else:
                            for f in fns:
                                f(st)
                        break
                else:
                    return

        return oilist

    # -- resolution ----------------------------------------------------------

    def resolver(self) -> Callable[[_ParseState], None]:
        spec = self.spec
        b = self.info.b
        v = self.info.v
        nreg = len(spec.regions)
        from pdlx.ir.dense import DenseArrayAttr

        transformed = []
        for r in (*v.result_res, *v.operand_res):
            if (
                r is not None
                and r.transform is not None
                and r.var is not None
                and (r.var not in transformed)
            ):
                transformed.append(r.var)

        def types_of_var(st: _ParseState, var: tuple[str, int]) -> list[Type]:
            kind, i = var
            return (st.types if kind == "operand" else st.result_types).get(i, [])

        def resolve_types(
            st: _ParseState, res: _Resolver | None, own: list[Type]
        ) -> list[Type] | Type:
            if res is None:
                return own
            if res.buildable is not None:
                return res.buildable
            if res.var is not None:
                kind, i = res.var
                d = spec.operands[i] if kind == "operand" else spec.results[i]
                ts = types_of_var(st, res.var)
                src: Any = ts if d.variadic else (ts[0] if ts else None)
            else:
                assert res.attr is not None
                a = st.p.props.get(res.attr)
                src = getattr(a, "type", None)
            if res.transform is not None and src is not None:
                src = res.transform(src)
            if isinstance(src, Type):
                return src
            return list(src or [])

        def resolve(st: _ParseState) -> None:
            p = st.p
            state = p.state
            # Regions.
            if b.has_all_regions:
                state.regions.extend(st.full_regions)
            else:
                for i in range(nreg):
                    state.regions.extend(st.regions.get(i, []))
            # Successors.
            if b.has_all_successors:
                state.successors.extend(st.full_successors)
            else:
                for i in range(len(spec.successors)):
                    state.successors.extend(st.successors.get(i, []))
            # Segment sizes.
            if not b.all_operands and spec.has_trait("AttrSizedOperandSegments"):
                sizes = tuple(
                    len(st.operands.get(i, [])) if o.variable_length else 1
                    for i, o in enumerate(spec.operands)
                )
                p.props["operandSegmentSizes"] = DenseArrayAttr(T.i32, sizes)
            if not b.all_result_types and spec.has_trait("AttrSizedResultSegments"):
                sizes = tuple(
                    len(st.result_types.get(i, [])) if r.variable_length else 1
                    for i, r in enumerate(spec.results)
                )
                p.props["resultSegmentSizes"] = DenseArrayAttr(T.i32, sizes)
            # Variables whose types feed a transformer must satisfy their
            # own constraint first.
            for var in transformed:
                kind, i = var
                d = spec.operands[i] if kind == "operand" else spec.results[i]
                for t in types_of_var(st, var):
                    if not d.constraint.check(t):
                        p.emit_error(
                            p.name_location,
                            f"'{d.name}' must be {d.summary}, but got '{t}'",
                        )
            # Result types.
            if b.all_result_types:
                state.result_types.extend(st.all_result_types)
            else:
                for i in range(len(spec.results)):
                    ts = resolve_types(st, v.result_res[i], st.result_types.get(i, []))
                    if isinstance(ts, Type):
                        state.result_types.append(ts)
                    else:
                        state.result_types.extend(ts)
            # Operands.
            if not spec.operands:
                return
            if b.all_operand_types:
                if b.all_operands:
                    p.resolve_operands(st.all_operands, st.all_operand_types, st.all_operand_loc)
                else:
                    ops = [o for i in range(len(spec.operands)) for o in st.operands.get(i, [])]
                    p.resolve_operands(ops, st.all_operand_types, p.name_location)
                return
            if b.all_operands:
                types: list[Type] = []
                for i in range(len(spec.operands)):
                    ts = resolve_types(st, v.operand_res[i], st.types.get(i, []))
                    types.extend([ts] if isinstance(ts, Type) else ts)
                p.resolve_operands(st.all_operands, types, st.all_operand_loc)
                return
            for i in range(len(spec.operands)):
                ts = resolve_types(st, v.operand_res[i], st.types.get(i, []))
                p.resolve_operands(st.operands.get(i, []), ts, st.operand_locs.get(i))

        return resolve


def _starts_optional_attr_of(p: OpAsmParser, storage: Any) -> bool:
    """parseOptionalAttribute's trigger for a storage kind (ArrayAttr: `[`,
    StringAttr: a string, SymbolRefAttr: `@...`, else any attribute)."""
    from pdlx.ir.attributes import ArrayAttr, SymbolRefAttr
    from pdlx.syntax import lexer as L

    tok = p.parser.tok
    if storage is ArrayAttr:
        return tok.kind is L.PUNCT and tok.text == "["
    if storage is StringAttr:
        return tok.kind is L.STRING
    if storage is SymbolRefAttr:
        return tok.kind is L.AT
    return p.starts_attribute()


def _literal_parser(value: str) -> ParseFn:
    if value[0] == "_" or value[0].isalpha():
        return lambda st: st.p.parse_keyword(value)
    return lambda st: st.p.parse_punct(value)


def _optional_literal_parser(value: str) -> Callable[[AsmParser], bool]:
    if value[0] == "_" or value[0].isalpha():
        return lambda p: p.parse_optional_keyword(value)
    return lambda p: p.parse_optional_punct(value)


# ---------------------------------------------------------------------------
# Type and attribute parameter formats (AttrOrTypeFormatGen)


@dataclass
class ParamFormat:
    """A compiled `assembly_format` of a dialect type or attribute."""

    parse: Callable[[type, AsmParser], Any]
    print: Callable[[Any, AsmPrinter], None]


_PARAM_FORMATS: dict[type, ParamFormat] = {}


def param_format(cls: type) -> ParamFormat:
    """The compiled parameter format of a DialectType/DialectAttr class."""
    pf = _PARAM_FORMATS.get(cls)
    if pf is None:
        pf = _PARAM_FORMATS[cls] = _compile_param_format(cls)
    return pf


def _param_kind(owner: str, fmt: str, pos: int, name: str, ann: Any) -> str:
    origin = typing.get_origin(ann)
    if origin is tuple:
        args = [a for a in typing.get_args(ann) if a is not Ellipsis]
        inner = _param_kind(owner, fmt, pos, name, args[0]) if args else "attr"
        return "list:" + inner
    if isinstance(ann, type):
        if issubclass(ann, Type):
            return "type"
        if issubclass(ann, Attribute):
            return "attr"
        if ann is str:
            return "str"
        if ann is bool:
            return "bool"
        if ann is int:
            return "int"
    raise FormatError(owner, fmt, pos, f"parameter '{name}' has no format support: {ann!r}")


def _compile_param_format(cls: type) -> ParamFormat:
    from pdlx.ods import params_of

    owner = f"{'type' if issubclass(cls, Type) else 'attribute'} '{cls.__name__}'"
    fmt = getattr(cls, "assembly_format", None)
    params = params_of(cls)
    if fmt is None:
        if params:
            raise FormatError(owner, "", 0, "no assembly_format and no parse/print hooks")
        fmt = ""
    tree = _parse_tree(owner, fmt) if fmt.strip() else lark.Tree("start", [])
    elements: list[tuple[str, Any]] = []
    seen: set[str] = set()
    names = {n: ann for n, ann in params}
    for node in tree.children:
        pos = node.meta.start_pos if not node.meta.empty else 0
        if node.data == "literal":
            value = str(node.children[0])[1:-1]
            if value in ("", " ", "\\n"):
                elements.append(("ws", value))
                continue
            err = _valid_literal(value)
            if err is not None:
                raise FormatError(
                    owner, fmt, pos, f"expected valid literal but got '{value}': {err}"
                )
            elements.append(("lit", value))
        elif node.data == "variable":
            name = str(node.children[0])[1:]
            if name not in names:
                raise FormatError(owner, fmt, pos, f"unknown parameter '{name}'")
            if name in seen:
                raise FormatError(owner, fmt, pos, f"duplicate parameter '{name}'")
            seen.add(name)
            elements.append(("param", (name, _param_kind(owner, fmt, pos, name, names[name]))))
        else:
            raise FormatError(owner, fmt, pos, "only literals and parameters are supported here")
    missing = [n for n in names if n not in seen]
    if missing:
        raise FormatError(owner, fmt, 0, f"parameter '{missing[0]}' not found in the format")

    # Printing: AttrOrTypeFormatGen starts with no space and "after punctuation".
    printers: list[Callable[[Any, AsmPrinter], None]] = []
    should_emit_space = False
    last_was_punct = True
    for kind, data in elements:
        if kind == "lit":
            value = data
            space = should_emit_space and _should_emit_space_before(value, last_was_punct)
            text = (" " if space else "") + value
            printers.append(_text_printer(text))
            should_emit_space = len(value) != 1 or value not in "<({["
            last_was_punct = not (value[0] == "_" or value[0].isalpha())
        elif kind == "ws":
            if data == " ":
                printers.append(lambda x, p: p.write(" "))
                last_was_punct = False
            elif data == "":
                last_was_punct = True
            should_emit_space = False
        else:
            name, pkind = data
            space = should_emit_space or not last_was_punct
            should_emit_space = True
            last_was_punct = False
            printers.append(_param_printer(name, pkind, space))

    parsers: list[Callable[[AsmParser, dict[str, Any]], None]] = []
    for kind, data in elements:
        if kind == "lit":
            opt = _optional_literal_parser(data)
            value = data

            def lit(p: AsmParser, out: dict[str, Any], value: str = value) -> None:
                if value[0] == "_" or value[0].isalpha():
                    p.parse_keyword(value)
                else:
                    p.parse_punct(value)

            parsers.append(lit)
            del opt
        elif kind == "param":
            parsers.append(
                _param_parser(
                    data[0],
                    data[1],
                    getattr(cls, "ods_name", None) or cls.__name__,
                    getattr(cls, "parameter_cpp_types", None) or {},
                )
            )

    def parse(c: type, p: AsmParser) -> Any:
        out: dict[str, Any] = {}
        for f in parsers:
            f(p, out)
        return c(**out)

    def print_(x: Any, p: AsmPrinter) -> None:
        for f in printers:
            f(x, p)

    return ParamFormat(parse, print_)


def _text_printer(text: str) -> Callable[[Any, AsmPrinter], None]:
    def f(x: Any, p: AsmPrinter) -> None:
        p.write(text)

    return f


def _param_printer(name: str, kind: str, space: bool) -> Callable[[Any, AsmPrinter], None]:
    lead = " " if space else ""

    def one(p: AsmPrinter, k: str, v: Any) -> None:
        if k == "type":
            p.print_type(v)
        elif k == "attr":
            p.print_attribute(v)
        elif k == "str":
            p.print_string(v)
        elif k == "bool":
            p.write("true" if v else "false")
        else:
            p.write(str(v))

    def f(x: Any, p: AsmPrinter) -> None:
        v = getattr(x, name)
        if lead:
            p.write(lead)
        if kind.startswith("list:"):
            k = kind[5:]
            for i, e in enumerate(v):
                if i:
                    p.write(", ")
                one(p, k, e)
        else:
            one(p, kind, v)

    return f


def _param_parser(
    name: str, kind: str, ods_name: str, cpp_types: dict[str, str]
) -> Callable[[AsmParser, dict[str, Any]], None]:
    def one(p: AsmParser, k: str) -> Any:
        if k == "type":
            return p.parse_type()
        if k == "attr":
            return p.parse_attribute()
        if k == "str":
            return p.parse_string()
        if k == "bool":
            kw = p.parse_any_keyword()
            if kw not in ("true", "false"):
                p.emit_error(None, "expected 'true' or 'false'")
            return kw == "true"
        return p.parse_integer()

    def f(p: AsmParser, out: dict[str, Any]) -> None:
        from pdlx.syntax.parser import ParseError

        try:
            if kind.startswith("list:"):
                k = kind[5:]
                items: list[Any] = []
                p.parse_comma_separated_list(lambda: items.append(one(p, k)))
                out[name] = tuple(items)
            else:
                out[name] = one(p, kind)
        except ParseError as e:
            # AttrOrTypeFormatGen adds its own error after a failed parameter.
            from pdlx.ir.diagnostics import Diagnostic, Severity

            cpp = cpp_types.get(name) or _CPP_TYPES.get(kind, "::mlir::Attribute")
            more = Diagnostic(
                Severity.ERROR,
                p.parser.loc_at(p.current_location),
                f"failed to parse {ods_name} parameter '{name}' which is to be a `{cpp}`",
            )
            raise ParseError([*e.diagnostics, more]) from None

    return f


_CPP_TYPES = {
    "type": "::mlir::Type",
    "attr": "::mlir::Attribute",
    "str": "::llvm::StringRef",
    "int": "int64_t",
    "bool": "bool",
}


_unused = (dataclasses, Operation if TYPE_CHECKING else None)
