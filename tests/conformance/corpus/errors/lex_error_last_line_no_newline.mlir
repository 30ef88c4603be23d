"foo.op"() : () -> ()
"foo.op"() {a = $