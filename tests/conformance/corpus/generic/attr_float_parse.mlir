// Decimal float literals are first parsed as a C double, then rounded to the target type:
// overflow gives inf (printed hex), underflow gives 0, f80/f128 only get double precision.
"tst.f"() {a = 1.0e400 : f64, b = 1.0e-400 : f64, c = 1.0e39 : f32, d = -1.0e39 : f32, e = 70000.0 : f16, f = 1.0e-50 : f32, g = 1.0e400 : f128, h = 1.0e-4000 : f128, i = 0.1 : f80, j = 0x1 : f64, k = -1.5 : f32, l = 1.0E+2 : f64, m = 1.e3 : f64} : () -> ()
