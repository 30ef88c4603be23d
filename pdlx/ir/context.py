"""What pdlx knows about ops, types and attributes: the extension point.

A `Context` holds dialects; a dialect holds op definitions, type and
attribute definitions, and the hooks that parse and print them. The core
dialects register themselves through the same calls a user makes
(`Context.register_op`, `Context.register_type`, `Context.register_attr`):
nothing in the parser or printer names a core op.

Most definitions are written with the ODS-style API of `pdlx.ods`,
which fills an `OpDef` (verifier, custom parser and printer compiled from an
assembly format, name hints, ...). `OpDef` can also be filled by hand.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar, runtime_checkable

from pdlx.ir.base import Attribute, Location, Type
from pdlx.ir.diagnostics import Diagnostic
from pdlx.ir.interfaces import OpInterface
from pdlx.ir.rewriter import Rewriter
from pdlx.ir.snapshot import Operation

_I = TypeVar("_I", bound=OpInterface)


@runtime_checkable
class SelfInstalling(Protocol):
    """A type or attribute class that installs itself in a context
    (`pdlx.ods.DialectType` / `DialectAttr`: its dialect's table, parser
    hook and compiled format), so the registry needs no knowledge of how
    definitions parse and print."""

    def install(self, ctx: Context, /) -> None: ...


_C = TypeVar("_C", bound=type)

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
"""Yields diagnostics; the verifier stops at the first error."""

ParseHook = Callable[..., None]
"""Custom-syntax parser, given a `pdlx.syntax.asm.OpAsmParser` `p`: reads
what follows the op name into `p.state`; reports errors by raising (through
`p.emit_error` and the parse helpers). (Typed loosely: the asm parser lives
in the syntax layer, above this one.)"""

PrintHook = Callable[..., None]
"""Custom-syntax printer, given a `pdlx.syntax.asm.OpAsmPrinter` `p`: prints
what follows the op name for `p.op`."""

NameHook = Callable[["Operation"], "list[tuple[int, str]]"]
"""OpAsmOpInterface::getAsmResultNames: [(result index, name hint), ...]."""

BlockArgNameHook = Callable[["Operation", int], "list[tuple[int, str]]"]
"""getAsmBlockArgumentNames: (op, region index) -> [(entry arg index, name)]."""


@dataclass(slots=True)
class OpDef:
    """A registered op: its traits and the hooks that give it behaviour.

    `parse`/`print` make the op's custom ("pretty") syntax; without them the
    op is still registered but only parses and prints in generic form.
    """

    name: str
    traits: frozenset[str] = frozenset()
    """Trait names (`IS_TERMINATOR`, ..., `"HasParent"`, `"Pure"`): what other
    stages ask with `has_trait`. Parametrised traits also have objects in
    `spec.traits` (see `pdlx.ods`)."""
    implicit_terminator: str | None = None
    """SingleBlockImplicitTerminator<"name">: inserted on parse, elided on print."""
    inherent: tuple[str, ...] | None = None
    """Names of inherent attributes, kept as properties; None if the op
    stores no properties (all its attributes are discardable)."""
    verify: Verifier | None = None
    """MLIR's verifyInvariants: run when the verifier enters the op (before
    the ops nested in it)."""
    verify_regions: Verifier | None = None
    """MLIR's verifyRegionInvariants: run after the nested ops are verified
    (SingleBlockImplicitTerminator, SymbolTable, region verifiers)."""
    parse: Callable[..., None] | None = None
    """Custom-syntax parser hook, called by the parser as `parse(parser,
    state)`; `pdlx.syntax.asm.custom_parser(fn)` adapts a `ParseHook`."""
    print: PrintHook | None = None
    """Custom-syntax printer hook."""
    default_props: dict[str, Attribute] = field(default_factory=dict)
    """Default-valued inherent attributes: stored when an op is parsed or
    built without them (ODS populateDefaultProperties), elided when printed
    with their default value."""
    default_dialect: str = ""
    """OpAsmOpInterface::getDefaultDialect: ops of this dialect may omit the
    prefix inside the op's regions (`return` inside `func.func`)."""
    result_names: NameHook | None = None
    block_arg_names: BlockArgNameHook | None = None
    spec: Any = None
    """The ODS description (`pdlx.ods.OpSpec`) when defined that way."""
    summary: str = ""
    context: Context | None = None
    """The context the op is registered in (set by `Context.register_op`)."""
    interfaces: dict[type[OpInterface], OpInterface] = field(default_factory=dict)
    """Interface class -> implementation (`implement`, `interface`)."""
    inherent_kinds: dict[str, Callable[[Attribute], bool]] = field(default_factory=dict)
    """Inherent attribute name -> the storage kind it accepts (ODS's
    attribute constraint), asked by the parser for `<{...}>` properties."""

    def has_trait(self, trait: str) -> bool:
        """Whether the op has the trait named `trait`."""
        return trait in self.traits

    def implement(self, *impls: OpInterface) -> OpDef:
        """Attach interface implementations (one per interface; a later one
        replaces an earlier one of the same interface)."""
        for impl in impls:
            self.interfaces[impl.key()] = impl
        return self

    def interface(self, kind: type[_I]) -> _I | None:
        """The op's implementation of interface `kind`, or None."""
        impl = self.interfaces.get(kind)
        return impl if isinstance(impl, kind) else None

    @property
    def dialect(self) -> str:
        """The dialect prefix of the op's name."""
        return self.name.partition(".")[0]


ConstantMaterializer = Callable[[Rewriter, Attribute, Type, Location], "int | None"]
"""`(rewriter, value, type, loc) -> op id | None`: create a constant op at the
rewriter's insertion point, or None when the dialect cannot build one."""


AttributeVerifier = Callable[[Operation, str, Attribute], "Diagnostic | list[Diagnostic] | None"]
"""`(op, attribute name, value)`: an error, or warnings then at most one
error (emitted in order), or None."""


@dataclass(slots=True)
class Dialect:
    """A registered dialect: its ops, type and attribute classes, and the hooks that parse its types and attributes and verify its attributes."""

    name: str
    ops: dict[str, OpDef] = field(default_factory=dict)
    types: dict[str, type] = field(default_factory=dict)
    """mnemonic -> type class (see `pdlx.ods.DialectType`)."""
    attrs: dict[str, type] = field(default_factory=dict)
    """mnemonic -> attribute class (see `pdlx.ods.DialectAttr`)."""
    type_parser: Callable[..., Any] | None = None
    """`(parser, dialect, data, offset) -> Type` for `!dialect...` (set by
    `Context.register_type`, or by hand for a dialect parsing its own types)."""
    attr_parser: Callable[..., Any] | None = None
    """`(parser, dialect, data, offset) -> Attribute` for `#dialect...`."""
    unknown_type_message: str = "unknown  type `{mnemonic}` in dialect `{dialect}`"
    """What an unknown `!dialect.mnemonic` reports (ODS's generated text, two
    spaces included; the transform dialect says "unknown type mnemonic: ...")."""
    unknown_attr_message: str = "unknown attribute `{mnemonic}` in dialect `{dialect}`"
    verify_op_attribute: AttributeVerifier | None = None
    """MLIR's `Dialect::verifyOperationAttribute`: `(op view, name, value) ->
    Diagnostic | None`, called by the verifier for every discardable
    attribute named `<dialect>.<...>` on any op, before the op's verifier."""
    allow_unknown_operations: bool = False
    """MLIR's `Dialect::allowsUnknownOperations`: unregistered `name.op` ops of
    this dialect verify without -allow-unregistered-dialect (the test dialect)."""
    materialize_constant: ConstantMaterializer | None = None
    """MLIR's `Dialect::materializeConstant`, read by the folding drivers to
    turn a folded attribute of one of this dialect's ops into a constant op."""


class Context:
    """Registered dialects and ops. `Context.default()` has the core dialects."""

    def __init__(self) -> None:
        self.dialects: dict[str, Dialect] = {}
        """The loaded dialects. Look one up with `get_dialect`, which loads a
        registered one on first use; iterate `loaded_dialects()`."""
        self._ops: dict[str, OpDef] = {}
        self._pending: dict[str, Callable[[Context], None]] = {}
        """Dialect name -> loader: registered but not loaded yet."""
        self._not_pending: set[str] = set()
        """Unregistered op names whose dialect is not pending either: `op`
        answers them with two lookups (the verifier asks once per op)."""

    def dialect(self, name: str) -> Dialect:
        """The dialect named `name`, loading it if it is registered but not
        loaded yet, or registering it (empty) if it is not registered."""
        d = self.dialects.get(name)
        if d is None:
            if self._pending and self._load(name):
                return self.dialect(name)
            d = self.dialects[name] = Dialect(name)
        return d

    def register_op(self, opdef: OpDef) -> OpDef:
        """Register `opdef` in its dialect (made if needed) and return it."""
        opdef.context = self
        self.dialect(opdef.dialect).ops[opdef.name] = opdef
        self._ops[opdef.name] = opdef
        return opdef

    def register_type(self, cls: _C) -> _C:
        """Register a `DialectType` subclass: `!dialect.mnemonic<...>` then
        parses to it and prints from it."""
        if not (issubclass(cls, Type) and isinstance(cls, SelfInstalling)):
            raise TypeError(f"{cls!r} is not a DialectType subclass")
        cls.install(self)
        return cls

    def register_attr(self, cls: _C) -> _C:
        """Register a `DialectAttr` subclass (`#dialect.mnemonic<...>`)."""
        if not (issubclass(cls, Attribute) and isinstance(cls, SelfInstalling)):
            raise TypeError(f"{cls!r} is not a DialectAttr subclass")
        cls.install(self)
        return cls

    @property
    def op_defs(self) -> Mapping[str, OpDef]:
        """Every registered op by name (read only: register with `register_op`)."""
        return self._ops

    def op(self, name: str) -> OpDef | None:
        """The registered op named `name`, or None (loading its dialect on
        first use)."""
        d = self._ops.get(name)
        if d is None and self._pending and name not in self._not_pending:
            if self._load(name.partition(".")[0]):
                return self._ops.get(name)
            self._not_pending.add(name)
        return d

    def is_registered_dialect(self, name: str) -> bool:
        """Whether a dialect named `name` is registered (loaded or not)."""
        return name in self.dialects or name in self._pending

    def register_dialect_loader(self, name: str, load: Callable[[Context], None]) -> None:
        """Register dialect `name` without loading it: `load(ctx)` registers
        its ops, types and attributes the first time anything asks for the
        dialect or one of its ops (MLIR's DialectRegistry, whose dialects a
        context loads on demand). pdlx-opt thus pays for importing the
        transform dialect, PDL and the matcher compiler only in runs that
        use them."""
        if name in self.dialects:
            raise ValueError(f"dialect {name!r} is already loaded")
        self._pending[name] = load
        self._not_pending.clear()

    def get_dialect(self, name: str) -> Dialect | None:
        """The dialect named `name`, loading it if it is registered but not
        loaded yet; None when no such dialect is registered."""
        if self._pending and name in self._pending:
            self._load(name)
        return self.dialects.get(name)

    def loaded_dialects(self) -> list[Dialect]:
        """Every registered dialect, loading those not loaded yet (for
        whoever needs them all: listing, compiling every format)."""
        while self._pending:
            self._load(next(iter(self._pending)))
        return list(self.dialects.values())

    def pending_dialect_names(self) -> list[str]:
        """The names of the dialects registered but not loaded yet."""
        return list(self._pending)

    def dialect_names(self) -> list[str]:
        """The names of the registered dialects, loaded or not, sorted."""
        return sorted({*self.dialects, *self._pending})

    def _load(self, name: str) -> bool:
        load = self._pending.pop(name, None)
        if load is None:
            return False
        load(self)
        self.dialect(name)
        return True

    _default: Context | None = None

    @classmethod
    def default(cls) -> Context:
        """The context in effect: the one made active by `with
        ctx.activate():` if any (pdlx-opt's test context, a user's own
        context during a run), else the shared context of the core dialects.
        Code that has no context at hand (effects of a transform op, the
        interpreter's lookups) asks this, so ops registered only in a
        context of one's own are found while that context is active."""
        active = _ACTIVE.get()
        if active is not None:
            return active
        if cls._default is None:
            ctx = cls()
            loader = _DEFAULT_LOADER[0]
            if loader is not None:
                loader(ctx)
            cls._default = ctx
        return cls._default

    @contextmanager
    def activate(self) -> Iterator[Context]:
        """Make this context the one `Context.default()` returns, for the
        duration of the `with` block (per thread / asyncio task)."""
        token = _ACTIVE.set(self)
        try:
            yield self
        finally:
            _ACTIVE.reset(token)


_ACTIVE: ContextVar[Context | None] = ContextVar("pdlx_active_context", default=None)
"""The context `Context.default()` returns while one is active."""

_DEFAULT_LOADER: list[Callable[[Context], None] | None] = [None]


def set_default_loader(loader: Callable[[Context], None]) -> None:
    """Set what fills the shared default context when it is first made.
    What pdlx ships (dialects, extensions) lives in layers above this one,
    so the app layer (`pdlx/__init__.py`) installs the loader; the default
    context is made after that, on first use."""
    _DEFAULT_LOADER[0] = loader
