"""What ODS tells a builder: the check of a request to build an op (counts,
operand and result constraints, attributes) before anything is written, and
the result types ODS can infer (MLIR's generated builders without explicit
result types: SameOperandsAndResultType, AllTypesMatch, TypesMatchWith,
InferTypeOpInterface)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from pdlx.ir.attributes import Attribute
from pdlx.ir.builder import BuildCheck, OpRequest
from pdlx.ir.context import OpDef
from pdlx.ir.dense import DenseArrayAttr
from pdlx.ir.interfaces import ResultTypeInference
from pdlx.ir.types import Type
from pdlx.ods.spec import Operand, OpSpec


def _plural(n: int, what: str) -> str:
    return f"{n} {what}" + ("" if n == 1 else "s")


def split_groups(
    spec: OpSpec,
    defs: tuple[Operand, ...],
    count: int,
    segments: Attribute | None,
    segment_trait: str,
    what: str,
) -> list[int] | str:
    """The size of each definition's group for `count` values (ODS's
    getODSOperandIndexAndLength), or the message saying why they cannot be
    split: a wrong count, or segment sizes that do not add up."""
    names = ", ".join(f"'{d.name}'" for d in defs)
    if spec.has_trait(segment_trait):
        sizes = [int(v) for v in segments.values] if isinstance(segments, DenseArrayAttr) else []
        attr = "operandSegmentSizes" if what == "operand" else "resultSegmentSizes"
        if len(sizes) != len(defs) or sum(sizes) != count:
            return (
                f"'{attr}' must give the size of each {what} group ({names}) adding up to "
                f"{count}, got {sizes}"
            )
        return sizes
    nvar = sum(1 for d in defs if d.variable_length)
    fixed = len(defs) - nvar
    if not nvar:
        if count != fixed:
            return f"expects {_plural(fixed, what)} ({names}), got {count}"
        return [1] * fixed
    if count < fixed:
        return f"expects at least {_plural(fixed, what)} ({names}), got {count}"
    each, rest = divmod(count - fixed, nvar)
    if rest:
        return (
            f"cannot split {_plural(count, what)} evenly among the {nvar} variadic groups of "
            f"({names})"
        )
    return [each if d.variable_length else 1 for d in defs]


def _check_values(
    defs: tuple[Operand, ...], sizes: list[int], types: Sequence[Type], what: str
) -> str | None:
    index = 0
    for d, n in zip(defs, sizes, strict=True):
        if d.optional and n > 1:
            return f"{what} '{d.name}' is optional: it takes 0 or 1 value, got {n}"
        for t in types[index : index + n]:
            if not d.constraint.check(t):
                return f"{what} #{index} ('{d.name}') must be {d.summary}, but got '{t}'"
            index += 1
    return None


def check_request(spec: OpSpec, req: OpRequest) -> str | None:
    """The first problem with building `req` as an op of `spec`, or None:
    operand and result counts and constraints, required and constrained
    attributes, region and successor counts. (What needs the built op, such
    as AllTypesMatch or the regions' contents, is the verifier's.)"""
    for defs, types, trait, what in (
        (spec.operands, req.operand_types, "AttrSizedOperandSegments", "operand"),
        (spec.results, req.result_types, "AttrSizedResultSegments", "result"),
    ):
        seg = req.properties.get(
            "operandSegmentSizes" if what == "operand" else "resultSegmentSizes"
        )
        sizes = split_groups(spec, defs, len(types), seg, trait, what)
        if isinstance(sizes, str):
            return sizes
        problem = _check_values(defs, sizes, types, what)
        if problem is not None:
            return problem
    for a in spec.attributes:
        v = req.properties.get(a.name)
        if v is None:
            v = req.attributes.get(a.name)
        if v is None:
            if a.required:
                return f"requires attribute '{a.name}'"
        elif not a.constraint.check(v):
            return f"attribute '{a.name}' failed to satisfy constraint: {a.constraint.summary}"
    nfixed = sum(1 for r in spec.regions if not r.variadic)
    variadic = any(r.variadic for r in spec.regions)
    if req.num_regions < nfixed or (not variadic and req.num_regions != nfixed):
        names = ", ".join(f"'{r.name}'" for r in spec.regions)
        at_least = "at least " if variadic else ""
        return f"expects {at_least}{_plural(nfixed, 'region')} ({names}), got {req.num_regions}"
    sfixed = sum(1 for s in spec.successors if not s.variadic)
    svariadic = any(s.variadic for s in spec.successors)
    if req.num_successors < sfixed or (not svariadic and req.num_successors != sfixed):
        return f"expects {_plural(sfixed, 'successor')}, got {req.num_successors}"
    return None


def build_check(spec: OpSpec) -> BuildCheck:
    """The `BuildCheck` of an op defined by `spec` (see `check_request`)."""
    return BuildCheck(lambda req: check_request(spec, req))


def infer_result_types(
    opdef: OpDef,
    spec: OpSpec,
    operands: Mapping[str, Sequence[Type]],
    attributes: Mapping[str, Attribute],
    given: Mapping[str, Sequence[Type]],
) -> dict[str, list[Type]]:
    """The types of the result groups not in `given` that ODS can derive
    from the operand types (`operands`, by definition name) and attributes:
    SameOperandsAndResultType, AllTypesMatch, TypesMatchWith and a
    hand-written `ResultTypeInference`. Groups it cannot derive are left
    out; the caller names them."""
    out: dict[str, list[Type]] = {k: list(v) for k, v in given.items()}
    flat = [t for d in spec.operands for t in operands.get(d.name, ())]
    missing = [r for r in spec.results if r.name not in out]
    if not missing:
        return out
    infer = opdef.interface(ResultTypeInference)
    if infer is not None:
        types = infer.infer(flat, dict(attributes))
        nvar = sum(1 for r in spec.results if r.variable_length)
        extra = len(types) - (len(spec.results) - nvar) if types is not None else -1
        if types is not None and nvar <= 1 and extra >= 0 and (nvar or not extra):
            i = 0
            for r in spec.results:
                n = extra if r.variable_length else 1
                out.setdefault(r.name, list(types[i : i + n]))
                i += n
            return out

    def type_of(name: str) -> list[Type] | None:
        if name in out:
            return out[name]
        if name in operands:
            return list(operands[name])
        a = attributes.get(name)
        t = getattr(a, "type", None) if a is not None else None
        return [t] if isinstance(t, Type) else None

    for _ in range(2):  # a second round for chains (a -> b -> result)
        for r in spec.results:
            if r.name in out:
                continue
            if spec.has_trait("SameOperandsAndResultType") and flat and not r.variable_length:
                out[r.name] = [flat[0]]
                continue
            for trait in spec.traits:
                if trait.name == "AllTypesMatch" and r.name in trait.params:
                    for other in trait.params:
                        ts = type_of(other) if other != r.name else None
                        if ts is not None and len(ts) == 1:
                            out[r.name] = [ts[0]]
                            break
                elif trait.name == "TypesMatchWith" and trait.params[2] == r.name:
                    src = type_of(trait.params[1])
                    if src is None:
                        continue
                    arg: object = src if len(src) != 1 else src[0]
                    got = trait.params[3](arg)
                    got_list = list(got) if isinstance(got, (list, tuple)) else [got]
                    if all(isinstance(t, Type) for t in got_list):
                        out[r.name] = got_list
                if r.name in out:
                    break
    return out


__all__ = ["build_check", "check_request", "infer_result_types", "split_groups"]
