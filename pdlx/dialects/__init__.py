"""Dialects: op definitions registered through the public extension API."""

from __future__ import annotations

from pdlx.dialects.registry import Context, Dialect, OpDef


def load_core(ctx: Context) -> None:
    """Register the core dialects into `ctx`."""
    from pdlx.dialects import builtin, func

    builtin.register(ctx)
    func.register(ctx)


__all__ = ["Context", "Dialect", "OpDef", "load_core"]
