"foo.op"() : () -> memref<4xf32, affine_map<(d0, d1) -> (d0)>>
