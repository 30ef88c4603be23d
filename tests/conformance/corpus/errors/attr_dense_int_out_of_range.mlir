"foo.op"() {a = dense<[1, 300]> : tensor<2xi8>} : () -> ()
