"foo.op"() : () -> !foo
