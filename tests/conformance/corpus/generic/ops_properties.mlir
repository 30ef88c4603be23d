// Properties <{...}> on unregistered ops: any attribute is allowed, the dict is sorted,
// empty dict kept, integers get ": i64".
"tst.p1"() <{b = 2, a = 1 : i32, c = "s"}> : () -> ()
"tst.p2"() <{}> : () -> ()
"tst.p3"() <[1, 2.0, "x"]> : () -> ()
"tst.p4"() <1 : i32> : () -> ()
"tst.p5"() <"just a string"> : () -> ()
"tst.p6"() <{nested = {z = 1, y = [true]}, u}> {attr = 3 : i8} : () -> ()
%0 = "tst.p7"() <{k = i32}> : () -> i32
"tst.p8"(%0) <{k = @sym}> : (i32) -> ()
