// FLAGS: --split-input-file --allow-unregistered-dialect
func.func @f()
// -----
func.func @f() -> i32 {
  %0 = "tst.x"() : () -> i64
  return %0 : i64
}
// -----
func.func @f() -> i32 {
  return
}
// -----
"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
  "func.return"() : () -> ()
}) : () -> ()
// -----
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
^bb0(%a : i32):
  "func.return"(%a) : (i32) -> ()
}) : () -> ()
// -----
"func.func"() <{function_type = () -> ()}> ({
  "func.return"() : () -> ()
}) : () -> ()
// -----
"func.func"() <{function_type = i32, sym_name = "f"}> ({
}) : () -> ()
// -----
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "func.return"() : () -> ()
}, {}) : () -> ()
// -----
"func.return"() : () -> ()
// -----
"builtin.unrealized_conversion_cast"() : () -> ()
// -----
"builtin.module"() ({
^bb0(%a: i32):
}) : () -> ()
// -----
"builtin.module"() ({
}) : () -> ()
// -----
"builtin.module"() ({
"tst.a"() : () -> ()
^bb1:
"tst.a"() : () -> ()
}) : () -> ()
// -----
"builtin.module"() ({
  "builtin.module"() ({
  ^bb0:
  }) {foo = 1} : () -> ()
}) : () -> ()
// -----
func.func @f() {
  %0 = func.constant @nothere : () -> ()
  return
}
// -----
func.func @f() {
  %0 = func.constant @f : (i32) -> ()
  return
}
// -----
func.func @f() {
  func.call @g() : () -> ()
  return
}
// -----
func.func private @g(i32)
func.func @f() {
  func.call @g() : () -> ()
  return
}
// -----
func.func private @g(i32) -> i64
func.func @f(%a: i64) {
  %0 = func.call @g(%a) : (i64) -> i64
  return
}
// -----
func.func private @g() -> i64
func.func @f() {
  %0 = func.call @g() : () -> i32
  return
}
// -----
func.func @f() {
  "func.func"() <{function_type = () -> (), sym_name = "inner"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
  return
}
// -----
func.func @f() {
  return
}
func.func @f() {
  return
}
// -----
"func.func"() <{function_type = () -> (), sym_name = "f", sym_visibility = "bogus"}> ({
  "func.return"() : () -> ()
}) : () -> ()
// -----
"func.func"() <{function_type = (i32) -> (), sym_name = "f", arg_attrs = [{a}]}> ({
^bb0(%x: i32):
  "func.return"() : () -> ()
}) : () -> ()
// -----
func.func @f(%x: i32) {
  %y = "func.call_indirect"(%x) : (i32) -> i32
  return
}
// -----
%0 = "tst.x"() : () -> ((i32) -> i64)
%1 = "tst.y"() : () -> i64
%2 = "func.call_indirect"(%0, %1) : ((i32) -> i64, i64) -> i64
// -----
"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%x: i64):
  "func.return"() : () -> ()
}) : () -> ()
