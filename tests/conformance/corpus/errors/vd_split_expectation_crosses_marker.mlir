// FLAGS: --allow-unregistered-dialect --verify-diagnostics --split-input-file
"foo.ok"() : () -> ()
// expected-error @below {{same type}}
// -----
%0 = "arith.constant"() <{value = 1 : i64}> : () -> i32
