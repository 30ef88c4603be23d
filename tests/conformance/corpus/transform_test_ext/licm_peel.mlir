// FLAGS: --transform-interpreter --split-input-file --verify-diagnostics
// apply_licm hoists pure, speculatable loop invariants (not the division,
// which is only conditionally speculatable, nor the printing); loop.peel
// refuses loops that need no peeling, as MLIR does.

func.func @licm(%lb: index, %ub: index, %step: index, %x: i32, %y: i32) {
  scf.for %i = %lb to %ub step %step {
    %0 = arith.muli %x, %y : i32
    %1 = arith.addi %0, %x : i32
    %2 = arith.divsi %1, %y : i32
    %3 = arith.addi %i, %i : index
    vector.print %2 : i32
    vector.print %3 : index
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %0 = transform.structured.match ops{["scf.for"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.apply_licm to %0 : !transform.any_op
    transform.yield
  }
}

// -----

func.func @peel() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c40 = arith.constant 40 : index
  scf.for %i = %c0 to %c40 step %c4 {
    "test.body"() : () -> ()
  } {divisible}
  scf.for %i = %c0 to %c40 step %c1 {
    "test.body"() : () -> ()
  } {unit_step}
  scf.for %i = %c0 to %c4 step %c4 {
    "test.body"() : () -> ()
  } {one_iteration}
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %0 = transform.structured.match attributes{divisible} in %arg0 : (!transform.any_op) -> !transform.op<"scf.for">
    // expected-error @below {{failed to peel the last iteration}}
    %1:2 = transform.loop.peel %0 : (!transform.op<"scf.for">) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @peel() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c40 = arith.constant 40 : index
  scf.for %i = %c0 to %c40 step %c4 {
    "test.body"() : () -> ()
  } {divisible}
  scf.for %i = %c0 to %c40 step %c1 {
    "test.body"() : () -> ()
  } {unit_step}
  scf.for %i = %c0 to %c4 step %c4 {
    "test.body"() : () -> ()
  } {one_iteration}
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %0 = transform.structured.match attributes{unit_step} in %arg0 : (!transform.any_op) -> !transform.op<"scf.for">
    // expected-error @below {{failed to peel the last iteration}}
    %1:2 = transform.loop.peel %0 : (!transform.op<"scf.for">) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @peel() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c40 = arith.constant 40 : index
  scf.for %i = %c0 to %c40 step %c4 {
    "test.body"() : () -> ()
  } {divisible}
  scf.for %i = %c0 to %c40 step %c1 {
    "test.body"() : () -> ()
  } {unit_step}
  scf.for %i = %c0 to %c4 step %c4 {
    "test.body"() : () -> ()
  } {one_iteration}
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %0 = transform.structured.match attributes{one_iteration} in %arg0 : (!transform.any_op) -> !transform.op<"scf.for">
    // expected-error @below {{failed to peel the first iteration}}
    %1:2 = transform.loop.peel %0 {peel_front = true} : (!transform.op<"scf.for">) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
