// Payload for docs/matchers.md: two functions.
func.func @forward(%a: f32) -> f32 {
  %0 = "test.x"(%a) : (f32) -> f32
  return %0 : f32
}
func.func @backward(%a: f32) -> f32 {
  %0 = "test.y"(%a) : (f32) -> f32
  return %0 : f32
}
