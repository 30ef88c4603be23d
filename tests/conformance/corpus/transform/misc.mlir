// FLAGS: --allow-unregistered-dialect --transform-interpreter --split-input-file
module attributes {transform.with_named_sequence} {
  func.func @f() {
    "tst.a"() : () -> ()
    return
  }
  func.func @g() {
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.sequence %root : !transform.any_op failures(propagate) {
    ^bb0(%x: !transform.any_op):
      %f = transform.structured.match ops{["func.func"]} in %x : (!transform.any_op) -> !transform.any_op
      transform.print %f {name = "local", use_local_scope} : !transform.any_op
      transform.print %f {name = "skip", skip_regions} : !transform.any_op
      %a = transform.structured.match ops{["tst.a"]} in %x : (!transform.any_op) -> !transform.any_op
      transform.print %a {name = "nested"} : !transform.any_op
      transform.print {skip_regions}
    }
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32, %b: f32) -> i32 {
    %0 = "tst.a"(%a) {k = 1 : i32} : (i32) -> i32
    %1 = "tst.a"(%a, %a) {k = 2 : i32} : (i32, i32) -> i32
    %2 = "tst.b"(%b) {k = 1 : i32} : (f32) -> f32
    %3 = "tst.c"(%a, %b) : (i32, f32) -> i32
    return %0 : i32
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %k1 = transform.structured.match attributes {k = 1 : i32} in %root : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %k1, "k = 1" : !transform.any_op
    %i32 = transform.structured.match filter_result_type = i32 in %root : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %i32, "i32 result" : !transform.any_op
    %ops = transform.structured.match ops{["tst.a", "tst.b"]} filter_operand_types = [i32] in %root : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %ops, "all operands i32" : !transform.any_op
    %two = transform.structured.match ops{["tst.c"]} filter_operand_types = [i32, f32] in %root : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %two, "i32, f32" : !transform.any_op
    %bad = transform.structured.match filter_operand_types = [i32, f32] in %root : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  func.func @f() {
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %r = transform.merge_handles %root, %root : !transform.any_op
    %m = transform.structured.match ops{["func.func"]} in %r : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  func.func @f() {
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}, %extra: !transform.any_op {transform.readonly}) {
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @external(%op: !transform.any_op {transform.readonly})
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.include @external failures(propagate) (%root) : (!transform.any_op) -> ()
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
    %a = transform.structured.match ops{["tst.a"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_licm to %a : !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  func.func @f() {
    "tst.a"() : () -> ()
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.op<"func.func">) {
    transform.debug.emit_remark_at %root, "bound to func" : !transform.op<"func.func">
    transform.yield
  }
}
