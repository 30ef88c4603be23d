module attributes {transform.with_named_sequence} {
  transform.named_sequence @m(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["tst.a", "tst.b"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @a(%op: !transform.any_op {transform.readonly}) {
    transform.yield
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %x = transform.foreach_match in %root @m -> @a : (!transform.any_op) -> !transform.any_op
    %y = transform.foreach_match restrict_root in %root @m -> @a : (!transform.any_op) -> !transform.any_op
    %z = transform.foreach_match restrict_root flatten_results in %root @m -> @a : (!transform.any_op) -> !transform.any_op
    %p = transform.param.constant 4 -> !transform.param<i64>
    %q = transform.param.constant 4 : i32 -> !transform.param<i32>
    %m = transform.merge_handles deduplicate %x, %y : !transform.any_op
    %m2 = transform.merge_handles %x, %y : !transform.any_op
    transform.print %m {name = "x"} : !transform.any_op
    transform.print
    transform.sequence %root : !transform.any_op failures(propagate) {
    ^bb0(%arg: !transform.any_op):
      transform.yield
    }
    transform.yield
  }
}
