// RUN: mlir-opt %s --allow-unregistered-dialect --transform-interpreter \
// RUN:   --verify-diagnostics

// Tutorial Ch4, features.mlir (mlir/test/Examples/transform/Ch4), rewritten
// for MLIR 22 onto `test.*` payload ops. The tutorial matches a matmul written
// either as a named op or as a `linalg.generic` through the Linalg extension's
// `transform.match.structured` ops, and prints with the removed
// `transform.test_print_remark_at_operand`. Here the generic form is a
// `test.generic` op with a mulf/addf body, recognised with core match and
// navigation ops only: from the body's terminator, `get_producer_of_operand`
// walks back through the addf and the mulf, `get_parent_op` climbs to the
// generic op, and `get_operand`, `num_associations`, `param.constant` and
// `match.param.cmpi` count its operands. Remarks use
// `transform.debug.emit_remark_at`. Two look-alikes (the body in the other
// order, one input only) must not match. mlir-opt-22 runs this file as it is;
// tests/conformance/test_lit.py checks that pdlx-opt gives the same output and
// diagnostics, byte for byte.
// Matmul as a named operation.
func.func @named(
    %lhs: tensor<512x512xf32>, %rhs: tensor<512x512xf32>,
    %bias: tensor<512x512xf32>, %output: tensor<512x512xf32>)
    -> tensor<512x512xf32> {
  // expected-remark @below {{matmul}}
  %matmul = "test.matmul"(%lhs, %rhs, %output) : (tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
  func.return %matmul : tensor<512x512xf32>
}

// Matmul as a generic operation.
func.func @generic(
    %lhs: tensor<512x512xf32>, %rhs: tensor<512x512xf32>,
    %bias: tensor<512x512xf32>, %output: tensor<512x512xf32>)
    -> tensor<512x512xf32> {
  // expected-remark @below {{matmul}}
  %matmul = "test.generic"(%lhs, %rhs, %output) ({
  ^bb0(%arg0: f32, %arg1: f32, %arg2: f32):
    %0 = arith.mulf %arg0, %arg1 : f32
    %1 = arith.addf %0, %arg2 : f32
    "test.generic_yield"(%1) : (f32) -> ()
  }) {iterator_types = ["parallel", "parallel", "reduction"]}
    : (tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
  return %matmul : tensor<512x512xf32>
}

// Not a matmul: the body adds before it multiplies.
func.func @not_a_contraction(
    %lhs: tensor<512x512xf32>, %rhs: tensor<512x512xf32>,
    %bias: tensor<512x512xf32>, %output: tensor<512x512xf32>)
    -> tensor<512x512xf32> {
  %0 = "test.generic"(%lhs, %rhs, %output) ({
  ^bb0(%arg0: f32, %arg1: f32, %arg2: f32):
    %1 = arith.addf %arg0, %arg1 : f32
    %2 = arith.mulf %1, %arg2 : f32
    "test.generic_yield"(%2) : (f32) -> ()
  }) {iterator_types = ["parallel", "parallel", "reduction"]}
    : (tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
  return %0 : tensor<512x512xf32>
}

// Not a matmul: a generic with one input.
func.func @one_input(%in: tensor<512x512xf32>, %output: tensor<512x512xf32>)
    -> tensor<512x512xf32> {
  %0 = "test.generic"(%in, %output) ({
  ^bb0(%arg0: f32, %arg1: f32):
    %1 = arith.mulf %arg0, %arg0 : f32
    %2 = arith.addf %1, %arg1 : f32
    "test.generic_yield"(%2) : (f32) -> ()
  }) {iterator_types = ["parallel", "parallel"]}
    : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
  return %0 : tensor<512x512xf32>
}

module @transforms attributes { transform.with_named_sequence } {
  transform.named_sequence @__transform_main(
      %root: !transform.any_op {transform.consumed}) {
    transform.foreach_match in %root
      @match_named_matmul -> @print_matmul,
      @match_generic_matmul -> @print_matmul
      : (!transform.any_op) -> !transform.any_op
    transform.yield
  }

  // This is an action sequence.
  transform.named_sequence @print_matmul(
      %matmul: !transform.any_op {transform.readonly}) {
    transform.debug.emit_remark_at %matmul, "matmul" : !transform.any_op
    transform.yield
  }

  transform.named_sequence @match_named_matmul(
      %candidate: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %candidate ["test.matmul"] : !transform.any_op
    transform.yield %candidate : !transform.any_op
  }

  // Matches the terminator of a generic op's body and yields the generic op.
  transform.named_sequence @match_generic_matmul(
      %yield: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %yield ["test.generic_yield"] : !transform.any_op

    // The body is a mulf/addf contraction: the yielded value is an addf whose
    // first operand is a mulf.
    %add = transform.get_producer_of_operand %yield[0]
      : (!transform.any_op) -> !transform.any_op
    transform.match.operation_name %add ["arith.addf"] : !transform.any_op
    %mul = transform.get_producer_of_operand %add[0]
      : (!transform.any_op) -> !transform.any_op
    transform.match.operation_name %mul ["arith.mulf"] : !transform.any_op
    // The op holding the body is a generic op...
    %generic = transform.get_parent_op %yield {op_name = "test.generic"}
      : (!transform.any_op) -> !transform.any_op
    // ... with 2 inputs and 1 init, that is 3 operands.
    %operands = transform.get_operand %generic[all]
      : (!transform.any_op) -> !transform.any_value
    %n_operands = transform.num_associations %operands
      : (!transform.any_value) -> !transform.param<i64>
    %c3 = transform.param.constant 3 : i64 -> !transform.param<i64>
    transform.match.param.cmpi eq %n_operands, %c3 : !transform.param<i64>
    transform.yield %generic : !transform.any_op
  }
}
