// FLAGS: --allow-unregistered-dialect --transform-interpreter --split-input-file
module attributes {transform.with_named_sequence} {
  func.func @f() {
    "tst.a"() : () -> ()
    "tst.b"() : () -> ()
    return
  }
  transform.named_sequence @fail(%op: !transform.any_op {transform.readonly}) {
    %p = transform.get_parent_op %op {op_name = "tst.nothing"} : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %op, "not reached in named sequence" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %a = transform.structured.match ops{["tst.a"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.sequence %a : !transform.any_op failures(suppress) {
    ^bb0(%x: !transform.any_op):
      %p = transform.get_parent_op %x {op_name = "tst.nothing"} : (!transform.any_op) -> !transform.any_op
      transform.debug.emit_remark_at %x, "reached after suppressed failure" : !transform.any_op
    }
    transform.include @fail failures(suppress) (%a) : (!transform.any_op) -> ()
    %r = transform.sequence %a : !transform.any_op -> !transform.any_op failures(propagate) {
    ^bb0(%x: !transform.any_op):
      transform.yield %x : !transform.any_op
    }
    transform.debug.emit_remark_at %r, "sequence result" : !transform.any_op
    transform.include @fail failures(propagate) (%a) : (!transform.any_op) -> ()
    transform.debug.emit_remark_at %a, "not reached" : !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  func.func @f() {
    "tst.a"() : () -> ()
    "tst.a"() : () -> ()
    "tst.b"() : () -> ()
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %a = transform.structured.match ops{["tst.a"]} in %root : (!transform.any_op) -> !transform.any_op
    %b = transform.structured.match ops{["tst.b"]} in %root : (!transform.any_op) -> !transform.any_op
    %p = transform.param.constant 7 : i64 -> !transform.param<i64>
    %pp = transform.merge_handles %p, %p : !transform.param<i64>
    %r:2 = transform.foreach %a, %pp : !transform.any_op, !transform.param<i64> -> !transform.any_op, !transform.param<i64> {
    ^bb0(%x: !transform.any_op, %y: !transform.param<i64>):
      transform.debug.emit_remark_at %x, "iteration" : !transform.any_op
      transform.yield %x, %y : !transform.any_op, !transform.param<i64>
    }
    %n = transform.num_associations %r#0 : (!transform.any_op) -> !transform.param<i64>
    transform.debug.emit_param_as_remark %n, "foreach results" : !transform.param<i64>
    transform.foreach %a, %b with_zip_shortest : !transform.any_op, !transform.any_op {
    ^bb0(%x: !transform.any_op, %y: !transform.any_op):
      transform.debug.emit_remark_at %x, "zipped" : !transform.any_op
    }
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
    %r = transform.alternatives %f : !transform.any_op -> !transform.any_op {
    ^bb0(%x: !transform.any_op):
      transform.annotate %x "first" : !transform.any_op
      %p = transform.get_parent_op %x {op_name = "tst.nothing"} : (!transform.any_op) -> !transform.any_op
      transform.yield %p : !transform.any_op
    }, {
    ^bb0(%x: !transform.any_op):
      transform.annotate %x "second" : !transform.any_op
      transform.yield %x : !transform.any_op
    }
    transform.print %r : !transform.any_op
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
    %r = transform.alternatives %f : !transform.any_op -> !transform.any_op {
    ^bb0(%x: !transform.any_op):
      %p = transform.get_parent_op %x {op_name = "tst.nothing"} : (!transform.any_op) -> !transform.any_op
      transform.yield %p : !transform.any_op
    }
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
    transform.alternatives %a : !transform.any_op {
    ^bb0(%x: !transform.any_op):
    }
    transform.yield
  }
}
