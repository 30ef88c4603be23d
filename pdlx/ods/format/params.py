"""Formats of dialect type and attribute parameters (`` `<` $type `>` ``),
compiled with AttrOrTypeFormatGen's simpler rules: literals and parameters,
printed from the instance's fields and parsed into its constructor."""

from __future__ import annotations

import dataclasses
import typing
from collections.abc import Callable
from dataclasses import dataclass
from typing import cast

from pdlx.ir.attributes import Attribute
from pdlx.ir.diagnostics import Diagnostic, Severity
from pdlx.ir.types import Type
from pdlx.ods.format.ast import literal_error
from pdlx.ods.format.lexer import FormatError, Node, parse_format
from pdlx.ods.format.printer import should_emit_space_before
from pdlx.syntax.asm import AsmParser, AsmPrinter
from pdlx.syntax.parser import ParseError


@dataclass
class ParamFormat:
    """A compiled `assembly_format` of a dialect type or attribute."""

    parse: Callable[[type, AsmParser], object]
    """`(class, parser) -> instance`."""
    print: Callable[[object, AsmPrinter], None]
    """`(instance, printer)`: prints the parameters."""


_PARAM_FORMATS: dict[type, ParamFormat] = {}

ParamPrinter = Callable[[object, AsmPrinter], None]
"""Prints one element of a parameter format for an instance."""

ParamParser = Callable[[AsmParser, dict[str, object]], None]
"""Parses one element of a parameter format into the constructor's arguments."""


def params_of(cls: type) -> list[tuple[str, object]]:
    """(name, annotation) of a dialect type/attribute class's parameters."""
    hints = typing.get_type_hints(cls)
    return [(f.name, hints.get(f.name)) for f in dataclasses.fields(cls)]


def param_format(cls: type) -> ParamFormat:
    """The compiled parameter format of a DialectType/DialectAttr class."""
    pf = _PARAM_FORMATS.get(cls)
    if pf is None:
        pf = _PARAM_FORMATS[cls] = _compile_param_format(cls)
    return pf


def _param_kind(owner: str, fmt: str, pos: int, name: str, ann: object) -> str:
    origin = typing.get_origin(ann)
    if origin is tuple:
        args = [a for a in typing.get_args(ann) if a is not Ellipsis]
        inner = _param_kind(owner, fmt, pos, name, args[0]) if args else "attr"
        return "list:" + inner
    if isinstance(ann, type):
        if issubclass(ann, Type):
            return "type"
        if issubclass(ann, Attribute):
            return "attr"
        if ann is str:
            return "str"
        if ann is bool:
            return "bool"
        if ann is int:
            return "int"
    raise FormatError(owner, fmt, pos, f"parameter '{name}' has no format support: {ann!r}")


def _compile_param_format(cls: type) -> ParamFormat:
    owner = f"{'type' if issubclass(cls, Type) else 'attribute'} '{cls.__name__}'"
    fmt = getattr(cls, "assembly_format", None)
    params = params_of(cls)
    if fmt is None:
        if params:
            raise FormatError(owner, "", 0, "no assembly_format and no parse/print hooks")
        fmt = ""
    tree = parse_format(owner, fmt) if fmt.strip() else Node("start", 0)
    elements: list[tuple[str, str, str]] = []
    """("lit" | "ws", text, "") or ("param", name, parameter kind)."""
    seen: set[str] = set()
    names = {n: ann for n, ann in params}
    for node in tree.children:
        pos = node.pos
        if node.kind == "literal":
            value = node.children[0].text[1:-1]
            if value in ("", " ", "\\n"):
                elements.append(("ws", value, ""))
                continue
            err = literal_error(value)
            if err is not None:
                raise FormatError(
                    owner, fmt, pos, f"expected valid literal but got '{value}': {err}"
                )
            elements.append(("lit", value, ""))
        elif node.kind == "variable":
            name = node.children[0].text[1:]
            if name not in names:
                raise FormatError(owner, fmt, pos, f"unknown parameter '{name}'")
            if name in seen:
                raise FormatError(owner, fmt, pos, f"duplicate parameter '{name}'")
            seen.add(name)
            elements.append(("param", name, _param_kind(owner, fmt, pos, name, names[name])))
        else:
            raise FormatError(owner, fmt, pos, "only literals and parameters are supported here")
    missing = [n for n in names if n not in seen]
    if missing:
        raise FormatError(owner, fmt, 0, f"parameter '{missing[0]}' not found in the format")

    # Printing: AttrOrTypeFormatGen starts with no space and "after punctuation".
    printers: list[ParamPrinter] = []
    should_emit_space = False
    last_was_punct = True
    for kind, data, pkind in elements:
        if kind == "lit":
            value = data
            space = should_emit_space and should_emit_space_before(value, last_was_punct)
            text = (" " if space else "") + value
            printers.append(_text_printer(text))
            should_emit_space = len(value) != 1 or value not in "<({["
            last_was_punct = not (value[0] == "_" or value[0].isalpha())
        elif kind == "ws":
            if data == " ":
                printers.append(lambda x, p: p.write(" "))
                last_was_punct = False
            elif data == "":
                last_was_punct = True
            should_emit_space = False
        else:
            space = should_emit_space or not last_was_punct
            should_emit_space = True
            last_was_punct = False
            printers.append(_param_printer(data, pkind, space))

    parsers: list[ParamParser] = []
    for kind, data, pkind in elements:
        if kind == "lit":

            def lit(p: AsmParser, out: dict[str, object], value: str = data) -> None:
                if value[0] == "_" or value[0].isalpha():
                    p.parse_keyword(value)
                else:
                    p.parse_punct(value)

            parsers.append(lit)
        elif kind == "param":
            parsers.append(
                _param_parser(
                    data,
                    pkind,
                    getattr(cls, "ods_name", None) or cls.__name__,
                    getattr(cls, "parameter_cpp_types", None) or {},
                )
            )

    def parse(c: type, p: AsmParser) -> object:
        out: dict[str, object] = {}
        for f in parsers:
            f(p, out)
        return c(**out)

    def print_(x: object, p: AsmPrinter) -> None:
        for f in printers:
            f(x, p)

    return ParamFormat(parse, print_)


def _text_printer(text: str) -> ParamPrinter:
    def f(x: object, p: AsmPrinter) -> None:
        p.write(text)

    return f


def _param_printer(name: str, kind: str, space: bool) -> ParamPrinter:
    lead = " " if space else ""

    def one(p: AsmPrinter, k: str, v: object) -> None:
        # The kinds come from the parameters' annotations (`_param_kind`).
        if k == "type":
            p.print_type(cast(Type, v))
        elif k == "attr":
            p.print_attribute(cast(Attribute, v))
        elif k == "str":
            p.print_string(cast(str, v))
        elif k == "bool":
            p.write("true" if v else "false")
        else:
            p.write(str(v))

    def f(x: object, p: AsmPrinter) -> None:
        v = getattr(x, name)
        if lead:
            p.write(lead)
        if kind.startswith("list:"):
            k = kind[5:]
            for i, e in enumerate(v):
                if i:
                    p.write(", ")
                one(p, k, e)
        else:
            one(p, kind, v)

    return f


def _param_parser(name: str, kind: str, ods_name: str, cpp_types: dict[str, str]) -> ParamParser:
    def one(p: AsmParser, k: str) -> object:
        if k == "type":
            return p.parse_type()
        if k == "attr":
            return p.parse_attribute()
        if k == "str":
            return p.parse_string()
        if k == "bool":
            kw = p.parse_any_keyword()
            if kw not in ("true", "false"):
                p.emit_error(None, "expected 'true' or 'false'")
            return kw == "true"
        return p.parse_integer()

    def f(p: AsmParser, out: dict[str, object]) -> None:
        try:
            if kind.startswith("list:"):
                k = kind[5:]
                items: list[object] = []
                p.parse_comma_separated_list(lambda: items.append(one(p, k)))
                out[name] = tuple(items)
            else:
                out[name] = one(p, kind)
        except ParseError as e:
            # AttrOrTypeFormatGen adds its own error after a failed parameter.
            cpp = cpp_types.get(name) or _CPP_TYPES.get(kind, "::mlir::Attribute")
            more = Diagnostic(
                Severity.ERROR,
                p.parser.loc_at(p.current_location),
                f"failed to parse {ods_name} parameter '{name}' which is to be a `{cpp}`",
            )
            raise ParseError([*e.diagnostics, more]) from None

    return f


_CPP_TYPES = {
    "type": "::mlir::Type",
    "attr": "::mlir::Attribute",
    "str": "::llvm::StringRef",
    "int": "int64_t",
    "bool": "bool",
}
