// FLAGS: --split-input-file
func.func @f(%c: i1, %x: i32) {
  cf.br ^bb1
^bb1(%a: i32):
  return
}
// -----
func.func @f(%c: i1, %x: i32) {
  cf.br ^bb1(%c : i1)
^bb1(%a: i32):
  return
}
// -----
func.func @f(%c: i1, %x: i32) {
  cf.cond_br %c, ^bb1, ^bb1(%x : i32)
^bb1(%a: i32):
  return
}
// -----
func.func @f(%c: i1, %x: i32) {
  cf.cond_br %c weights([0, 0]), ^bb1, ^bb1
^bb1:
  return
}
// -----
func.func @f(%c: i1, %x: i32) {
  cf.cond_br %c weights([1, 2, 3]), ^bb1, ^bb1
^bb1:
  return
}
// -----
func.func @f(%c: i1, %x: i32) {
  cf.cond_br %x, ^bb1, ^bb1
^bb1:
  return
}
// -----
func.func @f(%c: i1, %x: i32) {
  "cf.br"()[^bb1, ^bb1] : () -> ()
^bb1:
  return
}
// -----
func.func @f(%c: i1, %x: i32) {
  "cf.cond_br"(%c)[^bb1, ^bb1] : (i1) -> ()
^bb1:
  return
}
// -----
func.func @f(%c: i1, %x: i32) {
  "cf.switch"(%x)[^bb1, ^bb1] <{case_values = dense<[1]> : vector<1xi64>, case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}
// -----
func.func @f(%c: i1, %x: i32) {
  "cf.switch"(%x)[^bb1, ^bb1] <{case_values = dense<[1, 2]> : vector<2xi32>, case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}
// -----
func.func @f(%c: i1, %x: i32) {
  cf.switch %x : i32, [
    default: ^bb1,
    1: ^bb1(%x : i32)
  ]
^bb1:
  return
}
// -----
func.func @f(%c: i1, %x: i32) {
  cf.assert %x, "m"
  return
}
// -----
func.func @f(%c: i1, %x: i32) {
  cf.br ^bb1
  return
^bb1:
  return
}
// -----
func.func @f(%c: i1, %x: f32) {
  cf.switch %x : f32, [
    default: ^bb1
  ]
^bb1:
  return
}
// -----
func.func @f(%c: i1, %x: i32) {
  cf.switch %x : i32, [
    default: ^bb1,
    foo: ^bb1
  ]
^bb1:
  return
}
