"""A whole file: top-level ops, alias definitions and the file metadata
dictionary (resources), assembled into a `Snapshot`; the entry `parse`.

Records go into plain dicts during the parse and become persistent maps
once, at the end. A parse error stops the parse (as in MLIR) and is raised
as a `DiagnosticError`; "use of undeclared SSA value name" for forward
references that are never defined is reported at the end, for each such use.
"""

from __future__ import annotations

from operator import attrgetter
from typing import Final

import immutables

from pdlx.ir.attributes import (
    EMPTY_DICT,
)
from pdlx.ir.context import Context
from pdlx.ir.diagnostics import Diagnostic, DiagnosticError, Severity
from pdlx.ir.location import (
    FileLoc,
)
from pdlx.ir.records import (
    NO_ID,
    RegionRecord,
    make_op_record,
    new_id,
)
from pdlx.ir.resources import NO_RESOURCES, Group, Resources
from pdlx.ir.snapshot import Snapshot
from pdlx.support.deep import run_deep
from pdlx.support.gcpause import paused_gc
from pdlx.syntax import lexer as L
from pdlx.syntax.lexer import LexError, Token, lex, unescape
from pdlx.syntax.parser.core import BlockScope, ParseError
from pdlx.syntax.parser.ops import OpParser

_NAME_OF: Final = attrgetter("name")
"""An op record's name."""


class Parser(OpParser):
    """One parse of one source buffer (all of MLIR's text syntax)."""

    def parse_module(self, *, implicit_module: bool = True) -> Snapshot:
        """Parse a whole file; wrap its ops in a module unless it is exactly one.

        Without `implicit_module` (mlir-opt's --no-implicit-module) the file
        must hold exactly one op of any kind, which becomes the root."""
        with paused_gc():
            return self._parse_module(implicit_module)

    def _parse_module(self, implicit_module: bool = True) -> Snapshot:
        top_region = new_id()
        top_block = new_id()
        self.regions[top_region] = RegionRecord((top_block,), NO_ID)
        self.reset(0)
        ops: list[int] = []
        self.block_scopes.append(BlockScope())
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
        if not implicit_module and len(ops) != 1:
            # MLIR's parseSourceFileForTool without an implicit module.
            raise DiagnosticError(
                [
                    Diagnostic(
                        Severity.ERROR,
                        FileLoc(self.source.name, 0, 0),
                        f"source must contain a single top-level operation, found: {len(ops)}",
                    )
                ]
            )
        return self._build(ops, top_block, implicit_module)

    def _build(self, top_ops: list[int], top_block: int, implicit_module: bool = True) -> Snapshot:
        root: int
        if len(top_ops) == 1 and (
            not implicit_module or self.ops[top_ops[0]].name == "builtin.module"
        ):
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
        # regions: in post-order (tests/test_parser_post_order.py checks it),
        # unless a custom parser parsed regions out of order.
        if self.completed_in_post_order:
            order = list(self.ops)
            if order and order[-1] == root:
                snap.seed_post_order(order, list(map(_NAME_OF, self.ops.values())))
        return snap

    def _resources(self) -> Resources:
        if not self.dialect_resources and not self.external_resources:
            return NO_RESOURCES

        def groups(d: dict[str, dict[str, tuple[str, object]]]) -> tuple[Group, ...]:
            return tuple((g, tuple(entries.items())) for g, entries in d.items())

        return Resources(groups(self.dialect_resources), groups(self.external_resources))

    def parse_attribute_alias_def(self) -> None:
        """`#name = attr` at the top level of the file."""
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
        """`!name = type` at the top level of the file."""
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
                d = self.ctx.get_dialect(group)
                if d is None:
                    self.error_at(tok.start, f"dialect '{group}' is unknown")
                if group != "builtin":
                    # Only builtin handles resources (blobs) among pdlx's dialects.
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


def parse(
    text: str,
    name: str = "-",
    *,
    context: Context | None = None,
    allow_unregistered: bool = False,
) -> Snapshot:
    """Parse MLIR text into a snapshot; raises `ParseError` with diagnostics."""
    return run_deep(
        lambda: Parser(
            text, name, context=context, allow_unregistered=allow_unregistered
        ).parse_module(),
        pure=True,
    )
