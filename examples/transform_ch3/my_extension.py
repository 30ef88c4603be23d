"""Chapter 3 of MLIR's Transform dialect tutorial, as a pdlx extension.

MLIR's tutorial (mlir/examples/transform/Ch3: MyExtension.td,
MyExtensionTypes.td, MyExtension.cpp) adds to the transform dialect:

* `transform.my.change_call_target %call, "name" : <type>`: for each
  `func.call` payload op of the handle, set its callee to `@name`. Reads the
  handle, modifies the payload.
* `transform.my.call_to_op %call : (!transform.my.call_op_interface) -> ...`:
  replace each call with an op `my.mm4` (an unregistered op taking the
  call's operands and result types) and return handles to the new ops.
  Consumes the handle ("FunctionalStyleTransformOpTrait").
* `!transform.my.call_op_interface`: a handle type whose payload must be ops
  implementing `CallOpInterface` (its `checkPayload`).

This module defines the same with pdlx's public API only, as a user of
pdlx would: `pdlx.ods` for the syntax and the verifier,
`pdlx.transform.extension` for the semantics and the effects, and a handle
type with a `check_payload`. `register(ctx)` adds them to a context; the
command line loads the module with

    pdlx-opt --load-pdlx-extension=examples/transform_ch3/my_extension.py ...

README.md next to this file walks through it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from pdlx import ods
from pdlx.ir.context import Context, OpDef
from pdlx.transform.ops.types import HANDLE, OperationType
from pdlx.ir.attributes import StringAttr, SymbolRefAttr
from pdlx.ir.interfaces import CallOpInterface
from pdlx.transform import extension as X
from pdlx.transform.extension import Effects, TransformSemantics, attach
from pdlx.transform.outcome import Outcome, silenceable, success
from pdlx.transform.types import OpHandleType

if TYPE_CHECKING:
    from pdlx.ir.location import Location
    from pdlx.ir.snapshot import Snapshot
    from pdlx.ir.views import Operation
    from pdlx.transform.results import TransformResults
    from pdlx.transform.state import MappedValue, TransformState


# ---------------------------------------------------------------------------
# CallOpInterface: which payload ops are calls


def implements_call_op_interface(snap: Snapshot, op: int) -> bool:
    """`isa<CallOpInterface>(op)`: the op is registered and declares the
    interface (a `CallOpInterface` trait, or the `CallOpInterface` op
    interface pdlx's call graph reads, as `func.call` and `transform.include`
    implement)."""
    opdef = Context.default().op(snap.ops[op].name)
    return opdef is not None and (
        opdef.has_trait("CallOpInterface") or opdef.interface(CallOpInterface) is not None
    )


# ---------------------------------------------------------------------------
# The type: !transform.my.call_op_interface (MyExtensionTypes.td)


@dataclass(frozen=True, slots=True)
class CallOpInterfaceHandleType(ods.DialectType, OpHandleType):
    """A handle to payload operations implementing CallOpInterface.

    `ods.DialectType` gives it its syntax (`!transform.my.call_op_interface`,
    no parameters); `OpHandleType` makes it an operation handle
    (TransformHandleTypeInterface) for the interpreter."""

    dialect_name: ClassVar[str] = "transform"
    mnemonic: ClassVar[str] = "my.call_op_interface"
    assembly_format: ClassVar[str | None] = ""
    ods_name: ClassVar[str | None] = "CallOpInterfaceHandle"

    def check_payload(
        self, state: TransformState, loc: Location, payload: Sequence[Any]
    ) -> Outcome:
        """MLIR's checkPayload: called before the handle is associated with
        `payload` (a list of payload op ids). A silenceable failure, by
        convention, since it checks a precondition."""
        snap = state.payload
        for op in payload:
            if implements_call_op_interface(snap, op):
                continue
            diag = silenceable(loc, "expected the payload operation to implement CallOpInterface")
            diag.attach_note("offending operation", snap.ops[op].loc)
            return diag
        return success()


CALL_OP_INTERFACE_HANDLE = ods.type_is(
    CallOpInterfaceHandleType, "handle to payload operations implementing CallOpInterface"
)
"""ODS `CallOpInterfaceHandle` as an operand constraint (the summary is the
type's: it appears in "operand #0 must be ..." messages)."""

FUNC_CALL_HANDLE = ods.type_constraint(
    "Transform IR handle to func.call operations",
    lambda t: isinstance(t, OperationType) and t.operation_name == "func.call",
)
"""ODS `Transform_ConcreteOpType<"func.call">`."""


# ---------------------------------------------------------------------------
# transform.my.change_call_target (MyExtension.td: ChangeCallTargetOp)


def change_call_target_to_one(
    op: Operation, call: int, state: TransformState
) -> Sequence[MappedValue]:
    """ChangeCallTargetOp::applyToOne: `call.setCallee(getNewTarget())`.
    The op is modified in place, so handles to it stay valid."""
    new_target = op.attr("new_target")
    assert isinstance(new_target, StringAttr)  # the verifier guarantees it
    rewriter = state.rewriter()
    rewriter.set_property(call, "callee", SymbolRefAttr(new_target.value))
    rewriter.commit()
    return []  # no results


def apply_change_call_target(
    op: Operation, results: TransformResults, state: TransformState
) -> Outcome:
    # TransformEachOpTrait with `func::CallOp` as the payload op type: any
    # other op gets "transform applied to the wrong op kind".
    return X.apply_each(
        op,
        results,
        state,
        lambda call, st: change_call_target_to_one(op, call, st),
        accepts=lambda target: state.payload.ops[target].name == "func.call",
    )


def change_call_target_effects(op: Operation) -> Effects:
    """onlyReadsHandle(call) + modifiesPayload: the handle stays valid."""
    return Effects(consumed=frozenset(), reads_payload=True, modifies_payload=True)


def change_call_target_op() -> OpDef:
    return attach(
        ods.op(
            "transform.my.change_call_target",
            operands=[
                ods.Operand("call", ods.any_type_of(FUNC_CALL_HANDLE, CALL_OP_INTERFACE_HANDLE))
            ],
            attributes=[ods.Attr("new_target", ods.StrAttr)],
            traits=[X.transform_op_interface_trait()],
            assembly_format="$call `,` $new_target attr-dict `:` qualified(type($call))",
            summary="Changes the callee of a call operation to the specified one",
        ),
        TransformSemantics(apply_change_call_target, change_call_target_effects),
    )


# ---------------------------------------------------------------------------
# transform.my.call_to_op (MyExtension.td: CallToOp)


def call_to_op_to_one(call: int, state: TransformState) -> Sequence[MappedValue]:
    """CallToOp::applyToOne: replace the call with an unregistered `my.mm4`
    op taking its operands and producing its result types; the new op is
    this application's entry of the `transformed` result."""
    rewriter = state.rewriter()
    rewriter.set_insertion_point_before(call)  # as applyTransformToEach does
    rec = rewriter.op_record(call)
    result_types = [rewriter.value_record(r).type for r in rec.results]
    replacement = rewriter.create_op("my.mm4", rec.operands, result_types, loc=rec.loc)
    rewriter.replace_op(call, rewriter.op_record(replacement).results)
    rewriter.commit()
    return [replacement]


def apply_call_to_op(op: Operation, results: TransformResults, state: TransformState) -> Outcome:
    # TransformEachOpTrait with `CallOpInterface` as the payload op type.
    return X.apply_each(
        op,
        results,
        state,
        call_to_op_to_one,
        accepts=lambda target: implements_call_op_interface(state.payload, target),
    )


def functional_style_effects(op: Operation) -> Effects:
    """FunctionalStyleTransformOpTrait: every handle operand consumed, every
    result produced, the payload modified."""
    operands = op.snapshot.ops[op.id].operands
    return Effects(
        consumed=frozenset(range(len(operands))), reads_payload=True, modifies_payload=True
    )


def call_to_op_op() -> OpDef:
    return attach(
        ods.op(
            "transform.my.call_to_op",
            operands=[ods.Operand("call", CALL_OP_INTERFACE_HANDLE)],
            results=[ods.Result("transformed", HANDLE)],
            traits=[X.transform_op_interface_trait()],
            assembly_format="$call attr-dict `:` functional-type(operands, results)",
        ),
        TransformSemantics(apply_call_to_op, functional_style_effects),
    )


# ---------------------------------------------------------------------------
# Registration (MyExtension::init)


def register(ctx: Context) -> None:
    """Add the extension's type and ops to the transform dialect of `ctx`
    (a context with the core dialects loaded, as pdlx-opt gives)."""
    ctx.register_type(CallOpInterfaceHandleType)
    ctx.register_op(change_call_target_op())
    ctx.register_op(call_to_op_op())


__all__ = [
    "CallOpInterfaceHandleType",
    "call_to_op_op",
    "change_call_target_op",
    "implements_call_op_interface",
    "register",
]
