"foo.op"() : () -> () loc("n"(1))
