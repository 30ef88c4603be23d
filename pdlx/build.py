"""Build IR, matchers, transform scripts and rewrite patterns in Python:
everything `docs/python-api.md` uses, in one import.

    from pdlx.build import Builder, arith, func
    with Builder() as b:
        ...
    snapshot = b.finish()

The pieces live in their layers: the generic `OpBuilder` in `pdlx.ir`, the
checks ODS gives a builder in `pdlx.ods`, the op classes and the verifying
`Builder` in `pdlx.dialects`, Python patterns in `pdlx.rewrite`, script
conveniences in `pdlx.transform`. `arith`, `func`, `scf`, `cf`, `builtin`
and `transform` are the modules of their dialects' typed op classes,
generated from ODS (`python -m pdlx.gen_classes`); `ops("memref")` gives
the classes of any other dialect, made on first use.
"""

from __future__ import annotations

from pdlx.dialects.build import (
    Builder,
    DialectOps,
    OpView,
    op_class,
    ops,
    parse_attr,
    parse_type,
    to_attribute,
)
from pdlx.dialects.classes import arith, builtin, cf, func, scf
from pdlx.ir.builder import BuildError, OpBuilder, current_builder
from pdlx.rewrite.pypatterns import (
    FunctionPattern,
    Pattern,
    PatternRewriter,
    PatternSet,
    apply_patterns,
    pattern,
    pattern_sets,
    register_patterns,
)
from pdlx.transform.build import (
    ANY_OP_TYPE,
    NamedSequence,
    foreach_match,
    named_sequence,
    script,
    transform,
    yield_,
)

__all__ = [
    "ANY_OP_TYPE",
    "BuildError",
    "Builder",
    "DialectOps",
    "FunctionPattern",
    "NamedSequence",
    "OpBuilder",
    "OpView",
    "Pattern",
    "PatternRewriter",
    "PatternSet",
    "apply_patterns",
    "arith",
    "builtin",
    "cf",
    "current_builder",
    "foreach_match",
    "func",
    "named_sequence",
    "op_class",
    "ops",
    "parse_attr",
    "parse_type",
    "pattern",
    "pattern_sets",
    "register_patterns",
    "scf",
    "script",
    "to_attribute",
    "transform",
    "yield_",
]
