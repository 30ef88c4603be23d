%0 = "arith.constant"() <{value = 1 : i64}> : () -> i32 loc("loc_same_file_range.mlir":1:6 to 1:20)
