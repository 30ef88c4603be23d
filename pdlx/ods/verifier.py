"""The op verifiers ODS generates (a port of what OpDefinitionsGen emits):
count traits, structural traits, the ODS invariants (attribute, operand,
result and region constraints, predicate traits), the other traits, then
the op's own verifier."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Final

from pdlx.ir import types as T
from pdlx.ir.attributes import Attribute, DictionaryAttr, StringAttr
from pdlx.ir.context import Context, OpDef, Verifier
from pdlx.ir.diagnostics import Diagnostic
from pdlx.ir.types import Type
from pdlx.ir.views import Operation
from pdlx.ods.constraints import AnyType
from pdlx.ods.diagnostics import op_error as _op_error
from pdlx.ods.spec import Attr, OpSpec, Region, Trait, segment_sizes


def _count_check(op: Operation, what: str, n_total: int, n_var: int, have: int) -> str | None:
    """`addSizeCountTrait`: Zero/One/N/AtLeastN/Variadic traits' messages."""
    if n_var:
        need = n_total - n_var
        if have < need:
            return (
                f"expected {need} or more {what}s, but found {have}"
                if what == "operand"
                else (f"expected {need} or more {what}s")
            )
        return None
    if have == n_total:
        return None
    if what == "successor":
        return f"requires {n_total} successor{'s' if n_total != 1 else ''} but found {have}"
    if n_total == 0:
        return f"requires zero {what}s"
    if n_total == 1:
        return {"operand": "requires a single operand", "result": "requires one result",
                "region": "requires one region"}[what]  # fmt: skip
    if what == "operand":
        return f"expected {n_total} operands, but found {have}"
    return f"expected {n_total} {what}s"


def make_verifier(spec: OpSpec, user: Verifier | None, opdef: OpDef) -> Verifier:
    """The op's verifyInvariants: size traits, structural traits, the ODS
    invariants, the other traits, then the op's own verifier."""
    structural = [t for t in spec.traits if t.structural and t.verify is not None]
    others = [t for t in spec.traits if not t.structural and t.verify is not None]

    # How many of each kind the spec declares and how many of those are
    # variadic or optional: fixed per op, counted once, not per verified op.
    counts = [
        (
            what,
            len(defs),
            sum(1 for d in defs if getattr(d, "variadic", False) or getattr(d, "optional", False)),
        )
        for what, defs in (
            ("region", spec.regions),
            ("result", spec.results),
            ("successor", spec.successors),
            ("operand", spec.operands),
        )
    ]

    def verify(op: Operation) -> Iterator[Diagnostic]:
        ctx = opdef.context or Context.default()
        rec = op.snapshot.ops[op.id]
        for (what, ndefs, nvar), have in zip(
            counts,
            (len(rec.regions), len(rec.results), len(rec.successors), len(rec.operands)),
            strict=True,
        ):
            if have == ndefs if not nvar else have >= ndefs - nvar:
                continue  # the common case, without a call
            msg = _count_check(op, what, ndefs, nvar, have)
            if msg is not None:
                yield _op_error(op, msg)
                return
        for t in structural:
            assert t.verify is not None
            d = t.verify(op, ctx)
            if d is not None:
                yield d
                return
        d = verify_invariants(spec, op)
        if d is not None:
            yield d
            return
        for t in others:
            assert t.verify is not None
            d = t.verify(op, ctx)
            if d is not None:
                yield d
                return
        if user is not None:
            yield from user(op)

    return verify


def make_region_verifier(spec: OpSpec, user: Verifier | None, opdef: OpDef) -> Verifier | None:
    """The op's verifyRegionInvariants: region traits, then the op's own
    region verifier; None when there is nothing to check."""
    checks = [t.verify_regions for t in spec.traits if t.verify_regions is not None]
    if not checks and user is None:
        return None

    def verify_regions(op: Operation) -> Iterator[Diagnostic]:
        ctx = opdef.context or Context.default()
        for check in checks:
            assert check is not None
            d = check(op, ctx)
            if d is not None:
                yield d
                return
        if user is not None:
            yield from user(op)

    return verify_regions


@dataclass(frozen=True, slots=True)
class _Plan:
    """What `verify_invariants` reads of a spec, worked out once per spec
    (the verifier runs it for every op of the kind)."""

    required: tuple[str, ...]
    """The required attributes, in name order (mlir-tblgen's)."""
    attributes: tuple[Attr, ...]
    segments: bool
    """AttrSized{Operand,Result}Segments: `_verify_segments` has work."""
    predicates: tuple[Trait, ...]
    """AllTypesMatch, TypesMatchWith and PredOpTrait traits, in order."""
    fixed_regions: int
    variadic_region: Region | None
    """The region definition of the regions past the fixed ones."""
    values_checked: bool
    """Some operand or result definition has a constraint that can fail
    (not AnyType, or optional): else their groups need not be worked out."""


_PREDICATE_TRAITS: Final = frozenset({"AllTypesMatch", "TypesMatchWith", "PredOpTrait"})

_PLANS: dict[int, tuple[OpSpec, _Plan]] = {}
"""id of a spec -> (it, its plan)."""


def _plan(spec: OpSpec) -> _Plan:
    hit = _PLANS.get(id(spec))
    if hit is None or hit[0] is not spec:
        regions = spec.regions
        plan = _Plan(
            tuple(a.name for a in sorted(spec.attributes, key=lambda a: a.name) if a.required),
            spec.attributes,
            spec.has_trait("AttrSizedOperandSegments") or spec.has_trait("AttrSizedResultSegments"),
            tuple(t for t in spec.traits if t.name in _PREDICATE_TRAITS),
            sum(1 for r in regions if not r.variadic),
            next((x for x in regions if x.variadic), regions[-1]) if regions else None,
            any(d.optional or d.constraint is not AnyType for d in (*spec.operands, *spec.results)),
        )
        hit = _PLANS[id(spec)] = (spec, plan)
    return hit[1]


def verify_invariants(spec: OpSpec, op: Operation) -> Diagnostic | None:
    """ODS `verifyInvariantsImpl`: required attributes (in name order), then
    attribute, operand, result, region and successor constraints (in
    declaration order), then predicate traits."""
    plan = _plan(spec)
    snap = op.snapshot
    rec = snap.ops[op.id]
    props = rec.properties
    inherent = props.by_name if isinstance(props, DictionaryAttr) else _NO_ATTRS
    discardable = rec.attributes.by_name
    # `op.attr(name)`: properties first, then the discardable attributes.
    for name in plan.required:
        if name not in inherent and name not in discardable:
            return _op_error(op, f"requires attribute '{name}'")
    for a in plan.attributes:
        name = a.name
        v = inherent[name] if name in inherent else discardable.get(name)
        if v is not None and not a.constraint.check(v):
            return _op_error(
                op, f"attribute '{a.name}' failed to satisfy constraint: {a.constraint.summary}"
            )
    if plan.segments:
        d = _verify_segments(spec, op)
        if d is not None:
            return d
    values = snap.values
    if plan.values_checked:
        for kind, defs, groups in (
            ("operand", spec.operands, spec.operand_groups(op) if spec.operands else []),
            ("result", spec.results, spec.result_groups(op) if spec.results else []),
        ):
            index = 0
            for dfn, group in zip(defs, groups, strict=False):
                if dfn.optional and len(group) > 1:
                    return _op_error(
                        op,
                        f"{kind} group starting at #{index} requires 0 or 1 element, "
                        f"but found {len(group)}",
                    )
                constraint = dfn.constraint
                if constraint is AnyType:
                    index += len(group)
                    continue
                check = constraint.check
                for value_id in group:
                    vt = values[value_id].type
                    if not check(vt):
                        return _op_error(
                            op, f"{kind} #{index} must be {dfn.summary}, but got '{vt}'"
                        )
                    index += 1
    for trait in plan.predicates:
        if trait.name == "AllTypesMatch":
            names = trait.params
            types = [_type_of(spec, op, n) for n in names]
            known = [x for x in types if x is not None]
            if any(x != known[0] for x in known):
                return _op_error(
                    op, "failed to verify that all of {" + ", ".join(names) + "} have same type"
                )
        elif trait.name == "TypesMatchWith":
            summary, lhs, rhs, fn = trait.params
            lt = _type_of(spec, op, lhs)
            if lt is None:
                continue
            want = fn(lt)
            have = _types_of(spec, op, rhs)
            want_list = list(want) if isinstance(want, (list, tuple)) else [want]
            if have != want_list:
                return _op_error(op, f"failed to verify that {summary}")
        else:  # PredOpTrait
            summary, pred = trait.params
            if not pred(op):
                return _op_error(op, f"failed to verify that {summary}")
    # Region constraints come after the predicate traits (mlir-tblgen's order).
    if spec.regions:
        nfixed = plan.fixed_regions
        for i, r in enumerate(rec.regions):
            rdef = (
                spec.regions[min(i, len(spec.regions) - 1)] if i < nfixed else plan.variadic_region
            )
            assert rdef is not None
            if not rdef.constraint.check(op, r):
                label = f" ('{rdef.name}') " if rdef.name else " "
                return _op_error(
                    op, f"region #{i}{label}failed to verify constraint: {rdef.constraint.summary}"
                )
    return None


_NO_ATTRS: Final[dict[str, Attribute]] = {}


def _verify_segments(spec: OpSpec, op: Operation) -> Diagnostic | None:
    for trait, attr, defs, n in (
        ("AttrSizedOperandSegments", "operandSegmentSizes", spec.operands, "operand"),
        ("AttrSizedResultSegments", "resultSegmentSizes", spec.results, "result"),
    ):
        if not spec.has_trait(trait):
            continue
        sizes = segment_sizes(op, attr)
        if sizes is None:
            return _op_error(op, f"requires attribute '{attr}'")
        if len(sizes) != len(defs):
            return _op_error(
                op,
                f"'{attr}' attribute for specifying {n} segments must have {len(defs)} "
                f"elements, but got {len(sizes)}",
            )
        have = len(
            op.snapshot.ops[op.id].operands if n == "operand" else op.snapshot.ops[op.id].results
        )
        if sum(sizes) != have:
            return _op_error(
                op,
                f"{n} count ({have}) does not match with the total size ({sum(sizes)}) "
                f"specified in attribute '{attr}'",
            )
    return None


def _type_of(spec: OpSpec, op: Operation, name: str) -> Type | None:
    ts = _types_of(spec, op, name)
    return ts[0] if ts else None


def _types_of(spec: OpSpec, op: Operation, name: str) -> list[Type]:
    values = op.snapshot.values
    for defs, groups in (
        (spec.operands, spec.operand_groups(op)),
        (spec.results, spec.result_groups(op)),
    ):
        for d, g in zip(defs, groups, strict=False):
            if d.name == name:
                return [values[v].type for v in g]
    a = op.attr(name)
    if a is not None:
        t = getattr(a, "type", None)
        if t is None and isinstance(a, StringAttr):
            t = T.none  # MLIR's StringAttr is a TypedAttr of type `none` by default
        return [t] if isinstance(t, Type) else []
    return []
