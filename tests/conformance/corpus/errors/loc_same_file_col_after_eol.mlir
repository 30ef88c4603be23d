// referenced line
%0 = "arith.constant"() <{value = 1 : i64}> : () -> i32 loc("loc_same_file_col_after_eol.mlir":1:20)
