"""What pdlx knows of payload ops' side effects: enough for MLIR's
`isMemoryEffectFree`, `wouldOpBeTriviallyDead` and `isOpTriviallyDead`,
which DCE, CSE and the greedy pattern driver rely on.

MLIR asks MemoryEffectOpInterface; pdlx asks the op's traits: `Pure` (or
`NoMemoryEffect`) means no effect, `MemRead` / `ReadOnly` means it only
reads, `RecursiveMemoryEffects` means "the effects of the ops nested in
it". An op with none of these (and every unregistered op) is assumed to
have unknown effects, as MLIR assumes for ops without the interface.
"""

from __future__ import annotations

from typing import Final

from pdlx.ir.context import IS_TERMINATOR, PURE, SYMBOL, Context
from pdlx.ir.snapshot import Snapshot

NO_EFFECT_TRAITS: Final = frozenset({PURE, "NoMemoryEffect"})
READ_TRAITS: Final = frozenset({"MemRead", "ReadOnly"})
RECURSIVE: Final = "RecursiveMemoryEffects"

NONE: Final = 0
READ: Final = 1
UNKNOWN: Final = 2


def _traits(ctx: Context, name: str) -> frozenset[str] | None:
    d = ctx.op(name)
    return d.traits if d is not None else None


def own_effects(ctx: Context, name: str) -> int | None:
    """NONE / READ / UNKNOWN for the op itself; None if it has no effect
    interface but recursive effects (only its nested ops count)."""
    traits = _traits(ctx, name)
    if traits is None:
        return UNKNOWN
    if traits & NO_EFFECT_TRAITS:
        return NONE
    if traits & READ_TRAITS:
        return READ
    if RECURSIVE in traits:
        return None
    return UNKNOWN


def effects_of(ctx: Context, snap: Snapshot, op: int) -> int:
    """The strongest effect of the op and (through RecursiveMemoryEffects)
    the ops nested in it."""
    worst = NONE
    stack = [op]
    while stack:
        o = stack.pop()
        name = snap.ops[o].name
        e = own_effects(ctx, name)
        traits = _traits(ctx, name)
        if e is not None:
            worst = max(worst, e)
            if worst == UNKNOWN:
                return UNKNOWN
        if traits is not None and RECURSIVE in traits:
            stack.extend(snap.child_ops(o))
    return worst


def is_memory_effect_free(ctx: Context, snap: Snapshot, op: int) -> bool:
    return effects_of(ctx, snap, op) == NONE


def would_be_trivially_dead(ctx: Context, snap: Snapshot, op: int) -> bool:
    """wouldOpBeTriviallyDead: not a (possible) terminator, not a symbol,
    and nothing but reads (or no effects) in it."""
    traits = _traits(ctx, snap.ops[op].name)
    if traits is None or IS_TERMINATOR in traits or SYMBOL in traits:
        return False
    return effects_of(ctx, snap, op) != UNKNOWN


def is_trivially_dead(ctx: Context, snap: Snapshot, op: int) -> bool:
    """isOpTriviallyDead: unused results and trivially dead."""
    for r in snap.ops[op].results:
        if snap.uses(r):
            return False
    return would_be_trivially_dead(ctx, snap, op)


__all__ = [
    "NONE",
    "READ",
    "UNKNOWN",
    "effects_of",
    "is_memory_effect_free",
    "is_trivially_dead",
    "would_be_trivially_dead",
]
