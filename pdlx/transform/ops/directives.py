"""The custom directives of the transform dialect's assembly formats:
SequenceOpOperands, ForeachMatchSymbols, TransformMatchDims and
ApplyRegisteredPassOptions, ported from TransformOps.cpp and
MatchInterfaces.cpp with their messages."""

from __future__ import annotations

from typing import Final

from pdlx import ods
from pdlx.ir import types as T
from pdlx.ir.attributes import (
    ArrayAttr,
    Attribute,
    DictionaryAttr,
    IntegerAttr,
    SymbolRefAttr,
    UnitAttr,
)
from pdlx.ir.dense import DenseArrayAttr
from pdlx.ir.types import Type
from pdlx.ir.views import Operation
from pdlx.syntax.asm import Cell, OpAsmParser, OpAsmPrinter, UnresolvedOperand
from pdlx.transform.ops.types import ParamOperandAttr

# ---------------------------------------------------------------------------
# custom<SequenceOpOperands>($root, type($root), $extra_bindings, type($extra_bindings))


def parse_sequence_operands(
    p: OpAsmParser, root: Cell, root_type: Cell, extra: Cell, extra_types: Cell
) -> None:
    r = p.parse_optional_operand()
    extra.value = []
    extra_types.value = []
    if r is None:
        return
    root.value = r
    if p.parse_optional_comma():
        extra.value = p.parse_operand_list()
    p.parse_colon()
    p.parse_optional_lparen()  # "The paren is truly optional."
    root_type.value = p.parse_type()
    if extra.value:
        p.parse_comma()
        extra_types.value = p.parse_type_list()
    if len(extra_types.value) != len(extra.value):
        p.emit_error(p.name_location, "expected types to be provided for all operands")
    p.parse_optional_rparen()


def print_sequence_operands(
    p: OpAsmPrinter,
    op: Operation,
    root: int | None,
    root_type: Type | None,
    extra: list[int],
    extra_types: list[Type],
) -> None:
    if root is None:
        return
    p.print_operand(root)
    if extra:
        p.write(", ")
        p.print_operands(extra)
    p.write(" : ")
    if extra:
        p.write("(")
    assert root_type is not None
    p.print_type(root_type)
    if extra:
        p.write(", ")
        p.print_types(extra_types)
        p.write(")")


# ---------------------------------------------------------------------------
# custom<ForeachMatchSymbols>($matchers, $actions)


def parse_foreach_match_symbols(p: OpAsmParser, matchers: Cell, actions: Cell) -> None:
    ms: list[Attribute] = []
    acts: list[Attribute] = []
    while True:
        ms.append(SymbolRefAttr(p.parse_symbol_name()))
        p.parse_arrow()
        acts.append(SymbolRefAttr(p.parse_symbol_name()))
        if not p.parse_optional_comma():
            break
    matchers.value = ArrayAttr(tuple(ms))
    actions.value = ArrayAttr(tuple(acts))


def print_foreach_match_symbols(
    p: OpAsmPrinter, op: Operation, matchers: ArrayAttr, actions: ArrayAttr
) -> None:
    p.increase_indent()
    p.increase_indent()
    n = len(matchers)
    for i, (m, a) in enumerate(zip(matchers, actions, strict=False)):
        p.print_newline()
        p.print_attribute(m)
        p.write(" -> ")
        p.print_attribute(a)
        if i != n - 1:
            p.write(", ")
    p.decrease_indent()
    p.decrease_indent()


# ---------------------------------------------------------------------------
# custom<TransformMatchDims>($raw_position_list, $is_inverted, $is_all)


def parse_match_dims(p: OpAsmParser, raw: Cell, inverted: Cell, is_all: Cell) -> None:
    if p.parse_optional_keyword("all"):
        raw.value = DenseArrayAttr(T.i64, ())
        inverted.value = None
        is_all.value = UnitAttr()
        return
    is_all.value = None
    inverted.value = None
    if p.parse_optional_keyword("except"):
        inverted.value = UnitAttr()
        p.parse_lparen()
    values: list[int] = []
    p.parse_comma_separated_list(lambda: values.append(p.parse_integer()))
    raw.value = DenseArrayAttr(T.i64, tuple(values))
    if inverted.value is not None:
        p.parse_rparen()


def print_match_dims(
    p: OpAsmPrinter,
    op: Operation,
    raw: Attribute | None,
    inverted: Attribute | None,
    is_all: Attribute | None,
) -> None:
    if is_all is not None:
        p.write("all")
        return
    if inverted is not None:
        p.write("except(")
    values = [int(v) for v in getattr(raw, "values", ())]
    p.write(", ".join(str(v) for v in values))
    if inverted is not None:
        p.write(")")


# ---------------------------------------------------------------------------
# custom<ApplyRegisteredPassOptions>($options, $dynamic_options)


def parse_pass_options(p: OpAsmParser, options: Cell, dynamic: Cell) -> None:
    pairs: list[tuple[str, Attribute]] = []
    operands: list[UnresolvedOperand] = []

    def parse_value() -> Attribute:
        if p.parse_optional_lsquare():
            attrs: list[Attribute] = []
            p.parse_comma_separated_list(
                lambda: attrs.append(parse_value()), None, " in options dictionary"
            )
            p.parse_rsquare()
            return ArrayAttr(tuple(attrs))
        a = p.parse_optional_attribute()
        if a is None:
            operands.append(p.parse_operand())
            return ParamOperandAttr(IntegerAttr(len(operands) - 1, T.i64))
        if isinstance(a, ParamOperandAttr):
            p.emit_error(
                p.current_location,
                "the param_operand attribute is a marker reserved for indicating a value will "
                "be passed via params and is only used in the generic print format",
            )
        return a

    def parse_pair() -> None:
        key = p.parse_optional_keyword_or_string()
        if not key:
            p.emit_error(p.current_location, "expected key to either be an identifier or a string")
        if not p.parse_optional_equal():
            p.emit_error(p.current_location, "expected '=' after key in key-value pair")
        pairs.append((key, parse_value()))

    p.parse_comma_separated_list(parse_pair, "brace", " in options dictionary")
    names = [k for k, _ in pairs]
    if len(set(names)) != len(names):
        p.emit_error(p.current_location, "duplicate keys found in options dictionary")
    options.value = DictionaryAttr.of(dict(pairs))
    dynamic.value = operands


def print_pass_options(
    p: OpAsmPrinter, op: Operation, options: Attribute | None, dynamic: list[int]
) -> None:
    if not isinstance(options, DictionaryAttr) or not len(options):
        return

    def value(a: Attribute) -> None:
        if isinstance(a, ParamOperandAttr):
            p.print_operand(dynamic[a.index.value])
        elif isinstance(a, ArrayAttr):
            p.write("[")
            for i, e in enumerate(a.elements):
                if i:
                    p.write(", ")
                value(e)
            p.write("]")
        else:
            p.print_attribute(a)

    p.write("{")
    for i, (name, a) in enumerate(options.items()):
        if i:
            p.write(", ")
        p.print_string(name)
        p.write(" = ")
        value(a)
    p.write("}")


DIRECTIVES: Final[dict[str, ods.CustomDirective]] = {
    "SequenceOpOperands": ods.CustomDirective(parse_sequence_operands, print_sequence_operands),
    "ForeachMatchSymbols": ods.CustomDirective(
        parse_foreach_match_symbols, print_foreach_match_symbols
    ),
    "TransformMatchDims": ods.CustomDirective(parse_match_dims, print_match_dims),
    "ApplyRegisteredPassOptions": ods.CustomDirective(parse_pass_options, print_pass_options),
}
