"foo.op"() {a = tensor<4x>} : () -> ()
