"foo.op"() {a = #foo} : () -> ()
