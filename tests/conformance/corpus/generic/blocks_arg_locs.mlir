// Block argument locations: explicit, unknown, nested (name/callsite) and implicit.
// With --mlir-print-debuginfo they are printed inline in the block header (never as a
// top-level #loc alias), but nested locations inside them use aliases.
"tst.r"() ({
^bb0(%a: i32 loc("args.mlir":10:20), %b: f32, %c: i64 loc(unknown)):
  "tst.br"()[^bb1] : () -> ()
^bb1(%d: i1 loc("argname"("args.mlir":11:1)), %e: i8 loc(callsite("callee" at "caller.mlir":3:4))):
  "tst.ret"(%a, %b, %c, %d, %e) : (i32, f32, i64, i1, i8) -> ()
}) : () -> ()
"tst.r2"() ({
^bb0(%f: index loc("args.mlir":10:20)):
  "tst.ret"() : () -> () loc("args.mlir":10:20)
}) : () -> ()
