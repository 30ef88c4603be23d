// FLAGS: --allow-unregistered-dialect --cse
func.func @f(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %d = arith.muli %0, %1 : i32
  %c1b = arith.constant 1 : i32
  %2 = "tst.use"(%0, %1, %c1, %c1b) : (i32, i32, i32, i32) -> i32
  return %2 : i32
}
func.func private @dead()
