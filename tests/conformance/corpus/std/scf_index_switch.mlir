func.func @f(%i: index, %q: i32) -> (i32, i32) {
  %0:2 = scf.index_switch %i -> i32, i32
  case 2 {
    %1 = arith.constant 10 : i32
    scf.yield %1, %q : i32, i32
  }
  case 5 {
    %2 = arith.constant 20 : i32
    scf.yield %2, %q : i32, i32
  }
  default {
    %3 = arith.constant 30 : i32
    scf.yield %3, %q : i32, i32
  }
  scf.index_switch %i
  default {
    "test.x"() : () -> ()
  }
  scf.index_switch %i {attr = 1}
  case 1 {
    "test.y"() : () -> ()
    scf.yield
  }
  default {
  }
  return %0#0, %0#1 : i32, i32
}
func.func @c() -> i32 {
  %c5 = arith.constant 5 : index
  %0 = scf.index_switch %c5 -> i32
  case 2 {
    %1 = arith.constant 10 : i32
    scf.yield %1 : i32
  }
  case 5 {
    %2 = arith.constant 20 : i32
    scf.yield %2 : i32
  }
  default {
    %3 = arith.constant 30 : i32
    scf.yield %3 : i32
  }
  return %0 : i32
}
func.func @e(%i: index, %t: i1) {
  scf.if %t {
    scf.index_switch %i {a = "b"}
    case -1 {
      scf.index_switch %i
      default {
        "test.q"() : () -> ()
      }
      scf.yield
    }
    default {
    }
  }
  return
}
func.func @args(%i: index) {
  scf.index_switch %i
  default {
    ^bb0(%x: i32):
    "test.d"() : () -> ()
  }
  return
}
