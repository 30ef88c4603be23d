%0 = "arith.constant"() <{value = 1 : i64}> : () -> i32 loc("loc_same_file_line_past_end.mlir":999:1)
