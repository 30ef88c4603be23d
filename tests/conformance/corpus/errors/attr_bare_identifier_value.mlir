"foo.op"() {a = foo} : () -> ()
