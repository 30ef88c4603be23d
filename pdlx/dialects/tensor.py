"""The tensor dialect's ops payloads are built from: `tensor.empty` (the
destination of linalg ops on tensors) and `tensor.cast` (a CastOpInterface
op, which the transform rewriter looks through), as MLIR 22's TensorOps.td
defines them.

Only what payloads of linalg-style matchers need is here. The rest of the
dialect (extract_slice, pad, ...) is not defined yet; the dialect allows
unknown operations so that payloads using them still load in generic form
(in custom form they are "custom op ... is unknown"). See docs/dialects.md.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from pdlx import ods
from pdlx.dialects.arith import cast_op_interface
from pdlx.ir import types as T
from pdlx.ir.context import Context, OpDef
from pdlx.ir.types import Type

if TYPE_CHECKING:
    from pdlx.ir.diagnostics import Diagnostic
    from pdlx.ir.views import Operation


def _verify_empty(op: Operation) -> Iterator[Diagnostic]:
    """EmptyOp::verify."""
    t = op.result_types[0]
    assert isinstance(t, T.RankedTensorType)
    want = sum(1 for d in t.dims if d == T.DYNAMIC)
    have = len(op.operand_types)
    if want != have:
        yield ods.op_error(op, f"incorrect number of dynamic sizes, has {have}, expected {want}")


def empty_op() -> OpDef:
    """A fresh definition of `tensor.empty` (an `OpDef` belongs to one context)."""
    return ods.op(
        "tensor.empty",
        operands=[ods.Operand("dynamicSizes", ods.Index, variadic=True)],
        results=[ods.Result("result", ods.AnyRankedTensor)],
        traits=[ods.Pure],
        assembly_format="`(`$dynamicSizes`)` attr-dict `:` type($result)",
        verify=_verify_empty,
        summary="empty tensor operation",
    )


def cast_compatible(src: Type, dst: Type) -> bool:
    """CastOp::areCastCompatible: tensors of one element type, compatible shapes."""
    tensors = (T.RankedTensorType, T.UnrankedTensorType)
    if not isinstance(src, tensors) or not isinstance(dst, tensors):
        return False
    return src.element_type == dst.element_type and ods.compatible_shapes(src, dst)


def _is_tensor(t: Type) -> bool:
    return isinstance(t, (T.RankedTensorType, T.UnrankedTensorType))


AnyTensorKind = ods.type_constraint("tensor of any type values", _is_tensor, kind_check=_is_tensor)
"""AnyTensor, whose C++ class (TensorType) formats check as an interface:
`tensor.cast %x : f32 to ...` reports "invalid kind of type specified"."""


def cast_op() -> OpDef:
    """A fresh definition of `tensor.cast` (an `OpDef` belongs to one context)."""
    return ods.op(
        "tensor.cast",
        operands=[ods.Operand("source", AnyTensorKind)],
        results=[ods.Result("dest", AnyTensorKind)],
        traits=[cast_op_interface(cast_compatible), ods.Pure],
        assembly_format="$source attr-dict `:` type($source) `to` type($dest)",
        result_names=lambda op: [(0, "cast")],
        summary="tensor cast operation",
    )


def _verify_insert(op: Operation) -> Iterator[Diagnostic]:
    """InsertOp::verify: one index per dimension of the destination."""
    t = op.operand_types[1]
    if isinstance(t, T.RankedTensorType) and len(op.operand_types) - 2 != len(t.dims):
        yield ods.op_error(op, "incorrect number of indices")


def insert_op() -> OpDef:
    """`tensor.insert %f into %t[%i] : tensor<5xf32>` (Pure: dead when its
    result is unused)."""
    return ods.op(
        "tensor.insert",
        operands=[
            ods.Operand("scalar", ods.AnyType),
            ods.Operand("dest", ods.AnyRankedTensor),
            ods.Operand("indices", ods.Index, variadic=True),
        ],
        results=[ods.Result("result", ods.AnyRankedTensor)],
        traits=[
            ods.Pure,
            ods.TypesMatchWith("result type matches type of dest", "dest", "result"),
            ods.TypesMatchWith(
                "scalar type matches element type of dest",
                "dest",
                "scalar",
                lambda t: t.element_type if isinstance(t, T.ShapedType) else t,
            ),
        ],
        assembly_format="$scalar `into` $dest `[` $indices `]` attr-dict `:` type($dest)",
        verify=_verify_insert,
        result_names=lambda op: [(0, "inserted")],
        summary="element insertion operation",
    )


def register(ctx: Context) -> None:
    """Register the tensor dialect into `ctx`."""
    for make in (empty_op, cast_op, insert_op):
        ctx.register_op(make())
    # Partly defined: other tensor ops still load in generic form.
    ctx.dialect("tensor").allow_unknown_operations = True
