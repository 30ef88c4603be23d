// def points here
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "foo.use"(%0) : (i32) -> ()
  %0 = "foo.def"() : () -> i32 loc("loc_dominance_same_file_other_line.mlir":1:4)
  "func.return"() : () -> ()
}) : () -> ()
