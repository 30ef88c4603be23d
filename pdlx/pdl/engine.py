"""The PDL engine's front door: pattern sets and applying them.

`PatternSet` takes a module of `pdl.pattern`s (or of already-lowered
`pdl_interp`, as the PDL bytecode tests write them), verifies it, resolves
its native functions, lowers it to one `pdl_interp` matcher and compiles
that to Python — what MLIR's `FrozenRewritePatternSet` does with a
`PDLPatternModule`. `apply_patterns` runs the greedy driver with it on the
regions of a payload op and returns the new snapshot; the input snapshot is
never touched.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import immutables

from pdlx.ir.attributes import StringAttr
from pdlx.ir.context import IS_TERMINATOR, SYMBOL, Context
from pdlx.ir.diagnostics import Diagnostic, DiagnosticError, Severity
from pdlx.ir.location import Location
from pdlx.ir.records import NO_ID, BlockRecord, OpRecord, RegionRecord, ValueRecord, make_op_record
from pdlx.ir.rewriter import Listener, Rewriter
from pdlx.ir.snapshot import Snapshot, need_depth_of
from pdlx.passes import PassContext, int_option
from pdlx.pdl.compiler import CompiledPatterns, CompileError, compile_pdl_interp
from pdlx.pdl.driver import non_convergence_diagnostic, run_greedy
from pdlx.pdl.explain import PDL_EXPLAIN_KEY, PDLAttempt, PDLExplainer, explain_patterns_at
from pdlx.pdl.lowering import LoweringError, convert_pdl_to_pdl_interp
from pdlx.pdl.natives import Kind, NativeRegistry, registry_for
from pdlx.pdl.pdll import PDLLError, compile_pdll
from pdlx.pdl.runtime import PatternRewriter, get_attr
from pdlx.rewrite.effects import RECURSIVE, UNKNOWN, own_effects
from pdlx.rewrite.greedy import NO_LIMIT, DriverResult, GreedyConfig
from pdlx.support.deep import run_deep
from pdlx.syntax.parser import parse
from pdlx.verify.verifier import verify as verify_ir


class PatternError(Exception):
    """The patterns cannot be used: located diagnostics say why."""

    def __init__(self, diagnostics: list[Diagnostic]) -> None:
        super().__init__("\n".join(str(d.message) for d in diagnostics))
        self.diagnostics = diagnostics


# ---------------------------------------------------------------------------
# Pattern sets


def _sym_name(snap: Snapshot, op: int) -> str | None:
    a = get_attr(snap.ops[op], "sym_name")
    return a.value if isinstance(a, StringAttr) else None


def _body(snap: Snapshot, op: int) -> int:
    return snap.regions[snap.ops[op].regions[0]].blocks[0]


def extract_subtree(snap: Snapshot, op: int) -> Snapshot:
    """A snapshot holding just `op` (as its root) and what is nested in it,
    so that compiling patterns costs nothing in the size of the payload the
    pattern module was parsed with. Records are shared, not copied."""
    ops: dict[int, OpRecord] = {}
    values: dict[int, ValueRecord] = {}
    blocks: dict[int, BlockRecord] = {}
    regions: dict[int, RegionRecord] = {}
    links: dict[int, tuple[int, int]] = {}
    for o in snap.walk(op):
        rec = snap.ops[o]
        if o == op:
            rec = make_op_record(
                rec.name, rec.operands, rec.results, rec.attributes, rec.properties,
                rec.regions, rec.successors, NO_ID, rec.loc,
            )  # fmt: skip
        else:
            links[o] = snap.links[o]
        ops[o] = rec
        for r in rec.results:
            values[r] = snap.values[r]
        for reg in rec.regions:
            rr = regions[reg] = snap.regions[reg]
            for b in rr.blocks:
                br = blocks[b] = snap.blocks[b]
                for a in br.args:
                    values[a] = snap.values[a]
    return Snapshot(
        op,
        immutables.Map(ops),
        immutables.Map(values),
        immutables.Map(blocks),
        immutables.Map(regions),
        immutables.Map(links),
        snap.resources,
    )


def erase_trivially_dead(snap: Snapshot, module: int, ctx: Context) -> Snapshot:
    """The simplification MLIR runs on a pattern module before and after the
    lowering: one post-order walk erasing ops that are trivially dead (an
    unused `pdl.result`, a `pdl_interp.get_*` whose value nothing reads)."""
    rw = Rewriter(snap)
    order = [o for o in snap.walk(module, post_order=True) if o != module]
    changed = False
    for op in order:
        if not rw.has_op(op):
            continue
        rec = rw.op_record(op)
        if rec.regions:
            continue
        d = ctx.op(rec.name)
        if d is None or IS_TERMINATOR in d.traits or SYMBOL in d.traits:
            continue
        e = own_effects(ctx, rec.name)
        if e is None or e == UNKNOWN or (RECURSIVE in d.traits and e is None):
            continue
        if any(rw.uses(r) for r in rec.results):
            continue
        rw.erase_op(op)
        changed = True
    return rw.commit() if changed else snap


def _check_natives(snap: Snapshot, module: int, registry: NativeRegistry) -> list[Diagnostic]:
    """Every native function a pattern names must be registered: report each
    unknown one at the op that names it, before anything runs."""
    diags: list[Diagnostic] = []
    for op in snap.walk(module):
        rec = snap.ops[op]
        name = rec.name
        kind: Kind
        if name in ("pdl.apply_native_constraint", "pdl_interp.apply_constraint"):
            kind = "constraint"
        elif name in ("pdl.apply_native_rewrite", "pdl_interp.apply_rewrite") or (
            name == "pdl.rewrite" and get_attr(rec, "name") is not None
        ):
            kind = "rewrite"
        else:
            continue
        fname = get_attr(rec, "name")
        n = fname.value if isinstance(fname, StringAttr) else ""
        if registry.lookup(kind, n) is None:
            diags.append(
                Diagnostic(
                    Severity.ERROR,
                    rec.loc,
                    f"native {kind} '{n}' is not registered (register it with "
                    f"pdlx.pdl.native_{kind})",
                )
            )
    return diags


@dataclass
class PatternSet:
    """Compiled PDL patterns, ready to apply any number of times."""

    compiled: CompiledPatterns
    interp: Snapshot
    """The `pdl_interp` module the patterns were compiled from."""
    module: int
    names: list[str] = field(default_factory=list)
    source: Snapshot | None = None
    """The `pdl.pattern`s as written (for explain; None for `pdl_interp` input)."""
    pattern_ops: tuple[int, ...] = ()
    """The `pdl.pattern` ops of `source`."""
    registry: NativeRegistry | None = None
    """The natives the patterns were compiled with."""

    def explain(
        self, payload: Snapshot, root: int | None = None, *, ctx: Context | None = None
    ) -> list[PDLAttempt]:
        """Every pattern tried at every op it may be rooted at in the regions
        of `root` (default: the payload's top-level op), without rewriting:
        which check failed first, at its PDL source line (`pdlx.pdl.explain`)."""
        target = payload.root if root is None else root
        return explain_regions(self, payload, payload.ops[target].regions, ctx)

    @property
    def patterns(self) -> list[str]:
        """A label per pattern (`@name`, or its root op)."""
        return [p.label for p in self.compiled.patterns]

    @property
    def python_source(self) -> str:
        """The generated matcher (for the curious, and for `explain`)."""
        return self.compiled.source

    @classmethod
    def from_snapshot(
        cls,
        snap: Snapshot,
        module: int | None = None,
        *,
        ctx: Context | None = None,
        registry: NativeRegistry | None = None,
        verify: bool = True,
        only: Sequence[str] | None = None,
    ) -> PatternSet:
        """Patterns from `module` (default: the snapshot's root), which holds
        `pdl.pattern`s or a lowered `pdl_interp.func @matcher` + `module
        @rewriters`. `only` keeps just the patterns with those symbols.
        Raises `PatternError`."""
        return run_deep(
            lambda: _build(snap, module, ctx or Context.default(), registry, verify, only)
        )

    @classmethod
    def parse(
        cls,
        text: str,
        filename: str = "<patterns>",
        *,
        ctx: Context | None = None,
        registry: NativeRegistry | None = None,
    ) -> PatternSet:
        """Patterns from MLIR text, or from PDLL text when `filename` ends in
        `.pdll`."""
        ctx = ctx or Context.default()
        snap = parse_patterns(text, filename, ctx)
        return cls.from_snapshot(snap, ctx=ctx, registry=registry)

    @classmethod
    def from_file(
        cls, path: str | Path, *, ctx: Context | None = None, registry: NativeRegistry | None = None
    ) -> PatternSet:
        p = Path(path)
        text = p.read_text(encoding="utf-8", errors="surrogateescape")
        return cls.parse(text, str(path), ctx=ctx, registry=registry)


def parse_patterns(text: str, filename: str, ctx: Context) -> Snapshot:
    """Parse a pattern file: MLIR syntax, or PDLL (`.pdll`). Raises
    PatternError with the parse diagnostics."""
    if filename.endswith(".pdll"):
        try:
            return compile_pdll(text, filename, ctx=ctx)
        except PDLLError as e:
            raise PatternError(e.diagnostics) from None
    try:
        return parse(text, filename, context=ctx, allow_unregistered=True)
    except DiagnosticError as e:
        raise PatternError(e.diagnostics) from None


def _build(
    snap: Snapshot,
    module: int | None,
    ctx: Context,
    registry: NativeRegistry | None,
    verify: bool,
    only: Sequence[str] | None,
) -> PatternSet:
    registry = registry or registry_for(ctx)
    if module is not None and module != snap.root:
        snap = extract_subtree(snap, module)
    module = snap.root
    if verify:
        diags = [d for d in verify_ir(snap, ctx, module) if d.severity is Severity.ERROR]
        if diags:
            raise PatternError(diags)
    body = _body(snap, module)
    pattern_ops = [o for o in snap.block_ops(body) if snap.ops[o].name == "pdl.pattern"]
    if only is not None:
        wanted = set(only)
        rw = Rewriter(snap)
        for o in pattern_ops:
            if _sym_name(snap, o) not in wanted:
                rw.erase_op(o)
        snap = rw.commit()
        pattern_ops = [o for o in pattern_ops if snap.ops.get(o) is not None]
    source = snap
    names: dict[Location, str] = {}
    for o in pattern_ops:
        n = _sym_name(snap, o)
        if n:
            names.setdefault(snap.ops[o].loc, n)
    diags = _check_natives(snap, module, registry)
    if diags:
        raise PatternError(diags)
    if pattern_ops:
        snap = erase_trivially_dead(snap, module, ctx)
        try:
            snap = convert_pdl_to_pdl_interp(snap, module, ctx, lambda n: _infers(ctx, n))
        except LoweringError as e:
            raise PatternError([Diagnostic(Severity.ERROR, e.loc, e.message)]) from None
        snap = erase_trivially_dead(snap, module, ctx)
    try:
        compiled = compile_pdl_interp(snap, module, registry, names)
    except CompileError as e:
        raise PatternError(e.diagnostics) from None
    return PatternSet(
        compiled,
        snap,
        module,
        [p.label for p in compiled.patterns],
        source,
        tuple(pattern_ops),
        registry,
    )


def _infers(ctx: Context, name: str) -> bool:
    d = ctx.op(name)
    return d is not None and d.has_trait("InferTypeOpInterface")


# ---------------------------------------------------------------------------
# Explaining


def explain_regions(
    patterns: PatternSet, payload: Snapshot, regions: Sequence[int], ctx: Context | None = None
) -> list[PDLAttempt]:
    """`PatternSet.explain` on the ops nested in `regions` (the driver's scope)."""
    ops = [
        o
        for region in regions
        for b in payload.regions[region].blocks
        for top in payload.block_ops(b)
        for o in payload.walk(top)
    ]
    return explain_ops(patterns, payload, ops, ctx)


def explain_ops(
    patterns: PatternSet, payload: Snapshot, ops: Sequence[int], ctx: Context | None = None
) -> list[PDLAttempt]:
    """The patterns explained at those of `ops` they may be rooted at."""
    if patterns.source is None or patterns.registry is None:
        return []
    names = patterns.compiled.root_names
    candidates = [o for o in ops if names is None or payload.ops[o].name in names]
    rw = PatternRewriter(payload, ctx=ctx)
    return explain_patterns_at(
        patterns.source, patterns.pattern_ops, patterns.compiled, patterns.registry, rw, candidates
    )


def _explain_pass(
    pctx: PassContext, patterns: PatternSet, payload: Snapshot, regions: Sequence[int]
) -> None:
    """--explain-matchers: the remarks and records of the pass's patterns."""
    explainer = pctx.shared.get(PDL_EXPLAIN_KEY)
    if isinstance(explainer, PDLExplainer):
        explainer.record(explain_regions(patterns, payload, regions, pctx.ctx), pctx.sink.emit)


# ---------------------------------------------------------------------------
# Applying


@dataclass
class ApplyResult:
    payload: Snapshot
    converged: bool
    rewrites: int
    diagnostics: list[Diagnostic]
    """Rolled-back rewrites, native function errors, non-convergence."""
    results: list[DriverResult] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return self.converged and not any(d.severity is Severity.ERROR for d in self.diagnostics)


def apply_patterns_to_regions(
    rw: PatternRewriter,
    regions: Sequence[int],
    patterns: PatternSet,
    config: GreedyConfig,
    listeners: Sequence[Listener] = (),
    non_convergence: Severity | None = Severity.ERROR,
) -> tuple[bool, list[DriverResult], list[Diagnostic]]:
    """Run the greedy driver on each region (MLIR applies the patterns to
    each region of the op separately)."""
    converged = True
    results: list[DriverResult] = []
    diags: list[Diagnostic] = []
    for region in regions:
        res = run_greedy(rw, patterns.compiled, region, config, listeners)
        results.append(res)
        diags.extend(res.diagnostics)
        if not res.converged:
            converged = False
            if non_convergence is not None:
                diags.append(
                    non_convergence_diagnostic(patterns.compiled, res, config, non_convergence)
                )
    return converged, results, diags


def apply_patterns(
    payload: Snapshot,
    patterns: PatternSet,
    *,
    root: int | None = None,
    config: GreedyConfig | None = None,
    listeners: Sequence[Listener] = (),
    ctx: Context | None = None,
) -> ApplyResult:
    """Apply `patterns` greedily to the regions of `root` (default: the
    payload's top-level op) and return the new payload."""
    config = config or GreedyConfig()
    need_depth_of(payload)
    rw = PatternRewriter(payload, ctx=ctx)
    target = payload.root if root is None else root
    converged, results, diags = apply_patterns_to_regions(
        rw, payload.ops[target].regions, patterns, config, listeners
    )
    snap = rw.commit()
    return ApplyResult(snap, converged, sum(r.rewrites for r in results), diags, results)


# ---------------------------------------------------------------------------
# Passes

SAFETY_REWRITE_LIMIT = 1_000_000
"""mlir-opt's test pass has no rewrite limit, so patterns that keep firing
in one iteration hang it; pdlx stops (with a warning) after this many."""


def run_test_pdl_bytecode_pass(snap: Snapshot, pctx: PassContext) -> Snapshot | None:
    """mlir-opt's `-test-pdl-bytecode-pass`: patterns from `module
    @patterns`, applied greedily to the body of `module @ir`; the patterns
    module is removed. Native functions: the context's registry (the test
    extensions register the test pass's ones)."""
    root_body = _body(snap, snap.root)
    patterns_mod = ir_mod = None
    for op in snap.block_ops(root_body):
        if snap.ops[op].name != "builtin.module":
            continue
        n = _sym_name(snap, op)
        if n == "patterns" and patterns_mod is None:
            patterns_mod = op
        elif n == "ir" and ir_mod is None:
            ir_mod = op
    if patterns_mod is None or ir_mod is None:
        return snap
    try:
        patterns = PatternSet.from_snapshot(
            snap, patterns_mod, ctx=pctx.ctx, registry=registry_for(pctx.ctx), verify=False
        )
    except PatternError as e:
        for d in e.diagnostics:
            pctx.sink.emit(d)
        return None
    rw0 = Rewriter(snap)
    rw0.erase_op(patterns_mod)
    payload = rw0.commit()
    _explain_pass(pctx, patterns, payload, payload.ops[ir_mod].regions)
    rw = PatternRewriter(payload, ctx=pctx.ctx)
    config = GreedyConfig(max_rewrites=SAFETY_REWRITE_LIMIT)
    _converged, results, diags = apply_patterns_to_regions(
        rw, payload.ops[ir_mod].regions, patterns, config, non_convergence=None
    )
    for d in diags:
        pctx.sink.emit(d)
    runaway = False
    for res in results:
        if res.runaway:
            # mlir-opt never stops there: an error, not its output.
            runaway = True
            pctx.sink.emit(
                non_convergence_diagnostic(patterns.compiled, res, config, Severity.ERROR)
            )
        elif res.rewrite_limit_hit:
            pctx.sink.emit(
                non_convergence_diagnostic(patterns.compiled, res, config, Severity.WARNING)
            )
    if runaway or any(d.severity is Severity.ERROR for d in diags):
        return None
    return rw.commit()


def run_apply_pdl_pass(
    snap: Snapshot,
    opts: dict[str, str],
    pctx: PassContext,
    *,
    load: Callable[[Snapshot, dict[str, str], PassContext], PatternSet | None] | None = None,
) -> Snapshot | None:
    """`--apply-pdl=FILE`: the patterns of FILE applied to the input's
    top-level op. `load` replaces `load_apply_pdl_patterns` (a caller
    running many inputs in one process keeps the compiled patterns)."""
    patterns = (load or load_apply_pdl_patterns)(snap, opts, pctx)
    if patterns is None:
        return None
    config = GreedyConfig(
        max_iterations=int_option(opts, "max-iterations", 10),
        max_rewrites=int_option(opts, "max-rewrites", SAFETY_REWRITE_LIMIT),
        top_down=opts.get("top-down", "false") in ("", "1", "true"),
    )
    _explain_pass(pctx, patterns, snap, snap.ops[snap.root].regions)
    rw = PatternRewriter(snap, ctx=pctx.ctx)
    converged, _results, diags = apply_patterns_to_regions(
        rw, snap.ops[snap.root].regions, patterns, config
    )
    for d in diags:
        pctx.sink.emit(d)
    if not converged or any(d.severity is Severity.ERROR for d in diags):
        return None
    return rw.commit()


def load_apply_pdl_patterns(
    snap: Snapshot, opts: dict[str, str], pctx: PassContext
) -> PatternSet | None:
    """The compiled patterns of `--apply-pdl=FILE`, or None after reporting
    (at the input's top-level op) why there are none."""
    path = opts.get("patterns", "")
    if not path:
        pctx.sink.error(
            snap.ops[snap.root].loc, "apply-pdl: expected a pattern file (--apply-pdl=FILE)"
        )
        return None
    try:
        text = Path(path).read_text(encoding="utf-8", errors="surrogateescape")
    except OSError as e:
        pctx.sink.error(snap.ops[snap.root].loc, f"apply-pdl: cannot read '{path}': {e.strerror}")
        return None
    try:
        patterns = PatternSet.parse(text, path, ctx=pctx.ctx, registry=registry_for(pctx.ctx))
    except PatternError as e:
        for d in e.diagnostics:
            pctx.sink.emit(d)
        return None
    return patterns


__all__ = [
    "NO_LIMIT",
    "ApplyResult",
    "GreedyConfig",
    "PatternError",
    "PatternSet",
    "apply_patterns",
    "apply_patterns_to_regions",
    "explain_ops",
    "explain_regions",
    "load_apply_pdl_patterns",
    "parse_patterns",
    "run_apply_pdl_pass",
    "run_test_pdl_bytecode_pass",
]
