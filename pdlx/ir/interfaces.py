"""Typed op interfaces: what an op definition can do, looked up by type.

MLIR attaches interfaces (CallOpInterface, InferTypeOpInterface, ...) to an
op through its ODS definition and finds them with `dyn_cast<Interface>(op)`.
pdlx does the same with `OpDef.implement(impl)` and
`OpDef.interface(Kind)`: an implementation is an instance of an
`OpInterface` subclass, and the lookup key is that interface class, so the
value that comes back is typed and a misspelt key is a NameError at import,
not a silent miss.

The interfaces of the IR itself (call graph, folding, result type
inference) are here; each upper layer defines its own next to the code that
asks for it (`pdlx.rewrite.patterns.PatternDescriptor`,
`pdlx.transform.interfaces.TransformOpSemantics`, ...).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from pdlx.ir.base import Attribute, Type
from pdlx.ir.snapshot import Operation


class OpInterface:
    """Base of every op interface. A direct subclass is an interface (the
    lookup key); its instances are implementations registered on an `OpDef`."""

    __slots__ = ()

    @classmethod
    def key(cls) -> type[OpInterface]:
        """The interface this class implements: its base just below
        `OpInterface` (a subclass of an interface implements that interface)."""
        for base in cls.__mro__:
            if OpInterface in base.__bases__:
                return base
        raise TypeError(f"{cls.__name__} is not an op interface")


@dataclass(frozen=True, slots=True)
class CallableOpInterface(OpInterface):
    """MLIR's CallableOpInterface::getCallableRegion: the op's body region id,
    or None for a declaration (`func.func private @f()`)."""

    callable_region: Callable[[Operation], int | None]


@dataclass(frozen=True, slots=True)
class CallOpInterface(OpInterface):
    """MLIR's CallOpInterface::getCallableForCallee: the name of the inherent
    attribute holding the callee symbol."""

    callee_attr: str


FoldResult = Sequence[Attribute | int]
"""One entry per result: a constant attribute, or the id of an existing value."""


@dataclass(frozen=True, slots=True)
class InPlaceFold:
    """A fold that changed the op itself (MLIR's `fold` returning the op's own
    result: `cmpi` swapping a constant to the right, `extsi(extsi(x))`
    reading `x`): the op's new operands and the properties to set. The
    driver applies it and queues the op again, as MLIR's does."""

    operands: tuple[int, ...]
    properties: tuple[tuple[str, Attribute], ...] = ()


@dataclass(frozen=True, slots=True)
class Folder(OpInterface):
    """MLIR's `Op::fold`: given an op view, its results as constants or
    existing values, an in-place change, or None when it does not fold."""

    fold: Callable[[Operation], FoldResult | InPlaceFold | None]


@dataclass(frozen=True, slots=True)
class ResultTypeInference(OpInterface):
    """InferTypeOpInterface::inferReturnTypes written by hand, for ops whose
    ODS constraints do not determine their result types: `(operand types,
    attributes) -> result types`, or None when it cannot tell."""

    infer: Callable[[list[Type], dict[str, Attribute]], Sequence[Type] | None]
