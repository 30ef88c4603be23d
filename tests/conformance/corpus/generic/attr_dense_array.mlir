// DenseArrayAttr: array<T: v, ...>; empty array prints "array<T>"; i1 prints true/false;
// signless ints print signed; floats use the normal float format (no per-element type).
"tst.a"() {a = array<i32: 1, 2, 3>, b = array<f32: 1.0, 0.1, 2.5>, c = array<i1: true, false>, d = array<i64>, e = array<i8: -1, 255>, f = array<f64: 1.0e300, 0.1, 12345.678>, g = array<i16: 7>, h = array<f16: 1.0>, i = array<bf16: 0.1>, j = array<i1: true>, k = array<f32>, l = array<i64: -9223372036854775808, 9223372036854775807>, m = array<f32: 0x7F800000, 1.5>} : () -> ()
"tst.p"() <{sizes = array<i32: 4, 4>}> : () -> ()
