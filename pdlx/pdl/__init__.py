"""pdlx.pdl: PDL patterns that match and rewrite, with MLIR 22's semantics.

The pipeline is MLIR's: `pdl.pattern`s are merged into one decision tree
and lowered to `pdl_interp` (`lowering`, a port of PDLToPDLInterp), which
is compiled to Python functions (`compiler`) that the greedy driver
(`driver`) runs over a payload through a `PatternRewriter` (`runtime`).
`engine` ties it together; `natives` is the registry of Python functions
patterns may call; `pdll` compiles a PDLL subset to the same PDL IR.

```python
from pdlx.pdl import PatternSet, apply_patterns

patterns = PatternSet.from_file("rewrites/arith_simplify.mlir")
result = apply_patterns(payload, patterns)
print(pdlx.print_ir(result.payload))
```
"""

from __future__ import annotations

from pdlx.pdl import std_natives as _std_natives  # noqa: F401 - registers IsZero, ...
from pdlx.pdl.engine import (
    ApplyResult,
    PatternError,
    PatternSet,
    apply_patterns,
    parse_patterns,
)
from pdlx.pdl.natives import (
    DEFAULT_REGISTRY,
    NativeRegistry,
    NativeRewriteFailure,
    native_constraint,
    native_rewrite,
    registry_for,
)
from pdlx.pdl.runtime import PatternRewriter, RewriteFailed
from pdlx.rewrite.greedy import GreedyConfig

__all__ = [
    "DEFAULT_REGISTRY",
    "ApplyResult",
    "GreedyConfig",
    "NativeRegistry",
    "NativeRewriteFailure",
    "PatternError",
    "PatternRewriter",
    "PatternSet",
    "RewriteFailed",
    "apply_patterns",
    "native_constraint",
    "native_rewrite",
    "parse_patterns",
    "registry_for",
]
