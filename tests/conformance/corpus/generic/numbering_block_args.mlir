// Entry-block args are %argN from a separate global counter (also LIFO region order);
// non-entry block args share the %N counter with op results, in block order.
%a = "tst.a"() : () -> i32
"tst.two"() ({
^bb0(%x: i32):
  %b = "tst.b"() : () -> i32
  "tst.inner"() ({
  ^bb0(%y: i32):
    %c = "tst.c"() : () -> i32
    "tst.br"()[^bb1] : () -> ()
  ^bb1(%z: i32, %w: i32):
    %d = "tst.d"(%z, %w, %y, %x, %a) : (i32, i32, i32, i32, i32) -> i32
  }) : () -> ()
  %e:2 = "tst.e"() : () -> (i32, i32)
}, {
^bb0(%q: i32):
  %f = "tst.f"() : () -> i32
  "tst.g"() ({
  ^bb0(%r: i32):
    %h = "tst.h"() : () -> i32
  }) : () -> ()
}) : () -> ()
"tst.last"() ({
^bb0(%s: i32):
  %i = "tst.i"() : () -> i32
}) : () -> ()
%j = "tst.j"() : () -> i32
