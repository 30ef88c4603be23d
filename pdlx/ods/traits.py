"""Op traits: the names other stages ask for (`OpDef.has_trait`) and the
checks MLIR attaches to them (OpDefinition.h's verifyTrait functions)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final

from pdlx.ir import types as T
from pdlx.ir.attributes import DictionaryAttr, StringAttr
from pdlx.ir.context import (
    GRAPH_REGION,
    IS_TERMINATOR,
    ISOLATED_FROM_ABOVE,
    NO_TERMINATOR,
    PURE,
    SINGLE_BLOCK,
    SYMBOL,
    SYMBOL_TABLE,
    Context,
    OpDef,
)
from pdlx.ir.diagnostics import Diagnostic
from pdlx.ir.snapshot import Snapshot
from pdlx.ir.symbols import symbol_name
from pdlx.ir.types import Type
from pdlx.ir.views import Operation
from pdlx.ods.diagnostics import op_diag, op_error
from pdlx.ods.spec import OpSpec, Trait, TypeTransform

_op_error = op_error


def _verify_single_block(op: Operation, ctx: Context) -> Diagnostic | None:
    snap = op.snapshot
    opdef = ctx.op(op.name)
    no_term = opdef is not None and NO_TERMINATOR in opdef.traits
    for i, r in enumerate(snap.ops[op.id].regions):
        blocks = snap.regions[r].blocks
        if not blocks:
            continue
        if len(blocks) != 1:
            return _op_error(op, f"expects region #{i} to have 0 or 1 blocks")
        if not no_term and not snap.blocks[blocks[0]].first:
            return _op_error(op, "expects a non-empty block")
    return None


Pure: Final = Trait(PURE)
RecursiveMemoryEffects: Final = Trait("RecursiveMemoryEffects")
MemRefsNormalizable: Final = Trait("MemRefsNormalizable")
ReturnLike: Final = Trait("ReturnLike")
ConstantLike: Final = Trait("ConstantLike")
InferTypeOpInterface: Final = Trait("InferTypeOpInterface")
"""The op can infer its result types (MLIR's InferTypeOpInterface). ODS adds
it by itself when every result type is derivable (buildable, or from an
operand through AllTypesMatch / TypesMatchWith / SameOperandsAndResultType)
and the dialect's .td includes InferTypeOpInterface.td; pdlx cannot know the
latter, so a definition states it. `pdl.operation` in a rewrite asks for it."""
AffineScope: Final = Trait("AffineScope", structural=True)
AutomaticAllocationScope: Final = Trait("AutomaticAllocationScope")


def _verify_is_terminator(op: Operation, ctx: Context) -> Diagnostic | None:
    """OpTrait::IsTerminator: checked in trait order, so that a `HasParent`
    listed before it reports first (`scf.condition` outside `scf.while`)."""
    parent = op.snapshot.ops[op.id].parent
    if parent and op.snapshot.blocks[parent].last != op.id:
        return _op_error(op, "must be the last operation in the parent block")
    return None


IsTerminator: Final = Trait(IS_TERMINATOR, structural=True, verify=_verify_is_terminator)
"""The verifier makes the same check for ops not defined with ODS."""
NoTerminator: Final = Trait(NO_TERMINATOR, structural=True)
SingleBlock: Final = Trait(SINGLE_BLOCK, structural=True, verify=_verify_single_block)
IsolatedFromAbove: Final = Trait(ISOLATED_FROM_ABOVE, structural=True)
"""Its check (values from outside) lives in the verifier."""
GraphRegion: Final = Trait(GRAPH_REGION)
"""RegionKindInterface returning Graph: no SSA dominance inside."""
AttrSizedOperandSegments: Final = Trait("AttrSizedOperandSegments")
AttrSizedResultSegments: Final = Trait("AttrSizedResultSegments")
SameVariadicOperandSize: Final = Trait("SameVariadicOperandSize")
SameVariadicResultSize: Final = Trait("SameVariadicResultSize")


def _verify_no_region_arguments(op: Operation, ctx: Context) -> Diagnostic | None:
    snap = op.snapshot
    regions = snap.ops[op.id].regions
    for i, r in enumerate(regions):
        blocks = snap.regions[r].blocks
        if blocks and snap.blocks[blocks[0]].args:
            if len(regions) > 1:
                return _op_error(op, f"region #{i} should have no arguments")
            return _op_error(op, "region should have no arguments")
    return None


NoRegionArguments: Final = Trait(
    "NoRegionArguments", structural=True, verify=_verify_no_region_arguments
)


def HasParent(*names: str) -> Trait:
    """`HasParent<"x">` / `ParentOneOf<[...]>`."""

    def verify(op: Operation, ctx: Context) -> Diagnostic | None:
        snap = op.snapshot
        parent = snap.parent_op_of_op(op.id)
        if parent and snap.ops[parent].name in names:
            return None
        if len(names) == 1:
            return _op_error(op, f"expects parent op '{names[0]}'")
        return _op_error(op, "expects parent op to be one of '" + ", ".join(names) + "'")

    return Trait("HasParent", structural=True, verify=verify, params=names)


def SingleBlockImplicitTerminator(terminator: str) -> Trait:
    """Regions hold one block ending in `terminator`; the custom parser adds
    the terminator when omitted and the printer leaves it out when it has no
    operands, results or attributes."""

    def verify_regions(op: Operation, ctx: Context) -> Diagnostic | None:
        d = _verify_single_block(op, ctx)
        if d is not None:
            return d
        snap = op.snapshot
        for r in snap.ops[op.id].regions:
            blocks = snap.regions[r].blocks
            if not blocks:
                continue
            last = snap.blocks[blocks[0]].last
            found = snap.ops[last].name if last else ""
            if found == terminator:
                continue
            d = _op_error(op, f"expects regions to end with '{terminator}', found '{found}'")
            d.attach_note(
                f"in custom textual format, the absence of terminator implies '{terminator}'"
            )
            return d
        return None

    return Trait(
        "SingleBlockImplicitTerminator",
        structural=True,
        verify_regions=verify_regions,
        params=(terminator,),
    )


def compatible_shapes(a: Type, b: Type) -> bool:
    """MLIR's `verifyCompatibleShape(Type, Type)`: both shaped or neither;
    an unranked type is compatible with any; ranked shapes of the same rank
    agree wherever both dimensions are static."""
    sa, sb = isinstance(a, T.ShapedType), isinstance(b, T.ShapedType)
    if not sa or not sb:
        return sa == sb
    unranked = (T.UnrankedTensorType, T.UnrankedMemRefType)
    if isinstance(a, unranked) or isinstance(b, unranked):
        return True
    assert isinstance(a, T.ShapedType) and isinstance(b, T.ShapedType)
    if a.rank != b.rank:
        return False
    return all(x == y or T.DYNAMIC in (x, y) for x, y in zip(a.shape, b.shape, strict=True))


def element_type_or_self(t: Type) -> Type:
    """MLIR's `getElementTypeOrSelf`."""
    return t.element_type if isinstance(t, T.ShapedType) else t


def _verify_same_operands_and_result_type(op: Operation, ctx: Context) -> Diagnostic | None:
    """OpTrait::impl::verifySameOperandsAndResultType: same element type and
    compatible shapes (`tensor<?xi32>` goes with `tensor<4xi32>`), and the
    result's tensor encoding everywhere."""
    ins, outs = op.operand_types, op.result_types
    if not ins:
        return _op_error(op, "expected 1 or more operands, but found 0")
    if not outs:
        return _op_error(op, "expected 1 or more results")
    t = outs[0]
    elem = element_type_or_self(t)
    encoding = t.encoding if isinstance(t, T.RankedTensorType) else None
    for x in (*outs[1:], *ins):
        if element_type_or_self(x) != elem or not compatible_shapes(x, t):
            return _op_error(op, "requires the same type for all operands and results")
        if encoding is not None and (
            not isinstance(x, T.RankedTensorType) or x.encoding != encoding
        ):
            return _op_error(op, "requires the same encoding for all operands and results")
    return None


SameOperandsAndResultType: Final = Trait(
    "SameOperandsAndResultType", verify=_verify_same_operands_and_result_type
)


def _verify_same_type_operands(op: Operation, ctx: Context) -> Diagnostic | None:
    ins = op.operand_types
    if any(x != ins[0] for x in ins[1:]):
        return _op_error(op, "requires all operands to have the same type")
    return None


SameTypeOperands: Final = Trait("SameTypeOperands", verify=_verify_same_type_operands)


def AllTypesMatch(names: Sequence[str]) -> Trait:
    """All named operands/results/attributes have the same type. The check
    runs with the ODS invariants (it is a PredOpTrait)."""
    return Trait("AllTypesMatch", params=tuple(names))


def TypesMatchWith(
    summary: str, lhs: str, rhs: str, transform: TypeTransform = lambda t: t
) -> Trait:
    """The type(s) of `rhs` are `transform(type of lhs)`; formats then infer
    `rhs`'s type(s). `transform` gets a Type and returns a Type or a list."""
    return Trait("TypesMatchWith", params=(summary, lhs, rhs, transform))


def PredOpTrait(summary: str, pred: Callable[[Operation], bool]) -> Trait:
    """ODS `PredOpTrait<summary, pred>`: checked with the ODS invariants (after
    the operand and result constraints, before the region constraints);
    reports "failed to verify that <summary>"."""
    return Trait("PredOpTrait", params=(summary, pred))


def _verify_symbol(op: Operation, ctx: Context) -> Diagnostic | None:
    """SymbolOpInterface's verifier (MLIR's detail::verifySymbol and the
    interface's own checks)."""
    snap = op.snapshot
    rec = snap.ops[op.id]
    odef = ctx.op(rec.name)
    spec = odef.spec if odef is not None and isinstance(odef.spec, OpSpec) else None
    props = rec.properties
    inherent = props.by_name if isinstance(props, DictionaryAttr) else {}
    discardable = rec.attributes.by_name
    # `op.attr`, from the record read once
    name = inherent["sym_name"] if "sym_name" in inherent else discardable.get("sym_name")
    if name is None and spec is not None and spec.optional_symbol:
        return None
    if not isinstance(name, StringAttr):
        return _op_error(op, "requires string attribute 'sym_name'")
    vis = (
        inherent["sym_visibility"]
        if "sym_visibility" in inherent
        else discardable.get("sym_visibility")
    )
    if vis is not None:
        if not isinstance(vis, StringAttr):
            return _op_error(
                op,
                f"requires visibility attribute 'sym_visibility' to be a string attribute, "
                f"but got {vis}",
            )
        if vis.value not in ("public", "private", "nested"):
            return _op_error(
                op,
                f'visibility expected to be one of ["public", "private", "nested"], but got {vis}',
            )
    public = vis is None or (isinstance(vis, StringAttr) and vis.value == "public")
    if spec is not None and spec.is_declaration is not None and public and spec.is_declaration(op):
        return _op_error(op, "symbol declaration cannot have public visibility")
    parent = snap.parent_op_of_op(op.id)
    if parent:
        pdef = ctx.op(snap.ops[parent].name)
        if pdef is not None and SYMBOL_TABLE not in pdef.traits:
            return _op_error(op, "symbol's parent must have the SymbolTable trait")
    return None


Symbol: Final = Trait(SYMBOL, verify=_verify_symbol)
"""SymbolOpInterface (`sym_name`, visibility, declarations not public)."""


def _verify_symbol_table(op: Operation, ctx: Context) -> Diagnostic | None:
    """MLIR's detail::verifySymbolTable: one block, unique names, then the
    symbol uses of nested ops (SymbolUserOpInterface, see `OpSpec.verify_symbol_uses`)."""
    snap = op.snapshot
    rec = snap.ops[op.id]
    if len(rec.regions) != 1:
        return _op_error(op, "Operations with a 'SymbolTable' must have exactly one region")
    blocks = snap.regions[rec.regions[0]].blocks
    if len(blocks) != 1:
        return _op_error(op, "Operations with a 'SymbolTable' must have exactly one block")
    seen: dict[str, int] = {}
    for o in snap.block_ops(blocks[0]):
        name = symbol_name(snap, o)
        if name is None:
            continue
        if name in seen:
            d = op_diag(snap, o, f"redefinition of symbol named '{name}'")
            d.attach_note("see existing symbol definition here", snap.ops[seen[name]].loc)
            return d
        seen[name] = o
    # Symbol users nested in this table (not in nested tables), in the order
    # of MLIR's walkSymbolTable: a region's ops in order, the regions they hold
    # pushed on a stack, so the last pushed region is walked next (with two
    # bad uses in two sequences, mlir-opt reports the textually last one).
    if not may_hold_symbol_users(snap, ctx):
        return None
    ops, links, blocks_, ctx_op = snap.ops, snap.links, snap.blocks, ctx.op
    defs: dict[str, OpDef | None] = {}  # `ctx.op` per name, asked once
    pending = list(rec.regions)
    while pending:
        r = pending.pop()
        for b in snap.regions[r].blocks:
            o = blocks_[b].first
            while o:  # the block's ops (a loop over the links: this walks every op)
                orec = ops[o]
                name = orec.name
                if name in defs:
                    odef = defs[name]
                else:
                    odef = defs[name] = ctx_op(name)
                if odef is not None:
                    spec = odef.spec
                    if isinstance(spec, OpSpec) and spec.verify_symbol_uses is not None:
                        use_error = spec.verify_symbol_uses(Operation(snap, o))
                        if use_error is not None:
                            return use_error
                    if SYMBOL_TABLE not in odef.traits:
                        pending.extend(orec.regions)
                o = links[o][1]
    return None


def may_hold_symbol_users(snap: Snapshot, ctx: Context) -> bool:
    """False when no op of `snap` can be a symbol user: none of its op names
    is registered with a symbol-use check, nor in a dialect not loaded yet.
    Then no symbol table's check can fail on a symbol's use (and erasing a
    symbol breaks nothing). Read from the snapshot's op names (`Snapshot.op_names`: a
    superset of the table's, from the parser's post-order names or carried
    over by the rewriter), so a payload of unregistered ops skips the walk of
    `_verify_symbol_table`, and a nested table costs nothing more."""
    pending = set(ctx.pending_dialect_names())
    defs = ctx.op_defs
    for name in snap.op_names():
        odef = defs.get(name)
        if odef is None:
            if name.partition(".")[0] in pending:
                return True
            continue
        spec = odef.spec
        if isinstance(spec, OpSpec) and spec.verify_symbol_uses is not None:
            return True
    return False


SymbolTable: Final = Trait(SYMBOL_TABLE, structural=True, verify_regions=_verify_symbol_table)
