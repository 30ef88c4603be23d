"""MLIR's test extension of the transform dialect: the `transform.test_*` ops
and the `!transform.test_dialect_op` / `!transform.test_dialect_param` types.

A port of `mlir/test/lib/Dialect/Transform/TestTransformDialectExtension.td`
and `.cpp`, `TestTransformDialectExtensionTypes.td` and
`TestTransformStateExtension.h/.cpp` as mlir-opt-22 (22.1.8) registers them.
Upstream's transform tests (test-interpreter.mlir, expensive-checks.mlir,
ops-invalid.mlir, ...) exercise the interpreter through these ops: ops that
consume handles, produce null or mistyped results, erase or replace payload,
keep state extensions, re-enter regions. Porting them is what lets pdlx run
those tests unchanged.

They are defined with the same public API a user of pdlx has
(`pdlx.ods` for syntax and verifiers, `pdlx.transform.extension`
for semantics and effects), which makes this module a third, adversarial
example of that API after the core ops. Like the rest of `pdlx.testing` it
is test scaffolding: registered only in a context that asked for the test
extensions (`pdlx-opt --pdlx-testing`, `PDLX_TESTING=1`,
`pdlx.testing.register_test_extensions(ctx)`).

Ops MLIR 22 no longer has (`test_print_remark_at_operand`, `test_print_param`,
`test_print_number_of_associated_payload_ir_*`,
`test_produce_integer_param_with_type`) are deliberately absent: pdlx reports
them as unknown, as mlir-opt-22 does.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import ClassVar, Final, cast

from pdlx import ods
from pdlx.ir import types as T
from pdlx.ir.attributes import UNIT, Attribute, DictionaryAttr, IntegerAttr, StringAttr
from pdlx.ir.context import Context, OpDef
from pdlx.ir.diagnostics import Diagnostic, Severity
from pdlx.ir.location import Location
from pdlx.ir.rewriter import Rewriter
from pdlx.ir.views import Operation
from pdlx.rewrite.patterns import PayloadState as PatternState
from pdlx.rewrite.patterns import (
    RewritePattern,
    conversion_pattern_descriptor,
    pattern_descriptor,
    type_converter_builder,
)
from pdlx.syntax.asm import OpAsmParser, OpAsmPrinter
from pdlx.transform import extension as X
from pdlx.transform.extension import Effects, TransformSemantics, attach
from pdlx.transform.ops.common import (
    emit_definite,
    int_attr,
    op_diagnostic,
    silenceable_at,
    str_attr,
    unit_attr,
)
from pdlx.transform.ops.types import ANY_HANDLE_OR_PARAM, HANDLE, PARAM, VALUE_HANDLE
from pdlx.transform.outcome import Outcome, definite, silenceable, success
from pdlx.transform.results import TransformResults
from pdlx.transform.state import Extension, MappedValue, TransformState
from pdlx.transform.types import OpHandleType, ParamType, PayloadState

DIALECT: Final = "transform"

# The interfaces and traits MLIR's .td lists, as pdlx traits (verification
# follows trait order, as in MLIR).
TRANSFORM_OP: Final = X.transform_op_interface_trait()
POSSIBLE_TOP_LEVEL: Final = X.possible_top_level_trait()
MATCH_OP: Final = X.match_op_interface_trait()
NO_MEMORY_EFFECT: Final = ods.Trait("NoMemoryEffect")


# ---------------------------------------------------------------------------
# Types (TestTransformDialectExtensionTypes.td)


@dataclass(frozen=True, slots=True)
class TestDialectOpType(ods.DialectType, OpHandleType):
    """`!transform.test_dialect_op`: a handle to ops of the `test` dialect."""

    dialect_name: ClassVar[str] = DIALECT
    mnemonic: ClassVar[str] = "test_dialect_op"
    assembly_format: ClassVar[str | None] = ""
    ods_name: ClassVar[str | None] = "TestTransformTestDialectHandleType"

    def check_payload(
        self, state: PayloadState, loc: Location, payload: Sequence[object]
    ) -> Outcome:
        snap = state.payload
        for op in payload:
            assert isinstance(op, int)  # an op handle's payload: op ids
            if snap.ops[op].name.partition(".")[0] != "test":
                return silenceable(
                    loc, "expected the payload operation to belong to the 'test' dialect"
                )
        return success()


@dataclass(frozen=True, slots=True)
class TestDialectParamType(ods.DialectType, ParamType):
    """`!transform.test_dialect_param`: parameters that are i32 integers."""

    dialect_name: ClassVar[str] = DIALECT
    mnemonic: ClassVar[str] = "test_dialect_param"
    assembly_format: ClassVar[str | None] = ""
    ods_name: ClassVar[str | None] = "TestTransformTestDialectParamType"

    def check_payload(
        self, state: PayloadState, loc: Location, payload: Sequence[object]
    ) -> Outcome:
        for a in payload:
            if isinstance(a, IntegerAttr) and a.type == T.i32:
                continue
            return silenceable(loc, "expected the parameter to be a i32 integer attribute")
        return success()


TEST_DIALECT_PARAM: Final = ods.TypeConstraint(
    "", lambda t: isinstance(t, TestDialectParamType), TestDialectParamType(), TestDialectParamType
)


# ---------------------------------------------------------------------------
# The state extension (TestTransformStateExtension.h/.cpp)


class TestTransformStateExtension(Extension):
    """Carries a message; lets `test_remap_operand_to_self` re-point handles
    through the Extension API (replace_payload_value / replace_payload_op)."""

    def __init__(self, state: TransformState, message: str) -> None:
        super().__init__(state)
        self.message = message

    def update_mapping(self, previous: int, updated: int) -> bool:
        """Point the handles of `previous` (and of its results) at `updated`.
        Fails (after an error) if a result of `previous` that `updated` does
        not have is still tracked by a value handle."""
        state = self.state
        snap = state.payload
        old_results = snap.ops[previous].results
        new_results = snap.ops[updated].results
        for r in old_results[len(new_results) :]:
            if state.handles_for_payload_value(r, include_out_of_scope=False):
                state.sink.error(
                    snap.ops[previous].loc,
                    "cannot replace an op with another op producing fewer results while "
                    "tracking handles",
                )
                return False
        for old, new in zip(old_results, new_results, strict=False):
            if not self.replace_payload_value(old, new):
                return False
        return self.replace_payload_op(previous, updated)


# ---------------------------------------------------------------------------
# Shared helpers


def _sem(
    apply: X.ApplyFn,
    effects: X.EffectsFn,
    *,
    match_op: bool = False,
    top_level: bool = False,
    repeated: bool | Callable[[Operation], bool] = False,
) -> TransformSemantics:
    return TransformSemantics(
        apply,
        effects,
        allows_repeated_handle_operands=repeated,
        match_op=match_op,
        possible_top_level=top_level,
    )


def _operands(op: Operation) -> tuple[int, ...]:
    return op.snapshot.ops[op.id].operands


def _no_effects(op: Operation) -> Effects:
    """Operands only read, results produced, no payload effect (MLIR's
    onlyReadsHandle + producesHandle, or no effects at all)."""
    return Effects()


def _reads_payload(op: Operation) -> Effects:
    """onlyReadsHandle + producesHandle + onlyReadsPayload."""
    return Effects(reads_payload=True)


def _reads_handles_modifies_payload(op: Operation) -> Effects:
    """onlyReadsHandle + modifiesPayload."""
    return Effects(reads_payload=True, modifies_payload=True)


def _consumes_all(op: Operation) -> Effects:
    """consumesHandle on every operand + modifiesPayload; also what
    FunctionalStyleTransformOpTrait declares."""
    return Effects(frozenset(range(len(_operands(op)))), True, True)


_functional_style = _consumes_all


def _consumes_first(op: Operation) -> Effects:
    """consumesHandle(operand #0) + modifiesPayload."""
    return Effects(frozenset({0}), True, True)


def _remark(state: TransformState, op: Operation, message: str) -> Diagnostic:
    """`emitRemark() << message` on the transform op, reported now."""
    d = op_diagnostic(op.snapshot, op.id, Severity.REMARK, message)
    state.sink.emit(d)
    return d


def _default_silenceable(op: Operation, state: TransformState, target: int) -> Outcome:
    """TransformOpInterface::emitDefaultSilenceableFailure."""
    out = silenceable_at(op, "failed to apply")
    return out.attach_note("when applied to this op", state.payload.ops[target].loc)


def _cxx_verifier(traits: Sequence[ods.Trait]) -> Callable[[Operation], Iterator[Diagnostic]]:
    """The verifier of an op written in C++ rather than ODS: its traits'
    checks only, no operand/result/attribute counts or constraints."""

    def verify(op: Operation) -> Iterator[Diagnostic]:
        ctx = Context.default()
        for t in traits:
            if t.verify is not None:
                d = t.verify(op, ctx)
                if d is not None:
                    yield d
                    return

    return verify


# ---------------------------------------------------------------------------
# Ops defined in C++ (TestTransformDialectExtension.cpp)


def _parse_test_transform_op(p: OpAsmParser) -> None:
    """An optional string, stored as the discardable `message` attribute.
    Like MLIR's `parseOptionalAttribute(StringAttr &)`, anything but a
    string token is left for the next operation to trip on."""
    message = p.parse_optional_string()
    if message is not None:
        p.add_attribute("message", StringAttr(message))


def _print_test_transform_op(p: OpAsmPrinter) -> None:
    message = p.op.attr("message")
    if message is not None:
        p.write(" ")
        p.print_attribute(message)


def _apply_test_transform_op(
    op: Operation, results: TransformResults, state: TransformState
) -> Outcome:
    message = op.attr("message")
    _remark(state, op, "applying transformation" + (f" {message}" if message is not None else ""))
    return success()


def test_transform_op() -> OpDef:
    """`transform.test_transform_op ["message"]`: emits a remark; written in
    C++ upstream to show non-ODS ops can join the dialect. No effects."""
    traits = [TRANSFORM_OP]
    opdef = ods.op(
        "transform.test_transform_op",
        traits=traits,
        parser=_parse_test_transform_op,
        printer=_print_test_transform_op,
    )
    opdef.verify = _cxx_verifier(traits)
    return attach(opdef, _sem(_apply_test_transform_op, _no_effects))


def test_transform_unrestricted_op_no_interface() -> OpDef:
    """Generic-form only; exists to exercise the verifier of
    PossibleTopLevelTransformOpTrait without ODS's stricter checks."""
    traits = [POSSIBLE_TOP_LEVEL, TRANSFORM_OP]
    opdef = ods.op("transform.test_transform_unrestricted_op_no_interface", traits=traits)
    opdef.verify = _cxx_verifier(traits)
    return attach(opdef, _sem(lambda op, r, s: success(), _no_effects, top_level=True))


# ---------------------------------------------------------------------------
# Handle producers

_NULL = cast("list[int | Attribute]", [None])
"""A null payload (MLIR's nullptr op, value or attribute): what these test
ops hand the state so that it reports it; no real op ever produces one."""


def _apply_produce_self_handle_or_forward_operand(
    op: Operation, results: TransformResults, state: TransformState
) -> Outcome:
    operands = _operands(op)
    if operands:
        # The operand's defining op, a transform op (the payload is the
        # module that contains the transform IR); a block argument has none,
        # which the state reports as a null payload op.
        rec = op.snapshot.values[operands[0]]
        results.set_mapped(0, _NULL if rec.is_arg else [rec.owner])
    else:
        results.set_ops(0, [op.id])
    return success()


def test_produce_self_handle_or_forward_operand() -> OpDef:
    """`transform.test_produce_self_handle_or_forward_operand`."""
    return attach(
        ods.op(
            "transform.test_produce_self_handle_or_forward_operand",
            operands=[ods.Operand("operand", HANDLE, optional=True)],
            results=[ods.Result("res", HANDLE)],
            traits=[TRANSFORM_OP],
            assembly_format="($operand^)? attr-dict `:` functional-type($operand, $res)",
        ),
        _sem(_apply_produce_self_handle_or_forward_operand, _no_effects),
    )


def _apply_produce_value_handle_to_self_operand(
    op: Operation, results: TransformResults, state: TransformState
) -> Outcome:
    results.set_values(0, [_operands(op)[0]])
    return success()


def test_produce_value_handle_to_self_operand() -> OpDef:
    """`transform.test_produce_value_handle_to_self_operand`."""
    return attach(
        ods.op(
            "transform.test_produce_value_handle_to_self_operand",
            operands=[ods.Operand("in", HANDLE)],
            results=[ods.Result("out", VALUE_HANDLE)],
            traits=[TRANSFORM_OP],
            assembly_format="$in attr-dict `:` functional-type(operands, results)",
        ),
        _sem(_apply_produce_value_handle_to_self_operand, _reads_payload),
    )


ApplyToOne = Callable[[Operation, int, TransformState], Outcome | Sequence[MappedValue | None]]
"""An `applyToOne(op, target, state)`: an outcome or the target's results."""


def _each(apply_to_one: ApplyToOne) -> X.ApplyFn:
    """TransformEachOpTrait around an `applyToOne(op, target, state)`."""

    def apply(op: Operation, results: TransformResults, state: TransformState) -> Outcome:
        return X.apply_each(op, results, state, lambda t, s: apply_to_one(op, t, s))

    return apply


def _value_handle_to_result(
    op: Operation, target: int, state: TransformState
) -> Outcome | Sequence[MappedValue | None]:
    number = int_attr(op, "number", 0) or 0
    res = state.payload.ops[target].results
    if len(res) <= number:
        return silenceable_at(op, f"payload has no result #{number}")
    return [res[number]]


def _value_handle_to_block_arg(
    op: Operation, target: int, state: TransformState
) -> Outcome | Sequence[MappedValue | None]:
    number = int_attr(op, "number", 0) or 0
    snap = state.payload
    block = snap.ops[target].parent
    if not block:
        return silenceable_at(op, "payload has no parent block")
    args = snap.blocks[block].args
    if len(args) <= number:
        return silenceable_at(op, f"parent of the payload has no argument #{number}")
    return [args[number]]


def _value_handle_each_op(name: str, apply_to_one: ApplyToOne) -> OpDef:
    return attach(
        ods.op(
            name,
            operands=[ods.Operand("in", HANDLE)],
            results=[ods.Result("out", VALUE_HANDLE)],
            attributes=[ods.Attr("number", ods.I64Attr)],
            traits=[TRANSFORM_OP],
            assembly_format="$in `,` $number attr-dict `:` functional-type(operands, results)",
        ),
        _sem(_each(apply_to_one), _reads_payload),
    )


def test_produce_value_handle_to_result() -> OpDef:
    """`transform.test_produce_value_handle_to_result`."""
    return _value_handle_each_op(
        "transform.test_produce_value_handle_to_result", _value_handle_to_result
    )


def test_produce_value_handle_to_argument_of_parent_block() -> OpDef:
    """`transform.test_produce_value_handle_to_argument_of_parent_block`."""
    return _value_handle_each_op(
        "transform.test_produce_value_handle_to_argument_of_parent_block",
        _value_handle_to_block_arg,
    )


def _apply_copy_payload(op: Operation, results: TransformResults, state: TransformState) -> Outcome:
    results.set_ops(0, state.payload_ops(_operands(op)[0]))
    return success()


def test_copy_payload() -> OpDef:
    """`transform.test_copy_payload`."""
    return attach(
        ods.op(
            "transform.test_copy_payload",
            operands=[ods.Operand("handle", HANDLE)],
            results=[ods.Result("copy", HANDLE)],
            traits=[TRANSFORM_OP],
            assembly_format="$handle attr-dict `:` functional-type(operands, results)",
        ),
        _sem(_apply_copy_payload, _reads_payload),
    )


def _apply_reverse_payload_ops(
    op: Operation, results: TransformResults, state: TransformState
) -> Outcome:
    results.set_ops(0, list(reversed(state.payload_ops(_operands(op)[0]))))
    return success()


def test_reverse_payload_ops() -> OpDef:
    """`transform.test_reverse_payload_ops`."""
    return attach(
        ods.op(
            "transform.test_reverse_payload_ops",
            operands=[ods.Operand("target", HANDLE)],
            results=[ods.Result("result", HANDLE)],
            traits=[TRANSFORM_OP],
            assembly_format="$target attr-dict `:` functional-type(operands, results)",
        ),
        _sem(_apply_reverse_payload_ops, _functional_style),
    )


def _null_producer(name: str, constraint: ods.TypeConstraint) -> OpDef:
    """Ops that assign a null op / value / parameter to their result, which
    the state rejects ("attempting to assign a null ...")."""

    def apply(op: Operation, results: TransformResults, state: TransformState) -> Outcome:
        results.set_mapped(0, _NULL)
        return success()

    return attach(
        ods.op(
            name,
            results=[ods.Result("out", constraint)],
            traits=[TRANSFORM_OP],
            assembly_format="attr-dict `:` type($out)",
        ),
        _sem(apply, _no_effects),
    )


def test_produce_null_payload() -> OpDef:
    """`transform.test_produce_null_payload`."""
    return _null_producer("transform.test_produce_null_payload", HANDLE)


def test_produce_null_param() -> OpDef:
    """`transform.test_produce_null_param`."""
    return _null_producer("transform.test_produce_null_param", PARAM)


def test_produce_null_value() -> OpDef:
    """`transform.test_produce_null_value`."""
    return _null_producer("transform.test_produce_null_value", VALUE_HANDLE)


def test_produce_empty_payload() -> OpDef:
    """`transform.test_produce_empty_payload`."""

    def apply(op: Operation, results: TransformResults, state: TransformState) -> Outcome:
        results.set_ops(0, [])
        return success()

    return attach(
        ods.op(
            "transform.test_produce_empty_payload",
            results=[ods.Result("out", HANDLE)],
            traits=[TRANSFORM_OP],
            assembly_format="attr-dict `:` type($out)",
        ),
        _sem(apply, _functional_style),
    )


# ---------------------------------------------------------------------------
# Consumers


def test_consume_operand() -> OpDef:
    """Consumes its operands and does nothing; `allow_repeated_handles`
    switches allowsRepeatedHandleOperands on."""
    return attach(
        ods.op(
            "transform.test_consume_operand",
            operands=[
                ods.Operand("operand", ANY_HANDLE_OR_PARAM),
                ods.Operand("second_operand", HANDLE, optional=True),
            ],
            attributes=[ods.Attr("allow_repeated_handles", ods.UnitAttrC, optional=True)],
            traits=[TRANSFORM_OP],
            assembly_format=(
                "$operand (`,` $second_operand^)? attr-dict `:` type($operand)"
                "(`,` type($second_operand)^)?"
            ),
        ),
        _sem(
            lambda op, r, s: success(),
            _consumes_all,
            repeated=lambda op: unit_attr(op, "allow_repeated_handles"),
        ),
    )


def test_consume_operand_each() -> OpDef:
    """`transform.test_consume_operand_each`."""
    return attach(
        ods.op(
            "transform.test_consume_operand_each",
            operands=[ods.Operand("target", HANDLE)],
            traits=[TRANSFORM_OP],
            assembly_format="$target attr-dict `:` type($target)",
        ),
        _sem(_each(lambda op, t, s: []), _functional_style),
    )


def _apply_consume_operand_of_op_kind_or_fail(
    op: Operation, results: TransformResults, state: TransformState
) -> Outcome:
    payload = state.payload_ops(_operands(op)[0])
    assert len(payload) == 1, "expected a single target op"
    kind = str_attr(op, "op_kind") or ""
    name = state.payload.ops[payload[0]].name
    if name != kind:
        return silenceable_at(
            op, f"op expected the operand to be associated a payload op of kind {kind} got {name}"
        )
    _remark(state, op, "succeeded")
    return success()


def test_consume_operand_of_op_kind_or_fail() -> OpDef:
    """`transform.test_consume_operand_of_op_kind_or_fail`."""
    return attach(
        ods.op(
            "transform.test_consume_operand_of_op_kind_or_fail",
            operands=[ods.Operand("operand", HANDLE)],
            attributes=[ods.Attr("op_kind", ods.StrAttr)],
            traits=[TRANSFORM_OP],
            assembly_format="$operand `,` $op_kind attr-dict `:` type($operand)",
        ),
        _sem(_apply_consume_operand_of_op_kind_or_fail, _consumes_all),
    )


def _match_op_kind(
    op: Operation, target: int | None, results: TransformResults, state: TransformState
) -> Outcome:
    assert target is not None
    kind = str_attr(op, "op_kind") or ""
    name = state.payload.ops[target].name
    if name != kind:
        return silenceable_at(
            op,
            f"op expected the operand to be associated with a payload op of kind {kind} got {name}",
        )
    return success()


def test_succeed_if_operand_of_op_kind() -> OpDef:
    """A match op (SingleOpMatcher): silenceable failure unless the single
    payload op has the given name."""
    return attach(
        ods.op(
            "transform.test_succeed_if_operand_of_op_kind",
            operands=[ods.Operand("operand_handle", HANDLE)],
            attributes=[ods.Attr("op_kind", ods.StrAttr)],
            traits=[MATCH_OP],
            assembly_format="$operand_handle `,` $op_kind attr-dict `:` type($operand_handle)",
        ),
        _sem(X.single_op_matcher(_match_op_kind), _reads_payload, match_op=True),
    )


def _apply_emit_remark_and_erase_operand(
    op: Operation, results: TransformResults, state: TransformState
) -> Outcome:
    _remark(state, op, str_attr(op, "remark") or "")
    rw = state.rewriter()
    try:
        for target in state.payload_ops(_operands(op)[0]):
            if any(rw.uses(r) for r in rw.op_record(target).results):
                return silenceable_at(op, "cannot erase an op that has uses")
            rw.erase_op(target)
    finally:
        rw.commit()
    if unit_attr(op, "fail_after_erase"):
        return silenceable_at(op, "silenceable error")
    return success()


def test_emit_remark_and_erase_operand() -> OpDef:
    """`transform.test_emit_remark_and_erase_operand`."""
    return attach(
        ods.op(
            "transform.test_emit_remark_and_erase_operand",
            operands=[ods.Operand("target", HANDLE)],
            attributes=[
                ods.Attr("remark", ods.StrAttr),
                ods.Attr("fail_after_erase", ods.UnitAttrC, optional=True),
            ],
            traits=[TRANSFORM_OP],
            assembly_format="$target `,` $remark attr-dict `:` type($target)",
        ),
        _sem(_apply_emit_remark_and_erase_operand, _consumes_first),
    )


# ---------------------------------------------------------------------------
# State extensions


def _apply_add_test_extension(
    op: Operation, results: TransformResults, state: TransformState
) -> Outcome:
    state.add_extension(TestTransformStateExtension, str_attr(op, "message") or "")
    return success()


def test_add_test_extension() -> OpDef:
    """`transform.test_add_test_extension`."""
    return attach(
        ods.op(
            "transform.test_add_test_extension",
            attributes=[ods.Attr("message", ods.StrAttr)],
            traits=[TRANSFORM_OP, NO_MEMORY_EFFECT],
            assembly_format="$message attr-dict",
        ),
        _sem(_apply_add_test_extension, _no_effects),
    )


def _apply_check_if_test_extension_present(
    op: Operation, results: TransformResults, state: TransformState
) -> Outcome:
    ext = state.get_extension(TestTransformStateExtension)
    if ext is None:
        _remark(state, op, "extension absent")
        return success()
    d = _remark(state, op, f"extension present, {ext.message}")
    handle = _operands(op)[0]
    # (Upstream also asserts, in debug builds only, that the handle maps
    # back to each payload op; mlir-opt-22 is a release build.)
    for p in state.payload_ops(handle):
        d.attach_note("associated payload op", state.payload.ops[p].loc)
    return success()


def test_check_if_test_extension_present() -> OpDef:
    """`transform.test_check_if_test_extension_present`."""
    return attach(
        ods.op(
            "transform.test_check_if_test_extension_present",
            operands=[ods.Operand("operand", HANDLE)],
            traits=[TRANSFORM_OP],
            assembly_format="$operand attr-dict `:` type($operand)",
        ),
        _sem(_apply_check_if_test_extension_present, _reads_payload),
    )


def _apply_remap_operand_to_self(
    op: Operation, results: TransformResults, state: TransformState
) -> Outcome:
    ext = state.get_extension(TestTransformStateExtension)
    if ext is None:
        return emit_definite(state, op, "TestTransformStateExtension missing")[0]
    payload = state.payload_ops(_operands(op)[0])
    # The transform op itself becomes the payload: the transform IR lives in
    # the payload module.
    if not payload or not ext.update_mapping(payload[0], op.id):
        return definite()
    if len(results):
        results.set_ops(0, [op.id])
    return success()


def test_remap_operand_to_self() -> OpDef:
    """`transform.test_remap_operand_to_self`."""
    return attach(
        ods.op(
            "transform.test_remap_operand_to_self",
            operands=[ods.Operand("operand", HANDLE)],
            results=[ods.Result("out", HANDLE, optional=True)],
            traits=[TRANSFORM_OP],
            assembly_format="$operand attr-dict `:` functional-type($operand, $out)",
        ),
        _sem(_apply_remap_operand_to_self, _reads_payload),
    )


def _apply_remove_test_extension(
    op: Operation, results: TransformResults, state: TransformState
) -> Outcome:
    state.remove_extension(TestTransformStateExtension)
    return success()


def test_remove_test_extension() -> OpDef:
    """`transform.test_remove_test_extension`."""
    return attach(
        ods.op(
            "transform.test_remove_test_extension",
            traits=[TRANSFORM_OP, NO_MEMORY_EFFECT],
            assembly_format="attr-dict",
        ),
        _sem(_apply_remove_test_extension, _no_effects),
    )


class TransformStateInitializerExtension(Extension):
    """Counts and lists the `test_initializer_extension` ops applied."""

    def __init__(self, state: TransformState, num_op: int, registered_ops: list[str]) -> None:
        super().__init__(state)
        self.num_op = num_op
        self.registered_ops = registered_ops

    def print_message(self) -> str:
        return "Registered transformOps are: " + "".join(f"{o} | " for o in self.registered_ops)


def _apply_initializer_extension(
    op: Operation, results: TransformResults, state: TransformState
) -> Outcome:
    name = f"{op.name}_{str_attr(op, 'type') or ''}"
    ext = state.get_extension(TransformStateInitializerExtension)
    if ext is None:
        _remark(state, op, "\nSpecified extension not found, adding a new one!\n")
        state.add_extension(TransformStateInitializerExtension, 1, [name])
        return success()
    ext.num_op += 1
    ext.registered_ops.append(name)
    _remark(state, op, f"Number of currently registered op: {ext.num_op}\n{ext.print_message()}\n")
    return success()


def test_initializer_extension() -> OpDef:
    """`transform.test_initializer_extension`."""
    return attach(
        ods.op(
            "transform.test_initializer_extension",
            attributes=[ods.Attr("type", ods.StrAttr)],
            traits=[TRANSFORM_OP, NO_MEMORY_EFFECT],
            assembly_format="$type attr-dict",
        ),
        _sem(_apply_initializer_extension, _no_effects),
    )


# ---------------------------------------------------------------------------
# Ops with regions and successors (for the check-uses analysis)


def test_transform_op_with_regions() -> OpDef:
    """`transform.test_transform_op_with_regions`."""
    return attach(
        ods.op(
            "transform.test_transform_op_with_regions",
            regions=[ods.Region("first"), ods.Region("second")],
            traits=[TRANSFORM_OP],
            assembly_format="attr-dict-with-keyword regions",
        ),
        _sem(lambda op, r, s: success(), _no_effects),
    )


def test_branching_transform_op_terminator() -> OpDef:
    """`transform.test_branching_transform_op_terminator`."""
    return attach(
        ods.op(
            "transform.test_branching_transform_op_terminator",
            successors=[ods.Successor("succ", variadic=True)],
            traits=[ods.IsTerminator, TRANSFORM_OP],
        ),
        _sem(lambda op, r, s: success(), _no_effects),
    )


# ---------------------------------------------------------------------------
# TransformEachOpTrait result checks


def _create_foo(state: TransformState, target: int) -> int:
    """`OpBuilder(target).create(OperationState(target->getLoc(), "foo"))`:
    an unregistered op inserted before the target."""
    rw = state.rewriter()
    rw.set_insertion_point_before(target)
    new = rw.create_op("foo", loc=state.payload.ops[target].loc)
    rw.commit()
    return new


def _each_op(
    name: str,
    results: Sequence[str],
    apply_to_one: Callable[
        [Operation, int, TransformState], Outcome | Sequence[MappedValue | None]
    ],
    fmt: str = "$target attr-dict `:` functional-type(operands, results)",
) -> OpDef:
    return attach(
        ods.op(
            name,
            operands=[ods.Operand("target", HANDLE)],
            results=[ods.Result(r, HANDLE) for r in results],
            traits=[TRANSFORM_OP],
            assembly_format=fmt,
        ),
        _sem(_each(apply_to_one), _functional_style),
    )


def test_wrong_number_of_results() -> OpDef:
    """`transform.test_wrong_number_of_results`."""
    return _each_op(
        "transform.test_wrong_number_of_results",
        ["a", "b", "c"],
        lambda op, t, s: [_create_foo(s, t)],
    )


_multi_results_count = [0]
"""A function-local `static int count` upstream: shared by every application
in the process, split-input-file chunks included."""


def _wrong_number_of_multi_results(
    op: Operation, target: int, state: TransformState
) -> Sequence[MappedValue | None]:
    first = _multi_results_count[0] == 0
    _multi_results_count[0] += 1
    return [_create_foo(state, target)] if first else []


def test_wrong_number_of_multi_results() -> OpDef:
    """`transform.test_wrong_number_of_multi_results`."""
    return _each_op(
        "transform.test_wrong_number_of_multi_results",
        ["result"],
        _wrong_number_of_multi_results,
        "$target attr-dict `:` functional-type($target, $result)",
    )


def test_correct_number_of_multi_results() -> OpDef:
    """`transform.test_correct_number_of_multi_results`."""
    return _each_op(
        "transform.test_correct_number_of_multi_results",
        ["result1", "result2"],
        lambda op, t, s: [_create_foo(s, t), _create_foo(s, t)],
    )


def test_mixed_null_and_non_null_results() -> OpDef:
    """`transform.test_mixed_null_and_non_null_results`."""
    return _each_op(
        "transform.test_mixed_null_and_non_null_results",
        ["null", "non_null"],
        lambda op, t, s: [None, _create_foo(s, t)],
    )


def _mixed_success_and_silenceable(
    op: Operation, target: int, state: TransformState
) -> Outcome | Sequence[MappedValue | None]:
    if "target_me" in state.payload.ops[target].attributes:
        return success()
    return _default_silenceable(op, state, target)


def test_mixed_success_and_silenceable() -> OpDef:
    """`transform.test_mixed_success_and_silenceable`."""
    return _each_op(
        "transform.test_mixed_success_and_silenceable",
        [],
        _mixed_success_and_silenceable,
        "$target attr-dict `:` type($target)",
    )


def _param_or_forward(
    op: Operation, target: int, state: TransformState
) -> Sequence[MappedValue | None]:
    out: list[MappedValue | None] = []
    first = state.payload_ops(_operands(op)[0])[0]
    if unit_attr(op, "first_result_is_param"):
        out.append(IntegerAttr(0, T.i64))
    elif unit_attr(op, "first_result_is_null"):
        out.append(None)
    else:
        out.append(first)
    out.append(first if unit_attr(op, "second_result_is_handle") else IntegerAttr(42, T.i64))
    return out


def test_produce_transform_param_or_forward_operand() -> OpDef:
    """`transform.test_produce_transform_param_or_forward_operand`."""
    return attach(
        ods.op(
            "transform.test_produce_transform_param_or_forward_operand",
            operands=[ods.Operand("in", HANDLE)],
            results=[ods.Result("out", ods.AnyType), ods.Result("param", PARAM)],
            attributes=[
                ods.Attr("first_result_is_param", ods.UnitAttrC, optional=True),
                ods.Attr("first_result_is_null", ods.UnitAttrC, optional=True),
                ods.Attr("second_result_is_handle", ods.UnitAttrC, optional=True),
            ],
            traits=[TRANSFORM_OP],
            assembly_format="$in attr-dict `:` functional-type(operands, results)",
        ),
        _sem(_each(_param_or_forward), _no_effects),
    )


# ---------------------------------------------------------------------------
# Parameters


def _bit_width(t: T.Type) -> int:
    return t.width if isinstance(t, T.IntegerType) else 64


def _apply_add_to_param(op: Operation, results: TransformResults, state: TransformState) -> Outcome:
    operands = _operands(op)
    values = [0]
    if operands:
        # APInt::getLimitedValue(UINT32_MAX): the value as unsigned, clamped.
        values = [
            min(a.value % (1 << _bit_width(a.type)), 0xFFFFFFFF)
            if isinstance(a, IntegerAttr)
            else 0
            for a in state.params(operands[0])
        ]
    addendum = int_attr(op, "addendum", 0) or 0
    out: list[Attribute] = []
    for v in values:
        w = (v + addendum) & 0xFFFFFFFF
        out.append(IntegerAttr(w - (1 << 32) if w >= 1 << 31 else w, T.i32))
    results.set_params(0, out)
    return success()


def test_add_to_param() -> OpDef:
    """`transform.test_add_to_param`."""
    return attach(
        ods.op(
            "transform.test_add_to_param",
            operands=[ods.Operand("param", TEST_DIALECT_PARAM, optional=True)],
            results=[ods.Result("result", TEST_DIALECT_PARAM)],
            attributes=[ods.Attr("addendum", ods.I32Attr)],
            traits=[MATCH_OP, TRANSFORM_OP],
            assembly_format="($param^ `,`)? $addendum attr-dict",
        ),
        _sem(_apply_add_to_param, X.param_producer_effects, match_op=True),
    )


def _apply_produce_param_with_number_of_test_ops(
    op: Operation, results: TransformResults, state: TransformState
) -> Outcome:
    snap = state.payload
    out: list[Attribute] = []
    for p in state.payload_ops(_operands(op)[0]):
        count = sum(1 for o in snap.walk(p) if snap.ops[o].name.partition(".")[0] == "test")
        out.append(IntegerAttr(count, T.i32))
    results.set_params(0, out)
    return success()


def test_produce_param_with_number_of_test_ops() -> OpDef:
    """`transform.test_produce_param_with_number_of_test_ops`."""
    return attach(
        ods.op(
            "transform.test_produce_param_with_number_of_test_ops",
            operands=[ods.Operand("handle", HANDLE)],
            results=[ods.Result("result", TEST_DIALECT_PARAM)],
            traits=[MATCH_OP, TRANSFORM_OP],
            assembly_format="$handle attr-dict `:` type($handle)",
        ),
        _sem(
            _apply_produce_param_with_number_of_test_ops,
            X.param_producer_effects,
            match_op=True,
        ),
    )


def _apply_produce_param(
    op: Operation, results: TransformResults, state: TransformState
) -> Outcome:
    a = op.attr("attr")
    assert a is not None
    results.set_params(0, [a])
    return success()


def test_produce_param() -> OpDef:
    """`transform.test_produce_param`."""
    return attach(
        ods.op(
            "transform.test_produce_param",
            attributes=[ods.Attr("attr", ods.AnyAttr)],
            results=[ods.Result("result", PARAM)],
            traits=[TRANSFORM_OP],
            assembly_format="`(` $attr `)` attr-dict `:` type($result)",
        ),
        _sem(_apply_produce_param, X.param_producer_effects),
    )


# ---------------------------------------------------------------------------
# Interface checks: declared effects


def _required_memory_effects(op: Operation) -> Effects:
    """What the unit attributes say: without `has_operand_effect` the operand
    has no effect, without `has_result_effect` the result is only read (not
    allocated) — both rejected by TransformOpInterface's verifier."""
    operand = unit_attr(op, "has_operand_effect")
    result = unit_attr(op, "has_result_effect")
    modifies = unit_attr(op, "modifies_payload")
    return Effects(
        consumed=frozenset({0}) if operand else frozenset(),
        reads_payload=modifies,
        modifies_payload=modifies,
        unspecified=frozenset() if operand else frozenset({0}),
        unallocated_results=frozenset() if result else frozenset({0}),
    )


def _apply_required_memory_effects(
    op: Operation, results: TransformResults, state: TransformState
) -> Outcome:
    results.set_ops(0, state.payload_ops(_operands(op)[0]))
    return success()


def test_required_memory_effects() -> OpDef:
    """`transform.test_required_memory_effects`."""
    return attach(
        ods.op(
            "transform.test_required_memory_effects",
            operands=[ods.Operand("in", HANDLE)],
            results=[ods.Result("out", HANDLE)],
            attributes=[
                ods.Attr("has_operand_effect", ods.UnitAttrC, optional=True),
                ods.Attr("has_result_effect", ods.UnitAttrC, optional=True),
                ods.Attr("modifies_payload", ods.UnitAttrC, optional=True),
            ],
            traits=[TRANSFORM_OP],
            assembly_format="$in attr-dict `:` functional-type(operands, results)",
        ),
        _sem(_apply_required_memory_effects, _required_memory_effects),
    )


# ---------------------------------------------------------------------------
# Payload rewriting and tracking


def _verify_dummy_payload_op(op: Operation) -> Iterator[Diagnostic]:
    if unit_attr(op, "fail_to_verify"):
        yield ods.op_error(op, "fail_to_verify is set")


def _dummy_payload_effects(op: Operation) -> Effects:
    """producesHandle on its results only: operands have no declared effect."""
    return Effects(unspecified=frozenset(range(len(_operands(op)))))


def _apply_dummy_payload_op(
    op: Operation, results: TransformResults, state: TransformState
) -> Outcome:
    raise AssertionError("op should not be used as a transform")


def test_dummy_payload_op() -> OpDef:
    """A registered op used as *payload* (so rewrites can create it by
    name); it carries TransformOpInterface only because upstream can only
    inject transform ops into the transform dialect."""
    return attach(
        ods.op(
            "transform.test_dummy_payload_op",
            operands=[ods.Operand("args", ods.AnyType, variadic=True)],
            results=[ods.Result("outs", ods.AnyType, variadic=True)],
            attributes=[ods.Attr("fail_to_verify", ods.UnitAttrC, optional=True)],
            traits=[TRANSFORM_OP],
            assembly_format="$args attr-dict `:` functional-type(operands, results)",
            verify=_verify_dummy_payload_op,
        ),
        _sem(_apply_dummy_payload_op, _dummy_payload_effects),
    )


def _apply_tracked_rewrite(
    op: Operation, results: TransformResults, state: TransformState
) -> Outcome:
    """Replace `replace_me` ops by a fresh op of the same name and erase
    `erase_me` ops, iterating the live handle list as MLIR's getPayloadOps
    does: erased entries are skipped, replacements are visited."""
    handle = _operands(op)[0]
    view = state.payload_ops_view(handle)
    iterations = 0
    rw = state.rewriter()
    try:
        i = 0
        while i < len(view):
            if view[i] is None:
                i += 1
                continue
            iterations += 1
            for target in list(view):
                if target is None or not rw.has_op(target):
                    continue
                rec = rw.op_record(target)
                if "erase_me" in rec.attributes:
                    rw.erase_op(target)
                    continue
                if "replace_me" not in rec.attributes:
                    continue
                rw.set_insertion_point_before(target)
                types = [rw.value_record(r).type for r in rec.results]
                new = rw.create_op(rec.name, (), types, attributes={"new_op": UNIT}, loc=rec.loc)
                rw.replace_op(target, rw.op_record(new).results)
            i += 1
    finally:
        rw.commit()
    _remark(state, op, f"{iterations} iterations")
    return success()


def test_tracked_rewrite() -> OpDef:
    """`transform.test_tracked_rewrite`."""
    return attach(
        ods.op(
            "transform.test_tracked_rewrite",
            operands=[ods.Operand("in", HANDLE)],
            traits=[TRANSFORM_OP],
            assembly_format="$in attr-dict `:` functional-type(operands, results)",
        ),
        _sem(_apply_tracked_rewrite, _reads_handles_modifies_payload),
    )


def _apply_notify_payload_op_replaced(
    op: Operation, results: TransformResults, state: TransformState
) -> Outcome:
    operands = _operands(op)
    originals = state.payload_ops(operands[0])
    replacements = state.payload_ops(operands[1])
    if len(originals) != len(replacements):
        return silenceable_at(
            op, "expected same number of original and replacement payload operations"
        )
    for original, replacement in zip(originals, replacements, strict=True):
        if not state.replace_payload_op(original, replacement):
            out = silenceable_at(op, "unable to replace payload op in transform mapping")
            out.attach_note("original payload op", state.payload.ops[original].loc)
            out.attach_note("replacement payload op", state.payload.ops[replacement].loc)
            return out
    return success()


def test_notify_payload_op_replaced() -> OpDef:
    """`transform.test_notify_payload_op_replaced`."""
    return attach(
        ods.op(
            "transform.test_notify_payload_op_replaced",
            operands=[ods.Operand("original", HANDLE), ods.Operand("replacement", HANDLE)],
            traits=[TRANSFORM_OP],
            assembly_format=(
                "$original `,` $replacement attr-dict `:` functional-type(operands, results)"
            ),
        ),
        _sem(_apply_notify_payload_op_replaced, _no_effects),
    )


def _report_number_of_tracked_handles(
    op: Operation, results: TransformResults, state: TransformState
) -> Outcome:
    snap = state.payload
    count = 0
    for p in state.payload_ops(_operands(op)[0]):
        for nested in snap.walk(p):
            count += len(state.handles_for_payload_op(nested))
    _remark(state, op, f"{count} handles nested under")
    return success()


def test_report_number_of_tracked_handles_nested_under() -> OpDef:
    """`transform.test_report_number_of_tracked_handles_nested_under`."""
    return attach(
        ods.op(
            "transform.test_report_number_of_tracked_handles_nested_under",
            operands=[ods.Operand("target", HANDLE)],
            traits=[TRANSFORM_OP],
            assembly_format="$target attr-dict `:` type($target)",
        ),
        _sem(_report_number_of_tracked_handles, _no_effects),
    )


def _produce_invalid_ir(
    op: Operation, target: int, state: TransformState
) -> Sequence[MappedValue | None]:
    """Insert a `test_dummy_payload_op {fail_to_verify}` at the start of the
    target's first region."""
    snap = state.payload
    region = snap.ops[target].regions[0]
    block = snap.regions[region].blocks[0]
    rw = state.rewriter()
    rw.set_insertion_point_to_start(block)
    rw.create_op(
        "transform.test_dummy_payload_op",
        properties=DictionaryAttr.of({"fail_to_verify": UNIT}),
        loc=snap.ops[target].loc,
    )
    rw.commit()
    return []


def test_produce_invalid_ir() -> OpDef:
    """`transform.test_produce_invalid_ir`."""
    return attach(
        ods.op(
            "transform.test_produce_invalid_ir",
            operands=[ods.Operand("target", HANDLE)],
            traits=[TRANSFORM_OP],
            assembly_format="$target attr-dict `:` type($target)",
        ),
        _sem(_each(_produce_invalid_ir), _reads_handles_modifies_payload),
    )


# ---------------------------------------------------------------------------
# Re-entering a region


def _apply_re_enter_region(
    op: Operation, results: TransformResults, state: TransformState
) -> Outcome:
    """Apply the body four times, each time in a fresh region scope with
    the block arguments bound to the operands' payload ops."""
    t = op.snapshot
    region = t.ops[op.id].regions[0]
    block = t.regions[region].blocks[0]
    args = t.blocks[block].args
    operands = _operands(op)
    mappings: list[list[MappedValue]] = [
        list(state.payload_ops(operands[i])) for i in range(len(args))
    ]
    body = t.block_op_list(block)
    if body and t.ops[body[-1]].name == "transform.yield":
        body = body[:-1]
    for _ in range(4):
        with state.region_scope(region):
            for i, arg in enumerate(args):
                if not state.map_block_argument(arg, mappings[i]):
                    return definite()
            for nested in body:
                outcome = state.apply_transform(nested)
                if not outcome.succeeded:
                    return outcome
    return success()


def _verify_re_enter_region(op: Operation) -> Iterator[Diagnostic]:
    t = op.snapshot
    block = t.regions[t.ops[op.id].regions[0]].blocks[0]
    if len(_operands(op)) != len(t.blocks[block].args):
        yield ods.op_error(op, "expects as many operands as block arguments")


def test_re_enter_region() -> OpDef:
    """`transform.test_re_enter_region`."""
    return attach(
        ods.op(
            "transform.test_re_enter_region",
            operands=[ods.Operand("args", ods.AnyType, variadic=True)],
            regions=[ods.Region("body", ods.SizedRegion(1))],
            traits=[TRANSFORM_OP],
            assembly_format="($args^ `:` type($args))? attr-dict-with-keyword regions",
            verify=_verify_re_enter_region,
        ),
        _sem(_apply_re_enter_region, _consumes_all),
    )


# ---------------------------------------------------------------------------
# Pattern descriptors (for transform.apply_patterns and
# transform.apply_conversion_patterns)


def _replace_with_new_op(rw: Rewriter, op: int) -> bool:
    """ReplaceWithNewOp: an op carrying `replace_with_new_op = "name"` is
    replaced by a `name` op with its operands and result types (and no
    attributes)."""
    rec = rw.op_record(op)
    name = rec.attributes.get("replace_with_new_op")
    if not isinstance(name, StringAttr):
        return False
    rw.set_insertion_point_before(op)
    types = [rw.value_record(r).type for r in rec.results]
    new = rw.create_op(name.value, rec.operands, types, loc=rec.loc)
    rw.replace_op(op, rw.op_record(new).results)
    return True


def _erase_op(rw: Rewriter, op: int) -> bool:
    """EraseOp: every `test.erase_op` is erased."""
    rw.erase_op(op)
    return True


def _test_patterns(op: Operation, state: PatternState | None) -> list[RewritePattern]:
    return [
        RewritePattern(_replace_with_new_op, None, 1, "ReplaceWithNewOp"),
        RewritePattern(_erase_op, "test.erase_op", 1, "EraseOp"),
    ]


def apply_test_patterns() -> OpDef:
    """`transform.apply_patterns.transform.test_patterns`."""
    return pattern_descriptor(
        ods.op("transform.apply_patterns.transform.test_patterns", assembly_format="attr-dict"),
        _test_patterns,
    )


def apply_test_conversion_patterns() -> OpDef:
    """`transform.apply_conversion_patterns.transform.test_conversion_patterns`
    (syntax only: pdlx does not run dialect conversions)."""
    return conversion_pattern_descriptor(
        ods.op(
            "transform.apply_conversion_patterns.transform.test_conversion_patterns",
            assembly_format="attr-dict",
        )
    )


def test_type_converter() -> OpDef:
    """`transform.apply_conversion_patterns.transform.test_type_converter`
    (syntax only, a TypeConverterBuilderOpInterface op)."""
    return type_converter_builder(
        ods.op(
            "transform.apply_conversion_patterns.transform.test_type_converter",
            assembly_format="attr-dict",
        )
    )


# ---------------------------------------------------------------------------
# Registration

OP_FACTORIES: Final[tuple[Callable[[], OpDef], ...]] = (
    test_transform_op,
    test_transform_unrestricted_op_no_interface,
    test_produce_self_handle_or_forward_operand,
    test_produce_value_handle_to_self_operand,
    test_produce_value_handle_to_result,
    test_produce_value_handle_to_argument_of_parent_block,
    test_consume_operand,
    test_consume_operand_each,
    test_consume_operand_of_op_kind_or_fail,
    test_succeed_if_operand_of_op_kind,
    test_add_test_extension,
    test_check_if_test_extension_present,
    test_remap_operand_to_self,
    test_remove_test_extension,
    test_reverse_payload_ops,
    test_transform_op_with_regions,
    test_branching_transform_op_terminator,
    test_emit_remark_and_erase_operand,
    test_wrong_number_of_results,
    test_wrong_number_of_multi_results,
    test_correct_number_of_multi_results,
    test_mixed_null_and_non_null_results,
    test_mixed_success_and_silenceable,
    test_copy_payload,
    test_report_number_of_tracked_handles_nested_under,
    test_add_to_param,
    test_produce_param_with_number_of_test_ops,
    test_produce_param,
    test_produce_transform_param_or_forward_operand,
    test_produce_null_payload,
    test_produce_empty_payload,
    test_produce_null_param,
    test_produce_null_value,
    test_required_memory_effects,
    test_dummy_payload_op,
    test_tracked_rewrite,
    test_re_enter_region,
    test_notify_payload_op_replaced,
    test_produce_invalid_ir,
    test_initializer_extension,
)

DESCRIPTOR_FACTORIES: Final[tuple[Callable[[], OpDef], ...]] = (
    apply_test_patterns,
    apply_test_conversion_patterns,
    test_type_converter,
)
"""Ops that describe patterns or type converters rather than transform."""

TYPE_CLASSES: Final[tuple[type, ...]] = (TestDialectOpType, TestDialectParamType)


def register(ctx: Context) -> None:
    """Add the test ops and types to the transform dialect of `ctx` (which
    must already have the transform dialect: the core context does)."""
    for cls in TYPE_CLASSES:
        ctx.register_type(cls)
    for make in (*OP_FACTORIES, *DESCRIPTOR_FACTORIES):
        ctx.register_op(make())


__all__ = [
    "DESCRIPTOR_FACTORIES",
    "OP_FACTORIES",
    "TYPE_CLASSES",
    "TestDialectOpType",
    "TestDialectParamType",
    "TestTransformStateExtension",
    "TransformStateInitializerExtension",
    "register",
]
