"""The lexer matches a token and the blanks before it in one regular
expression (docs/performance.md, "Parser speed"): it must find the same
tokens, and fail at the same places, as skipping the blanks first and then
matching the token, which is how it worked before."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from pdlx.syntax import lexer as L

_SUFFIX = r"(?:[0-9]+|[a-zA-Z$._-][a-zA-Z0-9$._-]*)"
_STRING = r'"(?:[^"\\\n\v\f]|\\["\\nt]|\\[0-9a-fA-F]{2})*"'
_REFERENCE = re.compile(
    r"(?P<ws>(?:[ \t\n\r\x00]+|//[^\n]*)+)"
    r"|(?P<bare>[a-zA-Z_][a-zA-Z0-9_$.]*)"
    r"|(?P<float>[0-9]+\.[0-9]*(?:[eE][-+]?[0-9]+)?)"
    r"|(?P<hexint>0x[0-9a-fA-F]+)"
    r"|(?P<integer>[0-9]+)"
    rf"|(?P<string>{_STRING})"
    rf"|(?P<percent>%{_SUFFIX})"
    rf"|(?P<caret>\^{_SUFFIX})"
    r"|(?P<fmbegin>\{-\#)"
    r"|(?P<fmend>\#-\})"
    rf"|(?P<hash>\#{_SUFFIX})"
    rf"|(?P<bang>!{_SUFFIX})"
    rf"|(?P<at>@(?:[a-zA-Z_][a-zA-Z0-9_$.]*|{_STRING}))"
    r"|(?P<punct>->|\.\.\.|[()\[\]{}<>,:=?*+|/-])"
)
_KIND = {
    "bare": L.BARE,
    "float": L.FLOAT,
    "hexint": L.INTEGER,
    "integer": L.INTEGER,
    "string": L.STRING,
    "percent": L.PERCENT,
    "caret": L.CARET,
    "fmbegin": L.FILE_METADATA_BEGIN,
    "fmend": L.FILE_METADATA_END,
    "hash": L.HASH,
    "bang": L.BANG,
    "at": L.AT,
    "punct": L.PUNCT,
}


def _reference_lex(text: str, pos: int) -> tuple[str, int, int, str] | int:
    """The token at or after `pos` as the two-step lexer found it, or the
    offset where no token starts."""
    m = _REFERENCE.match(text, pos)
    if m is not None and m.lastgroup == "ws":
        pos = m.end()
        m = _REFERENCE.match(text, pos)
    if m is None:
        return pos if pos < len(text) else (L.EOF, pos, pos, "")
    assert m.lastgroup is not None
    return (_KIND[m.lastgroup], pos, m.end(), m.group())


def _tokens(text: str) -> list[object]:
    out: list[object] = []
    pos = 0
    while True:
        try:
            tok = L.lex(text, pos)
        except L.LexError as e:
            out.append(e.offset)
            return out
        out.append(tuple(tok))
        if tok.kind is L.EOF:
            return out
        pos = tok.end


def _reference_tokens(text: str) -> list[object]:
    out: list[object] = []
    pos = 0
    while True:
        r = _reference_lex(text, pos)
        if isinstance(r, int):
            # No token starts at `r`: the error is the one lexing there gives.
            try:
                L.lex(text, r)
            except L.LexError as e:
                out.append(e.offset)
            return out
        out.append(r)
        if r[0] is L.EOF:
            return out
        pos = r[2]


_PIECES = [
    " ", "\t", "\n", "\r", "\x00", "// c", "//", "/", "-", "->", "...", "..", ".",
    "a", "_b.c$", "f32", "0", "12", "0x1F", "0x", "1.5", "1.5e-3", "1.", "e",
    '"s"', '"a\\"b"', '"\\0g"', '"open', "%", "%x", "%0", "^bb", "^", "#a", "#",
    "!t", "!", "@f", '@"q"', "@", "{-#", "#-}", "(", ")", "[", "]", "{", "}",
    "<", ">", ",", ":", "=", "?", "*", "+", "|", "$", "&", "\\", "é",
]  # fmt: skip


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(_PIECES), max_size=12))
def test_one_match_lexes_as_two_did(pieces: list[str]) -> None:
    text = "".join(pieces)
    assert _tokens(text) == _reference_tokens(text)


def test_blanks_and_comments_before_the_end() -> None:
    for text in ["", "   ", "// only a comment", "a // c", "a\n\t// c\n  ", "a //"]:
        assert _tokens(text) == _reference_tokens(text), text
