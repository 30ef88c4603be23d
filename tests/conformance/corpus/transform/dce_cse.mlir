// FLAGS: --allow-unregistered-dialect --transform-interpreter --split-input-file
module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32, %b: i32) -> i32 {
    %0 = arith.addi %a, %b : i32
    %1 = arith.addi %a, %b : i32
    %2 = arith.muli %0, %1 : i32
    %3 = arith.muli %0, %1 : i32
    %dead = arith.subi %2, %3 : i32
    %c = arith.constant 4 : i32
    %c2 = arith.constant 4 : i32
    %4 = arith.addi %2, %c : i32
    %5 = arith.addi %3, %c2 : i32
    "tst.use"(%4, %5) : (i32, i32) -> ()
    %unused = "tst.effects"() : () -> i32
    return %2 : i32
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %adds = transform.structured.match ops{["arith.addi"]} in %f : (!transform.any_op) -> !transform.any_op
    transform.apply_dce to %f : !transform.any_op
    transform.print %f {name = "after dce"} : !transform.any_op
    transform.apply_cse to %f : !transform.any_op
    transform.print %f {name = "after cse"} : !transform.any_op
    transform.debug.emit_remark_at %adds, "tracked add" : !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32, %b: i1) -> i32 {
    %0 = arith.addi %a, %a : i32
    cf.cond_br %b, ^bb1, ^bb2
  ^bb1:
    %1 = arith.addi %a, %a : i32
    "tst.use"(%1) : (i32) -> ()
    cf.br ^bb3
  ^bb2:
    %2 = arith.muli %a, %a : i32
    "tst.use"(%2) : (i32) -> ()
    cf.br ^bb3
  ^bb3:
    %3 = arith.muli %a, %a : i32
    "tst.use"(%0, %3) : (i32, i32) -> ()
    return %0 : i32
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_cse to %f : !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.apply_dce to %root : !transform.any_op
    transform.yield
  }
}
