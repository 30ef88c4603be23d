"""Warnings about transform scripts that mlir-opt accepts but that cannot do
what they say: a `transform.match.operation_name` or
`transform.structured.match` naming an op that no dialect defines and that
occurs nowhere in the payload (`arith.mul` for `arith.muli`) matches
nothing, silently. A warning, not an error: the script is valid MLIR.
Only names in a dialect pdlx knows are checked: an op of a dialect pdlx
does not know (`test.*`, allowed with --allow-unregistered-dialect) may
well be looked for where it is not, as tests do to get empty handles.

pdlx-opt reports them before `--transform-interpreter` runs, except under
`--verify-diagnostics` (a test states the diagnostics it expects, and
mlir-opt has none of these); `pdlx.match_and_transform` returns them with
its other diagnostics.
"""

from __future__ import annotations

import difflib

from pdlx.ir.attributes import ArrayAttr, StringAttr
from pdlx.ir.context import Context
from pdlx.ir.diagnostics import Diagnostic, Severity
from pdlx.ir.snapshot import Snapshot

MATCH_ATTRS = {"transform.match.operation_name": "op_names", "transform.structured.match": "ops"}
"""The ops whose op-name lists are checked, and the attribute holding each list."""


def _names(snap: Snapshot, op: int, attr: str) -> list[str]:
    a = snap.op(op).attr(attr)
    if not isinstance(a, ArrayAttr):
        return []
    return [e.value for e in a.elements if isinstance(e, StringAttr)]


def unknown_op_name_warnings(
    script: Snapshot, payload: Snapshot, payload_root: int, context: Context | None = None
) -> list[Diagnostic]:
    """A warning at each op of `script` matching by an op name of a dialect
    of `context` that the dialect does not define and that no op under
    `payload_root` has, with the closest names that exist."""
    ctx = context or Context.default()
    if not any(n in MATCH_ATTRS for n in script.post_order_names(script.root)):
        return []
    in_payload: set[str] | None = None
    known: list[str] | None = None
    out: list[Diagnostic] = []
    for op in script.post_order(script.root):
        attr = MATCH_ATTRS.get(script.ops[op].name)
        if attr is None:
            continue
        for name in _names(script, op, attr):
            if ctx.op(name) is not None or not ctx.is_registered_dialect(name.partition(".")[0]):
                continue
            if in_payload is None:
                in_payload = set(payload.post_order_names(payload_root))
            if name in in_payload:
                continue
            if known is None:
                ctx.loaded_dialects()
                known = sorted({*ctx.op_defs, *in_payload})
            close = difflib.get_close_matches(name, known, n=3, cutoff=0.6)
            hint = "; did you mean " + ", ".join(f"'{c}'" for c in close) + "?" if close else ""
            out.append(
                Diagnostic(
                    Severity.WARNING,
                    script.ops[op].loc,
                    f"no loaded dialect defines op '{name}' and the payload has none: "
                    f"it matches nothing{hint}",
                )
            )
    return out


__all__ = ["MATCH_ATTRS", "unknown_op_name_warnings"]
