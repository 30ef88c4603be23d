"foo.op"() : () -> complex<tensor<2xf32>>
