"""Types and attributes of the transform dialect (TransformTypes.td,
TransformAttrs.td of MLIR 22.1.8), and the type/attribute constraints the
op definitions share.

Each type subclasses both `ods.DialectType` (its syntax) and one of the
handle-kind bases of `pdlx.transform.types` (what the interpreter maps it
to), and ports MLIR's `checkPayload` with its messages. The messages are
built lazily: a handle bound to a million payload ops formats nothing
unless the check fails.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Final

from pdlx import ods
from pdlx.ir import types as T
from pdlx.ir.affine import AffineMapAttr
from pdlx.ir.attributes import Attribute, IntegerAttr, TypeAttr
from pdlx.ir.context import Context
from pdlx.ir.types import Type
from pdlx.transform.ops.common import generic_op_text
from pdlx.transform.outcome import Outcome, silenceable, success
from pdlx.transform.types import (
    HandleKind,
    OpHandleType,
    ParamType,
    PayloadState,
    ValueHandleType,
    handle_kind,
)

if TYPE_CHECKING:
    from pdlx.ir.location import Location

DIALECT: Final = "transform"


# ---------------------------------------------------------------------------
# Types


@dataclass(frozen=True, slots=True)
class AnyOpType(ods.DialectType, OpHandleType):
    """`!transform.any_op`: a handle to any payload ops."""

    dialect_name: ClassVar[str] = DIALECT
    mnemonic: ClassVar[str] = "any_op"
    assembly_format: ClassVar[str | None] = ""
    ods_name: ClassVar[str | None] = "Transform_AnyOpType"


@dataclass(frozen=True, slots=True)
class OperationType(ods.DialectType, OpHandleType):
    """`!transform.op<"name">`: a handle to payload ops of one name."""

    dialect_name: ClassVar[str] = DIALECT
    mnemonic: ClassVar[str] = "op"
    assembly_format: ClassVar[str | None] = "`<` $operation_name `>`"
    ods_name: ClassVar[str | None] = "Transform_OperationType"
    operation_name: str

    def check_payload(self, state: PayloadState, loc: Location, payload: Sequence[Any]) -> Outcome:
        snap = state.payload
        want = self.operation_name
        for op in payload:
            name = snap.ops[op].name
            if name == want:
                continue
            out = silenceable(
                loc,
                (
                    f"incompatible payload operation name expected {want} "
                    f"vs {name} -> {generic_op_text(snap, op)}"
                ),
            )
            out.attach_note("payload operation", snap.ops[op].loc)
            return out
        return success()


@dataclass(frozen=True, slots=True)
class AnyValueType(ods.DialectType, ValueHandleType):
    """`!transform.any_value`: a handle to any payload values."""

    dialect_name: ClassVar[str] = DIALECT
    mnemonic: ClassVar[str] = "any_value"
    assembly_format: ClassVar[str | None] = ""
    ods_name: ClassVar[str | None] = "Transform_AnyValue"


@dataclass(frozen=True, slots=True)
class AnyParamType(ods.DialectType, ParamType):
    """`!transform.any_param`: parameters of any kind."""

    dialect_name: ClassVar[str] = DIALECT
    mnemonic: ClassVar[str] = "any_param"
    assembly_format: ClassVar[str | None] = ""
    ods_name: ClassVar[str | None] = "Transform_AnyParamType"


@dataclass(frozen=True, slots=True)
class ParamOfType(ods.DialectType, ParamType):
    """`!transform.param<T>`: integer parameters of type T (width <= 64)."""

    dialect_name: ClassVar[str] = DIALECT
    mnemonic: ClassVar[str] = "param"
    assembly_format: ClassVar[str | None] = "`<` $type `>`"
    ods_name: ClassVar[str | None] = "Transform_ParamType"
    type: Type

    def verify(self) -> str | None:
        t = self.type
        if not isinstance(t, T.IntegerType) or t.width > 64:
            return "only supports integer types with width <=64"
        return None

    def check_payload(
        self, state: PayloadState, loc: Location, payload: Sequence[object]
    ) -> Outcome:
        want = self.type
        for a in payload:
            if not isinstance(a, IntegerAttr):
                return silenceable(loc, f"expected parameter to be an integer attribute, got {a}")
            if a.type != want:
                return silenceable(
                    loc,
                    (
                        f"expected the type of the parameter attribute ('{a.type}') to "
                        f"match the parameter type ('{want}')"
                    ),
                )
        return success()


@dataclass(frozen=True, slots=True)
class TypeParamType(ods.DialectType, ParamType):
    """`!transform.type`: parameters that are type attributes."""

    dialect_name: ClassVar[str] = DIALECT
    mnemonic: ClassVar[str] = "type"
    assembly_format: ClassVar[str | None] = ""
    ods_name: ClassVar[str | None] = "Transform_TypeParamType"

    def check_payload(
        self, state: PayloadState, loc: Location, payload: Sequence[object]
    ) -> Outcome:
        for a in payload:
            if not isinstance(a, TypeAttr):
                return silenceable(loc, f"expected type attribute, got {a}")
        return success()


@dataclass(frozen=True, slots=True)
class AffineMapParamType(ods.DialectType, ParamType):
    """`!transform.affine_map`: parameters that are affine map attributes."""

    dialect_name: ClassVar[str] = DIALECT
    mnemonic: ClassVar[str] = "affine_map"
    assembly_format: ClassVar[str | None] = ""
    ods_name: ClassVar[str | None] = "Transform_AffineMapParamType"

    def check_payload(
        self, state: PayloadState, loc: Location, payload: Sequence[object]
    ) -> Outcome:
        for a in payload:
            if not isinstance(a, AffineMapAttr):
                return silenceable(loc, f"expected affine map attribute, got {a}")
        return success()


TYPE_CLASSES: Final[tuple[type, ...]] = (
    AffineMapParamType,
    AnyOpType,
    AnyValueType,
    OperationType,
    AnyParamType,
    ParamOfType,
    TypeParamType,
)

ANY_OP: Final = AnyOpType()
ANY_VALUE: Final = AnyValueType()
ANY_PARAM: Final = AnyParamType()


# ---------------------------------------------------------------------------
# Attributes


@dataclass(frozen=True, slots=True)
class ParamOperandAttr(ods.DialectAttr):
    """`#transform.param_operand<index = N>`: in `apply_registered_pass`
    options, "the value of dynamic option operand #N"."""

    dialect_name: ClassVar[str] = DIALECT
    mnemonic: ClassVar[str] = "param_operand"
    assembly_format: ClassVar[str | None] = "`<` `index` `=` $index `>`"
    ods_name: ClassVar[str | None] = "ParamOperandAttr"
    parameter_cpp_types: ClassVar[dict[str, str] | None] = {"index": "IntegerAttr"}
    index: IntegerAttr


ATTR_CLASSES: Final[tuple[type, ...]] = (ParamOperandAttr,)


# ---------------------------------------------------------------------------
# Constraints (the summaries are ODS's: they appear in messages)


def is_op_handle(t: Type) -> bool:
    return handle_kind(t) is HandleKind.OP


def is_value_handle(t: Type) -> bool:
    return handle_kind(t) is HandleKind.VALUE


def is_param(t: Type) -> bool:
    return handle_kind(t) is HandleKind.PARAM


def is_handle_or_param(t: Type) -> bool:
    return handle_kind(t) is not HandleKind.NONE


HANDLE: Final = ods.type_constraint(
    "TransformHandleTypeInterface instance", is_op_handle, kind_check=is_op_handle
)
VALUE_HANDLE: Final = ods.type_constraint(
    "TransformValueHandleTypeInterface instance", is_value_handle, kind_check=is_value_handle
)
PARAM: Final = ods.type_constraint(
    "TransformParamTypeInterface instance", is_param, kind_check=is_param
)
ANY_HANDLE_OR_PARAM: Final = ods.type_constraint(
    "any transform handle or parameter", is_handle_or_param
)
ANY_HANDLE: Final = ods.type_constraint(
    "transform operation or value handle", lambda t: is_op_handle(t) or is_value_handle(t)
)

FAILURE_PROPAGATION_MODE: Final = ods.int_enum_attr(
    "Silenceable error propagation policy", [("propagate", 1), ("suppress", 2)]
)
PROPAGATE: Final = 1
SUPPRESS: Final = 2

MATCH_CMPI_PREDICATE: Final = ods.int_enum_attr(
    "", [("eq", 0), ("ne", 1), ("lt", 2), ("le", 3), ("gt", 4), ("ge", 5)]
)

# Attribute names the dialect interprets (TransformDialect.td).
WITH_NAMED_SEQUENCE: Final = "transform.with_named_sequence"
TARGET_TAG: Final = "transform.target_tag"
ARG_CONSUMED: Final = "transform.consumed"
ARG_READONLY: Final = "transform.readonly"
SILENCE_TRACKING_FAILURES: Final = "transform.silence_tracking_failures"


def same_transform_interface(a: Type, b: Type) -> bool:
    """MLIR's implementSameTransformInterface: both op handles, both value
    handles or both parameters."""
    k = handle_kind(a)
    return k is not HandleKind.NONE and k is handle_kind(b)


def register(ctx: Context) -> None:
    for cls in TYPE_CLASSES:
        ctx.register_type(cls)
    for acls in ATTR_CLASSES:
        ctx.register_attr(acls)
    ctx.dialect(DIALECT).unknown_type_message = "unknown type mnemonic: {mnemonic}"


__all__ = [
    "ANY_HANDLE",
    "ANY_HANDLE_OR_PARAM",
    "ANY_OP",
    "ANY_PARAM",
    "ANY_VALUE",
    "HANDLE",
    "PARAM",
    "VALUE_HANDLE",
    "AffineMapParamType",
    "AnyOpType",
    "AnyParamType",
    "AnyValueType",
    "OperationType",
    "ParamOfType",
    "ParamOperandAttr",
    "TypeParamType",
    "same_transform_interface",
]

_unused: tuple[object, ...] = (Attribute,)
