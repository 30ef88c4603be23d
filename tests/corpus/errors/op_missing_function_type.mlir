"foo.op"() : i32
