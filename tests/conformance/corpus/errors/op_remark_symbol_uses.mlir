// FLAGS: --allow-unregistered-dialect --mlir-print-op-generic --test-symbol-uses
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "func.return"() : () -> ()
}) : () -> ()
"func.func"() <{function_type = () -> (), sym_name = "g", sym_visibility = "private"}> ({
}) : () -> ()
"foo.user"() {sym = @f} : () -> ()
