"foo.op"() : () -> () loc(1:2)
