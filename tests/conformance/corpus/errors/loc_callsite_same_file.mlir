// callee line
// caller line
%0 = "arith.constant"() <{value = 1 : i64}> : () -> i32 loc(callsite("loc_callsite_same_file.mlir":1:4 at "loc_callsite_same_file.mlir":2:1))
