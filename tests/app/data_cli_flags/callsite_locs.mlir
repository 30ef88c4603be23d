func.func @f() {
  %0 = arith.constant 1 : i32 loc(callsite("a" at callsite("b.mlir":3:4 at "c.mlir":1:2)))
  %1 = "arith.addi"(%0) : (i32) -> i32 loc(callsite("a.mlir":7:1 at callsite("b.mlir":3:4 at "c.mlir":1:2)))
  return
}
