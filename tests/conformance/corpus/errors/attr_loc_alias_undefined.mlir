"foo.op"() : () -> () loc(#loc9)
