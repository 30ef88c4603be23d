"foo.op"() : (i32)
