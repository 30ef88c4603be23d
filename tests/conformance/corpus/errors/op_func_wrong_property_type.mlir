"func.func"() <{function_type = 1 : i32, sym_name = "f"}> ({
  "func.return"() : () -> ()
}) : () -> ()
