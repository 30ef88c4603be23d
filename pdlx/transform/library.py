"""Transform libraries: `--transform-preload-library` and symbol merging.

A port of MLIR's TransformInterpreterUtils: library files (or the `.mlir`
files of a directory, in directory order) are parsed and merged into one
module `@__transform`; when the entry point lives in the payload module, the
library is merged into that module's symbol table before running. Merging
renames colliding private symbols (`@name_0`, updating references), merges
external declarations into definitions, and reports other collisions.
"""

from __future__ import annotations

import os
from collections.abc import Sequence

from pdlx.ir.attributes import (
    UNIT,
    ArrayAttr,
    Attribute,
    DictionaryAttr,
    StringAttr,
    SymbolRefAttr,
    TypeAttr,
)
from pdlx.ir.clone import clone_op
from pdlx.ir.context import Context
from pdlx.ir.diagnostics import Diagnostic, DiagnosticError, Severity
from pdlx.ir.location import FileLoc
from pdlx.ir.rewriter import Rewriter, empty_module
from pdlx.ir.snapshot import Snapshot
from pdlx.ir.symbols import (
    SYM_NAME,
    is_symbol_table,
    nearest_symbol_table,
    symbol_name,
    symbols_in,
    visibility,
)
from pdlx.ir.types import FunctionType
from pdlx.syntax.parser import parse
from pdlx.transform.state import DiagnosticSink
from pdlx.verify.verifier import op_diag, verify

WITH_NAMED_SEQUENCE = "transform.with_named_sequence"
CONSUMED = "transform.consumed"
READONLY = "transform.readonly"
FUNCTION_OPS = frozenset({"transform.named_sequence", "func.func"})


# ---------------------------------------------------------------------------
# Loading
# ---------------------------------------------------------------------------


def expand_paths(paths: Sequence[str], sink: DiagnosticSink) -> list[str] | None:
    files: list[str] = []
    for path in paths:
        if os.path.isfile(path):
            files.append(path)
            continue
        if not os.path.isdir(path):
            sink.error(FileLoc(path, 0, 0), f"'{path}' is neither a file nor a directory")
            return None
        try:
            with os.scandir(path) as it:  # directory order, as llvm's directory_iterator
                for entry in it:
                    if entry.is_file() and entry.name.endswith(".mlir"):
                        files.append(os.path.join(path, entry.name))
        except OSError as e:
            sink.error(FileLoc(path, 0, 0), f"error while opening files in '{path}': {e.strerror}")
            return None
    return files


def load_library(
    paths: Sequence[str],
    sink: DiagnosticSink,
    *,
    context: Context | None = None,
    into: Snapshot | None = None,
) -> Snapshot | None:
    """Parse and merge library files into one `@__transform` module (or into
    `into`, an already loaded library)."""
    ctx = context or Context.default()
    files = expand_paths(paths, sink)
    if files is None:
        return None
    parsed: list[Snapshot] = []
    for f in files:
        try:
            with open(f, "rb") as fh:
                text = fh.read().decode("utf-8", "surrogateescape")
        except OSError as e:
            sink.error(FileLoc(f, 0, 0), f"failed to open transform file: {e.strerror}")
            return None
        try:
            lib = parse(text, f, context=ctx, allow_unregistered=False)
        except DiagnosticError as e:
            for d in e.diagnostics:
                sink.emit(d)
            return None
        errs = verify(lib, ctx)
        if errs:
            for d in errs:
                sink.emit(d)
            return None
        parsed.append(lib)
    merged = into if into is not None else _new_library_module()
    for lib in parsed:
        result = merge_symbols_into(merged, merged.root, lib, lib.root, sink)
        if result is None:
            sink.error(merged.ops[merged.root].loc, "failed to verify merged transform module")
            return None
        merged = result
    return merged


def _new_library_module() -> Snapshot:
    s = empty_module(FileLoc("<shared-library-module>", 0, 0))
    rw = Rewriter(s)
    rw.set_property(s.root, SYM_NAME, StringAttr("__transform"))
    rw.set_attribute(s.root, WITH_NAMED_SEQUENCE, UNIT)
    return rw.commit()


# ---------------------------------------------------------------------------
# Merging (MLIR's mergeSymbolsInto)
# ---------------------------------------------------------------------------


def _is_function(snap: Snapshot, op: int) -> bool:
    return snap.ops[op].name in FUNCTION_OPS


def _is_external(snap: Snapshot, op: int) -> bool:
    regions = snap.ops[op].regions
    return not regions or not snap.regions[regions[0]].blocks


def _can_merge_into(s1: Snapshot, f1: int, s2: Snapshot, f2: int) -> bool:
    return _is_external(s1, f1) and (visibility(s2, f2) == "public" or _is_external(s2, f2))


def _lookup(snap: Snapshot, table: int, name: str) -> int | None:
    for n, o in symbols_in(snap, table):
        if n == name:
            return o
    return None


def merge_symbols_into(
    target: Snapshot, target_op: int, other: Snapshot, other_op: int, sink: DiagnosticSink
) -> Snapshot | None:
    """Move the symbols of `other_op` into the symbol table `target_op`;
    returns the new target snapshot, or None after reporting an error."""
    snaps = {"target": target, "other": other}
    tables = {"target": target_op, "other": other_op}
    # Step 1: resolve collisions by renaming private symbols.
    for side, other_side in (("target", "other"), ("other", "target")):
        for name, op in list(symbols_in(snaps[side], tables[side])):
            if symbol_name(snaps[side], op) != name:
                continue
            colliding = _lookup(snaps[other_side], tables[other_side], name)
            if colliding is None:
                continue
            s, so = snaps[side], snaps[other_side]
            # Colliding functions are fine when one can be merged into the other.
            if (
                _is_function(s, op)
                and _is_function(so, colliding)
                and (_can_merge_into(s, op, so, colliding) or _can_merge_into(so, colliding, s, op))
            ):
                continue
            if visibility(s, op) == "private":
                snaps[side] = _rename_to_unique(s, tables[side], op, so, tables[other_side])
                continue
            if visibility(so, colliding) == "private":
                snaps[other_side] = _rename_to_unique(
                    so, tables[other_side], colliding, s, tables[side]
                )
                continue
            d = op_diag(s, op, f"doubly defined symbol @{name}")
            d.attach_note("previously defined here", so.ops[colliding].loc)
            sink.emit(d)
            return None
    for side in ("target", "other"):
        errs = verify(snaps[side], root=tables[side])
        if errs:
            for d in errs:
                sink.emit(d)
            sink.emit(
                op_diag(snaps[side], tables[side], "failed to verify input op after renaming")
            )
            return None
    # Step 2: move every symbol of `other` to the end of the target table and
    # merge external declarations into their definitions.
    target, other = snaps["target"], snaps["other"]
    rw = Rewriter(target)
    body = target.regions[target.ops[target_op].regions[0]].blocks[0]
    for name, op in list(symbols_in(other, other_op)):
        colliding = _lookup(rw.snapshot(), target_op, name)
        rw.set_insertion_point_to_end(body)
        moved = clone_op(other, op, rw)
        if colliding is None:
            continue
        cur = rw.snapshot()
        func, keep = moved, colliding
        if not _can_merge_into(cur, func, cur, keep):
            func, keep = keep, func
        err = _merge_into(rw, func, keep, sink)
        if err:
            return None
    merged = rw.commit()
    errs = verify(merged, root=target_op)
    if errs:
        for d in errs:
            sink.emit(d)
        sink.emit(op_diag(merged, target_op, "failed to verify target op after merging symbols"))
        return None
    return merged


def _function_type(snap: Snapshot, op: int) -> Attribute | None:
    return Operation_attr(snap, op, "function_type")


def Operation_attr(snap: Snapshot, op: int, name: str) -> Attribute | None:
    rec = snap.ops[op]
    if isinstance(rec.properties, DictionaryAttr) and name in rec.properties:
        found: Attribute = rec.properties[name]
        return found
    value: Attribute | None = rec.attributes.get(name)
    return value


def _arg_attrs(snap: Snapshot, op: int) -> list[DictionaryAttr]:
    ft = _function_type(snap, op)
    fty = ft.value if isinstance(ft, TypeAttr) else None
    n = len(fty.inputs) if isinstance(fty, FunctionType) else 0
    a = Operation_attr(snap, op, "arg_attrs")
    if isinstance(a, ArrayAttr):
        return [d if isinstance(d, DictionaryAttr) else DictionaryAttr() for d in a.elements]
    return [DictionaryAttr() for _ in range(n)]


def _merge_into(rw: Rewriter, func1: int, func2: int, sink: DiagnosticSink) -> bool:
    """Merge external `func1` into `func2` (arg annotations), erase `func1`.
    Returns True after reporting an error."""
    snap = rw.snapshot()
    ft1, ft2 = _function_type(snap, func1), _function_type(snap, func2)
    if ft1 != ft2:
        shown = ft2.value if isinstance(ft2, TypeAttr) else ft2
        sink.emit(
            op_diag(snap, func1, f"external definition has a mismatching signature ({shown})")
        )
        return True
    a1, a2 = _arg_attrs(snap, func1), _arg_attrs(snap, func2)
    new2 = list(a2)
    for i in range(len(a1)):
        ext_consumed, ext_readonly = CONSUMED in a2[i], READONLY in a2[i]
        consumed, readonly = CONSUMED in a1[i], READONLY in a1[i]
        if not ext_consumed and not ext_readonly:
            if consumed:
                new2[i] = a2[i].set(CONSUMED, UNIT)
            elif readonly:
                new2[i] = a2[i].set(READONLY, UNIT)
            continue
        if (ext_consumed and not consumed) or (ext_readonly and not readonly):
            sink.emit(
                op_diag(
                    snap,
                    func1,
                    f"external definition has mismatching consumption annotations for argument #{i}",
                )
            )
            return True
    if new2 != a2:
        rw.set_property(func2, "arg_attrs", ArrayAttr(tuple(new2)))
    rw.erase_op(func1)
    return False


def _rename_to_unique(
    snap: Snapshot, table: int, op: int, other: Snapshot, other_table: int
) -> Snapshot:
    """SymbolTable::renameToUnique: `name_N` for the first N free in both
    tables; references in the table are updated."""
    old = symbol_name(snap, op)
    assert old is not None
    k = 0
    while True:
        new = f"{old}_{k}"
        k += 1
        if _lookup(snap, table, new) is None and _lookup(other, other_table, new) is None:
            break
    rw = Rewriter(snap)
    rw.set_property(op, SYM_NAME, StringAttr(new))
    for o in snap.walk(table):
        rec = snap.ops[o]
        props = rec.properties
        if isinstance(props, DictionaryAttr):
            np = _replace_refs(props, old, new)
            if np is not props and o != op:
                rw.set_properties(o, np)
        na = _replace_refs(rec.attributes, old, new)
        if na is not rec.attributes:
            assert isinstance(na, DictionaryAttr)
            for k2, v in na.entries:
                if rec.attributes.get(k2) != v:
                    rw.set_attribute(o, k2, v)
    return rw.commit()


def _replace_refs(a: Attribute, old: str, new: str) -> Attribute:
    if isinstance(a, SymbolRefAttr):
        return SymbolRefAttr(new, a.nested) if a.root == old else a
    if isinstance(a, ArrayAttr):
        elems = tuple(_replace_refs(e, old, new) for e in a.elements)
        return (
            a if all(x is y for x, y in zip(elems, a.elements, strict=True)) else ArrayAttr(elems)
        )
    if isinstance(a, DictionaryAttr):
        entries = tuple((k, _replace_refs(v, old, new)) for k, v in a.entries)
        if all(x[1] is y[1] for x, y in zip(entries, a.entries, strict=True)):
            return a
        return DictionaryAttr(entries)
    return a


def merge_library_into(
    payload: Snapshot, entry: int, library: Snapshot, sink: DiagnosticSink
) -> Snapshot | None:
    """Merge a copy of the library into the symbol table that holds `entry`."""
    table = nearest_symbol_table(payload, entry)
    if table is None:
        return payload
    return merge_symbols_into(payload, table, library, library.root, sink)


__all__ = ["expand_paths", "load_library", "merge_library_into", "merge_symbols_into"]

_ = (Diagnostic, Severity, is_symbol_table)
