func.func @f(%x: i32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> i32 {
    %0 = arith.addi %a, %x : i32
    scf.yield %0 : i32
  }
  return %r : i32
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %a = transform.structured.match ops{["arith.addi"]} in %root : (!transform.any_op) -> !transform.any_op
    %l = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.print %a : !transform.any_op
    transform.print %l : !transform.any_op
    transform.print %f : !transform.any_op
    transform.print %l {use_local_scope} : !transform.any_op
    transform.print %l {skip_regions} : !transform.any_op
    transform.debug.emit_remark_at %a, "hi" : !transform.any_op
    transform.debug.emit_remark_at %l, "hi" : !transform.any_op
    transform.debug.emit_remark_at %f, "hi" : !transform.any_op
    transform.yield
  }
}
