"""Symbols and symbol tables, as MLIR's SymbolTable utilities find them.

An op is a symbol table if it has the SymbolTable trait; a symbol is an op
with a `sym_name` string (inherent, so usually in properties). Lookups walk
the ops of the table's first block; nested references (`@a::@b`) descend
through nested symbol tables.
"""

from __future__ import annotations

from collections.abc import Iterator

from pdlx.ir.attributes import DictionaryAttr, StringAttr, SymbolRefAttr
from pdlx.ir.context import SYMBOL_TABLE, Context
from pdlx.ir.records import OpRecord
from pdlx.ir.snapshot import Derived, Snapshot

SYM_NAME = "sym_name"
SYM_VISIBILITY = "sym_visibility"


def _get_attr(snap: Snapshot, op: int, name: str) -> object | None:
    return _record_attr(snap.ops[op], name)


def _record_attr(rec: OpRecord, name: str) -> object | None:
    props = rec.properties
    if isinstance(props, DictionaryAttr) and name in props:
        return props[name]
    return rec.attributes.get(name)


def symbol_name(snap: Snapshot, op: int) -> str | None:
    """The op's `sym_name`, or None when it is not a symbol."""
    return record_symbol_name(snap.ops[op])


def record_symbol_name(rec: OpRecord) -> str | None:
    """`symbol_name` of the op whose record is `rec` (for a caller holding
    a record, perhaps of an erased op or an older snapshot)."""
    a = _record_attr(rec, SYM_NAME)
    return a.value if isinstance(a, StringAttr) else None


def visibility(snap: Snapshot, op: int) -> str:
    """The op's `sym_visibility` ("public" when not given)."""
    a = _get_attr(snap, op, SYM_VISIBILITY)
    return a.value if isinstance(a, StringAttr) else "public"


def is_symbol_table(snap: Snapshot, op: int, ctx: Context | None = None) -> bool:
    """Whether the op has the SymbolTable trait."""
    opdef = (ctx or Context.default()).op(snap.ops[op].name)
    return opdef is not None and SYMBOL_TABLE in opdef.traits


def _potentially_unknown_symbol_table(snap: Snapshot, op: int, ctx: Context) -> bool:
    """An op of an unknown dialect with one region might be a symbol table;
    MLIR stops looking there rather than guess."""
    rec = snap.ops[op]
    return len(rec.regions) == 1 and not ctx.is_registered_dialect(rec.name.partition(".")[0])


def nearest_symbol_table(snap: Snapshot, op: int, ctx: Context | None = None) -> int | None:
    """The op itself if it is a symbol table, else its closest ancestor that
    is (MLIR's getNearestSymbolTable)."""
    ctx = ctx or Context.default()
    o = op
    while True:
        if _potentially_unknown_symbol_table(snap, o, ctx):
            return None
        if is_symbol_table(snap, o, ctx):
            return o
        o = snap.parent_op_of_op(o)
        if not o:
            return None


def symbols_in(snap: Snapshot, table: int) -> Iterator[tuple[str, int]]:
    """(name, op) for the symbols directly in a symbol table, in order."""
    rec = snap.ops[table]
    if not rec.regions:
        return
    blocks = snap.regions[rec.regions[0]].blocks
    if not blocks:
        return
    for o in snap.block_ops(blocks[0]):
        name = symbol_name(snap, o)
        if name is not None:
            yield name, o


_SYMBOL_INDEX: Derived[dict[int, dict[str, int]]] = Derived("symbols.index", lambda _: {})
"""symbol table op -> its `symbol_index`."""


def symbol_index(snap: Snapshot, table: int) -> dict[str, int]:
    """name -> the first symbol of that name directly in `table`. Built once
    per snapshot and table (a snapshot never changes), so that resolving n
    references into a table of n symbols costs O(n), not O(n^2)."""
    memo = snap.derived(_SYMBOL_INDEX)
    index = memo.get(table)
    if index is None:
        index = {}
        for name, o in symbols_in(snap, table):
            index.setdefault(name, o)
        memo[table] = index
    return index


def lookup_symbol_in(snap: Snapshot, table: int, ref: SymbolRefAttr | str) -> int | None:
    """MLIR's SymbolTable::lookupSymbolIn: resolve a (nested) reference from `table`; None if a step is missing."""
    if isinstance(ref, str):
        ref = SymbolRefAttr(ref)
    cur = table
    for i, part in enumerate(ref.path):
        found = symbol_index(snap, cur).get(part)
        if found is None:
            return None
        if i + 1 < len(ref.path) and not is_symbol_table(snap, found):
            return None
        cur = found
    return cur


def lookup_nearest_symbol_from(snap: Snapshot, op: int, ref: SymbolRefAttr | str) -> int | None:
    """MLIR's SymbolTable::lookupNearestSymbolFrom: look in the closest
    enclosing symbol table only."""
    table = nearest_symbol_table(snap, op)
    return lookup_symbol_in(snap, table, ref) if table is not None else None
