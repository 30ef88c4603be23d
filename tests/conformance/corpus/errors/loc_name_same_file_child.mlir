// line one of the file
%0 = "arith.constant"() <{value = 1 : i64}> : () -> i32 loc("myname"("loc_name_same_file_child.mlir":1:4))
