// The only builtin type alias: tuple types with more than 16 elements get "!tuple" aliases.
// At equal depth, type aliases are printed before attribute aliases.
%0 = "tst.a"() {a = tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32>, b = tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32>, c = tuple<i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8>, d = tuple<tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32>, i1>, m = affine_map<(d0) -> (d0)>} : () -> tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32>
"tst.r"() ({
^bb0(%x: tuple<f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16>):
  "tst.use"(%x) : (tuple<f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16>) -> ()
}) {z = affine_set<(d0) : (d0 >= 0)>} : () -> ()
