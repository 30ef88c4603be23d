"""SSA value and block names for printing, numbered as MLIR's SSANameState.

MLIR numbers regions in a LIFO order: it numbers the values of a region
(block arguments, then op results, block by block), then pushes the nested
regions of that region's ops and pops the last pushed first. In generic form
the counters run on across all regions; in custom form each pushed region
resumes from the counters saved when it was pushed (so sibling regions reuse
numbers). Entry-block arguments are `%argN`; other block arguments take value
numbers. Name hints from custom printers (`%c0_i32`, `%cst`) come from the
op's `asm_result_names` hook and are uniqued per isolated scope.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from pdlx.ir.snapshot import Snapshot

if TYPE_CHECKING:
    pass

NameHintFn = Callable[[Snapshot, int], "list[tuple[int, str]] | None"]
"""(snapshot, op id) -> [(result index where a group starts, name), ...]."""


class SSANames:
    __slots__ = ("block_names", "block_order", "def_names", "value_names")

    def __init__(
        self,
        snap: Snapshot,
        root: int,
        *,
        generic: bool,
        name_hints: NameHintFn | None = None,
        arg_name_hints: NameHintFn | None = None,
    ) -> None:
        self.value_names: dict[int, str] = {}
        """value id -> how a use prints (`%3`, `%3#1`, `%arg0`)."""
        self.def_names: dict[int, list[str]] = {}
        """op id -> how its result groups print on definition (`%3:2`)."""
        self.block_names: dict[int, str] = {}
        self.block_order: dict[int, int] = {}
        ops, regions, blocks, links, values = (
            snap.ops, snap.regions, snap.blocks, snap.links, snap.values,
        )  # fmt: skip
        vnames = self.value_names
        dnames = self.def_names
        bnames = self.block_names
        border = self.block_order
        used: set[str] = set()

        next_value = 0
        next_arg = 0

        def number_op(op: int) -> None:
            nonlocal next_value
            rec = ops[op]
            res = rec.results
            if not res:
                return
            hints = name_hints(snap, op) if name_hints is not None else None
            if hints:
                # Groups named by the op; the rest numbered.
                groups = _groups(hints, len(res))
                defs = []
                for start, count, hint in groups:
                    if hint is None:
                        base = f"%{next_value}"
                        next_value += 1
                    else:
                        base = "%" + _unique(hint, used)
                    defs.append(base if count == 1 else f"{base}:{count}")
                    vnames[res[start]] = base if count == 1 else f"{base}#0"
                    for k in range(1, count):
                        vnames[res[start + k]] = f"{base}#{k}"
                dnames[op] = defs
                return
            base = f"%{next_value}"
            next_value += 1
            if len(res) == 1:
                vnames[res[0]] = base
                dnames[op] = [base]
            else:
                dnames[op] = [f"{base}:{len(res)}"]
                for k in range(len(res)):
                    vnames[res[k]] = f"{base}#{k}"

        stack: list[tuple[int, int, int]] = []
        number_op(root)
        for r in ops[root].regions:
            stack.append((r, next_value, next_arg))
        while stack:
            region, saved_value, saved_arg = stack.pop()
            if not generic:
                next_value, next_arg = saved_value, saved_arg
            block_ids = regions[region].blocks
            for bi, b in enumerate(block_ids):
                bnames[b] = f"^bb{bi}"
                border[b] = bi
                brec = blocks[b]
                if bi == 0:
                    hinted = (
                        arg_name_hints(snap, regions[region].parent)
                        if arg_name_hints is not None
                        else None
                    )
                    for a in brec.args:
                        vnames[a] = f"%arg{next_arg}"
                        next_arg += 1
                    del hinted
                else:
                    for a in brec.args:
                        vnames[a] = f"%{next_value}"
                        next_value += 1
                o = brec.first
                while o:
                    number_op(o)
                    o = links[o][1]
            for b in block_ids:
                o = blocks[b].first
                while o:
                    for r in ops[o].regions:
                        stack.append((r, next_value, next_arg))
                    o = links[o][1]
        del values


def _groups(hints: list[tuple[int, str]], n: int) -> list[tuple[int, int, str | None]]:
    """Split results 0..n into groups at the hinted starts."""
    starts = dict(hints)
    out: list[tuple[int, int, str | None]] = []
    i = 0
    while i < n:
        j = i + 1
        while j < n and j not in starts:
            j += 1
        out.append((i, j - i, starts.get(i)))
        i = j
    return out


def _unique(hint: str, used: set[str]) -> str:
    if hint not in used:
        used.add(hint)
        return hint
    k = 0
    while f"{hint}_{k}" in used:
        k += 1
    name = f"{hint}_{k}"
    used.add(name)
    return name
