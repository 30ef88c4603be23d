"""Dense element attributes (`dense<...>`, `dense_resource<...>`) and dense arrays.

`build_dense` / `build_dense_array` take what the parser read between the
angle brackets and check it against the type exactly as MLIR 22's
`TensorLiteralParser` / `DenseArrayElementParser` do, raising `ValueError`s
with MLIR's own messages. The attributes hold elements as plain Python ints
(integers in the signedness the type prints with, `i1` as 0/1, floats as bit
patterns, complex as pairs), so equality is structural and splat detection is
MLIR's: an attribute whose elements are all equal *is* a splat.

Literal form accepted by the builders (the parser's neutral view):

* `None` for `dense<>`;
* `("hex", raw)` for a top-level string literal, `raw` being its spelling
  between the quotes (MLIR reads hex digits from the spelling, but a string
  element from the unescaped value); a top-level `("string", value)` is
  accepted too;
* otherwise nested `list`s whose leaves are `("int", text)`, `("float", text)`
  (text may start with `-`; ints may be `0x...`), `("bool", b)`,
  `("string", s)`, `("complex", leaf, leaf)`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Final, TypeAlias

from pdlx.ir import floats
from pdlx.ir.attributes import Attribute
from pdlx.ir.base import type_to_str
from pdlx.ir.types import (
    DYNAMIC,
    ComplexType,
    FloatType,
    IndexType,
    IntegerType,
    ShapedType,
    TextSink,
    Type,
    UnrankedMemRefType,
    UnrankedTensorType,
)
from pdlx.support.bigint import from_decimal, to_decimal
from pdlx.support.escapes import unescape
from pdlx.support.text import keyword_or_string, quote

Element: TypeAlias = int | tuple[int, int]
"""One element: an int (integer value or float bits) or a complex pair."""

Leaf: TypeAlias = tuple[object, ...]
"""`(kind, value, ...)`: see the literal form above."""
Literal: TypeAlias = "Leaf | list[Literal]"
"""A `dense<...>` literal's body: a leaf or nested lists of them."""
Path: TypeAlias = tuple[int, ...]

HEX_ELEMENT_LIMIT: Final = 100
"""MLIR prints non-splat elements attributes with more elements than this as hex."""

INDEX_WIDTH: Final = 64  # IndexType::kInternalStorageBitWidth


class DenseLiteralError(ValueError):
    """A literal MLIR rejects; `str(e)` is MLIR's message.

    `path` says where MLIR points: `None` for the attribute (the `dense` or
    `array` keyword, or the type for type problems), otherwise index path of
    the offending element in the literal (`()` is the top-level token; a
    complex leaf adds 0/1 for its parts). `note` is MLIR's attached note.
    """

    def __init__(self, message: str, path: Path | None = None, note: str | None = None) -> None:
        super().__init__(message)
        self.path = path
        self.note = note


# ---------------------------------------------------------------------------
# Element types


def _type_text(t: Type) -> str:
    return type_to_str(t)


def _quote(s: str) -> str:
    return quote(s)


def _int_width(t: Type) -> int:
    if isinstance(t, IntegerType):
        return t.width
    if isinstance(t, IndexType):
        return INDEX_WIDTH
    raise TypeError(f"not an integer type: {t!r}")


def _is_unsigned(t: Type) -> bool:
    return isinstance(t, IntegerType) and t.signedness == "u"


def _is_i1(t: Type) -> bool:
    return isinstance(t, IntegerType) and t.width == 1


def _is_int_or_index(t: Type) -> bool:
    return isinstance(t, (IntegerType, IndexType))


def _is_numeric(t: Type) -> bool:
    return isinstance(t, (IntegerType, IndexType, FloatType, ComplexType))


def _scalar_width(t: Type) -> int:
    """Bit width of a non-complex numeric element."""
    if isinstance(t, FloatType):
        return floats.semantics(t.name).bits
    return _int_width(t)


def canonical_int(raw: int, t: Type) -> int:
    """An APInt's bits as the value MLIR prints: `i1` as 0/1, `ui` unsigned,
    signless/`si`/`index` two's complement."""
    w = _int_width(t)
    raw &= (1 << w) - 1
    if w <= 1 or _is_unsigned(t):
        return raw
    return raw - (1 << w) if raw >> (w - 1) else raw


def _static_shape(t: ShapedType) -> tuple[int, ...] | None:
    if isinstance(t, (UnrankedTensorType, UnrankedMemRefType)):
        return None
    shape = t.shape
    return None if DYNAMIC in shape else shape


def _num_elements(t: ShapedType) -> int:
    shape = _static_shape(t)
    if shape is None:
        raise ValueError(f"'{_type_text(t)}' has no static shape")
    n = 1
    for d in shape:
        n *= d
    return n


def _zero_width(t: Type) -> bool:
    """Elements with no storage bits: MLIR's key for them is empty, never a splat."""
    return _is_int_or_index(t) and _int_width(t) == 0


# ---------------------------------------------------------------------------
# Attributes


ELIDED_ELEMENTS = "dense_resource<__elided__>"
"""How MLIR prints an elements attribute it elides (printElidedElementsAttr)."""


def _elided(p: TextSink, splat: bool, num_elements: int) -> bool:
    """OpPrintingFlags::shouldElideElementsAttr: more elements than the
    printer's limit, and not a splat."""
    limit = p.elide_elements_limit
    return limit is not None and limit < num_elements and not splat


@dataclass(frozen=True, slots=True)
class DenseElementsAttr(Attribute):
    """`dense<...>` of int, index, float or complex elements.

    `values` holds every element, or just one when `splat`. Build through
    `DenseElementsAttr.get` to get MLIR's canonical (splat-detected) form.

    `raw` is set only for attributes read from a hex buffer that holds bits
    the values do not (bits above an `i7`'s width, `i1` padding): MLIR keeps
    that buffer, compares attributes by it and prints it back, so pdlx does
    too (for a splat it is the one element's bytes).
    """

    type: ShapedType
    values: tuple[Element, ...]
    splat: bool = False
    raw: bytes | None = None

    def __post_init__(self) -> None:
        if self.splat:
            if len(self.values) != 1:
                raise ValueError("a splat holds exactly one value")
        elif len(self.values) != _num_elements(self.type):
            raise ValueError(f"{len(self.values)} values for {_num_elements(self.type)} elements")

    @staticmethod
    def get(type: ShapedType, values: Sequence[Element]) -> DenseElementsAttr:
        """The canonical attribute: one value or all-equal values make a splat.

        Like MLIR, a single value of a zero-element type stays a splat, and
        zero-width integers (`i0`) never are.
        """
        vals = tuple(values)
        n = _num_elements(type)
        elt = type.element_type
        if _zero_width(elt):
            return DenseElementsAttr(type, (0,) * n)
        if len(vals) == 1 and n != 1:
            return DenseElementsAttr(type, vals, True)
        if len(vals) != n:
            raise ValueError(f"{len(vals)} values for {n} elements")
        if n and all(v == vals[0] for v in vals):
            return DenseElementsAttr(type, vals[:1], True)
        return DenseElementsAttr(type, vals)

    @property
    def element_type(self) -> Type:
        """The element type of the shaped type."""
        return self.type.element_type

    @property
    def num_elements(self) -> int:
        """The number of elements of the shaped type."""
        return _num_elements(self.type)

    def elements(self) -> Iterator[Element]:
        """Every element in row-major order (a splat repeated)."""
        if self.splat:
            for _ in range(self.num_elements):
                yield self.values[0]
        else:
            yield from self.values

    def python_values(self) -> list[int | float | complex]:
        """Elements as Python numbers (floats rounded to double), for evaluators."""
        elt = self.element_type
        part = elt.element if isinstance(elt, ComplexType) else elt

        def conv(v: int) -> int | float:
            if isinstance(part, FloatType):
                return floats.float_from_bits(v, part.name)
            return v

        out: list[int | float | complex] = []
        for e in self.elements():
            if isinstance(e, tuple):
                out.append(complex(conv(e[0]), conv(e[1])))
            else:
                out.append(conv(e))
        return out

    def print(self, p: TextSink) -> str:
        return f"{self.print_elided(p)} : {p.type(self.type)}"

    def print_elided(self, p: TextSink) -> str:
        """`dense<...>` without the trailing type."""
        if _elided(p, self.splat, self.num_elements):
            return ELIDED_ELEMENTS
        return f"dense<{self._body()}>"

    def _body(self) -> str:
        if not self.values:
            return ""
        if not self.splat and len(self.values) > HEX_ELEMENT_LIMIT:
            return '"0x' + self.raw_data().hex().upper() + '"'
        texts = self._element_texts()
        if self.splat:
            return texts[0]
        return _nested(_static_shape(self.type) or (), texts)

    def _element_texts(self) -> list[str]:
        elt = self.element_type
        texts = [element_formatter(elt)(v) for v in self.values]
        if self.raw is None or _is_i1(elt):
            return texts
        # MLIR prints an integer whose value bits are 0 but whose storage byte
        # has bits above the width as nothing at all (APInt::toString sees a
        # non-zero word, then no digits): `dense<"0x80"> : tensor<2xi7>` is
        # printed `dense<>`.
        part = elt.element if isinstance(elt, ComplexType) else elt
        if not _is_int_or_index(part):
            return texts
        w = _int_width(part)
        pnb = (w + 7) // 8
        nparts = 2 if isinstance(elt, ComplexType) else 1
        fmt = element_formatter(part)
        for i, v in enumerate(self.values):
            scalars = list(v) if isinstance(v, tuple) else [v]
            shown = []
            for k, x in enumerate(scalars):
                off = (i * nparts + k) * pnb
                full = int.from_bytes(self.raw[off : off + pnb], "little")
                shown.append("" if full and not full & ((1 << w) - 1) else fmt(x))
            texts[i] = f"({shown[0]},{shown[1]})" if nparts == 2 else shown[0]
        return texts

    def raw_data(self) -> bytes:
        """MLIR's little-endian buffer, a splat expanded (what the hex form prints).

        `i1` is bit-packed, least significant bit first; every other element
        (and each half of a complex) takes its width rounded up to bytes.
        """
        if self.raw is not None:
            return self.raw * self.num_elements if self.splat else self.raw
        return _encode(self.element_type, list(self.elements()))


def _encode(elt: Type, vals: list[Element]) -> bytes:
    """The canonical raw buffer of `vals`."""
    if _is_i1(elt):
        out = bytearray((len(vals) + 7) // 8)
        for i, v in enumerate(vals):
            if v:
                out[i // 8] |= 1 << (i % 8)
        return bytes(out)
    if isinstance(elt, ComplexType):
        w = _scalar_width(elt.element)
        nb = (w + 7) // 8
        mask = (1 << w) - 1
        pairs = [v for v in vals if isinstance(v, tuple)]
        return b"".join(
            (re_ & mask).to_bytes(nb, "little") + (im & mask).to_bytes(nb, "little")
            for re_, im in pairs
        )
    w = _scalar_width(elt)
    nb = (w + 7) // 8
    mask = (1 << w) - 1
    ints = [v for v in vals if isinstance(v, int)]
    return b"".join((v & mask).to_bytes(nb, "little") for v in ints)


def element_formatter(elt: Type) -> Callable[[Element], str]:
    """How `printDenseIntOrFPElementsAttr` writes one element of type `elt`."""
    part = elt.element if isinstance(elt, ComplexType) else elt
    scalar: Callable[[int], str]
    if isinstance(part, FloatType):
        name = part.name

        def scalar(v: int) -> str:
            return floats.format_float(v, name)

    elif _is_i1(part):

        def scalar(v: int) -> str:
            return "true" if v else "false"

    else:
        scalar = to_decimal

    def fmt(v: Element) -> str:
        if isinstance(v, tuple):
            return f"({scalar(v[0])},{scalar(v[1])})"
        return scalar(v)

    return fmt


def _nested(shape: Sequence[int], items: list[str]) -> str:
    """`printDenseElementsAttrImpl`: brackets by shape, a mixed-radix counter."""
    rank = len(shape)
    if rank == 0:
        return items[0]
    out: list[str] = []
    counter = [0] * rank
    open_brackets = 0
    for idx, s in enumerate(items):
        if idx:
            out.append(", ")
        out.append("[" * (rank - open_brackets))
        open_brackets = rank
        out.append(s)
        counter[-1] += 1
        for i in range(rank - 1, 0, -1):
            if counter[i] >= shape[i]:
                counter[i] = 0
                counter[i - 1] += 1
                open_brackets -= 1
                out.append("]")
    out.append("]" * open_brackets)
    return "".join(out)


@dataclass(frozen=True, slots=True)
class DenseStringElementsAttr(Attribute):
    """`dense<"a">` / `dense<["a", "b"]>` of a non-numeric element type.

    One value is a splat (as in MLIR, even for a zero-element type).
    """

    type: ShapedType
    values: tuple[str, ...]

    def __post_init__(self) -> None:
        n = _num_elements(self.type)
        if len(self.values) not in (1, n):
            raise ValueError(f"{len(self.values)} values for {n} elements")

    @staticmethod
    def get(type: ShapedType, values: Sequence[str]) -> DenseStringElementsAttr:
        """Canonical form: all-equal values collapse to a splat."""
        vals = tuple(values)
        if vals and all(v == vals[0] for v in vals):
            vals = vals[:1]
        return DenseStringElementsAttr(type, vals)

    @property
    def splat(self) -> bool:
        """Whether one string stands for every element."""
        return len(self.values) == 1

    @property
    def element_type(self) -> Type:
        """The element type of the shaped type."""
        return self.type.element_type

    def elements(self) -> Iterator[str]:
        """Every element (a splat repeated)."""
        if self.splat:
            for _ in range(_num_elements(self.type)):
                yield self.values[0]
        else:
            yield from self.values

    def print(self, p: TextSink) -> str:
        return f"{self.print_elided(p)} : {p.type(self.type)}"

    def print_elided(self, p: TextSink) -> str:
        if _elided(p, self.splat, _num_elements(self.type)):
            return ELIDED_ELEMENTS
        if self.splat:
            return f"dense<{_quote(self.values[0])}>"
        if not self.values:
            return "dense<>"
        shape = _static_shape(self.type) or ()
        return f"dense<{_nested(shape, [_quote(v) for v in self.values])}>"


@dataclass(frozen=True, slots=True)
class DenseResourceElementsAttr(Attribute):
    """`dense_resource<handle> : type`; the blob itself lives elsewhere."""

    handle: str
    type: ShapedType

    @property
    def resource_handle(self) -> str:
        """Lets the printer list the blobs a module references."""
        return self.handle

    def print(self, p: TextSink) -> str:
        return f"{self.print_elided(p)} : {p.type(self.type)}"

    def print_elided(self, p: TextSink) -> str:
        return f"dense_resource<{keyword_or_string(self.handle)}>"


@dataclass(frozen=True, slots=True)
class DenseArrayAttr(Attribute):
    """`array<i32: 1, 2>`: integers as printed (i1 as 0/1), floats as bits."""

    element_type: Type
    values: tuple[int, ...] = ()

    def print(self, p: TextSink) -> str:
        t = p.type(self.element_type)
        if not self.values:
            return f"array<{t}>"
        fmt = element_formatter(self.element_type)
        return f"array<{t}: " + ", ".join(fmt(v) for v in self.values) + ">"

    def __len__(self) -> int:
        return len(self.values)

    def __iter__(self) -> Iterator[int]:
        return iter(self.values)

    def python_values(self) -> list[int | float]:
        """Elements as Python numbers (floats rounded to double)."""
        et = self.element_type
        if isinstance(et, FloatType):
            return [floats.float_from_bits(v, et.name) for v in self.values]
        return list(self.values)


# ---------------------------------------------------------------------------
# Building from literals


MSG_RANKS: Final = "tensor literal is invalid; ranks are not consistent between elements"
MSG_INT_RANGE: Final = "integer constant out of range for type"
MSG_UNSIGNED_NEG: Final = "expected unsigned integer elements, but parsed negative value"
MSG_INT_GOT_FLOAT: Final = "expected integer elements, but parsed floating-point"
MSG_BOOL_NOT_I1: Final = "expected i1 type for 'true' or 'false' values"
MSG_HEX_DIGITS: Final = "expected string containing hex digits starting with `0x`"
MSG_NOT_SHAPED: Final = "elements literal must be a shaped type"
MSG_NOT_STATIC: Final = "elements literal type must have static shape"


def _text(x: object) -> str:
    """A leaf's spelling: `str`, but for an int of any number of digits."""
    return to_decimal(x) if type(x) is int else str(x)


def build_apint(text: str, width: int, signed_or_index: bool) -> int | None:
    """`buildAttributeAPInt`: the value's bits in `width`, or None when out of range.

    `text` may start with `-`. Quirk kept from MLIR: `-0` is out of range (the
    negated value must have its sign bit set), and a negative literal is
    accepted for an unsigned type when it fits as a two's complement.
    """
    negative = text.startswith("-")
    body = text[1:] if negative else text
    try:
        value = int(body, 16) if body[1:2] == "x" else from_decimal(body)
    except ValueError:
        return None
    if value.bit_length() > width:
        return None
    if width == 0:
        return None if negative else 0
    sign = 1 << (width - 1)
    if negative:
        value = -value & ((1 << width) - 1)
        if not value & sign:
            return None
    elif signed_or_index and value & sign:
        return None
    return value


def _leaf_spelling(leaf: Leaf) -> str:
    """The token text MLIR quotes in 'expected string token, got ...'."""
    kind = leaf[0]
    if kind == "bool":
        return "true" if leaf[1] else "false"
    if kind == "complex":
        return _leaf_spelling(_as_leaf(leaf[1]))
    text = _text(leaf[1])
    return text[1:] if kind in ("int", "float") and text.startswith("-") else text


def _as_leaf(x: object) -> Leaf:
    """A complex leaf's part (a leaf itself)."""
    assert isinstance(x, tuple)
    return x


def _shape_of(lit: Literal, path: Path) -> list[int]:
    """`TensorLiteralParser::parseList`: the dims of a list, all siblings equal."""
    if isinstance(lit, tuple):
        return []
    first: list[int] | None = None
    for i, sub in enumerate(lit):
        dims = _shape_of(sub, (*path, i))
        if first is None:
            first = dims
        elif dims != first:
            raise DenseLiteralError(MSG_RANKS, (*path, i))
    return [len(lit), *(first or [])]


def _flatten(lit: Literal, path: Path, out: list[tuple[Path, Leaf]]) -> None:
    """Storage order: leaves left to right, complex pairs split into parts."""
    if isinstance(lit, tuple):
        if lit[0] == "complex":
            _flatten(_as_leaf(lit[1]), (*path, 0), out)
            _flatten(_as_leaf(lit[2]), (*path, 1), out)
        else:
            out.append((path, lit))
        return
    for i, sub in enumerate(lit):
        _flatten(sub, (*path, i), out)


def _int_element(path: Path, leaf: Leaf, elt: Type) -> int:
    """`getIntAttrElements` for one storage entry."""
    kind = leaf[0]
    negative = kind in ("int", "float") and _text(leaf[1]).startswith("-")
    if negative and _is_unsigned(elt):
        raise DenseLiteralError(MSG_UNSIGNED_NEG, path)
    if kind == "float":
        raise DenseLiteralError(MSG_INT_GOT_FLOAT, path)
    if kind == "bool":
        if not _is_i1(elt):
            raise DenseLiteralError(MSG_BOOL_NOT_I1, path)
        return 1 if leaf[1] else 0
    if kind != "int":
        raise DenseLiteralError(MSG_INT_RANGE, path)
    signed = isinstance(elt, IndexType) or (isinstance(elt, IntegerType) and elt.signedness == "s")
    raw = build_apint(_text(leaf[1]), _int_width(elt), signed)
    if raw is None:
        raise DenseLiteralError(MSG_INT_RANGE, path)
    return canonical_int(raw, elt)


def _float_element(path: Path, leaf: Leaf, elt: FloatType) -> int:
    """`Parser::parseFloatFromLiteral` for one storage entry."""
    if leaf[0] not in ("int", "float"):
        raise DenseLiteralError(floats.MSG_EXPECTED_FLOAT, path)
    try:
        return floats.parse_float(_text(leaf[1]), elt.name)
    except floats.FloatLiteralError as e:
        raise DenseLiteralError(str(e), path, e.note) from None


def _check_type(type: Type) -> ShapedType:
    if not isinstance(type, ShapedType):
        raise DenseLiteralError(MSG_NOT_SHAPED)
    if _static_shape(type) is None:
        raise DenseLiteralError(MSG_NOT_STATIC)
    return type


def build_dense(literal: Literal | None, type: Type) -> DenseElementsAttr | DenseStringElementsAttr:
    """Check a `dense<...>` literal against `type` like `TensorLiteralParser::getAttr`."""
    stype = _check_type(type)
    elt = stype.element_type
    hex_text: str | None = None
    storage: list[tuple[Path, Leaf]] = []
    shape: list[int] = []
    if literal is None:
        pass
    elif isinstance(literal, tuple) and literal[0] in ("hex", "string"):
        hex_text = str(literal[1])
    else:
        shape = _shape_of(literal, ())
        _flatten(literal, (), storage)

    if hex_text is not None and _is_numeric(elt):
        return parse_dense_hex(hex_text, stype)

    type_shape = list(_static_shape(stype) or ())
    if shape and shape != type_shape:
        raise DenseLiteralError(
            f"inferred shape of elements literal ([{', '.join(map(str, shape))}]) "
            f"does not match type ([{', '.join(map(str, type_shape))}])"
        )
    n = _num_elements(stype)
    if hex_text is None and not storage and n:
        raise DenseLiteralError(
            f"parsed zero elements, but type ('{_type_text(stype)}') expected at least 1"
        )

    if isinstance(elt, ComplexType):
        if not shape and n != 0 and len(storage) != 2:
            raise DenseLiteralError(
                f"parsed {len(storage)} elements, but type ('{_type_text(elt)}') "
                "expected 2 elements"
            )
        if shape and len(storage) != 2 * n:
            raise DenseLiteralError(
                f"parsed {len(storage)} elements, but type ('{_type_text(stype)}') "
                f"expected {2 * n} elements"
            )
        part = elt.element
        if isinstance(part, FloatType):
            flat = [_float_element(pth, leaf, part) for pth, leaf in storage]
        else:
            flat = [_int_element(pth, leaf, part) for pth, leaf in storage]
        pairs: list[Element] = [(flat[i], flat[i + 1]) for i in range(0, len(flat) - 1, 2)]
        return DenseElementsAttr.get(stype, _fit(pairs, n, len(storage), stype))

    if _is_int_or_index(elt):
        ints: list[Element] = [_int_element(pth, leaf, elt) for pth, leaf in storage]
        return DenseElementsAttr.get(stype, _fit(ints, n, len(storage), stype))
    if isinstance(elt, FloatType):
        fl: list[Element] = [_float_element(pth, leaf, elt) for pth, leaf in storage]
        return DenseElementsAttr.get(stype, _fit(fl, n, len(storage), stype))

    # Any other element type: string elements.
    if hex_text is not None:
        # raw spelling: MLIR takes the string's value here
        if isinstance(literal, tuple) and literal[0] == "hex":
            hex_text = unescape(hex_text)
        return DenseStringElementsAttr(stype, (hex_text,))
    strings: list[str] = []
    for _, leaf in storage:
        if leaf[0] != "string":
            raise DenseLiteralError(f"expected string token, got {_leaf_spelling(leaf)}")
        strings.append(_text(leaf[1]))
    if len(strings) != 1 and len(strings) < n:
        raise _count_error(len(strings), n, stype)
    return DenseStringElementsAttr.get(stype, strings if len(strings) == 1 else strings[:n])


def _fit(values: list[Element], n: int, parsed: int, stype: ShapedType) -> list[Element]:
    """`DenseElementsAttr::get(type, values)`: one value splats, extra values are
    ignored; too few is undefined behaviour in MLIR, an error here."""
    if len(values) == 1 or len(values) >= n:
        return values if len(values) == 1 else values[:n]
    raise _count_error(parsed, n, stype)


def _count_error(parsed: int, n: int, stype: ShapedType) -> DenseLiteralError:
    # MLIR 22 reads past its buffer here; pdlx reports it in MLIR's words.
    return DenseLiteralError(
        f"parsed {parsed} elements, but type ('{_type_text(stype)}') expected {n} elements"
    )


def parse_dense_hex(hexstr: str, type: ShapedType) -> DenseElementsAttr:
    """`dense<"0x...">`: MLIR's little-endian raw buffer, full or a single element.

    Splat detection follows MLIR's storage uniquing: a buffer one element
    long (for `i1`: one byte 0x00/0xFF) or a one-element type is a splat;
    otherwise the buffer is a splat when all element bytes are identical
    (for `i1`, when every bit in range is equal and the last byte's padding
    is clear).
    """
    elt = type.element_type
    if not _is_numeric(elt):
        raise DenseLiteralError(
            f"expected floating-point, integer, or complex element type, got '{_type_text(elt)}'"
        )
    data = _hex_bytes(hexstr)
    n = _num_elements(type)
    invalid = DenseLiteralError(
        f"elements hex data size is invalid for provided type: '{_type_text(type)}'"
    )
    if _is_i1(elt):
        return _bool_from_raw(data, n, type, invalid)

    if isinstance(elt, ComplexType):
        pw = _scalar_width(elt.element)
        pnb = (pw + 7) // 8
        nb = 2 * pnb
    else:
        pw = _scalar_width(elt)
        pnb = nb = (pw + 7) // 8
    known_splat = n == 1
    if len(data) == nb:
        known_splat = True
    elif len(data) != nb * n:
        raise invalid

    chunks = [data[i : i + nb] for i in range(0, len(data), nb)] if nb else []
    if not data:
        splat = False  # the storage key of an empty buffer is never a splat
    elif known_splat:
        splat = True
    else:
        splat = all(c == chunks[0] for c in chunks)
    if splat:
        chunks = chunks[:1]

    def decode(chunk: bytes) -> Element:
        if isinstance(elt, ComplexType):
            part = elt.element
            return (
                _from_le(chunk[:pnb], pw, part),
                _from_le(chunk[pnb:], pw, part),
            )
        return _from_le(chunk, pw, elt)

    if not data:
        return DenseElementsAttr(type, (0,) * n)  # zero-width ints, or no elements
    values = tuple(decode(c) for c in chunks)
    kept = b"".join(chunks)
    raw = kept if kept != _encode(elt, list(values)) else None
    return DenseElementsAttr(type, values, splat, raw)


def _from_le(chunk: bytes, width: int, t: Type) -> int:
    raw = int.from_bytes(chunk, "little") & ((1 << width) - 1)
    if isinstance(t, FloatType):
        return raw
    return canonical_int(raw, t)


def _hex_bytes(hexstr: str) -> bytes:
    """`Token::getHexStringValue`: `0x` then an even number of hex digits."""
    if not hexstr.startswith("0x"):
        raise DenseLiteralError(MSG_HEX_DIGITS, ())
    digits = hexstr[2:]
    if len(digits) % 2 or any(c not in "0123456789abcdefABCDEF" for c in digits):
        raise DenseLiteralError(MSG_HEX_DIGITS, ())
    return bytes.fromhex(digits)


def _bool_from_raw(
    data: bytes, n: int, type: ShapedType, invalid: DenseLiteralError
) -> DenseElementsAttr:
    """`i1` buffers: bit-packed, with MLIR's splat rules for them."""
    if len(data) == 1 and data[0] in (0x00, 0xFF):
        return DenseElementsAttr(type, (1 if data[0] else 0,), True)
    if len(data) != (n + 7) // 8:
        raise invalid
    if n == 1:
        return DenseElementsAttr(type, (1 if data[0] else 0,), True)
    if not data:
        return DenseElementsAttr(type, ())
    values = tuple((data[i // 8] >> (i % 8)) & 1 for i in range(n))
    raw = data if data != _encode(type.element_type, list(values)) else None
    splat_value = data[0] & 1
    body = data
    odd = n % 8
    if splat_value and odd:
        if data[-1] != (1 << odd) - 1:
            return DenseElementsAttr(type, values, False, raw)
        body = data[:-1]
    mask = 0xFF if splat_value else 0
    if all(b == mask for b in body):
        return DenseElementsAttr(type, (splat_value,), True)
    return DenseElementsAttr(type, values, False, raw)


# ---------------------------------------------------------------------------
# Dense arrays


def build_dense_array(element_type: Type, leaves: Sequence[Leaf]) -> DenseArrayAttr:
    """Check `array<T: ...>` elements like `Parser::parseDenseArrayAttr`.

    `path` in errors is `(i,)` for the i-th leaf, `None` for the element type.
    """
    et = element_type
    if not isinstance(et, (IntegerType, FloatType)):
        # MLIR 22 crashes on `index` here; later MLIR gives this message.
        raise DenseLiteralError(f"expected integer or float type, got: '{_type_text(et)}'")
    width = _scalar_width(et)
    if not _is_i1(et) and width % 8:
        raise DenseLiteralError("element type bitwidth must be a multiple of 8")
    values: list[int] = []
    for i, leaf in enumerate(leaves):
        path = (i,)
        kind = leaf[0]
        if isinstance(et, FloatType):
            values.append(_float_element(path, leaf, et))
        elif kind == "bool":
            if not _is_i1(et):
                raise DenseLiteralError(MSG_BOOL_NOT_I1, path)
            values.append(1 if leaf[1] else 0)
        elif kind == "int":
            if _is_i1(et):
                raise DenseLiteralError("expected 'true' or 'false' values for i1 type", path)
            raw = build_apint(_text(leaf[1]), width, et.signedness == "s")
            if raw is None:
                raise DenseLiteralError("integer constant out of range", path)
            values.append(canonical_int(raw, et))
        else:
            raise DenseLiteralError("expected integer literal", path)
    return DenseArrayAttr(et, tuple(values))


__all__ = [
    "HEX_ELEMENT_LIMIT",
    "DenseArrayAttr",
    "DenseElementsAttr",
    "DenseLiteralError",
    "DenseResourceElementsAttr",
    "DenseStringElementsAttr",
    "Element",
    "build_apint",
    "build_dense",
    "build_dense_array",
    "canonical_int",
    "element_formatter",
    "parse_dense_hex",
]
