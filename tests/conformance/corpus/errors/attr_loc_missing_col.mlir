"foo.op"() : () -> () loc("a.mlir":1)
