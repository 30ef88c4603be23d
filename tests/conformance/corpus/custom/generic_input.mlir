"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "g", arg_attrs = [{tst.a}]}> ({
  ^bb0(%arg0: i32):
    %0 = "func.call"(%arg0) <{callee = @g}> : (i32) -> i32
    %1 = "func.constant"() <{value = @g}> : () -> ((i32) -> i32)
    %2 = "func.call_indirect"(%1, %0) : ((i32) -> i32, i32) -> i32
    %3 = "builtin.unrealized_conversion_cast"(%2) : (i32) -> i64
    "func.return"(%2) : (i32) -> ()
  }) {tst.extra} : () -> ()
  "builtin.module"() <{sym_name = "inner"}> ({
  ^bb0:
  }) : () -> ()
}) {tst.top} : () -> ()
