func.func @f() {
  %0 = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %1 = arith.constant dense<7> : tensor<4xi32>
  %2 = arith.constant dense<[1, 2]> : tensor<2xi32>
  %3 = arith.constant dense<[[1.0, 2.0, 3.0]]> : tensor<1x3xf32>
  "test.op"() {a = dense<["a", "b", "c"]> : tensor<3x!foo.x>, b = dense<"s"> : tensor<3x!foo.x>, c = array<i32: 1, 2, 3, 4>, d = dense<[1,2,3]> : vector<3xi8>} : () -> ()
  return
}
