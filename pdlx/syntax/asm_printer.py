"""`OpAsmPrinter` / `AsmPrinter`: what custom-syntax print hooks see.

The printing half of MLIR's OpAsmPrinter / DialectAsmPrinter, over the
iterative printer (`pdlx.syntax.printer.OpPrinter`, which it knows only
through the `OpPrinterState` protocol, since the printer imports this
module). Hooks print only through `p`, so that the same hook also runs
against `RecordingPrinter`, which records what it would visit for alias
collection (MLIR's DummyAliasOperationPrinter). The parsing half is
`pdlx.syntax.asm`, which re-exports these names.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Protocol, TypeAlias

from pdlx.ir import types as T
from pdlx.ir.attributes import Attribute, DictionaryAttr, StringAttr
from pdlx.ir.context import Context
from pdlx.ir.dense import DenseArrayAttr, element_formatter
from pdlx.ir.location import Location
from pdlx.ir.snapshot import Snapshot
from pdlx.ir.types import Type
from pdlx.ir.views import Operation
from pdlx.support.text import keyword_or_string, quote, symbol_name
from pdlx.syntax.names import UNKNOWN_VALUE, SSANames


class ParameterPrinting:
    """The printing half of `pdlx.syntax.asm.ParameterSyntax`: a dialect
    type or attribute whose parameters print by themselves (what an op
    format's stripped form asks)."""

    __slots__ = ()

    def print_parameters(self, p: AsmPrinter) -> None:
        """Print what follows the mnemonic."""
        raise NotImplementedError

    def stripped(self, p: T.TextSink) -> str:
        """The parameters alone (an op format's stripped form); "" for none."""
        raise NotImplementedError


class OpPrinterState(Protocol):
    """What op printing hooks (and the alias collector) use of the printer
    (`pdlx.syntax.printer.OpPrinter`, which imports this module)."""

    snap: Snapshot
    ctx: Context
    names: SSANames | None
    generic: bool
    debuginfo: bool
    skip_regions: bool
    attr_aliases: dict[Attribute, str]
    type_aliases: dict[Type, str]

    def type(self, t: Type, /) -> str:
        """The type's text (its alias when it has one)."""

    def attr(self, a: Attribute, /) -> str:
        """The attribute's text (its alias when it has one)."""

    def attr_entries(self, entries: Iterable[tuple[str, Attribute]]) -> str:
        """`name = value, ...` as in an attribute dictionary."""

    def loc_inner(self, loc: Location) -> str:
        """A location without its `loc(...)` wrapper."""

    def distinct_id(self, a: Attribute) -> int:
        """The number of a distinct attribute, in order of first print."""

    def forget_type(self, t: Type) -> None:
        """Drop the cached text of `t`."""

    @property
    def elide_elements_limit(self) -> int | None:
        """--mlir-elide-elementsattrs-if-larger (None: never elide)."""

    def loc_pretty(self, loc: Location) -> str:
        """A nested location in --mlir-pretty-debuginfo form."""

    def trailing_loc(self, loc: Location, allow_alias: bool = True) -> str:
        """An op's or a block argument's location as MLIR's printLocation."""


class AsmPrinter:
    """What dialect types/attributes print their parameters with (MLIR's
    DialectAsmPrinter), and the base of `OpAsmPrinter`."""

    def write(self, text: str) -> None:
        """Append text."""
        raise NotImplementedError

    def print_type(self, t: Type) -> None:
        """Print a type (its alias if it has one)."""
        raise NotImplementedError

    def print_attribute(self, a: Attribute) -> None:
        """Print an attribute (its alias if it has one)."""
        raise NotImplementedError

    def print_attribute_without_type(self, a: Attribute) -> None:
        """Print an attribute without its `: type` (MLIR's printAttributeWithoutType)."""
        raise NotImplementedError

    def print_stripped(self, x: Attribute | Type) -> None:
        """MLIR's printStrippedAttrOrType: a dialect attribute or type as its
        alias if it has one, else its parameters only; the full form if the
        parameters print as nothing (or it is not a dialect symbol)."""
        raise NotImplementedError

    def print_types(self, types: Iterable[Type]) -> None:
        """Print types separated by commas."""
        first = True
        for t in types:
            if not first:
                self.write(", ")
            first = False
            self.print_type(t)

    def print_string(self, s: str) -> None:
        """Print a quoted, escaped string literal."""
        self.write(quote(s))

    def print_keyword_or_string(self, s: str) -> None:
        """Print `s` bare if it is a valid keyword, else quoted."""
        self.write(keyword_or_string(s))

    def print_symbol_name(self, s: str) -> None:
        """Print `@s` (quoted if needed)."""
        self.write(symbol_name(s))


class StringAsmPrinter(AsmPrinter):
    """Collects text; types and attributes through a TextSink (aliases)."""

    def __init__(self, sink: T.TextSink) -> None:
        self.sink = sink
        self.parts: list[str] = []

    def text(self) -> str:
        """What was printed."""
        return "".join(self.parts)

    def write(self, text: str) -> None:
        self.parts.append(text)

    def print_type(self, t: Type) -> None:
        self.parts.append(self.sink.type(t))

    def print_attribute(self, a: Attribute) -> None:
        self.parts.append(self.sink.attr(a))

    def print_attribute_without_type(self, a: Attribute) -> None:
        self.parts.append(attr_without_type(self.sink, a))

    def print_stripped(self, x: Attribute | Type) -> None:
        self.parts.append(_stripped_text(self.sink, x))


def attr_without_type(sink: T.TextSink, a: Attribute) -> str:
    """MLIR's printAttributeWithoutType: the alias if any, else the value
    with its `: type` elided where the attribute kind has one."""
    aliases = getattr(sink, "attr_aliases", None)
    if aliases:
        alias = aliases.get(a)
        if alias is not None:
            return str(alias)
    elided = getattr(a, "print_elided", None)
    if elided is not None:
        return str(elided(sink))
    if isinstance(a, StringAttr):
        return quote(a.value)
    return sink.attr(a)


def _stripped_text(sink: T.TextSink, x: Attribute | Type) -> str:
    if isinstance(x, DenseArrayAttr):
        # DenseArrayAttr::print: `[1, 2]`, the element type left to the op.
        fmt = element_formatter(x.element_type)
        return "[" + ", ".join(fmt(v) for v in x.values) + "]"

    if isinstance(x, ParameterPrinting):
        aliases = getattr(sink, "type_aliases" if isinstance(x, Type) else "attr_aliases", None)
        if aliases:
            alias = aliases.get(x)
            if alias is not None:
                return str(alias)
        text = x.stripped(sink)
        if text:
            return text
    return sink.type(x) if isinstance(x, Type) else sink.attr(x)


PrintItem: TypeAlias = "str | tuple[str, int, int, Any]"
"""A piece of printer output: text, or work for the printer's loop
`(kind, id, indent, extra)` (see `OpPrinter._print_op`)."""

RegionItem = tuple[str, int, int, tuple[bool, bool, bool, str]]
"""("cregion", region id, indent, (print entry args, print terminators,
print empty block, default dialect)): a work item for the printer loop."""


class OpAsmPrinter(AsmPrinter):
    """The printer a custom op hook gets; `op` is the op being printed.

    Everything is printed through the methods (nothing returns text), so
    that the same hook can run against the alias-collecting recorder."""

    def __init__(
        self, printer: OpPrinterState, op_id: int, indent: int, out: list[PrintItem]
    ) -> None:
        self.printer = printer
        self.op: Operation = Operation(printer.snap, op_id)
        self.indent = indent
        self.out = out

    # -- text ---------------------------------------------------------------

    def write(self, text: str) -> None:
        self.out.append(text)

    def print_newline(self) -> None:
        """A newline, then the current indentation."""
        self.out.append("\n" + " " * self.indent)

    def increase_indent(self) -> None:
        """Indent what follows a newline two more spaces."""
        self.indent += 2

    def decrease_indent(self) -> None:
        """Indent what follows a newline two fewer spaces."""
        self.indent -= 2

    # -- values -------------------------------------------------------------

    def value_name(self, v: int) -> str:
        """How value `v` prints (`%0`, `%arg1`, ...)."""
        names = self.printer.names
        assert names is not None
        return names.value_names.get(v, UNKNOWN_VALUE)

    def print_operand(self, v: int) -> None:
        """Print value `v`'s name."""
        self.out.append(self.value_name(v))

    def print_operands(self, vs: Iterable[int]) -> None:
        """Print value names separated by commas."""
        self.out.append(", ".join([self.value_name(v) for v in vs]))

    def print_successor(self, block: int) -> None:
        """Print a block's name (`^bb1`)."""
        names = self.printer.names
        assert names is not None
        self.out.append(names.block_names.get(block, "INVALIDBLOCK"))

    def print_successor_and_use_list(self, block: int, operands: Sequence[int]) -> None:
        """`^bb1(%a, %b : t, t)`: a successor and the operands it takes."""
        self.print_successor(block)
        if operands:
            self.write("(")
            self.print_operands(operands)
            self.write(" : ")
            values = self.printer.snap.values
            self.print_types(values[v].type for v in operands)
            self.write(")")

    # -- types and attributes -------------------------------------------------

    def print_type(self, t: Type) -> None:
        self.out.append(self.printer.type(t))

    def print_attribute(self, a: Attribute) -> None:
        self.out.append(self.printer.attr(a))

    def print_attribute_without_type(self, a: Attribute) -> None:
        self.out.append(attr_without_type(self.printer, a))

    def print_stripped(self, x: Attribute | Type) -> None:
        self.out.append(_stripped_text(self.printer, x))

    def print_functional_type(self, inputs: Sequence[Type], results: Sequence[Type]) -> None:
        """`(inputs) -> results`."""
        self.write("(")
        self.print_types(inputs)
        self.write(")")
        self.print_arrow_type_list(results)

    def print_arrow_type_list(self, types: Sequence[Type]) -> None:
        """` -> t` or ` -> (t, ...)`."""
        self.write(" -> ")
        wrapped = len(types) != 1 or isinstance(types[0], T.FunctionType)
        if wrapped:
            self.write("(")
        self.print_types(types)
        if wrapped:
            self.write(")")

    def print_optional_arrow_type_list(self, types: Sequence[Type]) -> None:
        """` -> ...` for a non-empty list of types."""
        if types:
            self.print_arrow_type_list(types)

    def print_optional_attr_dict(
        self,
        attrs: Mapping[str, Attribute] | Iterable[tuple[str, Attribute]],
        elided: Iterable[str] = (),
        with_keyword: bool = False,
    ) -> None:
        """` {a = 1, b}` for the attributes not `elided` (nothing if none)."""
        items = list(attrs.items()) if isinstance(attrs, Mapping) else list(attrs)
        skip = set(elided)
        kept = [(k, v) for k, v in items if k not in skip]
        if not kept:
            return
        self.out.append(
            (" attributes {" if with_keyword else " {") + self.printer.attr_entries(kept) + "}"
        )

    def print_optional_attr_dict_with_keyword(
        self,
        attrs: Mapping[str, Attribute] | Iterable[tuple[str, Attribute]],
        elided: Iterable[str] = (),
    ) -> None:
        """` attributes {...}` for the attributes not `elided` (nothing if none)."""
        self.print_optional_attr_dict(attrs, elided, with_keyword=True)

    # -- regions ------------------------------------------------------------------

    def print_region(
        self,
        region: int,
        print_entry_block_args: bool = True,
        print_block_terminators: bool = True,
        print_empty_block: bool = False,
    ) -> None:
        """Print a region of the op (a custom printer's `printRegion`)."""
        rec = self.printer.snap.ops[self.op.id]
        opdef = self.printer.ctx.op(rec.name)
        dialect = opdef.default_dialect if opdef is not None else ""
        item: RegionItem = (
            "cregion", region, self.indent,
            (print_entry_block_args, print_block_terminators, print_empty_block, dialect),
        )  # fmt: skip
        self.out.append(item)

    def print_region_argument(
        self,
        arg: int,
        attrs: Mapping[str, Attribute] | Iterable[tuple[str, Attribute]] = (),
        omit_type: bool = False,
    ) -> None:
        """`%arg0: i32 {attrs} loc(...)` as in a function signature."""
        self.print_operand(arg)
        vrec = self.printer.snap.values[arg]
        if not omit_type:
            self.write(": ")
            self.print_type(vrec.type)
        self.print_optional_attr_dict(attrs)
        if self.printer.debuginfo and vrec.loc is not None:
            self.write(" " + self.printer.trailing_loc(vrec.loc, allow_alias=False))

    def shadow_region_args(self, region: int, values: Sequence[int | None]) -> None:
        """Print the region's arguments with the names of `values` (MLIR's `shadowRegionArgs`)."""
        snap = self.printer.snap
        blocks = snap.regions[region].blocks
        names = self.printer.names
        assert names is not None
        names.shadow_region_args(snap.blocks[blocks[0]].args, list(values))

    def print_generic_op(self, op: int | None = None) -> None:
        """Fall back to the generic form for (the rest of) this op."""
        self.out.append(("generic", self.op.id if op is None else op, self.indent, ""))


class RecordingPrinter(OpAsmPrinter):
    """A printer that prints nothing and records what would be visited, in
    order, for alias collection (MLIR's DummyAliasOperationPrinter)."""

    def __init__(self, printer: OpPrinterState, op_id: int, events: list[tuple[Any, ...]]) -> None:
        super().__init__(printer, op_id, 0, [])
        self.events = events

    def write(self, text: str) -> None:
        pass

    def print_newline(self) -> None:
        pass

    def print_operand(self, v: int) -> None:
        pass

    def print_operands(self, vs: Iterable[int]) -> None:
        pass

    def print_successor(self, block: int) -> None:
        pass

    def print_type(self, t: Type) -> None:
        self.events.append(("type", t))

    def print_attribute(self, a: Attribute) -> None:
        self.events.append(("attr", a, False))

    def print_attribute_without_type(self, a: Attribute) -> None:
        self.events.append(("attr", a, True))

    def print_stripped(self, x: Attribute | Type) -> None:
        self.events.append(("type", x) if isinstance(x, Type) else ("attr", x, False))

    def print_optional_attr_dict(
        self,
        attrs: Mapping[str, Attribute] | Iterable[tuple[str, Attribute]],
        elided: Iterable[str] = (),
        with_keyword: bool = False,
    ) -> None:
        items = list(attrs.items()) if isinstance(attrs, Mapping) else list(attrs)
        skip = set(elided)
        for k, v in items:
            if k not in skip:
                self.events.append(("attr", v, False))

    def print_region(
        self,
        region: int,
        print_entry_block_args: bool = True,
        print_block_terminators: bool = True,
        print_empty_block: bool = False,
    ) -> None:
        self.events.append(("region", region, print_entry_block_args, print_block_terminators))

    def print_region_argument(
        self,
        arg: int,
        attrs: Mapping[str, Attribute] | Iterable[tuple[str, Attribute]] = (),
        omit_type: bool = False,
    ) -> None:
        # As MLIR's dummy printer: the type and location, not the attributes.
        vrec = self.printer.snap.values[arg]
        self.events.append(("type", vrec.type))
        if self.printer.debuginfo and vrec.loc is not None:
            self.events.append(("loc", vrec.loc))

    def shadow_region_args(self, region: int, values: Sequence[int | None]) -> None:
        pass

    def print_generic_op(self, op: int | None = None) -> None:
        self.events.append(("generic", self.op.id if op is None else op))


def op_attr_dict(op: Operation) -> list[tuple[str, Attribute]]:
    """MLIR's `getAttrs()` for a registered op: inherent (properties) and
    discardable attributes together, sorted by name."""
    rec = op.snapshot.ops[op.id]
    props = rec.properties
    if isinstance(props, DictionaryAttr) and props:
        merged = dict(props.entries)
        merged.update(rec.attributes.entries)
        return sorted(merged.items())
    return list(rec.attributes.entries)
