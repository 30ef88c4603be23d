"""Which transform ops MLIR 22 has: `mlir22_transform_ops.txt`, generated
from mlir-opt-22 (tests/conformance/mlir22_transform_ops.py).

An op pdlx lacks then gets an error that says so (`transform.loop.unroll` is
an MLIR 22 op that pdlx does not implement) instead of reading like a typo
or an unknown dialect. Read on first use: only a failing parse needs it.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path


@cache
def mlir22_transform_ops() -> frozenset[str]:
    """The names of every transform op mlir-opt 22 registers."""
    # Next to this module (package data): importlib.resources would cost
    # pdlx-opt's start-up more than the read.
    text = Path(__file__).with_name("mlir22_transform_ops.txt").read_text("utf-8")
    return frozenset(
        line.strip() for line in text.splitlines() if line.strip() and not line.startswith("#")
    )


def unimplemented_note(name: str) -> str | None:
    """What to tell about op `name`, unknown to pdlx, when MLIR 22 has it
    (None otherwise)."""
    if name in mlir22_transform_ops():
        return f"`{name}` is an MLIR 22 op that pdlx does not implement"
    return None


__all__ = ["mlir22_transform_ops", "unimplemented_note"]
