"""A small mutable IR for code that builds IR the way MLIR's OpBuilder does.

The PDL lowering creates blocks out of order, inserts a block before
another, splices the operations of one block into another and erases
blocks: MLIR's block numbering in the printed output (`^bb3`) depends on
all of that. Doing it on persistent snapshots would cost an edit per step;
instead the lowering builds this throwaway object graph and `materialize`s
it into a snapshot once, with the rewriter, at the end.
"""

from __future__ import annotations

from pdlx.ir import types as T
from pdlx.ir.attributes import Attribute, DictionaryAttr
from pdlx.ir.context import Context
from pdlx.ir.dense import DenseArrayAttr
from pdlx.ir.location import Location
from pdlx.ir.rewriter import Rewriter


class BValue:
    __slots__ = ("index", "loc", "owner", "type")

    def __init__(self, type: T.Type, loc: Location, owner: BOp | BBlock, index: int) -> None:
        self.type = type
        self.loc = loc
        self.owner = owner
        self.index = index


class BOp:
    __slots__ = ("attrs", "block", "groups", "loc", "name", "regions", "results", "successors")

    def __init__(
        self,
        name: str,
        groups: list[list[BValue]],
        result_types: list[T.Type],
        attrs: dict[str, Attribute],
        loc: Location,
        successors: list[BBlock] | None = None,
        num_regions: int = 0,
    ) -> None:
        self.name = name
        self.groups = groups
        """Operand groups; more than one means AttrSizedOperandSegments."""
        self.results = [BValue(t, loc, self, i) for i, t in enumerate(result_types)]
        self.attrs = attrs
        self.loc = loc
        self.successors = list(successors or [])
        self.regions = [BRegion(self) for _ in range(num_regions)]
        self.block: BBlock | None = None

    @property
    def operands(self) -> list[BValue]:
        return [v for g in self.groups for v in g]

    @property
    def result(self) -> BValue:
        return self.results[0]


class BBlock:
    __slots__ = ("args", "ops", "region")

    def __init__(self, region: BRegion | None) -> None:
        self.region = region
        self.args: list[BValue] = []
        self.ops: list[BOp] = []

    def add_argument(self, type: T.Type, loc: Location) -> BValue:
        v = BValue(type, loc, self, len(self.args))
        self.args.append(v)
        return v

    def append(self, op: BOp) -> BOp:
        op.block = self
        self.ops.append(op)
        return op


class BRegion:
    __slots__ = ("blocks", "parent")

    def __init__(self, parent: BOp | None) -> None:
        self.parent = parent
        self.blocks: list[BBlock] = []

    def emplace_block(self) -> BBlock:
        b = BBlock(self)
        self.blocks.append(b)
        return b

    def create_block_before(self, before: BBlock) -> BBlock:
        b = BBlock(self)
        self.blocks.insert(self.blocks.index(before), b)
        return b

    def erase_block(self, b: BBlock) -> None:
        self.blocks.remove(b)


def splice_all(dst: BBlock, src: BBlock) -> None:
    """Move every op of `src` to the end of `dst`."""
    for op in src.ops:
        op.block = dst
    dst.ops.extend(src.ops)
    src.ops = []


def materialize(
    rw: Rewriter, top: list[BOp], block: int, ctx: Context, before: int | None = None
) -> dict[BValue, int]:
    """Create the ops `top` (and everything nested) in `block` (at the end,
    or before op `before`); returns the value ids. Inherent attributes go to
    the properties (with the op's ODS defaults), as MLIR stores them."""
    values: dict[BValue, int] = {}
    pending: list[tuple[int, BOp]] = []
    blocks: dict[BBlock, int] = {}

    def create(op: BOp, into: int, before_op: int | None) -> None:
        opdef = ctx.op(op.name)
        props: dict[str, Attribute] = {}
        discardable: dict[str, Attribute] = {}
        inherent = opdef.inherent if opdef is not None else None
        for k, v in op.attrs.items():
            if inherent is not None and k in inherent:
                props[k] = v
            else:
                discardable[k] = v
        if len(op.groups) > 1:
            props["operandSegmentSizes"] = DenseArrayAttr(T.i32, tuple(len(g) for g in op.groups))
        if opdef is not None:
            for k, v in opdef.default_props.items():
                props.setdefault(k, v)
        # Successor blocks are created with their region; regions of this op
        # are created right after it.
        succ = [blocks[b] for b in op.successors]
        if before_op is not None:
            rw.set_insertion_point_before(before_op)
        else:
            rw.set_insertion_point_to_end(into)
        oid = rw.create_op(
            op.name,
            (),
            [v.type for v in op.results],
            attributes=discardable or None,
            properties=DictionaryAttr.of(props) if props else None,
            num_regions=len(op.regions),
            successors=succ,
            loc=op.loc,
        )
        for bv, vid in zip(op.results, rw.op_record(oid).results, strict=True):
            values[bv] = vid
        pending.append((oid, op))
        for breg, rid in zip(op.regions, rw.op_record(oid).regions, strict=True):
            ids = []
            for bb in breg.blocks:
                bid = rw.create_block(rid, [a.type for a in bb.args], [a.loc for a in bb.args])
                blocks[bb] = bid
                for a, aid in zip(bb.args, rw.block_record(bid).args, strict=True):
                    values[a] = aid
                ids.append(bid)
            for bb, bid in zip(breg.blocks, ids, strict=True):
                for inner in bb.ops:
                    create(inner, bid, None)

    for op in top:
        create(op, block, before)
    rw.clear_insertion_point()
    for oid, op in pending:
        if op.operands:
            rw.set_operands(oid, [values[v] for v in op.operands])
    return values


__all__ = ["BBlock", "BOp", "BRegion", "BValue", "materialize", "splice_all"]
