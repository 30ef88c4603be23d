// Exactly one top-level op that is a builtin.module: it is used as the top-level op
// (not wrapped); its location is its own position.
"builtin.module"() ({
  "tst.inside"() : () -> ()
  %0 = "tst.value"() : () -> i32
}) : () -> ()
