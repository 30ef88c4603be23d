// referenced line
%0 = "arith.constant"() <{value = 1 : i64}> : () -> i32 loc("loc_same_file_other_line.mlir":1:4)
