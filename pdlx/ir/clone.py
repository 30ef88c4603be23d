"""Copying an op and everything nested in it, with fresh ids.

Works across snapshots: the source is read from one snapshot and the copy
is built by a `Rewriter` over another (preloading a transform library into
a payload module), or the same one.
"""

from __future__ import annotations

from pdlx.ir.rewriter import Rewriter
from pdlx.ir.snapshot import Snapshot


def clone_op(src: Snapshot, op: int, rw: Rewriter, value_map: dict[int, int] | None = None) -> int:
    """Create a copy of `op` (at the rewriter's insertion point, if any).
    Operands defined outside the cloned tree are kept as they are unless
    `value_map` maps them; the map is filled with old -> new values."""
    vmap: dict[int, int] = {} if value_map is None else value_map
    bmap: dict[int, int] = {}
    created: list[int] = []
    root = _clone(src, op, rw, vmap, bmap, created)
    # Uses that came before their definitions (graph regions) refer to old
    # ids until every definition exists: remap them now.
    for new in created:
        rec = rw.op_record(new)
        ops = [vmap.get(v, v) for v in rec.operands]
        if tuple(ops) != rec.operands:
            rw.set_operands(new, ops)
    return root


def _clone(
    src: Snapshot,
    op: int,
    rw: Rewriter,
    vmap: dict[int, int],
    bmap: dict[int, int],
    created: list[int],
) -> int:
    rec = src.ops[op]
    # Blocks may be referenced (successors) before they are cloned: create
    # every nested block first, then fill them.
    new = rw.create_op(
        rec.name,
        [vmap.get(v, v) for v in rec.operands],
        [src.values[r].type for r in rec.results],
        attributes=rec.attributes,
        properties=rec.properties,
        num_regions=len(rec.regions),
        successors=[bmap.get(b, b) for b in rec.successors],
        loc=rec.loc,
    )
    created.append(new)
    for old_r, new_r in zip(rec.results, rw.op_record(new).results, strict=True):
        vmap[old_r] = new_r
    saved_ip = rw.insertion_point
    for old_region, new_region in zip(rec.regions, rw.op_record(new).regions, strict=True):
        blocks = src.regions[old_region].blocks
        for b in blocks:
            brec = src.blocks[b]
            nb = rw.create_block(
                new_region,
                [src.values[a].type for a in brec.args],
                [src.values[a].loc for a in brec.args],
            )
            bmap[b] = nb
            for a, na in zip(brec.args, rw.block_record(nb).args, strict=True):
                vmap[a] = na
        for b in blocks:
            rw.set_insertion_point_to_end(bmap[b])
            for inner in src.block_ops(b):
                _clone(src, inner, rw, vmap, bmap, created)
    rw.insertion_point = saved_ip
    return new
