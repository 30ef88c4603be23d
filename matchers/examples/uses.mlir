// Payload for docs/matchers.md: results with one, two and no users.
func.func @uses(%a: i32) -> i32 {
  %0 = "test.a"(%a) : (i32) -> i32
  %1 = "test.b"(%0) : (i32) -> i32
  %2 = "test.c"(%1) : (i32) -> i32
  %3 = "test.d"(%1, %2) : (i32, i32) -> i32
  %4 = "test.e"(%a) : (i32) -> i32
  return %3 : i32
}
