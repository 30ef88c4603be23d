// Forward references (allowed in unregistered-op regions / the module body): numbering
// follows definition order, not use order. Input names are never preserved.
"tst.use"(%late) : (i32) -> ()
%late = "tst.def"() : () -> i32
%m:3 = "tst.multi"() : () -> (i1, i2, i3)
"tst.use"(%m#2, %m#0) : (i3, i1) -> ()
%arg0 = "tst.named_like_arg"() : () -> i32
%42 = "tst.numbered"() : () -> i32
"tst.r"() ({
  "tst.use"(%inner_late, %42) : (i32, i32) -> ()
  %inner_late = "tst.def"() : () -> i32
}) : () -> ()
%z = "tst.def"() : () -> i32
