%0 = "arith.constant"() <{value = 1 : i64}> : () -> i32 loc(callsite("fn"("callee.mlir":1:1) at "caller"("caller.mlir":2:2)))
