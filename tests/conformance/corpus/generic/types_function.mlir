// Function types in attributes and as op result/operand types; a single result is printed
// without parentheses unless it is itself a function type.
"tst.fn"() {a = (i32) -> (i32, f32), b = () -> (), c = (i32) -> (i32), d = () -> (() -> ()), e = (() -> ()) -> (), f = ((i32) -> (i32)) -> ((i32, i32) -> (i32)), g = (tuple<i32>) -> tuple<>, h = (i32, f32, index) -> ((i1) -> (i1), i2)} : () -> ()
%0 = "tst.ret_fn"() : () -> ((i32) -> i32)
%1:2 = "tst.ret_fns"() : () -> ((i32) -> i32, () -> ())
"tst.take"(%0) : ((i32) -> i32) -> ()
