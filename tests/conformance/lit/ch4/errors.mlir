// RUN: mlir-opt %s --allow-unregistered-dialect --transform-interpreter \
// RUN:   --split-input-file --verify-diagnostics

// Ways the Ch4 constructs (collect_matching, foreach_match, matcher and action
// sequences) fail, on `test.*` payload ops. mlir-opt-22 runs this file as it
// is; tests/conformance/test_lit.py checks that pdlx-opt gives the same output and
// diagnostics, byte for byte.

// In MLIR 22 `transform.structured.match` is not a MatchOpInterface op: a
// matcher may not use it.

func.func @f(%a: f32, %b: f32) -> f32 {
  %0 = "test.matmul"(%a, %b) : (f32, f32) -> f32
  %1 = "test.add"(%0, %b) : (f32, f32) -> f32
  func.return %1 : f32
}
module attributes { transform.with_named_sequence } {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %m = transform.collect_matching @match in %root : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
  transform.named_sequence @match(%entry: !transform.any_op {transform.readonly}) -> !transform.any_op {
    // expected-error @below {{expected operations in the match part to implement MatchOpInterface}}
    %x = transform.structured.match ops{["test.add"]} in %entry : (!transform.any_op) -> !transform.any_op
    transform.yield %x : !transform.any_op
  }
}

// -----

// Neither is `transform.get_result`.

func.func @f(%a: f32, %b: f32) -> f32 {
  %0 = "test.matmul"(%a, %b) : (f32, f32) -> f32
  %1 = "test.add"(%0, %b) : (f32, f32) -> f32
  func.return %1 : f32
}
module attributes { transform.with_named_sequence } {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    transform.foreach_match in %root @match -> @action : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
  transform.named_sequence @match(%entry: !transform.any_op {transform.readonly}) -> !transform.any_op {
    // expected-error @below {{expected operations in the match part to implement MatchOpInterface}}
    %x = transform.get_result %entry[0] : (!transform.any_op) -> !transform.any_value
    transform.yield %entry : !transform.any_op
  }
  transform.named_sequence @action(%op: !transform.any_op {transform.readonly}) {
    transform.yield
  }
}

// -----

// A failing action fails foreach_match, which names the action and the
// payload op it was applied to.

func.func @f(%a: f32, %b: f32) -> f32 {
  %0 = "test.matmul"(%a, %b) : (f32, f32) -> f32
  // expected-note @below {{when applied to this matching payload}}
  %1 = "test.add"(%0, %b) : (f32, f32) -> f32
  func.return %1 : f32
}
module attributes { transform.with_named_sequence } {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    // expected-error @below {{actions failed}}
    transform.foreach_match in %root @match -> @action : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
  transform.named_sequence @match(%entry: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %entry ["test.add"] : !transform.any_op
    transform.yield %entry : !transform.any_op
  }
  // expected-note @below {{failed action: could not find a producer for operand number: 1 of}}
  transform.named_sequence @action(%op: !transform.any_op {transform.readonly}) {
    %p = transform.get_producer_of_operand %op[1] : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// A matcher must yield what its action takes.

func.func @f(%a: f32, %b: f32) -> f32 {
  %0 = "test.matmul"(%a, %b) : (f32, f32) -> f32
  func.return %0 : f32
}
module attributes { transform.with_named_sequence } {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    // expected-error @below {{mismatching number of matcher results and action arguments between @match (1) and @action (2)}}
    transform.foreach_match in %root @match -> @action : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
  transform.named_sequence @match(%entry: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %entry ["test.matmul"] : !transform.any_op
    transform.yield %entry : !transform.any_op
  }
  transform.named_sequence @action(%op: !transform.any_op {transform.readonly}, %p: !transform.param<i32> {transform.readonly}) {
    transform.yield
  }
}

// -----

// collect_matching has one result per value the matcher yields.

func.func @f(%a: f32, %b: f32) -> f32 {
  %0 = "test.matmul"(%a, %b) : (f32, f32) -> f32
  func.return %0 : f32
}
module attributes { transform.with_named_sequence } {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    // expected-error @below {{expected the matcher to yield as many values as op has results (2), got 1}}
    %m, %n = transform.collect_matching @match in %root : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
  transform.named_sequence @match(%entry: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %entry ["test.matmul"] : !transform.any_op
    transform.yield %entry : !transform.any_op
  }
}

// -----

// A matcher only reads its argument.

func.func @f(%a: f32, %b: f32) -> f32 {
  %0 = "test.matmul"(%a, %b) : (f32, f32) -> f32
  func.return %0 : f32
}
module attributes { transform.with_named_sequence } {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    // expected-error @below {{expected the matcher argument to be marked readonly}}
    %m = transform.collect_matching @match in %root : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
  // expected-warning @below {{op argument #0 is not consumed in the body but is marked as consumed}}
  transform.named_sequence @match(%entry: !transform.any_op {transform.consumed}) -> !transform.any_op {
    transform.match.operation_name %entry ["test.matmul"] : !transform.any_op
    transform.yield %entry : !transform.any_op
  }
}
