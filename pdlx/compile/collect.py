"""Running one matcher over a whole payload, outside any transform script:
what `pdlx.collect_matching` and `pdlx.explain` do.

It is `transform.collect_matching @matcher in %root` with `%root` bound to
the payload's root op, minus the script around it: the same walk, the same
compiled (or interpreted) matcher, the same messages.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from pdlx.compile.matcher import DEFINITE, compiled_matcher
from pdlx.ir.context import Context
from pdlx.ir.diagnostics import Diagnostic, Severity
from pdlx.ir.snapshot import Snapshot
from pdlx.ir.symbols import symbol_name
from pdlx.transform.interpreter import Interpreter
from pdlx.transform.ops.matching import match_block
from pdlx.transform.outcome import Outcome
from pdlx.transform.state import DiagnosticSink, MappedValue, MatchExplainer, TransformState
from pdlx.transform.types import HandleKind, handle_kind

NAMED_SEQUENCE = "transform.named_sequence"


@dataclass
class MatchRun:
    """The matches (one tuple of yielded payload entities per match, in walk
    order) and the diagnostics of the run; `ok` is False after an error."""

    ok: bool
    matches: list[tuple[MappedValue, ...]] = field(default_factory=list)
    diagnostics: list[Diagnostic] = field(default_factory=list)


def find_matcher(script: Snapshot, name: str) -> int | None:
    """The named sequence `@name` (the first in pre-order, as the transform
    interpreter finds its entry point)."""
    for op in script.walk(script.root):
        if script.ops[op].name == NAMED_SEQUENCE and symbol_name(script, op) == name:
            return op
    return None


def run_matcher(
    payload: Snapshot,
    script: Snapshot,
    name: str,
    *,
    interpreted: bool = False,
    explain: MatchExplainer | None = None,
    context: Context | None = None,
) -> MatchRun:
    """Try matcher `@name` of `script` on every op of `payload` (post-order)."""
    sink = DiagnosticSink()
    fn = find_matcher(script, name)
    if fn is None:
        sink.error(
            script.ops[script.root].loc, f"could not find a nested named sequence with name: {name}"
        )
        return MatchRun(False, diagnostics=sink.diagnostics)
    regions = script.ops[fn].regions
    blocks = script.regions[regions[0]].blocks if regions else ()
    if not blocks:
        sink.error(script.ops[fn].loc, f"matcher @{name} has no body (an external declaration)")
        return MatchRun(False, diagnostics=sink.diagnostics)
    body = blocks[0]
    args = script.blocks[body].args
    if len(args) != 1 or handle_kind(script.values[args[0]].type) is not HandleKind.OP:
        sink.error(
            script.ops[fn].loc,
            f"matcher @{name} must take exactly one operation handle to be run on every payload op",
        )
        return MatchRun(False, diagnostics=sink.diagnostics)
    interp = Interpreter(context)
    state = TransformState(script, payload, payload.root, sink, interpreter=interp)
    state.force_interpreted = interpreted
    state.explain = explain
    matches: list[tuple[MappedValue, ...]] = []
    with interp.ctx.activate():
        cm = None if interpreted else compiled_matcher(state, fn)
        ops = payload.ops
        for p in payload.post_order(payload.root):
            found: Any
            if cm is not None:
                names = cm.first_names
                if names is not None and ops[p].name not in names:
                    if explain is not None:
                        explain.first_check_rejected(state, fn, cm, p)
                    continue
                found = cm.fn(state, payload, p, ())
                if found is DEFINITE:
                    return MatchRun(False, matches, sink.diagnostics)
                if found.__class__ is not tuple:
                    if explain is not None:
                        explain.missed(state, fn, p, found)
                    continue
            else:
                if explain is not None:
                    explain.begin()
                found = match_block(state, body, ((p,),))
                if isinstance(found, Outcome):
                    if found.is_definite:
                        found.report(sink)
                        return MatchRun(False, matches, sink.diagnostics)
                    if explain is not None:
                        explain.missed(state, fn, p, found)
                    continue
            if explain is not None:
                explain.matched(state, fn, p)
            row: list[MappedValue] = []
            for i, mapping in enumerate(found):
                if len(mapping) != 1:
                    sink.emit(
                        Diagnostic(
                            Severity.ERROR,
                            script.ops[fn].loc,
                            f"result #{i}, associated with {len(mapping)} payload objects, expected 1",
                        )
                    )
                    return MatchRun(False, matches, sink.diagnostics)
                row.append(mapping[0])
            matches.append(tuple(row))
    return MatchRun(not sink.has_errors, matches, sink.diagnostics)


__all__ = ["MatchRun", "find_matcher", "run_matcher"]
