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
    """A format element; `pos` is its offset in the format (for errors)."""

    pos: int


@dataclass(eq=False)
class Literal(Element):
    """`` `keyword` `` or punctuation."""

    value: str


@dataclass(eq=False)
class Whitespace(Element):
    """`` ` ` ``, ``` `` ``` or `` `\\n` ``: spacing the printer emits."""

    value: str
    """"" (no space), " " or "\\n"."""


@dataclass(eq=False)
class StringArg(Element):
    """A string argument of a custom directive."""

    value: str


@dataclass(eq=False)
class OperandVar(Element):
    """`$operand` (the `index`-th operand definition)."""

    index: int
    defn: Operand


@dataclass(eq=False)
class ResultVar(Element):
    """`$result`, only inside `type(...)`."""

    index: int
    defn: Operand


@dataclass(eq=False)
class AttrVar(Element):
    """`$attribute` (`qualified(...)` prints it in full)."""

    defn: Attr
    qualified: bool = False


@dataclass(eq=False)
class RegionVar(Element):
    """`$region`."""

    index: int
    name: str
    variadic: bool


@dataclass(eq=False)
class SuccessorVar(Element):
    """`$successor`."""

    index: int
    name: str
    variadic: bool


@dataclass(eq=False)
class AttrDictDir(Element):
    """`attr-dict` / `attr-dict-with-keyword`."""

    with_keyword: bool


@dataclass(eq=False)
class PropDictDir(Element):
    """`prop-dict`."""


@dataclass(eq=False)
class OperandsDir(Element):
    """`operands`: all operands."""


@dataclass(eq=False)
class ResultsDir(Element):
    """`results`: all results, inside `type(...)`."""


@dataclass(eq=False)
class RegionsDir(Element):
    """`regions`: all regions."""


@dataclass(eq=False)
class SuccessorsDir(Element):
    """`successors`: all successors."""


@dataclass(eq=False)
class TypeDir(Element):
    """`type(...)` of an operand, result, `operands` or `results`."""

    arg: Element
    qualified: bool = False


@dataclass(eq=False)
class FunctionalTypeDir(Element):
    """`functional-type(inputs, results)`."""

    inputs: Element
    results: Element


@dataclass(eq=False)
class RefDir(Element):
    """`ref(...)`: a custom directive argument bound earlier."""

    arg: Element


@dataclass(eq=False)
class CustomDir(Element):
    """`custom<Name>(...)` and the directive implementing it."""

    name: str
    args: list[Element]
    directive: CustomDirective


@dataclass(eq=False)
class OIListDir(Element):
    """`oilist(...)`: keyword clauses in any order, each at most once."""

    clauses: list[tuple[Literal, list[Element]]]


@dataclass(eq=False)
class OptionalGroup(Element):
    """`(...)?` with an anchor, and an optional else group `: (...)`;
    `inverted` when the anchor is in the else group."""

    then: list[Element]
    else_: list[Element]
    anchor: Element
    inverted: bool

    def then_parseable(self) -> list[Element]:
        """The then-group without its leading whitespace."""
        return [e for e in drop_ws(self.then)]

    def else_parseable(self) -> list[Element]:
        """The else-group without its leading whitespace."""
        return [e for e in drop_ws(self.else_)]


def drop_ws(els: list[Element]) -> list[Element]:
    """`els` without leading whitespace elements."""
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
    """The variables in `el` (inside groups, directives and clauses)."""
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
