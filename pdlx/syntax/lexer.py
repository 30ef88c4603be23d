"""MLIR's tokens, scanned lazily by one compiled regular expression.

The lexer never tokenizes ahead: the parser asks for the token at an offset,
which lets the parser's fast paths (a whole generic op matched by one regex,
shapes like `4x?xf32` split by hand, dialect bodies read as balanced text) move
the cursor freely, the way MLIR's parser resets its lexer pointer.
"""

from __future__ import annotations

import re
from typing import Final, NamedTuple

from pdlx.support.escapes import HEX_DIGITS as _HEX
from pdlx.support.escapes import check_string_escapes as check_string_escapes
from pdlx.support.escapes import unescape as unescape


class Token(NamedTuple):
    """One token: its kind (one of the constants below), where it starts and ends, its text."""

    kind: str
    start: int
    end: int
    text: str


# Token kinds (interned strings: cheap to compare, readable in messages).
EOF: Final = "eof"
ERROR: Final = "error"
BARE: Final = "bare_identifier"
AT: Final = "at_identifier"
HASH: Final = "hash_identifier"
PERCENT: Final = "percent_identifier"
CARET: Final = "caret_identifier"
BANG: Final = "exclamation_identifier"
INTEGER: Final = "integer"
FLOAT: Final = "float"
STRING: Final = "string"
PUNCT: Final = "punctuation"
FILE_METADATA_BEGIN: Final = "file_metadata_begin"
FILE_METADATA_END: Final = "file_metadata_end"

_SUFFIX = r"(?:[0-9]+|[a-zA-Z$._-][a-zA-Z0-9$._-]*)"
_STRING = r'"(?:[^"\\\n\v\f]|\\["\\nt]|\\[0-9a-fA-F]{2})*"'

SSA_NAME: Final = "%" + _SUFFIX
"""An SSA name as one token (`%0abc` is two: `%0` and `abc`), as a pattern."""

_WS: Final = r"(?:[ \t\n\r\x00]+|//[^\n]*)"
"""Blanks and comments (MLIR's lexer skips both)."""

_TOKENS: Final = (
    (BARE, r"[a-zA-Z_][a-zA-Z0-9_$.]*"),
    (FLOAT, r"[0-9]+\.[0-9]*(?:[eE][-+]?[0-9]+)?"),
    (INTEGER, r"0x[0-9a-fA-F]+"),
    (INTEGER, r"[0-9]+"),
    (STRING, _STRING),
    (PERCENT, SSA_NAME),
    (CARET, r"\^" + _SUFFIX),
    (FILE_METADATA_BEGIN, r"\{-\#"),
    (FILE_METADATA_END, r"\#-\}"),
    (HASH, r"\#" + _SUFFIX),
    (BANG, "!" + _SUFFIX),
    (AT, "@(?:[a-zA-Z_][a-zA-Z0-9_$.]*|" + _STRING + ")"),
    (PUNCT, r"->|\.\.\.|[()\[\]{}<>,:=?*+|/-]"),
)
"""Each token kind's pattern, tried in this order (the first that matches wins)."""

_TOKEN_RE: Final = re.compile(
    "(?>" + _WS + "*)(?:" + "|".join(f"({pattern})" for _, pattern in _TOKENS) + ")"
)
"""The blanks before a token (atomic: never given back), then the token, as
group `i + 1` for `_TOKENS[i]`: one match per token."""

_KIND_OF_GROUP: Final = (ERROR, *(kind for kind, _ in _TOKENS))
"""Token kind by the number of the group that matched."""

_new_token: Final = tuple.__new__
"""`Token`'s own constructor is a Python function; the lexer makes one token
per call, so it builds the tuple directly."""

BLANKS: Final = _WS + "*"
"""Any run of blanks and comments (maybe empty), as a pattern."""

_WS_RE: Final = re.compile(BLANKS)


class LexError(Exception):
    """MLIR's lexer error: the message at `offset`. `resume` is where MLIR's
    lexer goes on if the parser consumes the error token (None when MLIR
    would read past the end of the buffer)."""

    def __init__(self, offset: int, message: str, resume: int | None = None) -> None:
        super().__init__(message)
        self.offset = offset
        self.message = message
        self.resume = resume


def skip_ws(text: str, pos: int) -> int:
    """The offset of the first character at or after `pos` that is not blank or in a comment."""
    m = _WS_RE.match(text, pos)
    return m.end() if m else pos


def lex(text: str, pos: int) -> Token:
    """The token starting at or after `pos` (whitespace and comments skipped)."""
    m = _TOKEN_RE.match(text, pos)
    if m is None:
        pos = skip_ws(text, pos)
        if pos >= len(text):
            return Token(EOF, pos, pos, "")
        raise LexError(*_lex_error(text, pos))
    i = m.lastindex
    assert i is not None
    start, end = m.span(i)
    return _new_token(Token, (_KIND_OF_GROUP[i], start, end, text[start:end]))


_PREFIX_ERRORS: Final = {
    "%": "invalid SSA name",
    "^": "invalid block name",
    "#": "invalid attribute name",
    "!": "invalid type identifier",
}


def _lex_error(text: str, pos: int) -> tuple[int, str, int | None]:
    """Where and why MLIR's lexer fails at `pos` (ported from Lexer.cpp), and
    where it would go on."""
    c = text[pos]
    if c == '"':
        return _string_error(text, pos + 1)
    if c == "@":
        if pos + 1 < len(text) and text[pos + 1] == '"':
            return _string_error(text, pos + 2)
        resume = pos + 2 if pos + 1 < len(text) else None
        return pos + 1, "@ identifier expected to start with letter or '_'", resume
    if c in _PREFIX_ERRORS:
        return pos, _PREFIX_ERRORS[c], pos + 1
    if c == ".":
        return pos + 1, "expected three consecutive dots for an ellipsis", pos + 1
    return pos, "unexpected character", pos + 1


def _string_error(text: str, i: int) -> tuple[int, str, int | None]:
    """Scan a string body from `i` the way Lexer::lexString does, to the
    character that makes it invalid."""
    n = len(text)
    while True:
        if i >= n:
            return n, "expected '\"' in string literal", None
        c = text[i]
        i += 1
        if c == '"':
            return i, "unexpected character", i  # not reached for a valid token
        if c in "\n\v\f":
            return i - 1, "expected '\"' in string literal", i
        if c == "\\":
            nxt = text[i] if i < n else ""
            if nxt and nxt in '"\\nt':
                i += 1
            elif i + 1 < n and nxt in _HEX and text[i + 1] in _HEX:
                i += 2
            else:
                return i - 1, "unknown escape in string literal", i
