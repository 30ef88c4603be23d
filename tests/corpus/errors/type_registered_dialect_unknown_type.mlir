"foo.op"() : () -> !llvm.bogus
