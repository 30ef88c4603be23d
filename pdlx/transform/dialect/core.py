"""The core ops of MLIR 22's transform dialect (TransformOps.td), defined
with the public ODS API and given their semantics with the public
`pdlx.transform.extension` API, exactly as a user defines a transform op.

Each `*_op()` function makes a fresh `OpDef` (one per context). Trait lists
follow the .td order where it matters: verification runs the traits in
that order (TransformOpInterface's effect checks before
PossibleTopLevelTransformOpTrait's block-argument checks, ...).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from pdlx import ods
from pdlx.dialects import func
from pdlx.ir import types as T
from pdlx.ir.attributes import DictionaryAttr, IntegerAttr, TypeAttr
from pdlx.ir.context import OpDef
from pdlx.ir.views import Operation
from pdlx.transform import extension as X
from pdlx.transform.dialect import verify as V
from pdlx.transform.dialect.directives import DIRECTIVES
from pdlx.transform.dialect.types import (
    ANY_HANDLE_OR_PARAM,
    FAILURE_PROPAGATION_MODE,
    HANDLE,
    MATCH_CMPI_PREDICATE,
    PARAM,
    VALUE_HANDLE,
)
from pdlx.transform.extension import Effects, TransformSemantics, attach, fixed_effects
from pdlx.transform.ops import control, handles, matching, navigation, payload

TRANSFORM_OP = X.transform_op_interface_trait()
POSSIBLE_TOP_LEVEL = X.possible_top_level_trait()
MATCH_OP = X.match_op_interface_trait()
IMPLICIT_YIELD = ods.SingleBlockImplicitTerminator("transform.yield")
GRAPH_REGION_NO_TERMINATOR: Final = (ods.NoTerminator, ods.SingleBlock, ods.GraphRegion)

_READS_MODIFIES = fixed_effects(modifies_payload=True)
_READS_PAYLOAD = fixed_effects(reads_payload=True)
_NO_EFFECTS = fixed_effects()

I64_POSITIVE = ods.confined(
    ods.I64Attr, lambda a: isinstance(a, IntegerAttr) and a.value > 0, "whose value is positive"
)
_MINUS_ONE = IntegerAttr(-1, T.i64)
FUNCTION_TYPE_ATTR: Final = ods.AttrConstraint(
    "function type attribute",
    lambda a: isinstance(a, TypeAttr) and isinstance(a.value, T.FunctionType),
    None,
    TypeAttr,
)


def _sem(
    apply: X.ApplyFn,
    effects: X.EffectsFn,
    *,
    match_op: bool = False,
    navigation: bool = False,
    top_level: bool = False,
    repeated: bool | Callable[[Operation], bool] = False,
    tracking: bool = False,
) -> TransformSemantics:
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
# Control flow: sequence, named_sequence, include, yield, alternatives,
# foreach, foreach_match, collect_matching


def alternatives_op() -> OpDef:
    return attach(
        ods.op(
            "transform.alternatives",
            operands=[ods.Operand("scope", HANDLE, optional=True)],
            results=[ods.Result("results", HANDLE, variadic=True)],
            regions=[ods.Region("alternatives", ods.SizedRegion(1), variadic=True)],
            traits=[TRANSFORM_OP, ods.IsolatedFromAbove, POSSIBLE_TOP_LEVEL, IMPLICIT_YIELD],
            assembly_format=(
                "($scope^ `:` type($scope))? (`->` type($results)^)? attr-dict-with-keyword regions"
            ),
            verify=V.verify_alternatives,
            summary="Attempts sequences of transforms until one succeeds",
        ),
        _sem(control.apply_alternatives, control.alternatives_effects, top_level=True),
    )


def sequence_op() -> OpDef:
    return attach(
        ods.op(
            "transform.sequence",
            operands=[
                ods.Operand("root", HANDLE, optional=True),
                ods.Operand("extra_bindings", ANY_HANDLE_OR_PARAM, variadic=True),
            ],
            results=[ods.Result("results", HANDLE, variadic=True)],
            attributes=[ods.Attr("failure_propagation_mode", FAILURE_PROPAGATION_MODE)],
            regions=[ods.Region("body", ods.SizedRegion(1))],
            traits=[
                MATCH_OP,
                TRANSFORM_OP,
                POSSIBLE_TOP_LEVEL,
                IMPLICIT_YIELD,
                ods.AttrSizedOperandSegments,
            ],
            assembly_format=(
                "custom<SequenceOpOperands>($root, type($root), $extra_bindings, "
                "type($extra_bindings)) (`->` type($results)^)? `failures` `(` "
                "$failure_propagation_mode `)` attr-dict-with-keyword regions"
            ),
            custom_directives=DIRECTIVES,
            default_dialect="transform",
            verify=V.verify_sequence,
            summary="Contains a sequence of other transform ops to apply",
        ),
        _sem(
            control.apply_sequence,
            control.possible_top_level_effects,
            match_op=True,
            top_level=True,
        ),
    )


def _named_sequence_callable(op: Operation) -> int | None:
    """CallableOpInterface::getCallableRegion (the body, even if empty)."""
    regions = op.snapshot.ops[op.id].regions
    return regions[0] if regions else None


def named_sequence_op() -> OpDef:
    return attach(
        ods.op(
            "transform.named_sequence",
            attributes=[
                ods.Attr("sym_name", ods.SymbolNameAttr),
                ods.Attr("function_type", FUNCTION_TYPE_ATTR),
                ods.Attr("sym_visibility", ods.StrAttr, optional=True),
                ods.Attr("arg_attrs", ods.DictArrayAttr, optional=True),
                ods.Attr("res_attrs", ods.DictArrayAttr, optional=True),
            ],
            regions=[ods.Region("body", ods.MaxSizedRegion(1))],
            traits=[ods.Symbol, ods.IsolatedFromAbove, TRANSFORM_OP],
            parser=func.parse_function_op,
            printer=func.print_function_op,
            verify=V.verify_named_sequence,
            summary="Named transform sequence that can be included elsewhere",
            extra={"callable": _named_sequence_callable},
        ),
        _sem(control.apply_named_sequence, control.named_sequence_effects),
    )


def include_op() -> OpDef:
    return attach(
        ods.op(
            "transform.include",
            operands=[ods.Operand("operands", ANY_HANDLE_OR_PARAM, variadic=True)],
            results=[ods.Result("results", ANY_HANDLE_OR_PARAM, variadic=True)],
            attributes=[
                ods.Attr("target", ods.SymbolRefAttrC),
                ods.Attr("failure_propagation_mode", FAILURE_PROPAGATION_MODE),
                ods.Attr("arg_attrs", ods.DictArrayAttr, optional=True),
                ods.Attr("res_attrs", ods.DictArrayAttr, optional=True),
            ],
            traits=[MATCH_OP, TRANSFORM_OP],
            assembly_format=(
                "$target `failures` `(` $failure_propagation_mode `)`"
                "`(` $operands `)` attr-dict `:` functional-type($operands, $results)"
            ),
            verify_symbol_uses=V.verify_include_symbol_uses,
            summary="Includes a named transform sequence",
            extra={"call_callee": "target"},
        ),
        _sem(control.apply_include, control.include_effects, match_op=True),
    )


def yield_op() -> OpDef:
    # YieldOp is a terminator with effects but no TransformOpInterface: it
    # is not applied, and counts as a potential consumer of what it yields.
    return ods.op(
        "transform.yield",
        operands=[ods.Operand("operands", ANY_HANDLE_OR_PARAM, variadic=True)],
        traits=[ods.IsTerminator],
        assembly_format="operands attr-dict (`:` type($operands)^)?",
        summary="Yields operation handles from a transform IR region",
    )


def foreach_op() -> OpDef:
    return attach(
        ods.op(
            "transform.foreach",
            operands=[ods.Operand("targets", ANY_HANDLE_OR_PARAM, variadic=True)],
            results=[ods.Result("results", ANY_HANDLE_OR_PARAM, variadic=True)],
            attributes=[ods.Attr("with_zip_shortest", ods.UnitAttrC, optional=True)],
            regions=[ods.Region("body", ods.SizedRegion(1))],
            traits=[TRANSFORM_OP, IMPLICIT_YIELD],
            assembly_format=(
                "$targets oilist(`with_zip_shortest` $with_zip_shortest) `:` "
                "type($targets) (`->` type($results)^)? $body attr-dict"
            ),
            verify=V.verify_foreach,
            summary="Executes the body for each element of the payload",
        ),
        _sem(control.apply_foreach, control.foreach_effects),
    )


def _foreach_match_names(op: Operation) -> list[tuple[int, str]]:
    n = len(op.snapshot.ops[op.id].results)
    return [(0, "updated_root")] + [(i, "yielded") for i in range(1, n)]


def foreach_match_op() -> OpDef:
    return attach(
        ods.op(
            "transform.foreach_match",
            operands=[
                ods.Operand("root", HANDLE),
                ods.Operand("forwarded_inputs", ANY_HANDLE_OR_PARAM, variadic=True),
            ],
            results=[
                ods.Result("updated", HANDLE),
                ods.Result("forwarded_outputs", ANY_HANDLE_OR_PARAM, variadic=True),
            ],
            attributes=[
                ods.Attr("restrict_root", ods.UnitAttrC, optional=True),
                ods.Attr("flatten_results", ods.UnitAttrC, optional=True),
                ods.Attr("matchers", ods.SymbolRefArrayAttr),
                ods.Attr("actions", ods.SymbolRefArrayAttr),
            ],
            traits=[TRANSFORM_OP],
            assembly_format=(
                "oilist( `restrict_root` $restrict_root | `flatten_results` $flatten_results ) "
                "`in` $root (`,` $forwarded_inputs^)? "
                "custom<ForeachMatchSymbols>($matchers, $actions) attr-dict "
                "`:` functional-type(operands, results)"
            ),
            custom_directives=DIRECTIVES,
            result_names=_foreach_match_names,
            verify=V.verify_foreach_match,
            verify_symbol_uses=V.verify_foreach_match_symbol_uses,
            summary="Applies named sequences when a named matcher succeeds",
        ),
        _sem(matching.apply_foreach_match, matching.foreach_match_effects, repeated=True),
    )


def collect_matching_op() -> OpDef:
    return attach(
        ods.op(
            "transform.collect_matching",
            operands=[ods.Operand("root", HANDLE)],
            results=[ods.Result("results", ANY_HANDLE_OR_PARAM, variadic=True)],
            attributes=[ods.Attr("matcher", ods.SymbolRefAttrC)],
            traits=[TRANSFORM_OP],
            assembly_format=("$matcher `in` $root attr-dict `:` functional-type($root, $results)"),
            verify_symbol_uses=V.verify_collect_matching_symbol_uses,
            summary="Collects all payload ops that match the given named matcher",
        ),
        _sem(matching.apply_collect_matching, _READS_PAYLOAD),
    )


# ---------------------------------------------------------------------------
# Matching


def match_operation_empty_op() -> OpDef:
    return attach(
        ods.op(
            "transform.match.operation_empty",
            operands=[ods.Operand("operand_handle", HANDLE)],
            traits=[MATCH_OP],
            assembly_format="$operand_handle attr-dict `:` type($operand_handle)",
            summary="Matches if the handle is not associated to any op",
        ),
        _sem(
            X.at_most_one_op_matcher(matching.match_operation_empty),
            _READS_PAYLOAD,
            match_op=True,
        ),
    )


def match_operation_name_op() -> OpDef:
    return attach(
        ods.op(
            "transform.match.operation_name",
            operands=[ods.Operand("operand_handle", HANDLE)],
            attributes=[ods.Attr("op_names", ods.StrArrayAttr)],
            traits=[MATCH_OP],
            assembly_format="$operand_handle $op_names attr-dict `:` type($operand_handle)",
            summary="Matches a single operation of one of the given kinds",
        ),
        _sem(
            X.single_op_matcher(matching.match_operation_name),
            _READS_PAYLOAD,
            match_op=True,
        ),
    )


def match_param_cmpi_op() -> OpDef:
    return attach(
        ods.op(
            "transform.match.param.cmpi",
            operands=[ods.Operand("param", PARAM), ods.Operand("reference", PARAM)],
            attributes=[ods.Attr("predicate", MATCH_CMPI_PREDICATE)],
            traits=[TRANSFORM_OP, MATCH_OP, ods.SameTypeOperands],
            assembly_format="$predicate $param `,` $reference attr-dict `:` type($param)",
            summary="Matches if two parameter lists are associated with the same value",
        ),
        _sem(matching.apply_match_param_cmpi, _NO_EFFECTS, match_op=True),
    )


# ---------------------------------------------------------------------------
# Navigation


def get_parent_op_op() -> OpDef:
    return attach(
        ods.op(
            "transform.get_parent_op",
            operands=[ods.Operand("target", HANDLE)],
            results=[ods.Result("parent", HANDLE)],
            attributes=[
                ods.Attr("isolated_from_above", ods.UnitAttrC, optional=True),
                ods.Attr("allow_empty_results", ods.UnitAttrC, optional=True),
                ods.Attr("op_name", ods.StrAttr, optional=True),
                ods.Attr("deduplicate", ods.UnitAttrC, optional=True),
                ods.Attr("nth_parent", I64_POSITIVE, default=IntegerAttr(1, T.i64)),
            ],
            traits=[TRANSFORM_OP, MATCH_OP],
            assembly_format="$target attr-dict `:` functional-type(operands, results)",
            summary="Gets handles to the closest parent ops",
        ),
        _sem(navigation.apply_get_parent_op, X.navigation_effects, match_op=True, navigation=True),
    )


def get_consumers_of_result_op() -> OpDef:
    return attach(
        ods.op(
            "transform.get_consumers_of_result",
            operands=[ods.Operand("target", HANDLE)],
            results=[ods.Result("consumers", HANDLE)],
            attributes=[ods.Attr("result_number", ods.I64Attr)],
            traits=[TRANSFORM_OP],
            assembly_format=(
                "$target `[` $result_number `]` attr-dict `:` functional-type(operands, results)"
            ),
            summary="Get handle to the consumers of this operation's result number",
        ),
        _sem(navigation.apply_get_consumers_of_result, X.navigation_effects, navigation=True),
    )


def get_defining_op_op() -> OpDef:
    return attach(
        ods.op(
            "transform.get_defining_op",
            operands=[ods.Operand("target", VALUE_HANDLE)],
            results=[ods.Result("result", HANDLE)],
            traits=[TRANSFORM_OP, MATCH_OP],
            assembly_format="$target attr-dict `:` functional-type(operands, results)",
            summary="Get handle to the defining op of a value",
        ),
        _sem(
            navigation.apply_get_defining_op, X.navigation_effects, match_op=True, navigation=True
        ),
    )


def get_producer_of_operand_op() -> OpDef:
    return attach(
        ods.op(
            "transform.get_producer_of_operand",
            operands=[ods.Operand("target", HANDLE)],
            results=[ods.Result("producer", HANDLE)],
            attributes=[ods.Attr("operand_number", ods.I64Attr)],
            traits=[TRANSFORM_OP, MATCH_OP],
            assembly_format=(
                "$target `[` $operand_number `]` attr-dict `:` functional-type(operands, results)"
            ),
            summary="Get handle to the producer of this operation's operand number",
        ),
        _sem(
            navigation.apply_get_producer_of_operand,
            X.navigation_effects,
            match_op=True,
            navigation=True,
        ),
    )


def _positional_op(name: str, summary: str, match_op: bool, apply: X.ApplyFn) -> OpDef:
    return attach(
        ods.op(
            name,
            operands=[ods.Operand("target", HANDLE)],
            results=[ods.Result("result", VALUE_HANDLE)],
            attributes=[
                ods.Attr("raw_position_list", ods.DenseI64ArrayAttr),
                ods.Attr("is_inverted", ods.UnitAttrC, optional=True),
                ods.Attr("is_all", ods.UnitAttrC, optional=True),
            ],
            traits=[TRANSFORM_OP, MATCH_OP] if match_op else [TRANSFORM_OP],
            assembly_format=(
                "$target `[`custom<TransformMatchDims>($raw_position_list, $is_inverted, "
                "$is_all)`]` attr-dict `:` functional-type(operands, results)"
            ),
            custom_directives=DIRECTIVES,
            verify=V.verify_match_dims,
            summary=summary,
        ),
        _sem(apply, X.navigation_effects, match_op=match_op, navigation=True),
    )


def get_operand_op() -> OpDef:
    return _positional_op(
        "transform.get_operand",
        "Get a handle to the operand(s) of the targeted op",
        True,
        navigation.apply_get_operand,
    )


def get_result_op() -> OpDef:
    return _positional_op(
        "transform.get_result",
        "Get a handle to the result(s) of the targeted op",
        False,
        navigation.apply_get_result,
    )


def get_type_op() -> OpDef:
    return attach(
        ods.op(
            "transform.get_type",
            operands=[ods.Operand("value", VALUE_HANDLE)],
            results=[ods.Result("type_param", PARAM)],
            attributes=[ods.Attr("elemental", ods.UnitAttrC, optional=True)],
            traits=[TRANSFORM_OP, MATCH_OP],
            assembly_format=(
                "(`elemental` $elemental^)? $value attr-dict `:`functional-type(operands, results)"
            ),
            summary="Get a parameter containing the type of the given value",
        ),
        _sem(handles.apply_get_type, _READS_PAYLOAD, match_op=True),
    )


def select_op() -> OpDef:
    return attach(
        ods.op(
            "transform.select",
            operands=[ods.Operand("target", HANDLE)],
            results=[ods.Result("result", HANDLE)],
            attributes=[ods.Attr("op_name", ods.StrAttr)],
            traits=[TRANSFORM_OP],
            assembly_format=(
                "$op_name `in` $target attr-dict `:` functional-type(operands, results)"
            ),
            summary="Select payload ops by name",
        ),
        _sem(handles.apply_select, X.navigation_effects, navigation=True),
    )


# ---------------------------------------------------------------------------
# Handles and parameters


def merge_handles_op() -> OpDef:
    return attach(
        ods.op(
            "transform.merge_handles",
            operands=[ods.Operand("handles", ANY_HANDLE_OR_PARAM, variadic=True)],
            results=[ods.Result("result", ANY_HANDLE_OR_PARAM)],
            attributes=[ods.Attr("deduplicate", ods.UnitAttrC, optional=True)],
            traits=[TRANSFORM_OP, MATCH_OP, ods.SameOperandsAndResultType],
            assembly_format=("(`deduplicate` $deduplicate^)? $handles attr-dict `:` type($result)"),
            summary="Merges handles into one pointing to the union of payload ops",
        ),
        _sem(
            handles.apply_merge_handles,
            X.read_only_effects,
            match_op=True,
            repeated=lambda op: op.attr("deduplicate") is not None,
        ),
    )


def split_handle_op() -> OpDef:
    return attach(
        ods.op(
            "transform.split_handle",
            operands=[ods.Operand("handle", ANY_HANDLE_OR_PARAM)],
            results=[ods.Result("results", ANY_HANDLE_OR_PARAM, variadic=True)],
            attributes=[
                ods.Attr("pass_through_empty_handle", ods.BoolAttrC, default=IntegerAttr(1, T.i1)),
                ods.Attr("fail_on_payload_too_small", ods.BoolAttrC, default=IntegerAttr(1, T.i1)),
                ods.Attr("overflow_result", ods.I64Attr, optional=True),
            ],
            traits=[TRANSFORM_OP],
            assembly_format="$handle attr-dict `:` functional-type(operands, results)",
            verify=V.verify_split_handle,
            summary="Splits a handle or parameter into multiple values",
        ),
        _sem(handles.apply_split_handle, X.read_only_effects),
    )


def cast_op() -> OpDef:
    return attach(
        ods.op(
            "transform.cast",
            operands=[ods.Operand("input", HANDLE)],
            results=[ods.Result("output", HANDLE)],
            traits=[TRANSFORM_OP],
            assembly_format="$input attr-dict `:` type($input) `to` type($output)",
        ),
        _sem(handles.apply_cast, _READS_PAYLOAD),
    )


def replicate_op() -> OpDef:
    return attach(
        ods.op(
            "transform.replicate",
            operands=[
                ods.Operand("pattern", HANDLE),
                ods.Operand("handles", ANY_HANDLE_OR_PARAM, variadic=True),
            ],
            results=[ods.Result("replicated", ANY_HANDLE_OR_PARAM, variadic=True)],
            traits=[TRANSFORM_OP, ods.AllTypesMatch(["handles", "replicated"])],
            assembly_format=(
                "`num` `(` $pattern `)` $handles attr-dict `:` type($pattern) `,` type($handles)"
            ),
            summary="Lists payload ops multiple times in the new handle",
        ),
        _sem(handles.apply_replicate, X.read_only_effects),
    )


def num_associations_op() -> OpDef:
    return attach(
        ods.op(
            "transform.num_associations",
            operands=[ods.Operand("handle", ANY_HANDLE_OR_PARAM)],
            results=[ods.Result("num", PARAM)],
            traits=[TRANSFORM_OP, MATCH_OP],
            assembly_format="$handle attr-dict `:` functional-type(operands, results)",
            verify=V.verify_num_associations,
            summary="Returns the number of payload objects associated with the argument",
        ),
        _sem(handles.apply_num_associations, X.param_producer_effects, match_op=True),
    )


def param_constant_op() -> OpDef:
    return attach(
        ods.op(
            "transform.param.constant",
            attributes=[ods.Attr("value", ods.AnyAttr)],
            results=[ods.Result("param", PARAM)],
            traits=[MATCH_OP, TRANSFORM_OP],
            assembly_format="$value attr-dict `->` type($param)",
            summary="Produces a new transform dialect parameter value associated with the "
            "given attribute",
        ),
        _sem(handles.apply_param_constant, X.param_producer_effects, match_op=True),
    )


# ---------------------------------------------------------------------------
# Payload: annotate, print, verify, apply_dce, apply_cse, apply_patterns,
# apply_registered_pass, and the ops pdlx cannot apply faithfully


def annotate_op() -> OpDef:
    return attach(
        ods.op(
            "transform.annotate",
            operands=[
                ods.Operand("target", HANDLE),
                ods.Operand("param", PARAM, optional=True),
            ],
            attributes=[ods.Attr("name", ods.StrAttr)],
            traits=[TRANSFORM_OP],
            assembly_format=(
                "$target $name attr-dict (`=` $param^)?`:` type($target) (`,` type($param)^)?"
            ),
            summary="Annotates the target operation with an attribute by name",
        ),
        _sem(payload.apply_annotate, _READS_MODIFIES),
    )


def print_op() -> OpDef:
    return attach(
        ods.op(
            "transform.print",
            operands=[ods.Operand("target", HANDLE, optional=True)],
            attributes=[
                ods.Attr("name", ods.StrAttr, optional=True),
                ods.Attr("assume_verified", ods.UnitAttrC, optional=True),
                ods.Attr("use_local_scope", ods.UnitAttrC, optional=True),
                ods.Attr("skip_regions", ods.UnitAttrC, optional=True),
            ],
            traits=[TRANSFORM_OP, MATCH_OP],
            assembly_format="$target attr-dict (`:` type($target)^)?",
            summary="Dump each payload op",
        ),
        _sem(payload.apply_print, _READS_PAYLOAD, match_op=True),
    )


def _each_op(name: str, summary: str, apply: X.ApplyFn, effects: X.EffectsFn, fmt: str) -> OpDef:
    return attach(
        ods.op(
            name,
            operands=[ods.Operand("target", HANDLE)],
            traits=[TRANSFORM_OP],
            assembly_format=fmt,
            summary=summary,
        ),
        _sem(apply, effects, tracking=True),
    )


def verify_op() -> OpDef:
    return _each_op(
        "transform.verify",
        "Verifies the targeted ops",
        payload.apply_verify,
        _NO_EFFECTS,
        "$target attr-dict `:` type($target)",
    )


def apply_dce_op() -> OpDef:
    return _each_op(
        "transform.apply_dce",
        "Eliminate dead operations in the body of the target op",
        payload.apply_dce,
        _READS_MODIFIES,
        "`to` $target attr-dict `:` type($target)",
    )


def apply_cse_op() -> OpDef:
    return _each_op(
        "transform.apply_cse",
        "Eliminate common subexpressions in the body of the target op",
        payload.apply_cse,
        _READS_MODIFIES,
        "`to` $target attr-dict `:` type($target)",
    )


def apply_licm_op() -> OpDef:
    return _each_op(
        "transform.apply_licm",
        "Move loop-invariant code out of a loop-like op",
        payload.apply_licm,
        _READS_MODIFIES,
        "`to` $target attr-dict `:` type($target)",
    )


def apply_patterns_op() -> OpDef:
    return attach(
        ods.op(
            "transform.apply_patterns",
            operands=[ods.Operand("target", HANDLE)],
            attributes=[
                ods.Attr("apply_cse", ods.UnitAttrC, optional=True),
                ods.Attr("max_iterations", ods.I64Attr, default=_MINUS_ONE),
                ods.Attr("max_num_rewrites", ods.I64Attr, default=_MINUS_ONE),
            ],
            regions=[ods.Region("patterns", ods.MaxSizedRegion(1))],
            traits=[TRANSFORM_OP, *GRAPH_REGION_NO_TERMINATOR],
            assembly_format="`to` $target $patterns attr-dict `:` type($target)",
            verify=V.verify_apply_patterns,
            summary="Greedily applies patterns to the body of the targeted op",
        ),
        _sem(payload.apply_patterns, _READS_MODIFIES, tracking=True),
    )


def apply_canonicalization_op() -> OpDef:
    from pdlx.rewrite.patterns import canonicalization_patterns, pattern_descriptor

    return pattern_descriptor(
        ods.op(
            "transform.apply_patterns.canonicalization",
            assembly_format="attr-dict",
            summary="Populates canonicalization patterns",
        ),
        canonicalization_patterns,
    )


def _conversion_effects(op: Operation) -> Effects:
    if op.attr("preserve_handles") is not None:
        return Effects(frozenset(), True, True)
    return Effects(frozenset({0}), True, True)


def apply_conversion_patterns_op() -> OpDef:
    return attach(
        ods.op(
            "transform.apply_conversion_patterns",
            operands=[ods.Operand("target", HANDLE)],
            attributes=[
                ods.Attr("legal_ops", ods.StrArrayAttr, optional=True),
                ods.Attr("illegal_ops", ods.StrArrayAttr, optional=True),
                ods.Attr("legal_dialects", ods.StrArrayAttr, optional=True),
                ods.Attr("illegal_dialects", ods.StrArrayAttr, optional=True),
                ods.Attr("partial_conversion", ods.UnitAttrC, optional=True),
                ods.Attr("preserve_handles", ods.UnitAttrC, optional=True),
            ],
            regions=[
                ods.Region("patterns", ods.MaxSizedRegion(1)),
                ods.Region("default_type_converter_region", ods.MaxSizedRegion(1), variadic=True),
            ],
            traits=[TRANSFORM_OP, *GRAPH_REGION_NO_TERMINATOR],
            assembly_format=(
                "`to` $target $patterns (`with` `type_converter` "
                "$default_type_converter_region^)? attr-dict `:` type($target)"
            ),
            verify=V.verify_apply_conversion_patterns,
            summary="Applies conversion patterns to the body of the targeted op",
        ),
        _sem(payload.unsupported, _conversion_effects, tracking=True),
    )


def apply_to_llvm_conversion_patterns_op() -> OpDef:
    from pdlx.rewrite.patterns import conversion_pattern_descriptor

    return conversion_pattern_descriptor(
        ods.op(
            "transform.apply_conversion_patterns.dialect_to_llvm",
            attributes=[ods.Attr("dialect_name", ods.StrAttr)],
            assembly_format="$dialect_name attr-dict",
        )
    )


def _pass_effects(op: Operation) -> Effects:
    return Effects(frozenset({0}), True, True)


def apply_registered_pass_op() -> OpDef:
    return attach(
        ods.op(
            "transform.apply_registered_pass",
            operands=[
                ods.Operand("target", HANDLE),
                ods.Operand("dynamic_options", PARAM, variadic=True),
            ],
            results=[ods.Result("result", HANDLE)],
            attributes=[
                ods.Attr("pass_name", ods.StrAttr),
                ods.Attr("options", ods.DictionaryAttrC, default=DictionaryAttr.of({})),
            ],
            traits=[TRANSFORM_OP],
            assembly_format=(
                "$pass_name (`with` `options` `=` "
                "custom<ApplyRegisteredPassOptions>($options, $dynamic_options)^)? "
                "`to` $target attr-dict `:` functional-type(operands, results)"
            ),
            custom_directives=DIRECTIVES,
            verify=V.verify_apply_registered_pass,
            summary="Applies the specified registered pass or pass pipeline",
        ),
        _sem(payload.apply_registered_pass, _pass_effects),
    )


OP_FACTORIES: Final[tuple[Callable[[], OpDef], ...]] = (
    alternatives_op,
    annotate_op,
    apply_cse_op,
    apply_conversion_patterns_op,
    apply_to_llvm_conversion_patterns_op,
    apply_dce_op,
    apply_patterns_op,
    apply_canonicalization_op,
    apply_licm_op,
    apply_registered_pass_op,
    cast_op,
    num_associations_op,
    collect_matching_op,
    foreach_match_op,
    foreach_op,
    get_consumers_of_result_op,
    get_defining_op_op,
    get_parent_op_op,
    get_producer_of_operand_op,
    get_operand_op,
    get_result_op,
    get_type_op,
    include_op,
    match_operation_empty_op,
    match_operation_name_op,
    match_param_cmpi_op,
    merge_handles_op,
    named_sequence_op,
    split_handle_op,
    param_constant_op,
    print_op,
    replicate_op,
    select_op,
    sequence_op,
    verify_op,
    yield_op,
)
