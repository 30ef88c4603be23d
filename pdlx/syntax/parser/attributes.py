"""Attributes: MLIR's `lib/AsmParser/AttributeParser.cpp` (builtin
attributes; `#dialect.name<...>` handed to the dialect's attribute hook;
elements attributes in `elements`, affine ones in `affine`).
"""

from __future__ import annotations

from pdlx.ir import floats
from pdlx.ir import types as T
from pdlx.ir.attributes import (
    DYNAMIC_STRIDE,
    UNIT,
    ArrayAttr,
    Attribute,
    BoolAttr,
    DictionaryAttr,
    DistinctAttr,
    FloatAttr,
    IntegerAttr,
    OpaqueAttr,
    StridedLayoutAttr,
    StringAttr,
    SymbolRefAttr,
    TypeAttr,
)
from pdlx.ir.dense import build_apint, canonical_int
from pdlx.ir.diagnostics import Diagnostic, Severity
from pdlx.ir.records import (
    new_id,
)
from pdlx.support.bigint import from_decimal
from pdlx.support.text import quote
from pdlx.syntax import lexer as L
from pdlx.syntax.lexer import Token, unescape
from pdlx.syntax.parser import elements
from pdlx.syntax.parser.affine import parse_affine_attr
from pdlx.syntax.parser.core import (
    INT_TYPE,
    TYPE_KEYWORDS,
    ParseError,
    int_literal,
    symbol_text,
)
from pdlx.syntax.parser.types import TypeParser


class AttributeParser(TypeParser):
    """Parses attributes."""

    def parse_attr_dict_entries(self) -> dict[str, Attribute]:
        """MLIR's `parseAttributeDict`: `{` (name (`=` attr)?) list `}`."""
        self.expect("{", "expected '{' in attribute dictionary")
        out: dict[str, Attribute] = {}
        if self.consume_if("}"):
            return out
        while True:
            tok = self.tok
            if tok.kind is L.STRING:
                name = unescape(tok.text[1:-1])
                if not name:
                    self.error("expected valid attribute name")
            elif tok.kind is L.BARE:
                name = tok.text
            else:
                self.error_wrong_token("expected attribute name")
            if name in out:
                self.error(f"duplicate key '{name}' in dictionary attribute")
            self.advance()
            if self.consume_if("="):
                out[name] = self.parse_attribute()
            else:
                out[name] = UNIT
            if not self.consume_if(","):
                break
        self.expect("}", "expected '}' in attribute dictionary")
        return out

    def parse_attribute(self, type: T.Type | None = None) -> Attribute:
        """MLIR's `parseAttribute`; `type`, when given, is the type a literal takes."""
        tok = self.tok
        kind = tok.kind
        if kind is L.PUNCT:
            p = tok.text
            if p == "[":
                self.advance()
                elems: list[Attribute] = []
                if not self.consume_if("]"):
                    elems.append(self.parse_attribute())
                    while self.consume_if(","):
                        elems.append(self.parse_attribute())
                    self.expect("]", "expected ',' or ']'")
                return ArrayAttr(tuple(elems))
            if p == "{":
                return DictionaryAttr.of(self.parse_attr_dict_entries())
            if p == "-":
                self.advance()
                nxt = self.tok
                if nxt.kind is L.INTEGER or nxt.kind is L.FLOAT:
                    return self.parse_number(negative=True, start=nxt.start, type=type)
                self.error_wrong_token("expected constant integer or floating point value")
            if p == "(":
                return TypeAttr(self.parse_type())
            self.error_wrong_token("expected attribute value")
        if kind is L.INTEGER or kind is L.FLOAT:
            return self.parse_number(negative=False, start=tok.start, type=type)
        if kind is L.STRING:
            self.advance()
            s = unescape(tok.text[1:-1])
            if type is None and self.consume_if(":"):
                return StringAttr(s, self.parse_type())
            return StringAttr(s, type) if type is not None else StringAttr(s)
        if kind is L.AT:
            return self.parse_symbol_ref()
        if kind is L.HASH:
            return self.parse_extended_attr(type)
        if kind is L.BANG:
            return TypeAttr(self.parse_type())
        if kind is L.BARE:
            text = tok.text
            if text == "true" or text == "false":
                self.advance()
                return BoolAttr(text == "true")
            if text == "unit":
                self.advance()
                return UNIT
            if text == "loc":
                self.advance()
                self.expect("(", "expected '(' in inline location")
                loc = self.parse_location_inner()
                self.expect(")", "expected ')' in inline location")
                return loc
            if text in ("affine_map", "affine_set"):
                return parse_affine_attr(self, text)
            if text == "strided":
                return self.parse_strided_layout()
            if text in ("dense", "dense_resource", "sparse", "array"):
                return self.parse_elements_attr(text)
            if text == "distinct":
                return self.parse_distinct_attr()
            if INT_TYPE.match(text) or text in TYPE_KEYWORDS:
                return TypeAttr(self.parse_type())
            self.error_wrong_token("expected attribute value")
        self.error_wrong_token("expected attribute value")

    def parse_number(self, negative: bool, start: int, type: T.Type | None) -> Attribute:
        """MLIR's `parseFloatAttr` / `parseDecOrHexAttr`; the current token is
        the literal (after any `-`), at `start`."""
        tok = self.advance()
        text = tok.text
        if type is None:
            type = (
                self.parse_type()
                if self.consume_if(":")
                else (T.f64 if tok.kind is L.FLOAT else T.i64)
            )
        if tok.kind is L.FLOAT:
            if not isinstance(type, T.FloatType):
                self.error("floating point value not valid for specified type")
            return FloatAttr(self.float_bits(tok, negative, type), type)
        if isinstance(type, T.FloatType):
            return FloatAttr(self.float_bits(tok, negative, type), type)
        if not isinstance(type, (T.IntegerType, T.IndexType)):
            self.error_at(start, "integer literal not valid for specified type")
        if negative and isinstance(type, T.IntegerType) and type.signedness == "u":
            self.error_at(start, "negative integer literal not valid for unsigned integer type")
        value = _attribute_int(text, negative, type)
        if value is None:
            self.error_at(start, "integer constant out of range for attribute")
        return IntegerAttr(value, type)

    def float_bits(self, tok: Token, negative: bool, ft: T.FloatType) -> int:
        """MLIR's `parseFloatFromLiteral`: the bits of a float or hex integer
        literal token; errors (and their notes) at the token."""
        try:
            return floats.parse_float(("-" if negative else "") + tok.text, ft.name)
        except floats.FloatLiteralError as e:
            self.error_at(tok.start, str(e), e.note)

    def parse_symbol_ref(self) -> SymbolRefAttr:
        """`@root::@nested...` (MLIR's `parseSymbolRefAttr`)."""
        tok = self.advance()
        root = symbol_text(tok.text)
        nested: list[str] = []
        while self.is_punct(":"):
            # `::` is two `:` tokens (spaces allowed between them); a single
            # `:` is left for the caller.
            colon = self.advance()
            if not self.is_punct(":"):
                if self.tok.kind is not L.EOF:
                    self.reset(colon.start)
                break
            self.advance()
            t = self.tok
            if t.kind is not L.AT:
                # At the token itself, even at the end of the file.
                self.error_at(t.start, "expected nested symbol reference identifier")
            self.advance()
            nested.append(symbol_text(t.text))
        return SymbolRefAttr(root, tuple(nested))

    def parse_extended_attr(self, type: T.Type | None = None) -> Attribute:
        """`#alias` or `#dialect.name<...>` (the dialect's attribute hook, or an opaque attribute)."""
        alias, dialect, data, loc, data_loc = self._dialect_symbol(self.attr_aliases)
        if alias is not None:
            return alias
        attr_type = type
        if self.consume_if(":"):
            attr_type = self.parse_type()
        d = self.ctx.get_dialect(dialect)
        if d is not None:
            if d.attr_parser is None:
                self.error_at(
                    L.skip_ws(self.text, data_loc),
                    f"dialect '{dialect}' provides no attribute parsing hook",
                )
            a: Attribute = d.attr_parser(self, dialect, data, data_loc)
            return a
        self._check_namespace(dialect, loc)
        if not self.allow_unregistered:
            shown = attr_type if attr_type is not None else T.none
            self.error_at(
                loc,
                f"#{quote(dialect)}<\"{data}\"> : '{shown}' attribute created with "
                "unregistered dialect. If this is intended, please call "
                "allowUnregisteredDialects() on the MLIRContext, or use "
                "-allow-unregistered-dialect with the MLIR opt tool used",
            )
        return OpaqueAttr(dialect, data, attr_type)

    def parse_strided_layout(self) -> StridedLayoutAttr:
        """MLIR's `parseStridedLayoutAttr`."""
        self.advance()
        self.expect("<", "expected '<' after 'strided'")
        self.expect("[", "expected '['")

        def dim() -> int:
            if self.consume_if("?"):
                return DYNAMIC_STRIDE
            loc = self.tok.start
            neg = self.consume_if("-")
            t = self.tok
            v = int_literal(t.text) if t.kind is L.INTEGER else -1
            if not 0 <= v < 1 << 63:
                self.error_at(loc, "expected a 64-bit signed integer or '?'")
            self.advance()
            return -v if neg else v

        strides: list[int] = []
        if not self.is_punct("]"):
            strides.append(dim())
            while self.consume_if(","):
                strides.append(dim())
        self.expect("]", "expected ']'")
        offset = 0
        if not self.consume_if(">"):
            self.expect(",", "expected ','")
            if not self.is_keyword("offset"):
                self.error_wrong_token("expected 'offset' after comma")
            self.advance()
            self.expect(":", "expected ':' after 'offset'")
            offset = dim()
            self.expect(">", "expected '>'")
        return StridedLayoutAttr(offset, tuple(strides))

    def parse_elements_attr(self, keyword: str) -> Attribute:
        """`dense<...>`, `dense_resource<...>`, `array<...>` (see `elements`)."""
        return elements.parse(self, keyword)

    def parse_distinct_attr(self) -> Attribute:
        """MLIR's `parseDistinctAttr`: ids are per file, and an id seen again
        must reference the same attribute."""
        tok = self.advance()
        self.expect("[", "expected '[' after 'distinct'")
        t = self.tok
        if t.kind is not L.INTEGER:
            self.error_wrong_token("expected distinct ID")
        self.advance()
        key = int_literal(t.text)
        if key >= 1 << 64:
            self.error("expected an unsigned 64-bit integer")
        self.expect("]", "expected ']' to close distinct ID")
        self.expect("<", "expected '<' after distinct ID")
        if self.consume_if(">"):
            ref: Attribute = UNIT
        else:
            try:
                ref = self.parse_attribute()
            except ParseError as e:
                if not e.lexical:
                    tok_ = self.tok
                    at = max(tok_.start - 1, 0) if tok_.kind is L.EOF else tok_.start
                    e.diagnostics.append(
                        Diagnostic(Severity.ERROR, self.loc_at(at), "expected attribute")
                    )
                raise
            self.expect(">", "expected '>' to close distinct attribute")
        cache = self.distinct
        if key in cache:
            if cache[key].referenced != ref:
                self.error_at(
                    tok.start,
                    f"referenced attribute does not match previous definition: {cache[key].referenced}",
                )
            return cache[key]
        d = DistinctAttr(new_id(), ref)
        cache[key] = d
        return d


def _attribute_int(text: str, negative: bool, t: T.IntegerType | T.IndexType) -> int | None:
    """MLIR's `buildAttributeAPInt` for a literal's spelling: the value as
    pdlx stores it (signless and signed types as signed values), or None when
    it does not fit."""
    value = int(text, 16) if text[1:2] == "x" else from_decimal(text)
    if isinstance(t, T.IndexType):
        w, signed = 64, True
    else:
        w, signed = t.width, t.signedness == "s"
    if not negative:
        if value < (1 << (w - 1)) if w else value == 0:
            return value
        raw = build_apint(text, w, signed)
        return None if raw is None else canonical_int(raw, t)
    raw = build_apint("-" + text, w, signed)
    return None if raw is None else canonical_int(raw, t)
