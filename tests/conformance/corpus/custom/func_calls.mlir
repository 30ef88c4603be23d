func.func private @ext(i32) -> i64
func.func @f(%a: i32, %b: i64) -> i64 {
  %0 = func.call @ext(%a) : (i32) -> i64
  %1 = call @ext(%a) {tst.attr} : (i32) -> i64
  %2 = call @f(%a, %b) : (i32, i64) -> i64
  %f = func.constant @ext : (i32) -> i64
  %g = constant @f : (i32, i64) -> i64
  %h = constant {tst.c} @ext : (i32) -> i64
  %3 = call_indirect %f(%a) : (i32) -> i64
  %4 = func.call_indirect %g(%a, %b) {tst.q} : (i32, i64) -> i64
  func.call @none() : () -> ()
  %5:2 = call @two() : () -> (i32, i32)
  return %3 : i64
}
func.func private @none()
func.func private @two() -> (i32, i32)
