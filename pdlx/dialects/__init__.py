"""Dialects: op definitions registered through the public extension API."""

from __future__ import annotations

from pdlx.dialects.registry import Context, Dialect, OpDef


def load_core(ctx: Context) -> None:
    """Register the core dialects into `ctx`."""
    from pdlx.dialects import arith, builtin, cf, func, linalg, pdl, pdl_interp, scf, tensor

    builtin.register(ctx)
    func.register(ctx)
    arith.register(ctx)
    scf.register(ctx)
    cf.register(ctx)
    tensor.register(ctx)
    linalg.register(ctx)
    pdl.register(ctx)
    from pdlx.dialects import transform

    transform.register(ctx)
    pdl_interp.register(ctx)


__all__ = ["Context", "Dialect", "OpDef", "load_core"]
