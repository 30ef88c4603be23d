"""Snapshot -> MLIR text, byte for byte as mlir-opt prints it.

The printer follows MLIR's AsmPrinter: SSA names from `names.SSANames`,
aliases for what MLIR aliases (`#map`, `#set`, `#loc` with debug info, long
tuples), locations only with `debuginfo`. Ops print in generic form, or (with
`generic=False`, mlir-opt's default) in their custom form when their
definition has a print hook (`OpDef.print`, usually compiled from an
assembly format, see `pdlx.ods.format`); unregistered ops always print
generically.

Printing is one iterative loop over a work stack (deep nesting costs no
Python recursion); a custom printer contributes text pieces and region
items to that stack through `pdlx.syntax.asm.OpAsmPrinter`.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from pdlx.ir import resources
from pdlx.ir.attributes import EMPTY_DICT, Attribute, DictionaryAttr
from pdlx.ir.base import AsmPrinter, attr_to_str, loc_to_str, type_to_str
from pdlx.ir.context import IS_TERMINATOR, ISOLATED_FROM_ABOVE, Context, PrintHook
from pdlx.ir.location import UnknownLoc
from pdlx.ir.records import OpRecord
from pdlx.ir.snapshot import Derived, Snapshot
from pdlx.ir.types import FunctionType, result_list
from pdlx.ir.views import Operation, Value
from pdlx.support.deep import run_shallow
from pdlx.support.gcpause import paused_gc
from pdlx.support.text import dialect_symbol, keyword_or_string, quote, symbol_name
from pdlx.syntax import aliases
from pdlx.syntax.aliases import AliasesNeeded, AliasWatch, collect_aliases
from pdlx.syntax.asm_printer import OpAsmPrinter, PrintItem
from pdlx.syntax.flags import PrintFlags, command_line_flags, command_line_print_flags
from pdlx.syntax.names import UNKNOWN_VALUE, SSANames

PRINT_TEMPLATES = True
"""Whether custom forms may be printed from templates (`OpPrinter._templated_custom`;
tests turn it off to check that the output is the same either way)."""


PRINT_EAGER = True
"""Whether a region's plain ops may be printed by `eager_ops` rather than
through the work stack (tests turn it off to check that the output is the
same either way)."""


class _NoTemplate(Exception):
    """A custom printer printed a value that is not one of its op's operands."""


class OpPrinter(AsmPrinter):
    """Prints ops of one snapshot (a module or a single op)."""

    def __init__(
        self,
        snap: Snapshot,
        *,
        generic: bool = True,
        debuginfo: bool | None = None,
        context: Context | None = None,
        local_scope: bool = False,
    ) -> None:
        # MLIR's OpPrintingFlags() takes its defaults from the command line:
        # --mlir-print-debuginfo shows in transform.print and diagnostics too.
        if debuginfo is None:
            debuginfo = command_line_flags().debuginfo
        super().__init__(debuginfo=debuginfo)
        # MLIR's OpPrintingFlags() takes this default from the command line.
        self.elide_elements_limit = command_line_flags().elide_elements_limit
        self.value_users = command_line_flags().value_users
        self.pretty_debuginfo = command_line_flags().pretty_debuginfo
        """--mlir-print-value-users: users comments after ops and block heads."""
        self.local_scope = local_scope
        self.skip_regions = False
        """OpPrintingFlags::skipRegions: every region prints as `{...}`
        (transform.print's `skip_regions`)."""
        """--mlir-print-local-scope: no aliases (attributes, types and locations
        print inline) and, as in mlir-opt, no resource section."""
        self.snap = snap
        self.generic = generic
        self.ctx = context or Context.default()
        self.names: SSANames | None = None
        self._fty_cache: dict[tuple[int | None, ...], str] = {}
        self._fty_keep: list[object] = []
        """What the keys of `_fty_cache` (and of the properties texts) name
        by id, kept alive."""
        self._print_templates: dict[tuple[object, ...], tuple[Any, ...] | None] = {}
        """Custom forms by op shape (see `_templated_custom`)."""
        self._loc_alias_defs: list[str] = []
        self._attr_dict_texts: dict[int, tuple[DictionaryAttr, str]] = {}
        """id of an op's attribute dictionary -> (it, its ` {...}` text):
        the ops a transform annotated alike share one dictionary."""
        self.watch_aliases = False
        """Let `print_top_level` print without the alias walk, checking what
        it prints instead (`AliasWatch`), and raise `AliasesNeeded` if
        anything may take an alias: for a caller that then prints again
        with a printer without it (`print_module`)."""
        self._alias_watch: AliasWatch | None = None
        self._nondeferred_alias_defs: list[tuple[str, str]] = []
        self._deferred_alias_defs: list[tuple[str, str]] = []
        self._watch_held: list[int] = []
        """Regions of ops printed by a custom printer (watched)."""
        self._watch_printed: set[int] = set()
        """Regions a custom printer printed as regions (watched)."""

    # -- top level -----------------------------------------------------------

    def print_top_level(self, op: int | None = None, *, names: SSANames | None = None) -> str:
        """A whole module (or op) as mlir-opt prints the top-level op.
        `names`: the numbering of the same root by a printer of the same
        flags (an attempt that raised `AliasesNeeded`), not made again."""
        root = self.snap.root if op is None else op
        if names is None:
            names = SSANames(
                self.snap,
                root,
                generic=self.generic,
                context=self.ctx,
                op_order=PRINT_EAGER and not self.debuginfo and not self.value_users,
            )
        self.names = names
        watch = None
        if (
            self.watch_aliases
            and aliases.SKIP_WHEN_NONE_ALIASABLE
            and not self.debuginfo
            and not self.local_scope
            and not self.skip_regions
        ):
            watch = self._alias_watch = AliasWatch()
            self._nondeferred_alias_defs, self._deferred_alias_defs = [], []
            self._watch_held, self._watch_printed = [], set()
        else:
            self._collect_aliases(root)
        out: list[str] = []
        for name, text in self._nondeferred_alias_defs:
            out.append(f"{name} = {text}\n")
        self._print_op(root, 0, out)
        if watch is not None:
            # Regions a custom printer held without printing them as regions
            # (none in the core dialects): the alias walk would see what the
            # printer printed of them, so all of it is checked.
            printed = self._watch_printed
            for r in self._watch_held:
                if r not in printed and watch.region(self.snap, r):
                    raise AliasesNeeded
        if self.value_users:
            out.append(self._users_comment(root))
        if self.local_scope:
            # MLIR's Operation::print with a local scope goes through
            # printFullOpWithIndentAndLoc, not printTopLevelOperation: no
            # newline after the op, no aliases, no resource section.
            return "".join(out)
        out.append("\n")
        for name, text in self._deferred_alias_defs:
            out.append(f"{name} = {text}\n")
        out.append(self._resources_trailer())
        return "".join(out)

    def _resources_trailer(self) -> str:
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
        if self.local_scope:
            self._nondeferred_alias_defs, self._deferred_alias_defs = [], []
            return
        nondeferred, deferred = collect_aliases(self, root)
        self._nondeferred_alias_defs = nondeferred
        self._deferred_alias_defs = deferred

    # -- ops -------------------------------------------------------------

    def print_op_in_scope(self, op: int, names: SSANames) -> str:
        """One op (and its regions) with the SSA names of `names` (its
        enclosing scope's numbering) and no alias definitions: the text of
        a diagnostic's "see current operation" note or a transform's print."""
        self.names = names
        self._nondeferred_alias_defs, self._deferred_alias_defs = [], []
        out: list[str] = []
        self._print_op(op, 0, out)
        if self.value_users:
            out.append(self._users_comment(op))
        return "".join(out)

    def _print_op(self, root: int, indent: int, out: list[str], dialect: str = "builtin") -> None:
        """Print an op and everything nested, without recursion: a stack of
        pending pieces (strings to emit, or ops/regions to expand).

        Work items are strings or `(kind, id, indent, extra)`: "op" (extra:
        the default dialect in effect, MLIR's defaultDialectStack top),
        "region" (a region printed as the generic form prints it; extra: the
        default dialect for its ops), "cregion" (a region a custom printer
        asked for; extra: its flags), "tail" (the end of a generic op; extra:
        its function type text), "generic" (an op printed generically on a
        custom printer's request)."""
        snap = self.snap
        ops, regions, blocks, links = snap.ops, snap.regions, snap.blocks, snap.links
        assert self.names is not None
        vnames = self.names.value_names
        result_defs = self.names.result_defs
        bnames = self.names.block_names
        typ = self.type
        fty_cache = self._fty_cache
        values = snap.values
        custom = not self.generic
        debuginfo = self.debuginfo
        ctx = self.ctx
        hooks: dict[str, PrintHook | None] = {}
        dialects: dict[str, str] = {}
        terminators: dict[str, bool] = {}
        quoted: dict[str, str] = {}  # op name -> quote(op name)
        attr_texts: dict[int, str] = {}
        """id(properties) -> their text: ops parsed from the same text share
        one properties object (kept alive with the function types)."""
        vget = vnames.get
        watch = self._alias_watch
        """Checks what is printed for aliasable objects (see `AliasWatch`):
        each eager line's shape once, every op of the work stack, every
        block's arguments."""

        def generic_head(oid: int, rec: OpRecord, ind: int) -> tuple[str, str]:
            """A generic op's text up to its attributes (`%0 = "name"(%a)`,
            with `ind` spaces first and the result names when ind >= 0, as a
            nested op; without both when -1, as an op a custom printer
            prints generically), and its function type's text."""
            name = rec.name
            qname = quoted.get(name)
            if qname is None:
                qname = quoted[name] = quote(name)
            operands = rec.operands
            results = rec.results
            head = qname + "(" + ", ".join([vget(v, UNKNOWN_VALUE) for v in operands]) + ")"
            if ind >= 0:
                if results:
                    head = " " * ind + result_defs(oid, results) + " = " + head
                else:
                    head = " " * ind + head
            if rec.successors:
                head += "[" + ", ".join(bnames.get(b, "INVALIDBLOCK") for b in rec.successors) + "]"
            props = rec.properties
            if props is not None:
                head += props_text(props)
            return head, function_type(operands, results)

        def props_text(props: Attribute) -> str:
            text = attr_texts.get(id(props))
            if text is None:
                text = attr_texts[id(props)] = f" <{self.attr(props)}>"
                self._fty_keep.append(props)
            return text

        def function_type(operands: tuple[int, ...], results: tuple[int, ...]) -> str:
            """The function type's text, cached by the identity of the
            operand and result types (hashing them structurally cost ~1 µs
            per op); the cache keeps them alive."""
            in_types = [values[v].type for v in operands]
            out_types = [values[v].type for v in results]
            key = (*map(id, in_types), None, *map(id, out_types))
            fty = fty_cache.get(key)
            if fty is None:
                fty = (
                    "(" + ", ".join([typ(t) for t in in_types]) + ") -> "
                    + result_list(self, tuple(out_types))
                )  # fmt: skip
                fty_cache[key] = fty
                self._fty_keep.append((in_types, out_types))
            return fty

        lines: dict[tuple[object, ...], tuple[str, str]] = {}
        """An op's shape -> its line before and after its operands' names
        (see `eager_ops`)."""
        keep = self._fty_keep
        operand_name = vnames.__getitem__

        def shape_text(rec: OpRecord) -> tuple[str, str]:
            """The text of a generic op's line around its operand names."""
            name = rec.name
            qname = quoted.get(name)
            if qname is None:
                qname = quoted[name] = quote(name)
            post = ")"
            props = rec.properties
            if props is not None:
                post += props_text(props)
            post += self._op_tail(rec, function_type(rec.operands, rec.results)) + "\n"
            keep.append((rec.attributes, props))
            return qname + "(", post

        def hook_of(name: str) -> PrintHook | None:
            """The op's custom printer (None: it prints generically)."""
            try:
                return hooks[name]
            except KeyError:
                d = ctx.op(name)
                hook = hooks[name] = d.print if d is not None else None
                dialects[name] = d.default_dialect if d is not None else ""
                return hook

        op_order = self.names.op_order

        def eager_ops(block: int, skip: int, ind: int, sink: list[str] | list[PrintItem]) -> int:
            """Print the ops of `block` (but `skip`) onto `sink`, up to the
            first one that needs the work stack (regions, successors, a
            custom printer), which it returns (0: none left). The ops and
            their records come from the numbering's lists when it kept them
            (`SSANames.op_order`).

            A payload repeats a few op shapes (name, attribute and property
            objects, operand and result types, all by identity: the snapshot
            keeps them alive, and so does `keep`) whose lines differ only in
            the names of their results and operands: the rest of a line is
            printed once per shape (`lines`), and a line costs a few lookups
            and one f-string. The common arities are unrolled (a
            comprehension or a join of a map costs more than the rest)."""
            pad = " " * ind
            emit = sink.append
            seq = op_order.get(block) if op_order is not None else None
            if seq is None:
                ids = snap.block_op_list(block)
                seq = ids, [ops[o] for o in ids]
            for o, rec in zip(*seq, strict=True):
                if o == skip:
                    continue
                if rec.regions or rec.successors:
                    return o
                name = rec.name
                operands = rec.operands
                results = rec.results
                n = len(operands)
                try:
                    if len(results) == 1:
                        r = results[0]
                        defs = vnames[r]
                        t = id(values[r].type)
                        if n == 2:
                            a, b = operands
                            key: tuple[object, ...] = (
                                name, id(rec.attributes), id(rec.properties), t,
                                id(values[a].type), id(values[b].type),
                            )  # fmt: skip
                            text = f"{vnames[a]}, {vnames[b]}"
                        elif n == 1:
                            a = operands[0]
                            key = (
                                name, id(rec.attributes), id(rec.properties), t,
                                id(values[a].type),
                            )  # fmt: skip
                            text = vnames[a]
                        elif n == 3:
                            a, b, c = operands
                            key = (
                                name, id(rec.attributes), id(rec.properties), t,
                                id(values[a].type), id(values[b].type), id(values[c].type),
                            )  # fmt: skip
                            text = f"{vnames[a]}, {vnames[b]}, {vnames[c]}"
                        else:
                            key = (
                                name, id(rec.attributes), id(rec.properties), t,
                                *[id(values[v].type) for v in operands],
                            )  # fmt: skip
                            text = ", ".join(map(operand_name, operands))
                    else:
                        key = (
                            name, id(rec.attributes), id(rec.properties), None, n,
                            *[id(values[v].type) for v in operands + results],
                        )  # fmt: skip
                        text = ", ".join(map(operand_name, operands))
                        defs = result_defs(o, results) if results else ""
                except KeyError:
                    return o  # a value the numbering does not cover: the work stack names it
                hit = lines.get(key)
                if hit is None:
                    if custom and hook_of(name) is not None:
                        return o
                    # The key names every object the watch looks at.
                    if watch is not None and watch.op(rec, values):
                        raise AliasesNeeded
                    hit = lines[key] = shape_text(rec)
                if defs:
                    emit(f"{pad}{defs} = {hit[0]}{text}{hit[1]}")
                else:
                    emit(f"{pad}{hit[0]}{text}{hit[1]}")
            return 0

        eager_ok = PRINT_EAGER and not debuginfo and not self.value_users
        """Whether `eager_ops` may print: the ops of a region print with it,
        straight onto `out` while the region is printed in order there, up
        to the first op that goes through the work stack (printing registers
        resources and numbers distinct attributes: ops must print in order)."""

        work: list[PrintItem] = [("op", root, indent, dialect)]
        append = out.append
        while work:
            item = work.pop()
            if isinstance(item, str):
                append(item)
                continue
            kind, oid, ind, extra = item
            if kind == "op" or kind == "generic":
                rec = ops[oid]
                if watch is not None and watch.op(rec, values):
                    raise AliasesNeeded
                region_dialect = ""
                if custom:
                    name = rec.name
                    hook = hook_of(name)
                    if hook is not None and kind == "op":
                        if watch is not None and rec.regions:
                            self._watch_held.extend(rec.regions)
                        self._print_custom(oid, rec, ind, extra, hook, work)
                        continue
                    region_dialect = dialects[name]
                head, fty = generic_head(oid, rec, ind if kind == "op" else -1)
                if not rec.regions:
                    if rec.attributes is EMPTY_DICT and not debuginfo:
                        append(head + " : " + fty)  # _op_tail's common case
                    else:
                        append(head + self._op_tail(rec, fty))
                    continue
                append(head + " (")
                # Regions, in reverse onto the stack; the tail (attributes,
                # type, location) is printed after them, in print order.
                pending: list[PrintItem] = []
                for i, r in enumerate(rec.regions):
                    if i:
                        pending.append(", ")
                    pending.append(("region", r, ind, region_dialect))
                pending.append(")")
                pending.append(("tail", oid, 0, fty))
                pending.reverse()
                work.extend(pending)
            elif kind == "tail":
                append(self._op_tail(ops[oid], extra))
            elif kind == "users":
                append(self._users_comment(oid))
            elif (kind == "region" or kind == "cregion") and self.skip_regions:
                append("{...}")
            elif kind == "region":
                rrec = regions[oid]
                pad = " " * ind
                # The common op is printed here rather than through the work
                # stack, straight onto `out` while it can (see `eager_ok`).
                pending = []
                eager = eager_ok
                sink: list[str] | list[PrintItem] = out if eager else pending
                sink.append("{\n")
                users = self.value_users
                for bi, b in enumerate(rrec.blocks):
                    brec = blocks[b]
                    if watch is not None and watch.args(brec.args, values):
                        raise AliasesNeeded
                    header = bi > 0 or not brec.first or bool(brec.args)
                    if header:
                        sink.append(self._block_header(b, ind))
                    if users:
                        sink.append(self._arg_users(b, ind + 2))
                    o = brec.first
                    if eager:
                        o = eager_ops(b, 0, ind + 2, sink)
                        if o:
                            eager = False
                            sink = pending
                    while o:
                        pending.append(("op", o, ind + 2, extra))
                        if users:
                            pending.append(("users", o, 0, None))
                        pending.append("\n")
                        o = links[o][1]
                sink.append(pad + "}")
                pending.reverse()
                work.extend(pending)
            elif kind == "cregion":
                entry_args, print_terms, empty_block, rdialect = extra
                rrec = regions[oid]
                if watch is not None:
                    self._watch_printed.add(oid)
                pad = " " * ind
                pending = []
                eager = eager_ok
                sink = out if eager else pending
                sink.append("{\n")
                for bi, b in enumerate(rrec.blocks):
                    brec = blocks[b]
                    if bi == 0:
                        header = (empty_block and not brec.first) or (
                            entry_args and bool(brec.args)
                        )
                    else:
                        header = True
                    if header:
                        sink.append(self._block_header(b, ind))
                    if self.value_users:
                        sink.append(self._arg_users(b, ind + 2))
                    if watch is not None and watch.args(brec.args, values):
                        raise AliasesNeeded
                    skip = 0
                    if bi == 0 and not print_terms and brec.last:
                        lname = ops[brec.last].name
                        is_term = terminators.get(lname)
                        if is_term is None:
                            ld = ctx.op(lname)
                            is_term = terminators[lname] = (
                                ld is not None and IS_TERMINATOR in ld.traits
                            )
                        if is_term:
                            skip = brec.last
                            # Not printed, but a superset is checked.
                            if watch is not None and watch.op(ops[skip], values):
                                raise AliasesNeeded
                    o = brec.first
                    if eager:
                        o = eager_ops(b, skip, ind + 2, sink)
                        if o:
                            eager = False
                            sink = pending
                    while o:
                        if o != skip:
                            pending.append(("op", o, ind + 2, rdialect))
                            if self.value_users:
                                pending.append(("users", o, 0, None))
                            pending.append("\n")
                        o = links[o][1]
                sink.append(pad + "}")
                pending.reverse()
                work.extend(pending)

    def _print_custom(
        self,
        oid: int,
        rec: OpRecord,
        ind: int,
        dialect: str,
        hook: PrintHook,
        work: list[PrintItem],
    ) -> None:
        """An op in its custom form: results, name (the default dialect's
        prefix dropped when unambiguous, as OpState::printOpName does), then
        whatever the op's printer prints, then the location."""
        assert self.names is not None
        head = " " * ind
        if rec.results:
            head += self.names.result_defs(oid, rec.results) + " = "
        name = rec.name
        if (
            dialect
            and name.startswith(dialect)
            and name[len(dialect) : len(dialect) + 1] == "."
            and name.count(".") == 1
        ):
            name = name[len(dialect) + 1 :]
        text = self._templated_custom(oid, rec, ind, hook) if PRINT_TEMPLATES else None
        if text is not None:
            pieces: list[PrintItem] = [head + name + text]
        else:
            pieces = [head + name]
            hook(OpAsmPrinter(self, oid, ind, pieces))
        if self.debuginfo:
            pieces.append(" " + self.loc(rec.loc))
        pieces.reverse()
        work.extend(pieces)

    def _templated_custom(self, oid: int, rec: OpRecord, ind: int, hook: PrintHook) -> str | None:
        """What `hook` prints for op, from the template of its shape, or None
        when op has none (then the hook prints it).

        A custom printer costs ~15 µs per op (the format's pieces, operand
        groups, the attribute dictionary...), and in a payload most ops
        differ only in the names of their operands. The shape of an op
        without regions or successors is its printer, indentation,
        attribute and property objects, and the types of its operands and
        results (by identity: they are shared, and the snapshot keeps them
        alive while it prints). The printer runs once per shape with each
        operand's name replaced by a marker; the text is kept, cut at the
        markers, and later ops of the shape fill in their own names. A
        printer that prints any other value (or an op whose operands are not
        all different, whose markers could not be told apart) gives its
        shape no template."""
        if rec.regions or rec.successors:
            return None
        values = self.snap.values
        operands = rec.operands
        key = (
            hook, ind, id(rec.attributes), id(rec.properties), len(operands),
            *[id(values[v].type) for v in operands],
            *[id(values[r].type) for r in rec.results],
        )  # fmt: skip
        templates = self._print_templates
        try:
            tpl = templates[key]
        except KeyError:
            tpl = templates[key] = self._print_template(oid, rec, ind, hook)
        if tpl is None:
            return None
        assert self.names is not None
        vget = self.names.value_names.get
        parts = list(tpl)
        for i in range(1, len(parts), 2):
            parts[i] = vget(operands[parts[i]], UNKNOWN_VALUE)
        return "".join(parts)

    def _print_template(
        self, oid: int, rec: OpRecord, ind: int, hook: PrintHook
    ) -> tuple[Any, ...] | None:
        """The text `hook` prints for op, as (text, operand index, text, ...)."""
        index = {v: i for i, v in enumerate(rec.operands)}
        if len(index) != len(rec.operands):
            return None

        class _Marking(OpAsmPrinter):
            def value_name(self, v: int) -> str:
                i = index.get(v)
                if i is None:
                    raise _NoTemplate
                return f"\0{i}\0"

        pieces: list[PrintItem] = []
        try:
            hook(_Marking(self, oid, ind, pieces))
        except _NoTemplate:
            return None
        texts = [p for p in pieces if isinstance(p, str)]
        if len(texts) != len(pieces):
            return None
        cut = "".join(texts).split("\0")
        marks = cut[1::2]
        if len(cut) % 2 == 0 or not all(m.isdigit() and int(m) < len(index) for m in marks):
            return None  # a NUL of the printer's own: no template
        return tuple(int(c) if k % 2 else c for k, c in enumerate(cut))

    def _value_users(self, v: int) -> str:
        """OperationPrinter::printValueUsers: each user once, in use-list
        order, by its results' names (or its id when it has none)."""
        assert self.names is not None
        snap = self.snap
        vget = self.names.value_names.get
        seen: dict[int, None] = {}
        for user, _ in snap.uses(v):
            seen.setdefault(user, None)
        if not seen:
            return "unused"
        parts = []
        for user in seen:
            res = snap.ops[user].results
            if res:
                parts.append(", ".join(vget(r, UNKNOWN_VALUE) for r in res))
            else:
                parts.append(self.names.op_ids.get(user, "<<UNKNOWN OPERATION>>"))
        return ", ".join(parts)

    def _users_comment(self, op: int) -> str:
        """OperationPrinter::printUsersComment(Operation *)."""
        assert self.names is not None
        snap = self.snap
        rec = snap.ops[op]
        res = rec.results
        if not res:
            if rec.operands:
                return " // id: " + self.names.op_ids.get(op, "<<UNKNOWN OPERATION>>")
            return ""
        users: dict[int, None] = {}
        for r in res:
            for user, _ in snap.uses(r):
                users.setdefault(user, None)
        if not users:
            return " // unused"
        in_results = sum(len(snap.ops[u].results) for u in users)
        one = in_results <= 1 and len(users) <= 1 and len(res) == 1
        texts = [self._value_users(r) for r in res]
        if len(res) > 1:
            texts = [f"({t})" for t in texts]
        return " // " + ("user" if one else "users") + ": " + ", ".join(texts)

    def _arg_users(self, block: int, ind: int) -> str:
        """OperationPrinter::printUsersComment(BlockArgument), one line per
        argument of `block`."""
        assert self.names is not None
        vnames = self.names.value_names
        out = []
        for a in self.snap.blocks[block].args:
            uses = self._value_users(a)
            tail = " is unused" if uses == "unused" else " is used by " + uses
            out.append(" " * ind + "// " + vnames.get(a, UNKNOWN_VALUE) + tail + "\n")
        return "".join(out)

    def _op_tail(self, rec: OpRecord, fty: str) -> str:
        tail = ""
        attrs = rec.attributes
        if attrs:
            hit = self._attr_dict_texts.get(id(attrs))
            if hit is None or hit[0] is not attrs:
                hit = (attrs, " {" + self.attr_entries(attrs.entries) + "}")
                self._attr_dict_texts[id(attrs)] = hit
            tail = hit[1]
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
                    p += " " + self.trailing_loc(vrec.loc, allow_alias=False)
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
            for rec in snap.ops.values():
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
    local_scope: bool = False,
    skip_regions: bool = False,
) -> str:
    """The text mlir-opt prints for this snapshot's root op
    (`local_scope`: as with --mlir-print-local-scope; `skip_regions`: as
    with --mlir-print-skip-regions).

    Custom forms assume verified IR (callers verify first, as pdlx-opt
    does). If a custom printer fails on IR that does not satisfy its op's
    invariants, the whole op is printed in generic form instead, which is
    what MLIR does for IR that fails verification."""

    def printer(generic: bool, watch: bool) -> OpPrinter:
        p = OpPrinter(
            snap, generic=generic, debuginfo=debuginfo, context=context, local_scope=local_scope
        )
        p.skip_regions = skip_regions
        p.watch_aliases = watch
        return p

    def attempt(generic: bool) -> str:
        """Printed without the alias walk while nothing aliasable shows up
        (the common case), else again with it (and the same numbering)."""
        first = printer(generic, True)
        try:
            return run_shallow(first.print_top_level)
        except AliasesNeeded:
            names = first.names
            return run_shallow(lambda: printer(generic, False).print_top_level(names=names))

    with paused_gc():
        if generic:
            return attempt(True)
        try:
            return attempt(False)
        except (IndexError, KeyError, AttributeError, AssertionError, TypeError, ValueError):
            return attempt(True)


_PRINT_FAILURES = (IndexError, KeyError, AttributeError, AssertionError, TypeError, ValueError)
"""What a custom printer raises on IR it does not expect (then MLIR, like
pdlx, prints the generic form)."""

_LOCAL_NAMES: Derived[dict[tuple[int, bool, int], SSANames]] = Derived(
    "printer.local_names", lambda _: {}
)
"""(scope op, generic, id(context)) -> the SSA names under that scope."""


def isolated_ancestor(snap: Snapshot, op: int, context: Context | None = None) -> int:
    """The op MLIR numbers values from when it prints `op` by itself: the op
    or its closest isolated-from-above ancestor (else the root)."""
    ctx = context or Context.default()
    scope = op
    while True:
        opdef = ctx.op(snap.ops[scope].name)
        if opdef is not None and ISOLATED_FROM_ABOVE in opdef.traits:
            return scope
        parent = snap.parent_op_of_op(scope)
        if not parent:
            return scope
        scope = parent


def local_names(
    snap: Snapshot, scope: int, *, generic: bool, context: Context | None = None
) -> SSANames:
    """The SSA names of everything under `scope`, cached on the snapshot
    (views of one function name their values once, not once per repr)."""
    ctx = context or Context.default()
    cache = snap.derived(_LOCAL_NAMES)
    key = (scope, generic, id(ctx))
    names = cache.get(key)
    if names is None:
        names = cache[key] = SSANames(snap, scope, generic=generic, context=ctx)
    return names


def print_op(view: Operation, *, generic: bool = False, context: Context | None = None) -> str:
    """`str(op)`: MLIR's `op->print(os)` with a local scope: the op and its
    regions, in custom form (generic when its custom printer fails, as MLIR
    does for IR it cannot print), with the SSA names its closest
    isolated-from-above ancestor prints it with."""
    snap, op = view.snapshot, view.id
    scope = isolated_ancestor(snap, op, context)

    def text(g: bool) -> str:
        names = local_names(snap, scope, generic=g, context=context)
        return OpPrinter(snap, generic=g, context=context).print_op_in_scope(op, names)

    with paused_gc():
        for g in (True,) if generic else (False, True):
            try:
                return run_shallow(partial(text, g))
            except _PRINT_FAILURES:
                if g:
                    raise
    raise AssertionError("unreachable")


def value_name(view: Value, *, generic: bool = False, context: Context | None = None) -> str:
    """The SSA name a value prints with (`%0`, `%arg1`, `%3#1`), numbered as
    its closest isolated-from-above ancestor prints it (MLIR's
    `Value::printAsOperand`); `generic`: without the ops' name hints."""
    snap = view.snapshot
    rec = snap.values[view.id]
    owner = snap.parent_op_of_block(rec.owner) if rec.is_arg else rec.owner
    scope = isolated_ancestor(snap, owner, context)
    for g in (True,) if generic else (False, True):
        try:
            names = local_names(snap, scope, generic=g, context=context)
        except _PRINT_FAILURES:
            if g:
                raise
            continue
        return names.value_names.get(view.id, UNKNOWN_VALUE)
    raise AssertionError("unreachable")


def function_type_str(p: AsmPrinter, t: FunctionType) -> str:
    """A function type's text as an op's trailing type prints it."""
    return t.print(p)


__all__ = [
    "AsmPrinter",
    "OpPrinter",
    "PrintFlags",
    "attr_to_str",
    "command_line_flags",
    "command_line_print_flags",
    "dialect_symbol",
    "isolated_ancestor",
    "keyword_or_string",
    "loc_to_str",
    "local_names",
    "print_module",
    "print_op",
    "quote",
    "symbol_name",
    "type_to_str",
    "value_name",
]

_ = (DictionaryAttr, UnknownLoc, IS_TERMINATOR)
