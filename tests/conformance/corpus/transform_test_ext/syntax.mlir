module attributes {transform.with_named_sequence} {
  func.func @payload(%arg0: i32) {
    %0 = "test.op_a"(%arg0) {attr = 0 : i32} : (i32) -> i32
    %1 = transform.test_dummy_payload_op {new_op} : () -> i1
    return
  }
  transform.named_sequence @all(%arg0: !transform.any_op {transform.readonly}, %arg1: !transform.any_op {transform.readonly}, %arg2: !transform.test_dialect_param {transform.readonly}, %arg3: !transform.op<"scf.for"> {transform.readonly}) {
    transform.test_transform_op
    transform.test_transform_op "message"
    %0 = transform.test_produce_self_handle_or_forward_operand : () -> !transform.any_op
    %1 = transform.test_produce_self_handle_or_forward_operand %0 : (!transform.any_op) -> !transform.any_op
    %2 = transform.test_produce_value_handle_to_self_operand %arg1 : (!transform.any_op) -> !transform.any_value
    %3 = transform.test_produce_value_handle_to_result %arg1, 1 : (!transform.any_op) -> !transform.any_value
    %4 = transform.test_produce_value_handle_to_argument_of_parent_block %arg1, 0 : (!transform.any_op) -> !transform.any_value
    transform.test_succeed_if_operand_of_op_kind %arg1, "test.op_a" : !transform.any_op
    transform.test_add_test_extension "A"
    transform.test_check_if_test_extension_present %arg1 : !transform.any_op
    %5 = transform.test_remap_operand_to_self %arg1 : (!transform.any_op) -> !transform.any_op
    transform.test_remove_test_extension
    %6 = transform.test_copy_payload %arg1 : (!transform.any_op) -> !transform.any_op
    transform.test_report_number_of_tracked_handles_nested_under %arg1 : !transform.any_op
    %7 = transform.test_add_to_param 40
    %8 = transform.test_add_to_param %7, 2
    %9 = transform.test_produce_param_with_number_of_test_ops %arg1 : !transform.any_op
    %10 = transform.test_produce_param (0 : i32) : !transform.test_dialect_param
    %11 = transform.test_produce_param(f32) : !transform.type
    %12, %13 = transform.test_produce_transform_param_or_forward_operand %arg1 {first_result_is_null} : (!transform.any_op) -> (!transform.any_op, !transform.param<i64>)
    %14 = transform.test_produce_null_payload : !transform.any_op
    %15 = transform.test_produce_null_param : !transform.param<i64>
    %16 = transform.test_produce_null_value : !transform.any_value
    transform.test_tracked_rewrite %arg1 : (!transform.any_op) -> ()
    transform.test_notify_payload_op_replaced %arg1, %6 : (!transform.any_op, !transform.any_op) -> ()
    transform.test_transform_op_with_regions {
      "transform.test_branching_transform_op_terminator"() : () -> ()
    }, {
    ^bb0:
      "transform.test_branching_transform_op_terminator"()[^bb1] : () -> ()
    ^bb1:
      "transform.test_branching_transform_op_terminator"() : () -> ()
    }
    transform.test_re_enter_region %0 : !transform.any_op {
    ^bb0(%arg4: !transform.any_op):
      transform.test_consume_operand %arg4 : !transform.any_op
      transform.yield
    }
    transform.apply_patterns to %arg1 {
      transform.apply_patterns.transform.test_patterns
    } : !transform.any_op
    transform.apply_conversion_patterns to %arg1 {
      transform.apply_conversion_patterns.transform.test_conversion_patterns
    } with type_converter {
      transform.apply_conversion_patterns.transform.test_type_converter
    } {legal_ops = ["func.func"], preserve_handles} : !transform.any_op
    transform.test_consume_operand %1, %6 {allow_repeated_handles} : !transform.any_op, !transform.any_op
    transform.yield
  }
  transform.named_sequence @each(%arg0: !transform.any_op {transform.consumed}) {
    %0 = transform.test_reverse_payload_ops %arg0 : (!transform.any_op) -> !transform.any_op
    %1, %2, %3 = transform.test_wrong_number_of_results %0 : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %4 = transform.test_wrong_number_of_multi_results %1 : (!transform.any_op) -> !transform.any_op
    %5, %6 = transform.test_correct_number_of_multi_results %4 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %7, %8 = transform.test_mixed_null_and_non_null_results %5 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.test_mixed_success_and_silenceable %7 : !transform.any_op
    %9 = transform.test_produce_empty_payload : !transform.any_op
    transform.test_consume_operand_each %9 : !transform.any_op
    %10 = transform.test_produce_empty_payload : !transform.test_dialect_op
    transform.test_emit_remark_and_erase_operand %10, "remark" {fail_after_erase} : !transform.test_dialect_op
    %11 = transform.test_produce_empty_payload : !transform.any_op
    transform.test_consume_operand_of_op_kind_or_fail %11, "test.op_a" : !transform.any_op
    %12 = transform.test_produce_empty_payload : !transform.any_op
    transform.test_produce_invalid_ir %12 : !transform.any_op
    %13 = transform.test_produce_empty_payload : !transform.any_op
    %14 = transform.test_required_memory_effects %13 {has_operand_effect, has_result_effect, modifies_payload} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
