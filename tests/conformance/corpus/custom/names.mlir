func.func @a() {
  %x = "tst.x"() : () -> i32
  %c = func.constant @a : () -> ()
  %c1 = func.constant @a : () -> ()
  "tst.r"() ({
    %i = "tst.inner"() : () -> i32
    %f = constant @a : () -> ()
    "tst.r"() ({
    ^bb0(%z: i32, %w: i32):
      %f2 = func.constant @a : () -> ()
      "tst.use"(%z, %i, %x) : (i32, i32, i32) -> ()
    }) : () -> ()
  }, {
    %j = "tst.inner2"() : () -> i32
    %f3 = func.constant @a : () -> ()
  }) : () -> ()
  %y:3 = "tst.three"() : () -> (i32, i32, i32)
  "tst.use"(%y#2, %y#0) : (i32, i32) -> ()
  return
}
func.func @b(%p: i32) {
  %f = func.constant @b : (i32) -> ()
  %0 = "tst.x"() : () -> i32
  return
}
%top = "tst.top"() : () -> i32
"tst.holder"() ({
^bb0(%q: i32):
  %f = func.constant @a : () -> ()
  "tst.y"(%q) : (i32) -> ()
}) : () -> ()
