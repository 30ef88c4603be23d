// FLAGS: --allow-unregistered-dialect --transform-interpreter --split-input-file
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %p = transform.param.constant 3 : i32 -> !transform.param<i64>
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %p = transform.param.constant "s" -> !transform.param<i64>
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %p = transform.param.constant 3 -> !transform.type
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %p = transform.param.constant i32 -> !transform.affine_map
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  func.func @f() {
    "tst.x"() ({
      "tst.y"() : () -> ()
    }) : () -> ()
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %x = transform.structured.match ops{["tst.x"]} in %root : (!transform.any_op) -> !transform.any_op
    %c = transform.cast %x : !transform.any_op to !transform.op<"tst.z">
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %a = transform.split_handle %root : (!transform.any_op) -> (!transform.any_op)
    %e = transform.structured.match ops{["tst.none"]} in %root : (!transform.any_op) -> !transform.any_op
    %e1, %e2 = transform.split_handle %e {pass_through_empty_handle = false} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
