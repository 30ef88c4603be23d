// Basic generic ops: no operands/results, operands, single result, "-> ()" forms.
"tst.noop"() : () -> ()
%0 = "tst.def"() : () -> i32
%1 = "tst.def2"() : () -> (f32)
"tst.use"(%0, %1) : (i32, f32) -> ()
%2 = "tst.add"(%0, %0) : (i32, i32) -> i32
"tst.use_twice"(%2, %2, %0) : (i32, i32, i32) -> ()
%fn = "tst.fnres"() : () -> ((i32) -> i32)
%3 = "tst.unit_fn"() : () -> (() -> ())
"tst.take_fn"(%fn, %3) : ((i32) -> i32, () -> ()) -> ()
"tst"() : () -> ()
