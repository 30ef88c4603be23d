"foo.op"() : () -> tensor<4 f32>
