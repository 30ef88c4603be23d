// FLAGS: --allow-unregistered-dialect --split-input-file
func.func @f(%lb: index, %x: f32, %i: i32) {
  %r = scf.for %i = %lb to %lb step %lb iter_args(%acc = %x) -> (f32) {
    %y = "test.i"() : () -> i32
    scf.yield %y : i32
  }
  return
}
// -----
func.func @f(%lb: index, %x: f32, %i: i32) {
  %r = scf.for %i = %lb to %lb step %lb iter_args(%acc = %x) -> (f32) {
    scf.yield
  }
  return
}
// -----
func.func @f(%lb: index, %x: f32, %i: i32) {
  "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%iv: i32):
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
  return
}
// -----
func.func @f(%lb: index, %x: f32, %i: i32) {
  "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%iv: index, %a: f32):
    "scf.yield"(%a) : (f32) -> ()
  }) : (index, index, index, f32) -> ()
  return
}
// -----
func.func @f(%lb: index, %x: f32, %i: i32) {
  %0 = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%iv: index, %a: i32):
    "scf.yield"(%i) : (i32) -> ()
  }) : (index, index, index, f32) -> f32
  return
}
// -----
func.func @f(%lb: index, %x: f32, %i: i32) {
  %0 = "scf.for"(%lb, %lb, %lb, %i) ({
  ^bb0(%iv: index, %a: f32):
    "scf.yield"(%a) : (f32) -> ()
  }) : (index, index, index, i32) -> f32
  return
}
// -----
func.func @f(%lb: index, %x: f32, %i: i32) {
  "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%iv: index, %a: f32):
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
  return
}
// -----
func.func @f(%lb: index, %x: f32, %i: i32) {
  "scf.for"(%lb, %lb, %lb) ({
  }) : (index, index, index) -> ()
  return
}
// -----
func.func @f(%c: i1, %x: f32, %i: i32) {
  %0 = scf.if %c -> (f32) {
    scf.yield %x : f32
  }
  return
}
// -----
func.func @f(%c: i1, %x: f32, %i: i32) {
  %0 = scf.if %c -> (f32) {
    scf.yield %i : i32
  } else {
    scf.yield %x : f32
  }
  return
}
// -----
func.func @f(%c: i1, %x: f32, %i: i32) {
  scf.if %c {
    scf.yield %x : f32
  }
  return
}
// -----
func.func @f(%c: i1, %x: f32, %i: i32) {
  %0 = scf.while (%a = %x) : (f32) -> f32 {
    scf.condition(%c) %i : i32
  } do {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }
  return
}
// -----
func.func @f(%c: i1, %x: f32, %i: i32) {
  %0 = scf.while (%a = %x) : (f32) -> f32 {
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%b: f32):
    scf.yield %i : i32
  }
  return
}
// -----
func.func @f(%c: i1, %x: f32, %i: i32) {
  %0 = scf.while (%a = %x) : (f32) -> f32 {
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%b: i32):
    scf.yield %x : f32
  }
  return
}
// -----
func.func @f(%c: i1, %x: f32, %i: i32) {
  scf.condition(%c)
  return
}
// -----
func.func @f(%c: i1, %x: f32, %i: i32) {
  %0 = scf.while (%a = %x) : (f32, f32) -> f32 {
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%b: f32):
    scf.yield %x : f32
  }
  return
}
// -----
func.func @f(%c: i1, %x: f32, %i: i32) {
  %0 = scf.while (%a = %x) : i32 {
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%b: f32):
    scf.yield %x : f32
  }
  return
}
// -----
func.func @f(%lb: index, %x: f32, %i: i32) {
  %r = scf.for %i = %lb to %lb step %lb iter_args(%acc = %x) -> (f32, f32) {
    scf.yield %x : f32
  }
  return
}
// -----
func.func @f(%lb: index, %x: f32, %i: i32) {
  scf.for %i = %lb to %lb step %lb {
    "test.x"() : () -> ()
  } {foo}
  scf.for %j = %i to %i step %i : i32 {
  }
  return
}
// -----
func.func @f(%lb: index, %x: f32, %i: i32) {
  scf.for %j = %i to %i step %lb : i32 {
  }
  return
}
// -----
func.func @f(%c: i1, %x: f32, %i: i32) {
  scf.if %i {
  }
  return
}
// -----
func.func @f(%c: i1, %x: f32, %i: i32) {
  scf.yield
}
// -----
func.func @f(%lb: index, %x: f32, %i: i32) {
  %0:2 = "scf.for"(%lb, %lb, %lb, %x, %x) ({
  ^bb0(%iv: index, %a: f32, %b: f32):
    "scf.yield"(%a, %b) : (f32, f32) -> ()
  }) : (index, index, index, f32, f32) -> (f32, i32)
  return
}
// -----
func.func @f(%lb: index, %x: f32, %i: i32) {
  %0:2 = "scf.for"(%lb, %lb, %lb, %x, %x) ({
  ^bb0(%iv: index, %a: f32, %b: f32):
    "scf.yield"(%a, %i) : (f32, i32) -> ()
  }) : (index, index, index, f32, f32) -> (f32, f32)
  return
}
// -----
func.func @f(%lb: index, %x: f32, %i: i32) {
  %0 = scf.for %iv = %lb to %lb step %lb iter_args(%a = %x) -> f32 {
  }
  return
}
// -----
func.func @f(%lb: index, %x: f32, %i: i32) {
  %0 = scf.for %iv = %lb to %lb step %lb iter_args(%a = %x) -> f32 {
    "test.x"() : () -> ()
  }
  return
}
// -----
func.func @f(%c: i1) {
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  scf.while () : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  } attributes {foo = 1}
  %v = scf.execute_region -> (i32, f32) no_inline {
    %q = "test.q"() : () -> i32
    %r = "test.q"() : () -> f32
    "test.br"()[^bb1] : () -> ()
  ^bb1:
    scf.yield %q, %r : i32, f32
  } {bar}
  scf.if %c {
    scf.for %i = %c to %c step %c : i1 {
      "test.x"(%i) : (i1) -> ()
    } {a = 2}
  } else {
  } {baz}
  return
}
// -----
func.func @f(%c: i1) {
  scf.while : () -> () {
    "test.x"() : () -> ()
  } do {
    scf.yield
  }
  return
}
// -----
func.func @f(%c: i1) {
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    "test.x"() : () -> ()
  }
  return
}
// -----
func.func @f(%c: i1, %x: f32) {
  %r = scf.while (%a = %x) : (f32) -> (f32) {
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%b: f32):
    scf.yield
  }
  return
}
// -----
func.func @f(%c: i1, %x: f32) {
  %r = scf.execute_region -> f32 {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }
  return
}
// -----
func.func @f(%c: i1, %x: f32) {
  %r = scf.execute_region -> f32 {
    scf.yield %c : i1
  }
  return
}
// -----
func.func @f(%c: i1, %x: f32) {
  %r = scf.if %c -> f32 {
    scf.yield %x : f32
  } else {
    scf.yield
  }
  return
}
// -----
func.func @f(%lb: index, %x: f32, %i: i32) {
  "scf.for"(%lb, %lb, %x) ({
  ^bb0(%iv: index):
    "scf.yield"() : () -> ()
  }) : (index, index, f32) -> ()
  return
}
// -----
func.func @f(%lb: index, %x: f32, %i: i32) {
  "scf.for"(%lb, %lb, %i) ({
  ^bb0(%iv: index):
    "scf.yield"() : () -> ()
  }) : (index, index, i32) -> ()
  return
}
// -----
func.func @f(%lb: index, %x: f32, %i: i32) {
  "scf.for"(%lb, %lb, %i) ({
  }) : (index, index, i32) -> ()
  return
}
// -----
func.func @f(%c: i1, %x: f32) {
  "scf.if"(%c) ({
  ^bb0(%a : i1):
    "scf.yield"() : () -> ()
  }, {}) : (i1) -> ()
  return
}
