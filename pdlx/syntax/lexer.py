"""MLIR's tokens, scanned lazily by one compiled regular expression.

The lexer never tokenizes ahead: the parser asks for the token at an offset,
which lets the parser's fast paths (a whole generic op matched by one regex,
shapes like `4x?xf32` split by hand, dialect bodies read as balanced text) move
the cursor freely, the way MLIR's parser resets its lexer pointer.
"""

from __future__ import annotations

import re
from typing import Final, NamedTuple


class Token(NamedTuple):
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

_TOKEN_RE: Final = re.compile(
    r"""
    (?P<ws>(?:[ \t\n\r]+|//[^\n]*)+)
  | (?P<bare>[a-zA-Z_][a-zA-Z0-9_$.]*)
  | (?P<float>[0-9]+\.[0-9]*(?:[eE][-+]?[0-9]+)?)
  | (?P<hexint>0x[0-9a-fA-F]+)
  | (?P<integer>[0-9]+)
  | (?P<string>"(?:[^"\\\n]|\\.)*")
  | (?P<percent>%""" + _SUFFIX + r""")
  | (?P<caret>\^""" + _SUFFIX + r""")
  | (?P<fmbegin>\{-\#)
  | (?P<fmend>\#-\})
  | (?P<hash>\#""" + _SUFFIX + r""")
  | (?P<bang>!""" + _SUFFIX + r""")
  | (?P<at>@(?:[a-zA-Z_][a-zA-Z0-9_$.]*|"(?:[^"\\\n]|\\.)*"))
  | (?P<punct>->|::|\.\.\.|[()\[\]{}<>,:=?*+|-])
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

_WS_RE: Final = re.compile(r"(?:[ \t\n\r]+|//[^\n]*)*")


class LexError(Exception):
    def __init__(self, offset: int, message: str) -> None:
        super().__init__(message)
        self.offset = offset
        self.message = message


def skip_ws(text: str, pos: int) -> int:
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
        raise LexError(pos, _lex_error_message(text, pos))
    g = m.lastgroup
    assert g is not None
    return Token(_KIND_OF_GROUP[g], pos, m.end(), m.group())


def _lex_error_message(text: str, pos: int) -> str:
    c = text[pos]
    if c == '"':
        # An unterminated string, or one with a newline in it.
        j = pos + 1
        while j < len(text):
            if text[j] == "\\":
                j += 2
                continue
            if text[j] in '"\n':
                break
            j += 1
        if j >= len(text) or text[j] == "\n":
            raise LexError(pos, "expected '\"' in string literal")
    if c == "@":
        return "invalid character"
    if c in "%^#!":
        return {
            "%": "invalid SSA name",
            "^": "invalid block name",
            "#": "invalid attribute name",
            "!": "invalid type identifier",
        }[c]
    if c == "\0":
        return "unexpected nul or EOF in string literal" if False else "unexpected character"
    return "unexpected character"


_ESCAPES: Final = {"n": "\n", "t": "\t", '"': '"', "\\": "\\"}
_HEX = "0123456789abcdefABCDEF"


def unescape(body: str) -> str:
    """Decode the inside of a string literal. Bytes from `\\XX` that do not form
    UTF-8 survive via surrogateescape, so any byte string round-trips."""
    if "\\" not in body:
        return body
    out = bytearray()
    i, n = 0, len(body)
    while i < n:
        c = body[i]
        if c != "\\":
            j = body.find("\\", i)
            if j < 0:
                j = n
            out += body[i:j].encode("utf-8", "surrogateescape")
            i = j
            continue
        e = body[i + 1] if i + 1 < n else ""
        if e in _ESCAPES:
            out += _ESCAPES[e].encode()
            i += 2
        elif i + 2 < n and e in _HEX and body[i + 2] in _HEX:
            out.append(int(body[i + 1 : i + 3], 16))
            i += 3
        else:
            raise ValueError(i)
    return out.decode("utf-8", "surrogateescape")


def check_string_escapes(body: str) -> int | None:
    """Offset (within the body) of the first invalid escape, or None."""
    i, n = 0, len(body)
    while True:
        i = body.find("\\", i)
        if i < 0:
            return None
        e = body[i + 1] if i + 1 < n else ""
        if e in _ESCAPES:
            i += 2
        elif i + 2 < n and e in _HEX and body[i + 2] in _HEX:
            i += 3
        else:
            return i
