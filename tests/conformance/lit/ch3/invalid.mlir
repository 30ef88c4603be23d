// RUN: pdlx-opt %s --load-pdlx-extension=%S/../../../../examples/transform_ch3/my_extension.py \
// RUN:   --transform-interpreter --split-input-file --verify-diagnostics

// Tutorial Ch3, invalid.mlir (mlir/test/Examples/transform/Ch3), run with the
// tutorial's extension written in Python (examples/transform_ch3). The first
// chunk is the tutorial's; the others check the extension's other failure
// modes: operand type constraints, TransformEachOpTrait's op kind check, the
// handle type's payload check, and handle invalidation by call_to_op.

// expected-note @below {{offending operation}}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(
  // expected-error @below {{expected the payload operation to implement CallOpInterface}}
  %arg0: !transform.my.call_op_interface) {
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %call = transform.structured.match ops{["func.call"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{'transform.my.change_call_target' op operand #0 must be Transform IR handle to func.call operations or handle to payload operations implementing CallOpInterface, but got '!transform.any_op'}}
    transform.my.change_call_target %call, "updated" : !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %call = transform.structured.match ops{["func.call"]} in %arg0 : (!transform.any_op) -> !transform.op<"func.call">
    // expected-error @below {{'transform.my.call_to_op' op operand #0 must be handle to payload operations implementing CallOpInterface, but got '!transform.op<"func.call">'}}
    %0 = transform.my.call_to_op %call : (!transform.op<"func.call">) -> !transform.any_op
    transform.yield
  }
}

// -----

// An indirect call implements CallOpInterface, so the handle accepts it, but
// change_call_target applies to `func.call` only.

func.func @f(%fn: () -> ()) {
  // expected-note @below {{when applied to this op}}
  func.call_indirect %fn() : () -> ()
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %call = transform.structured.match ops{["func.call_indirect"]} in %arg0 : (!transform.any_op) -> !transform.my.call_op_interface
    // expected-error @below {{transform applied to the wrong op kind}}
    transform.my.change_call_target %call, "updated" : !transform.my.call_op_interface
    transform.yield
  }
}

// -----

// call_to_op consumes its operand: every handle to the replaced calls is
// invalidated, including handles obtained independently.

func.func private @orig()
func.func @f() {
  // expected-note @below {{ancestor payload op}}
  // expected-note @below {{nested payload op}}
  call @orig() : () -> ()
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %call = transform.structured.match ops{["func.call"]} in %arg0 : (!transform.any_op) -> !transform.my.call_op_interface
    // expected-note @below {{handle to invalidated ops}}
    %other = transform.structured.match ops{["func.call"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    // expected-note @below {{invalidated by this transform op that consumes its operand #0}}
    %0 = transform.my.call_to_op %call : (!transform.my.call_op_interface) -> !transform.any_op
    // expected-error @below {{op uses a handle invalidated by a previously executed transform op}}
    transform.debug.emit_remark_at %other, "still here?" : !transform.any_op
    transform.yield
  }
}

// -----

// change_call_target only reads its operand: the handle stays valid.

func.func private @orig()
func.func private @updated()
func.func @f() {
  // expected-remark @below {{still tracked}}
  call @orig() : () -> ()
  // expected-remark @below {{still tracked}}
  call @orig() : () -> ()
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %call = transform.structured.match ops{["func.call"]} in %arg0 : (!transform.any_op) -> !transform.op<"func.call">
    transform.my.change_call_target %call, "updated" : !transform.op<"func.call">
    transform.debug.emit_remark_at %call, "still tracked" : !transform.op<"func.call">
    transform.yield
  }
}

// -----

// The payload check also runs when a cast produces the handle.

// expected-note @below {{offending operation}}
func.func private @orig()
func.func @f() {
  call @orig() : () -> ()
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %funcs = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{expected the payload operation to implement CallOpInterface}}
    %casted = transform.cast %funcs : !transform.any_op to !transform.my.call_op_interface
    transform.yield
  }
}

// -----

// A callee that does not exist: the payload no longer verifies after the
// interpreter ran.

func.func private @orig()
func.func @f() {
  // expected-error @below {{'func.call' op 'nowhere' does not reference a valid function}}
  call @orig() : () -> ()
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %call = transform.structured.match ops{["func.call"]} in %arg0 : (!transform.any_op) -> !transform.op<"func.call">
    transform.my.change_call_target %call, "nowhere" : !transform.op<"func.call">
    transform.yield
  }
}
