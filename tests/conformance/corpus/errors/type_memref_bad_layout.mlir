"foo.op"() : () -> memref<4xf32, foo>
