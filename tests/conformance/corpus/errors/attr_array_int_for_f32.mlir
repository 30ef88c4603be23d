"foo.op"() {a = array<f32: 1, 2>} : () -> ()
