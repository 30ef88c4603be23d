"""Explaining matchers: for each payload op a matcher was tried on, which
check failed first and why (or that it matched).

`collect_matching` and `foreach_match` report every attempt to the state's
recorder (`TransformState.explain`) when one is installed, on the compiled
and on the interpreted path alike, so "why didn't my matcher match?" has
the same answer in both. The recorder emits one remark per attempt at the
payload op (with a note at the failing check, printed as written) and keeps
the attempts for a summary table.

A "check" is an op of the matcher body, numbered in the order the matcher
runs them, with the bodies of included matchers numbered in place after
their `transform.include`.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from pdlx.ir.attributes import SymbolRefAttr
from pdlx.ir.diagnostics import Diagnostic, Severity, file_position
from pdlx.ir.location import Location
from pdlx.ir.snapshot import Snapshot
from pdlx.ir.symbols import lookup_nearest_symbol_from, symbol_name
from pdlx.ir.views import Operation
from pdlx.pdl.explain import PDLExplainer
from pdlx.support.text import text_table
from pdlx.transform.ops.common import op_text
from pdlx.transform.outcome import Outcome
from pdlx.transform.state import CompiledMatch, MatchFailure, TransformState

INCLUDE = "transform.include"
YIELD = "transform.yield"


@dataclass(frozen=True, slots=True)
class Check:
    """One check of a matcher."""

    index: int
    """1-based position in run order."""
    op: int
    """The transform op (in the transform IR)."""
    name: str
    loc: Location
    text: str
    """The op as printed in a diagnostic ("see current operation")."""


@dataclass(frozen=True, slots=True)
class Attempt:
    """One matcher tried on one payload op."""

    matcher: str
    payload_op: int
    payload_name: str
    payload_loc: Location
    check: Check | None
    """The check that failed first; None when the matcher matched."""
    message: str = ""
    """Why the check failed (the message of its silenceable failure)."""

    @property
    def matched(self) -> bool:
        return self.check is None


def matcher_checks(t: Snapshot, fn: int) -> list[int]:
    """The checks of matcher `fn` in run order (included bodies inlined)."""
    out: list[int] = []
    stack: list[int] = []

    def body(f: int) -> None:
        regions = t.ops[f].regions
        if not regions or not t.regions[regions[0]].blocks or f in stack:
            return
        stack.append(f)
        for o in t.block_op_list(t.regions[regions[0]].blocks[0]):
            if t.ops[o].name == YIELD:
                continue
            out.append(o)
            if t.ops[o].name == INCLUDE:
                target = Operation(t, o).attr("target")
                if isinstance(target, SymbolRefAttr):
                    callee = lookup_nearest_symbol_from(t, o, target)
                    if callee is not None:
                        body(callee)
        stack.pop()

    body(fn)
    return out


@dataclass
class Explainer:
    """The recorder installed as `TransformState.explain`.

    `only`: names of the matchers to explain (None: all). `remarks`: emit a
    remark per attempt into the state's diagnostics."""

    only: frozenset[str] | None = None
    remarks: bool = True
    attempts: list[Attempt] = field(default_factory=list)
    pdl: PDLExplainer | None = None
    """The recorder of PDL pattern attempts (`transform.pdl_match`,
    `transform.apply_pdl_patterns`), when PDL is explained too."""
    _checks: dict[int, list[Check]] = field(default_factory=dict)
    _names: dict[int, str] = field(default_factory=dict)
    _failed: list[int] = field(default_factory=list)
    _of: Snapshot | None = None

    # -- what collect_matching and foreach_match call -------------------------

    def wants(self, state: TransformState, matcher: int) -> bool:
        return self.only is None or self._name(state, matcher) in self.only

    def begin(self) -> None:
        """An interpreted attempt starts: forget failures seen so far."""
        self._failed.clear()

    def failed(self, op: int) -> None:
        """A transform op failed silenceably (interpreted path)."""
        self._failed.append(op)

    def matched(self, state: TransformState, matcher: int, payload_op: int) -> None:
        if self.wants(state, matcher):
            self._record(state, matcher, payload_op, None, "")

    def first_check_rejected(
        self, state: TransformState, matcher: int, cm: CompiledMatch, payload_op: int
    ) -> None:
        """The compiled dispatch skipped the op by name: its first check
        (a `transform.match.operation_name`) fails."""
        if self.wants(state, matcher):
            checks = self.checks(state, matcher)
            self._record(state, matcher, payload_op, checks[0], "wrong operation name")

    def missed(
        self, state: TransformState, matcher: int, payload_op: int, why: MatchFailure | Outcome
    ) -> None:
        """The matcher failed silenceably: a compiled `Miss` or the outcome of
        the interpreted `match_block`."""
        if not self.wants(state, matcher):
            return
        checks = self.checks(state, matcher)
        by_op = {c.op: c for c in checks}
        if isinstance(why, Outcome):
            message = why.diagnostics[0].message if why.diagnostics else ""
            loc = why.diagnostics[0].loc if why.diagnostics else None
            failing = [o for o in self._failed if o in by_op]
            check = next((by_op[o] for o in reversed(failing) if by_op[o].loc == loc), None)
            if check is None and failing:
                check = by_op[failing[-1]]
        else:
            message = why.message
            check = by_op.get(why.op)
        if check is None:  # not one of the matcher's own ops (should not happen)
            check = (
                checks[-1]
                if checks
                else Check(0, matcher, "?", state.transform.ops[matcher].loc, "")
            )
        self._record(state, matcher, payload_op, check, message)

    # -- reading ----------------------------------------------------------------

    def checks(self, state: TransformState, matcher: int) -> list[Check]:
        t = state.transform
        if self._of is not t:
            self._of, self._checks, self._names = t, {}, {}
        checks = self._checks.get(matcher)
        if checks is None:
            checks = [
                Check(i + 1, o, t.ops[o].name, t.ops[o].loc, op_text(t, o))
                for i, o in enumerate(matcher_checks(t, matcher))
            ]
            self._checks[matcher] = checks
        return checks

    def explanation(self) -> Explanation:
        checks: dict[str, list[Check]] = {}
        for fn, cs in self._checks.items():
            checks[self._names.get(fn, f"#{fn}")] = cs
        return Explanation(list(self.attempts), checks)

    # -- internals ----------------------------------------------------------------

    def _name(self, state: TransformState, matcher: int) -> str:
        t = state.transform
        if self._of is not t:
            self._of, self._checks, self._names = t, {}, {}
        name = self._names.get(matcher)
        if name is None:
            name = self._names[matcher] = symbol_name(t, matcher) or f"#{matcher}"
        return name

    def _record(
        self,
        state: TransformState,
        matcher: int,
        payload_op: int,
        check: Check | None,
        message: str,
    ) -> None:
        self.checks(state, matcher)  # keep the check table for the summary
        rec = state.payload.ops[payload_op]
        attempt = Attempt(self._name(state, matcher), payload_op, rec.name, rec.loc, check, message)
        self.attempts.append(attempt)
        if self.remarks:
            state.sink.emit(attempt_remark(attempt, len(self._checks[matcher])))


def attempt_remark(a: Attempt, num_checks: int) -> Diagnostic:
    """The remark at the payload op, with a note at the failing check."""
    if a.check is None:
        return Diagnostic(Severity.REMARK, a.payload_loc, f"matcher @{a.matcher} matched")
    c = a.check
    d = Diagnostic(
        Severity.REMARK,
        a.payload_loc,
        f"matcher @{a.matcher} failed at check {c.index} of {num_checks}: {a.message}",
    )
    d.attach_note(f"failing check: {c.text}", c.loc)
    return d


@dataclass(frozen=True)
class Explanation:
    """What `pdlx.explain` returns: every attempt, and each matcher's checks."""

    attempts: list[Attempt]
    checks: dict[str, list[Check]]

    def for_op(self, payload_op: int) -> list[Attempt]:
        return [a for a in self.attempts if a.payload_op == payload_op]

    @property
    def matched(self) -> list[Attempt]:
        return [a for a in self.attempts if a.matched]

    def remarks(self) -> list[Diagnostic]:
        """The remarks pdlx-opt's --explain-matchers emits, one per attempt."""
        return [attempt_remark(a, len(self.checks.get(a.matcher, ()))) for a in self.attempts]

    def summary(self) -> str:
        """Per matcher and check: how many payload ops it rejected."""
        lines: list[str] = []
        for name, checks in self.checks.items():
            mine = [a for a in self.attempts if a.matcher == name]
            if not mine:
                continue
            per_check: dict[int, list[Attempt]] = {}
            for a in mine:
                if a.check is not None:
                    per_check.setdefault(a.check.index, []).append(a)
            nmatched = sum(1 for a in mine if a.matched)
            lines.append(f"matcher @{name}: tried on {len(mine)} payload ops, matched {nmatched}")
            rows = [("check", "op", "at", "rejected", "first reason")]
            for c in checks:
                rejected = per_check.get(c.index, [])
                reason = rejected[0].message if rejected else ""
                rows.append(
                    (str(c.index), c.name, file_position(c.loc), str(len(rejected)), reason)
                )
            rows.append(("", "matched", "", str(nmatched), ""))
            lines.extend(text_table(rows))
        return "\n".join(lines) + ("\n" if lines else "")

    def table(self) -> str:
        """One row per attempt: payload op, matcher, result, check, reason."""
        rows = [("payload op", "at", "matcher", "result", "check", "reason")]
        for a in self.attempts:
            if a.check is None:
                rows.append(
                    (
                        a.payload_name,
                        file_position(a.payload_loc),
                        "@" + a.matcher,
                        "matched",
                        "",
                        "",
                    )
                )
            else:
                rows.append(
                    (
                        a.payload_name,
                        file_position(a.payload_loc),
                        "@" + a.matcher,
                        "failed",
                        f"{a.check.index} {a.check.name}",
                        a.message,
                    )
                )
        return "\n".join(text_table(rows)) + "\n"

    def to_dict(self) -> dict[str, Any]:
        """Every attempt and the per-check counts of the summary, as plain data."""
        attempts = [
            {
                "matcher": a.matcher,
                "payload_op": a.payload_name,
                "payload_loc": file_position(a.payload_loc),
                "matched": a.matched,
                "check": None if a.check is None else a.check.index,
                "check_op": None if a.check is None else a.check.name,
                "check_loc": None if a.check is None else file_position(a.check.loc),
                "message": a.message,
            }
            for a in self.attempts
        ]
        matchers: dict[str, dict[str, Any]] = {}
        for name, checks in self.checks.items():
            mine = [a for a in self.attempts if a.matcher == name]
            if not mine:
                continue
            rejected = {c.index: 0 for c in checks}
            for a in mine:
                if a.check is not None:
                    rejected[a.check.index] = rejected.get(a.check.index, 0) + 1
            matchers[name] = {
                "tried": len(mine),
                "matched": sum(1 for a in mine if a.matched),
                "checks": [
                    {
                        "index": c.index,
                        "op": c.name,
                        "loc": file_position(c.loc),
                        "rejected": rejected.get(c.index, 0),
                    }
                    for c in checks
                ],
            }
        return {"kind": "matchers", "matchers": matchers, "attempts": attempts}

    def to_json(self) -> str:
        """`to_dict()` as JSON text."""
        return json.dumps(self.to_dict(), indent=2)

    def __str__(self) -> str:
        return self.summary()


def install(
    state: TransformState, only: Iterable[str] | None = None, *, remarks: bool = True
) -> Explainer:
    """Install a recorder on `state` (what `--explain-matchers` does)."""
    e = Explainer(frozenset(only) if only is not None else None, remarks)
    state.explain = e
    return e


__all__ = ["Attempt", "Check", "Explainer", "Explanation", "install", "matcher_checks"]
