module attributes {transform.with_named_sequence} {
  transform.named_sequence @inc(%op: !transform.any_op {transform.readonly}) -> (!transform.any_op, !transform.param<i64>) {
    %p = transform.param.constant 7 -> !transform.param<i64>
    transform.yield %op, %p : !transform.any_op, !transform.param<i64>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %m = transform.merge_handles deduplicate %root, %root : !transform.any_op
    %m2 = transform.merge_handles %root : !transform.any_op
    transform.print %m {name = "x"} : !transform.any_op
    transform.print {name = "top", skip_regions}
    %p0 = transform.get_parent_op %root {isolated_from_above, nth_parent = 2 : i64} : (!transform.any_op) -> !transform.any_op
    %p1 = transform.get_parent_op %root {op_name = "func.func", nth_parent = 1 : i64} : (!transform.any_op) -> !transform.any_op
    %s:2 = transform.split_handle %root {pass_through_empty_handle = false} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %s3:3 = transform.split_handle %root {overflow_result = 1} : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %c = transform.param.constant "s" -> !transform.any_param
    %c2 = transform.param.constant [1, 2] -> !transform.any_param
    %i = transform.param.constant 3 : i32 -> !transform.param<i32>
    transform.annotate %root "attr" = %i : !transform.any_op, !transform.param<i32>
    transform.annotate %root "unit" : !transform.any_op
    transform.match.operation_name %root ["a.b", "c.d"] : !transform.any_op
    %cast = transform.cast %root : !transform.any_op to !transform.op<"tst.op">
    %back = transform.cast %cast : !transform.op<"tst.op"> to !transform.any_op
    %r:2 = transform.include @inc failures(propagate) (%root) : (!transform.any_op) -> (!transform.any_op, !transform.param<i64>)
    %r2:2 = transform.include @inc failures(suppress) (%root) {tst.x} : (!transform.any_op) -> (!transform.any_op, !transform.param<i64>)
    transform.sequence %root : !transform.any_op failures(propagate) {
    ^bb0(%arg: !transform.any_op):
      transform.print %arg : !transform.any_op
      yield
    }
    %res = transform.sequence %root, %m, %i : (!transform.any_op, !transform.any_op, !transform.param<i32>) -> !transform.any_op failures(suppress) attributes {tst.q = 1} {
    ^bb0(%a: !transform.any_op, %b: !transform.any_op, %c3: !transform.param<i32>):
      transform.yield %a : !transform.any_op
    }
    transform.sequence failures(propagate) {
    ^bb0(%a: !transform.any_op):
    }
    transform.yield
  }
}
