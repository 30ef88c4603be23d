"""Locations: MLIR's `lib/AsmParser/LocationParser.cpp`, and the
resolution of `loc(#alias)` uses before the alias is defined.
"""

from __future__ import annotations

from collections.abc import Callable

from pdlx.ir.attributes import (
    Attribute,
)
from pdlx.ir.base import attr_to_str
from pdlx.ir.location import (
    UNKNOWN_LOC,
    CallSiteLoc,
    FileLoc,
    Location,
    NameLoc,
    fused_loc,
)
from pdlx.syntax import lexer as L
from pdlx.syntax.lexer import unescape
from pdlx.syntax.parser.attributes import AttributeParser
from pdlx.syntax.parser.core import int_literal


class LocationParser(AttributeParser):
    """Parses locations."""

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
        v = int_literal(t.text)
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
