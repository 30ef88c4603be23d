"""The func dialect: func, return, call, call_indirect, constant."""

from __future__ import annotations

from pdlx.dialects.registry import (
    IS_TERMINATOR,
    ISOLATED_FROM_ABOVE,
    PURE,
    SYMBOL,
    Context,
    OpDef,
)


def register(ctx: Context) -> None:
    ctx.register_op(OpDef("func.func", frozenset({ISOLATED_FROM_ABOVE, SYMBOL})))
    ctx.register_op(OpDef("func.return", frozenset({IS_TERMINATOR, PURE})))
    ctx.register_op(OpDef("func.call"))
    ctx.register_op(OpDef("func.call_indirect"))
    ctx.register_op(OpDef("func.constant", frozenset({PURE})))
