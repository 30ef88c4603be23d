"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "foo.op"() ({
    %0 = "arith.constant"() <{value = 1 : i64}> : () -> i32
  }) : () -> ()
  "func.return"() : () -> ()
}) : () -> ()
