%0 = unrealized_conversion_cast to i32
%1:2 = builtin.unrealized_conversion_cast to i32, i64
%2 = unrealized_conversion_cast %0, %1#1 : i32, i64 to f32 {tst.x}
%3 = "tst.v"() : () -> vector<4xi8>
%4:2 = unrealized_conversion_cast %3 : vector<4xi8> to i32, i32
func.func @in_func(%a: i32) -> i64 {
  %b = builtin.unrealized_conversion_cast %a : i32 to i64
  return %b : i64
}
