// FLAGS: --allow-unregistered-dialect --verify-diagnostics --split-input-file
// expected-error @below {{same type}}
%0 = "arith.constant"() <{value = 1 : i64}> : () -> i32
// -----
"foo.ok"() : () -> ()
// -----
// expected-error @below {{undeclared SSA value}}
"foo.use"(%x) : (i32) -> ()
