// Alias ordering across kinds: sorted by (nesting depth, alias name), ties in visit order.
// #loc aliases that are only used as op locations are deferred to the end of the file.
"tst.a"() {m = affine_map<(d0) -> (d0 + 1)>} : () -> () loc("n"("a.mlir":1:1))
"tst.r"() ({
^bb0(%x: i32 loc(callsite("b.mlir":1:1 at "c.mlir":1:1))):
  "tst.t"() {s = affine_set<(d0) : (d0 >= 0)>, m = affine_map<(d0) -> (d0 + 2)>, l = loc("attr.mlir":5:5)} : () -> ()
}) : () -> ()
