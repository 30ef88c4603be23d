// first line
%0 = "arith.constant"() <{value = 1 : i64}> : () -> i32 loc(fused["loc_fused_same_file.mlir":1:4, "loc_fused_same_file.mlir":2:1])
