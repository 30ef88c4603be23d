// FLAGS: --split-input-file --verify-diagnostics
// Verifiers: ODS invariants, TransformOpInterface's effect checks, the
// C++-defined ops' hand-written syntax.

module attributes {transform.with_named_sequence} {
  transform.named_sequence @f(%arg0: !transform.any_op {transform.readonly}) {
    // Only a string is taken as the message: `42` starts the next op.
    // expected-error @+1 {{expected operation name in quotes}}
    transform.test_transform_op 42
    transform.yield
  }
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{TransformOpInterface expects ops consuming operands to have a 'write' effect on the payload resource}}
  // expected-note @below {{consumes operand #0}}
  transform.test_required_memory_effects %arg0 {has_operand_effect, has_result_effect} : (!transform.any_op) -> !transform.any_op
}

// -----

func.func @f(%arg0: i32) {
  // expected-error @below {{TransformOpInterface requires memory effects on operands to be specified}}
  // expected-note @below {{no effects specified for operand #0}}
  %0 = transform.test_dummy_payload_op %arg0 : (i32) -> i1
  return
}

// -----

func.func @f() {
  // expected-error @below {{'transform.test_dummy_payload_op' op fail_to_verify is set}}
  %0 = transform.test_dummy_payload_op {fail_to_verify} : () -> i1
  return
}

// -----

// expected-error @below {{expects the entry block to have at least one argument}}
"transform.test_transform_unrestricted_op_no_interface"() ({
^bb0:
  "transform.yield"() : () -> ()
}) : () -> ()

// -----

func.func @f(%arg0: i32) {
  // expected-error @below {{'test.op_a' op requires attribute 'attr'}}
  %0 = "test.op_a"(%arg0) : (i32) -> i32
  return
}

// -----

func.func @f(%arg0: i64) {
  // expected-error @below {{'test.op_a' op operand #0 must be 32-bit signless integer, but got 'i64'}}
  %0 = "test.op_a"(%arg0) {attr = 0 : i32} : (i64) -> i32
  return
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.test_add_to_param' op operand #0 must be , but got '!transform.param<i32>'}}
  %0 = "transform.test_add_to_param"(%p) {addendum = 1 : i32} : (!transform.param<i32>) -> !transform.test_dialect_param
  %p = transform.param.constant 1 : i32 -> !transform.param<i32>
}
