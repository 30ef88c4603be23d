// Dense elements canonicalization: all-equal lists become splats, signless values are
// truncated (255 : i8 == -1), hex-string input is decoded, empty shapes print "dense<>",
// NaN/inf elements print as hex.
"tst.d"() {a = dense<[1, 1, 1]> : tensor<3xi32>, b = dense<[-1, 255]> : tensor<2xi8>, c = dense<"0x0100000002000000"> : tensor<2xi32>, d = dense<"0x01000000"> : tensor<4xi32>, e = dense<> : tensor<0xi32>, f = dense<[]> : tensor<0xf32>, g = dense<[[]]> : tensor<1x0xi32>, h = dense<0x7FC00000> : tensor<2xf32>, i = dense<[0x7F800000, 1.0]> : tensor<2xf32>, j = dense<"0x0102"> : tensor<2xi8>, k = dense<[(1.0, 2.0), (1.0, 2.0)]> : tensor<2xcomplex<f32>>, l = dense<"0x0000803F00000040"> : tensor<2xf32>, m = dense<[true, true]> : tensor<2xi1>, n = dense<"0x01"> : tensor<3xi1>} : () -> ()
