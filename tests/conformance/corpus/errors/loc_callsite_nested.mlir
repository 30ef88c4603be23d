%0 = "arith.constant"() <{value = 1 : i64}> : () -> i32 loc(callsite("a.mlir":1:1 at callsite("b.mlir":2:2 at "c.mlir":3:3)))
