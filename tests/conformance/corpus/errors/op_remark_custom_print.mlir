// FLAGS: --allow-unregistered-dialect --test-symbol-uses
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "func.return"() : () -> ()
}) : () -> ()
"foo.user"() {sym = @f} : () -> ()
