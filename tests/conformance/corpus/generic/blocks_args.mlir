// Blocks: user labels are renumbered ^bbN per region; entry-block args become %argN,
// other block args take the normal value counter.
"tst.blocks"() ({
^entry(%a: i32, %b: f32):
  "tst.use"(%a, %b) : (i32, f32) -> ()
  "tst.br"(%a)[^second] : (i32) -> ()
^second(%c: i64, %d: i1):
  %v = "tst.def"(%c) : (i64) -> i32
  "tst.br"()[^third] : () -> ()
^third:
  "tst.ret"(%v, %d) : (i32, i1) -> ()
}) : () -> ()
"tst.entry_label_no_args"() ({
^only:
  "tst.ret"() : () -> ()
}) : () -> ()
"tst.second_region_blocks"() ({
^bb0:
  "tst.br"()[^bb7] : () -> ()
^bb7(%x: index):
  "tst.ret"(%x) : (index) -> ()
}, {
^foo(%y: index):
  "tst.br"()[^bar] : () -> ()
^bar:
  "tst.ret"(%y) : (index) -> ()
}) : () -> ()
