func.func @f(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32 loc("foo")
  %c = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %s = "test.foo"() ({
    %1 = arith.addi %0, %x : i32 loc(fused["a", "b"])
    "test.bar"(%1) : (i32) -> ()
  }) : () -> i32 loc(callsite("x" at "y":1:2))
  %2 = arith.muli %0, %s : i32
  return %2 : i32
}
func.func @g(%y: i32) {
  %0 = arith.addi %y, %y : i32
  return
}
