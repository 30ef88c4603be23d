// FLAGS: --split-input-file --allow-unregistered-dialect
foo
// -----
func.func @f() {
  bar
}
// -----
"func.func"() <{function_type = () -> (), sym_name = "g"}> ({
  return
}) : () -> ()
// -----
func.func @h() attributes {sym_name = "x"}
// -----
func.func @h() attributes {function_type = () -> ()}
// -----
func.func private @f() {}
// -----
func.func @h(%a: i32, i32)
// -----
func.func @h(i32, %a: i32)
// -----
%a = "tst.x"() : () -> i32
func.func @h(%a: i32) { return }
// -----
func.func @h(%a) { return }
// -----
func.func @h(%a: i32) { %a = "tst.x"() : () -> i32
 return }
// -----
func.func @f() {
  %x = "tst.x"() : () -> i32
  %0 = func.call_indirect %x() : i32
}
// -----
func.func @f() {
  func.call 3
}
// -----
func.func @f() {
  %0 = func.call @f( : () -> i32
}
// -----
func.func @f() {
  func.return : i64
}
// -----
module attributes {sym_name = 3} {}
// -----
module @a attributes {sym_name = "b"} {}
// -----
%0 = unrealized_conversion_cast %x : i32 to i64
// -----
%x = "tst.x"() : () -> i32
%0 = unrealized_conversion_cast %x : i32, i64 to i64
// -----
%0 = unrealized_conversion_cast to
// -----
func.func @f() {
  %0 = func.constant @f
}
// -----
func.func @f() -> i32 {
^bb0:
  return
}
// -----
func.func @ 
