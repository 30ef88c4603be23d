"foo.op"() {a = #llvm.bogus} : () -> ()
