#loc = 1 : i32
"foo.op"() : () -> () loc(#loc)
