%0 = "arith.constant"() <{value = 1 : i64}> : () -> i32 loc(callsite("callee.mlir":3:4 at "caller.mlir":5:6))
