"""The transform dialect of MLIR 22 as pdlx ships it: the types, attributes
and core ops of TransformOps.td (`pdlx.transform.ops`) and the debug, PDL,
Linalg (`structured.match`) and SCF (`loop.peel`) extensions
(`pdlx.transform.ext`): syntax, verifiers and semantics, registered through
the public ODS and transform-extension APIs (see docs/transform.md).

`register(ctx)` puts everything into a context (`pdlx.registration` does it
for `Context.default()`).
"""

from __future__ import annotations

from pdlx.ir.context import Context
from pdlx.transform import ext, ops


def register(ctx: Context) -> None:
    """Register the transform dialect and the extensions pdlx ships."""
    ops.register(ctx)
    ext.register(ctx)


__all__ = ["register"]
