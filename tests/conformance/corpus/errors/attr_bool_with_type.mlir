"foo.op"() {a = true : i32} : () -> ()
