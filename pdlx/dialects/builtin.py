"""The builtin dialect: `builtin.module` and `builtin.unrealized_conversion_cast`.

Defined with the public ODS API, as MLIR's BuiltinOps.td defines them:
both have declarative assembly formats, so their custom syntax is compiled
from the format strings below like any user op's.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from pdlx import ods
from pdlx.ir.context import Context, OpDef
from pdlx.syntax.asm import op_attr_dict

if TYPE_CHECKING:
    from pdlx.ir.diagnostics import Diagnostic
    from pdlx.ir.views import Operation


def _verify_module(op: Operation) -> Iterator[Diagnostic]:
    """ModuleOp::verify: only dialect-prefixed attributes besides the symbol ones."""
    for name, _ in op_attr_dict(op):
        if "." not in name and name not in ("sym_name", "sym_visibility"):
            yield ods.op_error(
                op, f"can only contain attributes with dialect-prefixed names, found: '{name}'"
            )
            return


def _verify_cast(op: Operation) -> Iterator[Diagnostic]:
    if not op.snapshot.ops[op.id].results:
        yield ods.op_error(op, "expected at least one result for cast operation")


def module_op() -> OpDef:
    """A fresh definition of `builtin.module` (one per context: an `OpDef`
    knows the context it is registered in)."""
    return ods.op(
        "builtin.module",
        attributes=[
            ods.Attr("sym_name", ods.SymbolNameAttr, optional=True),
            ods.Attr("sym_visibility", ods.StrAttr, optional=True),
        ],
        regions=[ods.Region("bodyRegion", ods.SizedRegion(1))],
        traits=[
            ods.AffineScope,
            ods.IsolatedFromAbove,
            ods.NoRegionArguments,
            ods.SymbolTable,
            ods.Symbol,
            ods.NoTerminator,
            ods.SingleBlock,
            ods.GraphRegion,
        ],
        assembly_format="($sym_name^)? attr-dict-with-keyword $bodyRegion",
        default_dialect="builtin",
        optional_symbol=True,
        verify=_verify_module,
        summary="A top level container operation",
    )


def unrealized_conversion_cast_op() -> OpDef:
    """A fresh definition of `builtin.unrealized_conversion_cast` (an `OpDef` belongs to one context)."""
    return ods.op(
        "builtin.unrealized_conversion_cast",
        operands=[ods.Operand("inputs", ods.AnyType, variadic=True)],
        results=[ods.Result("outputs", ods.AnyType, variadic=True)],
        traits=[ods.Pure],
        assembly_format="($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict",
        verify=_verify_cast,
        summary="An unrealized conversion from one set of types to another",
    )


def register(ctx: Context) -> None:
    """Register the builtin dialect into `ctx`."""
    ctx.register_op(module_op())
    ctx.register_op(unrealized_conversion_cast_op())
