// Order in which the printer visits attributes when generating aliases (#map, #map1, ...):
// for each op (textual pre-order): [location], then its regions (recursively), then
// operand types, result types, then discardable attributes. Properties are NOT visited
// (but if an alias already exists, properties use it).
%0 = "tst.src"() : () -> memref<4xf32, affine_map<(d0) -> (d0 + 6)>>
%1 = "tst.outer"(%0) <{p = affine_map<(d0) -> (d0 + 3)>, q = affine_map<(d0) -> (d0 + 6)>}> ({
  "tst.inner"() {m = affine_map<(d0) -> (d0 + 2)>} : () -> ()
}) {m = affine_map<(d0) -> (d0 + 1)>} : (memref<4xf32, affine_map<(d0) -> (d0 + 6)>>) -> memref<4xf32, affine_map<(d0) -> (d0 + 5)>>
"tst.sets"() {z = affine_set<(d0) : (d0 >= 0)>, a = affine_set<(d0) : (d0 - 1 >= 0)>, m = affine_map<(d0) -> (d0 + 9)>} : () -> ()
