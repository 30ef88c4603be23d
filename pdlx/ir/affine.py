"""Affine expressions, maps and integer sets, as MLIR 22 builds and prints them.

MLIR never stores an affine expression as written: every `+`, `*`,
`floordiv`, `ceildiv` and `mod` goes through a simplifying constructor
(`simplifyAdd`, `simplifyMul`, ... in `mlir/lib/IR/AffineExpr.cpp`) that
folds constants and puts terms in a canonical order, and the printer
(`printAffineExprInternal` in `AsmPrinter.cpp`) then re-sugars `x * -1` as
`-x` and `a + b * -c` as `a - b * c`. Printing the same text as mlir-opt
therefore needs the same constructors, including where they wrap around in
64 bits (successive constant folds) and where they refuse to fold because the
result would overflow (folding two constants).

The rules are those of MLIR 22 as mlir-opt-22 behaves, which differ from
older sources in places: two dims (or two symbols) are put in position order
(`d1 + d0` -> `d0 + d1`), floordiv/ceildiv by a negative constant fold,
`e + (e floordiv c) * -c` becomes `e mod c` only for a positive constant `c`,
and `(a + e) + (e floordiv c) * k` retries `e + (e floordiv c) * k` alone.

Parsing lives in the syntax layer (`pdlx.syntax.parser.affine`), a port of
`mlir/lib/AsmParser/AffineParser.cpp`.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from enum import Enum

from pdlx.ir.attributes import Attribute
from pdlx.ir.types import TextSink

INT64_MIN = -(1 << 63)
INT64_MAX = (1 << 63) - 1


def _wrap(v: int) -> int:
    """`v` as a C++ int64_t after two's complement wrap-around."""
    return ((v - INT64_MIN) & 0xFFFF_FFFF_FFFF_FFFF) + INT64_MIN


def _fits(v: int) -> bool:
    return INT64_MIN <= v <= INT64_MAX


def _c_div(a: int, b: int) -> int:
    """C++ `a / b` on int64_t (truncating; INT64_MIN / -1 wraps)."""
    q = abs(a) // abs(b)
    return _wrap(q if (a < 0) == (b < 0) else -q)


def _c_rem(a: int, b: int) -> int:
    """C++ `a % b` on int64_t: the sign of the dividend."""
    r = abs(a) % abs(b)
    return -r if a < 0 else r


def _floor_div(a: int, b: int) -> int:
    return a // b


def _ceil_div(a: int, b: int) -> int:
    return -((-a) // b)


# ----------------------------------------------------------------------
# Expressions
# ----------------------------------------------------------------------


class AffineExprKind(Enum):
    """The binary operators, by the text printed between the operands."""

    ADD = " + "
    MUL = " * "
    MOD = " mod "
    FLOOR_DIV = " floordiv "
    CEIL_DIV = " ceildiv "


ADD = AffineExprKind.ADD
MUL = AffineExprKind.MUL
MOD = AffineExprKind.MOD
FLOOR_DIV = AffineExprKind.FLOOR_DIV
CEIL_DIV = AffineExprKind.CEIL_DIV


class AffineExpr:
    """Base of affine expressions. Build compound ones with the operators
    (or `add`, `mul`, ...), which simplify as MLIR's do; constructing an
    `AffineBinaryOpExpr` directly skips simplification (MLIR's uniquer)."""

    __slots__ = ()

    def is_symbolic_or_constant(self) -> bool:
        """Whether the expression involves no dimension (MLIR's isSymbolicOrConstant)."""
        raise NotImplementedError

    def largest_known_divisor(self) -> int:
        """The largest integer known to divide the expression's value."""
        raise NotImplementedError

    def __add__(self, other: AffineExpr | int) -> AffineExpr:
        return add(self, _expr(other))

    def __radd__(self, other: int) -> AffineExpr:
        return add(AffineConstantExpr(other), self)

    def __mul__(self, other: AffineExpr | int) -> AffineExpr:
        return mul(self, _expr(other))

    def __rmul__(self, other: int) -> AffineExpr:
        # MLIR's `int64_t * AffineExpr` is `expr * int64_t`.
        return mul(self, AffineConstantExpr(other))

    def __neg__(self) -> AffineExpr:
        return mul(self, AffineConstantExpr(-1))

    def __sub__(self, other: AffineExpr | int) -> AffineExpr:
        if isinstance(other, int):
            return add(self, AffineConstantExpr(_wrap(-other)))
        return add(self, -other)

    def __rsub__(self, other: int) -> AffineExpr:
        # MLIR's `int64_t - AffineExpr` is `expr * -1 + int64_t`.
        return add(-self, AffineConstantExpr(other))

    def __mod__(self, other: AffineExpr | int) -> AffineExpr:
        return mod(self, _expr(other))

    def floordiv(self, other: AffineExpr | int) -> AffineExpr:
        """`self floordiv other`, simplified as MLIR does."""
        return floordiv(self, _expr(other))

    def ceildiv(self, other: AffineExpr | int) -> AffineExpr:
        """`self ceildiv other`, simplified as MLIR does."""
        return ceildiv(self, _expr(other))

    def __str__(self) -> str:
        out: list[str] = []
        _print_expr(self, False, out)
        return "".join(out)


def _expr(v: AffineExpr | int) -> AffineExpr:
    return AffineConstantExpr(v) if isinstance(v, int) else v


@dataclass(frozen=True, slots=True)
class AffineDimExpr(AffineExpr):
    """`d<position>`."""

    position: int

    def is_symbolic_or_constant(self) -> bool:
        """False: a dimension."""
        return False

    def largest_known_divisor(self) -> int:
        """1: nothing is known."""
        return 1


@dataclass(frozen=True, slots=True)
class AffineSymbolExpr(AffineExpr):
    """`s<position>`."""

    position: int

    def is_symbolic_or_constant(self) -> bool:
        """True: a symbol."""
        return True

    def largest_known_divisor(self) -> int:
        """1: nothing is known."""
        return 1


@dataclass(frozen=True, slots=True)
class AffineConstantExpr(AffineExpr):
    """An int64_t constant (MLIR stores affine constants in 64 bits)."""

    value: int

    def __post_init__(self) -> None:
        if not _fits(self.value):
            raise ValueError(f"affine constant {self.value} does not fit in 64 bits")

    def is_symbolic_or_constant(self) -> bool:
        """True: a constant."""
        return True

    def largest_known_divisor(self) -> int:
        """The constant's magnitude (wrapped to int64 as in MLIR)."""
        return _wrap(abs(self.value))  # std::abs(INT64_MIN) stays INT64_MIN


@dataclass(frozen=True, slots=True)
class AffineBinaryOpExpr(AffineExpr):
    """`lhs <kind> rhs`; made through `add`, `mul`, ... which simplify first."""

    kind: AffineExprKind
    lhs: AffineExpr
    rhs: AffineExpr
    # Caches: the tree is immutable, and both are asked for at every
    # construction step, which would otherwise make building quadratic.
    _symbolic: bool = field(init=False, compare=False, repr=False)
    _hash: int = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(
            self,
            "_symbolic",
            self.lhs.is_symbolic_or_constant() and self.rhs.is_symbolic_or_constant(),
        )
        object.__setattr__(self, "_hash", hash((self.kind, self.lhs, self.rhs)))

    def __hash__(self) -> int:
        return self._hash

    def is_symbolic_or_constant(self) -> bool:
        """Whether both operands are symbolic or constant."""
        return self._symbolic

    def largest_known_divisor(self) -> int:
        """MLIR's getLargestKnownDivisor for the operator."""
        kind = self.kind
        if kind is MUL:
            return _wrap(self.lhs.largest_known_divisor() * self.rhs.largest_known_divisor())
        if kind is ADD or kind is MOD:
            # std::gcd over the operands cast to uint64_t, returned as int64_t.
            m = 0xFFFF_FFFF_FFFF_FFFF
            return _wrap(
                math.gcd(self.lhs.largest_known_divisor() & m, self.rhs.largest_known_divisor() & m)
            )
        # floordiv / ceildiv: the quotient when the divisor divides the lhs's.
        rhs = self.rhs
        if isinstance(rhs, AffineConstantExpr) and rhs.value != 0:
            lhs_div = self.lhs.largest_known_divisor()
            if _c_rem(lhs_div, rhs.value) == 0:
                return _c_div(lhs_div, rhs.value)
        return 1


def dim(position: int) -> AffineDimExpr:
    """The dimension `d<position>`."""
    return AffineDimExpr(position)


def symbol(position: int) -> AffineSymbolExpr:
    """The symbol `s<position>`."""
    return AffineSymbolExpr(position)


def constant(value: int) -> AffineConstantExpr:
    """The constant `value`."""
    return AffineConstantExpr(value)


def _const(e: AffineExpr) -> int | None:
    return e.value if isinstance(e, AffineConstantExpr) else None


def _bin(e: AffineExpr, kind: AffineExprKind) -> AffineBinaryOpExpr | None:
    return e if isinstance(e, AffineBinaryOpExpr) and e.kind is kind else None


def binary(kind: AffineExprKind, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
    """MLIR's `getAffineBinaryOpExpr`: build with simplification."""
    if kind is ADD:
        return add(lhs, rhs)
    if kind is MUL:
        return mul(lhs, rhs)
    if kind is FLOOR_DIV:
        return floordiv(lhs, rhs)
    if kind is CEIL_DIV:
        return ceildiv(lhs, rhs)
    return mod(lhs, rhs)


def add(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
    """`lhs + rhs`, simplified as MLIR does."""
    s = _simplify_add(lhs, rhs)
    return s if s is not None else AffineBinaryOpExpr(ADD, lhs, rhs)


def _simplify_add(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr | None:
    lc, rc = _const(lhs), _const(rhs)
    if lc is not None and rc is not None:
        s = lc + rc
        return AffineConstantExpr(s) if _fits(s) else None  # checked add
    # Constants go right; a symbolic term goes right of a dimensional one.
    if lc is not None or (lhs.is_symbolic_or_constant() and not rhs.is_symbolic_or_constant()):
        return add(rhs, lhs)
    # Two dims (or two symbols) go in position order: d1 + d0 -> d0 + d1.
    if _leaf_after(lhs, rhs):
        return add(rhs, lhs)
    if rc == 0:
        return lhs
    l_add = _bin(lhs, ADD)
    # (d0 + 2) + 3 -> d0 + 5 (this fold wraps around, as in C++).
    if l_add is not None and rc is not None:
        lrc = _const(l_add.rhs)
        if lrc is not None:
            return add(l_add.lhs, AffineConstantExpr(_wrap(lrc + rc)))
    # c1 * e + c2 * e -> e * (c1 + c2).
    l_mul = _bin(lhs, MUL)
    if l_mul is not None and isinstance(l_mul.rhs, AffineConstantExpr):
        c1, first = l_mul.rhs.value, l_mul.lhs
    else:
        c1, first = 1, lhs
    r_mul = _bin(rhs, MUL)
    if r_mul is not None and isinstance(r_mul.rhs, AffineConstantExpr):
        c2, second = r_mul.rhs.value, r_mul.lhs
    else:
        c2, second = 1, rhs
    if first == second:
        return mul(first, AffineConstantExpr(_wrap(c1 + c2)))
    # (d0 + 2) + d1 -> (d0 + d1) + 2.
    if l_add is not None:
        lrc_e = l_add.rhs
        if isinstance(lrc_e, AffineConstantExpr):
            return add(add(l_add.lhs, rhs), lrc_e)
    # e - (e floordiv q) * q -> e mod q.
    if not isinstance(rhs, AffineBinaryOpExpr):
        return None
    lrhs, rrhs = rhs.lhs, rhs.rhs
    lrhs_mul = _bin(lrhs, MUL)
    if _const(rrhs) == -1 and lrhs_mul is not None:
        fd = _bin(lrhs_mul.lhs, FLOOR_DIV)
        if fd is None:
            return None
        if fd.rhs == lrhs_mul.rhs and lhs == fd.lhs:
            return mod(lhs, lrhs_mul.rhs)
    # e + (e floordiv c) * -c -> e mod c, for a positive constant c only.
    # (The branch above does not check that `rhs` is a product, nor does
    # MLIR 22: `d0 + ((d0 floordiv s0) * s0 - 1)` becomes `d0 mod s0`.)
    fd = _bin(lrhs, FLOOR_DIV)
    if rhs.kind is not MUL or fd is None:
        return None
    c = _const(fd.rhs)
    if c is not None and c > 0 and lhs == fd.lhs and fd.rhs == -rrhs:
        return mod(lhs, fd.rhs)
    # (a + e) + (e floordiv c) * k: try e + (e floordiv c) * k on its own,
    # e.g. (d0 + d1) - (d1 floordiv 4) * 4 -> d0 + d1 mod 4. Any
    # simplification counts, so (d0 + s0) - d1 floordiv 2 becomes
    # d0 + (-(d1 floordiv 2) + s0).
    if l_add is not None:
        inner = _simplify_add(l_add.rhs, rhs)
        if inner is not None:
            return add(l_add.lhs, inner)
    return None


def _leaf_after(lhs: AffineExpr, rhs: AffineExpr) -> bool:
    """Whether two dims or two symbols are out of position order."""
    if isinstance(lhs, AffineDimExpr) and isinstance(rhs, AffineDimExpr):
        return lhs.position > rhs.position
    if isinstance(lhs, AffineSymbolExpr) and isinstance(rhs, AffineSymbolExpr):
        return lhs.position > rhs.position
    return False


def mul(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
    """`lhs * rhs`, simplified as MLIR does."""
    s = _simplify_mul(lhs, rhs)
    return s if s is not None else AffineBinaryOpExpr(MUL, lhs, rhs)


def _simplify_mul(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr | None:
    lc, rc = _const(lhs), _const(rhs)
    if lc is not None and rc is not None:
        p = lc * rc
        return AffineConstantExpr(p) if _fits(p) else None  # checked multiply
    if not lhs.is_symbolic_or_constant() and not rhs.is_symbolic_or_constant():
        # MLIR asserts here (and recurses forever without asserts).
        raise ValueError(
            "non-affine expression: at least one of the multiply operands has to be "
            "either a constant or symbolic"
        )
    # The constant or symbolic factor goes right.
    if not rhs.is_symbolic_or_constant() or lc is not None or _leaf_after(lhs, rhs):
        return mul(rhs, lhs)
    if rc == 1:
        return lhs
    if rc == 0:
        return rhs
    l_mul = _bin(lhs, MUL)
    if l_mul is not None:
        lrc = l_mul.rhs
        if isinstance(lrc, AffineConstantExpr):
            # (d0 * 2) * 3 -> d0 * 6 (wraps around, as in C++).
            if rc is not None:
                return mul(l_mul.lhs, AffineConstantExpr(_wrap(lrc.value * rc)))
            # (d0 * 2) * s0 -> (d0 * s0) * 2.
            return mul(mul(l_mul.lhs, rhs), lrc)
    return None


def floordiv(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
    """`lhs floordiv rhs`, simplified as MLIR does."""
    s = _simplify_floordiv(lhs, rhs)
    return s if s is not None else AffineBinaryOpExpr(FLOOR_DIV, lhs, rhs)


def _simplify_floordiv(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr | None:
    rc = _const(rhs)
    if rc is None or rc == 0:
        return None
    lc = _const(lhs)
    if lc is not None:
        if lc == INT64_MIN and rc == -1:
            return None
        return AffineConstantExpr(_floor_div(lc, rc))
    if rc == 1:
        return lhs
    l_bin = lhs if isinstance(lhs, AffineBinaryOpExpr) else None
    if l_bin is not None and l_bin.kind is MUL:
        lrc = _const(l_bin.rhs)
        # (e * 128) floordiv 64 -> e * 2.
        if lrc is not None and _c_rem(lrc, rc) == 0:
            return mul(l_bin.lhs, AffineConstantExpr(_c_div(lrc, rc)))
    # (e1 + e2) floordiv c, one of them a multiple of c: split the sum.
    if (
        l_bin is not None
        and l_bin.kind is ADD
        and (
            _c_rem(l_bin.lhs.largest_known_divisor(), rc) == 0
            or _c_rem(l_bin.rhs.largest_known_divisor(), rc) == 0
        )
    ):
        return add(floordiv(l_bin.lhs, rhs), floordiv(l_bin.rhs, rhs))
    return None


def ceildiv(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
    """`lhs ceildiv rhs`, simplified as MLIR does."""
    s = _simplify_ceildiv(lhs, rhs)
    return s if s is not None else AffineBinaryOpExpr(CEIL_DIV, lhs, rhs)


def _simplify_ceildiv(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr | None:
    rc = _const(rhs)
    if rc is None or rc == 0:
        return None
    lc = _const(lhs)
    if lc is not None:
        if lc == INT64_MIN and rc == -1:
            return None
        return AffineConstantExpr(_ceil_div(lc, rc))
    if rc == 1:
        return lhs
    l_mul = _bin(lhs, MUL)
    if l_mul is not None:
        lrc = _const(l_mul.rhs)
        if lrc is not None and _c_rem(lrc, rc) == 0:
            return mul(l_mul.lhs, AffineConstantExpr(_c_div(lrc, rc)))
    return None


def mod(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
    """`lhs mod rhs`, simplified as MLIR does."""
    s = _simplify_mod(lhs, rhs)
    return s if s is not None else AffineBinaryOpExpr(MOD, lhs, rhs)


def _simplify_mod(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr | None:
    rc = _const(rhs)
    # mod by zero or a negative number is undefined and kept as written.
    if rc is None or rc < 1:
        return None
    lc = _const(lhs)
    if lc is not None:
        return AffineConstantExpr(lc % rc)
    # A known multiple of the modulus: (i * 128) mod 64 -> 0.
    if _c_rem(lhs.largest_known_divisor(), rc) == 0:
        return AffineConstantExpr(0)
    l_bin = lhs if isinstance(lhs, AffineBinaryOpExpr) else None
    if l_bin is not None and l_bin.kind is ADD:
        if _c_rem(l_bin.lhs.largest_known_divisor(), rc) == 0:
            return mod(l_bin.rhs, rhs)
        if _c_rem(l_bin.rhs.largest_known_divisor(), rc) == 0:
            return mod(l_bin.lhs, rhs)
    if l_bin is not None and l_bin.kind is MOD:
        # (e mod a) mod b -> e mod b when b divides a.
        inner = _const(l_bin.rhs)
        if inner is not None and inner >= 1 and inner % rc == 0:
            return mod(l_bin.lhs, rhs)
    return None


# ----------------------------------------------------------------------
# Printing (AsmPrinter::Impl::printAffineExprInternal)
# ----------------------------------------------------------------------


def _print_expr(e: AffineExpr, strong: bool, out: list[str]) -> None:
    if isinstance(e, AffineDimExpr):
        out.append(f"d{e.position}")
        return
    if isinstance(e, AffineSymbolExpr):
        out.append(f"s{e.position}")
        return
    if isinstance(e, AffineConstantExpr):
        out.append(str(e.value))
        return
    assert isinstance(e, AffineBinaryOpExpr)
    lhs, rhs = e.lhs, e.rhs
    if strong:
        out.append("(")
    if e.kind is not ADD:
        if e.kind is MUL and _const(rhs) == -1:
            out.append("-")
            _print_expr(lhs, True, out)
        else:
            _print_expr(lhs, True, out)
            out.append(e.kind.value)
            _print_expr(rhs, True, out)
    else:
        r_mul = _bin(rhs, MUL)
        rrc = _const(r_mul.rhs) if r_mul is not None else None
        rc = _const(rhs)
        if r_mul is not None and rrc == -1:
            # a + b * -1 -> a - b
            _print_expr(lhs, False, out)
            out.append(" - ")
            _print_expr(r_mul.lhs, _bin(r_mul.lhs, ADD) is not None, out)
        elif r_mul is not None and rrc is not None and rrc < -1:
            # a + b * -c -> a - b * c
            _print_expr(lhs, False, out)
            out.append(" - ")
            _print_expr(r_mul.lhs, True, out)
            out.append(f" * {_wrap(-rrc)}")
        elif rc is not None and rc < 0:
            # a + -c -> a - c
            _print_expr(lhs, False, out)
            out.append(f" - {_wrap(-rc)}")
        else:
            _print_expr(lhs, False, out)
            out.append(" + ")
            _print_expr(rhs, False, out)
    if strong:
        out.append(")")


def _ids(n: int, prefix: str) -> str:
    return ", ".join(f"{prefix}{i}" for i in range(n))


def _print_ids(num_dims: int, num_symbols: int) -> str:
    s = f"({_ids(num_dims, 'd')})"
    if num_symbols:
        s += f"[{_ids(num_symbols, 's')}]"
    return s


# ----------------------------------------------------------------------
# Maps, sets, and their attributes
# ----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class AffineMap:
    """`(dims)[symbols] -> (results)`."""

    num_dims: int
    num_symbols: int
    results: tuple[AffineExpr, ...]

    @property
    def is_identity(self) -> bool:
        """`(d0, .., dn) -> (d0, .., dn)`; symbols do not matter (as in MLIR)."""
        if self.num_dims != len(self.results):
            return False
        return all(r == AffineDimExpr(i) for i, r in enumerate(self.results))

    def __str__(self) -> str:
        return f"{_print_ids(self.num_dims, self.num_symbols)} -> ({', '.join(map(str, self.results))})"


@dataclass(frozen=True, slots=True)
class IntegerSet:
    """Constraints `e >= 0` (or `e == 0` where `eq_flags` says so).

    As MLIR's parser does, an empty constraint list should be given as the
    single trivially true constraint `0 == 0` (see `IntegerSet.get`)."""

    num_dims: int
    num_symbols: int
    constraints: tuple[AffineExpr, ...]
    eq_flags: tuple[bool, ...]

    def __post_init__(self) -> None:
        if len(self.constraints) != len(self.eq_flags):
            raise ValueError("an integer set needs one eq flag per constraint")

    @staticmethod
    def get(
        num_dims: int,
        num_symbols: int,
        constraints: tuple[AffineExpr, ...],
        eq_flags: tuple[bool, ...],
    ) -> IntegerSet:
        """The set of these constraints; an empty set is MLIR's canonical `0 == 0`."""
        if not constraints:
            return IntegerSet(num_dims, num_symbols, (AffineConstantExpr(0),), (True,))
        return IntegerSet(num_dims, num_symbols, constraints, eq_flags)

    def __str__(self) -> str:
        cs = ", ".join(
            f"{c} {'==' if eq else '>='} 0"
            for c, eq in zip(self.constraints, self.eq_flags, strict=True)
        )
        return f"{_print_ids(self.num_dims, self.num_symbols)} : ({cs})"


@dataclass(frozen=True, slots=True)
class AffineMapAttr(Attribute):
    """`affine_map<...>` as an attribute."""

    map: AffineMap

    def print(self, p: TextSink) -> str:
        return f"affine_map<{self.map}>"


@dataclass(frozen=True, slots=True)
class IntegerSetAttr(Attribute):
    """`affine_set<...>` as an attribute."""

    set: IntegerSet

    def print(self, p: TextSink) -> str:
        return f"affine_set<{self.set}>"
