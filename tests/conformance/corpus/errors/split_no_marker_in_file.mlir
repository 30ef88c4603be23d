// FLAGS: --split-input-file --allow-unregistered-dialect --mlir-print-op-generic
"foo.a"() : () -> ()
"foo.b"() : () -> ()
