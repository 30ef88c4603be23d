"func.func"() <{function_type = () -> ()}> ({
  "func.return"() : () -> ()
}) : () -> ()
