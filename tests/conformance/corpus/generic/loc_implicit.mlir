// Implicit locations: FILE:line:col of the op name string (not of the result list).
"tst.col1"() : () -> ()
    "tst.col5"() : () -> ()
%0 = "tst.res"() : () -> i32
      %1:2 = "tst.res2"() : () -> (i32, i32)
"tst.multi_line"(
  %0
) : (i32) -> ()
"tst.r"() ({
^bb0(%a: i32,    %b: i32):
  "tst.inner"() : () -> ()
}) : () -> ()
	"tst.after_tab"() : () -> ()
