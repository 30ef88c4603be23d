// Isolated-from-above ops (func.func) do NOT restart numbering in generic mode.
"func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
^bb0(%x: i32):
  %0 = "tst.op"(%x) : (i32) -> i32
  "func.return"(%0) : (i32) -> ()
}) : () -> ()
"func.func"() <{function_type = (i32, i32) -> (), sym_name = "g"}> ({
^bb0(%x: i32, %y: i32):
  %0 = "tst.op"(%x) : (i32) -> i32
  %1 = "tst.op"(%0) : (i32) -> i32
  "func.return"() : () -> ()
}) : () -> ()
%top = "tst.top"() : () -> i32
"func.func"() <{function_type = () -> (), sym_name = "h"}> ({
  "tst.region_op"() ({
  ^bb0(%z: index):
    %2 = "tst.op"(%z) : (index) -> i32
  }) : () -> ()
  "func.return"() : () -> ()
}) : () -> ()
