// Successors and the predecessor comments printed after non-entry block labels.
"tst.cfg"() ({
  "tst.cond_br"()[^bb1, ^bb2] : () -> ()
^bb1:
  "tst.br"()[^bb3, ^bb3] : () -> ()
^bb2:
  "tst.br"()[^bb3] : () -> ()
^bb3:
  "tst.br"()[^bb1] : () -> ()
^bb4:
  "tst.ret"() : () -> ()
^bb5:
  "tst.switch"()[^bb4, ^bb2, ^bb1, ^bb3] : () -> ()
}) : () -> ()
"tst.cfg2"() ({
^entry(%x: i32):
  "tst.br"(%x)[^next] : (i32) -> ()
^next:
  "tst.cond"(%x)[^yes, ^no] {tag = "c"} : (i32) -> ()
^yes:
  "tst.ret"() : () -> ()
^no:
  "tst.ret"() : () -> ()
}) : () -> ()
"tst.cfg3"() ({
  "tst.br2"()[^bb1, ^bb1] : () -> ()
^bb1:
  "tst.end"() : () -> ()
}) : () -> ()
