"""Explaining PDL patterns: for each candidate root op, which check of which
pattern failed first, at the line of the PDL (or PDLL) source that asks it.

The compiled matcher merges every pattern into one decision tree (and MLIR's
lowering gives all its checks the location of the pattern module), so it
cannot say which pattern gave up where. The explainer reads the patterns
as written instead: from the root `pdl.operation`, it checks the root's
name, operands, attributes and result types, follows each operand to the
op that must produce it (breadth first), and then runs the native
constraints in source order. The first check that fails is reported at the
PDL op that asks it: `pdl.operation` for a name or a count, `pdl.attribute`
for an attribute's value, `pdl.type` for a type,
`pdl.apply_native_constraint` for a constraint. Whether a pattern matched
is what the real compiled matcher says; a non-match the walk cannot pin on
a check (a pattern that reaches ops through their users) is reported at the
pattern itself.

`--explain-matchers` explains the patterns of `--apply-pdl`,
`--test-pdl-bytecode-pass`, `transform.pdl_match` and
`transform.apply_pdl_patterns` on the payload they start from;
`pdlx.explain_patterns` returns the same records, `.to_json()` the same
data as JSON.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from pdlx.ir.attributes import Attribute, StringAttr, TypeAttr
from pdlx.ir.diagnostics import Diagnostic, Severity, file_position, find_file_loc
from pdlx.ir.location import Location
from pdlx.ir.snapshot import Snapshot
from pdlx.ir.types import Type
from pdlx.pdl.compiler import CompiledPatterns, Match, NativeCallError
from pdlx.pdl.natives import NativeRegistry, NativeRewriteFailure
from pdlx.pdl.pdl_ir import PDLIR
from pdlx.pdl.runtime import PatternRewriter, attr_type, get_attr
from pdlx.pdl.tree import detect_roots
from pdlx.support.text import text_table

PDL_EXPLAIN_KEY = "pdl.explain"
"""PassContext.shared key of the run's `PDLExplainer` (pdlx-opt's --explain-matchers)."""


@dataclass(frozen=True, slots=True)
class PDLCheck:
    """One check of a pattern: the PDL op that asks it and what it asks."""

    op: int
    """The PDL op (in the pattern module)."""
    loc: Location
    what: str
    """The check, in words ("operation name is 'arith.addi'")."""


@dataclass(frozen=True, slots=True)
class PDLAttempt:
    """One pattern tried at one candidate root op."""

    pattern: str
    payload_op: int
    payload_name: str
    payload_loc: Location
    check: PDLCheck | None
    """The first check that failed; None when the pattern matched."""
    message: str = ""
    """Why it failed, in terms of the payload."""

    @property
    def matched(self) -> bool:
        """Whether the pattern matched at this op."""
        return self.check is None


class _Fail(Exception):
    def __init__(self, op: int, what: str, message: str) -> None:
        super().__init__(message)
        self.op = op
        self.what = what
        self.message = message


class _Unexplained(Exception):
    """The walk cannot follow this pattern (ranges mixed with single values)."""


@dataclass
class _Walk:
    """One pattern checked against one candidate root."""

    ir: PDLIR
    payload: PatternRewriter
    registry: NativeRegistry
    bound: dict[int, Any] = field(default_factory=dict)
    """PDL value -> payload op id, value id, Attribute, Type or tuple (ranges)."""

    def name_of(self, op: int) -> str:
        return self.payload.ops[op].name

    def bind(self, pdl_value: int, what: Any, at: int, describe: Callable[[], str]) -> bool:
        """Bind, or check equal to an earlier binding; False if new."""
        if pdl_value in self.bound:
            if self.bound[pdl_value] != what:
                raise _Fail(at, "values named alike are equal", describe())
            return False
        self.bound[pdl_value] = what
        return True

    def type_value(self, pdl_value: int, t: Type | None, at: int, role: str) -> None:
        ir = self.ir
        d = ir.def_op(pdl_value)
        if d is not None and ir.name(d) == "pdl.type":
            const = ir.attr(d, "constantType")
            if isinstance(const, TypeAttr) and const.value != t:
                raise _Fail(d, f"type is {const.value}", f"{role} has type {t}, not {const.value}")
            at = d
        self.bind(pdl_value, t, at, lambda: f"{role} has type {t}, another type than before")

    def match_op(
        self, pdl_op: int, op: int, queue: deque[tuple[int, int, str]], reached: str
    ) -> None:
        ir = self.ir
        rec = self.payload.ops[op]
        name = ir.op_name(pdl_op)
        if name is not None and rec.name != name:
            who = f"{reached} is defined by" if reached else "the op is"
            raise _Fail(pdl_op, f"operation name is '{name}'", f"{who} '{rec.name}'")
        operands = ir.operand_values(pdl_op)
        ranges = [v for v in operands if ir.is_range(v)]
        if operands and not ranges and len(operands) != len(rec.operands):
            raise _Fail(
                pdl_op,
                f"operand count is {len(operands)}",
                f"'{rec.name}' has {len(rec.operands)} operands",
            )
        if ranges and len(operands) > 1:
            raise _Unexplained
        if ranges:
            self.value_range(operands[0], tuple(rec.operands), pdl_op, rec.name, queue)
        for i, (pv, v) in enumerate(
            zip(operands if not ranges else (), rec.operands, strict=False)
        ):
            self.operand(pv, v, i, pdl_op, rec.name, queue)
        for aname, pa in zip(ir.attribute_names(pdl_op), ir.attribute_values(pdl_op), strict=True):
            self.attribute(pa, get_attr(rec, aname), aname, pdl_op, rec.name)
        types = ir.type_values(pdl_op)
        results = rec.results
        if types and not any(ir.is_range(t) for t in types):
            if len(types) != len(results):
                raise _Fail(
                    pdl_op,
                    f"result count is {len(types)}",
                    f"'{rec.name}' has {len(results)} results",
                )
            for i, (pt, r) in enumerate(zip(types, results, strict=True)):
                self.type_value(pt, self.payload.values[r].type, pdl_op, f"result {i}")
        elif len(types) == 1:
            rtypes = tuple(self.payload.values[r].type for r in results)
            self.bind(types[0], rtypes, pdl_op, lambda: "other result types than before")

    def operand(
        self, pv: int, v: int, i: int, pdl_op: int, name: str, queue: deque[tuple[int, int, str]]
    ) -> None:
        ir = self.ir
        role = f"operand {i} of '{name}'"
        d = ir.def_op(pv)
        dname = ir.name(d) if d is not None else ""
        if dname == "pdl.result":
            assert d is not None
            producer = ir.operands(d)[0]
            idx = ir.index(d) or 0
            vrec = self.payload.values[v]
            pname = ir.op_name(ir.def_op(producer) or 0) if ir.def_op(producer) else None
            want = f"result {idx} of {repr(pname) if pname else 'an op'}"
            if vrec.is_arg:
                raise _Fail(d, f"{role} is {want}", f"{role} is a block argument")
            owner = vrec.owner
            if self.payload.ops[owner].results.index(v) != idx:
                raise _Fail(d, f"{role} is {want}", f"{role} is another result of its op")
            if self.bind(producer, owner, d, lambda: f"{role} comes from another op"):
                queue.append((ir.def_op(producer) or 0, owner, role))
        elif dname in ("pdl.operand", "pdl.operands"):
            assert d is not None
            ops = ir.operands(d)
            if ops:
                self.type_value(ops[0], self.payload.values[v].type, d, role)
        self.bind(pv, v, pdl_op, lambda: f"{role} is not the value bound before")

    def value_range(
        self,
        pv: int,
        vs: tuple[int, ...],
        pdl_op: int,
        name: str,
        queue: deque[tuple[int, int, str]],
    ) -> None:
        ir = self.ir
        d = ir.def_op(pv)
        if d is not None and ir.name(d) == "pdl.results":
            producer = ir.operands(d)[0]
            owners = {self.payload.values[v].owner for v in vs if not self.payload.values[v].is_arg}
            if len(owners) != 1 or any(self.payload.values[v].is_arg for v in vs):
                raise _Fail(d, "the operands are the results of one op", "they are not")
            owner = owners.pop()
            if self.bind(producer, owner, d, lambda: "they come from another op"):
                queue.append((ir.def_op(producer) or 0, owner, f"the operands of '{name}'"))
        self.bind(pv, vs, pdl_op, lambda: f"the operands of '{name}' are not those bound before")

    def attribute(self, pa: int, a: Attribute | None, aname: str, pdl_op: int, name: str) -> None:
        ir = self.ir
        d = ir.def_op(pa)
        at = d if d is not None else pdl_op
        if a is None:
            raise _Fail(at, f"has attribute '{aname}'", f"'{name}' has no attribute '{aname}'")
        if d is not None and ir.name(d) == "pdl.attribute":
            value = ir.attr(d, "value")
            if value is not None and value != a:
                raise _Fail(d, f"attribute '{aname}' is {value}", f"'{aname}' of '{name}' is {a}")
            ops = ir.operands(d)
            if ops:
                self.type_value(ops[0], attr_type(a), d, f"attribute '{aname}'")
        self.bind(pa, a, at, lambda: f"attribute '{aname}' differs from the one bound before")

    def constraints(self, body: Sequence[int]) -> None:
        ir = self.ir
        for c in body:
            if ir.name(c) != "pdl.apply_native_constraint":
                continue
            args = ir.operands(c)
            if any(a not in self.bound for a in args):
                continue  # reached only through users: not followed
            cname_attr = ir.attr(c, "name")
            cname = cname_attr.value if isinstance(cname_attr, StringAttr) else ""
            negated = ir.attr(c, "isNegated") is not None and bool(
                getattr(ir.attr(c, "isNegated"), "value", False)
            )
            fn = self.registry.lookup("constraint", cname)
            if fn is None:
                raise _Fail(c, f"constraint '{cname}'", "the constraint is not registered")
            try:
                ok = fn.fn(self.payload, *(self.bound[a] for a in args))
            except NativeRewriteFailure:
                ok = False
            except Exception as e:
                raise NativeCallError("constraint", cname, e) from e
            if bool(ok) == negated:
                what = f"{'not ' if negated else ''}{cname}({', '.join(_show(self.bound[a]) for a in args)})"
                raise _Fail(
                    c, f"constraint {what}", "it returned true" if negated else "it returned false"
                )


def _show(x: Any) -> str:
    if isinstance(x, (Attribute, Type)):
        return str(x)
    return f"#{x}" if isinstance(x, int) else str(x)


@dataclass(frozen=True, slots=True)
class _Pattern:
    op: int
    label: str
    root: int | None
    """The root `pdl.operation` op."""
    body: tuple[int, ...]
    index: int | None
    """Its index in the compiled patterns (for the real match)."""


def _patterns(
    source: Snapshot, pattern_ops: Sequence[int], compiled: CompiledPatterns
) -> list[_Pattern]:
    ir = PDLIR(source)
    by_name = {p.name: p.index for p in compiled.patterns if p.name}
    by_loc = {p.loc: p.index for p in compiled.patterns}
    out: list[_Pattern] = []
    for n, p in enumerate(pattern_ops):
        name = ir.sym_name(p)
        fl = find_file_loc(ir.loc(p))
        label = f"@{name}" if name else f"pattern {n + 1}" + (f" (line {fl.line})" if fl else "")
        root_v = ir.rewrite_root(ir.rewriter_of(p))
        if root_v is None:
            roots = detect_roots(ir, p)
            root_v = roots[0] if roots else None
        root = ir.def_op(root_v) if root_v is not None else None
        index = by_name.get(name) if name else by_loc.get(ir.loc(p))
        out.append(_Pattern(p, label, root, tuple(ir.block_ops(ir.pattern_body(p))), index))
    return out


def explain_patterns_at(
    source: Snapshot,
    pattern_ops: Sequence[int],
    compiled: CompiledPatterns,
    registry: NativeRegistry,
    rw: PatternRewriter,
    candidates: Iterable[int],
) -> list[PDLAttempt]:
    """Every pattern of `pattern_ops` (in `source`) tried at the ops of
    `candidates` it may be rooted at (those of its root's name), without
    rewriting anything."""
    ir = PDLIR(source)
    pats = _patterns(source, pattern_ops, compiled)
    out: list[PDLAttempt] = []
    for op in candidates:
        rec = rw.ops[op]
        matches: list[Match] = []
        try:
            compiled.match(op, rw, matches, compiled.natives)
        except NativeCallError:
            matches = []
        matched = {m[1] for m in matches}
        for p in pats:
            if p.root is None:
                continue
            root_name = ir.op_name(p.root)
            if root_name is not None and rec.name != root_name:
                continue  # not a candidate root of this pattern
            if p.index is not None and p.index in matched:
                out.append(PDLAttempt(p.label, op, rec.name, rec.loc, None))
                continue
            check, message = _first_failure(ir, p, rw, registry, op)
            out.append(PDLAttempt(p.label, op, rec.name, rec.loc, check, message))
    return out


def _first_failure(
    ir: PDLIR, p: _Pattern, rw: PatternRewriter, registry: NativeRegistry, op: int
) -> tuple[PDLCheck, str]:
    assert p.root is not None
    walk = _Walk(ir, rw, registry)
    queue: deque[tuple[int, int, str]] = deque([(p.root, op, "")])
    walk.bound[ir.result(p.root)] = op
    try:
        while queue:
            pdl_op, payload_op, reached = queue.popleft()
            walk.match_op(pdl_op, payload_op, queue, reached)
        walk.constraints(p.body)
    except _Fail as f:
        return PDLCheck(f.op, ir.loc(f.op), f.what), f.message
    except (_Unexplained, NativeCallError, KeyError, IndexError, ValueError):
        pass
    return (
        PDLCheck(p.op, ir.loc(p.op), "the pattern as a whole"),
        "a check the explainer does not follow failed (ops reached through their users)",
    )


def attempt_remark(a: PDLAttempt) -> Diagnostic:
    """The remark at the payload op, with a note at the failing PDL op."""
    if a.check is None:
        return Diagnostic(Severity.REMARK, a.payload_loc, f"PDL pattern {a.pattern} matched")
    d = Diagnostic(
        Severity.REMARK,
        a.payload_loc,
        f"PDL pattern {a.pattern} failed: {a.check.what}: {a.message}",
    )
    d.attach_note("failing check", a.check.loc)
    return d


@dataclass
class PDLExplainer:
    """Collects pattern attempts (pdlx-opt --explain-matchers); with
    `remarks`, the passes emit a remark per attempt. `only`: the pattern
    labels (`@Name`) to explain (None: all)."""

    only: frozenset[str] | None = None
    remarks: bool = True
    attempts: list[PDLAttempt] = field(default_factory=list)

    def record(self, attempts: Iterable[PDLAttempt], emit: Callable[[Diagnostic], None]) -> None:
        """Keep the attempts (of the wanted patterns) and emit their remarks."""
        for a in attempts:
            if self.only is not None and a.pattern.lstrip("@") not in self.only:
                continue
            self.attempts.append(a)
            if self.remarks:
                emit(attempt_remark(a))

    def explanation(self) -> PDLExplanation:
        """What was recorded, as one value."""
        return PDLExplanation(list(self.attempts))


@dataclass(frozen=True)
class PDLExplanation:
    """What `pdlx.explain_patterns` returns: every attempt."""

    attempts: list[PDLAttempt]

    @property
    def matched(self) -> list[PDLAttempt]:
        """The attempts that matched."""
        return [a for a in self.attempts if a.matched]

    def for_op(self, payload_op: int) -> list[PDLAttempt]:
        """The attempts at one payload op."""
        return [a for a in self.attempts if a.payload_op == payload_op]

    def remarks(self) -> list[Diagnostic]:
        """The remarks pdlx-opt's --explain-matchers emits, one per attempt."""
        return [attempt_remark(a) for a in self.attempts]

    def summary(self) -> str:
        """Per pattern: ops tried, matched, and how many each check rejected."""
        lines: list[str] = []
        order: list[str] = []
        for a in self.attempts:
            if a.pattern not in order:
                order.append(a.pattern)
        for name in order:
            mine = [a for a in self.attempts if a.pattern == name]
            nmatched = sum(1 for a in mine if a.matched)
            lines.append(
                f"PDL pattern {name}: tried on {len(mine)} payload ops, matched {nmatched}"
            )
            rows: dict[tuple[str, str], list[PDLAttempt]] = {}
            for a in mine:
                if a.check is not None:
                    rows.setdefault((file_position(a.check.loc), a.check.what), []).append(a)
            table = [("at", "check", "rejected", "first reason")]
            for (at, what), rej in rows.items():
                table.append((at, what, str(len(rej)), rej[0].message))
            table.append(("", "matched", str(nmatched), ""))
            lines.extend(text_table(table))
        return "\n".join(lines) + ("\n" if lines else "")

    def to_dict(self) -> dict[str, Any]:
        """The attempts and the summary counts as plain data."""
        attempts = [
            {
                "pattern": a.pattern,
                "payload_op": a.payload_name,
                "payload_loc": file_position(a.payload_loc),
                "matched": a.matched,
                "check": None if a.check is None else a.check.what,
                "check_loc": None if a.check is None else file_position(a.check.loc),
                "message": a.message,
            }
            for a in self.attempts
        ]
        patterns: dict[str, dict[str, Any]] = {}
        for a in self.attempts:
            s = patterns.setdefault(a.pattern, {"tried": 0, "matched": 0, "rejected_by": {}})
            s["tried"] += 1
            if a.check is None:
                s["matched"] += 1
            else:
                key = f"{file_position(a.check.loc)}: {a.check.what}"
                s["rejected_by"][key] = s["rejected_by"].get(key, 0) + 1
        return {"kind": "pdl", "patterns": patterns, "attempts": attempts}

    def to_json(self) -> str:
        """`to_dict()` as JSON text."""
        import json  # only explain runs asking for JSON pay for it

        return json.dumps(self.to_dict(), indent=2)

    def __str__(self) -> str:
        return self.summary()


__all__ = [
    "PDL_EXPLAIN_KEY",
    "PDLAttempt",
    "PDLCheck",
    "PDLExplainer",
    "PDLExplanation",
    "attempt_remark",
    "explain_patterns_at",
]
