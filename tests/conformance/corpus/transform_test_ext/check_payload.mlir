// FLAGS: --transform-interpreter --split-input-file --verify-diagnostics
// The checkPayload of the test types: !transform.test_dialect_param holds
// i32 integers only, !transform.test_dialect_op ops of the test dialect only.

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    // expected-error @below {{expected the parameter to be a i32 integer attribute}}
    %0 = transform.param.constant 1 : i64 -> !transform.test_dialect_param
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    // expected-error @below {{expected the parameter to be a i32 integer attribute}}
    %0 = transform.test_produce_param ("str") : !transform.test_dialect_param
    transform.yield
  }
}

// -----

func.func @f() {
  "test.some_op"() : () -> ()
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %0 = transform.structured.match ops{["test.some_op"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %1 = transform.cast %0 : !transform.any_op to !transform.test_dialect_op
    %2 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{expected the payload operation to belong to the 'test' dialect}}
    %3 = transform.cast %2 : !transform.any_op to !transform.test_dialect_op
    transform.yield
  }
}
