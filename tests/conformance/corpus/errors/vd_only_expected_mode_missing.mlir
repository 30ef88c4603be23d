// FLAGS: --allow-unregistered-dialect --verify-diagnostics=only-expected
%0 = "arith.constant"() <{value = 1 : i64}> : () -> i32
// expected-error @below {{never produced}}
"foo.op"() : () -> ()
