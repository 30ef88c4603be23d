"foo.op"() : () -> f17
