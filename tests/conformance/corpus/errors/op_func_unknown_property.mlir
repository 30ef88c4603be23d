"func.func"() <{function_type = () -> (), sym_name = "f", bogus = 1}> ({
  "func.return"() : () -> ()
}) : () -> ()
