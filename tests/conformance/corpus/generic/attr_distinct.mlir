// distinct[N]<attr>: the printer renumbers ids 0,1,2,... in the order the distinct attrs
// are first printed; non-unit ones get #distinct aliases (alias definitions are printed
// first, so they get the low ids); distinct[..]<unit> prints inline as distinct[N]<>.
"tst.d"() {dis = distinct[0]<42 : i32>, dis2 = distinct[0]<42 : i32>, dis3 = distinct[5]<"x">, dis4 = distinct[1]<unit>, dis5 = distinct[7]<unit>, dis6 = [distinct[9]<[1, 2]>]} : () -> ()
"tst.e"() {again = distinct[5]<"x">, other = distinct[3]<"x">} : () -> ()
