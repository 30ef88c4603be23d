// FLAGS: --allow-unregistered-dialect --verify-diagnostics=only-expected
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  %0 = "arith.constant"() <{value = 1 : i64}> : () -> i32
  "func.return"() : () -> ()
}) : () -> ()
"func.func"() <{function_type = () -> (), sym_name = "g"}> ({
  // expected-error @below {{same type}}
  %0 = "arith.constant"() <{value = 1 : i64}> : () -> i32
  "func.return"() : () -> ()
}) : () -> ()
