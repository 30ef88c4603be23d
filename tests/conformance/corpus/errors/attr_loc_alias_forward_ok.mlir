"foo.op"() : () -> () loc(#loc)
#loc = loc("x.mlir":1:2)
