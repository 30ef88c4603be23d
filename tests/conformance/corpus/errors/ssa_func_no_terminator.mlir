"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
}) : () -> ()
