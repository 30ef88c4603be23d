module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32) -> i32 {
    %0 = "tst.op"(%a) : (i32) -> i32
    %1 = "tst.op"(%0) : (i32) -> i32
    return %1 : i32
  }
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["tst.op"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %f = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.sequence %arg0 : !transform.any_op failures(suppress) {
    ^bb0(%a: !transform.any_op):
      transform.foreach %0, %f : !transform.any_op, !transform.any_op {
      ^bb1(%x: !transform.any_op, %y: !transform.any_op):
      }
    }
    transform.foreach %0, %f : !transform.any_op, !transform.any_op {
    ^bb1(%x: !transform.any_op, %y: !transform.any_op):
    }
    transform.yield
  }
}
