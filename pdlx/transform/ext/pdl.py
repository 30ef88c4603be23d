"""The PDL extension of the transform dialect (PDLExtensionOps.td/.cpp):
`transform.with_pdl_patterns`, `transform.pdl_match`, and pdlx's own
`transform.apply_pdl_patterns`, with their definitions, verifiers and
semantics, run on pdlx's PDL engine (pdlx.pdl, a lower layer):

* `pdl_match` (MLIR's `PatternApplicatorExtension::findAllMatches`): the
  named `pdl.pattern` of the enclosing `with_pdl_patterns` is compiled alone
  (once per application of that op), with the native constraints of the
  context plus the no-op rewrite `"transform.dialect"` every such pattern
  ends with; the payload ops under each target, in post-order and the target
  included, that it matches are the result. pdlx only matches: it does not
  run the pattern's rewrite (MLIR runs it; for the no-op rewrite that is the
  same, for any other it would edit the payload from a match op).

* `transform.apply_pdl_patterns` (pdlx's extension op) applies PDL patterns
  greedily to the regions of each target payload op, as
  `transform.apply_patterns` applies C++ patterns:

  ```mlir
  transform.with_pdl_patterns %root : !transform.any_op {
  ^bb0(%arg0: !transform.any_op):
    pdl.pattern @fuse : benefit(1) { ... }
    transform.sequence %arg0 : !transform.any_op failures(propagate) {
    ^bb1(%arg1: !transform.any_op):
      transform.apply_pdl_patterns [@fuse] to %arg1 : !transform.any_op
    }
  }
  ```

  Without a pattern list, every pattern of the enclosing
  `with_pdl_patterns` is used. Handles to rewritten ops follow the
  replacements (the transform state's tracking listener sees every
  successful rewrite). A rewrite that fails is rolled back and reported; the
  op fails (silenceably) when a rewrite failed or the patterns did not
  converge within `max_iterations` (default 10) and `max_num_rewrites`
  (default: no limit).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Final

import immutables

from pdlx import ods
from pdlx.dialects.pdl import OperationType as PDLOperationType
from pdlx.ir.attributes import (
    EMPTY_DICT,
    ArrayAttr,
    IntegerAttr,
    StringAttr,
    SymbolRefAttr,
)
from pdlx.ir.context import Context, OpDef
from pdlx.ir.diagnostics import Diagnostic, Severity
from pdlx.ir.records import (
    NO_ID,
    BlockRecord,
    OpRecord,
    RegionRecord,
    ValueRecord,
    make_op_record,
    new_id,
)
from pdlx.ir.snapshot import Snapshot
from pdlx.ir.views import Operation
from pdlx.pdl.compiler import Match
from pdlx.pdl.driver import NO_LIMIT, GreedyConfig
from pdlx.pdl.engine import (
    PatternError,
    PatternSet,
    apply_patterns_to_regions,
    explain_ops,
    explain_regions,
    extract_subtree,
)
from pdlx.pdl.natives import NativeRegistry, registry_for
from pdlx.pdl.runtime import PatternRewriter, get_attr
from pdlx.transform.extension import (
    Effects,
    TransformSemantics,
    attach,
    semantics_of,
)
from pdlx.transform.ops.base import (
    POSSIBLE_TOP_LEVEL,
    TRANSFORM_OP,
    core_semantics,
    ctx_of,
    entry_block,
    op_err,
)
from pdlx.transform.ops.control import map_possible_top_level_block_args, possible_top_level_effects
from pdlx.transform.ops.types import HANDLE
from pdlx.transform.outcome import Outcome, definite, silenceable_from, success
from pdlx.transform.results import TransformResults
from pdlx.transform.state import Extension, TransformState
from pdlx.transform.types import HandleKind, register_handle_kind

# ---------------------------------------------------------------------------
# Shared by the ops below


_CacheKey = tuple[str, int, str | tuple[str, ...] | None]
"""("match", container, pattern name) or ("apply", container, pattern names)."""


class PatternScope(Extension):
    """The with_pdl_patterns op whose patterns pdl_match ops see, and the
    pattern sets compiled from them during its application."""

    def __init__(self, state: TransformState, container: int) -> None:
        super().__init__(state)
        self.container = container
        self.compiled: dict[_CacheKey, PatternSet] = {}


class _PatternCache(Extension):
    """Pattern sets compiled while no with_pdl_patterns scope is active."""

    def __init__(self, state: TransformState) -> None:
        super().__init__(state)
        self.compiled: dict[_CacheKey, PatternSet] = {}


NOOP_REWRITE = "transform.dialect"
"""The rewrite the PDL extension registers: patterns used by `pdl_match` end
with `rewrite %root with "transform.dialect"`."""


def _state_ctx(state: TransformState) -> Context:
    """The context the interpreter runs with (it holds the native functions
    of the test extensions under --pdlx-testing)."""
    interp = state.interpreter
    return interp.ctx if interp is not None else Context.default()


def _find_pattern(t: Snapshot, container: int, name: str) -> int | None:
    """`lookupSymbol` in the with_pdl_patterns body."""
    rec = t.ops[container]
    for r in rec.regions:
        for b in t.regions[r].blocks:
            for o in t.block_ops(b):
                if t.ops[o].name != "pdl.pattern":
                    continue
                sym = get_attr(t.ops[o], "sym_name")
                if isinstance(sym, StringAttr) and sym.value == name:
                    return o
    return None


def _cache(state: TransformState) -> dict[_CacheKey, PatternSet]:
    """The pattern sets compiled in the current scope (or in the run)."""
    scope = state.get_extension(PatternScope)
    if scope is not None:
        return scope.compiled
    cache = state.get_extension(_PatternCache)
    if cache is None:
        cache = state.add_extension(_PatternCache)
    return cache.compiled


def register_handle_kind_of_pdl_operation() -> None:
    """`!pdl.operation` is a transform op handle (MLIR's PDL extension
    attaches TransformHandleTypeInterface to it)."""
    register_handle_kind(PDLOperationType, HandleKind.OP)


# ---------------------------------------------------------------------------
# transform.apply_pdl_patterns


def _int(op: Operation, name: str, default: int) -> int:
    a = op.attr(name)
    return a.value if isinstance(a, IntegerAttr) else default


def _enclosing_with_pdl_patterns(t: Snapshot, op: int) -> int | None:
    p = t.parent_op_of_op(op)
    while p:
        if t.ops[p].name == "transform.with_pdl_patterns":
            return p
        p = t.parent_op_of_op(p)
    return None


def apply_pdl_patterns(op: Operation, results: TransformResults, state: TransformState) -> Outcome:
    t = state.transform
    ctx = _state_ctx(state)
    container = _enclosing_with_pdl_patterns(t, op.id)
    if container is None:
        state.sink.error(
            op.loc, "expected to be nested in a `transform.with_pdl_patterns` holding the patterns"
        )
        return definite()
    names_attr = op.attr("patterns")
    names: list[str] | None = None
    if isinstance(names_attr, ArrayAttr):
        names = [a.leaf for a in names_attr.elements if isinstance(a, SymbolRefAttr)]
        for n in names:
            if _find_pattern(t, container, n) is None:
                state.sink.error(op.loc, f"could not find pattern '@{n}'")
                return definite()
    cache = _cache(state)
    key = ("apply", container, tuple(names) if names is not None else None)
    ps = cache.get(key)
    if ps is None:
        module = _patterns_module(t, container, names)
        try:
            ps = PatternSet.from_snapshot(module, ctx=ctx, registry=registry_for(ctx), verify=False)
        except PatternError as e:
            for d in e.diagnostics:
                state.sink.emit(d)
            return definite()
        cache[key] = ps
    config = GreedyConfig(
        max_iterations=_int(op, "max_iterations", 10),
        max_rewrites=_int(op, "max_num_rewrites", NO_LIMIT),
    )
    listener = state.current_listener
    diags = []
    pdl_explain = state.explain.pdl if state.explain is not None else None
    for target in state.payload_ops(op.snapshot.ops[op.id].operands[0]):
        rw = PatternRewriter(state.payload, ctx=ctx, on_diagnostic=state.sink.emit)
        regions = state.payload.ops[target].regions
        if pdl_explain is not None:  # --explain-matchers
            pdl_explain.record(explain_regions(ps, state.payload, regions, ctx), state.sink.emit)
        converged, _res, dg = apply_patterns_to_regions(
            rw, regions, ps, config, [listener] if listener is not None else [],
            non_convergence=Severity.ERROR,
        )  # fmt: skip
        state.payload = rw.commit()
        diags.extend(dg)
        del converged
    if diags:
        return silenceable_from([_at_transform_op(op, d) for d in diags])
    return success()


def _at_transform_op(op: Operation, d: Diagnostic) -> Diagnostic:
    """A driver diagnostic reported at the transform op (as transform ops
    report their failures), pointing to the pattern in a note."""
    out = Diagnostic(d.severity, op.loc, d.message)
    out.attach_note("see the pattern", d.loc)
    for n in d.notes:
        out.attach_note(n.message, n.loc)
    return out


def _patterns_module(t: Snapshot, container: int, names: list[str] | None) -> Snapshot:
    """A module holding the chosen patterns of the with_pdl_patterns op."""
    chosen: list[int] = []
    rec = t.ops[container]
    for r in rec.regions:
        for b in t.regions[r].blocks:
            for o in t.block_ops(b):
                if t.ops[o].name != "pdl.pattern":
                    continue
                sym = get_attr(t.ops[o], "sym_name")
                if names is None or (isinstance(sym, StringAttr) and sym.value in names):
                    chosen.append(o)
    mod, region, block = new_id(), new_id(), new_id()
    ops: dict[int, OpRecord] = {}
    values: dict[int, ValueRecord] = {}
    blocks: dict[int, BlockRecord] = {}
    regions: dict[int, RegionRecord] = {}
    links: dict[int, tuple[int, int]] = {}
    for i, o in enumerate(chosen):
        part = extract_subtree(t, o)
        ops.update(part.ops.items())
        values.update(part.values.items())
        blocks.update(part.blocks.items())
        regions.update(part.regions.items())
        links.update(part.links.items())
        prec = part.ops[o]
        ops[o] = make_op_record(
            prec.name, prec.operands, prec.results, prec.attributes, prec.properties,
            prec.regions, prec.successors, block, prec.loc,
        )  # fmt: skip
        links[o] = (chosen[i - 1] if i else NO_ID, chosen[i + 1] if i + 1 < len(chosen) else NO_ID)
    loc = t.ops[container].loc
    ops[mod] = make_op_record("builtin.module", (), (), EMPTY_DICT,
                              None, (region,), (), NO_ID, loc)  # fmt: skip
    blocks[block] = BlockRecord((), region, chosen[0] if chosen else NO_ID,
                                chosen[-1] if chosen else NO_ID)  # fmt: skip
    regions[region] = RegionRecord((block,), mod)
    return Snapshot(
        mod, immutables.Map(ops), immutables.Map(values), immutables.Map(blocks),
        immutables.Map(regions), immutables.Map(links),
    )  # fmt: skip


def _effects(op: Operation) -> Effects:
    """onlyReadsHandle(target), modifiesPayload."""
    return Effects(frozenset(), True, True)


def apply_pdl_patterns_op() -> OpDef:
    minus_one = IntegerAttr(-1)
    return attach(
        ods.op(
            "transform.apply_pdl_patterns",
            operands=[ods.Operand("target", HANDLE)],
            attributes=[
                ods.Attr("patterns", ods.SymbolRefArrayAttr, optional=True),
                ods.Attr("max_iterations", ods.I64Attr, default=IntegerAttr(10)),
                ods.Attr("max_num_rewrites", ods.I64Attr, default=minus_one),
            ],
            traits=[TRANSFORM_OP],
            assembly_format="($patterns^)? `to` $target attr-dict `:` type($target)",
            summary="Greedily applies PDL patterns to the body of the targeted ops (pdlx)",
        ),
        TransformSemantics(apply_pdl_patterns, _effects, report_tracking_failures=True),
    )


# ---------------------------------------------------------------------------
# transform.pdl_match


def apply_pdl_match(op: Operation, results: TransformResults, state: TransformState) -> Outcome:
    scope = state.get_extension(PatternScope)
    assert scope is not None, "expected PatternApplicatorExtension to be attached by the parent op"
    name_attr = op.attr("pattern_name")
    leaf = getattr(name_attr, "leaf", "")
    found: list[int] = []
    container = Operation(state.transform, scope.container)
    for root in state.payload_ops(op.snapshot.ops[op.id].operands[0]):
        matched = find_all_matches(state, container, root, leaf)
        if matched is None:
            state.sink.error(op.loc, f"could not find pattern '{name_attr}'")
            continue
        found.extend(matched)
    results.set_ops(0, found)
    return success()


def pdl_match_effects(op: Operation) -> Effects:
    return Effects(frozenset(), True, False)


def _transform_registry(ctx: Context) -> NativeRegistry:
    reg = NativeRegistry(registry_for(ctx))
    reg.register_rewrite(NOOP_REWRITE, lambda rw, *args: None)
    return reg


def _wrap_in_module(snap: Snapshot, op: int) -> Snapshot:
    """A snapshot of a fresh `builtin.module` holding a copy of `op` (a
    pdl.pattern), as MLIR clones the pattern into a new module."""
    part = extract_subtree(snap, op)
    mod, region, block = new_id(), new_id(), new_id()
    prec = part.ops[op]
    pattern = make_op_record(
        prec.name, prec.operands, prec.results, prec.attributes, prec.properties,
        prec.regions, prec.successors, block, prec.loc,
    )  # fmt: skip
    mrec = make_op_record("builtin.module", (), (), EMPTY_DICT, None,
                          (region,), (), NO_ID, prec.loc)  # fmt: skip
    return Snapshot(
        mod,
        part.ops.set(op, pattern).set(mod, mrec),
        part.values,
        part.blocks.set(block, BlockRecord((), region, op, op)),
        part.regions.set(region, RegionRecord((block,), mod)),
        part.links.set(op, (NO_ID, NO_ID)),
    )


def find_all_matches(
    state: TransformState, container: Operation, root: int, pattern_name: str
) -> list[int] | None:
    """The engine behind `transform.pdl_match` (see the module docstring)."""
    ctx = _state_ctx(state)
    cache = _cache(state)
    key = ("match", container.id, pattern_name)
    ps = cache.get(key)
    if ps is None:
        pattern = _find_pattern(state.transform, container.id, pattern_name)
        if pattern is None:
            return None
        module = _wrap_in_module(state.transform, pattern)
        try:
            ps = PatternSet.from_snapshot(
                module, ctx=ctx, registry=_transform_registry(ctx), verify=False
            )
        except PatternError as e:
            for d in e.diagnostics:
                state.sink.emit(d)
            return []
        cache[key] = ps
    rw = PatternRewriter(state.payload, ctx=ctx, on_diagnostic=state.sink.emit)
    compiled = ps.compiled
    roots = compiled.root_names
    found: list[int] = []
    out: list[Match] = []
    snap = state.payload
    if state.explain is not None and state.explain.pdl is not None:  # --explain-matchers
        walked = list(snap.walk(root, post_order=True))
        state.explain.pdl.record(explain_ops(ps, snap, walked, ctx), state.sink.emit)
    for op in snap.walk(root, post_order=True):
        if roots is not None and snap.ops[op].name not in roots:
            continue
        out.clear()
        compiled.match(op, rw, out, compiled.natives)
        if out:
            found.append(op)
    return found


def pdl_match_op() -> OpDef:
    return attach(
        ods.op(
            "transform.pdl_match",
            operands=[ods.Operand("root", HANDLE)],
            results=[ods.Result("matched", HANDLE)],
            attributes=[ods.Attr("pattern_name", ods.SymbolRefAttrC)],
            traits=[TRANSFORM_OP],
            assembly_format=(
                "$pattern_name `in` $root attr-dict `:` functional-type(operands, results)"
            ),
            summary="Finds ops that match the named PDL pattern",
        ),
        core_semantics(apply_pdl_match, pdl_match_effects),
    )


# ---------------------------------------------------------------------------
# transform.with_pdl_patterns


def apply_with_pdl_patterns(
    op: Operation, results: TransformResults, state: TransformState
) -> Outcome:
    t = state.transform
    rec = t.ops[op.id]
    block = t.regions[rec.regions[0]].blocks[0]
    transform_op = next((o for o in t.block_ops(block) if t.ops[o].name != "pdl.pattern"), None)
    state.add_extension(PatternScope, op.id)
    try:
        with state.region_scope(rec.regions[0]):
            if not map_possible_top_level_block_args(state, op):
                return definite()
            assert transform_op is not None
            return state.apply_transform(transform_op)
    finally:
        state.remove_extension(PatternScope)


def verify_with_pdl_patterns(op: Operation) -> Iterator[Diagnostic]:
    ctx = ctx_of(op)
    snap = op.snapshot
    block = entry_block(op)
    top: int | None = None
    if block is not None:
        for child in snap.block_ops(block):
            name = snap.ops[child].name
            if name == "pdl.pattern":
                continue
            sem = semantics_of(ctx, name)
            if sem is not None and sem.possible_top_level:
                if top is not None:
                    d = op_err(op, "expects only one non-pattern op in its body")
                    d.attach_note("first non-pattern op", snap.ops[top].loc)
                    d.attach_note("second non-pattern op", snap.ops[child].loc)
                    yield d
                    return
                top = child
                continue
            d = op_err(op, "expects only pattern and top-level transform ops in its body")
            d.attach_note("offending op", snap.ops[child].loc)
            yield d
            return
    p = snap.parent_op_of_op(op.id)
    while p:
        if snap.ops[p].name == op.name:
            d = op_err(op, "cannot be nested")
            d.attach_note("parent operation", snap.ops[p].loc)
            yield d
            return
        p = snap.parent_op_of_op(p)
    if top is None:
        yield op_err(op, "expects at least one non-pattern op")


def with_pdl_patterns_op() -> OpDef:
    return attach(
        ods.op(
            "transform.with_pdl_patterns",
            operands=[ods.Operand("root", HANDLE, optional=True)],
            regions=[ods.Region("body", ods.SizedRegion(1))],
            traits=[TRANSFORM_OP, ods.NoTerminator, POSSIBLE_TOP_LEVEL, ods.SymbolTable],
            assembly_format="($root^ `:` type($root))? attr-dict-with-keyword regions",
            default_dialect="transform",
            verify=verify_with_pdl_patterns,
            summary="Contains PDL patterns available for use in transforms",
        ),
        core_semantics(apply_with_pdl_patterns, possible_top_level_effects, top_level=True),
    )


OP_FACTORIES: Final[tuple[Callable[[], OpDef], ...]] = (pdl_match_op, with_pdl_patterns_op)
"""The PDL extension's ops of MLIR (PDLExtensionOps.td)."""
