"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "foo.use"(%0) : (i32) -> () loc("use")
  %0 = "foo.def"() : () -> i32 loc("def")
  "func.return"() : () -> ()
}) : () -> ()
