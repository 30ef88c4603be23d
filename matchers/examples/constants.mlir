// Payload for docs/matchers.md: constant operands on either side.
func.func @constants(%a: i32) -> i32 {
  %c = arith.constant 42 : i32
  %0 = arith.addi %c, %a : i32
  %1 = arith.muli %0, %c : i32
  %2 = arith.subi %1, %a : i32
  return %2 : i32
}
