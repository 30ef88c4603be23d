// FLAGS: --split-input-file --allow-unregistered-dialect --mlir-print-op-generic
#a = 1 : i32
"foo.a"() {x = #a} : () -> ()
// -----
"foo.b"() {x = #a} : () -> ()
