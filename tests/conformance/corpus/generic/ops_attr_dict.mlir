// Discardable attribute dictionaries: sorted keys, unit attrs, empty dict dropped.
"tst.a1"() {zeta = 1 : i32, alpha = 2 : i32, Mid = 3 : i32, _under = 4 : i32} : () -> ()
"tst.a2"() {} : () -> ()
"tst.a3"() {flag, other = unit, x = 1 : i32} : () -> ()
"tst.a4"() {"quoted key" = 1 : i32, "0digit" = 2 : i32, dotted.key = 3 : i32, dollar$ = 4 : i32} : () -> ()
%0 = "tst.a5"() {tst.namespaced = true} : () -> i1
