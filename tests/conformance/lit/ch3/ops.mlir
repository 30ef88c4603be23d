// RUN: pdlx-opt %s --load-pdlx-extension=%S/../../../../examples/transform_ch3/my_extension.py \
// RUN:   --transform-interpreter --allow-unregistered-dialect --split-input-file | FileCheck %s

// Tutorial Ch3, ops.mlir (mlir/test/Examples/transform/Ch3), run with the
// tutorial's extension written in Python (examples/transform_ch3). The first
// two chunks are the tutorial's; the others exercise the same ops further.

func.func private @orig()
func.func private @updated()

// CHECK-LABEL: func @test1
func.func @test1() {
  // CHECK: call @updated
  call @orig() : () -> ()
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %call = transform.structured.match ops{["func.call"]} in %arg0 : (!transform.any_op) -> !transform.op<"func.call">
    // CHECK: transform.my.change_call_target %{{.*}}, "updated" : !transform.op<"func.call">
    transform.my.change_call_target %call, "updated" : !transform.op<"func.call">
    transform.yield
  }
}

// -----

func.func private @orig()

// CHECK-LABEL: func @test2
func.func @test2() {
  // CHECK: "my.mm4"
  call @orig() : () -> ()
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %call = transform.structured.match ops{["func.call"]} in %arg0 : (!transform.any_op) -> !transform.my.call_op_interface
    // CHECK: transform.my.call_to_op %{{.*}} : (!transform.my.call_op_interface) -> !transform.any_op
    transform.my.call_to_op %call : (!transform.my.call_op_interface) -> !transform.any_op
    transform.yield
  }
}

// -----

// The tutorial's cast to the new type, then change_call_target through it.

func.func private @orig(i32) -> i32
func.func private @microkernel(i32) -> i32

// CHECK-LABEL: func @test3
// CHECK-SAME: (%[[A:.*]]: i32)
func.func @test3(%a: i32) -> i32 {
  // CHECK: %[[X:.*]] = call @microkernel(%[[A]]) : (i32) -> i32
  %x = call @orig(%a) : (i32) -> i32
  // CHECK: %[[Y:.*]] = call @microkernel(%[[X]]) : (i32) -> i32
  %y = call @orig(%x) : (i32) -> i32
  // CHECK: return %[[Y]]
  return %y : i32
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %call = transform.structured.match ops{["func.call"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    // CHECK: transform.cast %{{.*}} : !transform.any_op to !transform.my.call_op_interface
    %casted = transform.cast %call : !transform.any_op to !transform.my.call_op_interface
    // CHECK: transform.my.change_call_target %{{.*}}, "microkernel" : !transform.my.call_op_interface
    transform.my.change_call_target %casted, "microkernel" : !transform.my.call_op_interface
    transform.yield
  }
}

// -----

// call_to_op keeps operands, result types and uses; its result handle points
// to the new ops.

func.func private @orig(i32, f32) -> (i32, f32)

// CHECK-LABEL: func @test4
// CHECK-SAME: (%[[A:.*]]: i32, %[[B:.*]]: f32)
func.func @test4(%a: i32, %b: f32) -> (f32, i32) {
  // CHECK: %[[R:.*]]:2 = "my.mm4"(%[[A]], %[[B]]) : (i32, f32) -> (i32, f32)
  %r:2 = call @orig(%a, %b) : (i32, f32) -> (i32, f32)
  // CHECK: %[[S:.*]]:2 = "my.mm4"(%[[R]]#0, %[[R]]#1) {my.tag} : (i32, f32) -> (i32, f32)
  %s:2 = call @orig(%r#0, %r#1) : (i32, f32) -> (i32, f32)
  // CHECK: return %[[S]]#1, %[[R]]#0 : f32, i32
  return %s#1, %r#0 : f32, i32
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %call = transform.structured.match ops{["func.call"]} in %arg0 : (!transform.any_op) -> !transform.my.call_op_interface
    %new = transform.my.call_to_op %call : (!transform.my.call_op_interface) -> !transform.any_op
    %first, %second = transform.split_handle %new : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.annotate %second "my.tag" : !transform.any_op
    transform.yield
  }
}

// -----

// Generic form of both ops.

// CHECK-LABEL: func @test5
func.func @test5() {
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %call = transform.structured.match ops{["func.call"]} in %arg0 : (!transform.any_op) -> !transform.my.call_op_interface
    // CHECK: transform.my.change_call_target %{{.*}}, "x" : !transform.my.call_op_interface
    "transform.my.change_call_target"(%call) <{new_target = "x"}> : (!transform.my.call_op_interface) -> ()
    // CHECK: transform.my.call_to_op %{{.*}} : (!transform.my.call_op_interface) -> !transform.any_op
    %0 = "transform.my.call_to_op"(%call) : (!transform.my.call_op_interface) -> !transform.any_op
    transform.yield
  }
}

// -----

// call_to_op accepts any CallOpInterface op: an indirect call becomes
// `my.mm4` with all the call's operands, the callee included.

// CHECK-LABEL: func @test6
// CHECK-SAME: (%[[FN:.*]]: (i32) -> i32, %[[A:.*]]: i32)
func.func @test6(%fn: (i32) -> i32, %a: i32) -> i32 {
  // CHECK: %[[R:.*]] = "my.mm4"(%[[FN]], %[[A]]) : ((i32) -> i32, i32) -> i32
  %r = func.call_indirect %fn(%a) : (i32) -> i32
  // CHECK: return %[[R]]
  return %r : i32
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %call = transform.structured.match ops{["func.call_indirect"]} in %arg0 : (!transform.any_op) -> !transform.my.call_op_interface
    transform.my.call_to_op %call : (!transform.my.call_op_interface) -> !transform.any_op
    transform.yield
  }
}
