// FLAGS: --allow-unregistered-dialect --verify-diagnostics
// expected-error-re @below {{a{{b}}
%0 = "arith.constant"() <{value = 1 : i64}> : () -> i32
