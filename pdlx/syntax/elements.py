"""Parsing of element attributes: `dense<...>`, `dense_resource<...>`, `array<...>`.

The parser reads the literal into a neutral nested form and hands it, with
the type, to `pdlx.ir.dense`, which validates it the way MLIR does; messages
come back as `ValueError` and get the literal's location here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pdlx.ir import types as T
from pdlx.ir.attributes import Attribute
from pdlx.syntax import lexer as L
from pdlx.syntax.lexer import unescape

if TYPE_CHECKING:
    from pdlx.syntax.parser import Parser


def parse(p: Parser, keyword: str) -> Attribute:
    if keyword == "dense":
        return _parse_dense(p)
    if keyword == "dense_resource":
        return _parse_dense_resource(p)
    if keyword == "array":
        return _parse_array(p)
    p.error(f"'{keyword}' attributes are not supported")


def _parse_dense(p: Parser) -> Attribute:
    from pdlx.ir import dense

    start = p.tok.start
    p.advance()
    p.expect("<", "expected '<' after 'dense'")
    literal: Any
    lit_start = p.tok.start
    if p.is_punct(">"):
        literal = None
    elif p.tok.kind is L.STRING and p.tok.text.startswith('"0x'):
        literal = ("hex", p.advance().text[1:-1])
    else:
        literal = _parse_literal(p)
    p.expect(">", "expected '>'")
    if not p.is_punct(":"):
        p.error("expected ':'")
    p.advance()
    type_start = p.tok.start
    t = p.parse_type()
    if not isinstance(t, (T.RankedTensorType, T.VectorType)):
        p.error_at(type_start, "elements literal must be a shaped type")
    try:
        return dense.build_dense(literal, t)
    except ValueError as e:
        msg = str(e)
        # MLIR reports shape problems at the literal, type problems at the type.
        p.error_at(type_start if "type" in msg and "shape" not in msg else lit_start, msg)
    del start


def _parse_literal(p: Parser) -> Any:
    tok = p.tok
    if tok.kind is L.PUNCT and tok.text == "[":
        p.advance()
        out: list[Any] = []
        if not p.consume_if("]"):
            out.append(_parse_literal(p))
            while p.consume_if(","):
                out.append(_parse_literal(p))
            p.expect("]", "expected ',' or ']'")
        return out
    if tok.kind is L.PUNCT and tok.text == "(":
        p.advance()
        re_ = _parse_leaf(p)
        p.expect(",", "expected ','")
        im = _parse_leaf(p)
        p.expect(")", "expected ')'")
        return ("complex", re_, im)
    return _parse_leaf(p)


def _parse_leaf(p: Parser) -> tuple[Any, ...]:
    tok = p.tok
    neg = ""
    if tok.kind is L.PUNCT and tok.text == "-":
        p.advance()
        neg = "-"
        tok = p.tok
        if tok.kind is not L.INTEGER and tok.kind is not L.FLOAT:
            p.error("expected integer or floating point literal")
    if tok.kind is L.INTEGER:
        p.advance()
        return ("int", neg + tok.text)
    if tok.kind is L.FLOAT:
        p.advance()
        return ("float", neg + tok.text)
    if tok.kind is L.BARE and tok.text in ("true", "false"):
        p.advance()
        return ("bool", tok.text == "true")
    if tok.kind is L.STRING:
        p.advance()
        return ("string", unescape(tok.text[1:-1]))
    p.error("expected element literal of primitive type")


def _parse_dense_resource(p: Parser) -> Attribute:
    from pdlx.ir.dense import DenseResourceElementsAttr

    p.advance()
    p.expect("<", "expected '<'")
    tok = p.tok
    if tok.kind not in (L.BARE, L.STRING):
        p.error("expected identifier key for 'resource' entry")
    handle = tok.text if tok.kind is L.BARE else unescape(tok.text[1:-1])
    p.advance()
    p.expect(">", "expected '>'")
    p.expect(":", "expected ':'")
    t = p.parse_type()
    if not isinstance(t, T.ShapedType):
        p.error("expected a shaped type for dense_resource")
    return DenseResourceElementsAttr(handle, t)


def _parse_array(p: Parser) -> Attribute:
    from pdlx.ir import dense

    p.advance()
    p.expect("<", "expected '<' after 'array'")
    t_start = p.tok.start
    et = p.parse_type()
    leaves: list[Any] = []
    if p.consume_if(":"):
        leaves.append(_parse_leaf(p))
        while p.consume_if(","):
            leaves.append(_parse_leaf(p))
    p.expect(">", "expected '>' to close an array attribute")
    try:
        return dense.build_dense_array(et, leaves)
    except ValueError as e:
        p.error_at(t_start, str(e))
