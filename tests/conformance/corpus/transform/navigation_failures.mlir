// FLAGS: --allow-unregistered-dialect --transform-interpreter --split-input-file
module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32) -> i32 {
    %0 = "tst.op"(%a) : (i32) -> i32
    return %0 : i32
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["tst.op"]} in %root : (!transform.any_op) -> !transform.any_op
    %p = transform.get_parent_op %op {op_name = "tst.nothing"} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32) -> i32 {
    %0 = "tst.op"(%a) : (i32) -> i32
    return %0 : i32
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["tst.op"]} in %root : (!transform.any_op) -> !transform.any_op
    %p = transform.get_producer_of_operand %op[0] : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32) -> i32 {
    %0 = "tst.op"(%a) : (i32) -> i32
    %1 = "tst.op"(%0) : (i32) -> i32
    return %1 : i32
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["tst.op"]} in %root : (!transform.any_op) -> !transform.any_op
    %p = transform.get_consumers_of_result %op[0] : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32) -> i32 {
    %0 = "tst.op"(%a) : (i32) -> i32
    return %0 : i32
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["tst.op"]} in %root : (!transform.any_op) -> !transform.any_op
    %p = transform.get_consumers_of_result %op[3] : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32) -> i32 {
    %0 = "tst.op"(%a) : (i32) -> i32
    return %0 : i32
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["tst.op"]} in %root : (!transform.any_op) -> !transform.any_op
    %v = transform.get_operand %op[0] : (!transform.any_op) -> !transform.any_value
    %d = transform.get_defining_op %v : (!transform.any_value) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32) -> i32 {
    %0 = "tst.op"(%a) : (i32) -> i32
    return %0 : i32
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["tst.op"]} in %root : (!transform.any_op) -> !transform.any_op
    %v = transform.get_operand %op[3] : (!transform.any_op) -> !transform.any_value
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32) -> i32 {
    %0 = "tst.op"(%a, %a) : (i32, i32) -> i32
    return %0 : i32
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["tst.op"]} in %root : (!transform.any_op) -> !transform.any_op
    %v = transform.get_result %op[-3] : (!transform.any_op) -> !transform.any_value
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32) -> i32 {
    %0 = "tst.op"(%a, %a) : (i32, i32) -> i32
    return %0 : i32
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["tst.op"]} in %root : (!transform.any_op) -> !transform.any_op
    %v = transform.get_operand %op[1, -1] : (!transform.any_op) -> !transform.any_value
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
  func.func @a() { return }
  func.func @b() { return }
  transform.named_sequence @other(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %g = transform.structured.match ops{["func.return"]} in %f : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
