// User #loc aliases defined at the top. Their names are not preserved.
#loc = loc("alias.mlir":1:1)
#loc1 = loc("alias.mlir":2:2)
#myloc = loc("named"(#loc1))
#unused_loc = loc("unused.mlir":9:9)
"tst.a"() : () -> () loc(#loc)
"tst.b"() : () -> () loc(#myloc)
"tst.c"() : () -> () loc(#loc1)
"tst.d"() : () -> () loc(fused[#loc, #loc1])
"tst.r"() ({
^bb0(%x: i32 loc(#myloc)):
  "tst.e"() : () -> () loc(#myloc)
}) : () -> () loc(callsite(#loc at #loc1))
