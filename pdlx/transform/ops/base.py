"""What every core transform op definition shares: the trait objects of
the transform op interfaces (TransformOpInterface, MatchOpInterface,
PossibleTopLevelTransformOpTrait), effect presets, attribute constraints,
and the helpers the verifiers of TransformOps.cpp share (MLIR's messages).

Op verifiers yield diagnostics (the verifier stops at the first error);
symbol-use verifiers return one or None (they run when the enclosing
symbol table is verified, after the nested ops)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from pdlx import ods
from pdlx.ir import types as T
from pdlx.ir.attributes import (
    ArrayAttr,
    Attribute,
    DictionaryAttr,
    IntegerAttr,
    SymbolRefAttr,
    TypeAttr,
)
from pdlx.ir.context import IS_TERMINATOR, Context
from pdlx.ir.diagnostics import Diagnostic
from pdlx.ir.snapshot import Snapshot
from pdlx.ir.symbols import lookup_nearest_symbol_from
from pdlx.ir.types import FunctionType
from pdlx.ir.views import Operation
from pdlx.ods import OpSpec
from pdlx.transform import extension as X
from pdlx.transform.extension import (
    TransformSemantics,
    fixed_effects,
    semantics_of,
)
from pdlx.transform.outcome import Outcome
from pdlx.verify.verifier import op_diag

# ---------------------------------------------------------------------------
# Traits, effects and attribute constraints the definitions share

TRANSFORM_OP = X.transform_op_interface_trait()
"""TransformOpInterface (its verifier checks the declared effects)."""
POSSIBLE_TOP_LEVEL = X.possible_top_level_trait()
"""PossibleTopLevelTransformOpTrait."""
MATCH_OP = X.match_op_interface_trait()
"""MatchOpInterface."""
IMPLICIT_YIELD = ods.SingleBlockImplicitTerminator("transform.yield")
GRAPH_REGION_NO_TERMINATOR: Final = (ods.NoTerminator, ods.SingleBlock, ods.GraphRegion)
"""The traits of the pattern regions of apply_patterns and friends."""

READS_MODIFIES = fixed_effects(modifies_payload=True)
"""Operands read, the payload read and modified."""
READS_PAYLOAD = fixed_effects(reads_payload=True)
"""Operands and the payload read."""
NO_EFFECTS = fixed_effects()
"""Operands read, no payload effect."""

I64_POSITIVE = ods.confined(
    ods.I64Attr, lambda a: isinstance(a, IntegerAttr) and a.value > 0, "whose value is positive"
)
I64_NON_NEGATIVE = ods.confined(
    ods.I64Attr,
    lambda a: isinstance(a, IntegerAttr) and a.value >= 0,
    "whose value is non-negative",
)
"""An operand or result position (MLIR 22 takes any i64 there and crashes on
a negative one; pdlx's verifier refuses it, in the words of MLIR's
`ConfinedAttr<I64Attr, [IntNonNegative]>`)."""
MINUS_ONE = IntegerAttr(-1, T.i64)
"""The default of the `max_*` attributes meaning "no limit"."""
FUNCTION_TYPE_ATTR: Final = ods.AttrConstraint(
    "function type attribute",
    lambda a: isinstance(a, TypeAttr) and isinstance(a.value, T.FunctionType),
    None,
    TypeAttr,
)


def core_semantics(
    apply: X.ApplyFn,
    effects: X.EffectsFn,
    *,
    match_op: bool = False,
    navigation: bool = False,
    top_level: bool = False,
    repeated: bool | Callable[[Operation], bool] = False,
    tracking: bool = False,
) -> TransformSemantics:
    """The semantics of a core op, with the interface flags by keyword."""
    return TransformSemantics(
        apply,
        effects,
        allows_repeated_handle_operands=repeated,
        report_tracking_failures=tracking,
        match_op=match_op,
        navigation_op=navigation,
        possible_top_level=top_level,
    )


# ---------------------------------------------------------------------------
# Verifier helpers

NAMED_SEQUENCE = "transform.named_sequence"


def ctx_of(op: Operation) -> Context:
    """The context an op's verifier asks (the default one)."""
    return Context.default()


def op_spec(op: Operation) -> OpSpec:
    """The ODS spec of a registered op (its verifier runs only then)."""
    opdef = ctx_of(op).op(op.name)
    assert opdef is not None and isinstance(opdef.spec, OpSpec)
    return opdef.spec


def op_err(op: Operation, message: str) -> Diagnostic:
    """emitOpError: "'name' op message" with the current-operation note."""
    return ods.op_error(op, message)


def plain_err(op: Operation, message: str) -> Diagnostic:
    """emitError: the message at the op, with the current-operation note."""
    return op_diag(op.snapshot, op.id, message)


def entry_block(op: Operation, region_index: int = 0) -> int | None:
    """The first block of region `region_index` of `op`, or None."""
    snap = op.snapshot
    regions = snap.ops[op.id].regions
    if region_index >= len(regions):
        return None
    blocks = snap.regions[regions[region_index]].blocks
    return blocks[0] if blocks else None


def might_be_terminator(ctx: Context, name: str) -> bool:
    """Operation::mightHaveTrait<IsTerminator>: unregistered ops might."""
    opdef = ctx.op(name)
    return opdef is None or IS_TERMINATOR in opdef.traits


def consumes_value(ctx: Context, snap: Snapshot, user: int, value: int) -> bool:
    """isValueUsePotentialConsumer: any non-transform user may consume; a
    transform op consumes the value if an operand holding it is consumed."""
    sem = semantics_of(ctx, snap.ops[user].name)
    if sem is None:
        return True
    consumed = sem.effects(Operation(snap, user)).consumed
    return any(v == value and i in consumed for i, v in enumerate(snap.ops[user].operands))


def check_double_consume(
    ctx: Context, snap: Snapshot, value: int, report: Diagnostic
) -> Diagnostic | None:
    """MLIR's checkDoubleConsume over the value's uses (newest first)."""
    first: tuple[int, int] | None = None
    for user, index in snap.uses(value):
        if not consumes_value(ctx, snap, user, value):
            continue
        if first is None:
            first = (user, index)
            continue
        report.attach_note(f"used here as operand #{first[1]}", snap.ops[first[0]].loc)
        report.attach_note(f"used here as operand #{index}", snap.ops[user].loc)
        return report
    return None


def arg_attrs(op: Operation, i: int) -> DictionaryAttr | None:
    a = op.attr("arg_attrs")
    if isinstance(a, ArrayAttr) and i < len(a.elements):
        d = a.elements[i]
        return d if isinstance(d, DictionaryAttr) else None
    return None


def function_type(op: Operation) -> FunctionType:
    a = op.attr("function_type")
    if isinstance(a, TypeAttr) and isinstance(a.value, FunctionType):
        return a.value
    return FunctionType((), ())


def is_external(op: Operation) -> bool:
    """FunctionOpInterface::isExternal: no body block."""
    return entry_block(op) is None


def lookup_function(op: Operation, ref: Attribute | None) -> Operation | None:
    """lookupNearestSymbolFrom, returning only FunctionOpInterface ops."""
    if not isinstance(ref, SymbolRefAttr):
        return None
    found = lookup_nearest_symbol_from(op.snapshot, op.id, ref)
    if found is None:
        return None
    callee = Operation(op.snapshot, found)
    if not isinstance(callee.attr("function_type"), TypeAttr):
        return None
    return callee


def first_diag(outcome: Outcome) -> Diagnostic | None:
    """checkAndReport inside a symbol-use verifier: the first diagnostic
    (the others attached as they are reported together)."""
    if outcome.succeeded:
        return None
    return outcome.diagnostics[0] if outcome.diagnostics else None
