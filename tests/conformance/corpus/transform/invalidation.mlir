// FLAGS: --allow-unregistered-dialect --transform-interpreter --split-input-file
module attributes {transform.with_named_sequence} {
  func.func @f() {
    "tst.a"() : () -> ()
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %a = transform.structured.match ops{["tst.a"]} in %root : (!transform.any_op) -> !transform.any_op
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %p = transform.apply_registered_pass "cse" to %f : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %a, "use after consume" : !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  func.func @f() {
    "tst.a"() : () -> ()
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %v = transform.get_result %f[all] : (!transform.any_op) -> !transform.any_value
    %a = transform.structured.match ops{["tst.a"]} in %f : (!transform.any_op) -> !transform.any_op
    %o = transform.get_operand %a[all] : (!transform.any_op) -> !transform.any_value
    %p = transform.apply_registered_pass "cse" to %f : (!transform.any_op) -> !transform.any_op
    %n = transform.num_associations %o : (!transform.any_value) -> !transform.param<i64>
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  func.func @f() {
    "tst.a"() : () -> ()
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %ff = transform.merge_handles %f, %f : !transform.any_op
    %p = transform.apply_registered_pass "cse" to %ff : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  func.func @f() {
    "tst.a"() : () -> ()
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %e = transform.structured.match ops{["tst.none"]} in %root : (!transform.any_op) -> !transform.any_op
    %p = transform.apply_registered_pass "cse" to %e : (!transform.any_op) -> !transform.any_op
    %q = transform.apply_registered_pass "cse" to %e : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  func.func @f() {
    "tst.a"() : () -> ()
    return
  }
  transform.named_sequence @consume(%op: !transform.any_op {transform.consumed}) {
    %p = transform.apply_registered_pass "cse" to %op : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %a = transform.structured.match ops{["tst.a"]} in %f : (!transform.any_op) -> !transform.any_op
    transform.include @consume failures(propagate) (%f) : (!transform.any_op) -> ()
    transform.debug.emit_remark_at %a, "after include" : !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  func.func @f() {
    "tst.a"() : () -> ()
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %a = transform.structured.match ops{["tst.a"]} in %f : (!transform.any_op) -> !transform.any_op
    transform.foreach %f : !transform.any_op {
    ^bb0(%x: !transform.any_op):
      %p = transform.apply_registered_pass "cse" to %x : (!transform.any_op) -> !transform.any_op
    }
    transform.debug.emit_remark_at %a, "after foreach" : !transform.any_op
    transform.yield
  }
}
