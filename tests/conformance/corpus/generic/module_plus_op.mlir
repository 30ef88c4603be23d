// A module plus another top-level op: both get wrapped in an implicit module.
"builtin.module"() ({
  "tst.x"() : () -> ()
}) : () -> ()
"tst.y"() : () -> ()
