"foo.op"() {a = array<tensor<2xi32>: 1>} : () -> ()
