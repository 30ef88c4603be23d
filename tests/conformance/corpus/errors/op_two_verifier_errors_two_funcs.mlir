"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  %0 = "arith.constant"() <{value = 1 : i64}> : () -> i32
  "func.return"() : () -> ()
}) : () -> ()
"func.func"() <{function_type = () -> (), sym_name = "g"}> ({
  %0 = "arith.constant"() <{value = 1 : i64}> : () -> i32
  "func.return"() : () -> ()
}) : () -> ()
