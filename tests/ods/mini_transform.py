"""A subset of the transform dialect, defined with the public ODS API in a
fresh Context, to test the format engine against mlir-opt-22's real
transform dialect (formats copied from TransformOps.td of MLIR 22).

This is test scaffolding, not pdlx's transform dialect: it exercises
oilist, custom directives, enum attributes, default-valued attributes,
implicit terminators, AttrSizedOperandSegments, stripped dialect types and
function-like ops exactly as the real definitions use them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from pdlx import ods
from pdlx.dialects import builtin, func
from pdlx.ir import types as T
from pdlx.ir.attributes import ArrayAttr, Attribute, IntegerAttr, SymbolRefAttr
from pdlx.ir.context import Context
from pdlx.ir.types import Type
from pdlx.syntax.asm import Cell, OpAsmParser, OpAsmPrinter

# -- types -------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class AnyOpType(ods.DialectType):
    dialect_name: ClassVar[str] = "transform"
    mnemonic: ClassVar[str] = "any_op"
    assembly_format: ClassVar[str | None] = ""


@dataclass(frozen=True, slots=True)
class AnyValueType(ods.DialectType):
    dialect_name: ClassVar[str] = "transform"
    mnemonic: ClassVar[str] = "any_value"
    assembly_format: ClassVar[str | None] = ""


@dataclass(frozen=True, slots=True)
class AnyParamType(ods.DialectType):
    dialect_name: ClassVar[str] = "transform"
    mnemonic: ClassVar[str] = "any_param"
    assembly_format: ClassVar[str | None] = ""


@dataclass(frozen=True, slots=True)
class OperationType(ods.DialectType):
    dialect_name: ClassVar[str] = "transform"
    mnemonic: ClassVar[str] = "op"
    ods_name: ClassVar[str | None] = "Transform_OperationType"
    assembly_format: ClassVar[str | None] = "`<` $operation_name `>`"
    operation_name: str


@dataclass(frozen=True, slots=True)
class ParamType(ods.DialectType):
    dialect_name: ClassVar[str] = "transform"
    mnemonic: ClassVar[str] = "param"
    ods_name: ClassVar[str | None] = "Transform_ParamType"
    assembly_format: ClassVar[str | None] = "`<` $type `>`"
    type: Type

    def verify(self) -> str | None:
        t = self.type
        if isinstance(t, T.IntegerType) and t.width > 64:
            return "only supports integer types with width <=64"
        if not isinstance(t, (T.IntegerType, T.FloatType)):
            return "only supports integer types with width <=64"
        return None


def _is_handle(t: Type) -> bool:
    return isinstance(t, (AnyOpType, OperationType))


def _is_param(t: Type) -> bool:
    return isinstance(t, (ParamType, AnyParamType))


def _is_value(t: Type) -> bool:
    return isinstance(t, AnyValueType)


HANDLE = ods.type_constraint(
    "TransformHandleTypeInterface instance", _is_handle, kind_check=_is_handle
)
PARAM = ods.type_constraint("TransformParamTypeInterface instance", _is_param, kind_check=_is_param)
VALUE = ods.type_constraint(
    "TransformValueHandleTypeInterface instance", _is_value, kind_check=_is_value
)
ANY_HANDLE_OR_PARAM = ods.any_type_of(
    PARAM, HANDLE, VALUE, summary="any transform handle or parameter"
)
FAILURES = ods.int_enum_attr(
    "Silenceable error propagation policy", [("propagate", 1), ("suppress", 2)]
)

# -- custom directives --------------------------------------------------------


def _parse_sequence_operands(
    p: OpAsmParser, root: Cell, root_type: Cell, extra: Cell, extra_types: Cell
) -> None:
    r = p.parse_optional_operand()
    if r is None:
        return
    root.value = r
    extra.value = []
    if p.parse_optional_comma():
        extra.value = p.parse_operand_list()
    p.parse_colon()
    p.parse_optional_lparen()
    root_type.value = p.parse_type()
    extra_types.value = []
    if extra.value:
        p.parse_comma()
        extra_types.value = p.parse_type_list()
    if len(extra_types.value) != len(extra.value):
        p.emit_error(p.name_location, "expected types to be provided for all operands")
    p.parse_optional_rparen()


def _print_sequence_operands(
    p: OpAsmPrinter, op: Any, root: int | None, root_type: Type | None, extra: list[int],
    extra_types: list[Type],
) -> None:  # fmt: skip
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


def _parse_foreach_match_symbols(p: OpAsmParser, matchers: Cell, actions: Cell) -> None:
    ms: list[Attribute] = []
    acts: list[Attribute] = []

    def one() -> None:
        ms.append(SymbolRefAttr(p.parse_symbol_name()))
        p.parse_arrow()
        acts.append(SymbolRefAttr(p.parse_symbol_name()))

    p.parse_comma_separated_list(one)
    matchers.value = ArrayAttr(tuple(ms))
    actions.value = ArrayAttr(tuple(acts))


def _print_foreach_match_symbols(
    p: OpAsmPrinter, op: Any, matchers: ArrayAttr, actions: ArrayAttr
) -> None:
    p.increase_indent()
    p.increase_indent()
    n = len(matchers)
    for i, (m, a) in enumerate(zip(matchers, actions, strict=True)):
        p.print_newline()
        p.print_attribute(m)
        p.write(" -> ")
        p.print_attribute(a)
        if i != n - 1:
            p.write(", ")
    p.decrease_indent()
    p.decrease_indent()


DIRECTIVES = {
    "SequenceOpOperands": ods.CustomDirective(_parse_sequence_operands, _print_sequence_operands),
    "ForeachMatchSymbols": ods.CustomDirective(
        _parse_foreach_match_symbols, _print_foreach_match_symbols
    ),
}


def _updated_root(op: Any) -> list[tuple[int, str]]:
    return [(0, "updated_root")]


def define(ctx: Context) -> None:
    for cls in (AnyOpType, AnyValueType, AnyParamType, OperationType, ParamType):
        ctx.register_type(cls)
    ctx.dialect("transform").unknown_type_message = "unknown type mnemonic: {mnemonic}"
    ops = [
        ods.op(
            "transform.yield",
            operands=[ods.Operand("operands", ANY_HANDLE_OR_PARAM, variadic=True)],
            traits=[ods.IsTerminator],
            assembly_format="operands attr-dict (`:` type($operands)^)?",
        ),
        ods.op(
            "transform.print",
            operands=[ods.Operand("target", HANDLE, optional=True)],
            attributes=[
                ods.Attr("name", ods.StrAttr, optional=True),
                ods.Attr("assume_verified", ods.UnitAttrC, optional=True),
                ods.Attr("use_local_scope", ods.UnitAttrC, optional=True),
                ods.Attr("skip_regions", ods.UnitAttrC, optional=True),
            ],
            assembly_format="$target attr-dict (`:` type($target)^)?",
        ),
        ods.op(
            "transform.merge_handles",
            operands=[ods.Operand("handles", ANY_HANDLE_OR_PARAM, variadic=True)],
            results=[ods.Result("result", ANY_HANDLE_OR_PARAM)],
            attributes=[ods.Attr("deduplicate", ods.UnitAttrC, optional=True)],
            traits=[ods.SameOperandsAndResultType],
            assembly_format="(`deduplicate` $deduplicate^)? $handles attr-dict `:` type($result)",
        ),
        ods.op(
            "transform.param.constant",
            attributes=[ods.Attr("value", ods.AnyAttr)],
            results=[ods.Result("param", PARAM)],
            assembly_format="$value attr-dict `->` type($param)",
        ),
        ods.op(
            "transform.get_parent_op",
            operands=[ods.Operand("target", HANDLE)],
            results=[ods.Result("parent", HANDLE)],
            attributes=[
                ods.Attr("isolated_from_above", ods.UnitAttrC, optional=True),
                ods.Attr("allow_empty_results", ods.UnitAttrC, optional=True),
                ods.Attr("op_name", ods.StrAttr, optional=True),
                ods.Attr("deduplicate", ods.UnitAttrC, optional=True),
                ods.Attr(
                    "nth_parent",
                    ods.confined(
                        ods.I64Attr,
                        lambda a: isinstance(a, IntegerAttr) and a.value > 0,
                        "whose value is positive",
                    ),
                    default=IntegerAttr(1, T.i64),
                ),
            ],
            assembly_format="$target attr-dict `:` functional-type(operands, results)",
        ),
        ods.op(
            "transform.split_handle",
            operands=[ods.Operand("handle", ANY_HANDLE_OR_PARAM)],
            results=[ods.Result("results", ANY_HANDLE_OR_PARAM, variadic=True)],
            attributes=[
                ods.Attr("pass_through_empty_handle", ods.BoolAttrC, default=IntegerAttr(1, T.i1)),
                ods.Attr("fail_on_payload_too_small", ods.BoolAttrC, default=IntegerAttr(1, T.i1)),
                ods.Attr("overflow_result", ods.I64Attr, optional=True),
            ],
            assembly_format="$handle attr-dict `:` functional-type(operands, results)",
        ),
        ods.op(
            "transform.annotate",
            operands=[
                ods.Operand("target", HANDLE),
                ods.Operand("param", PARAM, optional=True),
            ],
            attributes=[ods.Attr("name", ods.StrAttr)],
            assembly_format=(
                "$target $name attr-dict (`=` $param^)?`:` type($target) (`,` type($param)^)?"
            ),
        ),
        ods.op(
            "transform.match.operation_name",
            operands=[ods.Operand("operand_handle", HANDLE)],
            attributes=[ods.Attr("op_names", ods.StrArrayAttr)],
            assembly_format="$operand_handle $op_names attr-dict `:` type($operand_handle)",
        ),
        ods.op(
            "transform.cast",
            operands=[ods.Operand("input", HANDLE)],
            results=[ods.Result("output", HANDLE)],
            assembly_format="$input attr-dict `:` type($input) `to` type($output)",
        ),
        ods.op(
            "transform.include",
            operands=[ods.Operand("operands", ANY_HANDLE_OR_PARAM, variadic=True)],
            results=[ods.Result("results", ANY_HANDLE_OR_PARAM, variadic=True)],
            attributes=[
                ods.Attr("target", ods.FlatSymbolRefAttr),
                ods.Attr("failure_propagation_mode", FAILURES),
                ods.Attr("arg_attrs", ods.DictArrayAttr, optional=True),
                ods.Attr("res_attrs", ods.DictArrayAttr, optional=True),
            ],
            assembly_format=(
                "$target `failures` `(` $failure_propagation_mode `)`"
                "`(` $operands `)` attr-dict `:` functional-type($operands, $results)"
            ),
        ),
        ods.op(
            "transform.sequence",
            operands=[
                ods.Operand("root", HANDLE, optional=True),
                ods.Operand("extra_bindings", ANY_HANDLE_OR_PARAM, variadic=True),
            ],
            results=[ods.Result("results", HANDLE, variadic=True)],
            attributes=[ods.Attr("failure_propagation_mode", FAILURES)],
            regions=[ods.Region("body", ods.SizedRegion(1))],
            traits=[
                ods.SingleBlockImplicitTerminator("transform.yield"),
                ods.AttrSizedOperandSegments,
            ],
            assembly_format=(
                "custom<SequenceOpOperands>($root, type($root), $extra_bindings, "
                "type($extra_bindings)) (`->` type($results)^)? `failures` `(` "
                "$failure_propagation_mode `)` attr-dict-with-keyword regions"
            ),
            custom_directives=DIRECTIVES,
            default_dialect="transform",
        ),
        ods.op(
            "transform.foreach_match",
            operands=[
                ods.Operand("root", HANDLE),
                ods.Operand("forwarded_inputs", ANY_HANDLE_OR_PARAM, variadic=True),
            ],
            results=[
                ods.Result("updated", HANDLE),
                ods.Result("forwarded_outputs", ANY_HANDLE_OR_PARAM, variadic=True),
            ],
            attributes=[
                ods.Attr("restrict_root", ods.UnitAttrC, optional=True),
                ods.Attr("flatten_results", ods.UnitAttrC, optional=True),
                ods.Attr("matchers", ods.SymbolRefArrayAttr),
                ods.Attr("actions", ods.SymbolRefArrayAttr),
            ],
            assembly_format=(
                "oilist( `restrict_root` $restrict_root | `flatten_results` $flatten_results ) "
                "`in` $root (`,` $forwarded_inputs^)? "
                "custom<ForeachMatchSymbols>($matchers, $actions) attr-dict "
                "`:` functional-type(operands, results)"
            ),
            custom_directives=DIRECTIVES,
            result_names=_updated_root,
        ),
        ods.op(
            "transform.named_sequence",
            attributes=[
                ods.Attr("sym_name", ods.SymbolNameAttr),
                ods.Attr("function_type", ods.type_attr_of(ods.FunctionTypeC)),
                ods.Attr("sym_visibility", ods.StrAttr, optional=True),
                ods.Attr("arg_attrs", ods.DictArrayAttr, optional=True),
                ods.Attr("res_attrs", ods.DictArrayAttr, optional=True),
            ],
            regions=[ods.Region("body", ods.MaxSizedRegion(1))],
            traits=[ods.Symbol, ods.IsolatedFromAbove],
            parser=func.parse_function_op,
            printer=func.print_function_op,
            is_declaration=func._func_is_declaration,
        ),
    ]
    for o in ops:
        ctx.register_op(o)


def context() -> Context:
    ctx = Context()
    builtin.register(ctx)
    func.register(ctx)
    define(ctx)
    return ctx
