// Type attributes and unit attributes.
"tst.t"() {a = i32, b = tensor<4xf32>, c = !foo.bar, d = () -> (), e = index, f = memref<?xf32>, g = none, h = complex<f32>, i = (i32) -> i32, j = tuple<>} : () -> ()
"tst.u"() {a, b = unit, c = [unit], d = {x = unit}} : () -> ()
"tst.u2"() <{a = unit}> {z} : () -> ()
