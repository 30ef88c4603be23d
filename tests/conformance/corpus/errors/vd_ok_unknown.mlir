// FLAGS: --allow-unregistered-dialect --verify-diagnostics
// expected-error @unknown {{same type}}
%0 = "arith.constant"() <{value = 1 : i64}> : () -> i32 loc(unknown)
