// Several top-level ops: wrapped in an implicit builtin.module (loc FILE:0:0).
"tst.first"() : () -> ()
%0 = "tst.second"() : () -> i32
"tst.third"(%0) : (i32) -> ()
