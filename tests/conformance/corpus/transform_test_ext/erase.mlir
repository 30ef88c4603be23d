// FLAGS: --transform-interpreter --split-input-file --verify-diagnostics
// test_emit_remark_and_erase_operand erases through the rewriter and refuses
// ops whose results are used.

func.func @f() {
  "test.dead"() : () -> ()
  "test.dead"() : () -> ()
  "test.kept"() : () -> ()
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %0 = transform.structured.match ops{["test.dead"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    // expected-remark @below {{erasing}}
    transform.test_emit_remark_and_erase_operand %0, "erasing" : !transform.any_op
    %3 = transform.structured.match ops{["test.dead", "test.kept"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %4 = transform.num_associations %3 : (!transform.any_op) -> !transform.param<i64>
    // expected-remark @below {{1 : i64}}
    transform.debug.emit_param_as_remark %4 : !transform.param<i64>
    transform.yield
  }
}

// -----

func.func @f() {
  %0 = "test.used"() : () -> i32
  "test.user"(%0) : (i32) -> ()
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %0 = transform.structured.match ops{["test.used"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    // expected-remark @below {{erasing}}
    // expected-error @below {{cannot erase an op that has uses}}
    transform.test_emit_remark_and_erase_operand %0, "erasing" : !transform.any_op
    transform.yield
  }
}
