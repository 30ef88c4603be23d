// FLAGS: --allow-unregistered-dialect --verify-diagnostics
"foo.op"() : () -> ()
