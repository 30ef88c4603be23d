// FLAGS: --allow-unregistered-dialect --verify-diagnostics
// expected-error @below {{this error never happens}}
"foo.op"() : () -> ()
