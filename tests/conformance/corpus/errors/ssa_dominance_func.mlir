"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "foo.use"(%0) : (i32) -> ()
  %0 = "foo.def"() : () -> i32
  "func.return"() : () -> ()
}) : () -> ()
