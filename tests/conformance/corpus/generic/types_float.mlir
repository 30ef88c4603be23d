// Every builtin float type known to MLIR 22 (f8E8M0, f6E2M3, f4E2M1 without the FN/FNU
// suffix are NOT builtin types).
%0:9 = "tst.floats"() : () -> (f16, bf16, f32, f64, f80, f128, tf32, f8E5M2, f8E4M3FN)
%1:10 = "tst.floats2"() : () -> (f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ, f8E4M3, f8E3M4, f4E2M1FN, f6E2M3FN, f6E3M2FN, f8E8M0FNU, f16)
"tst.tys"() {t = [f16, bf16, f32, f64, f80, f128, tf32, f8E5M2, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ, f8E4M3, f8E3M4, f4E2M1FN, f6E2M3FN, f6E3M2FN, f8E8M0FNU]} : () -> ()
