"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "foo.use"(%0) : (i32) -> () loc("use.mlir":3:4)
  %0 = "foo.def"() : () -> i32 loc("def.mlir":7:8)
  "func.return"() : () -> ()
}) : () -> ()
