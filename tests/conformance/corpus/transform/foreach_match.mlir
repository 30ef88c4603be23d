// FLAGS: --allow-unregistered-dialect --transform-interpreter --split-input-file
module attributes { transform.with_named_sequence } {
  func.func @foo() {
    "tst.a"() : () -> ()
    "tst.b"() : () -> ()
    return
  }
  transform.named_sequence @match_fail(
      %op: !transform.any_op {transform.readonly},
      %root: !transform.any_op {transform.readonly},
      %param: !transform.param<i64> {transform.readonly}) -> (!transform.any_op, !transform.param<i64>) {
    transform.match.operation_name %op ["tst.impossible"] : !transform.any_op
    transform.yield %root, %param : !transform.any_op, !transform.param<i64>
  }
  transform.named_sequence @match_succeed(
      %op: !transform.any_op {transform.readonly},
      %root: !transform.any_op {transform.readonly},
      %param: !transform.param<i64> {transform.readonly}) -> (!transform.any_op, !transform.param<i64>) {
    transform.match.operation_name %op ["tst.a", "tst.b"] : !transform.any_op
    transform.debug.emit_remark_at %op, "matched" : !transform.any_op
    transform.debug.emit_param_as_remark %param, "param from within the matcher" : !transform.param<i64>
    transform.yield %op, %param : !transform.any_op, !transform.param<i64>
  }
  transform.named_sequence @return(
      %op: !transform.any_op {transform.readonly},
      %param: !transform.param<i64> {transform.readonly}) -> (!transform.param<i64>, !transform.any_op) {
    transform.yield %param, %op : !transform.param<i64>, !transform.any_op
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %param = transform.param.constant 42 : i64 -> !transform.param<i64>
    %func = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %func2, %yielded:2 = transform.foreach_match restrict_root in %func, %root, %param
      @match_fail -> @return,
      @match_succeed -> @return
      : (!transform.any_op, !transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.param<i64>, !transform.any_op)
    transform.debug.emit_remark_at %yielded#1, "yielded" : !transform.any_op
    transform.debug.emit_param_as_remark %yielded#0, "yielded params" : !transform.param<i64>
    transform.debug.emit_remark_at %func2, "updated root" : !transform.any_op
    transform.yield
  }
}
// -----
module attributes { transform.with_named_sequence } {
  func.func @foo() {
    "tst.a"() : () -> ()
    return
  }
  transform.named_sequence @m(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["tst.a"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @twice(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    %m = transform.merge_handles %op, %op : !transform.any_op
    transform.yield %m : !transform.any_op
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %func = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %u, %y = transform.foreach_match flatten_results in %func @m -> @twice : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %n = transform.num_associations %y : (!transform.any_op) -> !transform.param<i64>
    transform.debug.emit_param_as_remark %n, "flattened" : !transform.param<i64>
    %u2, %y2 = transform.foreach_match in %func @m -> @twice : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
// -----
module attributes { transform.with_named_sequence } {
  func.func @foo() {
    "tst.a"() : () -> ()
    "tst.a"() : () -> ()
    return
  }
  transform.named_sequence @m(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["tst.a"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @erase(%op: !transform.any_op {transform.readonly}) {
    %f = transform.get_parent_op %op : (!transform.any_op) -> !transform.any_op
    transform.annotate %op "seen" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %u = transform.foreach_match in %root @m -> @erase : (!transform.any_op) -> !transform.any_op
    transform.print %u : !transform.any_op
    transform.yield
  }
}
