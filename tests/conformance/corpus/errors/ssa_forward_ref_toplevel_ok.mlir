"foo.use"(%0) : (i32) -> ()
%0 = "foo.def"() : () -> i32
