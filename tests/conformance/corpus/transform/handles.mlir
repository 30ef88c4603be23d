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
    %m = transform.merge_handles %a, %b, %a : !transform.any_op
    %nm = transform.num_associations %m : (!transform.any_op) -> !transform.param<i64>
    transform.debug.emit_param_as_remark %nm, "merged" : !transform.param<i64>
    %d = transform.merge_handles deduplicate %a, %b, %a : !transform.any_op
    %nd = transform.num_associations %d : (!transform.any_op) -> !transform.any_param
    transform.debug.emit_param_as_remark %nd, "deduplicated" : !transform.any_param
    transform.debug.emit_remark_at %d, "in merged order" : !transform.any_op
    %x, %y = transform.split_handle %a : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.debug.emit_remark_at %y, "second of split" : !transform.any_op
    %o1, %o2 = transform.split_handle %m {overflow_result = 0} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %no1 = transform.num_associations %o1 : (!transform.any_op) -> !transform.param<i64>
    transform.debug.emit_param_as_remark %no1, "overflow" : !transform.param<i64>
    %empty = transform.structured.match ops{["tst.none"]} in %root : (!transform.any_op) -> !transform.any_op
    %e1, %e2 = transform.split_handle %empty : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %s1, %s2, %s3 = transform.split_handle %a {fail_on_payload_too_small = false} : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %ns3 = transform.num_associations %s3 : (!transform.any_op) -> !transform.param<i64>
    transform.debug.emit_param_as_remark %ns3, "not filled" : !transform.param<i64>
    %r:2 = transform.replicate num(%a) %b, %nm : !transform.any_op, !transform.any_op, !transform.param<i64>
    transform.debug.emit_remark_at %r#0, "replicated" : !transform.any_op
    transform.debug.emit_param_as_remark %r#1, "replicated params" : !transform.param<i64>
    %p1 = transform.param.constant 1 : i32 -> !transform.param<i32>
    %p2 = transform.param.constant 2 : i32 -> !transform.param<i32>
    %pm = transform.merge_handles %p1, %p2, %p1 : !transform.param<i32>
    transform.debug.emit_param_as_remark %pm, "params" : !transform.param<i32>
    %pd = transform.merge_handles deduplicate %p1, %p2, %p1 : !transform.param<i32>
    transform.debug.emit_param_as_remark %pd, "params dedup" : !transform.param<i32>
    %ps:2 = transform.split_handle %pd : (!transform.param<i32>) -> (!transform.param<i32>, !transform.param<i32>)
    transform.debug.emit_param_as_remark %ps#1, "split param" : !transform.param<i32>
    %v = transform.get_result %a[0] : (!transform.any_op) -> !transform.any_value
    %vm = transform.merge_handles %v, %v : !transform.any_value
    %nv = transform.num_associations %vm : (!transform.any_value) -> !transform.param<i64>
    transform.debug.emit_param_as_remark %nv, "values" : !transform.param<i64>
    %c = transform.cast %b : !transform.any_op to !transform.op<"tst.b">
    %c2 = transform.cast %c : !transform.op<"tst.b"> to !transform.any_op
    %s = transform.param.constant "str" -> !transform.any_param
    %arr = transform.param.constant [1, 2] -> !transform.any_param
    %t = transform.param.constant i32 -> !transform.type
    %am = transform.param.constant affine_map<(d0) -> (d0 + 1)> -> !transform.affine_map
    transform.debug.emit_param_as_remark %s, "string" : !transform.any_param
    transform.debug.emit_param_as_remark %arr, "array" at %b : !transform.any_param, !transform.any_op
    transform.debug.emit_param_as_remark %t : !transform.type
    transform.debug.emit_param_as_remark %am : !transform.affine_map
    transform.yield
  }
}
