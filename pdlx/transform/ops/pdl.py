"""Semantics of the PDL extension (with_pdl_patterns, pdl_match).

MLIR runs `pdl.pattern`s through its PDL bytecode interpreter; pdlx's PDL
engine (pdlx.pdl) plugs in here through `set_pdl_matcher`. Until one is
set, applying either op is a definite failure naming the op — never a
silent no-op that would make a script "succeed" without matching.
"""

from __future__ import annotations

from collections.abc import Callable

from pdlx.ir.views import Operation
from pdlx.transform.extension import Effects
from pdlx.transform.outcome import Outcome, definite, success
from pdlx.transform.results import TransformResults
from pdlx.transform.state import Extension, TransformState

PDLMatcher = Callable[[TransformState, Operation, int, str], "list[int] | None"]
"""(state, the with_pdl_patterns op, payload root, pattern name) -> the
payload ops the pattern matches under the root (walk order), or None if
there is no such pattern."""

_MATCHER: PDLMatcher | None = None


def set_pdl_matcher(fn: PDLMatcher | None) -> None:
    """Install the PDL engine used by `transform.pdl_match`."""
    global _MATCHER
    _MATCHER = fn


def _engine() -> PDLMatcher | None:
    """The installed engine; pdlx's own (pdlx.pdl) installs itself when the
    transform dialect is registered, and on first use here."""
    if _MATCHER is None:
        from pdlx.pdl import transform_ops

        transform_ops.install()
    return _MATCHER


def _no_engine(op: Operation, state: TransformState) -> Outcome:
    state.sink.error(
        op.loc,
        f"'{op.name}' needs pdlx's PDL engine, which is not available yet: PDL patterns "
        "cannot be matched",
    )
    return definite()


class PatternScope(Extension):
    """The with_pdl_patterns op whose patterns pdl_match ops see."""

    def __init__(self, state: TransformState, container: int) -> None:
        super().__init__(state)
        self.container = container


def apply_with_pdl_patterns(
    op: Operation, results: TransformResults, state: TransformState
) -> Outcome:
    if _engine() is None:
        return _no_engine(op, state)
    from pdlx.transform.ops.control import map_possible_top_level_block_args

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


def apply_pdl_match(op: Operation, results: TransformResults, state: TransformState) -> Outcome:
    matcher = _engine()
    if matcher is None:
        return _no_engine(op, state)
    scope = state.get_extension(PatternScope)
    assert scope is not None, "expected PatternApplicatorExtension to be attached by the parent op"
    name_attr = op.attr("pattern_name")
    leaf = getattr(name_attr, "leaf", "")
    found: list[int] = []
    container = Operation(state.transform, scope.container)
    for root in state.payload_ops(op.snapshot.ops[op.id].operands[0]):
        matched = matcher(state, container, root, leaf)
        if matched is None:
            state.sink.error(op.loc, f"could not find pattern '{name_attr}'")
            continue
        found.extend(matched)
    results.set_ops(0, found)
    return success()


def pdl_match_effects(op: Operation) -> Effects:
    return Effects(frozenset(), True, False)


__all__ = ["apply_pdl_match", "apply_with_pdl_patterns", "set_pdl_matcher"]
