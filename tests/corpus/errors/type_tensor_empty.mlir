"foo.op"() : () -> tensor<>
