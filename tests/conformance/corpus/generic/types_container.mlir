// complex, tuple, vector (incl. scalable and 0-d), tensor (ranked, dynamic, unranked,
// 0-d, zero-sized, with encodings).
"tst.tys"() {c = [complex<f32>, complex<f64>, complex<i32>, complex<f16>]} : () -> ()
"tst.tys"() {t = [tuple<>, tuple<i32>, tuple<i32, f32>, tuple<tuple<i8>, tuple<>>, tuple<tensor<2xi8>, complex<f32>>]} : () -> ()
"tst.tys"() {v = [vector<4xf32>, vector<[4]xf32>, vector<2x[4]x[8]xf32>, vector<[2]x4xi1>, vector<f32>, vector<1x2x3xi8>, vector<4xindex>]} : () -> ()
"tst.tys"() {t = [tensor<4x?xf32>, tensor<?x?xi32>, tensor<*xf32>, tensor<f32>, tensor<0xi32>, tensor<1x0x3xf16>, tensor<4xcomplex<f64>>, tensor<2xvector<4xf32>>, tensor<4xf32, "encoding">, tensor<4xf32, {a = 1, b}>, tensor<?xf32, #foo.enc>, tensor<4x4xf32, 42 : i32>, tensor<*xi1>, tensor<2x!foo.elem>]} : () -> ()
%0 = "tst.val"() : () -> tensor<4x?xf32, "enc">
%1:2 = "tst.vals"(%0) : (tensor<4x?xf32, "enc">) -> (vector<[4]x[4]xf32>, tuple<index, tensor<*xf32>>)
