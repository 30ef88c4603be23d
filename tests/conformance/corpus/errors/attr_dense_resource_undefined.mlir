"foo.op"() {a = dense_resource<blob1> : tensor<4xi32>} : () -> ()
