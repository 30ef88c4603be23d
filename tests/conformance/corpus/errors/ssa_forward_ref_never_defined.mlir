"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "foo.use"(%1) : (i32) -> ()
  "func.return"() : () -> ()
}) : () -> ()
