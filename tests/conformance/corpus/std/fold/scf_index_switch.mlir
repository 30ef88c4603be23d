func.func private @ext(i32) -> i32
func.func @a(%q: i32) -> (i32, i32) {
  %c5 = arith.constant 5 : index
  %0:2 = scf.index_switch %c5 -> i32, i32
  case 2 {
    %1 = arith.constant 10 : i32
    scf.yield %1, %q : i32, i32
  }
  case 5 {
    %2 = func.call @ext(%q) : (i32) -> i32
    scf.yield %2, %q : i32, i32
  }
  default {
    %3 = arith.constant 30 : i32
    scf.yield %3, %q : i32, i32
  }
  return %0#0, %0#1 : i32, i32
}
func.func @b(%q: i32, %i: index) -> (i32, i32, i32) {
  %0:3 = scf.index_switch %i -> i32, i32, i32
  case 2 {
    %1 = arith.constant 10 : i32
    scf.yield %1, %1, %q : i32, i32, i32
  }
  default {
    %3 = func.call @ext(%q) : (i32) -> i32
    scf.yield %3, %3, %q : i32, i32, i32
  }
  %c7 = arith.constant 7 : index
  scf.index_switch %c7
  case 1 {
    %r = func.call @ext(%q) : (i32) -> i32
    scf.yield
  }
  default {
    %r = func.call @ext(%0#0) : (i32) -> i32
  }
  %c9 = arith.constant -1 : index
  scf.index_switch %c9
  case -1 {
    %r = func.call @ext(%0#1) : (i32) -> i32
    scf.yield
  }
  default {
  }
  return %0#0, %0#1, %0#2 : i32, i32, i32
}
