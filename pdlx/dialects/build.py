"""Op classes made from the ODS definitions, and the `Builder` users build
IR with.

Every op defined with `pdlx.ods` gets a Python class on first use, made
from its `OpSpec` rather than written by hand: keyword (or positional)
construction by operand, attribute and result name, and accessors for each
(`arith.AddIOp(lhs=x, rhs=y).result`, `.lhs`, `.rhs`). A class builds
with the current builder (`with builder:`), as MLIR's Python bindings
build at the current `InsertionPoint`; result types ODS can infer may be
left out. `ops("arith")` is the namespace of a dialect's classes: by class
name (`AddIOp`, `AddiOp`, MLIR's C++ name where it is not mechanical:
`cf.BranchOp`) or by op name (`arith.addi`).

`Builder.finish()` verifies what was built and returns the snapshot; an op
that would be inconsistent is refused when it is created (`BuildError`),
IR that does not verify is refused by `finish` (`DiagnosticError`, with
mlir-opt's messages): nothing half-built escapes.
"""

from __future__ import annotations

import keyword
import re
from collections.abc import Callable, Mapping, Sequence
from typing import ClassVar, TypeVar

from pdlx.ir import types as T
from pdlx.ir.attributes import (
    ArrayAttr,
    Attribute,
    BoolAttr,
    FloatAttr,
    IntegerAttr,
    StringAttr,
    SymbolRefAttr,
    TypeAttr,
)
from pdlx.ir.base import UNIT, Location, Type
from pdlx.ir.builder import BuildError, OpBuilder, current_builder, unwrap
from pdlx.ir.context import Context, OpDef
from pdlx.ir.dense import DenseArrayAttr
from pdlx.ir.diagnostics import DiagnosticError, Severity
from pdlx.ir.snapshot import Block, Operation, Region, Snapshot, Value
from pdlx.ods.build import infer_result_types
from pdlx.ods.constraints import AttrConstraint, TypeConstraint
from pdlx.ods.spec import OpSpec
from pdlx.support.deep import run_deep
from pdlx.syntax import lexer as L
from pdlx.syntax.parser import Parser
from pdlx.verify.verifier import verify

_V = TypeVar("_V", bound="OpView")

RESERVED: frozenset[str] = frozenset(
    {"loc", "result_types", "attributes", "regions", "builder", "operation", "wrap"}
)
"""Keyword arguments every op class takes; a definition of the same name
(or a Python keyword) is spelt with a trailing `_` (`in_`), as MLIR's
Python bindings do."""

DefaultResultType = Callable[[str, str, TypeConstraint], "Type | None"]
"""`(op name, result name, constraint) -> default type or None`."""


def py_name(name: str) -> str:
    """The Python spelling of a definition name (see `RESERVED`)."""
    return name + "_" if keyword.iskeyword(name) or name in RESERVED else name


class OpView:
    """An op seen through its class: `operation` is the op (a view of the
    IR as it was when the class was made or wrapped).

    Constructing builds the op with the current builder (or `builder=`):
    operands by position or name, attributes by name (an `Attribute`, or a
    Python `str`/`int`/`bool`/`Type`/list converted as the constraint asks),
    result types by result name or as `result_types`, `regions=` the number
    of regions of a variadic region definition, `attributes=` discardable
    attributes, `loc=` the location."""

    OPERATION_NAME: ClassVar[str] = ""
    """The op name, such as `arith.addi`."""
    OPDEF: ClassVar[OpDef | None] = None
    """The op definition the class was made from."""

    __slots__ = ("operation",)

    def __init__(
        self,
        *operands: object,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
        **named: object,
    ) -> None:
        b = builder if builder is not None else current_builder()
        self.operation: Operation = _build(
            type(self), b, operands, named, loc, result_types, attributes, regions
        )

    @classmethod
    def wrap(cls: type[_V], op: Operation) -> _V:
        """`op` seen as this class (it must be an op of this name)."""
        if not isinstance(op, Operation):
            raise TypeError(f"{cls.__name__}.wrap: expected an Operation, not {type(op).__name__}")
        if op.name != cls.OPERATION_NAME:
            raise TypeError(f"{cls.__name__}.wrap: op '{op.name}' is not a '{cls.OPERATION_NAME}'")
        view = cls.__new__(cls)
        view.operation = op
        return view

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.operation!r}>"

    def __str__(self) -> str:
        return str(self.operation)

    # -- the accessors' helpers (typed, for the generated classes) -----------

    def _group(self, kind: str, index: int) -> tuple[Value, ...]:
        op = self.operation
        opdef = self.OPDEF or Context.default().op(op.name)
        if opdef is None or not isinstance(opdef.spec, OpSpec):
            raise BuildError(f"'{op.name}' has no ODS definition in the active context")
        spec = opdef.spec
        groups = spec.operand_groups(op) if kind == "operand" else spec.result_groups(op)
        group = groups[index] if index < len(groups) else ()
        return tuple(op.snapshot.value(v) for v in group)

    def _value(self, kind: str, index: int) -> Value:
        """The value of single group #`index` of `kind` (operand/result)."""
        group = self._group(kind, index)
        if not group:
            raise BuildError(f"'{self.operation.name}' has no {kind} in group #{index}")
        return group[0]

    def _optional_value(self, kind: str, index: int) -> Value | None:
        """The value of optional group #`index`, or None."""
        group = self._group(kind, index)
        return group[0] if group else None

    def _values(self, kind: str, index: int) -> tuple[Value, ...]:
        """The values of variadic group #`index`."""
        return self._group(kind, index)

    def _attribute(self, name: str) -> Attribute | None:
        """Attribute `name` (inherent or discardable), or None."""
        return self.operation.attr(name)

    def _region(self, index: int) -> Region:
        """Region #`index`."""
        return self.operation.regions[index]

    def _regions(self, index: int) -> tuple[Region, ...]:
        """Regions #`index` onwards (a variadic region definition)."""
        return tuple(self.operation.regions[index:])

    def _successor(self, index: int) -> Block:
        """Successor #`index`."""
        return self.operation.successors[index]

    def _successors(self, index: int) -> tuple[Block, ...]:
        """Successors #`index` onwards (a variadic successor definition)."""
        return tuple(self.operation.successors[index:])


_GENERATED: dict[str, type[OpView]] = {}
"""Op name -> its generated class (`generated`), preferred by `op_class`."""


def generated(name: str) -> Callable[[type[_V]], type[_V]]:
    """Register a generated op class (see `generate_classes`): `op_class`
    and the dialect namespaces then give it for op `name`."""

    def register(cls: type[_V]) -> type[_V]:
        _GENERATED[name] = cls
        return cls

    return register


def given(**kwargs: object) -> dict[str, object]:
    """The keyword arguments that are not None (what a generated
    constructor passes on)."""
    return {k: v for k, v in kwargs.items() if v is not None}


def find_class(classes: Mapping[str, object], attr: str, dialect: str) -> type[OpView]:
    """The op class among `classes` (a generated module's names) that
    `attr` names: by class name in any case, or by op name (`AddIOp`,
    `addi`); else the class of an op of `dialect` registered since the
    module was generated (`register_patterns`' ops, a user's); else an
    `AttributeError` with the closest names."""
    if attr.startswith("__"):
        raise AttributeError(attr)
    want = _key(attr)
    for name, cls in classes.items():
        if not (isinstance(cls, type) and issubclass(cls, OpView)) or cls is OpView:
            continue
        if _key(name) == want or _key(cls.OPERATION_NAME.partition(".")[2]) == want:
            return cls
    return DialectOps(dialect).__getattr__(attr)


# ---------------------------------------------------------------------------
# Making the classes


def class_name(op_name: str) -> str:
    """The class name made from an op name: `arith.addi` -> `AddiOp`,
    `transform.structured.match` -> `StructuredMatchOp`."""
    suffix = op_name.partition(".")[2]
    parts = [p for p in re.split(r"[._]", suffix) if p]
    return "".join(p[:1].upper() + p[1:] for p in parts) + "Op"


ALIASES: Mapping[str, str] = {
    "cf.br": "BranchOp",
    "cf.cond_br": "CondBranchOp",
    "transform.structured.match": "MatchOp",
    "arith.addf": "AddFOp",
    "arith.addi": "AddIOp",
    "arith.addui_extended": "AddUIExtendedOp",
    "arith.andi": "AndIOp",
    "arith.ceildivsi": "CeilDivSIOp",
    "arith.ceildivui": "CeilDivUIOp",
    "arith.cmpf": "CmpFOp",
    "arith.cmpi": "CmpIOp",
    "arith.divf": "DivFOp",
    "arith.divsi": "DivSIOp",
    "arith.divui": "DivUIOp",
    "arith.extf": "ExtFOp",
    "arith.extsi": "ExtSIOp",
    "arith.extui": "ExtUIOp",
    "arith.floordivsi": "FloorDivSIOp",
    "arith.fptosi": "FPToSIOp",
    "arith.fptoui": "FPToUIOp",
    "arith.index_castui": "IndexCastUIOp",
    "arith.maximumf": "MaximumFOp",
    "arith.maxnumf": "MaxNumFOp",
    "arith.maxsi": "MaxSIOp",
    "arith.maxui": "MaxUIOp",
    "arith.minimumf": "MinimumFOp",
    "arith.minnumf": "MinNumFOp",
    "arith.minsi": "MinSIOp",
    "arith.minui": "MinUIOp",
    "arith.mulf": "MulFOp",
    "arith.muli": "MulIOp",
    "arith.mulsi_extended": "MulSIExtendedOp",
    "arith.mului_extended": "MulUIExtendedOp",
    "arith.negf": "NegFOp",
    "arith.ori": "OrIOp",
    "arith.remf": "RemFOp",
    "arith.remsi": "RemSIOp",
    "arith.remui": "RemUIOp",
    "arith.scaling_extf": "ScalingExtFOp",
    "arith.scaling_truncf": "ScalingTruncFOp",
    "arith.shli": "ShLIOp",
    "arith.shrsi": "ShRSIOp",
    "arith.shrui": "ShRUIOp",
    "arith.sitofp": "SIToFPOp",
    "arith.subf": "SubFOp",
    "arith.subi": "SubIOp",
    "arith.truncf": "TruncFOp",
    "arith.trunci": "TruncIOp",
    "arith.uitofp": "UIToFPOp",
    "arith.xori": "XOrIOp",
}
"""MLIR's C++ class names where `class_name` does not make them (arith's
`AddIOp`, `CmpIOp`, ...): the names of the classes (`class_name`'s is an
alias, and every spelling is looked up)."""


def _key(attr: str) -> str:
    """What a class or op name is looked up by: `AddIOp`, `AddiOp` and
    `addi` all give `addi`."""
    if attr.endswith("Op") and attr[:1].isupper():
        attr = attr[:-2]
    return re.sub(r"[._]", "", attr).lower()


_CLASSES: dict[int, tuple[OpDef, type[OpView]]] = {}
"""id(opdef) -> (opdef, its class); the opdef is kept alive with it."""


def op_class(opdef: OpDef) -> type[OpView]:
    """The class of a registered op: its generated class if it has one
    (`pdlx.dialects.classes`, `pdlx.transform.classes`), else one made
    from its definition on first use, then shared."""
    gen = _GENERATED.get(opdef.name)
    if gen is not None:
        return gen
    hit = _CLASSES.get(id(opdef))
    if hit is not None and hit[0] is opdef:
        return hit[1]
    ns: dict[str, object] = {
        "OPERATION_NAME": opdef.name,
        "OPDEF": opdef,
        "__slots__": (),
        "__doc__": f"`{opdef.name}`"
        + (f": {opdef.summary}" if opdef.summary else "")
        + " (made from its ODS definition).",
    }
    spec = opdef.spec if isinstance(opdef.spec, OpSpec) else None
    if spec is not None:
        for i, d in enumerate(spec.operands):
            ns[py_name(d.name)] = _group_property(i, "operand", d.variadic, d.optional)
        for i, r in enumerate(spec.results):
            ns[py_name(r.name)] = _group_property(i, "result", r.variadic, r.optional)
        fixed_results = [r for r in spec.results if not r.variable_length]
        if "result" not in ns and len(spec.results) == 1 and fixed_results:
            ns["result"] = _group_property(0, "result", False, False)
        for a in spec.attributes:
            ns.setdefault(py_name(a.name), _attr_property(a.name))
        for i, rd in enumerate(spec.regions):
            ns.setdefault(py_name(rd.name), _region_property(i, rd.variadic))
        for i, sd in enumerate(spec.successors):
            ns.setdefault(py_name(sd.name), _successor_property(i, sd.variadic))
    cls = type(ALIASES.get(opdef.name, class_name(opdef.name)), (OpView,), ns)
    _CLASSES[id(opdef)] = (opdef, cls)
    return cls


def _group_property(index: int, kind: str, variadic: bool, optional: bool) -> property:
    def get(self: OpView) -> Value | tuple[Value, ...] | None:
        if variadic:
            return self._values(kind, index)
        if optional:
            return self._optional_value(kind, index)
        return self._value(kind, index)

    get.__doc__ = f"The {kind} group #{index}" + (
        " (a tuple)" if variadic else " (None when absent)" if optional else ""
    )
    return property(get)


def _attr_property(name: str) -> property:
    def get(self: OpView) -> Attribute | None:
        return self._attribute(name)

    get.__doc__ = f"The `{name}` attribute (None when absent)."
    return property(get)


def _region_property(index: int, variadic: bool) -> property:
    def get(self: OpView) -> Region | tuple[Region, ...]:
        return self._regions(index) if variadic else self._region(index)

    get.__doc__ = f"Region #{index}" + (" onwards (a tuple)" if variadic else "")
    return property(get)


def _successor_property(index: int, variadic: bool) -> property:
    def get(self: OpView) -> Block | tuple[Block, ...]:
        return self._successors(index) if variadic else self._successor(index)

    get.__doc__ = f"Successor #{index}" + (" onwards (a tuple)" if variadic else "")
    return property(get)


# ---------------------------------------------------------------------------
# Building


def _parse_text(text: str, what: str, context: Context | None) -> Attribute | Type:
    if not isinstance(text, str):
        raise TypeError(f"parse_{what}: expected MLIR text, not {type(text).__name__}")
    p = Parser(text, f"<{what}>", context=context, allow_unregistered=True)
    p.reset(0)
    v: Attribute | Type = p.parse_attribute() if what == "attr" else p.parse_type()
    if p.tok.kind is not L.EOF:
        p.error(f"expected a single MLIR {'attribute' if what == 'attr' else 'type'}")
    return v


def parse_attr(text: str, context: Context | None = None) -> Attribute:
    """An attribute from its MLIR text (`"#arith.overflow<nsw>"`, `"3 : i8"`):
    for attributes no Python value stands for. Raises `DiagnosticError`."""
    a = _parse_text(text, "attr", context)
    assert isinstance(a, Attribute)
    return a


def parse_type(text: str, context: Context | None = None) -> Type:
    """A type from its MLIR text (`"tensor<4xf32>"`, `"!transform.op<\"func.func\">"`)."""
    t = _parse_text(text, "type", context)
    assert isinstance(t, Type)
    return t


def to_attribute(value: object, constraint: AttrConstraint | None, what: str) -> Attribute:
    """A Python value as the attribute a constraint asks for: `str` is an
    enum case keyword, a symbol (`@f` or `f` where a symbol reference is
    expected) or a string; `bool` a unit flag or `BoolAttr`; `int`/`float`
    of the constraint's value type; a `Type` a `TypeAttr`; a list an
    `ArrayAttr` (or a dense array). An `Attribute` is taken as is."""
    if isinstance(value, Attribute):
        return value
    if isinstance(value, Type):
        return TypeAttr(value)
    c = constraint
    if isinstance(value, bool):
        if c is not None and c.unit:
            return UNIT
        return BoolAttr(value)
    if isinstance(value, str):
        if c is not None and c.enum_cases:
            a = c.enum_attr(value)
            if a is None:
                cases = ", ".join(e.keyword for e in c.enum_cases)
                raise BuildError(f"{what}: '{value}' is not one of {cases}")
            return a
        if value.startswith("@") or (c is not None and _wants_symbol_ref(c)):
            return SymbolRefAttr(value.removeprefix("@"))
        return StringAttr(value)
    if isinstance(value, int) and c is not None and c.value_type is not None:
        return IntegerAttr(value, c.value_type)
    if isinstance(value, float) and c is not None and isinstance(c.value_type, T.FloatType):
        return FloatAttr.from_float(value, c.value_type)
    if isinstance(value, (list, tuple)):
        if c is not None and c.array_element_type is not None:
            if not all(isinstance(v, int) for v in value):
                raise TypeError(f"{what}: expected a list of ints")
            return DenseArrayAttr(c.array_element_type, tuple(value))
        return ArrayAttr(tuple(to_attribute(v, None, what) for v in value))
    raise TypeError(
        f"{what}: cannot make an attribute of {type(value).__name__} {value!r}: pass an Attribute"
    )


def _wants_symbol_ref(c: AttrConstraint) -> bool:
    storage = c.storage
    kinds = storage if isinstance(storage, tuple) else (storage,)
    return SymbolRefAttr in kinds and StringAttr not in kinds


def _build(
    cls: type[OpView],
    b: OpBuilder,
    positional: tuple[object, ...],
    named: dict[str, object],
    loc: Location | None,
    result_types: Sequence[Type] | None,
    attributes: Mapping[str, Attribute] | None,
    regions: int,
) -> Operation:
    name = cls.OPERATION_NAME
    if not isinstance(b, OpBuilder):
        raise TypeError(f"{name}: 'builder' must be a Builder, not {type(b).__name__}")
    opdef = b.ctx.op(name)
    if opdef is None:
        raise BuildError(f"cannot build '{name}': it is not registered in the builder's context")
    spec = opdef.spec if opdef is not None and isinstance(opdef.spec, OpSpec) else None
    if spec is None:
        unknown = ", ".join(sorted(named))
        if unknown:
            raise TypeError(f"{name}: has no ODS definition, so no named arguments ({unknown})")
        return b.create(
            name,
            [_as_value_like(v, name, f"operand #{i}") for i, v in enumerate(positional)],
            list(result_types or ()),
            attributes=attributes,
            regions=regions,
            loc=loc,
        )
    assert opdef is not None
    defs = spec.operands
    if len(positional) > len(defs):
        raise TypeError(
            f"{name}: takes {len(defs)} operand group(s) ("
            + ", ".join(d.name for d in defs)
            + f"), {len(positional)} supplied"
        )
    by_py = {py_name(d.name): d.name for d in defs}
    supplied: dict[str, object] = {defs[i].name: v for i, v in enumerate(positional)}
    attrs_by_py = {py_name(a.name): a for a in spec.attributes}
    results_by_py = {py_name(r.name): r.name for r in spec.results}
    succ_by_py = {py_name(s.name): s.name for s in spec.successors}
    attrs: dict[str, Attribute] = dict(attributes or {})
    props: dict[str, Attribute] = {}
    rtypes_named: dict[str, list[Type]] = {}
    succ_named: dict[str, list[Block]] = {}
    for key, v in named.items():
        if key in by_py:
            if by_py[key] in supplied:
                raise TypeError(f"{name}: operand '{by_py[key]}' supplied twice")
            supplied[by_py[key]] = v
        elif key in attrs_by_py:
            a = attrs_by_py[key]
            if v is None or (v is False and a.constraint.unit):
                continue
            props[a.name] = to_attribute(v, a.constraint, f"{name}: attribute '{a.name}'")
        elif key in results_by_py:
            rname = results_by_py[key]
            given_types = list(v) if isinstance(v, (list, tuple)) else [v]
            for t in given_types:
                if not isinstance(t, Type):
                    raise TypeError(
                        f"{name}: result '{rname}' takes a Type, not {type(t).__name__}"
                    )
            rtypes_named[rname] = [t for t in given_types if isinstance(t, Type)]
        elif key in succ_by_py:
            bs = list(v) if isinstance(v, (list, tuple)) else [v]
            for blk in bs:
                if not isinstance(blk, Block):
                    raise TypeError(
                        f"{name}: successor '{succ_by_py[key]}' takes a Block, "
                        f"not {type(blk).__name__}"
                    )
            succ_named[succ_by_py[key]] = [blk for blk in bs if isinstance(blk, Block)]
        else:
            raise TypeError(f"{name}: unexpected keyword '{key}'; {_signature(spec)}")
    # Operands, by definition.
    flat: list[object] = []
    labels: list[str] = []
    sizes: list[int] = []
    operand_types: dict[str, list[Type]] = {}
    for d in defs:
        v = supplied.get(d.name)
        if d.variadic:
            if v is None:
                group: list[object] = []
            elif isinstance(v, (list, tuple)):
                group = list(v)
            else:
                raise TypeError(f"{name}: operand '{d.name}' is variadic: pass a list of values")
        elif v is None:
            if not d.optional:
                raise BuildError(f"cannot build '{name}': missing operand '{d.name}'")
            group = []
        else:
            group = [v]
        ids = [_as_value_like(x, name, f"operand '{d.name}'") for x in group]
        operand_types[d.name] = [_type_of_value(b, x, name, d.name) for x in ids]
        flat.extend(ids)
        labels.extend([d.name] * len(ids))
        sizes.append(len(ids))
    # Result types: supplied by name, all at once, inferred, or the default.
    rsizes: list[int] = []
    flat_results: list[Type] = []
    if result_types is not None:
        if rtypes_named:
            raise TypeError(f"{name}: give result types by name or as 'result_types', not both")
        flat_results = list(result_types)
        rsizes = _split_results(spec, flat_results, name)
    else:
        known = infer_result_types(opdef, spec, operand_types, props, rtypes_named)
        for r in spec.results:
            ts = known.get(r.name)
            if ts is None:
                dflt = _DEFAULT_RESULT_TYPE[0](name, r.name, r.constraint)
                if dflt is not None and not r.variable_length:
                    ts = [dflt]
                elif r.variable_length:
                    ts = []
                else:
                    raise BuildError(
                        f"cannot build '{name}': give the type of result '{r.name}' "
                        f"({py_name(r.name)}=<type>): it cannot be inferred"
                    )
            flat_results.extend(ts)
            rsizes.append(len(ts))
    if spec.has_trait("AttrSizedOperandSegments"):
        props["operandSegmentSizes"] = DenseArrayAttr(T.i32, tuple(sizes))
    if spec.has_trait("AttrSizedResultSegments"):
        props["resultSegmentSizes"] = DenseArrayAttr(T.i32, tuple(rsizes))
    successors = [blk for s in spec.successors for blk in succ_named.get(s.name, [])]
    nregions = sum(1 for r in spec.regions if not r.variadic) + regions
    return b.create(
        name,
        [x for x in flat if isinstance(x, (Value, Operation))],
        flat_results,
        attributes=attrs,
        properties=props,
        regions=nregions,
        successors=successors,
        loc=loc,
        operand_names=labels,
    )


def _split_results(spec: OpSpec, types: list[Type], name: str) -> list[int]:
    nvar = sum(1 for r in spec.results if r.variable_length)
    fixed = len(spec.results) - nvar
    if nvar > 1 and len(types) != fixed:
        raise BuildError(
            f"cannot build '{name}': with several variadic result groups, give the "
            "result types by name"
        )
    extra = len(types) - fixed
    return [max(extra, 0) if r.variable_length else 1 for r in spec.results]


def _as_value_like(v: object, name: str, what: str) -> Value | Operation:
    u = unwrap(v)
    if u is None:
        raise TypeError(
            f"{name}: {what} must be a Value (or an op with one result), not {type(v).__name__}"
        )
    return u


def _type_of_value(b: OpBuilder, v: Value | Operation, name: str, d: str) -> Type:
    rw = b.rewriter
    if isinstance(v, Operation):
        if v.id not in rw.ops or len(rw.ops[v.id].results) != 1:
            # The builder names the problem (with its scope checks).
            return T.none
        return rw.values[rw.ops[v.id].results[0]].type
    rec = rw.values.get(v.id)
    return rec.type if rec is not None else T.none


def _signature(spec: OpSpec) -> str:
    parts = []
    for what, names in (
        ("operands", [py_name(d.name) for d in spec.operands]),
        ("attributes", [py_name(a.name) for a in spec.attributes]),
        ("results", [py_name(r.name) for r in spec.results]),
        ("successors", [py_name(s.name) for s in spec.successors]),
    ):
        if names:
            parts.append(f"{what}: {', '.join(names)}")
    return "; ".join(parts) or "it takes no operands, attributes or results"


def _no_default(op_name: str, result_name: str, constraint: TypeConstraint) -> Type | None:
    return None


_DEFAULT_RESULT_TYPE: list[DefaultResultType] = [_no_default]


def set_default_result_type(fn: DefaultResultType) -> None:
    """What a result whose type is neither given nor inferred gets, from
    the op name, the result name and its constraint (None: the caller must give it). The transform
    layer installs `!transform.any_op` for handle results."""
    _DEFAULT_RESULT_TYPE[0] = fn


# ---------------------------------------------------------------------------
# Generating typed classes (as MLIR generates `_<dialect>_ops_gen.py`)


def _doc_text(text: str) -> str:
    return text.replace("\\", "\\\\").replace('"""', "'''").strip().rstrip(".")


def _prop(name: str, rtype: str, expr: str, doc: str) -> list[str]:
    return [
        "",
        "    @property",
        f"    def {name}(self) -> {rtype}:",
        f'        """{doc}."""',
        f"        return {expr}",
    ]


def _class_source(opdef: OpDef) -> list[str]:
    spec = opdef.spec if isinstance(opdef.spec, OpSpec) else None
    cname = ALIASES.get(opdef.name, class_name(opdef.name))
    summary = f": {_doc_text(opdef.summary)}" if opdef.summary else ""
    out = [
        "",
        "",
        f'@generated("{opdef.name}")',
        f"class {cname}(OpView):",
        f'    """`{opdef.name}`{summary}."""',
        "",
        f'    OPERATION_NAME: ClassVar[str] = "{opdef.name}"',
        "    __slots__ = ()",
    ]
    if spec is None:
        return out
    params: list[str] = []
    keyword_only: list[str] = []
    passed: list[str] = []
    props: list[str] = []
    seen: set[str] = set(RESERVED)

    def take(name: str) -> str | None:
        n = py_name(name)
        if n in seen:
            return None
        seen.add(n)
        return n

    def group(n: str, kind: str, i: int, variadic: bool, optional: bool, what: str) -> None:
        if variadic:
            props.extend(
                _prop(n, "tuple[Value, ...]", f'self._values("{kind}", {i})', f"{what} (variadic)")
            )
        elif optional:
            props.extend(
                _prop(
                    n, "Value | None", f'self._optional_value("{kind}", {i})', f"{what} (optional)"
                )
            )
        else:
            props.extend(_prop(n, "Value", f'self._value("{kind}", {i})', what))

    for i, d in enumerate(spec.operands):
        n = take(d.name)
        if n is None:
            continue
        kind = "Sequence[ValueLike]" if d.variadic else "ValueLike"
        params.append(f"{n}: {kind} | None = None,")
        group(n, "operand", i, d.variadic, d.optional, f"Operand `{d.name}`")
        passed.append(f"{n}={n},")
    for a in spec.attributes:
        n = take(a.name)
        if n is None:
            continue
        keyword_only.append(f"{n}: object = None,")
        passed.append(f"{n}={n},")
        props += _prop(
            n, "Attribute | None", f'self._attribute("{a.name}")', f"Attribute `{a.name}`"
        )
    for i, r in enumerate(spec.results):
        n = take(r.name)
        if n is None:
            continue
        kind = "Sequence[Type]" if r.variadic else "Type"
        keyword_only.append(f"{n}: {kind} | None = None,")
        group(n, "result", i, r.variadic, r.optional, f"Result `{r.name}`")
        passed.append(f"{n}={n},")
    if len(spec.results) == 1 and not spec.results[0].variable_length and "result" not in seen:
        props += _prop("result", "Value", 'self._value("result", 0)', "The result")
    for i, sd in enumerate(spec.successors):
        n = take(sd.name)
        if n is None:
            continue
        if sd.variadic:
            keyword_only.append(f"{n}: Sequence[Block] | None = None,")
            props += _prop(
                n, "tuple[Block, ...]", f"self._successors({i})", f"Successors `{sd.name}`"
            )
        else:
            keyword_only.append(f"{n}: Block | None = None,")
            props += _prop(n, "Block", f"self._successor({i})", f"Successor `{sd.name}`")
        passed.append(f"{n}={n},")
    for i, rd in enumerate(spec.regions):
        n = take(rd.name)
        if n is None:
            continue
        if rd.variadic:
            props += _prop(n, "tuple[Region, ...]", f"self._regions({i})", f"Regions `{rd.name}`")
        else:
            props += _prop(n, "Region", f"self._region({i})", f"Region `{rd.name}`")
    sig = [
        "",
        "    def __init__(",
        "        self,",
        *(f"        {p}" for p in params),
        "        *,",
        *(f"        {p}" for p in keyword_only),
        "        loc: Location | None = None,",
        "        result_types: Sequence[Type] | None = None,",
        "        attributes: Mapping[str, Attribute] | None = None,",
        "        regions: int = 0,",
        "        builder: OpBuilder | None = None,",
        "    ) -> None:",
        f'        """Build `{opdef.name}` (see `OpView`)."""',
        "        super().__init__(",
        "            loc=loc,",
        "            result_types=result_types,",
        "            attributes=attributes,",
        "            regions=regions,",
        "            builder=builder,",
    ]
    if passed:
        sig += ["            **given(", *(f"                {p}" for p in passed), "            ),"]
    sig.append("        )")
    return out + sig + props


def generate_classes(dialect: str, ctx: Context, doc: str) -> str:
    """The Python source of the typed op classes of `dialect`'s ops in
    `ctx`, with `doc` as the module docstring: a constructor with a typed
    keyword per operand, attribute and result, and typed accessors (MLIR's
    Python bindings generate `_arith_ops_gen.py` from ODS the same way).
    The generated modules are checked in: `python -m pdlx.gen_classes`
    writes them, and a test checks they are current."""
    d = ctx.get_dialect(dialect)
    if d is None:
        raise ValueError(f"no dialect '{dialect}' is registered")
    lines = [
        f'"""{doc}',
        "",
        "Generated from the ODS definitions by `python -m pdlx.gen_classes`:",
        'do not edit (tests/app/test_generated_classes.py checks it is current)."""',
        "",
        "from __future__ import annotations",
        "",
    ]
    body: list[str] = []
    aliases: list[str] = []
    for name in sorted(d.ops):
        body += _class_source(d.ops[name])
        short = name.partition(".")[2].replace(".", "_")
        alias = short + "_" if keyword.iskeyword(short) or short in RESERVED else short
        cname = ALIASES.get(name, class_name(name))
        for other in dict.fromkeys((class_name(name), alias)):
            if other != cname:
                aliases.append(f"{other} = {cname}")
    body += ["", "", *aliases]
    body += [
        "",
        "",
        "def __getattr__(name: str) -> type[OpView]:",
        '    """Other spellings of the class names (`AddIOp` for `AddiOp`)."""',
        f'    return find_class(globals(), name, "{dialect}")',
        "",
    ]
    text = "\n".join(body)
    imports = [
        ("collections.abc", ("Mapping", "Sequence")),
        ("typing", ("ClassVar",)),
        ("", ()),
        ("pdlx.dialects.build", ("OpView", "find_class", "generated", "given")),
        ("pdlx.ir.attributes", ("Attribute",)),
        ("pdlx.ir.base", ("Location", "Type")),
        ("pdlx.ir.builder", ("OpBuilder", "ValueLike")),
        ("pdlx.ir.snapshot", ("Block", "Region", "Value")),
    ]
    for module, names in imports:
        used = [n for n in names if re.search(rf"\b{n}\b", text)]
        if not module:
            lines.append("")
        elif used:
            lines.append(f"from {module} import {', '.join(used)}")
    return "\n".join(lines) + "\n" + text


class DialectOps:
    """The op classes of one dialect: `ops("arith").AddIOp`,
    `ops("arith").addi`; `dir()` lists them. Looked up in the active
    context on each first use (`Context.default()` or `context`)."""

    def __init__(self, dialect: str, context: Context | None = None) -> None:
        self._dialect = dialect
        self._context = context

    def _ops(self) -> dict[str, OpDef]:
        ctx = self._context or Context.default()
        d = ctx.get_dialect(self._dialect)
        if d is None:
            raise AttributeError(f"no dialect '{self._dialect}' is registered")
        return d.ops

    def __getattr__(self, attr: str) -> type[OpView]:
        if attr.startswith("__"):
            raise AttributeError(attr)
        want = _key(attr)
        ops = self._ops()
        for op_name, opdef in ops.items():
            cls_alias = ALIASES.get(op_name)
            if _key(op_name.partition(".")[2]) == want or (
                cls_alias is not None and _key(cls_alias) == want
            ):
                return op_class(opdef)
        close = sorted(class_name(n) for n in ops if want[:3] in _key(n.partition(".")[2]))
        hint = f" (did you mean {', '.join(close[:5])}?)" if close else ""
        raise AttributeError(f"dialect '{self._dialect}' has no op '{attr}'{hint}")

    def __dir__(self) -> list[str]:
        return sorted(ALIASES.get(n, class_name(n)) for n in self._ops())

    def __repr__(self) -> str:
        return f"<pdlx op classes of dialect '{self._dialect}'>"


def ops(dialect: str, context: Context | None = None) -> DialectOps:
    """The op classes of `dialect` (see `DialectOps`)."""
    return DialectOps(dialect, context)


class Builder(OpBuilder):
    """An `OpBuilder` whose `finish()` verifies: what users build IR with
    (`with Builder() as b: ...; snap = b.finish()`)."""

    def finish(self, *, verify_ir: bool = True) -> Snapshot:
        """The IR built, verified (unless `verify_ir=False`): raises
        `DiagnosticError` with the verifier's messages when it does not
        verify, so that no half-built IR escapes."""
        snap = self.snapshot()
        if verify_ir:
            ctx = self.ctx
            with ctx.activate():
                diags = run_deep(lambda: verify(snap, ctx), pure=True)
            errors = [d for d in diags if d.severity is Severity.ERROR]
            if errors:
                raise DiagnosticError(errors)
        return snap


__all__ = [
    "ALIASES",
    "Builder",
    "DialectOps",
    "OpView",
    "class_name",
    "find_class",
    "generate_classes",
    "generated",
    "given",
    "op_class",
    "ops",
    "parse_attr",
    "parse_type",
    "py_name",
    "set_default_result_type",
    "to_attribute",
]
