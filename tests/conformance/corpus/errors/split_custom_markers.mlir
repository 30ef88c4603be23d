// FLAGS: --output-split-marker=//OUT --allow-unregistered-dialect --mlir-print-op-generic --split-input-file=//===
"foo.a"() : () -> ()
//===
"foo.b"() : () -> ()
// -----
"foo.c"() : () -> ()
