// Multiple results: %x:N definitions and %x#i uses; a ":1" group collapses.
%pair:2 = "tst.pair"() : () -> (i32, f32)
"tst.use"(%pair#1, %pair#0) : (f32, i32) -> ()
%one:1 = "tst.one"() : () -> (i64)
"tst.use"(%one) : (i64) -> ()
%three:3 = "tst.three"(%pair#0, %one#0) : (i32, i64) -> (i1, i8, i16)
"tst.use"(%three#2, %three#0, %three#1, %three#2) : (i16, i1, i8, i16) -> ()
%after = "tst.after"() : () -> index
"tst.use"(%after) : (index) -> ()
