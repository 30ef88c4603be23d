"""Decimal text of integers of any size, whatever the host's limit on
int/str conversions.

MLIR integers are arbitrary precision (`i16777215`), so pdlx reads and prints
integers of millions of digits, as mlir-opt does. Python refuses decimal
conversions past `sys.get_int_max_str_digits()` digits (4,300 by default:
CVE-2020-10735's guard against quadratic conversions of untrusted input).
Lifting that limit is process-wide, so a library must not do it: these
functions convert in pieces under the limit instead. They cost what `int()`
and `str()` cost below the limit (one try), and the chunked path is
quadratic, as CPython 3.11's own conversion is: 1M digits take about 2 s.
"""

from __future__ import annotations

import sys
from typing import Final

_CHUNK: Final = 4000
"""Digits per piece: under the smallest limit Python allows (640) times
six, and under the default (4,300)."""


def _chunk() -> int:
    limit = sys.get_int_max_str_digits() if hasattr(sys, "get_int_max_str_digits") else 0
    return _CHUNK if limit == 0 else min(_CHUNK, limit)


def from_decimal(text: str) -> int:
    """`int(text)` for decimal digits with an optional sign, of any length.
    Raises ValueError for anything else, as `int` does."""
    try:
        return int(text)
    except ValueError:
        body = text.lstrip("+-")
        if not (body.isascii() and body.isdigit()) or len(text) - len(body) > 1:
            raise
    step = _chunk()
    value = 0
    for i in range(0, len(body), step):
        piece = body[i : i + step]
        value = value * 10 ** len(piece) + int(piece)
    return -value if text.startswith("-") else value


def to_decimal(n: int) -> str:
    """`str(n)` for an int of any size."""
    try:
        return str(n)
    except ValueError:
        pass
    step = _chunk()
    base = 10**step
    sign = "-" if n < 0 else ""
    n = abs(n)
    pieces: list[str] = []
    while n:
        n, low = divmod(n, base)
        pieces.append(str(low).rjust(step, "0"))
    return sign + "".join(reversed(pieces)).lstrip("0")
