// FLAGS: --allow-unregistered-dialect --transform-interpreter --split-input-file
module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32) -> i32 {
    %0 = "tst.a"(%a) : (i32) -> i32
    %1 = "tst.b"(%0) : (i32) -> i32
    %2 = "tst.a"(%1) : (i32) -> i32
    return %2 : i32
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %a = transform.structured.match ops{["tst.a"]} in %root : (!transform.any_op) -> !transform.any_op
    %b = transform.structured.match ops{["tst.b"]} in %root : (!transform.any_op) -> !transform.any_op
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.annotate %a "unit" : !transform.any_op
    %p = transform.param.constant 42 : i32 -> !transform.param<i32>
    transform.annotate %b "value" = %p : !transform.any_op, !transform.param<i32>
    %p1 = transform.param.constant 1 : i32 -> !transform.param<i32>
    %p2 = transform.param.constant 2 : i32 -> !transform.param<i32>
    %pp = transform.merge_handles %p1, %p2 : !transform.param<i32>
    transform.annotate %a "each" = %pp : !transform.any_op, !transform.param<i32>
    %sv = transform.param.constant "private" -> !transform.any_param
    transform.annotate %f "sym_visibility" = %sv : !transform.any_op, !transform.any_param
    transform.verify %f : !transform.any_op
    transform.yield
  }
  transform.named_sequence @dummy(%x: !transform.any_op {transform.readonly}) {
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
    %p1 = transform.param.constant 1 : i32 -> !transform.param<i32>
    %p3 = transform.merge_handles %p1, %p1, %p1 : !transform.param<i32>
    transform.annotate %a "each" = %p3 : !transform.any_op, !transform.param<i32>
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32) -> i32 {
    %0 = "tst.a"(%a) : (i32) -> i32
    return %0 : i32
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %s = transform.param.constant "not a type" -> !transform.any_param
    transform.annotate %f "function_type" = %s : !transform.any_op, !transform.any_param
    transform.verify %f : !transform.any_op
    transform.yield
  }
}
