// RUN: mlir-opt %s --allow-unregistered-dialect --transform-interpreter \
// RUN:   --verify-diagnostics

// Tutorial Ch4, multiple.mlir (mlir/test/Examples/transform/Ch4), rewritten
// for MLIR 22: the payload uses `test.matmul`, `test.add` and `test.max`
// instead of the removed `linalg.elemwise_binary`, and the tutorial's own op
// `transform.match.my.has_operand_satisfying` (which only its binary
// `transform-opt-ch4` has) is replaced by core ops: one matcher per operand
// position of the max (`get_operand %last[0]`, `get_operand %last[1]`), both
// sharing the rest of the chain through `transform.include` of a matcher
// taking a value handle. `foreach_match` tries the pairs in order, so the
// position of the operand that leads to the chain is reported as before.
// mlir-opt-22 runs this file as it is; tests/conformance/test_lit.py checks that pdlx-opt
// gives the same output and diagnostics, byte for byte.
// Matmul+ReLU.
func.func @fc_relu_operands_00(
    %lhs: tensor<512x512xf32>, %rhs: tensor<512x512xf32>,
    %bias: tensor<512x512xf32>, %output: tensor<512x512xf32>)
    -> tensor<512x512xf32> {
  // expected-remark @below {{matmul # 0}}
  %matmul = "test.matmul"(%lhs, %rhs, %output) : (tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
  // expected-remark @below {{add # 0}}
  %biased = "test.add"(%matmul, %bias, %output) : (tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
  %c0f = arith.constant 0.0 : f32
  // expected-remark @below {{max # 0}}
  %relued = "test.max"(%biased, %c0f, %output) : (tensor<512x512xf32>, f32, tensor<512x512xf32>) -> tensor<512x512xf32>
  func.return %relued : tensor<512x512xf32>
}

// Matmul+ReLU with swapped operands.
func.func @fc_relu_operands_01(
    %lhs: tensor<512x512xf32>, %rhs: tensor<512x512xf32>,
    %bias: tensor<512x512xf32>, %output: tensor<512x512xf32>)
    -> tensor<512x512xf32> {
  // expected-remark @below {{matmul # 1}}
  %matmul = "test.matmul"(%lhs, %rhs, %output) : (tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
  // expected-remark @below {{add # 1}}
  %biased = "test.add"(%matmul, %bias, %output) : (tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
  %c0f = arith.constant 0.0 : f32
  // expected-remark @below {{max # 1}}
  %relued = "test.max"(%c0f, %biased, %output) : (f32, tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
  func.return %relued : tensor<512x512xf32>
}

// The module containing named sequences must have an attribute allowing them
// to enable verification.
module @transforms attributes { transform.with_named_sequence } {
  // Entry point. This takes as the only argument the root operation (typically
  // pass root) given to the transform interpreter.
  transform.named_sequence @__transform_main(
      %root: !transform.any_op {transform.consumed}) {
    // Traverses the payload IR associated with the operand handle, invoking
    // the matchers on each of the operations in turn: the first matcher that
    // succeeds has its action invoked with the values it yielded. A matcher's
    // silenceable failure only means "no match" (the message is forwarded to
    // the debug stream). Definite failures are propagated immediately and
    // unconditionally, as usual.
    transform.foreach_match in %root
      @match_matmul_elemwise_0 -> @print_matmul_elemwise,
      @match_matmul_elemwise_1 -> @print_matmul_elemwise
      : (!transform.any_op) -> !transform.any_op
    transform.yield
  }

  // This is an action sequence.
  transform.named_sequence @print_matmul_elemwise(
      %matmul: !transform.any_op {transform.readonly},
      %add: !transform.any_op {transform.readonly},
      %max: !transform.any_op {transform.readonly},
      %pos: !transform.param<i32> {transform.readonly}) {
    transform.debug.emit_param_as_remark %pos, "matmul #" at %matmul
      : !transform.param<i32>, !transform.any_op
    transform.debug.emit_param_as_remark %pos, "add #" at %add
      : !transform.param<i32>, !transform.any_op
    transform.debug.emit_param_as_remark %pos, "max #" at %max
      : !transform.param<i32>, !transform.any_op
    transform.yield
  }

  // These are matcher sequences, one per operand position of the last op of
  // the chain. Each starts matching from the last operation in the use-def
  // chain and goes back because each operand (use) has exactly one definition.
  transform.named_sequence @match_matmul_elemwise_0(
      %last: !transform.any_op {transform.readonly})
      -> (!transform.any_op, !transform.any_op, !transform.any_op,
          !transform.param<i32>) {
    // The last operation must be the max.
    transform.match.operation_name %last ["test.max"] : !transform.any_op
    // Its operand #0 must lead to the rest of the chain.
    %operand = transform.get_operand %last[0] : (!transform.any_op) -> !transform.any_value
    %matmul, %middle = transform.include @match_add_of_matmul failures(propagate) (%operand)
      : (!transform.any_value) -> (!transform.any_op, !transform.any_op)
    %pos = transform.param.constant 0 : i32 -> !transform.param<i32>
    transform.yield %matmul, %middle, %last, %pos
      : !transform.any_op, !transform.any_op, !transform.any_op, !transform.param<i32>
  }

  transform.named_sequence @match_matmul_elemwise_1(
      %last: !transform.any_op {transform.readonly})
      -> (!transform.any_op, !transform.any_op, !transform.any_op,
          !transform.param<i32>) {
    transform.match.operation_name %last ["test.max"] : !transform.any_op
    %operand = transform.get_operand %last[1] : (!transform.any_op) -> !transform.any_value
    %matmul, %middle = transform.include @match_add_of_matmul failures(propagate) (%operand)
      : (!transform.any_value) -> (!transform.any_op, !transform.any_op)
    %pos = transform.param.constant 1 : i32 -> !transform.param<i32>
    transform.yield %matmul, %middle, %last, %pos
      : !transform.any_op, !transform.any_op, !transform.any_op, !transform.param<i32>
  }

  // A matcher called by the two above: the value must be defined by an add
  // whose first operand is defined by a matmul.
  transform.named_sequence @match_add_of_matmul(
      %operand: !transform.any_value {transform.readonly})
      -> (!transform.any_op, !transform.any_op) {
    %def = transform.get_defining_op %operand
      : (!transform.any_value) -> !transform.any_op
    transform.match.operation_name %def ["test.add"] : !transform.any_op
    %matmul = transform.get_producer_of_operand %def[0]
      : (!transform.any_op) -> !transform.any_op
    transform.match.operation_name %matmul ["test.matmul"] : !transform.any_op
    transform.yield %matmul, %def : !transform.any_op, !transform.any_op
  }
}
