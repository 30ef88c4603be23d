// FLAGS: --allow-unregistered-dialect --split-input-file
func.func @a(%lb: index, %st: index) {
  "scf.parallel"(%st) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>}> ({
    "scf.reduce"() : () -> ()
  }) : (index) -> ()
  return
}
// -----
func.func @b(%lb: index) {
  %c0 = arith.constant 0 : index
  scf.parallel (%i) = (%lb) to (%lb) step (%c0) {
  }
  return
}
// -----
func.func @c(%lb: index, %x: f32) -> f32 {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> f32 {
  }
  return %r : f32
}
// -----
func.func @d(%lb: index, %x: f32) -> f32 {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> f32 {
    %c = arith.constant 1 : i32
    scf.reduce(%c : i32) {
    ^bb0(%a: i32, %b: i32):
      scf.reduce.return %a : i32
    }
  }
  return %r : f32
}
// -----
func.func @e(%lb: index, %x: f32) -> f32 {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> f32 {
    scf.reduce(%x : f32) {
    ^bb0(%a: f32, %b: i32):
      scf.reduce.return %a : f32
    }
  }
  return %r : f32
}
// -----
func.func @f(%lb: index, %x: f32) -> f32 {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> f32 {
    scf.reduce(%x : f32) {
    ^bb0(%a: f32, %b: f32):
      %c = arith.constant 1 : i32
      scf.reduce.return %c : i32
    }
  }
  return %r : f32
}
// -----
func.func @g(%lb: index, %x: f32) {
  scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) {
  }
  return
}
// -----
func.func @i(%lb: index) {
  scf.parallel (%i, %j) = (%lb) to (%lb) step (%lb) {
  }
  return
}
// -----
func.func @j(%lb: index, %x: f32) {
  scf.parallel (%i) = (%lb) to (%lb) step (%lb) {
    scf.reduce(%x : f32)
  }
  return
}
// -----
func.func @k(%lb: index, %x: f32) {
  scf.parallel (%i) = (%lb) to (%lb) step (%lb) {
    scf.reduce(%x : f32) {
    ^bb0(%a: f32, %b: f32):
      "test.t"() : () -> ()
    }
  }
  return
}
