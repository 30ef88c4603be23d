func.func @f(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  return %0 : i32
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %a = transform.structured.match ops{["arith.addi"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %a, "r" : !transform.any_op
    transform.annotate %a "seen" : !transform.any_op
    %p = transform.get_parent_op %a {op_name = "scf.for"} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
