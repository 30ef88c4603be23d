"""Affine maps and integer sets: a port of `mlir/lib/AsmParser/AffineParser.cpp`.

It reads from the pdlx `Parser`'s tokens (through the small `TokenStream`
protocol), so its diagnostics carry MLIR's messages at MLIR's locations.
The data types it builds live in `pdlx.ir.affine`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NoReturn, Protocol

from pdlx.ir.affine import (
    CEIL_DIV,
    FLOOR_DIV,
    INT64_MAX,
    MOD,
    MUL,
    AffineConstantExpr,
    AffineDimExpr,
    AffineExpr,
    AffineExprKind,
    AffineMap,
    AffineMapAttr,
    AffineSymbolExpr,
    IntegerSet,
    IntegerSetAttr,
    binary,
    mul,
)
from pdlx.ir.diagnostics import DiagnosticError
from pdlx.support.bigint import from_decimal
from pdlx.syntax import lexer as L
from pdlx.syntax.lexer import Token
from pdlx.syntax.parser.core import ParserBase


class TokenStream(Protocol):
    """What the affine parser needs of the pdlx `Parser`."""

    tok: Token

    def advance(self) -> Token:
        """Consume the current token; return it."""

    def error(self, message: str) -> NoReturn:
        """Stop with an error at the current token."""

    def error_at(self, offset: int, message: str) -> NoReturn:
        """Stop with an error at `offset`."""

    def error_wrong_token(self, message: str) -> NoReturn:
        """Stop with an error just after the previous token (MLIR's `emitWrongTokenError`)."""


_HIGH_OPS = {"floordiv": FLOOR_DIV, "ceildiv": CEIL_DIV, "mod": MOD}


class AffineParser:
    """Parses `(dims)[syms] -> (exprs)` or `(dims)[syms] : (constraints)`.

    Mirrors MLIR's recursive descent (as loops where MLIR tail-recurses), in
    particular where errors are reported: the multiply check of a chain
    `a * b * c` reports at the *next* operator, as MLIR does."""

    def __init__(self, p: TokenStream) -> None:
        self.p = p
        self.names: dict[str, AffineExpr] = {}

    # Tokens ------------------------------------------------------------

    def _is(self, punct: str) -> bool:
        t = self.p.tok
        return t.kind is L.PUNCT and t.text == punct

    def _consume(self, punct: str) -> bool:
        if self._is(punct):
            self.p.advance()
            return True
        return False

    def _expect(self, punct: str, message: str) -> None:
        if not self._consume(punct):
            self.p.error_wrong_token(message)

    def _comma_list(
        self, open_: str, close: str, context: str, element: Callable[[], object]
    ) -> None:
        """MLIR's `parseCommaSeparatedList` with a paren/square delimiter."""
        self._expect(open_, f"expected '{open_}'{context}")
        if self._consume(close):
            return
        element()
        while self._consume(","):
            element()
        self._expect(close, f"expected '{close}'{context}")

    # Top level ----------------------------------------------------------

    def parse_map_or_set(self) -> AffineMap | IntegerSet:
        """`(dims)[syms] -> (exprs)` or `(dims)[syms] : (constraints)`."""
        counts = [0, 0]

        def define(is_symbol: bool) -> None:
            t = self.p.tok
            if t.kind is not L.BARE:
                self.p.error_wrong_token("expected bare identifier")
            if t.text in self.names:
                self.p.error(f"redefinition of identifier '{t.text}'")
            self.p.advance()
            n = counts[is_symbol]
            counts[is_symbol] = n + 1
            self.names[t.text] = AffineSymbolExpr(n) if is_symbol else AffineDimExpr(n)

        self._comma_list("(", ")", " in dimensional identifier list", lambda: define(False))
        if self._is("["):
            self._comma_list("[", "]", " in symbol list", lambda: define(True))
        nd, ns = counts
        if self._consume("->"):
            results: list[AffineExpr] = []
            self._comma_list(
                "(", ")", " in affine map range", lambda: results.append(self.parse_expr())
            )
            return AffineMap(nd, ns, tuple(results))
        self._expect(":", "expected '->' or ':'")
        constraints: list[AffineExpr] = []
        eqs: list[bool] = []

        def constraint() -> None:
            e, eq = self._parse_constraint()
            constraints.append(e)
            eqs.append(eq)

        self._comma_list("(", ")", " in integer set constraint list", constraint)
        return IntegerSet.get(nd, ns, tuple(constraints), tuple(eqs))

    def _parse_constraint(self) -> tuple[AffineExpr, bool]:
        lhs = self.parse_expr()
        # `>=`, `<=` and `==` are two tokens each; MLIR consumes them one by
        # one, so a lone `>` is eaten before the error is reported.
        if self._consume(">") and self._consume("="):
            return lhs - self.parse_expr(), False
        if self._consume("<") and self._consume("="):
            return self.parse_expr() - lhs, False
        if self._consume("=") and self._consume("="):
            return lhs - self.parse_expr(), True
        self.p.error("expected '== affine-expr' or '>= affine-expr' at end of affine constraint")

    # Expressions -------------------------------------------------------

    def parse_expr(self) -> AffineExpr:
        """Low precedence (`+`, `-`) chain, left associative."""
        llhs: AffineExpr | None = None
        llhs_sub = False
        while True:
            lhs = self._operand(llhs)
            op = self._consume_low()
            if op is not None:
                llhs = lhs if llhs is None else self._low(llhs_sub, llhs, lhs)
                llhs_sub = op
                continue
            op_loc = self.p.tok.start
            hop = self._consume_high()
            if hop is not None:
                high = self._high_chain(lhs, hop, op_loc)
                expr = high if llhs is None else self._low(llhs_sub, llhs, high)
                nxt = self._consume_low()
                if nxt is not None:
                    llhs, llhs_sub = expr, nxt
                    continue
                return expr
            return lhs if llhs is None else self._low(llhs_sub, llhs, lhs)

    def _high_chain(self, llhs: AffineExpr, op: AffineExprKind, op_loc: int) -> AffineExpr:
        """High precedence (`*`, `floordiv`, `ceildiv`, `mod`) chain after `llhs op`."""
        while True:
            lhs = self._operand(llhs)
            nxt_loc = self.p.tok.start
            nxt = self._consume_high()
            if nxt is None:
                return self._high(op, llhs, lhs, op_loc)
            llhs = self._high(op, llhs, lhs, nxt_loc)
            op, op_loc = nxt, nxt_loc

    def _consume_low(self) -> bool | None:
        """True for `-`, False for `+`, None otherwise."""
        t = self.p.tok
        if t.kind is L.PUNCT and t.text in ("+", "-"):
            self.p.advance()
            return t.text == "-"
        return None

    def _consume_high(self) -> AffineExprKind | None:
        t = self.p.tok
        if t.kind is L.PUNCT:
            if t.text == "*":
                self.p.advance()
                return MUL
            return None
        if t.kind is L.BARE:
            k = _HIGH_OPS.get(t.text)
            if k is not None:
                self.p.advance()
            return k
        return None

    @staticmethod
    def _low(sub: bool, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
        return lhs - rhs if sub else lhs + rhs

    def _high(
        self, op: AffineExprKind, lhs: AffineExpr, rhs: AffineExpr, op_loc: int
    ) -> AffineExpr:
        if op is MUL:
            if not lhs.is_symbolic_or_constant() and not rhs.is_symbolic_or_constant():
                self.p.error_at(
                    op_loc,
                    "non-affine expression: at least one of the multiply operands has to be "
                    "either a constant or symbolic",
                )
            return mul(lhs, rhs)
        if not rhs.is_symbolic_or_constant():
            name = op.value.strip()
            self.p.error_at(
                op_loc,
                f"non-affine expression: right operand of {name} has to be either a "
                "constant or symbolic",
            )
        return binary(op, lhs, rhs)

    def _operand(self, lhs: AffineExpr | None) -> AffineExpr:
        """An operand of a binary operator; `lhs` is the operand to its left."""
        p = self.p
        t = p.tok
        kind = t.kind
        if kind is L.BARE:
            if t.text == "symbol":
                # `symbol(%ssa)` only exists in affine ops' custom syntax.
                p.advance()
                self._expect("(", "expected '(' at start of SSA symbol")
                p.error_wrong_token("unexpected ssa identifier")
            e = self.names.get(t.text)
            if e is None:
                p.error_wrong_token("use of undeclared identifier")
            p.advance()
            return e
        if kind is L.PERCENT:
            p.error_wrong_token("unexpected ssa identifier")
        if kind is L.INTEGER:
            text = t.text
            v = int(text, 16) if text.startswith("0x") else from_decimal(text)
            if v > INT64_MAX:
                p.error("constant too large for index")
            p.advance()
            return AffineConstantExpr(v)
        if kind is L.PUNCT:
            if t.text == "(":
                p.advance()
                if self._is(")"):
                    p.error("no expression inside parentheses")
                e = self.parse_expr()
                self._expect(")", "expected ')'")
                return e
            if t.text == "-":
                p.advance()
                try:
                    operand = self._operand(lhs)
                except DiagnosticError as err:
                    # MLIR adds a second error where the operand should be.
                    try:
                        p.error("missing operand of negation")
                    except DiagnosticError as extra:
                        raise type(err)(err.diagnostics + extra.diagnostics) from None
                return -operand
            if t.text in ("+", "*"):
                if lhs is not None:
                    p.error("missing right operand of binary operator")
                p.error("missing left operand of binary operator")
        if lhs is not None:
            p.error("missing right operand of binary operator")
        p.error("expected affine expression")


def parse_affine_attr(p: TokenStream, keyword: str) -> AffineMapAttr | IntegerSetAttr:
    """`affine_map<...>` / `affine_set<...>` with the keyword as current token."""
    is_map = keyword == "affine_map"
    what = "affine map" if is_map else "integer set"
    p.advance()
    t = p.tok
    if not (t.kind is L.PUNCT and t.text == "<"):
        p.error_wrong_token(f"expected '<' in {what}")
    p.advance()
    start = p.tok.start
    r = AffineParser(p).parse_map_or_set()
    if is_map and isinstance(r, IntegerSet):
        p.error_at(start, "expected AffineMap, but got IntegerSet")
    if not is_map and isinstance(r, AffineMap):
        p.error_at(start, "expected IntegerSet, but got AffineMap")
    t = p.tok
    if not (t.kind is L.PUNCT and t.text == ">"):
        p.error_wrong_token(f"expected '>' in {what}")
    p.advance()
    return AffineMapAttr(r) if isinstance(r, AffineMap) else IntegerSetAttr(r)


def parse_affine_map_or_set(text: str) -> AffineMapAttr | IntegerSetAttr:
    """Parse the inside of `affine_map<...>` / `affine_set<...>`.

    Raises `ValueError(message, offset)` with MLIR's message and the offset
    of the error within `text`."""
    p = ParserBase(text, "<mlir_parser_buffer>")
    try:
        p.reset(0)
        r = AffineParser(p).parse_map_or_set()
        if p.tok.kind is not L.EOF:
            p.error_at(p.tok.start, "encountered unexpected token")
    except DiagnosticError as e:
        d = e.diagnostics[0]
        offset = getattr(d.loc, "offset", 0)
        raise ValueError(d.message, offset) from None
    return AffineMapAttr(r) if isinstance(r, AffineMap) else IntegerSetAttr(r)
