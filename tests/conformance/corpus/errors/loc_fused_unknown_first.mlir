%0 = "arith.constant"() <{value = 1 : i64}> : () -> i32 loc(fused[unknown, "y.mlir":2:2])
