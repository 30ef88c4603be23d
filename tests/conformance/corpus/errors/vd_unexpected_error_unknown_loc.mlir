// FLAGS: --allow-unregistered-dialect --verify-diagnostics
%0 = "arith.constant"() <{value = 1 : i64}> : () -> i32 loc(unknown)
