func.func @g(%x: i32, %y: i32, %z: index, %w: f32) -> (i32, i32, i32, i32, i1, i64, i8, index, i32, f32, f32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %m1 = arith.constant -1 : i32
  %c5 = arith.constant 5 : i32
  %c3 = arith.constant 3 : i32
  %n7 = arith.constant -7 : i32
  %a = arith.andi %x, %m1 : i32
  %b = arith.ori %x, %c0 : i32
  %c = arith.xori %y, %y : i32
  %d = arith.divsi %n7, %c3 : i32
  %e = arith.cmpi ule, %x, %x : i32
  %f = arith.extsi %n7 : i32 to i64
  %g = arith.trunci %n7 : i32 to i8
  %h = arith.index_cast %c5 : i32 to index
  %i = arith.remsi %n7, %c3 : i32
  %one = arith.constant 1.0 : f32
  %j = arith.mulf %w, %one : f32
  %k = arith.divf %one, %one : f32
  %l = arith.shli %c5, %c3 : i32
  return %a, %b, %c, %d, %e, %f, %g, %h, %i, %j, %k, %l : i32, i32, i32, i32, i1, i64, i8, index, i32, f32, f32, i32
}
