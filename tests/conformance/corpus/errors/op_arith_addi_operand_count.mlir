%0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
%1 = "arith.addi"(%0) : (i32) -> i32
