// FLAGS: --allow-unregistered-dialect --verify-diagnostics --test-symbol-uses
// expected-remark @below {{symbol has 1 uses}}
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "func.return"() : () -> ()
}) : () -> ()
// expected-remark @below {{found use of symbol}}
"foo.user"() {sym = @f} : () -> ()
