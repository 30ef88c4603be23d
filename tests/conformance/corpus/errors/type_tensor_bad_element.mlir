"foo.op"() : () -> tensor<4xfoo>
