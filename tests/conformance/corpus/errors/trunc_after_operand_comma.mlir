%0 = "foo.def"() : () -> i32
"foo.op"(%0,