"foo.op"() : () -> () loc(fused[)
