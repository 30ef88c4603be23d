"""What compiled PDL matchers and rewriters run against.

`PatternRewriter` is the payload rewriter patterns see (a `Rewriter` with
checkpoints, so that a failed rewrite can be undone, and read helpers for
native functions). The free functions here are the small pieces of the PDL
bytecode executor's semantics (`ByteCode.cpp`) that are too big to inline in
generated code: operand/result groups of ops with segment sizes, attribute
lookup (inherent first), users, result type inference, op creation.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from pdlx.ir import types as T
from pdlx.ir.attributes import Attribute, DictionaryAttr, StringAttr
from pdlx.ir.context import Context, OpDef
from pdlx.ir.dense import DenseArrayAttr
from pdlx.ir.diagnostics import Diagnostic, Severity
from pdlx.ir.interfaces import ResultTypeInference
from pdlx.ir.location import UNKNOWN_LOC, Location
from pdlx.ir.records import NO_ID, OpRecord
from pdlx.ir.rewriter import IRError, Listener, Rewriter
from pdlx.ir.snapshot import USES, Snapshot
from pdlx.ir.views import Operation
from pdlx.ods import OpSpec


class RewriteFailed(Exception):
    """A rewrite could not complete; the payload is restored by the caller.
    `loc` is where to report it (the pattern, or the failing op)."""

    def __init__(self, message: str, loc: Location | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.loc = loc


class PatternRewriter(Rewriter):
    """The rewriter PDL patterns and native functions edit the payload with.

    Reads (`name`, `operands`, `type_of`, ...) see the edits made so far.
    `checkpoint()` / `rollback()` make a failed rewrite leave no trace: the
    state is a persistent snapshot, so a checkpoint costs O(1)."""

    def __init__(
        self,
        base: Snapshot,
        listeners: Sequence[Listener] = (),
        ctx: Context | None = None,
        on_diagnostic: Callable[[Diagnostic], None] | None = None,
    ) -> None:
        if not base.has_derived(USES):
            base.uses_index()
        super().__init__(base, listeners)
        self.ctx = ctx or Context.default()
        self.on_diagnostic = on_diagnostic
        self.diagnostics: list[Diagnostic] = []
        """What native functions reported (`emit`), in order."""

    # -- diagnostics from native functions ------------------------------------

    def emit(self, severity: Severity, op: int, message: str) -> Diagnostic:
        """Report at the op's location (`op->emitWarning() << ...` in C++):
        the caller of the patterns receives it (the transform interpreter
        prints it; `apply_patterns` returns it)."""
        d = Diagnostic(severity, self.ops[op].loc, message)
        self.diagnostics.append(d)
        if self.on_diagnostic is not None:
            self.on_diagnostic(d)
        return d

    def warning(self, op: int, message: str) -> Diagnostic:
        return self.emit(Severity.WARNING, op, message)

    def remark(self, op: int, message: str) -> Diagnostic:
        return self.emit(Severity.REMARK, op, message)

    # -- checkpoints ----------------------------------------------------------

    def checkpoint(self) -> Snapshot:
        """The current state, to `rollback` to. (The greedy driver uses the
        cheaper `begin_journal` / `undo_journal` when it can.)"""
        return self.snapshot()

    # -- editing ---------------------------------------------------------------

    replace_all_uses = Rewriter.redirect_uses
    """In bulk (`Rewriter.redirect_uses`, itself, not a call more): a
    replaced op's results typically have a handful of users, each rewritten
    once."""

    def create_op(
        self,
        name: str,
        operands: Sequence[int] = (),
        result_types: Sequence[T.Type] = (),
        *,
        attributes: DictionaryAttr | dict[str, Attribute] | None = None,
        properties: Attribute | None = None,
        num_regions: int = 0,
        successors: Sequence[int] = (),
        loc: Location = UNKNOWN_LOC,
    ) -> int:
        """`Rewriter.create_op`; an insertion point at an op this rewrite
        erased (a native that replaced the root, then creates) is a failed
        rewrite naming the ops, not a KeyError on an internal id."""
        ip = self.insertion_point
        if ip is not None and (
            ip[0] not in self.blocks or (ip[1] != NO_ID and ip[1] not in self.ops)
        ):
            where = f"before {self.erased_name(ip[1])}" if ip[1] != NO_ID else "in a block"
            raise RewriteFailed(
                f"cannot create '{name}': its insertion point ({where}) was erased by this rewrite"
            )
        return super().create_op(
            name, operands, result_types, attributes=attributes, properties=properties,
            num_regions=num_regions, successors=successors, loc=loc,
        )  # fmt: skip

    def erased_name(self, op: int) -> str:
        """How messages name an op that may be gone: `'test.a'` (its name
        before the rewrite), or "an op created by this rewrite"."""
        rec = self.ops.get(op) or self.base.ops.get(op)
        return f"'{rec.name}'" if rec is not None else "an op created by this rewrite"

    # -- reads for native functions ---------------------------------------------

    def name(self, op: int) -> str:
        return self.ops[op].name

    def operands(self, op: int) -> tuple[int, ...]:
        return self.ops[op].operands

    def results(self, op: int) -> tuple[int, ...]:
        return self.ops[op].results

    def type_of(self, value: int) -> T.Type:
        return self.values[value].type

    def defining_op(self, value: int) -> int | None:
        rec = self.values[value]
        return None if rec.is_arg else rec.owner

    def attr(self, op: int, name: str) -> Attribute | None:
        return get_attr(self.ops[op], name)

    def loc(self, op: int) -> Location:
        return self.ops[op].loc

    def users(self, value: int) -> list[int]:
        return [u for u, _ in self.uses(value)]

    def op(self, op: int) -> Operation:
        """A view of the op in the current state (takes a snapshot: prefer
        the direct reads above in hot code)."""
        return Operation(self.snapshot(), op)


# ---------------------------------------------------------------------------
# Helpers called by generated code


def get_attr(rec: OpRecord, name: str) -> Attribute | None:
    """Operation::getAttr: inherent (properties) first, then discardable."""
    props = rec.properties
    if type(props) is DictionaryAttr:
        a = props.by_name.get(name)
        if a is not None:
            return a
    return rec.attributes.by_name.get(name)


def attr_type(a: Attribute | None) -> T.Type | None:
    """GetAttributeType: the type of a TypedAttr (strings are `none`)."""
    if a is None:
        return None
    if isinstance(a, StringAttr):
        return a.type if a.type is not None else T.none
    t = getattr(a, "type", None)
    return t if isinstance(t, T.Type) else None


_TRAIT_CACHE: dict[tuple[int, str, str], bool] = {}


def _has_trait(ctx: Context, name: str, trait: str) -> bool:
    key = (id(ctx), name, trait)
    v = _TRAIT_CACHE.get(key)
    if v is None:
        d = ctx.op(name)
        v = _TRAIT_CACHE[key] = d is not None and d.has_trait(trait)
    return v


def value_group(
    ctx: Context,
    rec: OpRecord,
    values: tuple[int, ...],
    index: int | None,
    segments_trait: str,
    segments_attr: str,
    want_range: bool,
) -> Any:
    """`executeGetOperandsResults`: the group `index` of operands/results (all
    of them for None); a range when `want_range`, else the single value of a
    one-element group (None otherwise)."""
    if index is not None:
        if _has_trait(ctx, rec.name, segments_trait):
            seg = get_attr(rec, segments_attr)
            if not isinstance(seg, DenseArrayAttr) or len(seg.values) <= index:
                return None
            sizes = seg.values
            start = sum(sizes[:index])
            values = values[start : start + sizes[index]]
        elif len(values) >= index:
            values = values[index:]
        else:
            return None
    if want_range:
        return values
    return values[0] if len(values) == 1 else None


def users_of(rw: Rewriter, v: int | None) -> list[int]:
    """GetUsers of one value: every use's owner, in use-list order."""
    if v is None:
        return []
    return [u for u, _ in rw.uses(v)]


def users_of_range(rw: Rewriter, vs: tuple[int, ...] | None) -> list[int]:
    if vs is None:
        return []
    out: list[int] = []
    for v in vs:
        out.extend(u for u, _ in rw.uses(v))
    return out


def flatten(items: Sequence[tuple[bool, Any]]) -> tuple[Any, ...]:
    """A range from singles and ranges: (is_range, value) pairs."""
    out: list[Any] = []
    for is_range, x in items:
        if is_range:
            if x is not None:
                out.extend(x)
        else:
            out.append(x)
    return tuple(out)


# ---------------------------------------------------------------------------
# Result type inference (InferTypeOpInterface)


def infer_result_types(
    opdef: OpDef, operand_types: Sequence[T.Type], attrs: dict[str, Attribute]
) -> list[T.Type] | None:
    """The result types of a registered op with InferTypeOpInterface, from its
    ODS description: its `ResultTypeInference` implementation if it has one,
    else SameOperandsAndResultType, AllTypesMatch, TypesMatchWith and
    buildable result constraints, as ODS's generated `inferReturnTypes` does.
    None when that is not enough (variadic results, missing operands)."""
    inference = opdef.interface(ResultTypeInference)
    if inference is not None:
        got = inference.infer(list(operand_types), attrs)
        return None if got is None else list(got)
    spec = opdef.spec
    if not isinstance(spec, OpSpec):
        return None
    if any(r.variable_length for r in spec.results):
        return None
    names_to_types: dict[str, T.Type] = {}
    i = 0
    if not any(o.variable_length for o in spec.operands):
        if len(operand_types) != len(spec.operands):
            return None
        for o, ot in zip(spec.operands, operand_types, strict=True):
            names_to_types[o.name] = ot
            i += 1
    for a in spec.attributes:
        v = attrs.get(a.name)
        at = attr_type(v) if v is not None else None
        if at is not None:
            names_to_types[a.name] = at
    out: list[T.Type] = []
    same = spec.has_trait("SameOperandsAndResultType")
    for r in spec.results:
        t: T.Type | None
        t = None
        if same and operand_types:
            t = operand_types[0]
        for trait in spec.traits:
            if t is not None:
                break
            if trait.name == "AllTypesMatch" and r.name in trait.params:
                for other in trait.params:
                    if other != r.name and other in names_to_types:
                        t = names_to_types[other]
                        break
            elif trait.name == "TypesMatchWith":
                _summary, lhs, rhs, transform = trait.params
                if rhs == r.name and lhs in names_to_types:
                    got = transform(names_to_types[lhs])
                    t = got if isinstance(got, T.Type) else None
        if t is None:
            t = r.constraint.buildable
        if t is None:
            return None
        names_to_types[r.name] = t
        out.append(t)
    return out


def split_attributes(
    opdef: OpDef | None, attrs: dict[str, Attribute]
) -> tuple[dict[str, Attribute], DictionaryAttr | None]:
    """(discardable, properties): inherent attributes go to the properties,
    with the op's ODS defaults (Operation::setAttrs and
    populateDefaultProperties)."""
    if opdef is None or opdef.inherent is None:
        return attrs, None
    props: dict[str, Attribute] = {}
    discardable: dict[str, Attribute] = {}
    for k, v in attrs.items():
        if k in opdef.inherent:
            props[k] = v
        else:
            discardable[k] = v
    for k, v in opdef.default_props.items():
        props.setdefault(k, v)
    return discardable, DictionaryAttr.of(props) if props else None


def _named_attributes(
    names: tuple[str, ...], values: Sequence[Attribute | None]
) -> dict[str, Attribute]:
    """A CreateOperation's attributes by name, those left unset (None) out."""
    return {n: a for n, a in zip(names, values, strict=True) if a is not None}


def create_operation(
    rw: PatternRewriter,
    loc: Location,
    name: str,
    operands: tuple[int, ...],
    attr_names: tuple[str, ...],
    attr_values: Sequence[Attribute | None],
    result_types: tuple[T.Type, ...] | None,
) -> int:
    """CreateOperation: build the op at the insertion point (before the
    matched root); `result_types` None means "infer them"."""
    opdef = rw.ctx.op(name)
    attrs = _named_attributes(attr_names, attr_values) if attr_names else {}
    if result_types is None:
        if opdef is None or not opdef.has_trait("InferTypeOpInterface"):
            raise RewriteFailed(
                f"cannot create '{name}' with inferred result types: it does not implement "
                "InferTypeOpInterface",
                loc,
            )
        vals = rw.values
        inferred = infer_result_types(opdef, [vals[v].type for v in operands], attrs)
        if inferred is None:
            raise RewriteFailed(f"failed to infer the result types of '{name}'", loc)
        result_types = tuple(inferred)
    discardable, props = split_attributes(opdef, attrs)
    return rw.create_op(
        name, operands, result_types, attributes=discardable or None, properties=props, loc=loc
    )


def create_replace(
    rw: PatternRewriter,
    loc: Location,
    op: int,
    name: str,
    operands: tuple[int, ...],
    attr_names: tuple[str, ...],
    attr_values: Sequence[Attribute | None],
    result_types: tuple[T.Type, ...],
) -> int:
    """CreateOperation (result types given), then ReplaceOp of `op` with
    all the new op's results, in one `Rewriter.create_and_replace`; a case
    that fails (counts that differ, an insertion point or `op` gone) takes
    the two steps, for their messages."""
    rec = rw.ops.get(op)
    if rec is None or len(rec.results) != len(result_types):
        new = create_operation(rw, loc, name, operands, attr_names, attr_values, result_types)
        replace_op(rw, op, rw.ops[new].results, loc)
        return new
    opdef = rw.ctx.op(name)
    attrs = _named_attributes(attr_names, attr_values) if attr_names else {}
    discardable, props = split_attributes(opdef, attrs)
    try:
        return rw.create_and_replace(
            op, name, operands, result_types, attributes=discardable or None, properties=props,
            loc=loc,
        )  # fmt: skip
    except IRError as e:
        raise RewriteFailed(str(e), loc) from None


def replace_op(rw: PatternRewriter, op: int, values: tuple[int, ...], loc: Location) -> None:
    results = rw.ops[op].results
    n = len(results)
    if n != len(values):
        raise RewriteFailed(
            f"'{rw.ops[op].name}' has {n} results but is replaced with {len(values)} values", loc
        )
    for v in values:
        if v in results:
            if any(rw.uses(r) for r in results):
                # Replaced with its own results: they would keep their uses.
                raise RewriteFailed(
                    f"cannot erase '{rw.ops[op].name}': its results still have uses", loc
                )
            break
    try:
        rw.replace_op(op, values)
    except IRError as e:
        raise RewriteFailed(str(e), loc) from None


def erase_op(rw: PatternRewriter, op: int, loc: Location) -> None:
    for r in rw.ops[op].results:
        if rw.uses(r):
            raise RewriteFailed(
                f"cannot erase '{rw.ops[op].name}': its results still have uses", loc
            )
    try:
        rw.erase_op(op)
    except IRError as e:
        raise RewriteFailed(str(e), loc) from None


__all__ = [
    "PatternRewriter",
    "RewriteFailed",
    "attr_type",
    "create_operation",
    "create_replace",
    "erase_op",
    "get_attr",
    "infer_result_types",
    "replace_op",
    "split_attributes",
    "users_of",
    "value_group",
]
