// FLAGS: --allow-unregistered-dialect
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.consumed}) {
    %p = transform.param.constant 3 -> !transform.any_param
    %0 = transform.apply_registered_pass "canonicalize" to %arg0 : (!transform.any_op) -> !transform.any_op
    %1 = transform.apply_registered_pass "canonicalize" with options = {"top-down" = false, "max-iterations" = %p, z = [1, %p, "s"]} to %0 : (!transform.any_op, !transform.any_param, !transform.any_param) -> !transform.any_op
    %2 = transform.apply_registered_pass "canonicalize" with options = {} to %1 : (!transform.any_op) -> !transform.any_op
    %g = transform.get_operand %2[all] : (!transform.any_op) -> !transform.any_value
    %g2 = transform.get_operand %2[except(0, -1)] : (!transform.any_op) -> !transform.any_value
    %g3 = transform.get_result %2[1,2] : (!transform.any_op) -> !transform.any_value
    %t = transform.get_type elemental %g : (!transform.any_value) -> !transform.type
    transform.match.param.cmpi gt %p, %p : !transform.any_param
    %r:2 = transform.replicate num(%2) %2, %p : !transform.any_op, !transform.any_op, !transform.any_param
    %s = transform.select "foo" in %2 : (!transform.any_op) -> !transform.any_op
    %n = transform.num_associations %2 : (!transform.any_op) -> !transform.param<i64>
    transform.apply_patterns to %2 {
      transform.apply_patterns.canonicalization
    } {apply_cse} : !transform.any_op
    transform.apply_patterns to %2 {
    } : !transform.any_op
    transform.apply_dce to %2 : !transform.any_op
    transform.apply_cse to %2 : !transform.any_op
    transform.verify %2 : !transform.any_op
    %c = transform.get_consumers_of_result %2[0] : (!transform.any_op) -> !transform.any_op
    %d = transform.get_defining_op %g : (!transform.any_value) -> !transform.any_op
    %pr = transform.get_producer_of_operand %2[0] : (!transform.any_op) -> !transform.any_op
    transform.match.operation_empty %2 : !transform.any_op
    transform.collect_matching @m in %2 : (!transform.any_op) -> !transform.any_op
    %a = transform.alternatives %2 : !transform.any_op -> !transform.any_op {
    ^bb0(%x: !transform.any_op):
      transform.yield %x : !transform.any_op
    }, {
    ^bb0(%x: !transform.any_op):
      transform.yield %x : !transform.any_op
    }
    transform.debug.emit_param_as_remark %p at %2 : !transform.any_param, !transform.any_op
    transform.debug.emit_param_as_remark %p, "x" : !transform.any_param
    %m = transform.structured.match ops{["a.b"]} interface{LinalgOp} attributes {a = 1} filter_result_type = i32 filter_operand_types = [i32, f32] in %2 : (!transform.any_op) -> !transform.any_op
    transform.apply_licm to %2 : !transform.any_op
    transform.yield
  }
  transform.named_sequence @m(%arg0: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield %arg0 : !transform.any_op
  }
}
