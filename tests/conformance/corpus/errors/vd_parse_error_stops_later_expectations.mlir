// FLAGS: --allow-unregistered-dialect --verify-diagnostics
// expected-error @below {{unexpected character}}
$
// expected-error @below {{same type}}
%0 = "arith.constant"() <{value = 1 : i64}> : () -> i32
