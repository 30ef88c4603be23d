"""Builtin types: immutable, hashable values with structural equality.

A type prints itself through a `TextSink` (`pdlx.ir.base`: `p.type(t)`,
`p.attr(a)`) so that aliases and nested printing go through one place; a
type never needs the printer to exist to be compared or hashed. `Type` and
`TextSink` are defined in `base.py` and re-exported here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from pdlx.ir.base import Attribute, TextSink, Type
from pdlx.ir.floats import semantics
from pdlx.support.text import dialect_symbol

DYNAMIC = -1
"""A dynamic dimension (`?`) in a shape."""


@dataclass(frozen=True, slots=True)
class IntegerType(Type):
    """`i32`, `si8`, `ui1`, ...: a width and a signedness ("", "s" or "u")."""

    width: int
    signedness: str = ""  # "", "s" or "u"

    def print(self, p: TextSink) -> str:
        return f"{self.signedness}i{self.width}"


@dataclass(frozen=True, slots=True)
class IndexType(Type):
    """`index`: the target's pointer-sized integer."""

    def print(self, p: TextSink) -> str:
        return "index"


@dataclass(frozen=True, slots=True)
class NoneType(Type):
    """`none`: the unit type."""

    def print(self, p: TextSink) -> str:
        return "none"


@dataclass(frozen=True, slots=True)
class FloatType(Type):
    """A float type named as MLIR spells it (`f32`, `bf16`, `f8E4M3FN`, ...)."""

    name: str

    NAMES: ClassVar[frozenset[str]] = frozenset(
        {
            "f16", "bf16", "f32", "f64", "f80", "f128", "tf32",
            "f4E2M1FN", "f6E2M3FN", "f6E3M2FN",
            "f8E5M2", "f8E4M3", "f8E4M3FN", "f8E5M2FNUZ", "f8E4M3FNUZ",
            "f8E4M3B11FNUZ", "f8E3M4", "f8E8M0FNU",
        }
    )  # fmt: skip

    def print(self, p: TextSink) -> str:
        return self.name

    @property
    def width(self) -> int:
        """The bit width of the format."""
        return semantics(self.name).bits


@dataclass(frozen=True, slots=True)
class ComplexType(Type):
    """`complex<f32>`: a complex number of an element type."""

    element: Type

    def print(self, p: TextSink) -> str:
        return f"complex<{p.type(self.element)}>"


@dataclass(frozen=True, slots=True)
class TupleType(Type):
    """`tuple<...>`: a fixed sequence of types."""

    types: tuple[Type, ...]
    _hash: int | None = field(default=None, init=False, compare=False, repr=False)
    """The hash, computed once (nested tuples would rehash their whole
    subtree at every printer cache lookup: quadratic in the depth)."""

    def __hash__(self) -> int:
        h = self._hash
        if h is None:
            h = hash((self.types,))  # what the dataclass's own hash computes
            object.__setattr__(self, "_hash", h)
        return h

    def print(self, p: TextSink) -> str:
        return "tuple<" + ", ".join(p.type(t) for t in self.types) + ">"


def _dims(shape: tuple[int, ...], scalable: tuple[bool, ...] = ()) -> str:
    out = []
    for i, d in enumerate(shape):
        s = "?" if d == DYNAMIC else str(d)
        if scalable and scalable[i]:
            s = f"[{s}]"
        out.append(s + "x")
    return "".join(out)


class ShapedType(Type):
    """Types with a shape and an element type."""

    __slots__ = ()

    @property
    def shape(self) -> tuple[int, ...]:
        """The dimensions (`DYNAMIC` for `?`); unranked types raise ValueError."""
        raise NotImplementedError

    @property
    def element_type(self) -> Type:
        """The type of each element."""
        raise NotImplementedError

    @property
    def rank(self) -> int:
        """The number of dimensions."""
        return len(self.shape)

    @property
    def num_elements(self) -> int:
        """The product of the dimensions (static shapes only)."""
        n = 1
        for d in self.shape:
            n *= d
        return n


@dataclass(frozen=True, slots=True)
class VectorType(ShapedType):
    """`vector<4x[8]xf32>`: `scalable` flags the `[n]` dimensions."""

    dims: tuple[int, ...]
    element: Type
    scalable: tuple[bool, ...] = ()

    @property
    def shape(self) -> tuple[int, ...]:
        return self.dims

    @property
    def element_type(self) -> Type:
        return self.element

    def print(self, p: TextSink) -> str:
        scal = self.scalable if any(self.scalable) else ()
        return f"vector<{_dims(self.dims, scal)}{p.type(self.element)}>"


@dataclass(frozen=True, slots=True)
class RankedTensorType(ShapedType):
    """`tensor<4x?xf32, #enc>`: an optional encoding attribute."""

    dims: tuple[int, ...]
    element: Type
    encoding: Attribute | None = None

    @property
    def shape(self) -> tuple[int, ...]:
        return self.dims

    @property
    def element_type(self) -> Type:
        return self.element

    def print(self, p: TextSink) -> str:
        enc = f", {p.attr(self.encoding)}" if self.encoding is not None else ""
        return f"tensor<{_dims(self.dims)}{p.type(self.element)}{enc}>"


@dataclass(frozen=True, slots=True)
class UnrankedTensorType(ShapedType):
    """`tensor<*xf32>`."""

    element: Type

    @property
    def shape(self) -> tuple[int, ...]:
        raise ValueError("unranked tensor has no shape")

    @property
    def element_type(self) -> Type:
        return self.element

    def print(self, p: TextSink) -> str:
        return f"tensor<*x{p.type(self.element)}>"


@dataclass(frozen=True, slots=True)
class MemRefType(ShapedType):
    """`memref<4x?xf32, #layout, space>`: optional layout and memory space attributes."""

    dims: tuple[int, ...]
    element: Type
    layout: Attribute | None = None
    memory_space: Attribute | None = None

    @property
    def shape(self) -> tuple[int, ...]:
        return self.dims

    @property
    def element_type(self) -> Type:
        return self.element

    def print(self, p: TextSink) -> str:
        s = f"memref<{_dims(self.dims)}{p.type(self.element)}"
        if self.layout is not None:
            s += f", {p.attr(self.layout)}"
        if self.memory_space is not None:
            s += f", {memory_space_text(p, self.memory_space)}"
        return s + ">"


@dataclass(frozen=True, slots=True)
class UnrankedMemRefType(ShapedType):
    """`memref<*xf32, space>`."""

    element: Type
    memory_space: Attribute | None = None

    @property
    def shape(self) -> tuple[int, ...]:
        raise ValueError("unranked memref has no shape")

    @property
    def element_type(self) -> Type:
        return self.element

    def print(self, p: TextSink) -> str:
        ms = f", {memory_space_text(p, self.memory_space)}" if self.memory_space is not None else ""
        return f"memref<*x{p.type(self.element)}{ms}>"


def memory_space_text(p: TextSink, space: Attribute) -> str:
    """An i64 integer memory space prints as the bare number."""
    return space.print_memory_space(p)


@dataclass(frozen=True, slots=True)
class FunctionType(Type):
    """`(inputs) -> results`."""

    inputs: tuple[Type, ...]
    results: tuple[Type, ...]
    _hash: int | None = field(default=None, init=False, compare=False, repr=False)
    """The hash, computed once (as TupleType's)."""

    def __hash__(self) -> int:
        h = self._hash
        if h is None:
            h = hash((self.inputs, self.results))
            object.__setattr__(self, "_hash", h)
        return h

    def print(self, p: TextSink) -> str:
        ins = "(" + ", ".join(p.type(t) for t in self.inputs) + ") -> "
        return ins + result_list(p, self.results)


def result_list(p: TextSink, results: tuple[Type, ...]) -> str:
    """Results of a function type: parenthesised unless a single non-function type."""
    if len(results) == 1 and not isinstance(results[0], FunctionType):
        return p.type(results[0])
    return "(" + ", ".join(p.type(t) for t in results) + ")"


@dataclass(frozen=True, slots=True)
class OpaqueType(Type):
    """A type of a dialect that is not registered: kept as its text.

    `dialect` is the namespace, `data` the rest as written after `!dialect.`
    (pretty form) or inside `<"...">` (opaque form): printed back the way
    MLIR prints `OpaqueType`.
    """

    dialect: str
    data: str

    def print(self, p: TextSink) -> str:
        return dialect_symbol("!", self.dialect, self.data)


# Shared instances of the types the parser meets most.
i1 = IntegerType(1)
i8 = IntegerType(8)
i16 = IntegerType(16)
i32 = IntegerType(32)
i64 = IntegerType(64)
index = IndexType()
none = NoneType()
f16 = FloatType("f16")
bf16 = FloatType("bf16")
f32 = FloatType("f32")
f64 = FloatType("f64")


__all__ = [
    "DYNAMIC",
    "ComplexType",
    "FloatType",
    "FunctionType",
    "IndexType",
    "IntegerType",
    "MemRefType",
    "NoneType",
    "OpaqueType",
    "RankedTensorType",
    "ShapedType",
    "TextSink",
    "TupleType",
    "Type",
    "UnrankedMemRefType",
    "UnrankedTensorType",
    "VectorType",
    "bf16",
    "f16",
    "f32",
    "f64",
    "i1",
    "i8",
    "i16",
    "i32",
    "i64",
    "index",
    "memory_space_text",
    "none",
    "result_list",
]
