// FLAGS: --allow-unregistered-dialect --transform-interpreter --split-input-file
module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32) -> i32 {
    %0 = "tst.a"(%a) : (i32) -> i32
    %1 = "tst.b"(%0) : (i32) -> i32
    "tst.c"() ({
      %2 = "tst.a"(%1) : (i32) -> i32
      "tst.end"() : () -> ()
    }) : () -> ()
    return %1 : i32
  }
  transform.named_sequence @match_a(%op: !transform.any_op {transform.readonly}) -> (!transform.any_op, !transform.any_value) {
    transform.match.operation_name %op ["tst.a"] : !transform.any_op
    %v = transform.get_operand %op[0] : (!transform.any_op) -> !transform.any_value
    transform.yield %op, %v : !transform.any_op, !transform.any_value
  }
  transform.named_sequence @match_b(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["tst.b", "tst.c"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %ops, %vals = transform.collect_matching @match_a in %root : (!transform.any_op) -> (!transform.any_op, !transform.any_value)
    transform.debug.emit_remark_at %ops, "collected" : !transform.any_op
    transform.debug.emit_remark_at %vals, "collected value" : !transform.any_value
    %bc = transform.collect_matching @match_b in %root : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %bc, "b or c" : !transform.any_op
    %p = transform.param.constant 3 : i64 -> !transform.param<i64>
    %q = transform.param.constant 4 : i64 -> !transform.param<i64>
    transform.match.param.cmpi lt %p, %q : !transform.param<i64>
    transform.match.param.cmpi le %p, %p : !transform.param<i64>
    transform.match.param.cmpi ne %p, %q : !transform.param<i64>
    transform.sequence %root : !transform.any_op failures(suppress) {
    ^bb0(%r: !transform.any_op):
      transform.match.param.cmpi gt %p, %q : !transform.param<i64>
    }
    %e = transform.structured.match ops{["tst.none"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.match.operation_empty %e : !transform.any_op
    transform.match.param.cmpi eq %p, %q : !transform.param<i64>
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  func.func @f() {
    "tst.a"() : () -> ()
    "tst.a"() : () -> ()
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %a = transform.structured.match ops{["tst.a"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.match.operation_name %a ["tst.a"] : !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  func.func @f() {
    "tst.a"() : () -> ()
    "tst.a"() : () -> ()
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %a = transform.structured.match ops{["tst.a"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.match.operation_empty %a : !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %p = transform.param.constant 3 : i64 -> !transform.any_param
    %q = transform.param.constant 3 : i32 -> !transform.any_param
    transform.match.param.cmpi eq %p, %q : !transform.any_param
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %p = transform.param.constant 3 : i64 -> !transform.any_param
    %q = transform.param.constant "a" -> !transform.any_param
    transform.match.param.cmpi eq %p, %q : !transform.any_param
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %p = transform.param.constant 255 : i8 -> !transform.any_param
    %q = transform.param.constant 3 : i8 -> !transform.any_param
    transform.match.param.cmpi gt %p, %q : !transform.any_param
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  func.func @f() {
    "tst.a"() : () -> ()
    return
  }
  transform.named_sequence @m(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    %f = transform.get_parent_op %op {op_name = "func.func", allow_empty_results} : (!transform.any_op) -> !transform.any_op
    %ff = transform.merge_handles %f, %f : !transform.any_op
    transform.yield %ff : !transform.any_op
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %x = transform.collect_matching @m in %root : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
