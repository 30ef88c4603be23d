"foo.op"() : () -> memref<4xf32, affine_map<(d0) -> (d0)>, 1, 2>
