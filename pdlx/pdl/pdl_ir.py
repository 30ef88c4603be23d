"""Reading `pdl` dialect IR: typed accessors over a snapshot.

The lowering and the verifier checks of the engine ask the same questions
of `pdl.operation`, `pdl.result(s)`, `pdl.rewrite`, ... many times (its
operand groups, its attribute names, the defining op of a value). MLIR
answers them with generated accessors (`op.getOperandValues()`); this module
is their equivalent over pdlx's id-based snapshots, so the lowering reads like
its C++ original.
"""

from __future__ import annotations

from pdlx.dialects.pdl import RangeType
from pdlx.ir.attributes import ArrayAttr, Attribute, DictionaryAttr, IntegerAttr, StringAttr
from pdlx.ir.dense import DenseArrayAttr
from pdlx.ir.location import Location
from pdlx.ir.snapshot import Snapshot
from pdlx.ir.types import Type


class PDLIR:
    """Accessors on one snapshot holding pdl (or pdl_interp) ops."""

    __slots__ = ("snap",)

    def __init__(self, snap: Snapshot) -> None:
        self.snap = snap

    # -- generic -------------------------------------------------------------

    def name(self, op: int) -> str:
        return self.snap.ops[op].name

    def loc(self, op: int) -> Location:
        return self.snap.ops[op].loc

    def attr(self, op: int, name: str) -> Attribute | None:
        rec = self.snap.ops[op]
        props = rec.properties
        if isinstance(props, DictionaryAttr) and name in props:
            return props[name]
        a: Attribute | None = rec.attributes.get(name)
        return a

    def operands(self, op: int) -> tuple[int, ...]:
        return self.snap.ops[op].operands

    def result(self, op: int) -> int:
        return self.snap.ops[op].results[0]

    def results(self, op: int) -> tuple[int, ...]:
        return self.snap.ops[op].results

    def type(self, value: int) -> Type:
        return self.snap.values[value].type

    def is_range(self, value: int) -> bool:
        return isinstance(self.snap.values[value].type, RangeType)

    def def_op(self, value: int) -> int | None:
        """The op defining `value`, None for a block argument."""
        rec = self.snap.values[value]
        return None if rec.is_arg else rec.owner

    def def_name(self, value: int) -> str | None:
        d = self.def_op(value)
        return None if d is None else self.snap.ops[d].name

    def parent_block(self, op: int) -> int:
        return self.snap.ops[op].parent

    def block_ops(self, block: int) -> list[int]:
        return self.snap.block_op_list(block)

    def body_block(self, op: int, region: int = 0) -> int | None:
        regions = self.snap.ops[op].regions
        if len(regions) <= region:
            return None
        blocks = self.snap.regions[regions[region]].blocks
        return blocks[0] if blocks else None

    def users(self, value: int) -> list[tuple[int, int]]:
        """(user, operand index) pairs, in MLIR's use-list order."""
        return list(self.snap.uses(value))

    def is_before_in_block(self, a: int, b: int) -> bool:
        links = self.snap.links
        o = links[a][1]
        while o:
            if o == b:
                return True
            o = links[o][1]
        return False

    def segments(self, op: int, n: int, attr: str = "operandSegmentSizes") -> list[tuple[int, ...]]:
        """The operand groups of an op with AttrSizedOperandSegments."""
        operands = self.snap.ops[op].operands
        sizes = self.attr(op, attr)
        if isinstance(sizes, DenseArrayAttr):
            out: list[tuple[int, ...]] = []
            i = 0
            for s in sizes.values:
                out.append(operands[i : i + int(s)])
                i += int(s)
            return out
        return [operands] + [() for _ in range(n - 1)]

    # -- pdl.operation -------------------------------------------------------

    def op_name(self, op: int) -> str | None:
        a = self.attr(op, "opName")
        return a.value if isinstance(a, StringAttr) else None

    def operand_values(self, op: int) -> tuple[int, ...]:
        return self.segments(op, 3)[0]

    def attribute_values(self, op: int) -> tuple[int, ...]:
        return self.segments(op, 3)[1]

    def type_values(self, op: int) -> tuple[int, ...]:
        return self.segments(op, 3)[2]

    def attribute_names(self, op: int) -> list[str]:
        a = self.attr(op, "attributeValueNames")
        if not isinstance(a, ArrayAttr):
            return []
        return [e.value for e in a.elements if isinstance(e, StringAttr)]

    # -- pdl.result(s) -------------------------------------------------------

    def index(self, op: int) -> int | None:
        a = self.attr(op, "index")
        return a.value if isinstance(a, IntegerAttr) else None

    # -- pdl.pattern / pdl.rewrite -------------------------------------------

    def pattern_body(self, pattern: int) -> int:
        b = self.body_block(pattern)
        assert b is not None
        return b

    def rewriter_of(self, pattern: int) -> int:
        """The `pdl.rewrite` terminating the pattern body."""
        return self.snap.blocks[self.pattern_body(pattern)].last

    def rewrite_root(self, rewrite: int) -> int | None:
        segs = self.segments(rewrite, 2)
        return segs[0][0] if segs[0] else None

    def rewrite_external_args(self, rewrite: int) -> tuple[int, ...]:
        return self.segments(rewrite, 2)[1]

    def rewrite_name(self, rewrite: int) -> str | None:
        a = self.attr(rewrite, "name")
        return a.value if isinstance(a, StringAttr) else None

    def benefit(self, pattern: int) -> int:
        a = self.attr(pattern, "benefit")
        return a.value if isinstance(a, IntegerAttr) else 0

    def sym_name(self, op: int) -> str | None:
        a = self.attr(op, "sym_name")
        return a.value if isinstance(a, StringAttr) else None

    # -- pdl.replace ---------------------------------------------------------

    def replace_parts(self, op: int) -> tuple[int, int | None, tuple[int, ...]]:
        """(replaced op value, replacement op value or None, replacement values)."""
        segs = self.segments(op, 3)
        return segs[0][0], (segs[1][0] if segs[1] else None), segs[2]


__all__ = ["PDLIR"]
