// FLAGS: --transform-interpreter --split-input-file --verify-diagnostics
// Parameters: test_add_to_param wraps around as a 32-bit integer,
// test_produce_param_with_number_of_test_ops counts test ops per payload op.

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %0 = transform.test_add_to_param 2147483647
    %1 = transform.test_add_to_param %0, 1
    // expected-remark @below {{-2147483648 : i32}}
    transform.debug.emit_param_as_remark %1 : !transform.test_dialect_param
    %2 = transform.test_add_to_param -1
    // expected-remark @below {{-1 : i32}}
    transform.debug.emit_param_as_remark %2 : !transform.test_dialect_param
    %3 = transform.test_add_to_param %2, 3
    // expected-remark @below {{2 : i32}}
    transform.debug.emit_param_as_remark %3 : !transform.test_dialect_param
    %4 = transform.param.constant -5 : i32 -> !transform.test_dialect_param
    %5 = transform.test_add_to_param %4, 3
    // expected-remark @below {{-2 : i32}}
    transform.debug.emit_param_as_remark %5 : !transform.test_dialect_param
    transform.yield
  }
}

// -----

func.func @two(%arg0: i32) {
  "test.a"() : () -> ()
  "test.b"() ({
    "test.c"() : () -> ()
  }) : () -> ()
  return
}

func.func @none() {
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %1 = transform.test_produce_param_with_number_of_test_ops %0 : !transform.any_op
    // expected-remark @below {{3 : i32, 0 : i32}}
    transform.debug.emit_param_as_remark %1 : !transform.test_dialect_param
    transform.yield
  }
}
