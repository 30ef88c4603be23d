"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "foo.use"(%x) : (i32) -> ()
  "func.return"() : () -> ()
}) : () -> ()
"foo.op"(%y) : (i32) -> ()
