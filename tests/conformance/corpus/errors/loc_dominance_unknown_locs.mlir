"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "foo.use"(%0) : (i32) -> () loc(unknown)
  %0 = "foo.def"() : () -> i32 loc(unknown)
  "func.return"() : () -> ()
}) : () -> ()
