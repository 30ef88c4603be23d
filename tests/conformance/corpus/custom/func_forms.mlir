func.func private @decl0()
func.func private @decl1(i32, f32 {tst.a}) -> (i64 {tst.r = 2 : i32}, f32)
func.func nested @decl2(i32) -> ((i32) -> i32)
func.func private @decl3() -> i32 attributes {tst.x = [1, 2]}
func.func private @decl4() -> (i32 {tst.r})
func.func @body0() {
  return
}
func.func @body1(%a: i32, %b: f32 {tst.argattr, tst.v = 3 : i64}) -> (i32, f32) attributes {no_inline, tst.fa = "x"} {
  return %a, %b : i32, f32
}
func.func public @body2(%a: i32) -> i32 {
  "tst.br"(%a)[^bb1, ^bb2] : (i32) -> ()
^bb1:
  "tst.br"()[^bb3] : () -> ()
^bb2:
  %x = "tst.x"() : () -> i32
  "tst.br"(%x)[^bb3] : (i32) -> ()
^bb3:
  return %a : i32
}
func.func private @body3(%a: i32) -> (i32 {tst.r}) {
  return %a : i32
}
func.func @body4(%x: tensor<4xf32>) -> (tensor<4xf32>, memref<?xi8>) {
  %m = "tst.m"() : () -> memref<?xi8>
  return %x, %m : tensor<4xf32>, memref<?xi8>
}
