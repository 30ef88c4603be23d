"foo.op"() : () -> () foo
