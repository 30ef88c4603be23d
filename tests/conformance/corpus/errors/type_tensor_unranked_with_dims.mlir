"foo.op"() : () -> tensor<*x4xf32>
