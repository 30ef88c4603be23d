// FLAGS: --allow-unregistered-dialect --verify-diagnostics
// expected-error @+2 {{same type}}
// expected-error @+1 {{failed to verify}}
%0 = "arith.constant"() <{value = 1 : i64}> : () -> i32
