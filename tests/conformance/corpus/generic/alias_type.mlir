// User type aliases: always inlined (builtin types never get printer-generated aliases).
!t = tensor<4xf32>
!u = !foo.bar<1>
!fn = (i32) -> !t
!nested = tuple<!t, !u>
!mr = memref<4xf32, affine_map<(d0) -> (d0 + 7)>>
%0 = "tst.a"() {ty = !t, fn = !fn, n = !nested} : () -> !t
%1 = "tst.b"(%0) : (!t) -> !u
"tst.c"(%0, %1) {arr = [!t, !u, !mr]} : (!t, !u) -> ()
"tst.d"() ({
^bb0(%x: !t, %y: !nested):
  "tst.use"(%x, %y) : (!t, !nested) -> ()
}) : () -> ()
