"""Dialect types and attributes: frozen dataclasses whose fields are the
parameters, printed and parsed through a declarative parameter format
(`pdlx.ods.format.params`) or hand-written hooks."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any, ClassVar

from pdlx.ir import types as T
from pdlx.ir.attributes import Attribute
from pdlx.ir.context import Context
from pdlx.ir.types import Type
from pdlx.ods.format.deferred import formats_deferred
from pdlx.ods.format.params import param_format
from pdlx.syntax.asm import (
    AsmParser,
    AsmPrinter,
    ParameterSyntax,
    StringAsmPrinter,
    parse_dialect_symbol,
)
from pdlx.syntax.parser import Parser
from pdlx.syntax.printer import dialect_symbol


class DialectSymbol(ParameterSyntax):
    """Shared machinery of `DialectType` and `DialectAttr`."""

    __slots__ = ()

    dialect_name: ClassVar[str] = ""
    mnemonic: ClassVar[str] = ""
    assembly_format: ClassVar[str | None] = None
    """Declarative parameter syntax (`` `<` $type `>` ``); "" for none.
    Without it, override `parse_parameters` / `print_parameters`."""
    ods_name: ClassVar[str | None] = None
    """The TableGen def name messages use ("failed to parse
    Transform_OperationType parameter ..."); default: the class name."""
    parameter_cpp_types: ClassVar[dict[str, str] | None] = None
    """C++ parameter types for those messages (default by Python type:
    str -> `::llvm::StringRef`, Type -> `::mlir::Type`, ...)."""

    @classmethod
    def parse_parameters(cls, p: AsmParser) -> Any:
        """Parse what follows the mnemonic; return the new instance.
        Errors are reported through `p` (they raise)."""
        return param_format(cls).parse(cls, p)

    def print_parameters(self, p: AsmPrinter) -> None:
        """Print what follows the mnemonic."""
        param_format(type(self)).print(self, p)

    def verify(self) -> str | None:
        """An error message if the parameters are invalid (ODS genVerifyDecl)."""
        return None

    @classmethod
    def has_declarative_format(cls) -> bool:
        """Whether the parameters go through `assembly_format` (the class
        does not override `parse_parameters`)."""
        owner = next(k for k in cls.__mro__ if "parse_parameters" in vars(k))
        return cls.assembly_format is not None and owner is DialectSymbol

    def sub_elements(self) -> list[Type | Attribute]:
        """Nested types and attributes, for alias collection."""
        out: list[Type | Attribute] = []
        cls: type = type(self)  # a dataclass (see DialectType)
        for f in dataclasses.fields(cls):
            v = getattr(self, f.name)
            if isinstance(v, (Type, Attribute)):
                out.append(v)
            elif isinstance(v, tuple):
                out.extend(x for x in v if isinstance(x, (Type, Attribute)))
        return out

    def _text(self, p: T.TextSink, prefix: str) -> str:
        sp = StringAsmPrinter(p)
        self.print_parameters(sp)
        return dialect_symbol(prefix, self.dialect_name, self.mnemonic + sp.text())

    def stripped(self, p: T.TextSink) -> str:
        """The parameters alone, as an op format prints a value of a
        concrete class (falls back to the full form when empty)."""
        sp = StringAsmPrinter(p)
        self.print_parameters(sp)
        return sp.text()


class DialectType(DialectSymbol, Type):
    """Base of types a dialect defines: a frozen dataclass whose fields are
    the parameters. Set `dialect_name`, `mnemonic` and `assembly_format`
    (or override `parse_parameters` / `print_parameters`), then register
    the class with `Context.register_type`."""

    __slots__ = ()

    def print(self, p: T.TextSink) -> str:
        return self._text(p, "!")

    @classmethod
    def install(cls, ctx: Context, /) -> None:
        """Install the class in `ctx` (what `Context.register_type` calls)."""
        install_type(ctx, cls)


class DialectAttr(DialectSymbol, Attribute):
    """Base of attributes a dialect defines (see `DialectType`)."""

    __slots__ = ()

    def print(self, p: T.TextSink) -> str:
        return self._text(p, "#")

    @classmethod
    def install(cls, ctx: Context, /) -> None:
        """Install the class in `ctx` (what `Context.register_attr` calls)."""
        install_attr(ctx, cls)


def install_type(ctx: Context, cls: type) -> None:
    """Register a `DialectType` subclass in `ctx` (`Context.register_type`)."""
    if not (isinstance(cls, type) and issubclass(cls, DialectType)):
        raise TypeError(f"{cls!r} is not a DialectType subclass")
    d = ctx.dialect(cls.dialect_name)
    d.types[cls.mnemonic] = cls
    if d.type_parser is None:
        d.type_parser = _symbol_parser(d.types, "type")
    if cls.has_declarative_format() and not formats_deferred():
        param_format(cls)  # compile now: a bad format is reported at definition time


def install_attr(ctx: Context, cls: type) -> None:
    """Register a `DialectAttr` subclass in `ctx` (`Context.register_attr`)."""
    if not (isinstance(cls, type) and issubclass(cls, DialectAttr)):
        raise TypeError(f"{cls!r} is not a DialectAttr subclass")
    d = ctx.dialect(cls.dialect_name)
    d.attrs[cls.mnemonic] = cls
    if d.attr_parser is None:
        d.attr_parser = _symbol_parser(d.attrs, "attr")
    if cls.has_declarative_format() and not formats_deferred():
        param_format(cls)


def _symbol_parser(table: dict[str, type], kind: str) -> Callable[[Parser, str, str, int], object]:
    def parse(parser: Parser, dialect: str, data: str, offset: int) -> object:
        return parse_dialect_symbol(parser, table, kind, dialect, data, offset)

    return parse
