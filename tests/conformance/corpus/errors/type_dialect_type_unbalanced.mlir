"foo.op"() : () -> !foo.bar<a
