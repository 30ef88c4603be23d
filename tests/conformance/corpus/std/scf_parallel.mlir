func.func @p(%lb: index, %ub: index, %st: index, %x: f32) -> f32 {
  %r = scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%st, %st) init (%x) -> f32 {
    %y = "test.v"(%i, %j) : (index, index) -> f32
    scf.reduce(%y : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  scf.parallel (%i) = (%lb) to (%ub) step (%st) {
    "test.w"(%i) : (index) -> ()
  } {mapping = "x"}
  return %r : f32
}
func.func @h(%lb: index, %x: f32) -> (f32, f32) {
  %r:2 = scf.parallel (%i, %j) = (%lb, %lb) to (%lb, %lb) step (%lb, %lb) init (%x, %x) -> (f32, f32) {
    scf.reduce(%x, %x : f32, f32) {
    ^bb0(%a: f32, %b: f32):
      scf.reduce.return %a : f32
    }, {
    ^bb0(%a: f32, %b: f32):
      scf.reduce.return %b : f32
    }
  }
  return %r#0, %r#1 : f32, f32
}
