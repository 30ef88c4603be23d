// Location aliases may be referenced before their definition at the end of the file
// (this is the shape of mlir-opt's own --mlir-print-debuginfo output).
"builtin.module"() ({
  "tst.a"() : () -> () loc(#loc1)
  %0 = "tst.b"() : () -> i32 loc(#loc2)
  "tst.c"(%0) : (i32) -> () loc(#loc3)
}) : () -> () loc(#loc)
#loc = loc("orig.mlir":0:0)
#loc1 = loc("orig.mlir":2:3)
#loc2 = loc("orig.mlir":3:8)
#loc3 = loc("fn"(#loc2))
