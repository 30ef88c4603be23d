// FLAGS: --split-input-file
// The test dialect ops pdlx.testing registers (mlir-opt-22 is a test build).
func.func @f(%x: i32, %y: f32) {
  "test.attr_sized_operands"(%x, %x) <{operandSegmentSizes = array<i32: 0, 1, 1, 0>}> : (i32, i32) -> ()
  "test.attr_sized_operands"(%x, %y) <{operandSegmentSizes = array<i32: 0, 1, 1, 0>}> : (i32, f32) -> ()
  return
}
// -----
func.func @f() {
  %0:4 = "test.attr_sized_results"() <{resultSegmentSizes = array<i32: 1, 1, 1, 1>}> : () -> (i32, i32, i32, i32)
  %1:3 = "test.attr_sized_results"() <{resultSegmentSizes = array<i32: 0, 2, 1, 0>}> : () -> (i32, i32, i32)
  %2:1 = "test.attr_sized_results"() <{resultSegmentSizes = array<i32: 0, 0, 1, 0>}> : () -> (i32)
  %3:3 = "test.attr_sized_results"() <{resultSegmentSizes = array<i32: 0, 0, 1, 2>}> : () -> (i32, i32, i32)
  return
}
// -----
func.func @f() {
  %0:2 = "test.attr_sized_results"() <{resultSegmentSizes = array<i32: 0, 0, 1, 1>}> : () -> (i32, f32)
  return
}
// -----
func.func @f(%x: i32) {
  "test.attr_sized_operands"(%x) : (i32) -> ()
  return
}
// -----
func.func @f(%x: i32) {
  "test.attr_sized_operands"(%x) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>}> : (i32) -> ()
  return
}

// -----

func.func @g() {
  "test.finish"(%0) : (i32) -> ()
  %0 = "test.unknown_but_allowed"() : () -> i32
}
