"foo.op"() {a = "s" : foo} : () -> ()
