"foo.op"() ({
  %0 = "arith.constant"() <{value = 1 : i64}> : () -> i32
}, {
  %1 = "arith.constant"() <{value = 1 : i64}> : () -> i32
}) : () -> ()
