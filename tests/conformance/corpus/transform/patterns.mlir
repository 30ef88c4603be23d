// FLAGS: --allow-unregistered-dialect --transform-interpreter --split-input-file
module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32) -> i32 {
    %c1 = arith.constant 1 : i32
    %0 = arith.addi %a, %c1 : i32
    %dead = arith.muli %0, %0 : i32
    %c1_0 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %1 = "tst.use"(%0, %c1_0, %c2) : (i32, i32, i32) -> i32
    %c3 = arith.constant 3 : i32
    return %1 : i32
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32) -> i32 {
    %0 = arith.addi %a, %a : i32
    %dead = arith.muli %0, %0 : i32
    "tst.region"() ({
      %c1 = arith.constant 1 : i32
      %dead2 = arith.muli %c1, %c1 : i32
      "tst.end"() : () -> ()
    }) : () -> ()
    return %0 : i32
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %r = transform.structured.match ops{["tst.region"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %r {
    } : !transform.any_op
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
    } {apply_cse} : !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  module @payload {
    func.func @f(%a: i32) -> i32 {
      %c1 = arith.constant 1 : i32
      %0 = arith.addi %a, %c1 : i32
      %dead = arith.muli %0, %0 : i32
      %c1_0 = arith.constant 1 : i32
      %1 = arith.muli %0, %c1_0 : i32
      %2 = arith.muli %0, %c1_0 : i32
      "tst.use"(%1, %2) : (i32, i32) -> ()
      return %1 : i32
    }
    func.func private @unused()
    func.func private @used()
    func.func @caller() {
      func.call @used() : () -> ()
      return
    }
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %f1, %f2, %f3, %f4 = transform.split_handle %f : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %g = transform.apply_registered_pass "canonicalize" to %f1 : (!transform.any_op) -> !transform.any_op
    %h = transform.apply_registered_pass "cse" to %g : (!transform.any_op) -> !transform.any_op
    %mod = transform.structured.match ops{["builtin.module"]} in %root : (!transform.any_op) -> !transform.any_op
    %payload, %top = transform.split_handle %mod : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %m = transform.apply_registered_pass "symbol-dce" to %payload : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
