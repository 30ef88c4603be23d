func.func @f(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  return %0 : i32
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %a = transform.structured.match ops{["arith.addi"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.print %a : !transform.any_op
    transform.print %a {name = "lv", use_local_scope} : !transform.any_op
    transform.debug.emit_remark_at %a, "hi" : !transform.any_op
    transform.yield
  }
}
