"""Dialects: op definitions registered through the public extension API."""

from __future__ import annotations

from pdlx.ir.context import Context, Dialect, OpDef


def load_core(ctx: Context) -> None:
    """Register the core dialects into `ctx`."""
    from pdlx.ods import deferred_formats

    with deferred_formats():  # compiled on first use: see deferred_formats
        _load_core(ctx)


def _load_core(ctx: Context) -> None:
    from pdlx.dialects import arith, builtin, cf, func, linalg, pdl, pdl_interp, scf, tensor

    builtin.register(ctx)
    func.register(ctx)
    arith.register(ctx)
    scf.register(ctx)
    cf.register(ctx)
    tensor.register(ctx)
    from pdlx.dialects import memref, vector  # the slivers transform tests use as payload

    memref.register(ctx)
    vector.register(ctx)
    linalg.register(ctx)
    pdl.register(ctx)
    from pdlx.transform import dialect as transform

    transform.register(ctx)
    pdl_interp.register(ctx)
    from pdlx.dialects import spirv  # the sliver a PDL lowering test needs

    spirv.register(ctx)
    from pdlx.compile.matcher import register_core_hooks

    register_core_hooks(ctx)
    from pdlx.transform.dialect import pdlx_match

    pdlx_match.register(ctx)


__all__ = ["Context", "Dialect", "OpDef", "load_core"]
