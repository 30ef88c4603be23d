func.func @names() {
  %0 = arith.constant 0 : i32
  %1 = arith.constant 0 : i32
  %2 = arith.constant -1 : i64
  %3 = arith.constant 255 : i8
  %4 = arith.constant 7 : index
  %5 = arith.constant 7 : index
  %6 = arith.constant true
  %7 = arith.constant false
  %8 = arith.constant true
  %9 = arith.constant 1.0 : f16
  %10 = arith.constant 0x7FC00000 : f32
  %11 = arith.constant dense<0> : tensor<2xi8>
  %12 = arith.constant dense<[true, false]> : vector<2xi1>
  %13 = arith.constant 3 : i3
  %14 = arith.constant 123456789012 : i64
  %15 = arith.constant -0.0 : bf16
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15) : (i32, i32, i64, i8, index, index, i1, i1, i1, f16, f32, tensor<2xi8>, vector<2xi1>, i3, i64, bf16) -> ()
  scf.if %6 {
    %16 = arith.constant 0 : i32
    %17 = arith.constant 2.5 : f64
    "test.use"(%16, %17) : (i32, f64) -> ()
  }
  return
}
