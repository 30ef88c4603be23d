// FLAGS: --allow-unregistered-dialect --split-input-file
func.func @a(%i: index) {
  "scf.index_switch"(%i) <{cases = array<i64: 1>}> ({
    "scf.yield"() : () -> ()
  }, {
  }) : (index) -> ()
  return
}
// -----
func.func @b(%i: index) {
  "scf.parallel"(%i, %i, %i) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  }) : (index, index, index) -> ()
  return
}
// -----
func.func @c(%i: index, %x: f32) {
  scf.parallel (%j) = (%i) to (%i) step (%i) {
    "scf.reduce"(%x) ({
    }) : (f32) -> ()
  }
  return
}
// -----
func.func @d(%i: index, %x: f32) {
  "scf.reduce.return"(%x) : (f32) -> ()
  return
}
// -----
func.func @e(%i: index, %x: f32) {
  scf.parallel (%j) = (%i) to (%i) step (%i) {
    "scf.reduce"(%x) ({
    ^bb0:
      "scf.reduce.return"(%x) : (f32) -> ()
    }) : (f32) -> ()
  }
  return
}
// -----
func.func @f(%i: index) {
  "scf.index_switch"(%i) <{cases = array<i32: 1>}> ({
    "scf.yield"() : () -> ()
  }, {
    "scf.yield"() : () -> ()
  }) : (index) -> ()
  return
}
// -----
func.func @g(%i: index) {
  "scf.parallel"(%i, %i) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>}> ({
  ^bb0(%a: index):
    "scf.reduce"() : () -> ()
  }) : (index, index) -> ()
  return
}
// -----
func.func @h(%i: index) {
  %c = "test.c"() : () -> index
  scf.parallel (%j) = (%i) to (%i) step (%c) {
  }
  %c0 = arith.constant -1 : index
  scf.parallel (%j) = (%i) to (%i) step (%c0) {
  }
  return
}
