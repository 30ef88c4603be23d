// One op using every part of the generic syntax:
// results, operands, successors, properties, regions, attributes, type, location.
"tst.container"() ({
^bb0(%x: i32):
  %r:2 = "tst.all"(%x, %x)[^bb1, ^bb2] <{p = 1 : i32}> ({
    "tst.inner"() : () -> ()
  }, {
  }) {a = 2 : i32} : (i32, i32) -> (i32, i32) loc("full":1:2)
^bb1:
  "tst.ret"(%r#0, %r#1) : (i32, i32) -> ()
^bb2:
  "tst.ret"() : () -> ()
}) : () -> ()
