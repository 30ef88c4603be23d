"foo.op"() : () -> tuple<
