"""Which attributes and types print as aliases (`#map`, `#loc3`, `!tuple`).

A port of MLIR's AliasInitializer: walk what the printer will print, in the
order it prints it; give an alias name to what a dialect names (builtin:
affine maps `map`, integer sets `set`, locations `loc`, distinct attributes
`distinct`, tuples of more than 16 types `tuple`); record alias depth (one
more than the deepest aliased child); then sort stably by (depth, types
first, name) and number each name's uses `map`, `map1`, `map2`, ...
Aliases reachable only from op locations may be printed after the module
("deferred"); the others are printed before it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import immutables

from pdlx.ir.affine import AffineMapAttr, IntegerSetAttr
from pdlx.ir.attributes import (
    ArrayAttr,
    Attribute,
    DictionaryAttr,
    DistinctAttr,
    FloatAttr,
    IntegerAttr,
    StringAttr,
    TypeAttr,
    UnitAttr,
)
from pdlx.ir.context import IS_TERMINATOR, PrintHook
from pdlx.ir.dense import DenseArrayAttr
from pdlx.ir.location import CallSiteLoc, FusedLoc, Location, NameLoc, UnknownLoc
from pdlx.ir.records import OpRecord, ValueRecord
from pdlx.ir.snapshot import Snapshot
from pdlx.ir.types import (
    ComplexType,
    FunctionType,
    MemRefType,
    NoneType,
    RankedTensorType,
    TupleType,
    Type,
    UnrankedMemRefType,
    UnrankedTensorType,
    VectorType,
)
from pdlx.syntax.asm_printer import OpPrinterState, RecordingPrinter


@dataclass(slots=True)
class _Info:
    alias: str | None
    is_type: bool
    deferrable: bool
    depth: int = 0
    children: list[int] = field(default_factory=list)
    index: int = 0


def builtin_alias(obj: Attribute | Type) -> str | None:
    """The alias name the builtin dialect gives, as OpAsmDialectInterface does."""
    if isinstance(obj, AffineMapAttr):
        return "map"
    if isinstance(obj, IntegerSetAttr):
        return "set"
    if isinstance(obj, Location):
        return "loc"
    if isinstance(obj, DistinctAttr):
        return None if isinstance(obj.referenced, UnitAttr) else "distinct"
    if isinstance(obj, TupleType) and len(obj.types) > 16:
        return "tuple"
    return None


class AliasCollector:
    """Visits attributes and types in print order, recording alias candidates."""

    def __init__(self) -> None:
        self.infos: dict[Attribute | Type, _Info] = {}
        self.order: list[Attribute | Type] = []

    # Returns (depth, index) as MLIR's visitImpl.
    def attr(
        self, a: Attribute, deferrable: bool = False, elide_type: bool = False
    ) -> tuple[int, int]:
        """Visit an attribute the printer will print (`deferrable`: it may be printed at the end, as a location; `elide_type`: printed without its type); returns its (alias depth, index)."""
        return self._visit(a, False, deferrable, elide_type)

    def type(self, t: Type, deferrable: bool = False) -> tuple[int, int]:
        """Visit a type the printer will print; returns its (alias depth, index)."""
        return self._visit(t, True, deferrable, False)

    def _visit(
        self, obj: Attribute | Type, is_type: bool, deferrable: bool, elide_type: bool
    ) -> tuple[int, int]:
        info = self.infos.get(obj)
        if info is not None:
            if not deferrable:
                self._mark_non_deferrable(info)
            return info.depth, info.index
        alias = builtin_alias(obj)
        info = _Info(alias, is_type, deferrable, 1 if alias is not None else 0)
        info.index = len(self.order)
        self.infos[obj] = info
        self.order.append(obj)
        children: list[tuple[int, int]] = []
        for child in _children(obj, elide_type):
            if isinstance(child, Type):
                children.append(self.type(child, deferrable))
            else:
                children.append(self.attr(child, deferrable))
        info.children = [i for _, i in children]
        max_depth = max((d for d, _ in children), default=0)
        if max_depth:
            info.depth = max_depth + 1
        return info.depth, info.index

    def _mark_non_deferrable(self, info: _Info) -> None:
        stack = [info]
        while stack:
            cur = stack.pop()
            if not cur.deferrable:
                continue
            cur.deferrable = False
            stack.extend(self.infos[self.order[i]] for i in cur.children)

    def assign(self) -> list[tuple[Attribute | Type, str, bool]]:
        """(object, alias text, deferrable) in MLIR's alias order."""
        entries = [(self.order[i], self.infos[self.order[i]]) for i in range(len(self.order))]
        entries.sort(key=lambda e: (e[1].depth, not e[1].is_type, e[1].alias or ""))
        counts: dict[str, int] = {}
        out = []
        for obj, info in entries:
            if info.alias is None:
                continue
            n = counts.get(info.alias, 0)
            counts[info.alias] = n + 1
            prefix = "!" if info.is_type else "#"
            out.append((obj, f"{prefix}{info.alias}{n if n else ''}", info.deferrable))
        return out


def _children(obj: Attribute | Type, elide_type: bool) -> list[Attribute | Type]:
    """What printing `obj` prints nested (DummyAliasDialectAsmPrinter)."""
    if isinstance(obj, Type):
        if isinstance(obj, MemRefType):
            out: list[Attribute | Type] = [obj.element]
            if obj.layout is not None:
                out.append(obj.layout)
            if obj.memory_space is not None:
                out.append(obj.memory_space)
            return out
        if isinstance(obj, (VectorType, UnrankedTensorType, ComplexType)):
            return [obj.element]
        if isinstance(obj, RankedTensorType):
            return [obj.element] + ([obj.encoding] if obj.encoding is not None else [])
        if isinstance(obj, UnrankedMemRefType):
            return [obj.element] + ([obj.memory_space] if obj.memory_space is not None else [])
        if isinstance(obj, TupleType):
            return list(obj.types)
        if isinstance(obj, FunctionType):
            return [*obj.inputs, *obj.results]
        sub = getattr(obj, "sub_elements", None)
        return list(sub()) if sub is not None else []
    out = []
    if isinstance(obj, (AffineMapAttr, IntegerSetAttr, FloatAttr, IntegerAttr, UnitAttr)):
        return out
    if isinstance(obj, DenseArrayAttr):
        return out
    if isinstance(obj, DistinctAttr):
        out.append(obj.referenced)
    elif isinstance(obj, DictionaryAttr):
        for name, value in obj.entries:
            out.append(StringAttr(name))
            out.append(value)
    elif isinstance(obj, ArrayAttr):
        out.extend(obj.elements)
    elif isinstance(obj, TypeAttr):
        out.append(obj.value)
    elif isinstance(obj, NameLoc):
        if obj.child is not None and not isinstance(obj.child, UnknownLoc):
            out.append(obj.child)
    elif isinstance(obj, CallSiteLoc):
        out.extend((obj.callee, obj.caller))
    elif isinstance(obj, FusedLoc):
        if obj.metadata is not None:
            out.append(obj.metadata)
        out.extend(obj.locations)
    else:
        sub = getattr(obj, "sub_elements", None)
        if sub is not None:
            out.extend(sub())
    if not elide_type:
        t = getattr(obj, "type", None)
        if isinstance(t, Type) and not isinstance(t, NoneType):
            out.append(t)
    return out


def collect_aliases(
    p: OpPrinterState, root: int
) -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
    """Walk the ops under `root` as the printer will, assign aliases on `p`,
    and return the (non-deferred, deferred) alias definitions to print."""
    snap = p.snap
    if SKIP_WHEN_NONE_ALIASABLE and not p.debuginfo and not _any_aliasable(snap):
        return [], []
    ops, regions, blocks, links, values = (
        snap.ops,
        snap.regions,
        snap.blocks,
        snap.links,
        snap.values,
    )
    ctx = p.ctx
    c = AliasCollector()
    debuginfo = p.debuginfo
    seen_types: set[int] = set()

    def visit_type(t: Type) -> None:
        k = id(t)
        if k in seen_types:
            return
        seen_types.add(k)
        c.type(t)

    # Iterative pre-order that mirrors DummyAliasOperationPrinter: location
    # first, then (generic form) regions (block arg types/locs, nested ops),
    # operand and result types, attributes; or (custom form) whatever the
    # op's printer prints, recorded by running it against a RecordingPrinter.
    # Work items: (0, op) enter an op, (1, op) the generic op's tail,
    # (2, block) block argument types, (3, event) a recorded visit,
    # (4, op) an op printed generically at a custom printer's request.
    custom = not p.generic
    hooks: dict[str, PrintHook | None] = {}
    work: list[tuple[int, Any]] = [(0, root)]
    while work:
        kind, oid = work.pop()
        if kind == 2:
            for a in blocks[oid].args:
                vrec = values[a]
                visit_type(vrec.type)
                if debuginfo and vrec.loc is not None:
                    c.attr(vrec.loc, deferrable=False)
            continue
        if kind == 3:
            _replay(oid, c, visit_type, work, p)
            continue
        rec = ops[oid]
        if kind == 0 or kind == 4:
            if debuginfo and kind == 0:
                c.attr(rec.loc, deferrable=True)
            if custom and kind == 0:
                try:
                    hook = hooks[rec.name]
                except KeyError:
                    d = ctx.op(rec.name)
                    hook = hooks[rec.name] = d.print if d is not None else None
                if hook is not None:
                    events: list[tuple[Any, ...]] = []
                    hook(RecordingPrinter(p, oid, events))
                    work.extend((3, e) for e in reversed(events))
                    continue
            work.append((1, oid))
            pending: list[tuple[int, Any]] = []
            # Regions printed as `{...}` hold no aliases (MLIR's
            # DummyAliasOperationPrinter skips them too).
            for r in () if p.skip_regions else rec.regions:
                for b in regions[r].blocks:
                    brec = blocks[b]
                    pending.append((2, b))
                    o = brec.first
                    while o:
                        pending.append((0, o))
                        o = links[o][1]
            pending.reverse()
            work.extend(pending)
        else:
            for v in rec.operands:
                visit_type(values[v].type)
            for v in rec.results:
                visit_type(values[v].type)
            if ctx.op(rec.name) is not None and isinstance(rec.properties, DictionaryAttr):
                merged = dict(rec.properties.entries)
                merged.update(rec.attributes.entries)
                for _, value in sorted(merged.items()):
                    c.attr(value)
            else:
                for _, value in rec.attributes.entries:
                    c.attr(value)

    nondeferred: list[tuple[str, str]] = []
    deferred: list[tuple[str, str]] = []
    assigned = c.assign()
    for obj, name, _ in assigned:
        if isinstance(obj, Type):
            p.type_aliases[obj] = name
        else:
            p.attr_aliases[obj] = name
    for obj, name, deferrable in assigned:
        if isinstance(obj, Type):
            # Print the definition itself, not its own alias.
            del p.type_aliases[obj]
            p.forget_type(obj)
            text = p.type(obj)
            p.type_aliases[obj] = name
            p.forget_type(obj)
        else:
            del p.attr_aliases[obj]
            text = p.attr(obj)
            p.attr_aliases[obj] = name
        (deferred if deferrable else nondeferred).append((name, text))
    return nondeferred, deferred


SKIP_WHEN_NONE_ALIASABLE = True
"""Skip the alias walk when `_any_aliasable` says there is nothing to find
(tests turn it off to check that the output is the same either way)."""


def _any_aliasable(snap: Snapshot) -> bool:
    """Whether the snapshot holds any type or attribute that is, or contains,
    one that takes an alias. When it holds none (the common case: payloads
    of scalar and tensor types), a print without debug info (which prints no
    locations) has no aliases, and the walk above can be skipped: it was a
    fifth of the generic print time at 100k ops, and half of the custom one
    (it runs every custom printer once more).

    Checks a superset of what that walk visits: the type of every value
    (block arguments, results, hence operands) and every attribute and
    property of every op, with the walk's own child relation; each distinct
    object once. Custom printers print what their op holds or parts of it
    (a function type made of the operand and result types is not itself
    aliased); `tests/test_performance_paths.py` prints every corpus file
    both ways. `print_module` does not call it: its printer checks what it
    prints as it goes (`AliasWatch`)."""
    watch = AliasWatch()
    aliasable, checked = watch.aliasable, watch.checked
    for vrec in snap.values.values():
        t = vrec.type
        if id(t) not in checked and aliasable(t):
            return True
    attrs = watch.attrs
    return any(attrs(rec) for rec in snap.ops.values())


class AliasesNeeded(Exception):
    """Raised by a printer printing without aliases under an `AliasWatch`
    when it meets an object that may take one: its caller prints again,
    with the alias walk (`print_module`)."""


class AliasWatch:
    """`_any_aliasable`'s check, made by the printer on the ops it prints
    rather than by a walk of the whole snapshot before it. That walk read
    every value and op record once more, out of print order: 20-30 ms of
    the 100k job's output, and most of the Output phase's growth after a
    rewrite, whose new records lie far from their neighbours in memory.
    The printer checks each op shape once (`op`), the ops it prints through
    its work stack, every block's arguments (`args`), and whole regions
    that a custom printer held but did not print as regions (`region`);
    with debug info, a local scope or `{...}` regions it does not watch."""

    __slots__ = ("checked",)

    def __init__(self) -> None:
        self.checked: dict[int, object] = {}
        """id -> the object itself, kept alive so that its id stays its own
        (`_children` makes some children on the fly)."""

    def aliasable(self, obj: Attribute | Type) -> bool:
        """Whether `obj` or anything under it takes an alias (each distinct
        object is looked at once per watch)."""
        checked = self.checked
        stack = [obj]
        while stack:
            o = stack.pop()
            k = id(o)
            if k in checked:
                continue
            # Marked before its children are seen: if one of them takes an
            # alias, the whole check answers True at once.
            checked[k] = o
            if builtin_alias(o) is not None:
                return True
            if type(o) is DictionaryAttr:
                # Its keys (made into StringAttrs by `_children`) never take
                # an alias: only the values need looking at.
                stack.extend([v for _, v in o.entries])
            else:
                stack.extend(_children(o, False))
        return False

    def attrs(self, rec: OpRecord) -> bool:
        """Whether the op's properties or attributes hold anything aliasable."""
        checked, aliasable = self.checked, self.aliasable
        props = rec.properties
        if props is not None and id(props) not in checked and aliasable(props):
            return True
        for _, value in rec.attributes.entries:
            if id(value) not in checked and aliasable(value):
                return True
        return False

    def op(self, rec: OpRecord, values: immutables.Map[int, ValueRecord]) -> bool:
        """Whether the op's attributes, properties, operand or result types
        hold anything aliasable."""
        if self.attrs(rec):
            return True
        checked, aliasable = self.checked, self.aliasable
        for v in rec.operands + rec.results:
            t = values[v].type
            if id(t) not in checked and aliasable(t):
                return True
        return False

    def args(self, args: tuple[int, ...], values: immutables.Map[int, ValueRecord]) -> bool:
        """Whether a block's argument types hold anything aliasable."""
        checked, aliasable = self.checked, self.aliasable
        for a in args:
            t = values[a].type
            if id(t) not in checked and aliasable(t):
                return True
        return False

    def region(self, snap: Snapshot, region: int) -> bool:
        """Whether any op or block argument under the region holds anything
        aliasable."""
        values, blocks, links = snap.values, snap.blocks, snap.links
        todo = [region]
        while todo:
            for b in snap.regions[todo.pop()].blocks:
                brec = blocks[b]
                if self.args(brec.args, values):
                    return True
                o = brec.first
                while o:
                    rec = snap.ops[o]
                    if self.op(rec, values):
                        return True
                    todo.extend(rec.regions)
                    o = links[o][1]
        return False


def _replay(
    event: tuple[Any, ...],
    c: AliasCollector,
    visit_type: Callable[[Type], None],
    work: list[tuple[int, Any]],
    p: OpPrinterState,
) -> None:
    """One visit a custom printer made (see RecordingPrinter)."""
    kind = event[0]
    if kind == "type":
        visit_type(event[1])
    elif kind == "attr":
        c.attr(event[1], elide_type=event[2])
    elif kind == "loc":
        c.attr(event[1], deferrable=False)
    elif kind == "generic":
        work.append((4, event[1]))
    elif kind == "region" and not p.skip_regions:
        _, region, entry_args, print_terms = event
        snap = p.snap
        blocks, links = snap.blocks, snap.links
        pending: list[tuple[int, Any]] = []
        for bi, b in enumerate(snap.regions[region].blocks):
            brec = blocks[b]
            if bi > 0 or entry_args:
                pending.append((2, b))
            skip = 0
            if bi == 0 and not print_terms and brec.last:
                d = p.ctx.op(snap.ops[brec.last].name)
                if d is not None and IS_TERMINATOR in d.traits:
                    skip = brec.last
            o = brec.first
            while o:
                if o != skip:
                    pending.append((0, o))
                o = links[o][1]
        pending.reverse()
        work.extend(pending)
