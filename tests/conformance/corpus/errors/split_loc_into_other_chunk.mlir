// FLAGS: --split-input-file --allow-unregistered-dialect --mlir-print-op-generic
"foo.a"() : () -> ()
// -----
%0 = "arith.constant"() <{value = 1 : i64}> : () -> i32 loc("split_loc_into_other_chunk.mlir":2:3)
// -----
%0 = "arith.constant"() <{value = 1 : i64}> : () -> i32 loc("split_loc_into_other_chunk.mlir":4:1)
