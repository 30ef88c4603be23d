"""Snapshot -> MLIR text, byte for byte as mlir-opt prints it.

The printer follows MLIR's AsmPrinter: SSA names from `names.SSANames`,
aliases for the attributes MLIR aliases (`#map`, `#set`, `#loc` with debug
info, long tuples), generic form for every op (custom forms come from the op
registry's print hooks), locations only with `debuginfo`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Final

from pdlx.dialects.registry import IS_TERMINATOR, Context
from pdlx.ir.attributes import Attribute, DictionaryAttr, UnitAttr
from pdlx.ir.gcpause import paused_gc
from pdlx.ir.location import Location, UnknownLoc
from pdlx.ir.records import OpRecord
from pdlx.ir.snapshot import Snapshot
from pdlx.ir.types import FunctionType, Type, result_list
from pdlx.syntax.names import SSANames

_BARE_KEYWORD: Final = re.compile(r"[a-zA-Z_][a-zA-Z0-9_$.]*\Z")
_PRETTY_SYMBOL: Final = re.compile(r"[a-zA-Z][a-zA-Z0-9._]*")

_PRINTABLE: Final = frozenset(range(0x20, 0x7F))


def quote(s: str) -> str:
    """A string literal as llvm::printEscapedString writes it: printable ASCII
    as is, but `\\` doubled and everything else (`"` too) as `\\XX` bytes."""
    if s.isascii() and s.isprintable() and "\\" not in s and '"' not in s:
        return f'"{s}"'
    out = ['"']
    for b in s.encode("utf-8", "surrogateescape"):
        if b == 0x5C:
            out.append("\\\\")
        elif b in _PRINTABLE and b != 0x22:
            out.append(chr(b))
        else:
            out.append(f"\\{b:02X}")
    out.append('"')
    return "".join(out)


def keyword_or_string(s: str) -> str:
    return s if _BARE_KEYWORD.match(s) else quote(s)


def symbol_name(s: str) -> str:
    """`@name`, quoted when it is not a bare identifier."""
    return "@" + keyword_or_string(s)


def dialect_symbol(prefix: str, dialect: str, data: str) -> str:
    """MLIR's printDialectSymbol: `!d.ident<...>` when simple enough, else `!d<...>`."""
    m = _PRETTY_SYMBOL.match(data)
    if m is not None:
        rest = data[m.end() :]
        if not rest or (rest[0] == "<" and rest[-1] == ">"):
            return f"{prefix}{dialect}.{data}"
    return f"{prefix}{dialect}<{data}>"


class AsmPrinter:
    """Prints types, attributes and locations; holds caches and aliases."""

    def __init__(self, *, debuginfo: bool = False) -> None:
        self.debuginfo = debuginfo
        self._type_cache: dict[Type, str] = {}
        self.attr_aliases: dict[Attribute, str] = {}
        self.type_aliases: dict[Type, str] = {}
        self.used_resources: dict[str, None] = {}
        """dense_resource handles in first-printed order."""

    def type(self, t: Type, /) -> str:
        s = self._type_cache.get(t)
        if s is None:
            alias = self.type_aliases.get(t)
            s = alias if alias is not None else t.print(self)
            self._type_cache[t] = s
        return s

    def attr(self, a: Attribute, /) -> str:
        alias = self.attr_aliases.get(a)
        if alias is not None:
            return alias
        handle = getattr(a, "resource_handle", None)
        if handle is not None:
            self.used_resources.setdefault(handle, None)
        return a.print(self)

    def attr_entries(self, entries: Iterable[tuple[str, Attribute]]) -> str:
        parts = []
        for name, value in entries:
            key = keyword_or_string(name)
            if isinstance(value, UnitAttr):
                parts.append(key)
            else:
                parts.append(f"{key} = {self.attr(value)}")
        return ", ".join(parts)

    def loc_inner(self, loc: Location) -> str:
        alias = self.attr_aliases.get(loc)
        if alias is not None:
            return alias
        return loc.print_inner(self)

    def loc(self, loc: Location) -> str:
        alias = self.attr_aliases.get(loc)
        if alias is not None:
            return f"loc({alias})"
        return loc.print(self)

    def distinct_id(self, a: Attribute) -> int:
        ids: dict[Attribute, int] = self.__dict__.setdefault("_distinct_ids", {})
        if a not in ids:
            ids[a] = len(ids)
        return ids[a]


_DEFAULT = AsmPrinter()


def type_to_str(t: Type) -> str:
    return t.print(_DEFAULT)


def attr_to_str(a: Attribute) -> str:
    return a.print(_DEFAULT)


def loc_to_str(loc: Location) -> str:
    return loc.print(_DEFAULT)


class OpPrinter(AsmPrinter):
    """Prints ops of one snapshot (a module or a single op)."""

    def __init__(
        self,
        snap: Snapshot,
        *,
        generic: bool = True,
        debuginfo: bool = False,
        context: Context | None = None,
    ) -> None:
        super().__init__(debuginfo=debuginfo)
        self.snap = snap
        self.generic = generic
        self.ctx = context or Context.default()
        self.names: SSANames | None = None
        self._fty_cache: dict[tuple[tuple[Type, ...], tuple[Type, ...]], str] = {}
        self._loc_alias_defs: list[str] = []

    # -- top level -----------------------------------------------------------

    def print_top_level(self, op: int | None = None) -> str:
        """A whole module (or op) as mlir-opt prints the top-level op."""
        root = self.snap.root if op is None else op
        self.names = SSANames(self.snap, root, generic=self.generic)
        self._collect_aliases(root)
        out: list[str] = []
        for name, text in self._nondeferred_alias_defs:
            out.append(f"{name} = {text}\n")
        self._print_op(root, 0, out)
        out.append("\n")
        for name, text in self._deferred_alias_defs:
            out.append(f"{name} = {text}\n")
        out.append(self._resources_trailer())
        return "".join(out)

    def _resources_trailer(self) -> str:
        from pdlx.ir import resources

        res = self.snap.resources
        blobs = []
        for handle in self.used_resources:
            blob = res.blob("builtin", handle)
            if blob is not None:
                blobs.append((handle, blob))
        return resources.render(blobs, res.external)

    # -- aliases -------------------------------------------------------------

    def _collect_aliases(self, root: int) -> None:
        """Give `#map`/`#set` (and with debug info `#loc`) aliases to the
        attributes that will be printed, numbered in order of first use."""
        from pdlx.syntax.aliases import collect_aliases

        nondeferred, deferred = collect_aliases(self, root)
        self._nondeferred_alias_defs = nondeferred
        self._deferred_alias_defs = deferred

    # -- ops -------------------------------------------------------------

    def _print_op(self, root: int, indent: int, out: list[str]) -> None:
        """Print an op and everything nested, without recursion: a stack of
        pending pieces (strings to emit, or ops/regions to expand)."""
        snap = self.snap
        ops, regions, blocks, links = snap.ops, snap.regions, snap.blocks, snap.links
        assert self.names is not None
        vnames = self.names.value_names
        dnames = self.names.def_names
        bnames = self.names.block_names
        debuginfo = self.debuginfo
        typ = self.type
        fty_cache = self._fty_cache
        values = snap.values
        # Work items: str (emit) or (kind, id, indent).
        work: list[object] = [("op", root, indent)]
        append = out.append
        while work:
            item = work.pop()
            if type(item) is str:
                append(item)
                continue
            kind, oid, ind = item  # type: ignore[misc]
            if kind == "op":
                rec = ops[oid]
                pad = " " * ind
                head = pad
                if rec.results:
                    head += ", ".join(dnames[oid]) + " = "
                operands = ", ".join([vnames[v] for v in rec.operands])
                head += f"{quote(rec.name)}({operands})"
                if rec.successors:
                    head += "[" + ", ".join(bnames[b] for b in rec.successors) + "]"
                if rec.properties is not None:
                    head += f" <{self.attr(rec.properties)}>"
                in_types = tuple([values[v].type for v in rec.operands])
                out_types = tuple([values[v].type for v in rec.results])
                key = (in_types, out_types)
                fty = fty_cache.get(key)
                if fty is None:
                    fty = (
                        "(" + ", ".join([typ(t) for t in in_types]) + ") -> "
                        + result_list(self, out_types)
                    )  # fmt: skip
                    fty_cache[key] = fty
                if not rec.regions:
                    append(head + self._op_tail(rec, fty))
                    continue
                append(head + " (")
                # Regions, in reverse onto the stack; the tail (attributes,
                # type, location) is printed after them, in print order.
                pending: list[object] = []
                for i, r in enumerate(rec.regions):
                    if i:
                        pending.append(", ")
                    pending.append(("region", r, ind))
                pending.append(")")
                pending.append(("tail", oid, fty))
                pending.reverse()
                work.extend(pending)
            elif kind == "tail":
                append(self._op_tail(ops[oid], ind))  # `ind` holds the type text here
            elif kind == "region":
                rrec = regions[oid]
                pad = " " * ind
                pending = ["{\n"]
                for bi, b in enumerate(rrec.blocks):
                    brec = blocks[b]
                    header = bi > 0 or not brec.first or bool(brec.args)
                    if header:
                        pending.append(self._block_header(b, ind))
                    o = brec.first
                    while o:
                        pending.append(("op", o, ind + 2))
                        pending.append("\n")
                        o = links[o][1]
                pending.append(pad + "}")
                pending.reverse()
                work.extend(pending)

    def _op_tail(self, rec: OpRecord, fty: str) -> str:
        tail = ""
        if rec.attributes:
            tail = " {" + self.attr_entries(rec.attributes.entries) + "}"
        tail += " : " + fty
        if self.debuginfo:
            tail += " " + self.loc(rec.loc)
        return tail

    def _block_header(self, block: int, ind: int) -> str:
        snap = self.snap
        assert self.names is not None
        vnames = self.names.value_names
        brec = snap.blocks[block]
        s = " " * ind + self.names.block_names[block]
        if brec.args:
            parts = []
            for a in brec.args:
                vrec = snap.values[a]
                p = f"{vnames[a]}: {self.type(vrec.type)}"
                if self.debuginfo and vrec.loc is not None:
                    p += " " + vrec.loc.print(self)
                parts.append(p)
            s += "(" + ", ".join(parts) + ")"
        s += ":"
        s += self._pred_comment(block)
        return s + "\n"

    def _pred_comment(self, block: int) -> str:
        snap = self.snap
        assert self.names is not None
        preds = self._predecessors().get(block)
        region = snap.blocks[block].parent
        is_entry = snap.regions[region].blocks[0] == block
        if not preds:
            return "" if is_entry else "  // no predecessors"
        if len(preds) == 1:
            return f"  // pred: {self.names.block_names[preds[0]]}"
        order = self.names.block_order
        names = self.names.block_names
        srt = sorted(preds, key=lambda b: order[b])
        return f"  // {len(preds)} preds: " + ", ".join(names[b] for b in srt)

    def _predecessors(self) -> dict[int, list[int]]:
        """block -> blocks whose terminators branch to it (one per edge)."""
        preds: dict[int, list[int]] | None = self.__dict__.get("_preds")
        if preds is None:
            preds = {}
            snap = self.snap
            for oid, rec in snap.ops.items():
                if rec.successors:
                    for s in rec.successors:
                        preds.setdefault(s, []).append(rec.parent)
            self.__dict__["_preds"] = preds
        return preds


def print_module(
    snap: Snapshot,
    *,
    generic: bool = True,
    debuginfo: bool = False,
    context: Context | None = None,
) -> str:
    """The text mlir-opt prints for this snapshot's root op."""
    with paused_gc():
        return OpPrinter(snap, generic=generic, debuginfo=debuginfo, context=context).print_top_level()


def print_op(view: object, *, generic: bool = True) -> str:
    """One op (and its regions), numbered locally, for messages and debugging."""
    from pdlx.ir.views import Operation

    assert isinstance(view, Operation)
    p = OpPrinter(view.snapshot, generic=generic)
    p.names = SSANames(view.snapshot, view.id, generic=generic)
    p._nondeferred_alias_defs, p._deferred_alias_defs = [], []
    out: list[str] = []
    p._print_op(view.id, 0, out)
    return "".join(out)


def function_type_str(p: AsmPrinter, t: FunctionType) -> str:
    return t.print(p)


__all__ = [
    "AsmPrinter",
    "OpPrinter",
    "attr_to_str",
    "dialect_symbol",
    "keyword_or_string",
    "loc_to_str",
    "print_module",
    "print_op",
    "quote",
    "symbol_name",
    "type_to_str",
]

_ = (DictionaryAttr, UnknownLoc, IS_TERMINATOR)
