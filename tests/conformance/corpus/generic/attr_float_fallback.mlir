// Float attributes that do not round-trip with 6 significant digits: printed with the
// type's full precision (f16: 5, bf16: 4, f32: 9, f64: 17 digits, trailing zeros trimmed)
// in plain decimal if the exponent is small, otherwise "D.DDDE+XX" (capital E,
// no exponent padding); if that form has no '.', the raw bits are printed in hex.
"tst.f"() {a = 12345.678 : f64, b = 0.3333333333333333 : f64, c = 123456789.0 : f64, d = 1.23456789e20 : f64, e = 1.234567e-10 : f64, f = 1234567.0 : f32, g = 0.001234567 : f32, h = 12345678.0 : f32, i = 16777217.0 : f32, j = 123.4567 : f64, k = 1000000.5 : f64, l = 3.4028235e38 : f32, m = 0.000123456789 : f64, n = 1.2345678e-10 : f64, o = 1.7976931348623157e308 : f64, p = 2.2250738585072014e-308 : f64, q = 0.1 : f80, r = 0.1 : f128, s = 1234567.5 : f32, t = 1.1 : f32, u = 1.1 : f64, v = 9.999999 : f32, w = 3.14159265358979 : f64, x = 8765.4321 : f32} : () -> ()
