"""A sliver of MLIR 22's SPIR-V dialect: `spirv.func`, `spirv.Constant`,
`spirv.Return` — what the upstream PDL lowering test
Conversion/PDLToPDLInterp/pdl-to-pdl-interp-uint.mlir parses and prints
(an unsigned `ui8` constant must survive the lowering untouched).

Syntax, result names and the function-control attribute follow
`SPIRVOps.cpp` (FuncOp::parse/print, ConstantOp::getAsmResultNames); no
verifier beyond ODS's, no other op of the dialect.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Final

from pdlx import ods
from pdlx.dialects import func
from pdlx.ir import types as T
from pdlx.ir.attributes import IntegerAttr, StringAttr, TypeAttr
from pdlx.ir.context import Context, OpDef
from pdlx.ir.records import RegionRecord, new_id
from pdlx.ir.views import Operation
from pdlx.syntax.asm import AsmParser, AsmPrinter, OpAsmParser, OpAsmPrinter, op_attr_dict

DIALECT: Final = "spirv"
CONTROLS: Final = ("None", "Inline", "DontInline", "Pure", "Const", "OptNoneINTEL")


@dataclass(frozen=True, slots=True)
class FunctionControlAttr(ods.DialectAttr):
    """`#spirv.function_control<None>`."""

    dialect_name: ClassVar[str] = DIALECT
    mnemonic: ClassVar[str] = "function_control"
    value: str

    @classmethod
    def parse_parameters(cls, p: AsmParser) -> FunctionControlAttr:
        p.parse_less()
        kw = p.parse_any_keyword()
        p.parse_greater()
        return cls(kw)

    def print_parameters(self, p: AsmPrinter) -> None:
        p.write(f"<{self.value}>")


def _parse_func(p: OpAsmParser) -> None:
    """spirv::FuncOp::parse: `@name(args) -> results "Control" attributes {..} {body}`."""
    p.add_attribute("sym_name", StringAttr(p.parse_symbol_name()))
    args, _ = func.parse_function_argument_list(p)
    results: list[T.Type] = []
    if p.parse_optional_arrow():
        results, _res_attrs = func.parse_function_result_list(p)
    fty = T.FunctionType(tuple(a.type for a in args if a.type is not None), tuple(results))
    p.add_attribute("function_type", TypeAttr(fty))
    loc = p.current_location
    control = p.parse_string()
    if control not in CONTROLS:
        p.emit_error(loc, f'invalid function_control attribute specification: "{control}"')
    p.add_attribute("function_control", FunctionControlAttr(control))
    p.state.attributes.update(p.parse_optional_attr_dict_with_keyword())
    entry = args if args and args[0].ssa.name else []
    region = p.parse_optional_region(entry, enable_name_shadowing=False)
    if region is None:
        region = new_id()
        p.parser.regions[region] = RegionRecord((), p.state.id)
    p.state.regions.append(region)


def _print_func(p: OpAsmPrinter) -> None:
    op = p.op
    name = op.attr("sym_name")
    p.write(" ")
    p.print_symbol_name(name.value if isinstance(name, StringAttr) else "")
    fty = op.attr("function_type")
    ftype = fty.value if isinstance(fty, TypeAttr) else None
    ins = ftype.inputs if isinstance(ftype, T.FunctionType) else ()
    outs = ftype.results if isinstance(ftype, T.FunctionType) else ()
    regions = p.printer.snap.ops[op.id].regions
    body = regions[0] if regions else None
    func.print_function_signature(p, ins, None, outs, None, body)
    control = op.attr("function_control")
    p.write(f' "{control.value if isinstance(control, FunctionControlAttr) else "None"}"')
    p.print_optional_attr_dict_with_keyword(
        op_attr_dict(op),
        ("sym_name", "function_type", "arg_attrs", "res_attrs", "function_control"),
    )
    if body is not None and p.printer.snap.regions[body].blocks:
        p.write(" ")
        p.print_region(body, print_entry_block_args=False, print_block_terminators=True)


def _constant_names(op: Operation) -> list[tuple[int, str]]:
    """ConstantOp::getAsmResultNames: `%cst<value>_<type>` for integers
    (`%cst_n1_i32` for -1), `%true`/`%false` for booleans, `%cst` else."""
    value = op.attr("value")
    if isinstance(value, IntegerAttr):
        t = value.type
        if isinstance(t, T.IntegerType) and t.width == 1:
            return [(0, "true" if value.value else "false")]
        v = value.value
        text = f"n{-v}" if v < 0 else str(v)
        return [(0, f"cst{text}_{t}")]
    return [(0, "cst")]


def func_op() -> OpDef:
    """A fresh definition of `spirv.func` (an `OpDef` belongs to one context)."""
    return ods.op(
        "spirv.func",
        attributes=[
            ods.Attr("function_type", ods.type_attr_of(ods.FunctionTypeC)),
            ods.Attr("arg_attrs", ods.DictArrayAttr, optional=True),
            ods.Attr("res_attrs", ods.DictArrayAttr, optional=True),
            ods.Attr("sym_name", ods.StrAttr),
            ods.Attr(
                "function_control",
                ods.attr_is(FunctionControlAttr, "valid SPIR-V FunctionControl"),
            ),
        ],
        regions=[ods.Region("body")],
        traits=[ods.IsolatedFromAbove, ods.Symbol, ods.AutomaticAllocationScope],
        parser=_parse_func,
        printer=_print_func,
        summary="Declare or define a function",
    )


def constant_op() -> OpDef:
    """A fresh definition of `spirv.Constant` (an `OpDef` belongs to one context)."""
    return ods.op(
        "spirv.Constant",
        attributes=[ods.Attr("value", ods.AnyAttr)],
        results=[ods.Result("constant", ods.AnyType)],
        traits=[ods.ConstantLike, ods.Pure, ods.AllTypesMatch(["value", "constant"])],
        assembly_format="attr-dict $value",
        result_names=_constant_names,
        summary="Declare a new constant in SPIR-V",
    )


def return_op() -> OpDef:
    """A fresh definition of `spirv.Return` (an `OpDef` belongs to one context)."""
    return ods.op(
        "spirv.Return",
        traits=[ods.Pure, ods.IsTerminator],
        assembly_format="attr-dict",
        summary="Return with no value from a function with void return type",
    )


def register(ctx: Context) -> None:
    """Register the three ops and the function-control attribute."""
    ctx.register_attr(FunctionControlAttr)
    for make in (func_op, constant_op, return_op):
        ctx.register_op(make())


__all__ = ["FunctionControlAttr", "register"]
