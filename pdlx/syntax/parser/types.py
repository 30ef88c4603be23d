"""Types: MLIR's `lib/AsmParser/TypeParser.cpp` (builtin types, and
`!dialect.name<...>` handed to the dialect's type hook).
"""

from __future__ import annotations

import re
from typing import Final

from pdlx.ir import types as T
from pdlx.ir.affine import AffineMapAttr
from pdlx.ir.attributes import (
    Attribute,
    DictionaryAttr,
    IntegerAttr,
    StridedLayoutAttr,
    StringAttr,
)
from pdlx.support.bigint import from_decimal
from pdlx.support.text import quote
from pdlx.syntax import lexer as L
from pdlx.syntax.parser.core import INT_TYPE, TYPE_KEYWORDS, ParserBase

MAX_INT_WIDTH: Final = 16777215

FUNCTION_TYPE_TEXT: Final = re.compile(
    r"""\([^(){}\[\]]*+\)[ \t]*+->[ \t]*+(?:\([^(){}\[\]]*+\)|[^\s(){}\[\]<>,]+(?:<[^<>(){}\n]*>)?)"""
)
"""The text of a function type without nested parentheses, braces or
brackets: `(f32, f32) -> f32`, `() -> (i32, i1)`."""

# Types named by one bare identifier, shared so that equal types are usually
# the same object (identity compares are the fast path of type checks).
_SIMPLE_TYPES: dict[str, T.Type] = {
    "index": T.index,
    "none": T.none,
    "i1": T.i1,
    "i8": T.i8,
    "i16": T.i16,
    "i32": T.i32,
    "i64": T.i64,
    "f16": T.f16,
    "bf16": T.bf16,
    "f32": T.f32,
    "f64": T.f64,
    **{n: T.FloatType(n) for n in sorted(T.FloatType.NAMES - {"f16", "bf16", "f32", "f64"})},
}

_OPTIONAL_ATTR_KEYWORDS: Final = frozenset(
    {
        "affine_map",
        "affine_set",
        "dense",
        "dense_resource",
        "false",
        "loc",
        "sparse",
        "true",
        "unit",
    }
)
"""Keywords that start an attribute in MLIR's `parseOptionalAttribute`
(`array`, `strided`, `distinct` are not among them)."""


class TypeParser(ParserBase):
    """Parses types."""

    def parse_type(self) -> T.Type:
        """MLIR's `parseType`: a builtin type, a function type or `!dialect...`."""
        tok = self.tok
        kind = tok.kind
        if kind is L.BARE:
            text = tok.text
            t = _SIMPLE_TYPES.get(text)
            if t is not None:
                self.advance()
                return t
            m = INT_TYPE.match(text)
            if m is not None:
                width = int(m.group(2))
                if width > MAX_INT_WIDTH:
                    if width >= 1 << 32:
                        self.error("invalid integer width")
                    self.error(f"integer bitwidth is limited to {MAX_INT_WIDTH} bits")
                self.advance()
                t = _SIMPLE_TYPES[text] = T.IntegerType(width, m.group(1) or "")
                return t
            if text == "index":
                self.advance()
                return T.index
            if text == "none":
                self.advance()
                return T.none
            if text == "complex":
                self.advance()
                self.expect("<", "expected '<' in complex type")
                el_off = self.tok.start
                el = self.parse_type()
                self.expect(">", "expected '>' in complex type")
                if not isinstance(el, (T.IntegerType, T.FloatType)):
                    self.error_at(el_off, "invalid element type for complex")
                return T.ComplexType(el)
            if text == "tuple":
                self.advance()
                self.expect("<", "expected '<' in tuple type")
                if self.consume_if(">"):
                    return T.TupleType(())
                elems = [self.parse_type()]
                while self.consume_if(","):
                    elems.append(self.parse_type())
                self.expect(">", "expected '>' in tuple type")
                return T.TupleType(tuple(elems))
            if text == "vector":
                return self.parse_vector_type()
            if text == "tensor":
                return self.parse_tensor_type()
            if text == "memref":
                return self.parse_memref_type()
            self.error_wrong_token("expected non-function type")
        if kind is L.PUNCT and tok.text == "(":
            return self.parse_function_type()
        if kind is L.BANG:
            return self.parse_extended_type()
        self.error_wrong_token("expected non-function type")

    def parse_type_list_parens(self) -> list[T.Type]:
        """`(t, t, ...)`, possibly empty."""
        self.expect("(", "expected '('")
        out: list[T.Type] = []
        if self.consume_if(")"):
            return out
        out.append(self.parse_type())
        while self.consume_if(","):
            out.append(self.parse_type())
        self.expect(")", "expected ')'")
        return out

    def parse_function_type(self) -> T.FunctionType:
        """`(inputs) -> results` with the current token at `(`. A payload
        spells the same few function types over and over: the text of a
        simple one (`FUNCTION_TYPE_TEXT`) is looked up in `fty_cache`, and
        what the full parse makes of such a text goes there."""
        start = self.tok.start
        text = self.text
        m = FUNCTION_TYPE_TEXT.match(text, start)
        if m is not None:
            known = self.fty_cache.get(m.group())
            if known is not None:
                self.reset(m.end())
                return known
        fty = self._parse_function_type()
        # Cached only if the parse read exactly the tokens of the text (a
        # string may run past its end: `!t<"a>b">`).
        if m is not None and self.tok.start == L.skip_ws(text, m.end()):
            self.fty_cache[m.group()] = fty
        return fty

    def _parse_function_type(self) -> T.FunctionType:
        self.advance()  # (
        inputs: list[T.Type] = []
        if not self.is_punct(")"):
            inputs.append(self.parse_type())
            while self.consume_if(","):
                inputs.append(self.parse_type())
        self.expect(")", "expected ')'")
        self.expect("->", "expected '->' in function type")
        results = self.parse_function_result_types()
        return T.FunctionType(tuple(inputs), tuple(results))

    def parse_function_result_types(self) -> list[T.Type]:
        """The results of a function type: `(t, ...)` or one type."""
        if self.is_punct("("):
            save = self.tok
            self.advance()
            if self.consume_if(")"):
                return []
            first = self.parse_type()
            if isinstance(first, T.FunctionType) and False:
                pass
            out = [first]
            while self.consume_if(","):
                out.append(self.parse_type())
            self.expect(")", "expected ')'")
            del save
            return out
        return [self.parse_type()]

    def _parse_dims(self) -> tuple[list[int], list[bool]]:
        """`4x?x`: MLIR's `parseDimensionListRanked` with a trailing `x`,
        resetting the scanner inside tokens like `4xf32` and `0x4` as it does."""
        dims: list[int] = []
        while True:
            tok = self.tok
            if tok.kind is L.INTEGER:
                dims.append(self._dim_int())
            elif tok.kind is L.PUNCT and tok.text == "?":
                self.advance()
                dims.append(T.DYNAMIC)
            else:
                return dims, []
            self._parse_x()

    def _dim_int(self) -> int:
        """MLIR's `parseIntegerInDimensionList`: `0x...` is `0` then `x...`."""
        tok = self.tok
        text = tok.text
        if len(text) > 1 and text[1] == "x":
            self.reset(tok.start + 1)
            return 0
        if tok.kind is not L.INTEGER or from_decimal(text) >= 1 << 63:
            self.error("invalid dimension")
        self.advance()
        return from_decimal(text)

    def _parse_x(self) -> None:
        """MLIR's `parseXInDimensionList`: an `x`, or the `x` of `xf32`."""
        x = self.tok
        if x.kind is not L.BARE or x.text[0] != "x":
            self.error_wrong_token("expected 'x' in dimension list")
        if len(x.text) > 1:
            self.reset(x.start + 1)
        else:
            self.advance()

    def parse_vector_type(self) -> T.Type:
        """MLIR's `parseVectorType`, then `VectorType::verify` at `vector`."""
        loc = self.tok.start
        self.advance()
        self.expect("<", "expected '<' in vector type")
        dims: list[int] = []
        scal: list[bool] = []
        while True:
            tok = self.tok
            scalable = tok.kind is L.PUNCT and tok.text == "["
            if tok.kind is not L.INTEGER and not scalable:
                break
            if scalable:
                self.advance()
            dims.append(self._dim_int())
            if scalable and not self.consume_if("]"):
                self.error_wrong_token("missing ']' closing scalable dimension")
            scal.append(scalable)
            self._parse_x()
        el = self.parse_type()
        self.expect(">", "expected '>' in vector type")
        if not isinstance(el, (T.IntegerType, T.IndexType, T.FloatType)):
            self.error_at(
                loc, "failed to verify 'elementType': VectorElementTypeInterface instance"
            )
        if any(d <= 0 for d in dims):
            self.error_at(
                loc,
                "vector types must have positive constant sizes but got "
                + ", ".join(str(d) for d in dims),
            )
        return T.VectorType(tuple(dims), el, tuple(scal) if any(scal) else ())

    def parse_tensor_type(self) -> T.Type:
        """MLIR's `parseTensorType`."""
        self.advance()
        self.expect("<", "expected '<' in tensor type")
        unranked = self.consume_if("*")
        if unranked:
            self._parse_x()
            dims: list[int] = []
        else:
            dims, _ = self._parse_dims()
        el_loc = self.tok.start
        el = self.parse_type()
        enc: Attribute | None = None
        if self.consume_if(",") and self._starts_optional_attribute():
            enc = self.parse_attribute()
        self.expect(">", "expected '>' in tensor type")
        if not _valid_tensor_element(el):
            self.error_at(el_loc, "invalid tensor element type")
        if unranked:
            if enc is not None:
                self.error("cannot apply encoding to unranked tensor")
            return T.UnrankedTensorType(el)
        return T.RankedTensorType(tuple(dims), el, enc)

    def _starts_optional_attribute(self) -> bool:
        """Whether MLIR's `parseOptionalAttribute` would parse something here."""
        tok = self.tok
        kind = tok.kind
        if kind is L.BARE:
            text = tok.text
            return (
                text in _OPTIONAL_ATTR_KEYWORDS
                or text in TYPE_KEYWORDS
                or INT_TYPE.match(text) is not None
            )
        if kind is L.PUNCT:
            return tok.text in ("{", "[", "-", "(")
        return (
            kind is not L.EOF
            and kind is not L.CARET
            and kind is not L.PERCENT
            and (kind is not L.FILE_METADATA_BEGIN and kind is not L.FILE_METADATA_END)
        )

    def parse_memref_type(self) -> T.Type:
        """MLIR's `parseMemRefType`, then `MemRefType::verify` at `memref`."""
        start = self.tok.start
        self.advance()
        self.expect("<", "expected '<' in memref type")
        if self.is_punct("*"):
            self.advance()
            self._parse_x()
            el_loc = self.tok.start
            el = self.parse_type()
            if not _valid_memref_element(el):
                self.error_at(el_loc, "invalid memref element type")
            _, ms = self._parse_memref_params(unranked=True)
            ms = _memory_space(ms)
            if not _supported_memory_space(ms):
                self.error_at(start, "unsupported memory space Attribute")
            return T.UnrankedMemRefType(el, ms)
        dims, _ = self._parse_dims()
        el_loc = self.tok.start
        el = self.parse_type()
        if not _valid_memref_element(el):
            self.error_at(el_loc, "invalid memref element type")
        layout, space = self._parse_memref_params(unranked=False)
        # MemRefType::verify: the layout, then the memory space.
        if isinstance(layout, StridedLayoutAttr) and len(layout.strides) != len(dims):
            self.error_at(start, "expected the number of strides to match the rank")
        if not _supported_memory_space(_memory_space(space)):
            self.error_at(start, "unsupported memory space Attribute")
        if isinstance(layout, AffineMapAttr):
            # MemRefType::getChecked: verify the layout, then an identity map
            # is the default layout, which is not printed.
            n = layout.map.num_dims
            if n != len(dims):
                self.error_at(
                    start, f"memref layout mismatch between rank and affine map: {len(dims)} != {n}"
                )
            if layout.map.is_identity:
                layout = None
        return T.MemRefType(tuple(dims), el, layout, _memory_space(space))

    def _parse_memref_params(self, unranked: bool) -> tuple[Attribute | None, Attribute | None]:
        """The `, layout, memory-space>` tail of a memref type (MLIR's
        parseMemRefType element loop): the last layout wins."""
        layout: Attribute | None = None
        space: Attribute | None = None
        if self.consume_if(">"):
            return layout, space
        self.expect(",", "expected ',' or '>' in memref type")
        if self.is_punct(">"):
            self.error_wrong_token("expected list element")
        while True:
            a = self.parse_attribute()
            if isinstance(a, (StridedLayoutAttr, AffineMapAttr)):
                layout = a
                if unranked:
                    self.error("cannot have affine map for unranked memref type")
                if space is not None:
                    self.error("expected memory space to be last in memref type")
            elif space is not None:
                self.error("multiple memory spaces specified in memref type")
            else:
                space = a
            if not self.consume_if(","):
                break
        self.expect(">", "expected ',' or '>'")
        return layout, space

    def parse_extended_type(self) -> T.Type:
        """`!alias` or `!dialect.name<...>` (the dialect's type hook, or an opaque type)."""
        alias, dialect, data, loc, data_loc = self._dialect_symbol(self.type_aliases)
        if alias is not None:
            return alias
        d = self.ctx.get_dialect(dialect)
        if d is not None:
            if d.type_parser is None:
                self.error_at(
                    L.skip_ws(self.text, data_loc),
                    f"dialect '{dialect}' provides no type parsing hook",
                )
            t: T.Type = d.type_parser(self, dialect, data, data_loc)
            return t
        self._check_namespace(dialect, loc)
        if not self.allow_unregistered:
            self.error_at(
                loc,
                f'`!{quote(dialect)}<"{data}">` type created with unregistered dialect. If this '
                "is intended, please call allowUnregisteredDialects() on the MLIRContext, or use "
                "-allow-unregistered-dialect with the MLIR opt tool used",
            )
        return T.OpaqueType(dialect, data)


def _valid_tensor_element(t: T.Type) -> bool:
    """`TensorType::isValidElementType`: builtin scalars, complex, vector and
    opaque types, or any type of another dialect."""
    return not isinstance(
        t,
        (
            T.NoneType,
            T.FunctionType,
            T.TupleType,
            T.RankedTensorType,
            T.UnrankedTensorType,
            T.MemRefType,
            T.UnrankedMemRefType,
        ),
    )


def _valid_memref_element(t: T.Type) -> bool:
    """`BaseMemRefType::isValidElementType`: builtin scalars, complex, vector
    and memref types, and dialect types with MemRefElementTypeInterface (a
    type class declares it with `memref_element_type = True`)."""
    if isinstance(
        t,
        (T.IntegerType, T.IndexType, T.FloatType, T.ComplexType, T.VectorType, T.MemRefType,
         T.UnrankedMemRefType),
    ):  # fmt: skip
        return True
    return bool(getattr(type(t), "memref_element_type", False))


def _supported_memory_space(space: Attribute | None) -> bool:
    """`isSupportedMemorySpace`: integer, string and dictionary attributes,
    or any attribute of another dialect than builtin (pdlx's builtin
    attributes are the ones defined under `pdlx.ir`)."""
    if space is None or isinstance(space, (IntegerAttr, StringAttr, DictionaryAttr)):
        return True
    return not type(space).__module__.startswith("pdlx.ir.")


def _memory_space(space: Attribute | None) -> Attribute | None:
    """MLIR's `skipDefaultMemorySpace`: an integer 0 of any type is the
    default memory space and is dropped."""
    if isinstance(space, IntegerAttr) and space.value == 0:
        return None
    return space
