// FLAGS: --allow-unregistered-dialect
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
^bb0(%a: i32):
  "func.return"() : () -> ()
}) : () -> ()
