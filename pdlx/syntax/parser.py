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
from typing import Any, Final, NoReturn

import immutables

from pdlx.diagnostics import Diagnostic, DiagnosticError, Severity
from pdlx.dialects.registry import ISOLATED_FROM_ABOVE, Context, OpDef
from pdlx.ir import types as T
from pdlx.ir.attributes import (
    EMPTY_DICT,
    UNIT,
    ArrayAttr,
    Attribute,
    DictionaryAttr,
    FloatAttr,
    IntegerAttr,
    OpaqueAttr,
    OpaqueBuiltinAttr,
    StridedLayoutAttr,
    DYNAMIC_STRIDE,
    StringAttr,
    SymbolRefAttr,
    TypeAttr,
    BoolAttr,
)
from pdlx.ir.location import (
    fused_loc,
    UNKNOWN_LOC,
    CallSiteLoc,
    FileLoc,
    FusedLoc,
    Location,
    NameLoc,
    Source,
    SourceLoc,
    UnknownLoc,
)
from pdlx.ir.deep import run_deep
from pdlx.ir.gcpause import paused_gc
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
from pdlx.syntax import lexer as L
from pdlx.syntax.lexer import LexError, Token, lex, unescape

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
_DIMS: Final = re.compile(r"[ \t\n]*((?:[0-9]+|\?)[ \t\n]*x)")
_SCALABLE_DIM: Final = re.compile(r"[ \t\n]*\[[ \t\n]*([0-9]+)[ \t\n]*\][ \t\n]*x")
_INT_TYPE: Final = re.compile(r"(s|u)?i([0-9]+)\Z")
_BARE_ID: Final = re.compile(r"[a-zA-Z_][a-zA-Z0-9_$.]*\Z")

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
    pass


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
        self.deferred_locs: list[tuple[str, int, Callable[[Location], None]]] = []
        self.fty_cache: dict[str, T.FunctionType | None] = {}
        self._fast_names: dict[str, bool] = {}
        self.dialect_resources: dict[str, dict[str, tuple[str, object]]] = {}
        self.external_resources: dict[str, dict[str, tuple[str, object]]] = {}
        self.diagnostics: list[Diagnostic] = []

    # ------------------------------------------------------------------
    # Tokens and errors
    # ------------------------------------------------------------------

    def loc_at(self, offset: int) -> SourceLoc:
        return SourceLoc(self.source, self.base + offset)

    def error_at(self, offset: int, message: str) -> NoReturn:
        raise ParseError(Diagnostic(Severity.ERROR, self.loc_at(offset), message))

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
            self.error_at(e.offset, e.message)
        return tok

    def reset(self, pos: int) -> None:
        """Move the cursor to `pos` and scan the token there."""
        try:
            self.tok = lex(self.text, pos)
        except LexError as e:
            self.error_at(e.offset, e.message)

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
            if tok.kind is L.HASH and self._peek_is_eq(tok):
                self.parse_attribute_alias_def()
                continue
            if tok.kind is L.BANG and self._peek_is_eq(tok):
                self.parse_type_alias_def()
                continue
            if tok.kind is L.FILE_METADATA_BEGIN:
                self.parse_file_metadata()
                continue
            ops.append(self.parse_operation(top_block))
        self.finish_forward_refs()
        self.resolve_deferred_locs()
        return self._build(ops, top_block)

    def _peek_is_eq(self, tok: Token) -> bool:
        try:
            nxt = lex(self.text, tok.end)
        except LexError:
            return False
        return nxt.kind is L.PUNCT and nxt.text == "="

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
        return Snapshot(
            root,
            immutables.Map(self.ops),
            immutables.Map(self.values),
            immutables.Map(self.blocks),
            immutables.Map(self.regions),
            immutables.Map(self.links),
            self._resources(),
        )

    def _resources(self) -> Resources:
        if not self.dialect_resources and not self.external_resources:
            return NO_RESOURCES

        def groups(d: dict[str, dict[str, tuple[str, object]]]) -> tuple[Group, ...]:
            return tuple((g, tuple(entries.items())) for g, entries in d.items())

        return Resources(groups(self.dialect_resources), groups(self.external_resources))

    def parse_attribute_alias_def(self) -> None:
        tok = self.advance()
        name = tok.text[1:]
        if name in self.attr_aliases:
            self.error_at(tok.start, f"redefinition of attribute alias id '{name}'")
        if "." in name:
            self.error_at(tok.start, "attribute names with a '.' are reserved for dialect-defined names")
        self.expect("=", "expected '=' in attribute alias definition")
        if self.is_keyword("loc") or True:
            pass
        attr = self.parse_attribute()
        self.attr_aliases[name] = attr

    def parse_type_alias_def(self) -> None:
        tok = self.advance()
        name = tok.text[1:]
        if name in self.type_aliases:
            self.error_at(tok.start, f"redefinition of type alias id '{name}'")
        if "." in name:
            self.error_at(tok.start, "type names with a '.' are reserved for dialect-defined names")
        self.expect("=", "expected '=' in type alias definition")
        if self.is_keyword("type"):
            self.advance()
            self.expect("(", "expected '(' in type alias definition")
        self.type_aliases[name] = self.parse_type()

    def parse_file_metadata(self) -> None:
        """`{-# dialect_resources: {...}, external_resources: {...} #-}`."""
        self.advance()
        while True:
            tok = self.tok
            if tok.kind is not L.BARE:
                self.error_wrong_token("expected identifier key in file metadata dictionary")
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
            self.error_wrong_token("expected '#-}' to end file metadata")
        self.advance()

    def _parse_resource_section(
        self, into: dict[str, dict[str, tuple[str, object]]], *, dialects: bool
    ) -> None:
        self.expect("{", "expected '{'")
        if self.consume_if("}"):
            return
        while True:
            tok = self.tok
            if tok.kind is not L.BARE:
                self.error_wrong_token("expected identifier key for 'resource' entry")
            group = tok.text
            if dialects and not self.ctx.is_registered_dialect(group):
                self.error_at(tok.start, f"dialect '{group}' is unknown")
            self.advance()
            self.expect(":", "expected ':'")
            self.expect("{", "expected '{'")
            entries = into.setdefault(group, {})
            if not self.consume_if("}"):
                while True:
                    k = self.tok
                    if k.kind is L.BARE:
                        key = k.text
                    elif k.kind is L.STRING:
                        key = unescape(k.text[1:-1])
                    else:
                        self.error_wrong_token("expected identifier key for 'resource' entry")
                    self.advance()
                    self.expect(":", "expected ':'")
                    v = self.tok
                    if v.kind is L.STRING:
                        text = unescape(v.text[1:-1])
                        if text.startswith("0x"):
                            entries[key] = ("blob", text)
                        else:
                            entries[key] = ("string", text)
                    elif v.kind is L.BARE and v.text in ("true", "false"):
                        entries[key] = ("bool", v.text == "true")
                    else:
                        self.error("expected value for resource entry")
                    self.advance()
                    if not self.consume_if(","):
                        break
                self.expect("}", "expected '}'")
            if not self.consume_if(","):
                break
        self.expect("}", "expected '}'")

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

    def define_results(self, groups: list[tuple[str, int, int]], result_ids: tuple[int, ...]) -> None:
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

    def pop_region_scope(self, isolated: bool) -> None:
        bscope = self.block_scopes.pop()
        undefined = sorted(e[2] for e in bscope.blocks.values() if not e[1])
        if undefined:
            raise ParseError(
                [
                    Diagnostic(Severity.ERROR, self.loc_at(o), "reference to an undefined block")
                    for o in undefined
                ]
            )
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
                    if ct.kind is not L.INTEGER or ct.text.startswith("0x"):
                        self.error("expected integer number of results")
                    count = int(ct.text)
                    if count < 1:
                        self.error("expected named operation to have at least 1 result")
                    self.advance()
                groups.append((t.text, count, t.start))
                if not self.consume_if(","):
                    break
                if self.tok.kind is not L.PERCENT:
                    self.error("expected valid ssa identifier")
            self.expect("=", "expected '=' after SSA name")
        tok = self.tok
        if tok.kind is L.STRING:
            state = self.parse_generic_operation()
        elif tok.kind is L.BARE:
            state = self.parse_custom_operation()
        else:
            self.error("expected operation name in quotes")
        if groups:
            want = sum(c for _, c, _ in groups)
            have = len(state.result_types)
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
            fty = fty_cache.get(fty_text, False)
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
            for v, t in zip(operands, inputs):
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

    def _check_op_name(self, name: str, offset: int) -> OpDef | None:
        opdef = self.ctx.op(name)
        if opdef is not None:
            return opdef
        dialect, dot, _ = name.partition(".")
        if not dot:
            return None
        if self.ctx.is_registered_dialect(dialect) and not self.allow_unregistered:
            self.error_at(
                offset,
                f"operation being parsed with an unregistered dialect. If this is intended, "
                f"please use -allow-unregistered-dialect with the MLIR tool used",
            )
        if not self.allow_unregistered:
            self.error_at(
                offset,
                f"operation being parsed with an unregistered dialect. If this is intended, "
                f"please use -allow-unregistered-dialect with the MLIR tool used",
            )
        return None

    def parse_generic_operation(self) -> OpState:
        name_tok = self.advance()
        name_offset = name_tok.start
        name = unescape(name_tok.text[1:-1])
        if not name:
            self.error_at(name_offset, "empty operation name is invalid")
        if "\0" in name:
            self.error_at(name_offset, "null character not allowed in operation name")
        opdef = self._check_op_name(name, name_offset)
        state = OpState(new_id(), name, self.loc_at(name_offset))
        self.parse_generic_operation_body(state, opdef)
        return state

    def parse_generic_operation_body(self, state: OpState, opdef: OpDef | None) -> None:
        self.expect("(", "expected '(' to start operand list")
        uses: list[tuple[str, int, int]] = []
        if not self.is_punct(")"):
            while True:
                uses.append(self.parse_ssa_use())
                if not self.consume_if(","):
                    break
        self.expect(")", "expected ')' to end operand list")
        if self.is_punct("["):
            self.advance()
            while True:
                if self.tok.kind is not L.CARET:
                    self.error("expected block name")
                state.successors.append(self.parse_block_ref())
                if not self.consume_if(","):
                    break
            self.expect("]", "expected ']'")
        if self.is_punct("<"):
            self.advance()
            state.properties = self.parse_attribute()
            self.expect(">", "expected '>' to close properties")
        if self.is_punct("("):
            self.advance()
            isolated = opdef is not None and ISOLATED_FROM_ABOVE in opdef.traits
            while True:
                state.regions.append(self.parse_region(state.id, isolated))
                if not self.consume_if(","):
                    break
            self.expect(")", "expected ')' to end region list")
        if self.is_punct("{"):
            state.attributes.update(self.parse_attr_dict_entries())
        if opdef is not None and opdef.inherent is not None:
            _split_inherent(state, opdef.inherent)
        self.expect(":", "expected ':' followed by operation type")
        fty_offset = self.tok.start
        fty = self.parse_type()
        if not isinstance(fty, T.FunctionType):
            self.error_at(fty_offset, "expected function type")
        if len(fty.inputs) != len(uses):
            self.error_at(
                fty_offset,
                f"expected {len(uses)} operand type{'' if len(uses) == 1 else 's'} but had "
                f"{len(fty.inputs)}",
            )
        state.result_types = list(fty.results)
        for (uname, unum, uoff), t in zip(uses, fty.inputs, strict=True):
            state.operands.append(self.resolve_operand(uname, unum, uoff, t))
        self.parse_trailing_location(state)

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

        self.parse_location_body(setter)
        self.expect(")", "expected ')' in location")

    def parse_custom_operation(self) -> OpState:
        tok = self.tok
        name = tok.text
        opdef = self.ctx.op(name)
        if opdef is None or opdef.parse is None:
            # MLIR also tries the default dialect (builtin at top level).
            alt = self.ctx.op("builtin." + name) if "." not in name else None
            if alt is None or alt.parse is None:
                self.error_at(tok.start, f"custom op '{name}' is unknown")
            opdef = alt
        self.advance()
        state = OpState(new_id(), opdef.name, self.loc_at(tok.start))
        assert opdef.parse is not None
        opdef.parse(self, state)
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
            self.error("expected SSA operand")
        self.advance()
        nxt = self.tok
        number = 0
        if nxt.kind is L.HASH and nxt.start == tok.end:
            num = nxt.text[1:]
            if not num.isdigit():
                self.error_at(nxt.start, "invalid SSA value result number")
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
            d = Diagnostic(Severity.ERROR, self.loc_at(tok.start), f"redefinition of block '{tok.text}'")
            d.attach_note("previously defined here", self.loc_at(e[2]))
            raise ParseError(d)
        else:
            e[1] = True
            e[2] = tok.start
        block = e[0]
        args: list[int] = []
        if self.consume_if("("):
            if not self.is_punct(")"):
                idx = 0
                while True:
                    name, off = self.parse_ssa_def_name()
                    self.expect(":", "expected ':' and type for SSA operand")
                    t = self.parse_type()
                    arg = self._define_block_arg(name, off, t, block, idx)
                    if self.is_keyword("loc"):
                        self.advance()
                        self.expect("(", "expected '(' in location")
                        vid = arg

                        def set_arg_loc(lc: Location, vid: int = vid) -> None:
                            r = self.values[vid]
                            self.values[vid] = make_value_record(r.type, r.owner, r.index, True, lc)

                        self.parse_location_body(set_arg_loc)
                        self.expect(")", "expected ')' in location")
                    args.append(arg)
                    idx += 1
                    if not self.consume_if(","):
                        break
            self.expect(")", "expected ')' to end argument list")
        self.expect(":", "expected ':' after block name")
        self.parse_block_body(block, region, tuple(args))
        return block  # type: ignore[no-any-return]

    def parse_ssa_def_name(self) -> tuple[str, int]:
        tok = self.tok
        if tok.kind is not L.PERCENT:
            self.error("expected SSA operand")
        self.advance()
        return tok.text, tok.start

    def _define_block_arg(self, name: str, offset: int, t: T.Type, block: int, idx: int) -> int:
        scope = self.scopes[-1]
        if name in scope.values:
            prev = scope.def_offsets.get(name, offset)
            d = Diagnostic(Severity.ERROR, self.loc_at(offset), f"redefinition of SSA value '{name}'")
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
            if kind is L.CARET or kind is L.EOF or (kind is L.PUNCT and tok.text == "}"):
                break
            if kind is L.PERCENT or kind is L.STRING:
                pos = self._fast_ops(tok.start, block, ops)
                if pos != tok.start:
                    self.reset(pos)
                    continue
            ops.append(self.parse_operation(block))
        self._finish_block(block, region, args, ops)

    def _finish_block(self, block: int, region: int, args: tuple[int, ...], ops: list[int]) -> None:
        links = self.links
        n = len(ops)
        prev = NO_ID
        for i, o in enumerate(ops):
            links[o] = (prev, ops[i + 1] if i + 1 < n else NO_ID)
            prev = o
        self.blocks[block] = BlockRecord(args, region, ops[0] if ops else NO_ID, ops[-1] if ops else NO_ID)

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
                if not isinstance(el, (T.IntegerType, T.FloatType)):
                    self.error_at(el_off, "invalid element type for complex")
                self.expect(">", "expected '>' in complex type")
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
            self.error("expected non-function type")
        if kind is L.PUNCT and tok.text == "(":
            return self.parse_function_type()
        if kind is L.BANG:
            return self.parse_extended_type()
        self.error("expected non-function type")

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

    def _parse_dims(self, allow_scalable: bool = False) -> tuple[list[int], list[bool]]:
        """Read `4x?x[8]x` straight from the text (MLIR resets its lexer the same way)."""
        text = self.text
        pos = self.tok.start
        dims: list[int] = []
        scal: list[bool] = []
        while True:
            m = _DIMS.match(text, pos)
            if m is not None:
                d = m.group(1).rstrip("x \t\n")
                dims.append(T.DYNAMIC if d == "?" else int(d))
                scal.append(False)
                pos = m.end()
                continue
            if allow_scalable:
                m = _SCALABLE_DIM.match(text, pos)
                if m is not None:
                    dims.append(int(m.group(1)))
                    scal.append(True)
                    pos = m.end()
                    continue
            break
        self.reset(pos)
        return dims, scal

    def parse_vector_type(self) -> T.Type:
        self.advance()
        self.expect("<", "expected '<' in vector type")
        dims, scal = self._parse_dims(allow_scalable=True)
        for d in dims:
            if d == T.DYNAMIC:
                self.error("expected static shape")
        el_off = self.tok.start
        el = self.parse_type()
        if not isinstance(el, (T.IntegerType, T.IndexType, T.FloatType)):
            self.error_at(el_off, "vector elements must be int/index/float type but got '" + str(el) + "'")
        self.expect(">", "expected '>' in vector type")
        return T.VectorType(tuple(dims), el, tuple(scal) if any(scal) else ())

    def parse_tensor_type(self) -> T.Type:
        self.advance()
        self.expect("<", "expected '<' in tensor type")
        if self.is_punct("*"):
            self.advance()
            if not (self.tok.kind is L.BARE and self.tok.text.startswith("x")):
                self.error("expected 'x' in dimension list")
            self.reset(self.tok.start + 1)
            el = self.parse_type()
            self.expect(">", "expected '>' in tensor type")
            return T.UnrankedTensorType(el)
        dims, _ = self._parse_dims()
        el = self.parse_type()
        enc: Attribute | None = None
        if self.consume_if(","):
            enc = self.parse_attribute()
        self.expect(">", "expected '>' in tensor type")
        return T.RankedTensorType(tuple(dims), el, enc)

    def parse_memref_type(self) -> T.Type:
        self.advance()
        self.expect("<", "expected '<' in memref type")
        if self.is_punct("*"):
            self.advance()
            if not (self.tok.kind is L.BARE and self.tok.text.startswith("x")):
                self.error("expected 'x' in dimension list")
            self.reset(self.tok.start + 1)
            el = self.parse_type()
            ms: Attribute | None = None
            if self.consume_if(","):
                ms = self.parse_attribute()
            self.expect(">", "expected '>' in memref type")
            return T.UnrankedMemRefType(el, _memory_space(ms))
        dims, _ = self._parse_dims()
        el = self.parse_type()
        layout: Attribute | None = None
        space: Attribute | None = None
        while self.consume_if(","):
            a = self.parse_attribute()
            if layout is None and space is None and isinstance(
                a, (StridedLayoutAttr, OpaqueBuiltinAttr)
            ):
                layout = a
            else:
                space = a
        self.expect(">", "expected '>' in memref type")
        return T.MemRefType(tuple(dims), el, layout, _memory_space(space))

    def parse_extended_type(self) -> T.Type:
        tok = self.advance()
        ident = tok.text[1:]
        dialect, dot, rest = ident.partition(".")
        if not dot and not self._next_is_lt(tok):
            t = self.type_aliases.get(ident)
            if t is None:
                self.error_at(tok.start, f"undefined symbol alias id '{ident}'")
            return t
        body = ""
        if self._next_is_lt(tok):
            body = self.read_balanced_body()
            data = rest + body if dot else body[1:-1]
        else:
            data = rest
        hook = self._dialect_type_hook(dialect)
        if hook is not None:
            return hook(self, dialect, data, tok.start)  # type: ignore[no-any-return]
        if not self.allow_unregistered and not self.ctx.is_registered_dialect(dialect):
            self.error_at(
                tok.start,
                f"dialect '{dialect}' not found for type '!{ident}'"
                if False
                else f"!{dialect} type created with unregistered dialect. If this is intended, "
                "please call allowUnregisteredDialects() on the MLIRContext, or use "
                "-allow-unregistered-dialect with the MLIR opt tool used",
            )
        return T.OpaqueType(dialect, data)

    def _dialect_type_hook(self, dialect: str) -> Callable[..., Any] | None:
        d = self.ctx.dialects.get(dialect)
        return d.type_parser if d is not None else None

    def _next_is_lt(self, tok: Token) -> bool:
        return tok.end < len(self.text) and self.text[tok.end] == "<" and self.tok.start == tok.end

    def read_balanced_body(self) -> str:
        """The text of `<...>` starting at the current `<` token, with nested
        brackets and strings balanced (MLIR's `parseDialectSymbolBody`)."""
        text = self.text
        start = self.tok.start
        assert text[start] == "<"
        depth = 0
        i = start
        n = len(text)
        closing = {"<": ">", "(": ")", "[": "]", "{": "}"}
        stack: list[str] = []
        while i < n:
            c = text[i]
            if c == '"':
                j = i + 1
                while j < n and text[j] != '"':
                    if text[j] == "\\":
                        j += 1
                    if j < n and text[j] == "\n":
                        break
                    j += 1
                if j >= n or text[j] != '"':
                    self.error_at(i, "expected '\"' in string literal")
                i = j + 1
                continue
            if c in closing:
                stack.append(closing[c])
                depth += 1
            elif c in ">)]}":
                if c == ">" and i > start and text[i - 1] == "-":
                    i += 1
                    continue
                if not stack or stack[-1] != c:
                    self.error_at(i, f"unbalanced '{c}' character in pretty dialect name")
                stack.pop()
                if not stack:
                    body = text[start : i + 1]
                    self.reset(i + 1)
                    return body
            i += 1
        self.error_at(n, "unbalanced '<' character in pretty dialect name")

    # ------------------------------------------------------------------
    # Attributes
    # ------------------------------------------------------------------

    def parse_attr_dict_entries(self) -> dict[str, Attribute]:
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
                self.error("expected attribute name")
            self.advance()
            if name in out:
                self.error_at(tok.start, f"duplicate key '{name}' in dictionary attribute")
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
                    self.expect("]", "expected ']' to close an array attribute")
                return ArrayAttr(tuple(elems))
            if p == "{":
                return DictionaryAttr.of(self.parse_attr_dict_entries())
            if p == "-":
                nxt = lex(self.text, tok.end)
                if nxt.kind is L.INTEGER or nxt.kind is L.FLOAT:
                    self.advance()
                    return self.parse_number(negative=True, start=tok.start, type=type)
                self.error("expected constant integer or floating point value")
            if p == "(":
                return TypeAttr(self.parse_type())
            self.error("expected attribute value")
        if kind is L.INTEGER or kind is L.FLOAT:
            return self.parse_number(negative=False, start=tok.start, type=type)
        if kind is L.STRING:
            self.advance()
            s = unescape(tok.text[1:-1])
            if self.consume_if(":"):
                return StringAttr(s, self.parse_type())
            return StringAttr(s)
        if kind is L.AT:
            return self.parse_symbol_ref()
        if kind is L.HASH:
            return self.parse_extended_attr()
        if kind is L.BANG:
            return TypeAttr(self.parse_type())
        if kind is L.BARE:
            text = tok.text
            if text == "true" or text == "false":
                self.advance()
                if self.consume_if(":"):
                    t = self.parse_type()
                    if t != T.i1:
                        self.error("expected i1 type for 'true' or 'false' values")
                return BoolAttr(text == "true")
            if text == "unit":
                self.advance()
                return UNIT
            if text == "loc":
                self.advance()
                self.expect("(", "expected '(' in inline location")
                box: list[Location] = []
                self.parse_location_body(box.append)
                self.expect(")", "expected ')' in inline location")
                return box[0] if box else UNKNOWN_LOC
            if text in ("affine_map", "affine_set"):
                self.advance()
                if not self.is_punct("<"):
                    self.error(f"expected '<' in {text}")
                body = self.read_balanced_body()
                return OpaqueBuiltinAttr(text, _normalize_affine(body[1:-1]))
            if text == "strided":
                return self.parse_strided_layout()
            if text in ("dense", "dense_resource", "sparse", "array"):
                return self.parse_elements_attr(text)
            if text == "distinct":
                return self.parse_distinct_attr()
            if _INT_TYPE.match(text) or text in _TYPE_KEYWORDS:
                return TypeAttr(self.parse_type())
            self.error("expected attribute value")
        self.error("expected attribute value")

    def parse_number(self, negative: bool, start: int, type: T.Type | None) -> Attribute:
        tok = self.advance()
        text = tok.text
        if self.consume_if(":"):
            type = self.parse_type()
        if tok.kind is L.FLOAT or isinstance(type, T.FloatType):
            from pdlx.ir import floats

            ft = type if type is not None else T.f64
            if not isinstance(ft, T.FloatType):
                self.error_at(start, "floating point value not valid for specified type")
            try:
                if tok.kind is L.INTEGER and text.startswith("0x"):
                    if negative:
                        self.error_at(start, "hexadecimal float literal should not have a leading minus")
                    bits = floats.parse_hex_float(int(text, 16), ft.name)
                else:
                    bits = floats.parse_float(("-" if negative else "") + text, ft.name)
            except ValueError as e:
                self.error_at(start, str(e))
            return FloatAttr(bits, ft)
        value = int(text, 16) if text.startswith("0x") else int(text)
        if negative:
            value = -value
        it = type if type is not None else T.i64
        if isinstance(it, T.IntegerType):
            value = _check_int_range(self, value, it, negative, start)
        elif not isinstance(it, T.IndexType):
            self.error_at(start, "integer literal not valid for specified type")
        return IntegerAttr(value, it)

    def parse_symbol_ref(self) -> SymbolRefAttr:
        tok = self.advance()
        root = _symbol_text(tok.text)
        nested: list[str] = []
        while self.is_punct("::"):
            self.advance()
            t = self.tok
            if t.kind is not L.AT:
                self.error("expected nested symbol reference identifier")
            self.advance()
            nested.append(_symbol_text(t.text))
        return SymbolRefAttr(root, tuple(nested))

    def parse_extended_attr(self) -> Attribute:
        tok = self.advance()
        ident = tok.text[1:]
        dialect, dot, rest = ident.partition(".")
        has_body = self._next_is_lt(tok)
        if not dot and not has_body:
            a = self.attr_aliases.get(ident)
            if a is None:
                self.error_at(tok.start, f"undefined symbol alias id '{ident}'")
            return a
        if has_body:
            body = self.read_balanced_body()
            data = rest + body if dot else body[1:-1]
        else:
            data = rest
        d = self.ctx.dialects.get(dialect)
        if d is not None and d.attr_parser is not None:
            return d.attr_parser(self, dialect, data, tok.start)  # type: ignore[no-any-return]
        if not self.allow_unregistered and not self.ctx.is_registered_dialect(dialect):
            self.error_at(
                tok.start,
                f"#{dialect} attribute created with unregistered dialect. If this is intended, "
                "please call allowUnregisteredDialects() on the MLIRContext, or use "
                "-allow-unregistered-dialect with the MLIR opt tool used",
            )
        attr: Attribute = OpaqueAttr(dialect, data)
        if self.consume_if(":"):
            # A typed opaque attribute: MLIR keeps the type; keep it as text.
            t = self.parse_type()
            attr = OpaqueAttr(dialect, data) if t is None else attr
        return attr

    def parse_strided_layout(self) -> StridedLayoutAttr:
        self.advance()
        self.expect("<", "expected '<' after 'strided'")
        self.expect("[", "expected '['")
        strides: list[int] = []

        def dim() -> int:
            if self.consume_if("?"):
                return DYNAMIC_STRIDE
            neg = self.consume_if("-")
            t = self.tok
            if t.kind is not L.INTEGER:
                self.error("expected a 64-bit signed integer or '?'")
            self.advance()
            v = int(t.text, 0)
            return -v if neg else v

        if not self.is_punct("]"):
            strides.append(dim())
            while self.consume_if(","):
                strides.append(dim())
        self.expect("]", "expected ']'")
        offset = 0
        if self.consume_if(","):
            if not self.consume_keyword("offset"):
                self.error("expected 'offset' after comma")
            self.expect(":", "expected ':' after 'offset'")
            offset = dim()
        self.expect(">", "expected '>'")
        return StridedLayoutAttr(offset, tuple(strides))

    def parse_elements_attr(self, keyword: str) -> Attribute:
        from pdlx.syntax import elements

        return elements.parse(self, keyword)

    def parse_distinct_attr(self) -> Attribute:
        from pdlx.ir.attributes import DistinctAttr

        tok = self.advance()
        self.expect("[", "expected '[' after 'distinct'")
        t = self.tok
        if t.kind is not L.INTEGER:
            self.error("expected distinct ID")
        self.advance()
        self.expect("]", "expected ']' to close distinct ID")
        self.expect("<", "expected '<' after distinct ID")
        ref = UNIT if self.is_punct(">") else self.parse_attribute()
        self.expect(">", "expected '>' to close distinct attribute")
        key = int(t.text, 0)
        cache = self.__dict__.setdefault("_distinct", {})
        if key in cache:
            if cache[key].referenced != ref:
                self.error_at(tok.start, "referenced attribute does not match previous definition")
            return cache[key]  # type: ignore[no-any-return]
        d = DistinctAttr(new_id(), ref)
        cache[key] = d
        return d

    # ------------------------------------------------------------------
    # Locations
    # ------------------------------------------------------------------

    def parse_location_body(self, setter: Callable[[Location], None]) -> None:
        """Inside `loc(`...`)`: a location, or a `#alias` resolved at the end."""
        tok = self.tok
        if tok.kind is L.HASH:
            self.advance()
            name = tok.text[1:]
            a = self.attr_aliases.get(name)
            if a is not None:
                if not isinstance(a, Location):
                    self.error_at(tok.start, f"expected location, but found '{a}'")
                setter(a)
            else:
                self.deferred_locs.append((name, tok.start, setter))
            return
        setter(self.parse_location_inner())

    def parse_location_inner(self) -> Location:
        tok = self.tok
        if tok.kind is L.BARE:
            if tok.text == "unknown":
                self.advance()
                return UNKNOWN_LOC
            if tok.text == "callsite":
                self.advance()
                self.expect("(", "expected '(' in callsite location")
                callee = self.parse_location_inner()
                if not self.consume_keyword("at"):
                    self.error("expected 'at' in callsite location")
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
                if not self.is_punct("]"):
                    locs.append(self.parse_location_inner())
                    while self.consume_if(","):
                        locs.append(self.parse_location_inner())
                self.expect("]", "expected ']' in fused location")
                return fused_loc(locs, meta)
            self.error("expected location instance")
        if tok.kind is L.STRING:
            self.advance()
            s = unescape(tok.text[1:-1])
            if self.consume_if(":"):
                line = self._loc_int("expected integer line number in FileLineColLoc")
                if self.consume_if(":"):
                    col = self._loc_int("expected integer column number in FileLineColLoc")
                else:
                    return FileLoc(s, line, 0) if False else self._range_or(s, line, None)
                return self._range_or(s, line, col)
            if self.consume_if("("):
                child = self.parse_location_inner()
                self.expect(")", "expected ')' after child location of NameLoc")
                return NameLoc(s, child)
            return NameLoc(s, None)
        if tok.kind is L.HASH:
            self.advance()
            a = self.attr_aliases.get(tok.text[1:])
            if isinstance(a, Location):
                return a
            self.error_at(tok.start, "expected location instance")
        self.error("expected location instance")

    def _loc_int(self, message: str) -> int:
        t = self.tok
        if t.kind is not L.INTEGER:
            self.error(message)
        self.advance()
        return int(t.text, 0)

    def _range_or(self, filename: str, line: int, col: int | None) -> Location:
        if col is None:
            return FileLoc(filename, line, 0)
        if self.consume_keyword("to"):
            if self.consume_if(":"):
                end_col = self._loc_int("expected integer column after ':'")
                return FileLoc(filename, line, col, None, end_col)
            end_line = self._loc_int("expected integer line number")
            self.expect(":", "expected ':' in location range")
            end_col = self._loc_int("expected integer column number")
            return FileLoc(filename, line, col, end_line, end_col)
        return FileLoc(filename, line, col)

    def resolve_deferred_locs(self) -> None:
        for name, offset, setter in self.deferred_locs:
            a = self.attr_aliases.get(name)
            if a is None:
                self.error_at(offset, f"operation location alias was never defined")
            if not isinstance(a, Location):
                self.error_at(offset, f"expected location, but found '{a}'")
            setter(a)


def _split_inherent(state: OpState, inherent: tuple[str, ...]) -> None:
    """A registered op keeps inherent attributes as properties: unknown
    property keys are dropped and inherent names given in the attribute
    dictionary move into the properties, as MLIR's generic parser does."""
    props: dict[str, Attribute] = {}
    if isinstance(state.properties, DictionaryAttr):
        props = {k: v for k, v in state.properties.items() if k in inherent}
    for name in inherent:
        if name in state.attributes:
            props[name] = state.attributes.pop(name)
    state.properties = DictionaryAttr.of(props) if props else None


def _memory_space(space: Attribute | None) -> Attribute | None:
    """MLIR drops a memory space of integer 0 (the default space)."""
    if isinstance(space, IntegerAttr) and space.value == 0 and space.type == T.i64:
        return None
    return space


def _symbol_text(tok_text: str) -> str:
    body = tok_text[1:]
    if body.startswith('"'):
        return unescape(body[1:-1])
    return body


def _check_int_range(p: Parser, value: int, t: T.IntegerType, negative: bool, start: int) -> int:
    w = t.width
    if t.signedness == "u":
        if negative:
            p.error_at(start, "negative integer literal not valid for unsigned integer type")
        if value >= 1 << w:
            p.error_at(start, "integer constant out of range for attribute")
        return value
    if t.signedness == "s":
        if not -(1 << (w - 1)) <= value < (1 << (w - 1)):
            p.error_at(start, "integer constant out of range for attribute")
        return value
    # Signless: accepts [-(2^(w-1)), 2^w); stored as the signed value.
    if w == 1:
        if value not in (0, 1, -1):
            p.error_at(start, "integer constant out of range for attribute")
        return 1 if value else 0
    if value >= 1 << w or value < -(1 << (w - 1)):
        p.error_at(start, "integer constant out of range for attribute")
    if value >= 1 << (w - 1):
        value -= 1 << w
    return value


def _normalize_affine(body: str) -> str:
    return " ".join(body.split())


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
