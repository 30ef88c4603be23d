// memref: shapes, layouts (affine maps become #map aliases, identity maps are dropped,
// strided offset 0 is dropped), memory spaces (integer 0 and "N : i64" canonicalize).
"tst.tys"() {m = [memref<4x?xf32>, memref<f32>, memref<0xi8>, memref<2x3xvector<4xf32>>, memref<4xcomplex<f32>>]} : () -> ()
"tst.tys"() {l = [memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>, memref<4x4xf32, affine_map<(d0, d1) -> (d0, d1)>>, memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>, memref<4xf32, affine_map<(d0) -> (d0)>>]} : () -> ()
"tst.tys"() {s = [memref<4x4xf32, strided<[1, 4], offset: ?>>, memref<4xf32, strided<[1]>>, memref<4xf32, strided<[?], offset: 0>>, memref<4x4xf32, strided<[4, 1]>>, memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<4xf32, strided<[2], offset: 3>>]} : () -> ()
"tst.tys"() {ms = [memref<4xf32, 1>, memref<4xf32, 0>, memref<4xf32, 2 : i32>, memref<4xf32, 7 : i64>, memref<4xf32, affine_map<(d0) -> (d0 + 1)>, 1>, memref<?x?xf32, strided<[?, ?], offset: ?>, 3>, memref<4xf32, affine_map<(d0) -> (d0)>, 5>]} : () -> ()
"tst.tys"() {u = [memref<*xf32>, memref<*xf32, 1>, memref<*xi8, 0>, memref<*xf32, 4 : i16>]} : () -> ()
%0 = "tst.alloc"() : () -> memref<8x?xf32, strided<[?, 1], offset: ?>, 2>
