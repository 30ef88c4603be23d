"foo.op"() : () -> () loc("a.mlir":1:2 to x)
