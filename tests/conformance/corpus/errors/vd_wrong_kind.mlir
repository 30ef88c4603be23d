// FLAGS: --allow-unregistered-dialect --verify-diagnostics
// expected-warning @below {{same type}}
%0 = "arith.constant"() <{value = 1 : i64}> : () -> i32
