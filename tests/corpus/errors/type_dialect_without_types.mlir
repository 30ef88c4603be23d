"foo.op"() : () -> !arith.bogus
