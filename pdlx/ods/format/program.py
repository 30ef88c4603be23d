"""A compiled op format: the checked elements with their parser and printer."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from pdlx.ods.format.ast import Element
from pdlx.ods.format.compiler import FormatBuilder, FormatChecker, FormatInfo
from pdlx.ods.format.directives import CustomDirective
from pdlx.ods.format.lexer import parse_format
from pdlx.ods.format.parser import ParseCompiler
from pdlx.ods.format.printer import PrintCompiler
from pdlx.ods.spec import OpSpec
from pdlx.syntax.asm import OpAsmParser, OpAsmPrinter


@dataclass
class FormatProgram:
    """A compiled op format: `parse(p)` and `print(p)` hooks."""

    spec: OpSpec
    elements: list[Element]
    parse: Callable[[OpAsmParser], None]
    print: Callable[[OpAsmPrinter], None]


def compile_format(
    spec: OpSpec, fmt: str, directives: dict[str, CustomDirective] | None = None
) -> FormatProgram:
    """Parse and check `fmt` for the op `spec`; build its parser and printer.
    Raises FormatError (naming the op and the position) on a bad format."""
    b = FormatBuilder(spec, fmt, directives or {})
    els = b.elements(parse_format(b.owner, fmt))
    v = FormatChecker(b, els)
    v.run()
    info = FormatInfo(spec, b, v)
    printer = PrintCompiler(info).compile(els)
    parser = ParseCompiler(info).compile(els)
    return FormatProgram(spec, els, parser, printer)
