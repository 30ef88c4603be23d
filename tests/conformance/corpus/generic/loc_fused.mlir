// FusedLoc construction normalizes: unknowns dropped, duplicates removed, nested fused
// locs with the same metadata flattened, <=1 locs collapse (unless there is metadata).
"tst.fused"() : () -> () loc(fused["a.mlir":1:1, "b.mlir":2:2])
"tst.fused_meta_str"() : () -> () loc(fused<"meta">["a.mlir":1:1, "b.mlir":2:2])
"tst.fused_meta_dict"() : () -> () loc(fused<{a = 1, b = "x"}>["a.mlir":1:1, "c.mlir":3:3])
"tst.fused_single"() : () -> () loc(fused["a.mlir":1:1])
"tst.fused_single_meta"() : () -> () loc(fused<"m">["a.mlir":1:1])
"tst.fused_empty"() : () -> () loc(fused[])
"tst.fused_empty_meta"() : () -> () loc(fused<"m">[])
"tst.fused_unknowns"() : () -> () loc(fused[unknown, "a.mlir":1:1, unknown])
"tst.fused_dups"() : () -> () loc(fused["a.mlir":1:1, "b.mlir":2:2, "a.mlir":1:1])
"tst.fused_nested_flatten"() : () -> () loc(fused["a.mlir":1:1, fused["b.mlir":2:2, "c.mlir":3:3]])
"tst.fused_nested_meta_kept"() : () -> () loc(fused["a.mlir":1:1, fused<"m">["b.mlir":2:2, "c.mlir":3:3]])
"tst.fused_of_names"() : () -> () loc(fused["n1"("a.mlir":1:1), "n2", callsite("x" at "y")])
