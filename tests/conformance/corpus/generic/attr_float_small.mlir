// Small float formats: f16, bf16, tf32 and the 8/6/4-bit types. Decimal inputs are
// rounded to the type first; printing uses the same algorithm as for f32/f64.
"tst.f16"() {a = 1.0 : f16, b = 0.1 : f16, c = 65504.0 : f16, d = 3.14159 : f16, e = 0.333 : f16, f = 6.1035e-05 : f16, g = 5.96e-08 : f16, h = 1000.5 : f16, i = 2049.0 : f16, j = 12.34 : f16} : () -> ()
"tst.bf16"() {a = 1.0 : bf16, b = 0.1 : bf16, c = 3.14159 : bf16, d = 1.0e30 : bf16, e = 300.0 : bf16, f = 257.0 : bf16, g = 0.333 : bf16} : () -> ()
"tst.tf32"() {a = 1.0 : tf32, b = 0.1 : tf32, c = 3.14159 : tf32} : () -> ()
"tst.f8"() {a = 1.0 : f8E5M2, b = 0.1 : f8E5M2, c = 0.1 : f8E4M3FN, d = 0.1 : f8E5M2FNUZ, e = 0.1 : f8E4M3FNUZ, f = 0.1 : f8E4M3B11FNUZ, g = 0.1 : f8E4M3, h = 0.1 : f8E3M4, i = 0.1 : f8E8M0FNU, j = 448.0 : f8E4M3FN, k = 57344.0 : f8E5M2, l = 3.0 : f8E8M0FNU} : () -> ()
"tst.f6f4"() {a = 1.0 : f4E2M1FN, b = 0.1 : f4E2M1FN, c = 6.0 : f4E2M1FN, d = 0.1 : f6E2M3FN, e = 0.1 : f6E3M2FN, f = 7.5 : f6E2M3FN, g = 28.0 : f6E3M2FN, h = -0.5 : f4E2M1FN} : () -> ()
"tst.wide"() {a = 1.0 : f80, b = 2.5 : f80, c = 1.0 : f128, d = 1.0e-4000 : f128} : () -> ()
