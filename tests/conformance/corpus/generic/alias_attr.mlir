// User attribute aliases: always inlined on printing; the printer then generates its own
// aliases only for attributes whose dialect asks for one (builtin: affine_map -> #map,
// integer set -> #set, ...). Unused aliases disappear.
#a = affine_map<(d0) -> (d0 + 1)>
#b = 42 : i32
#c = "hello"
#arr = [1, #b, #c]
#s = affine_set<(d0) : (d0 >= 0)>
#unused = affine_map<(d0) -> (d0 * 2)>
#dict = {k = #b}
"tst.op"() {a = #a, b = #b, c = #c, d = #arr, e = #a, s = #s, s2 = #s, t = #dict} : () -> ()
"tst.op2"() {m = affine_map<(d0, d1) -> (d0)>, m2 = affine_map<(d0) -> (d0 + 1)>, n = affine_map<() -> ()>} : () -> ()
