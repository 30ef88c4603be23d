// FLAGS: --transform-interpreter --split-input-file --verify-diagnostics
// The state extension survives nested sequences; remapping re-points every
// handle to the payload op (and the value handles to its results).

// expected-note @below {{associated payload op}}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    transform.test_add_test_extension "outer"
    transform.sequence %arg0 : !transform.any_op failures(propagate) {
    ^bb0(%arg1: !transform.any_op):
      // expected-remark @below {{extension present, outer}}
      transform.test_check_if_test_extension_present %arg1 : !transform.any_op
      %0 = transform.test_remap_operand_to_self %arg1 : (!transform.any_op) -> !transform.any_op
      transform.test_remove_test_extension
    }
    // expected-remark @below {{extension absent}}
    transform.test_check_if_test_extension_present %arg0 : !transform.any_op
    transform.yield
  }
}

// -----

func.func @f() {
  // expected-error @below {{cannot replace an op with another op producing fewer results while tracking handles}}
  %0:2 = "test.two"() : () -> (i32, i32)
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %0 = transform.structured.match ops{["test.two"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %1 = transform.get_result %0[1] : (!transform.any_op) -> !transform.any_value
    transform.test_add_test_extension "A"
    // Fails: a handle to result #1 of test.two would be left dangling.
    transform.test_remap_operand_to_self %0 : (!transform.any_op) -> ()
    transform.yield
  }
}
