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

_TOKEN_RE: Final = re.compile(
    r"""
    (?P<ws>(?:[ \t\n\r\x00]+|//[^\n]*)+)
  | (?P<bare>[a-zA-Z_][a-zA-Z0-9_$.]*)
  | (?P<float>[0-9]+\.[0-9]*(?:[eE][-+]?[0-9]+)?)
  | (?P<hexint>0x[0-9a-fA-F]+)
  | (?P<integer>[0-9]+)
  | (?P<string>"""
    + _STRING
    + r""")
  | (?P<percent>%"""
    + _SUFFIX
    + r""")
  | (?P<caret>\^"""
    + _SUFFIX
    + r""")
  | (?P<fmbegin>\{-\#)
  | (?P<fmend>\#-\})
  | (?P<hash>\#"""
    + _SUFFIX
    + r""")
  | (?P<bang>!"""
    + _SUFFIX
    + r""")
  | (?P<at>@(?:[a-zA-Z_][a-zA-Z0-9_$.]*|"""
    + _STRING
    + r"""))
  | (?P<punct>->|\.\.\.|[()\[\]{}<>,:=?*+|/-])
    """,
    re.VERBOSE,
)

_KIND_OF_GROUP: Final = {
    "bare": BARE,
    "float": FLOAT,
    "hexint": INTEGER,
    "integer": INTEGER,
    "string": STRING,
    "percent": PERCENT,
    "caret": CARET,
    "fmbegin": FILE_METADATA_BEGIN,
    "fmend": FILE_METADATA_END,
    "hash": HASH,
    "bang": BANG,
    "at": AT,
    "punct": PUNCT,
}

_WS_RE: Final = re.compile(r"(?:[ \t\n\r\x00]+|//[^\n]*)*")


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
    if m is not None and m.lastgroup == "ws":
        pos = m.end()
        m = _TOKEN_RE.match(text, pos)
    if m is None:
        if pos >= len(text):
            return Token(EOF, pos, pos, "")
        raise LexError(*_lex_error(text, pos))
    g = m.lastgroup
    assert g is not None
    return Token(_KIND_OF_GROUP[g], pos, m.end(), m.group())


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
