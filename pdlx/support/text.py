"""Quoting and identifier helpers shared by every printer.

They are pure string functions with no IR knowledge, so the text forms of
attributes and types (`pdlx.ir`) and the op printer (`pdlx.syntax`) use the
same spelling rules without the IR importing the syntax layer.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

_BARE_KEYWORD: Final = re.compile(r"[a-zA-Z_][a-zA-Z0-9_$.]*\Z")
_PRETTY_SYMBOL: Final = re.compile(r"[a-zA-Z][a-zA-Z0-9._]*")
_PRINTABLE: Final = frozenset(range(0x20, 0x7F))


def quote(s: str) -> str:
    """A string literal as llvm::printEscapedString writes it: printable ASCII
    as is, but `\\` doubled and everything else (`"` too) as `\\XX` bytes."""
    if s.isascii() and s.isprintable() and "\\" not in s and '"' not in s:
        return f'"{s}"'
    out = ['"']
    for b in s.encode("utf-8", "surrogateescape"):
        if b == 0x5C:
            out.append("\\\\")
        elif b in _PRINTABLE and b != 0x22:
            out.append(chr(b))
        else:
            out.append(f"\\{b:02X}")
    out.append('"')
    return "".join(out)


def keyword_or_string(s: str) -> str:
    """`s` bare when MLIR's lexer reads it back as a keyword, else quoted."""
    return s if _BARE_KEYWORD.match(s) else quote(s)


def symbol_name(s: str) -> str:
    """`@name`, quoted when it is not a bare identifier."""
    return "@" + keyword_or_string(s)


def dialect_symbol(prefix: str, dialect: str, data: str) -> str:
    """MLIR's printDialectSymbol: `!d.ident<...>` when simple enough, else `!d<...>`."""
    m = _PRETTY_SYMBOL.match(data)
    if m is not None:
        rest = data[m.end() :]
        if not rest or (rest[0] == "<" and rest[-1] == ">"):
            return f"{prefix}{dialect}.{data}"
    return f"{prefix}{dialect}<{data}>"


def text_table(rows: Sequence[Sequence[str]]) -> list[str]:
    """Rows as aligned, indented text lines: numbers right-aligned, the rest
    left-aligned (the summary tables of explain)."""
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    out = []
    for r in rows:
        cells = [c.rjust(w) if c.isdigit() else c.ljust(w) for c, w in zip(r, widths, strict=True)]
        out.append("  " + "  ".join(cells).rstrip())
    return out


__all__ = ["dialect_symbol", "keyword_or_string", "quote", "symbol_name", "text_table"]
