func.func @f(%a: i32 loc("arg.mlir":1:2), %b: i32 loc(fused["x":1:1, "y":2:2])) -> i32 {
  %0 = "tst.x"(%a) : (i32) -> i32 loc("op.mlir":3:4)
  %f = func.constant @f : (i32, i32) -> i32 loc(callsite("c":1:1 at "d":2:2))
  return %0 : i32 loc(#l)
} loc("fn.mlir":9:9)
module @m {
} loc(unknown)
#l = loc("ret":5:5)
