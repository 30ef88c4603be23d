"foo.op"() : () -> () loc(callsite("a.mlir":1:2))
