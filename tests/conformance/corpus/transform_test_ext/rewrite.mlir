// FLAGS: --transform-interpreter --split-input-file --verify-diagnostics
// Payload rewrites that handles must follow: tracked replacement, explicit
// notification, re-entered regions, invalid IR caught by transform.verify.

func.func @tracked() {
  %0 = transform.test_dummy_payload_op {replace_me} : () -> (i1)
  %1 = transform.test_dummy_payload_op : () -> (i1)
  %2 = transform.test_dummy_payload_op {erase_me} : () -> (i1)
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %0 = transform.structured.match ops{["transform.test_dummy_payload_op"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    // expected-remark @below {{2 iterations}}
    transform.test_tracked_rewrite %0 : (!transform.any_op) -> ()
    %1 = transform.num_associations %0 : (!transform.any_op) -> !transform.param<i64>
    // expected-remark @below {{2 : i64}}
    transform.debug.emit_param_as_remark %1 : !transform.param<i64>
    transform.yield
  }
}

// -----

func.func @notify() {
  "test.original"() : () -> ()
  // expected-remark @below {{moved}}
  "test.replacement"() : () -> ()
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %0 = transform.structured.match ops{["test.original"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %1 = transform.structured.match ops{["test.replacement"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.test_notify_payload_op_replaced %0, %1 : (!transform.any_op, !transform.any_op) -> ()
    transform.debug.emit_remark_at %0, "moved" : !transform.any_op
    transform.yield
  }
}

// -----

func.func @notify() {
  "test.original"() : () -> ()
  "test.replacement"() : () -> ()
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %0 = transform.structured.match ops{["test.original"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %1 = transform.structured.match ops{["test.original", "test.replacement"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{expected same number of original and replacement payload operations}}
    transform.test_notify_payload_op_replaced %0, %1 : (!transform.any_op, !transform.any_op) -> ()
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    transform.test_re_enter_region {
      // Applied four times (one expected remark matches all of them).
      // expected-remark @below {{applying transformation}}
      transform.test_transform_op
      transform.yield
    }
    transform.yield
  }
}

// -----

// expected-error @below {{'transform.test_re_enter_region' op expects as many operands as block arguments}}
"transform.test_re_enter_region"() ({
^bb0(%arg0: !transform.any_op):
  "transform.yield"() : () -> ()
}) : () -> ()
