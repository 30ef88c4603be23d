"""The printer compiled from a format: OpFormatGen's static spacing
decisions replayed while compiling (`shouldEmitSpace` / `lastWasPunctuation`,
including MLIR's quirks: the else-branch of an optional group continues
from the then-branch's state; `operands` always prints a space)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from pdlx.ir.attributes import DictionaryAttr, StringAttr
from pdlx.ir.context import IS_TERMINATOR
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
    collect_vars,
    is_keyword_like,
)
from pdlx.ods.format.compiler import FormatInfo
from pdlx.ods.spec import OpSpec
from pdlx.syntax.asm import OpAsmPrinter, op_attr_dict

# ---------------------------------------------------------------------------
# Printing


class PrintState:
    """Per-print values: the op's operand/result groups, fetched once."""

    __slots__ = ("op", "operand_groups", "p", "result_groups", "spec")

    def __init__(self, p: OpAsmPrinter, spec: OpSpec) -> None:
        self.p = p
        self.op = p.op
        self.spec = spec
        self.operand_groups = spec.operand_groups(p.op) if spec.operands else []
        self.result_groups = spec.result_groups(p.op) if spec.results else []


PrintFn = Callable[[PrintState], None]


def should_emit_space_before(value: str, last_was_punct: bool) -> bool:
    """MLIR's shouldEmitSpaceBefore."""
    if len(value) != 1 and value != "->":
        return True
    if last_was_punct:
        return value[0] not in ">)}],"
    return value[0] not in "<>(){}[],"


class PrintCompiler:
    """Compiles checked elements into the op's print hook, deciding
    spacing statically as OpFormatGen does."""

    def __init__(self, info: FormatInfo) -> None:
        self.info = info
        self.spec = info.spec
        self.should_emit_space = True
        self.last_was_punct = False

    def compile(self, els: list[Element]) -> Callable[[OpAsmPrinter], None]:
        """The print hook: print every element in order."""
        fns = [self.element(e) for e in els]
        fns_t = tuple(f for f in fns if f is not None)
        spec = self.spec

        def print_op(p: OpAsmPrinter) -> None:
            st = PrintState(p, spec)
            for f in fns_t:
                f(st)

        return print_op

    # -- spacing -------------------------------------------------------------

    def literal(self, value: str) -> PrintFn:
        space = self.should_emit_space and should_emit_space_before(value, self.last_was_punct)
        text = (" " if space else "") + value
        self.should_emit_space = len(value) != 1 or value not in "<({["
        self.last_was_punct = not (value[0] == "_" or value[0].isalpha())

        def f(st: PrintState) -> None:
            st.p.write(text)

        return f

    def space_before(self) -> bool:
        space = self.should_emit_space or not self.last_was_punct
        self.last_was_punct = False
        self.should_emit_space = True
        return space

    # -- elements ------------------------------------------------------------

    def element(self, el: Element) -> PrintFn | None:
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

        def with_space(st: PrintState) -> None:
            st.p.write(" ")
            body(st)

        return with_space

    def body(self, el: Element) -> PrintFn:
        spec = self.spec
        if isinstance(el, AttrVar):
            return self.attr_var(el)
        if isinstance(el, OperandVar):
            i = el.index
            if el.defn.optional:

                def opt(st: PrintState) -> None:
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

                def var_regions(st: PrintState) -> None:
                    regs = st.p.printer.snap.ops[st.op.id].regions
                    self.print_regions(st, regs[i : i + len(regs) - nfixed])

                return var_regions
            return lambda st: self.print_regions(st, (st.p.printer.snap.ops[st.op.id].regions[i],))
        if isinstance(el, SuccessorVar):
            i = el.index
            if el.variadic:
                nfixed = sum(1 for s in spec.successors if not s.variadic)

                def var_succ(st: PrintState) -> None:
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

            def custom(st: PrintState) -> None:
                fn(st.p, st.op, *[g(st) for g in getters])

            return custom
        if isinstance(el, OperandsDir):
            return lambda st: st.p.print_operands(st.p.printer.snap.ops[st.op.id].operands)
        if isinstance(el, RegionsDir):
            return lambda st: self.print_regions(st, st.p.printer.snap.ops[st.op.id].regions)
        if isinstance(el, SuccessorsDir):

            def succs(st: PrintState) -> None:
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

    def print_regions(self, st: PrintState, regions: Sequence[int]) -> None:
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

            def enum(st: PrintState) -> None:
                v = st.op.attr(name)
                kw = c.enum_keyword(v) if v is not None else None
                if kw is None:
                    st.p.write("<<NULL ATTRIBUTE>>" if v is None else st.p.printer.attr(v))
                elif is_keyword_like(kw):
                    st.p.write(kw)
                else:
                    st.p.print_string(kw)

            return enum
        if c.symbol_name:

            def sym(st: PrintState) -> None:
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

        def attr(st: PrintState) -> None:
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

            def single(st: PrintState) -> None:
                groups = st.operand_groups if is_op else st.result_groups
                t = st.p.printer.snap.values[groups[i][0]].type
                if qualified or cls is None or not isinstance(t, cls):
                    st.p.print_type(t)
                else:
                    st.p.print_stripped(t)

            return single
        get = self.types_getter(arg)
        return lambda st: st.p.print_types(get(st))

    def types_getter(self, arg: Element) -> Callable[[PrintState], list[Type]]:
        if isinstance(arg, OperandsDir):
            return lambda st: list(st.op.operand_types)
        if isinstance(arg, ResultsDir):
            return lambda st: list(st.op.result_types)
        assert isinstance(arg, (OperandVar, ResultVar))
        i = arg.index
        if isinstance(arg, OperandVar):

            def ops(st: PrintState) -> list[Type]:
                values = st.p.printer.snap.values
                return [values[v].type for v in st.operand_groups[i]]

            return ops

        def res(st: PrintState) -> list[Type]:
            values = st.p.printer.snap.values
            return [values[v].type for v in st.result_groups[i]]

        return res

    def getter(self, arg: Element) -> Callable[[PrintState], object]:
        """A custom directive argument's current value."""
        if isinstance(arg, RefDir):
            return self.getter(arg.arg)
        if isinstance(arg, AttrVar):
            name = arg.defn.name
            return lambda st: st.op.attr(name)
        if isinstance(arg, AttrDictDir):
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

    def present(self, el: Element) -> Callable[[PrintState], bool]:
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

            def non_default(st: PrintState) -> bool:
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

        def group(st: PrintState) -> None:
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
            checks = [self.present(v) for e in els for v in collect_vars(e)]
            kw = self.literal(lit.value)
            unit = len(els) == 1 and isinstance(els[0], AttrVar) and els[0].defn.constraint.unit
            body = [] if unit else [self.element(e) for e in els]
            clauses.append((checks, kw, tuple(f for f in body if f is not None)))

        def oil(st: PrintState) -> None:
            for checks, kw, body in clauses:
                if any(c(st) for c in checks):
                    kw(st)
                    for f in body:
                        f(st)

        return oil

    def attr_dict(self, with_keyword: bool) -> PrintFn:
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

        def attr_dict(st: PrintState) -> None:
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

        def prop_dict(st: PrintState) -> None:
            rec = st.p.printer.snap.ops[st.op.id]
            props = rec.properties
            st.p.write(" ")
            if isinstance(props, DictionaryAttr):
                kept = [(k, v) for k, v in props.entries if k not in used]
                if kept:
                    st.p.write("<{" + st.p.printer.attr_entries(kept) + "}>")

        return prop_dict
