// FLAGS: --allow-unregistered-dialect --verify-diagnostics
// expected-error @below {{this is not the message}}
%0 = "arith.constant"() <{value = 1 : i64}> : () -> i32
