"foo.op"() : () -> () loc("a.mlir":x:1)
