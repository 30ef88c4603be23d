"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "foo.use"(%0) : (i32) -> ()
  "foo.use"(%1) : (i32) -> ()
  %0 = "foo.def"() : () -> i32
  %1 = "foo.def"() : () -> i32
  "func.return"() : () -> ()
}) : () -> ()
