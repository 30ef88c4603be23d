#m = affine_map<(d0) -> (d0)>
func.func private @d(i32 {tst.m = affine_map<(d0) -> (d0 + 1)>})
func.func @f(%a: i32 {tst.m = affine_map<(d0) -> (d0 + 2)>}) -> (i32 {tst.q = #m}) attributes {tst.z = affine_map<(d0) -> (d0 + 3)>} {
  %x = "tst.op"() {tst.k = affine_map<(d0, d1) -> (d1, d0)>} : () -> i32
  %t = "tst.tup"() : () -> tuple<i1, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12, i13, i14, i15, i16, i17>
  return %a : i32
}
func.func private @e() -> (tuple<i1, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12, i13, i14, i15, i16, i17> {tst.r = #m})
