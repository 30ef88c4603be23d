// FLAGS: --allow-unregistered-dialect --verify-diagnostics
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  // expected-error @below {{operand #0 does not dominate this use}}
  "foo.use"(%0) : (i32) -> ()
  %0 = "foo.def"() : () -> i32
  "func.return"() : () -> ()
}) : () -> ()
