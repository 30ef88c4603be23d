// Integer, index and none types (as operand/result types, block args and type attrs).
%0:9 = "tst.ints"() : () -> (i1, i8, i32, i64, si8, ui16, i1024, si1, ui64)
%1 = "tst.idx"() : () -> index
%2 = "tst.none"() : () -> none
"tst.tys"() {t = [i1, i2, i3, i7, i16, i128, i16777215, si32, ui1, ui128, index, none]} : () -> ()
"tst.r"() ({
^bb0(%a: i1, %b: si64, %c: ui8, %d: index, %e: none):
  "tst.end"() : () -> ()
}) : () -> ()
