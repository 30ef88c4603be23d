"""`pdl_interp` compiled to Python functions.

MLIR turns `pdl_interp` into bytecode and interprets it; pdlx turns it into
Python source and lets CPython run it: the matcher function becomes one
function whose `if`s are the decision tree, and each rewriter function one
function that edits the payload through a `PatternRewriter`. There is no
dispatch per instruction, no value stack: an SSA value is a local variable.

The matcher is a DAG of blocks whose failure edges join again (MLIR's
lowering pushes failure blocks on a stack), so the control flow is
structured with post-dominators: a conditional branch becomes an `if` whose
arms run until the branch's immediate post-dominator, where the code goes
on. A `foreach` becomes a `for` loop, `pdl_interp.continue` a `continue`,
`finalize` a `return`. Python allows 100 levels of indentation; a deeper
decision tree is split into helper functions that return "fall through",
"finalize" or "continue".

Generated code never contains user text: names, attributes and types are
constants of the `CodeBuilder` table (`K[n]`), native functions are looked
up in the registry by the compiler and passed in a table (`N[n]`). See
`pdlx.support.codegen`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from pdlx.dialects.pdl import AttributeType, OperationType, RangeType, TypeType, ValueType
from pdlx.ir.attributes import (
    ArrayAttr,
    Attribute,
    DictionaryAttr,
    IntegerAttr,
    StringAttr,
    SymbolRefAttr,
    TypeAttr,
)
from pdlx.ir.dense import DenseArrayAttr
from pdlx.ir.diagnostics import Diagnostic, Severity
from pdlx.ir.location import UNKNOWN_LOC, Location
from pdlx.ir.records import ValueRecord
from pdlx.ir.snapshot import Snapshot
from pdlx.ir.types import Type
from pdlx.pdl import runtime
from pdlx.pdl.natives import NativeRegistry, NativeRewriteFailure
from pdlx.support.codegen import CodeBuilder, GeneratedCodeError, compile_function
from pdlx.support.deep import run_deep

IMPOSSIBLE_BENEFIT = 65535
"""PatternBenefit's "impossible to match" sentinel (uint16 max)."""

MAX_INDENT = 60
"""Indentation levels before a nested part is outlined (CPython allows 100)."""

MAX_LOOPS = 16
"""Nested `foreach` loops in one function before the next loop's body is
outlined (CPython allows 20 nested blocks: "too many statically nested
blocks")."""


class CompileError(Exception):
    def __init__(self, diagnostics: list[Diagnostic]) -> None:
        super().__init__("; ".join(d.message for d in diagnostics))
        self.diagnostics = diagnostics


class NativeCallError(Exception):
    """A native function raised something other than a failure: a bug in it,
    reported with the function's name."""

    def __init__(self, kind: str, name: str, error: BaseException) -> None:
        super().__init__(f"native {kind} '{name}' raised {type(error).__name__}: {error}")
        self.kind = kind
        self.name = name
        self.error = error


@dataclass(frozen=True)
class PatternInfo:
    """One `record_match`: a pattern of the set."""

    index: int
    benefit: int
    rewriter: str
    root_kind: str | None
    generated_ops: tuple[str, ...]
    loc: Location
    name: str = ""
    """The `pdl.pattern`'s symbol, when known (for diagnostics)."""

    @property
    def label(self) -> str:
        return f"@{self.name}" if self.name else f"for root '{self.root_kind or 'any op'}'"


Match = tuple[int, int, tuple[Any, ...], tuple[Location, ...]]
"""(benefit, pattern index, rewriter arguments, the locations of the
matched ops, which fuse into the rewrite's location)."""


@dataclass
class CompiledPatterns:
    match: Callable[[int, runtime.PatternRewriter, list[Match], list[Any]], None]
    rewriters: list[Callable[..., None]]
    """Per pattern index: `fn(rw, loc, N, *args)`."""
    patterns: list[PatternInfo]
    natives: list[Any]
    root_names: frozenset[str] | None
    """The op names a match can be rooted at (None: any op)."""
    source: str = ""
    rewriter_sources: dict[str, str] = field(default_factory=dict)
    infallible: list[tuple[int, int] | None] = field(default_factory=list)
    """Per pattern index: (argument, n) when its rewriter only creates ops
    (with result types given) and then replaces the op passed as argument
    `argument` with n values: it cannot fail if that op has n results and
    no regions (`PDLApplicator.infallible`); None otherwise."""


# ---------------------------------------------------------------------------
# Helpers visible to generated code (through `compile_function` globals)


def _call_native(
    fn: Callable[..., Any], kind: str, name: str, rw: runtime.PatternRewriter, *args: object
) -> Any:
    try:
        return fn(rw, *args)
    except NativeRewriteFailure:
        return NativeRewriteFailure
    except runtime.RewriteFailed:
        raise
    except KeyError as e:
        if len(e.args) == 1 and type(e.args[0]) is int:
            # An id the rewrite erased: name what it was, not the id.
            gone = rw.erased_name(e.args[0])
            e = KeyError(f"{gone} was erased earlier in this rewrite")
        raise NativeCallError(kind, name, e) from e
    except Exception as e:
        raise NativeCallError(kind, name, e) from e


def _results(r: Any, n: int, name: str) -> tuple[Any, ...]:
    if n == 1:
        return (r,)
    if not isinstance(r, (list, tuple)) or len(r) != n:
        raise NativeCallError("function", name, ValueError(f"expected {n} results, got {r!r}"))
    return tuple(r)


def _rewrite_results(r: Any, n: int, name: str, loc: Location) -> tuple[Any, ...]:
    if r is NativeRewriteFailure:
        raise runtime.RewriteFailed(f"native rewrite '{name}' failed", loc)
    if n == 0:
        return ()
    return _results(r, n, name)


Values = Mapping[int, ValueRecord]
"""The rewriter's value records (`PatternRewriter.values`)."""


def _def_op(vals: Values, v: int | None) -> int | None:
    if v is None:
        return None
    rec = vals[v]
    return None if rec.is_arg else rec.owner


def _def_op_range(vals: Values, vs: tuple[int, ...] | None) -> int | None:
    if not vs:
        return None
    rec = vals[vs[0]]
    return None if rec.is_arg else rec.owner


def _nth(values: tuple[int, ...], i: int) -> int | None:
    return values[i] if i < len(values) else None


def _flat1(r: Any) -> tuple[Any, ...]:
    """`runtime.flatten` of one range."""
    return () if r is None else tuple(r)


def _extract(r: Any, i: int) -> Any:
    if r is None:
        return None
    return r[i] if i < len(r) else None


def _types(vals: Values, vs: tuple[int, ...] | None) -> tuple[Type, ...] | None:
    if vs is None:
        return None
    return tuple(vals[v].type for v in vs)


def _vtype(vals: Values, v: int | None) -> Type | None:
    return None if v is None else vals[v].type


_GLOBALS: dict[str, Any] = {
    "_call_native": _call_native,
    "_results": _results,
    "_rewrite_results": _rewrite_results,
    "_def_op": _def_op,
    "_def_op_range": _def_op_range,
    "_nth": _nth,
    "_extract": _extract,
    "_types": _types,
    "_vtype": _vtype,
    "_get_attr": runtime.get_attr,
    "_attr_type": runtime.attr_type,
    "_group": runtime.value_group,
    "_users": runtime.users_of,
    "_users_range": runtime.users_of_range,
    "_flatten": runtime.flatten,
    "_flat1": _flat1,
    "_create": runtime.create_operation,
    "_replace": runtime.replace_op,
    "_create_replace": runtime.create_replace,
    "_erase": runtime.erase_op,
    "_Failure": NativeRewriteFailure,
    "bool": bool,
}


# ---------------------------------------------------------------------------
# Value kinds


def _kind(t: Any) -> str:
    if isinstance(t, RangeType):
        return "range_" + _kind(t.element_type)
    if isinstance(t, OperationType):
        return "op"
    if isinstance(t, ValueType):
        return "value"
    if isinstance(t, TypeType):
        return "type"
    if isinstance(t, AttributeType):
        return "attr"
    return "other"


# ---------------------------------------------------------------------------
# The emitter


_PREDICATES = frozenset({
    "pdl_interp.apply_constraint", "pdl_interp.are_equal", "pdl_interp.check_attribute",
    "pdl_interp.check_operand_count", "pdl_interp.check_operation_name",
    "pdl_interp.check_result_count", "pdl_interp.check_type", "pdl_interp.check_types",
    "pdl_interp.is_not_null",
})  # fmt: skip
_SWITCHES = frozenset({
    "pdl_interp.switch_attribute", "pdl_interp.switch_operand_count",
    "pdl_interp.switch_operation_name", "pdl_interp.switch_result_count",
    "pdl_interp.switch_type", "pdl_interp.switch_types",
})  # fmt: skip


class _Region:
    """A region's CFG with immediate post-dominators (None: the exit)."""

    def __init__(self, snap: Snapshot, region: int) -> None:
        self.blocks = list(snap.regions[region].blocks)
        self.succ: dict[int, list[int]] = {}
        for b in self.blocks:
            last = snap.blocks[b].last
            self.succ[b] = list(snap.ops[last].successors) if last else []
        self.cyclic = self._has_cycle()
        self.ipdom: dict[int, int | None] = {} if self.cyclic else self._post_dominators()

    def _has_cycle(self) -> bool:
        state: dict[int, int] = {}
        for start in self.blocks:
            if start in state:
                continue
            stack: list[tuple[int, int]] = [(start, 0)]
            state[start] = 1
            while stack:
                b, i = stack[-1]
                succ = self.succ.get(b, [])
                if i < len(succ):
                    stack[-1] = (b, i + 1)
                    s = succ[i]
                    st = state.get(s, 0)
                    if st == 1:
                        return True
                    if st == 0:
                        state[s] = 1
                        stack.append((s, 0))
                else:
                    state[b] = 2
                    stack.pop()
        return False

    def _post_dominators(self) -> dict[int, int | None]:
        order: list[int] = []
        seen: set[int] = set()
        for start in self.blocks:
            if start in seen:
                continue
            stack: list[tuple[int, int]] = [(start, 0)]
            seen.add(start)
            while stack:
                b, i = stack[-1]
                succ = self.succ.get(b, [])
                if i < len(succ):
                    stack[-1] = (b, i + 1)
                    s = succ[i]
                    if s not in seen:
                        seen.add(s)
                        stack.append((s, 0))
                else:
                    order.append(b)
                    stack.pop()
        # `order` is a post-order: successors first.
        pdom: dict[int, tuple[int, ...]] = {}
        """block -> its strict post-dominators, nearest first."""
        for b in order:
            succ = self.succ.get(b, [])
            if not succ:
                pdom[b] = ()
                continue
            chains = [(s, *pdom[s]) for s in succ]
            common = set(chains[0])
            for c in chains[1:]:
                common &= set(c)
            pdom[b] = tuple(x for x in chains[0] if x in common)
        return {b: (p[0] if p else None) for b, p in pdom.items()}


class _FunctionCompiler:
    """Compiles one `pdl_interp.func` into one or more Python functions."""

    def __init__(
        self,
        owner: PDLInterpCompiler,
        func: int,
        py_name: str,
        is_matcher: bool,
    ) -> None:
        self.o = owner
        self.snap = owner.snap
        self.func = func
        self.py_name = py_name
        self.is_matcher = is_matcher
        self.cb = CodeBuilder(owner.constants, owner.const_index)
        self.names: dict[int, str] = {}
        self.defined: list[str] = []
        self.loops: list[int] = []
        """foreach body regions whose `for` is open in the current function."""
        self.parts = 0
        self.part_lines: list[list[str]] = []
        """Outlined helpers, emitted after the main function."""
        self.regions: dict[int, _Region] = {}
        self.recs: dict[str, str] = {}
        """Op variable -> the local holding its record, in this scope (`rec`)."""
        # What a rewriter does, for `infallible` (see `CompiledPatterns`).
        self.args: list[str] = []
        self.unsafe = False
        self.created: dict[str, int | None] = {}
        """Op created by the rewriter -> its number of results, if fixed."""
        self.range_counts: dict[str, int] = {}
        """A created op's results (a range) -> how many."""
        self.replaced: tuple[str, int] | None = None
        self.fresh: set[str] = set()
        """Single results of created ops (never the replaced op's own)."""

    # -- names ---------------------------------------------------------------

    def rec(self, x: str) -> str:
        """The record of op variable `x`: in a matcher, read once per scope
        into a local (a matcher only reads: every check of one op shares the
        lookup); in a rewriter, read afresh (it edits the ops it reads)."""
        if not self.is_matcher:
            return f"ops[{x}]"
        r = self.recs.get(x)
        if r is None:
            r = self.recs[x] = self.cb.fresh("r")
            self.cb.line(f"{r} = ops[{x}]")
            self.defined.append(r)
        return r

    @contextmanager
    def block(self, header: str) -> Iterator[None]:
        """`cb.block`, with the records read inside forgotten after it."""
        saved = dict(self.recs)
        with self.cb.block(header):
            yield
        self.recs = saved

    def var(self, v: int) -> str:
        n = self.names.get(v)
        if n is None:
            n = self.names[v] = self.cb.fresh("v")
            self.defined.append(n)
        return n

    def k(self, value: Any) -> str:
        return self.cb.const(value)

    def kind(self, v: int) -> str:
        return _kind(self.snap.values[v].type)

    def attr(self, op: int, name: str) -> Attribute | None:
        return runtime.get_attr(self.snap.ops[op], name)

    def region(self, r: int) -> _Region:
        reg = self.regions.get(r)
        if reg is None:
            reg = self.regions[r] = _Region(self.snap, r)
            if reg.cyclic:
                self.o.error(
                    self.snap.ops[self.func].loc,
                    "pdlx cannot compile pdl_interp control flow with cycles",
                )
        return reg

    # -- entry -----------------------------------------------------------------

    def params(self) -> str:
        return "rw, out, N" if self.is_matcher else "rw, loc, N"

    def compile(self) -> None:
        snap = self.snap
        rec = snap.ops[self.func]
        body = rec.regions[0]
        blocks = snap.regions[body].blocks
        entry = blocks[0]
        args = [self.var(a) for a in snap.blocks[entry].args]
        self.args = args
        if len(blocks) != 1:
            self.unsafe = True
        if self.is_matcher:
            header = f"def {self.py_name}({', '.join(args)}, {self.params()}):"
        else:
            header = f"def {self.py_name}({self.params()}{''.join(', ' + a for a in args)}):"
        reg = self.region(body)
        if reg.cyclic:
            return
        start = len(self.cb.lines)
        with self.block(header):
            self.cb.line("ops = rw.ops")
            self.cb.line("vals = rw.values")
            self.emit_seq(reg, entry, None, in_part=False)
            self.cb.line("return None")
        del start
        for part in self.part_lines:
            self.cb.lines.extend(part)

    def infallible(self) -> tuple[int, int] | None:
        """For a rewriter: (argument, n) when it cannot fail once the op
        passed as argument `argument` is known to have n results and no
        regions (see `CompiledPatterns.infallible`)."""
        if self.is_matcher or self.unsafe or self.replaced is None:
            return None
        var, n = self.replaced
        if var not in self.args:
            return None
        return (self.args.index(var), n)

    # -- control flow ------------------------------------------------------------

    def emit_seq(self, reg: _Region, b: int | None, stop: int | None, *, in_part: bool) -> None:
        """Emit blocks from `b` until `stop` (exclusive)."""
        snap = self.snap
        while b is not None and b != stop:
            ops = snap.block_op_list(b)
            if not ops:
                return
            body = ops[:-1]
            i = 0
            while i < len(body):
                if i + 2 < len(body) and self.emit_create_replace(*body[i : i + 3]):
                    i += 3
                    continue
                self.emit_op(body[i])
                i += 1
            term = ops[-1]
            name = snap.ops[term].name
            succ = snap.ops[term].successors
            if name == "pdl_interp.finalize":
                self.cb.line("return 1" if in_part else "return None")
                return
            if name == "pdl_interp.continue":
                region = snap.blocks[b].parent
                if self.loops and self.loops[-1] == region:
                    self.cb.line("continue")
                else:
                    self.cb.line("return 2")
                return
            if name == "pdl_interp.branch":
                b = succ[0]
                continue
            if name == "pdl_interp.record_match":
                self.emit_record(term)
                b = succ[0]
                continue
            if name == "pdl_interp.foreach":
                self.emit_foreach(term, in_part=in_part)
                b = succ[0]
                continue
            join = reg.ipdom.get(b)
            if name in _PREDICATES:
                cond = self.emit_predicate(term)
                self.emit_if([(cond, succ[0])], succ[1], reg, join, in_part=in_part)
            elif name in _SWITCHES:
                self.emit_switch(term, reg, join, in_part=in_part)
            else:
                self.o.error(snap.ops[term].loc, f"unexpected terminator '{name}' in pdl_interp")
                return
            b = join

    def emit_if(
        self,
        arms: list[tuple[str, int]],
        default: int,
        reg: _Region,
        join: int | None,
        *,
        in_part: bool,
    ) -> None:
        """`if c1: <arm1> elif c2: ... else: <default>`, each arm up to `join`."""
        live = [(c, d) for c, d in arms]
        if all(d == join for _, d in live) and default == join:
            return
        if len(live) == 1 and live[0][1] == join:
            cond = f"not ({live[0][0]})"
            with self.block(f"if {cond}:"):
                self.emit_nested(reg, default, join, in_part=in_part)
            return
        for i, (cond, dest) in enumerate(live):
            kw = "if" if i == 0 else "elif"
            with self.block(f"{kw} {cond}:"):
                self.emit_nested(reg, dest, join, in_part=in_part)
        if default != join:
            with self.block("else:"):
                self.emit_nested(reg, default, join, in_part=in_part)

    def emit_nested(self, reg: _Region, b: int, join: int | None, *, in_part: bool) -> None:
        """An arm: inline, or outlined into a helper when nested too deep."""
        mark = len(self.defined)
        before = len(self.cb.lines)
        if b == join:
            self.cb.line("pass")
            return
        if self.cb.indent < MAX_INDENT:
            self.emit_seq(reg, b, join, in_part=in_part)
            if len(self.cb.lines) == before:
                self.cb.line("pass")
            del self.defined[mark:]
            return
        self.outline(reg, b, join, in_part=in_part)
        del self.defined[mark:]

    def outline(self, reg: _Region, b: int, join: int | None, *, in_part: bool) -> None:
        """Emit blocks `b`..`join` as a separate function and call it."""
        self.parts += 1
        part = f"{self.py_name}_part{self.parts}"
        live = list(dict.fromkeys(self.defined))
        args = ", ".join(["rw", "out" if self.is_matcher else "loc", "N", *live])
        call = f"_c = {part}({args})"
        self.cb.line(call)
        self.cb.line("ops = rw.ops")
        self.cb.line("vals = rw.values")
        with self.block("if _c == 1:"):
            self.cb.line("return 1" if in_part else "return None")
        if self.loops or in_part:
            with self.block("if _c == 2:"):
                self.cb.line("continue" if self.loops else "return 2")
        # The helper's body, emitted after the current function.
        saved_lines, saved_indent, saved_loops = self.cb.lines, self.cb.indent, self.loops
        self.cb.lines, self.cb.indent, self.loops = [], 0, []
        with self.block(f"def {part}({args}):"):
            self.cb.line("ops = rw.ops")
            self.cb.line("vals = rw.values")
            self.emit_seq(reg, b, join, in_part=True)
            self.cb.line("return None")
        self.part_lines.append(self.cb.lines)
        self.cb.lines, self.cb.indent, self.loops = saved_lines, saved_indent, saved_loops

    def emit_foreach(self, op: int, *, in_part: bool) -> None:
        snap = self.snap
        rec = snap.ops[op]
        region = rec.regions[0]
        reg = self.region(region)
        entry = snap.regions[region].blocks[0]
        arg = snap.blocks[entry].args[0]
        rng = self.var(rec.operands[0])
        var = self.var(arg)
        with self.block(f"for {var} in ({rng} or ()):"):
            self.loops.append(region)
            mark = len(self.defined)
            if self.cb.indent < MAX_INDENT and len(self.loops) < MAX_LOOPS:
                self.emit_seq(reg, entry, None, in_part=in_part)
            else:
                self.outline(reg, entry, None, in_part=in_part)
            self.cb.line("continue")
            del self.defined[mark:]
            self.loops.pop()

    def emit_switch(self, op: int, reg: _Region, join: int | None, *, in_part: bool) -> None:
        snap = self.snap
        rec = snap.ops[op]
        name = rec.name
        x = self.var(rec.operands[0])
        cases_attr = self.attr(op, "caseValues")
        default, dests = rec.successors[0], rec.successors[1:]
        subject: str
        cases: list[Any]
        if name == "pdl_interp.switch_operation_name":
            subject = f"{self.rec(x)}.name"
            cases = [a.value for a in _elements(cases_attr)]
        elif name in ("pdl_interp.switch_operand_count", "pdl_interp.switch_result_count"):
            field_ = "operands" if name.endswith("operand_count") else "results"
            subject = f"len({self.rec(x)}.{field_})"
            cases = [int(v) for v in getattr(cases_attr, "values", ())]
        elif name == "pdl_interp.switch_type":
            subject = x
            cases = [a.value for a in _elements(cases_attr) if isinstance(a, TypeAttr)]
        elif name == "pdl_interp.switch_types":
            subject = x
            cases = [
                tuple(t.value for t in _elements(a) if isinstance(t, TypeAttr))
                for a in _elements(cases_attr)
            ]
        else:
            subject = x
            cases = list(_elements(cases_attr))
        arms: dict[int, list[int]] = {}
        first_index: dict[Any, int] = {}
        for i, c in enumerate(cases):
            if i < len(dests) and c not in first_index:
                first_index[c] = i
        for c, i in first_index.items():
            del c
            arms.setdefault(dests[i], []).append(i)
        sel = self.cb.fresh("s")
        if len(first_index) <= 4:
            self.cb.line(f"{sel} = {subject}")
            conds = []
            for dest, idxs in arms.items():
                tests = " or ".join(f"{sel} == {self.k(cases[i])}" for i in idxs)
                conds.append((tests, dest))
            self.emit_if(conds, default, reg, join, in_part=in_part)
            return
        # A dict is not hashable: the constant table keeps each one apart.
        table = self.k({cases[i]: n for n, (_, idxs) in enumerate(arms.items()) for i in idxs})
        self.cb.line(f"{sel} = {table}.get({subject}, -1)")
        dest_list = list(arms)
        self.emit_binary(sel, dest_list, 0, len(dest_list), default, reg, join, in_part=in_part)

    def emit_binary(
        self, sel: str, dests: list[int], lo: int, hi: int, default: int, reg: _Region,
        join: int | None, *, in_part: bool,
    ) -> None:  # fmt: skip
        """Dispatch on the case number `sel` in [lo, hi) by bisection."""
        if hi - lo <= 3:
            arms = [(f"{sel} == {i}", dests[i]) for i in range(lo, hi)]
            self.emit_if(arms, default, reg, join, in_part=in_part)
            return
        mid = (lo + hi) // 2
        with self.block(f"if {sel} < {mid}:"):
            self.emit_binary(sel, dests, lo, mid, default, reg, join, in_part=in_part)
        with self.block("else:"):
            self.emit_binary(sel, dests, mid, hi, default, reg, join, in_part=in_part)

    # -- predicates --------------------------------------------------------------

    def emit_predicate(self, op: int) -> str:
        """Emit what the predicate needs; returns the condition expression."""
        snap = self.snap
        rec = snap.ops[op]
        name = rec.name
        operands = rec.operands
        if name == "pdl_interp.is_not_null":
            return f"{self.var(operands[0])} is not None"
        if name == "pdl_interp.are_equal":
            lhs, rhs = self.var(operands[0]), self.var(operands[1])
            if isinstance(snap.values[operands[0]].type, TypeType):
                # Types are uniqued where parsed: identity first spares a
                # Python-level `__eq__` call on the common, equal case.
                return f"({lhs} is {rhs} or {lhs} == {rhs})"
            return f"{lhs} == {rhs}"
        if name == "pdl_interp.check_operation_name":
            n = self.attr(op, "name")
            return f"{self.rec(self.var(operands[0]))}.name == {self.k(_str(n))}"
        if name in ("pdl_interp.check_operand_count", "pdl_interp.check_result_count"):
            field_ = "operands" if "operand" in name else "results"
            count = self.attr(op, "count")
            num = count.value if isinstance(count, IntegerAttr) else 0
            cmp = ">=" if self.attr(op, "compareAtLeast") is not None else "=="
            return f"len({self.rec(self.var(operands[0]))}.{field_}) {cmp} {num}"
        if name == "pdl_interp.check_type":
            t = self.attr(op, "type")
            return f"{self.var(operands[0])} == {self.k(t.value if isinstance(t, TypeAttr) else t)}"
        if name == "pdl_interp.check_types":
            ts = self.attr(op, "types")
            tup = tuple(a.value for a in _elements(ts) if isinstance(a, TypeAttr))
            return f"{self.var(operands[0])} == {self.k(tup)}"
        if name == "pdl_interp.check_attribute":
            a = self.attr(op, "constantValue")
            return f"{self.var(operands[0])} == {self.k(a)}"
        if name == "pdl_interp.apply_constraint":
            return self.emit_native(op, "constraint")
        raise AssertionError(name)

    def emit_native(self, op: int, kind: str) -> str:
        """Call a native constraint (returns the success condition) or
        rewrite (binds its results)."""
        snap = self.snap
        rec = snap.ops[op]
        fname = _str(self.attr(op, "name"))
        idx = self.o.native(kind, fname, rec.loc)
        args = "".join(", " + self.var(a) for a in rec.operands)
        r = self.cb.fresh("r")
        self.cb.line(f"{r} = _call_native(N[{idx}], {self.k(kind)}, {self.k(fname)}, rw{args})")
        self.cb.line("ops = rw.ops")
        self.cb.line("vals = rw.values")
        results = rec.results
        if kind == "rewrite":
            names = [self.var(v) for v in results]
            self.cb.line(f"{r} = _rewrite_results({r}, {len(results)}, {self.k(fname)}, loc)")
            if names:
                self.cb.line(f"{', '.join(names)}, = {r}")
            return ""
        negated = self.attr(op, "isNegated")
        neg = isinstance(negated, IntegerAttr) and bool(negated.value)
        ok = self.cb.fresh("ok")
        if results:
            self.cb.line(f"{ok} = {r} is not None and {r} is not False and {r} is not _Failure")
            names = [self.var(v) for v in results]
            with self.block(f"if {ok}:"):
                self.cb.line(f"{', '.join(names)}, = _results({r}, {len(results)}, "
                             f"{self.k(fname)})")  # fmt: skip
            with self.block("else:"):
                self.cb.line(f"{' = '.join(names)} = None")
        else:
            self.cb.line(f"{ok} = {r} is not _Failure and bool({r})")
        return f"not {ok}" if neg else ok

    def emit_record(self, op: int) -> None:
        snap = self.snap
        rec = snap.ops[op]
        info = self.o.record_pattern(op)
        if info.benefit == IMPOSSIBLE_BENEFIT:
            return
        sizes = runtime.get_attr(rec, "operandSegmentSizes")
        n_inputs = int(sizes.values[0]) if isinstance(sizes, DenseArrayAttr) else len(rec.operands)
        inputs = [self.var(v) for v in rec.operands[:n_inputs]]
        locs = [self.var(v) for v in rec.operands[n_inputs:]]
        tup_in = "(" + "".join(a + ", " for a in inputs) + ")"
        # The matched ops' locations, from the records the checks read.
        tup_loc = "(" + "".join(f"{self.rec(a)}.loc, " for a in locs) + ")"
        self.cb.line(f"out.append(({info.benefit}, {info.index}, {tup_in}, {tup_loc}))")

    # -- other ops ---------------------------------------------------------------

    def emit_op(self, op: int) -> None:
        snap = self.snap
        rec = snap.ops[op]
        name = rec.name
        operands = rec.operands
        res = self.var(rec.results[0]) if rec.results else ""
        line = self.cb.line
        if name == "pdl_interp.get_operand" or name == "pdl_interp.get_result":
            idx = self.attr(op, "index")
            field_ = "operands" if name.endswith("operand") else "results"
            # `_nth`, inlined (the matcher's most frequent step)
            i = _int(idx)
            x = self.var(operands[0])
            seq = f"{self.rec(x)}.{field_}"
            line(f"{res} = t_[{i}] if len(t_ := {seq}) > {i} else None")
            if field_ == "results" and x in self.created:
                self.fresh.add(res)
        elif name in ("pdl_interp.get_operands", "pdl_interp.get_results"):
            idx = self.attr(op, "index")
            is_op = name.endswith("operands")
            field_ = "operands" if is_op else "results"
            trait = "AttrSizedOperandSegments" if is_op else "AttrSizedResultSegments"
            seg = "operandSegmentSizes" if is_op else "resultSegmentSizes"
            want_range = isinstance(snap.values[rec.results[0]].type, RangeType)
            x = self.var(operands[0])
            if idx is None and want_range:
                line(f"{res} = {self.rec(x)}.{field_}")
                count = self.created.get(x) if not is_op else None
                if count is not None:
                    self.range_counts[res] = count
            else:
                line(
                    f"{res} = _group(rw.ctx, {self.rec(x)}, {self.rec(x)}.{field_}, "
                    f"{_int(idx) if idx is not None else None}, {self.k(trait)}, "
                    f"{self.k(seg)}, {want_range})"
                )
        elif name == "pdl_interp.get_defining_op":
            x = self.var(operands[0])
            if self.kind(operands[0]) == "value":  # `_def_op`, inlined
                line(f"{res} = None if {x} is None or (r_ := vals[{x}]).is_arg else r_.owner")
            else:
                line(f"{res} = _def_op_range(vals, {x})")
        elif name == "pdl_interp.get_attribute":
            line(f"{res} = _get_attr({self.rec(self.var(operands[0]))}, "
                 f"{self.k(_str(self.attr(op, 'name')))})")  # fmt: skip
        elif name == "pdl_interp.get_attribute_type":
            line(f"{res} = _attr_type({self.var(operands[0])})")
        elif name == "pdl_interp.get_value_type":
            x = self.var(operands[0])
            if self.kind(operands[0]) == "value":  # `_vtype`, inlined
                line(f"{res} = None if {x} is None else vals[{x}].type")
            else:
                line(f"{res} = _types(vals, {x})")
        elif name == "pdl_interp.get_users":
            x = self.var(operands[0])
            if self.kind(operands[0]) == "value":
                line(f"{res} = _users(rw, {x})")
            else:
                line(f"{res} = _users_range(rw, {x})")
        elif name == "pdl_interp.extract":
            idx = self.attr(op, "index")
            line(f"{res} = _extract({self.var(operands[0])}, {_int(idx)})")
        elif name == "pdl_interp.create_attribute":
            line(f"{res} = {self.k(self.attr(op, 'value'))}")
        elif name == "pdl_interp.create_type":
            t = self.attr(op, "value")
            line(f"{res} = {self.k(t.value if isinstance(t, TypeAttr) else t)}")
        elif name == "pdl_interp.create_types":
            ts = self.attr(op, "value")
            tup = tuple(a.value for a in _elements(ts) if isinstance(a, TypeAttr))
            line(f"{res} = {self.k(tup)}")
        elif name == "pdl_interp.create_range":
            line(f"{res} = {self.flat(operands)}")
        elif name == "pdl_interp.apply_rewrite":
            self.emit_native(op, "rewrite")
            self.unsafe = True
        elif name == "pdl_interp.create_operation":
            self.emit_create(op, res)
        elif name == "pdl_interp.replace":
            x = self.var(operands[0])
            line(f"_replace(rw, {x}, {self.flat(operands[1:])}, loc)")
            self.note_replace(x, operands[1:])
        elif name == "pdl_interp.erase":
            line(f"_erase(rw, {self.var(operands[0])}, loc)")
            self.unsafe = True
        else:
            self.o.error(rec.loc, f"'{name}' is not supported by pdlx's PDL compiler")

    def note_replace(self, x: str, values: tuple[int, ...]) -> None:
        """A rewriter's replace of op `x` by `values`: the last edit it may
        make for `infallible`, with a number of values known here."""
        n: int | None = None
        if not any(self.kind(a).startswith("range_") for a in values):
            if all(self.var(a) in self.fresh for a in values):
                n = len(values)
        elif len(values) == 1:
            n = self.range_counts.get(self.var(values[0]))
        if self.replaced is not None or n is None:
            self.unsafe = True
            return
        self.replaced = (x, n)

    def flat(self, parts: tuple[int, ...]) -> str:
        """A range made of single values and ranges (`_flatten`): a tuple
        display when all are single values, one range as a tuple (the
        common cases: a call less per op created or replaced)."""
        ranges = [self.kind(a).startswith("range_") for a in parts]
        if not any(ranges):
            return "(" + "".join(self.var(a) + ", " for a in parts) + ")"
        if len(parts) == 1:
            return f"_flat1({self.var(parts[0])})"
        return (
            "_flatten(("
            + "".join(f"({r}, {self.var(a)}), " for r, a in zip(ranges, parts, strict=True))
            + "))"
        )

    def emit_create_replace(self, create: int, get: int, replace: int) -> bool:
        """A rewriter's `create_operation`, the new op's results, and the
        `replace` of another op by exactly those (the common rewrite): one
        `_create_replace` call (`Rewriter.create_and_replace`), with the same
        effects, checks and messages. False (nothing emitted) for any other
        sequence."""
        if self.is_matcher:
            return False
        snap = self.snap
        c, g, r = snap.ops[create], snap.ops[get], snap.ops[replace]
        if (
            c.name != "pdl_interp.create_operation"
            or self.attr(create, "inferredResultTypes") is not None
            or r.name != "pdl_interp.replace"
            or len(r.operands) != 2
            or r.operands[1] != g.results[0]
            or r.operands[0] == c.results[0]
            or g.operands != (c.results[0],)
        ):
            return False
        if g.name == "pdl_interp.get_results":
            if self.attr(get, "index") is not None or not isinstance(
                snap.values[g.results[0]].type, RangeType
            ):
                return False
        elif g.name == "pdl_interp.get_result":
            sizes = runtime.get_attr(c, "operandSegmentSizes")
            if not isinstance(sizes, DenseArrayAttr) or _int(self.attr(get, "index")) != 0:
                return False
            types = c.operands[sizes.values[0] + sizes.values[1] :]
            if len(types) != 1 or self.kind(types[0]).startswith("range_"):
                return False
        else:
            return False
        self.emit_create(create, self.var(c.results[0]), self.var(r.operands[0]))
        self.emit_op(get)
        self.note_replace(self.var(r.operands[0]), r.operands[1:])
        return True

    def emit_create(self, op: int, res: str, replacing: str | None = None) -> None:
        snap = self.snap
        rec = snap.ops[op]
        sizes = runtime.get_attr(rec, "operandSegmentSizes")
        n = (
            [int(s) for s in sizes.values]
            if isinstance(sizes, DenseArrayAttr)
            else [len(rec.operands), 0, 0]
        )
        operands = rec.operands[: n[0]]
        attrs = rec.operands[n[0] : n[0] + n[1]]
        types = rec.operands[n[0] + n[1] :]
        names_attr = self.attr(op, "inputAttributeNames")
        attr_names = tuple(_str(a) for a in _elements(names_attr))
        opnd = self.flat(operands)
        attr_vals = "(" + "".join(self.var(a) + ", " for a in attrs) + ")"
        if self.replaced is not None:
            self.unsafe = True  # created after a replace: its insertion point may be gone
        if self.attr(op, "inferredResultTypes") is not None:
            tys = "None"
            self.unsafe = True  # inference may fail
        else:
            tys = self.flat(types)
            ranges = any(self.kind(t).startswith("range_") for t in types)
            self.created[res] = None if ranges else len(types)
        if replacing is None:
            self.cb.line(
                f"{res} = _create(rw, loc, {self.k(_str(self.attr(op, 'name')))}, {opnd}, "
                f"{self.k(attr_names)}, {attr_vals}, {tys})"
            )
        else:
            self.cb.line(
                f"{res} = _create_replace(rw, loc, {replacing}, "
                f"{self.k(_str(self.attr(op, 'name')))}, {opnd}, {self.k(attr_names)}, "
                f"{attr_vals}, {tys})"
            )


def _elements(a: Attribute | None) -> tuple[Any, ...]:
    return a.elements if isinstance(a, ArrayAttr) else ()


def _str(a: Attribute | None) -> str:
    return a.value if isinstance(a, StringAttr) else ""


def _int(a: Attribute | None) -> int:
    return a.value if isinstance(a, IntegerAttr) else 0


# ---------------------------------------------------------------------------
# The whole module


class PDLInterpCompiler:
    """Compiles a module holding `pdl_interp.func @matcher` and `module
    @rewriters` (the output of the lowering, or hand-written pdl_interp)."""

    def __init__(
        self,
        snap: Snapshot,
        module: int,
        registry: NativeRegistry,
        pattern_names: dict[Location, str] | None = None,
    ) -> None:
        self.snap = snap
        self.module = module
        self.registry = registry
        self.pattern_names = pattern_names or {}
        self.constants: list[Any] = []
        self.const_index: dict[tuple[type, Any], int] = {}
        self.natives: list[Any] = []
        self._native_index: dict[tuple[str, str], int] = {}
        self.patterns: list[PatternInfo] = []
        self.diagnostics: list[Diagnostic] = []
        self._pattern_by_op: dict[int, PatternInfo] = {}

    def error(self, loc: Location, message: str) -> None:
        self.diagnostics.append(Diagnostic(Severity.ERROR, loc, message))

    def native(self, kind: str, name: str, loc: Location) -> int:
        key = (kind, name)
        i = self._native_index.get(key)
        if i is not None:
            return i
        f = self.registry.lookup("constraint" if kind == "constraint" else "rewrite", name)
        if f is None:
            self.error(
                loc,
                f"native {kind} '{name}' is not registered (register it with "
                f"pdlx.pdl.native_{kind})",
            )
            fn: Any = None
        else:
            fn = f.fn
        i = self._native_index[key] = len(self.natives)
        self.natives.append(fn)
        return i

    def record_pattern(self, op: int) -> PatternInfo:
        known = self._pattern_by_op.get(op)
        if known is not None:
            return known
        rec = self.snap.ops[op]
        ref = runtime.get_attr(rec, "rewriter")
        path = ref.path if isinstance(ref, SymbolRefAttr) else ()
        benefit = runtime.get_attr(rec, "benefit")
        root = runtime.get_attr(rec, "rootKind")
        gen = runtime.get_attr(rec, "generatedOps")
        info = PatternInfo(
            len(self.patterns),
            benefit.value if isinstance(benefit, IntegerAttr) else 0,
            "::".join(path),
            root.value if isinstance(root, StringAttr) else None,
            tuple(_str(a) for a in _elements(gen)),
            rec.loc,
            self.pattern_names.get(rec.loc, ""),
        )
        self.patterns.append(info)
        self._pattern_by_op[op] = info
        return info

    def _lookup(self) -> tuple[int | None, dict[str, int]]:
        snap = self.snap
        body = snap.regions[snap.ops[self.module].regions[0]].blocks[0]
        matcher: int | None = None
        rewriters: dict[str, int] = {}
        for op in snap.block_ops(body):
            rec = snap.ops[op]
            sym = runtime.get_attr(rec, "sym_name")
            if rec.name == "pdl_interp.func" and _str(sym) == "matcher" and matcher is None:
                matcher = op
            elif rec.name == "builtin.module" and _str(sym) == "rewriters" and not rewriters:
                inner = snap.regions[rec.regions[0]].blocks[0]
                for f in snap.block_ops(inner):
                    frec = snap.ops[f]
                    if frec.name == "pdl_interp.func":
                        rewriters.setdefault(
                            "rewriters::" + _str(runtime.get_attr(frec, "sym_name")), f
                        )
        return matcher, rewriters

    def _compile_function(self, cb: CodeBuilder, name: str, func: int) -> Callable[..., Any]:
        """`compile_function`; generated code that CPython refuses (which
        outlining should prevent) is a located error, never a traceback."""
        try:
            return compile_function(cb, name, _GLOBALS)
        except GeneratedCodeError as e:
            self.error(self.snap.ops[func].loc, f"pdlx cannot compile this function to Python: {e}")
            raise CompileError(self.diagnostics) from e

    def compile(self) -> CompiledPatterns:
        matcher, rewriters = self._lookup()
        if matcher is None:
            self.error(self.snap.ops[self.module].loc, "no `pdl_interp.func @matcher` to compile")
            raise CompileError(self.diagnostics)
        fc = _FunctionCompiler(self, matcher, "_match", True)
        fc.compile()
        # The rewriters the matcher's record_match ops refer to.
        rewriter_fns: list[Callable[..., None]] = []
        by_symbol: dict[str, Callable[..., None]] = {}
        sources: dict[str, str] = {}
        safe: dict[str, tuple[int, int] | None] = {}
        for info in self.patterns:
            fn = by_symbol.get(info.rewriter)
            if fn is None:
                func = rewriters.get(info.rewriter)
                if func is None:
                    self.error(info.loc, f"rewriter '@{info.rewriter}' not found")
                    continue
                rfc = _FunctionCompiler(self, func, "_rewrite", False)
                rfc.compile()
                if self.diagnostics:
                    continue
                fn = self._compile_function(rfc.cb, "_rewrite", func)
                by_symbol[info.rewriter] = fn
                sources[info.rewriter] = rfc.cb.source()
                safe[info.rewriter] = rfc.infallible()
            rewriter_fns.append(fn)
        if self.diagnostics:
            raise CompileError(self.diagnostics)
        match = self._compile_function(fc.cb, "_match", matcher)
        return CompiledPatterns(
            match,
            rewriter_fns,
            self.patterns,
            self.natives,
            _root_names(self.snap, matcher),
            fc.cb.source(),
            sources,
            [safe.get(info.rewriter) for info in self.patterns],
        )


def _root_names(snap: Snapshot, matcher: int) -> frozenset[str] | None:
    """The op names a match can be rooted at, or None for "any op".

    A forward analysis over the matcher's blocks (nested foreach regions
    included): the set of names the root may still have, narrowed on the
    true edge of `check_operation_name` and on each case of
    `switch_operation_name` applied to the root, joined (union) where paths
    meet. The union of the sets reaching `record_match` ops is the answer:
    the driver calls the matcher only for ops with those names."""
    body = snap.regions[snap.ops[matcher].regions[0]].blocks[0]
    root = snap.blocks[body].args[0]
    ANY: frozenset[str] | None = None
    state: dict[int, frozenset[str] | None] = {body: ANY}
    reached: dict[int, bool] = {body: True}
    result: set[str] = set()
    work = [body]

    def meet(a: frozenset[str] | None, name_set: frozenset[str]) -> frozenset[str]:
        return name_set if a is None else a & name_set

    def flow(block: int, s: frozenset[str] | None) -> None:
        if not reached.get(block):
            reached[block] = True
            state[block] = s
            work.append(block)
            return
        old = state[block]
        new = None if old is None or s is None else old | s
        if new != old:
            state[block] = new
            work.append(block)

    steps = 0
    while work:
        steps += 1
        if steps > 100_000:
            return None
        b = work.pop()
        s = state[b]
        ops = snap.block_op_list(b)
        if not ops:
            continue
        term = ops[-1]
        rec = snap.ops[term]
        name = rec.name
        if name == "pdl_interp.record_match":
            if s is None:
                return None
            result.update(s)
        if name == "pdl_interp.foreach":
            inner = snap.regions[rec.regions[0]].blocks
            for ib in inner:
                flow(ib, s)
        on_root = bool(rec.operands) and rec.operands[0] == root
        if name == "pdl_interp.check_operation_name" and on_root:
            n = frozenset({_str(runtime.get_attr(rec, "name"))})
            flow(rec.successors[0], meet(s, n))
            flow(rec.successors[1], s)
            continue
        if name == "pdl_interp.switch_operation_name" and on_root:
            cases = [_str(a) for a in _elements(runtime.get_attr(rec, "caseValues"))]
            flow(rec.successors[0], s)
            for c, dest in zip(cases, rec.successors[1:], strict=False):
                flow(dest, meet(s, frozenset({c})))
            continue
        for succ in rec.successors:
            flow(succ, s)
    return frozenset(result)


def _is_exit(snap: Snapshot, block: int) -> bool:
    ops = snap.block_op_list(block)
    return len(ops) == 1 and snap.ops[ops[0]].name == "pdl_interp.finalize"


def compile_pdl_interp(
    snap: Snapshot,
    module: int,
    registry: NativeRegistry,
    pattern_names: dict[Location, str] | None = None,
) -> CompiledPatterns:
    """Compile the pdl_interp module `module` of `snap`; raises CompileError
    (with located diagnostics) for unknown native functions or unsupported
    control flow."""
    return run_deep(
        lambda: PDLInterpCompiler(snap, module, registry, pattern_names).compile(), pure=True
    )


__all__ = [
    "IMPOSSIBLE_BENEFIT",
    "CompileError",
    "CompiledPatterns",
    "Match",
    "NativeCallError",
    "PDLInterpCompiler",
    "PatternInfo",
    "compile_pdl_interp",
]

_ = (DictionaryAttr, UNKNOWN_LOC)
