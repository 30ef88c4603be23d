"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  %0 = "foo.op"(%0) : (i32) -> i32
  "func.return"() : () -> ()
}) : () -> ()
