%0 = "foo.def"() : () -> i32 loc("other.mlir":1:1)
%0 = "foo.def"() : () -> i32
