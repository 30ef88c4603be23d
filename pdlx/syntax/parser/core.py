"""The parser's shared base: one source buffer, its token cursor, errors.

MLIR's `lib/AsmParser/Parser.cpp` and `ParserState.h`: the state of one
parse (records under construction, name scopes, aliases), token handling
and error reporting. The rest of the parser is split by what it parses,
as MLIR's AsmParser is, into classes stacked on this one:
`types.TypeParser` < `attributes.AttributeParser` <
`locations.LocationParser` < `ops.OpParser` < `module.Parser`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Final, NoReturn, TypeAlias, TypeVar

from pdlx.ir import types as T
from pdlx.ir.attributes import (
    Attribute,
    DictionaryAttr,
    DistinctAttr,
)
from pdlx.ir.context import Context
from pdlx.ir.diagnostics import Diagnostic, DiagnosticError, Severity
from pdlx.ir.location import (
    Location,
    Source,
    SourceLoc,
)
from pdlx.ir.records import (
    BlockRecord,
    OpRecord,
    RegionRecord,
    ValueRecord,
)
from pdlx.support.bigint import from_decimal
from pdlx.support.text import quote
from pdlx.syntax import lexer as L
from pdlx.syntax.lexer import LexError, Token, lex, unescape

_V = TypeVar("_V")

INT_TYPE: Final = re.compile(r"(s|u)?i([0-9]+)\Z")

_NAMESPACE: Final = re.compile(r"[a-zA-Z_][a-zA-Z_0-9$]*\Z")
"""`Dialect::isValidNamespace`."""

TYPE_KEYWORDS: Final = frozenset(
    {"index", "none", "complex", "tuple", "vector", "tensor", "memref"} | T.FloatType.NAMES
)


LineKey: TypeAlias = tuple[str, bool, str, tuple[T.Type, ...]]
"""The shape of a line (`OpParser._line_key`): default dialect, whether it
names no result, its text with SSA names blanked out, its operands' types."""
LineShape: TypeAlias = tuple[LineKey, int, str | None, int, int, list[int]]
"""(key, end of line, result name, where the op name starts, end of the
text before the first operand name, operand values)."""
FastType: TypeAlias = tuple[tuple[T.Type, ...], int, T.Type | None, int]
"""A function type as `OpParser._fast_ops` reads it: (inputs, their count,
the one result type or None, the number of results)."""
LineTemplate: TypeAlias = tuple[str, DictionaryAttr, Attribute | None, tuple[T.Type, ...], int]
"""What a line of a known shape parses to: (op name, attributes, properties,
result types, offset of the op's location from the line's head)."""


class ParseError(DiagnosticError):
    """A parse failure: the diagnostics MLIR would report, then the parse stops."""

    lexical = False
    """Set for a lexer error (no later parser diagnostic may be added)."""


class IsolatedScope:
    """SSA names visible in one isolated-from-above region tree (MLIR's
    `IsolatedSSANameScope`): names, forward references, and per nested
    region the names to forget when the region ends."""

    __slots__ = ("def_offsets", "forward", "region_names", "values")

    def __init__(self) -> None:
        self.values: dict[str, int] = {}
        self.def_offsets: dict[str, int] = {}
        self.forward: dict[str, int] = {}
        self.region_names: list[list[str]] = [[]]


class BlockScope:
    """The blocks named in one region (`^bb0`...), forward references included."""

    __slots__ = ("blocks",)

    def __init__(self) -> None:
        # name -> [block id, defined?, offset of first reference or definition]
        self.blocks: dict[str, list[int]] = {}


class ParserBase:
    """One parse of one source buffer: state, tokens and errors."""

    def __init__(
        self,
        text: str,
        name: str = "-",
        *,
        context: Context | None = None,
        allow_unregistered: bool = False,
        source: Source | None = None,
        base: int = 0,
    ) -> None:
        """Parse `text`; when it is a chunk of a larger `source` starting at
        offset `base`, locations point into the whole source."""
        self.text = text
        self.source = source if source is not None else Source(name, text)
        self.base = base
        self.ctx = context or Context.default()
        self.allow_unregistered = allow_unregistered
        self.pos = 0
        self.tok = Token(L.EOF, 0, 0, "")
        # Records under construction.
        self.ops: dict[int, OpRecord] = {}
        self.values: dict[int, ValueRecord] = {}
        self.blocks: dict[int, BlockRecord] = {}
        self.regions: dict[int, RegionRecord] = {}
        self.links: dict[int, tuple[int, int]] = {}
        self.completed_in_post_order = True
        """Whether `self.ops` got the ops in post-order (`completed_out_of_order`)."""
        # Name scopes.
        self.scopes: list[IsolatedScope] = [IsolatedScope()]
        self.block_scopes: list[BlockScope] = []
        self.forward_uses: dict[int, int] = {}  # placeholder id -> first use offset
        self.forward_types: dict[int, T.Type] = {}
        # Aliases.
        self.attr_aliases: dict[str, Attribute] = {}
        self.type_aliases: dict[str, T.Type] = {}
        # `loc(#alias)` seen before `#alias = ...`: (alias, offset, setter,
        # owner: ("op", id) or ("arg", value id), when known).
        self.deferred_locs: list[
            tuple[str, int, Callable[[Location], None], Callable[[], tuple[str, int]] | None]
        ] = []
        self.fty_cache: dict[str, T.FunctionType | None] = {}
        # Op names `OpParser._fast_ops` may (or may not) parse itself.
        self._fast_names: set[str] = set()
        self._fast_names_refused: set[str] = set()
        self._fast_types: dict[str, FastType] = {}
        # Simple type texts of block arguments (`f32`) -> the type (None: not one).
        self._arg_types: dict[str, T.Type | None] = {}
        self._templates: dict[LineKey, LineTemplate | None] = {}
        # The line last keyed for templates (`OpParser._line_key`): a start
        # on it, its end, and how many starts on it were keyed.
        self.keyed_line: tuple[int, int] = (-1, -1)
        self.keyed_count = 0
        self.dialect_resources: dict[str, dict[str, tuple[str, object]]] = {}
        self.external_resources: dict[str, dict[str, tuple[str, object]]] = {}
        self.diagnostics: list[Diagnostic] = []
        # MLIR's defaultDialectStack: the dialect a custom op name without a
        # dot is looked up in (`builtin` at the top level).
        self.default_dialects: list[str] = ["builtin"]
        self.distinct: dict[int, DistinctAttr] = {}
        """`distinct[N]<...>` ids of this file -> their attribute."""
        self.dialect_symbols: dict[tuple[str, str, str], object] = {}
        """(kind, dialect, body) -> the dialect type or attribute parsed from it."""

    def loc_at(self, offset: int) -> SourceLoc:
        """The location of `offset` in this buffer (shifted by `base` into the whole source)."""
        return SourceLoc(self.source, self.base + offset)

    def error_at(self, offset: int, message: str, note: str | None = None) -> NoReturn:
        """Stop with an error at `offset` (and an optional note there)."""
        d = Diagnostic(Severity.ERROR, self.loc_at(offset), message)
        if note is not None:
            d.attach_note(note)
        raise ParseError(d)

    def error(self, message: str) -> NoReturn:
        """An error at the current token (MLIR's `emitError()`); at EOF, one
        character before the end."""
        tok = self.tok
        self.error_at(max(tok.start - 1, 0) if tok.kind is L.EOF else tok.start, message)

    def error_wrong_token(self, message: str) -> NoReturn:
        """MLIR's `emitWrongTokenError`: report just after the last
        non-blank, non-comment character before the unexpected token."""
        tok = self.tok
        loc = tok.start - 1 if tok.kind is L.EOF else tok.start
        loc = max(loc, 0)
        s = self.text[:loc]
        while True:
            s = s.rstrip(" \t")
            if not s:
                self.error_at(loc, message)
            if s[-1] not in "\n\r":
                self.error_at(len(s), message)
            s = s[:-1]
            nl = max(s.rfind("\n"), s.rfind("\r"))
            prev = s[nl:] if nl >= 0 else s
            c = prev.find("//")
            if c >= 0:
                s = s[: len(s) - (len(prev) - c)]

    def advance(self) -> Token:
        """Consume the current token; return it."""
        tok = self.tok
        try:
            self.tok = lex(self.text, tok.end)
        except LexError as e:
            self.lex_error(e)
        return tok

    def reset(self, pos: int) -> None:
        """Move the cursor to `pos` and scan the token there."""
        try:
            self.tok = lex(self.text, pos)
        except LexError as e:
            self.lex_error(e)

    def lex_error(self, e: LexError) -> NoReturn:
        """A lexer error; MLIR drops any parser diagnostic that follows one."""
        err = ParseError(Diagnostic(Severity.ERROR, self.loc_at(e.offset), e.message))
        err.lexical = True
        raise err

    def is_punct(self, p: str) -> bool:
        """Whether the current token is the punctuation `p`."""
        t = self.tok
        return t.kind is L.PUNCT and t.text == p

    def consume_if(self, p: str) -> bool:
        """Consume the punctuation `p` if it is the current token."""
        t = self.tok
        if t.kind is L.PUNCT and t.text == p:
            self.advance()
            return True
        return False

    def expect(self, p: str, message: str) -> Token:
        """Consume the punctuation `p`, or stop with `message` (MLIR's `parseToken`)."""
        t = self.tok
        if t.kind is L.PUNCT and t.text == p:
            return self.advance()
        self.error_wrong_token(message)

    def is_keyword(self, kw: str) -> bool:
        """Whether the current token is the bare identifier `kw`."""
        t = self.tok
        return t.kind is L.BARE and t.text == kw

    def consume_keyword(self, kw: str) -> bool:
        """Consume the bare identifier `kw` if it is the current token."""
        if self.is_keyword(kw):
            self.advance()
            return True
        return False

    def read_balanced_body(self) -> str:
        """The text of `<...>` starting at the current `<` token, with nested
        brackets and strings balanced: MLIR's `parseDialectSymbolBody`, whose
        errors all point at the opening token."""
        text = self.text
        start = self.tok.start
        # MLIR's current token: the `<`, then the last string lexed inside.
        cur = start
        n = len(text)
        stack: list[str] = []
        openers = {">": "<", "]": "[", ")": "(", "}": "{"}
        i = start
        while True:
            c = text[i] if i < n else "\0"
            i += 1
            if c == "\0":
                if stack:
                    self.error_at(cur, f"unbalanced '{stack[-1]}' character in pretty dialect name")
                self.error_at(cur, "unexpected nul or EOF in pretty dialect name")
            if c in "<[({":
                stack.append(c)
                continue
            if c == "-":
                if i < n and text[i] == ">":
                    i += 1
                continue
            if c in openers:
                if stack[-1] != openers[c]:
                    self.error_at(cur, f"unbalanced '{stack[-1]}' character in pretty dialect name")
                stack.pop()
                if not stack:
                    break
                continue
            if c == '"':
                tok = self._lex_at(i - 1)
                if tok.kind is not L.STRING:
                    self.error_at(i - 1, "expected '\"' in string literal")
                cur = tok.start
                i = tok.end
        body = text[start:i]
        self.reset(i)
        return body

    def _lex_at(self, pos: int) -> Token:
        try:
            return lex(self.text, pos)
        except LexError as e:
            self.lex_error(e)

    def _check_namespace(self, dialect: str, loc: int) -> None:
        """OpaqueAttr/OpaqueType::verify: `Dialect::isValidNamespace`."""
        if _NAMESPACE.match(dialect) is None:
            self.error_at(loc, f"invalid dialect namespace '{quote(dialect)}'")

    def _dialect_symbol(self, aliases: Mapping[str, _V]) -> tuple[_V | None, str, str, int, int]:
        """MLIR's `parseExtendedSymbol` up to the dialect hook: consumes
        `#name`/`!name` and its `<...>` body. Returns (alias value or None,
        dialect, symbol data, location for an opaque symbol's errors, where
        the data starts: the dialect hook's name location is the first
        token there)."""
        tok = self.advance()
        ident = tok.text[1:]
        dialect, dot, rest = ident.partition(".")
        nxt = self.tok
        has_body = nxt.kind is L.PUNCT and nxt.text == "<" and nxt.start == tok.end
        if not dot and not has_body:
            a = aliases.get(ident)
            if a is None:
                self.error_wrong_token(f"undefined symbol alias id '{ident}'")
            return a, "", "", 0, 0
        if not dot:
            body_start = self.tok.start
            return None, dialect, self.read_balanced_body()[1:-1], tok.start, body_start + 1
        loc = tok.start + len(dialect) + 2
        if has_body:
            rest += self.read_balanced_body()
        return None, dialect, rest, loc, loc

    # Implemented by the layers above (MLIR declares them all in one class,
    # `Parser`, and defines them in one .cpp file per concern).

    def parse_type(self) -> T.Type:
        """A type (`TypeParser`)."""
        raise NotImplementedError

    def parse_attribute(self, type: T.Type | None = None) -> Attribute:
        """An attribute (`AttributeParser`)."""
        raise NotImplementedError

    def parse_location_inner(self) -> Location:
        """A location instance (`LocationParser`)."""
        raise NotImplementedError


def int_literal(text: str) -> int:
    """The value of an integer token (`0x...` hex, or decimal with any
    leading zeros)."""
    return int(text, 16) if text[1:2] == "x" else from_decimal(text)


def symbol_text(tok_text: str) -> str:
    body = tok_text[1:]
    if body.startswith('"'):
        return unescape(body[1:-1])
    return body
