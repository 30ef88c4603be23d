"""Exact float semantics for every MLIR 22 float type, as LLVM's APFloat has them.

MLIR keeps float attributes as `APFloat`s and prints them through
`APFloat::toString`, whose digit choice (truncating division, round-half-up
on decimal digits, a precision-based digit count) is not what Python's `repr`
or `%e` do. To print byte-identical text pdlx ports that algorithm with exact
integer arithmetic, and rounds decimal literals the way MLIR's parser does
(decimal -> `double` -> target type, i.e. double rounding for narrow types and
at most double precision for `f80`/`f128`).

Values are carried as bit patterns (`int`), never as Python floats, so `f80`,
`f128`, `-0.0` and NaN payloads survive.
"""

from __future__ import annotations

import math
import re
import struct
from dataclasses import dataclass
from enum import Enum
from functools import lru_cache
from typing import TYPE_CHECKING, Final, Literal

if TYPE_CHECKING:
    # Imported where used: `fractions` (with `decimal`) costs ~2 ms at start-up,
    # and only conversions of non-f64 values and decimal parsing need it.
    from fractions import Fraction


class NonFinite(Enum):
    """How a format represents values that are not finite (LLVM's fltNonfiniteBehavior)."""

    IEEE754 = "ieee754"  # all-ones exponent: inf (mantissa 0) or NaN
    NAN_ONLY = "nan_only"  # no inf; overflow gives NaN
    FINITE_ONLY = "finite_only"  # no inf, no NaN; overflow saturates


class NanEncoding(Enum):
    """Which bit patterns are NaN (LLVM's fltNanEncoding)."""

    IEEE = "ieee"
    ALL_ONES = "all_ones"  # exponent and mantissa all ones (f8E4M3FN, f8E8M0FNU)
    NEGATIVE_ZERO = "negative_zero"  # the -0 pattern (the FNUZ types)


@dataclass(frozen=True, slots=True)
class FloatSemantics:
    """LLVM's fltSemantics for one type, plus the derived encoding layout.

    `precision` counts the integer bit; `max_exponent`/`min_exponent` are the
    unbiased exponents of the largest binade and the smallest normal binade.
    """

    name: str
    bits: int
    precision: int
    max_exponent: int
    min_exponent: int
    non_finite: NonFinite = NonFinite.IEEE754
    nan_encoding: NanEncoding = NanEncoding.IEEE
    has_zero: bool = True
    has_signed_repr: bool = True

    @property
    def explicit_integer_bit(self) -> bool:
        """x87 `f80` stores the integer bit of the significand."""
        return self.name == "f80"

    @property
    def mantissa_bits(self) -> int:
        """Stored significand bits (with the integer bit for `f80`)."""
        return self.precision if self.explicit_integer_bit else self.precision - 1

    @property
    def exponent_bits(self) -> int:
        """Stored exponent bits."""
        return self.bits - self.mantissa_bits - (1 if self.has_signed_repr else 0)

    @property
    def bias(self) -> int:
        # f8E8M0FNU has no denormals: its all-zeros exponent is 2**min_exponent.
        """The exponent bias."""
        if self.name == "f8E8M0FNU":
            return -self.min_exponent
        return 1 - self.min_exponent

    @property
    def has_inf(self) -> bool:
        """Whether the format has infinities."""
        return self.non_finite is NonFinite.IEEE754

    @property
    def has_nan(self) -> bool:
        """Whether the format has NaNs."""
        return self.non_finite is not NonFinite.FINITE_ONLY

    @property
    def has_signed_zero(self) -> bool:
        """Whether -0 exists."""
        return (
            self.has_zero
            and self.has_signed_repr
            and self.nan_encoding is not NanEncoding.NEGATIVE_ZERO
        )

    @property
    def sign_bit(self) -> int:
        """The sign mask, 0 for unsigned formats."""
        return 1 << (self.bits - 1) if self.has_signed_repr else 0


_NO = NonFinite.NAN_ONLY
_FO = NonFinite.FINITE_ONLY
_AO = NanEncoding.ALL_ONES
_NZ = NanEncoding.NEGATIVE_ZERO

_SEMANTICS: Final[dict[str, FloatSemantics]] = {
    s.name: s
    for s in (
        FloatSemantics("f16", 16, 11, 15, -14),
        FloatSemantics("bf16", 16, 8, 127, -126),
        FloatSemantics("f32", 32, 24, 127, -126),
        FloatSemantics("f64", 64, 53, 1023, -1022),
        FloatSemantics("f80", 80, 64, 16383, -16382),
        FloatSemantics("f128", 128, 113, 16383, -16382),
        FloatSemantics("tf32", 19, 11, 127, -126),
        FloatSemantics("f4E2M1FN", 4, 2, 2, 0, _FO),
        FloatSemantics("f6E2M3FN", 6, 4, 2, 0, _FO),
        FloatSemantics("f6E3M2FN", 6, 3, 4, -2, _FO),
        FloatSemantics("f8E5M2", 8, 3, 15, -14),
        FloatSemantics("f8E4M3", 8, 4, 7, -6),
        FloatSemantics("f8E4M3FN", 8, 4, 8, -6, _NO, _AO),
        FloatSemantics("f8E5M2FNUZ", 8, 3, 15, -15, _NO, _NZ),
        FloatSemantics("f8E4M3FNUZ", 8, 4, 7, -7, _NO, _NZ),
        FloatSemantics("f8E4M3B11FNUZ", 8, 4, 4, -10, _NO, _NZ),
        FloatSemantics("f8E3M4", 8, 5, 3, -2),
        FloatSemantics("f8E8M0FNU", 8, 1, 127, -127, _NO, _AO, False, False),
    )
}


def semantics(name: str) -> FloatSemantics:
    """The semantics of the MLIR float type `name`; KeyError if there is none."""
    return _SEMANTICS[name]


# ---------------------------------------------------------------------------
# Decoding and encoding bit patterns


Kind = Literal["zero", "finite", "inf", "nan"]


@dataclass(frozen=True, slots=True)
class Decoded:
    """A bit pattern taken apart: `mantissa * 2**exponent` when finite."""

    kind: Kind
    negative: bool
    mantissa: int = 0
    exponent: int = 0

    @property
    def value(self) -> Fraction:
        """The exact magnitude-with-sign (finite and zero only)."""
        if self.kind not in ("zero", "finite"):
            raise ValueError(f"{self.kind} has no rational value")
        from fractions import Fraction

        v = Fraction(self.mantissa) * (Fraction(2) ** self.exponent)
        return -v if self.negative else v


def _check_width(bits: int, sem: FloatSemantics) -> None:
    if bits < 0 or bits >> sem.bits:
        raise ValueError(f"bit pattern {bits:#x} does not fit in {sem.name}")


@lru_cache(maxsize=4096)
def decode(bits: int, name: str) -> Decoded:
    """Classify a bit pattern the way APFloat's `initFromAPInt` does."""
    sem = semantics(name)
    _check_width(bits, sem)
    negative = bool(bits & sem.sign_bit)
    mb = sem.mantissa_bits
    emask = (1 << sem.exponent_bits) - 1
    e = (bits >> mb) & emask
    m = bits & ((1 << mb) - 1)
    if sem.explicit_integer_bit:  # x87: unnormals and pseudo-infinities are NaN
        if e == 0 and m == 0:
            return Decoded("zero", negative)
        if e == emask:
            return Decoded("inf" if m == 1 << 63 else "nan", negative)
        if e != 0 and not m >> 63:
            return Decoded("nan", negative)
        return Decoded("finite", negative, m, max(e, 1) - sem.bias - 63)
    if sem.name == "f8E8M0FNU":
        if e == emask:
            return Decoded("nan", False)
        return Decoded("finite", False, 1, e - sem.bias)
    if sem.non_finite is NonFinite.IEEE754 and e == emask:
        return Decoded("inf" if m == 0 else "nan", negative)
    if sem.nan_encoding is NanEncoding.ALL_ONES and e == emask and m == (1 << mb) - 1:
        return Decoded("nan", negative)
    if e == 0:
        if m == 0:
            if sem.nan_encoding is NanEncoding.NEGATIVE_ZERO and negative:
                return Decoded("nan", True)
            return Decoded("zero", negative)
        return Decoded("finite", negative, m, sem.min_exponent - mb)
    return Decoded("finite", negative, m | (1 << mb), e - sem.bias - mb)


def _pack(sem: FloatSemantics, negative: bool, biased_exp: int, mantissa: int) -> int:
    emask = (1 << sem.exponent_bits) - 1
    out = ((biased_exp & emask) << sem.mantissa_bits) | mantissa
    return out | sem.sign_bit if negative else out


def nan_bits(name: str, negative: bool = False) -> int:
    """The quiet NaN APFloat makes (`makeNaN(false, negative)`) for `name`."""
    sem = semantics(name)
    if not sem.has_nan:
        raise ValueError(f"{name} has no NaN")
    emask = (1 << sem.exponent_bits) - 1
    if sem.nan_encoding is NanEncoding.NEGATIVE_ZERO:
        return sem.sign_bit
    if sem.nan_encoding is NanEncoding.ALL_ONES:
        return _pack(sem, negative, emask, (1 << sem.mantissa_bits) - 1)
    quiet = 1 << (sem.precision - 2)
    if sem.explicit_integer_bit:
        quiet |= 1 << 63
    return _pack(sem, negative, emask, quiet)


def inf_bits(name: str, negative: bool = False) -> int:
    """Infinity; ValueError for types that have none."""
    sem = semantics(name)
    if not sem.has_inf:
        raise ValueError(f"{name} has no infinity")
    integer_bit = 1 << 63 if sem.explicit_integer_bit else 0
    return _pack(sem, negative, (1 << sem.exponent_bits) - 1, integer_bit)


def largest_bits(name: str, negative: bool = False) -> int:
    """The largest finite value (APFloat's `makeLargest`)."""
    sem = semantics(name)
    mb = sem.mantissa_bits
    emax = sem.max_exponent + sem.bias
    mant = (1 << mb) - 1
    if sem.nan_encoding is NanEncoding.ALL_ONES and sem.has_signed_repr:
        mant -= 1
    return _pack(sem, negative and sem.has_signed_repr, emax, mant)


def _nonfinite_garbage_bits(sem: FloatSemantics, negative: bool, mantissa: int) -> int:
    """What release-build APFloat's bitcast yields for inf/NaN in a finite-only type.

    MLIR 22 lets `1.0e400 : f4E2M1FN` through as an APFloat infinity that the
    format cannot encode; its bit pattern is the masked `exponentInf + bias`.
    """
    return _pack(sem, negative, sem.max_exponent + 1 + sem.bias, mantissa)


def canonical_bits(bits: int, name: str) -> int:
    """The pattern APFloat's `bitcastToAPInt` gives back for `bits`.

    Only x87 `f80` has non-canonical encodings: unnormals and pseudo-infinities
    become NaNs, pseudo-denormals become normals.
    """
    sem = semantics(name)
    _check_width(bits, sem)
    if not sem.explicit_integer_bit:
        return bits
    d = decode(bits, name)
    mant = bits & ((1 << 64) - 1)
    if d.kind == "nan":
        return _pack(sem, d.negative, 0x7FFF, mant)
    if d.kind == "finite" and (bits >> 64) & 0x7FFF == 0 and mant >> 63:
        return _pack(sem, d.negative, 1, mant)
    return bits


def round_to_bits(negative: bool, magnitude: Fraction, name: str) -> int:
    """Round `±magnitude` to nearest-even in `name`, as APFloat's `normalize` does.

    Overflow follows `handleOverflow`: inf, NaN for NaN-only types, the largest
    finite value for finite-only types. Underflow gives a zero of the right
    sign (+0 for FNUZ types; the smallest value for f8E8M0FNU, which has no 0).
    """
    sem = semantics(name)
    if not sem.has_signed_repr:
        negative = False
    p = sem.precision
    if magnitude == 0:
        return _zero_bits(sem, negative)
    num, den = magnitude.numerator, magnitude.denominator
    e = num.bit_length() - den.bit_length()
    if (num << max(0, -e)) < (den << max(0, e)):
        e -= 1  # now 2**e <= magnitude < 2**(e+1)
    e = max(e, sem.min_exponent)
    shift = p - 1 - e
    n2, d2 = (num << shift, den) if shift >= 0 else (num, den << -shift)
    q, r = divmod(n2, d2)
    if 2 * r > d2 or (2 * r == d2 and q & 1):
        q += 1
    if q == 1 << p:
        q >>= 1
        e += 1
    if q == 0:
        return _zero_bits(sem, negative)
    overflow = e > sem.max_exponent or (
        sem.nan_encoding is NanEncoding.ALL_ONES
        and sem.has_signed_repr
        and e == sem.max_exponent
        and q == (1 << p) - 1
    )
    if overflow:
        if sem.non_finite is NonFinite.IEEE754:
            return inf_bits(name, negative)
        if sem.non_finite is NonFinite.NAN_ONLY:
            return nan_bits(name, negative)
        return largest_bits(name, negative)
    if sem.name == "f8E8M0FNU":
        return e + sem.bias
    if sem.explicit_integer_bit:
        return _pack(sem, negative, e + sem.bias if q >> 63 else 0, q)
    if q >> (p - 1):
        return _pack(sem, negative, e + sem.bias, q - (1 << (p - 1)))
    return _pack(sem, negative, 0, q)  # denormal: e == min_exponent


def _zero_bits(sem: FloatSemantics, negative: bool) -> int:
    if not sem.has_zero:
        return 0  # makeSmallestNormalized: f8E8M0FNU's all-zeros pattern, 2**-127
    if not sem.has_signed_zero:
        return 0
    return sem.sign_bit if negative else 0


# ---------------------------------------------------------------------------
# Python floats (double) <-> bits


def _double_bits(value: float) -> int:
    return int.from_bytes(struct.pack("<d", value), "little")


def bits_from_float(value: float, name: str) -> int:
    """Convert a double to `name` like `APFloat::convert(rmNearestTiesToEven)`.

    This is also the second half of how MLIR 22 parses a decimal literal.
    """
    sem = semantics(name)
    raw = _double_bits(value)
    negative = bool(raw >> 63)
    if name == "f64":
        return raw
    if math.isnan(value):
        return _nan_from_double(raw, sem)
    if math.isinf(value):
        if sem.non_finite is NonFinite.IEEE754:
            return inf_bits(name, negative)
        if sem.non_finite is NonFinite.NAN_ONLY:
            return nan_bits(name, negative)
        return _nonfinite_garbage_bits(sem, negative, 0)
    from fractions import Fraction

    return round_to_bits(negative, abs(Fraction(value)), name)


def _nan_from_double(raw: int, sem: FloatSemantics) -> int:
    negative = bool(raw >> 63)
    if sem.non_finite is NonFinite.NAN_ONLY:
        return nan_bits(sem.name, negative)
    payload = raw & ((1 << 52) - 1)
    signaling = not payload >> 51
    shift = sem.precision - 53
    payload = payload << shift if shift >= 0 else payload >> -shift
    if sem.explicit_integer_bit:
        payload |= 1 << 63
    if signaling and sem.non_finite is NonFinite.IEEE754:
        payload |= 1 << (sem.precision - 2)
    if sem.non_finite is NonFinite.FINITE_ONLY:
        return _nonfinite_garbage_bits(sem, negative, payload & ((1 << sem.mantissa_bits) - 1))
    return _pack(sem, negative, (1 << sem.exponent_bits) - 1, payload)


def float_from_bits(bits: int, name: str) -> float:
    """The nearest double to the value of `bits` (for evaluators).

    Exact for types no wider than f64; f80/f128 round correctly, overflowing
    to ±inf. NaNs keep their sign (and, for f32/f64, their payload).
    """
    if name == "f64":
        return float(struct.unpack("<d", bits.to_bytes(8, "little"))[0])
    if name == "f32":
        return float(struct.unpack("<f", bits.to_bytes(4, "little"))[0])
    d = decode(bits, name)
    sign = -1.0 if d.negative else 1.0
    if d.kind == "nan":
        return math.copysign(math.nan, sign)
    if d.kind == "inf":
        return sign * math.inf
    if d.kind == "zero":
        return math.copysign(0.0, sign)
    from fractions import Fraction

    try:
        mag = float(Fraction(d.mantissa) * Fraction(2) ** d.exponent)
    except OverflowError:
        mag = math.inf
    return sign * mag


# ---------------------------------------------------------------------------
# Parsing literals


class FloatLiteralError(ValueError):
    """A literal MLIR rejects; `str(e)` is MLIR's message, `note` its attached note."""

    def __init__(self, message: str, note: str | None = None) -> None:
        super().__init__(message)
        self.note = note


MSG_DECIMAL_INT: Final = "unexpected decimal integer literal for a floating point value"
NOTE_DECIMAL_INT: Final = "add a trailing dot to make the literal a float"
MSG_HEX_MINUS: Final = "hexadecimal float literal should not have a leading minus"
MSG_HEX_RANGE: Final = "hexadecimal float constant out of range for type"
MSG_EXPECTED_FLOAT: Final = "expected floating point literal"

_FLOAT_LITERAL = re.compile(r"-?[0-9]+\.[0-9]*(?:[eE][-+]?[0-9]+)?")
_INT_LITERAL = re.compile(r"-?(?:0x[0-9a-fA-F]+|[0-9]+)")


def parse_float(text: str, name: str) -> int:
    """Bits of a float literal (optionally `-`-prefixed) as MLIR 22 parses it.

    A decimal literal is rounded to a double first and then converted
    (`Parser::parseFloatFromLiteral`), so `0.1 : f80` is the double 0.1
    widened, and narrow types see double rounding. A hex integer is a raw bit
    pattern; a decimal integer is rejected, as MLIR does.
    """
    sem = semantics(name)
    if _FLOAT_LITERAL.fullmatch(text):
        return _parse_decimal_cached(text, sem.name)
    if _INT_LITERAL.fullmatch(text):
        negative = text.startswith("-")
        body = text[1:] if negative else text
        if len(body) > 1 and body[1] == "x":
            if negative:
                raise FloatLiteralError(MSG_HEX_MINUS)
            return parse_hex_float(int(body, 16), name)
        raise FloatLiteralError(MSG_DECIMAL_INT, NOTE_DECIMAL_INT)
    raise FloatLiteralError(MSG_EXPECTED_FLOAT)


@lru_cache(maxsize=4096)
def _parse_decimal_cached(text: str, name: str) -> int:
    # Python's float() is correctly rounded (round-half-even, overflow to inf),
    # which is what StringRef::getAsDouble / APFloat::convertFromString give.
    return bits_from_float(float(text), name)


def parse_hex_float(value: int, name: str) -> int:
    """Validate a hex literal's width like `parseFloatFromIntegerLiteral`.

    Leading zeros are allowed (MLIR checks active bits, not digit count). The
    result is canonicalised the way the APFloat built from it re-encodes.
    """
    sem = semantics(name)
    if value < 0:
        raise FloatLiteralError(MSG_HEX_MINUS)
    if value.bit_length() > sem.bits:
        raise FloatLiteralError(MSG_HEX_RANGE)
    return canonical_bits(value, name)


# ---------------------------------------------------------------------------
# Printing: a port of APFloat::toString and MLIR's printFloatValue


def _adjust_int(significand: int, exp: int, fmt_precision: int) -> tuple[int, int]:
    """`AdjustToPrecision(APInt&, ...)`: drop whole tens by *truncating* division."""
    bits = significand.bit_length()
    bits_required = (fmt_precision * 196 + 58) // 59
    if bits <= bits_required:
        return significand, exp
    tens = (bits - bits_required) * 59 // 196
    if not tens:
        return significand, exp
    return significand // 10**tens, exp + tens


def _adjust_digits(buf: str, exp: int, fmt_precision: int) -> tuple[str, int]:
    """`AdjustToPrecision(SmallVector<char>&, ...)`: round half up on digits.

    `buf` holds digits least significant first, as in LLVM.
    """
    n = len(buf)
    if n <= fmt_precision:
        return buf, exp
    first = n - fmt_precision
    if buf[first - 1] < "5":
        while first < n and buf[first] == "0":
            first += 1
        return buf[first:], exp + first
    chars = list(buf)
    for i in range(first, n):
        if chars[i] == "9":
            first += 1
        else:
            chars[i] = chr(ord(chars[i]) + 1)
            break
    if first == n:
        return "1", exp + first
    return "".join(chars[first:]), exp + first


def _to_string(
    d: Decoded,
    precision: int,
    fmt_precision: int,
    max_padding: int,
    truncate_zero: bool,
) -> str:
    """`IEEEFloat::toString` for zero and finite values."""
    out = "-" if d.negative else ""
    if d.kind == "zero":
        if max_padding:
            return out + "0"
        if truncate_zero:
            return out + "0.0E+0"
        return out + "0.0" + "0" * max(fmt_precision - 1, 0) + "e+00"
    if not fmt_precision:
        fmt_precision = 2 + precision * 59 // 196
    significand, exp = d.mantissa, d.exponent
    tz = (significand & -significand).bit_length() - 1
    significand >>= tz
    exp += tz
    if exp > 0:
        significand <<= exp
        exp = 0
    elif exp < 0:
        significand *= 5**-exp
    significand, exp = _adjust_int(significand, exp, fmt_precision)
    digits = str(significand)
    stripped = digits.rstrip("0")
    exp += len(digits) - len(stripped)
    buf, exp = _adjust_digits(stripped[::-1], exp, fmt_precision)
    nd = len(buf)
    if not max_padding:
        scientific = True
    elif exp >= 0:
        scientific = exp > max_padding or nd + exp > fmt_precision
    else:
        msd = exp + nd - 1
        scientific = msd < 0 and -msd > max_padding
    if scientific:
        exp += nd - 1
        out += buf[-1] + "."
        if nd == 1 and truncate_zero:
            out += "0"
        else:
            out += buf[-2::-1] if nd > 1 else ""
        if not truncate_zero and fmt_precision > nd - 1:
            out += "0" * (fmt_precision - nd + 1)
        out += "E" if truncate_zero else "e"
        out += "+" if exp >= 0 else "-"
        e = str(abs(exp))
        if not truncate_zero and len(e) < 2:
            e = "0" + e
        return out + e
    if exp >= 0:
        return out + buf[::-1] + "0" * exp
    whole = exp + nd
    forward = buf[::-1]
    if whole > 0:
        return out + forward[:whole] + "." + forward[whole:]
    return out + "0." + "0" * -whole + forward


def apfloat_to_string(
    bits: int,
    name: str,
    format_precision: int = 0,
    format_max_padding: int = 3,
    truncate_zero: bool = True,
) -> str:
    """`APFloat::toString` with its defaults; `+Inf`, `-Inf`, `NaN` for specials."""
    sem = semantics(name)
    d = decode(bits, name)
    if d.kind == "inf":
        return "-Inf" if d.negative else "+Inf"
    if d.kind == "nan":
        return "NaN"
    return _to_string(d, sem.precision, format_precision, format_max_padding, truncate_zero)


_SCI = re.compile(r"(-?)([0-9]+)(?:\.([0-9]*))?(?:[eE]([-+]?[0-9]+))?")


def _decimal_fraction(text: str) -> tuple[bool, Fraction]:
    """Exact value of a decimal string printed by `_to_string`."""
    m = _SCI.fullmatch(text)
    if m is None:
        raise ValueError(f"not a decimal literal: {text!r}")
    sign, whole, frac, exp = m.groups()
    frac = frac or ""
    from fractions import Fraction

    value = Fraction(int(whole + frac)) * Fraction(10) ** (int(exp or "0") - len(frac))
    return bool(sign), value


def format_hex(bits: int, name: str) -> str:
    """`APInt::toString(16, formatAsCLiteral)` of the canonical bit pattern."""
    return f"0x{canonical_bits(bits, name):X}"


@lru_cache(maxsize=65536)
def format_float(bits: int, name: str) -> str:
    """The text MLIR's AsmPrinter `printFloatValue` writes for `bits`.

    Short scientific form if it parses back to the same value, else APFloat's
    default form if it has a `.`, else the hex bit pattern (always for inf
    and NaN).
    """
    sem = semantics(name)
    d = decode(bits, name)
    if d.kind in ("zero", "finite"):
        short = _to_string(d, sem.precision, 6, 0, False)
        neg, value = _decimal_fraction(short)
        if round_to_bits(neg, value, name) == canonical_bits(bits, name):
            return short
        full = _to_string(d, sem.precision, 0, 3, True)
        if "." in full:
            return full
    return format_hex(bits, name)
