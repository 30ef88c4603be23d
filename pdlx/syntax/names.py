"""SSA value and block names for printing: a port of MLIR's `SSANameState`.

Why a port and not a simpler scheme: mlir-opt's output is the oracle byte
for byte, and its numbering has observable quirks that any "natural" scheme
gets wrong:

* Regions are numbered in LIFO order. The values of a region (entry-block
  arguments `%argN`, other block arguments and op results `%N`, block by
  block) are numbered, then the regions of that region's ops are pushed on a
  stack together with the counters (`nextValueID`, `nextArgumentID`,
  `nextConflictID`) as they were at push time; the last pushed is numbered
  first.
* In custom form each popped region *resumes* from its saved counters, so
  sibling regions reuse the same numbers (both functions of a module start
  at `%0`). In generic form (MLIR's "unique SSA ids") the counters run on.
* The root op's regions are pushed *before* the root's own results are
  numbered, so those results never shift the numbering of its regions.
* Name hints (`OpAsmOpInterface::getAsmResultNames`, here `OpDef.result_names`,
  and `getAsmBlockArgumentNames`, here `OpDef.block_arg_names`) are only
  asked for in custom form. A hint is sanitized, then made unique against a
  *scoped* table of used names: names used by enclosing regions are visible,
  names of sibling regions are not (their scope is popped before the next
  sibling is numbered). On conflict the hint gets `_N` with N taken from the
  shared `nextConflictID` counter (saved and restored per region like the
  value counters). Entry-block `argN` names go through the same table.
* A hint on a result other than #0 starts a new result group: `%a, %b:2 = `.
  Result #0 always starts a group; when unnamed it takes a number.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from pdlx.ir.base import Location
from pdlx.ir.context import Context, NameHook
from pdlx.ir.location import CallSiteLoc, FusedLoc, NameLoc
from pdlx.ir.records import OpRecord
from pdlx.ir.snapshot import Snapshot
from pdlx.ir.views import Operation
from pdlx.syntax.flags import command_line_flags

NUMBER_INLINE = True
"""Whether ops without a result-name hook are numbered inline
(`_Numbering.number_ops_unhinted`; tests turn it off to check that the
names are the same either way)."""

UNKNOWN_VALUE: Final = "<<UNKNOWN SSA VALUE>>"
"""How MLIR prints a value the numbering does not cover."""

NameHints = list[tuple[int, str]]
"""[(result or argument index, name), ...] as a name hook returns them."""

NameHintFn = Callable[[Snapshot, int], "NameHints | None"]
"""(snapshot, op id) -> hints; used for tests and callers without a Context."""


def sanitize_identifier(name: str, allowed: str = "$._-", allow_trailing_digit: bool = True) -> str:
    """MLIR's `sanitizeIdentifier`: make `name` a valid suffix of `%` / `#`.

    A leading digit gets a `_` prefix (it would collide with numbered ids),
    a space becomes `_`, other invalid bytes become their hex code; with
    `allow_trailing_digit=False` (alias names) a trailing digit gets a `_`
    suffix so that `#map1` style numbering cannot collide.
    """

    def copy() -> str:
        out = []
        for b in name.encode("utf-8", "surrogateescape"):
            ch = chr(b)
            if (ch.isascii() and ch.isalnum()) or ch in allowed:
                out.append(ch)
            elif ch == " ":
                out.append("_")
            else:
                out.append(f"{b:X}")
        return "".join(out)

    if name[:1].isdigit():
        return "_" + copy()
    if not allow_trailing_digit and name[-1:].isdigit():
        return copy() + "_"
    for ch in name:
        if not ((ch.isascii() and ch.isalnum()) or ch in allowed):
            return copy()
    return name


class SSANames:
    """Names of every value and block under a root op, as MLIR prints them."""

    __slots__ = ("block_names", "block_order", "def_names", "op_ids", "op_order", "value_names")

    def __init__(
        self,
        snap: Snapshot,
        root: int,
        *,
        generic: bool,
        context: Context | None = None,
        name_hints: NameHintFn | None = None,
        arg_name_hints: Callable[[Snapshot, int, int], NameHints | None] | None = None,
        unique_ids: bool | None = None,
        nameloc_prefix: bool | None = None,
        value_users: bool | None = None,
        op_order: bool = False,
    ) -> None:
        """Number everything under `root`.

        Hints come from the ops registered in `context` (custom form only);
        `name_hints(snap, op)` / `arg_name_hints(snap, op, region_index)`
        override them (for tests and tools that name values themselves).
        `unique_ids` (--mlir-print-unique-ssa-ids) numbers on across sibling
        regions, as the generic form always does; `nameloc_prefix`
        (--mlir-use-nameloc-as-prefix) names a value after the first
        `NameLoc` in its location; with `value_users`
        (--mlir-print-value-users) an op without results takes a number too
        (`op_ids`). All three default to the command line's. With
        `op_order`, the numbering keeps what it reads of the blocks it
        numbers without hints (`op_order`), for the printer.
        """
        flags = command_line_flags()
        unique_ids = flags.unique_ids if unique_ids is None else unique_ids
        nameloc_prefix = flags.nameloc_prefix if nameloc_prefix is None else nameloc_prefix
        value_users = flags.value_users if value_users is None else value_users
        self.op_ids: dict[int, str] = {}
        """op id -> `%N` of an op without results (--mlir-print-value-users)."""
        self.value_names: dict[int, str] = {}
        """value id -> how a use prints (`%3`, `%3#1`, `%arg0`, `%f_0`)."""
        self.def_names: dict[int, list[str]] = {}
        """op id -> how its result groups print on definition (`%3:2`,
        `%a, %b:2`); most ops with one result have no entry: they print it
        as its use does (`result_defs`; a list per op cost a fifth of the
        numbering)."""
        self.block_names: dict[int, str] = {}
        self.block_order: dict[int, int] = {}
        self.op_order: dict[int, tuple[list[int], list[OpRecord]]] | None = {} if op_order else None
        """block id -> its ops' ids and records, in order, as the numbering
        read them (only with `op_order`; blocks it numbered op by op through
        their hints are missing). The printer walks these lists rather than
        the snapshot's `ops` and `links` maps a second time: after a
        rewrite, the maps' nodes and records made by the rewriter lie far
        apart in memory, and each lookup was a cache miss or two."""
        result_hook: Callable[[str], NameHook | None] | None = None
        if not generic and name_hints is None and arg_name_hints is None:
            if context is None:
                context = Context.default()
            name_hints, arg_name_hints, result_hook = _context_hooks(context)
        if generic:
            name_hints = arg_name_hints = result_hook = None
        _Numbering(
            self,
            snap,
            generic or unique_ids,
            name_hints,
            arg_name_hints,
            nameloc_prefix,
            value_users,
            result_hook,
        ).run(root)

    def result_defs(self, op: int, results: tuple[int, ...]) -> str:
        """How the results of `op` print where it defines them."""
        groups = self.def_names.get(op)
        if groups is None:
            return self.value_names[results[0]]
        return ", ".join(groups)

    def shadow_region_args(self, args: tuple[int, ...], values: list[int | None]) -> None:
        """MLIR's `shadowRegionArgs`: print the region's arguments with the
        names of `values` (an isolated op reusing its operands' names)."""
        for arg, v in zip(args, values, strict=False):
            if v is not None and v in self.value_names:
                self.value_names[arg] = self.value_names[v]


def _context_hooks(
    ctx: Context,
) -> tuple[
    NameHintFn | None,
    Callable[[Snapshot, int, int], NameHints | None] | None,
    Callable[[str], NameHook | None],
]:
    """Name hooks that dispatch on the op's registered definition, and the
    result-name hook of an op name (which lets the numbering skip, per op,
    the call of the first for ops that have none)."""
    ops = ctx.op_defs
    cache: dict[str, NameHook | None] = {}

    def result_hook(name: str) -> NameHook | None:
        try:
            return cache[name]
        except KeyError:
            d = ctx.op(name)
            hook = cache[name] = d.result_names if d is not None else None
            return hook

    if not any(d.result_names is not None for d in ops.values()):
        res_fn: NameHintFn | None = None
    else:

        def res_fn(snap: Snapshot, op: int) -> NameHints | None:
            hook = result_hook(snap.ops[op].name)
            if hook is None:
                return None
            return hook(Operation(snap, op))

    if not any(d.block_arg_names is not None for d in ops.values()):
        arg_fn = None
    else:

        def arg_fn(snap: Snapshot, op: int, region_index: int) -> NameHints | None:
            d = ctx.op(snap.ops[op].name)
            if d is None or d.block_arg_names is None:
                return None
            return d.block_arg_names(Operation(snap, op), region_index)

    return res_fn, arg_fn, result_hook


class _Numbering:
    """The state of one `SSANameState` construction."""

    def __init__(
        self,
        names: SSANames,
        snap: Snapshot,
        generic: bool,
        name_hints: NameHintFn | None,
        arg_name_hints: Callable[[Snapshot, int, int], NameHints | None] | None,
        nameloc: bool = False,
        value_users: bool = False,
        result_hook: Callable[[str], NameHook | None] | None = None,
    ) -> None:
        self.n = names
        self.result_hook = result_hook
        """The result-name hook of an op name, when `name_hints` is the
        context's (which calls it): then ops without one are numbered
        without calling `name_hints`."""
        self.hooked: dict[str, bool] = {}
        """op name -> whether `result_hook` gives it a hook."""
        self.numbers: list[str] = []
        """`%N` by N: sibling regions number from the same counters, and
        the functions of a module reuse the same few hundred names."""
        self.nameloc = nameloc
        self.value_users = value_users
        self.snap = snap
        self.generic = generic
        self.name_hints = name_hints
        self.arg_name_hints = arg_name_hints
        self.next_value = 0
        self.next_arg = 0
        self.next_conflict = 0
        self.used: set[str] = set()
        self.scopes: list[list[str]] = []
        self.nested: list[int] = []
        """The regions of the ops of the region being numbered, in order,
        gathered by the loops that read every op's record anyway."""
        self.nested_complete = True
        """Whether `nested` holds them all (a block numbered op by op
        through `number_op` gathers none)."""

    # -- the scoped table of used names ------------------------------------

    def unique(self, name: str) -> str:
        name = sanitize_identifier(name)
        used = self.used
        if name in used:
            while True:
                probe = f"{name}_{self.next_conflict}"
                self.next_conflict += 1
                if probe not in used:
                    name = probe
                    break
        used.add(name)
        self.scopes[-1].append(name)
        return name

    def pop_scopes_to(self, depth: int) -> None:
        scopes, used = self.scopes, self.used
        while len(scopes) > depth:
            for name in scopes.pop():
                used.discard(name)

    # -- numbering ----------------------------------------------------------

    def run(self, root: int) -> None:
        snap = self.snap
        ops = snap.ops
        self.scopes.append([])
        stack: list[tuple[int, int, int, int, int]] = [
            (r, self.next_value, self.next_arg, self.next_conflict, 1) for r in ops[root].regions
        ]
        self.number_op(root)
        generic = self.generic
        regions, blocks, links = snap.regions, snap.blocks, snap.links
        while stack:
            region, v, a, c, parent_depth = stack.pop()
            if not generic:
                self.next_value, self.next_arg, self.next_conflict = v, a, c
            self.pop_scopes_to(parent_depth)
            self.scopes.append([])
            depth = len(self.scopes)
            block_ids = regions[region].blocks
            if (
                self.name_hints is not None
                or self.arg_name_hints is not None
                or self.nameloc
                or self.value_users
            ):
                self.number_region_hinted(region, block_ids)
            else:
                self.number_region_plain(block_ids)
            if self.nested_complete:
                # The regions the numbering met, in order: no second walk.
                pushed = (self.next_value, self.next_arg, self.next_conflict, depth)
                stack.extend([(r, *pushed) for r in self.nested])
            else:
                for b in block_ids:
                    o = blocks[b].first
                    while o:
                        for r in ops[o].regions:
                            stack.append(
                                (r, self.next_value, self.next_arg, self.next_conflict, depth)
                            )
                        o = links[o][1]
            self.nested = []
            self.nested_complete = True
        self.pop_scopes_to(0)

    def number_region_plain(self, block_ids: tuple[int, ...]) -> None:
        """The common case (generic form, or no hooks anywhere): no hints."""
        snap = self.snap
        ops, blocks, links = snap.ops, snap.blocks, snap.links
        n = self.n
        vnames, dnames = n.value_names, n.def_names
        bnames, border = n.block_names, n.block_order
        order = n.op_order
        nested = self.nested
        used = self.used
        scope = self.scopes[-1]
        for bi, b in enumerate(block_ids):
            bnames[b] = f"^bb{bi}"
            border[b] = bi
            brec = blocks[b]
            if bi == 0:
                for a in brec.args:
                    name = f"arg{self.next_arg}"
                    self.next_arg += 1
                    if name in used:
                        name = self.unique(name)
                    else:
                        used.add(name)
                        scope.append(name)
                    vnames[a] = "%" + name
            else:
                for a in brec.args:
                    vnames[a] = f"%{self.next_value}"
                    self.next_value += 1
            o = brec.first
            next_value = self.next_value  # a local while numbering the block's ops
            # Numbers that run on (generic form) are each used once: no cache.
            numbers = None if self.generic else self.numbers
            keep = order is not None
            ids: list[int] = []
            recs: list[OpRecord] = []
            while o:
                rec = ops[o]
                if keep:
                    ids.append(o)
                    recs.append(rec)
                if rec.regions:
                    nested.extend(rec.regions)
                res = rec.results
                if res:
                    if numbers is None:
                        base = f"%{next_value}"
                    else:
                        try:
                            base = numbers[next_value]
                        except IndexError:
                            base = self.number(next_value)
                    next_value += 1
                    if len(res) == 1:
                        vnames[res[0]] = base
                    else:
                        dnames[o] = [f"{base}:{len(res)}"]
                        for k, r in enumerate(res):
                            vnames[r] = f"{base}#{k}"
                o = links[o][1]
            self.next_value = next_value
            if order is not None:
                order[b] = (ids, recs)

    def number_region_hinted(self, region: int, block_ids: tuple[int, ...]) -> None:
        snap = self.snap
        blocks, links = snap.blocks, snap.links
        n = self.n
        vnames = n.value_names
        if self.arg_name_hints is not None and block_ids:
            owner = snap.regions[region].parent
            if owner:
                index = snap.ops[owner].regions.index(region)
                hints = self.arg_name_hints(snap, owner, index)
                if hints:
                    args = blocks[block_ids[0]].args
                    for i, name in hints:
                        if 0 <= i < len(args) and args[i] not in vnames and name:
                            name = self.loc_name(snap.values[args[i]].loc) or name
                            vnames[args[i]] = "%" + self.unique(name)
        for bi, b in enumerate(block_ids):
            n.block_names[b] = f"^bb{bi}"
            n.block_order[b] = bi
            brec = blocks[b]
            for a in brec.args:
                if a in vnames:
                    continue
                if bi == 0:
                    name = f"arg{self.next_arg}"
                    self.next_arg += 1
                    name = self.loc_name(snap.values[a].loc) or name
                    vnames[a] = "%" + self.unique(name)
                elif located := self.loc_name(snap.values[a].loc):
                    vnames[a] = "%" + self.unique(located)
                else:
                    vnames[a] = f"%{self.next_value}"
                    self.next_value += 1
            o = brec.first
            if (
                NUMBER_INLINE
                and self.result_hook is not None
                and not self.nameloc
                and not self.value_users
            ):
                self.number_ops_unhinted(o, b)
                continue
            self.nested_complete = False
            while o:
                self.number_op(o)
                o = links[o][1]

    def number(self, n: int) -> str:
        """`%n`, from (and into) `numbers`."""
        numbers = self.numbers
        while len(numbers) <= n:
            numbers.append(f"%{len(numbers)}")
        return numbers[n]

    def number_ops_unhinted(self, o: int, block: int) -> None:
        """`number_op` of the ops of `block` from `o` (its first) on, inline
        for the ops whose name has no result-name hook (most of a payload)."""
        assert self.result_hook is not None
        result_hook = self.result_hook
        ops, links = self.snap.ops, self.snap.links
        n = self.n
        vnames, dnames = n.value_names, n.def_names
        hooked = self.hooked
        numbers = None if self.generic else self.numbers  # as in number_region_plain
        next_value = self.next_value
        order = n.op_order
        keep = order is not None
        nested = self.nested
        ids: list[int] = []
        recs: list[OpRecord] = []
        while o:
            rec = ops[o]
            if keep:
                ids.append(o)
                recs.append(rec)
            if rec.regions:
                nested.extend(rec.regions)
            res = rec.results
            if res:
                name = rec.name
                h = hooked.get(name)
                if h is None:
                    h = hooked[name] = result_hook(name) is not None
                if h:
                    self.next_value = next_value
                    self.number_op(o)
                    next_value = self.next_value
                else:
                    if numbers is None:
                        base = f"%{next_value}"
                    else:
                        try:
                            base = numbers[next_value]
                        except IndexError:
                            base = self.number(next_value)
                    next_value += 1
                    if len(res) == 1:
                        vnames[res[0]] = base
                    else:
                        dnames[o] = [f"{base}:{len(res)}"]
                        for k, r in enumerate(res):
                            vnames[r] = f"{base}#{k}"
            o = links[o][1]
        self.next_value = next_value
        if order is not None:
            order[block] = (ids, recs)

    def loc_name(self, loc: Location | None) -> str | None:
        """SSANameState's maybeGetValueNameFromLoc: the name of the first
        NameLoc in `loc` (pre-order), with --mlir-use-nameloc-as-prefix."""
        if not self.nameloc or loc is None:
            return None
        stack: list[Location] = [loc]
        while stack:
            x = stack.pop()
            if isinstance(x, NameLoc):
                return x.name
            if isinstance(x, CallSiteLoc):
                stack += (x.caller, x.callee)
            elif isinstance(x, FusedLoc):
                stack.extend(reversed(x.locations))
        return None

    def number_op(self, op: int) -> None:
        snap = self.snap
        res = snap.ops[op].results
        if not res:
            if self.value_users and op not in self.n.op_ids:
                self.n.op_ids[op] = f"%{self.next_value}"
                self.next_value += 1
            return
        n = self.n
        vnames, dnames = n.value_names, n.def_names
        hints = self.name_hints(snap, op) if self.name_hints is not None else None
        if self.nameloc:
            located = self.loc_name(snap.ops[op].loc)
            if located:
                # A result's location is its op's: every hinted name becomes
                # the NameLoc's, and result #0 gets it if nothing named it.
                hints = [(i, located if name else name) for i, name in hints or []]
                if not any(i == 0 and name for i, name in hints):
                    hints.append((0, located))
        if not hints:
            base = f"%{self.next_value}"
            self.next_value += 1
            if len(res) == 1:
                vnames[res[0]] = base
                dnames[op] = [base]
            else:
                dnames[op] = [f"{base}:{len(res)}"]
                for k, r in enumerate(res):
                    vnames[r] = f"{base}#{k}"
            return
        named: dict[int, str] = {}
        for i, name in hints:
            if 0 <= i < len(res) and i not in named and name:
                named[i] = self.unique(name)
        if 0 not in named:
            named[0] = str(self.next_value)
            self.next_value += 1
        starts = sorted(named)
        defs = []
        for gi, start in enumerate(starts):
            end = starts[gi + 1] if gi + 1 < len(starts) else len(res)
            base = "%" + named[start]
            size = end - start
            if size == 1:
                vnames[res[start]] = base
                defs.append(base)
            else:
                defs.append(f"{base}:{size}")
                for k in range(size):
                    vnames[res[start + k]] = f"{base}#{k}"
        dnames[op] = defs
