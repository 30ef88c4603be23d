// FLAGS: --allow-unregistered-dialect --verify-diagnostics
%0 = "arith.constant"() <{value = 1 : i64}> : () -> i32 // expected-error {{failed to verify that all of {value, result} have same type}}
