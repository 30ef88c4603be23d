// SSA numbering in generic mode: one global counter; a region's own block args/results are
// numbered together, then its ops' regions are pushed on a stack in textual order and
// popped LIFO (so later ops/regions get lower numbers than earlier ones).
%a = "tst.a"() : () -> i32
"tst.r"() ({
  %b = "tst.b"() : () -> i32
  "tst.r2"() ({
    %c = "tst.c"() : () -> i32
  }, {
    %d = "tst.d"() : () -> i32
  }) : () -> ()
  %e = "tst.e"() : () -> i32
}, {
  %f = "tst.f"() : () -> i32
}) : () -> ()
%g = "tst.g"() : () -> i32
"tst.use"(%a, %g) : (i32, i32) -> ()
%i = "tst.i"() : () -> i32
