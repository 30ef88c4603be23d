"""Checking a format as OpFormatGen does: the builder turns the format's
tree into elements (every operand, type, region and successor bound once,
directives where they may appear, optional groups well formed), the checker
finds how the parser gets each type the format does not spell out."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from pdlx.ir.types import Type
from pdlx.ods.format.ast import (
    CUSTOM,
    REF,
    TOP,
    TYPE,
    AttrDictDir,
    AttrVar,
    CustomDir,
    Element,
    FunctionalTypeDir,
    Literal,
    OIListDir,
    OperandsDir,
    OperandVar,
    OptionalGroup,
    PropDictDir,
    RefDir,
    RegionsDir,
    RegionVar,
    ResultsDir,
    ResultVar,
    StringArg,
    SuccessorsDir,
    SuccessorVar,
    TypeDir,
    Whitespace,
    collect_vars,
    drop_ws,
    literal_error,
)
from pdlx.ods.format.directives import CustomDirective, custom_directive
from pdlx.ods.format.lexer import FormatError, Node
from pdlx.ods.spec import Attr, OpSpec, TypeTransform

# ---------------------------------------------------------------------------
# Building elements from the tree, with OpFormatGen's checks


class FormatBuilder:
    """Turns a format's tree into elements with OpFormatGen's checks;
    records what the format binds (for the checker and the compilers)."""

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
        """A FormatError at `pos` of this format."""
        return FormatError(self.owner, self.fmt, pos, message, note)

    # -- tree -> elements ----------------------------------------------------

    def elements(self, tree: Node) -> list[Element]:
        """The top-level elements of the format."""
        return [self.element(c, TOP) for c in tree.children]

    def element(self, node: Node, ctx: str) -> Element:
        if node.token:
            raise self.error(node.pos, f"unexpected '{node.text}'")
        kind = node.kind
        pos = node.pos
        ch = node.children
        if kind == "literal":
            return self.literal(ch[0], ctx)
        if kind == "string":
            if ctx != CUSTOM:
                raise self.error(pos, "strings may only be used as 'custom' directive arguments")
            body = ch[0].text[1:-1]
            out, esc = [], False
            for c in body:
                esc = c == "\\"
                if not esc:
                    out.append(c)
            return StringArg(pos, "".join(out))
        if kind == "variable":
            return self.variable(ch[0].text[1:], pos, ctx)
        if kind == "group":
            return self.group(node, pos, ctx)
        return self.directive(kind, node, pos, ctx)

    def literal(self, tok: Node, ctx: str) -> Element:
        pos = tok.pos
        if ctx != TOP:
            raise self.error(
                pos, "literals may only be used in the top-level section of the format"
            )
        value = tok.text[1:-1]
        if value in ("", " ", "\\n"):
            return Whitespace(pos, value)
        err = literal_error(value)
        if err is not None:
            raise self.error(pos, f"expected valid literal but got '{value}': {err}")
        return Literal(pos, value)

    def variable(self, name: str, pos: int, ctx: str) -> Element:
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

    def directive(self, kind: str, node: Node, pos: int, ctx: str) -> Element:
        ch = [c for c in node.children if not (c.token and c.kind == "IDENT")]
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
            name = next(c for c in node.children if c.token).text
            directive = self.directives.get(name)
            if directive is None:
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
                assert not lit_node.token
                tok = lit_node.children[0]
                assert tok.token
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

    def type_operand(self, node: Node, pos: int, is_ref: bool) -> Element:
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

    def check_oilist_element(self, el: Element, pos: int) -> None:
        for v in collect_vars(el):
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

    def group(self, node: Node, pos: int, ctx: str) -> Element:
        if ctx != TOP:
            raise self.error(pos, "optional groups can only be used as top-level elements")
        anchor: Element | None = None
        then: list[Element] = []
        else_: list[Element] = []

        def items(children: Sequence[Node], out: list[Element]) -> None:
            nonlocal anchor
            for item in children:
                el = self.element(item.children[0], TOP)
                if len(item.children) > 1:
                    if anchor is not None:
                        p = item.children[1].pos or pos
                        raise self.error(
                            p, "only one element can be marked as the anchor of an optional group"
                        )
                    anchor = el
                out.append(el)

        then_items = [c for c in node.children if not c.token and c.kind == "group_item"]
        items(then_items, then)
        inverted = anchor is None
        else_node = next((c for c in node.children if not c.token and c.kind == "else_group"), None)
        if else_node is not None:
            items(else_node.children, else_)
        if anchor is None:
            raise self.error(pos, "optional group has no anchor element")
        for el in then:
            self.check_group_element(el, el is anchor, pos)
        for el in else_:
            self.check_group_element(el, el is anchor, pos)
        first = drop_ws(then)
        if not first or not isinstance(
            first[0], (Literal, OperandVar, ResultVar, AttrVar, RegionVar, SuccessorVar)
        ):
            raise self.error(
                pos, "first parsable element of an optional group must be a literal or variable"
            )
        return OptionalGroup(pos, then, else_, anchor, inverted)

    def check_group_element(self, el: Element, is_anchor: bool, pos: int) -> None:
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


# ---------------------------------------------------------------------------
# Type resolution (OpFormatParser::verifyOperands / verifyResults)


@dataclass
class TypeResolver:
    """How the parser gets the types of an operand or result group that
    the format does not spell out."""

    buildable: Type | None = None
    var: tuple[str, int] | None = None
    """("operand" | "result", index) whose parsed types to reuse."""
    attr: str | None = None
    transform: TypeTransform | None = None


class FormatChecker:
    """OpFormatParser's verifyOperands / verifyResults and ambiguity checks:
    how the parser resolves each operand and result type."""

    def __init__(self, b: FormatBuilder, els: list[Element]) -> None:
        self.b = b
        self.els = els
        spec = b.spec
        self.operand_res: list[TypeResolver | None] = [None] * len(spec.operands)
        self.result_res: list[TypeResolver | None] = [None] * len(spec.results)

    def run(self) -> None:
        """Check the format; raise FormatError at the first problem."""
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
                self.result_res[i] = TypeResolver(buildable=r.constraint.buildable)
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
            self.operand_res[i] = TypeResolver(buildable=o.constraint.buildable)
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

    def find_seen(self, name: str) -> TypeResolver | None:
        b, spec = self.b, self.b.spec
        for i, o in enumerate(spec.operands):
            if o.name == name:
                seen = b.all_operand_types or i in b.seen_operand_types
                return TypeResolver(var=("operand", i)) if seen else None
        for i, r in enumerate(spec.results):
            if r.name == name:
                seen = b.all_result_types or i in b.seen_result_types
                return TypeResolver(var=("result", i)) if seen else None
        for a in b.seen_attrs:
            if a.name == name:
                return TypeResolver(attr=name)
        return None

    def trait_resolvers(self) -> dict[str, TypeResolver]:
        b, spec = self.b, self.b.spec
        out: dict[str, TypeResolver] = {}
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
                resolver: TypeResolver | None = None
                seen_ops = sorted(b.seen_operand_types)
                seen_res = sorted(b.seen_result_types)
                if seen_ops:
                    resolver = TypeResolver(var=("operand", seen_ops[0]))
                elif include_results and seen_res:
                    resolver = TypeResolver(var=("result", seen_res[0]))
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
                    out[rhs] = TypeResolver(var=arg.var, attr=arg.attr, transform=fn)
        return out

    def check_colon_after_attr(self, els: list[Element]) -> None:
        """ "format ambiguity caused by `:` literal found after attribute `x`
        which does not have a buildable type"."""

        def is_base(el: Element) -> bool:
            return (
                isinstance(el, AttrVar)
                and el.defn.constraint.value_type is None
                and (el.qualified or el.defn.constraint.storage is None)
            )

        def is_invalid(base: Element, el: Element) -> bool:
            if isinstance(el, Literal) and el.value == ":":
                assert isinstance(base, AttrVar)
                raise self.b.error(
                    el.pos,
                    f"format ambiguity caused by `:` literal found after attribute "
                    f"`{base.defn.name}` which does not have a buildable type",
                )
            return False

        _verify_adjacent(is_base, is_invalid, els)

    def check_attr_dict_region(self, els: list[Element]) -> None:
        def is_base(el: Element) -> bool:
            return isinstance(el, AttrDictDir) and not el.with_keyword

        def is_invalid(base: Element, el: Element) -> bool:
            if isinstance(el, RegionVar):
                raise self.b.error(
                    el.pos,
                    f"format ambiguity caused by `attr-dict` directive followed by region `{el.name}`",
                    "try using `attr-dict-with-keyword` instead",
                )
            return False

        _verify_adjacent(is_base, is_invalid, els)

    def check_oilists(self, els: list[Element]) -> None:
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


def _optionally_parsed(el: Element) -> bool:
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
    base: Element,
    is_invalid: Callable[[Element, Element], bool],
    els: list[Element],
    guard: Element | None = None,
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
    is_base: Callable[[Element], bool],
    is_invalid: Callable[[Element, Element], bool],
    els: list[Element],
) -> Element | None:
    for i, el in enumerate(els):
        base: Element | None
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


@dataclass
class FormatInfo:
    """What the printer and parser compilers need of a checked format."""

    spec: OpSpec
    b: FormatBuilder
    v: FormatChecker
    implicit_terminator: str | None = None
    single_block: bool = False
    used_attrs: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        t = self.spec.trait("SingleBlockImplicitTerminator")
        self.implicit_terminator = t.params[0] if t is not None else None
        self.single_block = self.spec.has_trait("SingleBlock")
        self.used_attrs = [a.name for a in self.b.seen_attrs]
