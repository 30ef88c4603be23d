"""String-literal escapes of MLIR's text (`\\n`, `\\t`, `\\"`, `\\\\`, `\\XX`).

Low in the stack because both the lexer and the IR's dense-literal builder
(whose string elements come in their spelled form) decode them.
"""

from __future__ import annotations

from typing import Final

HEX_DIGITS: Final = "0123456789abcdefABCDEF"

ESCAPES: Final = {"n": "\n", "t": "\t", '"': '"', "\\": "\\"}


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
        if e in ESCAPES:
            out += ESCAPES[e].encode()
            i += 2
        elif i + 2 < n and e in HEX_DIGITS and body[i + 2] in HEX_DIGITS:
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
        if e in ESCAPES:
            i += 2
        elif i + 2 < n and e in HEX_DIGITS and body[i + 2] in HEX_DIGITS:
            i += 3
        else:
            return i
