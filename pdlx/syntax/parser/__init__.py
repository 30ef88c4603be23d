"""MLIR text -> Snapshot: recursive descent over the lazy scanner.

Modelled on MLIR's own parser (`mlir/lib/AsmParser`) so that its error
messages and locations can match mlir-opt's. Two fast paths carry most of
the load of big payloads:

* a simple generic op on one line (`%r = "d.op"(%a, %b) : (t, t) -> t`) is
  recognised by one regular expression, its function type looked up in a
  cache by its text; anything unusual falls back to the general path, which
  produces the diagnostics;
* records go into plain dicts and become persistent maps once, at the end.

A parse error stops the parse (as in MLIR) and is raised as a
`DiagnosticError`; "use of undeclared SSA value name" for forward references
that are never defined is reported at the end, for each such use.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any, Final, Literal, NoReturn

import immutables

from pdlx.ir import types as T
from pdlx.ir.affine import AffineMap, AffineMapAttr, IntegerSetAttr
from pdlx.ir.attributes import (
    DYNAMIC_STRIDE,
    EMPTY_DICT,
    UNIT,
    ArrayAttr,
    Attribute,
    BoolAttr,
    DictionaryAttr,
    FloatAttr,
    IntegerAttr,
    OpaqueAttr,
    StridedLayoutAttr,
    StringAttr,
    SymbolRefAttr,
    TypeAttr,
)
from pdlx.ir.context import IS_TERMINATOR, Context, OpDef
from pdlx.ir.diagnostics import Diagnostic, DiagnosticError, Severity
from pdlx.ir.location import (
    UNKNOWN_LOC,
    CallSiteLoc,
    FileLoc,
    Location,
    NameLoc,
    Source,
    SourceLoc,
    fused_loc,
)
from pdlx.ir.records import (
    NO_ID,
    BlockRecord,
    OpRecord,
    RegionRecord,
    ValueRecord,
    make_op_record,
    make_value_record,
    new_id,
)
from pdlx.ir.resources import NO_RESOURCES, Group, Resources
from pdlx.ir.snapshot import Snapshot
from pdlx.support.deep import run_deep
from pdlx.support.gcpause import paused_gc
from pdlx.syntax import lexer as L
from pdlx.syntax.lexer import LexError, Token, lex, unescape
from pdlx.syntax.parser.affine import AffineParser, parse_affine_attr

# A whole simple generic op on one line: results, quoted name, operand list,
# function type; nothing else (no regions, attributes, successors, loc).
_FAST_OP: Final = re.compile(
    r"""[ \t\n]*(?:(%[a-zA-Z0-9$._-]+)(?::([0-9]+))?[ \t]*=[ \t]*)?"""
    r'''"([^"\\\n]+)"'''
    r"""\(([^()]*)\)[ \t]*:[ \t]*"""
    r"""(\([^(){}\[\]]*\)[ \t]*->[ \t]*(?:\([^(){}\[\]]*\)|[^\s(){}\[\]<>,]+(?:<[^<>(){}\n]*>)?))"""
    r"""(?=[ \t]*(?:\n|//|\Z))"""
)
_FAST_OPERANDS: Final = re.compile(
    r"[ \t]*(?:%[a-zA-Z0-9$._-]+(?:#[0-9]+)?[ \t]*(?:,[ \t]*%[a-zA-Z0-9$._-]+(?:#[0-9]+)?[ \t]*)*)?"
)
_WS_AFTER_OP: Final = re.compile(r"[ \t]*(?://[^\n]*)?(?:\n|\Z)")
# Line templates (see `Parser._template_ops`): the SSA names of a line,
# skipping string literals; the result name at its start; what lines with
# blocks, locations or file-level resources look like.
_LINE_SSA: Final = re.compile(r'"(?:[^"\\\n]|\\.)*"|%[a-zA-Z0-9$._-]+(?:#[0-9]+)?')
_LINE_SSA_SPLIT: Final = re.compile(r"(%[a-zA-Z0-9$._-]+(?:#[0-9]+)?)")
_LINE_RESULT: Final = re.compile(r"(%[a-zA-Z0-9$._-]+)[ \t]*=[ \t]*")
_LINE_UNTEMPLATED: Final = re.compile(
    r"\^|\bloc\(|dense_resource|distinct\[|\{[ \t]*(?://[^\n]*)?\Z"
)
_TRIVIA: Final = re.compile(r"(?:\s|//[^\n]*)*\Z")
LINE_TEMPLATES = True
"""Whether `Parser._template_ops` may reuse line templates (tests turn it
off to check that the parse is the same either way)."""
_DIMS: Final = re.compile(r"[ \t\n]*((?:[0-9]+|\?)[ \t\n]*x)")
_SCALABLE_DIM: Final = re.compile(r"[ \t\n]*\[[ \t\n]*([0-9]+)[ \t\n]*\][ \t\n]*x")
_INT_TYPE: Final = re.compile(r"(s|u)?i([0-9]+)\Z")
_BARE_ID: Final = re.compile(r"[a-zA-Z_][a-zA-Z0-9_$.]*\Z")
_NAMESPACE: Final = re.compile(r"[a-zA-Z_][a-zA-Z_0-9$]*\Z")
"""`Dialect::isValidNamespace`."""

_TYPE_KEYWORDS: Final = frozenset(
    {"index", "none", "complex", "tuple", "vector", "tensor", "memref"} | T.FloatType.NAMES
)

MAX_INT_WIDTH: Final = 16777215

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


class ParseError(DiagnosticError):
    lexical = False
    """Set for a lexer error (no later parser diagnostic may be added)."""


class _IsolatedScope:
    """SSA names visible in one isolated-from-above region tree (MLIR's
    `IsolatedSSANameScope`): names, forward references, and per nested
    region the names to forget when the region ends."""

    __slots__ = ("def_offsets", "forward", "region_names", "values")

    def __init__(self) -> None:
        self.values: dict[str, int] = {}
        self.def_offsets: dict[str, int] = {}
        self.forward: dict[str, int] = {}
        self.region_names: list[list[str]] = [[]]


class _BlockScope:
    __slots__ = ("blocks",)

    def __init__(self) -> None:
        # name -> [block id, defined?, offset of first reference or definition]
        self.blocks: dict[str, list[Any]] = {}


class OpState:
    """What is known of an op being parsed before its record exists."""

    __slots__ = (
        "attributes",
        "id",
        "loc",
        "name",
        "operands",
        "properties",
        "regions",
        "result_types",
        "successors",
    )

    def __init__(self, op_id: int, name: str, loc: Location) -> None:
        self.id = op_id
        self.name = name
        self.loc = loc
        self.operands: list[int] = []
        self.result_types: list[T.Type] = []
        self.attributes: dict[str, Attribute] = {}
        self.properties: Attribute | None = None
        self.regions: list[int] = []
        self.successors: list[int] = []


class Parser:
    """One parse of one source buffer."""

    def __init__(
        self,
        text: str,
        name: str = "-",
        *,
        context: Context | None = None,
        allow_unregistered: bool = False,
        source: Source | None = None,
        base: int = 0,
    ) -> None:
        """Parse `text`; when it is a chunk of a larger `source` starting at
        offset `base`, locations point into the whole source."""
        self.text = text
        self.source = source if source is not None else Source(name, text)
        self.base = base
        self.ctx = context or Context.default()
        self.allow_unregistered = allow_unregistered
        self.pos = 0
        self.tok = Token(L.EOF, 0, 0, "")
        # Records under construction.
        self.ops: dict[int, OpRecord] = {}
        self.values: dict[int, ValueRecord] = {}
        self.blocks: dict[int, BlockRecord] = {}
        self.regions: dict[int, RegionRecord] = {}
        self.links: dict[int, tuple[int, int]] = {}
        # Name scopes.
        self.scopes: list[_IsolatedScope] = [_IsolatedScope()]
        self.block_scopes: list[_BlockScope] = []
        self.forward_uses: dict[int, int] = {}  # placeholder id -> first use offset
        self.forward_types: dict[int, T.Type] = {}
        # Aliases.
        self.attr_aliases: dict[str, Attribute] = {}
        self.type_aliases: dict[str, T.Type] = {}
        # `loc(#alias)` seen before `#alias = ...`: (alias, offset, setter,
        # owner: ("op", id) or ("arg", value id), when known).
        self.deferred_locs: list[
            tuple[str, int, Callable[[Location], None], Callable[[], tuple[str, int]] | None]
        ] = []
        self.fty_cache: dict[str, T.FunctionType | None] = {}
        self._fast_names: dict[str, bool] = {}
        self._templates: dict[tuple[Any, ...], tuple[Any, ...] | None] = {}
        self.dialect_resources: dict[str, dict[str, tuple[str, object]]] = {}
        self.external_resources: dict[str, dict[str, tuple[str, object]]] = {}
        self.diagnostics: list[Diagnostic] = []
        # MLIR's defaultDialectStack: the dialect a custom op name without a
        # dot is looked up in (`builtin` at the top level).
        self.default_dialects: list[str] = ["builtin"]

    # ------------------------------------------------------------------
    # Tokens and errors
    # ------------------------------------------------------------------

    def loc_at(self, offset: int) -> SourceLoc:
        return SourceLoc(self.source, self.base + offset)

    def error_at(self, offset: int, message: str, note: str | None = None) -> NoReturn:
        d = Diagnostic(Severity.ERROR, self.loc_at(offset), message)
        if note is not None:
            d.attach_note(note)
        raise ParseError(d)

    def error(self, message: str) -> NoReturn:
        """An error at the current token (MLIR's `emitError()`); at EOF, one
        character before the end."""
        tok = self.tok
        self.error_at(max(tok.start - 1, 0) if tok.kind is L.EOF else tok.start, message)

    def error_wrong_token(self, message: str) -> NoReturn:
        """MLIR's `emitWrongTokenError`: report just after the last
        non-blank, non-comment character before the unexpected token."""
        tok = self.tok
        loc = tok.start - 1 if tok.kind is L.EOF else tok.start
        loc = max(loc, 0)
        s = self.text[:loc]
        while True:
            s = s.rstrip(" \t")
            if not s:
                self.error_at(loc, message)
            if s[-1] not in "\n\r":
                self.error_at(len(s), message)
            s = s[:-1]
            nl = max(s.rfind("\n"), s.rfind("\r"))
            prev = s[nl:] if nl >= 0 else s
            c = prev.find("//")
            if c >= 0:
                s = s[: len(s) - (len(prev) - c)]

    def advance(self) -> Token:
        """Consume the current token; return it."""
        tok = self.tok
        try:
            self.tok = lex(self.text, tok.end)
        except LexError as e:
            self.lex_error(e)
        return tok

    def reset(self, pos: int) -> None:
        """Move the cursor to `pos` and scan the token there."""
        try:
            self.tok = lex(self.text, pos)
        except LexError as e:
            self.lex_error(e)

    def lex_error(self, e: LexError) -> NoReturn:
        """A lexer error; MLIR drops any parser diagnostic that follows one."""
        err = ParseError(Diagnostic(Severity.ERROR, self.loc_at(e.offset), e.message))
        err.lexical = True
        raise err

    def is_punct(self, p: str) -> bool:
        t = self.tok
        return t.kind is L.PUNCT and t.text == p

    def consume_if(self, p: str) -> bool:
        t = self.tok
        if t.kind is L.PUNCT and t.text == p:
            self.advance()
            return True
        return False

    def expect(self, p: str, message: str) -> Token:
        t = self.tok
        if t.kind is L.PUNCT and t.text == p:
            return self.advance()
        self.error_wrong_token(message)

    def is_keyword(self, kw: str) -> bool:
        t = self.tok
        return t.kind is L.BARE and t.text == kw

    def consume_keyword(self, kw: str) -> bool:
        if self.is_keyword(kw):
            self.advance()
            return True
        return False

    # ------------------------------------------------------------------
    # Top level
    # ------------------------------------------------------------------

    def parse_module(self) -> Snapshot:
        """Parse a whole file; wrap its ops in a module unless it is exactly one."""
        with paused_gc():
            return self._parse_module()

    def _parse_module(self) -> Snapshot:
        top_region = new_id()
        top_block = new_id()
        self.regions[top_region] = RegionRecord((top_block,), NO_ID)
        self.reset(0)
        ops: list[int] = []
        self.block_scopes.append(_BlockScope())
        while True:
            tok = self.tok
            if tok.kind is L.EOF:
                break
            if tok.kind is L.HASH:
                self.parse_attribute_alias_def()
                continue
            if tok.kind is L.BANG:
                self.parse_type_alias_def()
                continue
            if tok.kind is L.FILE_METADATA_BEGIN:
                self.parse_file_metadata()
                continue
            ops.append(self.parse_operation(top_block))
        # MLIR's OperationParser::finalize: undeclared values, then location
        # aliases, then the top-level block references.
        self.finish_forward_refs()
        self.resolve_deferred_locs(ops)
        self._check_undefined_blocks(self.block_scopes.pop())
        return self._build(ops, top_block)

    def _build(self, top_ops: list[int], top_block: int) -> Snapshot:
        root: int
        if len(top_ops) == 1 and self.ops[top_ops[0]].name == "builtin.module":
            root = top_ops[0]
            rec = self.ops[root]
            self.ops[root] = make_op_record(
                rec.name, rec.operands, rec.results, rec.attributes, rec.properties,
                rec.regions, rec.successors, NO_ID, rec.loc,
            )  # fmt: skip
        else:
            root = new_id()
            region = new_id()
            block = new_id()
            self.ops[root] = make_op_record(
                "builtin.module", (), (), EMPTY_DICT, None, (region,), (), NO_ID,
                FileLoc(self.source.name, 0, 0),
            )  # fmt: skip
            self.regions[region] = RegionRecord((block,), root)
            self._finish_block(block, region, (), top_ops)
            for o in top_ops:
                rec = self.ops[o]
                self.ops[o] = make_op_record(
                    rec.name, rec.operands, rec.results, rec.attributes, rec.properties,
                    rec.regions, rec.successors, block, rec.loc,
                )  # fmt: skip
        self.blocks.pop(top_block, None)
        snap = Snapshot(
            root,
            immutables.Map(self.ops),
            immutables.Map(self.values),
            immutables.Map(self.blocks),
            immutables.Map(self.regions),
            immutables.Map(self.links),
            self._resources(),
        )
        # `self.ops` got each op when it was complete, after the ops of its
        # regions: in post-order (tests/test_parser_post_order.py checks it).
        order = list(self.ops)
        if order and order[-1] == root:
            snap.seed_post_order(order, [rec.name for rec in self.ops.values()])
        return snap

    def _resources(self) -> Resources:
        if not self.dialect_resources and not self.external_resources:
            return NO_RESOURCES

        def groups(d: dict[str, dict[str, tuple[str, object]]]) -> tuple[Group, ...]:
            return tuple((g, tuple(entries.items())) for g, entries in d.items())

        return Resources(groups(self.dialect_resources), groups(self.external_resources))

    def parse_attribute_alias_def(self) -> None:
        tok = self.tok
        name = tok.text[1:]
        if name in self.attr_aliases:
            self.error_at(tok.start, f"redefinition of attribute alias id '{name}'")
        if "." in name:
            self.error_at(
                tok.start, "attribute names with a '.' are reserved for dialect-defined names"
            )
        self.advance()
        self.expect("=", "expected '=' in attribute alias definition")
        attr = self.parse_attribute()
        self.attr_aliases[name] = attr

    def parse_type_alias_def(self) -> None:
        tok = self.tok
        name = tok.text[1:]
        if name in self.type_aliases:
            self.error_at(tok.start, f"redefinition of type alias id '{name}'")
        if "." in name:
            self.error_at(tok.start, "type names with a '.' are reserved for dialect-defined names")
        self.advance()
        self.expect("=", "expected '=' in type alias definition")
        self.type_aliases[name] = self.parse_type()

    def parse_file_metadata(self) -> None:
        """`{-# dialect_resources: {...}, external_resources: {...} #-}`
        (MLIR's `parseFileMetadataDictionary`)."""
        self.advance()
        if self.tok.kind is L.FILE_METADATA_END:
            self.advance()
            return
        while True:
            tok = self.tok
            if tok.kind is not L.BARE:
                self.error("expected identifier key in file metadata dictionary")
            key = tok.text
            self.advance()
            self.expect(":", "expected ':'")
            if key == "dialect_resources":
                self._parse_resource_section(self.dialect_resources, dialects=True)
            elif key == "external_resources":
                self._parse_resource_section(self.external_resources, dialects=False)
            else:
                self.error_at(tok.start, f"unknown key '{key}' in file metadata dictionary")
            if not self.consume_if(","):
                break
        if self.tok.kind is not L.FILE_METADATA_END:
            self.error_wrong_token("expected ',' or '#-}'")
        self.advance()

    def _parse_resource_section(
        self, into: dict[str, dict[str, tuple[str, object]]], *, dialects: bool
    ) -> None:
        """MLIR's `parseResourceFileMetadata`: `{ group: { key: value, ... }, ... }`.
        Dialect groups need a dialect that takes resources (builtin: blobs);
        external groups take anything (mlir-opt's fallback resource map)."""
        self.expect("{", "expected '{'")
        if self.consume_if("}"):
            return
        while True:
            tok = self.tok
            if tok.kind is not L.BARE:
                self.error("expected identifier key for 'resource' entry")
            group = tok.text
            self.advance()
            self.expect(":", "expected ':'")
            self.expect("{", "expected '{'")
            blobs_only = False
            if dialects:
                d = self.ctx.dialects.get(group)
                if d is None:
                    self.error_at(tok.start, f"dialect '{group}' is unknown")
                if group != "builtin" and getattr(d, "parse_resource", None) is None:
                    self.error(f"unexpected 'resource' section for dialect '{group}'")
                blobs_only = group == "builtin"
            entries = into.setdefault(group, {})
            if not self.consume_if("}"):
                while True:
                    k = self.tok
                    if k.kind is L.BARE:
                        key = k.text
                    elif k.kind is L.STRING:
                        key = unescape(k.text[1:-1])
                    else:
                        what = "resource" if dialects else "external_resources"
                        self.error(f"expected identifier key for '{what}' entry")
                    self.advance()
                    if not self.is_punct(":"):
                        self.error_wrong_token("expected ':'")
                    v = self._resource_value_token(key, blobs_only)
                    self.advance()  # MLIR takes any token as the value
                    entries[key] = self._resource_value(key, v, blobs_only)
                    if not self.consume_if(","):
                        break
                self.expect("}", "expected ',' or '}'")
            if not self.consume_if(","):
                break
        self.expect("}", "expected ',' or '}'")

    def _resource_value_token(self, key: str, blobs_only: bool) -> Token:
        """Step past the `:` to the value token. MLIR consumes the value
        whatever it is, even a lexer error token: it then lexes on and the
        resource handler reports the entry too (unless the next token is
        another lexer error)."""
        try:
            self.tok = lex(self.text, self.tok.end)
            return self.tok
        except LexError as e:
            first = Diagnostic(Severity.ERROR, self.loc_at(e.offset), e.message)
            if e.resume is None:
                # MLIR reads past the end of its buffer here.
                self.lex_error(e)
            try:
                lex(self.text, e.resume)
            except LexError as e2:
                err = ParseError(
                    [first, Diagnostic(Severity.ERROR, self.loc_at(e2.offset), e2.message)]
                )
                err.lexical = True
                raise err from None
            spelling = self.text[e.offset : e.resume]
            if blobs_only or spelling.startswith('"0x'):
                why = f"expected hex string blob for key '{key}'"
            else:
                why = f"expected string value for key '{key}'"
            raise ParseError(
                [first, Diagnostic(Severity.ERROR, self.loc_at(e.offset), why)]
            ) from None

    def _resource_value(self, key: str, v: Token, blobs_only: bool) -> tuple[str, object]:
        """`ParsedResourceEntry`: the entry's kind from its token (a string
        spelled `"0x...` is a blob), checked as MLIR's handlers parse it."""
        is_bool = v.kind is L.BARE and v.text in ("true", "false")
        is_blob = v.text.startswith('"0x')
        if blobs_only or is_blob:
            data = v.text[3:-1] if is_blob and v.kind is L.STRING else None
            if (
                data is None
                or len(data) % 2
                or any(c not in "0123456789abcdefABCDEF" for c in data)
            ):
                self.error_at(v.start, f"expected hex string blob for key '{key}'")
            if len(data) < 8:
                self.error_at(
                    v.start,
                    f"expected hex string blob for key '{key}' to encode alignment in first 4 bytes",
                )
            align = int.from_bytes(bytes.fromhex(data[:8]), "little")
            if align and align & (align - 1):
                self.error_at(
                    v.start,
                    f"expected hex string blob for key '{key}' to encode alignment in first 4 "
                    f"bytes, but got non-power-of-2 value: {align}",
                )
            # An empty blob comes back with no alignment.
            return ("blob", "0x" + (data if len(data) > 8 else "00000000"))
        if is_bool:
            return ("bool", v.text == "true")
        if v.kind is not L.STRING:
            self.error_at(v.start, f"expected string value for key '{key}'")
        return ("string", unescape(v.text[1:-1]))

    # ------------------------------------------------------------------
    # SSA names
    # ------------------------------------------------------------------
    # A value is keyed by its name for result #0 ("%x") and "%x#N" otherwise,
    # as MLIR keys values by (name, number).

    def resolve_operand(self, name: str, number: int, offset: int, type: T.Type) -> int:
        """The value a use names, checking its type; a forward reference makes
        a placeholder that the definition adopts later."""
        scope = self.scopes[-1]
        key = name if number == 0 else f"{name}#{number}"
        v = scope.values.get(key)
        if v is None:
            v = scope.forward.get(key)
            have = None if v is None else self.forward_types[v]
        else:
            have = self.values[v].type
        if v is not None:
            if have is not type and have != type:
                d = Diagnostic(
                    Severity.ERROR,
                    self.loc_at(offset),
                    f"use of value '{name}' expects different type than prior uses: "
                    f"'{type}' vs '{have}'",
                )
                d.attach_note("prior use here", self.loc_at(scope.def_offsets[key]))
                raise ParseError(d)
            return v
        if number and name in scope.values:
            # `%x#N` past the results of a value that is already defined.
            self.error_at(offset, "reference to invalid result number")
        v = new_id()
        scope.forward[key] = v
        scope.def_offsets[key] = offset
        self.forward_uses[v] = offset
        self.forward_types[v] = type
        return v

    def result_ids(self, groups: list[tuple[str, int, int]], types: list[T.Type]) -> list[int]:
        """Ids for the results of an op being created: a name that was used
        before its definition keeps the placeholder id its uses hold."""
        if not groups:
            return [new_id() for _ in types]
        scope = self.scopes[-1]
        forward = scope.forward
        ids: list[int] = []
        i = 0
        for name, count, offset in groups:
            for k in range(count):
                key = name if k == 0 else f"{name}#{k}"
                if key in scope.values:
                    d = Diagnostic(
                        Severity.ERROR, self.loc_at(offset), f"redefinition of SSA value '{name}'"
                    )
                    d.attach_note("previously defined here", self.loc_at(scope.def_offsets[key]))
                    raise ParseError(d)
                v = forward.pop(key, None) if forward else None
                if v is None:
                    ids.append(new_id())
                else:
                    want = self.forward_types.pop(v)
                    have = types[i] if i < len(types) else want
                    if want != have:
                        d = Diagnostic(
                            Severity.ERROR,
                            self.loc_at(offset),
                            f"definition of SSA value '{name}#{k}' has type '{have}'",
                        )
                        d.attach_note(
                            f"previously used here with type '{want}'",
                            self.loc_at(scope.def_offsets[key]),
                        )
                        raise ParseError(d)
                    del self.forward_uses[v]
                    ids.append(v)
                i += 1
        while len(ids) < len(types):
            ids.append(new_id())
        return ids

    def define_results(
        self, groups: list[tuple[str, int, int]], result_ids: tuple[int, ...]
    ) -> None:
        """Bind result names (`%a`, `%b:2`) to the op's results."""
        scope = self.scopes[-1]
        names = scope.region_names[-1]
        values, offsets = scope.values, scope.def_offsets
        idx = 0
        for name, count, offset in groups:
            for k in range(count):
                key = name if k == 0 else f"{name}#{k}"
                values[key] = result_ids[idx + k]
                offsets[key] = offset
                names.append(key)
            idx += count

    def finish_forward_refs(self) -> None:
        if self.forward_uses:
            diags = [
                Diagnostic(Severity.ERROR, self.loc_at(off), "use of undeclared SSA value name")
                for off in sorted(self.forward_uses.values())
            ]
            raise ParseError(diags)

    def push_region_scope(self, isolated: bool) -> None:
        if isolated:
            self.scopes.append(_IsolatedScope())
        else:
            self.scopes[-1].region_names.append([])
        self.block_scopes.append(_BlockScope())

    def _check_undefined_blocks(self, bscope: _BlockScope) -> None:
        undefined = sorted(e[2] for e in bscope.blocks.values() if not e[1])
        if undefined:
            raise ParseError(
                [
                    Diagnostic(Severity.ERROR, self.loc_at(o), "reference to an undefined block")
                    for o in undefined
                ]
            )

    def pop_region_scope(self, isolated: bool) -> None:
        self._check_undefined_blocks(self.block_scopes.pop())
        if isolated:
            self.scopes.pop()
        else:
            scope = self.scopes[-1]
            for name in scope.region_names.pop():
                scope.values.pop(name, None)

    # ------------------------------------------------------------------
    # Operations
    # ------------------------------------------------------------------

    def parse_operation(self, block: int) -> int:
        """Parse one op (generic or custom) into `block`; return its id."""
        tok = self.tok
        groups: list[tuple[str, int, int]] = []
        if tok.kind is L.PERCENT:
            while True:
                t = self.advance()
                count = 1
                if self.consume_if(":"):
                    ct = self.tok
                    if ct.kind is not L.INTEGER:
                        self.error_wrong_token("expected integer number of results")
                    count = _int_literal(ct.text)
                    if not 1 <= count < 1 << 64:
                        self.error("expected named operation to have at least 1 result")
                    self.advance()
                groups.append((t.text, count, t.start))
                if not self.consume_if(","):
                    break
                if self.tok.kind is not L.PERCENT:
                    self.error_wrong_token("expected valid ssa identifier")
            self.expect("=", "expected '=' after SSA name")
        tok = self.tok
        if tok.kind is L.STRING:
            state = self.parse_generic_operation()
        elif tok.kind is L.BARE:
            state = self.parse_custom_operation()
        else:
            self.error_wrong_token("expected operation name in quotes")
        if groups:
            want = sum(c for _, c, _ in groups)
            have = len(state.result_types)
            if have == 0:
                self.error_at(groups[0][2], "cannot name an operation with no results")
            if want != have:
                self.error_at(
                    groups[0][2],
                    f"operation defines {have} results but was provided {want} to bind",
                )
        op = self.create_op(state, block, self.result_ids(groups, state.result_types))
        if groups:
            self.define_results(groups, self.ops[op].results)
        return op

    def _fast_ops(self, pos: int, block: int, out: list[int]) -> int:
        """Parse consecutive simple generic ops starting at `pos` (which is at
        a token start) straight from the text, appending their ids to `out`.
        Returns the position after the last one; the caller re-lexes there.
        Anything the fast path is unsure about is left to the general path,
        which then also gives the diagnostics."""
        text = self.text
        match = _FAST_OP.match
        scope = self.scopes[-1]
        values = scope.values
        forward = scope.forward
        def_offsets = scope.def_offsets
        region_names = scope.region_names[-1]
        vrecs = self.values
        orecs = self.ops
        fty_cache = self.fty_cache
        fast_names = self._fast_names
        source = self.source
        base = self.base - 1
        empty = EMPTY_DICT
        while True:
            m = match(text, pos)
            if m is None:
                return pos
            res, cnt, name, operand_text, fty_text = m.groups()
            if cnt is not None:
                return pos
            ok = fast_names.get(name)
            if ok is None:
                ok = fast_names[name] = self._fast_name_ok(name)
            if not ok:
                return pos
            fty: T.FunctionType | Literal[False] | None = fty_cache.get(fty_text, False)
            if fty is False:
                fty = fty_cache[fty_text] = self._parse_cached_function_type(m.start(5), m.end(5))
            if fty is None:
                return pos
            inputs = fty.inputs
            operands: list[int] = []
            if operand_text:
                for n in operand_text.split(", "):
                    v = values.get(n)
                    if v is None:
                        return pos
                    operands.append(v)
            if len(operands) != len(inputs):
                return pos
            # lengths checked above; strict= would make zip() twice as slow
            for v, t in zip(operands, inputs):  # noqa: B905
                have = vrecs[v].type
                if have is not t and have != t:
                    return pos
            rtypes = fty.results
            op = new_id()
            if res is None:
                if rtypes:
                    return pos
                results: tuple[int, ...] = ()
            else:
                if len(rtypes) != 1 or res in values or res in forward:
                    return pos
                r = new_id()
                vrecs[r] = make_value_record(rtypes[0], op, 0, False, None)
                results = (r,)
                values[res] = r
                def_offsets[res] = m.start(1)
                region_names.append(res)
            orecs[op] = make_op_record(
                name, tuple(operands), results, empty, None, (), (), block,
                SourceLoc(source, m.start(3) + base),
            )  # fmt: skip
            out.append(op)
            pos = m.end()

    def _fast_name_ok(self, name: str) -> bool:
        if "." not in name:
            return False
        opdef = self.ctx.op(name)
        if opdef is None:
            return self.allow_unregistered and not self.ctx.is_registered_dialect(
                name.partition(".")[0]
            )
        # Registered ops with behaviour take the general path (verifiers,
        # region traits); the fast path is for plain payload ops.
        return opdef.verify is None and not opdef.traits and opdef.parse is None

    def _parse_cached_function_type(self, start: int, end: int) -> T.FunctionType | None:
        saved = self.tok
        try:
            self.reset(start)
            t = self.parse_type()
            ok = self.tok.start >= end and isinstance(t, T.FunctionType)
        except ParseError:
            ok = False
            t = None
        finally:
            self.tok = saved
        return t if ok else None  # type: ignore[return-value]

    def _line_key(self, start: int) -> tuple[Any, ...] | None:
        """The shape of the line starting at `start` (see `_template_ops`):
        (key, end of line, result name, where the op name starts, end of
        the text before the first operand name, operand values); None when
        the line is never templated or names a value not yet defined."""
        text = self.text
        eol = text.find("\n", start)
        if eol < 0:
            eol = len(text)
        line = text[start:eol]
        if not LINE_TEMPLATES or _LINE_UNTEMPLATED.search(line) is not None:
            return None
        m = _LINE_RESULT.match(line)
        res = m.group(1) if m is not None else None
        last = m.end() if m is not None else 0
        head = start + last
        quote = line.find('"')
        if quote >= 0 and not (
            # One string (a generic op's name) without a `%` in it: the
            # split below cannot cut it.
            line.count('"') == 2 and "%" not in line[quote : line.rfind('"')]
        ):
            pieces: list[str] = []
            refs: list[str] = []
            for u in _LINE_SSA.finditer(line, last):
                ref = u.group()
                if ref[0] != "%":
                    continue  # a string literal
                pieces.append(line[last : u.start()])
                refs.append(ref)
                last = u.end()
            pieces.append(line[last:])
        else:  # the common case: one split
            parts = _LINE_SSA_SPLIT.split(line[last:])
            pieces, refs = parts[0::2], parts[1::2]
        values = self.scopes[-1].values
        operands: list[int] = []
        for ref in refs:
            if "#" in ref:
                name, _, number = ref.partition("#")
                ref = name if int(number) == 0 else f"{name}#{int(number)}"
            v = values.get(ref)
            if v is None:  # a forward reference or an error: the general path
                return None
            operands.append(v)
        vrecs = self.values
        key = (
            self.default_dialects[-1],
            res is None,
            "%".join(pieces),
            tuple([vrecs[v].type for v in operands]),
        )
        return key, eol, res, head, head + len(pieces[0]), operands

    def _template_ops(self, pos: int, block: int, out: list[int]) -> int:
        """Parse consecutive one-line ops whose shape was seen before, from
        `pos` (a token start), appending their ids to `out`; return where
        the first other line starts (the caller re-lexes there).

        Registered ops (custom syntax, or generic with properties) take the
        general path, ~60 µs per op; in a payload most lines differ only in
        their SSA names (`%7 = arith.addf %6, %arg2 : f32`). The shape of a
        line is its text with the SSA names blanked out, with the default
        dialect in effect and the types of the values its operands name.
        Parsing is a function of the shape: the same shape gives the same op
        name, attributes, properties and result types, with the operands in
        the order their names appear (checked on a line whose operand names
        all differ, when the shape is learnt: see `_parse_and_learn`). So
        later lines of a known shape only look up their names. Anything
        else, and every error, goes through `parse_operation`."""
        templates = self._templates
        text = self.text
        scope = self.scopes[-1]
        values, forward = scope.values, scope.forward
        vrecs, orecs = self.values, self.ops
        while True:
            shape = self._line_key(pos)
            if shape is None:
                return pos
            key, eol, res, head, _, operands = shape
            tpl = templates.get(key)
            if tpl is None or (res is not None and (res in values or res in forward)):
                return pos
            name, attrs, props, rtypes, delta = tpl
            op = new_id()
            results: tuple[int, ...] = ()
            if rtypes:
                r = new_id()
                vrecs[r] = make_value_record(rtypes[0], op, 0, False, None)
                results = (r,)
                values[res] = r
                scope.def_offsets[res] = pos
                scope.region_names[-1].append(res)
            orecs[op] = make_op_record(
                name, tuple(operands), results, attrs, props, (), (), block,
                SourceLoc(self.source, self.base + head + delta),
            )  # fmt: skip
            out.append(op)
            pos = L.skip_ws(text, eol)

    def _parse_and_learn(self, block: int) -> int:
        """`parse_operation`, keeping the outcome as the template of the
        line's shape when it can stand for it (see `_template_of`)."""
        start = self.tok.start
        shape = self._line_key(start)
        if shape is None or shape[0] in self._templates:
            return self.parse_operation(block)
        seen = (len(self.diagnostics), len(self.forward_uses), len(self.deferred_locs))
        op = self.parse_operation(block)
        key, eol, res, head, name_end, operands = shape
        self._templates[key] = self._template_of(op, head, name_end, eol, operands, res, seen)
        return op

    def _template_of(
        self,
        op: int,
        head: int,
        name_end: int,
        eol: int,
        operands: list[int],
        res: str | None,
        seen: tuple[int, int, int],
    ) -> tuple[Any, ...] | None:
        """What `_template_ops` keeps of op, just parsed from a line that
        ends at `eol`, or None when it cannot stand for its shape. The op's
        location must lie in text[head:name_end] (after the result name,
        before the first operand name: where the op name is), so that its
        place relative to `head` is the same on every line of the shape."""
        rec = self.ops[op]
        loc = rec.loc
        if (
            rec.regions
            or rec.successors
            or len(rec.results) != (0 if res is None else 1)
            or rec.operands != tuple(operands)
            or len(set(operands)) != len(operands)
            or seen != (len(self.diagnostics), len(self.forward_uses), len(self.deferred_locs))
            or not isinstance(loc, SourceLoc)
            or loc.source is not self.source
            or not head <= loc.offset - self.base < name_end
            or self.tok.start < eol
            or _TRIVIA.match(self.text, eol, self.tok.start) is None
        ):
            return None
        rtypes = tuple([self.values[r].type for r in rec.results])
        return (rec.name, rec.attributes, rec.properties, rtypes, loc.offset - self.base - head)

    def parse_generic_operation(self) -> OpState:
        """MLIR's `parseGenericOperation`: the quoted name, then the body."""
        name_tok = self.tok
        name_offset = name_tok.start
        name = unescape(name_tok.text[1:-1])
        if not name:
            self.error("empty operation name is invalid")
        if "\0" in name:
            self.error("null character not allowed in operation name")
        self.advance()
        opdef = self.ctx.op(name)
        if (
            opdef is None
            and not self.allow_unregistered
            and not self.ctx.is_registered_dialect(name.partition(".")[0])
        ):
            self.error(
                "operation being parsed with an unregistered dialect. If this is intended, "
                "please use -allow-unregistered-dialect with the MLIR tool used"
            )
        state = OpState(new_id(), name, self.loc_at(name_offset))
        self.parse_generic_operation_body(state, opdef)
        return state

    def parse_generic_operation_body(self, state: OpState, opdef: OpDef | None) -> None:
        self.expect("(", "expected '(' to start operand list")
        uses: list[tuple[str, int, int]] = []
        if self.tok.kind is L.PERCENT:
            while True:
                uses.append(self.parse_ssa_use())
                if not self.consume_if(","):
                    break
        self.expect(")", "expected ')' to end operand list")
        if self.is_punct("["):
            # Unregistered ops might be terminators; registered ones must be.
            if opdef is not None and IS_TERMINATOR not in opdef.traits:
                self.error("successors in non-terminator")
            self.advance()
            if self.is_punct("]"):
                self.error_wrong_token("expected list element")
            while True:
                if self.tok.kind is not L.CARET:
                    self.error_wrong_token("expected block name")
                state.successors.append(self.parse_block_ref())
                if not self.consume_if(","):
                    break
            self.expect("]", "expected ',' or ']'")
        if self.is_punct("<"):
            self.advance()
            state.properties = self.parse_attribute()
            self.expect(">", "expected '>' to close properties")
        if self.is_punct("("):
            self.advance()
            # The generic form never isolates names, even for ops that are
            # IsolatedFromAbove: the verifier reports such uses instead.
            while True:
                state.regions.append(self.parse_region(state.id, False))
                if not self.consume_if(","):
                    break
            self.expect(")", "expected ')' to end region list")
        if self.is_punct("{"):
            state.attributes.update(self.parse_attr_dict_entries())
        self.expect(":", "expected ':' followed by operation type")
        fty_offset = self.tok.start
        fty = self.parse_type()
        if not isinstance(fty, T.FunctionType):
            self.error_at(fty_offset, "expected function type")
        if len(fty.inputs) != len(uses):
            self.error_at(
                fty_offset,
                f"expected {len(uses)} operand type{chr(0) if len(uses) == 1 else 's'} but had "
                f"{len(fty.inputs)}",
            )
        state.result_types = list(fty.results)
        for (uname, unum, uoff), t in zip(uses, fty.inputs, strict=True):
            state.operands.append(self.resolve_operand(uname, unum, uoff, t))
        given = state.properties
        src_loc = state.loc
        if given is None and opdef is not None and state.attributes:
            self._verify_inherent_attrs(src_loc, opdef, state.attributes)
        if opdef is not None and opdef.inherent is not None:
            _split_inherent(state, opdef.inherent, opdef.default_props)
        self.parse_trailing_location(state)
        if given is not None and opdef is not None and opdef.inherent is not None:
            self._check_properties(src_loc, opdef, given)

    def _verify_inherent_attrs(
        self, src_loc: Location, opdef: OpDef, attrs: dict[str, Attribute]
    ) -> None:
        """MLIR's `verifyInherentAttrs`, run when a registered op's inherent
        attributes come in the attribute dictionary (no `<{...}>`): each must
        satisfy its ODS constraint (names in order), reported at the op."""
        spec = getattr(opdef, "spec", None)
        for a in sorted(getattr(spec, "attributes", ()), key=lambda a: a.name):
            v = attrs.get(a.name)
            if v is not None and not a.constraint.check(v):
                raise ParseError(
                    Diagnostic(
                        Severity.ERROR,
                        src_loc,
                        f"'{opdef.name}' op attribute '{a.name}' failed to satisfy constraint: "
                        f"{a.constraint.summary}",
                    )
                )

    def _check_properties(self, src_loc: Location, opdef: OpDef, given: Attribute) -> None:
        """MLIR's `setPropertiesFromAttribute` for a registered op: the
        properties must be a dictionary whose inherent entries have the
        storage kind the op declares (`OpDef.extra["inherent_kinds"]`,
        name -> attribute class, tuple of classes, or a predicate on the
        attribute for kinds a class cannot say: enum cases, TypedAttr).
        Unknown keys are dropped (see `_split_inherent`)."""

        def fail(why: str) -> NoReturn:
            raise ParseError(
                Diagnostic(
                    Severity.ERROR,
                    src_loc,
                    f"invalid properties {given} for op {opdef.name}: {why}",
                )
            )

        if not isinstance(given, DictionaryAttr):
            fail("expected DictionaryAttr to set properties")
        kinds: dict[str, Any] = opdef.extra.get("inherent_kinds", {})
        for name in opdef.inherent or ():
            kind = kinds.get(name)
            a = given.get(name)
            if a is None or kind is None:
                continue
            ok = isinstance(a, kind) if isinstance(kind, (type, tuple)) else kind(a)
            if not ok:
                fail(f"Invalid attribute `{name}` in property conversion: {a}")

    def parse_trailing_location(self, state: OpState) -> None:
        if not self.is_keyword("loc"):
            return
        self.advance()
        self.expect("(", "expected '(' in location")

        def setter(loc: Location) -> None:
            # A `#loc` alias defined at the end of the file resolves after the
            # op's record exists.
            state.loc = loc
            rec = self.ops.get(state.id)
            if rec is not None:
                self.ops[state.id] = make_op_record(
                    rec.name, rec.operands, rec.results, rec.attributes, rec.properties,
                    rec.regions, rec.successors, rec.parent, loc,
                )  # fmt: skip

        self.parse_location_body(setter, lambda: ("op", state.id))
        self.expect(")", "expected ')' in location")

    def parse_custom_operation(self) -> OpState:
        """MLIR's `parseCustomOperation`: a registered op's own syntax, with
        the enclosing op's default dialect tried for a name without a dot."""
        tok = self.tok
        original = tok.text
        name = original
        # The name is consumed (and the next token lexed) before any check.
        self.advance()
        opdef = self.ctx.op(name)
        if opdef is None:
            dialect, dot, _ = name.partition(".")
            if not dot:
                dialect = self.default_dialects[-1]
                name = f"{dialect}.{original}"
                opdef = self.ctx.op(name)
            if opdef is None:
                tried = f" (tried '{name}' as well)" if name != original else ""
                if not self.ctx.is_registered_dialect(dialect):
                    d = Diagnostic(
                        Severity.ERROR,
                        self.loc_at(tok.start),
                        f"Dialect `{dialect}' not found for custom op '{original}' {tried}",
                    )
                    d.attach_note(
                        "Available dialects: "
                        + ", ".join(sorted(self.ctx.dialects))
                        + " ; for more info on dialect registration see "
                        "https://mlir.llvm.org/getting_started/Faq/"
                        "#registered-loaded-dependent-whats-up-with-dialects-management"
                    )
                    raise ParseError(d)
                self.error_at(tok.start, f"custom op '{original}' is unknown{tried}")
        if opdef.parse is None:
            # MLIR's default hook for an op without a custom assembly form.
            self.error_at(tok.start, f"custom op '{original}' has no custom assembly form")
        state = OpState(new_id(), opdef.name, self.loc_at(tok.start))
        self.default_dialects.append(getattr(opdef, "default_dialect", ""))
        try:
            opdef.parse(self, state)
        finally:
            self.default_dialects.pop()
        self.parse_trailing_location(state)
        return state

    def create_op(self, state: OpState, block: int, result_ids: list[int]) -> int:
        op = state.id
        vrecs = self.values
        for i, (r, t) in enumerate(zip(result_ids, state.result_types, strict=True)):
            vrecs[r] = make_value_record(t, op, i, False, None)
        attrs = DictionaryAttr.of(state.attributes) if state.attributes else EMPTY_DICT
        self.ops[op] = make_op_record(
            state.name, tuple(state.operands), tuple(result_ids), attrs, state.properties,
            tuple(state.regions), tuple(state.successors), block, state.loc,
        )  # fmt: skip
        return op

    def parse_ssa_use(self) -> tuple[str, int, int]:
        """`%name` or `%name#N`: (name, number, offset)."""
        tok = self.tok
        if tok.kind is not L.PERCENT:
            self.error_wrong_token("expected SSA operand")
        self.advance()
        nxt = self.tok
        number = 0
        if nxt.kind is L.HASH:
            num = nxt.text[1:]
            if not (num.isascii() and num.isdigit()) or int(num) >= 1 << 32:
                self.error("invalid SSA value result number")
            self.advance()
            number = int(num)
        return tok.text, number, tok.start

    # ------------------------------------------------------------------
    # Regions and blocks
    # ------------------------------------------------------------------

    def parse_region(self, op: int, isolated: bool) -> int:
        region = new_id()
        self.expect("{", "expected '{' to begin a region")
        self.push_region_scope(isolated)
        blocks: list[int] = []
        if not self.is_punct("}"):
            if self.tok.kind is not L.CARET:
                # Implicit entry block without a label.
                b = new_id()
                blocks.append(b)
                self.parse_block_body(b, region, ())
            while self.tok.kind is L.CARET:
                blocks.append(self.parse_block(region))
        self.expect("}", "expected '}' to end region")  # caller sees '}' gone
        self.pop_region_scope(isolated)
        self.regions[region] = RegionRecord(tuple(blocks), op)
        return region

    def parse_block_ref(self) -> int:
        tok = self.advance()
        scope = self.block_scopes[-1].blocks
        e = scope.get(tok.text)
        if e is None:
            e = scope[tok.text] = [new_id(), False, tok.start]
        return e[0]  # type: ignore[no-any-return]

    def parse_block(self, region: int) -> int:
        tok = self.advance()
        scope = self.block_scopes[-1].blocks
        e = scope.get(tok.text)
        if e is None:
            e = scope[tok.text] = [new_id(), True, tok.start]
        elif e[1]:
            self.error_at(tok.start, f"redefinition of block '{tok.text}'")
        else:
            e[1] = True
            e[2] = tok.start
        block = e[0]
        args: list[int] = []
        # MLIR's parseOptionalBlockArgList: `%name(#N)? : type loc(...)?`,
        # each defined once its location is read.
        if self.consume_if("(") and not self.consume_if(")"):
            idx = 0
            while True:
                name, num, off = self.parse_ssa_use()
                if num:
                    name = f"{name}#{num}"
                self.expect(":", "expected ':' and type for SSA operand")
                t = self.parse_type()
                # [explicit location, argument id], filled in either order (a
                # `#loc` alias may be resolved at the end of the file).
                cell: list[Any] = [None, None]

                def set_arg_loc(lc: Location, cell: list[Any] = cell) -> None:
                    cell[0] = lc
                    if cell[1] is not None:
                        r = self.values[cell[1]]
                        self.values[cell[1]] = make_value_record(r.type, r.owner, r.index, True, lc)

                if self.is_keyword("loc"):
                    self.advance()
                    self.expect("(", "expected '(' in location")

                    def arg_owner(cell: list[Any] = cell) -> tuple[str, int]:
                        return ("arg", cell[1])

                    self.parse_location_body(set_arg_loc, arg_owner)
                    self.expect(")", "expected ')' in location")
                arg = self._define_block_arg(name, off, t, block, idx)
                cell[1] = arg
                if cell[0] is not None:
                    set_arg_loc(cell[0])
                args.append(arg)
                idx += 1
                if not self.consume_if(","):
                    break
            self.expect(")", "expected ')'")
        self.expect(":", "expected ':' after block name")
        self.parse_block_body(block, region, tuple(args))
        return block  # type: ignore[no-any-return]

    def _define_block_arg(self, name: str, offset: int, t: T.Type, block: int, idx: int) -> int:
        scope = self.scopes[-1]
        if name in scope.values:
            prev = scope.def_offsets.get(name, offset)
            d = Diagnostic(
                Severity.ERROR, self.loc_at(offset), f"redefinition of SSA value '{name}'"
            )
            d.attach_note("previously defined here", self.loc_at(prev))
            raise ParseError(d)
        v = scope.forward.pop(name, None)
        if v is not None:
            want = self.forward_types.pop(v)
            if want != t:
                d = Diagnostic(
                    Severity.ERROR,
                    self.loc_at(offset),
                    f"definition of SSA value '{name}#0' has type '{t}'",
                )
                d.attach_note(
                    f"previously used here with type '{want}'", self.loc_at(scope.def_offsets[name])
                )
                raise ParseError(d)
            del self.forward_uses[v]
        else:
            v = new_id()
        self.values[v] = make_value_record(t, block, idx, True, self.loc_at(offset))
        scope.values[name] = v
        scope.def_offsets[name] = offset
        scope.region_names[-1].append(name)
        return v

    def parse_block_body(self, block: int, region: int, args: tuple[int, ...]) -> None:
        ops: list[int] = []
        while True:
            tok = self.tok
            kind = tok.kind
            if kind is L.CARET or (kind is L.PUNCT and tok.text == "}"):
                break
            if kind is L.PERCENT or kind is L.STRING:
                pos = self._fast_ops(tok.start, block, ops)
                if pos != tok.start:
                    self.reset(pos)
                    continue
            if self._templates:
                pos = self._template_ops(tok.start, block, ops)
                if pos != tok.start:
                    self.reset(pos)
                    continue
            ops.append(self._parse_and_learn(block))
        self._finish_block(block, region, args, ops)

    def _finish_block(self, block: int, region: int, args: tuple[int, ...], ops: list[int]) -> None:
        links = self.links
        n = len(ops)
        prev = NO_ID
        for i, o in enumerate(ops):
            links[o] = (prev, ops[i + 1] if i + 1 < n else NO_ID)
            prev = o
        self.blocks[block] = BlockRecord(
            args, region, ops[0] if ops else NO_ID, ops[-1] if ops else NO_ID
        )

    # ------------------------------------------------------------------
    # Types
    # ------------------------------------------------------------------

    def parse_type(self) -> T.Type:
        tok = self.tok
        kind = tok.kind
        if kind is L.BARE:
            text = tok.text
            t = _SIMPLE_TYPES.get(text)
            if t is not None:
                self.advance()
                return t
            m = _INT_TYPE.match(text)
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
        if tok.kind is not L.INTEGER or int(text) >= 1 << 63:
            self.error("invalid dimension")
        self.advance()
        return int(text)

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
                or text in _TYPE_KEYWORDS
                or _INT_TYPE.match(text) is not None
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

    def _check_namespace(self, dialect: str, loc: int) -> None:
        """OpaqueAttr/OpaqueType::verify: `Dialect::isValidNamespace`."""
        if _NAMESPACE.match(dialect) is None:
            from pdlx.syntax.printer import quote

            self.error_at(loc, f"invalid dialect namespace '{quote(dialect)}'")

    def parse_extended_type(self) -> T.Type:
        alias, dialect, data, loc, data_loc = self._dialect_symbol(self.type_aliases)
        if alias is not None:
            return alias  # type: ignore[no-any-return]
        d = self.ctx.dialects.get(dialect)
        if d is not None:
            if d.type_parser is None:
                self.error_at(
                    L.skip_ws(self.text, data_loc),
                    f"dialect '{dialect}' provides no type parsing hook",
                )
            return d.type_parser(self, dialect, data, data_loc)  # type: ignore[no-any-return]
        self._check_namespace(dialect, loc)
        if not self.allow_unregistered:
            from pdlx.syntax.printer import quote

            self.error_at(
                loc,
                f'`!{quote(dialect)}<"{data}">` type created with unregistered dialect. If this '
                "is intended, please call allowUnregisteredDialects() on the MLIRContext, or use "
                "-allow-unregistered-dialect with the MLIR opt tool used",
            )
        return T.OpaqueType(dialect, data)

    def read_balanced_body(self) -> str:
        """The text of `<...>` starting at the current `<` token, with nested
        brackets and strings balanced: MLIR's `parseDialectSymbolBody`, whose
        errors all point at the opening token."""
        text = self.text
        start = self.tok.start
        # MLIR's current token: the `<`, then the last string lexed inside.
        cur = start
        n = len(text)
        stack: list[str] = []
        openers = {">": "<", "]": "[", ")": "(", "}": "{"}
        i = start
        while True:
            c = text[i] if i < n else "\0"
            i += 1
            if c == "\0":
                if stack:
                    self.error_at(cur, f"unbalanced '{stack[-1]}' character in pretty dialect name")
                self.error_at(cur, "unexpected nul or EOF in pretty dialect name")
            if c in "<[({":
                stack.append(c)
                continue
            if c == "-":
                if i < n and text[i] == ">":
                    i += 1
                continue
            if c in openers:
                if stack[-1] != openers[c]:
                    self.error_at(cur, f"unbalanced '{stack[-1]}' character in pretty dialect name")
                stack.pop()
                if not stack:
                    break
                continue
            if c == '"':
                tok = self._lex_at(i - 1)
                if tok.kind is not L.STRING:
                    self.error_at(i - 1, "expected '\"' in string literal")
                cur = tok.start
                i = tok.end
        body = text[start:i]
        self.reset(i)
        return body

    def _lex_at(self, pos: int) -> Token:
        try:
            return lex(self.text, pos)
        except LexError as e:
            self.lex_error(e)

    # ------------------------------------------------------------------
    # Attributes
    # ------------------------------------------------------------------

    def parse_attr_dict_entries(self) -> dict[str, Attribute]:
        """MLIR's `parseAttributeDict`: `{` (name (`=` attr)?) list `}`."""
        self.expect("{", "expected '{' in attribute dictionary")
        out: dict[str, Attribute] = {}
        if self.consume_if("}"):
            return out
        while True:
            tok = self.tok
            if tok.kind is L.STRING:
                name = unescape(tok.text[1:-1])
                if not name:
                    self.error("expected valid attribute name")
            elif tok.kind is L.BARE:
                name = tok.text
            else:
                self.error_wrong_token("expected attribute name")
            if name in out:
                self.error(f"duplicate key '{name}' in dictionary attribute")
            self.advance()
            if self.consume_if("="):
                out[name] = self.parse_attribute()
            else:
                out[name] = UNIT
            if not self.consume_if(","):
                break
        self.expect("}", "expected '}' in attribute dictionary")
        return out

    def parse_attribute(self, type: T.Type | None = None) -> Attribute:
        tok = self.tok
        kind = tok.kind
        if kind is L.PUNCT:
            p = tok.text
            if p == "[":
                self.advance()
                elems: list[Attribute] = []
                if not self.consume_if("]"):
                    elems.append(self.parse_attribute())
                    while self.consume_if(","):
                        elems.append(self.parse_attribute())
                    self.expect("]", "expected ',' or ']'")
                return ArrayAttr(tuple(elems))
            if p == "{":
                return DictionaryAttr.of(self.parse_attr_dict_entries())
            if p == "-":
                self.advance()
                nxt = self.tok
                if nxt.kind is L.INTEGER or nxt.kind is L.FLOAT:
                    return self.parse_number(negative=True, start=nxt.start, type=type)
                self.error_wrong_token("expected constant integer or floating point value")
            if p == "(":
                return TypeAttr(self.parse_type())
            self.error_wrong_token("expected attribute value")
        if kind is L.INTEGER or kind is L.FLOAT:
            return self.parse_number(negative=False, start=tok.start, type=type)
        if kind is L.STRING:
            self.advance()
            s = unescape(tok.text[1:-1])
            if type is None and self.consume_if(":"):
                return StringAttr(s, self.parse_type())
            return StringAttr(s, type) if type is not None else StringAttr(s)
        if kind is L.AT:
            return self.parse_symbol_ref()
        if kind is L.HASH:
            return self.parse_extended_attr(type)
        if kind is L.BANG:
            return TypeAttr(self.parse_type())
        if kind is L.BARE:
            text = tok.text
            if text == "true" or text == "false":
                self.advance()
                return BoolAttr(text == "true")
            if text == "unit":
                self.advance()
                return UNIT
            if text == "loc":
                self.advance()
                self.expect("(", "expected '(' in inline location")
                loc = self.parse_location_inner()
                self.expect(")", "expected ')' in inline location")
                return loc
            if text in ("affine_map", "affine_set"):
                return parse_affine_attr(self, text)
            if text == "strided":
                return self.parse_strided_layout()
            if text in ("dense", "dense_resource", "sparse", "array"):
                return self.parse_elements_attr(text)
            if text == "distinct":
                return self.parse_distinct_attr()
            if _INT_TYPE.match(text) or text in _TYPE_KEYWORDS:
                return TypeAttr(self.parse_type())
            self.error_wrong_token("expected attribute value")
        self.error_wrong_token("expected attribute value")

    def parse_number(self, negative: bool, start: int, type: T.Type | None) -> Attribute:
        """MLIR's `parseFloatAttr` / `parseDecOrHexAttr`; the current token is
        the literal (after any `-`), at `start`."""
        tok = self.advance()
        text = tok.text
        if type is None:
            type = (
                self.parse_type()
                if self.consume_if(":")
                else (T.f64 if tok.kind is L.FLOAT else T.i64)
            )
        if tok.kind is L.FLOAT:
            if not isinstance(type, T.FloatType):
                self.error("floating point value not valid for specified type")
            return FloatAttr(self.float_bits(tok, negative, type), type)
        if isinstance(type, T.FloatType):
            return FloatAttr(self.float_bits(tok, negative, type), type)
        if not isinstance(type, (T.IntegerType, T.IndexType)):
            self.error_at(start, "integer literal not valid for specified type")
        if negative and isinstance(type, T.IntegerType) and type.signedness == "u":
            self.error_at(start, "negative integer literal not valid for unsigned integer type")
        value = _attribute_int(text, negative, type)
        if value is None:
            self.error_at(start, "integer constant out of range for attribute")
        return IntegerAttr(value, type)

    def float_bits(self, tok: Token, negative: bool, ft: T.FloatType) -> int:
        """MLIR's `parseFloatFromLiteral`: the bits of a float or hex integer
        literal token; errors (and their notes) at the token."""
        from pdlx.ir import floats

        try:
            return floats.parse_float(("-" if negative else "") + tok.text, ft.name)
        except floats.FloatLiteralError as e:
            self.error_at(tok.start, str(e), e.note)

    def parse_symbol_ref(self) -> SymbolRefAttr:
        tok = self.advance()
        root = _symbol_text(tok.text)
        nested: list[str] = []
        while self.is_punct(":"):
            # `::` is two `:` tokens (spaces allowed between them); a single
            # `:` is left for the caller.
            colon = self.advance()
            if not self.is_punct(":"):
                if self.tok.kind is not L.EOF:
                    self.reset(colon.start)
                break
            self.advance()
            t = self.tok
            if t.kind is not L.AT:
                # At the token itself, even at the end of the file.
                self.error_at(t.start, "expected nested symbol reference identifier")
            self.advance()
            nested.append(_symbol_text(t.text))
        return SymbolRefAttr(root, tuple(nested))

    def _dialect_symbol(self, aliases: dict[str, Any]) -> tuple[Any, str, str, int, int]:
        """MLIR's `parseExtendedSymbol` up to the dialect hook: consumes
        `#name`/`!name` and its `<...>` body. Returns (alias value or None,
        dialect, symbol data, location for an opaque symbol's errors, where
        the data starts: the dialect hook's name location is the first
        token there)."""
        tok = self.advance()
        ident = tok.text[1:]
        dialect, dot, rest = ident.partition(".")
        nxt = self.tok
        has_body = nxt.kind is L.PUNCT and nxt.text == "<" and nxt.start == tok.end
        if not dot and not has_body:
            a = aliases.get(ident)
            if a is None:
                self.error_wrong_token(f"undefined symbol alias id '{ident}'")
            return a, "", "", 0, 0
        if not dot:
            body_start = self.tok.start
            return None, dialect, self.read_balanced_body()[1:-1], tok.start, body_start + 1
        loc = tok.start + len(dialect) + 2
        if has_body:
            rest += self.read_balanced_body()
        return None, dialect, rest, loc, loc

    def parse_extended_attr(self, type: T.Type | None = None) -> Attribute:
        alias, dialect, data, loc, data_loc = self._dialect_symbol(self.attr_aliases)
        if alias is not None:
            return alias  # type: ignore[no-any-return]
        attr_type = type
        if self.consume_if(":"):
            attr_type = self.parse_type()
        d = self.ctx.dialects.get(dialect)
        if d is not None:
            if d.attr_parser is None:
                self.error_at(
                    L.skip_ws(self.text, data_loc),
                    f"dialect '{dialect}' provides no attribute parsing hook",
                )
            return d.attr_parser(self, dialect, data, data_loc)  # type: ignore[no-any-return]
        self._check_namespace(dialect, loc)
        if not self.allow_unregistered:
            from pdlx.syntax.printer import quote

            shown = attr_type if attr_type is not None else T.none
            self.error_at(
                loc,
                f"#{quote(dialect)}<\"{data}\"> : '{shown}' attribute created with "
                "unregistered dialect. If this is intended, please call "
                "allowUnregisteredDialects() on the MLIRContext, or use "
                "-allow-unregistered-dialect with the MLIR opt tool used",
            )
        return OpaqueAttr(dialect, data, attr_type)

    def parse_strided_layout(self) -> StridedLayoutAttr:
        """MLIR's `parseStridedLayoutAttr`."""
        self.advance()
        self.expect("<", "expected '<' after 'strided'")
        self.expect("[", "expected '['")

        def dim() -> int:
            if self.consume_if("?"):
                return DYNAMIC_STRIDE
            loc = self.tok.start
            neg = self.consume_if("-")
            t = self.tok
            v = _int_literal(t.text) if t.kind is L.INTEGER else -1
            if not 0 <= v < 1 << 63:
                self.error_at(loc, "expected a 64-bit signed integer or '?'")
            self.advance()
            return -v if neg else v

        strides: list[int] = []
        if not self.is_punct("]"):
            strides.append(dim())
            while self.consume_if(","):
                strides.append(dim())
        self.expect("]", "expected ']'")
        offset = 0
        if not self.consume_if(">"):
            self.expect(",", "expected ','")
            if not self.is_keyword("offset"):
                self.error_wrong_token("expected 'offset' after comma")
            self.advance()
            self.expect(":", "expected ':' after 'offset'")
            offset = dim()
            self.expect(">", "expected '>'")
        return StridedLayoutAttr(offset, tuple(strides))

    def parse_elements_attr(self, keyword: str) -> Attribute:
        from pdlx.syntax import elements

        return elements.parse(self, keyword)

    def parse_distinct_attr(self) -> Attribute:
        """MLIR's `parseDistinctAttr`: ids are per file, and an id seen again
        must reference the same attribute."""
        from pdlx.ir.attributes import DistinctAttr

        tok = self.advance()
        self.expect("[", "expected '[' after 'distinct'")
        t = self.tok
        if t.kind is not L.INTEGER:
            self.error_wrong_token("expected distinct ID")
        self.advance()
        key = _int_literal(t.text)
        if key >= 1 << 64:
            self.error("expected an unsigned 64-bit integer")
        self.expect("]", "expected ']' to close distinct ID")
        self.expect("<", "expected '<' after distinct ID")
        if self.consume_if(">"):
            ref: Attribute = UNIT
        else:
            try:
                ref = self.parse_attribute()
            except ParseError as e:
                if not e.lexical:
                    tok_ = self.tok
                    at = max(tok_.start - 1, 0) if tok_.kind is L.EOF else tok_.start
                    e.diagnostics.append(
                        Diagnostic(Severity.ERROR, self.loc_at(at), "expected attribute")
                    )
                raise
            self.expect(">", "expected '>' to close distinct attribute")
        cache = self.__dict__.setdefault("_distinct", {})
        if key in cache:
            if cache[key].referenced != ref:
                self.error_at(
                    tok.start,
                    f"referenced attribute does not match previous definition: {cache[key].referenced}",
                )
            return cache[key]  # type: ignore[no-any-return]
        d = DistinctAttr(new_id(), ref)
        cache[key] = d
        return d

    # ------------------------------------------------------------------
    # Locations
    # ------------------------------------------------------------------

    def parse_location_body(
        self,
        setter: Callable[[Location], None],
        owner: Callable[[], tuple[str, int]] | None = None,
    ) -> None:
        """Inside `loc(`...`)`: a location, or a `#alias` (no dot) that may be
        defined later in the file and is then resolved at the end."""
        tok = self.tok
        if tok.kind is L.HASH and "." not in tok.text:
            self.advance()
            name = tok.text[1:]
            a = self.attr_aliases.get(name)
            if a is not None:
                if not isinstance(a, Location):
                    self.error_at(tok.start, f"expected location, but found '{self._attr_text(a)}'")
                setter(a)
            else:
                self.deferred_locs.append((name, tok.start, setter, owner))
            return
        setter(self.parse_location_inner())

    def _attr_text(self, a: Attribute) -> str:
        """An attribute as MLIR prints it in a diagnostic."""
        from pdlx.syntax.printer import attr_to_str

        return attr_to_str(a)

    def parse_location_inner(self) -> Location:
        """MLIR's `parseLocationInstance`."""
        tok = self.tok
        if tok.kind is L.HASH:
            a = self.parse_extended_attr()
            if not isinstance(a, Location):
                self.error(f"expected location attribute, but got{self._attr_text(a)}")
            return a
        if tok.kind is L.STRING:
            return self._parse_name_or_file_loc()
        if tok.kind is not L.BARE:
            self.error_wrong_token("expected location instance")
        if tok.text == "callsite":
            self.advance()
            self.expect("(", "expected '(' in callsite location")
            callee = self.parse_location_inner()
            if not self.is_keyword("at"):
                self.error_wrong_token("expected 'at' in callsite location")
            self.advance()
            caller = self.parse_location_inner()
            self.expect(")", "expected ')' in callsite location")
            return CallSiteLoc(callee, caller)
        if tok.text == "fused":
            self.advance()
            meta: Attribute | None = None
            if self.consume_if("<"):
                meta = self.parse_attribute()
                self.expect(">", "expected '>' after fused location metadata")
            self.expect("[", "expected '[' in fused location")
            locs: list[Location] = []
            if not self.consume_if("]"):
                locs.append(self.parse_location_inner())
                while self.consume_if(","):
                    locs.append(self.parse_location_inner())
                self.expect("]", "expected ']' in fused location")
            return fused_loc(locs, meta)
        if tok.text == "unknown":
            self.advance()
            return UNKNOWN_LOC
        self.error_wrong_token("expected location instance")

    def _parse_name_or_file_loc(self) -> Location:
        """MLIR's `parseNameOrFileLineColRange`."""
        s = unescape(self.advance().text[1:-1])
        if self.consume_if(":"):
            # MLIR names a file location with no file name "-".
            s = s or "-"
            line = self._loc_uint("expected integer line number in FileLineColRange")
            if not self.consume_if(":"):
                return FileLoc(s, line, 0)
            col = self._loc_uint("expected integer column number in FileLineColRange")
            if not self.is_keyword("to"):
                return FileLoc(s, line, col)
            self.advance()
            end_line: int | None = None
            if self.tok.kind is L.INTEGER:
                end_line = self._loc_uint("expected integer line number in FileLineColRange")
            if not self.is_punct(":"):
                self.error_wrong_token(
                    "expected either integer or `:` post `to` in FileLineColRange"
                )
            self.advance()
            end_col = self._loc_uint("expected integer column number in FileLineColRange")
            return FileLoc(s, line, col, end_line, end_col)
        if self.consume_if("("):
            child = self.parse_location_inner()
            self.expect(")", "expected ')' after child location of NameLoc")
            return NameLoc(s, child)
        return NameLoc(s, None)

    def _loc_uint(self, message: str) -> int:
        """An integer token that fits MLIR's `unsigned` (`getUnsignedIntegerValue`)."""
        t = self.tok
        if t.kind is not L.INTEGER:
            self.error_wrong_token(message)
        v = _int_literal(t.text)
        if v >= 1 << 32:
            self.error_wrong_token(message)
        self.advance()
        return v

    def _post_order_ranks(self, top_ops: list[int]) -> dict[tuple[str, int], int]:
        """Positions in MLIR's post-order op walk: ("op", id) after the ops
        nested in it, then ("arg", id) for the arguments of its blocks."""
        ops, regions, blocks, links = self.ops, self.regions, self.blocks, self.links
        rank: dict[tuple[str, int], int] = {}
        # (op, children pushed?) entries; children are pushed in reverse.
        stack: list[tuple[int, bool]] = [(o, False) for o in reversed(top_ops)]
        while stack:
            op, expanded = stack.pop()
            rec = ops[op]
            if expanded:
                rank[("op", op)] = len(rank)
                for r in rec.regions:
                    for b in regions[r].blocks:
                        for a in blocks[b].args:
                            rank[("arg", a)] = len(rank)
                continue
            stack.append((op, True))
            children: list[int] = []
            for r in rec.regions:
                for b in regions[r].blocks:
                    o = blocks[b].first
                    while o:
                        children.append(o)
                        o = links[o][1]
            stack.extend((c, False) for c in reversed(children))
        return rank

    def resolve_deferred_locs(self, top_ops: list[int]) -> None:
        """MLIR's `finalize`: deferred location aliases are resolved in a
        post-order walk of the ops (each op, then its regions' block
        arguments), stopping at the first that is undefined or not a location."""
        entries = self.deferred_locs
        if len(entries) > 1:
            rank = self._post_order_ranks(top_ops)
            unknown = len(rank)

            def key(
                e: tuple[
                    str, int, Callable[[Location], None], Callable[[], tuple[str, int]] | None
                ],
            ) -> tuple[int, int]:
                owner = e[3]
                return (unknown if owner is None else rank.get(owner(), unknown), e[1])

            entries = sorted(entries, key=key)
        for name, offset, setter, _ in entries:
            a = self.attr_aliases.get(name)
            if a is None:
                self.error_at(offset, "operation location alias was never defined")
            if not isinstance(a, Location):
                self.error_at(offset, f"expected location, but found '{a}'")
            setter(a)


def _split_inherent(
    state: OpState, inherent: tuple[str, ...], defaults: dict[str, Attribute] | None = None
) -> None:
    """A registered op keeps inherent attributes as properties: unknown
    property keys are dropped and inherent names given in the attribute
    dictionary move into the properties, as MLIR's generic parser does;
    default-valued attributes not given get their default (ODS's
    populateDefaultProperties)."""
    props: dict[str, Attribute] = {}
    if isinstance(state.properties, DictionaryAttr):
        props = {k: v for k, v in state.properties.items() if k in inherent}
    for name in inherent:
        if name in state.attributes:
            props[name] = state.attributes.pop(name)
    if defaults:
        for name, value in defaults.items():
            props.setdefault(name, value)
    state.properties = DictionaryAttr.of(props) if props else None


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


def _int_literal(text: str) -> int:
    """The value of an integer token (`0x...` hex, or decimal with any
    leading zeros)."""
    return int(text, 16) if text[1:2] == "x" else int(text)


def _symbol_text(tok_text: str) -> str:
    body = tok_text[1:]
    if body.startswith('"'):
        return unescape(body[1:-1])
    return body


def _attribute_int(text: str, negative: bool, t: T.IntegerType | T.IndexType) -> int | None:
    """MLIR's `buildAttributeAPInt` for a literal's spelling: the value as
    pdlx stores it (signless and signed types as signed values), or None when
    it does not fit."""
    value = int(text, 16) if text[1:2] == "x" else int(text)
    if isinstance(t, T.IndexType):
        w, signed = 64, True
    else:
        w, signed = t.width, t.signedness == "s"
    if not negative:
        if value < (1 << (w - 1)) if w else value == 0:
            return value
        from pdlx.ir.dense import build_apint, canonical_int

        raw = build_apint(text, w, signed)
        return None if raw is None else canonical_int(raw, t)
    from pdlx.ir.dense import build_apint, canonical_int

    raw = build_apint("-" + text, w, signed)
    return None if raw is None else canonical_int(raw, t)


def parse(
    text: str,
    name: str = "-",
    *,
    context: Context | None = None,
    allow_unregistered: bool = False,
) -> Snapshot:
    """Parse MLIR text into a snapshot; raises `ParseError` with diagnostics."""
    parser = Parser(text, name, context=context, allow_unregistered=allow_unregistered)
    return run_deep(parser.parse_module)


def parse_affine_map_or_set(text: str) -> AffineMapAttr | IntegerSetAttr:
    """Parse the inside of `affine_map<...>` / `affine_set<...>`.

    Raises `ValueError(message, offset)` with MLIR's message and the offset
    of the error within `text`."""
    p = Parser(text, "<mlir_parser_buffer>")
    try:
        p.reset(0)
        r = AffineParser(p).parse_map_or_set()
        if p.tok.kind is not L.EOF:
            p.error_at(p.tok.start, "encountered unexpected token")
    except DiagnosticError as e:
        d = e.diagnostics[0]
        offset = getattr(d.loc, "offset", 0)
        raise ValueError(d.message, offset) from None
    return AffineMapAttr(r) if isinstance(r, AffineMap) else IntegerSetAttr(r)
