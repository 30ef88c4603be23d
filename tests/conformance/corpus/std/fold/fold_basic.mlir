func.func @f(%x: i32, %y: f32, %c: i1) -> (i32, i32, f32, i1, i8, f32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c7 = arith.constant 7 : i32
  %c250 = arith.constant 250 : i8
  %c10 = arith.constant 10 : i8
  %a = arith.addi %x, %c0 : i32
  %b = arith.muli %c1, %a : i32
  %d = arith.addi %c7, %c7 : i32
  %e = arith.subi %b, %b : i32
  %f = arith.addi %d, %e : i32
  %o = arith.addi %c250, %c10 : i8
  %h = arith.constant 1.5 : f32
  %i = arith.constant 2.25 : f32
  %j = arith.mulf %h, %i : f32
  %k = arith.cmpi slt, %f, %c7 : i32
  %t = arith.constant true
  %s = arith.select %t, %y, %j : f32
  return %b, %f, %j, %k, %o, %s : i32, i32, f32, i1, i8, f32
}
