"""`OpAsmParser` / `OpAsmPrinter`: what custom-syntax hooks see.

MLIR gives an op's hand-written (or ODS-generated) `parse`/`print` an
OpAsmParser / OpAsmPrinter; pdlx gives Python hooks the same vocabulary in
Python style (`parse_operand`, `resolve_operands`, `parse_optional_attr_dict`,
`print_region`, ...), implemented over the fast hand-written parser
(`pdlx.syntax.parser.Parser`) and the iterative printer
(`pdlx.syntax.printer.OpPrinter`).

Why a facade and not the raw parser/printer: the messages. MLIR prefixes
errors a custom parser emits itself with "custom op 'name' " but not the
errors of the underlying token parser ("expected ':'"); every method here
reports its failures exactly where and how its MLIR counterpart does. And
the printer side must also run against a recording printer (alias
collection visits what a custom printer prints, as MLIR's
DummyAliasOperationPrinter does), so hooks must only print through `p`.

`AsmParser` / `AsmPrinter` are the subsets dialect types and attributes use
for their parameters. The printing half lives in `pdlx.syntax.asm_printer`
(so that the printer does not depend on the parser); its names are
re-exported here.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple, NoReturn

from pdlx.ir import types as T
from pdlx.ir.attributes import (
    ArrayAttr,
    Attribute,
    DictionaryAttr,
    IntegerAttr,
    SymbolRefAttr,
    TypeAttr,
    UnitAttr,
)
from pdlx.ir.context import IS_TERMINATOR, Context, OpDef
from pdlx.ir.dense import DenseArrayAttr
from pdlx.ir.diagnostics import Diagnostic, Severity
from pdlx.ir.location import UNKNOWN_LOC, Location
from pdlx.ir.records import (
    NO_ID,
    BlockRecord,
    RegionRecord,
    make_op_record,
    make_value_record,
    new_id,
)
from pdlx.ir.types import Type
from pdlx.support.bigint import from_decimal
from pdlx.syntax import lexer as L
from pdlx.syntax.asm_printer import AsmPrinter as AsmPrinter
from pdlx.syntax.asm_printer import OpAsmPrinter as OpAsmPrinter
from pdlx.syntax.asm_printer import OpPrinterState as OpPrinterState
from pdlx.syntax.asm_printer import ParameterPrinting
from pdlx.syntax.asm_printer import PrintItem as PrintItem
from pdlx.syntax.asm_printer import RecordingPrinter as RecordingPrinter
from pdlx.syntax.asm_printer import RegionItem as RegionItem
from pdlx.syntax.asm_printer import StringAsmPrinter as StringAsmPrinter
from pdlx.syntax.asm_printer import attr_without_type as attr_without_type
from pdlx.syntax.asm_printer import op_attr_dict as op_attr_dict
from pdlx.syntax.parser import OpState, ParseError, Parser
from pdlx.syntax.parser.core import INT_TYPE, TYPE_KEYWORDS, symbol_text
from pdlx.syntax.parser.elements import parse_array_brackets

_BUILTIN_TYPE_NAMES: dict[type, str] = {
    T.FunctionType: "builtin.function",
    T.IntegerType: "builtin.integer",
    T.IndexType: "builtin.index",
    T.NoneType: "builtin.none",
    T.ComplexType: "builtin.complex",
    T.TupleType: "builtin.tuple",
    T.VectorType: "builtin.vector",
    T.RankedTensorType: "builtin.tensor",
    T.UnrankedTensorType: "builtin.unranked_tensor",
    T.MemRefType: "builtin.memref",
    T.UnrankedMemRefType: "builtin.unranked_memref",
    T.OpaqueType: "builtin.opaque",
}


def type_name(cls: type) -> str:
    """MLIR's `TypeT::name` for messages ("builtin.function", "transform.param")."""
    name = _BUILTIN_TYPE_NAMES.get(cls)
    if name is not None:
        return name
    dialect = getattr(cls, "dialect_name", "")
    mnemonic = getattr(cls, "mnemonic", "")
    if dialect and mnemonic:
        return f"{dialect}.{mnemonic}"
    return cls.__name__


class ParameterSyntax(ParameterPrinting):
    """A dialect type or attribute class whose parameters have their own
    syntax (the `parse`/`print` of an MLIR TypeDef/AttrDef). The hooks here
    ask only this; `pdlx.ods.DialectType`/`DialectAttr` derive from it, so
    the syntax layer needs no knowledge of ODS."""

    __slots__ = ()

    @classmethod
    def parse_parameters(cls, p: AsmParser) -> Any:
        """Parse what follows the mnemonic; return the new instance."""
        raise NotImplementedError

    def verify(self) -> str | None:
        """An error message if the parameters are invalid."""
        return None


class UnresolvedOperand(NamedTuple):
    """A parsed `%name#number` not yet bound to a value (needs its type)."""

    name: str
    number: int
    offset: int


@dataclass(slots=True)
class Argument:
    """A region argument as `parse_argument` reads it: `%x : type {attrs} loc(...)`."""

    ssa: UnresolvedOperand
    type: Type | None = None
    attrs: DictionaryAttr | None = None
    loc: Location | None = None


@dataclass(slots=True)
class Cell:
    """A by-reference parameter of a custom directive parser."""

    value: Any = None


DELIMITERS: dict[str | None, tuple[str, str] | None] = {
    None: None,
    "paren": ("(", ")"),
    "square": ("[", "]"),
    "less": ("<", ">"),
    "brace": ("{", "}"),
    "optional_paren": ("(", ")"),
    "optional_square": ("[", "]"),
    "optional_less": ("<", ">"),
    "optional_brace": ("{", "}"),
}
"""MLIR's AsmParser::Delimiter, by name."""

_PUNCT_NAMES: dict[str, str] = {
    "->": "'->'", ":": "':'", ",": "','", "=": "'='", "<": "'<'", ">": "'>'",
    "{": "'{'", "}": "'}'", "(": "'('", ")": "')'", "[": "'['", "]": "']'",
    "?": "'?'", "+": "'+'", "*": "'*'", "...": "'...'", "|": "'|'", "-": "'-'", "/": "'/'",
}  # fmt: skip

_ATTR_START_KEYWORDS = frozenset(
    {
        "affine_map", "affine_set", "dense", "dense_resource", "false", "loc", "sparse",
        "true", "unit", "array", "distinct", "strided",
    }
)  # fmt: skip


class AsmParser:
    """MLIR's AsmParser over pdlx's parser: tokens, types, attributes.

    Offsets (`current_location`, `name_location`, `UnresolvedOperand.offset`)
    are positions in the parser's text, as `Parser.error_at` takes them.
    """

    def __init__(self, parser: Parser, name_offset: int) -> None:
        self.parser = parser
        self.name_location = name_offset

    # -- errors -------------------------------------------------------------

    def emit_error(self, offset: int | None, message: str) -> NoReturn:
        """Report an error at `offset` (default: the current token)."""
        p = self.parser
        if offset is None:
            offset = self.current_location
        p.error_at(offset, message)

    @property
    def current_location(self) -> int:
        """The offset of the current token."""
        return self.parser.tok.start

    @property
    def context(self) -> Context:
        """The context the parse registers its ops in."""
        return self.parser.ctx

    # -- punctuation --------------------------------------------------------

    def is_punct(self, text: str) -> bool:
        """Whether the punctuation `text` is next."""
        return self.parser.is_punct(text)

    def parse_punct(self, text: str) -> None:
        """`parseColon()`, `parseLParen()`, ...: "expected ':'" where MLIR's
        token parser reports it (after the previous token)."""
        self.parser.expect(text, f"expected {_PUNCT_NAMES.get(text, repr(text))}")

    def parse_optional_punct(self, text: str) -> bool:
        """Consume the punctuation `text` if it is next."""
        return self.parser.consume_if(text)

    def parse_arrow(self) -> None:
        """`->`, or an error."""
        self.parse_punct("->")

    def parse_optional_arrow(self) -> bool:
        """Consume `->` if it is next."""
        return self.parser.consume_if("->")

    def parse_colon(self) -> None:
        """`:`, or an error."""
        self.parse_punct(":")

    def parse_optional_colon(self) -> bool:
        """Consume `:` if it is next."""
        return self.parser.consume_if(":")

    def parse_comma(self) -> None:
        """`,`, or an error."""
        self.parse_punct(",")

    def parse_optional_comma(self) -> bool:
        """Consume `,` if it is next."""
        return self.parser.consume_if(",")

    def parse_equal(self) -> None:
        """`=`, or an error."""
        self.parse_punct("=")

    def parse_optional_equal(self) -> bool:
        """Consume `=` if it is next."""
        return self.parser.consume_if("=")

    def parse_lparen(self) -> None:
        """`(`, or an error."""
        self.parse_punct("(")

    def parse_optional_lparen(self) -> bool:
        """Consume `(` if it is next."""
        return self.parser.consume_if("(")

    def parse_rparen(self) -> None:
        """`)`, or an error."""
        self.parse_punct(")")

    def parse_optional_rparen(self) -> bool:
        """Consume `)` if it is next."""
        return self.parser.consume_if(")")

    def parse_lsquare(self) -> None:
        """`[`, or an error."""
        self.parse_punct("[")

    def parse_optional_lsquare(self) -> bool:
        """Consume `[` if it is next."""
        return self.parser.consume_if("[")

    def parse_rsquare(self) -> None:
        """`]`, or an error."""
        self.parse_punct("]")

    def parse_optional_rsquare(self) -> bool:
        """Consume `]` if it is next."""
        return self.parser.consume_if("]")

    def parse_less(self) -> None:
        """`<`, or an error."""
        self.parse_punct("<")

    def parse_optional_less(self) -> bool:
        """Consume `<` if it is next."""
        return self.parser.consume_if("<")

    def parse_greater(self) -> None:
        """`>`, or an error."""
        self.parse_punct(">")

    def parse_optional_greater(self) -> bool:
        """Consume `>` if it is next."""
        return self.parser.consume_if(">")

    def parse_lbrace(self) -> None:
        """`{`, or an error."""
        self.parse_punct("{")

    def parse_optional_lbrace(self) -> bool:
        """Consume `{` if it is next."""
        return self.parser.consume_if("{")

    def parse_rbrace(self) -> None:
        """`}`, or an error."""
        self.parse_punct("}")

    def parse_optional_rbrace(self) -> bool:
        """Consume `}` if it is next."""
        return self.parser.consume_if("}")

    def parse_optional_ellipsis(self) -> bool:
        """Consume `...` if it is next."""
        return self.parser.consume_if("...")

    def parse_question(self) -> None:
        """`?`, or an error."""
        self.parse_punct("?")

    def parse_optional_question(self) -> bool:
        """Consume `?` if it is next."""
        return self.parser.consume_if("?")

    def parse_star(self) -> None:
        """`*`, or an error."""
        self.parse_punct("*")

    def parse_optional_star(self) -> bool:
        """Consume `*` if it is next."""
        return self.parser.consume_if("*")

    def parse_optional_vertical_bar(self) -> bool:
        """Consume `|` if it is next."""
        return self.parser.consume_if("|")

    # -- keywords, strings, numbers -----------------------------------------

    def is_keyword(self, kw: str | None = None) -> bool:
        """Whether a bare identifier (`kw`, if given) is next."""
        tok = self.parser.tok
        return tok.kind is L.BARE and (kw is None or tok.text == kw)

    def parse_keyword(self, keyword: str, message: str = "") -> None:
        """Errors through `emit_error` ("custom op 'x' expected 'to'")."""
        loc = self.current_location
        if not self.parse_optional_keyword(keyword):
            self.emit_error(loc, f"expected '{keyword}'{message}")

    def parse_optional_keyword(self, keyword: str) -> bool:
        """Consume the keyword `keyword` if it is next."""
        p = self.parser
        tok = p.tok
        if tok.kind is L.BARE and tok.text == keyword:
            p.advance()
            return True
        return False

    def parse_optional_keyword_of(self, allowed: Iterable[str] | None = None) -> str | None:
        """A keyword (any, or one of `allowed`) if present."""
        p = self.parser
        tok = p.tok
        if tok.kind is not L.BARE:
            return None
        if allowed is not None and tok.text not in allowed:
            return None
        p.advance()
        return tok.text

    def parse_any_keyword(self) -> str:
        """MLIR's `parseKeyword(StringRef*)`."""
        loc = self.current_location
        kw = self.parse_optional_keyword_of()
        if kw is None:
            self.emit_error(loc, "expected valid keyword")
        return kw

    def parse_optional_string(self) -> str | None:
        """A string literal's value, if one is next."""
        p = self.parser
        tok = p.tok
        if tok.kind is not L.STRING:
            return None
        p.advance()
        return L.unescape(tok.text[1:-1])

    def parse_string(self) -> str:
        """A string literal's value, or an error."""
        loc = self.current_location
        s = self.parse_optional_string()
        if s is None:
            self.emit_error(loc, "expected string")
        return s

    def parse_optional_keyword_or_string(self) -> str | None:
        """A keyword, or a string literal's value, if one is next."""
        kw = self.parse_optional_keyword_of()
        return kw if kw is not None else self.parse_optional_string()

    def parse_keyword_or_string(self) -> str:
        """A keyword or a string literal's value, or an error."""
        loc = self.current_location
        s = self.parse_optional_keyword_or_string()
        if s is None:
            self.emit_error(loc, "expected valid keyword or string")
        return s

    def parse_optional_integer(self) -> int | None:
        """MLIR's `parseOptionalInteger`: `-`? integer literal."""
        p = self.parser
        tok = p.tok
        neg = False
        if tok.kind is L.PUNCT and tok.text == "-":
            nxt = L.lex(p.text, tok.end)
            if nxt.kind is not L.INTEGER:
                return None
            p.advance()
            neg = True
            tok = p.tok
        if tok.kind is not L.INTEGER:
            return None
        p.advance()
        v = int(tok.text, 16) if tok.text.startswith("0x") else from_decimal(tok.text)
        return -v if neg else v

    def parse_integer(self) -> int:
        """An integer (optionally negative), or an error."""
        loc = self.current_location
        v = self.parse_optional_integer()
        if v is None:
            self.emit_error(loc, "expected integer value")
        return v

    # -- comma-separated lists ----------------------------------------------

    def parse_comma_separated_list(
        self, fn: Callable[[], object], delimiter: str | None = None, context: str = ""
    ) -> None:
        """MLIR's `parseCommaSeparatedList`: without a delimiter at least one
        element; with one, possibly empty; `optional_*` delimiters may be
        absent altogether."""
        p = self.parser
        delim = DELIMITERS[delimiter]
        if delim is not None:
            open_, close = delim
            if delimiter is not None and delimiter.startswith("optional_"):
                if not p.consume_if(open_):
                    return
            else:
                p.expect(open_, f"expected '{open_}'{context}")
            if p.consume_if(close):
                return
        fn()
        while p.consume_if(","):
            fn()
        if delim is not None:
            p.expect(delim[1], f"expected ',' or '{delim[1]}'{context}")

    # -- types --------------------------------------------------------------

    def parse_type(self) -> Type:
        """A type."""
        return self.parser.parse_type()

    def starts_type(self) -> bool:
        """Whether a type starts here (MLIR's `parseOptionalType` test)."""
        tok = self.parser.tok
        if tok.kind is L.BANG:
            return True
        if tok.kind is L.PUNCT:
            return tok.text == "("
        if tok.kind is L.BARE:
            return tok.text in TYPE_KEYWORDS or INT_TYPE.match(tok.text) is not None
        return False

    def parse_optional_type(self) -> Type | None:
        """A type, if one starts here."""
        return self.parse_type() if self.starts_type() else None

    def parse_type_of(self, cls: type) -> Type:
        """`parseType<TypeT>`: "invalid kind of type specified: expected
        builtin.function, but found 'i32'" otherwise."""
        loc = self.current_location
        t = self.parse_type()
        if not isinstance(t, cls):
            self.emit_error(
                loc,
                f"invalid kind of type specified: expected {type_name(cls)}, but found '{t}'",
            )
        return t

    def parse_colon_type(self) -> Type:
        """`: type`."""
        self.parse_colon()
        return self.parse_type()

    def parse_type_list(self) -> list[Type]:
        """At least one type, comma separated (MLIR's `parseTypeList`)."""
        out: list[Type] = []
        self.parse_comma_separated_list(lambda: out.append(self.parse_type()))
        return out

    def parse_colon_type_list(self) -> list[Type]:
        """`: t, t, ...` (at least one type)."""
        self.parse_colon()
        return self.parse_type_list()

    def parse_optional_colon_type_list(self) -> list[Type]:
        """`: t, t, ...` if a colon is next, else no types."""
        if not self.parse_optional_colon():
            return []
        return self.parse_type_list()

    def parse_arrow_type_list(self) -> list[Type]:
        """`-> t` or `-> (t, ...)`."""
        self.parse_arrow()
        return list(self.parser.parse_function_result_types())

    def parse_optional_arrow_type_list(self) -> list[Type]:
        """`-> t` or `-> (t, ...)` if an arrow is next, else no types."""
        if not self.parse_optional_arrow():
            return []
        return list(self.parser.parse_function_result_types())

    def parse_custom_type_with_fallback(self, cls: type) -> Type:
        """A `cls` value written without `!dialect.mnemonic` when `cls` is a
        dialect type (its parameters), or in full; checks the class."""
        loc = self.current_location
        if issubclass(cls, ParameterSyntax) and self.parser.tok.kind is not L.BANG:
            t: Type = cls.parse_parameters(self)
        else:
            t = self.parse_type()
        if not isinstance(t, cls):
            self.emit_error(
                loc,
                f"invalid kind of type specified: expected {type_name(cls)}, but found '{t}'",
            )
        return t

    # -- attributes ---------------------------------------------------------

    def parse_attribute(self, type: Type | None = None) -> Attribute:
        """An attribute (`type`: the type a literal takes)."""
        return self.parser.parse_attribute(type)

    def starts_attribute(self) -> bool:
        """Whether MLIR's `parseOptionalAttribute` would parse something."""
        tok = self.parser.tok
        k = tok.kind
        if k in (L.AT, L.FLOAT, L.INTEGER, L.HASH, L.STRING):
            return True
        if k is L.PUNCT:
            return tok.text in ("{", "[", "-")
        if k is L.BARE and tok.text in _ATTR_START_KEYWORDS:
            return True
        return self.starts_type()

    def parse_optional_attribute(self, type: Type | None = None) -> Attribute | None:
        """An attribute, if one starts here."""
        if not self.starts_attribute():
            return None
        return self.parse_attribute(type)

    def parse_attribute_of(
        self, cls: type | tuple[type, ...], type: Type | None = None
    ) -> Attribute:
        """`parseAttribute<AttrT>`: "invalid kind of attribute specified"."""
        loc = self.current_location
        a = self.parse_attribute(type)
        if not isinstance(a, cls):
            self.emit_error(loc, "invalid kind of attribute specified")
        return a

    def parse_custom_attribute_with_fallback(
        self,
        cls: type | tuple[type, ...] | None,
        value_type: Type | None = None,
        element_type: Type | None = None,
    ) -> Attribute:
        """A dialect attribute without its `#dialect.mnemonic` prefix, or any
        attribute in full; checks the class when one is given. A dense array
        (`cls` DenseArrayAttr, `element_type` given) is written `[1, 2]`."""
        loc = self.current_location
        if (
            cls is DenseArrayAttr
            and element_type is not None
            and self.parser.tok.kind is not L.HASH
        ):
            a: Attribute = parse_array_brackets(self.parser, element_type)
        elif (
            isinstance(cls, type)
            and issubclass(cls, ParameterSyntax)
            and self.parser.tok.kind is not L.HASH
        ):
            a = cls.parse_parameters(self)
        else:
            a = self.parse_attribute(value_type)
        if cls is not None and not isinstance(a, cls):
            self.emit_error(loc, "invalid kind of attribute specified")
        return a

    def parse_optional_attr_dict(self) -> dict[str, Attribute]:
        """`{...}` if present (else empty)."""
        p = self.parser
        if not p.is_punct("{"):
            return {}
        return p.parse_attr_dict_entries()

    def parse_optional_attr_dict_with_keyword(self) -> dict[str, Attribute]:
        """`attributes {...}` if the keyword is present."""
        if not self.parse_optional_keyword("attributes"):
            return {}
        return self.parser.parse_attr_dict_entries()

    def parse_optional_symbol_name(self) -> str | None:
        """`@name`'s name, if one is next."""
        p = self.parser
        tok = p.tok
        if tok.kind is not L.AT:
            return None
        p.advance()
        return symbol_text(tok.text)

    def parse_symbol_name(self) -> str:
        """`@name`'s name, or an error."""
        loc = self.current_location
        s = self.parse_optional_symbol_name()
        if s is None:
            self.emit_error(loc, "expected valid '@'-identifier for symbol name")
        return s


class OpAsmParser(AsmParser):
    """The parser a custom op hook gets. `state` is the op being built:
    `state.attributes` (discardable, from attr-dicts), `props` (inherent
    attributes, become the op's properties), `state.result_types`,
    `state.operands` (value ids), `state.regions`, `state.successors`."""

    def __init__(self, parser: Parser, state: OpState, opdef: OpDef, name_offset: int) -> None:
        super().__init__(parser, name_offset)
        self.state = state
        self.opdef = opdef
        self.parsed_regions: list[int] = []
        """The regions in the order parsed (which need not be the op's)."""
        self.props: dict[str, Attribute] = {}

    @property
    def op_name(self) -> str:
        """The full name of the op being parsed."""
        return self.state.name

    def emit_error(self, offset: int | None, message: str) -> NoReturn:
        """Errors a custom parser emits are prefixed with "custom op 'name' "."""
        super().emit_error(offset, f"custom op '{self.state.name}' {message}")

    # -- building the op ----------------------------------------------------

    def add_attribute(self, name: str, value: Attribute) -> None:
        """An attribute the op will have: inherent names go to properties."""
        inherent = self.opdef.inherent
        if inherent is not None and name in inherent:
            self.props[name] = value
        else:
            self.state.attributes[name] = value

    def add_types(self, types: Iterable[Type]) -> None:
        """Append result types to the op being parsed."""
        self.state.result_types.extend(types)

    # -- operands ------------------------------------------------------------

    def parse_operand(self, allow_result_number: bool = True) -> UnresolvedOperand:
        """`%name` or `%name#N` (the number only if `allow_result_number`)."""
        p = self.parser
        tok = p.tok
        if tok.kind is not L.PERCENT:
            p.error_wrong_token("expected SSA operand")
        name, number, offset = p.parse_ssa_use(allow_result_number)
        return UnresolvedOperand(name, number, offset)

    def parse_optional_operand(self, allow_result_number: bool = True) -> UnresolvedOperand | None:
        """An operand, if one is next."""
        if self.parser.tok.kind is not L.PERCENT:
            return None
        return self.parse_operand(allow_result_number)

    def parse_operand_list(
        self,
        delimiter: str | None = None,
        allow_result_number: bool = True,
        required: int = -1,
    ) -> list[UnresolvedOperand]:
        """Operands separated by commas, in `delimiter` (MLIR's `parseOperandList`)."""
        p = self.parser
        out: list[UnresolvedOperand] = []
        if delimiter is None:
            tok = p.tok
            if tok.kind is not L.PERCENT:
                if required in (-1, 0):
                    return out
                if tok.kind is L.PUNCT and tok.text in ("(", "["):
                    p.error("unexpected delimiter")
                p.error_wrong_token("expected operand")
        start = self.current_location
        self.parse_comma_separated_list(
            lambda: out.append(self.parse_operand(allow_result_number)), delimiter,
            " in operand list",
        )  # fmt: skip
        if required != -1 and len(out) != required:
            self.emit_error(start, f"expected {required} operands")
        return out

    def resolve_operand(self, operand: UnresolvedOperand, type: Type) -> int:
        """The value id for `operand`, checking its type against prior uses."""
        return self.parser.resolve_operand(operand.name, operand.number, operand.offset, type)

    def resolve_operands(
        self,
        operands: Sequence[UnresolvedOperand],
        types: Sequence[Type] | Type,
        loc: int | None = None,
    ) -> list[int]:
        """Resolve and append to `state.operands`. A single Type applies to
        every operand; a list must match in length ("number of operands and
        types do not match: got N operands and M types")."""
        if isinstance(types, Type):
            tys: Sequence[Type] = [types] * len(operands)
        else:
            tys = types
            if len(tys) != len(operands):
                self.emit_error(
                    loc if loc is not None else self.name_location,
                    f"number of operands and types do not match: got {len(operands)} "
                    f"operands and {len(tys)} types",
                )
        out = [self.resolve_operand(o, t) for o, t in zip(operands, tys, strict=True)]
        self.state.operands.extend(out)
        return out

    # -- region arguments ------------------------------------------------------

    def parse_argument(self, allow_type: bool = False, allow_attrs: bool = False) -> Argument:
        """A region argument: `%name`, then `: type` and `{attrs}` if allowed, and an optional location."""
        ssa = self.parse_operand(allow_result_number=False)
        arg = Argument(ssa)
        if allow_type:
            arg.type = self.parse_colon_type()
        if allow_attrs:
            attrs = self.parse_optional_attr_dict()
            arg.attrs = DictionaryAttr.of(attrs)
        arg.loc = self.parse_optional_location_specifier()
        return arg

    def parse_optional_argument(
        self, allow_type: bool = False, allow_attrs: bool = False
    ) -> Argument | None:
        """A region argument, if one is next."""
        if self.parser.tok.kind is not L.PERCENT:
            return None
        return self.parse_argument(allow_type, allow_attrs)

    def parse_argument_list(
        self, delimiter: str | None = None, allow_type: bool = False, allow_attrs: bool = False
    ) -> list[Argument]:
        """Region arguments separated by commas, in `delimiter`."""
        out: list[Argument] = []
        if delimiter is None and self.parser.tok.kind is not L.PERCENT:
            return out
        self.parse_comma_separated_list(
            lambda: out.append(self.parse_argument(allow_type, allow_attrs)), delimiter,
            " in argument list",
        )  # fmt: skip
        return out

    def parse_optional_location_specifier(self) -> Location | None:
        """`loc(...)` if present. A `#alias` defined later in the file is
        resolved at the end of the parse, like the parser does for ops."""
        p = self.parser
        if not p.is_keyword("loc"):
            return None
        p.advance()
        p.expect("(", "expected '(' in location")
        box = _LocBox()
        p.parse_location_body(box.set)
        p.expect(")", "expected ')' in location")
        return box

    # -- regions and successors ------------------------------------------------

    def parse_region(
        self, arguments: Sequence[Argument] = (), enable_name_shadowing: bool = False
    ) -> int:
        """A region (`{...}`) whose entry block takes `arguments`; returns its
        id (add it to the op with `state.regions.append`). With
        `enable_name_shadowing` (isolated ops) names of enclosing regions
        are invisible inside, so they can be reused."""
        region = self._parse_region(arguments, enable_name_shadowing)
        self.parsed_regions.append(region)
        return region

    def _parse_region(self, arguments: Sequence[Argument], enable_name_shadowing: bool) -> int:
        p = self.parser
        op_id = self.state.id
        if not arguments:
            return p.parse_region(op_id, enable_name_shadowing)
        region = new_id()
        p.expect("{", "expected '{' to begin a region")
        p.push_region_scope(enable_name_shadowing)
        entry = new_id()
        args: list[int] = []
        named = bool(arguments[0].ssa.name)
        if named:
            if p.tok.kind is L.CARET:
                p.error("invalid block name in region with named arguments")
            scope = p.scopes[-1]
            for i, a in enumerate(arguments):
                key = a.ssa.name
                if key in scope.values or key in scope.forward:
                    d = Diagnostic(
                        Severity.ERROR,
                        p.loc_at(a.ssa.offset),
                        f"region entry argument '{key}' is already in use",
                    )
                    d.attach_note("previously referenced here", p.loc_at(scope.def_offsets[key]))
                    raise ParseError(d)
                assert a.type is not None
                v = p.define_block_arg(key, a.ssa.offset, a.type, entry, i)
                if a.loc is not None:
                    _set_arg_loc(p, v, a.loc)
                args.append(v)
        blocks = [entry]
        if p.tok.kind is not L.CARET or named:
            p.parse_block_body(entry, region, tuple(args))
        else:
            blocks = []
        while p.tok.kind is L.CARET:
            blocks.append(p.parse_block(region))
        p.expect("}", "expected '}' to end region")
        p.pop_region_scope(enable_name_shadowing)
        p.regions[region] = RegionRecord(tuple(blocks), op_id)
        return region

    def parse_optional_region(
        self, arguments: Sequence[Argument] = (), enable_name_shadowing: bool = False
    ) -> int | None:
        """A region (see `parse_region`), if `{` is next."""
        if not self.parser.is_punct("{"):
            return None
        return self.parse_region(arguments, enable_name_shadowing)

    def parse_successor(self) -> int:
        """`^name`: a successor block."""
        p = self.parser
        if p.tok.kind is not L.CARET:
            p.error_wrong_token("expected block name")
        return p.parse_block_ref()

    def parse_optional_successor(self) -> int | None:
        """A successor block, if `^name` is next."""
        if self.parser.tok.kind is not L.CARET:
            return None
        return self.parse_successor()

    # -- region helpers ODS formats use -------------------------------------

    def ensure_terminator(self, region: int, terminator: str) -> None:
        """SingleBlockImplicitTerminator's `ensureTerminator`: an empty region
        gets a block, a block not ending in a terminator gets `terminator`
        (located at the op)."""
        p = self.parser
        rrec = p.regions[region]
        if not rrec.blocks:
            b = new_id()
            p.blocks[b] = BlockRecord((), region, NO_ID, NO_ID)
            p.regions[region] = RegionRecord((b,), rrec.parent)
            rrec = p.regions[region]
        block = rrec.blocks[-1]
        brec = p.blocks[block]
        if brec.last:
            d = p.ctx.op(p.ops[brec.last].name)
            if d is not None and IS_TERMINATOR in d.traits:
                return
        term = OpState(new_id(), terminator, self.state.loc)
        op = p.create_op(term, block, [])
        _append_to_block(p, block, op)

    def ensure_single_block(self, region: int) -> None:
        """SingleBlock's parse rule: an empty region gets an empty block."""
        p = self.parser
        rrec = p.regions[region]
        if not rrec.blocks:
            b = new_id()
            p.blocks[b] = BlockRecord((), region, NO_ID, NO_ID)
            p.regions[region] = RegionRecord((b,), rrec.parent)

    # -- building IR inside a custom parser (MLIR's OpBuilder in parse hooks) ----

    def create_region(
        self, arg_types: Sequence[Type] = (), arg_loc: Location | None = None
    ) -> tuple[int, int, list[int]]:
        """A region of the op being parsed with one block taking `arg_types`
        (located at `arg_loc`, default unknown), for ops whose custom form
        leaves the body out (`linalg.matmul`, MLIR's `fillStructuredOpRegion`).
        Returns (region, block, block argument value ids); append the region
        to `state.regions` and fill the block with `create_op`."""
        p = self.parser
        region, block = new_id(), new_id()
        args: list[int] = []
        for i, t in enumerate(arg_types):
            v = new_id()
            p.values[v] = make_value_record(t, block, i, True, arg_loc or UNKNOWN_LOC)
            args.append(v)
        p.blocks[block] = BlockRecord(tuple(args), region, NO_ID, NO_ID)
        p.regions[region] = RegionRecord((block,), self.state.id)
        return region, block, args

    def create_op(
        self,
        block: int,
        name: str,
        operands: Sequence[int] = (),
        result_types: Sequence[Type] = (),
        properties: Mapping[str, Attribute] | None = None,
        loc: Location | None = None,
    ) -> list[int]:
        """Append op `name` to `block` (made by `create_region`); returns its
        result value ids. A registered op gets its default-valued properties
        (ODS populateDefaultProperties) unless `properties` are given."""
        p = self.parser
        st = OpState(new_id(), name, loc or UNKNOWN_LOC)
        st.operands = list(operands)
        st.result_types = list(result_types)
        if properties is None:
            opdef = p.ctx.op(name)
            properties = opdef.default_props if opdef is not None else {}
        if properties:
            st.properties = DictionaryAttr.of(dict(properties))
        results = [new_id() for _ in result_types]
        op = p.create_op(st, block, results)
        _append_to_block(p, block, op)
        return results

    # -- finishing --------------------------------------------------------------

    def finish(self) -> None:
        """Move inherent attributes given in attr-dicts into the properties
        (they win, as in MLIR's Operation::setAttrs) and store them."""
        state = self.state
        props = self.props
        inherent = self.opdef.inherent
        if inherent is not None:
            for name in inherent:
                if name in state.attributes:
                    props[name] = state.attributes.pop(name)
        for name, value in self.opdef.default_props.items():
            props.setdefault(name, value)
        if props:
            state.properties = DictionaryAttr.of(props)


class _LocBox(Location):
    """A location parsed in a custom op whose `#alias` may resolve later."""

    __slots__ = ("loc", "targets")

    def __init__(self) -> None:
        self.loc: Location | None = None
        self.targets: list[tuple[Parser, int]] = []

    def set(self, loc: Location) -> None:
        self.loc = loc
        for parser, v in self.targets:
            _store_arg_loc(parser, v, loc)


def _set_arg_loc(parser: Parser, v: int, loc: Location) -> None:
    if isinstance(loc, _LocBox):
        if loc.loc is not None:
            _store_arg_loc(parser, v, loc.loc)
        else:
            loc.targets.append((parser, v))
    else:
        _store_arg_loc(parser, v, loc)


def _store_arg_loc(parser: Parser, v: int, loc: Location) -> None:
    r = parser.values[v]
    parser.values[v] = make_value_record(r.type, r.owner, r.index, True, loc)


def _append_to_block(parser: Parser, block: int, op: int) -> None:
    brec = parser.blocks[block]
    last = brec.last
    if last:
        prev_prev, _ = parser.links[last]
        parser.links[last] = (prev_prev, op)
    parser.links[op] = (last, NO_ID)
    parser.blocks[block] = BlockRecord(brec.args, brec.parent, brec.first or op, op)


def custom_parser(opdef: OpDef, fn: Callable[[OpAsmParser], None]) -> Callable[..., None]:
    """Adapt a `ParseHook` to the parser's `opdef.parse(parser, state)` call."""

    def parse(parser: Parser, state: OpState) -> None:
        loc = state.loc
        offset = getattr(loc, "offset", parser.base) - parser.base
        ap = OpAsmParser(parser, state, opdef, offset)
        fn(ap)
        ap.finish()
        parsed = [r for r in ap.parsed_regions if r in state.regions]
        if len(parsed) > 1 and parsed != list(state.regions):
            # `scf.index_switch` parses its cases before its default region,
            # which comes first: the ops completed so far are not in the
            # walk's post-order, which the snapshot is seeded with.
            parser.completed_out_of_order()

    return parse


def parse_dialect_symbol(
    parser: Parser,
    table: Mapping[str, type[ParameterSyntax]],
    kind: str,
    dialect: str,
    data: str,
    offset: int,
) -> ParameterSyntax:
    """Parse `!dialect.mnemonic<params>` / `#dialect...` for a dialect whose
    types or attributes are `ParameterSyntax` classes (`DialectType`/`DialectAttr`).

    The body is parsed in place (a sub-parser over the same text, ending
    where the symbol ends) so that error locations point into the file and
    aliases resolve, as MLIR's DialectAsmParser does."""
    text = parser.text
    start = offset
    if text[start : start + 1] in ("!", "#"):
        start = offset + len(dialect) + 2
    end = start + len(data)
    cache = parser.dialect_symbols
    key = (kind, dialect, data)
    hit = cache.get(key)
    if isinstance(hit, ParameterSyntax):
        return hit
    sub = _SymbolParser(parser, end)
    sub.reset(start)
    ap = AsmParser(sub, start)
    loc = ap.current_location
    mnemonic = ap.parse_optional_keyword_of()
    if mnemonic is None:
        sub.error_wrong_token("expected valid keyword")
    cls = table.get(mnemonic)
    if cls is None:
        d = parser.ctx.dialects[dialect]
        template = d.unknown_type_message if kind == "type" else d.unknown_attr_message
        sub.error_at(loc, template.format(mnemonic=mnemonic, dialect=dialect))
    # As in MLIR, tokens left inside the symbol's `<...>` are ignored.
    params_loc = sub.tok.start
    value: ParameterSyntax = cls.parse_parameters(ap)
    err = value.verify()
    if err is not None:
        # getChecked reports at the parser's location when the parameters
        # started (after the mnemonic).
        sub.error_at(params_loc, err)
    cache[key] = value
    return value


class _SymbolParser(Parser):
    """A parser over the main text cut at the end of a dialect symbol:
    EOF is where the symbol ends, errors at EOF point at that end."""

    def __init__(self, main: Parser, end: int) -> None:
        super().__init__(
            main.text[:end],
            context=main.ctx,
            allow_unregistered=main.allow_unregistered,
            source=main.source,
            base=main.base,
        )
        self.attr_aliases = main.attr_aliases
        self.type_aliases = main.type_aliases

    def error(self, message: str) -> NoReturn:
        self.error_at(self.tok.start, message)

    def error_wrong_token(self, message: str) -> NoReturn:
        if self.tok.kind is L.EOF:
            self.error_at(self.tok.start, message)
        super().error_wrong_token(message)


_unused = (ArrayAttr, IntegerAttr, SymbolRefAttr, TypeAttr, UnitAttr, field, make_op_record)
