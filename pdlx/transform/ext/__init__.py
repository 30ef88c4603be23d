"""The transform dialect extensions pdlx ships, each defined with the same
public API as the core ops (pdlx.transform.extension): `debug`
(DebugExtensionOps.td), `pdl` (PDLExtensionOps.td and pdlx's
`apply_pdl_patterns`), `structured` (the Linalg extension's
`structured.match` and the syntax of `structured.tile_using_for`) and `loop`
(the SCF extension's `loop.peel`). pdlx's own matcher ops are
`pdlx.compile.pdlx_match` (they carry compile hooks)."""

from __future__ import annotations

from pdlx.ir.context import Context
from pdlx.transform.ext import debug, loop, pdl, structured


def register(ctx: Context) -> None:
    """Register the extensions' ops into `ctx` (after the core ops)."""
    for make in (*debug.OP_FACTORIES, *pdl.OP_FACTORIES, *structured.OP_FACTORIES):
        ctx.register_op(make())
    ctx.register_op(loop.loop_peel_op())
    pdl.register_handle_kind_of_pdl_operation()
    ctx.register_op(pdl.apply_pdl_patterns_op())


__all__ = ["register"]
