"foo.use"(%0) : (i64) -> ()
"foo.use"(%0) : (i32) -> ()
%0 = "foo.def"() : () -> i64
