"foo.op"() {a = dense<[1, 2]> : tensor<3xi32>} : () -> ()
