// Float attributes whose shortest form round-trips: "%.6e"-like scientific notation with
// 6 significant digits padded to 7 ("d.dddddde+XX").
"tst.f"() {a = 1.0 : f32, b = 1.5e10 : f64, c = -0.0 : f32, d = 0.1 : f32, e = 1.0e-300 : f64, f = 0.0 : f64, g = 3.14159 : f32, h = 3.14159 : f64, i = 1.0e20 : f32, j = 0.5 : f64, k = 100.0 : f32, l = -2.5 : f64, m = 1.0e6 : f64, n = 2.0e-5 : f32, o = 0.1 : f64, p = 1.0e100 : f64, q = 1.0e-45 : f32, r = 1.0e38 : f32, s = 1.0e-38 : f32, t = 65504.0 : f16, u = -0.0 : f64, v = 1.0E+2 : f32, w = 5.0e-324 : f64, x = 123456.0 : f32} : () -> ()
