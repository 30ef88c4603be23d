module {
  module @inner {
    func.func @h(%x: i32) -> i32 {
      %0 = arith.addi %x, %x : i32
      %1 = arith.addi %x, %x : i32
      %2 = arith.addi %0, %1 : i32
      return %2 : i32
    }
  }
  func.func @f() { return }
}
