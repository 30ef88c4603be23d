"""The core ops of MLIR 22's transform dialect (TransformOps.td), one module
per group, each op's definition, verifier, effects and `apply` side by side:
`control`, `handles`, `matching`, `navigation`, `payload`; `types` and
`directives` hold the dialect's types, attributes and custom syntax, `base`
and `common` what the groups share.

Every op is defined with the public ODS API and given its semantics with
the public `pdlx.transform.extension` API, exactly as a user defines a
transform op (examples/transform_ch3). Each `*_op()` function makes a fresh
`OpDef` (one per context). Trait lists follow the .td order where it
matters: verification runs the traits in that order.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from pdlx.ir.context import Context, OpDef
from pdlx.transform.ops import control, handles, matching, navigation, payload, types
from pdlx.transform.ops.base import MATCH_OP, POSSIBLE_TOP_LEVEL, TRANSFORM_OP

OP_FACTORIES: Final[tuple[Callable[[], OpDef], ...]] = (
    control.alternatives_op,
    payload.annotate_op,
    payload.apply_cse_op,
    payload.apply_conversion_patterns_op,
    payload.apply_to_llvm_conversion_patterns_op,
    payload.apply_dce_op,
    payload.apply_patterns_op,
    payload.apply_canonicalization_op,
    payload.apply_licm_op,
    payload.apply_registered_pass_op,
    handles.cast_op,
    handles.num_associations_op,
    matching.collect_matching_op,
    matching.foreach_match_op,
    control.foreach_op,
    navigation.get_consumers_of_result_op,
    navigation.get_defining_op_op,
    navigation.get_parent_op_op,
    navigation.get_producer_of_operand_op,
    navigation.get_operand_op,
    navigation.get_result_op,
    handles.get_type_op,
    control.include_op,
    matching.match_operation_empty_op,
    matching.match_operation_name_op,
    matching.match_param_cmpi_op,
    handles.merge_handles_op,
    control.named_sequence_op,
    handles.split_handle_op,
    handles.param_constant_op,
    payload.print_op,
    handles.replicate_op,
    handles.select_op,
    control.sequence_op,
    payload.verify_op,
    control.yield_op,
)
"""Every core op, in registration order."""


def register(ctx: Context) -> None:
    """Register the transform dialect's types, core ops and attribute
    verifier into `ctx`."""
    types.register(ctx)
    for make in OP_FACTORIES:
        ctx.register_op(make())
    ctx.dialect(types.DIALECT).verify_op_attribute = control.verify_dialect_attribute


__all__ = ["MATCH_OP", "OP_FACTORIES", "POSSIBLE_TOP_LEVEL", "TRANSFORM_OP", "register"]
