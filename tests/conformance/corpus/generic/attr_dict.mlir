// Dictionaries: keys are sorted bytewise (uppercase < '_' < lowercase, non-ASCII last);
// keys that are not [A-Za-z_][A-Za-z0-9_$.]* are quoted & escaped; unit values print bare.
"tst.d"() {d = {z = 1, a = 2, "a b" = 3, B = 4, _x = 5, "0k" = 6, "x.y" = 7, "x$" = 8, "é" = 10, "q\"k" = 12, unit_val = unit, bare}} : () -> ()
"tst.d2"() {empty = {}, nested = {b = {d = {}, c = [1]}, a = 1 : i8}} : () -> ()
"tst.d3"() {"quoted" = 1 : i32, "with space" = 2 : i32, A = 3 : i32, a = 4 : i32} : () -> ()
"tst.d4"() {loc = 2, dense = 3, unit = 6, true = 1, i32 = 4, f32 = 5, index = 8, "a-b" = 9, "$a" = 10, "a:b" = 11} : () -> ()
