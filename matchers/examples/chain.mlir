// Payload for docs/matchers.md: two Ch4 chains (operand positions 0/0 and
// 1/1) and two near misses.
func.func @chains(%a: f32, %b: f32, %c: f32) -> f32 {
  %0 = "test.matmul"(%a, %b) : (f32, f32) -> f32
  %1 = "test.add"(%0, %c) : (f32, f32) -> f32
  %2 = "test.max"(%1, %c) : (f32, f32) -> f32
  %3 = "test.matmul"(%a, %b) : (f32, f32) -> f32
  %4 = "test.add"(%c, %3) : (f32, f32) -> f32
  %5 = "test.max"(%c, %4) : (f32, f32) -> f32
  %6 = "test.add"(%a, %c) : (f32, f32) -> f32
  %7 = "test.max"(%6, %c) : (f32, f32) -> f32
  %8 = "test.max"(%2, %5) : (f32, f32) -> f32
  return %8 : f32
}
