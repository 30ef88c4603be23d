"foo.op"() {a = array<i32: 1.5>} : () -> ()
