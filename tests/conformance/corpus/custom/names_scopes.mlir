%top = func.constant @g : () -> ()
func.func @g() {
  %a = func.constant @g : () -> ()
  %b = func.constant @g : () -> ()
  return
}
func.func @h() {
  %c = func.constant @g : () -> ()
  return
}
module @inner {
  %k0 = func.constant @k : () -> ()
  func.func @k() {
    %d = func.constant @k : () -> ()
    return
  }
}
