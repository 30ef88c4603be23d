"""The transform layer: MLIR's Transform dialect interpreter.

The interfaces come first (`outcome`, `types`, `results`, `rewriter`,
`state`, `extension`: no module of them imports a later one), then
`interpreter`, the core ops (`ops/`, one module per group with each op's
definition, verifier, effects and `apply` together), the extensions (`ext/`),
and the entry points (`entry`, `library`, `passes`, `check_uses`). The
`dialect` package registers the ops and extensions into a context.

Nothing here imports `pdlx.compile`: the matcher compiler plugs in through
the `MatcherCompiler` protocol of `state` (see docs/architecture.md).
"""
