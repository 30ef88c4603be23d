// FLAGS: --allow-unregistered-dialect --mlir-print-op-generic --test-diagnostic-filter
"foo.op"() : () -> ()
