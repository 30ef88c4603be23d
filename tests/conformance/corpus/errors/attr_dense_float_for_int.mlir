"foo.op"() {a = dense<1.5> : tensor<2xi32>} : () -> ()
