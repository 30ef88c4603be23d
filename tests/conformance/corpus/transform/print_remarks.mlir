module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32) -> i32 {
    %0 = "tst.op"(%a) : (i32) -> i32
    %1 = "tst.op"(%0) {x = affine_map<(d0) -> (d0)>} : (i32) -> i32
    return %1 : i32
  }
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["tst.op"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.print %0 {name = "X"} : !transform.any_op
    %f = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.print %f : !transform.any_op
    transform.print %f {skip_regions} : !transform.any_op
    transform.debug.emit_remark_at %0, "hello" : !transform.any_op
    %v = transform.get_result %0[0] : (!transform.any_op) -> !transform.any_value
    transform.debug.emit_remark_at %v, "val" : !transform.any_value
    %c = transform.param.constant 4 -> !transform.param<i64>
    transform.debug.emit_param_as_remark %c, "msg" at %0 : !transform.param<i64>, !transform.any_op
    transform.debug.emit_param_as_remark %c : !transform.param<i64>
    %x = transform.cast %0 : !transform.any_op to !transform.op<"func.func">
    transform.yield
  }
}
