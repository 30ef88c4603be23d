"""Rewrite patterns written in Python against op classes, as xDSL's
`RewritePattern` / `@op_type_rewrite_pattern` and MLIR's `OpRewritePattern`.

A pattern is a `Pattern` subclass with a `root` (an op class such as
`ops("arith").AddIOp`, an op name, or None for any op) and a
`match_and_rewrite(op, rewriter)` method, or a function decorated with
`@pattern(root)`. It rewrites through its `PatternRewriter`: a `Builder`
whose insertion point is just before the matched op (op classes build
there), with `replace_op`, `erase_op`, `replace_all_uses_with`,
`set_attribute`, `set_operand`, `move_before`, ... It returns True when it
rewrote, False when it did not match, or None for "whether it changed
anything". A pattern that edits and then returns False is an error
(`BuildError`), as MLIR's "pattern returned failure but IR did change" is.

The patterns run in THE greedy driver (`pdlx.rewrite.greedy`, through
`apply_patterns_greedily`'s applicator): from Python with
`apply_patterns(snapshot, [P()])`, and from transform scripts once
registered by name (`register_patterns("my.patterns", [...])` makes
`transform.apply_patterns.my.patterns`, a `PatternDescriptor` op, for use
inside `transform.apply_patterns to %h { ... }`).
"""

from __future__ import annotations

import re
import traceback
from collections.abc import Callable, Sequence
from typing import ClassVar

from pdlx import ods
from pdlx.dialects.build import Builder, OpView, to_attribute
from pdlx.ir.builder import BuildError, HasOperation, ValueLike, unwrap
from pdlx.ir.context import Context, OpDef
from pdlx.ir.diagnostics import Diagnostic, DiagnosticError, Severity
from pdlx.ir.rewriter import IRError, Rewriter
from pdlx.ir.snapshot import Operation, Snapshot, Value, need_depth_of
from pdlx.ods.spec import OpSpec
from pdlx.rewrite.greedy import DriverResult
from pdlx.rewrite.pattern_sets import PATTERN_SET_PREFIX, PatternSet, pattern_sets
from pdlx.rewrite.patterns import (
    PayloadState,
    RewritePattern,
    apply_patterns_greedily,
    pattern_descriptor,
    runaway_message,
)
from pdlx.support.deep import run_deep
from pdlx.verify.verifier import verify

Root = type[OpView] | str | None
"""What a pattern is rooted at: an op class, an op name, or None (any op)."""


class PatternRewriter(Builder):
    """What a pattern edits with: a `Builder` over the driver's rewriter,
    its insertion point just before the matched op. Every edit goes through
    the driver's rewriter, so the driver hears of it (worklist, listeners,
    handle tracking in `transform.apply_patterns`)."""

    def __init__(self, rewriter: Rewriter, op: int, context: Context | None = None) -> None:
        super().__init__(rewriter, context=context)
        self.matched: Operation = rewriter.snapshot().op(op)
        """The op the pattern was applied to."""
        self.changed = False
        """Whether the pattern edited anything so far."""
        self.failure: str = ""
        """The reason given to `notify_match_failure`, if any."""

    def _edit(self) -> None:
        self.changed = True

    def will_edit(self) -> None:
        """Before each op or block the builder makes: an edit."""
        self._edit()

    def replace_op(
        self, op: Operation | HasOperation, new: Sequence[ValueLike] | ValueLike
    ) -> None:
        """Replace `op`'s results by `new` (values, or an op whose results
        replace them one for one) and erase `op`."""
        o = self._op_id(op, "op")
        name = self.rewriter.ops[o].name
        single = unwrap(new)
        if isinstance(single, Operation):
            ids = list(self.rewriter.ops[self._op_id(single, "new")].results)
        elif isinstance(single, Value):
            ids = [self._value_id(single, f"replace_op of '{name}': new value")]
        elif not isinstance(new, Sequence):
            raise TypeError(
                f"replace_op of '{name}': 'new' must be values or an op, not {type(new).__name__}"
            )
        else:
            ids = [
                self._value_id(v, f"replace_op of '{name}': new value #{i}")
                for i, v in enumerate(new)
            ]
        have = len(self.rewriter.ops[o].results)
        if len(ids) != have:
            raise BuildError(
                f"cannot replace '{name}': it has {have} results, {len(ids)} replacements given"
            )
        self._edit()
        self.rewriter.replace_op(o, ids)

    def erase_op(self, op: Operation | HasOperation) -> None:
        """Erase `op` (its results must have no uses left)."""
        o = self._op_id(op, "op")
        self._edit()
        try:
            self.rewriter.erase_op(o)
        except IRError as e:
            raise BuildError(f"cannot erase '{self.rewriter.ops[o].name}': {e}") from None

    def replace_all_uses_with(self, old: ValueLike, new: ValueLike) -> None:
        """Make every use of `old` use `new`."""
        a = self._value_id(old, "replace_all_uses_with: old")
        b = self._value_id(new, "replace_all_uses_with: new")
        self._edit()
        self.rewriter.replace_all_uses(a, b)

    def set_operand(self, op: Operation | HasOperation, index: int, value: ValueLike) -> None:
        """Make operand `index` of `op` use `value`."""
        o = self._op_id(op, "op")
        n = len(self.rewriter.ops[o].operands)
        if not 0 <= index < n:
            raise BuildError(
                f"cannot set operand #{index} of '{self.rewriter.ops[o].name}': it has {n} operands"
            )
        v = self._value_id(value, f"set_operand of '{self.rewriter.ops[o].name}'")
        self._edit()
        self.rewriter.set_operand(o, index, v)

    def set_attribute(self, op: Operation | HasOperation, name: str, value: object) -> None:
        """Set attribute `name` of `op` (an inherent one, kept in the
        properties, or a discardable one). `value` as op classes take it."""
        o = self._op_id(op, "op")
        rec = self.rewriter.ops[o]
        opdef = self.ctx.op(rec.name)
        spec = opdef.spec if opdef is not None and isinstance(opdef.spec, OpSpec) else None
        adef = spec.attr(name) if spec is not None else None
        attr = to_attribute(
            value, adef.constraint if adef else None, f"'{rec.name}' attribute '{name}'"
        )
        if adef is not None and not adef.constraint.check(attr):
            raise BuildError(
                f"cannot set '{rec.name}' attribute '{name}': it must satisfy "
                f"{adef.constraint.summary}"
            )
        self._edit()
        if opdef is not None and opdef.inherent is not None and name in opdef.inherent:
            self.rewriter.set_property(o, name, attr)
        else:
            self.rewriter.set_attribute(o, name, attr)

    def remove_attribute(self, op: Operation | HasOperation, name: str) -> bool:
        """Remove discardable attribute `name` of `op`; False if it had none."""
        o = self._op_id(op, "op")
        if name not in self.rewriter.ops[o].attributes:
            return False
        self._edit()
        return self.rewriter.remove_attribute(o, name)

    def move_before(self, op: Operation | HasOperation, anchor: Operation | HasOperation) -> None:
        """Move `op` (with its regions) just before `anchor` (MLIR's
        `moveOpBefore`). Dominance of its operands and results is the
        verifier's to check, after the patterns ran."""
        o, a = self._op_id(op, "op"), self._op_id(anchor, "anchor")
        self._check_move(o, a)
        self._edit()
        self.rewriter.move(o, before=a)

    def move_after(self, op: Operation | HasOperation, anchor: Operation | HasOperation) -> None:
        """Move `op` just after `anchor` (MLIR's `moveOpAfter`)."""
        o, a = self._op_id(op, "op"), self._op_id(anchor, "anchor")
        self._check_move(o, a)
        self._edit()
        self.rewriter.move(o, after=a)

    def _check_move(self, op: int, anchor: int) -> None:
        ops, blocks, regions = self.rewriter.ops, self.rewriter.blocks, self.rewriter.regions
        name = ops[op].name
        if not ops[anchor].parent:
            raise BuildError(
                f"cannot move '{name}' next to '{ops[anchor].name}': it is in no block"
            )
        cur = anchor
        while cur:
            if cur == op:
                raise BuildError(f"cannot move '{name}' into itself (next to an op nested in it)")
            block = ops[cur].parent
            cur = regions[blocks[block].parent].parent if block else 0

    def notify_match_failure(self, reason: str) -> bool:
        """Say why the pattern does not apply (kept in `failure`); returns
        False, to `return rewriter.notify_match_failure(...)`."""
        self.failure = reason
        return False


class Pattern:
    """A rewrite pattern in Python. Subclasses set `root` (an op class, an
    op name, or None for any op) and `benefit`, and define
    `match_and_rewrite(op, rewriter)`: `op` is an instance of the root
    class (an `Operation` for a name or None)."""

    root: ClassVar[Root] = None
    benefit: ClassVar[int] = 1

    @property
    def name(self) -> str:
        """The pattern's name in messages (its class name)."""
        return type(self).__name__

    def pattern_root(self) -> Root:
        """What the pattern is rooted at (`root`)."""
        return type(self).root

    def pattern_benefit(self) -> int:
        """The pattern's benefit (`benefit`): higher is tried first."""
        return type(self).benefit

    def match_and_rewrite(self, op: OpView | Operation, rewriter: PatternRewriter) -> bool | None:
        """Rewrite `op` through `rewriter`: True when it did, False when it
        does not apply, None for "whether anything was edited"."""
        raise NotImplementedError(f"{type(self).__name__} defines no match_and_rewrite")

    def as_rewrite_pattern(self, context: Context | None = None) -> RewritePattern:
        """This pattern as the greedy driver's `RewritePattern`."""
        root = self.pattern_root()
        root_name = _root_name(root)
        cls = root if isinstance(root, type) else None
        name = self.name

        def run(rw: Rewriter, op: int) -> bool:
            rewriter = PatternRewriter(rw, op, context)
            view: OpView | Operation = rewriter.matched
            if cls is not None:
                view = cls.wrap(rewriter.matched)
            with rewriter:
                outcome = self.match_and_rewrite(view, rewriter)
            if outcome is None:
                outcome = rewriter.changed
            if outcome is not True and outcome is not False:
                raise TypeError(
                    f"pattern {name}: match_and_rewrite returned {outcome!r}, "
                    "not True, False or None"
                )
            if not outcome and rewriter.changed:
                raise BuildError(
                    f"pattern {name} changed the IR but returned False (it did not apply): "
                    "return True (or None) when it rewrites"
                )
            return outcome

        return RewritePattern(run, root_name, self.pattern_benefit(), name)


def _root_name(root: Root) -> str | None:
    if root is None or isinstance(root, str):
        return root
    if isinstance(root, type) and issubclass(root, OpView):
        return root.OPERATION_NAME
    raise TypeError(f"a pattern's root is an op class, an op name or None, not {root!r}")


PatternFn = Callable[..., "bool | None"]


class FunctionPattern(Pattern):
    """A pattern made by `@pattern(root)` from a function `(op, rewriter)`."""

    def __init__(self, fn: PatternFn, root: Root, benefit: int) -> None:
        _root_name(root)  # checks it
        self._fn = fn
        self._root = root
        self._benefit = benefit

    @property
    def name(self) -> str:
        """The function's name."""
        return str(getattr(self._fn, "__name__", "pattern"))

    def pattern_root(self) -> Root:
        """The root given to `@pattern`."""
        return self._root

    def pattern_benefit(self) -> int:
        """The benefit given to `@pattern`."""
        return self._benefit

    def __call__(self, op: OpView | Operation, rewriter: PatternRewriter) -> bool | None:
        """The function itself (a decorated pattern stays callable)."""
        return self._fn(op, rewriter)

    def match_and_rewrite(self, op: OpView | Operation, rewriter: PatternRewriter) -> bool | None:
        """Calls the function."""
        return self._fn(op, rewriter)


def pattern(root: Root = None, *, benefit: int = 1) -> Callable[[PatternFn], FunctionPattern]:
    """Make a function `(op, rewriter) -> bool | None` a pattern rooted at
    `root` (`@pattern(arith.AddIOp)`), as xDSL's `@op_type_rewrite_pattern`."""
    _root_name(root)
    if not isinstance(benefit, int):
        raise TypeError(f"pattern: 'benefit' must be an int, not {type(benefit).__name__}")

    def wrap(fn: PatternFn) -> FunctionPattern:
        if not callable(fn):
            raise TypeError(f"@pattern decorates a function, not {fn!r}")
        return FunctionPattern(fn, root, benefit)

    return wrap


def _as_rewrite_patterns(
    patterns: Sequence[Pattern | RewritePattern], context: Context | None
) -> list[RewritePattern]:
    if isinstance(patterns, (Pattern, RewritePattern)):
        patterns = [patterns]
    out: list[RewritePattern] = []
    for i, p in enumerate(patterns):
        if isinstance(p, Pattern):
            out.append(p.as_rewrite_pattern(context))
        elif isinstance(p, RewritePattern):
            out.append(p)
        else:
            raise TypeError(
                f"patterns: item #{i} is a {type(p).__name__}, not a Pattern "
                "(a Pattern subclass instance or a @pattern function)"
            )
    return out


def apply_patterns(
    snapshot: Snapshot,
    patterns: Sequence[Pattern | RewritePattern],
    *,
    max_iterations: int = 10,
    context: Context | None = None,
    verify_ir: bool = True,
) -> Snapshot:
    """Apply `patterns` greedily to the ops nested in the snapshot's root,
    with the one greedy driver, until nothing changes; returns the new
    snapshot (`snapshot` itself is untouched). Raises `DiagnosticError` when
    the driver does not converge within `max_iterations` (-1: no limit) or
    when the result does not verify (`verify_ir`)."""
    if not isinstance(snapshot, Snapshot):
        raise TypeError(
            f"apply_patterns: 'snapshot' must be a Snapshot, not {type(snapshot).__name__}"
        )
    if not isinstance(max_iterations, int):
        raise TypeError("apply_patterns: 'max_iterations' must be an int")
    rps = _as_rewrite_patterns(patterns, context)
    ctx = context or Context.default()

    def run() -> Snapshot:
        need_depth_of(snapshot)
        rw = Rewriter(snapshot)
        results: list[DriverResult] = []
        with ctx.activate():
            converged = apply_patterns_greedily(
                rw, snapshot.root, rps, max_iterations=max_iterations, ctx=ctx, results=results
            )
        root_loc = snapshot.ops[snapshot.root].loc
        for r in results:
            if r.runaway:
                raise DiagnosticError(
                    Diagnostic(Severity.ERROR, r.runaway_loc, runaway_message(r, rps))
                )
        if not converged:
            raise DiagnosticError(
                Diagnostic(
                    Severity.ERROR,
                    root_loc,
                    f"greedy pattern application did not converge in {max_iterations} iterations",
                )
            )
        out = rw.commit()
        if verify_ir:
            with ctx.activate():
                errors = [d for d in verify(out, ctx) if d.severity is Severity.ERROR]
            if errors:
                raise DiagnosticError(errors)
        return out

    return run_deep(run)


_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_$]*(\.[A-Za-z_][A-Za-z0-9_$]*)*")


def register_patterns(
    name: str,
    patterns: Sequence[Pattern | RewritePattern],
    *,
    context: Context | None = None,
    summary: str = "",
) -> OpDef:
    """Make `patterns` usable from transform scripts as
    `transform.apply_patterns.<name>` (a PatternDescriptorOpInterface op,
    like `transform.apply_patterns.canonicalization`), in `context` (default:
    `Context.default()`, the active one: pdlx-opt activates its own while it
    loads an extension). Registering a name again replaces its patterns (a
    notebook cell run twice); pdlx-opt refuses two extensions registering
    the same name."""
    if not isinstance(name, str) or not _NAME.fullmatch(name):
        raise ValueError(
            f"register_patterns: {name!r} is not a valid name (letters, digits, '_', '$', "
            "dot-separated)"
        )
    ctx = context or Context.default()
    rps = tuple(_as_rewrite_patterns(patterns, context))
    op_name = PATTERN_SET_PREFIX + name
    existing = ctx.op(op_name)
    if existing is not None and existing.interface(PatternSet) is None:
        raise ValueError(f"register_patterns: '{op_name}' is already an op that pdlx defines")
    caller = traceback.extract_stack(limit=2)[0]

    def populate(op: Operation, state: PayloadState | None) -> Sequence[RewritePattern]:
        return rps

    opdef = ods.op(
        op_name,
        assembly_format="attr-dict",
        summary=summary or f"Populates the Python patterns registered as '{name}'",
    )
    opdef.implement(PatternSet(name, rps, f"{caller.filename}:{caller.lineno}"))
    ctx.register_op(pattern_descriptor(opdef, populate))
    return opdef


__all__ = [
    "PATTERN_SET_PREFIX",
    "FunctionPattern",
    "Pattern",
    "PatternRewriter",
    "PatternSet",
    "apply_patterns",
    "pattern",
    "pattern_sets",
    "register_patterns",
]
