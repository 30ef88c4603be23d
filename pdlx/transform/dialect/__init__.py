"""The transform dialect of MLIR 22: types, attributes, every op of
TransformOps.td, the debug and PDL extensions and `structured.match` —
syntax, verifiers and semantics — registered through the public ODS and
transform-extension APIs (see docs/transform.md).

`register(ctx)` puts everything into a context; `Context.default()` has it.
"""

from __future__ import annotations

from pdlx.ir.context import Context


def register(ctx: Context) -> None:
    from pdlx.transform.dialect import core, extensions, types, verify

    types.register(ctx)
    for make in (*core.OP_FACTORIES, *extensions.ALL_OP_FACTORIES):
        ctx.register_op(make())
    ctx.dialect(types.DIALECT).verify_op_attribute = verify.verify_dialect_attribute
    _register_pdl_handle_kind()
    # The PDL engine's transform ops (apply_pdl_patterns) and pdl_match's engine.
    from pdlx.pdl import transform_ops

    transform_ops.register(ctx)


def _register_pdl_handle_kind() -> None:
    """`!pdl.operation` is a transform op handle (MLIR's PDL extension
    attaches TransformHandleTypeInterface to it)."""
    from pdlx.transform.types import HandleKind, register_handle_kind

    try:
        from pdlx.dialects import pdl
    except ImportError:  # pragma: no cover - the pdl dialect is optional
        return
    cls = getattr(pdl, "OperationType", None)
    if cls is not None:
        register_handle_kind(cls, HandleKind.OP)


__all__ = ["register"]
