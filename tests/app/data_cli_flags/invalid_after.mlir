func.func @f(%x: i32) -> i32 {
  %c = arith.constant 1 : i32
  %0 = arith.addi %x, %c : i32
  return %0 : i32
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %a = transform.structured.match ops{["arith.addi"]} in %root : (!transform.any_op) -> !transform.any_op
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %p = transform.param.constant 2 : i64 -> !transform.param<i64>
    transform.annotate %a "foo" : !transform.any_op
    %c = transform.structured.match ops{["arith.constant"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.annotate %c "value" = %p : !transform.any_op, !transform.param<i64>
    transform.print %f {assume_verified} : !transform.any_op
    transform.print %f : !transform.any_op
    transform.print %a : !transform.any_op
    transform.yield
  }
}
