func.func @f(%c: i1, %x: i32, %f: f32) -> i32 {
  cf.br ^bb1(%x : i32)
^bb1(%a: i32):
  cf.cond_br %c, ^bb2, ^bb3(%a, %f : i32, f32)
^bb2:
  cf.cond_br %c weights([3, 5]), ^bb1(%x : i32), ^bb3(%x, %f : i32, f32) {foo}
^bb3(%b: i32, %g: f32):
  cf.switch %b : i32, [
    default: ^bb4(%b : i32),
    42: ^bb5,
    -3: ^bb4(%x : i32)
  ]
^bb4(%r: i32):
  cf.assert %c, "oops"
  return %r : i32
^bb5:
  cf.switch %b : i32, [
    default: ^bb5
  ]
}
