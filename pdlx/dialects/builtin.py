"""The builtin dialect: `builtin.module` and `builtin.unrealized_conversion_cast`."""

from __future__ import annotations

from pdlx.dialects.registry import (
    GRAPH_REGION,
    ISOLATED_FROM_ABOVE,
    NO_TERMINATOR,
    PURE,
    SINGLE_BLOCK,
    SYMBOL,
    SYMBOL_TABLE,
    Context,
    OpDef,
)


def register(ctx: Context) -> None:
    ctx.register_op(
        OpDef(
            "builtin.module",
            frozenset(
                {ISOLATED_FROM_ABOVE, NO_TERMINATOR, SINGLE_BLOCK, SYMBOL_TABLE, SYMBOL, GRAPH_REGION}
            ),
            inherent=("sym_name", "sym_visibility"),
        )
    )
    ctx.register_op(OpDef("builtin.unrealized_conversion_cast", frozenset({PURE})))
