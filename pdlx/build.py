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
and `transform` are the namespaces of their dialects' op classes
(`ops("memref")` gives any other).
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
from pdlx.ir.builder import BuildError, OpBuilder, current_builder
from pdlx.rewrite.pypatterns import (
    FunctionPattern,
    Pattern,
    PatternRewriter,
    apply_patterns,
    pattern,
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

arith: DialectOps = ops("arith")
"""The arith dialect's op classes (`arith.AddIOp`, `arith.ConstantOp`, ...)."""
func: DialectOps = ops("func")
"""The func dialect's op classes (`func.FuncOp`, `func.ReturnOp`, `func.CallOp`)."""
scf: DialectOps = ops("scf")
"""The scf dialect's op classes (`scf.ForOp`, `scf.IfOp`, `scf.YieldOp`, ...)."""
cf: DialectOps = ops("cf")
"""The cf dialect's op classes (`cf.BranchOp`, `cf.CondBranchOp`, ...)."""
builtin: DialectOps = ops("builtin")
"""The builtin dialect's op classes (`builtin.ModuleOp`, ...)."""

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
    "register_patterns",
    "scf",
    "script",
    "to_attribute",
    "transform",
    "yield_",
]
