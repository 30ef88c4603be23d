"""What a transform value holds, by its type: payload ops, payload values or
parameters (MLIR's TransformHandleTypeInterface, TransformValueHandleTypeInterface
and TransformParamTypeInterface).

A transform type declares its kind by subclassing one of the three bases
below (or by a `transform_kind` attribute) and may constrain the payload it
accepts by overriding `check_payload` (MLIR's `checkPayload`).
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum
from typing import Protocol

from pdlx.ir.location import Location
from pdlx.ir.snapshot import Snapshot
from pdlx.ir.types import Type
from pdlx.transform.outcome import Outcome, success


class PayloadState(Protocol):
    """What a payload check may read of the interpreter state
    (`pdlx.transform.state.TransformState` is one): a protocol, so handle
    types sit below the state that asks them."""

    @property
    def payload(self) -> Snapshot:
        """The current payload."""
        ...


class HandleKind(Enum):
    OP = "op"
    VALUE = "value"
    PARAM = "param"
    NONE = "none"
    """Not a transform handle type at all."""


class TransformHandleKindMixin:
    """Base of transform types; subclasses set `transform_kind`."""

    __slots__ = ()
    transform_kind: HandleKind = HandleKind.NONE

    def check_payload(
        self, state: PayloadState, loc: Location, payload: Sequence[object]
    ) -> Outcome:
        """MLIR's checkPayload, called before the handle is bound to
        `payload` (op ids, value ids or attributes by the handle's kind):
        a silenceable failure rejects it. Accepts everything by default."""
        return success()


class OpHandleType(TransformHandleKindMixin):
    __slots__ = ()
    transform_kind = HandleKind.OP


class ValueHandleType(TransformHandleKindMixin):
    __slots__ = ()
    transform_kind = HandleKind.VALUE


class ParamType(TransformHandleKindMixin):
    __slots__ = ()
    transform_kind = HandleKind.PARAM


def handle_kind(t: object) -> HandleKind:
    """The transform kind of type `t` (NONE for a type that is no handle)."""
    k = getattr(t, "transform_kind", None)
    return k if isinstance(k, HandleKind) else HandleKind.NONE


def is_op_handle(t: Type) -> bool:
    return handle_kind(t) is HandleKind.OP


def is_value_handle(t: Type) -> bool:
    return handle_kind(t) is HandleKind.VALUE


def is_param(t: Type) -> bool:
    return handle_kind(t) is HandleKind.PARAM


def register_handle_kind(cls: type, kind: HandleKind) -> None:
    """Give a type class defined elsewhere a transform handle kind (MLIR
    attaches the transform type interfaces to other dialects' types the
    same way, e.g. `!pdl.operation` is an op handle). The class keeps its
    own definition; the interpreter only asks `transform_kind`."""
    type.__setattr__(cls, "transform_kind", kind)
