"""The native PDL functions of mlir-opt's `-test-pdl-bytecode-pass`.

`mlir/test/lib/Rewrite/TestPDLByteCode.cpp` registers these C++ functions
on the pattern module; `Rewrite/pdl-bytecode.mlir` calls them by name. They
are test scaffolding, registered (with the test dialect) only in a context
that asked for the test extensions (`pdlx-opt --pdlx-testing`,
`PDLX_TESTING=1`, `pdlx.testing.register_test_extensions(ctx)`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from pdlx.ir import types as T
from pdlx.ir.attributes import Attribute, IntegerAttr, StringAttr
from pdlx.pdl.natives import NativeRegistry
from pdlx.pdl.runtime import PatternRewriter


def _verbose(rw: PatternRewriter, *values: object) -> bool:
    """The transform test extension's `verbose_constraint`: a warning on
    each op argument, then success."""
    for v in values:
        if isinstance(v, int) and rw.has_op(v):
            rw.warning(v, "from PDL constraint")
    return True


def _single_entity(rw: PatternRewriter, root: int) -> bool:
    return rw.name(root) == "test.op"


def _multi_entity(rw: PatternRewriter, root: int, root_copy: int) -> bool:
    return _single_entity(rw, root_copy)


def _multi_entity_var(
    rw: PatternRewriter, values: Sequence[int] | None, types: Sequence[T.Type] | None
) -> bool:
    return values is not None and types is not None and len(values) == 2 and len(types) == 2


def _return_attr(rw: PatternRewriter, op: int) -> Attribute | None:
    return StringAttr("test.success") if rw.name(op) == "test.success_op" else None


def _return_type(rw: PatternRewriter, op: int) -> T.Type | None:
    return T.f32 if rw.name(op) == "test.success_op" else None


def _always_fails(rw: PatternRewriter, *args: object) -> None:
    return None


def _return_type_range(rw: PatternRewriter, op: int, count: Attribute) -> tuple[T.Type, ...] | None:
    if rw.name(op) != "test.success_op":
        return None
    n = count.value if isinstance(count, IntegerAttr) else 0
    return tuple(T.f32 for _ in range(n))


def _return_value_range(rw: PatternRewriter, op: int) -> Sequence[int] | None:
    if rw.name(op) != "test.success_op":
        return None
    return rw.operands(op)


def _creator(rw: PatternRewriter, op: int) -> int:
    return rw.create_op("test.success", loc=rw.loc(op))


def _var_creator(rw: PatternRewriter, root: int) -> tuple[Sequence[int], tuple[T.Type, ...]]:
    operands = rw.operands(root)
    return operands, tuple(rw.type_of(v) for v in operands)


def _type_creator(rw: PatternRewriter) -> T.Type:
    return T.f32


def _str_creator(rw: PatternRewriter) -> Attribute:
    return StringAttr("test.str")


def _null_attr_creator(rw: PatternRewriter) -> None:
    return None


def _rewriter(rw: PatternRewriter, root: int, value: int) -> None:
    rw.create_op("test.success", (value,), loc=rw.loc(root))
    rw.erase_op(root)


def register_test_natives(registry: NativeRegistry) -> None:
    """Register the test pass's constraints and rewrites into `registry`."""
    constraints: tuple[tuple[str, Callable[..., object]], ...] = (
        ("multi_entity_constraint", _multi_entity),
        ("single_entity_constraint", _single_entity),
        ("multi_entity_var_constraint", _multi_entity_var),
        ("op_constr_return_attr", _return_attr),
        ("op_constr_return_type", _return_type),
        ("op_multiple_returns_failure", _always_fails),
        ("op_constr_return_type_range", _return_type_range),
        ("op_constr_return_value_range", _return_value_range),
        ("verbose_constraint", _verbose),
    )
    for name, fn in constraints:
        registry.register_constraint(name, fn)
    rewrites: tuple[tuple[str, Callable[..., object]], ...] = (
        ("creator", _creator),
        ("var_creator", _var_creator),
        ("type_creator", _type_creator),
        ("str_creator", _str_creator),
        ("null_attr_creator", _null_attr_creator),
        ("rewriter", _rewriter),
    )
    for name, fn in rewrites:
        registry.register_rewrite(name, fn)


__all__ = ["register_test_natives"]
