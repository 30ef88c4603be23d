// FLAGS: --transform-interpreter --split-input-file --verify-diagnostics
// transform.apply_patterns.transform.test_patterns: ops with a
// `replace_with_new_op` name are replaced (handles follow only when the new
// op keeps the name), `test.erase_op` ops are erased.

func.func @f() -> i32 {
  %0 = "test.foo"() {replace_with_new_op = "test.bar"} : () -> i32
  "test.erase_op"() : () -> ()
  %1 = "test.keep"() {replace_with_new_op = "test.keep"} : () -> i32
  return %0 : i32
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %1 = transform.structured.match ops{["test.erase_op"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %0 {
      transform.apply_patterns.transform.test_patterns
    } : !transform.any_op
    %2 = transform.num_associations %1 : (!transform.any_op) -> !transform.param<i64>
    // expected-remark @below {{0 : i64}}
    transform.debug.emit_param_as_remark %2 : !transform.param<i64>
    transform.yield
  }
}

// -----

func.func @f() -> i32 {
  // expected-note @below {{[0] replaced op}}
  // expected-note @below {{[0] replacement value 0}}
  %0 = "test.foo"() {replace_with_new_op = "test.bar"} : () -> i32
  return %0 : i32
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    // expected-note @below {{replacement is required because this handle must be updated}}
    %1 = transform.structured.match ops{["test.foo"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{tracking listener failed to find replacement op during application of this transform op}}
    // expected-note @below {{ran out of suitable replacement values}}
    transform.apply_patterns to %0 {
      transform.apply_patterns.transform.test_patterns
    } : !transform.any_op
    transform.debug.emit_remark_at %1, "still there" : !transform.any_op
    transform.yield
  }
}
