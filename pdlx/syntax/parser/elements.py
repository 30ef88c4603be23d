"""Parsing of element attributes: `dense<...>`, `dense_resource<...>`, `array<...>`.

The parser reads the literal into a neutral nested form and hands it, with
the type, to `pdlx.ir.dense`, which validates it the way MLIR does; messages
come back as `ValueError` and get the literal's location here.
"""

from __future__ import annotations

from typing import Final, NoReturn, TypeAlias

from pdlx.ir import dense
from pdlx.ir import types as T
from pdlx.ir.attributes import Attribute
from pdlx.ir.dense import DenseLiteralError, DenseResourceElementsAttr, Leaf
from pdlx.ir.diagnostics import Diagnostic, Severity
from pdlx.syntax import lexer as L
from pdlx.syntax.lexer import unescape
from pdlx.syntax.parser.core import ParseError
from pdlx.syntax.parser.types import TypeParser

Nested: TypeAlias = "Leaf | list[Nested]"
"""A `dense<...>` literal as `pdlx.ir.dense.build_dense` takes it: a leaf,
or a list of nested literals."""


def parse(p: TypeParser, keyword: str) -> Attribute:
    """The elements attribute that starts with `keyword` (the current token)."""
    if keyword == "dense":
        return _parse_dense(p)
    if keyword == "dense_resource":
        return _parse_dense_resource(p)
    if keyword == "array":
        return _parse_array(p)
    p.error(f"'{keyword}' attributes are not supported")


class _Positions:
    """Where each part of a literal was read: `at[path]` is the start of the
    token MLIR keeps for a leaf (after any `-`), `after[path]` where the
    parser stood once the element at `path` was read (MLIR's "current token"
    for errors found just after an element)."""

    __slots__ = ("after", "at", "cur")

    def __init__(self) -> None:
        self.at: dict[tuple[int, ...], int] = {}
        self.after: dict[tuple[int, ...], int] = {}
        self.cur: dict[tuple[int, ...], int] = {}
        """For an element that is not a literal: `at`, moved back one
        character at the end of the file (MLIR's `emitError()`)."""


def _cur(p: TypeParser) -> int:
    """MLIR's `emitError()` position: the current token, or one character
    before the end at EOF."""
    tok = p.tok
    return max(tok.start - 1, 0) if tok.kind is L.EOF else tok.start


# Messages MLIR emits at the token after the element rather than at it.
_AFTER_ELEMENT: Final = frozenset(
    {"integer constant out of range", "expected 'true' or 'false' values for i1 type"}
)
# Messages MLIR emits at the current token (so one character back at EOF).
_AT_CURRENT: Final = frozenset({"expected integer literal"})


def _raise(p: TypeParser, e: ValueError, pos: _Positions, whole: int) -> NoReturn:
    """Report a `DenseLiteralError` from `pdlx.ir.dense` where MLIR does."""
    msg = str(e)
    path = e.path if isinstance(e, DenseLiteralError) else None
    note = e.note if isinstance(e, DenseLiteralError) else None
    if path is None:
        p.error_at(whole, msg, note)
    table = pos.after if msg in _AFTER_ELEMENT else pos.at
    if msg in _AT_CURRENT and path in pos.cur:
        table = pos.cur
    p.error_at(table.get(path, whole), msg, note)


def _parse_dense(p: TypeParser) -> Attribute:
    """MLIR's `parseDenseElementsAttr` (literal-first syntax)."""
    attrib_loc = p.tok.start
    p.advance()
    p.expect("<", "expected '<' after 'dense'")
    pos = _Positions()
    literal: Nested | None = None
    if not p.consume_if(">"):
        tok = p.tok
        if tok.kind is L.STRING:
            p.advance()
            pos.at[()] = tok.start
            literal = ("hex", tok.text[1:-1])
        elif tok.kind is L.PUNCT and tok.text == "[":
            literal, _ = _parse_list(p, (), pos)
        else:
            literal = _parse_element(p, (), pos)
        p.expect(">", "expected '>'")
    p.expect(":", "expected ':'")
    t = p.parse_type()
    try:
        return dense.build_dense(literal, t)
    except ValueError as e:
        _raise(p, e, pos, attrib_loc)


def _parse_list(
    p: TypeParser, path: tuple[int, ...], pos: _Positions
) -> tuple[list[Nested], list[int]]:
    """`TensorLiteralParser::parseList`: a `[...]` list and its dims; ranks
    must agree between elements (checked as each element is read)."""
    p.advance()  # [
    out: list[Nested] = []
    first: list[int] | None = None
    if not p.consume_if("]"):
        while True:
            sub = (*path, len(out))
            elt: Nested
            if p.is_punct("["):
                elt, dims = _parse_list(p, sub, pos)
            else:
                elt, dims = _parse_element(p, sub, pos), []
            out.append(elt)
            pos.after[sub] = _cur(p)
            if first is None:
                first = dims
            elif dims != first:
                p.error("tensor literal is invalid; ranks are not consistent between elements")
            if not p.consume_if(","):
                break
        p.expect("]", "expected ']'")
    return out, [len(out), *(first or [])]


def _parse_element(p: TypeParser, path: tuple[int, ...], pos: _Positions) -> Leaf:
    """`TensorLiteralParser::parseElement`."""
    tok = p.tok
    kind = tok.kind
    if kind is L.INTEGER or kind is L.FLOAT:
        p.advance()
        pos.at[path] = tok.start
        return ("int" if kind is L.INTEGER else "float", tok.text)
    if kind is L.BARE and tok.text in ("true", "false"):
        p.advance()
        pos.at[path] = tok.start
        return ("bool", tok.text == "true")
    if kind is L.PUNCT and tok.text == "-":
        p.advance()
        tok = p.tok
        if tok.kind is not L.INTEGER and tok.kind is not L.FLOAT:
            p.error("expected integer or floating point literal")
        p.advance()
        pos.at[path] = tok.start
        return ("int" if tok.kind is L.INTEGER else "float", "-" + tok.text)
    if kind is L.STRING:
        p.advance()
        pos.at[path] = tok.start
        return ("string", unescape(tok.text[1:-1]))
    if kind is L.PUNCT and tok.text == "(":
        p.advance()
        re_ = _parse_element(p, (*path, 0), pos)
        p.expect(",", "expected ',' between complex elements")
        im = _parse_element(p, (*path, 1), pos)
        p.expect(")", "expected ')' after complex elements")
        return ("complex", re_, im)
    p.error("expected element literal of primitive type")


def _parse_dense_resource(p: TypeParser) -> Attribute:
    """MLIR's `parseDenseResourceElementsAttr`."""
    p.advance()
    p.expect("<", "expected '<' after 'dense_resource'")
    tok = p.tok
    if tok.kind is L.BARE:
        handle = tok.text
    elif tok.kind is L.STRING:
        handle = unescape(tok.text[1:-1])
    else:
        p.error("expected identifier key for 'resource' entry")
    p.advance()
    p.expect(">", "expected '>'")
    type_loc = p.tok.start
    p.expect(":", "expected ':'")
    t = p.parse_type()
    if not isinstance(t, T.ShapedType):
        p.error_at(type_loc, "`dense_resource` expected a shaped type")
    return DenseResourceElementsAttr(handle, t)


def _parse_array(p: TypeParser) -> Attribute:
    """MLIR's `parseDenseArrayAttr`: elements are checked in order, so an
    element MLIR rejects is reported before any later syntax error."""
    p.advance()
    p.expect("<", "expected '<' after 'array'")
    type_loc = p.tok.start
    try:
        et = p.parse_type()
    except ParseError as e:
        if not getattr(e, "lexical", False):
            e.diagnostics.append(
                Diagnostic(
                    Severity.ERROR, p.loc_at(type_loc), "expected an integer or floating point type"
                )
            )
        raise
    pos = _Positions()
    try:
        dense.build_dense_array(et, [])
    except ValueError as e:
        _raise(p, e, pos, type_loc)
    if p.consume_if(">"):
        return dense.build_dense_array(et, [])
    p.expect(":", "expected ':' after dense array type")
    leaves: list[Leaf] = []
    try:
        while True:
            leaves.append(_array_leaf(p, (len(leaves),), pos, et))
            if not p.consume_if(","):
                break
        p.expect(">", "expected '>' to close an array attribute")
    except ParseError:
        try:
            dense.build_dense_array(et, leaves)
        except ValueError as e:
            _raise(p, e, pos, type_loc)
        raise
    try:
        return dense.build_dense_array(et, leaves)
    except ValueError as e:
        _raise(p, e, pos, type_loc)


def parse_array_brackets(p: TypeParser, element_type: T.Type) -> Attribute:
    """`[1, 2]`: a DenseI32ArrayAttr & co. in its stripped form, as an op
    format writes it (MLIR's `DenseArrayAttrImpl<T>::parse`)."""
    p.expect("[", "expected '['")
    start = p.tok.start
    pos = _Positions()
    leaves: list[Leaf] = []
    if not p.consume_if("]"):
        while True:
            leaves.append(_array_leaf(p, (len(leaves),), pos, element_type))
            if leaves[-1][0] == "token":
                break
            if not p.consume_if(","):
                break
        try:
            attr = dense.build_dense_array(element_type, leaves)
        except ValueError as e:
            _raise(p, e, pos, start)
        p.expect("]", "expected ']'")
        return attr
    return dense.build_dense_array(element_type, [])


def _array_leaf(
    p: TypeParser, path: tuple[int, ...], pos: _Positions, et: T.Type | None = None
) -> Leaf:
    """One `array<...>` element: MLIR takes whatever token comes (after an
    optional `-`) and judges it by the element type `et`. A float element is
    judged before the parser moves past it (so before a lexer error in what
    follows), an integer one after."""
    neg = "-" if p.consume_if("-") else ""
    tok = p.tok
    pos.at[path] = tok.start
    kind = tok.kind
    if kind is L.INTEGER or kind is L.FLOAT:
        leaf: Leaf = ("int" if kind is L.INTEGER else "float", neg + tok.text)
    elif kind is L.BARE and tok.text in ("true", "false"):
        leaf = ("bool", tok.text == "true")
    else:
        # Not an element: MLIR stops here with the element type's message.
        pos.after[path] = tok.start
        pos.cur[path] = _cur(p)
        return ("token", tok.text)
    if isinstance(et, T.FloatType):
        try:
            dense.build_dense_array(et, [leaf])
        except dense.DenseLiteralError as e:
            e.path = path
            _raise(p, e, pos, tok.start)
    p.advance()
    pos.after[path] = _cur(p)
    return leaf
