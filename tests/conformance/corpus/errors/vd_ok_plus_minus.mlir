// FLAGS: --allow-unregistered-dialect --verify-diagnostics
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  // expected-error @+2 {{same type}}
  "foo.x"() : () -> ()
  %0 = "arith.constant"() <{value = 1 : i64}> : () -> i32
  "func.return"() : () -> ()
}) : () -> ()
"func.func"() <{function_type = () -> (), sym_name = "g"}> ({
  %0 = "arith.constant"() <{value = 1 : i64}> : () -> i32
  "foo.y"() : () -> ()
  // expected-error @-2 {{same type}}
  "func.return"() : () -> ()
}) : () -> ()
