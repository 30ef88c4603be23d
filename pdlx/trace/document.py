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


from pdlx.ir.context import Context
from pdlx.ir.diagnostics import Diagnostic, render
from pdlx.ir.location import FileLineColLoc, Location, Source, SourceLoc
from pdlx.ir.snapshot import Snapshot
from pdlx.syntax.names import SSANames
from pdlx.syntax.printer import OpPrinter
from pdlx.trace.model import Handle, History, Step

JsonDict = dict[str, object]

SKIPPED = "{...}"


def number(numbers: dict[int, int], x: int) -> int:
    """The trace's number for payload id `x` (op, block, region or value):
    small, and the same in every snapshot of the trace (from 1; 0 is none)."""
    n = numbers.get(x)
    if n is None:
        n = numbers[x] = len(numbers) + 1
    return n


class _StableNames:
    """`SSANames` filled on demand with id-based names, for the ops printed."""

    def __init__(self, snap: Snapshot, numbers: dict[int, int]) -> None:
        self.snap = snap
        self.numbers = numbers
        """id -> its number in names, shared by the printers of one trace."""
        names = SSANames.__new__(SSANames)
        names.value_names = {}
        names.def_names = {}
        names.block_names = {}
        names.block_order = {}
        self.names = names

    def value(self, v: int) -> str:
        """A value's name as a use prints it."""
        vn = self.names.value_names
        name = vn.get(v)
        if name is None:
            s = self.snap
            rec = s.values.get(v)
            if rec is None or rec.is_arg:
                name = f"%a{self.number(v)}"
            else:
                results = s.ops[rec.owner].results
                first = self.number(results[0])
                name = f"%v{first}" if len(results) == 1 else f"%v{first}#{rec.index}"
            vn[v] = name
        return name

    def number(self, x: int) -> int:
        """A short number for id `x`, the same in every snapshot."""
        return number(self.numbers, x)

    def block(self, b: int) -> str:
        """A block's name."""
        bn = self.names.block_names
        name = bn.get(b)
        if name is None:
            name = bn[b] = f"^bb{self.number(b)}"
        return name

    def prepare(self, op: int) -> None:
        """Name what printing `op` (regions elided) reads."""
        s = self.snap
        rec = s.ops[op]
        for v in rec.operands:
            self.value(v)
        if rec.results:
            for v in rec.results:
                self.value(v)
            n = len(rec.results)
            first = self.number(rec.results[0])
            self.names.def_names[op] = [f"%v{first}" + (f":{n}" if n > 1 else "")]
        for b in rec.successors:
            self.block(b)
        for r in rec.regions:
            for i, b in enumerate(s.regions[r].blocks):
                self.block(b)
                self.names.block_order.setdefault(b, i)
                for a in s.blocks[b].args:
                    self.value(a)


class DocPrinter:
    """Prints a snapshot op by op for the report's payload document."""

    def __init__(
        self, snap: Snapshot, context: Context | None = None, numbers: dict[int, int] | None = None
    ) -> None:
        self.snap = snap
        self.names = _StableNames(snap, {} if numbers is None else numbers)
        self.custom = OpPrinter(snap, generic=False, context=context)
        self.custom.skip_regions = True
        self.generic = OpPrinter(snap, generic=True, context=context)
        self.generic.skip_regions = True

    def op_text(self, op: int) -> tuple[list[str], bool]:
        """The op's text split around its elided regions, and whether it
        printed in generic form."""
        self.names.prepare(op)
        nregions = len(self.snap.ops[op].regions)
        for printer, generic in ((self.custom, False), (self.generic, True)):
            try:
                text = printer.print_op_in_scope(op, self.names.names)
            except Exception:  # a custom printer on IR it does not expect
                continue
            pieces = text.split(SKIPPED)
            if len(pieces) != nregions + 1:
                pieces = [text] + [""] * nregions
            return pieces, generic
        return [f'"{self.snap.ops[op].name}"(...)'] + [""] * nregions, True

    def num(self, x: int) -> int:
        """The trace's number for a payload id (0 stays 0: none)."""
        return self.names.number(x) if x else 0

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
                f"{self.names.value(a)}: {self.custom.type(s.values[a].type)}" for a in brec.args
            )
            header = self.names.block(block) + (f"({args})" if args else "") + ":"
        return [header, self.num(brec.first), self.num(brec.parent)]

    def region_entry(self, region: int) -> list[object]:
        """[block ids, parent op]."""
        rrec = self.snap.regions[region]
        return [[self.num(b) for b in rrec.blocks], self.num(rrec.parent)]


def full_document(
    snap: Snapshot, context: Context | None = None, numbers: dict[int, int] | None = None
) -> JsonDict:
    """Every op, block and region of `snap`."""
    p = DocPrinter(snap, context, numbers)
    ops: dict[str, object] = {}
    blocks: dict[str, object] = {}
    regions: dict[str, object] = {}
    for op in snap.walk(snap.root):
        ops[str(p.num(op))] = p.op_entry(op)
        if snap.ops[op].regions:
            generic = p.op_text(op)[1]
            for r in snap.ops[op].regions:
                regions[str(p.num(r))] = p.region_entry(r)
                for b in snap.regions[r].blocks:
                    blocks[str(p.num(b))] = p.block_entry(b, generic)
    return {"root": p.num(snap.root), "o": ops, "b": blocks, "r": regions}


def patch(
    before: Snapshot,
    after: Snapshot,
    context: Context | None = None,
    numbers: dict[int, int] | None = None,
) -> JsonDict:
    """What changed from `before` to `after`, entity by entity (null: gone)."""
    ids = after.changes_since(before)
    if ids is None:
        ids = _all_differences(before, after)
    p = DocPrinter(after, context, numbers)
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
        pieces, _ = p.op_text(op)
        return "{...}".join(pieces)

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
        snap = after if t in after.ops else before
        p = printer_after if t in after.ops else printer_before
        title = line(p, t).split("{...}")[0].strip() if t in snap.ops else f"op {t}"
        out.append(f"@@ {title} @@")
        out.extend(lines)
    return "\n".join(out) + "\n"


def trace_json(trace: History, context: Context | None = None) -> JsonDict:
    """The trace as JSON data: the steps (with their diffs as text) and the
    payload document (the first snapshot in full, then one patch per later
    snapshot of the timeline). Payload ops, blocks, regions and values are
    named by the trace's own small numbers (`number`), the same in every
    step."""
    tl = trace.timeline
    printers: dict[int, DocPrinter] = {}
    numbers: dict[int, int] = {}
    document = full_document(tl[0], context, numbers)

    def printer(i: int) -> DocPrinter:
        p = printers.get(i)
        if p is None:
            p = printers[i] = DocPrinter(tl[i], context, numbers)
        return p

    patches = [patch(tl[i - 1], tl[i], context, numbers) for i in range(1, len(tl))]
    sources = _Sources()
    steps: list[JsonDict] = []
    for s in trace.steps:
        ch = s.changes
        steps.append(
            {
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
                "diff": step_diff(s, printer(s.start), printer(s.end)),
            }
        )
        if len(printers) > 64:
            printers.clear()
    return {
        "format": "pdlx-trace",
        "version": 1,
        "kind": trace.kind,
        "steps": steps,
        "sources": sources.texts,
        "document": document,
        "patches": patches,
    }


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
    "full_document",
    "loc_text",
    "number",
    "patch",
    "snapshot_chunks",
    "trace_json",
]
