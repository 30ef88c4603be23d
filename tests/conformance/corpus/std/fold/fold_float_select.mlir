func.func @h(%x: f32, %y: f64, %c: i1, %a: i32, %b: i32) -> (f32, f32, f64, f16, i32, i32, i1, i1, f32) {
  %z = arith.constant -0.0 : f32
  %p = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f64
  %third = arith.constant 3.0 : f64
  %h1 = arith.constant 0.1 : f16
  %h2 = arith.constant 0.2 : f16
  %0 = arith.addf %x, %z : f32
  %1 = arith.subf %x, %p : f32
  %2 = arith.divf %one, %third : f64
  %3 = arith.addf %h1, %h2 : f16
  %4 = arith.select %c, %a, %a : i32
  %false = arith.constant false
  %5 = arith.select %false, %a, %b : i32
  %6 = arith.cmpi ne, %a, %a : i32
  %c9 = arith.constant 9 : i32
  %c4 = arith.constant 4 : i32
  %7 = arith.cmpi ugt, %c9, %c4 : i32
  %8 = arith.mulf %x, %x : f32
  %9 = arith.maxsi %a, %a : i32
  %10 = arith.minui %c9, %c4 : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : f32, f32, f64, f16, i32, i32, i1, i1, f32
}
