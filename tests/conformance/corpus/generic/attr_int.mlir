// Integer attributes: signless values print as signed, unsigned as unsigned, i1 as
// true/false, hex input is converted, i64 is the default type (": i64" is still printed).
"tst.ints"() {a = 42 : i32, b = -1 : i8, c = 0x1F : i32, d = 1234567890123456789012345678901234567890 : i256, e = 7 : index, f = 5, g = 255 : i8, h = 255 : ui8, i = -128 : si8, j = 0xFFFFFFFF : i32, k = 65535 : ui16, l = -5 : si16, m = 3 : i1024, n = -9223372036854775808 : i64, o = 18446744073709551615 : ui64, p = 0xFF : ui8, q = 0 : i32, r = -0x1 : i8, s = 0x8000000000000000 : i64, t = -1 : index, u = 127 : si8, v = 0x0 : i8} : () -> ()
"tst.bools"() {a = true, b = false, c = 1 : i1, d = 0 : i1, e = -1 : i1, f = 0x1 : i1} : () -> ()
