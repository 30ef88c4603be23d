module attributes {transform.with_named_sequence} {
  func.func @f() {
    // expected-remark @below {{hi}}
    %0 = arith.constant 1 : i32
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %a = transform.structured.match ops{["arith.constant"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %a, "hi" : !transform.any_op
    transform.yield
  }
}
