"""Reference model of how mlir-opt 22 prints a FloatAttr / dense float element.

This is a Python transcription of the algorithm described in NOTES.md
("Floats"), i.e. MLIR's printFloatValue() on top of llvm::APFloat::toString().
It was checked against mlir-opt-22 on ~4000 random bit patterns of f16, bf16,
tf32, f32 and f64 (all matched). It only covers IEEE-like formats (sign bit,
exponent with bias 2^(e-1)-1, implicit leading bit, inf/nan at max exponent);
the f8/f6/f4 and f80 formats use the same toString algorithm but need their own
decode/encode.

Usage: python3 float_print_reference.py f32 0x3DCCCCCD   ->  1.000000e-01
"""

import sys
from fractions import Fraction

# name: (precision incl. implicit bit, exponent bits, total bits)
FORMATS = {
    "f16": (11, 5, 16),
    "bf16": (8, 8, 16),
    "tf32": (11, 8, 19),
    "f32": (24, 8, 32),
    "f64": (53, 11, 64),
}


def decode(bits, fmt):
    """Return (sign, significand, exp2) with value = significand * 2**exp2,
    or None for inf/nan."""
    p, e, n = FORMATS[fmt]
    sign = bits >> (n - 1)
    ex = (bits >> (p - 1)) & ((1 << e) - 1)
    man = bits & ((1 << (p - 1)) - 1)
    bias = (1 << (e - 1)) - 1
    if ex == (1 << e) - 1:
        return None
    if ex == 0:  # zero / subnormal
        return sign, man, 1 - bias - (p - 1)
    return sign, man | (1 << (p - 1)), ex - bias - (p - 1)


def encode_nearest(fmt, sign, x):
    """Round the non-negative Fraction x to the nearest value of fmt
    (ties to even), return its bit pattern (inf on overflow)."""
    p, e, n = FORMATS[fmt]
    bias = (1 << (e - 1)) - 1
    signbit = sign << (n - 1)
    if x == 0:
        return signbit
    E = x.numerator.bit_length() - x.denominator.bit_length()
    while Fraction(2) ** E > x:
        E -= 1
    while Fraction(2) ** (E + 1) <= x:
        E += 1
    E = max(E, 1 - bias)
    q = x / Fraction(2) ** (E - (p - 1))
    m = q.numerator // q.denominator
    r = q - m
    if r > Fraction(1, 2) or (r == Fraction(1, 2) and m & 1):
        m += 1
    if m == (1 << p):
        m >>= 1
        E += 1
    if E > bias:  # noqa: SIM300 - E is the exponent, not a constant
        return signbit | (((1 << e) - 1) << (p - 1))
    if m < (1 << (p - 1)):
        return signbit | m  # subnormal
    return signbit | ((E + bias) << (p - 1)) | (m & ((1 << (p - 1)) - 1))


def _adjust_int(sig, exp, fprec):
    bits = sig.bit_length()
    required = (fprec * 196 + 58) // 59
    if bits <= required:
        return sig, exp
    tens = (bits - required) * 59 // 196
    if not tens:
        return sig, exp
    return sig // 10**tens, exp + tens  # truncation, not rounding!


def _adjust_digits(buf, exp, fprec):
    """buf: digits, least significant first. Round half up to fprec digits."""
    n = len(buf)
    if n <= fprec:
        return buf, exp
    first = n - fprec
    if buf[first - 1] < "5":
        while first < n and buf[first] == "0":
            first += 1
        return buf[first:], exp + first
    for i in range(first, n):
        if buf[i] == "9":
            first += 1
        else:
            buf[i] = chr(ord(buf[i]) + 1)
            break
    if first == n:
        return ["1"], exp + first
    return buf[first:], exp + first


def apfloat_to_string(
    sign, sig, exp, precision_bits, format_precision=0, max_padding=3, truncate_zero=True
):
    """llvm::APFloat::toString for a finite value sig * 2**exp."""
    out = "-" if sign else ""
    if sig == 0:
        if not max_padding:
            if truncate_zero:
                return out + "0.0E+0"
            return out + "0.0" + "0" * max(format_precision - 1, 0) + "e+00"
        return out + "0"
    if not format_precision:
        format_precision = 2 + precision_bits * 59 // 196
    tz = (sig & -sig).bit_length() - 1
    exp += tz
    sig >>= tz
    if exp > 0:
        sig <<= exp
        exp = 0
    elif exp < 0:
        sig *= 5 ** (-exp)
    sig, exp = _adjust_int(sig, exp, format_precision)
    buf = []
    in_trail = True
    while sig:
        sig, d = divmod(sig, 10)
        if in_trail and d == 0:
            exp += 1
        else:
            buf.append(chr(48 + d))
            in_trail = False
    buf, exp = _adjust_digits(buf, exp, format_precision)
    nd = len(buf)
    if not max_padding:
        scientific = True
    elif exp >= 0:
        scientific = exp > max_padding or nd + exp > format_precision
    else:
        msd = exp + nd - 1
        scientific = False if msd >= 0 else (-msd) > max_padding
    if scientific:
        exp += nd - 1
        s = buf[nd - 1] + "."
        if nd == 1 and truncate_zero:
            s += "0"
        else:
            s += "".join(buf[nd - 1 - i] for i in range(1, nd))
        if not truncate_zero and format_precision > nd - 1:
            s += "0" * (format_precision - nd + 1)
        s += "E" if truncate_zero else "e"
        s += "+" if exp >= 0 else "-"
        e = str(abs(exp))
        if not truncate_zero and len(e) < 2:
            e = "0" + e
        return out + s + e
    digits = "".join(reversed(buf))
    if exp >= 0:
        return out + digits + "0" * exp
    whole = exp + nd
    if whole > 0:
        return out + digits[:whole] + "." + digits[whole:]
    return out + "0." + "0" * (-whole) + digits


def mlir_float_str(bits, fmt):
    """What mlir-opt prints for the float attribute value (without ': type')."""
    p = FORMATS[fmt][0]
    d = decode(bits, fmt)
    if d is not None:
        sign, sig, exp = d
        s = apfloat_to_string(sign, sig, exp, p, 6, 0, False)
        if encode_nearest(fmt, sign, abs(Fraction(s))) == bits:
            return s
        s = apfloat_to_string(sign, sig, exp, p)
        if "." in s:
            return s
    return f"0x{bits:X}"


if __name__ == "__main__":
    print(mlir_float_str(int(sys.argv[2], 16), sys.argv[1]))
