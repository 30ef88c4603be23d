// FLAGS: --allow-unregistered-dialect --split-input-file
func.func @f(%x: f32) -> f32 {
  %0 = arith.addf %x, %x fastmath<bogus> : f32
  return %0 : f32
}
// -----
func.func @f(%x: f32) -> f32 {
  %0 = arith.addf %x, %x fastmath<> : f32
  return %0 : f32
}
// -----
func.func @f(%x: f32) -> f32 {
  %0 = arith.addf %x, %x fastmath<nnan|ninf> : f32
  return %0 : f32
}
// -----
func.func @f(%x: f32) -> f32 {
  %0 = arith.addf %x, %x fastmath<ninf, "nnan", none> : f32
  return %0 : f32
}
// -----
func.func @f(%x: i32) -> i32 {
  %0 = arith.addi %x, %x overflow<x> : i32
  return %0 : i32
}
// -----
func.func @f(%x: i32) -> i32 {
  %0 = arith.addi %x, %x overflow<nuw, nsw> : i32
  return %0 : i32
}
// -----
func.func @f(%x: i32) -> i1 {
  %0 = arith.cmpi foo, %x, %x : i32
  return %0 : i1
}
// -----
func.func @f(%x: i32) -> i1 {
  %0 = arith.cmpi 3, %x, %x : i32
  return %0 : i1
}
// -----
func.func @f(%x: f32) -> i1 {
  %0 = arith.cmpf slt, %x, %x : f32
  return %0 : i1
}
// -----
func.func @f(%x: f32) -> f16 {
  %0 = arith.truncf %x bogus : f32 to f16
  return %0 : f16
}
// -----
func.func @f(%c: i1, %x: i32) -> i32 {
  %0 = arith.select %c, %x : i32
  return %0 : i32
}
// -----
func.func @f(%c: i1, %x: i32) -> i32 {
  %0 = arith.select %c, %x, %x : i64
  return %0 : i32
}
// -----
func.func @f(%x: i32) -> i32 {
  %0 = arith.addi %x, %x
  return %0 : i32
}
// -----
func.func @f() -> i32 {
  %0 = arith.constant : i32
  return %0 : i32
}
// -----
"test.x"() {a = #arith.fastmath<fast,bogus>} : () -> ()
// -----
"test.x"() {a = #arith.overflow<nsw>, b = #arith.fastmath<nnan,ninf,nsz>, c = #arith.bogus<1>} : () -> ()
// -----
func.func @f(%x: i32) -> i64 {
  %0 = arith.extsi %x : i32 to f32
  return %0 : i64
}
