"""Rewrite patterns from Python, the greedy driver that applies them, and
the pattern descriptors `transform.apply_patterns` collects.

* A `RewritePattern` is a Python function `(rewriter, op id) -> bool`
  (matched and rewrote) with a root op name (None: any op) and a benefit.
* `register_canonicalization(pattern)` adds a pattern to the
  canonicalization set (MLIR's `getCanonicalizationPatterns` of ops and
  dialects); an op definition can also carry a folder, its `Folder`
  interface (pdlx.ir.interfaces): `(op view) -> list[Attribute | value id]
  | None` (MLIR's `fold`: per result, a constant or an existing value), with
  the dialect's `Dialect.materialize_constant` hook turning folded
  attributes into ops.
* `pattern_descriptor(opdef, populate)` makes an op usable inside
  `transform.apply_patterns` (PatternDescriptorOpInterface): `populate(op
  view, state)` returns the patterns. `transform.apply_patterns.
  canonicalization` is one, returning the canonicalization set.
* `apply_patterns_greedily` ports the essentials of MLIR's
  GreedyPatternRewriteDriver: a worklist of the ops nested in the target
  (post-order, processed last-in first-out), trivially dead ops erased,
  folders then patterns (highest benefit first) tried on each op, ops
  created or modified by a rewrite (and the defining ops of the operands of
  erased ops) re-queued, repeated until nothing changes or the iteration /
  rewrite limits are hit. Region simplification (unreachable blocks, block
  merging) is not ported.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

from pdlx.ir.context import ConstantMaterializer, Context, OpDef
from pdlx.ir.interfaces import Folder
from pdlx.ir.rewriter import Listener, Rewriter
from pdlx.rewrite.effects import is_trivially_dead

if TYPE_CHECKING:
    from pdlx.ir.views import Operation
    from pdlx.transform.state import TransformState

PATTERN_DESCRIPTOR_KEY: Final = "pattern_descriptor"
CONVERSION_DESCRIPTOR_KEY: Final = "conversion_pattern_descriptor"
TYPE_CONVERTER_BUILDER_KEY: Final = "type_converter_builder"
FOLD_KEY: Final = "fold"


@dataclass(frozen=True)
class RewritePattern:
    """`match_and_rewrite(rewriter, op)` returns True when it matched and
    rewrote (through `rewriter`), False otherwise (leaving the IR alone)."""

    match_and_rewrite: Callable[[Rewriter, int], bool]
    root: str | None = None
    benefit: int = 1
    name: str = ""


PopulateFn = Callable[["Operation", "TransformState | None"], Sequence[RewritePattern]]

_CANONICALIZATION: list[RewritePattern] = []


def register_canonicalization(pattern: RewritePattern) -> RewritePattern:
    """Add a pattern to the canonicalization set (`canonicalize`, and
    `transform.apply_patterns.canonicalization`)."""
    _CANONICALIZATION.append(pattern)
    return pattern


def register_constant_materializer(
    dialect: str, fn: ConstantMaterializer, ctx: Context | None = None
) -> None:
    """Dialect::materializeConstant: `fn(rewriter, value, type, loc)` creates
    a constant op at the rewriter's insertion point and returns it (or
    None when the dialect cannot). Kept for callers: it sets the hook on the
    dialect's record (`Dialect.materialize_constant`)."""
    (ctx or Context.default()).dialect(dialect).materialize_constant = fn


def constant_materializer(
    dialect: str, ctx: Context | None = None
) -> ConstantMaterializer | None:
    """The dialect's `materializeConstant` hook (`Dialect.materialize_constant`)."""
    d = (ctx or Context.default()).dialects.get(dialect)
    return d.materialize_constant if d is not None else None


def canonicalization_patterns(
    op: Operation | None = None, state: TransformState | None = None
) -> list[RewritePattern]:
    return list(_CANONICALIZATION)


def pattern_descriptor(opdef: OpDef, populate: PopulateFn) -> OpDef:
    """Make the op a PatternDescriptorOpInterface op."""
    opdef.extra[PATTERN_DESCRIPTOR_KEY] = populate
    return opdef


def conversion_pattern_descriptor(opdef: OpDef) -> OpDef:
    """Mark the op as a ConversionPatternDescriptorOpInterface op (pdlx does
    not run dialect conversions; this only satisfies the verifier)."""
    opdef.extra[CONVERSION_DESCRIPTOR_KEY] = True
    return opdef


def type_converter_builder(opdef: OpDef) -> OpDef:
    """Mark the op as a TypeConverterBuilderOpInterface op (the default type
    converter of `transform.apply_conversion_patterns`; syntax only, like
    the conversion descriptors)."""
    opdef.extra[TYPE_CONVERTER_BUILDER_KEY] = True
    return opdef


def is_type_converter_builder(ctx: Context, name: str) -> bool:
    d = ctx.op(name)
    return d is not None and TYPE_CONVERTER_BUILDER_KEY in d.extra


def is_pattern_descriptor(ctx: Context, name: str) -> bool:
    d = ctx.op(name)
    return d is not None and PATTERN_DESCRIPTOR_KEY in d.extra


def is_conversion_pattern_descriptor(ctx: Context, name: str) -> bool:
    d = ctx.op(name)
    return d is not None and CONVERSION_DESCRIPTOR_KEY in d.extra


def populate_from_descriptor(
    ctx: Context, op: Operation, state: TransformState | None
) -> list[RewritePattern]:
    d = ctx.op(op.name)
    if d is None:
        return []
    fn = d.extra.get(PATTERN_DESCRIPTOR_KEY)
    return list(fn(op, state)) if fn is not None else []


# ---------------------------------------------------------------------------
# The greedy driver


def _set_loc(rw: Rewriter, op: int, loc: Any) -> None:
    from pdlx.rewrite.cse import _set_loc as impl

    impl(rw, op, loc)


class _WorklistListener(Listener):
    """Re-queues what a rewrite touches (MLIR's driver is itself a listener)."""

    def __init__(self, driver: _Driver) -> None:
        self.driver = driver

    def notify_op_inserted(self, rewriter: Rewriter, op: int) -> None:
        self.driver.push(op)

    def notify_op_modified(self, rewriter: Rewriter, op: int) -> None:
        self.driver.push(op)

    def notify_op_erased(self, rewriter: Rewriter, op: int) -> None:
        self.driver.erased.add(op)
        for v in rewriter.op_record(op).operands:
            rec = rewriter.value_record(v)
            if not rec.is_arg and rewriter.has_op(rec.owner):
                self.driver.push(rec.owner)

    def notify_op_replaced(self, rewriter: Rewriter, op: int, new_values: tuple[int, ...]) -> None:
        for r in rewriter.op_record(op).results:
            for user, _ in rewriter.uses(r):
                self.driver.push(user)


class _Driver:
    def __init__(
        self, rewriter: Rewriter, patterns: Sequence[RewritePattern], ctx: Context
    ) -> None:
        self.rw = rewriter
        self.ctx = ctx
        self.by_root: dict[str | None, list[RewritePattern]] = {}
        for p in sorted(patterns, key=lambda p: -p.benefit):
            self.by_root.setdefault(p.root, []).append(p)
        self.worklist: list[int] = []
        self.queued: set[int] = set()
        self.erased: set[int] = set()
        self.rewrites = 0

    def push(self, op: int) -> None:
        if op not in self.queued:
            self.queued.add(op)
            self.worklist.append(op)

    def patterns_for(self, name: str) -> list[RewritePattern]:
        specific = self.by_root.get(name, [])
        generic = self.by_root.get(None, [])
        if not generic:
            return specific
        return sorted([*specific, *generic], key=lambda p: -p.benefit)

    def _insertion_region(self, op: int, root: int) -> int:
        """OperationFolder::getInsertionRegion: the closest enclosing region
        whose op is isolated from above (or the root's)."""
        from pdlx.ir.context import ISOLATED_FROM_ABOVE

        rw = self.rw
        block = rw.op_record(op).parent
        while True:
            region = rw.block_record(block).parent
            parent = rw.region_record(region).parent
            d = self.ctx.op(rw.op_record(parent).name)
            if parent == root or (d is not None and ISOLATED_FROM_ABOVE in d.traits):
                return region
            block = rw.op_record(parent).parent
            if not block:
                return region

    def insert_known_constant(self, op: int, root: int) -> bool:
        """OperationFolder::insertKnownConstant: constants are uniqued per
        isolated region (a duplicate is replaced by the first) and hoisted to
        the start of that region's entry block with an unknown location.
        Returns False when `op` was erased (or is not a constant)."""
        from pdlx.ir.location import UNKNOWN_LOC

        rw = self.rw
        rec = rw.op_record(op)
        d = self.ctx.op(rec.name)
        if d is None or "ConstantLike" not in d.traits or len(rec.results) != 1:
            return False
        from pdlx.ir.views import Operation

        value = Operation(rw.snapshot(), op).attr("value")
        if value is None:
            return False
        region = self._insertion_region(op, root)
        key = (region, (rec.name.partition(".")[0], value, rw.value_record(rec.results[0]).type))
        existing = self.constants.get(key)
        if existing is not None:
            rw.replace_op(op, rw.op_record(existing).results)
            _set_loc(rw, existing, UNKNOWN_LOC)
            return True
        entry = rw.region_record(region).blocks[0]
        first = rw.block_record(entry).first
        prev = rw._links[op][0] if op in rw._links else 0
        if rec.parent != entry or (first != op and prev not in self.owned):
            rw.move(op, before=first)
            _set_loc(rw, op, UNKNOWN_LOC)
        self.constants[key] = op
        self.owned.add(op)
        return True

    def try_fold(self, op: int) -> bool:
        rw = self.rw
        rec = rw.op_record(op)
        d = self.ctx.op(rec.name)
        folder = d.interface(Folder) if d is not None else None
        if folder is None or not rec.results:
            return False
        from pdlx.ir.views import Operation

        folded = folder.fold(Operation(rw.snapshot(), op))
        if not folded or len(folded) != len(rec.results):
            return False
        replacements: list[int] = []
        rw.set_insertion_point_before(op)
        for r, f in zip(rec.results, folded, strict=True):
            if isinstance(f, int):
                replacements.append(f)
                continue
            mat = constant_materializer(rec.name.partition(".")[0], self.ctx)
            if mat is None:
                return False
            new = mat(rw, f, rw.value_record(r).type, rec.loc)
            if new is None:
                return False
            replacements.append(rw.op_record(new).results[0])
        if list(replacements) == list(rec.results):
            return False
        rw.replace_op(op, replacements)
        return True

    def run(
        self, root: int, max_iterations: int, max_rewrites: int, simplify_regions: bool = True
    ) -> bool:
        """GreedyPatternRewriteDriver::simplify: returns False when the
        iteration limit stopped it before a fixpoint."""
        rw = self.rw
        listener = _WorklistListener(self)
        rw.listeners.append(listener)
        try:
            iteration = 0
            keep_going = True
            while keep_going:
                iteration += 1
                if max_iterations >= 0 and iteration > max_iterations:
                    break
                snap = rw.snapshot()
                self.worklist, self.queued = [], set()
                self.constants: dict[tuple[int, tuple[str, Any, Any]], int] = {}
                self.owned: set[int] = set()
                for o in list(snap.walk(root, post_order=True)):
                    if o == root or not rw.has_op(o):
                        continue
                    if not self.insert_known_constant(o, root):
                        self.push(o)
                keep_going = self.process_worklist(max_rewrites)
                if not simplify_regions:
                    # applyOpPatternsGreedily: one pass over the ops; it
                    # "converged" if the worklist was drained.
                    return not self.worklist
                keep_going = self.region_dce(root) or keep_going
            return not keep_going
        finally:
            rw.listeners.remove(listener)
            rw.clear_insertion_point()

    def process_worklist(self, max_rewrites: int) -> bool:
        rw = self.rw
        changed = False
        while self.worklist:
            if max_rewrites >= 0 and self.rewrites >= max_rewrites:
                break
            op = self.worklist.pop()
            self.queued.discard(op)
            if op in self.erased or not rw.has_op(op):
                continue
            if is_trivially_dead(self.ctx, rw.snapshot(), op):
                rw.erase_op(op)
                changed = True
                continue
            d = self.ctx.op(rw.op_record(op).name)
            if (d is None or "ConstantLike" not in d.traits) and self.try_fold(op):
                changed = True
                self.rewrites += 1
                continue
            name = rw.op_record(op).name
            for p in self.patterns_for(name):
                rw.set_insertion_point_before(op)
                if p.match_and_rewrite(rw, op):
                    changed = True
                    self.rewrites += 1
                    if rw.has_op(op):
                        self.push(op)
                    break
        return changed

    def region_dce(self, root: int) -> bool:
        """The dead-op part of simplifyRegions (runRegionDCE): erase ops
        nested in `root` whose results are unused and that have no effects,
        until none is left."""
        rw = self.rw
        erased_any = False
        while True:
            snap = rw.snapshot()
            dead = [
                o
                for o in snap.walk(root, post_order=True)
                if o != root and is_trivially_dead(self.ctx, snap, o)
            ]
            if not dead:
                return erased_any
            for o in dead:
                if rw.has_op(o) and is_trivially_dead(self.ctx, rw.snapshot(), o):
                    rw.erase_op(o)
                    erased_any = True


def apply_patterns_greedily(
    rewriter: Rewriter,
    root: int,
    patterns: Sequence[RewritePattern],
    *,
    max_iterations: int = 10,
    max_rewrites: int = -1,
    simplify_regions: bool = True,
    ctx: Context | None = None,
) -> bool:
    """Apply `patterns` to the ops nested in `root` until a fixpoint; False
    if the iteration limit stopped it first ("did not converge"). -1: no
    limit. `simplify_regions`: also erase dead ops after each round (MLIR
    simplifies regions of isolated-from-above targets)."""
    return _Driver(rewriter, patterns, ctx or Context.default()).run(
        root, max_iterations, max_rewrites, simplify_regions
    )


__all__ = [
    "RewritePattern",
    "apply_patterns_greedily",
    "canonicalization_patterns",
    "constant_materializer",
    "conversion_pattern_descriptor",
    "is_conversion_pattern_descriptor",
    "is_pattern_descriptor",
    "pattern_descriptor",
    "populate_from_descriptor",
    "register_canonicalization",
    "register_constant_materializer",
]
