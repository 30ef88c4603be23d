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
    ctx.register_op(
        OpDef(
            "func.func",
            frozenset({ISOLATED_FROM_ABOVE, SYMBOL}),
            inherent=("arg_attrs", "function_type", "no_inline", "res_attrs", "sym_name", "sym_visibility"),
        )
    )
    ctx.register_op(OpDef("func.return", frozenset({IS_TERMINATOR, PURE}), inherent=()))
    ctx.register_op(OpDef("func.call", inherent=("arg_attrs", "callee", "no_inline", "res_attrs")))
    ctx.register_op(OpDef("func.call_indirect", inherent=("arg_attrs", "res_attrs")))
    ctx.register_op(OpDef("func.constant", frozenset({PURE}), inherent=("value",)))
