"""Rewrite patterns from Python, the applicator that offers them to the
greedy driver, and the pattern descriptors `transform.apply_patterns`
collects.

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
  `transform.apply_patterns`: its `PatternDescriptor` interface
  (PatternDescriptorOpInterface) returns the patterns. `transform.
  apply_patterns.canonicalization` is one, returning the canonicalization
  set. `ConversionPatternDescriptor` and `TypeConverterBuilder` mark the ops
  `transform.apply_conversion_patterns` accepts (syntax only).
* `apply_patterns_greedily` runs the one greedy driver
  (`pdlx.rewrite.greedy`) with a `RewritePatternApplicator` on each region
  of an op: `applyPatternsGreedily` (with region simplification), or
  `applyOpPatternsGreedily` (one pass) for a target that is not isolated
  from above, as `transform.apply_patterns` chooses.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

from pdlx.ir.context import ConstantMaterializer, Context, OpDef
from pdlx.ir.diagnostics import Diagnostic
from pdlx.ir.interfaces import OpInterface
from pdlx.ir.location import UNKNOWN_LOC, Location
from pdlx.ir.rewriter import Rewriter
from pdlx.ir.snapshot import Snapshot
from pdlx.ir.views import Operation
from pdlx.rewrite.greedy import NO_LIMIT, DriverResult, GreedyConfig, GreedyDriver


class PayloadState(Protocol):
    """What pattern populators and op passes need of the transform
    interpreter's state (which lives above this layer): the payload."""

    payload: Snapshot


@dataclass(frozen=True)
class RewritePattern:
    """`match_and_rewrite(rewriter, op)` returns True when it matched and
    rewrote (through `rewriter`), False otherwise (leaving the IR alone)."""

    match_and_rewrite: Callable[[Rewriter, int], bool]
    root: str | None = None
    benefit: int = 1
    name: str = ""


PopulateFn = Callable[[Operation, "PayloadState | None"], Sequence[RewritePattern]]
"""`populate(descriptor op, state)`: the patterns a descriptor op stands for
(MLIR's populatePatterns / populatePatternsWithState)."""


@dataclass(frozen=True, slots=True)
class PatternDescriptor(OpInterface):
    """PatternDescriptorOpInterface: the op populates `transform.
    apply_patterns` with patterns."""

    populate: PopulateFn


@dataclass(frozen=True, slots=True)
class ConversionPatternDescriptor(OpInterface):
    """ConversionPatternDescriptorOpInterface (pdlx does not run dialect
    conversions: the mark satisfies the verifier)."""


@dataclass(frozen=True, slots=True)
class TypeConverterBuilder(OpInterface):
    """TypeConverterBuilderOpInterface: the default type converter of
    `transform.apply_conversion_patterns` (syntax only, like the conversion
    descriptors)."""


@dataclass(frozen=True, slots=True)
class _Deferred:
    """Patterns whose module is imported when the set is first asked for, in
    the place their registration took (`register_canonicalization_loader`)."""

    key: str
    load: Callable[[], Sequence[RewritePattern]]


_CANONICALIZATION: list[RewritePattern | _Deferred] = []


def register_canonicalization(pattern: RewritePattern) -> RewritePattern:
    """Add a pattern to the canonicalization set (`canonicalize`, and
    `transform.apply_patterns.canonicalization`)."""
    _CANONICALIZATION.append(pattern)
    return pattern


def register_canonicalizations(patterns: Sequence[RewritePattern]) -> None:
    """Add a dialect's patterns to the canonicalization set, once: the
    registration of every context calls it."""
    for p in patterns:
        if p not in _CANONICALIZATION:
            _CANONICALIZATION.append(p)


def register_canonicalization_loader(
    key: str, load: Callable[[], Sequence[RewritePattern]]
) -> None:
    """`register_canonicalizations(load())`, once per `key`, but only when
    the set is first asked for: a run that never canonicalizes does not
    import the pattern modules (arith's and scf's cost ~20 ms of start-up)."""
    if not any(isinstance(e, _Deferred) and e.key == key for e in _CANONICALIZATION):
        _CANONICALIZATION.append(_Deferred(key, load))


def _resolved() -> list[RewritePattern]:
    """The set with its deferred patterns loaded in place, each skipped when
    an earlier entry holds it (as `register_canonicalizations` does)."""
    if any(isinstance(e, _Deferred) for e in _CANONICALIZATION):
        out: list[RewritePattern] = []
        for e in _CANONICALIZATION:
            if isinstance(e, _Deferred):
                out += [p for p in e.load() if p not in out]
            else:
                out.append(e)
        _CANONICALIZATION[:] = out
    return [e for e in _CANONICALIZATION if not isinstance(e, _Deferred)]


def register_constant_materializer(
    dialect: str, fn: ConstantMaterializer, ctx: Context | None = None
) -> None:
    """Dialect::materializeConstant: `fn(rewriter, value, type, loc)` creates
    a constant op at the rewriter's insertion point and returns it (or
    None when the dialect cannot). Kept for callers: it sets the hook on the
    dialect's record (`Dialect.materialize_constant`)."""
    (ctx or Context.default()).dialect(dialect).materialize_constant = fn


def constant_materializer(dialect: str, ctx: Context | None = None) -> ConstantMaterializer | None:
    """The dialect's `materializeConstant` hook (`Dialect.materialize_constant`)."""
    d = (ctx or Context.default()).get_dialect(dialect)
    return d.materialize_constant if d is not None else None


def canonicalization_patterns(
    op: Operation | None = None, state: PayloadState | None = None
) -> list[RewritePattern]:
    """The canonicalization set (the populator of `transform.apply_patterns.
    canonicalization`)."""
    return _resolved()


def pattern_descriptor(opdef: OpDef, populate: PopulateFn) -> OpDef:
    """Make the op a PatternDescriptorOpInterface op."""
    return opdef.implement(PatternDescriptor(populate))


def conversion_pattern_descriptor(opdef: OpDef) -> OpDef:
    """Mark the op as a ConversionPatternDescriptorOpInterface op."""
    return opdef.implement(ConversionPatternDescriptor())


def type_converter_builder(opdef: OpDef) -> OpDef:
    """Mark the op as a TypeConverterBuilderOpInterface op."""
    return opdef.implement(TypeConverterBuilder())


def is_type_converter_builder(ctx: Context, name: str) -> bool:
    """Whether op `name` is a TypeConverterBuilderOpInterface op."""
    d = ctx.op(name)
    return d is not None and d.interface(TypeConverterBuilder) is not None


def is_pattern_descriptor(ctx: Context, name: str) -> bool:
    """Whether op `name` is a PatternDescriptorOpInterface op."""
    d = ctx.op(name)
    return d is not None and d.interface(PatternDescriptor) is not None


def is_conversion_pattern_descriptor(ctx: Context, name: str) -> bool:
    """Whether op `name` is a ConversionPatternDescriptorOpInterface op."""
    d = ctx.op(name)
    return d is not None and d.interface(ConversionPatternDescriptor) is not None


def populate_from_descriptor(
    ctx: Context, op: Operation, state: PayloadState | None
) -> list[RewritePattern]:
    """The patterns of a descriptor op (none for another op)."""
    d = ctx.op(op.name)
    impl = d.interface(PatternDescriptor) if d is not None else None
    return list(impl.populate(op, state)) if impl is not None else []


# ---------------------------------------------------------------------------
# Applying them

_Candidate = tuple[int, RewritePattern]
"""(index of the pattern in the set, pattern)."""


class RewritePatternApplicator:
    """The greedy driver's `PatternApplicator` of Python patterns: the
    patterns rooted at an op's name and the generic ones, highest benefit
    first (in set order among equals). Not transactional: a pattern that
    does not apply changes nothing."""

    transactional = False

    def __init__(self, patterns: Sequence[RewritePattern]) -> None:
        self._patterns = list(patterns)
        ordered = sorted(enumerate(patterns), key=lambda ip: -ip[1].benefit)
        self._by_root: dict[str | None, list[_Candidate]] = {}
        for ip in ordered:
            self._by_root.setdefault(ip[1].root, []).append(ip)
        self._generic = self._by_root.get(None, [])
        self.root_names: frozenset[str] | None = (
            None if self._generic else frozenset(r for r in self._by_root if r is not None)
        )

    def match(self, op: int, rw: Rewriter, out: list[_Candidate]) -> Diagnostic | None:
        """The patterns that may apply at `op`, in the order to try them."""
        specific = self._by_root.get(rw.ops[op].name, [])
        if not self._generic:
            out.extend(specific)
        else:
            out.extend(sorted([*specific, *self._generic], key=lambda ip: -ip[1].benefit))
        return None

    def apply(self, op: int, candidate: _Candidate, rw: Rewriter) -> bool:
        """`match_and_rewrite` of the pattern."""
        return candidate[1].match_and_rewrite(rw, op)

    def pattern_index(self, candidate: _Candidate) -> int:
        return candidate[0]

    def pattern_name(self, index: int) -> tuple[str, Location]:
        """The pattern's `name` (or its index), for a `RewriteObserver`."""
        p = self._patterns[index]
        return (p.name or f"pattern #{index}", UNKNOWN_LOC)


def apply_patterns_greedily(
    rewriter: Rewriter,
    root: int,
    patterns: Sequence[RewritePattern],
    *,
    max_iterations: int = 10,
    max_rewrites: int = NO_LIMIT,
    simplify_regions: bool = True,
    top_down: bool = False,
    ctx: Context | None = None,
    results: list[DriverResult] | None = None,
) -> bool:
    """Apply `patterns` to the ops nested in `root`, region by region, until
    a fixpoint; False if the iteration limit stopped it first ("did not
    converge"). -1: no limit. `simplify_regions`: applyPatternsGreedily,
    erasing dead ops after each round (MLIR simplifies the regions of
    isolated-from-above targets); otherwise applyOpPatternsGreedily, one
    round that converged when its worklist drained. Patterns that do not
    terminate stop the driver too (`DriverResult.runaway`; see
    `runaway_message`); `results` receives each region's `DriverResult`.
    `top_down`: seed the worklist in pre-order (the canonicalizer's
    default), not post-order (MLIR's GreedyRewriteConfig default)."""
    if simplify_regions:
        config = GreedyConfig(
            max_iterations=max_iterations,
            max_rewrites=max_rewrites,
            region_simplify=True,
            top_down=top_down,
        )
    else:
        config = GreedyConfig(max_rewrites=max_rewrites, single_pass=True, top_down=top_down)
    applicator = RewritePatternApplicator(patterns)
    context = ctx or Context.default()
    converged = True
    for region in rewriter.ops[root].regions:
        driver = GreedyDriver(rewriter, applicator, region, config, ctx=context)
        result = driver.run()
        if results is not None:
            results.append(result)
        converged = result.converged and converged
        if result.runaway:
            break
    return converged


def runaway_message(result: DriverResult, patterns: Sequence[RewritePattern]) -> str:
    """What a driver that stopped on a runaway chain of rewrites says of the
    patterns that do not terminate (by name, else by position)."""

    def name(i: int) -> str:
        p = patterns[i]
        return f"'{p.name}'" if p.name else f"#{i}"

    counts = sorted(result.runaway.items(), key=lambda kv: (-kv[1], kv[0]))
    total = sum(n for _, n in counts)
    fired = ", ".join(f"{name(i)} {n} times" for i, n in counts)
    return (
        f"the patterns do not terminate: {result.chain_limit} rewrites in a row each rewrote an "
        f"op the one before made or changed; in the last {total}, pattern {fired}"
    )


__all__ = [
    "ConversionPatternDescriptor",
    "PatternDescriptor",
    "PayloadState",
    "PopulateFn",
    "RewritePattern",
    "RewritePatternApplicator",
    "TypeConverterBuilder",
    "apply_patterns_greedily",
    "canonicalization_patterns",
    "constant_materializer",
    "conversion_pattern_descriptor",
    "is_conversion_pattern_descriptor",
    "is_pattern_descriptor",
    "is_type_converter_builder",
    "pattern_descriptor",
    "populate_from_descriptor",
    "register_canonicalization",
    "register_canonicalizations",
    "register_constant_materializer",
    "runaway_message",
    "type_converter_builder",
]
