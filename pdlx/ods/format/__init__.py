"""Declarative assembly formats, compiled once into a parser and a printer.

A port of MLIR's `mlir-tblgen` OpFormatGen: the format string of an op
(`$target attr-dict : functional-type(operands, results)`) is read with
lark (`lexer`), checked the way OpFormatGen checks it (`compiler`: every
operand, type, region and successor must be bound, types must be
resolvable, optional groups well formed...) and compiled into two Python
closures (`program`):

* the *printer* (`printer`) replays OpFormatGen's static spacing decisions:
  whether a space goes before an element is decided while compiling, from
  the previous element (`shouldEmitSpace` / `lastWasPunctuation`),
  including MLIR's quirks (the else-branch of an optional group continues
  from the then-branch's state; `operands` always prints a space, so
  `transform.yield` prints `transform.yield ` when it has none);
* the *parser* (`parser`) runs on `OpAsmParser` (the hand-written token
  parser), so a custom op costs what hand-written parsing costs; it resolves
  operand types, segment sizes and implicit terminators as the generated
  C++ does.

Formats of dialect type/attribute parameters (`` `<` $type `>` ``) compile
with `param_format` (`params`: AttrOrTypeFormatGen's simpler rules).
`custom<Name>(...)` directives are Python functions (`directives`); the
core dialects' formats compile on first use (`deferred`).
"""

from __future__ import annotations

from pdlx.ods.format.ast import (
    AttrDictDir,
    AttrVar,
    CustomDir,
    Element,
    FunctionalTypeDir,
    Literal,
    OIListDir,
    OperandsDir,
    OperandVar,
    OptionalGroup,
    PropDictDir,
    RefDir,
    RegionsDir,
    RegionVar,
    ResultsDir,
    ResultVar,
    StringArg,
    SuccessorsDir,
    SuccessorVar,
    TypeDir,
    Whitespace,
)
from pdlx.ods.format.deferred import DeferredFormat, deferred_formats, formats_deferred
from pdlx.ods.format.directives import (
    CustomDirective,
    custom_directive,
    register_custom_directive,
    registered_directives,
)
from pdlx.ods.format.lexer import FormatError, Node, parse_format
from pdlx.ods.format.params import ParamFormat, param_format, params_of
from pdlx.ods.format.program import FormatProgram, compile_format

__all__ = [
    "AttrDictDir",
    "AttrVar",
    "CustomDir",
    "CustomDirective",
    "DeferredFormat",
    "Element",
    "FormatError",
    "FormatProgram",
    "FunctionalTypeDir",
    "Literal",
    "Node",
    "OIListDir",
    "OperandVar",
    "OperandsDir",
    "OptionalGroup",
    "ParamFormat",
    "PropDictDir",
    "RefDir",
    "RegionVar",
    "RegionsDir",
    "ResultVar",
    "ResultsDir",
    "StringArg",
    "SuccessorVar",
    "SuccessorsDir",
    "TypeDir",
    "Whitespace",
    "compile_format",
    "custom_directive",
    "deferred_formats",
    "formats_deferred",
    "param_format",
    "params_of",
    "parse_format",
    "register_custom_directive",
    "registered_directives",
]
