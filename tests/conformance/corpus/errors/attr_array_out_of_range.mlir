"foo.op"() {a = array<i8: 1000>} : () -> ()
