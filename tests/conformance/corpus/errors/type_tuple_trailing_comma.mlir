"foo.op"() : () -> tuple<i32,>
