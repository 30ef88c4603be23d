"foo.use"(%0) : (i64) -> ()
%0 = "foo.def"() : () -> i32
