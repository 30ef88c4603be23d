%0 = "arith.constant"() <{value = 1 : i64}> : () -> i32 loc(fused<"meta">["x.mlir":1:1, "y.mlir":2:2])
