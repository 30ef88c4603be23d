"""pdlx's own match ops, for what matchers need and MLIR 22's match ops
cannot say.

In MLIR 22 only ops implementing MatchOpInterface may appear in a matcher
(`matchBlock` rejects the others: "expected operations in the match part to
implement MatchOpInterface"); `get_consumers_of_result`, `get_result` and
`structured.match` do not, so a matcher can neither walk from a value to
its users nor look at an attribute. These two ops fill that gap:

    %users = transform.pdlx.get_users_of_result %op[0]
        : (!transform.any_op) -> !transform.any_op
    transform.pdlx.match.attribute "sym_name" = "forward" in %f : !transform.any_op

They are defined through the same public API a user's extension uses
(`ods.op`, `attach`, `TransformSemantics`, `register_compile_hook`), so
matchers using them compile like matchers of core ops. mlir-opt does not
know them: a matcher file using them runs in pdlx only.
"""

from __future__ import annotations

from pdlx import ods
from pdlx.compile.matcher import SINGLE_OP, Handle, MatcherCodegen, register_compile_hook
from pdlx.ir.attributes import Attribute
from pdlx.ir.context import Context, OpDef
from pdlx.ir.snapshot import Snapshot
from pdlx.ir.views import Operation
from pdlx.transform import extension as X
from pdlx.transform.extension import TransformSemantics, attach, fixed_effects
from pdlx.transform.ops.base import I64_NON_NEGATIVE, MATCH_OP, TRANSFORM_OP
from pdlx.transform.ops.common import emit_definite, int_attr
from pdlx.transform.ops.types import HANDLE
from pdlx.transform.outcome import Outcome, silenceable, success
from pdlx.transform.results import TransformResults
from pdlx.transform.state import TransformState
from pdlx.transform.types import HandleKind

USERS = "transform.pdlx.get_users_of_result"
ATTRIBUTE = "transform.pdlx.match.attribute"
SINGLE = "handle must be mapped to exactly one payload op"


# ---------------------------------------------------------------------------
# transform.pdlx.get_users_of_result


def result_range_message(snap: Snapshot, target: int, n: int) -> str:
    count = len(snap.ops[target].results)
    return f"result number {n} out of range: the operation has {count} result{'s' * (count != 1)}"


def users_of(snap: Snapshot, target: int, n: int) -> list[int]:
    """The ops using result `n` of `target`, in use-list order (as
    get_consumers_of_result), each op once."""
    return list(dict.fromkeys(user for user, _ in snap.uses(snap.ops[target].results[n])))


def apply_users(op: Operation, results: TransformResults, state: TransformState) -> Outcome:
    n = int_attr(op, "result_number", 0) or 0
    targets = state.payload_ops(op.snapshot.ops[op.id].operands[0])
    if len(targets) != 1:
        return emit_definite(state, op, SINGLE)[0]
    snap = state.payload
    if len(snap.ops[targets[0]].results) <= n:
        return silenceable(op.loc, result_range_message(snap, targets[0], n))
    results.set_ops(0, users_of(snap, targets[0], n))
    return success()


def compile_users(g: MatcherCodegen, op: int) -> None:
    rec = g.t.ops[op]
    h = g.handle(rec.operands[0])
    n = int_attr(g.op(op), "result_number", 0) or 0
    target = g.ensure_single(op, h, SINGLE)
    out = g.fresh("users")
    g.line(
        f"if len(ops[{target}].results) <= {n}: "
        + g.miss(op, result_range_message, "P", target, str(n))
    )
    g.line(f"{out} = {g.const(users_of)}(P, {target}, {n})")
    g.define(rec.results[0], Handle(out, HandleKind.OP))


def users_op() -> OpDef:
    return attach(
        ods.op(
            USERS,
            operands=[ods.Operand("target", HANDLE)],
            results=[ods.Result("users", HANDLE)],
            attributes=[ods.Attr("result_number", I64_NON_NEGATIVE)],
            traits=[TRANSFORM_OP, MATCH_OP],
            assembly_format=(
                "$target `[` $result_number `]` attr-dict `:` functional-type(operands, results)"
            ),
            summary="The ops using a result of the target op (a match op)",
        ),
        TransformSemantics(apply_users, X.navigation_effects, match_op=True, navigation_op=True),
    )


# ---------------------------------------------------------------------------
# transform.pdlx.match.attribute


def attribute_mismatch(name: str, actual: Attribute, expected: Attribute) -> str:
    return f"attribute '{name}' is {actual}, expected {expected}"


def missing_attribute(name: str) -> str:
    return f"operation has no attribute '{name}'"


def match_attribute(
    op: Operation, current: int | None, results: TransformResults, state: TransformState
) -> Outcome:
    name = op.attr("name")
    expected = op.attr("value")
    assert current is not None and name is not None
    key = getattr(name, "value", "")
    actual = Operation(state.payload, current).attr(key)
    if actual is None:
        return silenceable(op.loc, missing_attribute(key))
    if expected is not None and actual != expected:
        return silenceable(op.loc, attribute_mismatch(key, actual, expected))
    return success()


def compile_attribute(g: MatcherCodegen, op: int) -> None:
    rec = g.t.ops[op]
    view = g.op(op)
    key = getattr(view.attr("name"), "value", "")
    expected = view.attr("value")
    cur = g.ensure_single(op, g.handle(rec.operands[0]), SINGLE_OP)
    actual = g.fresh("attr")
    g.line(f"{actual} = {g.const(Operation)}(P, {cur}).attr({g.const(key)})")
    g.line(f"if {actual} is None: " + g.miss(op, missing_attribute(key)))
    if expected is not None:
        g.line(
            f"if {actual} != {g.const(expected)}: "
            + g.miss(op, attribute_mismatch, g.const(key), actual, g.const(expected))
        )


def attribute_op() -> OpDef:
    return attach(
        ods.op(
            ATTRIBUTE,
            operands=[ods.Operand("operand_handle", HANDLE)],
            attributes=[
                ods.Attr("name", ods.StrAttr),
                ods.Attr("value", ods.AnyAttr, optional=True),
            ],
            traits=[MATCH_OP],
            assembly_format=(
                "$name (`=` $value^)? `in` $operand_handle attr-dict `:` type($operand_handle)"
            ),
            summary="Matches a single op that has the attribute (with the value, if given)",
        ),
        TransformSemantics(
            X.single_op_matcher(match_attribute), fixed_effects(reads_payload=True), match_op=True
        ),
    )


def register(ctx: Context) -> None:
    """Add the two ops, with their compile hooks, to `ctx`."""
    ctx.register_op(users_op())
    ctx.register_op(attribute_op())
    register_compile_hook(ctx, USERS, compile_users)
    register_compile_hook(ctx, ATTRIBUTE, compile_attribute)


__all__ = ["ATTRIBUTE", "USERS", "register"]
