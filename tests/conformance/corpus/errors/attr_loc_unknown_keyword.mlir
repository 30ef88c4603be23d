"foo.op"() : () -> () loc(bogus)
