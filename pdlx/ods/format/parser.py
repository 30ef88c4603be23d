"""The parser compiled from a format: it runs on `OpAsmParser` (the
hand-written token parser), so a custom op costs what hand-written parsing
costs, and resolves operand types, segment sizes and implicit terminators
as the generated C++ does."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import cast

from pdlx.ir import types as T
from pdlx.ir.attributes import (
    ArrayAttr,
    Attribute,
    DictionaryAttr,
    StringAttr,
    SymbolRefAttr,
    UnitAttr,
)
from pdlx.ir.dense import DenseArrayAttr
from pdlx.ir.records import RegionRecord, new_id
from pdlx.ir.types import Type
from pdlx.ods.format.ast import (
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
)
from pdlx.ods.format.compiler import FormatInfo, TypeResolver
from pdlx.syntax import lexer as L
from pdlx.syntax.asm import AsmParser, Cell, OpAsmParser, UnresolvedOperand

# ---------------------------------------------------------------------------
# Parsing


class ParseState:
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
        self.operands: dict[int, list[UnresolvedOperand]] = {}
        self.operand_locs: dict[int, int] = {}
        self.types: dict[int, list[Type]] = {}
        """operand index -> parsed types."""
        self.result_types: dict[int, list[Type]] = {}
        self.regions: dict[int, list[int]] = {}
        self.successors: dict[int, list[int]] = {}
        self.all_operands: list[UnresolvedOperand] = []
        self.all_operand_loc = 0
        self.all_operand_types: list[Type] = []
        self.all_result_types: list[Type] = []
        self.full_regions: list[int] = []
        self.full_successors: list[int] = []


ParseFn = Callable[[ParseState], None]
Make = Callable[[ParseState], object]
"""Makes a custom directive's argument: a value, or a `Cell` for it to fill."""
Store = Callable[[ParseState, object], None]
"""Stores what a custom directive put in a `Cell` (the directive's own
Python value: operands, types, attributes, regions or successors)."""
OptParseFn = Callable[[ParseState], bool]


class ParseCompiler:
    """Compiles checked elements into the op's parse hook."""

    def __init__(self, info: FormatInfo) -> None:
        self.info = info
        self.spec = info.spec

    def compile(self, els: list[Element]) -> Callable[[OpAsmParser], None]:
        """The parse hook: parse every element, then resolve types."""
        fns = tuple(f for f in (self.element(e, False) for e in els) if f is not None)
        resolve = self.resolver()

        def parse_op(p: OpAsmParser) -> None:
            st = ParseState(p)
            for f in fns:
                f(st)
            resolve(st)

        return parse_op

    # -- elements ------------------------------------------------------------

    def element(self, el: Element, in_group: bool) -> ParseFn | None:
        spec = self.spec
        if isinstance(el, Literal):
            return literal_parser(el.value)
        if isinstance(el, Whitespace):
            return None
        if isinstance(el, OptionalGroup):
            return self.group(el)
        if isinstance(el, OIListDir):
            return self.oilist(el)
        if isinstance(el, AttrVar):
            optional = not in_group and el.defn.optional
            parse = self.attr_parser(el, optional)

            def attr(st: ParseState) -> None:
                parse(st)

            return attr
        if isinstance(el, OperandVar):
            return self.operand_parser(el)
        if isinstance(el, RegionVar):
            return self.region_parser(el)
        if isinstance(el, SuccessorVar):
            i = el.index
            if el.variadic:

                def succs(st: ParseState) -> None:
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

            def prop_dict(st: ParseState) -> None:
                if st.p.parse_optional_less():
                    a = st.p.parse_attribute()
                    if isinstance(a, DictionaryAttr):
                        st.p.props.update(a.entries)
                    st.p.parse_greater()

            return prop_dict
        if isinstance(el, CustomDir):
            f = self.custom(el)

            def custom(st: ParseState) -> None:
                f(st)

            return custom
        if isinstance(el, OperandsDir):

            def operands(st: ParseState) -> None:
                st.all_operand_loc = st.p.current_location
                st.all_operands = st.p.parse_operand_list()

            return operands
        if isinstance(el, RegionsDir):
            region = self.region_list_parser()

            def regions(st: ParseState) -> None:
                st.full_regions = region(st)

            return regions
        if isinstance(el, SuccessorsDir):

            def successors(st: ParseState) -> None:
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

            def ftype(st: ParseState) -> None:
                t = st.p.parse_type_of(T.FunctionType)
                assert isinstance(t, T.FunctionType)
                set_in(st, list(t.inputs))
                set_out(st, list(t.results))

            return ftype
        raise AssertionError(f"unexpected element {el!r} in {spec.name}")

    def attr_parser(self, el: AttrVar, optional: bool) -> Callable[[ParseState], bool]:
        """Parse the attribute into the properties; returns presence."""
        a = el.defn
        c = a.constraint
        name = a.name
        if c.enum_cases:
            keywords = [k.keyword for k in c.enum_cases]

            def enum(st: ParseState) -> bool:
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

            def sym(st: ParseState) -> bool:
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

        def attr(st: ParseState) -> bool:
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

            def variadic(st: ParseState) -> None:
                st.operand_locs[i] = st.p.current_location
                st.operands[i] = st.p.parse_operand_list()

            return variadic
        if kind == "optional":

            def optional(st: ParseState) -> None:
                st.operand_locs[i] = st.p.current_location
                o = st.p.parse_optional_operand()
                st.operands[i] = [o] if o is not None else []

            return optional

        def single(st: ParseState) -> None:
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

            def regions(st: ParseState) -> None:
                st.regions[i] = region_list(st)

            return regions

        def region(st: ParseState) -> None:
            r = st.p.parse_region()
            self.fix_region(st.p, r)
            st.regions[i] = [r]

        return region

    def region_list_parser(self) -> Callable[[ParseState], list[int]]:
        def regions(st: ParseState) -> list[int]:
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

        def attr_dict(st: ParseState) -> None:
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

                def opt(st: ParseState) -> None:
                    t = st.p.parse_optional_type()
                    setter(st, [t] if t is not None else [])

                return opt
            cls = arg.defn.constraint.type_class
            kind_check = arg.defn.constraint.kind_check
            if cls is not None and not el.qualified:
                return lambda st: setter(st, [st.p.parse_custom_type_with_fallback(cls)])
            if kind_check is not None:

                def checked(st: ParseState) -> None:
                    loc = st.p.current_location
                    t = st.p.parse_type()
                    if not kind_check(t):
                        st.p.emit_error(loc, "invalid kind of type specified")
                    setter(st, [t])

                return checked
            return lambda st: setter(st, [st.p.parse_type()])
        return lambda st: setter(st, st.p.parse_type_list())

    def types_setter(self, arg: Element) -> Callable[[ParseState, list[Type]], None]:
        if isinstance(arg, OperandsDir):

            def all_ops(st: ParseState, ts: list[Type]) -> None:
                st.all_operand_types = ts

            return all_ops
        if isinstance(arg, ResultsDir):

            def all_res(st: ParseState, ts: list[Type]) -> None:
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

        def custom(st: ParseState) -> bool:
            args: list[object] = []
            cells: list[tuple[Cell, Store]] = []
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

    def custom_arg(self, a: Element) -> tuple[Make, Store | None]:
        if isinstance(a, StringArg):
            value = a.value
            return (lambda st: value), None
        if isinstance(a, AttrDictDir):
            return (lambda st: st.p.state.attributes), None
        if isinstance(a, RefDir):
            return self.ref_value(a.arg), None
        if isinstance(a, AttrVar):
            name = a.defn.name

            def store_attr(st: ParseState, v: object) -> None:
                if v is not None:
                    st.p.props[name] = cast(Attribute, v)

            return (lambda st: Cell()), store_attr
        if isinstance(a, OperandVar):
            i = a.index
            kind = a.defn.kind

            def make_operand(st: ParseState) -> Cell:
                st.operand_locs[i] = st.p.current_location
                return Cell()

            def store_operand(st: ParseState, v: object) -> None:
                if kind == "single":
                    st.operands[i] = [cast(UnresolvedOperand, v)]
                elif kind == "optional":
                    st.operands[i] = [cast(UnresolvedOperand, v)] if v is not None else []
                else:
                    st.operands[i] = list(cast(Iterable[UnresolvedOperand], v or []))

            return make_operand, store_operand
        if isinstance(a, RegionVar):
            i = a.index
            variadic = a.variadic

            def store_region(st: ParseState, v: object) -> None:
                st.regions[i] = list(cast(Iterable[int], v or [])) if variadic else [cast(int, v)]

            return (lambda st: Cell()), store_region
        if isinstance(a, SuccessorVar):
            i = a.index
            variadic = a.variadic

            def store_succ(st: ParseState, v: object) -> None:
                st.successors[i] = (
                    list(cast(Iterable[int], v or [])) if variadic else [cast(int, v)]
                )

            return (lambda st: Cell()), store_succ
        if isinstance(a, TypeDir):
            inner = a.arg
            setter = self.types_setter(inner)
            assert isinstance(inner, (OperandVar, ResultVar))
            kind = inner.defn.kind

            def store_type(st: ParseState, v: object) -> None:
                if kind == "single":
                    setter(st, [cast(Type, v)])
                elif kind == "optional":
                    setter(st, [cast(Type, v)] if v is not None else [])
                else:
                    setter(st, list(cast(Iterable[Type], v or [])))

            return (lambda st: Cell()), store_type
        raise AssertionError(f"bad custom directive argument {a!r}")

    def ref_value(self, el: Element) -> Make:
        if isinstance(el, AttrVar):
            name = el.defn.name
            return lambda st: st.p.props.get(name)
        if isinstance(el, AttrDictDir):
            return lambda st: st.p.state.attributes
        if isinstance(el, OperandVar):
            i = el.index
            kind = el.defn.kind
            if kind == "single":

                def single(st: ParseState) -> UnresolvedOperand | None:
                    ops = st.operands.get(i)
                    return None if ops is None else ops[0]

                return single
            if kind == "optional":
                return lambda st: next(iter(st.operands.get(i) or ()), None)
            return lambda st: list(st.operands.get(i, []))
        if isinstance(el, TypeDir):
            inner = el.arg
            assert isinstance(inner, (OperandVar, ResultVar))
            i = inner.index
            kind = inner.defn.kind
            is_op = isinstance(inner, OperandVar)

            def types(st: ParseState) -> Type | list[Type] | None:
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

    def first_optional(self, el: Element) -> OptParseFn:
        """The guard of an optional group: parse if present, say whether."""
        if isinstance(el, AttrVar):
            return self.attr_parser(el, True)
        if isinstance(el, Literal):
            opt = optional_literal_parser(el.value)
            return lambda st: opt(st.p)
        if isinstance(el, OperandVar):
            parse = self.operand_parser(el)
            i = el.index

            def operand(st: ParseState) -> bool:
                parse(st)
                return bool(st.operands[i])

            return operand
        if isinstance(el, RegionVar):
            i = el.index
            if el.variadic:
                region_list = self.region_list_parser()

                def regions(st: ParseState) -> bool:
                    st.regions[i] = region_list(st)
                    return bool(st.regions[i])

                return regions

            def region(st: ParseState) -> bool:
                r = st.p.parse_optional_region()
                if r is None:
                    # An absent optional region is an empty one.
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

            def succ(st: ParseState) -> bool:
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

        def group(st: ParseState) -> None:
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
            opt = optional_literal_parser(lit.value)
            unit = (
                els[0].defn.name
                if len(els) == 1 and isinstance(els[0], AttrVar) and els[0].defn.constraint.unit
                else None
            )
            fns = tuple(f for f in (self.element(e, False) for e in els) if f is not None)
            clauses.append((lit.value, opt, unit, fns))

        def oilist(st: ParseState) -> None:
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

    def resolver(self) -> Callable[[ParseState], None]:
        spec = self.spec
        b = self.info.b
        v = self.info.v
        nreg = len(spec.regions)
        transformed = []
        for r in (*v.result_res, *v.operand_res):
            if (
                r is not None
                and r.transform is not None
                and r.var is not None
                and (r.var not in transformed)
            ):
                transformed.append(r.var)

        def types_of_var(st: ParseState, var: tuple[str, int]) -> list[Type]:
            kind, i = var
            return (st.types if kind == "operand" else st.result_types).get(i, [])

        def resolve_types(
            st: ParseState, res: TypeResolver | None, own: list[Type]
        ) -> list[Type] | Type:
            if res is None:
                return own
            if res.buildable is not None:
                return res.buildable
            if res.var is not None:
                kind, i = res.var
                d = spec.operands[i] if kind == "operand" else spec.results[i]
                ts = types_of_var(st, res.var)
                src: object = ts if d.variadic else (ts[0] if ts else None)
            else:
                assert res.attr is not None
                a = st.p.props.get(res.attr)
                src = getattr(a, "type", None)
            if res.transform is not None and src is not None:
                src = res.transform(src)
            if isinstance(src, Type):
                return src
            return list(cast(Iterable[Type], src or []))

        def resolve(st: ParseState) -> None:
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


def _starts_optional_attr_of(p: OpAsmParser, storage: type | tuple[type, ...] | None) -> bool:
    """parseOptionalAttribute's trigger for a storage kind (ArrayAttr: `[`,
    StringAttr: a string, SymbolRefAttr: `@...`, else any attribute)."""
    tok = p.parser.tok
    if storage is ArrayAttr:
        return tok.kind is L.PUNCT and tok.text == "["
    if storage is StringAttr:
        return tok.kind is L.STRING
    if storage is SymbolRefAttr:
        return tok.kind is L.AT
    return p.starts_attribute()


def literal_parser(value: str) -> ParseFn:
    """Parses keyword or punctuation `value` (required)."""
    if value[0] == "_" or value[0].isalpha():
        return lambda st: st.p.parse_keyword(value)
    return lambda st: st.p.parse_punct(value)


def optional_literal_parser(value: str) -> Callable[[AsmParser], bool]:
    """Parses keyword or punctuation `value` if present; says whether."""
    if value[0] == "_" or value[0].isalpha():
        return lambda p: p.parse_optional_keyword(value)
    return lambda p: p.parse_optional_punct(value)
