"""Matcher named sequences compiled to Python functions.

A matcher (`transform.named_sequence` whose body holds match and navigation
ops) becomes one function

    fn(S, P, a0, fwd) -> tuple[list, ...] | Miss | DEFINITE

over the payload snapshot `P`: `a0` is the op being matched, `fwd` the
forwarded inputs (foreach_match), `S` the transform state (for definite
errors, reported exactly as the interpreted ops report them). Success
returns what the matcher yields; a silenceable failure returns a `Miss`
naming the check that failed and how to word it (lazily); a definite
failure returns DEFINITE after emitting its diagnostics.

Each op kind contributes code through a compile hook found in its transform
definition (the `MatcherCompileHook` interface, see `register_compile_hook`); the
core match and navigation ops register theirs below, through the same call
a user's match op uses. A matcher holding an op without a hook is not
compiled: it runs interpreted, with identical results (checked by property
tests). User data (op names, messages, attributes) reaches the generated
code only through the constant table.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass, field
from typing import Final

from pdlx.ir.attributes import (
    ArrayAttr,
    Attribute,
    IntegerAttr,
    StringAttr,
    SymbolRefAttr,
    TypeAttr,
    UnitAttr,
)
from pdlx.ir.context import Context
from pdlx.ir.diagnostics import Diagnostic, Severity
from pdlx.ir.interfaces import OpInterface
from pdlx.ir.location import Location
from pdlx.ir.snapshot import Derived, Snapshot
from pdlx.ir.symbols import lookup_nearest_symbol_from
from pdlx.ir.types import ShapedType, i64
from pdlx.ir.views import Operation
from pdlx.support.codegen import CodeBuilder, GeneratedCodeError, compile_function
from pdlx.transform.extension import semantics_of
from pdlx.transform.ops.common import dedup, dense_i64, generic_op_text, value_loc
from pdlx.transform.ops.matching import cmpi_check
from pdlx.transform.ops.navigation import expand_target_specification, parents_of
from pdlx.transform.outcome import Outcome
from pdlx.transform.state import MappedValue, MatcherFn, TransformState, set_matcher_compiler
from pdlx.transform.types import HandleKind, TransformHandleKindMixin, handle_kind

YIELD = "transform.yield"
INCLUDE = "transform.include"
NAMED_SEQUENCE = "transform.named_sequence"


class _Definite:
    __slots__ = ()

    def __repr__(self) -> str:
        return "DEFINITE"


DEFINITE: Final = _Definite()
"""Returned by a compiled matcher after reporting a definite failure."""


class Miss:
    """A silenceable failure of a compiled matcher: which transform op's
    check failed, and its message (formatted only when asked)."""

    __slots__ = ("_message", "loc", "note", "op")

    def __init__(self, op: int, loc: Location, message: str | Callable[[], str]) -> None:
        self.op = op
        self.loc = loc
        self._message = message
        self.note: tuple[str, Location] | None = None
        """(message, location) of the note the interpreted op attaches."""

    @property
    def message(self) -> str:
        m = self._message
        if not isinstance(m, str):
            m = self._message = m()
        return m

    def diagnostic(self) -> Diagnostic:
        d = Diagnostic(Severity.ERROR, self.loc, lambda: self.message)
        if self.note is not None:
            d.attach_note(self.note[0], self.note[1])
        return d

    def __repr__(self) -> str:
        return f"<Miss at op #{self.op}>"


class CompileError(Exception):
    """The matcher cannot be compiled (it will run interpreted), or is wrong
    in a way found at compile time (reported with a location)."""

    def __init__(self, message: str, loc: Location | None = None, *, report: bool = False) -> None:
        super().__init__(message)
        self.loc = loc
        self.report = report


@dataclass
class CompiledMatcher:
    fn: MatcherFn
    first_names: frozenset[str] | None
    """The op names that can pass the matcher's first check (None: any)."""
    source: str
    num_results: int
    checks: list[int] = field(default_factory=list)
    """Transform ops in check order (for explain tables)."""


# ---------------------------------------------------------------------------
# The code generation context handed to compile hooks
# ---------------------------------------------------------------------------


@dataclass
class Handle:
    """A transform value inside generated code: a Python expression for its
    payload list, and whether it is statically known to hold exactly one op
    (then `scalar` is an expression for that op id)."""

    expr: str
    kind: HandleKind
    scalar: str | None = None


class MatcherCodegen:
    """What a compile hook uses to emit code for one transform op."""

    def __init__(self, tsnap: Snapshot, ctx: Context) -> None:
        self.t = tsnap
        self.ctx = ctx
        self.b = CodeBuilder()
        self.handles: dict[int, Handle] = {}
        self.checks: list[int] = []
        self._inline_stack: list[int] = []

    # -- for hooks -------------------------------------------------------------

    def op(self, op: int) -> Operation:
        return Operation(self.t, op)

    def handle(self, value: int) -> Handle:
        h = self.handles.get(value)
        if h is None:
            raise CompileError("value not available to the compiled matcher")
        return h

    def define(self, value: int, h: Handle) -> None:
        self.handles[value] = h

    def const(self, value: object) -> str:
        return self.b.const(value)

    def fresh(self, prefix: str = "v") -> str:
        return self.b.fresh(prefix)

    def line(self, text: str) -> None:
        self.b.line(text)

    def block(self, header: str) -> AbstractContextManager[None]:
        return self.b.block(header)

    def miss(self, op: int, message: str | Callable[..., str], *args: str) -> str:
        """A statement returning a Miss for transform op `op`. With `args`
        (expressions), `message` is called with their runtime values."""
        loc = self.t.ops[op].loc
        if not args:
            m = Miss(op, loc, message)  # static: built once, shared
            return f"return {self.const(m)}"
        return f"return MISS({op}, {self.const(loc)}, {self.const(message)}, ({', '.join(args)},))"

    def definite(self, op: int, message: str) -> str:
        """A statement reporting an error at `op` and returning DEFINITE."""
        return f"return DEF(S, {self.const(self.t.ops[op].loc)}, {self.const(message)})"

    def ensure_single(self, op: int, h: Handle, message: str) -> str:
        """An expression for the single payload op of `h`; emits the
        definite-failure check when `h` is a list."""
        if h.scalar is not None:
            return h.scalar
        self.line(f"if len({h.expr}) != 1: {self.definite(op, message)}")
        return f"{h.expr}[0]"

    def check_type(self, value: int, h: Handle) -> None:
        """Emit the handle type's payload check (setPayloadOps' checkPayload)
        when the type constrains its payload."""
        t = self.t.values[value].type
        check = getattr(type(t), "check_payload", None)
        if check is None or check is TransformHandleKindMixin.check_payload:
            return
        loc = _value_loc(self.t, value)
        self.line(f"if not CHK(S, {self.const(t)}, {self.const(loc)}, {h.expr}): return DEFINITE")


def _value_loc(t: Snapshot, v: int) -> Location:
    rec = t.values[v]
    if rec.is_arg:
        if rec.loc is not None:
            return rec.loc
        return t.ops[t.regions[t.blocks[rec.owner].parent].parent].loc
    return t.ops[rec.owner].loc


CompileHook = Callable[[MatcherCodegen, int], None]
"""(codegen, transform op id): emit the op's code or raise CompileError."""


@dataclass(frozen=True, slots=True)
class MatcherCompileHook(OpInterface):
    """The op interface the matcher compiler asks for: how a match op
    contributes code to a compiled matcher (`emit(codegen, op)`)."""

    emit: CompileHook


def register_compile_hook(ctx: Context, name: str, hook: CompileHook) -> None:
    """Let matchers holding op `name` compile: the public way a user's match
    op joins the compiled path (the core ops register theirs this way)."""
    opdef = ctx.op(name)
    if opdef is None or semantics_of(ctx, name) is None:
        raise KeyError(f"'{name}' has no transform semantics to attach a compile hook to")
    opdef.implement(MatcherCompileHook(hook))


# ---------------------------------------------------------------------------
# Runtime helpers the generated code calls
# ---------------------------------------------------------------------------


def _rt_miss(op: int, loc: Location, message: Callable[..., str], args: tuple[object, ...]) -> Miss:
    return Miss(op, loc, lambda: message(*args))


def miss_from_outcome(op: int, outcome: Outcome) -> Miss | _Definite:
    """What generated code returns for a failed outcome of shared
    (interpreted) logic: DEFINITE (already reported), or a Miss carrying
    its message and first note."""
    if outcome.is_definite:
        return DEFINITE
    d = outcome.diagnostics[0]
    m = Miss(op, d.loc, d.message)
    if d.notes:
        m.note = (d.notes[0].message, d.notes[0].loc)
    return m


def _rt_definite(state: TransformState, loc: Location, message: str) -> _Definite:
    state.sink.error(loc, message)
    return DEFINITE


def _rt_check(
    state: TransformState, t: TransformHandleKindMixin, loc: Location, payload: Sequence[object]
) -> bool:
    outcome: Outcome = t.check_payload(state, loc, payload)
    if outcome.succeeded:
        return True
    outcome.report(state.sink)
    return False


_RUNTIME = {
    "MISS": _rt_miss,
    "DEF": _rt_definite,
    "CHK": _rt_check,
    "DEFINITE": DEFINITE,
}


# ---------------------------------------------------------------------------
# Compiling a matcher
# ---------------------------------------------------------------------------


def _body(t: Snapshot, fn: int) -> int | None:
    regions = t.ops[fn].regions
    if not regions or not t.regions[regions[0]].blocks:
        return None
    return t.regions[regions[0]].blocks[0]


def compile_matcher(tsnap: Snapshot, fn: int, ctx: Context | None = None) -> CompiledMatcher:
    """Compile matcher `fn`; raises CompileError when it cannot be compiled."""
    ctx = ctx or Context.default()
    g = MatcherCodegen(tsnap, ctx)
    body = _body(tsnap, fn)
    if body is None:
        raise CompileError("external matcher")
    args = tsnap.blocks[body].args
    if not args or handle_kind(tsnap.values[args[0]].type) is not HandleKind.OP:
        raise CompileError("matchers take an op handle first")
    with g.block("def matcher(S, P, a0, fwd):"):
        g.line("ops = P.ops")
        g.line("values = P.values")
        g.define(args[0], Handle("[a0]", HandleKind.OP, "a0"))
        g.check_type(args[0], g.handles[args[0]])
        for i, a in enumerate(args[1:]):
            k = handle_kind(tsnap.values[a].type)
            g.define(a, Handle(f"fwd[{i}]", k))
            g.check_type(a, g.handles[a])
        yielded = _emit_block(g, body)
        g.line("return (" + "".join(f"{y}, " for y in yielded) + ")")
    # Dispatch by name skips the matcher, and so its argument's type check:
    # only when that type accepts any payload op.
    arg_type = tsnap.values[args[0]].type
    constrained = getattr(type(arg_type), "check_payload", None) not in (
        None,
        TransformHandleKindMixin.check_payload,
    )
    first = None if constrained else _first_names(tsnap, body, args[0])
    try:
        compiled = compile_function(g.b, "matcher", _RUNTIME)
    except GeneratedCodeError as e:  # too deeply nested for CPython: run interpreted
        raise CompileError(str(e)) from e
    return CompiledMatcher(compiled, first, g.b.source(), len(yielded), g.checks)


def _emit_block(g: MatcherCodegen, block: int, suppress: bool = False) -> list[str]:
    """Emit the ops of a matcher body; return the yielded list expressions.

    With `suppress` (the body of a `failures(suppress)` include), a failing
    op does not end the match: its results become empty and the next op
    runs (MLIR's applySequenceBlock silencing each failure). Each op's code
    then goes into a local function whose `return MISS` lands there."""
    t = g.t
    ops = t.block_op_list(block)
    if not ops or t.ops[ops[-1]].name != YIELD:
        raise CompileError("matcher body does not end in transform.yield")
    for op in ops[:-1]:
        name = t.ops[op].name
        sem = semantics_of(g.ctx, name)
        if sem is None or not sem.match_op:
            raise CompileError(f"'{name}' is not a match op")
        opdef = g.ctx.op(name)
        impl = opdef.interface(MatcherCompileHook) if opdef is not None else None
        if impl is None:
            raise CompileError(f"'{name}' has no compile hook")
        hook = impl.emit
        g.checks.append(op)
        if suppress:
            _emit_suppressed(g, op, hook)
            continue
        hook(g, op)
        for r in t.ops[op].results:
            if r in g.handles:
                g.check_type(r, g.handles[r])
    return [g.handle(v).expr for v in t.ops[ops[-1]].operands]


def _emit_suppressed(g: MatcherCodegen, op: int, hook: CompileHook) -> None:
    results = g.t.ops[op].results
    local = g.fresh("check")
    with g.block(f"def {local}():"):
        hook(g, op)
        for r in results:
            g.check_type(r, g.handle(r))
        g.line("return (" + "".join(f"{g.handle(r).expr}, " for r in results) + ")")
    out = g.fresh("out")
    g.line(f"{out} = {local}()")
    g.line(f"if {out} is DEFINITE: return DEFINITE")
    g.line(f"if {out}.__class__ is not tuple: {out} = ({'[], ' * len(results)})")
    for i, r in enumerate(results):
        g.define(r, Handle(f"{out}[{i}]", handle_kind(g.t.values[r].type)))


def _first_names(t: Snapshot, body: int, arg0: int) -> frozenset[str] | None:
    first = t.blocks[body].first
    if not first:
        return None
    rec = t.ops[first]
    if rec.name != "transform.match.operation_name" or rec.operands[:1] != (arg0,):
        return None
    names = Operation(t, first).attr("op_names")
    if not isinstance(names, ArrayAttr):
        return None
    return frozenset(a.value for a in names.elements if isinstance(a, StringAttr))


_COMPILED_MATCHERS: Derived[dict[int, CompiledMatcher | None]] = Derived(
    "compiled_matchers", lambda _: {}
)
"""matcher op of a transform IR -> its compiled form (`compiled_matcher`)."""


def compiled_matcher(state: TransformState, fn: int) -> CompiledMatcher | None:
    """The compiled form of matcher `fn` of the state's transform IR, cached
    on that (immutable) snapshot; None when it must run interpreted."""
    t = state.transform
    cache = t.derived(_COMPILED_MATCHERS)
    if fn in cache:
        return cache[fn]
    try:
        cm: CompiledMatcher | None = compile_matcher(t, fn)
    except CompileError:
        cm = None
    cache[fn] = cm
    return cm


# ---------------------------------------------------------------------------
# Compile hooks of the core match and navigation ops
# ---------------------------------------------------------------------------


def _attr(g: MatcherCodegen, op: int, name: str) -> Attribute | None:
    return Operation(g.t, op).attr(name)


def _int(g: MatcherCodegen, op: int, name: str, default: int) -> int:
    a = _attr(g, op, name)
    return a.value if isinstance(a, IntegerAttr) else default


def _unit(g: MatcherCodegen, op: int, name: str) -> bool:
    return isinstance(_attr(g, op, name), UnitAttr)


SINGLE_OP = "SingleOpMatchOpTrait requires the operand handle to point to a single payload op"
AT_MOST_ONE = (
    "AtMostOneOpMatcherOpTrait requires the operand handle to point to at most one payload op"
)


def _hook_operation_name(g: MatcherCodegen, op: int) -> None:
    rec = g.t.ops[op]
    h = g.handle(rec.operands[0])
    cur = g.ensure_single(op, h, SINGLE_OP)
    names = _attr(g, op, "op_names")
    accepted = frozenset(
        a.value for a in getattr(names, "elements", ()) if isinstance(a, StringAttr)
    )
    g.line(f"if ops[{cur}].name not in {g.const(accepted)}: {g.miss(op, 'wrong operation name')}")


def _hook_operation_empty(g: MatcherCodegen, op: int) -> None:
    rec = g.t.ops[op]
    h = g.handle(rec.operands[0])
    if h.scalar is not None:
        g.line(g.miss(op, "operation is not empty"))
        return
    g.line(f"if len({h.expr}) > 1: {g.definite(op, AT_MOST_ONE)}")
    g.line(f"if {h.expr}: {g.miss(op, 'operation is not empty')}")


def _producer_message(n: int) -> Callable[[Snapshot, int], str]:
    def message(snap: Snapshot, target: int) -> str:
        return (
            f"could not find a producer for operand number: {n} of {generic_op_text(snap, target)}"
        )

    return message


def _hook_get_producer_of_operand(g: MatcherCodegen, op: int) -> None:
    rec = g.t.ops[op]
    h = g.handle(rec.operands[0])
    n = _int(g, op, "operand_number", 0)
    loc = rec.loc
    note_fn = g.const(_producer_miss(op, loc, n))
    if h.scalar is not None:
        tgt = h.scalar
        operands = g.fresh("operands")
        prod = g.fresh("prod")
        g.line(f"{operands} = ops[{tgt}].operands")
        g.line(f"if len({operands}) <= {n}: return {note_fn}(P, {tgt})")
        vr = g.fresh("vr")
        g.line(f"{vr} = values[{operands}[{n}]]")
        g.line(f"if {vr}.is_arg: return {note_fn}(P, {tgt})")
        g.line(f"{prod} = {vr}.owner")
        g.define(rec.results[0], Handle(f"[{prod}]", HandleKind.OP, prod))
        return
    out = g.fresh("prods")
    g.line(f"{out} = []")
    with g.block(f"for tgt in {h.expr}:"):
        g.line("operands = ops[tgt].operands")
        g.line(f"if len(operands) <= {n}: return {note_fn}(P, tgt)")
        g.line(f"vr = values[operands[{n}]]")
        g.line(f"if vr.is_arg: return {note_fn}(P, tgt)")
        g.line(f"{out}.append(vr.owner)")
    g.define(rec.results[0], Handle(out, HandleKind.OP))


def _producer_miss(op: int, loc: Location, n: int) -> Callable[[Snapshot, int], Miss]:
    """A Miss for "could not find a producer", its text built on demand."""
    message = _producer_message(n)

    def make(snap: Snapshot, target: int) -> Miss:
        m = Miss(op, loc, lambda: message(snap, target))
        m.note = ("target op", snap.ops[target].loc)
        return m

    return make


def _hook_get_defining_op(g: MatcherCodegen, op: int) -> None:
    rec = g.t.ops[op]
    h = g.handle(rec.operands[0])
    out = g.fresh("defs")
    fail = g.const(_defining_miss(op, rec.loc))
    g.line(f"{out} = []")
    with g.block(f"for v in {h.expr}:"):
        g.line("vr = values[v]")
        g.line(f"if vr.is_arg: return {fail}(P, v)")
        g.line(f"{out}.append(vr.owner)")
    g.define(rec.results[0], Handle(out, HandleKind.OP))


def _defining_miss(op: int, loc: Location) -> Callable[[Snapshot, int], Miss]:
    def make(snap: Snapshot, v: int) -> Miss:
        m = Miss(op, loc, "cannot get defining op of block argument")
        where = value_loc(snap, v)
        assert isinstance(where, Location)
        m.note = ("target value", where)
        return m

    return make


def _hook_param_constant(g: MatcherCodegen, op: int) -> None:
    rec = g.t.ops[op]
    value = _attr(g, op, "value")
    g.define(rec.results[0], Handle(f"[{g.const(value)}]", HandleKind.PARAM))


def _hook_get_operand(g: MatcherCodegen, op: int) -> None:
    rec = g.t.ops[op]
    h = g.handle(rec.operands[0])
    view = Operation(g.t, op)
    spec = g.const(
        (
            isinstance(view.attr("is_all"), UnitAttr),
            isinstance(view.attr("is_inverted"), UnitAttr),
            tuple(dense_i64(view, "raw_position_list")),
        )
    )
    out = g.fresh("vals")
    g.line(f"{out} = POSITIONS(P, {h.expr}, {spec}, {g.const(rec.loc)}, {op}, 'operands')")
    g.line(f"if {out}.__class__ is not list: return {out}")
    g.define(rec.results[0], Handle(out, HandleKind.VALUE))


def _rt_positions(
    snap: Snapshot,
    targets: list[int],
    spec: tuple[bool, bool, tuple[int, ...]],
    loc: Location,
    op: int,
    field_name: str,
) -> list[int] | Miss:
    is_all, inverted, raw = spec
    out: list[int] = []
    for target in targets:
        rec = snap.ops[target]
        pool = getattr(rec, field_name)
        picked = expand_target_specification(loc, is_all, inverted, list(raw), len(pool))
        if isinstance(picked, Outcome):
            m = Miss(op, loc, picked.diagnostics[0].message)
            m.note = ("while considering positions of this payload operation", rec.loc)
            return m
        out.extend(pool[i] for i in picked)
    return out


_RUNTIME["POSITIONS"] = _rt_positions


def _hook_get_type(g: MatcherCodegen, op: int) -> None:
    rec = g.t.ops[op]
    h = g.handle(rec.operands[0])
    elemental = _unit(g, op, "elemental")
    out = g.fresh("types")
    g.line(f"{out} = TYPES(P, {h.expr}, {elemental})")
    g.define(rec.results[0], Handle(out, HandleKind.PARAM))


def _rt_types(snap: Snapshot, vals: list[int], elemental: bool) -> list[Attribute]:
    out: list[Attribute] = []
    for v in vals:
        t = snap.values[v].type
        if elemental and isinstance(t, ShapedType):
            t = t.element_type
        out.append(TypeAttr(t))
    return out


_RUNTIME["TYPES"] = _rt_types


def _hook_param_cmpi(g: MatcherCodegen, op: int) -> None:
    """Delegate to the interpreted semantics' logic on the runtime lists
    (parameters are few; the logic and messages stay in one place)."""
    rec = g.t.ops[op]
    p, r = g.handle(rec.operands[0]), g.handle(rec.operands[1])
    res = g.fresh("cmp")
    g.line(f"{res} = CMPI(S, {op}, {p.expr}, {r.expr})")
    g.line(f"if {res} is not None: return {res}")


def _rt_cmpi(
    state: TransformState, op: int, params: list[Attribute], refs: list[Attribute]
) -> Miss | _Definite | None:
    outcome = cmpi_check(state, Operation(state.transform, op), params, refs)
    if outcome.succeeded:
        return None
    return miss_from_outcome(op, outcome)


_RUNTIME["CMPI"] = _rt_cmpi


def _hook_get_parent_op(g: MatcherCodegen, op: int) -> None:
    rec = g.t.ops[op]
    h = g.handle(rec.operands[0])
    out = g.fresh("parents")
    g.line(f"{out} = PARENTS(S, {op}, {h.expr})")
    g.line(f"if {out}.__class__ is not list: return {out}")
    scalar = None
    view = Operation(g.t, op)
    if h.scalar is not None and not isinstance(view.attr("allow_empty_results"), UnitAttr):
        scalar = f"{out}[0]"
    g.define(rec.results[0], Handle(out, HandleKind.OP, scalar))


def _rt_parents(state: TransformState, op: int, targets: list[int]) -> list[int] | Miss | _Definite:
    outcome = parents_of(state, Operation(state.transform, op), targets)
    if isinstance(outcome, list):
        return outcome
    return miss_from_outcome(op, outcome)


_RUNTIME["PARENTS"] = _rt_parents


def _hook_include(g: MatcherCodegen, op: int) -> None:
    """Inline an included matcher; with failures(suppress), each of its ops
    runs even after a failed one (see `_emit_block`)."""
    rec = g.t.ops[op]
    target = _attr(g, op, "target")
    if not isinstance(target, SymbolRefAttr):
        raise CompileError("include without a target")
    mode = _attr(g, op, "failure_propagation_mode")
    suppress = isinstance(mode, IntegerAttr) and mode.value != 1
    callee = lookup_nearest_symbol_from(g.t, op, target)
    if callee is None or g.t.ops[callee].name != NAMED_SEQUENCE:
        raise CompileError("include of an unknown sequence")
    if callee in g._inline_stack:
        raise CompileError(
            f"recursive include of @{target.leaf} in a matcher", g.t.ops[op].loc, report=True
        )
    body = _body(g.t, callee)
    if body is None:
        raise CompileError("include of an external sequence")
    g._inline_stack.append(callee)
    try:
        for arg, operand in zip(g.t.blocks[body].args, rec.operands, strict=True):
            g.define(arg, g.handle(operand))
            g.check_type(arg, g.handles[arg])
        yielded = _emit_block_handles(g, body, suppress)
    finally:
        g._inline_stack.pop()
    for r, h in zip(rec.results, yielded, strict=True):
        g.define(r, h)


def _emit_block_handles(g: MatcherCodegen, block: int, suppress: bool = False) -> list[Handle]:
    t = g.t
    _emit_block(g, block, suppress)
    last = t.blocks[block].last
    return [g.handle(v) for v in t.ops[last].operands]


def _hook_num_associations(g: MatcherCodegen, op: int) -> None:
    rec = g.t.ops[op]
    h = g.handle(rec.operands[0])
    out = g.fresh("num")
    if h.scalar is not None:
        g.define(rec.results[0], Handle(f"[{g.const(IntegerAttr(1, i64))}]", HandleKind.PARAM))
        return
    g.line(f"{out} = [INT64(len({h.expr}))]")
    g.define(rec.results[0], Handle(out, HandleKind.PARAM))


def _rt_int64(n: int) -> IntegerAttr:
    return IntegerAttr(n, i64)


_RUNTIME["INT64"] = _rt_int64


def _hook_merge_handles(g: MatcherCodegen, op: int) -> None:
    rec = g.t.ops[op]
    parts = [g.handle(v).expr for v in rec.operands]
    out = g.fresh("merged")
    joined = " + ".join(parts) if parts else "[]"
    if _unit(g, op, "deduplicate"):
        g.line(f"{out} = DEDUP({joined})")
    else:
        g.line(f"{out} = {joined}")
    kind = handle_kind(g.t.values[rec.results[0]].type)
    g.define(rec.results[0], Handle(out, kind))


def _rt_dedup(items: list[MappedValue]) -> list[MappedValue]:
    return dedup(items)


_RUNTIME["DEDUP"] = _rt_dedup

CORE_HOOKS: dict[str, CompileHook] = {
    "transform.match.operation_name": _hook_operation_name,
    "transform.match.operation_empty": _hook_operation_empty,
    "transform.match.param.cmpi": _hook_param_cmpi,
    "transform.param.constant": _hook_param_constant,
    "transform.get_producer_of_operand": _hook_get_producer_of_operand,
    "transform.get_defining_op": _hook_get_defining_op,
    "transform.get_parent_op": _hook_get_parent_op,
    "transform.get_operand": _hook_get_operand,
    "transform.get_type": _hook_get_type,
    "transform.include": _hook_include,
    "transform.num_associations": _hook_num_associations,
    "transform.merge_handles": _hook_merge_handles,
}


class Compiler:
    """The `MatcherCompiler` the transform interpreter asks
    (pdlx.transform.state): compiled matchers cached per transform IR."""

    __slots__ = ()

    @property
    def definite(self) -> object:
        return DEFINITE

    def compiled(self, state: TransformState, matcher: int) -> CompiledMatcher | None:
        return compiled_matcher(state, matcher)


COMPILER = Compiler()


def register_core_hooks(ctx: Context) -> None:
    """Give the core match and navigation ops of `ctx` their compile hooks
    and install the matcher compiler for the interpreter."""
    for name, hook in CORE_HOOKS.items():
        if semantics_of(ctx, name) is not None:
            register_compile_hook(ctx, name, hook)
    set_matcher_compiler(COMPILER)


__all__ = [
    "COMPILER",
    "DEFINITE",
    "CompileError",
    "CompiledMatcher",
    "Compiler",
    "Handle",
    "MatcherCodegen",
    "MatcherCompileHook",
    "Miss",
    "compile_matcher",
    "compiled_matcher",
    "register_compile_hook",
    "register_core_hooks",
]

_ = (StringAttr, SymbolRefAttr)
