module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32) -> i32 {
    %0 = "tst.op"(%a) : (i32) -> i32
    %1 = "tst.op"(%0) : (i32) -> i32
    return %1 : i32
  }
  transform.named_sequence @m(%arg0: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %arg0 ["tst.op"] : !transform.any_op
    transform.yield %arg0 : !transform.any_op
  }
  transform.named_sequence @a(%arg0: !transform.any_op {transform.readonly}) {
    %p = transform.get_parent_op %arg0 {op_name = "nope.nope"} : (!transform.any_op) -> !transform.any_op
    %q = transform.get_parent_op %arg0 {op_name = "nope.nope2"} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.consumed}) {
    %x = transform.foreach_match in %arg0 @m -> @a : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
