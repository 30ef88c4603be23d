"""A trace as JSON data: the steps, and the payload as a document that
changes from snapshot to snapshot.

Printing the whole payload after each of 10,000 steps would cost 10,000
prints of it; the report instead holds the payload once, op by op, and for
each later snapshot of the run's timeline only the ops, blocks and regions
it changed (`Snapshot.changes_since` says which: O(changes)). Each op is one
line: its text with its regions elided, each region a list of blocks, each
block a chain of ops. SSA values print with names made from their ids
(`%v12`, `%v12#1`, block arguments `%a7`, blocks `^bb3`), so that a name
stays the same from step to step and an op's line is printed once for each
version of it, not again whenever an op before it appears or goes.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Iterator

from pdlx.ir.attributes import EMPTY_DICT
from pdlx.ir.context import Context
from pdlx.ir.diagnostics import Diagnostic, render
from pdlx.ir.location import FileLineColLoc, Location, Source, SourceLoc
from pdlx.ir.records import OpRecord
from pdlx.ir.snapshot import Snapshot
from pdlx.ir.types import FunctionType, Type
from pdlx.support.text import quote
from pdlx.syntax.names import SSANames
from pdlx.syntax.printer import OpPrinter
from pdlx.trace.model import Handle, History, Step

_DUMPS = functools.partial(json.dumps, separators=(",", ":"))

JsonDict = dict[str, object]

SKIPPED = "{...}"


def number(numbers: dict[int, int], x: int) -> int:
    """The trace's number for payload id `x` (op, block, region or value):
    small, and the same in every snapshot of the trace (from 1; 0 is none)."""
    n = numbers.get(x)
    if n is None:
        n = numbers[x] = len(numbers) + 1
    return n


class Texts:
    """What the printers of one trace share: the numbering, and the text of
    each op version (an op's record is immutable, so its text is printed
    once however many snapshots hold it)."""

    def __init__(self, context: Context | None = None) -> None:
        self.ctx = context or Context.default()
        self.numbers: dict[int, int] = {}
        self.ops: dict[int, tuple[OpRecord, list[str], bool]] = {}
        """id(op record) -> (the record, its text pieces, printed generic)."""
        self.types: dict[Type, str] = {}
        self._type_ids: dict[int, tuple[Type, str]] = {}
        self._type_printer: OpPrinter | None = None
        self.custom: dict[str, bool] = {}
        """op name -> whether it has a custom printer."""

    def num(self, x: int) -> int:
        """The trace's number for a payload id (0 stays 0: none)."""
        return number(self.numbers, x) if x else 0

    def type_text(self, t: Type, snap: Snapshot) -> str:
        """A type's text (types are values: cached by equality)."""
        seen = self._type_ids.get(id(t))
        if seen is not None and seen[0] is t:
            return seen[1]  # hashing a type costs more than its identity
        got = self.types.get(t)
        if got is None:
            if self._type_printer is None:
                self._type_printer = OpPrinter(snap, generic=False, context=self.ctx)
            got = self.types[t] = self._type_printer.type(t)
        self._type_ids[id(t)] = (t, got)
        return got

    def has_custom(self, name: str) -> bool:
        got = self.custom.get(name)
        if got is None:
            d = self.ctx.op(name)
            got = self.custom[name] = d is not None and d.print is not None
        return got


class _StableNames:
    """`SSANames` filled on demand with id-based names, for the ops printed."""

    def __init__(self, snap: Snapshot, texts: Texts) -> None:
        self.snap = snap
        self.texts = texts
        names = SSANames.__new__(SSANames)
        names.value_names = {}
        names.def_names = {}
        names.block_names = {}
        names.block_order = {}
        names.op_order = None  # the printer walks the snapshot's blocks
        self.names = names

    def value(self, v: int) -> str:
        """A value's name as a use prints it (named in `names` too, for
        the op printer)."""
        name = self.name_of(v)
        self.names.value_names[v] = name
        return name

    def name_of(self, v: int) -> str:
        """A value's name, not recorded (the fast path prints it itself)."""
        s = self.snap
        rec = s.values.get(v)
        num = self.texts.num
        if rec is None or rec.is_arg:
            return f"%a{num(v)}"
        results = s.ops[rec.owner].results
        first = num(results[0])
        return f"%v{first}" if len(results) == 1 else f"%v{first}#{rec.index}"

    def block(self, b: int) -> str:
        """A block's name."""
        bn = self.names.block_names
        name = bn.get(b)
        if name is None:
            name = bn[b] = f"^bb{self.texts.num(b)}"
        return name

    def result_def(self, rec: OpRecord) -> str:
        """How the op's results print where they are defined."""
        n = len(rec.results)
        return f"%v{self.texts.num(rec.results[0])}" + (f":{n}" if n > 1 else "")

    def prepare(self, op: int) -> None:
        """Name what printing `op` (regions elided) reads."""
        s = self.snap
        rec = s.ops[op]
        for v in rec.operands:
            self.value(v)
        if rec.results:
            for v in rec.results:
                self.value(v)
            self.names.def_names[op] = [self.result_def(rec)]
        for b in rec.successors:
            self.block(b)
        for r in rec.regions:
            for i, b in enumerate(s.regions[r].blocks):
                self.block(b)
                self.names.block_order.setdefault(b, i)
                for a in s.blocks[b].args:
                    self.value(a)


class DocPrinter:
    """Prints one snapshot op by op for the report's payload document."""

    def __init__(self, snap: Snapshot, texts: Texts | None = None) -> None:
        self.snap = snap
        self.texts = texts if texts is not None else Texts()
        self.names = _StableNames(snap, self.texts)
        self._custom: OpPrinter | None = None
        self._generic: OpPrinter | None = None

    def num(self, x: int) -> int:
        """The trace's number for a payload id (0 stays 0: none)."""
        return self.texts.num(x)

    def _printers(self) -> tuple[OpPrinter, OpPrinter]:
        if self._custom is None or self._generic is None:
            ctx = self.texts.ctx
            self._custom = OpPrinter(self.snap, generic=False, context=ctx)
            self._custom.skip_regions = True
            self._generic = OpPrinter(self.snap, generic=True, context=ctx)
            self._generic.skip_regions = True
        return self._custom, self._generic

    def type_text(self, t: Type) -> str:
        return self.texts.type_text(t, self.snap)

    def op_text(self, op: int) -> tuple[list[str], bool]:
        """The op's text split around its elided regions, and whether it
        printed in generic form (cached by its record)."""
        rec = self.snap.ops[op]
        got = self.texts.ops.get(id(rec))
        if got is not None and got[0] is rec:
            return got[1], got[2]
        pieces, generic = self._print(op, rec)
        self.texts.ops[id(rec)] = (rec, pieces, generic)
        return pieces, generic

    def _print(self, op: int, rec: OpRecord) -> tuple[list[str], bool]:
        nregions = len(rec.regions)
        if (
            not nregions
            and not rec.successors
            and rec.properties is None
            and rec.attributes is EMPTY_DICT
            and not self.texts.has_custom(rec.name)
        ):
            # The generic form of a plain op, as the printer's own fast path makes it.
            values = self.snap.values
            value = self.names.name_of
            ins = ", ".join([value(v) for v in rec.operands])
            head = f"{quote(rec.name)}({ins}) : (" + ", ".join(
                [self.type_text(values[v].type) for v in rec.operands]
            )
            outs = [values[v].type for v in rec.results]
            if len(outs) == 1 and not isinstance(outs[0], FunctionType):
                tail = self.type_text(outs[0])
            else:
                tail = "(" + ", ".join([self.type_text(t) for t in outs]) + ")"
            if rec.results:
                head = self.names.result_def(rec) + " = " + head
            return [head + ") -> " + tail], True
        self.names.prepare(op)
        for printer, generic in zip(self._printers(), (False, True), strict=True):
            try:
                text = printer.print_op_in_scope(op, self.names.names)
            except Exception:  # a custom printer on IR it does not expect
                continue
            pieces = text.split(SKIPPED)
            if len(pieces) != nregions + 1:
                pieces = [text] + [""] * nregions
            return pieces, generic
        return [f"{quote(rec.name)}(...)"] + [""] * nregions, True

    def op_entry(self, op: int) -> list[object]:
        """[text, next op in the block, parent block] for an op without
        regions; [text pieces around its regions, next, parent, region
        ids] for one with (ids are the trace's numbers; 0: none)."""
        s = self.snap
        rec = s.ops[op]
        pieces, _generic = self.op_text(op)
        link = s.links.get(op)
        nxt = self.num(link[1]) if link is not None else 0
        if not rec.regions:
            return [pieces[0], nxt, self.num(rec.parent)]
        return [pieces, nxt, self.num(rec.parent), [self.num(r) for r in rec.regions]]

    def block_entry(self, block: int, generic_parent: bool) -> list[object]:
        """[header line ("" for an entry block without one), first op, parent region]."""
        s = self.snap
        brec = s.blocks[block]
        region = s.regions[brec.parent]
        is_entry = region.blocks[0] == block
        header = ""
        if not is_entry or (brec.args and generic_parent):
            args = ", ".join(
                f"{self.names.value(a)}: {self.type_text(s.values[a].type)}" for a in brec.args
            )
            header = self.names.block(block) + (f"({args})" if args else "") + ":"
        return [header, self.num(brec.first), self.num(brec.parent)]

    def region_entry(self, region: int) -> list[object]:
        """[block ids, parent op]."""
        rrec = self.snap.regions[region]
        return [[self.num(b) for b in rrec.blocks], self.num(rrec.parent)]


def iter_document(snap: Snapshot, texts: Texts) -> Iterator[str]:
    """Every op, block and region of `snap`, as JSON text in pieces (a
    100k-op document is never one string or one dict)."""
    p = DocPrinter(snap, texts)
    dumps = _DUMPS
    blocks: list[str] = []
    regions: list[str] = []
    yield f'{{"root":{p.num(snap.root)},"o":{{'
    first = True
    for op in snap.walk(snap.root):
        yield ("" if first else ",") + f'"{p.num(op)}":' + dumps(p.op_entry(op))
        first = False
        if snap.ops[op].regions:
            generic = p.op_text(op)[1]
            for r in snap.ops[op].regions:
                regions.append(f'"{p.num(r)}":' + dumps(p.region_entry(r)))
                for b in snap.regions[r].blocks:
                    blocks.append(f'"{p.num(b)}":' + dumps(p.block_entry(b, generic)))
    yield '},"b":{' + ",".join(blocks) + '},"r":{' + ",".join(regions) + "}}"


def full_document(snap: Snapshot, context: Context | None = None) -> JsonDict:
    """Every op, block and region of `snap` (as `iter_document`, parsed)."""
    data = json.loads("".join(iter_document(snap, Texts(context))))
    assert isinstance(data, dict)
    return data


def patch(before: Snapshot, after: Snapshot, texts: Texts) -> JsonDict:
    """What changed from `before` to `after`, entity by entity (null: gone)."""
    ids = after.changes_since(before)
    if ids is None:
        ids = _all_differences(before, after)
    p = DocPrinter(after, texts)
    ops: dict[str, object] = {}
    blocks: dict[str, object] = {}
    regions: dict[str, object] = {}
    todo_ops: set[int] = set()
    todo_blocks: set[int] = set()
    for k in ids:
        if k in after.ops or k in before.ops:
            todo_ops.add(k)
            for s in (before, after):
                link = s.links.get(k)
                if link is not None:
                    todo_ops.update(x for x in link if x)
        elif k in after.blocks or k in before.blocks:
            todo_blocks.add(k)
        elif k in after.regions or k in before.regions:
            if k in after.regions:
                regions[str(p.num(k))] = p.region_entry(k)
                todo_blocks.update(after.regions[k].blocks)
            else:
                regions[str(p.num(k))] = None
        elif k in after.values:
            rec = after.values[k]
            if rec.is_arg:
                todo_blocks.add(rec.owner)
            else:
                todo_ops.add(rec.owner)
    for op in todo_ops:
        if op in after.ops:
            ops[str(p.num(op))] = p.op_entry(op)
            for r in after.ops[op].regions:
                key = str(p.num(r))
                if key not in regions:
                    regions[key] = p.region_entry(r)
                todo_blocks.update(after.regions[r].blocks)
        elif op in before.ops:
            ops[str(p.num(op))] = None
    for b in todo_blocks:
        if b in after.blocks:
            parent_op = after.regions[after.blocks[b].parent].parent
            generic = p.op_text(parent_op)[1] if parent_op in after.ops else False
            blocks[str(p.num(b))] = p.block_entry(b, generic)
        elif b in before.blocks:
            blocks[str(p.num(b))] = None
    return {"o": ops, "b": blocks, "r": regions}


def _all_differences(before: Snapshot, after: Snapshot) -> set[int]:
    """Every id whose record or links differ (for snapshots not linked by a
    change record: a rolled-back alternative, a pass that rebuilt the IR)."""
    out: set[int] = set()
    for old, new in (
        (before.ops, after.ops),
        (before.blocks, after.blocks),
        (before.regions, after.regions),
    ):
        for k, rec in new.items():
            if old.get(k) is not rec:
                out.add(k)
        out.update(k for k in old if k not in new)
    for k, link in after.links.items():
        if before.links.get(k) != link:
            out.add(k)
    return out


# ---------------------------------------------------------------------------
# Steps


class _Sources:
    """The source texts step locations point into, numbered."""

    def __init__(self) -> None:
        self.index: dict[int, int] = {}
        self.texts: list[JsonDict] = []
        self._keep: list[Source] = []
        """The sources numbered, kept alive (`index` is by identity)."""

    def position(self, loc: Location) -> list[int] | None:
        """[source number, line] of a location whose source text is known."""
        flc = _file_loc(loc)
        if flc is None:
            return None
        if isinstance(flc, SourceLoc):
            src = flc.source
            key = id(src)
            at = self.index.get(key)
            if at is None:
                at = self.index[key] = len(self.texts)
                self.texts.append({"name": src.name, "text": src.text})
                self._keep.append(src)
            return [at, flc.line]
        return None


def _file_loc(loc: Location) -> FileLineColLoc | None:
    """The first file position in a location (names, call sites, fusions)."""
    if isinstance(loc, FileLineColLoc):
        return loc
    for attr in ("child", "callee"):
        inner = getattr(loc, attr, None)
        if isinstance(inner, Location):
            return _file_loc(inner)
    for inner in getattr(loc, "locations", ()):
        if isinstance(inner, Location):
            found = _file_loc(inner)
            if found is not None:
                return found
    return None


def loc_text(loc: Location | None) -> str:
    """`file:line:col` of a location, or its printed form."""
    if loc is None:
        return ""
    flc = _file_loc(loc)
    if flc is not None:
        got = flc.file_line_col()
        if got is not None:
            return f"{got[0]}:{got[1]}:{got[2]}"
    return str(loc)


def _handle_json(h: Handle, numbers: dict[int, int]) -> JsonDict:
    out: JsonDict = {"name": h.name, "kind": h.kind, "loc": loc_text(h.loc)}
    if h.kind == "param":
        out["params"] = [str(p) for p in h.params]
    else:
        out["ids"] = [number(numbers, i) for i in h.ids]
    if h.kind == "op":
        ops = h.snapshot.ops
        out["ops"] = [[ops[i].name, loc_text(ops[i].loc)] for i in h.ids if i in ops]
    return out


def _diag_text(d: Diagnostic) -> str:
    try:
        return render(d).rstrip("\n")
    except Exception:  # a diagnostic at a location with no readable source
        return f"{d.severity.value}: {d.message}"


def step_diff(step: Step, printer_before: DocPrinter, printer_after: DocPrinter) -> str:
    """The step's diff, op by op: a unified diff of the lines (ops, with
    id-based names, regions elided) it erased, changed and created,
    grouped under the top-level op they are in."""
    ch = step.changes
    before, after = step.before, step.payload
    groups: dict[int, list[str]] = {}

    def top(snap: Snapshot, op: int) -> int:
        o = op
        while True:
            rec = snap.ops[o]
            if not rec.parent:
                return o
            parent = snap.regions[snap.blocks[rec.parent].parent].parent
            if parent == snap.root:
                return o
            o = parent

    def line(p: DocPrinter, op: int) -> str:
        return SKIPPED.join(p.op_text(op)[0])

    for op in ch.erased:
        groups.setdefault(top(before, op), []).append("-" + line(printer_before, op))
    for op in ch.modified:
        g = groups.setdefault(top(after, op), [])
        g.append("-" + line(printer_before, op))
        g.append("+" + line(printer_after, op))
    for op in ch.created:
        groups.setdefault(top(after, op), []).append("+" + line(printer_after, op))
    if not groups:
        return ""
    out = [f"--- before step {step.index}", f"+++ after step {step.index}"]
    for t, lines in groups.items():
        p = printer_after if t in after.ops else printer_before
        title = line(p, t).split(SKIPPED)[0].strip()
        out.append(f"@@ {title} @@")
        out.extend(lines)
    return "\n".join(out) + "\n"


def _step_json(s: Step, texts: Texts, sources: _Sources, diff: str | None) -> JsonDict:
    ch = s.changes
    numbers = texts.numbers
    out: JsonDict = {
        "index": s.index,
        "depth": s.depth,
        "parent": s.parent,
        "kind": s.kind,
        "name": s.name,
        "loc": loc_text(s.loc),
        "source": sources.position(s.loc),
        "text": s.text,
        "outcome": s.outcome,
        "diagnostics": [_diag_text(d) for d in s.diagnostics],
        "operands": [_handle_json(h, numbers) for h in s.operands],
        "results": [_handle_json(h, numbers) for h in s.results],
        "highlight": [number(numbers, i) for i in s.highlighted()],
        "created": [number(numbers, i) for i in ch.created],
        "erased": [number(numbers, i) for i in ch.erased],
        "modified": [number(numbers, i) for i in ch.modified],
        "seconds": round(s.seconds, 6),
        "before": s.start,
        "after": s.end,
    }
    if diff is not None:
        out["diff"] = diff
    return out


def iter_trace_json(
    trace: History, context: Context | None = None, *, diffs: bool = True, page: bool = False
) -> Iterator[str]:
    """The trace as JSON text, in pieces (see `trace_json`): written to a
    file or a compressor as it is made, so that a 10,000-step trace of a
    100k-op payload is never all in memory as text.

    `page=True` is the form the report embeds: the steps have no "diff"
    (the page makes them from the document), and the patches follow the
    object one per line (`"patches"` holds their count), so that the page
    parses each only when it first moves past it."""
    tl = trace.timeline
    texts = Texts(context)
    dumps = _DUMPS
    diffs = diffs and not page
    yield '{"format":"pdlx-trace","version":1,"kind":' + dumps(trace.kind) + ',"document":'
    # The first snapshot numbers its ops first: in payload order.
    yield from iter_document(tl[0], texts)
    if page:
        yield f',"patches":{len(tl) - 1}'
    else:
        yield ',"patches":['
        for i in range(1, len(tl)):
            yield ("," if i > 1 else "") + dumps(patch(tl[i - 1], tl[i], texts))
        yield "]"
    yield ',"steps":['
    printers: dict[int, DocPrinter] = {}

    def printer(i: int) -> DocPrinter:
        p = printers.get(i)
        if p is None:
            if len(printers) > 64:
                printers.clear()
            p = printers[i] = DocPrinter(tl[i], texts)
        return p

    sources = _Sources()
    for s in trace.steps:
        diff = step_diff(s, printer(s.start), printer(s.end)) if diffs else None
        yield ("," if s.index else "") + dumps(_step_json(s, texts, sources, diff))
    yield '],"sources":' + dumps(sources.texts) + "}"
    if page:
        for i in range(1, len(tl)):
            yield "\n" + dumps(patch(tl[i - 1], tl[i], texts))


def trace_json(trace: History, context: Context | None = None) -> JsonDict:
    """The trace as JSON data: the payload `document` (the first snapshot
    in full, op by op) and one entry of `patches` per later snapshot of the
    timeline, then the `steps` (with their diffs as text) and the `sources`
    their locations point into. Payload ops, blocks, regions and values are
    named by the trace's own small numbers (`number`), the same in every
    step."""
    data = json.loads("".join(iter_trace_json(trace, context)))
    assert isinstance(data, dict)
    return data


def snapshot_chunks(text: str) -> JsonDict:
    """A printed module split by top-level op, for showing a snapshot with
    its functions collapsible: {"head": lines before the first top-level
    op, "chunks": [[title, text]], "tail": the rest}."""
    lines = text.split("\n")
    start = next((i for i, ln in enumerate(lines) if ln and not ln.startswith("#")), None)
    if start is None or not lines[start].rstrip().endswith("{"):
        return {"head": "", "chunks": [["", text]], "tail": ""}
    chunks: list[list[str]] = []
    cur: list[str] = []
    end = start + 1
    for i in range(start + 1, len(lines)):
        ln = lines[i]
        if ln.startswith("}") or (ln and not ln.startswith(" ")):
            end = i
            break
        if ln.startswith("  ") and not ln.startswith("   ") and not ln.startswith("  }") and cur:
            chunks.append([cur[0].strip(), "\n".join(cur)])
            cur = []
        cur.append(ln)
        end = i + 1
    if cur:
        chunks.append([cur[0].strip(), "\n".join(cur)])
    return {
        "head": "\n".join(lines[: start + 1]),
        "chunks": chunks,
        "tail": "\n".join(lines[end:]),
    }


__all__ = [
    "DocPrinter",
    "Texts",
    "full_document",
    "iter_document",
    "iter_trace_json",
    "loc_text",
    "number",
    "patch",
    "snapshot_chunks",
    "trace_json",
]
