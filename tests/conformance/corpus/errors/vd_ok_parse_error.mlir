// FLAGS: --allow-unregistered-dialect --verify-diagnostics
// expected-error @below {{use of undeclared SSA value name}}
"foo.use"(%x) : (i32) -> ()
