// FLAGS: --transform-interpreter --split-input-file --verify-diagnostics
// Handle and value producers: silenceable failures per payload op, and the
// checks on what an op produced (kinds, null entries).

%r = "test.one_result"() : () -> i32

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %0 = transform.structured.match ops{["test.one_result"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{payload has no result #1}}
    %1 = transform.test_produce_value_handle_to_result %0, 1 : (!transform.any_op) -> !transform.any_value
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    // expected-error @below {{payload has no parent block}}
    %0 = transform.test_produce_value_handle_to_argument_of_parent_block %arg0, 0 : (!transform.any_op) -> !transform.any_value
    transform.yield
  }
}

// -----

func.func @f(%arg0: i32) {
  "test.anchor"() : () -> ()
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %0 = transform.structured.match ops{["test.anchor"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{parent of the payload has no argument #1}}
    %1 = transform.test_produce_value_handle_to_argument_of_parent_block %0, 1 : (!transform.any_op) -> !transform.any_value
    transform.yield
  }
}

// -----

func.func @f() {
  "test.anchor"() {target_me} : () -> ()
  "test.anchor"() {target_me} : () -> ()
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %0 = transform.structured.match ops{["test.anchor"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.test_mixed_success_and_silenceable %0 : !transform.any_op
    transform.yield
  }
}

// -----

func.func @f() {
  "test.anchor"() : () -> ()
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %0 = transform.structured.match ops{["test.anchor"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %1, %2 = transform.test_produce_transform_param_or_forward_operand %0 : (!transform.any_op) -> (!transform.any_op, !transform.param<i64>)
    // expected-remark @below {{42 : i64}}
    transform.debug.emit_param_as_remark %2 : !transform.param<i64>
    %3 = transform.num_associations %1 : (!transform.any_op) -> !transform.param<i64>
    // expected-remark @below {{1 : i64}}
    transform.debug.emit_param_as_remark %3 : !transform.param<i64>
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    // A block argument has no defining op to forward.
    // expected-error @below {{attempting to assign a null payload op to this transform value}}
    %0 = transform.test_produce_self_handle_or_forward_operand %arg0 : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
