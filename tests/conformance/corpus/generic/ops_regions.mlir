// Regions: zero-block region, region with one empty block, several regions, nesting.
"tst.zero_blocks"() ({}) : () -> ()
"tst.empty_block"() ({
^bb0:
}) : () -> ()
"tst.empty_block_args"() ({
^bb0(%a: i32, %b: f32):
}) : () -> ()
"tst.three_regions"() ({
  "tst.r0"() : () -> ()
}, {
}, {
  "tst.r2"() : () -> ()
}) : () -> ()
"tst.nest"() ({
  "tst.level1"() ({
    "tst.level2"() ({
      "tst.level3"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) {after = 1 : i32} : () -> ()
