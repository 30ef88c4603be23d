"foo.op"() : () -> tensor<4xf32
