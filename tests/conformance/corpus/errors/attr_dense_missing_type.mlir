"foo.op"() {a = dense<[1, 2]>} : () -> ()
