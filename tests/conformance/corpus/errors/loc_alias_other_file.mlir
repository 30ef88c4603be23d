%0 = "arith.constant"() <{value = 1 : i64}> : () -> i32 loc(#loc1)
#loc1 = loc("other.mlir":1:2)
