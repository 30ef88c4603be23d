"func.func"() <{function_type = () -> i32, sym_name = "f"}> ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "func.return"(%0) : (i64) -> ()
}) : () -> ()
