"""Transform scripts and matchers built in Python.

Transform ops are ops: they are built with the same `Builder` and the op
classes made from their ODS definitions (`transform.MatchOperationNameOp`,
`transform.ForeachMatchOp`, ...: `transform` below is `pdlx.transform.classes`,
generated from the ODS definitions).
This module adds what a script needs around them: a module marked
`transform.with_named_sequence` (`script()`), named sequences with their
entry block and argument effects (`named_sequence(...)`), `yield_` and
`foreach_match`. Handle results whose type is not given are
`!transform.any_op`, as in most scripts.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass

from pdlx.dialects.build import Builder, OpView, set_default_result_type
from pdlx.ir.attributes import ArrayAttr, DictionaryAttr, StringAttr, SymbolRefAttr, TypeAttr
from pdlx.ir.base import UNIT, Attribute, Location, Type
from pdlx.ir.builder import BuildError, OpBuilder, ValueLike, current_builder
from pdlx.ir.context import Context
from pdlx.ir.snapshot import Value
from pdlx.ir.types import FunctionType
from pdlx.ods.constraints import TypeConstraint
from pdlx.transform import classes as transform
from pdlx.transform.ops.types import ANY_OP, ARG_CONSUMED, WITH_NAMED_SEQUENCE

ANY_OP_TYPE: Type = ANY_OP
"""`!transform.any_op`."""

ARG_READONLY = "transform.readonly"


def _handle_default(op_name: str, result_name: str, constraint: TypeConstraint) -> Type | None:
    """A transform op's handle result defaults to `!transform.any_op`."""
    if op_name.startswith("transform.") and constraint.check(ANY_OP):
        return ANY_OP
    return None


set_default_result_type(_handle_default)


def script(*, context: Context | None = None, loc: Location | None = None) -> Builder:
    """A builder of a transform script: an empty module marked
    `transform.with_named_sequence`, the insertion point in its body."""
    b = Builder(context=context)
    root = b.rewriter.base.root
    b.rewriter.set_attribute(root, WITH_NAMED_SEQUENCE, UNIT)
    if loc is not None:
        b.rewriter.set_loc(root, loc)
    return b


@dataclass(frozen=True, slots=True)
class NamedSequence:
    """A named sequence being built: the op and its entry block's arguments."""

    op: OpView
    args: tuple[Value, ...]


_EFFECTS = {"readonly": ARG_READONLY, "consumed": ARG_CONSUMED, "": ""}


@contextmanager
def named_sequence(
    name: str,
    arg_types: Sequence[Type] = (ANY_OP,),
    result_types: Sequence[Type] = (),
    *,
    arg_effects: str | Sequence[str] = "readonly",
    visibility: str | None = None,
    builder: OpBuilder | None = None,
    loc: Location | None = None,
) -> Iterator[NamedSequence]:
    """Build `transform.named_sequence @name` at the insertion point; inside
    the `with` block ops go into its body. `arg_effects`: `"readonly"`,
    `"consumed"` or `""` (no attribute), for all arguments or one each. A
    body left without a terminator gets an empty `transform.yield`."""
    b = builder if builder is not None else current_builder()
    if not isinstance(name, str) or not name:
        raise TypeError(f"named_sequence: 'name' must be a symbol name, not {name!r}")
    name = name.removeprefix("@")
    effects = [arg_effects] * len(arg_types) if isinstance(arg_effects, str) else list(arg_effects)
    if len(effects) != len(arg_types):
        raise BuildError(
            f"named_sequence @{name}: {len(effects)} argument effects for {len(arg_types)} arguments"
        )
    arg_attrs: list[Attribute] = []
    for e in effects:
        if e not in _EFFECTS:
            raise BuildError(
                f"named_sequence @{name}: argument effect {e!r} is not 'readonly', 'consumed' or ''"
            )
        key = _EFFECTS[e]
        arg_attrs.append(DictionaryAttr.of({key: UNIT} if key else {}))
    seq = transform.NamedSequenceOp(
        builder=b,
        loc=loc,
        sym_name=StringAttr(name),
        function_type=TypeAttr(FunctionType(tuple(arg_types), tuple(result_types))),
        arg_attrs=ArrayAttr(tuple(arg_attrs)) if any(_EFFECTS[e] for e in effects) else None,
        sym_visibility=StringAttr(visibility) if visibility is not None else None,
    )
    body = seq.operation.regions[0]
    entry = b.add_block(body, list(arg_types))
    with b.at_end(entry):
        yield NamedSequence(seq, entry.args)
        block = b.insertion_block
        last = block.last_op if block is not None else None
        if last is None or last.name != "transform.yield":
            transform.YieldOp(builder=b)


def yield_(*values: ValueLike, builder: OpBuilder | None = None) -> OpView:
    """`transform.yield` of `values` (the end of a named sequence)."""
    return transform.YieldOp(list(values), builder=builder)


def _symbols(names: Sequence[str], what: str) -> ArrayAttr:
    out: list[Attribute] = []
    for n in names:
        if not isinstance(n, str) or not n:
            raise TypeError(f"foreach_match: {what} must be symbol names, not {n!r}")
        out.append(SymbolRefAttr(n.removeprefix("@")))
    return ArrayAttr(tuple(out))


def foreach_match(
    root: ValueLike,
    *pairs: tuple[str, str],
    forwarded: Sequence[ValueLike] = (),
    forwarded_types: Sequence[Type] = (),
    restrict_root: bool = False,
    flatten_results: bool = False,
    builder: OpBuilder | None = None,
    loc: Location | None = None,
) -> OpView:
    """`transform.foreach_match in %root @matcher -> @action, ...`: each
    pair names a matcher and its action (with or without `@`)."""
    if not pairs:
        raise BuildError("foreach_match: give at least one (matcher, action) pair")
    return transform.ForeachMatchOp(
        root=root,
        forwarded_inputs=list(forwarded),
        matchers=_symbols([m for m, _ in pairs], "matchers"),
        actions=_symbols([a for _, a in pairs], "actions"),
        restrict_root=restrict_root,
        flatten_results=flatten_results,
        forwarded_outputs=list(forwarded_types),
        builder=builder,
        loc=loc,
    )


__all__ = [
    "ANY_OP_TYPE",
    "NamedSequence",
    "foreach_match",
    "named_sequence",
    "script",
    "transform",
    "yield_",
]
