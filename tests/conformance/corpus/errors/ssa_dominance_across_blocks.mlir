"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "foo.cond_br"() [^bb1, ^bb2] : () -> ()
^bb1:
  %0 = "foo.def"() : () -> i32
  "func.return"() : () -> ()
^bb2:
  "foo.use"(%0) : (i32) -> ()
  "func.return"() : () -> ()
}) : () -> ()
