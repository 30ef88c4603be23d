"""The sliver of MLIR 22's memref dialect that upstream transform tests use
as payload: `memref.store` (MemRefOps.td), an op with a write effect that
dead-code elimination must keep (test-interpreter.mlir's `apply_dce`).

The rest of the dialect is not defined; like `tensor`, the dialect allows
unknown operations so payloads using other memref ops still load in generic
form. See docs/dialects.md.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from pdlx import ods
from pdlx.ir import types as T
from pdlx.ir.attributes import IntegerAttr
from pdlx.ir.context import Context, OpDef

if TYPE_CHECKING:
    from pdlx.ir.diagnostics import Diagnostic
    from pdlx.ir.types import Type
    from pdlx.ir.views import Operation


def _is_memref(t: Type) -> bool:
    return isinstance(t, (T.MemRefType, T.UnrankedMemRefType))


AnyMemRefKind = ods.type_constraint("memref of any type values", _is_memref, kind_check=_is_memref)
"""AnyMemRef, whose C++ class (BaseMemRefType) formats check as an interface."""

_POSITIVE_POWER_OF_2 = ods.confined(
    ods.I64Attr,
    lambda a: isinstance(a, IntegerAttr) and a.value > 0 and a.value & (a.value - 1) == 0,
    "whose value is positive and whose value is a power of two > 0",
)


def _element_type(t: Type) -> Type:
    return t.element_type if isinstance(t, T.ShapedType) else t


def _verify_store(op: Operation) -> Iterator[Diagnostic]:
    """StoreOp::verify: one index per memref dimension."""
    t = op.operand_types[1]
    if isinstance(t, T.MemRefType) and len(op.operand_types) != 2 + len(t.shape):
        yield ods.op_error(op, "store index operand count not equal to memref rank")


def store_op() -> OpDef:
    """A fresh definition of `memref.store` (an `OpDef` belongs to one context)."""
    return ods.op(
        "memref.store",
        operands=[
            ods.Operand("value", ods.AnyType),
            ods.Operand("memref", AnyMemRefKind),
            ods.Operand("indices", ods.Index, variadic=True),
        ],
        attributes=[
            ods.Attr("nontemporal", ods.BoolAttrC, optional=True),
            ods.Attr("alignment", _POSITIVE_POWER_OF_2, optional=True),
        ],
        traits=[
            ods.TypesMatchWith(
                "type of 'value' matches element type of 'memref'",
                "memref",
                "value",
                _element_type,
            ),
            ods.MemRefsNormalizable,
        ],
        assembly_format="$value `,` $memref `[` $indices `]` attr-dict `:` type($memref)",
        verify=_verify_store,
        summary="store operation",
    )


def register(ctx: Context) -> None:
    """Register the memref (the sliver the transform tests use) dialect into `ctx`."""
    ctx.register_op(store_op())
    # Partly defined: other memref ops still load in generic form.
    ctx.dialect("memref").allow_unknown_operations = True
