func.func @f() {
  "test.a"() : () -> ()
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @m1(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["test.a"] : !transform.any_op
    %p = transform.get_parent_op %op : (!transform.any_op) -> !transform.any_op
    transform.yield %p : !transform.any_op
  }
  transform.named_sequence @act(%op: !transform.any_op {transform.consumed}) {
    transform.yield
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %m = transform.foreach_match in %root @m1 -> @act : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
