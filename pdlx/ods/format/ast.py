"""The elements of a checked assembly format (MLIR's FormatElement
classes): literals, variables, directives and optional groups."""

from __future__ import annotations

from dataclasses import dataclass

from pdlx.ods.format.directives import CustomDirective
from pdlx.ods.spec import Attr, Operand

# ---------------------------------------------------------------------------
# Format elements


@dataclass(eq=False)
class Element:
    pos: int


@dataclass(eq=False)
class Literal(Element):
    value: str


@dataclass(eq=False)
class Whitespace(Element):
    value: str
    """"" (no space), " " or "\\n"."""


@dataclass(eq=False)
class StringArg(Element):
    value: str


@dataclass(eq=False)
class OperandVar(Element):
    index: int
    defn: Operand


@dataclass(eq=False)
class ResultVar(Element):
    index: int
    defn: Operand


@dataclass(eq=False)
class AttrVar(Element):
    defn: Attr
    qualified: bool = False


@dataclass(eq=False)
class RegionVar(Element):
    index: int
    name: str
    variadic: bool


@dataclass(eq=False)
class SuccessorVar(Element):
    index: int
    name: str
    variadic: bool


@dataclass(eq=False)
class AttrDictDir(Element):
    with_keyword: bool


@dataclass(eq=False)
class PropDictDir(Element):
    pass


@dataclass(eq=False)
class OperandsDir(Element):
    pass


@dataclass(eq=False)
class ResultsDir(Element):
    pass


@dataclass(eq=False)
class RegionsDir(Element):
    pass


@dataclass(eq=False)
class SuccessorsDir(Element):
    pass


@dataclass(eq=False)
class TypeDir(Element):
    arg: Element
    qualified: bool = False


@dataclass(eq=False)
class FunctionalTypeDir(Element):
    inputs: Element
    results: Element


@dataclass(eq=False)
class RefDir(Element):
    arg: Element


@dataclass(eq=False)
class CustomDir(Element):
    name: str
    args: list[Element]
    directive: CustomDirective


@dataclass(eq=False)
class OIListDir(Element):
    clauses: list[tuple[Literal, list[Element]]]


@dataclass(eq=False)
class OptionalGroup(Element):
    then: list[Element]
    else_: list[Element]
    anchor: Element
    inverted: bool

    def then_parseable(self) -> list[Element]:
        return [e for e in drop_ws(self.then)]

    def else_parseable(self) -> list[Element]:
        return [e for e in drop_ws(self.else_)]


def drop_ws(els: list[Element]) -> list[Element]:
    i = 0
    while i < len(els) and isinstance(els[i], Whitespace):
        i += 1
    return els[i:]


TOP, CUSTOM, TYPE, REF = "top", "custom", "type", "ref"


def is_keyword_like(s: str) -> bool:
    """MLIR's canFormatStringAsKeyword."""
    if not s or not (s[0].isalpha() or s[0] == "_"):
        return False
    return all(c.isalnum() or c in "_$." for c in s[1:])


def literal_error(value: str) -> str | None:
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


def collect_vars(el: Element) -> list[Element]:
    if isinstance(el, (OperandVar, ResultVar, AttrVar, RegionVar, SuccessorVar)):
        return [el]
    if isinstance(el, CustomDir):
        return [v for a in el.args for v in collect_vars(a)]
    if isinstance(el, OptionalGroup):
        return [v for a in (*el.then, *el.else_) for v in collect_vars(a)]
    if isinstance(el, FunctionalTypeDir):
        return collect_vars(el.inputs) + collect_vars(el.results)
    if isinstance(el, TypeDir):
        return collect_vars(el.arg)
    if isinstance(el, OIListDir):
        return [v for _, els in el.clauses for e in els for v in collect_vars(e)]
    return []
