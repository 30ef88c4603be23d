// FLAGS: --allow-unregistered-dialect --verify-diagnostics
// expected-error-re @below {{'arith.{{[a-z]+}}' op failed {{.*}} type}}
%0 = "arith.constant"() <{value = 1 : i64}> : () -> i32
