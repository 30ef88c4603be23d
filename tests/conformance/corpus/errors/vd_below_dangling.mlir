// FLAGS: --allow-unregistered-dialect --verify-diagnostics
"foo.op"() : () -> ()
// expected-error @below {{nothing below}}
