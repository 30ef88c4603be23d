// Arrays: nested, empty, mixed. Array elements are printed with type elision allowed:
// i64 integers and f64 floats (unless printed as hex) drop their ": type" suffix.
"tst.arr"() {a = [], b = [[]], c = [[], [[]]], d = [1, 2, 3], e = [1 : i32, 2 : i8], f = [1.0, 2.5 : f32], g = [true, false], h = ["s", @sym, i32, unit], i = [1 : index], j = [0x7FF0000000000000 : f64, 123456789.0 : f64, 1.5 : f64], k = [{a = 1}, {}], l = [[1, [2, [3]]]], m = ["x" : i64]} : () -> ()
"tst.nested_dict"() {d = {x = [1], y = {z = 2}}} : () -> ()
