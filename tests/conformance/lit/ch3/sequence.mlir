// RUN: pdlx-opt %s --load-pdlx-extension=%S/../../../../examples/transform_ch3/my_extension.py \
// RUN:   --allow-unregistered-dialect \
// RUN:   --pass-pipeline="builtin.module(transform-interpreter{ \
// RUN:        debug-bind-trailing-args=func.call},canonicalize,cse,symbol-dce)" \
// RUN: | FileCheck %s

// Tutorial Ch3, sequence.mlir (mlir/test/Examples/transform/Ch3), as far as
// MLIR 22 and pdlx allow. The tutorial tiles the fc_relu function, fuses the
// producers into the loops, outlines the innermost body into @outlined and
// then retargets the outlined call to @microkernel. MLIR 22 no longer has
// `linalg.elemwise_binary` nor `transform.structured.tile_to_forall_op`, the
// tutorial's interpreter pass (`test-transform-dialect-interpreter`) is gone,
// and pdlx does not port tiling, fusion or outlining. So the payload here
// starts where the outlining left it (one call to @outlined per tile), and
// the script does the tutorial's last step with the current interpreter: the
// calls are bound to the second argument of the entry point
// (`debug-bind-trailing-args`, the successor of `bind-first-extra-to-ops`),
// cast to the extension's type and retargeted. symbol-dce then removes the
// outlined function nobody calls any more.

// CHECK-LABEL: func @fc_relu
// CHECK-SAME: (%[[LHS:.*]]: tensor<4x512xf32>, %[[RHS:.*]]: tensor<512x4xf32>, %[[BIAS:.*]]: tensor<4x4xf32>, %[[INIT:.*]]: tensor<4x4xf32>, %[[OUT:.*]]: tensor<4x4xf32>)
func.func @fc_relu(%lhs: tensor<4x512xf32>, %rhs: tensor<512x4xf32>,
                   %bias: tensor<4x4xf32>, %init: tensor<4x4xf32>,
                   %output: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // CHECK: %[[TILE:.*]] = call @microkernel(%[[LHS]], %[[RHS]], %[[BIAS]], %[[INIT]], %[[OUT]])
  %tile = func.call @outlined(%lhs, %rhs, %bias, %init, %output)
    : (tensor<4x512xf32>, tensor<512x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  // CHECK: %[[RELU:.*]] = "test.max"(%[[TILE]]
  %c0f = arith.constant 0.0 : f32
  %relued = "test.max"(%tile, %c0f, %output) : (tensor<4x4xf32>, f32, tensor<4x4xf32>) -> tensor<4x4xf32>
  // CHECK: return %[[RELU]]
  func.return %relued : tensor<4x4xf32>
}

// The outlined tile body.
// CHECK-NOT: @outlined
func.func private @outlined(%lhs: tensor<4x512xf32>, %rhs: tensor<512x4xf32>,
                            %bias: tensor<4x4xf32>, %init: tensor<4x4xf32>,
                            %output: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %matmul = "test.matmul"(%lhs, %rhs, %init)
    : (tensor<4x512xf32>, tensor<512x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  %biased = "test.add"(%matmul, %bias, %output)
    : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  func.return %biased : tensor<4x4xf32>
}

// Declaration of the "microkernel" function that we will be targeting.
// CHECK: func.func private @microkernel
func.func private @microkernel(
    %lhs: tensor<4x512xf32>,
    %rhs: tensor<512x4xf32>,
    %bias: tensor<4x4xf32>,
    %init: tensor<4x4xf32>,
    %output: tensor<4x4xf32>) -> tensor<4x4xf32>

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(
      %arg0: !transform.any_op,
      %call: !transform.op<"func.call">) {
    // Cast to our new type.
    %casted = transform.cast %call : !transform.op<"func.call"> to !transform.my.call_op_interface
    // Using our new operation.
    transform.my.change_call_target %casted, "microkernel" : !transform.my.call_op_interface
    transform.yield
  }
}
