// Locations used as ordinary attribute values get (non-deferred) #loc aliases even
// without --mlir-print-debuginfo.
"tst.a"() {l = loc("a.mlir":1:1), m = [loc(unknown), loc("n"("b.mlir":2:2))]} : () -> ()
"tst.b"() <{p = loc("a.mlir":1:1)}> : () -> ()
