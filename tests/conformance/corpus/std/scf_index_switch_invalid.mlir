// FLAGS: --allow-unregistered-dialect --split-input-file
func.func @a(%i: index) {
  scf.index_switch %i
  case 2 {
    scf.yield
  }
  case 2 {
    scf.yield
  }
  default {
  }
  return
}
// -----
func.func @b(%i: index) -> i32 {
  %0 = scf.index_switch %i -> i32
  case 2 {
    %c = arith.constant 1 : i32
    scf.yield %c : i32
  }
  default {
    scf.yield
  }
  return %0 : i32
}
// -----
func.func @c(%i: index) -> i32 {
  %0 = scf.index_switch %i -> i32
  case 2 {
    %c = arith.constant 1 : i64
    scf.yield %c : i64
  }
  default {
    %c = arith.constant 1 : i32
    scf.yield %c : i32
  }
  return %0 : i32
}
// -----
func.func @d(%i: i32) {
  scf.index_switch %i
  default {
  }
  return
}
// -----
func.func @e(%i: index) {
  "scf.index_switch"(%i) <{cases = array<i64: 1, 2>}> ({
    "scf.yield"() : () -> ()
  }, {
    "scf.yield"() : () -> ()
  }) : (index) -> ()
  return
}
// -----
func.func @f(%i: index) {
  "scf.index_switch"(%i) <{cases = array<i64: 1>}> ({
    "scf.yield"() : () -> ()
  }, {
    ^bb0:
    "scf.yield"() : () -> ()
    ^bb1:
    "scf.yield"() : () -> ()
  }) : (index) -> ()
  return
}
// -----
func.func @g(%i: index) {
  "scf.index_switch"(%i) ({
    "scf.yield"() : () -> ()
  }) : (index) -> ()
  return
}
// -----
func.func @h(%i: index) {
  scf.index_switch %i
  case -3 {
    scf.yield
  }
  case 9223372036854775807 {
    scf.yield
  }
  default {
    "test.d"() : () -> ()
  }
  scf.index_switch %i
  case 1 {
    scf.yield
  }
  default {
    ^bb0(%x: i32):
    "test.d"() : () -> ()
  }
  return
}
// -----
func.func @i(%i: index) {
  "scf.index_switch"(%i) <{cases = array<i64>}> ({
    "test.d"() : () -> ()
  }) : (index) -> ()
  return
}
// -----
func.func @j(%i: index) {
  "scf.index_switch"(%i) <{cases = array<i64>}> ({
  }) : (index) -> ()
  return
}
// -----
func.func @a(%i: index) {
  scf.index_switch %i
  case 9223372036854775808 {
    scf.yield
  }
  default {
  }
  return
}
// -----
func.func @b(%i: index) -> i32 {
  %0 = scf.index_switch %i -> (i32)
  default {
    %c = arith.constant 1 : i32
    scf.yield %c : i32
  }
  return %0 : i32
}
// -----
func.func @c(%i: index) {
  scf.index_switch %i
  case 1 {
    scf.yield
  }
  return
}
// -----
func.func @d(%i: index) {
  scf.index_switch %i
  case x {
    scf.yield
  }
  default {
  }
  return
}
// -----
func.func @e(%i: index) {
  scf.if %true {
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
