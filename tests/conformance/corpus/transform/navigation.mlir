module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32, %b: i32) -> i32 {
    %0 = "tst.add"(%a, %b) : (i32, i32) -> i32
    %1 = "tst.mul"(%0, %0) : (i32, i32) -> i32
    %2:2 = "tst.pair"(%1) : (i32) -> (i32, i32)
    "tst.region"() ({
      %3 = "tst.inner"(%2#0) : (i32) -> i32
      "tst.yield"(%3) : (i32) -> ()
    }) : () -> ()
    return %2#1 : i32
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %add = transform.structured.match ops{["tst.add"]} in %root : (!transform.any_op) -> !transform.any_op
    %mul = transform.structured.match ops{["tst.mul"]} in %root : (!transform.any_op) -> !transform.any_op
    %pair = transform.structured.match ops{["tst.pair"]} in %root : (!transform.any_op) -> !transform.any_op
    %inner = transform.structured.match ops{["tst.inner"]} in %root : (!transform.any_op) -> !transform.any_op
    %all = transform.structured.match ops{["tst.add", "tst.mul", "tst.inner"]} in %root : (!transform.any_op) -> !transform.any_op
    %p1 = transform.get_parent_op %inner : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %p1, "parent" : !transform.any_op
    %p2 = transform.get_parent_op %inner {isolated_from_above} : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %p2, "isolated parent" : !transform.any_op
    %p3 = transform.get_parent_op %inner {nth_parent = 2} : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %p3, "second parent" : !transform.any_op
    %p4 = transform.get_parent_op %all {op_name = "func.func"} : (!transform.any_op) -> !transform.any_op
    %n4 = transform.num_associations %p4 : (!transform.any_op) -> !transform.param<i64>
    transform.debug.emit_param_as_remark %n4, "parents without dedup" : !transform.param<i64>
    %p5 = transform.get_parent_op %all {op_name = "func.func", deduplicate} : (!transform.any_op) -> !transform.any_op
    %n5 = transform.num_associations %p5 : (!transform.any_op) -> !transform.param<i64>
    transform.debug.emit_param_as_remark %n5, "parents with dedup" : !transform.param<i64>
    %p6 = transform.get_parent_op %all {op_name = "tst.region", allow_empty_results} : (!transform.any_op) -> !transform.any_op
    %n6 = transform.num_associations %p6 : (!transform.any_op) -> !transform.param<i64>
    transform.debug.emit_param_as_remark %n6, "allow empty" : !transform.param<i64>
    %prod = transform.get_producer_of_operand %mul[1] : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %prod, "producer" : !transform.any_op
    %cons = transform.get_consumers_of_result %mul[0] : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %cons, "consumer" : !transform.any_op
    %none = transform.get_consumers_of_result %inner[0] : (!transform.any_op) -> !transform.any_op
    %ops = transform.get_operand %add[all] : (!transform.any_op) -> !transform.any_value
    transform.debug.emit_remark_at %ops, "operand" : !transform.any_value
    %ops2 = transform.get_operand %add[except(0)] : (!transform.any_op) -> !transform.any_value
    transform.debug.emit_remark_at %ops2, "operand except 0" : !transform.any_value
    %res = transform.get_result %pair[-1] : (!transform.any_op) -> !transform.any_value
    transform.debug.emit_remark_at %res, "last result" : !transform.any_value
    %def = transform.get_defining_op %res : (!transform.any_value) -> !transform.any_op
    transform.debug.emit_remark_at %def, "defining op" : !transform.any_op
    %ty = transform.get_type %res : (!transform.any_value) -> !transform.type
    transform.debug.emit_param_as_remark %ty, "type" : !transform.type
    %sel = transform.select "tst.mul" in %all : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %sel, "selected" : !transform.any_op
    transform.yield
  }
}
