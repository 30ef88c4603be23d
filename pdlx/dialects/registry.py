"""What pdlx knows about ops, types and attributes: the extension point.

A `Context` holds dialects; a dialect holds op definitions and hooks that
parse and print its types and attributes. The core dialects register
themselves through the same calls a user makes (`Context.register_op`,
`Dialect.type`, ...): nothing in the parser or printer names a core op.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from pdlx.diagnostics import Diagnostic
    from pdlx.ir.views import Operation

# Trait names, as in MLIR's ODS.
ISOLATED_FROM_ABOVE = "IsolatedFromAbove"
IS_TERMINATOR = "IsTerminator"
NO_TERMINATOR = "NoTerminator"
SINGLE_BLOCK = "SingleBlock"
SYMBOL_TABLE = "SymbolTable"
SYMBOL = "Symbol"
PURE = "Pure"
GRAPH_REGION = "GraphRegion"
"""Regions without SSA dominance (MLIR's RegionKindInterface returning Graph)."""

Verifier = Callable[["Operation"], "Iterable[Diagnostic]"]


@dataclass(slots=True)
class OpDef:
    """A registered op: its traits and the hooks that give it behaviour."""

    name: str
    traits: frozenset[str] = frozenset()
    implicit_terminator: str | None = None
    """SingleBlockImplicitTerminator<"name">."""
    inherent: tuple[str, ...] | None = None
    """Names of inherent attributes, kept as properties; None if the op
    stores no properties (all its attributes are discardable)."""
    verify: Verifier | None = None
    parse: Callable[..., Any] | None = None
    """Custom-syntax parser hook (see pdlx.syntax.asm)."""
    print: Callable[..., Any] | None = None
    """Custom-syntax printer hook."""
    extra: dict[str, Any] = field(default_factory=dict)

    def has_trait(self, trait: str) -> bool:
        return trait in self.traits

    @property
    def dialect(self) -> str:
        return self.name.partition(".")[0]


@dataclass(slots=True)
class Dialect:
    name: str
    ops: dict[str, OpDef] = field(default_factory=dict)
    type_parser: Callable[..., Any] | None = None
    attr_parser: Callable[..., Any] | None = None


class Context:
    """Registered dialects and ops. `Context.default()` has the core dialects."""

    def __init__(self) -> None:
        self.dialects: dict[str, Dialect] = {}
        self._ops: dict[str, OpDef] = {}

    def dialect(self, name: str) -> Dialect:
        d = self.dialects.get(name)
        if d is None:
            d = self.dialects[name] = Dialect(name)
        return d

    def register_op(self, opdef: OpDef) -> OpDef:
        self.dialect(opdef.dialect).ops[opdef.name] = opdef
        self._ops[opdef.name] = opdef
        return opdef

    def op(self, name: str) -> OpDef | None:
        return self._ops.get(name)

    def is_registered_dialect(self, name: str) -> bool:
        return name in self.dialects

    _default: Context | None = None

    @classmethod
    def default(cls) -> Context:
        if cls._default is None:
            from pdlx.dialects import load_core

            ctx = cls()
            load_core(ctx)
            cls._default = ctx
        return cls._default
