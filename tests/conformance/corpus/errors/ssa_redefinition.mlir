%0 = "foo.def"() : () -> i32
%0 = "foo.def"() : () -> i32
