"""What ODS knows about an op (`OpSpec`, kept on `OpDef.spec`): its operand,
result, attribute, region and successor definitions and its traits, and
the value groups (ODS getODSOperands / getODSResults) derived from them."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Final

from pdlx.ir.attributes import Attribute
from pdlx.ir.context import Context
from pdlx.ir.dense import DenseArrayAttr
from pdlx.ir.diagnostics import Diagnostic
from pdlx.ir.views import Operation
from pdlx.ods.constraints import (
    AnyAttr,
    AnyRegion,
    AnyType,
    AttrConstraint,
    RegionConstraint,
    TypeConstraint,
)

# ---------------------------------------------------------------------------
# Op arguments, results, regions, successors

SINGLE: Final = "single"
OPTIONAL: Final = "optional"
VARIADIC: Final = "variadic"


@dataclass(frozen=True, eq=False)
class Operand:
    """`$name` of an op: one value, an optional value, or a variadic list."""

    name: str
    constraint: TypeConstraint = AnyType
    optional: bool = False
    variadic: bool = False

    @property
    def kind(self) -> str:
        """`SINGLE`, `OPTIONAL` or `VARIADIC`."""
        return OPTIONAL if self.optional else VARIADIC if self.variadic else SINGLE

    @property
    def variable_length(self) -> bool:
        """Optional or variadic (its group may hold other than one value)."""
        return self.optional or self.variadic

    @property
    def summary(self) -> str:
        """The constraint's summary as messages quote it: ODS's `Variadic<T>`
        says "variadic of <T>" (`Optional<T>` adds nothing)."""
        s = self.constraint.summary
        return f"variadic of {s}" if self.variadic else s


@dataclass(frozen=True, eq=False)
class Result(Operand):
    """A named result, with the same kinds as `Operand`."""


@dataclass(frozen=True, eq=False)
class Attr:
    """An inherent attribute (kept in the op's properties).

    Required unless `optional=True` or a `default` is given (ODS
    `OptionalAttr` / `DefaultValuedAttr`). A default-valued attribute that
    equals its default is left out of `attr-dict` when printing; it is not
    added when parsing (pdlx keeps only what was written)."""

    name: str
    constraint: AttrConstraint = AnyAttr
    optional: bool = False
    default: Attribute | None = None

    def __post_init__(self) -> None:
        # ODS's UnitAttr is optional by nature (present or absent).
        if self.constraint.unit and not self.optional:
            object.__setattr__(self, "optional", True)

    @property
    def required(self) -> bool:
        """Neither optional nor default-valued: the verifier requires it."""
        return not self.optional and self.default is None

    @property
    def optional_like(self) -> bool:
        """May be absent: optional, default-valued, or a unit flag."""
        return self.optional or self.default is not None or self.constraint.unit


@dataclass(frozen=True, eq=False)
class Region:
    """`$name` region of an op (`variadic`: any number of regions)."""

    name: str
    constraint: RegionConstraint = AnyRegion
    variadic: bool = False


@dataclass(frozen=True, eq=False)
class Successor:
    """`$name` successor of an op (`variadic`: any number of blocks)."""

    name: str
    variadic: bool = False


# ---------------------------------------------------------------------------
# Traits

TypeTransform = Callable[[Any], Any]
"""`TypesMatchWith`'s transform: a Type (a list for a variadic group) to the
Type or list of Types the other group must have. Untyped: definitions use
the concrete type's fields (`lambda t: list(t.inputs)`)."""

TraitCheck = Callable[["Operation", Context], "Diagnostic | None"]
"""(op, the context the op is registered in) -> the first problem, or None."""


@dataclass(frozen=True, eq=False)
class Trait:
    """An op trait: a name other stages ask for (`OpDef.has_trait`) and the
    checks MLIR attaches to it. `structural` traits are verified before the
    ODS invariants (operand/attribute constraints), the others after, as
    `mlir-tblgen` orders them."""

    name: str
    structural: bool = False
    verify: TraitCheck | None = None
    """MLIR's verifyTrait (run on entering the op)."""
    verify_regions: TraitCheck | None = None
    """MLIR's verifyRegionTrait (run after the nested ops)."""
    params: tuple[Any, ...] = ()
    """The trait's ODS parameters, by trait: `HasParent` the parent names,
    `SingleBlockImplicitTerminator` (terminator name,), `AllTypesMatch` the
    value names, `TypesMatchWith` (summary, lhs, rhs, TypeTransform),
    `PredOpTrait` (summary, predicate on the op view)."""


@dataclass(eq=False)
class OpSpec:
    """Everything ODS knows about an op, kept on `OpDef.spec`."""

    name: str
    operands: tuple[Operand, ...] = ()
    results: tuple[Result, ...] = ()
    attributes: tuple[Attr, ...] = ()
    regions: tuple[Region, ...] = ()
    successors: tuple[Successor, ...] = ()
    traits: tuple[Trait, ...] = ()
    assembly_format: str | None = None
    optional_symbol: bool = False
    """SymbolOpInterface::isOptionalSymbol (builtin.module)."""
    is_declaration: Callable[[Operation], bool] | None = None
    """SymbolOpInterface::isDeclaration (a body-less func.func)."""
    verify_symbol_uses: Callable[[Operation], Diagnostic | None] | None = None
    """SymbolUserOpInterface::verifySymbolUses, run by the enclosing symbol table."""

    def trait(self, name: str) -> Trait | None:
        """The trait named `name`, if the op has it."""
        for t in self.traits:
            if t.name == name:
                return t
        return None

    def has_trait(self, name: str) -> bool:
        """Whether the op has a trait named `name`."""
        return self.trait(name) is not None

    def attr(self, name: str) -> Attr | None:
        """The inherent attribute definition named `name`, if any."""
        for a in self.attributes:
            if a.name == name:
                return a
        return None

    @property
    def inherent_names(self) -> tuple[str, ...]:
        """Names of the inherent attributes (segment sizes included), sorted."""
        names = [a.name for a in self.attributes]
        if self.has_trait("AttrSizedOperandSegments"):
            names.append("operandSegmentSizes")
        if self.has_trait("AttrSizedResultSegments"):
            names.append("resultSegmentSizes")
        return tuple(sorted(names))

    # -- value groups (ODS getODSOperands / getODSResults) -----------------

    def operand_groups(self, op: Operation) -> list[tuple[int, ...]]:
        """The operand value ids of each operand definition, in order."""
        rec = op.snapshot.ops[op.id]
        return _groups(self.operands, rec.operands, op, "operandSegmentSizes", self)

    def result_groups(self, op: Operation) -> list[tuple[int, ...]]:
        """The result value ids of each result definition, in order."""
        rec = op.snapshot.ops[op.id]
        return _groups(self.results, rec.results, op, "resultSegmentSizes", self)

    def operand(self, op: Operation, name: str) -> tuple[int, ...]:
        """The value ids of operand `name` (0 or 1 for optional)."""
        for d, g in zip(self.operands, self.operand_groups(op), strict=False):
            if d.name == name:
                return g
        raise KeyError(name)

    def result(self, op: Operation, name: str) -> tuple[int, ...]:
        """The value ids of result `name` (0 or 1 for optional)."""
        for d, g in zip(self.results, self.result_groups(op), strict=False):
            if d.name == name:
                return g
        raise KeyError(name)


def _groups(
    defs: tuple[Operand, ...],
    values: tuple[int, ...],
    op: Operation,
    segment_attr: str,
    spec: OpSpec,
) -> list[tuple[int, ...]]:
    n = len(defs)
    if not n:
        return []
    if len(values) == n and _all_fixed(defs):
        # No optional or variadic definition: one value each (the common
        # case, asked for every op printed or verified).
        return [(v,) for v in values]
    sizes = segment_sizes(op, segment_attr) if any(d.variable_length for d in defs) else None
    if sizes is not None and len(sizes) == n:
        out = []
        i = 0
        for s in sizes:
            out.append(values[i : i + s])
            i += s
        return out
    nvar = sum(1 for d in defs if d.variable_length)
    fixed = n - nvar
    each = (len(values) - fixed) // nvar if nvar else 0
    each = max(each, 0)
    out = []
    i = 0
    for d in defs:
        k = each if d.variable_length else 1
        out.append(values[i : i + k])
        i += k
    return out


_FIXED: dict[int, tuple[tuple[Operand, ...], bool]] = {}
"""id(defs) -> (defs, no definition is optional or variadic); defs kept alive."""


def _all_fixed(defs: tuple[Operand, ...]) -> bool:
    hit = _FIXED.get(id(defs))
    if hit is None or hit[0] is not defs:
        hit = _FIXED[id(defs)] = (defs, not any(d.variable_length for d in defs))
    return hit[1]


def segment_sizes(op: Operation, name: str) -> list[int] | None:
    """The sizes in segment attribute `name` of `op` (None if absent)."""
    a = op.attr(name)
    if isinstance(a, DenseArrayAttr):
        return [int(v) for v in a.values]
    return None


def spec_of(op: Operation, ctx: Context) -> OpSpec | None:
    """The ODS description of `op` in `ctx`, if it was defined with ODS."""
    d = ctx.op(op.name)
    return d.spec if d is not None and isinstance(d.spec, OpSpec) else None
